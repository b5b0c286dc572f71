"""The resolver: ``resolve(scenario, procedure, choices) -> Pending | Done``."""

from __future__ import annotations

from collections.abc import Sequence

from .procedures import Procedure
from .results import Done, Pending
from .scenario import Scenario


def resolve(
    scenario: Scenario, procedure: Procedure | str, choices: Sequence[str] = ()
) -> Pending | Done:
    """Resolve ``scenario`` under ``procedure``, taking ``choices`` in order."""
    raise NotImplementedError
