"""Three wordings read whole: Master Biomancer's counters equal to its power, Divine
Visitation's Angels made instead, and the ability Pulmonic Sliver gives every Sliver.

Expected values from the cards' words and the rules, written by hand: a permanent enters
with the counters a replacement effect gives it (614.1c), its power read as the other
creature would enter (614.12); the tokens are replaced by as many of another kind
(614.1a: "instead"); "you may" lets the permanent's controller choose as the effect applies
(614.1, 616.1), and a static ability of a permanent works while it is on the battlefield
(113.6).
"""

from __future__ import annotations

from typing import Any

from rules.cardtext import card, parse_card
from rules.engine import Scenario, explore

MODERN = "2025-09-19"
PLAYERS = [{"name": "Alice", "library": ["Plains"]}, {"name": "Bob"}]


def _read(name: str) -> Any:
    entry = card(name)
    assert entry is not None
    parsed = parse_card(name=name, text=entry.text, controller="Alice", type_line=entry.type_line)
    assert parsed.whole, parsed.unparsed
    return parsed


def _outcomes(objects: list[dict[str, Any]], effects: list[dict[str, Any]], event: dict) -> set:
    scenario = {
        "version": 1,
        "players": PLAYERS,
        "objects": objects,
        "effects": effects,
        "events": [event],
    }
    return set(explore(Scenario.from_dict(scenario), MODERN).texts())


def test_master_biomancer_gives_each_other_creature_counters_equal_to_its_power():
    parsed = _read("Master Biomancer")
    biomancer = {**parsed.object, "power": 3}  # its power as the creature would enter
    bears = {"id": "bears", "name": "Grizzly Bears", "owner": "Alice", "types": ["Creature"]}
    theirs = {"id": "ogre", "name": "Gray Ogre", "owner": "Bob", "types": ["Creature"]}
    objects = [biomancer, {**bears, "zone": "hand"}, {**theirs, "zone": "hand"}]
    enter = {"kind": "enter", "object": "bears", "controller": "Alice"}
    (mine,) = _outcomes(objects, list(parsed.effects), enter)
    assert "3 +1/+1 counters" in mine
    # A creature entering under Bob's control is no creature Alice controls.
    (other,) = _outcomes(
        objects, list(parsed.effects), {**enter, "object": "ogre", "controller": "Bob"}
    )
    assert "counter" not in other
    # The Mutant type is left out, and said so.
    assert any("Mutant" in note for note in parsed.notes)


def test_divine_visitation_makes_that_many_angels_instead_of_creature_tokens():
    parsed = _read("Divine Visitation")
    objects = [parsed.object]
    soldiers = {
        "kind": "create_tokens",
        "player": "Alice",
        "count": 2,
        "token": {
            "name": "Soldier",
            "types": ["Creature"],
            "colors": ["white"],
            "power": 1,
            "toughness": 1,
        },
    }
    (mine,) = _outcomes(objects, list(parsed.effects), soldiers)
    # Two 4/4 Angels, not the two Soldiers.
    assert "Angel token" in mine and "(2 times)" in mine and "Soldier" not in mine
    # Bob's tokens are not created under Alice's control; a Treasure is no creature token.
    (bobs,) = _outcomes(objects, list(parsed.effects), {**soldiers, "player": "Bob"})
    assert "Soldier" in bobs and "Angel" not in bobs
    (treasure,) = _outcomes(objects, list(parsed.effects), {**soldiers, "token": "Treasure"})
    assert "Treasure" in treasure and "Angel" not in treasure
    assert any("flying" in note for note in parsed.notes)


def test_pulmonic_sliver_gives_each_sliver_the_choice_of_its_librarys_top():
    parsed = _read("Pulmonic Sliver")
    assert any("one effect for each Sliver" in note for note in parsed.notes)
    muscle = {
        "id": "muscle",
        "name": "Muscle Sliver",
        "owner": "Alice",
        "types": ["Creature"],
        "subtypes": ["Sliver"],
    }
    # The Muscle Sliver's own copy of the ability: its source is the Muscle Sliver.
    (effect,) = parsed.effects
    granted = {**effect, "id": "muscle-ability", "source": "muscle"}
    got = _outcomes([parsed.object, muscle], [granted], {"kind": "destroy", "object": "muscle"})
    # Alice chooses: on top of her library instead, or destroyed as the event says.
    assert got == {"Muscle Sliver is destroyed", "Muscle Sliver is put on top of Alice's library"}
