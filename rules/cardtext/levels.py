"""Levels (711, 716): abilities a card has only at some of its levels."""

from __future__ import annotations

import re

from .reading import has_replacement_words

#: A level up card's level symbol (711.2): "LEVEL 1-3", "LEVEL 4+".
LEVEL_UP = re.compile(r"LEVEL \d+(?:-\d+|\+)")
#: A Class's level bar (716.2a): "[Cost]: Level N"; the abilities after it are that level's.
CLASS_LEVEL = re.compile(r"(?:\{[^}]+\})+: Level (\d+)")
CLASS_LEVEL_NOTE = (
    "read as this Class has it from level {level} on (716.2a): it applies only while the "
    "Class is level {level} or greater"
)
#: What :func:`level_of` says of a level up card's replacement ability: refused.
LEVEL_UP_REFUSED = "refused: a level up card's ability holds only at its levels"
_LEVEL_UP = -1


def level_of(body: str, level: int) -> tuple[int, str | None]:
    """The level a line of a card's text is under (``level``: the one of the line before;
    0 for none) and what its replacement ability is read with: a Class's level said in a
    note, a level up card's ability refused (:data:`LEVEL_UP_REFUSED`: its levels are
    counters no scenario holds), else nothing.

    >>> level_of("{3}{G}: Level 3", 2)
    (3, None)
    >>> level_of("If you would gain life, you gain that much life plus 1 instead.", 0)
    (0, None)
    """
    if LEVEL_UP.fullmatch(body):
        level = _LEVEL_UP
    bar = CLASS_LEVEL.fullmatch(body)
    if bar and level != _LEVEL_UP:
        return int(bar[1]), None
    if not level or not has_replacement_words(body):
        return level, None
    if level == _LEVEL_UP:
        return level, LEVEL_UP_REFUSED
    return level, CLASS_LEVEL_NOTE.format(level=level)
