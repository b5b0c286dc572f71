"""Binding a card's placeholders to the objects and players chosen (:func:`bind_targets`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def bind_targets(
    effects: Any, mapping: Mapping[str, str | list[str]], players: Any = ()
) -> list[dict[str, Any]]:
    """The effects with each placeholder id replaced by a real object's id, or by a
    player's name for a target that may be a player (one of ``players``; a recipient
    ``{"object": {"id": placeholder}}`` becomes ``{"player": name}``):
    ``bind_targets(parsed.effects, {"target-creature": "bears"})``. A placeholder for
    several objects (in an ``ids`` list) is replaced by the list of those chosen:
    ``{"target-creatures": ["bears", "elves"]}``."""
    names = set(players)

    def swap(value: Any) -> Any:
        if isinstance(value, dict):
            if set(value) == {"object"} and isinstance(value["object"], dict):
                pid = str(value["object"].get("id"))
                if set(value["object"]) == {"id"} and mapping.get(pid) in names:
                    return {"player": mapping[pid]}
            return {k: swap(v) for k, v in value.items()}
        if isinstance(value, list | tuple):
            out: list[Any] = []
            for v in value:
                chosen = mapping.get(v) if isinstance(v, str) else None
                out.extend(chosen) if isinstance(chosen, list) else out.append(swap(v))
            return out
        if isinstance(value, str) and value in mapping:
            return mapping[value]
        return value

    return [swap(e) for e in effects]
