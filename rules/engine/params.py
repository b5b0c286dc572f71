"""The parameters of the effect templates, and the checks that say what is wrong with a value."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .action_checks import check_action_list, check_target, check_token_list
from .conditions import check_condition, check_count, reads_moved
from .vocabulary import (
    BY_KINDS,
    COMBAT_PLACES,
    KEYWORDS,
    MAX_COUNT,
    MAX_FILTER_IDS,
    OBJECT_PLAYER_WORDS,
    PLAYER_WORDS,
    WATCHABLE,
    ZONES,
)

ZONE_WORDS = ZONES


@dataclass(frozen=True)
class Param:
    """One parameter of a template, with the check that says what is wrong with a value."""

    name: str
    kind: str
    """``int``, ``int_or_all``, ``prevent_amount`` (``int_or_all`` or a count), ``str``,
    ``bool``, ``zone``, ``objfilter``, ``playerfilter``,
    ``recipientfilter``, ``watch``, ``actions``, ``list``, ``event``, ``color_list``,
    ``tokens``."""
    required: bool = False
    minimum: int | None = None
    choices: tuple[str, ...] = ()
    doc: str = ""


OBJ_FILTER_KEYS = {
    "this",
    "id",
    "ids",
    "not_id",
    "types",
    "subtypes",
    "colors",
    "controller",
    "owner",
    "token",
    "other",
    "nontoken",
    "any_types",
    "not_types",
    "any_subtypes",
    "not_subtypes",
    "supertypes",
    "not_supertypes",
    "tapped",
    "combat",
    "not_colors",
    "keywords",
    "not_keywords",
    "power_at_most",
    "power_at_least",
    "enchanted",
    "blocking",
    "blocked_by",
    "no_counters",
    "damaged_by",
}


def check_param(
    param: Param, value: Any, players: tuple[str, ...], objects: set[str]
) -> str | None:
    """What is wrong with ``value`` for ``param``, or None."""
    k = param.kind
    if k == "prevent_amount" and isinstance(value, dict):
        return check_count(value, players, objects, _check_objfilter)
    if k in ("int", "int_or_all", "prevent_amount"):
        words = (param.choices or ("all",)) if k != "int" else ()
        if value in words:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            extra = "".join(f' or "{w}"' for w in words)
            low = f" ≥ {param.minimum}" if param.minimum is not None else ""
            return f"must be a whole number{low}{extra}"
        if param.minimum is not None and value < param.minimum:
            return f"must be a whole number ≥ {param.minimum}"
        if abs(value) > 10**6:
            return "must be from -1000000 to 1000000"
        return None
    if k == "bool":
        return None if isinstance(value, bool) else "must be true or false"
    if k in ("str", "event", "zone"):
        if not isinstance(value, str) or not value:
            return "must be a non-empty string"
        if param.choices and value not in param.choices:
            return f"{value!r} is not one of: {', '.join(param.choices)}"
        return None
    if k == "color_list":
        if not isinstance(value, list) or not value:
            return "must be a non-empty list"
        return None
    if k == "objfilter":
        return _check_objfilter(value, objects, players)
    if k == "playerfilter":
        if value in PLAYER_WORDS or value in players:
            return None
        return f"{value!r} must be you, opponent, any or a player's name"
    if k == "recipientfilter":
        if not isinstance(value, dict):
            return "must be an object with player and/or object"
        bad = set(value) - {"player", "object"}
        if bad:
            return f"unknown key(s): {', '.join(sorted(bad))}"
        if "player" in value and not (
            value["player"] in PLAYER_WORDS or value["player"] in players
        ):
            return f"player {value['player']!r} must be you, opponent, any or a player's name"
        if "object" in value:
            return _check_objfilter(value["object"], objects, players)
        return None
    if k == "list":
        return None if isinstance(value, list) else "must be a list"
    if k == "object_ids":
        return _check_object_ids(value, objects)
    return _check_structured(param, value, players, objects)


def _check_structured(
    param: Param, value: Any, players: tuple[str, ...], objects: set[str]
) -> str | None:
    """The parameters that are structures of their own: a target, a watch, actions, what
    caused an event, a condition, a count."""
    k = param.kind
    if k == "target":
        return check_target(value, players, objects)
    if k == "watch":
        return check_watch(value, players, objects)
    if k == "actions":
        return check_actions(value, players, objects)
    if k == "tokens":
        return check_token_list(value, objects)
    if k in ("byfilter", "condition", "count"):
        return _check_read_from_game(param, value, players, objects)
    return None


def _check_object_ids(value: Any, objects: set[str]) -> str | None:
    """A list of objects chosen: each an object of the scenario, none twice (614.13b); or
    ``"ask"``: the choice is asked at the table."""
    if value == "ask":
        return None
    if isinstance(value, str):
        return f'{value!r} is not "ask": must be "ask" or a list of object ids'
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        return 'must be "ask" or a list of object ids'
    unknown = [v for v in value if v not in objects]
    if unknown:
        return f"{unknown[0]!r} is not an object id"
    if len(set(value)) != len(value):
        return "an object can't be chosen twice (614.13b)"
    return None


def _check_read_from_game(
    param: Param, value: Any, players: tuple[str, ...], objects: set[str]
) -> str | None:
    """What caused an event (``byfilter``), a condition, or a count worked out as the
    effect applies."""
    if param.kind == "byfilter":
        return check_by(value, players)
    if param.name != "until" and reads_moved(value):
        return "moved reads the cards a process's repetition moved: only in a repeat's until"
    if param.kind == "condition":
        return check_condition(value, players, objects, _check_objfilter)
    if isinstance(value, int) and not isinstance(value, bool):
        least = param.minimum if param.minimum is not None else 0
        if least <= value <= MAX_COUNT:
            return None
        return f"must be from {least} to {MAX_COUNT}"
    return check_count(value, players, objects, _check_objfilter)


def check_by(value: Any, players: tuple[str, ...]) -> str | None:
    """What is wrong with a ``by`` filter (what caused the event), or None."""
    if not isinstance(value, dict):
        return "must be an object with kind, not_kind and/or player"
    bad = set(value) - {"kind", "not_kind", "player"}
    if bad:
        return f"unknown key(s): {', '.join(sorted(bad))}"
    for key in ("kind", "not_kind"):
        if key in value and (
            not isinstance(value[key], list)
            or not value[key]
            or any(k not in BY_KINDS for k in value[key])
        ):
            return f"{key} must be a non-empty list of: {', '.join(BY_KINDS)}"
    who = value.get("player", "any")
    if who not in (*PLAYER_WORDS, "affected") and who not in players:
        return "player must be you, opponent, any, affected or a player's name"
    return None


BY_PARAM = Param(
    "by",
    "byfilter",
    doc='what caused the event: {"kind": ["spell", "ability"], "player": "opponent"} '
    '("a spell or ability an opponent controls"); not_kind: ["cost"] ("an effect")',
)
"""The filter on what caused an event, for the templates that take it."""


CONDITION_PARAM = Param(
    "condition",
    "condition",
    doc="the effect applies only while this is true as the event would happen (a measure "
    "of the game with at_least / at_most / equals, or all / any / not)",
)
"""Every template's parameter: a condition read from the game at the moment of the event."""

UNTIL_PARAM = Param(
    "until",
    "condition",
    doc="a process ends when this is true, read after each repetition (it may read the "
    "cards the repetition moved)",
)
"""A ``repeat`` event's end."""


def _check_objfilter(value: Any, objects: set[str], players: tuple[str, ...] = ()) -> str | None:
    if not isinstance(value, dict):
        return "must be an object filter (this, id, types, colors, controller …)"
    bad = set(value) - OBJ_FILTER_KEYS
    if bad:
        return f"unknown filter key(s): {', '.join(sorted(bad))}"
    for key in (
        "types",
        "subtypes",
        "colors",
        "any_types",
        "not_types",
        "any_subtypes",
        "not_subtypes",
        "supertypes",
        "not_supertypes",
        "not_colors",
    ):
        if key in value and (
            not isinstance(value[key], list) or not all(isinstance(v, str) for v in value[key])
        ):
            return f"{key} must be a list of strings"
    for key in ("this", "other", "token", "nontoken", "tapped"):
        if key in value and not isinstance(value[key], bool):
            return f"{key} must be true or false"
    if "combat" in value and value["combat"] not in COMBAT_PLACES:
        return "combat must be " + ", ".join(COMBAT_PLACES[:-1]) + " or " + COMBAT_PLACES[-1]
    problem = _check_keywords_and_power(value) or _check_relations(value, objects)
    if problem:
        return problem
    for key in ("id", "not_id"):
        if key in value and (not isinstance(value[key], str) or value[key] not in objects):
            return f"{key} {value[key]!r} is not an object in the scenario"
    if "ids" in value:
        problem = _check_ids(value["ids"], objects)
        if problem:
            return problem
    if "no_counters" in value and (
        not isinstance(value["no_counters"], str) or not value["no_counters"].strip()
    ):
        return 'no_counters must be a kind of counter ("+1/+1")'
    by = value.get("damaged_by", "this")
    if not isinstance(by, str) or (by != "this" and by not in objects):
        return (
            f'damaged_by {value["damaged_by"]!r} must be "this" (the effect\'s source) '
            "or an object in the scenario"
        )
    for key in ("controller", "owner"):
        if key in value and value[key] not in OBJECT_PLAYER_WORDS and value[key] not in players:
            return f"{key} must be you, opponent, not_you, any or a player's name"
    return None


def _check_ids(ids: Any, objects: set[str]) -> str | None:
    """``ids``: the objects a filter names, any of them ("one or two target creatures"): a
    list of one to :data:`MAX_FILTER_IDS` objects of the scenario, none twice (an object
    can't be chosen twice for one word "target", 601.2c)."""
    if not isinstance(ids, list) or not ids:
        return "ids must be a non-empty list of object ids"
    if len(ids) > MAX_FILTER_IDS:
        return f"ids must name at most {MAX_FILTER_IDS} objects"
    for j, one in enumerate(ids):
        if not isinstance(one, str) or one not in objects:
            return f"ids[{j}] {one!r} is not an object in the scenario"
        if one in ids[:j]:
            return f"ids[{j}] {one!r} is named twice"
    return None


def _check_relations(value: dict[str, Any], objects: set[str]) -> str | None:
    """``enchanted`` (true: an Aura is attached to it), ``blocking`` / ``blocked_by`` (this
    or an object of the scenario: who blocks whom)."""
    if "enchanted" in value and value["enchanted"] is not True:
        return "enchanted must be true (an Aura is attached to it)"
    for key in ("blocking", "blocked_by"):
        ref = value.get(key, "this")
        if not isinstance(ref, str) or (ref != "this" and ref not in objects):
            return f"{key} {ref!r} must be this or an object in the scenario"
    return None


def _check_keywords_and_power(value: dict[str, Any]) -> str | None:
    for key in ("keywords", "not_keywords"):
        words = value.get(key, [])
        if not isinstance(words, list) or not all(w in KEYWORDS for w in words):
            return f"{key} must be a list of keywords: {', '.join(KEYWORDS)}"
    for key in ("power_at_most", "power_at_least"):
        n = value.get(key, 0)
        if isinstance(n, bool) or not isinstance(n, int) or abs(n) > 10**6:
            return f"{key} must be a whole number from -1000000 to 1000000"
    return None


def check_actions(
    value: Any, players: tuple[str, ...] = (), objects: set[str] | None = None
) -> str | None:
    """What is wrong with a list of ``instead`` actions, or None."""
    problem = check_action_list(value, players, objects)
    if problem:
        return problem
    for i, action in enumerate(value):
        if "if_source" in action:
            problem = _check_objfilter(action["if_source"], objects or set(), players)
            if problem:
                return f"[{i}].if_source {problem}"
        if "permanent" in action:
            problem = _check_objfilter(action["permanent"], objects or set(), players)
            if problem:
                return f"[{i}].permanent {problem}"
        if action["do"] == "set_life" and isinstance(action["life"], dict):
            problem = check_count(action["life"], players, objects or set(), _check_objfilter)
            if problem:
                return f"[{i}].life {problem}"
        if action["do"] == "put_counters" and isinstance(action.get("count"), dict):
            problem = check_count(action["count"], players, objects or set(), _check_objfilter)
            if problem:
                return f"[{i}].count {problem}"
        first = action.get("object")
        if isinstance(first, dict):
            problem = _check_objfilter(first.get("first"), objects or set(), players)
            if problem:
                return f"[{i}].object.first {problem}"
    return None


_WATCH_KEYS = {
    "event",
    "player",
    "object",
    "source",
    "recipient",
    "from",
    "not_from",
    "to",
    "cause",
    "combat",
    "library_empty",
    "not_first_in_draw_step",
    "by",
    "cards_at_least",
}


def check_watch(value: Any, players: tuple[str, ...], objects: set[str]) -> str | None:
    """What is wrong with an ``instead`` effect's ``watch``, or None."""
    if not isinstance(value, dict) or "event" not in value:
        return "must be an object naming the event it watches"
    if value["event"] not in WATCHABLE:
        return f"event {value['event']!r} is not one of: {', '.join(WATCHABLE)}"
    bad = set(value) - _WATCH_KEYS
    if bad:
        return f"unknown key(s): {', '.join(sorted(bad))}"
    if "player" in value and not (value["player"] in PLAYER_WORDS or value["player"] in players):
        return "player must be you, opponent, any or a player's name"
    for key in ("object", "source"):
        if key in value:
            problem = _check_objfilter(value[key], objects, players)
            if problem:
                return f"{key}: {problem}"
    if "recipient" in value:
        problem = check_param(
            Param("recipient", "recipientfilter"), value["recipient"], players, objects
        )
        if problem:
            return f"recipient: {problem}"
    least = value.get("cards_at_least", 2)
    if isinstance(least, bool) or not isinstance(least, int) or not 2 <= least <= MAX_COUNT:
        return f"cards_at_least must be a whole number from 2 to {MAX_COUNT}"
    if "by" in value:
        problem = check_by(value["by"], players)
        if problem:
            return f"by: {problem}"
    for key in ("from", "not_from", "to"):
        if key in value and value[key] not in ZONE_WORDS:
            return f"{key} must be a zone"
    for key, kinds in _WATCH_KEYS_FOR.items():
        if key in value and value["event"] not in kinds:
            return f"{key} is only for a watch on {' or '.join(kinds)}, not {value['event']}"
    if "from" in value and value.get("from") == value.get("not_from"):
        return "not_from contradicts from: no move is from a zone and not from it"
    if "cause" in value and not isinstance(value["cause"], str):
        return "cause must be a string"
    for key in ("library_empty", "not_first_in_draw_step", "combat"):
        if key in value and not isinstance(value[key], bool):
            return f"{key} must be true or false"
    return None


#: Watch keys that only some watched events have (combat damage is damage, 510.2; only a
#: move comes from a zone and goes to one).
_WATCH_KEYS_FOR: dict[str, tuple[str, ...]] = {
    "combat": ("damage",),
    "source": ("damage",),
    "recipient": ("damage",),
    "from": ("move", "enter"),
    "not_from": ("move", "enter"),
    "to": ("move",),
    "cause": ("move",),
    "library_empty": ("draw",),
    "cards_at_least": ("draw",),
    "not_first_in_draw_step": ("draw",),
}
