"""What "that creature", "that source" and "it" stand for, read from real cards' Oracle
texts and resolved. Impulsive Maneuvers: "Whenever a creature attacks, flip a coin. If you
win the flip, the next time that creature would deal combat damage this turn, it deals
double that damage instead. If you lose the flip, the next time that creature would deal
combat damage this turn, prevent that damage." Desperate Gambit: "Choose a source you
control and flip a coin. If you win the flip, the next time that source would deal damage
this turn, it deals double that damage instead. If you lose the flip, the next time it
would deal damage this turn, prevent that damage." Expected effects and outcomes are the
cards' words and the rules (614.1a doubling, 615 prevention, 705 coin flips), by hand.
"""

from __future__ import annotations

import copy
from typing import Any

from rules.cardtext import bind_targets, card, parse_card
from rules.engine import Scenario, explore

BEARS = {"id": "bears", "name": "Grizzly Bears", "owner": "Alice", "types": ["Creature"]}
OGRE = {"id": "ogre", "name": "Gray Ogre", "owner": "Bob", "types": ["Creature"]}
BOLT = {
    "id": "bolt",
    "name": "Lightning Bolt",
    "owner": "Alice",
    "zone": "stack",
    "types": ["Instant"],
    "colors": ["red"],
}
SHOCK = {**BOLT, "id": "shock", "name": "Shock", "owner": "Bob"}


def parsed(name: str) -> Any:
    entry = card(name)
    assert entry is not None, name
    read = parse_card(name=name, text=entry.text, controller="Alice", type_line=entry.type_line)
    assert read.whole, read.unparsed
    return read


def outcome(effect: dict[str, Any], objects: list[dict[str, Any]], events: list[Any]) -> set[str]:
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": objects,
        "effects": [effect],
        "events": events,
    }
    return set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())


def damage(source: str, recipient: str, amount: int, combat: bool = False) -> dict[str, Any]:
    event = {"kind": "damage", "source": source, "recipient": recipient, "amount": amount}
    return {**event, "combat": True} if combat else event


def test_that_creature_is_the_creature_the_trigger_names():
    read = parsed("Impulsive Maneuvers")
    won, lost = read.effects
    # Each made as the trigger resolves, the next time only, combat damage only, of a
    # creature: the one that attacked, which the judge names.
    assert (won["template"], won["origin"]) == ("multiply", "resolution")
    assert won["params"] == {
        "event": "damage",
        "once": True,
        "combat": True,
        "source": {"types": ["Creature"]},
        "factor": 2,
    }
    assert (lost["template"], lost["origin"]) == ("prevent", "resolution")
    assert lost["params"] == {
        "amount": "all",
        "once": True,
        "combat": True,
        "source": {"types": ["Creature"]},
    }
    notes = " ".join(read.notes)
    assert "only if you win the flip" in notes and "only if you lose the flip" in notes
    assert '"that creature": the creature that made the ability trigger' in notes
    assert "Whenever a creature attacks" in notes
    # The card's own words are quoted, not the words it was read as.
    assert "the next time that creature would deal combat damage" in notes


def test_the_attacking_creature_deals_double_or_nothing():
    won, lost = copy.deepcopy(parsed("Impulsive Maneuvers").effects)
    for effect in (won, lost):
        effect["params"]["source"]["id"] = "bears"
    objects = [parsed("Impulsive Maneuvers").object, BEARS, OGRE]
    # Alice's Grizzly Bears attacked: its 2 combat damage to Bob is doubled (won) or
    # prevented (lost).
    assert outcome(won, objects, [damage("bears", "Bob", 2, combat=True)]) == {
        "Bob is dealt 4 damage"
    }
    assert outcome(lost, objects, [damage("bears", "Bob", 2, combat=True)]) == {
        "Bob is dealt no damage"
    }
    # Damage that is not combat damage, or another creature's, is not touched.
    assert outcome(won, objects, [damage("bears", "Bob", 2)]) == {"Bob is dealt 2 damage"}
    assert outcome(won, objects, [damage("ogre", "Alice", 2, combat=True)]) == {
        "Alice is dealt 2 damage"
    }


def test_that_source_and_it_are_the_source_chosen():
    read = parsed("Desperate Gambit")
    won, lost = read.effects
    assert won["template"] == "multiply" and won["params"] == {
        "event": "damage",
        "once": True,
        "source": {"controller": "you", "id": "source-of-your-choice"},
        "factor": 2,
    }
    assert lost["template"] == "prevent" and lost["params"] == {
        "amount": "all",
        "once": True,
        "chosen_source": "source-of-your-choice",
        "source": {"controller": "you"},
    }
    assert [t["id"] for t in read.targets] == ["source-of-your-choice"]
    # Alice chose her Lightning Bolt: its 3 damage to Bob is doubled or prevented; Bob's
    # Shock to Alice is another source's damage.
    objects = [read.object, BOLT, SHOCK]
    chosen = {"source-of-your-choice": "bolt"}
    won, lost = bind_targets(read.effects, chosen, ["Alice", "Bob"])
    assert outcome(won, objects, [damage("bolt", "Bob", 3)]) == {"Bob is dealt 6 damage"}
    assert outcome(lost, objects, [damage("bolt", "Bob", 3)]) == {"Bob is dealt no damage"}
    assert outcome(won, objects, [damage("shock", "Alice", 2)]) == {"Alice is dealt 2 damage"}
