"""Interactions of several effects beyond the judge cases, each ruling taken from the rules text."""

from __future__ import annotations

from .helpers import done, fx, obj, outcomes, pending, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"

MANIAC = obj("maniac", "Laboratory Maniac", power=2, toughness=2)
REFLECTION = obj("reflection", "Thought Reflection", types=("Enchantment",), colors=["blue"])


# Draws made by a replacement effect happen one at a time ----------------------


def test_each_card_a_replacement_draws_is_drawn_in_turn_and_replaced_in_turn():
    # 121.2 / 423.2: cards are drawn one at a time; 614.11a / 419.6h: the draws the
    # replacement requires are completed one by one. Thought Reflection turns the draw
    # into two; the first takes the library's last card, so the second is a draw from an
    # empty library, which Laboratory Maniac replaces with a win.
    s = scenario(
        [MANIAC, REFLECTION],
        [
            fx("reflection", source="reflection", preset="thought-reflection"),
            fx("maniac", source="maniac", preset="laboratory-maniac"),
        ],
        [{"kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "library": ["Island"]}, {"name": "Bob"}],
    )
    for procedure in (MODERN, OLD):
        d = done(s, procedure)
        assert d.outcome.text == "Alice draws a card; Alice wins the game"
        assert d.state["players"][0]["drew_from_empty_library"] == 0


def test_draws_that_replace_a_life_gain_are_drawn_one_at_a_time():
    # 616.2 with 121.2: "gain 2 life" becomes two draws, each replaced or not as it
    # happens; the second finds the library empty, so Laboratory Maniac applies to it.
    s = scenario(
        [MANIAC],
        [
            fx(
                "gain-draw",
                template="instead",
                params={
                    "watch": {"event": "gain_life", "player": "you"},
                    "instead": [{"do": "draw", "count": "that_many"}],
                },
            ),
            fx("maniac", source="maniac", preset="laboratory-maniac"),
        ],
        [{"kind": "gain_life", "player": "Alice", "amount": 2}],
        players=[{"name": "Alice", "library": ["Island"]}, {"name": "Bob"}],
    )
    assert outcomes(s) == {"Alice draws a card; Alice wins the game"}


def test_a_next_time_draw_effect_meets_the_first_of_the_draws_a_replacement_makes():
    # 121.2: the two draws of Thought Reflection are two draws in a row, so "the next
    # time you would draw" is the first of them: Alice gains 5 life, then draws a card.
    s = scenario(
        [REFLECTION],
        [
            fx("reflection", source="reflection", preset="thought-reflection"),
            fx("words", preset="words-of-worship"),
        ],
        [{"kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "library": ["Island", "Forest"]}, {"name": "Bob"}],
    )
    p = pending(s)
    assert p.chooser == "Alice"
    d = done(s, choices=("apply:reflection",))
    assert d.outcome.text == "Alice gains 5 life; Alice draws a card"
    assert d.state["players"][0]["hand"] == ["Island"]
