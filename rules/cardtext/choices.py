"""What "as [this] enters, choose …" offers: the answers the rules list for a kind of
choice (colors, creature types, land types, card types), the words the card prints
("choose Khans or Dragons"), or a player (the scenario's).

The lists of subtypes are read from the newest Comprehensive Rules shipped with the project
(205.3i land types, 205.3m creature types); a list that can't be read is never guessed: the
sentence is refused.
"""

from __future__ import annotations

import re
from functools import cache

from .phrases import COLORS, Refuse

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
"""305.6: "The basic land types are Plains, Island, Swamp, Mountain, and Forest." """
CARD_TYPES = (
    "artifact",
    "battle",
    "creature",
    "enchantment",
    "instant",
    "kindred",
    "land",
    "planeswalker",
    "sorcery",
)
"""205.2a's card types that a card can be (not the types of nontraditional cards)."""


@cache
def _rules_text() -> str:
    """The newest shipped Comprehensive Rules as text ("" when none is shipped)."""
    from rules.texts import shipped

    try:
        release = shipped.manifest().newest
        raw = shipped.read(release.label)
    except (OSError, LookupError, ValueError):
        return ""
    return raw.decode("utf-8", "replace").replace("\r", "\n").replace("\u2019", "'")


def _listed(rule: str, text: str) -> tuple[str, ...]:
    """The names listed in a rule's paragraph: every "…: A, B, and C." or "… are A, B,
    and C." in it."""
    m = re.search(rf"^{re.escape(rule)} (.+)$", text, re.M)
    if not m:
        return ()
    names: list[str] = []
    for listed in re.findall(
        r"(?::| are) ([A-Z][\w' -]*(?:, [A-Z][\w' -]*)+,? and [A-Z][\w' -]*)\.", m[1]
    ):
        for part in re.split(r", and |, | and ", listed):
            names.append(part.strip())
    return tuple(dict.fromkeys(names))


@cache
def subtypes_of(kind: str) -> tuple[str, ...]:
    """The creature types (205.3m) or land types (205.3i) of the newest shipped rules."""
    rule = {"creature type": "205.3m", "land type": "205.3i"}[kind]
    found = _listed(rule, _rules_text())
    if kind == "creature type":
        # "One creature type is two words long: Time Lord." is a list of one.
        m = re.search(r"^205\.3m .*?two words long: ([A-Z][\w]* [A-Z][\w]*)\.", _rules_text(), re.M)
        if m:
            found = (*found, m[1])
    return tuple(sorted(found))


def options(what: str) -> tuple[str, tuple[str, ...]]:
    """``"a creature type"`` → ``("creature type", (every creature type …))``;
    ``"Khans or Dragons"`` → ``("mode", ("Khans", "Dragons"))``; ``"an opponent"`` →
    ``("opponent", ())``: a player or an opponent is one of the scenario's players, none
    listed here. Raises :class:`Refuse` for a choice without a list (a card name, a number,
    an object, two players)."""
    w = " ".join(what.split())
    low = w.lower()
    if low in ("a color", "a colour"):
        return "color", COLORS
    m = re.fullmatch(r"a colou?r other than (\w+)", low)
    if m and m[1] in COLORS:
        # The Thriving lands: any color but their own.
        return "color", tuple(c for c in COLORS if c != m[1])
    if low in ("a player", "an opponent"):
        return low.split()[1], ()
    if low == "a basic land type":
        return "basic land type", BASIC_LAND_TYPES
    if low in ("a creature type", "a land type"):
        found = subtypes_of(low[2:])
        if not found:
            raise Refuse(what)
        return low[2:], found
    words = [p.strip() for p in re.split(r",? or |, ", w) if p.strip()]
    if len(words) < 2 or not all(re.fullmatch(r"[A-Za-z]+", p) for p in words):
        raise Refuse(what)
    lows = [p.lower() for p in words]
    if all(p in COLORS for p in lows):
        return "color", tuple(lows)
    if all(p in CARD_TYPES for p in lows):
        return "card type", tuple(lows)
    if all(p in BASIC_LAND_TYPES for p in words):
        return "basic land type", tuple(words)
    if all(p[:1].isupper() for p in words):
        # Named options printed on the card, each with its own abilities (Khans, Dragons).
        return "mode", tuple(words)
    raise Refuse(what)
