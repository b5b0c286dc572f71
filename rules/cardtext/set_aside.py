"""What a part of a card's text that made no effect is, when its shape alone proves it is
not a replacement or prevention effect: a triggered ability (603.1), an activated ability
(602) or keywords that have no replacement meaning. Any other part is left unnamed: it was
not understood, which is not the same as not being a replacement."""

from __future__ import annotations

import re
from typing import Any

from rules.engine.vocabulary import KEYWORDS as OBJECT_KEYWORDS
from rules.engine.vocabulary import MAX_KEYWORD_INSTANCES

from .normalise import strip_reminder

TRIGGERED = "a triggered ability (603.1)"
ACTIVATED = "an activated ability (602)"
KEYWORDS = "keywords with no replacement meaning"

_PLAIN_KEYWORDS = frozenset(
    {
        "changeling",
        "deathtouch",
        "defender",
        "double strike",
        "fear",
        "first strike",
        "flash",
        "flying",
        "forestwalk",
        "haste",
        "hexproof",
        "horsemanship",
        "indestructible",
        "infect",
        "intimidate",
        "islandwalk",
        "lifelink",
        "menace",
        "mountainwalk",
        "plainswalk",
        "prowess",
        "reach",
        "shadow",
        "shroud",
        "skulk",
        "swampwalk",
        "trample",
        "vigilance",
        "wither",
    }
)
"""Keywords (702) none of whose rules make a replacement or prevention effect. Left out on
purpose: protection (702.16e prevents damage) and every keyword whose rules replace or
modify an event (devour, dredge, flashback, modular, rebound, umbra armor, …)."""

_COSTED_KEYWORDS = ("cycling", "equip", "ward")
"""Keywords followed by a cost; none makes a replacement or prevention effect."""

_COST = r"(?:\{[^{}]+\})+|\d+"
_REPLACEMENT = re.compile(r"\bprevent|\binstead\b|\bwould\b|\bskip", re.IGNORECASE)


def what_it_is(part: str) -> str:
    """``part``'s kind when its shape proves it isn't a replacement or prevention effect;
    "" when it doesn't.

    >>> what_it_is("When this enters, draw a card.")
    'a triggered ability (603.1)'
    >>> what_it_is("{T}: Add {G}.")
    'an activated ability (602)'
    >>> what_it_is("Flying, trample")
    'keywords with no replacement meaning'
    >>> what_it_is("Draw a card.")
    ''
    """
    text = part.strip()
    if _REPLACEMENT.search(text):
        return ""
    if re.match(r"(?:when|whenever|at)\b[^,]*, \S", text, re.IGNORECASE):
        return TRIGGERED
    m = re.match(r"([^:\"]{1,80}): \S", text)
    if m and re.search(r"\{|^[+-]?\d+$|\bsacrifice\b|\bpay\b|\btap\b|\bdiscard\b", m[1], re.I):
        return ACTIVATED
    words = [w.strip().lower() for w in re.split(r"[,;]", text.rstrip("."))]
    if words and all(_keyword(w) for w in words):
        return KEYWORDS
    return ""


def _keyword(word: str) -> bool:
    if word in _PLAIN_KEYWORDS or _TOXIC.fullmatch(word):
        return True
    name, _, cost = word.partition(" ")
    return name in _COSTED_KEYWORDS and re.fullmatch(_COST, cost) is not None


_TOXIC = re.compile(r"toxic (\d{1,3})")
"""Toxic N (702.164a): its combat damage to a player also gives that player poison counters
(702.164c, 120.3). No replacement meaning of its own; the object carries it."""


def keyword_fields(text: str) -> dict[str, Any]:
    """The fields of the scenario object that a card's keyword lines give it: ``keywords``,
    those of the scenario format (lifelink, infect, wither change what its damage does,
    120.3; flying, trample … are read by filters), one entry for each instance; and
    ``toxic``, its total toxic value, the N of each instance added up (702.164b), at most 100.

    >>> keyword_fields("Deathtouch, toxic 1 (Players dealt combat damage by this creature "
    ...                "also get a poison counter.)")
    {'keywords': ['deathtouch'], 'toxic': 1}
    >>> keyword_fields("Toxic 2\nToxic 1")
    {'toxic': 3}
    >>> keyword_fields("Flying, lifelink\nWhen this creature enters, you gain 2 life.")
    {'keywords': ['flying', 'lifelink']}
    >>> keyword_fields("Each creature with toxic 2 you control gets +1/+0.")
    {}
    """
    total = 0
    found: list[str] = []
    for line in text.split("\n"):
        words = [w.strip().lower() for w in re.split(r"[,;]", strip_reminder(line).rstrip(". "))]
        if words and all(_keyword(w) for w in words):
            total += sum(int(m[1]) for w in words if (m := _TOXIC.fullmatch(w)))
            found.extend(w for w in words if w in OBJECT_KEYWORDS)
    fields: dict[str, Any] = {"keywords": found[:MAX_KEYWORD_INSTANCES]} if found else {}
    return fields | ({"toxic": min(total, 100)} if total else {})
