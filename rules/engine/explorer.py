"""The explorer: every distinct outcome, memoised on the resolution state."""

from __future__ import annotations

from .procedures import Procedure
from .results import Comparison, Exploration
from .scenario import Scenario

DEFAULT_MAX_STATES = 200_000


def explore(
    scenario: Scenario, procedure: Procedure | str, *, max_states: int = DEFAULT_MAX_STATES
) -> Exploration:
    """Every distinct outcome of ``scenario`` with the choice paths that reach it."""
    raise NotImplementedError


def compare(
    scenario: Scenario, left: Procedure | str = "2008-02-01", right: Procedure | str = "2025-09-19"
) -> Comparison:
    """The scenario under two procedures, and the first step where they part."""
    raise NotImplementedError
