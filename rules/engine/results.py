"""What the resolver answers: a question still open (:class:`Pending`) or the result.

All of these are frozen values whose ``to_dict()`` is plain JSON, the body of
``POST /api/resolve``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .frozen import made_once, quick_init


def counted(texts: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """Runs of the same text, each written once with how many times it repeats.

    >>> counted(["A enters", "A enters", "B dies"])
    ('A enters (2 times)', 'B dies')
    """
    if len(texts) < 2:
        return tuple(texts)
    runs: list[list[Any]] = []
    for text in texts:
        if runs and runs[-1][0] == text:
            runs[-1][1] += 1
        else:
            runs.append([text, 1])
    return tuple(t if n == 1 else f"{t} ({n} times)" for t, n in runs)


def tallied(texts: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """Each distinct text once, where it first comes, with how many times it comes in all
    (an outcome says each identical event once, adjacent or not).

    >>> tallied(["A enters", "B dies", "A enters"])
    ('A enters (2 times)', 'B dies')
    """
    if len(texts) < 2:
        return tuple(texts)
    tally: dict[str, int] = {}
    for text in texts:
        tally[text] = tally.get(text, 0) + 1
    return tuple(t if n == 1 else f"{t} ({n} times)" for t, n in tally.items())


def _rules(rules: tuple[str, ...]) -> list[str]:
    return list(rules)


@quick_init
@dataclass(frozen=True)
class Option:
    """One answer the chooser may give."""

    id: str
    """Stable id to pass back in ``choices``: ``"apply:rip"``, ``"mode:gain-2"``."""
    label: str
    """What choosing it means, for people."""
    rules: tuple[str, ...]
    """The rule numbers that make it an option."""
    explanation: str
    """Why it is an option, in plain language."""
    why: str = ""
    """The part of the explanation every option of an ordering question shares: who
    chooses and why these effects may go first (empty for other questions)."""
    does: str = ""
    """What the effect it applies does, in the card's words (empty for other questions)."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "label": self.label,
            "rules": _rules(self.rules),
            "explanation": self.explanation,
            "why": self.why,
            "does": self.does,
        }


@quick_init
@dataclass(frozen=True)
class Excluded:
    """An effect that is not an option now, and why."""

    effect_id: str
    label: str
    reason: str
    """Why not, in plain language."""
    rules: tuple[str, ...]
    bearer: str | None = None
    """The object bearing the effect when that is not its source (a copy entering with
    the ability, 614.12); the JSON names the two as ``"<effect id>@<bearer>"``."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "effect_id": self.effect_id
            if self.bearer is None
            else f"{self.effect_id}@{self.bearer}",
            "label": self.label,
            "reason": self.reason,
            "rules": _rules(self.rules),
        }


@quick_init
@dataclass(frozen=True)
class Step:
    """One step of the trace."""

    number: int
    """1-based position in the trace."""
    kind: str
    """``"choice"`` (a player chose), ``"forced"`` (only one option, applied without
    asking), ``"applied"`` (an effect applied with nothing to choose), or ``"note"``."""
    chooser: str | None
    """Who chose (choice steps), or who would have (forced steps)."""
    options: tuple[str, ...]
    """The labels of the options offered."""
    chosen: str | None
    """The option id taken."""
    effect_id: str | None
    """The effect applied at this step."""
    event_before: str
    """The event(s) in words before the step."""
    event_after: str
    """The event(s) in words after the step."""
    rules: tuple[str, ...]
    """Rule numbers of the procedure in use."""
    explanation: str
    """What happened and why, for a player."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "kind": self.kind,
            "chooser": self.chooser,
            "options": list(self.options),
            "chosen": self.chosen,
            "effect_id": self.effect_id,
            "event_before": self.event_before,
            "event_after": self.event_after,
            "rules": _rules(self.rules),
            "explanation": self.explanation,
        }


@quick_init
@dataclass(frozen=True)
class Outcome:
    """What finally happened, as a hashable value to compare and group by.

    Two outcomes are the same when their ``facts`` are: what happened to which object or
    player, by identity, not the words (two copies of one card are two objects, and the
    words of 2008 and of today say the same thing differently)."""

    text: str = field(compare=False)
    """One line a player reads: ``"Bob is dealt 8 damage"``."""
    lines: tuple[str, ...] = field(default=(), compare=False)
    """Details: each final event, and what is left of shields and one-shot effects."""
    facts: tuple[Any, ...] = ()
    """The final events as structured values (ids, zones, amounts), in the order they
    happened, then what is left of shields and one-shot effects."""

    def to_dict(self) -> dict[str, Any]:
        return {"text": self.text, "lines": list(self.lines)}

    def __str__(self) -> str:
        return self.text


@quick_init
@dataclass(frozen=True)
class Pending:
    """The resolution waits for a player's choice."""

    chooser: str
    """The player who must choose now."""
    question: str
    options: tuple[Option, ...]
    excluded: tuple[Excluded, ...]
    """Effects that are not options now, and why."""
    event_text: str
    """The event(s) being modified, in words, as they stand now."""
    trace: tuple[Step, ...]
    """Every step so far."""
    rules: tuple[str, ...]
    """The rules that make this a choice and this player the chooser."""
    procedure: str = ""
    choices: tuple[str, ...] = ()
    """The choices that led here."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "status": "pending",
            "procedure": self.procedure,
            "choices": list(self.choices),
            "chooser": self.chooser,
            "question": self.question,
            "options": [o.to_dict() for o in self.options],
            "excluded": [e.to_dict() for e in self.excluded],
            "event_text": self.event_text,
            "rules": _rules(self.rules),
            "trace": [s.to_dict() for s in self.trace],
        }


@quick_init
@dataclass(frozen=True)
class Done:
    """The resolution is complete."""

    outcome: Outcome
    events: tuple[str, ...]
    """The final events, in words, in the order they happened."""
    made_state: Callable[[], dict[str, Any]] = field(compare=False, hash=False, repr=False)
    """What makes :attr:`state`, the first time it is read (a page of the steps never
    shows it)."""
    trace: tuple[Step, ...] = ()
    procedure: str = ""
    choices: tuple[str, ...] = ()

    @made_once
    def state(self) -> dict[str, Any]:
        """The resulting state: players (life, library, hand, graveyard), objects (zone,
        tapped, damage, counters, controller, copy), tokens, and shields left."""
        return self.made_state()

    @property
    def events_counted(self) -> tuple[str, ...]:
        """The final events in words, a run of identical ones written once with its count."""
        return counted(self.events)

    def to_dict(self) -> dict[str, Any]:
        return {
            "status": "done",
            "procedure": self.procedure,
            "choices": list(self.choices),
            "outcome": self.outcome.to_dict(),
            "events": list(self.events),
            "state": self.state,
            "trace": [s.to_dict() for s in self.trace],
        }


@dataclass(frozen=True)
class RouteStep:
    """A step of a route: a player's choice, or an effect applied without one."""

    kind: str
    """``"choice"``, ``"forced"`` (the only option, applied without asking) or
    ``"applied"`` (applied with nothing to choose)."""
    chooser: str | None
    """Who chose (a choice), or who would have (a forced step)."""
    chosen: str | None
    """The option id chosen (a choice only)."""
    effect_id: str | None
    effect: str
    """The effect's label ("" when the step applied none)."""
    event_after: str
    """The event(s) in words after the step."""
    rules: tuple[str, ...]
    explanation: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "chooser": self.chooser,
            "chosen": self.chosen,
            "effect_id": self.effect_id,
            "effect": self.effect,
            "event_after": self.event_after,
            "rules": _rules(self.rules),
            "explanation": self.explanation,
        }


@dataclass(frozen=True)
class Route:
    """One choice path read whole: who chose what, and the steps forced along it."""

    path: tuple[str, ...]
    steps: tuple[RouteStep, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"path": list(self.path), "steps": [s.to_dict() for s in self.steps]}


@dataclass(frozen=True)
class OutcomeGroup:
    """One distinct outcome and the choice paths that reach it."""

    outcome: Outcome
    paths: tuple[tuple[str, ...], ...]
    """Choice paths (each a list of option ids) that reach it; at most the
    explorer's ``max_paths`` of them, shortest and first-listed first."""
    path_count: int = 0
    """How many choice paths reach it in all."""
    choosers: tuple[tuple[str, ...], ...] = ()
    """Who chooses at each choice of each path, in the order of ``paths`` (with
    ``explore(detail=True)`` and ``read_outcomes``)."""
    routes: tuple[Route, ...] = ()
    """The first paths read whole (``read_outcomes`` only)."""
    state: dict[str, Any] | None = field(default=None, compare=False, hash=False)
    """The final state it leaves: players and objects (``read_outcomes`` only)."""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "outcome": self.outcome.to_dict(),
            "paths": [list(p) for p in self.paths],
            "path_count": self.path_count,
        }
        if self.choosers:
            out["choices"] = [
                [{"chooser": c, "chosen": o} for c, o in zip(cs, p, strict=True)]
                for cs, p in zip(self.choosers, self.paths, strict=True)
            ]
        if self.routes:
            out["routes"] = [r.to_dict() for r in self.routes]
        if self.state is not None:
            out["state"] = self.state
        return out


@dataclass(frozen=True)
class Exploration:
    """Every distinct outcome of a scenario under one procedure."""

    procedure: str
    outcomes: tuple[OutcomeGroup, ...]
    states: int = 0
    """Distinct states visited."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "procedure": self.procedure,
            "outcomes": [g.to_dict() for g in self.outcomes],
            "states": self.states,
        }

    def texts(self) -> frozenset[str]:
        """The outcome texts, as a set."""
        return frozenset(g.outcome.text for g in self.outcomes)

    def values(self) -> frozenset[Outcome]:
        """The outcomes as structured values, as a set (they compare by their facts)."""
        return frozenset(g.outcome for g in self.outcomes)


@dataclass(frozen=True)
class Comparison:
    """The same scenario under two procedures."""

    left: Exploration
    right: Exploration
    parting_step: int | None
    """The 1-based trace step where the two first differ on the first path, or None."""
    difference: str
    """What differs there, in words."""
    left_rules: tuple[str, ...]
    right_rules: tuple[str, ...]
    left_step: Step | None = None
    right_step: Step | None = None

    @property
    def same_outcomes(self) -> bool:
        return self.left.values() == self.right.values()

    def to_dict(self) -> dict[str, Any]:
        return {
            "left": self.left.to_dict(),
            "right": self.right.to_dict(),
            "parting_step": self.parting_step,
            "difference": self.difference,
            "left_rules": _rules(self.left_rules),
            "right_rules": _rules(self.right_rules),
            "left_step": None if self.left_step is None else self.left_step.to_dict(),
            "right_step": None if self.right_step is None else self.right_step.to_dict(),
            "same_outcomes": self.same_outcomes,
        }
