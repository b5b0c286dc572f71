"""One effect's actions being turned into events (:class:`Doing`): the references each
action reads (:mod:`rules.engine.references`) resolved against the event the effect
applies to, and the events made, each numbered after the action that made it; and the
actions that each make one event of a fixed shape, from a table (:class:`PlayerEvent`,
:class:`ObjectEvent`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .conditions import count, is_count
from .frozen import thaw
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
        value = a.get("count", a.get("amount", 1))
        if is_count(value):
            # A count worked out as the effect applies ("a number of +1/+1 counters equal to
            # that creature's power", Ravenous Slime): the event's object as it is now.
            return count(thaw(value), self.ctx.world, self.fx, self.ev)
        return amount_ref(value, self.ev, self.prevented)

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


@dataclass(frozen=True)
class PlayerEvent:
    """An action a player does that makes one event of the same kind, naming the player
    (and its amount, with ``amount``): gaining or losing life, winning or losing the game.
    ``words`` is its text, with ``{who}`` and ``{n}``. A player the action names who isn't
    there does nothing (614.6)."""

    kind: str
    words: str
    amount: bool = False

    def __call__(self, d: Doing, i: int, a: Mapping[str, Any]) -> None:
        who = d.player(a)
        fields: dict[str, Any] = {"amount": d.amount(a)} if self.amount else {}
        if who is None:
            return
        d.event(i, self.kind, player=who, **fields)
        d.words.append(self.words.format(who=who, n=fields.get("amount")))


@dataclass(frozen=True)
class ObjectEvent:
    """An action on one object that makes one event of a fixed shape: removing its damage,
    tapping or untapping it. ``fields`` are the event's other fields; ``words`` its text,
    with ``{name}``. An object no longer there is left alone (614.6)."""

    kind: str
    words: str
    fields: tuple[tuple[str, Any], ...] = ()

    def __call__(self, d: Doing, i: int, a: Mapping[str, Any]) -> None:
        target = d.obj(a)
        if target is None:
            return
        d.event(i, self.kind, object=target, **dict(self.fields))
        d.words.append(self.words.format(name=d.ctx.name(target)))


def entering_with_counters(events: tuple[Ev, ...]) -> tuple[Ev, ...]:
    """Counters put on an object that an earlier event of the same actions puts onto the
    battlefield ("put it onto the battlefield with two +1/+1 counters on it", Dodecapod)
    are given to it as it enters: counters put on it (122.6), which the effects on counters
    see with the permanent as it would exist there (614.12), not a later event."""
    entering = {e.object: i for i, e in enumerate(events) if e.entering}
    if not entering:
        return events
    out, merged = list(events), set()
    for j, e in enumerate(events):
        i = entering.get(e.object, j) if e.kind == "put_counters" else j
        if i >= j or e.sequel != out[i].sequel:
            continue
        counts = dict(out[i].counters)
        counts[str(e.counter)] = counts.get(str(e.counter), 0) + e.amount
        out[i] = out[i].but(counters=tuple(sorted(counts.items())))
        merged.add(j)
    return tuple(e for j, e in enumerate(out) if j not in merged)
