"""An instruction to draw several cards, taken as a whole where a card says so (121.2a:
"replacement effects that refer to the number of cards drawn" modify it "before
considering any of the individual card draws"), and each single draw where it doesn't
(121.2, 614.11). Expected values from Alms Collector's text and those rules."""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, outcomes, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
LIBRARIES = [{"name": "Alice", "library": ["A1", "A2"]}, {"name": "Bob", "library": list("BCDE")}]


def _draw(count, effects, player="Bob"):
    return scenario(
        [obj("alms", "Alms Collector", power=3, toughness=2)],
        [fx("alms", source="alms", preset="alms-collector"), *effects],
        [{"kind": "draw", "player": player, "count": count}],
        players=LIBRARIES,
    )


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_alms_collector_replaces_an_opponents_instruction_to_draw_three(procedure):
    d = done(_draw(3, []), procedure)
    assert d.outcome.text == "Alice draws a card; Bob draws a card"
    assert [len(p["hand"]) for p in d.state["players"]] == [1, 1]


def test_a_single_draw_or_the_controllers_own_draws_are_left_alone():
    assert done(_draw(1, [])).outcome.text == "Bob draws a card"
    assert done(_draw(2, [], player="Alice")).outcome.text == "Alice draws 2 cards"


def test_each_single_draw_is_still_replaced_one_at_a_time():
    # Thought Reflection ("if you would draw a card, draw two instead") sees each of the
    # draws the instruction becomes, not the instruction.
    reflection = fx("tr", "Bob", origin="resolution", preset="thought-reflection")
    d = done(_draw(2, [reflection], player="Alice"))
    assert d.outcome.text == "Alice draws 2 cards"
    s = _draw(2, [reflection])
    # Alms Collector first (the instruction), then Thought Reflection on Bob's one draw.
    assert outcomes(s) == {"Alice draws a card; Bob draws 2 cards"}


def test_cards_at_least_is_checked():
    with pytest.raises(ScenarioError) as e:
        scenario(
            [],
            [
                fx(
                    "x",
                    template="instead",
                    params={
                        "watch": {"event": "draw", "cards_at_least": 1},
                        "instead": [{"do": "nothing"}],
                    },
                )
            ],
            [{"kind": "draw", "player": "Alice"}],
        )
    assert "effects[0].params.watch: cards_at_least must be a whole number from 2" in str(e.value)


def test_a_replacement_that_draws_two_cards_gives_an_instruction_alms_collector_sees():
    # Bob would draw one card; his Thought Reflection makes it "draw two cards", an
    # instruction to draw several cards, which Alms Collector then replaces as a whole
    # (121.2a, 616.2): Alice and Bob each draw a card. Thought Reflection has had its
    # opportunity on that event (614.5), so Bob's one draw is not doubled again.
    reflection = fx("tr", "Bob", origin="resolution", preset="thought-reflection")
    d = done(_draw(1, [reflection]))
    assert d.outcome.text == "Alice draws a card; Bob draws a card"
    assert [len(p["hand"]) for p in d.state["players"]] == [1, 1]
    # Without Alms Collector, the two draws are made one at a time as before.
    alone = scenario(
        [], [reflection], [{"kind": "draw", "player": "Bob", "count": 1}], players=LIBRARIES
    )
    assert done(alone).outcome.text == "Bob draws 2 cards"
