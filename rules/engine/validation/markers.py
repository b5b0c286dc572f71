"""Checks on the parameters of a "can't" effect and of a skip: which combinations the
rules give a meaning to."""

from __future__ import annotations

from typing import Any

from .common import Checker

_CANT_OBJECTS = ("enter", "damage", "put_counters", "sacrifice", "destroy")
"""The events a "can't" effect may name permanents for."""


def check_cant(c: Checker, path: str, params: dict[str, Any]) -> None:
    event = params.get("event")
    if "cause" in params and event != "lose_game":
        c.add(f"{path}.params.cause", "is only for event lose_game (why the player would lose)")
    if "counter" in params and event != "put_counters":
        c.add(f"{path}.params.counter", "is only for event put_counters")
    if "object" in params and event not in _CANT_OBJECTS:
        c.add(f"{path}.params.object", f"a {event} event has no object to filter")
    if "player" in params and event == "destroy":
        c.add(f"{path}.params.player", "name what can't be destroyed with object (702.12b)")
    if "from" in params and event != "enter":
        c.add(f"{path}.params.from", "is only for event enter (where it enters from)")


def check_skip(c: Checker, path: str, params: dict[str, Any]) -> None:
    if params.get("extra") and params.get("step") != "turn":
        c.add(f"{path}.params.extra", 'is only with step "turn": only a turn is extra (500.7)')
