"""The resolver: ``resolve(scenario, procedure, choices) -> Pending | Done``.

The loop below is the same for every release of the rules; what differs is the
:class:`~rules.engine.procedures.Procedure` (its steps of choosing and the rule
numbers it cites). The loop works on a :class:`Work` value (the world, the
events being modified, what is left to happen) and either asks a
:class:`Question` or finishes. Choices are option ids, so a list of them
replays exactly.

>>> from rules.engine import Scenario
>>> s = Scenario.from_dict({
...     "version": 1,
...     "players": [{"name": "Alice"}, {"name": "Bob"}],
...     "objects": [
...         {"id": "goblin", "name": "Raging Goblin", "owner": "Alice", "types": ["Creature"]},
...         {"id": "furnace", "name": "Furnace of Rath", "owner": "Alice"}],
...     "effects": [{"id": "furnace", "source": "furnace", "controller": "Alice",
...                  "preset": "furnace-of-rath"}],
...     "events": [{"kind": "damage", "source": "goblin", "recipient": "Bob", "amount": 2}],
... })
>>> done = resolve(s, "2025-09-19")
>>> done.outcome.text
'Bob is dealt 4 damage'
>>> [step.kind for step in done.trace]
['forced', 'note']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from .budget import Deadline
from .compiling import compile_scenario, event_from_spec
from .eras import excluded_in, option_in, outcome_in, says_as_is, step_in, words_for
from .errors import ChoiceError
from .machine import Machine
from .outcomes import outcome_of, state_of
from .procedures import Procedure, get_procedure
from .results import Done, Pending, Step
from .scenario import Scenario
from .words import describe_event
from .work import Draft


def describe_events(scenario: Scenario | Mapping[str, Any]) -> tuple[str, ...]:
    """The scenario's events about to happen, in words, one per event.

    >>> from rules.engine import get_example
    >>> describe_events(get_example("case-02").scenario)
    ('Blightsteel Colossus would be destroyed',)
    """
    sc = as_scenario(scenario)
    world = compile_scenario(sc).start.world
    out = []
    for i, spec in enumerate(sc.events):
        ev = event_from_spec(spec, spec.id or "e", (0, i), world)
        text = describe_event(ev, world)
        if spec.kind == "draw" and (spec.count or 1) > 1:
            text = f"{spec.player} would draw {spec.count} cards"
        out.append(text)
    return tuple(out)


def as_scenario(scenario: Scenario | Mapping[str, Any]) -> Scenario:
    if isinstance(scenario, Scenario):
        return scenario
    return Scenario.from_dict(scenario)


def _number(drafts: Sequence[Draft]) -> list[Step]:
    return [
        Step(
            i,
            d.kind,
            d.chooser,
            d.options,
            d.chosen,
            d.effect_id,
            d.before,
            d.after,
            d.rules,
            d.explanation,
        )
        for i, d in enumerate(drafts, start=1)
    ]


def resolve(
    scenario: Scenario | Mapping[str, Any],
    procedure: Procedure | str,
    choices: Sequence[str] = (),
    *,
    deadline: Deadline | None = None,
) -> Pending | Done:
    """Resolve ``scenario`` under ``procedure``, taking ``choices`` (option ids) in order.

    Returns :class:`Pending` when a player must choose next, :class:`Done` when
    the final events are known. Raises :class:`ChoiceError` for a choice that
    isn't an option at its point, :class:`ProcedureError` for an unknown
    procedure, :class:`ScenarioError` for a scenario that isn't valid, and
    :class:`~rules.engine.budget.BudgetExceeded` past ``deadline`` (or the current one).
    """
    proc = procedure if isinstance(procedure, Procedure) else get_procedure(procedure)
    sc = scenario if isinstance(scenario, Scenario) else as_scenario(scenario)
    cc = compile_scenario(sc)
    machine = Machine(cc, proc, record=True, deadline=deadline)
    if isinstance(choices, str):
        choices = (choices,)
    drafts: list[Draft] = []
    # A question answered by the next choice is asked without the words only an open one shows.
    work, steps, q = machine.advance(machine.start, answered=bool(choices))
    drafts.extend(steps)
    for index, choice in enumerate(choices):
        ids = [o.id for o in q.options] if q is not None else []
        if q is None or choice not in ids:
            raise ChoiceError(index, str(choice), ids)
        work, steps = machine.choose(work, q, choice)
        drafts.extend(steps)
        work, steps, q = machine.advance(work, answered=index + 1 < len(choices))
        drafts.extend(steps)
    say = words_for(proc)
    as_is = says_as_is(say)
    trace = tuple(_number(drafts) if as_is else [step_in(s, say) for s in _number(drafts)])
    if q is not None:
        return Pending(
            chooser=q.chooser,
            question=say(q.text),
            options=tuple([option_in(o, say) for o in q.options]),
            excluded=tuple([excluded_in(x, say) for x in q.excluded]),
            event_text=say(q.event_text),
            trace=trace,
            rules=q.rules,
            procedure=proc.key,
            choices=tuple(choices),
        )
    return Done(
        outcome=outcome_in(outcome_of(work, cc), say),
        events=tuple([r.text if as_is else say(r.text) for r in work.log]),
        made_state=partial(state_of, work.world),
        trace=trace,
        procedure=proc.key,
        choices=tuple(choices),
    )
