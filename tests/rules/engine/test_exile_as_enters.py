"""Cards exiled from a graveyard as a permanent enters (614.1c, 614.13a). Expected values
from Sutured Ghoul's Oracle text ("As Sutured Ghoul enters, exile any number of creature
cards from your graveyard. Sutured Ghoul's power is equal to the total power of the exiled
cards and its toughness is equal to their total toughness"), Living Lore's ("As Living
Lore enters, exile an instant or sorcery card from your graveyard") and 614.13a: "You
can't choose the object that will become that permanent or any other object entering the
battlefield at the same time as that object" (its example: Sutured Ghoul and Runeclaw
Bear)."""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"

GRAVEYARD = [
    obj("ghoul", "Sutured Ghoul", zone="graveyard"),
    obj("bear", "Runeclaw Bear", zone="graveyard", power=2, toughness=2),
    obj("giant", "Hill Giant", zone="graveyard", power=3, toughness=3),
    obj("plains", "Plains", zone="graveyard", types=("Land",)),
    obj("ogre", "Gray Ogre", owner="Bob", zone="graveyard", power=2, toughness=2),
]
GHOUL_ENTERS = [{"id": "e1", "kind": "enter", "object": "ghoul"}]


def _ghoul(exile, events=GHOUL_ENTERS, preset="sutured-ghoul", **params):
    effect = fx("g", source="ghoul", preset=preset, params={"exile": exile, **params})
    return scenario(GRAVEYARD, [effect], events)


def _zones(d):
    return {o["id"]: o["zone"] for o in d.state["objects"]}


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_the_creature_cards_chosen_are_exiled_and_make_its_power_and_toughness(procedure):
    d = done(_ghoul(["bear", "giant"]), procedure)
    zones = _zones(d)
    assert zones["ghoul"] == "battlefield"
    assert (zones["bear"], zones["giant"], zones["plains"]) == ("exile", "exile", "graveyard")
    # 2 + 3 power, 2 + 3 toughness.
    assert "as a 5/5" in d.outcome.text
    cited = {r for step in d.trace for r in step.rules}
    assert ({"614.13", "614.12"} if procedure == MODERN else {"419.6i"}) <= cited


def test_only_creature_cards_of_your_own_graveyard_can_be_exiled():
    d = done(_ghoul(["plains", "ogre", "giant"]))
    zones = _zones(d)
    assert (zones["plains"], zones["ogre"], zones["giant"]) == ("graveyard", "graveyard", "exile")
    assert "as a 3/3" in d.outcome.text


def test_any_number_includes_none():
    d = done(_ghoul([]))
    assert _zones(d)["ghoul"] == "battlefield"
    assert "with no card exiled as it enters, as a 0/0" in d.outcome.text


def test_an_object_entering_at_the_same_time_cant_be_chosen():
    events = [*GHOUL_ENTERS, {"id": "e2", "kind": "enter", "object": "bear"}]
    with pytest.raises(ScenarioError) as caught:
        _ghoul(["giant", "bear"], events)
    assert str(caught.value) == (
        "effects[0].params.exile[1]: 'bear' enters the battlefield at the same time, so it "
        "can't be chosen (614.13a)"
    )


def test_the_permanent_itself_cant_be_chosen():
    with pytest.raises(ScenarioError, match=r"effects\[0\]\.params\.exile\[0\]: 'ghoul'"):
        _ghoul(["ghoul"])


def test_an_unknown_card_is_named():
    with pytest.raises(ScenarioError, match=r"effects\[0\]\.params\.exile: 'nope' is not"):
        _ghoul(["nope"])


def test_living_lore_exiles_one_instant_or_sorcery_card():
    objects = [
        obj("lore", "Living Lore", zone="stack"),
        obj("bolt", "Lightning Bolt", zone="graveyard", types=("Instant",)),
        obj("giant", "Hill Giant", zone="graveyard"),
    ]
    effect = fx("l", source="lore", preset="living-lore", params={"exile": ["giant", "bolt"]})
    with pytest.raises(ScenarioError, match=r"exile: the card exiles 1 as it enters"):
        scenario(objects, [effect], [{"id": "e1", "kind": "enter", "object": "lore"}])
    effect["params"]["exile"] = ["bolt"]
    d = done(scenario(objects, [effect], [{"id": "e1", "kind": "enter", "object": "lore"}]))
    assert _zones(d)["bolt"] == "exile"
    assert "with Lightning Bolt exiled as it enters" in d.outcome.text
