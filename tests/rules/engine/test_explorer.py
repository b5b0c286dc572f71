"""The explorer (every outcome, memoised on the state) and the comparison of procedures."""

from __future__ import annotations

import json

import pytest

from rules.engine import (
    ChoiceError,
    Done,
    ExplorationLimitError,
    Scenario,
    compare,
    explore,
    get_example,
    resolve,
)
from rules.engine.explorer import explore_every_order


def orderable(n: int) -> Scenario:
    """n damage effects that all apply to one event, in any order, with different results."""
    effects = []
    for i in range(n):
        if i % 2:
            effects.append(
                {
                    "id": f"x{i}",
                    "controller": "Alice",
                    "template": "multiply",
                    "params": {"factor": 2 + i % 3},
                }
            )
        else:
            effects.append(
                {
                    "id": f"p{i}",
                    "controller": "Alice",
                    "template": "add",
                    "params": {"amount": i + 1},
                }
            )
    return Scenario.from_dict(
        {
            "version": 1,
            "players": [{"name": "Alice"}, {"name": "Bob"}],
            "objects": [
                {"id": "bolt", "name": "Lightning Bolt", "owner": "Alice", "zone": "stack"}
            ],
            "effects": effects,
            "events": [{"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": 1}],
        }
    )


def test_explorer_lists_each_outcome_with_the_paths_that_reach_it():
    exploration = explore(get_example("case-18").scenario, "2025-09-19")
    by_text = {g.outcome.text: g for g in exploration.outcomes}
    assert set(by_text) == {
        "Grizzly Bears gets 4 +1/+1 counters",
        "Grizzly Bears gets 3 +1/+1 counters",
    }
    assert by_text["Grizzly Bears gets 4 +1/+1 counters"].paths == (("apply:scales",),)
    assert by_text["Grizzly Bears gets 3 +1/+1 counters"].paths == (("apply:season",),)


def doublers(n: int) -> Scenario:
    """n damage doublers: every order gives the same result."""
    data = orderable(1).to_dict()
    data["effects"] = [
        {"id": f"d{i}", "controller": "Alice", "preset": "furnace-of-rath"} for i in range(n)
    ]
    return Scenario.from_dict(data)


def test_explorer_counts_every_order_but_visits_one_state_per_set_of_effects_applied():
    exploration = explore(doublers(7), "2025-09-19")
    assert [g.outcome.text for g in exploration.outcomes] == ["Bob is dealt 128 damage"]
    assert exploration.outcomes[0].path_count == 5040
    assert exploration.states == 2**7 - 1


def test_memoised_explorer_agrees_with_trying_every_order():
    s = orderable(5)
    fast = explore(s, "2025-09-19")
    slow = explore_every_order(s, "2025-09-19")
    assert fast.texts() == slow.texts()
    assert {g.outcome.text: g.path_count for g in fast.outcomes} == {
        g.outcome.text: g.path_count for g in slow.outcomes
    }


def test_every_listed_path_replays_to_its_outcome():
    s = orderable(4)
    for group in explore(s, "2025-09-19").outcomes:
        for path in group.paths:
            answer = resolve(s, "2025-09-19", path)
            assert isinstance(answer, Done) and answer.outcome == group.outcome


def test_paths_kept_per_outcome_are_capped_but_all_counted():
    exploration = explore(orderable(6), "2025-09-19", max_paths=2)
    assert all(len(g.paths) <= 2 for g in exploration.outcomes)
    assert sum(g.path_count for g in exploration.outcomes) == 720


def test_exploration_over_its_bound_says_so():
    with pytest.raises(ExplorationLimitError) as info:
        explore(orderable(6), "2025-09-19", max_states=10)
    assert "more than 10 distinct states" in str(info.value)


def test_a_choice_path_longer_than_the_bound_says_so():
    # Six orderable effects on one event: every path makes six choices.
    with pytest.raises(ExplorationLimitError) as info:
        explore(orderable(6), "2025-09-19", max_depth=3)
    assert "longer than 3 choices" in str(info.value)
    assert len(explore(orderable(6), "2025-09-19", max_depth=6).outcomes) > 1


def test_comparison_parts_at_the_first_choice_for_essence_and_sentinel():
    comparison = compare(get_example("case-24").scenario)
    assert comparison.parting_step == 1
    assert comparison.left_rules == ("419.9a",)
    assert "616.1c" in comparison.right_rules
    assert comparison.left.texts() != comparison.right.texts()
    assert not comparison.same_outcomes


def test_comparison_of_a_case_both_eras_agree_on():
    comparison = compare(get_example("case-15").scenario)
    assert comparison.parting_step is None
    assert comparison.same_outcomes


def test_everything_the_api_returns_is_json():
    s = get_example("case-20").scenario
    for value in (
        resolve(s, "2025-09-19"),
        resolve(s, "2025-09-19", ["apply:furnace", "apply:furnace"]),
        explore(s, "2008-02-01"),
        compare(s),
    ):
        assert json.loads(json.dumps(value.to_dict())) == value.to_dict()


def _reached_by_resolving(scenario, procedure, choices):
    """Every outcome text below ``choices``, by resolving each path from the start."""
    from rules.engine import Done, resolve

    result = resolve(scenario, procedure, choices)
    if isinstance(result, Done):
        return {result.outcome.text}
    found = set()
    for option in result.options:
        found |= _reached_by_resolving(scenario, procedure, (*choices, option.id))
    return found


@pytest.mark.parametrize("example_id", ["case-17", "case-18", "shield-doubled-damage"])
@pytest.mark.parametrize("procedure", ["2008-02-01", "2025-09-19"])
def test_where_each_option_leads_is_what_resolving_each_path_reaches(example_id, procedure):
    from rules.engine import Pending, get_example, leads, resolve

    scenario = get_example(example_id).scenario
    first = resolve(scenario, procedure)
    assert isinstance(first, Pending)
    expected = {
        o.id: tuple(sorted(_reached_by_resolving(scenario, procedure, (o.id,))))
        for o in first.options
    }
    assert leads(scenario, procedure) == expected


@pytest.mark.parametrize("example_id", ["case-04", "case-18", "shield-doubled-damage"])
@pytest.mark.parametrize("procedure", ["2008-02-01", "2025-09-19"])
def test_one_walk_says_every_outcome_and_where_each_option_leads(example_id, procedure):
    """Outcomes of the whole scenario and, at its first question and the one after the
    first option, where each option leads: what resolving each path reaches (616.1)."""
    from rules.engine import Pending, get_example, outcomes_and_leads, resolve

    scenario = get_example(example_id).scenario
    for choices in ((), None):
        if choices is None:
            first = resolve(scenario, procedure)
            choices = (first.options[0].id,)
        question = resolve(scenario, procedure, choices)
        if not isinstance(question, Pending):
            continue
        whole, below = outcomes_and_leads(scenario, procedure, choices)
        assert whole == _reached_by_resolving(scenario, procedure, ())
        expected = {
            o.id: tuple(sorted(_reached_by_resolving(scenario, procedure, (*choices, o.id))))
            for o in question.options
        }
        assert below == (None if len(whole) == 1 else expected)


def test_one_walk_says_nothing_of_the_options_past_its_limits():
    """case-04's first question asks Alice a color among five (each token's choice, made
    as the token enters, 614.12, 616.1g): with a limit of one state below it, or of four
    options, nothing is said of where they lead; the whole scenario's outcomes are found."""
    from rules.engine import get_example, outcomes_and_leads

    scenario = get_example("case-04").scenario
    with pytest.raises(ExplorationLimitError):
        outcomes_and_leads(scenario, "2025-09-19", max_states=1)
    whole, below = outcomes_and_leads(scenario, "2025-09-19", max_options=4)
    assert below is None
    assert whole == _reached_by_resolving(scenario, "2025-09-19", ())


def test_one_walk_refuses_a_choice_that_is_not_an_option():
    from rules.engine import get_example, outcomes_and_leads

    with pytest.raises(ChoiceError):
        outcomes_and_leads(get_example("case-04").scenario, "2025-09-19", ["no-such-option"])
