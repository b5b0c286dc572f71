"""A token as it is created: the object a ``create_tokens`` event makes (111.1)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .state import Obj, World
from .vocabulary import PREDEFINED_TOKENS

__all__ = ["PREDEFINED_TOKENS", "token_object"]


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
