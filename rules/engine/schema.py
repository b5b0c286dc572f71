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

import copy
from collections.abc import Iterable
from typing import Any

import jsonschema

from .conditions import THIS_TURN
from .errors import ErrorDetail
from .mana import MANA_PATTERN
from .schema_quick import quick_check
from .vocabulary import (
    BY_KINDS,
    CAST_FROM,
    COLORS,
    COMBAT_PLACES,
    EVENT_KINDS,
    HAPPENING_KINDS,
    ID_FORBIDDEN,
    ID_PATTERN,
    KEYWORDS,
    MAX_COUNT,
    MAX_EFFECT_TEXT,
    MAX_KEYWORD_INSTANCES,
    MAX_LIFE,
    ORIGIN_ZONES,
    PREDEFINED_TOKENS,
    STEPS,
    ZONES,
)

_NAME = {"type": "string", "minLength": 1, "pattern": "^[^\u001f]*$"}
"""A name: no unit separator (it marks an object's place in a library's list)."""
_ID = {"type": "string", "minLength": 1, "pattern": ID_PATTERN}
"""An id of an object, effect, mode or event: the resolver joins ids with these characters
(``effect@object``, ``effect:object``, ``event.part``, ``event#2``), so an id can't hold them."""
_COUNT = {"type": "integer", "minimum": 0, "maximum": 1_000_000}
_UNITS = {"type": "integer", "minimum": 0, "maximum": MAX_COUNT}
_NAMES = {"type": "array", "items": _NAME}
_COUNTERS = {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}}

_ZONES = list(ZONES)
_COLORS = list(COLORS)

_LIFE = {"type": "integer", "minimum": -MAX_LIFE, "maximum": MAX_LIFE}
"""A life total: a player's, or a Two-Headed Giant team's shared one."""

_PLAYER = {
    "type": "object",
    "required": ["name"],
    "additionalProperties": False,
    "properties": {
        "name": _NAME,
        "life": _LIFE,
        "starting_life": {"type": "integer", "minimum": 1, "maximum": 1_000_000},
        "library": _NAMES,
        "hand": _NAMES,
        "graveyard": _NAMES,
        "counters": _COUNTERS,
        "this_turn": {
            "type": "object",
            "additionalProperties": False,
            "properties": {k: _COUNT for k in THIS_TURN},
        },
    },
}

_TEAM = {
    "type": "object",
    "required": ["players"],
    "additionalProperties": False,
    "properties": {
        "players": _NAMES,
        "life": _LIFE,
    },
}
"""A team of a Two-Headed Giant game: its two players and their shared life total (810.4)."""

_OBJECT = {
    "type": "object",
    "required": ["id", "name", "owner"],
    "additionalProperties": False,
    "properties": {
        "id": _ID,
        "name": _NAME,
        "label": _NAME,
        "owner": _NAME,
        "controller": _NAME,
        "zone": {"enum": _ZONES},
        "types": _NAMES,
        "subtypes": _NAMES,
        "supertypes": _NAMES,
        "colors": {"type": "array", "items": {"enum": _COLORS}},
        "power": {"type": "integer"},
        "toughness": {"type": "integer"},
        "damage": _COUNT,
        "counters": _COUNTERS,
        "token": {"type": "boolean"},
        "tapped": {"type": "boolean"},
        "in_combat": {"type": "boolean"},
        "combat": {"enum": list(COMBAT_PLACES)},
        "attached_to": _ID,
        "blocks": {"type": "array", "items": _ID, "minItems": 1, "maxItems": 50},
        "melded": {"type": "array", "items": _NAME, "minItems": 2, "maxItems": 2},
        "damaged_by": {"type": "array", "items": _ID, "maxItems": MAX_COUNT},
        "keywords": {
            "type": "array",
            "items": {"enum": list(KEYWORDS)},
            "maxItems": MAX_KEYWORD_INSTANCES,
        },
        "toxic": {"type": "integer", "minimum": 1, "maximum": 100},
        "x": {"type": "integer", "minimum": 0, "maximum": 200},
        "cast_from": {"enum": list(CAST_FROM)},
        "kicked": {
            "type": "array",
            "items": {"type": "string", "minLength": 1, "maxLength": 60},
            "minItems": 1,
            "maxItems": 200,
        },
        "position": {"type": "integer", "minimum": 1, "maximum": 10_000},
        "back": {
            "type": "object",
            "additionalProperties": False,
            "properties": {
                "name": _NAME,
                "types": _NAMES,
                "subtypes": _NAMES,
                "supertypes": _NAMES,
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
        "id": _ID,
        "label": _NAME,
        "instead": {"type": "array", "items": {"type": "object"}},
    },
}

_CHOSEN = {"type": ["array", "string"], "items": {"type": "string"}}
"""The objects chosen as a permanent enters (``sacrifice``, ``exile``): a list of ids, or
``"ask"`` (the choice is asked at the table; any other string is refused by the semantic
check, which names it)."""

_EFFECT = {
    "type": "object",
    "required": ["id", "controller"],
    "additionalProperties": False,
    "properties": {
        "id": _ID,
        "controller": _NAME,
        "source": _NAME,
        "template": _NAME,
        "preset": _NAME,
        "params": {"type": "object", "properties": {"sacrifice": _CHOSEN, "exile": _CHOSEN}},
        "origin": {"enum": ["static", "resolution", *ORIGIN_ZONES]},
        "self_replacement": {"type": "boolean"},
        "optional": {"type": "boolean"},
        "optional_until": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},
        "modes": {"type": "array", "items": _MODE, "minItems": 2},
        "label": _NAME,
        "text": {"type": "string", "minLength": 1, "maxLength": MAX_EFFECT_TEXT},
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
        "kind": {"enum": list(EVENT_KINDS)},
        "id": _ID,
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
        "other": _NAME,
        "count": _UNITS,
        "counter": _NAME,
        "counters": _COUNTERS,
        "controller": _NAME,
        "tapped": {"type": "boolean"},
        # a token of its own, or a predefined token's name (111.10: "Clue", "Treasure" …)
        "token": {"anyOf": [_TOKEN, {"enum": list(PREDEFINED_TOKENS)}]},
        "step": {"enum": list(STEPS)},
        "begun": {"type": "boolean"},
        "extra": {"type": "boolean"},
        "then": {"enum": ["reveal"]},
        "mana": {"type": "string", "pattern": MANA_PATTERN},
        "by": {
            "type": "object",
            "required": ["kind"],
            "additionalProperties": False,
            "properties": {"kind": {"enum": list(BY_KINDS)}, "player": _NAME, "object": _NAME},
        },
    },
}

_FOLLOWING: dict[str, Any] = copy.deepcopy(_EVENT)
"""An event that follows another's "if you do" (it has none of its own)."""
_EVENT_PROPERTIES: dict[str, Any] = _EVENT["properties"]  # type: ignore[assignment]
_EVENT_PROPERTIES["if_you_do"] = {"type": "array", "items": _FOLLOWING, "minItems": 1}
_REPEATED: dict[str, Any] = copy.deepcopy(_EVENT)
"""An event of one repetition of a process (a repetition holds no process of its own)."""
_EVENT_PROPERTIES["events"] = {"type": "array", "items": _REPEATED, "minItems": 1}
_EVENT_PROPERTIES["until"] = {"type": "object"}
_EVENT_PROPERTIES["times"] = {"type": "integer", "minimum": 1, "maximum": MAX_COUNT}

_MOMENT = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "happening": {"enum": list(HAPPENING_KINDS)},
        "effect": _NAME,
        "object": _NAME,
        "colors": {"type": "array", "items": {"enum": _COLORS}},
        "to": {"enum": _ZONES},
        "events": {"type": "array", "items": _EVENT, "minItems": 1},
    },
}

_CARD = {
    "type": "object",
    "required": ["name"],
    "additionalProperties": False,
    "properties": {
        "name": _NAME,
        "types": _NAMES,
        "subtypes": _NAMES,
        "supertypes": _NAMES,
        "colors": {"type": "array", "items": {"enum": _COLORS}},
    },
}
"""The characteristics of cards the players' zones list by name."""

_RANGE = {"type": "integer", "minimum": 0, "maximum": MAX_COUNT}
_INFLUENCE = {
    "type": "object",
    "required": ["range"],
    "additionalProperties": False,
    "properties": {
        "range": _RANGE,
        "players": {"type": "object", "additionalProperties": _RANGE},
        "seats": {"type": "array", "items": _NAME, "minItems": 1},
    },
}
"""The limited range of influence option (801.2): each player's range in seats (``range``,
or the player's own in ``players``, 801.2a) and the seats clockwise (turn order if absent)."""

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
        "range_of_influence": _INFLUENCE,
        "note": {"type": "string"},
        "players": {"type": "array", "items": _PLAYER, "minItems": 1},
        "objects": {"type": "array", "items": _OBJECT},
        "effects": {"type": "array", "items": _EFFECT},
        "timeline": {"type": "array", "items": _MOMENT},
        "events": {"type": "array", "items": _EVENT, "minItems": 1},
        "cards": {"type": "array", "items": _CARD, "maxItems": MAX_COUNT},
        "teams": {"type": "array", "items": _TEAM},
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


VALIDATOR = jsonschema.Draft202012Validator(SCENARIO_SCHEMA)
"""Built once: checking a scenario reuses it. It lists every problem, each with its path."""

_ACCEPTS = quick_check(SCENARIO_SCHEMA)
"""The same schema as a test that says only whether a scenario is valid (:mod:`.schema_quick`):
many times faster, and it stops at the first problem. A valid scenario (the usual case) is
checked by it alone; any other is checked again by :data:`VALIDATOR`, whose answer counts
(``tests/rules/engine/test_schema.py`` checks the two agree)."""


def check_json(data: Any) -> list[ErrorDetail]:
    """Problems the JSON Schema finds, each with its path (used by validation)."""
    if _ACCEPTS(data):
        return []
    found: list[ErrorDetail] = []
    for error in sorted(VALIDATOR.iter_errors(data), key=_path_order):
        found.append(ErrorDetail(json_path(error.absolute_path), _schema_message(error)))
    return found


def _path_order(error: jsonschema.ValidationError) -> list[tuple[int, int, str]]:
    """A path's sort key: list indices in number order (seats[2] before seats[10])."""
    return [(0, p, "") if isinstance(p, int) else (1, 0, str(p)) for p in error.path]


#: The most unknown field names one problem lists; the rest are counted.
MAX_UNKNOWN_NAMES = 10


def _unknown_fields(error: jsonschema.ValidationError) -> str:
    """The fields an object has that its schema doesn't know, sorted: the first
    :data:`MAX_UNKNOWN_NAMES` named, the rest counted (a message stays short however many
    there are)."""
    instance = error.instance
    if error.validator_value is not False or not isinstance(error.schema, dict):
        return error.message
    if not isinstance(instance, dict):
        return error.message
    known = error.schema.get("properties", {})
    extra = sorted((name for name in instance if name not in known), key=str)
    named = ", ".join(repr(name) for name in extra[:MAX_UNKNOWN_NAMES])
    more = len(extra) - MAX_UNKNOWN_NAMES
    return f"unknown field(s): {named}" + (f" and {more} more" if more > 0 else "")


def _schema_message(error: jsonschema.ValidationError) -> str:
    v = error.validator
    if v == "required":
        missing = error.message.split("'")[1] if "'" in error.message else error.message
        return f"{missing} is required"
    if v == "pattern" and error.validator_value == ID_PATTERN:
        return f"{error.instance!r} must not contain any of {ID_FORBIDDEN}"
    if v == "additionalProperties":
        return _unknown_fields(error)
    if v == "type":
        return f"must be {_TYPE_WORDS.get(str(error.validator_value), error.validator_value)}"
    if v == "enum":
        options = ", ".join(str(x) for x in error.validator_value)  # type: ignore[union-attr]
        return f"{error.instance!r} is not one of: {options}"
    if v == "maximum":
        return f"must be ≤ {error.validator_value}"
    if v == "minimum":
        return f"must be ≥ {error.validator_value}"
    if v == "minItems":
        return f"must have at least {error.validator_value} item(s)"
    if v == "minLength":
        return "must not be empty"
    if v == "maxLength":
        return f"must be at most {error.validator_value} characters long"
    if v == "const":
        return f"must be {error.validator_value!r}"
    if v == "anyOf" and error.context:
        return _any_of_message(error)
    return error.message


def _any_of_message(error: jsonschema.ValidationError) -> str:
    """What is wrong with a value of one of several forms (a token: an object or a
    predefined name): the problem inside the form the value has, said as usual."""
    subs = list(error.context or ())
    form = [e for e in subs if not e.relative_path and e.validator in ("type", "enum")]
    inner = [e for e in subs if e not in form]
    names = [e for e in form if e.validator == "enum"]
    if isinstance(error.instance, str) and names:
        return _schema_message(names[0])
    if inner and isinstance(error.instance, dict):
        first = inner[0]
        where = json_path(first.relative_path)
        return f"{where}: {_schema_message(first)}" if where else _schema_message(first)
    kinds = [
        _TYPE_WORDS.get(str(e.validator_value), str(e.validator_value))
        for e in form
        if e.validator == "type"
    ]
    for e in names:
        values = e.validator_value if isinstance(e.validator_value, list) else []
        kinds.append(f"one of: {', '.join(map(str, values))}")
    return "must be " + " or ".join(kinds) if kinds else error.message


_TYPE_WORDS = {
    "integer": "a whole number",
    "string": "a string",
    "boolean": "true or false",
    "array": "a list",
    "object": "an object",
    "['integer', 'string']": "a whole number or a string",
    "['array', 'string']": '"ask" or a list of object ids',
}
