"""Tests for templates/game.py: a loss of life that damage can't bring below a number.
Expected values from Worship's Oracle text ("If you control a creature, damage that would
reduce your life total to less than 1 reduces it to 1 instead.") and 120.3a (damage dealt
to a player causes that player to lose that much life)."""

from __future__ import annotations

from .helpers import done, fx, obj, scenario

BOLT = obj("bolt", "Lightning Bolt", zone="stack", types=("Instant",))
FLOOR = fx("worship", controller="Bob", template="life_floor", params={"cause": "damage"})


def _resolve(amount, *, life=20, effects=(FLOOR,)):
    s = scenario(
        [BOLT],
        list(effects),
        [{"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": amount}],
        players=[{"name": "Alice"}, {"name": "Bob", "life": life}],
    )
    return done(s)


def _life_after(amount, **kw):
    d = _resolve(amount, **kw)
    return next(p["life"] for p in d.state["players"] if p["name"] == "Bob")


def test_damage_that_would_bring_life_below_one_leaves_one():
    # 20 - 30 would be -10: reduced to 1 instead.
    assert _life_after(30) == 1


def test_damage_exactly_to_one_is_untouched():
    # 20 - 19 = 1 is not "less than 1": the effect doesn't apply, 19 life is lost.
    assert _life_after(19) == 1
    assert [step.effect_id for step in _resolve(19).trace if step.effect_id] == []
    assert [step.effect_id for step in _resolve(20).trace if step.effect_id] == ["worship"]
    assert _life_after(5) == 15


def test_at_one_life_damage_makes_no_life_lost():
    assert _life_after(3, life=1) == 1


def test_a_higher_floor_is_kept_too():
    higher = fx("floor", controller="Bob", template="life_floor", params={"floor": 10})
    assert _life_after(15, effects=(higher,)) == 10
