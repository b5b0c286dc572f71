"""The resolver's errors (errors.py): each names what was wrong and where. Expected values
from the scenario given, worked out by hand."""

from __future__ import annotations

import pytest

from rules.engine import resolve
from rules.engine.errors import (
    ChoiceError,
    ErrorDetail,
    ExplorationLimitError,
    ProcedureError,
    ScenarioError,
)

from .helpers import fx, obj, scenario


def test_a_scenario_error_lists_every_problem_with_its_path():
    err = ScenarioError([ErrorDetail("objects[0].id", "is missing"), ErrorDetail("", "no events")])
    assert str(err) == "objects[0].id: is missing\nno events"
    assert err.to_dict() == {
        "errors": [
            {"path": "objects[0].id", "message": "is missing"},
            {"path": "", "message": "no events"},
        ]
    }
    assert str(ScenarioError([])) == "invalid scenario"


def test_an_unknown_procedure_names_itself_and_the_known_ones():
    with pytest.raises(ProcedureError) as caught:
        resolve(
            scenario([obj("b", "Grizzly Bears")], [], [{"kind": "destroy", "object": "b"}]),
            "1999-01-01",
        )
    assert "'1999-01-01'" in str(caught.value)
    assert "2025-09-19" in str(caught.value)


def test_a_choice_that_is_not_an_option_names_its_index_and_the_options():
    # Two Furnaces of Rath would double the same damage: Bob, who is dealt it, chooses which
    # applies first (616.1); "nonsense" is not one of them.
    s = scenario(
        [obj("furnace", "Furnace of Rath", types=("Enchantment",)), obj("bears", "Grizzly Bears")],
        [
            fx("f1", preset="furnace-of-rath", source="furnace"),
            fx("f2", preset="furnace-of-rath", source="furnace"),
        ],
        [{"kind": "damage", "source": "bears", "recipient": "Bob", "amount": 2}],
    )
    with pytest.raises(ChoiceError) as caught:
        resolve(s, "2025-09-19", ("nonsense",))
    err = caught.value
    assert (err.index, err.choice) == (0, "nonsense")
    assert len(err.options) == 2
    assert str(err).startswith("choices[0]: 'nonsense' is not an option here (options: ")


def test_a_choice_after_the_end_says_nothing_is_left_to_choose():
    err = ChoiceError(1, "f1", ())
    assert str(err) == "choices[1]: 'f1' is not an option here: nothing is left to choose"


def test_exploration_limits_name_the_limit_met():
    assert "more than 100 distinct states" in str(ExplorationLimitError(100))
    assert "longer than 12 choices" in str(ExplorationLimitError(100, max_depth=12))
