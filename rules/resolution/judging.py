"""The judge's pages: examples, procedures, scenarios from an address or a form, the
answer after a judge's choices, the explorer and the comparison, each engine error in
words for the judge (:class:`StateError`)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from functools import cache
from typing import Any

from rules.engine import (
    PROCEDURES,
    BudgetExceeded,
    ChoiceError,
    Comparison,
    Deadline,
    Done,
    ErrorDetail,
    Example,
    Exploration,
    ExplorationLimitError,
    Pending,
    Procedure,
    ProcedureError,
    Scenario,
    ScenarioError,
    compare,
    describe_events,
    effect_labels,
    explore,
    get_procedure,
    load_examples,
    outcomes_and_leads,
    resolve,
    uses_this,
)
from rules.engine.budget import current, within
from rules.engine.schema import VALIDATOR, json_path
from rules.engine.templates import describe_filter
from rules.resolution.requests import too_many_states


@dataclass(frozen=True)
class Checked:
    """A scenario dict checked by the engine: its Scenario, or every problem found."""

    scenario: Scenario | None
    problems: tuple[ErrorDetail, ...] = ()
    """Each problem under its JSON path in the scenario."""
    text: str = ""
    """The problems in one message."""


def scenario_checked(data: Mapping[str, Any]) -> Checked:
    """``data`` built into the engine's Scenario (schema, then validation), or its problems."""
    try:
        return Checked(Scenario.from_dict(data))
    except ScenarioError as error:
        return Checked(None, tuple(error.errors), str(error))


# --- The judge's pages -------------------------------------------------------


class StateError(ValueError):
    """The URL's state can't be read; the message says which part and why."""


UNKNOWN_PROCEDURE = "There is no procedure named {name!r} (there are: {known})."
BAD_SCENARIO = "The scenario is not valid: {detail}"
BAD_CHOICE = "The choices in the address don't fit this scenario: {detail}"
CHOICE_DROPPED = (
    "“{choice}” in the address is not an option at this step, so the stepper shows the last "
    "step the choices before it reach."
)
CHOICES_DROPPED_BY_PROCEDURE = (
    "Under the rules of {procedure}, {count} of the choices made don't fit: the stepper "
    "kept the ones that still do."
)
TOO_MANY_OUTCOMES = "This scenario has too many paths to list them all: {detail}."
WRONG_TYPES = "The builder can't show this scenario: {detail}."
_TYPE_WORDS = {
    "array": "a list",
    "object": "an object",
    "string": "text",
    "integer": "a whole number",
    "boolean": "true or false",
    "number": "a number",
}
TOO_SLOW = (
    "This scenario takes too long to work through (over {seconds:g} s), so it was stopped. "
    "Make it smaller: fewer objects, effects, tokens or choices."
)


@cache
def examples() -> tuple[Example, ...]:
    """The library's examples, read once."""
    return tuple(load_examples())


def procedure_named(key: str) -> Procedure:
    """The procedure ``key`` names; StateError listing the known ones."""
    try:
        return get_procedure(key)
    except (ProcedureError, KeyError):
        known = ", ".join(sorted(PROCEDURES))
        raise StateError(UNKNOWN_PROCEDURE.format(name=key, known=known)) from None


def scenario_from(data: Mapping[str, Any]) -> Scenario:
    """The engine's Scenario for a dict; StateError lists what is wrong with it."""
    try:
        return Scenario.from_dict(data)
    except ScenarioError as error:
        raise StateError(BAD_SCENARIO.format(detail=error)) from None


def scenario_types_check(data: Mapping[str, Any]) -> None:
    """Refuse (StateError) a scenario whose values have the wrong JSON type for the builder.

    The builder shows an unfinished scenario (missing fields are marked on its
    rows), but a value of the wrong kind (``"players": 5``, a type that is an
    object, a library holding a number) has no field to show it in.
    """
    wrong = [
        f"{json_path(error.absolute_path) or 'the scenario'} must be "
        + _TYPE_WORDS.get(str(error.validator_value), str(error.validator_value))
        for error in VALIDATOR.iter_errors(data)
        if error.validator == "type"
    ]
    if wrong:
        raise StateError(WRONG_TYPES.format(detail="; ".join(sorted(wrong)[:20])))


@dataclass(frozen=True)
class Answer:
    """Where a judge's choices lead: the engine's answer after the longest run of them,
    from the start, that fits."""

    result: Pending | Done
    kept: tuple[str, ...]
    """The choices that fit (all of them unless some were dropped)."""
    dropped: tuple[str, ...] = ()
    notice: str = ""
    """What the judge is told about the dropped choices."""


def answer_for(
    scenario: Scenario,
    procedure: Procedure,
    choices: tuple[str, ...],
    *,
    procedure_switched: bool = False,
) -> Answer:
    """The answer after ``choices``, the ones that don't fit left out and said
    (``procedure_switched``: because the procedure changed, not a bad address);
    StateError when nothing can be shown."""
    try:
        try:
            return Answer(resolve(scenario, procedure, choices), choices)
        except ChoiceError as error:
            index = getattr(error, "index", None)
            if not isinstance(index, int) or not 0 <= index < len(choices):
                raise StateError(BAD_CHOICE.format(detail=error)) from None
            kept, dropped = choices[:index], choices[index:]
            result = resolve(scenario, procedure, kept)
            if procedure_switched:
                notice = CHOICES_DROPPED_BY_PROCEDURE.format(
                    procedure=procedure.key, count=len(dropped)
                )
            else:
                notice = CHOICE_DROPPED.format(choice=dropped[0])
            return Answer(result, kept, dropped, notice)
    except ChoiceError as error:
        raise StateError(BAD_CHOICE.format(detail=error)) from None
    except ScenarioError as error:
        # Found only while resolving, e.g. effects that would make too many tokens.
        raise StateError(BAD_SCENARIO.format(detail=error)) from None


def answer(scenario: Scenario, procedure: Procedure, choices: Sequence[str]) -> Pending | Done:
    """The engine's answer after ``choices``; StateError when they don't fit."""
    return answer_for(scenario, procedure, tuple(choices)).result


def answers_along(
    scenario: Mapping[str, Any], procedure: str, choices: Sequence[str]
) -> Iterator[Pending | Done]:
    """The answer before each choice, in order; it stops quietly where the scenario,
    the procedure or a choice doesn't fit (for words that must never fail)."""
    try:
        built = Scenario.from_dict(scenario)
        chosen = get_procedure(procedure)
        for count in range(len(choices)):
            yield resolve(built, chosen, list(choices[:count]))
    except (ScenarioError, ChoiceError, ProcedureError, KeyError):
        return


def explored(scenario: Scenario, procedure: Procedure) -> Exploration:
    """Every outcome of ``scenario`` under ``procedure`` with the paths to each."""
    try:
        return explore(scenario, procedure)
    except ExplorationLimitError as error:
        raise StateError(TOO_MANY_OUTCOMES.format(detail=too_many_states(error))) from None
    except ScenarioError as error:
        raise StateError(BAD_SCENARIO.format(detail=error)) from None


def compared(scenario: Scenario) -> Comparison:
    """``scenario`` under the 2008 procedure and today's, side by side."""
    try:
        return compare(scenario)
    except ExplorationLimitError as error:
        raise StateError(TOO_MANY_OUTCOMES.format(detail=too_many_states(error))) from None
    except ScenarioError as error:
        raise StateError(BAD_SCENARIO.format(detail=error)) from None


@dataclass(frozen=True)
class WalkLimits:
    """How far the stepper may look below a question to say where its options lead."""

    max_states: int
    """The most states the walk may visit."""
    max_options: int
    """Questions with more options say no more than whether every order gives one result."""
    seconds: float
    """The most time the walk may take, and at most ``share`` of what the request has left."""
    share: float


def option_leads(
    scenario: Scenario,
    procedure: Procedure,
    choices: Sequence[str],
    option_ids: Sequence[str],
    limits: WalkLimits,
) -> tuple[dict[str, tuple[str, ...]], bool]:
    """Each option's reachable outcomes (by option id), and whether they are all one;
    empty past the limits (a help, never a reason to fail the step)."""
    seconds = limits.seconds
    request_deadline = current()
    if request_deadline is not None:
        seconds = min(seconds, max(0.0, request_deadline.remaining() * limits.share))
    found: dict[str, tuple[str, ...]] = {}
    try:
        with within(Deadline.after(seconds)):
            # One memoised walk of the whole scenario: one outcome for it is one outcome
            # below every option; else the question's options read from the same walk.
            whole, below = outcomes_and_leads(
                scenario,
                procedure,
                choices,
                max_states=limits.max_states,
                max_options=limits.max_options,
            )
            if len(whole) == 1:
                return {option: tuple(whole) for option in option_ids}, True
            if below is None:
                return {}, False
            found = below
    except (BudgetExceeded, ExplorationLimitError):
        return {}, False
    every = {text for texts in found.values() for text in texts}
    return found, len(every) == 1


def events_in_words(scenario: Scenario) -> tuple[str, ...]:
    """The scenario's events in words (none when they can't be said)."""
    try:
        return tuple(describe_events(scenario))
    except ScenarioError:
        return ()


def effects_named(scenario: Scenario) -> dict[str, str]:
    """Each effect's name as the options name it, told apart from the other effects of its
    card ("Doubling Season (2nd effect)"); none when the scenario can't be compiled."""
    try:
        return effect_labels(scenario)
    except ScenarioError:
        return {}


def names_its_source(words: Any) -> bool:
    """Whether an effect's parameters (``words``, at any depth) refer to "this" object,
    the effect's source (113.7)."""
    return uses_this(words)


def filter_in_words(flt: Mapping[str, Any], noun: str) -> str:
    """An object filter in words, e.g. "a nontoken creature"."""
    return describe_filter(flt, noun)


def engine_deadline(seconds: float) -> AbstractContextManager[Deadline | None]:
    """The engine's calls inside the block stop after ``seconds`` (see :func:`too_slow`)."""
    return within(Deadline.after(seconds))


def deadline_within(seconds: float) -> Deadline:
    """The engine's current deadline, or one ``seconds`` from now when that comes sooner
    (or none is current)."""
    own = Deadline.after(seconds)
    now = current()
    return now if now is not None and now.at <= own.at else own


def engine_deadline_at(deadline: Deadline) -> AbstractContextManager[Deadline | None]:
    """The engine's calls inside the block stop at ``deadline``."""
    return within(deadline)


def deadline_passed(deadline: Deadline) -> Exception:
    """The error of work stopped at ``deadline`` (what :func:`too_slow` words)."""
    return BudgetExceeded(deadline.seconds)


def too_slow(exception: Exception) -> str | None:
    """What the judge is told when ``exception`` is the engine stopping at its deadline."""
    if isinstance(exception, BudgetExceeded):
        return TOO_SLOW.format(seconds=exception.seconds)
    return None
