"""The reader on paying life (119.4): "If you would pay life while your library has at least
that many cards in it, exile that many cards from the top of your library instead"
(Ashiok, Wicked Manipulator), read as an ``instead`` on the payment with its condition read
against the payment's amount."""

from __future__ import annotations

from rules.cardtext import parse_card


def _effects(text: str):
    return parse_card(name="Ashiok, Wicked Manipulator", text=text, controller="Alice").effects


def test_ashioks_sentence_is_an_instead_on_paying_life_with_its_condition():
    (effect,) = _effects(
        "If you would pay life while your library has at least that many cards in it, exile "
        "that many cards from the top of your library instead."
    )
    assert effect["template"] == "instead"
    assert effect["params"] == {
        "watch": {"event": "pay_life", "player": "you"},
        "condition": {"cards": {"player": "you", "zone": "library"}, "at_least": "that_many"},
        "instead": [{"do": "exile_top", "count": "that_many"}],
    }


def test_paying_life_without_the_condition_and_a_number_of_cards():
    (effect,) = _effects(
        "If an opponent would pay life, that player exiles two cards from the top of their "
        "library instead."
    )
    assert effect["params"] == {
        "watch": {"event": "pay_life", "player": "opponent"},
        "instead": [{"do": "exile_top", "count": 2}],
    }


def test_a_life_total_that_can_t_change_is_two_cant_effects():
    # Platinum Emperion: "Your life total can't change. (You can't gain or lose life. You
    # can't pay any amount of life except 0.)"; not losing life, no life is paid (119.8).
    parsed = parse_card(
        name="Platinum Emperion",
        text="Your life total can't change. (You can't gain or lose life.)",
        controller="Alice",
    )
    assert [(e["template"], e["params"]) for e in parsed.effects] == [
        ("cant", {"event": "gain_life", "player": "you"}),
        ("cant", {"event": "lose_life", "player": "you"}),
    ]
