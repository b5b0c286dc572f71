"""Outcomes: what happened, summed the way a judge says it."""

from __future__ import annotations

from .helpers import done, fx, obj, scenario


def test_damage_to_one_player_from_two_sources_is_summed_by_source():
    s = scenario(
        [
            obj("bolt", "Lightning Bolt", types=("Instant",), zone="stack"),
            obj("shock", "Shock", types=("Instant",), zone="stack"),
        ],
        [],
        [
            {"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": 3},
            {"kind": "damage", "source": "shock", "recipient": "Bob", "amount": 2},
        ],
    )
    assert done(s).outcome.text == "Bob is dealt 5 damage: 3 by Lightning Bolt, 2 by Shock"


def test_damage_entirely_prevented_is_no_damage_and_the_shield_is_spent():
    # 615.7: a shield of 3 prevents the next 3 damage; all 3 prevented, no damage is dealt
    # and nothing is left of the shield.
    s = scenario(
        [obj("bolt", "Lightning Bolt", types=("Instant",), zone="stack")],
        [
            fx(
                "fog",
                "Bob",
                template="prevent",
                label="Holy Day",
                params={"amount": 3, "shield": True},
            )
        ],
        [{"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": 3}],
    )
    d = done(s)
    assert d.outcome.text == "Bob is dealt no damage"
    assert d.outcome.lines[-1] == "Holy Day's shield: 0 left"
