"""Time budgets: a deadline the resolver and the explorer check as they work.

A :class:`Deadline` is a point on :func:`time.monotonic`'s clock. ``resolve``,
``explore`` and ``compare`` take one (``deadline=``); without one they use the
deadline made current by :func:`within`, and without that they have no time
limit. Past the deadline they raise :class:`BudgetExceeded`, so one request
can't hold a server for minutes whatever scenario it sends.

>>> d = Deadline.after(60)
>>> d.expired()
False
>>> Deadline.after(0).check()  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
rules.engine.budget.BudgetExceeded: the scenario took longer than 0 s to work through; ...
"""

from __future__ import annotations

import time
from contextlib import AbstractContextManager
from contextvars import ContextVar
from dataclasses import dataclass


class BudgetExceeded(ValueError):
    """The work ran past its deadline."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        super().__init__(
            f"the scenario took longer than {seconds:g} s to work through; "
            "make it smaller (fewer objects, effects or choices)"
        )


@dataclass(frozen=True)
class Deadline:
    """When the work must stop, on :func:`time.monotonic`'s clock."""

    at: float
    seconds: float
    """The budget it was made with, for the error message."""

    @classmethod
    def after(cls, seconds: float) -> Deadline:
        return cls(time.monotonic() + seconds, seconds)

    def remaining(self) -> float:
        return self.at - time.monotonic()

    def expired(self) -> bool:
        return time.monotonic() >= self.at

    def check(self) -> None:
        """Raise :class:`BudgetExceeded` when the deadline has passed."""
        if time.monotonic() >= self.at:
            raise BudgetExceeded(self.seconds)


_current: ContextVar[Deadline | None] = ContextVar("rules_engine_deadline", default=None)


def current() -> Deadline | None:
    """The deadline made current by :func:`within`, if any."""
    return _current.get()


def within(deadline: Deadline | None) -> AbstractContextManager[Deadline | None]:
    """Make ``deadline`` current for the engine calls inside the block."""
    return _Within(deadline)


class _Within:
    """:func:`within`'s block: a class, not a generator (every heavy request enters one,
    and this makes fewer calls)."""

    __slots__ = ("deadline", "token")

    def __init__(self, deadline: Deadline | None) -> None:
        self.deadline = deadline

    def __enter__(self) -> Deadline | None:
        self.token = _current.set(self.deadline)
        return self.deadline

    def __exit__(self, *exc: object) -> None:
        _current.reset(self.token)


def check(deadline: Deadline | None = None) -> None:
    """Check ``deadline``, or the current one when none is given."""
    d = deadline if deadline is not None else _current.get()
    if d is not None:
        d.check()
