"""The JSON Schema of scenario format version 1.

The schema checks the shape; :mod:`rules.engine.validation` checks what a
schema can't (that referenced players, objects and effects exist, template
parameters, contradictions).

>>> SCENARIO_SCHEMA["properties"]["version"]
{'const': 1}
>>> json_path(["effects", 2, "params", "factor"])
'effects[2].params.factor'
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

_NAME = {"type": "string", "minLength": 1}
_COUNT = {"type": "integer", "minimum": 0, "maximum": 1_000_000}
_UNITS = {"type": "integer", "minimum": 0, "maximum": 200}
_NAMES = {"type": "array", "items": _NAME}
_COUNTERS = {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}}

_ZONES = ["battlefield", "stack", "hand", "library", "graveyard", "exile", "command"]
_COLORS = ["white", "blue", "black", "red", "green"]

_PLAYER = {
    "type": "object",
    "required": ["name"],
    "additionalProperties": False,
    "properties": {
        "name": _NAME,
        "life": {"type": "integer"},
        "library": _NAMES,
        "hand": _NAMES,
        "graveyard": _NAMES,
    },
}

_OBJECT = {
    "type": "object",
    "required": ["id", "name", "owner"],
    "additionalProperties": False,
    "properties": {
        "id": _NAME,
        "name": _NAME,
        "owner": _NAME,
        "controller": _NAME,
        "zone": {"enum": _ZONES},
        "types": _NAMES,
        "subtypes": _NAMES,
        "colors": {"type": "array", "items": {"enum": _COLORS}},
        "power": {"type": "integer"},
        "toughness": {"type": "integer"},
        "damage": _COUNT,
        "counters": _COUNTERS,
        "token": {"type": "boolean"},
        "tapped": {"type": "boolean"},
        "in_combat": {"type": "boolean"},
        "back": {
            "type": "object",
            "additionalProperties": False,
            "properties": {
                "name": _NAME,
                "types": _NAMES,
                "subtypes": _NAMES,
                "colors": {"type": "array", "items": {"enum": _COLORS}},
                "power": {"type": "integer"},
                "toughness": {"type": "integer"},
            },
        },
    },
}

_MODE = {
    "type": "object",
    "required": ["id", "label", "instead"],
    "additionalProperties": False,
    "properties": {
        "id": _NAME,
        "label": _NAME,
        "instead": {"type": "array", "items": {"type": "object"}},
    },
}

_EFFECT = {
    "type": "object",
    "required": ["id", "controller"],
    "additionalProperties": False,
    "properties": {
        "id": _NAME,
        "controller": _NAME,
        "source": _NAME,
        "template": _NAME,
        "preset": _NAME,
        "params": {"type": "object"},
        "origin": {"enum": ["static", "resolution"]},
        "self_replacement": {"type": "boolean"},
        "optional": {"type": "boolean"},
        "modes": {"type": "array", "items": _MODE, "minItems": 2},
        "label": _NAME,
    },
}

_TOKEN = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "name": _NAME,
        "copy_of": _NAME,
        "types": _NAMES,
        "subtypes": _NAMES,
        "colors": {"type": "array", "items": {"enum": _COLORS}},
        "power": {"type": "integer"},
        "toughness": {"type": "integer"},
    },
}

_EVENT = {
    "type": "object",
    "required": ["kind"],
    "additionalProperties": False,
    "properties": {
        "kind": {
            "enum": [
                "damage",
                "destroy",
                "move",
                "enter",
                "draw",
                "gain_life",
                "lose_life",
                "create_tokens",
                "put_counters",
                "begin_step",
                "begin_turn",
            ]
        },
        "id": _NAME,
        "source": _NAME,
        "recipient": _NAME,
        "amount": _COUNT,
        "combat": {"type": "boolean"},
        "unpreventable": {"type": "boolean"},
        "cant_be_regenerated": {"type": "boolean"},
        "object": _NAME,
        "to": {"enum": _ZONES},
        "cause": _NAME,
        "player": _NAME,
        "count": _UNITS,
        "counter": _NAME,
        "counters": _COUNTERS,
        "controller": _NAME,
        "tapped": {"type": "boolean"},
        "token": _TOKEN,
        "step": {"enum": ["untap", "upkeep", "draw", "main", "combat", "end"]},
        "begun": {"type": "boolean"},
        "then": {"enum": ["reveal"]},
    },
}

_MOMENT = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "happening": {"enum": ["create_effect", "set_colors", "move"]},
        "effect": _NAME,
        "object": _NAME,
        "colors": {"type": "array", "items": {"enum": _COLORS}},
        "to": {"enum": _ZONES},
        "events": {"type": "array", "items": _EVENT, "minItems": 1},
    },
}

SCENARIO_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "$id": "instead:scenario/v1",
    "title": "Instead scenario, format version 1",
    "type": "object",
    "required": ["version", "players", "objects", "effects", "events"],
    "additionalProperties": False,
    "properties": {
        "version": {"const": 1},
        "title": {"type": "string"},
        "note": {"type": "string"},
        "players": {"type": "array", "items": _PLAYER, "minItems": 1},
        "objects": {"type": "array", "items": _OBJECT},
        "effects": {"type": "array", "items": _EFFECT},
        "timeline": {"type": "array", "items": _MOMENT},
        "events": {"type": "array", "items": _EVENT, "minItems": 1},
    },
}
"""Scenario format version 1 as a JSON Schema (draft 2020-12)."""


def json_path(parts: Iterable[Any]) -> str:
    """A path like ``effects[2].params.factor`` from schema path parts."""
    out = ""
    for part in parts:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out
