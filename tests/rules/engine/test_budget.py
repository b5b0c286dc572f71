"""A deadline bounds the resolver, the explorer and the comparison in time.

Without one, case 10 with 200 tokens made by one event kept the explorer busy
for minutes (2 GiB and counting), and 4,000 objects destroyed together took
seconds of quadratic work inside one event batch.
"""

from __future__ import annotations

import copy

import pytest

from rules.engine import BudgetExceeded, Deadline, compare, explore, get_example, resolve
from rules.engine.budget import within
from tests.scenarios import creatures_destroyed_together


def _case_10_with_tokens(count: int) -> dict:
    data = copy.deepcopy(get_example("case-10").scenario.to_dict())
    data["timeline"][0]["events"][0]["count"] = count
    return data


def test_a_passed_deadline_stops_resolve_before_any_work():
    with pytest.raises(BudgetExceeded, match="took longer than 0 s"):
        resolve(get_example("case-01").scenario, "2025-09-19", deadline=Deadline.after(0))


def test_explore_of_case_10_with_200_tokens_stops_at_its_deadline():
    with pytest.raises(BudgetExceeded):
        explore(_case_10_with_tokens(200), "2025-09-19", deadline=Deadline.after(0.3))


def test_compare_passes_its_deadline_on():
    with pytest.raises(BudgetExceeded):
        compare(_case_10_with_tokens(200), deadline=Deadline.after(0.3))


def test_a_large_batch_of_events_is_checked_event_by_event():
    # One batch of 3,000 destructions: the deadline is checked inside the batch.
    with pytest.raises(BudgetExceeded):
        resolve(creatures_destroyed_together(3_000), "2025-09-19", deadline=Deadline.after(0.05))


def test_the_current_deadline_applies_when_none_is_passed():
    with within(Deadline.after(0)), pytest.raises(BudgetExceeded):
        explore(get_example("case-18").scenario, "2025-09-19")
    # Outside the block there is no limit again.
    assert explore(get_example("case-18").scenario, "2025-09-19").outcomes


def test_a_generous_deadline_changes_no_answer():
    sc = get_example("case-18").scenario
    assert explore(sc, "2025-09-19", deadline=Deadline.after(60)) == explore(sc, "2025-09-19")
    assert resolve(sc, "2025-09-19", deadline=Deadline.after(60)) == resolve(sc, "2025-09-19")


def test_budget_exceeded_is_a_value_error_with_a_plain_message():
    err = BudgetExceeded(5)
    assert isinstance(err, ValueError)
    assert "5 s" in str(err)
    assert "max_states" not in str(err)
