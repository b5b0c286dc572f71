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
    text. A face of a card of two faces (an Adventure, a split card, a modal double-faced
    or transforming card) is kept under its own name, the face with the effect, and
    ``faces`` names every face of the card in order ("Bonecrusher Giant", "Stomp")."""

    name: str
    type_line: str
    mana_cost: str
    colors: tuple[str, ...]
    text: str
    power: int | None = None
    toughness: int | None = None
    faces: tuple[str, ...] = ()

    @property
    def card_name(self) -> str:
        """The whole card's name: "Bonecrusher Giant // Stomp" for a face, else its name."""
        return " // ".join(self.faces) if self.faces else self.name

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
            "faces": list(self.faces),
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
            faces=tuple(c.get("faces", ())),
        )
        for c in data["cards"]
    )


@cache
def _by_key() -> dict[str, CardEntry]:
    """Each card by its name, and by the name of each other face of its card (a face kept
    under its own name wins over another card's face of that name)."""
    by_face = {_key(f): c for c in all_cards() for f in c.faces}
    return {**by_face, **{_key(c.name): c for c in all_cards()}}


def _key(name: str) -> str:
    return " ".join(name.casefold().replace("\u2019", "'").split())


def card(name: str) -> CardEntry | None:
    """The shipped card of that name (case and spacing don't matter), or None; the name
    of a face that isn't kept finds the face that is ("Bonecrusher Giant": Stomp)."""
    if not isinstance(name, str):
        return None
    return _by_key().get(_key(name[:MAX_QUERY]))


_WORD = re.compile(r"[\w'+/-]+")


def search_cards(query: str, limit: int = 10) -> list[CardEntry]:
    """Shipped cards whose name matches ``query``, case-insensitive: the exact name first,
    then names starting with it, then names with a word starting with each word of it. A
    face of a card of two faces is found by any face's name ("Bonecrusher" finds Stomp,
    the Adventure of Bonecrusher Giant), ranked by the best of them.

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
        rank, key = min((_rank(_key(n), q, words), _key(n)) for n in (entry.name, *entry.faces))
        if rank < 3:
            ranked.append((rank, key, entry))
    ranked.sort(key=lambda r: (r[0], r[1]))
    return [entry for _, _, entry in ranked[:limit]]


def _rank(key: str, q: str, words: list[str]) -> int:
    """0 for the exact name, 1 for a name starting with the query, 2 for a name with a
    word starting with each word of it, 3 for no match."""
    if key == q:
        return 0
    if key.startswith(q):
        return 1
    name_words = _WORD.findall(key)
    if words and all(any(n.startswith(w) for n in name_words) for w in words):
        return 2
    return 3
