"""Where a resolution stands, and the values the loop passes around: candidates,
questions and trace steps before they are numbered."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .effects import Fx
from .results import Excluded, Option
from .state import Ev, Hashed, Record, World


@dataclass(frozen=True)
class Cand:
    """An effect that may be applied to an event now."""

    fx: Fx
    bearer: str | None
    key: str
    step: str


@dataclass(frozen=True)
class Work(Hashed):
    """Where a resolution stands: hashable, so the explorer memoises on it."""

    __hash__ = Hashed.__hash__

    world: World
    next_moment: int
    queue: tuple[tuple[Ev, ...], ...]
    """Batches to resolve before the next moment (contained events, sequences of draws)."""
    batch: tuple[Ev, ...]
    """The simultaneous events being modified now."""
    log: tuple[Record, ...]
    """What finally happened (or didn't), in order."""
    mode_for: tuple[str, str, str | None] | None = None
    """(effect key, event id, bearer) of an effect chosen whose mode is still to choose."""
    first: tuple[str, ...] = ()
    """Events a player chose to have a shield prevent first (615.7): they are worked on
    before the other events of their chooser, the shield included."""


@dataclass(frozen=True)
class Question:
    """A choice the rules give a player now."""

    chooser: str
    text: str
    options: tuple[Option, ...]
    actions: tuple[tuple[Any, ...], ...]
    """What each option does: ("apply", event id, Cand), ("mode", mode id) or
    ("first", event id, Cand)."""
    excluded: tuple[Excluded, ...]
    event_text: str
    rules: tuple[str, ...]
    effect_ids: tuple[str | None, ...]


@dataclass(frozen=True)
class Draft:
    """A trace step before it gets its number."""

    kind: str
    chooser: str | None
    options: tuple[str, ...]
    chosen: str | None
    effect_id: str | None
    before: str
    after: str
    rules: tuple[str, ...]
    explanation: str
