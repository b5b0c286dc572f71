"""A card's text in one spelling before it is read: its name as ``SELF``, no reminder
text."""

from __future__ import annotations

import re

_SELF_WORDS = (
    "this creature",
    "this card",
    "this permanent",
    "this enchantment",
    "this artifact",
    "this land",
    "this spell",
    "this aura",
    "this equipment",
    "this vehicle",
    "this planeswalker",
)


#: A line break, with the spaces around it, before a line that starts with a small letter.
_WRAPPED = re.compile(r"[ \t]*\n[ \t]*(?=[a-z])")


def unwrap(text: str) -> str:
    r"""A card text with the line breaks put in by a page it was copied from taken out:
    Windows' and old Macs' line ends become one kind, and a line that starts with a small
    letter goes on the line before it, as it continues that sentence (each ability of a
    card's text starts a line with a capital, a symbol, a digit or a bullet).

    >>> unwrap("Flying\r\nIf damage would be dealt to it, prevent\r\nthat damage.")
    'Flying\nIf damage would be dealt to it, prevent that damage.'
    >>> unwrap("Flying\rVigilance")
    'Flying\nVigilance'
    """
    return _WRAPPED.sub(" ", text.replace("\r\n", "\n").replace("\r", "\n"))


def normalise(text: str, name: str, legendary: bool = False, type_line: str = "") -> str:
    """The text with the card's name (and CARDNAME, "this creature" …) as ``SELF``,
    "enters the battlefield" as "enters", one spelling of quotes and dashes, and sunburst
    as the sentence it means for a card of ``type_line`` (the text already
    :func:`unwrap`-ped)."""
    planeswalker = "planeswalker" in type_line.lower()
    t = text.replace("\u2019", "'").replace("\u2212", "-").replace("\\n", "\n")
    t = _sunburst(t, type_line.lower())
    names = [name]
    if "," in name:
        names.append(name.split(",")[0])
    elif legendary and len(name.split()) > 1:
        names.append(name.split()[0])
    for n in sorted({n for n in names if n.strip()}, key=len, reverse=True):
        t = re.sub(rf"(?<![\w']){re.escape(n)}(?![\w'])", "SELF", t, flags=re.IGNORECASE)
    # Its own power or toughness ("equal to Master Biomancer's power").
    t = re.sub(rf"(?<![\w']){re.escape(name)}(?='s (?:power|toughness)\b)", "SELF", t)
    t = re.sub(r"\bCARDNAME\b|~", "SELF", t)
    if planeswalker:
        # A planeswalker's own text calls it "him" or "her" (Gideon, Nissa).
        t = re.sub(r"\b(to|by) (?:him|her)\b", r"\1 SELF", t)
    for w in _SELF_WORDS:
        t = re.sub(rf"\b{w}\b", "SELF", t, flags=re.IGNORECASE)
    t = re.sub(r"\b(enters?|entering) the battlefield\b", r"\1", t)
    # "It" in the sentence after one about the card entering is the card ("Sunken Citadel
    # enters tapped. As it enters, choose a color.").
    t = re.sub(r"(\bSELF enters[^.\n]*\.\s+)As it enters\b", r"\1As SELF enters", t)
    t = re.sub(r"\bhis or her\b", "their", t)
    t = re.sub(r"\bhim or her\b", "them", t)
    t = re.sub(r"\bhe or she\b", "they", t)
    t = re.sub(r"\bhis or her\b", "their", t)
    return t


def strip_reminder(line: str) -> str:
    return re.sub(r"\s*\([^()]*\)", "", line).strip()


_SUNBURST = re.compile(r"^(Modular\s*[—-]\s*)?Sunburst(?: \([^()]*\))?[ \t]*$", re.M | re.I)


def _sunburst(text: str, type_line: str) -> str:
    """A line that is only sunburst as the sentence its rule says it means: a +1/+1 counter
    for each color of mana spent to cast it on an object entering as a creature (its type
    line's, type-changing effects ignored), else a charge counter (702.44a); "modular—
    sunburst" sets modular's number so, +1/+1 counters whatever its type (702.44c). With no
    type line known (a pasted text whose types aren't said), sunburst alone is left as it is,
    so it is refused rather than guessed.

    >>> _sunburst("Flash\\nSunburst (This enters with …)", "artifact").splitlines()[1]
    'SELF enters with a charge counter on it for each color of mana spent to cast it.'
    """

    def meaning(m: re.Match[str]) -> str:
        if not m[1] and not type_line.strip():
            return m[0]
        kind = "+1/+1" if "creature" in type_line or m[1] else "charge"
        return f"SELF enters with a {kind} counter on it for each color of mana spent to cast it."

    return _SUNBURST.sub(meaning, text)
