"""A token as it is created: the object a ``create_tokens`` event makes (111.1)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .state import Obj, World

PREDEFINED_TOKENS: dict[str, dict[str, Any]] = {
    "Treasure": {"name": "Treasure", "types": ["Artifact"], "subtypes": ["Treasure"]},
    "Food": {"name": "Food", "types": ["Artifact"], "subtypes": ["Food"]},
    "Gold": {"name": "Gold", "types": ["Artifact"], "subtypes": ["Gold"]},
    "Walker": {
        "name": "Walker",
        "types": ["Creature"],
        "subtypes": ["Zombie"],
        "colors": ["black"],
        "power": 2,
        "toughness": 2,
    },
    "Shard": {"name": "Shard", "types": ["Enchantment"], "subtypes": ["Shard"]},
    "Clue": {"name": "Clue", "types": ["Artifact"], "subtypes": ["Clue"]},
    "Blood": {"name": "Blood", "types": ["Artifact"], "subtypes": ["Blood"]},
    "Powerstone": {"name": "Powerstone", "types": ["Artifact"], "subtypes": ["Powerstone"]},
}
"""Predefined tokens (111.10a-h): ``"token": "Treasure"`` creates one of these."""


def token_object(spec: Mapping[str, Any], world: World, player: str, tid: str) -> Obj:
    """The token ``spec`` describes (its characteristics, or those of the object it is a
    copy of, 111.10 / 707.2), created under ``player``'s control with the id ``tid``; it
    is about to enter the battlefield. Effects that care what kind of token would be
    created ("creature tokens", Parallel Lives) read it too."""
    copy_of = spec.get("copy_of")
    base = world.obj(copy_of) if copy_of else None
    return Obj(
        id=tid,
        name=base.name if base else str(spec.get("name", "Token")),
        owner=player,
        controller=player,
        zone="entering",
        types=base.types if base else tuple(spec.get("types", ("Creature",))),
        subtypes=base.subtypes if base else tuple(spec.get("subtypes", ())),
        supertypes=base.supertypes if base else (),
        colors=base.colors if base else tuple(spec.get("colors", ())),
        power=base.power if base else spec.get("power"),
        toughness=base.toughness if base else spec.get("toughness"),
        token=True,
        copy_of=copy_of,
    )
