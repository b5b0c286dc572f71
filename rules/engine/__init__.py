"""The resolver: pure Python, no Django.

``resolve(scenario, procedure, choices)`` walks an event through every
replacement and prevention effect that applies to it, under the rules of one
Comprehensive Rules release, and answers either the next question
(:class:`Pending`) or the result (:class:`Done`).
"""

from .budget import BudgetExceeded, Deadline
from .compiling import effect_labels
from .eras import old_words
from .errors import (
    MAX_ERRORS,
    ChoiceError,
    ErrorDetail,
    ExplorationLimitError,
    MoreErrors,
    ProcedureError,
    ScenarioError,
    capped,
)
from .examples import Example, get_example, load_examples
from .explorer import compare, explore, leads, outcomes_and_leads
from .presets import PRESETS, Preset
from .procedures import PROCEDURES, Procedure, ProcedureStep, get_procedure
from .readings import read_outcomes
from .resolver import describe_events, resolve
from .results import (
    Comparison,
    Done,
    Excluded,
    Exploration,
    Option,
    Outcome,
    OutcomeGroup,
    Pending,
    Route,
    RouteStep,
    Step,
)
from .scenario import Scenario
from .schema import SCENARIO_SCHEMA
from .validation.effects import uses_this
from .vocabulary import MAX_EFFECT_TEXT

__all__ = [
    "MAX_EFFECT_TEXT",
    "MAX_ERRORS",
    "PRESETS",
    "PROCEDURES",
    "SCENARIO_SCHEMA",
    "BudgetExceeded",
    "ChoiceError",
    "Comparison",
    "Deadline",
    "Done",
    "ErrorDetail",
    "Example",
    "Excluded",
    "Exploration",
    "ExplorationLimitError",
    "MoreErrors",
    "Option",
    "Outcome",
    "OutcomeGroup",
    "Pending",
    "Preset",
    "Procedure",
    "ProcedureError",
    "ProcedureStep",
    "Route",
    "RouteStep",
    "Scenario",
    "ScenarioError",
    "Step",
    "capped",
    "compare",
    "describe_events",
    "effect_labels",
    "explore",
    "get_example",
    "get_procedure",
    "leads",
    "load_examples",
    "old_words",
    "outcomes_and_leads",
    "read_outcomes",
    "resolve",
    "uses_this",
]
