"""The explorer: every distinct outcome with the choice paths that reach it.

It walks the choice tree memoised on the resolution state (:class:`Work`): two
orders of choices that lead to the same state are explored once. Eight
mutually orderable effects have 40,320 orders but only 2⁸ = 256 sets of
effects applied, so the explorer visits a few hundred states, not forty
thousand paths.

>>> from rules.engine import get_example
>>> sorted(explore(get_example("case-18").scenario, "2025-09-19").texts())
['Grizzly Bears gets 3 +1/+1 counters', 'Grizzly Bears gets 4 +1/+1 counters']
"""

from __future__ import annotations

import functools
import gc
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ParamSpec, TypeVar

from .budget import Deadline, current
from .compiling import compile_scenario
from .eras import old_words, outcome_in, words_for
from .errors import ChoiceError, ExplorationLimitError
from .machine import Machine
from .outcomes import facts_of, outcome_of, state_of
from .procedures import Procedure, get_procedure
from .resolver import as_scenario, resolve
from .results import Comparison, Done, Exploration, Outcome, OutcomeGroup, Pending, Step
from .scenario import Scenario
from .state import replace
from .work import Work

DEFAULT_MAX_STATES = 20_000
DEFAULT_MAX_DEPTH = 250
"""Choices along one path (the walk is recursive, one level a choice)."""
DEFAULT_MAX_PATHS = 24
"""Paths kept per outcome (all are counted)."""

P = ParamSpec("P")
R = TypeVar("R")


def _no_cycle_collection(walker: Callable[P, R]) -> Callable[P, R]:
    """The walks make many small values and no reference cycles; Python's cycle collector
    would scan the growing memo again and again (about a sixth of the walk's time), so it
    is paused while ``walker`` runs (``max_states`` bounds it) and resumed once it has
    returned: by then its memo is freed, and the collector has nothing left to scan."""

    @functools.wraps(walker)
    def paused(*args: P.args, **kwargs: P.kwargs) -> R:
        was = gc.isenabled()
        gc.disable()
        try:
            return walker(*args, **kwargs)
        finally:
            if was:
                gc.enable()

    return paused


@_no_cycle_collection
def explore(
    scenario: Scenario | Mapping[str, Any],
    procedure: Procedure | str,
    *,
    max_states: int = DEFAULT_MAX_STATES,
    max_paths: int = DEFAULT_MAX_PATHS,
    max_depth: int = DEFAULT_MAX_DEPTH,
    deadline: Deadline | None = None,
    detail: bool = False,
    choices: Sequence[str] = (),
) -> Exploration:
    """Every distinct outcome of ``scenario`` with the choice paths that reach it (with
    ``detail``, also who chooses at each choice of each path, and each outcome's final
    state).

    With ``choices`` (option ids, as :func:`resolve` takes them), only the outcomes
    still reachable once they are made, each path starting with them.

    Raises :class:`ExplorationLimitError` when more than ``max_states`` distinct
    states would have to be visited, or a choice path is longer than ``max_depth``;
    :class:`ChoiceError` for a choice that isn't an option at its point;
    :class:`~rules.engine.budget.BudgetExceeded` past ``deadline`` (or the current one).
    """
    proc = get_procedure(procedure)
    cc = compile_scenario(as_scenario(scenario))
    deadline = deadline if deadline is not None else current()
    machine = Machine(cc, proc, record=False, deadline=deadline)
    walk = _Walk(machine, max_states, max_depth)
    # The choices already made: walked once, kept so each path can start with them.
    start = machine.start
    made = tuple(choices)
    for index, choice in enumerate(made):
        at, _, q = machine.advance(start)
        ids = [o.id for o in q.options] if q is not None else []
        if q is None or choice not in ids:
            raise ChoiceError(index, str(choice), ids)
        child, _ = machine.choose(at, q, choice)
        walk.askers[start] = q.chooser
        walk.children[start] = ((choice, child, {}),)  # read only by Walk.choosers
        start = child
    result = walk.visit(start, 0)
    groups = []
    for number, count in result.items():
        found = tuple((*made, *p) for p in walk.paths(start, number, max_paths))
        group = OutcomeGroup(walk.outcomes[number], found, count)
        if detail:
            group = replace(
                group,
                choosers=tuple(walk.choosers(machine.start, p) for p in found),
                state=state_of(walk.ends[number].world),
            )
        groups.append(group)
    return Exploration(procedure=proc.key, outcomes=tuple(groups), states=len(walk.counts))


@_no_cycle_collection
def leads(
    scenario: Scenario | Mapping[str, Any],
    procedure: Procedure | str,
    choices: Sequence[str] = (),
    *,
    max_states: int = DEFAULT_MAX_STATES,
    deadline: Deadline | None = None,
) -> dict[str, tuple[str, ...]]:
    """Where each option of the question after ``choices`` leads: the outcome texts
    reachable below it, by option id (empty when the resolution is done).

    One memoised walk from that question, so the states shared below several options are
    worked out once; the choices are replayed once, without building a trace. Raises as
    :func:`resolve` and :func:`explore` do. The stepper's panel asks
    :func:`outcomes_and_leads`, which says the same from the walk of the whole scenario.
    """
    proc = get_procedure(procedure)
    cc = compile_scenario(as_scenario(scenario))
    deadline = deadline if deadline is not None else current()
    machine = Machine(cc, proc, record=False, deadline=deadline)
    work, _, q = machine.advance(machine.start)
    for index, choice in enumerate(choices):
        ids = [o.id for o in q.options] if q is not None else []
        if q is None or choice not in ids:
            raise ChoiceError(index, str(choice), ids)
        work, _ = machine.choose(work, q, choice)
        work, _, q = machine.advance(work)
    if q is None:
        return {}
    walk = _Walk(machine, max_states, DEFAULT_MAX_DEPTH)
    found: dict[str, tuple[str, ...]] = {}
    for option in q.options:
        child, _ = machine.choose(work, q, option.id)
        found[option.id] = tuple(sorted({walk.outcomes[n].text for n in walk.visit(child, 1)}))
    return found


@_no_cycle_collection
def outcomes_and_leads(
    scenario: Scenario | Mapping[str, Any],
    procedure: Procedure | str,
    choices: Sequence[str] = (),
    *,
    max_states: int = DEFAULT_MAX_STATES,
    max_options: int | None = None,
    deadline: Deadline | None = None,
) -> tuple[frozenset[str], dict[str, tuple[str, ...]] | None]:
    """The texts of every outcome of ``scenario`` (as :func:`explore` finds them) and, as
    :func:`leads` says it, where each option of the question after ``choices`` leads.

    One memoised walk from the start serves both: the states below the question are
    those the whole walk met, so they are not resolved a second time. The leads are
    None when the scenario has a single outcome (every option leads to it) or the
    question has more than ``max_options`` options. Raises :class:`ExplorationLimitError`
    past :data:`DEFAULT_MAX_STATES` states in all, or when the question's options reach
    more than ``max_states`` (or a path deeper than :data:`DEFAULT_MAX_DEPTH`) below
    them, as :func:`leads` would (with no ``choices``, as soon as the walk is past that
    many states with two outcomes found: nothing is said of the options then);
    :class:`ChoiceError` as :func:`leads` does.
    """
    proc = get_procedure(procedure)
    cc = compile_scenario(as_scenario(scenario))
    deadline = deadline if deadline is not None else current()
    machine = Machine(cc, proc, record=False, deadline=deadline)
    walk = _Walk(machine, DEFAULT_MAX_STATES, DEFAULT_MAX_DEPTH)
    if not choices:
        # The first question's options reach every state but the start, in the walk's
        # order: past ``max_states`` with two outcomes found, nothing is said anyway.
        walk.stop_past(max_states)
    walk.visit(machine.start, 0)
    whole = frozenset(outcome.text for outcome in walk.outcomes)
    if len(whole) == 1:
        return whole, None
    work = machine.start
    for index, choice in enumerate(choices):
        kids = {option_id: child for option_id, child, _ in walk.children[work]}
        if choice not in kids:
            raise ChoiceError(index, str(choice), list(kids))
        work = kids[choice]
    options = walk.children[work]
    if max_options is not None and len(options) > max_options:
        return whole, None
    seen: set[Work] = set()
    for _, child, _ in options:
        walk.count_below(child, 1, seen, max_states)
    return whole, {
        option_id: tuple(sorted({walk.outcomes[n].text for n in below}))
        for option_id, _, below in options
    }


class _Walk:
    """A depth-first walk of the choice tree, memoised on the resolution state: orders that
    lead to the same state are explored once.

    Outcomes are counted by their number in :attr:`outcomes` (the order they are first
    reached): an ``Outcome`` hashes and compares its facts each time, a number doesn't."""

    def __init__(self, machine: Machine, max_states: int, max_depth: int) -> None:
        self.machine = machine
        self.say = words_for(machine.proc)
        self.max_states = max_states
        self.max_depth = max_depth
        self.check_from = max_states
        """How many states done make :meth:`_visit` ask :meth:`_full` whether to stop."""
        self.stop_at = max_states
        """With two outcomes reached, the states done that end the walk."""
        self.counts: dict[Work, tuple[Work, dict[int, int]]] = {}
        """How many choice paths from each state reach each outcome (by its number), with
        the state as first met (the one the walk keeps, so it is found by identity)."""
        self.outcomes: list[Outcome] = []
        """Each distinct outcome, numbered in the order it is first reached."""
        self.numbers: dict[tuple[Any, ...], int] = {}
        """Each outcome's number by its facts (what outcomes compare by)."""
        self.children: dict[Work, tuple[tuple[str, Work, dict[int, int]], ...]] = {}
        """Each state's options, the states they lead to and the outcomes reached from them
        (none: the resolution is done)."""
        self.askers: dict[Work, str] = {}
        """Who chooses at each state that asks."""
        self.ends: dict[int, Work] = {}
        """A final state of each outcome."""
        self.kept_paths: dict[tuple[Work, int], tuple[list[tuple[str, ...]], int]] = {}
        """The paths found from a state to an outcome, and the limit they were found under."""

    def stop_past(self, states: int) -> None:
        """Ends the walk, once it has reached two outcomes, at a new state met with
        ``states`` states done (where a walk limited to them would have stopped)."""
        self.stop_at = states
        self.check_from = min(self.max_states, states)

    def _full(self) -> None:
        """Raises when the walk is to stop at a new state (:meth:`_visit` calls it once
        :attr:`check_from` states are done)."""
        if len(self.counts) >= self.max_states:
            raise ExplorationLimitError(self.max_states)
        if len(self.outcomes) > 1:
            raise ExplorationLimitError(self.stop_at)

    def number(self, end: Work) -> int:
        """The number of the outcome a final state has: by its facts, the words being made
        only for an outcome not reached before."""
        cc = self.machine.cc
        facts = facts_of(end, cc)
        found = self.numbers.get(facts)
        if found is None:
            found = self.numbers[facts] = len(self.outcomes)
            self.outcomes.append(outcome_in(outcome_of(end, cc), self.say))
            self.ends[found] = end
        return found

    def visit(self, work: Work, depth: int) -> dict[int, int]:
        """How many choice paths from ``work`` reach each outcome (by its number)."""
        return self._visit(work, depth)[1]

    def _visit(self, work: Work, depth: int) -> tuple[Work, dict[int, int]]:
        found = self.counts.get(work)
        if found is not None:
            return found
        if len(self.counts) >= self.check_from:
            self._full()
        if depth > self.max_depth:
            raise ExplorationLimitError(self.max_states, max_depth=self.max_depth)
        machine = self.machine
        if machine.deadline is not None:
            machine.deadline.check()
        at, _, q = machine.advance(work)
        result: dict[int, int] = {}
        if q is None:
            result[self.number(at)] = 1
            self.children[work] = ()
        else:
            self.askers[work] = q.chooser
            kids = []
            for index, option in enumerate(q.options):
                child, _ = machine.choose_at(at, q, index)
                known, below = self._visit(child, depth + 1)
                kids.append((option.id, known, below))
                if not result:
                    result.update(below)
                    continue
                for outcome, count in below.items():
                    result[outcome] = result.get(outcome, 0) + count
            self.children[work] = tuple(kids)
        entry = self.counts[work] = (work, result)
        return entry

    def count_below(self, work: Work, depth: int, seen: set[Work], limit: int) -> None:
        """Adds to ``seen`` the walked states from ``work`` down, in the order a walk of its
        own from there would finish them (:meth:`_visit`'s), and raises where that walk
        would: at a new state with ``limit`` states finished, or past :attr:`max_depth`."""
        if work in seen:
            return
        if len(seen) >= limit:
            raise ExplorationLimitError(limit)
        if depth > self.max_depth:
            raise ExplorationLimitError(limit, max_depth=self.max_depth)
        for _, child, _ in self.children[work]:
            self.count_below(child, depth + 1, seen, limit)
        seen.add(work)

    def paths(self, work: Work, outcome: int, limit: int) -> list[tuple[str, ...]]:
        """The first ``limit`` choice paths from ``work`` to ``outcome``, first-listed first
        (remembered: the first paths under a higher limit begin with those under a lower)."""
        kept = self.kept_paths.get((work, outcome))
        if kept is not None and (len(kept[0]) < kept[1] or limit <= kept[1]):
            return kept[0][:limit]
        kids = self.children[work]
        if not kids:
            return [()]
        found: list[tuple[str, ...]] = []
        for option_id, child, below in kids:
            if outcome in below:
                found.extend(
                    (option_id, *p) for p in self.paths(child, outcome, limit - len(found))
                )
                if len(found) >= limit:
                    break
        self.kept_paths[work, outcome] = (found, limit)
        return found

    def choosers(self, start: Work, path: tuple[str, ...]) -> tuple[str, ...]:
        """Who chooses at each choice of ``path`` from ``start``."""
        work, out = start, []
        for option_id in path:
            out.append(self.askers[work])
            work = next(child for o, child, _ in self.children[work] if o == option_id)
        return tuple(out)


def explore_every_order(
    scenario: Scenario | Mapping[str, Any], procedure: Procedure | str
) -> Exploration:
    """The same answer as :func:`explore` by trying every choice path, without memoising.

    This is the baseline the benchmark compares the explorer with.
    """
    proc = get_procedure(procedure)
    cc = compile_scenario(as_scenario(scenario))
    machine = Machine(cc, proc, record=False)
    say = words_for(proc)
    found: dict[Outcome, list[tuple[str, ...]]] = {}
    visited = 0

    def walk(work: Work, path: tuple[str, ...]) -> None:
        nonlocal visited
        visited += 1
        at, _, q = machine.advance(work)
        if q is None:
            found.setdefault(outcome_in(outcome_of(at, cc), say), []).append(path)
            return
        for option in q.options:
            child, _ = machine.choose(at, q, option.id)
            walk(child, (*path, option.id))

    walk(machine.start, ())
    groups = tuple(
        OutcomeGroup(outcome, tuple(paths[:DEFAULT_MAX_PATHS]), len(paths))
        for outcome, paths in found.items()
    )
    return Exploration(procedure=proc.key, outcomes=groups, states=visited)


# ---------------------------------------------------------------------------
# Comparing two procedures
# ---------------------------------------------------------------------------


def _same_step(a: Step, b: Step) -> bool:
    """Whether two procedures take the same step, whatever words each era uses."""
    return (a.kind, a.chooser, a.effect_id) == (b.kind, b.chooser, b.effect_id) and (
        tuple(map(old_words, (*a.options, a.event_after)))
        == tuple(map(old_words, (*b.options, b.event_after)))
    )


def _describe(step: Step | None, answer: Pending | Done, key: str) -> str:
    if step is None:
        if isinstance(answer, Pending):
            labels = ", ".join(o.label for o in answer.options)
            return f"{key}: {answer.chooser} chooses ({labels})"
        return f"{key}: done — {answer.outcome.text}"
    if step.kind == "choice":
        return f"{key}: {step.chooser} chooses among {', '.join(step.options)}"
    if step.kind == "forced":
        return f"{key}: applied without a choice — {step.explanation.rstrip('.')}"
    return f"{key}: {step.explanation.rstrip('.')}"


def compare(
    scenario: Scenario | Mapping[str, Any],
    left: Procedure | str = "2008-02-01",
    right: Procedure | str = "2025-09-19",
    *,
    deadline: Deadline | None = None,
) -> Comparison:
    """The scenario under two procedures: both explorations, and where they first part.

    It follows one path (the first option at each choice the two share) and
    reports the first trace step that differs: a choice on one side that is
    forced on the other, a different chooser, or different options.
    """
    sc = as_scenario(scenario)
    lp, rp = get_procedure(left), get_procedure(right)
    deadline = deadline if deadline is not None else current()
    choices: list[str] = []
    parting: int | None = None
    difference = "the two procedures take the same steps"
    l_rules: tuple[str, ...] = ()
    r_rules: tuple[str, ...] = ()
    l_step = r_step = None
    for _ in range(200):
        la = resolve(sc, lp, choices, deadline=deadline)
        ra = resolve(sc, rp, choices, deadline=deadline)
        lt, rt = la.trace, ra.trace
        for i, (a, b) in enumerate(zip(lt, rt, strict=False)):
            if not _same_step(a, b):
                parting, l_step, r_step = i + 1, a, b
                break
        else:
            n = min(len(lt), len(rt))
            if len(lt) != len(rt):
                parting = n + 1
                l_step = lt[n] if len(lt) > n else None
                r_step = rt[n] if len(rt) > n else None
            elif isinstance(la, Pending) and isinstance(ra, Pending):
                lo, ro = [o.id for o in la.options], [o.id for o in ra.options]
                if la.chooser != ra.chooser or lo != ro:
                    parting = n + 1
                else:
                    choices.append(lo[0])
                    continue
            elif isinstance(la, Pending) != isinstance(ra, Pending):
                parting = n + 1
        if parting is not None:
            l_rules = l_step.rules if l_step else (la.rules if isinstance(la, Pending) else ())
            r_rules = r_step.rules if r_step else (ra.rules if isinstance(ra, Pending) else ())
            difference = f"{_describe(l_step, la, lp.key)}; {_describe(r_step, ra, rp.key)}"
        break
    return Comparison(
        left=explore(sc, lp, deadline=deadline),
        right=explore(sc, rp, deadline=deadline),
        parting_step=parting,
        difference=difference,
        left_rules=l_rules,
        right_rules=r_rules,
        left_step=l_step,
        right_step=r_step,
    )


__all__ = ["Done", "compare", "explore", "explore_every_order", "outcomes_and_leads"]
