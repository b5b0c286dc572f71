"""The checks on a list of actions (an ``instead``, a mode, a follow-up): each problem said
with the action's index and key, ``[1].object: 'x' is not an object in the scenario``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .actions import TOKEN_ACTIONS
from .actions_library import CARD_KINDS, LOOK_ZONES, REVEAL_ZONES
from .references import EACH_PLAYER_WORDS, check_amount, check_object_ref, check_player_ref
from .tokens import PREDEFINED_TOKENS
from .vocabulary import ACTION_KINDS, MAX_COUNT, ZONES

_COMMON = {"do", "count", "amount", "player", "if_source", "if_done", "unless_done", "may"}
_KEYS: dict[str, set[str]] = {
    "move": {"to", "object", "position"},
    "create_tokens": {"token"},
    "put_counters": {"object", "counter"},
    "remove_counters": {"object", "counter"},
    "gain_control": {"object"},
    "remove_damage": {"object"},
    "destroy": {"object"},
    "sacrifice": {"object", "permanent"},
    "tap": {"object"},
    "untap": {"object"},
    "damage": {"source", "recipient"},
    "discard": {"random", "card"},
    "exile_from_graveyard": {"card"},
    "set_life": {"life"},
    "look_at_top": {"choose", "to", "position", "rest", "rest_position"},
    "reveal_until": {"kinds", "to"},
}
"""The keys each kind takes besides ``do``, ``count``/``amount`` and ``player``."""
_ALL_KEYS = set().union(_COMMON, *_KEYS.values())
_FOR_EACH_PLAYER = (
    "draw",
    "discard",
    "gain_life",
    "lose_life",
    "mill",
    "exile_top",
    "look_at_top",
    "exile_from_graveyard",
    "sacrifice",
)
"""The actions a player does that may be done by each player or each opponent."""
_TOKEN_KEYS = {"name", "copy_of", "types", "subtypes", "colors", "power", "toughness"}


def check_action_list(
    value: Any, players: tuple[str, ...] = (), objects: set[str] | None = None
) -> str | None:
    """What is wrong with a list of actions, or None."""
    if not isinstance(value, list) or not value:
        return "must be a non-empty list of actions"
    for i, action in enumerate(value):
        problem = (
            _check_one(action, players, objects)
            or _check_depends(action, i)
            or _check_those_tokens(value, i)
            or _check_may(value, i)
        )
        if problem:
            return f"[{i}]{problem}"
    return None


def _check_may(actions: list[Any], i: int) -> str | None:
    """``"may": true``: the one action of the list the player may do ("you may [do]
    instead"); "if you do" and "if you don't" are ``if_done`` / ``unless_done`` on it."""
    a = actions[i]
    if "may" not in a:
        return None
    if not isinstance(a["may"], bool):
        return ".may must be true or false"
    if a["may"] and any(isinstance(b, dict) and b.get("may") for b in actions[:i]):
        return ".may: only one action of a list may be optional (one choice, two outcomes)"
    return None


MAY_PLACES = "the instead list of an instead effect or the then list of a prevent effect"
"""Where an action the player may do is asked (each template's ``may_in``), in words."""


def misplaced_may(may_in: str, params: Mapping[str, Any], modes: Any = None) -> str | None:
    """The key of a list holding an optional action (``"may": true``) anywhere but the list
    where the template asks the choice as the effect applies (``may_in``: an ``instead``
    effect's own ``instead``, a prevention's ``then``), or None."""
    lists = [(k, params.get(k)) for k in ("also", "then", "instead") if k in params]
    lists += [(f"modes[{j}].instead", m.get("instead")) for j, m in enumerate(modes or ())]
    for key, actions in lists:
        if key == may_in:
            continue
        if isinstance(actions, list) and any(isinstance(a, dict) and a.get("may") for a in actions):
            return key
    return None


def _check_those_tokens(actions: list[Any], i: int) -> str | None:
    """``"object": "those_tokens"``: an action done to tokens, after one that creates them."""
    a = actions[i]
    if a.get("object") != "those_tokens":
        return None
    if a["do"] not in TOKEN_ACTIONS:
        return f".object those_tokens is for {', '.join(TOKEN_ACTIONS)}, not {a['do']}"
    if not any(isinstance(b, dict) and b.get("do") == "create_tokens" for b in actions[:i]):
        return ".object those_tokens needs an earlier create_tokens action in the same list"
    return None


def _check_depends(a: dict[str, Any], i: int) -> str | None:
    """``if_done`` / ``unless_done``: the index of an earlier action of the same list."""
    if "if_done" in a and "unless_done" in a:
        return ": if_done and unless_done can't both be given"
    for key in ("if_done", "unless_done"):
        if key not in a:
            continue
        n = a[key]
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n < i:
            return (
                f".{key} must be the index of an earlier action (0 to {i - 1})"
                if i
                else (f".{key}: the first action has no earlier action to depend on")
            )
    return None


def _check_one(a: Any, players: tuple[str, ...], objects: set[str] | None) -> str | None:
    if not isinstance(a, dict) or a.get("do") not in ACTION_KINDS:
        return f".do must be one of: {', '.join(ACTION_KINDS)}"
    do = a["do"]
    bad = set(a) - _ALL_KEYS
    if bad:
        return f": unknown key(s): {', '.join(sorted(bad))}"
    bad = set(a) - _COMMON - _KEYS.get(do, set())
    if bad:
        return f": {', '.join(sorted(bad))} is not for a {do} action"
    problem = _check_count_of(a, do)
    if problem:
        return problem
    if do == "move" and a.get("to") not in ZONES:
        return ".to must be a zone"
    if do in _LIBRARY_CHECKS:
        problem = _LIBRARY_CHECKS[do](a)
        if problem:
            return problem
    if "position" in a and (a["position"] not in ("top", "bottom") or a.get("to") != "library"):
        return '.position must be "top" or "bottom", with to: library'
    if "player" in a and a["player"] in EACH_PLAYER_WORDS:
        if a.get("may") or a.get("do") not in _FOR_EACH_PLAYER:
            return f".player {a['player']} is for {', '.join(_FOR_EACH_PLAYER)} (not optional)"
    elif "player" in a:
        problem = check_player_ref(a["player"], players, objects)
        if problem:
            return f".player {problem}"
    for key in ("object", "source"):
        if key in a:
            problem = check_object_ref(a[key], objects)
            if problem:
                return f".{key} {problem}"
    if "recipient" in a:
        problem = check_target(a["recipient"], players, objects)
        if problem:
            return f".recipient {problem}"
    if "permanent" in a and not isinstance(a["permanent"], dict):
        return ".permanent must be an object filter (the permanents the player may sacrifice)"
    if "permanent" in a and "object" in a:
        return ": a sacrifice names its object or the permanents the player chooses, not both"
    if do == "sacrifice" and "object" in a and ("count" in a or "amount" in a):
        return '.count: a sacrifice of several permanents chooses them with "permanent"'
    if "card" in a and not isinstance(a["card"], dict):
        return ".card must be an object filter (the cards that may be discarded or exiled)"
    if "random" in a and not isinstance(a["random"], bool):
        return ".random must be true or false"
    if "counter" in a and (not isinstance(a["counter"], str) or not a["counter"]):
        return ".counter must be a string"
    if do == "remove_counters" and "counter" not in a:
        return ".counter is required: the kind of counter removed (shield, +1/+1 …)"
    if "token" in a:
        return _check_token(a["token"], objects)
    return None


def _check_look(a: dict[str, Any]) -> str | None:
    """``look_at_top``: the player chooses ``choose`` of the top ``count`` cards for ``to``;
    the rest go to ``rest`` (a library's bottom or top with ``rest_position``)."""
    k = a.get("choose", 1)
    n = a.get("count", a.get("amount", 1))
    if isinstance(k, bool) or not isinstance(k, int) or k < 0:
        return ".choose must be a whole number: how many of the cards the player chooses"
    if isinstance(n, int) and not isinstance(n, bool) and k > n:
        return f".choose: the player can't choose {k} of {n} cards looked at"
    for key in ("to", "rest"):
        if key in a and a[key] not in LOOK_ZONES:
            return f".{key} must be one of {', '.join(LOOK_ZONES)}"
    if "rest_position" in a and (
        a["rest_position"] not in ("top", "bottom") or a.get("rest") != "library"
    ):
        return '.rest_position must be "top" or "bottom", with rest: library'
    for key, where in (("to", "position"), ("rest", "rest_position")):
        if a.get(key) == "library" and where not in a:
            return f'.{where} is required with {key}: library ("top" or "bottom")'
    return None


def _check_reveal(a: dict[str, Any]) -> str | None:
    """``reveal_until``: the kinds of card the player chooses among (one or more, each once)
    and the zone the card of the chosen kind goes to; a reveal makes one card at most."""
    if "count" in a or "amount" in a:
        key = "count" if "count" in a else "amount"
        return f".{key}: reveal_until puts one card of the chosen kind, no count"
    kinds = a.get("kinds", ["land", "nonland"])
    if (
        not isinstance(kinds, list)
        or not kinds
        or any(k not in CARD_KINDS for k in kinds)
        or len(set(kinds)) < len(kinds)
    ):
        return f".kinds must be a non-empty list of distinct kinds among {', '.join(CARD_KINDS)}"
    if "to" in a and a["to"] not in REVEAL_ZONES:
        return f".to must be one of {', '.join(REVEAL_ZONES)}"
    return None


_LIBRARY_CHECKS = {"look_at_top": _check_look, "reveal_until": _check_reveal}
"""The checks of the actions on the top cards of a library."""


def _check_count_of(a: dict[str, Any], do: str) -> str | None:
    """An action's count or amount; a set_life's life. A put_counters' count may be a count
    (``{"for_each": …}``), checked by the caller, which knows object filters."""
    if do == "set_life":
        return _check_set_life(a)
    if do == "put_counters" and isinstance(a.get("count"), Mapping):
        return None
    problem = check_amount(a.get("count", a.get("amount", 1)), MAX_COUNT, do == "remove_counters")
    return None if problem is None else f": count {problem}"


def _check_set_life(a: dict[str, Any]) -> str | None:
    """A life total that becomes ``life``: a number, "starting" or a count (checked whole by
    the caller, which knows object filters); never an amount to gain or lose."""
    if "count" in a or "amount" in a:
        key = "count" if "count" in a else "amount"
        return f".{key}: a set_life action gives the new life total as life, not an amount"
    if "life" not in a:
        return '.life is required: the new life total (a number, "starting" or a count)'
    life = a["life"]
    if life == "starting" or isinstance(life, Mapping):
        return None
    if isinstance(life, bool) or not isinstance(life, int) or abs(life) > 1_000_000:
        return (
            '.life must be a whole number (at most 1000000 either side of 0), "starting" '
            '(the player\'s starting life total) or a count ({"for_each": …})'
        )
    return None


def check_target(value: Any, players: tuple[str, ...], objects: set[str] | None) -> str | None:
    """What is wrong with a reference to a player or an object dealt damage, or None."""
    if isinstance(value, Mapping) and "first" in value:
        return check_object_ref(value, objects)
    if isinstance(value, Mapping) or value == "you" or value in players:
        return check_player_ref(value, players, objects)
    problem = check_object_ref(value, objects)
    if problem:
        return "must be a player (you, a name, controller_of …) or an object reference"
    return None


def check_token_list(value: Any, objects: set[str] | None) -> str | None:
    """What is wrong with a list of kinds of token (a predefined token's name or a token's
    characteristics, each), or None."""
    if not isinstance(value, list) or not value:
        return "must be a non-empty list of tokens (a predefined name or an object each)"
    if len(value) > 10:
        return "may list at most 10 kinds of token"
    for i, token in enumerate(value):
        problem = _check_token(token, objects)
        if problem:
            return f"[{i}]" + problem.removeprefix(".token")
    return None


def _check_token(token: Any, objects: set[str] | None) -> str | None:
    if isinstance(token, str):
        if token in PREDEFINED_TOKENS or token == "affected":
            return None
        return (
            f".token {token!r} is not a predefined token ({', '.join(PREDEFINED_TOKENS)}) "
            'or "affected"'
        )
    if not isinstance(token, dict) or set(token) - _TOKEN_KEYS:
        return f".token must be an object with {', '.join(sorted(_TOKEN_KEYS))}"
    if "copy_of" in token and not isinstance(token["copy_of"], str):
        return ".token.copy_of must be an object id"
    if objects is not None and "copy_of" in token and token["copy_of"] not in objects:
        return ".token.copy_of is not an object in the scenario"
    if "name" in token and not isinstance(token["name"], str):
        return ".token.name must be a string"
    for key in ("types", "subtypes", "colors"):
        if key in token and not (
            isinstance(token[key], list) and all(isinstance(t, str) for t in token[key])
        ):
            return f".token.{key} must be a list of strings"
    for key in ("power", "toughness"):
        if key in token and (isinstance(token[key], bool) or not isinstance(token[key], int)):
            return f".token.{key} must be a whole number"
    return None


def prevented_outside_prevention(value: Any) -> str | None:
    """The path of an amount ``"prevented"`` in a list of actions, or None: the damage
    prevented this way exists only in a prevention effect's follow-up (615.5)."""
    if not isinstance(value, list):
        return None
    for i, a in enumerate(value):
        if isinstance(a, dict):
            for key in ("count", "amount"):
                if a.get(key) == "prevented":
                    return f"[{i}].{key}"
    return None
