"""Tests for templates/amounts.py: multiplying, dividing, adding to and setting an amount,
and preventing damage. Expected values from the cards' Oracle texts and 615.7 (a shield
prevents the next N damage, then is used up):

- Furnace of Rath: "If a source would deal damage to a permanent or player, it deals double
  that damage to that permanent or player instead."
- Torpor Orb-like halving: "half that damage, rounded down / up".
- Healing Salve: "Prevent the next 3 damage that would be dealt to any target this turn."
- Benevolent Unicorn: "If a spell would deal damage to a permanent or player, it deals that
  much damage minus 1 to that permanent or player instead." (never below 0)"""

from __future__ import annotations

import pytest

from rules.engine.templates.amounts import divided, prevented_amount

from .helpers import done, fx, obj, scenario

BOLT = obj("bolt", "Lightning Bolt", zone="stack", types=("Instant",))


def _bob_life(effects, *amounts):
    events = [
        {"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": n} for n in amounts
    ]
    d = done(scenario([BOLT], effects, events))
    return next(p["life"] for p in d.state["players"] if p["name"] == "Bob")


@pytest.mark.parametrize(
    ("amount", "damage", "prevented"),
    [("all", 7, 7), ("half_up", 5, 3), ("half_down", 5, 2), (3, 2, 2), (3, 5, 3)],
)
def test_how_much_a_prevention_prevents(amount, damage, prevented):
    assert prevented_amount(amount, damage) == prevented


@pytest.mark.parametrize(
    ("n", "divisor", "rounding", "part"),
    [(5, 2, "down", 2), (5, 2, "up", 3), (4, 2, "up", 2), (7, 3, "up", 3), (7, 3, "down", 2)],
)
def test_divided_rounds_as_asked(n, divisor, rounding, part):
    assert divided(n, divisor, rounding) == part


def test_furnace_of_rath_doubles_the_damage():
    furnace = fx("furnace", template="multiply", params={"factor": 2})
    assert _bob_life([furnace], 3) == 14


def test_halving_rounded_down_and_up():
    down = fx("half", template="divide", params={"round": "down"})
    up = fx("half", template="divide", params={"round": "up"})
    assert _bob_life([down], 5) == 18
    assert _bob_life([up], 5) == 17


def test_that_much_minus_one_never_goes_below_zero():
    minus = fx("minus", template="add", params={"amount": -1})
    assert _bob_life([minus], 3) == 18
    assert _bob_life([minus], 1) == 20
    minus_two = fx("minus", template="add", params={"amount": -2})
    assert _bob_life([minus_two], 1) == 20


def test_a_spells_own_damage_set_to_another_amount():
    # Searing Blaze: "Landfall — … Searing Blaze deals 3 damage to that player … instead"
    # of the 1 it deals: a self-replacement of the resolving spell.
    own = fx(
        "own",
        source="bolt",
        template="set_amount",
        params={"amount": 3},
        origin="resolution",
        self_replacement=True,
    )
    assert _bob_life([own], 1) == 17


def _salve(amount):
    salve = fx(
        "salve",
        controller="Bob",
        template="prevent",
        params={"amount": 3, "shield": True, "recipient": {"player": "you"}},
    )
    s = scenario(
        [BOLT],
        [salve],
        [{"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": amount}],
    )
    return done(s).state


def test_a_shield_of_three_prevents_two_and_keeps_one():
    state = _salve(2)
    assert next(p["life"] for p in state["players"] if p["name"] == "Bob") == 20
    assert state["shields"] == [{"key": "salve", "left": 1}]
    assert state["live_effects"] == ["salve"]


def test_a_shield_of_three_prevents_three_of_five_and_is_used_up():
    state = _salve(5)
    assert next(p["life"] for p in state["players"] if p["name"] == "Bob") == 18
    assert state["live_effects"] == []


def test_prevent_half_rounded_up():
    half = fx("half", controller="Bob", template="prevent", params={"amount": "half_up"})
    assert _bob_life([half], 5) == 18
