"""A prevention's additional effect that holds for some sources only (615.5): "If damage
from a creature source is prevented this way, [this] deals that much damage to that
creature", "Whenever damage from a black or red source is prevented this way this turn,
you gain that much life". Each action keeps the source's filter (``if_source``)."""

from __future__ import annotations

import re
from typing import Any

from .actions import create_action, look_placement
from .phrases import Refuse, object_filter
from .reading import Reading
from .targets import target

_THEY = r"(?:they|that player|he or she)"


def dependent_follow_up(actions: list[dict[str, Any]], sentence: str) -> list[dict[str, Any]]:
    """The effect's actions with a sentence that depends on them: "If the player discards a
    card this way, they draw a card" after an effect whose actions have that discard, an
    action done only if that one was (``if_done``), or only if it wasn't (``unless_done``,
    "If the player doesn't discard a card this way, …"; "If you can't, you lose the game"
    after cards exiled from a graveyard); "Put one of those cards into your hand and the
    rest …" after a look at the top cards of a library, where they go. Raises
    :class:`Refuse` for any other wording."""
    if actions and actions[-1].get("do") == "look_at_top" and not actions[-1]["choose"]:
        return [*actions[:-1], look_placement(actions[-1], sentence)]
    return [*actions, _dependent(actions, sentence)]


def _dependent(actions: list[dict[str, Any]], sentence: str) -> dict[str, Any]:
    t = " ".join(sentence.strip().rstrip(".").split())
    if re.fullmatch(r"if you can't, you lose the game", t, re.I) and actions:
        # "Exile that many cards from your graveyard instead. If you can't, you lose the
        # game" (Nefarious Lich): the action before is a cost (118.12).
        if actions[-1].get("do") not in ("exile_from_graveyard", "sacrifice"):
            raise Refuse(sentence)
        return {"do": "lose_game", "player": "you", "unless_done": len(actions) - 1}
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


# A prevention's additional effect (615.5) ----------------------------------------------

_PREVENTED = r"(?:equal to )?the damage prevented this way"
_EACH_PREVENTED = r"for each 1 damage prevented this way"


def prevention_follow_up(sentence: str, r: Reading | None = None) -> list[dict[str, Any]]:
    """The actions of a sentence that follows a prevention and uses the damage it prevented:
    "The source's controller draws cards equal to the damage prevented this way." Raises
    :class:`Refuse` for any other wording (a condition on the source, a number of cards
    chosen from a graveyard …). With ``r``, also an action its controller may do, at a
    target it records there (:func:`optional_follow_up`)."""
    t = " ".join(sentence.strip().rstrip(".").split())
    if r is not None and re.match(r"if damage is prevented this way, you may\b", t, re.I):
        return optional_follow_up(t, r)
    m = re.fullmatch(
        rf"(?P<who>the source's controller|its controller|you|that player|SELF's controller) "
        rf"(?P<verb>draws?|gains?|loses?) (?P<what>cards|life) {_PREVENTED}",
        t,
        re.I,
    )
    if m:
        who = _follow_up_player(m["who"])
        verb = m["verb"].lower().rstrip("s")
        what = m["what"].lower()
        if verb == "draw" and what == "cards":
            return [{"do": "draw", "player": who, "count": "prevented"}]
        if verb in ("gain", "lose") and what == "life":
            return [{"do": f"{verb}_life", "player": who, "amount": "prevented"}]
    m = re.fullmatch(
        rf"(?:if damage is prevented this way, SELF deals that much damage|SELF deals damage "
        rf"{_PREVENTED}) to (?P<rec>the source's controller|that source's controller|the source"
        r"|that source)",
        t,
        re.I,
    )
    if m:
        rec = m["rec"].lower()
        recipient: Any = {"controller_of": "source"} if "controller" in rec else "source"
        return [{"do": "damage", "source": "this", "recipient": recipient, "amount": "prevented"}]
    found = _that_many_follow_up(t)
    if found is not None:
        return found
    m = re.fullmatch(
        r"(?:for each 1 damage prevented this way, put an? (?P<c>[+-]\d+/[+-]\d+) counter on "
        r"that creature|put an? (?P<c2>[+-]\d+/[+-]\d+) counter on that creature for each 1 "
        r"damage prevented this way)",
        t,
        re.I,
    )
    if m:
        counter = m["c"] or m["c2"]
        return [
            {"do": "put_counters", "counter": counter, "object": "affected", "count": "prevented"}
        ]
    m = re.fullmatch(r"(?P<make>create .+?) for each 1 damage prevented this way", t, re.I)
    if m:
        return [create_action(m["make"], count="prevented")]
    raise Refuse(sentence)


def _that_many_follow_up(t: str) -> list[dict[str, Any]] | None:
    """A follow-up counted by the damage prevented, or by one: "remove a / that many +1/+1
    counters from it", "each opponent mills that many cards", "exile that many cards from the
    top of your library" (615.5: "that many" is the damage prevented this way); None for
    another wording."""
    m = re.fullmatch(
        r"remove (?P<n>an?|that many) (?P<c>[+-]\d+/[+-]\d+) counters? from (?P<o>SELF|it)", t, re.I
    )
    if m:
        # "It" is the object the damage would have been dealt to ("that creature"); "that
        # many", the damage prevented this way (Protean Hydra).
        where = "this" if m["o"] == "SELF" else "affected"
        n: int | str = "prevented" if m["n"].lower() == "that many" else 1
        return [{"do": "remove_counters", "counter": m["c"], "object": where, "count": n}]
    m = re.fullmatch(r"put an? (?P<c>[+-]\d+/[+-]\d+|\w+) counter on SELF", t, re.I)
    if m:
        # "Prevent that damage and put an incarnation counter on [this]" (Nine Lives): one
        # counter each time damage is prevented this way, however much (615.5).
        counter = m["c"] if "/" in m["c"] else m["c"].lower()
        return [{"do": "put_counters", "object": "this", "counter": counter, "count": 1}]
    m = re.fullmatch(
        r"(?P<who>each opponent|each player|you|that player) mills? that many cards", t, re.I
    )
    if m:
        # "That many": the damage prevented this way (615.5).
        each = {"each opponent": "each_opponent", "each player": "each_player"}
        who = each.get(m["who"].lower()) or _follow_up_player(m["who"])
        return [{"do": "mill", "player": who, "count": "prevented"}]
    m = re.fullmatch(
        rf"exile (?:cards from the top of your library {_PREVENTED}|that many cards from the top "
        r"of your library)",
        t,
        re.I,
    )
    if m:
        return [{"do": "exile_top", "player": "you", "count": "prevented"}]
    if re.fullmatch(rf"exile a card from your graveyard {_EACH_PREVENTED}", t, re.I):
        return [{"do": "exile_from_graveyard", "player": "you", "count": "prevented"}]
    return None


def optional_follow_up(sentence: str, r: Reading) -> list[dict[str, Any]]:
    """ "If damage is prevented this way, you may have SELF deal that much damage to target
    creature" (Channel Harm): an action of the prevention's follow-up that its controller
    may do (``"may": true``), the target a placeholder recorded in ``r``. Raises
    :class:`Refuse` for any other wording."""
    m = re.fullmatch(
        r"if damage is prevented this way, you may have SELF deal that much damage to "
        r"(?P<rec>.+)",
        " ".join(sentence.strip().rstrip(".").split()),
        re.I,
    )
    placeholder = target(m["rec"], r) if m and m["rec"].lower().startswith("target ") else None
    if placeholder is None:
        raise Refuse(sentence)
    return [
        {
            "do": "damage",
            "source": "this",
            "recipient": placeholder,
            "amount": "prevented",
            "may": True,
        }
    ]


def _follow_up_player(words: str) -> Any:
    w = words.lower()
    if w in ("the source's controller", "its controller"):
        return {"controller_of": "source"}
    if w == "self's controller" or w == "you":
        return "you"
    if w == "that player":
        return "affected"
    raise Refuse(words)
