"""The boundary between the Django side and the engine: the one package that calls it.

Every call into ``rules.engine`` from a module that uses Django goes through here,
and every engine error becomes the app's error here: a :class:`RequestError` for the
API (each problem under the field that was wrong, :mod:`.requests`), a
``RulingInputError`` for rulings (:mod:`.rulings`), a :class:`StateError` for the
judge's pages (:mod:`.judging`). Other modules get typed results (the engine's own
values) and import the engine only for its types and its data;
``tests/rules/test_engine_boundary.py`` checks it. Nothing here decides rules: it
parses, calls the engine and returns what the engine returns.
"""

from .judging import (
    Answer,
    Checked,
    StateError,
    WalkLimits,
    answer,
    answer_for,
    answers_along,
    compared,
    deadline_passed,
    deadline_within,
    engine_deadline,
    engine_deadline_at,
    events_in_words,
    examples,
    explored,
    filter_in_words,
    option_leads,
    procedure_named,
    scenario_checked,
    scenario_from,
    scenario_types_check,
    too_slow,
)
from .requests import (
    DEFAULT_PROCEDURE,
    ERROR_CHOICE_NOT_STRING,
    ERROR_CHOICES_NOT_LIST,
    ERROR_NOT_OBJECT,
    ERROR_PROCEDURE_NOT_STRING,
    ERROR_SCENARIO_MISSING,
    ERROR_SCENARIO_NOT_OBJECT,
    ERROR_UNKNOWN_FIELD,
    RequestError,
    ResolutionRequest,
    exploration_get,
    parse_body,
    parse_request,
    resolution_get,
    too_many_states,
)
from .rulings import Resolution, card_names, resolution_for, same_result

__all__ = [
    "DEFAULT_PROCEDURE",
    "ERROR_CHOICES_NOT_LIST",
    "ERROR_CHOICE_NOT_STRING",
    "ERROR_NOT_OBJECT",
    "ERROR_PROCEDURE_NOT_STRING",
    "ERROR_SCENARIO_MISSING",
    "ERROR_SCENARIO_NOT_OBJECT",
    "ERROR_UNKNOWN_FIELD",
    "Answer",
    "Checked",
    "RequestError",
    "Resolution",
    "ResolutionRequest",
    "StateError",
    "WalkLimits",
    "answer",
    "answer_for",
    "answers_along",
    "card_names",
    "compared",
    "deadline_passed",
    "deadline_within",
    "engine_deadline",
    "engine_deadline_at",
    "events_in_words",
    "examples",
    "exploration_get",
    "explored",
    "filter_in_words",
    "option_leads",
    "parse_body",
    "parse_request",
    "procedure_named",
    "resolution_for",
    "resolution_get",
    "same_result",
    "scenario_checked",
    "scenario_from",
    "scenario_types_check",
    "too_many_states",
    "too_slow",
]
