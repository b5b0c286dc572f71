"""Prevention of "all but N" of the damage. Expected values from the Oracle text and the
rules:

- Forcefield: "{1}: The next time an unblocked creature of your choice would deal combat
  damage to you this turn, prevent all but 1 of that damage." N of the damage is left, the
  rest is prevented (615.1a; 419.1b in 2008-02-01).
- Furnace of Rath: "If a source would deal damage to a permanent or player, it deals double
  that damage to that permanent or player instead."
- 616.1 (419.9 in 2008-02-01): the affected player chooses the order, and the order
  matters: Furnace first, 2 becomes 4, then all but 1 is prevented → 1; Forcefield first,
  2 becomes 1, then Furnace doubles it → 2.

The preset is keyed on the creature the player chose (chosen_source), and the card's words
say what may be chosen: "an unblocked creature" (its ``source`` filter: a creature whose
place in combat is unblocked, 509.1h). A chosen creature that is not an unblocked creature
is not one the effect watches: its damage is not prevented."""

from __future__ import annotations

import pytest

from rules.engine.errors import ScenarioError

from .helpers import done, fx, obj, scenario

PROCS = ("2008-02-01", "2025-09-19")
BEAR = obj("bear", "Grizzly Bears", controller="Alice", combat="unblocked")


def _attack(effects, amount=2, combat=True, bear=BEAR):
    return scenario(
        [bear],
        effects,
        [
            {
                "kind": "damage",
                "source": "bear",
                "recipient": "Bob",
                "amount": amount,
                "combat": combat,
            }
        ],
    )


def _forcefield():
    return fx("ff", "Bob", preset="forcefield", params={"chosen_source": "bear"})


def _bob_life(d):
    return next(p["life"] for p in d.state["players"] if p["name"] == "Bob")


@pytest.mark.parametrize("procedure", PROCS)
@pytest.mark.parametrize(("amount", "life"), [(2, 19), (5, 19), (1, 19)])
def test_forcefield_leaves_one_of_the_damage(procedure, amount, life):
    assert _bob_life(done(_attack([_forcefield()], amount), procedure)) == life


@pytest.mark.parametrize("procedure", PROCS)
def test_forcefield_does_not_meet_noncombat_damage(procedure):
    assert _bob_life(done(_attack([_forcefield()], 3, combat=False), procedure)) == 17


@pytest.mark.parametrize("procedure", PROCS)
@pytest.mark.parametrize(("first", "life"), [("apply:furnace", 19), ("apply:ff", 18)])
def test_the_order_with_furnace_of_rath_is_the_affected_players_choice(procedure, first, life):
    furnace = fx("furnace", preset="furnace-of-rath")
    d = done(_attack([furnace, _forcefield()]), procedure, (first,))
    assert _bob_life(d) == life


@pytest.mark.parametrize("procedure", PROCS)
def test_forcefield_leaves_a_blocked_creatures_damage_alone(procedure):
    blocked = {**BEAR, "combat": "blocked"}
    assert _bob_life(done(_attack([_forcefield()], 2, bear=blocked), procedure)) == 18


def test_the_preset_watches_an_unblocked_creature():
    from rules.engine import PRESETS

    assert PRESETS["forcefield"].params["source"] == {
        "types": ["Creature"],
        "combat": "unblocked",
    }


def test_all_but_is_only_with_all():
    with pytest.raises(ScenarioError) as err:
        _attack([fx("s", "Bob", template="prevent", params={"amount": 3, "all_but": 1})])
    assert 'effects[0].params.all_but: is only with amount "all"' in str(err.value)


def test_all_but_must_be_at_least_one():
    with pytest.raises(ScenarioError) as err:
        _attack([fx("s", "Bob", template="prevent", params={"amount": "all", "all_but": 0})])
    assert "effects[0].params.all_but" in str(err.value)
