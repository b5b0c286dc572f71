"""A process that repeats ("repeat this process until …"): where it stands.

A ``repeat`` event holds the events of one repetition, the condition that ends it and the
most repetitions the card allows. Each repetition's events are events of their own that
other effects may replace; the condition is read after each repetition. A process that
can't end (a repetition that changes nothing, so the next would be the same) is a loop of
mandatory actions: the game is a draw (104.4b). The request's deadline and the machine's
step limit bound it whatever it says (:mod:`~rules.engine.budget`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .state import World

MAX_REPEATS = 50
"""Repetitions when the scenario gives no ``times``."""


@dataclass(frozen=True)
class Process:
    """A repeating process: its repetition's events, its end, how far it has gone."""

    body: tuple[Any, ...]
    """The event specs of one repetition."""
    until: Any
    """The condition that ends it (frozen), read after each repetition; None: only
    ``times`` ends it."""
    times: int
    """The most repetitions."""
    done: int = 0
    """Repetitions carried out so far."""
    before: int | None = None
    """The state of the game as the last repetition began (its hash), to see a loop."""
    zones: tuple[tuple[str, str], ...] = ()
    """Where each object was as the last repetition began."""
    moved: tuple[str, ...] = ()
    """The cards the last repetition moved (read by the ``moved`` measure): Grindstone's
    "two cards that share a color were milled this way"."""


def zones_of(world: World) -> tuple[tuple[str, str], ...]:
    return tuple((o.id, o.zone) for o in world.objects)


def moved_cards(zones: tuple[tuple[str, str], ...], world: World) -> tuple[str, ...]:
    """The cards (not tokens) that changed zones since ``zones`` was taken: an object that
    was there and is elsewhere now, or a card of a player's list (a library's, a hand's)
    that became an object and left that zone (its id, ``Alice.library.3``, says the zone:
    scenario ids hold no dot)."""
    was = dict(zones)
    out = []
    for o in world.objects:
        if o.token:
            continue
        before = was.get(o.id)
        if before is None and "." in o.id:
            before = o.id.split(".")[1]
        if before is not None and before != o.zone:
            out.append(o.id)
    return tuple(out)
