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
