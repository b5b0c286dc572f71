"""Noun phrases of card text as the scenario format's filters.

Each reader takes a phrase of normalised card text (the card's own name already
replaced by ``SELF``) and answers a filter, or raises :class:`Refuse` when a word
is not understood: a phrase is read whole or not at all.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from rules.engine.vocabulary import KEYWORDS


class Refuse(ValueError):
    """A phrase the reader doesn't understand; the message says which part."""


COLORS = ("white", "blue", "black", "red", "green")
_TYPE_WORDS = {
    "artifact": "Artifact",
    "battle": "Battle",
    "creature": "Creature",
    "enchantment": "Enchantment",
    "instant": "Instant",
    "land": "Land",
    "planeswalker": "Planeswalker",
    "sorcery": "Sorcery",
}
# Nouns that add no type: any permanent, card, token, source or object.
_PLAIN_NOUNS = ("permanent", "source", "object")
# A creature's place in combat, the filter key ``combat`` (506.4, 508.1k, 509.1g, 509.1h).
_COMBAT_PLACES = ("attacking", "blocking", "blocked", "unblocked")
NUMBER_WORDS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "single": 1,
}
_CONTROL_SUFFIXES = (
    (r"you control", {"controller": "you"}),
    # "you don't control": any player but you, a teammate too (102.3), or nobody.
    (r"you don't control", {"controller": "not_you"}),
    # "a card you didn't control" (Valgavoth): as it was last controlled; a card in a hand
    # or a library has no controller, and its owner stands for one (108.4a).
    (r"you didn't control", {"controller": "not_you"}),
    (r"(?:an opponent|your opponents|opponents) controls?", {"controller": "opponent"}),
    (r"you own", {"owner": "you"}),
    (r"(?:an opponent|your opponents|opponents) owns?", {"owner": "opponent"}),
    (r"you don't own", {"owner": "not_you"}),
)


_KEYWORD = "|".join(re.escape(k) for k in sorted(KEYWORDS, key=len, reverse=True))
KEYWORD_WORDS = _KEYWORD
"""The keywords a filter may name, as one alternation of a pattern."""
_WITH_SUFFIX = re.compile(
    rf"\s+(?:(?P<with>with|without) (?P<kw>{_KEYWORD})|"
    r"with power (?P<n>\d+) or (?P<bound>less|greater))$",
    re.IGNORECASE,
)


_DAMAGED_BY_SELF = re.compile(r"\s+dealt damage by SELF(?: this turn)?$")


def _with_suffix(s: str, f: dict[str, Any]) -> str:
    """``"… other than SELF"`` (``other``), ``"… dealt damage by SELF this turn"``
    (``damaged_by``), ``"creatures with flying"``, ``"… without
    trample"``, ``"… with power 4 or less"``: the filter's ``keywords``, ``not_keywords``,
    ``power_at_most`` or ``power_at_least``, and the phrase without those words."""
    if s.endswith(" other than SELF"):
        f["other"] = True
        s = s.removesuffix(" other than SELF")
    damaged = _DAMAGED_BY_SELF.search(s)
    if damaged:
        # "a creature dealt damage by Kumano this turn": it was dealt damage by the card.
        f["damaged_by"] = "this"
        s = s[: damaged.start()]
    none = re.search(r" with no ([+-]\d+/[+-]\d+|\w+) counters on (?:them|it)$", s)
    if none:
        # "creatures with no +1/+1 counters on them" (Hindervines).
        f["no_counters"] = none[1]
        s = s[: none.start()]
    m = _WITH_SUFFIX.search(s)
    if not m:
        return s
    if m["kw"]:
        key = "keywords" if m["with"].lower() == "with" else "not_keywords"
        f[key] = [m["kw"].lower()]
    else:
        f["power_at_most" if m["bound"].lower() == "less" else "power_at_least"] = int(m["n"])
    return s[: m.start()]


def number(word: str) -> int:
    """A number written in digits or words."""
    w = word.strip().lower()
    if w.isdigit():
        return int(w)
    if w in NUMBER_WORDS:
        return NUMBER_WORDS[w]
    raise Refuse(f"not a number: {word!r}")


def _singular(word: str) -> str:
    low = word.lower()
    if low == "sorceries":
        return "sorcery"
    if low.endswith("ies") and low[:-3] + "y" in ("sorcery",):
        return low[:-3] + "y"
    if low.endswith("s") and low[:-1] in (*_TYPE_WORDS, *_PLAIN_NOUNS, "card", "token"):
        return low[:-1]
    return low


def object_filter(phrase: str) -> dict[str, Any]:
    """``"a nontoken creature an opponent controls"`` → ``{"types": ["Creature"],
    "nontoken": True, "controller": "opponent"}``."""
    s = " ".join(phrase.strip().split())
    if s == "SELF":
        return {"this": True}
    f: dict[str, Any] = {}
    s = _with_suffix(s, f)
    for pattern, keys in _CONTROL_SUFFIXES:
        m = re.search(rf"\s+{pattern}$", s, re.IGNORECASE)
        if m:
            f.update(keys)
            s = s[: m.start()]
            break
    words = s.replace(",", " ,").split()
    while words and words[0].lower() in ("a", "an", "each", "all", "any", "the"):
        words = words[1:]
    if words[:2] and [w.lower() for w in words[:2]] == ["one", "or"]:
        raise Refuse(phrase)
    if words and words[0].lower() in ("another", "other"):
        f["other"] = True
        words = words[1:]
    types: list[str] = []
    alternatives = False
    noun_seen = False
    colors: list[str] = []
    subtypes: list[str] = []
    card = token = False
    for raw in words:
        w = raw.lower()
        if w in (",", "or"):
            alternatives = True
            continue
        if w == "and":
            raise Refuse(phrase)
        base = _singular(w)
        if _negated(raw, f) or _combat_place(w, f, noun_seen):
            pass
        elif w in COLORS:
            if noun_seen:
                raise Refuse(phrase)
            colors.append(w)
        elif base in _TYPE_WORDS:
            types.append(_TYPE_WORDS[base])
            noun_seen = True
        elif base in _PLAIN_NOUNS:
            noun_seen = True
        elif base == "card":
            card = True
            noun_seen = True
        elif base == "token":
            token = True
            noun_seen = True
        elif subtype(raw):
            subtypes.append(subtype(raw))
            noun_seen = True
        else:
            raise Refuse(phrase)
    if not noun_seen:
        raise Refuse(phrase)
    if card and token:
        pass  # "a card or token": anything
    elif card:
        f["nontoken"] = True
    elif token:
        f["token"] = True
    if colors:
        f["colors"] = colors
    if subtypes:
        if alternatives and len(subtypes) > 1:
            raise Refuse(phrase)
        f["subtypes"] = subtypes
    if types:
        if alternatives and len(types) > 1:
            f["any_types"] = types
        elif alternatives and subtypes:
            raise Refuse(phrase)
        else:
            f["types"] = types
    return f


_SUPERTYPES = {"basic": "Basic", "legendary": "Legendary", "snow": "Snow", "world": "World"}


def _combat_place(word: str, f: dict[str, Any], noun_seen: bool) -> bool:
    """ "attacking", "blocking", "blocked", "unblocked" before the noun: the key ``combat``."""
    if word in _COMBAT_PLACES and not noun_seen and "combat" not in f:
        f["combat"] = word
        return True
    return False


def _negated(raw: str, f: dict[str, Any]) -> bool:
    """ "nontoken", "noncreature", "non-Spider", "nonbasic", and supertypes ("legendary"):
    the quality added to the filter; False for any other word."""
    word = raw.lower()
    if word in _SUPERTYPES:
        f.setdefault("supertypes", []).append(_SUPERTYPES[word])
        return True
    if word.startswith("non") and word[3:] in _SUPERTYPES:
        f.setdefault("not_supertypes", []).append(_SUPERTYPES[word[3:]])
        return True
    if word.startswith("non-") and subtype(raw[4:]):
        f.setdefault("not_subtypes", []).append(subtype(raw[4:]))
        return True
    if word == "nontoken":
        f["nontoken"] = True
        return True
    if word == "colorless":
        f["not_colors"] = list(COLORS)  # a colorless object has no color (105.2c)
        return True
    if word.startswith("non") and word[3:] in COLORS:
        f.setdefault("not_colors", []).append(word[3:])
        return True
    if word.startswith("non") and _singular(word[3:]) in _TYPE_WORDS:
        f.setdefault("not_types", []).append(_TYPE_WORDS[_singular(word[3:])])
        return True
    return False


IRREGULAR = {"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Werewolves": "Werewolf"}


@cache
def _subtypes() -> frozenset[str]:
    """Every subtype on a shipped card's type line (Cleric, Zombie, Equipment …)."""
    from .cards import all_cards

    return frozenset(w for c in all_cards() for w in c.subtypes)


def subtype(word: str) -> str:
    """The subtype a word names (``"Clerics"`` → ``"Cleric"``), or ``""``."""
    if not word[:1].isupper():
        return ""
    known = _subtypes()
    for form in (word, IRREGULAR.get(word, ""), word[:-1] if word.endswith("s") else ""):
        if form and form in known:
            return form
    return ""


def player_word(phrase: str) -> str:
    """``"an opponent"`` → ``"opponent"``; ``"you"`` → ``"you"``; ``"a player"`` → ``"any"``."""
    s = " ".join(phrase.lower().split())
    if s in ("you", "your"):
        return "you"
    if s in (
        "an opponent",
        "opponents",
        "your opponents",
        "each opponent",
        "target opponent",
        "an opponent of yours",
    ):
        return "opponent"
    if s in ("a player", "players", "each player", "any player", "a player or players"):
        return "any"
    raise Refuse(phrase)


def recipient_filter(phrase: str) -> dict[str, Any] | None:
    """Who damage is dealt to: ``None`` for anyone, else ``{"player": …, "object": …}``."""
    s = " ".join(phrase.strip().split())
    low = s.lower()
    if low in (
        "a permanent or player",
        "a player or permanent",
        "any target",
        "a permanent or a player",
        "any permanent or player",
    ):
        return None
    parts = _split_or(s.replace(" and/or ", " or ").replace(" and ", " or "))
    out: dict[str, Any] = {}
    for part in parts:
        p = part.lower()
        if p in ("player", "a player"):
            who: str | None = "any"
        else:
            try:
                who = player_word(part)
            except Refuse:
                who = None
        if who is not None:
            if "player" in out and out["player"] != who:
                raise Refuse(phrase)
            out["player"] = who
            continue
        f = object_filter(part)
        if "object" in out:
            raise Refuse(phrase)
        out["object"] = f
    return out


def _split_or(s: str) -> list[str]:
    """Split a recipient on "or" where both sides read alone: "an opponent or a permanent
    an opponent controls" → two parts; "an artifact or creature you control" → one."""
    for sep in (" or ", ", "):
        idx = s.find(sep)
        while idx != -1:
            left, right = s[:idx], s[idx + len(sep) :]
            if _reads_alone(left) and _reads_alone(right):
                return [left, *_split_or(right)]
            idx = s.find(sep, idx + 1)
    return [s]


def _reads_alone(part: str) -> bool:
    p = part.strip().lower()
    if p in ("player", "a player"):
        return True
    try:
        player_word(part)
        return True
    except Refuse:
        pass
    first = p.split()[0] if p.split() else ""
    if first in ("a", "an", "another", "each", "any", "you", "self") or part == "SELF":
        return True
    try:
        object_filter(part)
        return True
    except Refuse:
        return False
