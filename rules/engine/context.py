"""The context templates see: the world now, and the helpers they use to read and change it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .compiling import Compiled
from .effects import Fx
from .errors import ErrorDetail, ScenarioError
from .filters import damage_matches, obj_matches
from .frozen import freeze, thaw
from .interface import EffectView
from .procedures import Procedure
from .restrictions import as_it_would_exist, cant_put_entering
from .state import Ev, Obj, Record, World, fact_of
from .vocabulary import MAX_UNITS_MADE
from .words import ZONE_PHRASES, count_noun, describe_event


class Ctx:
    """The world now, and the helpers templates use to read and change it."""

    def __init__(self, cc: Compiled, proc: Procedure, world: World) -> None:
        self.cc = cc
        self.proc = proc
        self.world = world

    # Names and words -------------------------------------------------------

    def name(self, ref: str | None) -> str:
        if ref is None:
            return "nothing"
        if self.world.is_player(ref):
            return ref
        if self.world.has_obj(ref):
            o = self.world.obj(ref)
            return f"{o.shown} token" if o.token else o.shown
        return ref

    def zone_phrase(self, zone: str, object_id: str | None) -> str:
        owner = self.world.obj(object_id).owner if object_id else "its owner"
        return ZONE_PHRASES.get(zone, f"is put into {zone}").format(owner=owner)

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

    def source_matches(self, fx: EffectView, ev: Ev, source_filter: Any) -> bool:
        return obj_matches(source_filter, self.world.obj(str(ev.source)), fx=fx)

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
        what = "turn" if ev.kind == "begin_turn" else f"{ev.step} step"
        return Record(
            "skipped",
            ev.order,
            f"{ev.player} skips a {what}",
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
                    return f"{who}'s graveyard has no card to return"
        return ""

    def _actor(self, fx: EffectView, ev: Ev, action: Mapping[str, Any]) -> str:
        who = action.get("player", "affected")
        if who == "you":
            return fx.controller
        if who == "affected":
            if ev.player:
                return ev.player
            if ev.object:
                return self.world.obj(ev.object).owner
            return fx.controller
        return str(who)

    def actions(self, fx: EffectView, ev: Ev, actions: Any) -> tuple[tuple[Ev, ...], str]:
        """The events the actions of an ``instead`` make, and the actions in words."""
        out: list[Ev] = []
        words: list[str] = []
        for i, a in enumerate(actions or ()):
            a = _plain(a)
            do = a["do"]
            who = self._actor(fx, ev, a)
            n = a.get("count", a.get("amount", 1))
            if n == "that_many":
                n = ev.amount
            if do in ("draw", "return_from_graveyard") and n > MAX_UNITS_MADE:
                raise too_many(fx.label, n, "cards")
            suffix = f"{fx.id}{i}"
            if do == "draw":
                for k in range(int(n)):
                    out.append(
                        self.new_event(
                            ev,
                            "draw",
                            suffix=f"{suffix}d{k}",
                            index=i * 1000 + k,
                            player=who,
                            amount=1,
                        )
                    )
                words.append(f"{who} draws {count_noun(int(n), 'card')}")
            elif do == "gain_life":
                out.append(
                    self.new_event(
                        ev, "gain_life", suffix=suffix, index=i * 1000, player=who, amount=n
                    )
                )
                words.append(f"{who} gains {n} life")
            elif do == "lose_life":
                out.append(
                    self.new_event(
                        ev, "lose_life", suffix=suffix, index=i * 1000, player=who, amount=n
                    )
                )
                words.append(f"{who} loses {n} life")
            elif do == "return_from_graveyard":
                for k in range(int(n)):
                    out.append(
                        self.new_event(
                            ev,
                            "return_card",
                            suffix=f"{suffix}r{k}",
                            index=i * 1000 + k,
                            player=who,
                        )
                    )
                words.append(f"{who} returns {count_noun(int(n), 'card')} from graveyard to hand")
            elif do == "win_game":
                out.append(
                    self.new_event(ev, "win_game", suffix=suffix, index=i * 1000, player=who)
                )
                words.append(f"{who} wins the game")
            elif do == "nothing":
                words.append("nothing happens")
            elif do == "move":
                # Watching where the object would be put replaces only that; watching the
                # move itself (a destruction, a discard) replaces the whole of it.
                cause = ev.cause if "to" in (fx.pd.get("watch") or {}) else None
                out.append(ev.but(to_zone=a["to"], destroy=False, cause=cause))
                words.append(f"{self.name(ev.object)} {self.zone_phrase(a['to'], ev.object)}")
            elif do == "create_tokens":
                out.append(
                    self.new_event(
                        ev,
                        "create_tokens",
                        suffix=suffix,
                        index=i * 1000,
                        player=who if a.get("player") else fx.controller,
                        amount=n,
                        original=n,
                        token=_freeze_token(a.get("token") or {"name": "Token"}),
                    )
                )
                tname = (a.get("token") or {}).get("name", "Token")
                words.append(f"{fx.controller} creates {count_noun(int(n), tname + ' token')}")
            elif do == "put_counters":
                target = fx.source if a.get("object", "this") == "this" else a["object"]
                out.append(
                    self.new_event(
                        ev,
                        "put_counters",
                        suffix=suffix,
                        index=i * 1000,
                        object=target,
                        counter=a.get("counter", "+1/+1"),
                        amount=n,
                    )
                )
                words.append(f"{n} {a.get('counter', '+1/+1')} counter(s) on {self.name(target)}")
        return tuple(out), ", and ".join(words) or "nothing happens"


def too_many(what: str, n: int, noun: str) -> ScenarioError:
    return ScenarioError(
        [
            ErrorDetail(
                "effects",
                f"{what}: {n} {noun} is more than the resolver follows one by one "
                f"(at most {MAX_UNITS_MADE})",
            )
        ]
    )


def _plain(a: Any) -> dict[str, Any]:

    if isinstance(a, dict):
        return a
    return thaw(a)  # type: ignore[no-any-return]


def _freeze_token(token: Mapping[str, Any]) -> Any:
    return freeze(dict(token))
