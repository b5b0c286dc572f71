"""API requests: a JSON body ``{"scenario": ..., "procedure": ..., "choices": [...]}``
turned into the engine's values and answered, or into a list of errors that each
name the field that was wrong."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules import inputs
from rules.engine import (
    ChoiceError,
    ErrorDetail,
    ExplorationLimitError,
    MoreErrors,
    Procedure,
    ProcedureError,
    Scenario,
    ScenarioError,
    capped,
    get_procedure,
    read_outcomes,
    resolve,
)

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
    """A request that can't be resolved, with its problems (at most ``MAX_ERRORS``)."""

    def __init__(self, errors: Sequence[ErrorDetail]) -> None:
        self.errors = capped(errors)
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
        e
        if isinstance(e, MoreErrors)
        else ErrorDetail(f"scenario.{e.path}" if e.path else "scenario", e.message)
        for e in exc.errors
    ]


def _after_path(exc: ChoiceError) -> str:
    """The ChoiceError's message without its leading ``choices[i]:`` path."""
    text = str(exc)
    prefix = f"choices[{exc.index}]: "
    return text[len(prefix) :] if text.startswith(prefix) else text
