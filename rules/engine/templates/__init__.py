"""Effect templates: the general building blocks every preset and custom effect is made of.

A template says which events an effect watches, which modes it offers and what the
event becomes. It never names a card: a card is a preset, that is a template kind
plus parameters. The families live in their own modules and register themselves
in :data:`TEMPLATES`, in the order they are imported here.
"""

from __future__ import annotations

from ..filters import describe_filter, obj_matches, player_matches
from ..params import Param, check_actions, check_param, check_watch
from . import (
    amounts,
    creating,
    devouring,
    entering,
    facing,
    game,
    instead,
    mana,
    markers,
    moving,
    preventing,
    redirecting,
)
from .amounts import prevented_amount
from .base import (
    EVERY_SOURCE,
    OK,
    TEMPLATES,
    Applied,
    ModeChoice,
    Template,
    Verdict,
    keyed_on_recipients,
    template,
)
from .preventing import shield_pool
from .redirecting import redirect_left

FAMILIES = (
    amounts,
    preventing,
    creating,
    redirecting,
    moving,
    entering,
    devouring,
    facing,
    instead,
    markers,
    game,
    mana,
)
"""The families, in the order their templates are listed (the builder's menu)."""


def _in_family_order() -> None:
    names = [f.__name__ for f in FAMILIES]
    ordered = sorted(
        TEMPLATES.items(), key=lambda item: names.index(type(item[1].hooks).__module__)
    )
    TEMPLATES.clear()
    TEMPLATES.update(ordered)


_in_family_order()

__all__ = [
    "EVERY_SOURCE",
    "OK",
    "TEMPLATES",
    "Applied",
    "ModeChoice",
    "Param",
    "Template",
    "Verdict",
    "check_actions",
    "check_param",
    "check_watch",
    "describe_filter",
    "keyed_on_recipients",
    "obj_matches",
    "player_matches",
    "prevented_amount",
    "redirect_left",
    "shield_pool",
    "template",
]
