"""Each outcome read whole: along each of its choice paths, who chose what and which
effects were applied without a choice (and why), and the final state it leaves.

The explorer finds the outcomes, their paths, who chooses along each and the final
states without recording any words; this replays the first paths of each outcome (at
most ``max_routes`` per outcome and ``max_reads`` in all, so a scenario of hundreds of
outcomes stays quick) with the trace on, so a ruling can be read and checked whole
without stepping through each path.

>>> from rules.engine import get_example
>>> found = read_outcomes(get_example("case-02").scenario, "2025-09-19")
>>> sorted((r.steps[0].chooser, r.steps[0].chosen) for g in found.outcomes for r in g.routes)
[('Alice', 'apply:rip'), ('Alice', 'apply:shuffle')]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .budget import Deadline, current
from .compiling import compile_scenario
from .explorer import DEFAULT_MAX_STATES, explore
from .procedures import Procedure, get_procedure
from .resolver import as_scenario, resolve
from .results import Done, Exploration, Route, RouteStep, Step
from .scenario import Scenario
from .state import replace

DEFAULT_MAX_ROUTES = 4
"""Paths read whole per outcome (the explorer keeps up to 24 and counts them all)."""
DEFAULT_MAX_READS = 48
"""Paths read whole in all: the first path of each outcome first, then the second …
(each is a resolution; who chose what is known for every path kept without one)."""

_READ = ("choice", "forced", "applied")
"""The trace steps a route keeps: the notes between them are left out."""


def read_outcomes(
    scenario: Scenario | Mapping[str, Any],
    procedure: Procedure | str,
    *,
    max_states: int = DEFAULT_MAX_STATES,
    max_routes: int = DEFAULT_MAX_ROUTES,
    max_reads: int = DEFAULT_MAX_READS,
    deadline: Deadline | None = None,
    choices: Sequence[str] = (),
) -> Exploration:
    """:func:`~rules.engine.explorer.explore` with ``detail``: each outcome with who
    chose what along each path kept, its final state, and its first paths read whole as
    routes (the choices and the steps forced along them, with their rules). With
    ``choices``, only what is still reachable once they are made."""
    sc = as_scenario(scenario)
    proc = get_procedure(procedure)
    deadline = deadline if deadline is not None else current()
    found = explore(
        sc, proc, max_states=max_states, deadline=deadline, detail=True, choices=choices
    )
    routes: list[list[Route]] = [[] for _ in found.outcomes]
    reads = 0
    for n in range(max_routes):
        for group, kept in zip(found.outcomes, routes, strict=True):
            if n < len(group.paths) and reads < max_reads:
                kept.append(_route(sc, proc, group.paths[n], deadline))
                reads += 1
    groups = tuple(
        replace(g, routes=tuple(kept)) for g, kept in zip(found.outcomes, routes, strict=True)
    )
    return replace(found, outcomes=groups)


def _route(
    sc: Scenario, proc: Procedure, path: tuple[str, ...], deadline: Deadline | None
) -> Route:
    answer = resolve(sc, proc, path, deadline=deadline)
    assert isinstance(answer, Done)  # a path the explorer found ends
    return Route(path, tuple(_step(sc, s) for s in answer.trace if s.kind in _READ))


def _step(sc: Scenario, step: Step) -> RouteStep:
    label = ""
    if step.effect_id is not None:
        label = compile_scenario(sc).fx(step.effect_id).label
    return RouteStep(
        kind=step.kind,
        chooser=step.chooser,
        chosen=step.chosen if step.kind == "choice" else None,
        effect_id=step.effect_id,
        effect=label,
        event_after=step.event_after,
        rules=step.rules,
        explanation=step.explanation,
    )


__all__ = ["read_outcomes"]
