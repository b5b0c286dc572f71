"""Toxic N. Expected values from the rules and Oracle text:

- 702.164c: "Combat damage dealt to a player by a creature with toxic causes that
  creature's controller to give the player a number of poison counters equal to that
  creature's total toxic value"; 120.3g lists it among damage's results; 702.164b: the
  total toxic value is "the sum of all N values" (the scenario's ``toxic``).
- Bilious Skulldweller: "Deathtouch, toxic 1" (a 1/1).
- Only damage dealt counts: damage all prevented gives no counters. Toxic did not exist in
  2008; the card is read as written under either procedure.
- Melira, Sylvok Outcast: "You can't get poison counters."."""

from __future__ import annotations

import pytest

from rules.engine.errors import ScenarioError

from .helpers import done, fx, obj, scenario

PROCS = ("2008-02-01", "2025-09-19")


def _bob(effects=(), amount=1, combat=True, toxic=1):
    skull = obj("skull", "Bilious Skulldweller", toxic=toxic)
    ev = {"kind": "damage", "source": "skull", "recipient": "Bob", "amount": amount}
    ev["combat"] = combat
    return scenario([skull], list(effects), [ev])


def _state(d):
    bob = next(p for p in d.state["players"] if p["name"] == "Bob")
    return bob["life"], dict(bob.get("counters") or {}).get("poison", 0)


@pytest.mark.parametrize("procedure", PROCS)
def test_combat_damage_gives_life_loss_and_poison(procedure):
    assert _state(done(_bob(), procedure)) == (19, 1)


@pytest.mark.parametrize("procedure", PROCS)
def test_instances_add_up(procedure):
    assert _state(done(_bob(amount=2, toxic=3), procedure)) == (18, 3)


@pytest.mark.parametrize("procedure", PROCS)
def test_noncombat_damage_gives_no_poison(procedure):
    assert _state(done(_bob(combat=False), procedure)) == (19, 0)


@pytest.mark.parametrize("procedure", PROCS)
def test_prevented_damage_gives_no_poison(procedure):
    fog = fx("fog", "Bob", template="prevent", params={"amount": "all"})
    assert _state(done(_bob([fog]), procedure)) == (20, 0)


def test_toxic_must_be_at_least_one():
    with pytest.raises(ScenarioError) as err:
        _bob(toxic=0)
    assert "objects[0].toxic" in str(err.value)


@pytest.mark.parametrize("procedure", PROCS)
def test_melira_stops_the_poison_not_the_loss_of_life(procedure):
    melira = fx("melira", "Bob", preset="melira-sylvok-outcast-poison")
    assert _state(done(_bob([melira], amount=2, toxic=2), procedure)) == (18, 0)
