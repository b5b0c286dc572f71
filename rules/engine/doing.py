"""One effect's actions being turned into events (:class:`Doing`): the references each
action reads (:mod:`rules.engine.references`) resolved against the event the effect
applies to, and the events made, each numbered after the action that made it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .interface import Context, EffectView, effect_cause
from .references import amount_ref, object_ref, player_ref
from .state import Ev


class Doing:
    """One effect's actions being turned into events, against the event it applies to."""

    def __init__(
        self, ctx: Context, fx: EffectView, ev: Ev, prevented: int, declined: bool = False
    ) -> None:
        self.ctx = ctx
        self.fx = fx
        self.ev = ev
        self.prevented = prevented
        self.declined = declined
        """The player chose not to do the action they may do ("you may …")."""
        self.out: list[Ev] = []
        self.words: list[str] = []
        self.each = ("", 0)  # the player an action for each player is done for: id, order
        self.costs: set[int] = set()
        """The actions a later one depends on ("If you do", 118.12): each is a cost, paid in
        full or not at all (118.3)."""

    # References --------------------------------------------------------------

    def player(self, a: Mapping[str, Any], default: Any = "affected") -> str | None:
        return player_ref(a.get("player", default), self.fx, self.ev, self.ctx.world)

    def obj(self, a: Mapping[str, Any], key: str = "object", default: Any = "affected") -> Any:
        """The id of the object the action means, if it exists now."""
        ref = object_ref(a.get(key, default), self.fx, self.ev, self.ctx.world)
        return ref if ref is not None and self.ctx.world.has_obj(ref) else None

    def amount(self, a: Mapping[str, Any]) -> int:
        return amount_ref(a.get("count", a.get("amount", 1)), self.ev, self.prevented)

    def event(self, i: int, kind: str, suffix: str = "", k: int = 0, **fields: Any) -> None:
        if "by" not in fields:
            fields["by"] = effect_cause(self.fx, self.ctx)
        self.out.append(
            self.ctx.new_event(
                self.ev,
                kind,
                suffix=f"{self.fx.id}{i}{self.each[0]}{suffix}",
                index=i * 1000 + self.each[1] + k,
                **fields,
            )
        )
