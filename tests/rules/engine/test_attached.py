""" "Enchanted creature" and "equipped creature": the permanent an Aura or Equipment is
attached to.

Expected values from the cards' Oracle texts and the rules. Pariah: "Enchant creature. All
damage that would be dealt to you is dealt to enchanted creature instead." An Aura is
attached to the object it enchants (303.4); "enchanted creature" is that creature, never the
Aura. Pariah's Shield: "Equipped creature … All damage that would be dealt to you is dealt to
equipped creature instead" (301.5). With a prevention shield on the player too, the
affected player chooses which applies first (616.1; 419.9a in 2008).
"""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, option_ids, outcomes, pending, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
BOTH = pytest.mark.parametrize("procedure", [MODERN, OLD])

BEARS = obj("bears", "Grizzly Bears", power=2, toughness=2)
AXE = obj("axe", "Lava Axe", owner="Bob", types=("Sorcery",), zone="stack", colors=["red"])
AXE_TO_ALICE = [{"id": "e1", "kind": "damage", "source": "axe", "recipient": "Alice", "amount": 5}]


def _pariah(*more_effects, attached="bears", objects=()):
    pariah = obj("pariah", "Pariah", types=("Enchantment",), subtypes=["Aura"], colors=["white"])
    if attached is not None:
        pariah["attached_to"] = attached
    return scenario(
        [pariah, BEARS, AXE, *objects],
        [fx("pariah", source="pariah", preset="pariah"), *more_effects],
        AXE_TO_ALICE,
    )


def _dealt(d, object_id):
    return next(o for o in d.state["objects"] if o["id"] == object_id)["damage"]


@BOTH
def test_the_damage_goes_to_the_creature_the_aura_enchants(procedure):
    d = done(_pariah(), procedure)
    assert _dealt(d, "bears") == 5
    assert _dealt(d, "pariah") == 0
    alice = next(p for p in d.state["players"] if p["name"] == "Alice")
    assert alice["life"] == 20


@BOTH
def test_with_a_shield_on_the_player_she_orders_them(procedure):
    # Healing Salve: prevent the next 3 damage that would be dealt to Alice.
    salve = obj("salve", "Healing Salve", types=("Instant",), zone="graveyard")
    s = _pariah(fx("salve", source="salve", preset="healing-salve"), objects=[salve])
    q = pending(s, procedure)
    assert q.chooser == "Alice"  # the affected player
    assert option_ids(q) == ["apply:pariah", "apply:salve"]
    # Pariah first: all 5 to the Bears, which the shield on Alice doesn't protect.
    assert _dealt(done(s, procedure, ("apply:pariah",)), "bears") == 5
    # The shield first: 3 prevented, the 2 left dealt to the Bears instead.
    assert _dealt(done(s, procedure, ("apply:salve",)), "bears") == 2
    assert outcomes(s, procedure) == {
        "Grizzly Bears is dealt 5 damage",
        "Grizzly Bears is dealt 2 damage",
    }


def test_an_equipment_redirects_to_the_creature_it_equips():
    shield = obj("shield", "Pariah's Shield", types=("Artifact",), subtypes=["Equipment"])
    shield["attached_to"] = "bears"
    s = scenario(
        [shield, BEARS, AXE],
        [fx("shield", source="shield", preset="pariahs-shield")],
        AXE_TO_ALICE,
    )
    assert _dealt(done(s), "bears") == 5


def test_once_the_creature_is_gone_the_damage_is_not_redirected():
    # The Bears are destroyed before the damage: the redirection does nothing (614.9).
    pariah = obj("pariah", "Pariah", types=("Enchantment",), subtypes=["Aura"])
    pariah["attached_to"] = "bears"
    s = scenario(
        [pariah, BEARS, AXE],
        [fx("pariah", source="pariah", preset="pariah")],
        AXE_TO_ALICE,
        timeline=[{"events": [{"id": "t1", "kind": "destroy", "object": "bears"}]}],
    )
    d = done(s)
    alice = next(p for p in d.state["players"] if p["name"] == "Alice")
    assert alice["life"] == 15
    assert next(o for o in d.state["objects"] if o["id"] == "bears")["zone"] == "graveyard"


def test_an_aura_attached_to_nothing_is_named_by_path():
    with pytest.raises(ScenarioError) as err:
        _pariah(attached=None)
    assert "effects[0].params.to" in str(err.value)
    assert "attached_to" in str(err.value)


@pytest.mark.parametrize(
    ("attached", "message"),
    [("nobody", "'nobody' is not an object of the scenario"), ("pariah", "itself")],
)
def test_attached_to_must_name_another_object(attached, message):
    with pytest.raises(ScenarioError) as err:
        _pariah(attached=attached)
    assert "objects[0].attached_to" in str(err.value)
    assert message in str(err.value)


def test_attached_to_a_card_in_a_graveyard_is_refused():
    gone = obj("elves", "Llanowar Elves", zone="graveyard")
    with pytest.raises(ScenarioError) as err:
        _pariah(attached="elves", objects=[gone])
    assert "objects[0].attached_to" in str(err.value)
    assert "graveyard" in str(err.value)
