"""The concordance from the 2008 rule 419 to today's rules 614, 615, 616 and 609.7.

The data (``rules/data/concordance.json``) was written by reading the 2008-02-01
and 2025-09-19 texts side by side. Pure Python, no Django.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data" / "concordance.json"


@dataclass(frozen=True)
class Entry:
    """Where one 2008 rule went."""

    old: str
    """The 2008 number, e.g. ``419.6d``."""
    new: tuple[str, ...]
    """Today's numbers holding its content (empty when it has no counterpart)."""
    note: str


@dataclass(frozen=True)
class Concordance:
    old_release: str
    new_release: str
    about: str
    entries: tuple[Entry, ...]

    def from_old(self, number: str) -> Entry | None:
        """Where the 2008 rule ``number`` is today.

        >>> load().from_old("419.6d").new
        ('614.15', '616.1a')
        """
        return next((entry for entry in self.entries if entry.old == number), None)

    def to_new(self, number: str) -> list[Entry]:
        """The 2008 rules whose content is in today's rule ``number``.

        >>> [entry.old for entry in load().to_new("616.2")]
        ['419.9b']
        """
        return [entry for entry in self.entries if number in entry.new]


@cache
def load() -> Concordance:
    """The concordance, read once."""
    data = json.loads(DATA.read_text(encoding="utf-8"))
    return Concordance(
        old_release=data["old_release"],
        new_release=data["new_release"],
        about=data["about"],
        entries=tuple(
            Entry(old=item["old"], new=tuple(item["new"]), note=item["note"])
            for item in data["entries"]
        ),
    )
