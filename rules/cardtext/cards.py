"""The shipped card data: Oracle texts of real cards with replacement, prevention or
"can't" abilities (``rules/data/cards.json.xz``, built by ``scripts/build_cards.py``)."""

from __future__ import annotations

import json
import lzma
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

DATA_FILE = Path(__file__).resolve().parent.parent / "data" / "cards.json.xz"
MAX_QUERY = 200
MAX_LIMIT = 50


@dataclass(frozen=True)
class CardEntry:
    """One real card: its name, type line, mana cost, colours, power/toughness and Oracle
    text."""

    name: str
    type_line: str
    mana_cost: str
    colors: tuple[str, ...]
    text: str
    power: int | None = None
    toughness: int | None = None

    @property
    def types(self) -> tuple[str, ...]:
        """The card types of its type line (``Artifact``, ``Creature`` …)."""
        return tuple(w for w in self.type_line.split(" — ")[0].split() if w in CARD_TYPES)

    @property
    def supertypes(self) -> tuple[str, ...]:
        return tuple(w for w in self.type_line.split(" — ")[0].split() if w in SUPERTYPES)

    @property
    def subtypes(self) -> tuple[str, ...]:
        _, _, sub = self.type_line.partition(" — ")
        return tuple(sub.split()) if sub else ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "type_line": self.type_line,
            "mana_cost": self.mana_cost,
            "colors": list(self.colors),
            "power": self.power,
            "toughness": self.toughness,
            "text": self.text,
        }


CARD_TYPES = (
    "Artifact",
    "Battle",
    "Creature",
    "Enchantment",
    "Instant",
    "Kindred",
    "Land",
    "Planeswalker",
    "Sorcery",
    "Tribal",
)
SUPERTYPES = ("Basic", "Legendary", "Snow", "World")


@cache
def all_cards() -> tuple[CardEntry, ...]:
    """Every shipped card, sorted by name."""
    with lzma.open(DATA_FILE, "rt", encoding="utf-8") as fh:
        data = json.load(fh)
    return tuple(
        CardEntry(
            name=c["name"],
            type_line=c["type_line"],
            mana_cost=c.get("mana_cost", ""),
            colors=tuple(c.get("colors", ())),
            text=c["text"],
            power=c.get("power"),
            toughness=c.get("toughness"),
        )
        for c in data["cards"]
    )


@cache
def _by_key() -> dict[str, CardEntry]:
    return {_key(c.name): c for c in all_cards()}


def _key(name: str) -> str:
    return " ".join(name.casefold().replace("\u2019", "'").split())


def card(name: str) -> CardEntry | None:
    """The shipped card of that name (case and spacing don't matter), or None."""
    if not isinstance(name, str):
        return None
    return _by_key().get(_key(name[:MAX_QUERY]))


_WORD = re.compile(r"[\w'+/-]+")


def search_cards(query: str, limit: int = 10) -> list[CardEntry]:
    """Shipped cards whose name matches ``query``, case-insensitive: the exact name first,
    then names starting with it, then names with a word starting with each word of it.

    >>> [c.name for c in search_cards("rest in")]
    ['Rest in Peace']
    """
    if not isinstance(query, str):
        return []
    q = _key(query[:MAX_QUERY])
    limit = max(0, min(int(limit), MAX_LIMIT))
    if not q or not limit:
        return []
    words = _WORD.findall(q)
    ranked: list[tuple[int, str, CardEntry]] = []
    for entry in all_cards():
        key = _key(entry.name)
        if key == q:
            rank = 0
        elif key.startswith(q):
            rank = 1
        else:
            name_words = _WORD.findall(key)
            if not words or not all(any(n.startswith(w) for n in name_words) for w in words):
                continue
            rank = 2
        ranked.append((rank, key, entry))
    ranked.sort(key=lambda r: (r[0], r[1]))
    return [entry for _, _, entry in ranked[:limit]]
