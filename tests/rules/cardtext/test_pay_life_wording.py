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
