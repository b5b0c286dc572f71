"""Object filter keys that relate an object to another: ``not_id`` (any object but the one
named, as "another creature" on an Equipment is a creature other than the equipped one,
301.5a: Inquisitor's Flail), ``enchanted`` (an Aura is attached to it, 303.4b),
``blocking`` / ``blocked_by`` (who blocks whom, 509.1g, 509.1h) with the object field
``blocks``; and bad values of each refused with a message naming the path and what is
wrong. Expected values come from the filters' words and 615.1a, not from the code."""

from __future__ import annotations

import pytest

from rules.engine import Scenario, ScenarioError

from .heldout_walk import MODERN, OLD, only
from .helpers import AB, card, dmg


def _scenario(source_filter: object) -> dict:
    """Bob's Hill Giant and Grizzly Bears each deal Alice combat damage; Alice's effect
    prevents all damage from the creatures its filter names."""
    return {
        "players": AB,
        "objects": [
            card("giant", "Hill Giant", "Bob", power=3, toughness=3),
            card("bears", "Grizzly Bears", "Bob", power=2, toughness=2),
        ],
        "effects": [
            {
                "id": "fog",
                "controller": "Alice",
                "template": "prevent",
                "origin": "resolution",
                "params": {"amount": "all", "source": source_filter},
            }
        ],
        "events": [
            dmg("giant", "Alice", 3, combat=True),
            dmg("bears", "Alice", 2, combat=True),
        ],
    }


@pytest.mark.parametrize("procedure", (OLD, MODERN))
def test_not_id_leaves_out_only_the_object_named(procedure):
    # Every creature but the Giant: the Bears' 2 is prevented, the Giant's 3 is dealt.
    data = _scenario({"types": ["Creature"], "not_id": "giant"})
    assert only(data, procedure).life("Alice") == 20 - 3


@pytest.mark.parametrize(
    ("value", "words"),
    [
        ("nobody", "not_id 'nobody' is not an object in the scenario"),
        (["giant"], "not_id ['giant'] is not an object in the scenario"),
    ],
)
def test_a_not_id_naming_no_object_is_refused_by_name(value, words):
    with pytest.raises(ScenarioError) as caught:
        Scenario.from_dict({"version": 1, **_scenario({"types": ["Creature"], "not_id": value})})
    text = str(caught.value)
    assert "effects[0].params.source" in text and words in text


def _blocked_giant(**wall: object) -> dict:
    """Bob's Hill Giant attacks; Alice's Wall of Wood blocks it (its ``blocks`` as given)."""
    data = _scenario({"types": ["Creature"], "blocking": "giant"})
    data["objects"][0]["combat"] = "blocked"
    data["objects"][1] = card("wall", "Wall of Wood", "Alice", power=0, toughness=3, **wall)
    data["events"] = [dmg("wall", "giant", 1, combat=True)]
    return data


@pytest.mark.parametrize("procedure", (OLD, MODERN))
def test_blocking_names_the_creature_blocked(procedure):
    # The damage of creatures blocking the Giant is prevented: the Wall's 1 is.
    data = _blocked_giant(combat="blocking", blocks=["giant"])
    assert only(data, procedure).damage("giant") == 0


@pytest.mark.parametrize(
    ("wall", "path", "words"),
    [
        ({"blocks": ["giant"]}, "objects[1].blocks", 'give it "combat": "blocking"'),
        (
            {"combat": "blocking", "blocks": ["dragon"]},
            "objects[1].blocks[0]",
            "'dragon' is not an object of the scenario",
        ),
        (
            {"combat": "blocking", "blocks": ["wall"]},
            "objects[1].blocks[0]",
            "a creature can't block itself",
        ),
        ({"combat": "blocking", "blocks": []}, "objects[1].blocks", ""),
        ({"combat": "blocking", "blocks": "giant"}, "objects[1].blocks", ""),
    ],
)
def test_a_bad_blocks_is_refused_by_name(wall, path, words):
    with pytest.raises(ScenarioError) as caught:
        Scenario.from_dict({"version": 1, **_blocked_giant(**wall)})
    text = str(caught.value)
    assert path in text and words in text


def test_blocks_naming_a_creature_that_is_not_blocked_is_refused():
    data = _blocked_giant(combat="blocking", blocks=["giant"])
    data["objects"][0]["combat"] = "unblocked"
    with pytest.raises(ScenarioError) as caught:
        Scenario.from_dict({"version": 1, **data})
    assert "objects[1].blocks[0]: 'giant' is unblocked: only an attacking creature" in str(
        caught.value
    )


@pytest.mark.parametrize(
    ("source", "words"),
    [
        ({"enchanted": False}, "enchanted must be true"),
        ({"enchanted": "yes"}, "enchanted must be true"),
        ({"blocking": "nobody"}, "blocking 'nobody' must be this or an object in the scenario"),
        ({"blocked_by": 3}, "blocked_by 3 must be this or an object in the scenario"),
    ],
)
def test_a_bad_relation_in_a_filter_is_refused_by_name(source, words):
    with pytest.raises(ScenarioError) as caught:
        Scenario.from_dict({"version": 1, **_scenario(source)})
    text = str(caught.value)
    assert "effects[0].params.source" in text and words in text


@pytest.mark.parametrize(
    ("params", "path", "words"),
    [
        (
            {"amount": {"for_each": {"permanents": {"types": ["Creature"]}}}, "shield": True},
            "effects[0].params.amount",
            "a shield needs a number of damage to prevent",
        ),
        (
            {"amount": {"for_each": {"lands": {}}}},
            "effects[0].params.amount",
            "for_each",
        ),
        ({"amount": {"each": 2}}, "effects[0].params.amount", "a count with for_each"),
    ],
)
def test_a_bad_counted_prevention_is_refused_by_name(params, path, words):
    # A prevention of X, X counted as the damage would be dealt ("where X is the number of
    # creatures you control"): never a shield, whose amount is set as it is made (615.7).
    data = _scenario({})
    data["effects"][0]["params"] = params
    with pytest.raises(ScenarioError) as caught:
        Scenario.from_dict({"version": 1, **data})
    text = str(caught.value)
    assert path in text and words in text


def test_a_shield_for_each_enchanted_creature_is_made_for_the_enchanted_ones():
    """ "Prevent the next 1 damage that would be dealt to each enchanted creature" makes a
    shield for each creature enchanted as the effect is created (615.11; 303.4b): an Aura
    is attached to the Bears, so Shock's 2 damage to them is 1; the Elves, not enchanted,
    get no shield."""
    from rules.engine import Done, Scenario, resolve

    objects = [
        {"id": "bears", "name": "Grizzly Bears", "owner": "Bob", "types": ["Creature"]},
        {"id": "elves", "name": "Llanowar Elves", "owner": "Bob", "types": ["Creature"]},
        {
            "id": "aura",
            "name": "Pacifism",
            "owner": "Alice",
            "types": ["Enchantment"],
            "subtypes": ["Aura"],
            "attached_to": "bears",
        },
        {"id": "shock", "name": "Shock", "owner": "Alice", "types": ["Instant"], "zone": "stack"},
    ]
    shield = {
        "id": "shield",
        "controller": "Bob",
        "template": "prevent",
        "params": {
            "amount": 1,
            "shield": True,
            "each": {"types": ["Creature"], "enchanted": True},
        },
    }

    def damage(to: str) -> int:
        data = {
            "version": 1,
            "players": [{"name": "Alice"}, {"name": "Bob"}],
            "objects": objects,
            "effects": [shield],
            "events": [{"kind": "damage", "source": "shock", "recipient": to, "amount": 2}],
        }
        answer = resolve(Scenario.from_dict(data), "2025-09-19")
        assert isinstance(answer, Done)
        return next(o["damage"] for o in answer.state["objects"] if o["id"] == to)

    assert damage("bears") == 1
    assert damage("elves") == 2
