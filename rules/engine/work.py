"""Where a resolution stands, and the values the loop passes around: candidates,
questions and trace steps before they are numbered."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from .effects import Fx
from .frozen import quick_init
from .results import Excluded, Option
from .state import EffectKey, Ev, Hashed, Record, World


class Cand(NamedTuple):
    """An effect that may be applied to an event now (a tuple: many are made as a
    resolution is explored)."""

    fx: Fx
    bearer: str | None
    """The object whose own ability it is, when that is not the effect's source: an entering
    permanent that has the ability as the copy it enters as (614.12); else None."""
    key: EffectKey
    """The effect, with its bearer when that is not its source: what the event records as
    applied (one opportunity per event) and what option ids name."""
    step: str
    """The key of the procedure step it belongs to (``"self"``, ``"copy"`` … ``"any"``)."""


@quick_init
@dataclass(frozen=True)
class ApplyEffect:
    """An option: apply this effect to the event first (616.1 / 419.9a)."""

    event_id: str
    cand: Cand


@dataclass(frozen=True)
class PreventFirst:
    """An option: the shield prevents this damage first (615.7 / 419.7b)."""

    event_id: str
    cand: Cand


@dataclass(frozen=True)
class ChooseMode:
    """An option: apply the effect waiting for its mode in this mode (``"apply"`` or
    ``"decline"`` for an optional effect)."""

    mode: str


@dataclass(frozen=True)
class PickCard:
    """An option: the discarding player discards this card (701.9b)."""

    event_id: str
    card: str
    """The card's key (:func:`~rules.engine.state.card_key`)."""


@dataclass(frozen=True)
class PickObject:
    """An option: the object asked about is chosen (``take``) or not, for an effect that
    chooses "any number of" objects as a permanent enters (614.12a, 614.13)."""

    object_id: str
    take: bool


@dataclass(frozen=True)
class KeepMove:
    """An option: of the moves that would put one object in different places, this one
    happens (400.6 / 217.1d)."""

    event_id: str


Action = ApplyEffect | PreventFirst | ChooseMode | PickCard | PickObject | KeepMove
"""What choosing an option of a question does."""


@dataclass(frozen=True)
class ModeWait:
    """An effect chosen whose mode (or whether to apply it) is still to choose."""

    cand: Cand
    event_id: str
    picked: tuple[tuple[str, bool], ...] = ()
    """For an effect whose objects are chosen at the table an object at a time: each object
    asked about so far, and whether it was chosen."""


@quick_init
@dataclass(frozen=True)
class Decision:
    """How a trace step came about: who chose (or would have), why, under which rules."""

    kind: str
    """``"choice"`` or ``"forced"``."""
    chooser: str | None
    why: str
    rules: tuple[str, ...]
    options: tuple[str, ...] = ()
    """The labels of the options offered (a choice)."""
    chosen: str | None = None
    """The option id taken (a choice)."""


@quick_init
@dataclass(frozen=True)
class Work(Hashed):
    """Where a resolution stands: hashable, so the explorer memoises on it."""

    __hash__ = Hashed.__hash__
    __eq__ = Hashed.__eq__

    world: World
    next_moment: int
    queue: tuple[tuple[Ev, ...], ...]
    """Batches to resolve before the next moment (contained events, sequences of draws)."""
    batch: tuple[Ev, ...]
    """The simultaneous events being modified now."""
    log: tuple[Record, ...]
    """What finally happened (or didn't), in order."""
    mode_for: ModeWait | None = None
    """An effect chosen whose mode is still to choose."""
    first: tuple[str, ...] = ()
    """Events a player chose to have a shield prevent first (615.7): they are worked on
    before the other events of their chooser, the shield included."""


@quick_init
@dataclass(frozen=True)
class Question:
    """A choice the rules give a player now."""

    chooser: str
    text: str
    options: tuple[Option, ...]
    actions: tuple[Action, ...]
    """What each option does, in the order of :attr:`options`."""
    excluded: tuple[Excluded, ...]
    event_text: str
    rules: tuple[str, ...]
    effect_ids: tuple[str | None, ...]


@quick_init
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
