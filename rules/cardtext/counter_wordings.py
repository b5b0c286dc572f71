"""Readers of the wordings about counters a permanent or player gets: who puts them ("If
you would put one or more counters on a permanent or player, put twice that many …
instead", the `by` of 122.6 and 614.1a), half of them ("…, rounded down": `divide`, as
for half of a damage), counters put as a permanent is turned face up (614.1e) and devour
(702.82, 614.13).

Each reader registers with :func:`rules.cardtext.reading.reads` and answers the same
scenario-format effects as the other readers; importing this module registers them.
"""

from __future__ import annotations

import re
from typing import Any

from .phrases import Refuse, number, object_filter, player_word
from .reading import Line, Reading, _origin, reads
from .targets import damage_filters

_KIND = r"(?P<c>[+-]\d+/[+-]\d+|\w+)"
_ON_THAT = r"(?: on (?:that permanent or player|that permanent|that creature|it|them))?"


def _counted(phrase: str) -> dict[str, Any]:
    """What the counters are put on: ``"a permanent or player"`` → any permanent and any
    player; ``"a creature or planeswalker you control or on yourself"`` → those permanents
    and you."""
    p = " ".join(phrase.split())
    low = p.lower()
    if low in ("a permanent or player", "a permanent or a player"):
        return {"object": {}, "player": "any"}
    m = re.fullmatch(r"(?P<obj>.+?) or on (?P<who>yourself|a player|an opponent)", p, re.I)
    if m:
        who = "you" if m["who"].lower() == "yourself" else player_word(m["who"])
        return {"object": object_filter(m["obj"]), "player": who}
    return {"object": object_filter(p)}


@reads(
    r"if (?P<who>you|an opponent|a player) would put one or more (?:(?P<kind>[+-]\d+/[+-]\d+) )?"
    r"counters on (?P<on>.+?), (?:(?:they|you|that player) )?put (?P<how>twice that many|"
    r"three times that many|half that many|that many plus (?P<n>\w+))"
    rf"(?: of each of those kinds of counters| {_KIND} counters)?{_ON_THAT} instead"
    r"(?:, rounded (?P<round>up|down))?"
)
def _who_puts_counters(line: Line, m: re.Match[str]) -> Reading:
    """Vorinclex, Monstrous Raider; Lae'zel, Vlaakith's Champion: the counters put by a
    player (the ``by`` of the event), on permanents and players."""
    kind = m["kind"]
    if m["c"] and m["c"] != kind:
        raise Refuse(line.original)
    params: dict[str, Any] = {"event": "put_counters", **_counted(m["on"])}
    if kind:
        params["counter"] = kind
    if m["who"].lower() != "a player":
        params["by"] = {"player": player_word(m["who"])}
    how = m["how"].lower()
    half = how == "half that many"
    if half != bool(m["round"]):
        raise Refuse(line.original)  # half, and only half, says how it is rounded
    if half:
        template, params["round"] = "divide", m["round"].lower()
    elif m["n"]:
        template, params["amount"] = "add", number(m["n"])
    else:
        template, params["factor"] = "multiply", 2 if how.startswith("twice") else 3
    return Reading([_origin(line, {"template": template, "params": params})])


@reads(
    r"if (?P<src>.+?) would deal (?P<combat>combat |noncombat )?damage to (?P<rec>.+?), "
    r"(?:it|that source) deals half that damage, rounded (?P<round>up|down), "
    r"to (?:that [\w ]+?|it|them) instead"
)
def _half_damage(line: Line, m: re.Match[str]) -> Reading:
    """ "If a source would deal damage to a creature or player, it deals half that damage,
    rounded down, to that creature or player instead" (Ghosts of the Innocent): the same
    damage, halved (not a prevention)."""
    params = {"event": "damage", "round": m["round"].lower(), **damage_filters(m)}
    return Reading([_origin(line, {"template": "divide", "params": params})])


@reads(
    r"as SELF is turned face up, put (?P<n>\w+) (?P<c>[+-]\d+/[+-]\d+|\w+) counters? on "
    r"(?:it|SELF)"
)
def _turned_face_up(line: Line, m: re.Match[str]) -> Reading:
    """ "As Hooded Hydra is turned face up, put five +1/+1 counters on it" (614.1e): the
    counters are put as it is turned face up, not after."""
    params = {"counter": m["c"], "count": number(m["n"])}
    return Reading([_origin(line, {"template": "as_turned_face_up", "params": params})])


_TOTALS = (
    r"SELF's power is equal to the total power of the exiled cards and its toughness is "
    r"equal to their total toughness"
)


@reads(
    r"as SELF enters, exile (?P<n>an?|one|two|three|any number of) (?P<what>.+?) cards? from "
    rf"your graveyard(?:\. (?P<total>{_TOTALS}))?"
)
def _enter_exiling(line: Line, m: re.Match[str]) -> Reading:
    """ "As [this] enters, exile an instant or sorcery card from your graveyard" (614.13a):
    the card is chosen and exiled as it enters. "Any number of" is read only with the
    sentence that says what they make it ("[this]'s power is equal to the total power of
    the exiled cards and its toughness is equal to their total toughness", Sutured Ghoul: a
    characteristic-defining ability, 604.3), the line after it joined to it."""
    cards = object_filter(f"{m['what']} card")
    cards.pop("nontoken", None)  # no token is ever in a graveyard (111.8)
    if not cards or set(cards) - {"types", "any_types", "colors", "subtypes"}:
        raise Refuse(m["what"])
    params: dict[str, Any] = {"cards": cards}
    if m["n"].lower() != "any number of":
        params["count"] = number(m["n"])
    elif not m["total"]:
        raise Refuse(line.original)
    if m["total"]:
        params["total"] = True
    params["exile"] = "ask"
    params["object"] = {"this": True}
    note = (
        'exiled as it enters: the cards are asked at the table, a card at a time (exile: "ask"; '
        "or set exile to the ids of the cards chosen from the graveyard)"
    )
    return Reading([_origin(line, {"template": "enter_exiling", "params": params})], [note])


@reads(r"devour (?P<n>\d+)")
def _devour(line: Line, m: re.Match[str]) -> Reading:
    """Devour N (702.82a): as it enters, its controller may sacrifice any number of
    creatures; it enters with N +1/+1 counters for each one (614.13)."""
    params = {"sacrifice": "ask", "per": int(m["n"]), "object": {"this": True}}
    note = (
        "devour: the creatures sacrificed as it enters are asked at the table, a creature at "
        'a time (sacrifice: "ask"; or set sacrifice to their ids; none: none is sacrificed)'
    )
    return Reading([_origin(line, {"template": "enter_devouring", "params": params})], [note])
