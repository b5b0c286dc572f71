"""Is a file a whole release of the Comprehensive Rules? The reasons it is not.

Pure Python, no Django. A whole release has its numbered rules, a glossary and
the credits at the end; it holds no control characters (a NUL byte or a stray
form feed means a damaged or binary file); and it has about as many rules as
the releases beside it (the rules only grow, a few at a time).

>>> from rules.texts.crtext import parse_cr
>>> text = "100. General\\n100.1. Rule.\\n\\nGlossary\\n\\nZone\\nA place.\\n\\nCredits\\n"
>>> problems(text, parse_cr(text), beside=[("2025-09-19", 1)])
[]
>>> problems(text.replace("Credits", ""), parse_cr(text.replace("Credits", "")), beside=[])
['it does not end with the Credits: the file stops early']
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from rules.texts.crtext import ParsedRelease

#: A release with fewer rules than this share of the release beside it is cut short.
MIN_SHARE = 0.8
#: Control characters a text file may hold.
ALLOWED_CONTROLS = frozenset("\n\t")


def control_characters(text: str, *, limit: int = 5) -> list[str]:
    """Where the text holds control characters: "line 12 (U+0000)", at most ``limit`` of them.

    >>> control_characters("fine\\nnot\\x00fine\\n")
    ['line 2 (U+0000)']
    """
    found: list[str] = []
    for number, line in enumerate(text.split("\n"), start=1):
        for char in line:
            if char not in ALLOWED_CONTROLS and unicodedata.category(char) == "Cc":
                found.append(f"line {number} (U+{ord(char):04X})")
                break
        if len(found) >= limit:
            break
    return found


def problems(
    text: str,
    parsed: ParsedRelease,
    *,
    beside: Sequence[tuple[str, int]],
) -> list[str]:
    """Why ``text`` (decoded, LF line ends) is not a whole release; empty when it is.

    ``beside`` gives the label and rule count of the releases just before and
    after it (those known); a release with far fewer rules than the smaller of
    them is cut short.
    """
    found: list[str] = []
    controls = control_characters(text)
    if controls:
        found.append(
            "it holds control characters (a damaged or binary file): " + ", ".join(controls)
        )
    if not parsed.glossary:
        found.append("it has no glossary: the file stops before the end of the rules")
    if not parsed.has_credits:
        found.append("it does not end with the Credits: the file stops early")
    if beside:
        label, count = min(beside, key=lambda item: item[1])
        if len(parsed.rules) < MIN_SHARE * count:
            found.append(
                f"it has {len(parsed.rules):,} rules, far fewer than the {count:,} of "
                f"release {label} beside it (under {MIN_SHARE:.0%}): the file is cut short"
            )
    return found
