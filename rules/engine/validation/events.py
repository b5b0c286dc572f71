"""Checks on events: the fields each kind takes, what they refer to, and each event's own id."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import ErrorDetail
from ..params import UNTIL_PARAM, check_param
from .common import Checker

_EVENT_FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    # kind: (required fields, allowed fields besides kind and id)
    "damage": (
        ("source", "recipient", "amount"),
        ("source", "recipient", "amount", "combat", "unpreventable"),
    ),
    "destroy": (("object",), ("object", "cant_be_regenerated")),
    "move": (("object", "to"), ("object", "to", "cause", "controller", "tapped", "counters")),
    "enter": (("object",), ("object", "controller", "tapped", "counters")),
    "draw": (("player",), ("player", "count", "cause", "then")),
    "gain_life": (("player", "amount"), ("player", "amount")),
    "lose_life": (("player", "amount"), ("player", "amount")),
    "pay_life": (("player", "amount"), ("player", "amount")),
    "create_tokens": (("player", "token"), ("player", "count", "token")),
    "put_counters": (("object", "counter"), ("object", "counter", "count")),
    "begin_step": (("player", "step"), ("player", "step", "begun")),
    "begin_turn": (("player",), ("player", "begun", "extra")),
    "turn_face_up": (("object",), ("object",)),
    "lose_game": (("player",), ("player", "cause")),
    "produce_mana": (("object", "mana"), ("object", "mana", "player")),
    "repeat": (("player", "events"), ("player", "events", "until", "times")),
    "win_game": (("player",), ("player", "cause")),
    "exchange_life": (("player", "other"), ("player", "other")),
    "mill": (("player",), ("player", "count")),
}

#: Each kind's fields that may be given: its own, and those of every event.
_EVENT_KEYS = {
    kind: frozenset(allowed) | {"kind", "id", "if_you_do", "by"}
    for kind, (_, allowed) in _EVENT_FIELDS.items()
}


def check_event(c: Checker, path: str, ev: Mapping[str, Any]) -> None:
    kind = ev["kind"]
    required = _EVENT_FIELDS[kind][0]
    for name in required:
        if name not in ev:
            c.add(f"{path}.{name}", f"is required for a {kind} event")
    extra = ev.keys() - _EVENT_KEYS[kind]
    for name in sorted(extra) if extra else ():
        c.add(f"{path}.{name}", f"a {kind} event has no {name}")
    for k, following in enumerate(ev.get("if_you_do") or ()):
        check_event(c, f"{path}.if_you_do[{k}]", following)
    for k, step in enumerate(ev.get("events") or ()):
        if step.get("kind") == "repeat":
            c.add(f"{path}.events[{k}].kind", "a repetition can't hold another process")
        else:
            check_event(c, f"{path}.events[{k}]", step)
    if "until" in ev:
        problem = check_param(UNTIL_PARAM, ev["until"], c.names, c.object_ids)
        if problem:
            c.add(f"{path}.until", problem)
    by = ev.get("by")
    if isinstance(by, Mapping):
        if "player" in by:
            c.player(f"{path}.by.player", by["player"])
        if "object" in by:
            c.obj(f"{path}.by.object", by["object"])
    if "player" in ev:
        c.player(f"{path}.player", ev["player"])
    if "other" in ev and kind == "exchange_life":
        c.player(f"{path}.other", ev["other"])
        if ev["other"] == ev.get("player"):
            c.add(f"{path}.other", "a player exchanges life totals with another player (701.12c)")
    if "controller" in ev:
        c.player(f"{path}.controller", ev["controller"])
    if "source" in ev:
        c.obj(f"{path}.source", ev["source"])
    if "object" in ev and ev["object"] not in c.ids:
        c.obj(f"{path}.object", ev["object"])
    if "recipient" in ev:
        _check_recipient(c, path, ev["recipient"])
    _check_zone(c, path, kind, ev)
    token = ev.get("token")
    if isinstance(token, Mapping):
        if "copy_of" in token:
            c.obj(f"{path}.token.copy_of", token["copy_of"])
        elif "name" not in token:
            c.add(f"{path}.token", "give the token a name or copy_of")


def _check_recipient(c: Checker, path: str, r: Any) -> None:
    if r not in c.names and r not in c.ids:
        c.add(f"{path}.recipient", f"{r!r} is neither a player nor an object id")
    elif r in c.ids and r not in c.moved and c.ids[r].get("zone", "battlefield") != "battlefield":
        c.add(f"{path}.recipient", f"{r!r} is not on the battlefield to be dealt damage")


def _check_zone(c: Checker, path: str, kind: str, ev: Mapping[str, Any]) -> None:
    obj = ev.get("object")
    zone = c.ids[obj].get("zone", "battlefield") if obj in c.ids else None
    if kind == "destroy" and zone not in (None, "battlefield") and obj not in c.moved:
        c.add(f"{path}.object", "only a permanent can be destroyed")
    if kind == "enter" and zone == "battlefield" and obj not in c.moved:
        c.add(f"{path}.object", "is already on the battlefield, so it can't enter it")
    if kind == "turn_face_up" and zone not in (None, "battlefield"):
        c.add(f"{path}.object", "only a face-down permanent can be turned face up")


def card_name_clashes(data: Mapping[str, Any]) -> list[ErrorDetail]:
    """A card's characteristics are given once (``cards``): every card of a name has them."""
    seen: set[str] = set()
    out = []
    for i, card in enumerate(data.get("cards") or ()):
        name = card["name"]
        if name in seen:
            out.append(ErrorDetail(f"cards[{i}].name", f"{name!r} is already listed"))
        seen.add(name)
    return out


def event_id_clashes(data: Mapping[str, Any]) -> list[ErrorDetail]:
    """Each event needs its own id: the one given, or ``e<n>`` for the n-th event
    (counted through the timeline, then the events), as the resolver names them."""
    paths = [
        (f"timeline[{i}].events[{j}]", ev)
        for i, m in enumerate(data.get("timeline") or ())
        for j, ev in enumerate(m.get("events") or ())
    ]
    paths += [(f"events[{j}]", ev) for j, ev in enumerate(data["events"])]
    seen: dict[str, str] = {}
    out = []
    for number, (path, ev) in enumerate(paths, start=1):
        given = ev.get("id")
        event_id = given or f"e{number}"
        if event_id in seen:
            where = f"{path}.id" if given else path
            what = f"{event_id!r}" if given else f"its id when none is given, {event_id!r},"
            out.append(ErrorDetail(where, f"{what} is already used by {seen[event_id]}"))
        else:
            seen[event_id] = path
    return out
