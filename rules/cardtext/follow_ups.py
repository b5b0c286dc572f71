"""A prevention's additional effect that holds for some sources only (615.5): "If damage
from a creature source is prevented this way, [this] deals that much damage to that
creature", "Whenever damage from a black or red source is prevented this way this turn,
you gain that much life". Each action keeps the source's filter (``if_source``)."""

from __future__ import annotations

import re
from typing import Any

from .parser import prevention_follow_up
from .phrases import Refuse, object_filter

_THEY = r"(?:they|that player|he or she)"


def dependent_follow_up(actions: list[dict[str, Any]], sentence: str) -> dict[str, Any]:
    """ "If the player discards a card this way, they draw a card" after an effect whose
    actions have that discard: an action done only if that one was (``if_done``), or only if
    it wasn't (``unless_done``, "If the player doesn't discard a card this way, …").
    Raises :class:`Refuse` for any other wording."""
    t = " ".join(sentence.strip().rstrip(".").split())
    m = re.fullmatch(
        rf"if (?:the|that) player (?P<neg>doesn't )?discards? a card this way, {_THEY} "
        r"(?P<what>.+)",
        t,
        re.I,
    )
    done = [i for i, a in enumerate(actions) if a.get("do") == "discard"]
    if not m or len(done) != 1:
        raise Refuse(sentence)
    what = m["what"].lower()
    if re.fullmatch(r"draws? a card", what):
        action: dict[str, Any] = {"do": "draw", "player": "affected"}
    elif re.fullmatch(
        r"mills? a card|puts? the top card of their library into their graveyard", what
    ):
        action = {"do": "mill", "player": "affected"}
    else:
        raise Refuse(sentence)
    action["unless_done" if m["neg"] else "if_done"] = done[0]
    return action


def source_limited_follow_up(sentence: str) -> list[dict[str, Any]]:
    """The actions of such a sentence, each with ``if_source``; raises :class:`Refuse` for
    any other wording."""
    t = " ".join(sentence.strip().rstrip(".").split())
    m = re.fullmatch(
        r"(?:if|whenever) damage from (?P<src>an? .+? source) is prevented this way"
        r"(?: this turn)?, (?P<rest>.+)",
        t,
        re.I,
    )
    if not m:
        raise Refuse(sentence)
    f = object_filter(m["src"])
    if not f or set(f) - {"types", "not_types", "colors", "subtypes", "any_types"}:
        raise Refuse(sentence)
    rest = m["rest"]
    creature = f.get("types") == ["Creature"]
    mm = re.fullmatch(r"(?P<by>SELF) deals that much damage to (?P<rec>.+)", rest, re.I)
    if mm:
        rec = mm["rec"]
        if creature and rec.lower() == "that creature":
            rec = "the source"
        rest = f"if damage is prevented this way, SELF deals that much damage to {rec}"
    else:
        rest = re.sub(
            r"^(?P<who>you|its controller|the source's controller) (?P<verb>gains?|loses?) "
            r"that much life$",
            r"\g<who> \g<verb> life equal to the damage prevented this way",
            rest,
            flags=re.I,
        )
    actions = prevention_follow_up(rest)
    return [{**a, "if_source": dict(f)} for a in actions]
