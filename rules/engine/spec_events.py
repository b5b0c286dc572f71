"""The scenario's events (its ``EventSpec``) as the events the machine works on (``Ev``):
each kind's fields filled in from the spec and, for an object's move, from the world."""

from __future__ import annotations

from typing import Any

from .frozen import freeze, thaw
from .mana import symbols
from .repeating import MAX_REPEATS, Process
from .specs import EventSpec
from .state import Ev, World
from .vocabulary import PREDEFINED_TOKENS


def _token(spec: EventSpec) -> Any:
    """The token an event creates; a predefined token's name (111.10: "Clue") as its values."""
    if isinstance(spec.token, str):
        return freeze(PREDEFINED_TOKENS[spec.token])
    return spec.token


def event_from_spec(spec: EventSpec, ev_id: str, order: tuple[int, ...], world: World) -> Ev:
    """The event ``spec`` says, as the machine works on it: ``ev_id`` and ``order`` (where
    it stands among the scenario's events) its own."""
    k = spec.kind
    if k == "damage":
        amount = spec.amount or 0
        return _ev(
            spec,
            ev_id,
            order,
            source=spec.source,
            recipient=spec.recipient,
            amount=amount,
            original=amount,
            combat=bool(spec.combat),
            unpreventable=bool(spec.unpreventable),
        )
    if k in ("destroy", "move", "enter"):
        return _moving(spec, ev_id, order, world)
    if k == "create_tokens":
        count = 1 if spec.count is None else spec.count
        return _ev(
            spec, ev_id, order, player=spec.player, amount=count, original=count, token=_token(spec)
        )
    if k == "put_counters":
        count = 1 if spec.count is None else spec.count
        return _ev(
            spec,
            ev_id,
            order,
            object=spec.object,
            counter=spec.counter,
            amount=count,
            original=count,
        )
    if k == "turn_face_up":
        return _ev(spec, ev_id, order, object=spec.object)
    played = _player_event(spec, ev_id, order)
    if played is not None:
        return played
    if k == "produce_mana":
        o = world.obj(str(spec.object))
        mana = symbols(str(spec.mana or ""))
        who = spec.player or o.controller or o.owner
        return _ev(
            spec,
            ev_id,
            order,
            object=o.id,
            player=who,
            mana=mana,
            amount=len(mana),
            original=len(mana),
        )
    raise ValueError(k)  # pragma: no cover - the schema allows no other kind


#: An event's fields at their defaults, copied to make each event of the scenario.
_BLANK: dict[str, Any] = dict(Ev(id="", kind="", order=()).__dict__)


def _ev(
    spec: EventSpec, ev_id: str, order: tuple[int, ...], kind: str | None = None, **fields: Any
) -> Ev:
    """The event of ``spec`` (of its kind unless ``kind`` says), with ``fields``: a copy of
    the blank event's fields, made in one step rather than field by field."""
    values = _BLANK.copy()
    values["id"] = ev_id
    values["kind"] = kind or spec.kind
    values["order"] = order
    values["by"] = spec.by
    values.update(fields)
    made = _new(Ev)
    _set(made, "__dict__", values)
    return made  # type: ignore[no-any-return]


_new = object.__new__
_set = object.__setattr__


def _moving(spec: EventSpec, ev_id: str, order: tuple[int, ...], world: World) -> Ev:
    """A destruction, a move or an object entering the battlefield: a move (701.8a)."""
    k = spec.kind
    o = world.obj(str(spec.object))
    to = "graveyard" if k == "destroy" else ("battlefield" if k == "enter" else spec.to)
    entering: dict[str, Any] = {}
    if to == "battlefield":
        entering = {
            "controller": spec.controller or o.controller or o.owner,
            "tapped": bool(spec.tapped),
            "counters": tuple(sorted(thaw(spec.counters).items())) if spec.counters else (),
        }
    return _ev(
        spec,
        ev_id,
        order,
        kind="move",
        object=o.id,
        from_zone=o.zone,
        to_zone=to,
        destroy=k == "destroy",
        cause="destroy" if k == "destroy" else spec.cause,
        cant_be_regenerated=bool(spec.cant_be_regenerated),
        **entering,
    )


def _player_event(spec: EventSpec, ev_id: str, order: tuple[int, ...]) -> Ev | None:
    """An event of a player's (a draw, life, a step or turn, the game, a mill, a process), or
    None for another kind."""
    k = spec.kind
    if k == "draw":
        return _ev(
            spec, ev_id, order, player=spec.player, amount=1, cause=spec.cause, then=spec.then
        )
    if k in ("gain_life", "lose_life", "pay_life"):
        amount = spec.amount or 0
        return _ev(spec, ev_id, order, player=spec.player, amount=amount, original=amount)
    if k == "begin_step":
        return _ev(spec, ev_id, order, player=spec.player, step=spec.step, begun=bool(spec.begun))
    if k == "begin_turn":
        begun, extra = bool(spec.begun), bool(spec.extra)
        return _ev(spec, ev_id, order, player=spec.player, begun=begun, extra=extra)
    if k in ("lose_game", "win_game", "exchange_life"):  # an exchange's other player (701.12c)
        return _ev(spec, ev_id, order, player=spec.player, cause=spec.cause, recipient=spec.other)
    if k == "mill":
        # Mill N (701.17a): the top N cards of the library, each card's move its own event.
        count = 1 if spec.count is None else spec.count
        return _ev(
            spec,
            ev_id,
            order,
            kind="library_top",
            player=spec.player,
            amount=count,
            to_zone="graveyard",
        )
    if k == "repeat":
        process = Process(spec.events or (), spec.until, spec.times or MAX_REPEATS)
        return _ev(spec, ev_id, order, player=spec.player, repeat=process)
    return None
