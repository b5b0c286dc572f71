"""What a real card is, for any card, not only those with replacement or prevention
abilities: its type line, colours and power/toughness (``rules/data/card_types.json.xz``,
built by ``scripts/build_card_types.py``; no rules text). A card named in an event at the
table ("Grizzly Bears dies") is then the creature it is, without a box ticked for it."""

from __future__ import annotations

import json
import lzma
from functools import cache
from pathlib import Path
from typing import Any

from .cards import CARD_TYPES, SUPERTYPES, _key

DATA_FILE = Path(__file__).resolve().parent.parent / "data" / "card_types.json.xz"


@cache
def _by_key() -> dict[str, tuple[Any, ...]]:
    with lzma.open(DATA_FILE, "rt", encoding="utf-8") as fh:
        rows = json.load(fh)["cards"]
    return {_key(str(r[0])): tuple(r) for r in rows}


def card_traits(name: str) -> dict[str, Any]:
    """The object fields of the real card named ``name`` (case and spacing don't matter):
    ``types``, ``supertypes``, ``subtypes``, ``colors``, ``power`` and ``toughness`` as it
    has them; empty for a name no card has.

    >>> card_traits("Grizzly Bears")
    {'types': ['Creature'], 'subtypes': ['Bear'], 'colors': ['green'], 'power': 2, 'toughness': 2}
    >>> card_traits("Forest")
    {'types': ['Land'], 'supertypes': ['Basic'], 'subtypes': ['Forest']}
    """
    if not isinstance(name, str) or len(name) > 200:
        return {}
    found = _by_key().get(_key(name))
    if found is None:
        return {}
    _, type_line, _, colors, power, toughness = found
    head, _, sub = str(type_line).partition(" — ")
    traits: dict[str, Any] = {"types": [w for w in head.split() if w in CARD_TYPES]}
    supertypes = [w for w in head.split() if w in SUPERTYPES]
    if supertypes:
        traits["supertypes"] = supertypes
    if sub.split():
        traits["subtypes"] = sub.split()
    if colors:
        traits["colors"] = list(colors)
    if power is not None and toughness is not None:
        traits["power"], traits["toughness"] = power, toughness
    return traits
