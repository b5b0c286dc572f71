"""The context templates see: the world now, and the helpers they use to read and change it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .actions import build as build_actions
from .compiling import Compiled
from .effects import Fx
from .errors import too_many as too_many
from .filters import damage_matches, obj_matches
from .frozen import thaw
from .interface import EffectView
from .procedures import Procedure
from .references import player_ref
from .restrictions import as_it_would_exist, cant_happen, cant_put_entering, functioning
from .sacrificing import Demand, claims
from .state import Ev, Obj, Record, World, fact_of
from .words import ZONE_PHRASES, describe_event, name_of, possessive


class Ctx:
    """The world now, and the helpers templates use to read and change it."""

    def __init__(
        self, cc: Compiled, proc: Procedure, world: World, batch: tuple[Ev, ...] = ()
    ) -> None:
        self.cc = cc
        self.proc = proc
        self.world = world
        self.before = world
        """The world before the events being carried out together happen: simultaneous
        damage is all dealt at once, each read from the game as it was (120.3)."""
        self.batch = batch
        """The simultaneous events being modified now, where a question is asked of them."""
        self.together: tuple[Ev, ...] = ()
        """The events of a batch being carried out together, in order."""
        self.taken: set[str] = set()
        """The permanents the sacrifices of a batch being carried out have taken so far: a
        permanent is sacrificed once (701.21a)."""

    def sacrifice_claims(
        self, player: str, ev: Ev, made: tuple[Ev, ...], fx: EffectView
    ) -> tuple[frozenset[str], list[Demand]]:
        """What ``player``'s other sacrifices made at the same time hold (the batch's,
        ``ev`` apart, and those ``fx`` has just ``made``): the permanents chosen for them,
        and what each still needs (:func:`~rules.engine.sacrificing.claims`)."""
        ours = {id(e) for e in made}

        def fx_of(e: Ev) -> EffectView | None:
            if id(e) in ours:
                return fx
            return self.cc.fx(e.made_by.effect) if e.made_by is not None else None

        others = [e for e in self.batch if e.id != ev.id]
        return claims(self.world, player, (*others, *made), fx_of)

    def life_promised(self, player: str) -> int:
        """The life ``player`` has chosen to pay as other permanents enter at the same time,
        not paid yet: payments made together can't be more than the life total (614.12b;
        119.4)."""
        return sum(
            e.amount
            for e in self.batch
            if e.kind == "pay_life" and e.as_enters is not None and e.player == player
        )

    def draws_watched_whole(self) -> bool:
        """Whether an effect watches an instruction to draw several cards as a whole
        (121.2a, Alms Collector): then such an instruction stays one event until it
        happens, whether a spell or a replacement effect gives it."""
        return self.cc.whole_draws

    # Names and words -------------------------------------------------------

    def name(self, ref: str | None) -> str:
        return name_of(self.world, ref)

    def zone_phrase(self, zone: str, object_id: str | None) -> str:
        owner = self.world.obj(object_id).owner if object_id else "its owner"
        return ZONE_PHRASES.get(zone, f"is put into {zone}").format(owners=possessive(owner))

    # Characteristics -------------------------------------------------------

    def ability_source(self, object_id: str, copy_of: str | None = None) -> str:
        """Whose printed abilities an object has: its own, or those of what it copies."""
        seen = set()
        current = copy_of or self.world.obj(object_id).copy_of or object_id
        while current not in seen:
            seen.add(current)
            nxt = self.world.obj(current).copy_of if self.world.has_obj(current) else None
            if not nxt:
                break
            current = nxt
        if copy_of is None and current == object_id:
            tok = self.world.obj(object_id)
            if tok.token and tok.copy_of:
                return tok.copy_of
        return current

    def as_it_would_exist(self, ev: Ev) -> Obj:
        """The entering object as it would exist on the battlefield (614.12 / 419.6i)."""
        return as_it_would_exist(ev, self.world)

    def recipient_controller(self, recipient: str | None) -> str | None:
        if recipient is None:
            return None
        if self.world.is_player(recipient):
            return recipient
        o = self.world.obj(recipient)
        return o.controller or o.owner

    def cant_put_entering(self, ev: Ev, kind: str) -> Fx | None:
        """The "can't" effect that stops counters of ``kind`` an entering permanent would be
        given, where the release counts them as put on it (122.6)."""
        if not (ev.entering and self.proc.entering_counters_are_put):
            return None
        return cant_put_entering(ev, kind, self.cc, self.world)

    def damage_matches(
        self, fx: EffectView, ev: Ev, source_filter: Any, recipient_filter: Any
    ) -> bool:
        return damage_matches(fx, ev, self.world, source_filter, recipient_filter)

    def cant(self, ev: Ev) -> Fx | None:
        """The "can't" effect that would stop ``ev`` now (614.17), if any: a player can't
        choose to pay a cost that includes an event that can't happen (614.17b)."""
        if not self.cc.cants:
            return None
        return cant_happen(ev, self.cc, self.world, self.proc)

    def cant_redirect(self, ev: Ev) -> Fx | None:
        """The "can't be prevented or dealt instead to another" effect that covers this
        damage, if any (614.9 with 615.12)."""
        for fx in self.cc.unpreventers:
            if (
                fx.pd.get("redirect")
                and fx.id in self.world.live
                and functioning(fx, self.world, self.cc)
                and damage_matches(fx, ev, self.world, fx.pd.get("source"), fx.pd.get("recipient"))
            ):
                return fx
        return None

    def source_matches(self, fx: EffectView, ev: Ev, source_filter: Any) -> bool:
        return obj_matches(source_filter, self.world.obj(str(ev.source)), fx=fx, world=self.world)

    # Events and records ----------------------------------------------------

    def new_event(self, ev: Ev, kind: str, *, suffix: str, index: int = 0, **fields: Any) -> Ev:
        """A new event made by replacing ``ev``; it sorts just after ``ev``, by ``index``."""
        return Ev(id=f"{ev.id}.{suffix}", kind=kind, order=(*ev.order, index), **fields)

    def damage_record(self, ev: Ev) -> Record:
        return Record(
            "damage",
            ev.order,
            f"{self.name(ev.source)} deals {ev.amount} damage to {self.name(ev.recipient)}"
            + (f" ({ev.prevented} prevented)" if ev.prevented else ""),
            subject=self.name(ev.recipient),
            source=self.name(ev.source),
            amount=ev.amount,
            fact=fact_of(ev),
        )

    def skip_record(self, ev: Ev) -> Record:
        what = ("extra turn" if ev.extra else "turn") if ev.kind == "begin_turn" else ""
        what = what or f"{ev.step} step"
        return Record(
            "skipped",
            ev.order,
            f"{ev.player} skips {'an' if what[0] in 'aeiou' else 'a'} {what}",
            subject=str(ev.player),
            fact=fact_of(ev, "skipped"),
        )

    def nothing_record(self, ev: Ev, fx: EffectView) -> Record:
        return Record(
            "nothing",
            ev.order,
            f"{describe_event(ev, self.world)}, but nothing happens instead ({fx.label})",
            subject=str(ev.player or ""),
            fact=(*fact_of(ev, "nothing"), fx.id),
        )

    def impossible(self, fx: EffectView, ev: Ev, actions: Any) -> str:
        """Why a mode's actions can't be done now, or ``""``."""
        for a in actions or ():
            a = _plain(a)
            if a.get("do") == "return_from_graveyard":
                who = self._actor(fx, ev, a)
                need = a.get("count", 1)
                have = len(self.world.player(who).graveyard)
                if have < need:
                    return f"{possessive(who)} graveyard has no card to return"
        return ""

    def _actor(self, fx: EffectView, ev: Ev, action: Mapping[str, Any]) -> str:
        return player_ref(action.get("player", "affected"), fx, ev, self.world) or fx.controller

    def actions(
        self, fx: EffectView, ev: Ev, actions: Any, prevented: int = 0, declined: bool = False
    ) -> tuple[tuple[Ev, ...], str]:
        """The events the actions of an ``instead`` (or a prevention's follow-up) make, and
        the actions in words; ``declined``: the player chose not to do the action they may
        do ("you may …")."""
        return build_actions(self, fx, ev, actions, prevented, declined)


def _plain(a: Any) -> dict[str, Any]:
    if isinstance(a, dict):
        return a
    return thaw(a)  # type: ignore[no-any-return]
