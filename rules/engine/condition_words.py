"""Conditions in words, for the trace: ``"the life total of you at most 5"``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .casting import CAST_MEASURES, cast_words
from .conditions import BOUNDS, HISTORY, MEASURES, THAT_MANY
from .words import possessive


def describe_condition(cond: Mapping[str, Any]) -> str:
    """A condition in a few words, for the trace: ``"life of you at most 5"``."""
    if "all" in cond:
        return " and ".join(describe_condition(c) for c in cond["all"])
    if "any" in cond:
        return " or ".join(describe_condition(c) for c in cond["any"])
    if "not" in cond:
        inner = cond["not"]
        if "moved" in inner and set(inner) <= {"moved", "at_least"}:
            # Grindstone's end: "fewer than 2 of the cards … that share a color".
            what = _measure_words("moved", inner["moved"])
            return f"fewer than {inner.get('at_least', 1)} of {what}"
        return f"not ({describe_condition(cond['not'])})"
    if "turn_of" in cond:
        who = _who_words(cond["turn_of"])
        return f"it is {'your' if who == 'you' else possessive(who)} turn"
    key = next(k for k in MEASURES if k in cond)
    arg = cond[key]
    if key in CAST_MEASURES and set(cond) - {key} <= {"at_least"} and cond.get("at_least", 1) == 1:
        return cast_words(key, arg, whether=True)  # "this object was kicked"
    what = _measure_words(key, arg)
    bounds = [f"{b.replace('_', ' ')} {_bound_words(cond[b])}" for b in BOUNDS if b in cond]
    return f"{what} {' and '.join(bounds) or 'at least 1'}"


def _bound_words(value: Any) -> str:
    return "that many (the amount of the event)" if value == THAT_MANY else str(value)


def _measure_words(key: str, arg: Any) -> str:
    if key == "life":
        return f"the life total of {_who_words(arg)}"
    if key == "opponents":
        return f"the number of opponents of {_who_words(arg)}"
    if key == "permanents":
        from .filters import describe_filter

        return f"the number of permanents that are {describe_filter(arg)}"
    if key == "cards":
        kinds = " ".join(t.lower() for t in arg.get("types", ()))
        noun = f"{kinds} cards" if kinds else "cards"
        return f"the {noun} in {_possessive_who(arg.get('player'))} {arg['zone']}"
    if key in CAST_MEASURES:
        return cast_words(key, arg)
    if key == "x":
        return f"the X of {'this object' if arg == 'this' else arg}"
    if key == "power":
        return f"the power of {'this object' if arg == 'this' else arg}"
    if key == "amount":
        return "the amount of the event"
    if key == "moved":
        share = " that share a color" if arg.get("share") else ""
        return f"the cards the last repetition moved{share}"
    if key == "counters":
        where = (
            _who_words(arg["player"])
            if "player" in arg
            else {"this": "this object", "affected": "the affected object"}.get(
                str(arg.get("object", "this")), str(arg.get("object"))
            )
        )
        return f"the {arg.get('counter', '+1/+1')} counters on {where}"
    who = _who_words(arg.get("player"))
    if arg["did"] in HISTORY:
        return HISTORY[arg["did"]].format(who=who)
    return _DID.get(arg["did"], "what {who} did this turn").format(who=who)


_DID = {
    "drew": "the cards {who} drew this turn",
    "dealt_damage": "the damage dealt to {who} this turn",
    "gained_life": "the life {who} gained this turn",
    "lost_life": "the life {who} lost this turn",
    "cast": "the spells {who} cast this turn",
}
"""The words of what a player did this turn, as a count."""


def _possessive_who(who: Any) -> str:
    words = _who_words(who)
    return "your" if words == "you" else possessive(words)


def _who_words(who: Any) -> str:
    words = {
        None: "you",
        "you": "you",
        "affected": "the affected player",
        "all": "every player",
        "opponents": "your opponents",
    }
    return words.get(who, str(who))
