"""Telling apart things that share a name: two copies of one card, two effects of one card.

A judge reads names, not ids. When several objects (or effects) share a name, each gets a
label made of what a judge can see at the table: whose it is ("Palisade Giant (Alice's)"),
which copy ("Palisade Giant #2", in the scenario's order) or, for several effects of one
card, which of its effects ("Doubling Season (2nd effect)"). Ids a scenario's author
wrote in words are kept, as they were chosen to be read: "Doubling Season (tokens)",
"Healing Salve (salve-bob)". Codes ("g1", "m0") and ids made from the name
(``palisade-giant``, ``palisade-giant-2``, as the judge's table makes them) are never
shown.

>>> told_apart([Named("Palisade Giant", "palisade-giant", "Alice"),
...             Named("Palisade Giant", "palisade-giant-2", "Bob")])
("Palisade Giant (Alice's)", "Palisade Giant (Bob's)")
>>> told_apart([Named("Healing Salve", "healing-salve", "Alice"),
...             Named("Healing Salve", "healing-salve-2", "Alice")])
('Healing Salve #1', 'Healing Salve #2')
>>> told_apart([Named("Doubling Season", "tokens", "Alice", "season"),
...             Named("Doubling Season", "counters", "Alice", "season")])
('Doubling Season (tokens)', 'Doubling Season (counters)')
>>> told_apart([Named("Palisade Giant", "g1", "Alice"), Named("Palisade Giant", "g2", "Alice")])
('Palisade Giant #1', 'Palisade Giant #2')
>>> told_apart([Named("Grizzly Bears", "bears", "Alice")])
('Grizzly Bears',)
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .frozen import quick_init


@quick_init
@dataclass(frozen=True)
class Named:
    """Something a judge reads by its name."""

    name: str
    id: str
    whose: str
    """Its controller (the one a judge names it by: "Alice's")."""
    source: str | None = None
    """For an effect, the object it comes from (its several effects share it)."""


def made_from_name(named: Named) -> bool:
    """Whether its id was made from its name, not written to be read: ``palisade-giant``,
    ``palisade-giant-2``."""
    return _NUMBERED.sub("", named.id) == _slug(named.name)


def _readable(named: Named) -> bool:
    """Whether its id is words its author wrote to be read ("tokens", "salve-bob"), not a
    code ("g1", "m0") nor made from its name."""
    return bool(_WORDS.fullmatch(named.id)) and not made_from_name(named)


def _slug(name: str) -> str:
    return _NOT_SLUG.sub("-", name.casefold()).strip("-")[:40].strip("-")


_NUMBERED = re.compile(r"-\d+$")
_WORDS = re.compile(r"[a-z]+(-[a-z]+)*")
_NOT_SLUG = re.compile(r"[^a-z0-9]+")


def told_apart(things: Sequence[Named], rank: Mapping[str, int] | None = None) -> tuple[str, ...]:
    """Each thing's label: its name when no other thing has it, else its name told apart
    (see the module's words), every label different from the others. ``rank``: the
    order of the sources (the scenario's objects), so that the effects of the second
    copy are "#2" as the copy is."""
    groups: dict[str, list[Named]] = {}
    for thing in things:
        groups.setdefault(thing.name, []).append(thing)
    readable = {n: all(_readable(t) for t in g) for n, g in groups.items() if len(g) > 1}
    labels = []
    for thing in things:
        group = groups[thing.name]
        if len(group) < 2:
            labels.append(thing.name)
        elif readable[thing.name]:
            labels.append(f"{thing.name} ({thing.id})")
        else:
            labels.append(_apart(thing, group, rank or {}))
    return tuple(labels)


def _apart(thing: Named, group: list[Named], rank: Mapping[str, int]) -> str:
    """``thing``'s label among ``group`` (its name's other bearers, ids all made from it)."""
    label = thing.name
    mine = [t for t in group if t.whose == thing.whose]
    sources = list(dict.fromkeys(t.source or t.id for t in mine))
    sources.sort(key=lambda source: rank.get(source, len(rank)))
    if len(sources) > 1:
        label += f" #{sources.index(thing.source or thing.id) + 1}"
    said = []
    if len({t.whose for t in group}) > 1:
        said.append(f"{thing.whose}'s" if not thing.whose.endswith("s") else f"{thing.whose}'")
    same_source = [t for t in mine if (t.source or t.id) == (thing.source or thing.id)]
    if len(same_source) > 1:
        said.append(f"{_ordinal(same_source.index(thing) + 1)} effect")
    return label + (f" ({', '.join(said)})" if said else "")


def _ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
