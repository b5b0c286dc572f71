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


#: The first release with rule 419 renumbered (as 613, 614 and 615, for a few weeks) …
RENUMBERED = "2009-07-11"
#: … and the first with today's numbers (614, 615 and 616; 609.7 for sources of damage).
SETTLED = "2009-10-01"
_MOVED_HEADS = ("609", "614", "615", "616")


def _interim(number: str) -> str:
    """Today's number as it was between ``RENUMBERED`` and ``SETTLED`` (616.1 was 615.1).

    >>> _interim("616.1a"), _interim("609.7"), _interim("701.19")
    ('615.1a', '608.7', '701.19')
    """
    head, dot, rest = number.partition(".")
    return f"{int(head) - 1}{dot}{rest}" if head in _MOVED_HEADS else number


@dataclass(frozen=True)
class Lineage:
    """One rule under the numbers it had across the renumbering of 2009."""

    old: str | None
    """Its number in rule 419 (before ``RENUMBERED``), if it had one."""
    new: str | None
    """Its number today (from ``SETTLED``), if it has one."""

    def number_on(self, release: str) -> str | None:
        """The rule's number in the release dated ``release``.

        >>> lineage("616.1").number_on("2008-02-01"), lineage("616.1").number_on("2009-09-04")
        ('419.9a', '615.1')
        >>> lineage("419.9a").number_on("2025-09-19")
        '616.1'
        """
        if release < RENUMBERED:
            return self.old
        if self.new is None:
            return None
        return self.new if release >= SETTLED else _interim(self.new)

    @property
    def numbers(self) -> tuple[str, ...]:
        """Every number it had, oldest first.

        >>> lineage("616.1").numbers
        ('419.9a', '615.1', '616.1')
        """
        found = [self.old, _interim(self.new) if self.new else None, self.new]
        return tuple(dict.fromkeys(n for n in found if n))


def lineage(number: str) -> Lineage:
    """A rule's numbers before and after 2009, joined by the concordance.

    A 2008 number goes to the first of today's numbers the concordance gives it;
    today's number comes from the 2008 rule that the concordance sends to it
    first (else the first that names it). Rules outside 419, 609.7 and 614-616
    keep their number.

    >>> lineage("616.1"), lineage("419.6d")
    (Lineage(old='419.9a', new='616.1'), Lineage(old='419.6d', new='614.15'))
    >>> lineage("419.6g"), lineage("101.2")
    (Lineage(old='419.6g', new=None), Lineage(old='101.2', new='101.2'))
    """
    data = load()
    head = number.partition(".")[0]
    if head == "419":
        entry = data.from_old(number)
        return Lineage(old=number, new=entry.new[0] if entry and entry.new else None)
    if head in _MOVED_HEADS:
        entries = data.to_new(number)
        first = next((e for e in entries if e.new[0] == number), entries[0] if entries else None)
        return Lineage(old=first.old if first else None, new=number)
    return Lineage(old=number, new=number)
