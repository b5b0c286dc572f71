"""Prevention with an additional effect (615.5 / 419.7e): the damage is prevented as it
would have been dealt, the rest of the effect happens immediately afterward and may refer
to the damage prevented; unpreventable damage still gets the additional effect, with
nothing prevented (615.12)."""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, scenario

PLAYERS = [
    {"name": "Alice", "library": ["A1", "A2", "A3"]},
    {"name": "Bob", "library": ["B1", "B2", "B3", "B4"]},
]
SWANS = obj("swans", "Swans of Bryn Argoll", "Alice")
BOLT = obj("bolt", "Lightning Bolt", "Bob", ("Instant",), zone="stack", colors=["red"])


def swans_case(amount: int = 3, **event: object):
    return scenario(
        [SWANS, BOLT],
        [fx("sw", "Alice", source="swans", preset="swans-of-bryn-argoll")],
        [{"kind": "damage", "source": "bolt", "recipient": "swans", "amount": amount, **event}],
        players=PLAYERS,
    )


def test_swans_the_sources_controller_draws_the_damage_prevented():
    # Swans of Bryn Argoll's Oracle text: "prevent that damage. The source's controller
    # draws cards equal to the damage prevented this way." Bob's Bolt: Bob draws 3.
    d = done(swans_case(3))
    assert d.outcome.text == "Swans of Bryn Argoll is dealt no damage; Bob draws 3 cards"
    assert "615.5" in d.trace[0].rules


def test_swans_the_draws_come_from_the_sources_controller_not_the_swans_controller():
    own = obj("own", "Shock", "Alice", ("Instant",), zone="stack", colors=["red"])
    s = scenario(
        [SWANS, own],
        [fx("sw", "Alice", source="swans", preset="swans-of-bryn-argoll")],
        [{"kind": "damage", "source": "own", "recipient": "swans", "amount": 2}],
        players=PLAYERS,
    )
    assert done(s).outcome.text == "Swans of Bryn Argoll is dealt no damage; Alice draws 2 cards"


def test_swans_unpreventable_damage_is_dealt_and_nothing_is_drawn():
    # 615.12: the prevention effect still applies, prevents nothing, and its additional
    # effect happens with the damage prevented this way: none.
    d = done(swans_case(3, unpreventable=True))
    assert d.outcome.text == "Swans of Bryn Argoll is dealt 3 damage"


def test_under_2008_02_01_no_rule_is_cited_for_the_additional_effect():
    d = done(swans_case(2), "2008-02-01")
    assert d.outcome.text == "Swans of Bryn Argoll is dealt no damage; Bob draws 2 cards"
    assert "615.5" not in d.trace[0].rules


def test_prevented_outside_a_prevention_is_an_error_naming_its_path():
    with pytest.raises(ScenarioError) as err:
        scenario(
            [SWANS],
            [
                fx(
                    "i",
                    template="instead",
                    params={
                        "watch": {"event": "draw"},
                        "instead": [{"do": "gain_life", "amount": "prevented"}],
                    },
                )
            ],
            [{"kind": "draw", "player": "Alice"}],
        )
    assert "effects[0].params.instead[0].amount" in str(err.value)


def test_a_follow_up_naming_a_missing_object_is_an_error_naming_its_path():
    with pytest.raises(ScenarioError) as err:
        scenario(
            [SWANS, BOLT],
            [
                fx(
                    "p",
                    template="prevent",
                    params={"amount": "all", "then": [{"do": "tap", "object": "nope"}]},
                )
            ],
            [{"kind": "damage", "source": "bolt", "recipient": "swans", "amount": 1}],
        )
    assert "effects[0].params.then: [0].object 'nope' is not an object" in str(err.value)
