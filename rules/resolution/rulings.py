"""Rulings: a ruling's scenario resolved with today's resolver, and compared with the
answer the ruling stored."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.engine import (
    PRESETS,
    BudgetExceeded,
    ChoiceError,
    Done,
    ProcedureError,
    Scenario,
    ScenarioError,
    get_procedure,
    old_words,
    resolve,
)
from rules.resolution.judging import TOO_SLOW
from rules.ruling_fields import NOT_FINISHED, RulingInputError

#: The longest outcome line a ruling keeps (its model's field): a longer one (an outcome of
#: hundreds of objects) is cut, ending in "…"; the whole outcome is kept beside it.
OUTCOME_TEXT_MAX = 500


def outcome_line(text: str) -> str:
    """``text`` as a ruling keeps its outcome line: at most :data:`OUTCOME_TEXT_MAX`
    characters, a longer one cut and ending in "…".

    >>> outcome_line("Grizzly Bears is exiled")
    'Grizzly Bears is exiled'
    >>> len(outcome_line("x" * 600)), outcome_line("x" * 600)[-1]
    (500, '…')
    """
    if len(text) <= OUTCOME_TEXT_MAX:
        return text
    return text[: OUTCOME_TEXT_MAX - 1] + "…"


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
    JSON path of each problem, or one that takes longer than the request's deadline),
    the procedure, or the choices (one that is not an option, or too few to reach the end).
    """
    try:
        return _resolution(scenario=scenario, procedure=procedure, choices=choices)
    except BudgetExceeded as error:
        raise RulingInputError({"scenario": [TOO_SLOW.format(seconds=error.seconds)]}) from None


def _resolution(
    *, scenario: Mapping[str, Any], procedure: str, choices: Sequence[str]
) -> Resolution:

    errors: dict[str, list[str]] = {}
    parsed = None
    try:
        parsed = Scenario.from_dict(scenario)
    except ScenarioError as error:
        # A problem of the whole scenario (a key missing at its top) has no path to name.
        errors["scenario"] = [
            f"{detail.path}: {detail.message}" if detail.path else detail.message
            for detail in error.errors
        ] or [str(error)]
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
        outcome_text=outcome_line(result.outcome.text),
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
    return old_words(_TOLD_APART.sub("", value))


#: What tells apart things of one name in a label (engine.labels): "#2", "(Alice's)",
#: "(2nd effect)"; a ruling saved before it was said so still matches.
_TOLD_APART = re.compile(r" #\d+| \([^()]*(?:'s?|\d(?:st|nd|rd|th) effect)\)")
