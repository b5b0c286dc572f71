"""Reads for the judge's pages: the examples library and a state's resolution.

Everything here asks the resolver (``rules.engine``); nothing decides a rule.
Each function is keyword-only and raises :class:`~judgeapp.state.StateError`
with a message for the judge when the address can't be turned into a page.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from typing import Any

from judgeapp.caching import remembered
from judgeapp.state import JudgeState, StateError, decode_scenario
from rules import engine
from rules.engine.templates import TEMPLATES, Template
from rules.resolution import too_many_states

DEFAULT_PROCEDURE = "2025-09-19"

UNKNOWN_EXAMPLE = "There is no example named {name!r} in the library."
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


# ---------------------------------------------------------------- examples


@cache
def _examples() -> tuple[engine.Example, ...]:
    return tuple(engine.load_examples())


def example_list(*, tag: str = "", card: str = "") -> list[engine.Example]:
    """The examples that carry ``tag`` and name ``card`` (each ignored when empty)."""
    tag = tag.strip().lower()
    card = card.strip().lower()
    found = []
    for example in _examples():
        if tag and tag not in {t.lower() for t in example.tags}:
            continue
        if card and not any(card in name.lower() for name in example.cards):
            continue
        found.append(example)
    return found


def example_tags() -> list[str]:
    return sorted({tag for example in _examples() for tag in example.tags}, key=str.lower)


def example_cards() -> list[str]:
    return sorted({card for example in _examples() for card in example.cards}, key=str.lower)


def example_get(*, example_id: str) -> engine.Example:
    for example in _examples():
        if example.id == example_id:
            return example
    raise StateError(UNKNOWN_EXAMPLE.format(name=example_id))


# ---------------------------------------------------------------- procedures


def procedure_list() -> list[engine.Procedure]:
    """The procedures the judge offers, newest first."""
    return sorted(engine.PROCEDURES.values(), key=lambda p: p.key, reverse=True)


def procedure_get(*, key: str) -> engine.Procedure:
    try:
        return engine.get_procedure(key)
    except (engine.ProcedureError, KeyError):
        known = ", ".join(sorted(engine.PROCEDURES))
        raise StateError(UNKNOWN_PROCEDURE.format(name=key, known=known)) from None


# ---------------------------------------------------------------- a state


@dataclass(frozen=True)
class Judging:
    """A state made whole: the scenario, its procedure and where the choices lead."""

    state: JudgeState
    """The state, with its procedure filled in."""
    title: str
    summary: str
    example: engine.Example | None
    """The library's example, or None for a built scenario."""
    scenario: engine.Scenario
    """The resolver's Scenario."""
    procedure: engine.Procedure
    result: engine.Pending | engine.Done
    """The resolver's Pending or Done after the state's choices."""
    dropped: tuple[str, ...] = ()
    """The choices of the address that were left out because they didn't fit (the state
    holds the ones kept, the longest run from the start that fits)."""
    notice: str = ""
    """What the judge is told about the dropped choices."""

    @property
    def done(self) -> bool:
        return isinstance(self.result, engine.Done)


def scenario_data(*, state: JudgeState) -> Mapping[str, Any]:
    """The scenario dict a state names (from the library, or decoded from the URL)."""
    if state.example:
        return example_get(example_id=state.example).scenario.to_dict()
    return decode_scenario(state.scenario or "")


def judging_get(*, state: JudgeState, procedure_switched: bool = False) -> Judging:
    """Resolve a state; StateError says what in the address is wrong.

    Choices that don't fit are no reason to refuse the page: the judging keeps the
    longest run of them from the start that fits and says what was left out
    (``procedure_switched``: because the procedure changed, not a bad address).
    """
    example = example_get(example_id=state.example) if state.example else None
    if example is not None:
        scenario = example.scenario
        title = example.title
        summary = example.summary
        default = example.procedure or DEFAULT_PROCEDURE
    else:
        scenario = _built(state.scenario or "")
        title = scenario.title or "A built scenario"
        summary = scenario.note or ""
        default = DEFAULT_PROCEDURE
    procedure = procedure_get(key=state.procedure or default)
    state = replace(state, procedure=procedure.key)
    dropped: tuple[str, ...] = ()
    notice = ""
    try:
        try:
            result = engine.resolve(scenario, procedure, state.choices)
        except engine.ChoiceError as error:
            index = getattr(error, "index", None)
            if not isinstance(index, int) or not 0 <= index < len(state.choices):
                raise StateError(BAD_CHOICE.format(detail=error)) from None
            dropped = state.choices[index:]
            state = state.with_choices(state.choices[:index])
            result = engine.resolve(scenario, procedure, state.choices)
            if procedure_switched:
                notice = CHOICES_DROPPED_BY_PROCEDURE.format(
                    procedure=procedure.key, count=len(dropped)
                )
            else:
                notice = CHOICE_DROPPED.format(choice=dropped[0])
    except engine.ChoiceError as error:
        raise StateError(BAD_CHOICE.format(detail=error)) from None
    except engine.ScenarioError as error:
        # Found only while resolving, e.g. effects that would make too many tokens.
        raise StateError(BAD_SCENARIO.format(detail=error)) from None
    return Judging(
        state=state,
        title=title,
        summary=summary,
        example=example,
        scenario=scenario,
        procedure=procedure,
        result=result,
        dropped=dropped,
        notice=notice,
    )


WRONG_TYPES = "The builder can't show this scenario: {detail}."
_TYPE_WORDS = {
    "array": "a list",
    "object": "an object",
    "string": "text",
    "integer": "a whole number",
    "boolean": "true or false",
    "number": "a number",
}


def scenario_types_check(*, data: Mapping[str, Any]) -> None:
    """Refuse (StateError) a scenario whose values have the wrong JSON type for the builder.

    The builder shows an unfinished scenario (missing fields are marked on its
    rows), but a value of the wrong kind (``"players": 5``, a type that is an
    object, a library holding a number) has no field to show it in.
    """
    from rules.engine.schema import VALIDATOR as validator
    from rules.engine.schema import json_path

    wrong = [
        f"{json_path(error.absolute_path) or 'the scenario'} must be "
        + _TYPE_WORDS.get(str(error.validator_value), str(error.validator_value))
        for error in validator.iter_errors(data)
        if error.validator == "type"
    ]
    if wrong:
        raise StateError(WRONG_TYPES.format(detail="; ".join(sorted(wrong)[:20])))


def scenario_build(*, data: Mapping[str, Any]) -> engine.Scenario:
    """The resolver's Scenario for a dict; StateError lists what is wrong with it."""
    return _scenario_from(data)


#: Scenarios from addresses up to this long are kept built (see :func:`_built`).
KEEP_BUILT_UP_TO = 2_048


def _built(encoded: str) -> engine.Scenario:
    """The scenario an address holds. One from a short address is built once per
    process (the states of one scenario, each choice a new address, share it); a
    long one, which could be large, is built each time, its panels being cached."""
    if len(encoded) <= KEEP_BUILT_UP_TO:
        return _built_short(encoded)
    return _scenario_from(decode_scenario(encoded))


@lru_cache(maxsize=128)
def _built_short(encoded: str) -> engine.Scenario:
    return _scenario_from(decode_scenario(encoded))


def _scenario_from(data: Mapping[str, Any]) -> engine.Scenario:
    try:
        return engine.Scenario.from_dict(data)
    except engine.ScenarioError as error:
        raise StateError(BAD_SCENARIO.format(detail=error)) from None


def exploration_get(*, judging: Judging) -> engine.Exploration:
    """Every outcome of the judging's scenario under its procedure, with the paths to each
    (worked out once, then kept in the shared cache)."""
    question = f"{judging.state.restart().query()}|{judging.procedure.key}"
    return remembered("explore", question, lambda: _exploration(judging))[0]


def _exploration(judging: Judging) -> engine.Exploration:
    try:
        return engine.explore(judging.scenario, judging.procedure)
    except engine.ExplorationLimitError as error:
        raise StateError(TOO_MANY_OUTCOMES.format(detail=too_many_states(error))) from None
    except engine.ScenarioError as error:
        raise StateError(BAD_SCENARIO.format(detail=error)) from None


def comparison_get(*, judging: Judging) -> engine.Comparison:
    """The judging's scenario under the 2008 procedure and today's, side by side
    (worked out once, then kept in the shared cache)."""
    question = judging.state.restart().with_procedure("").query()
    return remembered("compare", question, lambda: _comparison(judging))[0]


def _comparison(judging: Judging) -> engine.Comparison:
    try:
        return engine.compare(judging.scenario)
    except engine.ExplorationLimitError as error:
        raise StateError(TOO_MANY_OUTCOMES.format(detail=too_many_states(error))) from None
    except engine.ScenarioError as error:
        raise StateError(BAD_SCENARIO.format(detail=error)) from None


# ---------------------------------------------------------------- presets


def preset_list() -> list[engine.Preset]:
    return sorted(engine.PRESETS.values(), key=lambda p: p.name.lower())


def preset_search(*, query: str, limit: int = 12) -> list[engine.Preset]:
    """Presets whose card name, key or tags contain every word of ``query``."""
    words = query.lower().split()
    if not words:
        return []
    found = []
    for preset in preset_list():
        haystack = " ".join((preset.name, preset.key, preset.template, *preset.tags)).lower()
        if all(word in haystack for word in words):
            found.append(preset)
    return found[:limit]


def parting_question(
    *,
    judging: Judging,
    procedure: engine.Procedure,
    exploration: engine.Exploration,
    step: int,
) -> engine.Pending | None:
    """The question a side asks at the step where two procedures part, or None.

    The comparison gives the step a side took there; when that side stopped to
    ask instead, this replays its first path up to that step to get the question.
    """
    paths = [path for group in exploration.outcomes for path in group.paths]
    if not paths:
        return None
    path = paths[0]
    for count in range(len(path) + 1):
        result = engine.resolve(judging.scenario, procedure, path[:count])
        if isinstance(result, engine.Pending) and len(result.trace) + 1 == step:
            return result
        if len(result.trace) + 1 > step:
            return None
    return None


#: Paths longer or more numerous than this are shown by their option ids.
MAX_LABELLED_PATHS = 60


def path_labels(*, judging: Judging, paths: tuple[tuple[str, ...], ...]) -> list[list[str]]:
    """Each path's choices as the labels the stepper showed for them (ids past the bound)."""
    labelled = []
    for number, path in enumerate(paths):
        if number >= MAX_LABELLED_PATHS:
            labelled.append(list(path))
            continue
        labels = []
        for count, choice in enumerate(path):
            result = engine.resolve(judging.scenario, judging.procedure, path[:count])
            options = (
                {option.id: option.label for option in result.options}
                if isinstance(result, engine.Pending)
                else {}
            )
            labels.append(options.get(choice, choice))
        labelled.append(labels)
    return labelled


def template_list() -> list[Template]:
    """The general effect templates a judge can describe any card with."""
    return list(TEMPLATES.values())


@dataclass(frozen=True)
class EffectLine:
    """One effect of a scenario as the stepper lists it."""

    id: str
    label: str
    controller: str
    text: str


def scenario_effects(*, judging: Judging) -> list[EffectLine]:
    """The scenario's effects with their card's words, recomputed from their parameters."""
    from judgeapp.stepping import effect_label, effect_words

    scenario = judging.scenario
    return [
        EffectLine(
            effect.id,
            effect_label(effect, scenario),
            effect.controller,
            effect_words(effect=effect, scenario=scenario),
        )
        for effect in scenario.effects
    ]


def choice_words(
    *, scenario: Mapping[str, Any], procedure: str, choices: tuple[str, ...] | list[str]
) -> list[str]:
    """Each choice as the stepper said it: "Bob: Rest in Peace first" (the id when the
    scenario or a choice no longer resolves, so nothing is ever lost)."""
    words = [str(choice) for choice in choices]
    try:
        built = engine.Scenario.from_dict(scenario)
        proc = engine.get_procedure(procedure)
        for count, choice in enumerate(choices):
            result = engine.resolve(built, proc, list(choices[:count]))
            labels = {option.id: option.label for option in getattr(result, "options", ())}
            if not isinstance(result, engine.Pending) or choice not in labels:
                break
            words[count] = f"{result.chooser}: {labels[choice]}"
    except (engine.ScenarioError, engine.ChoiceError, engine.ProcedureError, KeyError):
        pass
    return words
