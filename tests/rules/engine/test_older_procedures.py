"""Older procedures: who is named, and what is cited, when an optional entering effect
meets a control-changing effect under the rules of 2008-02-01 (rule 419.9a had no
control step then). Expected values from 419.9a, 419.9b and 419.6i of 2008-02-01."""

from __future__ import annotations

from rules.engine import get_example, resolve


def _clone_and_specimens():
    return get_example("era-clone-gather-specimens").scenario


def test_the_player_who_decides_whether_clone_copies_is_the_one_named():
    # Specimens first: Clone would come into play under Alice's control, so "you" on
    # Clone is Alice (419.6i: checked as it would exist in play).
    answer = resolve(_clone_and_specimens(), "2008-02-01", ["apply:specimens"])
    assert answer.chooser == "Alice"
    step = next(s for s in answer.trace if s.effect_id == "clone")
    assert "Clone's controller, Alice, now chooses" in step.explanation
    assert "Bob" not in step.explanation.split("now chooses")[0].split("controller,")[1]


def test_declining_an_optional_effect_does_not_make_another_newly_applicable():
    # Specimens applied to the event from the start; declining Clone changes nothing, so
    # Specimens did not "become applicable" by another effect's modification (419.9b).
    end = resolve(_clone_and_specimens(), "2008-02-01", ["apply:clone", "mode:decline"])
    step = next(s for s in end.trace if s.effect_id == "specimens")
    assert step.kind == "forced"
    assert "419.9b" not in step.rules
    assert "became applicable" not in step.explanation


def test_an_effect_that_does_become_applicable_still_says_so():
    # case 5: gaining life becomes drawing; the draw replacement became applicable (419.9b).
    s = get_example("case-05").scenario
    answer = resolve(s, "2008-02-01", [])
    while not hasattr(answer, "outcome"):
        answer = resolve(s, "2008-02-01", [*answer.choices, answer.options[0].id])
    assert any("419.9b" in st.rules for st in answer.trace if st.kind == "forced")
