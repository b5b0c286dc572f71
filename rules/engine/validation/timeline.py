"""Checks on the timeline (earlier happenings and events) and on the events about to happen."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .common import Checker
from .events import check_event

_HAPPENING_NEEDS = {
    "create_effect": ("effect",),
    "set_colors": ("object", "colors"),
    "move": ("object", "to"),
}


_MOVING = ("move", "enter", "destroy")
"""The kinds of event that move their object: one an earlier event moved may be elsewhere
when a later event comes, as one a happening moved may."""


def _timeline_events(timeline: Any) -> list[Any]:
    return [
        ev
        for m in timeline
        if isinstance(m, Mapping) and isinstance(m.get("events"), list)
        for ev in m["events"]
    ]


def _moves(ev: Any) -> bool:
    return (
        isinstance(ev, Mapping) and ev.get("kind") in _MOVING and isinstance(ev.get("object"), str)
    )


def check_timeline(c: Checker, data: Mapping[str, Any]) -> None:
    """The timeline's moments in order, then the events about to happen."""
    timeline = data.get("timeline") or ()
    if timeline:  # (most scenarios have none)
        c.moved = {m.get("object") for m in timeline if m.get("happening") == "move"}
        c.moved |= {ev["object"] for ev in _timeline_events(timeline) if _moves(ev)}
        effect_ids = {e["id"] for e in data["effects"]}
    for i, m in enumerate(timeline):
        path = f"timeline[{i}]"
        has_events = "events" in m
        if has_events == ("happening" in m):
            c.add(path, "give either happening or events, not both or neither")
            continue
        if has_events:
            for j, ev in enumerate(m["events"]):
                check_event(c, f"{path}.events[{j}]", ev)
            continue
        _check_happening(c, path, m, effect_ids)
    for j, ev in enumerate(data["events"]):
        check_event(c, f"events[{j}]", ev)


def _check_happening(c: Checker, path: str, m: Mapping[str, Any], effect_ids: set[Any]) -> None:
    h = m["happening"]
    for name in _HAPPENING_NEEDS[h]:
        if name not in m:
            c.add(f"{path}.{name}", f"is required for {h}")
    if "effect" in m and m["effect"] not in effect_ids:
        c.add(f"{path}.effect", f"{m['effect']!r} is not an effect in the scenario")
    if "object" in m:
        c.obj(f"{path}.object", m["object"])
