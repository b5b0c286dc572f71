"""The boundary between requests and the resolver.

Turns a JSON request body ``{"scenario": ..., "procedure": ..., "choices": [...]}``
into the resolver's values, or into a list of errors that each name the field
that was wrong. Nothing here decides rules: it parses, calls the engine and
returns what the engine returns.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules import inputs
from rules.engine import (
    PRESETS,
    ChoiceError,
    Done,
    ErrorDetail,
    ExplorationLimitError,
    Procedure,
    ProcedureError,
    Scenario,
    ScenarioError,
    get_procedure,
    old_words,
    read_outcomes,
    resolve,
)
from rules.ruling_fields import NOT_FINISHED, RulingInputError

DEFAULT_PROCEDURE = "2025-09-19"

ERROR_NOT_OBJECT = "must be a JSON object with the fields scenario, procedure and choices"
ERROR_SCENARIO_MISSING = "is required: the scenario to resolve"
ERROR_SCENARIO_NOT_OBJECT = "must be a JSON object (a scenario in format version 1)"
ERROR_PROCEDURE_NOT_STRING = "must be a string such as 2025-09-19 or 2008-02-01"
ERROR_CHOICES_NOT_LIST = "must be a list of option ids"
ERROR_CHOICE_NOT_STRING = "must be an option id (a string)"
ERROR_UNKNOWN_FIELD = "is not a field of this request (fields: scenario, procedure, choices)"

_FIELDS = frozenset({"scenario", "procedure", "choices"})


def too_many_states(exc: ExplorationLimitError) -> str:
    """The explorer's limit in plain words for a judge (not a programmer's advice)."""
    if exc.max_depth is not None:
        return (
            f"one way through this scenario takes more than {exc.max_depth:,} choices, "
            "too many to list: step through it one choice at a time instead"
        )
    return (
        f"this scenario has more than {exc.max_states:,} different situations to work "
        "through, too many to list every outcome: step through it one choice at a time instead"
    )


class RequestError(ValueError):
    """A request that can't be resolved, with every problem found."""

    def __init__(self, errors: Sequence[ErrorDetail]) -> None:
        self.errors = tuple(errors)
        super().__init__("\n".join(str(e) for e in self.errors))

    def to_dict(self) -> dict[str, Any]:
        return {"errors": [e.to_dict() for e in self.errors]}


@dataclass(frozen=True)
class ResolutionRequest:
    """A parsed request: what to resolve, under which rules, with which answers."""

    scenario: Scenario
    procedure: Procedure
    choices: tuple[str, ...]


def parse_body(body: bytes | str) -> Any:
    """The JSON value of a request body, checked by :mod:`rules.inputs`, or a RequestError."""
    try:
        return inputs.loads(body)
    except inputs.InputError as exc:
        raise RequestError(
            [e if e.path else ErrorDetail("", f"the request body {e.message}") for e in exc.errors]
        ) from None


def parse_request(payload: Any) -> ResolutionRequest:
    """Check every field of ``payload`` and build the resolver's inputs.

    All problems are reported together, each under its JSON path.
    """
    if not isinstance(payload, Mapping):
        raise RequestError([ErrorDetail("", ERROR_NOT_OBJECT)])
    errors: list[ErrorDetail] = [
        ErrorDetail(str(key), ERROR_UNKNOWN_FIELD) for key in payload if key not in _FIELDS
    ]

    procedure: Procedure | None = None
    name = payload.get("procedure", DEFAULT_PROCEDURE)
    if not isinstance(name, str):
        errors.append(ErrorDetail("procedure", ERROR_PROCEDURE_NOT_STRING))
    else:
        try:
            procedure = get_procedure(name)
        except ProcedureError as exc:
            errors.append(ErrorDetail("procedure", str(exc)))

    choices: list[str] = []
    raw_choices = payload.get("choices", [])
    if not isinstance(raw_choices, list):
        errors.append(ErrorDetail("choices", ERROR_CHOICES_NOT_LIST))
    else:
        for index, choice in enumerate(raw_choices):
            if isinstance(choice, str):
                choices.append(choice)
            else:
                errors.append(ErrorDetail(f"choices[{index}]", ERROR_CHOICE_NOT_STRING))

    scenario: Scenario | None = None
    if "scenario" not in payload:
        errors.append(ErrorDetail("scenario", ERROR_SCENARIO_MISSING))
    elif not isinstance(payload["scenario"], Mapping):
        errors.append(ErrorDetail("scenario", ERROR_SCENARIO_NOT_OBJECT))
    else:
        try:
            scenario = Scenario.from_dict(payload["scenario"])
        except ScenarioError as exc:
            errors.extend(_in_scenario(exc))

    if errors or scenario is None or procedure is None:
        raise RequestError(errors)
    return ResolutionRequest(scenario=scenario, procedure=procedure, choices=tuple(choices))


def resolution_get(request: ResolutionRequest) -> dict[str, Any]:
    """The resolver's answer for ``request``: pending or done, as JSON-ready data."""
    try:
        result = resolve(request.scenario, request.procedure, request.choices)
    except ChoiceError as exc:
        raise RequestError([ErrorDetail(f"choices[{exc.index}]", _after_path(exc))]) from None
    except ScenarioError as exc:
        # Found only while resolving: e.g. effects that would make too many tokens.
        raise RequestError(_in_scenario(exc)) from None
    return result.to_dict()


def exploration_get(request: ResolutionRequest) -> dict[str, Any]:
    """Every distinct outcome of ``request``'s scenario with the paths that reach it
    (after its choices, when it has any)."""
    try:
        exploration = read_outcomes(request.scenario, request.procedure, choices=request.choices)
    except ChoiceError as exc:
        raise RequestError([ErrorDetail(f"choices[{exc.index}]", _after_path(exc))]) from None
    except ExplorationLimitError as exc:
        raise RequestError([ErrorDetail("scenario", too_many_states(exc))]) from None
    except ScenarioError as exc:
        raise RequestError(_in_scenario(exc)) from None
    return exploration.to_dict()


def _in_scenario(exc: ScenarioError) -> list[ErrorDetail]:
    """The scenario's errors with paths from the request's root."""
    return [
        ErrorDetail(f"scenario.{e.path}" if e.path else "scenario", e.message) for e in exc.errors
    ]


def _after_path(exc: ChoiceError) -> str:
    """The ChoiceError's message without its leading ``choices[i]:`` path."""
    text = str(exc)
    prefix = f"choices[{exc.index}]: "
    return text[len(prefix) :] if text.startswith(prefix) else text


# --- Rulings ---------------------------------------------------------------


@dataclass(frozen=True)
class Resolution:
    """What the resolver answered for a ruling's scenario, procedure and choices."""

    outcome: dict[str, Any]
    outcome_text: str
    cards: tuple[str, ...]
    rules: tuple[str, ...]


def card_names(scenario_data: Mapping[str, Any]) -> tuple[str, ...]:
    """The card names a scenario mentions: its objects' names and its effects' presets."""
    names: list[str] = []
    for obj in scenario_data.get("objects") or ():
        if isinstance(obj, Mapping) and isinstance(obj.get("name"), str):
            names.append(obj["name"])
    for effect in scenario_data.get("effects") or ():
        if isinstance(effect, Mapping):
            key = effect.get("preset")
            preset = PRESETS.get(key) if isinstance(key, str) else None
            if preset is not None:
                names.append(preset.name)
    unique: list[str] = []
    for name in names:
        if name.strip() and name not in unique:
            unique.append(name.strip())
    return tuple(unique)


def resolution_for(
    *, scenario: Mapping[str, Any], procedure: str, choices: Sequence[str]
) -> Resolution:
    """Resolve a ruling's scenario with today's resolver.

    Raises RulingInputError naming the field at fault: the scenario (with the
    JSON path of each problem), the procedure, or the choices (one that is not
    an option, or too few to reach the end).
    """

    errors: dict[str, list[str]] = {}
    parsed = None
    try:
        parsed = Scenario.from_dict(scenario)
    except ScenarioError as error:
        errors["scenario"] = [f"{detail.path}: {detail.message}" for detail in error.errors] or [
            str(error)
        ]
    try:
        chosen_procedure = get_procedure(procedure)
    except ProcedureError as error:
        errors["procedure"] = [str(error)]
    if errors:
        raise RulingInputError(errors)
    assert parsed is not None
    try:
        result = resolve(parsed, chosen_procedure, tuple(choices))
    except ChoiceError as error:
        raise RulingInputError({"choices": [str(error)]}) from None
    if not isinstance(result, Done):
        raise RulingInputError(
            {"choices": [NOT_FINISHED.format(chooser=result.chooser, question=result.question)]}
        )
    cited: list[str] = []
    for step in result.trace:
        for number in step.rules:
            if number not in cited:
                cited.append(number)
    return Resolution(
        outcome=result.to_dict(),
        outcome_text=result.outcome.text,
        cards=card_names(scenario),
        rules=tuple(cited),
    )


def same_result(stored: Any, stored_text: str, now: Resolution, ids: Sequence[str] = ()) -> bool:
    """Whether today's answer ``now`` is the one a ruling stored: the same final state
    (every field of every player and object the stored state has; fields added since are
    allowed) and the same outcome, its words compared in the words of 2008 and without
    the ids that tell apart objects of one name (``ids``: the scenario's object ids), so
    that a ruling saved before each era spoke its own words ("exiled" / "removed from
    the game") or before copies were labelled still matches. Without a stored answer,
    the outcome texts are compared."""
    was = stored.get("outcome") if isinstance(stored, Mapping) else None
    current = now.outcome.get("outcome")
    if was is None or current is None:
        return bool(now.outcome_text == stored_text)
    if "state" in stored and not _within(stored["state"], now.outcome.get("state")):
        return False
    return bool(_plain(was, ids) == _plain(current, ids))


def _within(stored: Any, current: Any) -> bool:
    """``stored`` is part of ``current``: equal, with fields added since allowed."""
    if isinstance(stored, Mapping):
        return isinstance(current, Mapping) and all(
            k in current and _within(v, current[k]) for k, v in stored.items()
        )
    if isinstance(stored, list):
        return (
            isinstance(current, list)
            and len(stored) == len(current)
            and all(_within(a, b) for a, b in zip(stored, current, strict=True))
        )
    return bool(stored == current)


def _plain(value: Any, ids: Sequence[str]) -> Any:
    """An outcome's words in the words of 2008, without the ids in labels."""
    if isinstance(value, Mapping):
        return {k: _plain(v, ids) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v, ids) for v in value]
    if not isinstance(value, str):
        return value
    for object_id in ids:
        value = value.replace(f" ({object_id})", "")
    return old_words(value)
