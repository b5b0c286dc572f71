"""Template parameters (``params.py``): what the format accepts for each kind of value,
and the message naming what is wrong. Expected values are the format's own words."""

from __future__ import annotations

from rules.engine.params import Param, check_param

PLAYERS = ("Alice", "Bob")
OBJECTS = {"bears", "bolt"}


def _check(param, value):
    return check_param(param, value, PLAYERS, OBJECTS)


def test_a_whole_number_with_a_minimum():
    amount = Param("amount", "int", True, 0)
    assert _check(amount, 3) is None
    assert _check(amount, -1) == "must be a whole number ≥ 0"
    # true is not a number, though Python counts it as 1
    assert _check(amount, True) == "must be a whole number ≥ 0"
    assert _check(amount, "3") == "must be a whole number ≥ 0"


def test_an_amount_that_may_be_all():
    # "Prevent all damage": a prevention amount is a number or "all" (615).
    amount = Param("amount", "int_or_all")
    assert _check(amount, "all") is None
    assert _check(amount, 2) is None
    assert _check(amount, "most") == 'must be a whole number or "all"'


def test_a_player_filter_names_you_an_opponent_any_player_or_a_player():
    player = Param("player", "playerfilter")
    for word in ("you", "opponent", "any", "Bob"):
        assert _check(player, word) is None
    assert _check(player, "Carol") == "'Carol' must be you, opponent, any or a player's name"
    # "you don't control" describes an object, not a player: a player filter refuses it.
    assert _check(player, "not_you") == "'not_you' must be you, opponent, any or a player's name"


def test_an_object_filters_controller_may_be_not_you():
    # Channel Harm: "by sources you don't control".
    source = Param("source", "objfilter")
    assert _check(source, {"controller": "not_you"}) is None
    assert _check(source, {"owner": "not_you"}) is None
    assert _check(source, {"controller": "nobody"}) == (
        "controller must be you, opponent, not_you, any or a player's name"
    )


def test_a_recipient_is_a_player_and_or_an_object():
    recipient = Param("recipient", "recipientfilter")
    assert _check(recipient, {"player": "you"}) is None
    assert _check(recipient, {"player": "you", "zone": "hand"}) == "unknown key(s): zone"
    assert _check(recipient, "Bob") == "must be an object with player and/or object"


def test_a_word_from_a_list_of_choices():
    event = Param("event", "str", choices=("damage", "draw"))
    assert _check(event, "draw") is None
    assert _check(event, "") == "must be a non-empty string"
    assert _check(event, "win") == "'win' is not one of: damage, draw"
