"""The resolver's errors: narrow, and each one quotes what was wrong."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .vocabulary import MAX_UNITS_MADE


@dataclass(frozen=True)
class ErrorDetail:
    """One thing wrong with a scenario."""

    path: str
    """Where in the scenario's JSON, e.g. ``"effects[2].params.factor"``."""
    message: str
    """What is wrong there, e.g. ``"must be a whole number ≥ 2"``."""

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message

    def to_dict(self) -> dict[str, str]:
        return {"path": self.path, "message": self.message}


MAX_ERRORS = 50
"""The most problems an error carries; the rest are counted on one closing line."""


@dataclass(frozen=True)
class MoreErrors(ErrorDetail):
    """The closing line of a capped list: how many problems were left out."""

    count: int = 0


def more_errors(count: int) -> MoreErrors:
    noun = "error" if count == 1 else "errors"
    return MoreErrors("", f"and {count} more {noun}", count)


def capped(errors: Iterable[ErrorDetail]) -> tuple[ErrorDetail, ...]:
    """The first :data:`MAX_ERRORS` of ``errors``, then one line counting the rest.

    A closing line already in ``errors`` (from a capped list merged into this one)
    adds its count to the rest.

    >>> found = capped(ErrorDetail(f"objects[{i}]", "bad") for i in range(52))
    >>> len(found), str(found[-1])
    (51, 'and 2 more errors')
    """
    kept: list[ErrorDetail] = []
    more = 0
    for error in errors:
        if isinstance(error, MoreErrors):
            more += error.count
        elif len(kept) < MAX_ERRORS:
            kept.append(error)
        else:
            more += 1
    return (*kept, more_errors(more)) if more else tuple(kept)


class ScenarioError(ValueError):
    """A scenario that can't be resolved, with its problems (at most :data:`MAX_ERRORS`).

    >>> err = ScenarioError([ErrorDetail("effects[2].params.factor", "must be a whole number ≥ 2")])
    >>> str(err)
    'effects[2].params.factor: must be a whole number ≥ 2'
    """

    def __init__(self, errors: Iterable[ErrorDetail]) -> None:
        self.errors: tuple[ErrorDetail, ...] = capped(errors)
        super().__init__("\n".join(str(e) for e in self.errors) or "invalid scenario")

    def to_dict(self) -> dict[str, object]:
        return {"errors": [e.to_dict() for e in self.errors]}


class ProcedureError(ValueError):
    """An unknown procedure name."""

    def __init__(self, name: str, known: Iterable[str]) -> None:
        self.name = name
        self.known = tuple(known)
        super().__init__(
            f"unknown procedure {name!r} (known: {', '.join(self.known)}, "
            "or any release date from 2003-07-01 as YYYY-MM-DD)"
        )


class ChoiceError(ValueError):
    """A choice that is not one of the options at its point in the resolution."""

    def __init__(self, index: int, choice: str, options: Iterable[str]) -> None:
        self.index = index
        self.choice = choice
        self.options = tuple(options)
        if self.options:
            detail = f"is not an option here (options: {', '.join(self.options)})"
        else:
            detail = "is not an option here: nothing is left to choose"
        super().__init__(f"choices[{index}]: {choice!r} {detail}")


class ExplorationLimitError(ValueError):
    """The explorer met more distinct states, or a longer choice path, than it was allowed."""

    def __init__(self, max_states: int, *, max_depth: int | None = None) -> None:
        self.max_states = max_states
        self.max_depth = max_depth
        if max_depth is not None:
            message = (
                f"a choice path of the scenario is longer than {max_depth} choices; "
                "step through it with resolve() instead, or raise max_depth"
            )
        else:
            message = (
                f"the scenario has more than {max_states} distinct states to explore; "
                "step through it with resolve() instead, or raise max_states"
            )
        super().__init__(message)


def too_many(what: str, n: int, noun: str) -> ScenarioError:
    """An effect making more objects or events than the resolver follows one by one."""
    return ScenarioError(
        [
            ErrorDetail(
                "effects",
                f"{what}: {n} {noun} is more than the resolver follows one by one "
                f"(at most {MAX_UNITS_MADE})",
            )
        ]
    )
