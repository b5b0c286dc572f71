"""What a replacement does instead, in card words, as the scenario format's actions:
"put that many -1/-1 counters on it", "destroy that creature", "create a 2/2 green Bear
creature token", "that player exiles that many cards from the top of their library".

Each reader answers one action (``{"do": …}``) or raises :class:`Refuse`; "it" and "that
creature" are the object the event affects (``"affected"``), the card's own name is the
effect's source (``"this"``), and "that many" is the event's own number (``"that_many"``:
the damage, the cards drawn).
"""

from __future__ import annotations

import re
from typing import Any

from rules.engine.actions import PREDEFINED_TOKENS
from rules.engine.actions_library import CARD_KINDS, REVEAL_ZONES

from .phrases import COLORS, Refuse, number

_TOKEN = re.compile(
    r"create (?P<n>that many|\w+) (?P<p>\d+)/(?P<t>\d+) (?P<colors>colorless|(?:(?:white|blue|"
    r"black|red|green)(?: and )?)+) (?P<sub>[A-Z][\w ]*?) (?P<kind>creature|artifact creature) "
    r"tokens?"
    r"(?P<haste> with haste)?",
    re.I,
)
HASTE_NOTE = (
    "the tokens have haste: the scenario format doesn't hold it, and it changes no "
    "replacement or prevention"
)


_PREDEFINED = re.compile(
    rf"create (?P<n>that many|\w+) (?P<kind>{'|'.join(PREDEFINED_TOKENS)}) tokens?", re.I
)


def create_action(text: str, count: Any = None) -> dict[str, Any]:
    """ "create a 2/2 black Zombie creature token" → a ``create_tokens`` action (``count``
    in place of the printed number when given: "for each 1 damage prevented this way");
    "create a Treasure token": a predefined token (111.10) by its name.
    "With haste" is read but not kept (the format has no haste; :data:`HASTE_NOTE`)."""
    m = _PREDEFINED.fullmatch(text.strip())
    if m:
        n = _count(m["n"]) if count is None else count
        return {"do": "create_tokens", "count": n, "token": m["kind"].title()}
    m = _TOKEN.fullmatch(text.strip())
    if not m:
        raise Refuse(text)
    types = ["Artifact", "Creature"] if m["kind"].lower().startswith("artifact") else ["Creature"]
    colors = [c for c in COLORS if c in m["colors"].lower()]
    sub = m["sub"].split()
    return {
        "do": "create_tokens",
        "count": _count(m["n"]) if count is None else count,
        "token": {
            "name": " ".join(sub),
            "types": types,
            "subtypes": sub,
            "colors": colors,
            "power": int(m["p"]),
            "toughness": int(m["t"]),
        },
    }


_AFFECTED = ("it", "that creature", "that permanent")


def _object(words: str, it_ok: bool) -> str:
    w = words.strip()
    if w == "SELF":
        return "this"
    if w.lower() in _AFFECTED and it_ok:
        return "affected"
    raise Refuse(words)


def _count(words: str) -> Any:
    w = words.strip().lower()
    return "that_many" if w == "that many" else number(w)


_LOOK = re.compile(
    r"look at the top (?P<n>\w+) cards of (?:your|their) library(?:,? (?:then )?(?P<put>put .+))?",
    re.I,
)
_PUT = re.compile(
    r"put (?P<k>\w+)(?: of (?:them|those cards))? into (?:your|their) hand and the rest "
    r"(?P<rest>into (?:your|their) graveyard|on the bottom of (?:your|their) library"
    r"(?: in any order)?)",
    re.I,
)


def look_action(text: str) -> dict[str, Any] | None:
    """ "look at the top three cards of your library[, then put one into your hand and the
    rest into your graveyard]" → a ``look_at_top`` action, or None for other words. Without
    the placement the cards stay where they are (nothing chosen, all on top), until the next
    sentence says where they go (:func:`look_placement`)."""
    m = _LOOK.fullmatch(" ".join(text.strip().rstrip(".").split()))
    if not m:
        return None
    looked = {"do": "look_at_top", "count": number(m["n"]), "choose": 0}
    action = {**looked, "rest": "library", "rest_position": "top"}
    return look_placement(action, m["put"]) if m["put"] else action


def look_placement(action: dict[str, Any], sentence: str) -> dict[str, Any]:
    """The look with where its cards go: "put one of those cards into your hand and the
    rest on the bottom of your library in any order"; raises :class:`Refuse` otherwise."""
    m = _PUT.fullmatch(" ".join(sentence.strip().rstrip(".").split()))
    if not m:
        raise Refuse(sentence)
    out = {k: v for k, v in action.items() if k not in ("rest", "rest_position")}
    out.update(choose=number(m["k"]), to="hand")
    if "graveyard" in m["rest"].lower():
        return {**out, "rest": "graveyard"}
    return {**out, "rest": "library", "rest_position": "bottom"}


_REVEAL_UNTIL = re.compile(
    r"choose (?P<kinds>[\w, ]+? or \w+) and reveal cards from the top of your library until you "
    r"reveal a card of the chosen (?:kind|type)\. put that card into your (?P<to>\w+) and put all "
    r"other cards revealed this way on the bottom of your library in any order",
    re.I,
)


def reveal_until_action(text: str) -> dict[str, Any] | None:
    """ "Choose land or nonland and reveal cards from the top of your library until you
    reveal a card of the chosen kind. Put that card into your hand and put all other cards
    revealed this way on the bottom of your library in any order" (Abundance): the kind is
    chosen as the effect is applied (608.2d); None for another wording."""
    m = _REVEAL_UNTIL.fullmatch(" ".join(text.strip().rstrip(".").split()))
    if not m:
        return None
    kinds = [k for k in re.split(r",? or |, ", m["kinds"].lower()) if k]
    to = m["to"].lower()
    if any(k not in CARD_KINDS for k in kinds) or len(set(kinds)) < len(kinds):
        raise Refuse(m["kinds"])
    if to not in REVEAL_ZONES:
        raise Refuse(m["to"])
    return {"do": "reveal_until", "kinds": kinds, "to": to}


def instead_action(text: str, *, it_ok: bool) -> dict[str, Any]:
    """One action of "…, [action] instead" (the "instead" already taken off). ``it_ok``:
    the event affects an object that "it" / "that creature" can name (damage dealt to a
    creature, not a draw)."""
    t = " ".join(text.strip().split())
    m = re.fullmatch(
        r"put (?P<n>that many|\w+) (?P<c>[+-]\d+/[+-]\d+|\w+) counters? on (?P<obj>.+)", t, re.I
    )
    if m:
        counter = m["c"] if "/" in m["c"] else m["c"].lower()
        return {
            "do": "put_counters",
            "object": _object(m["obj"], it_ok),
            "counter": counter,
            "count": _count(m["n"]),
        }
    m = re.fullmatch(r"destroy (?P<obj>.+)", t, re.I)
    if m:
        return {"do": "destroy", "object": _object(m["obj"], it_ok)}
    if re.match(r"create ", t, re.I):
        return create_action(t)
    m = re.fullmatch(
        r"(?P<who>that player|you) exiles? that many cards from the top of (?:their|your) library",
        t,
        re.I,
    )
    if m:
        who = "affected" if m["who"].lower() == "that player" else "you"
        return {"do": "exile_top", "player": who, "count": "that_many"}
    m = re.fullmatch(r"exile (?P<n>that many|\w+) cards? from your graveyard", t, re.I)
    if m:
        return {"do": "exile_from_graveyard", "player": "you", "count": _count(m["n"])}
    raise Refuse(text)
