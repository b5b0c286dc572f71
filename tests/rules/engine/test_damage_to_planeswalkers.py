"""Damage dealt to planeswalkers and battles (120.3c, 120.3h; 212.9d in 2008): counters are
removed, no damage is marked; a planeswalker that is also a creature has both results.
Expected values from those rules."""

from __future__ import annotations

import pytest

from .helpers import done, obj, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"


def _state(recipient, source=None, procedure=MODERN, amount=2):
    src = source or obj("bolt", "Lightning Bolt", zone="stack", types=("Instant",), colors=["red"])
    s = scenario(
        [recipient, src],
        [],
        [{"kind": "damage", "source": src["id"], "recipient": recipient["id"], "amount": amount}],
    )
    answer = done(s, procedure)
    return next(o for o in answer.state["objects"] if o["id"] == recipient["id"])


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_damage_to_a_planeswalker_removes_loyalty_counters(procedure):
    jace = obj(
        "jace", "Jace Beleren", owner="Bob", types=("Planeswalker",), counters={"loyalty": 3}
    )
    after = _state(jace, procedure=procedure)
    assert after["counters"] == {"loyalty": 1}
    assert after["damage"] == 0


def test_more_damage_than_loyalty_leaves_none():
    jace = obj(
        "jace", "Jace Beleren", owner="Bob", types=("Planeswalker",), counters={"loyalty": 3}
    )
    assert _state(jace, amount=5)["counters"] == {}


def test_infect_damage_to_a_planeswalker_removes_loyalty_and_gives_no_minus_counters():
    jace = obj(
        "jace", "Jace Beleren", owner="Bob", types=("Planeswalker",), counters={"loyalty": 3}
    )
    agent = obj("agent", "Blighted Agent", types=("Creature",), keywords=["infect"])
    after = _state(jace, source=agent, amount=1)
    assert after["counters"] == {"loyalty": 2}


def test_damage_to_a_battle_removes_defense_counters():
    battle = obj(
        "battle", "Invasion of Zendikar", owner="Bob", types=("Battle",), counters={"defense": 3}
    )
    after = _state(battle)
    assert after["counters"] == {"defense": 1}
    assert after["damage"] == 0


def test_a_planeswalker_creature_loses_loyalty_and_has_the_damage_marked():
    gideon = obj(
        "gideon",
        "Gideon, Ally of Zendikar",
        owner="Bob",
        types=("Planeswalker", "Creature"),
        counters={"loyalty": 4},
    )
    after = _state(gideon)
    assert after["counters"] == {"loyalty": 2}
    assert after["damage"] == 2
