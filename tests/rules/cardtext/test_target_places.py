"""A target restricted to a place in combat, read from a card's words. Expected values from
the Oracle text: Maze of Ith, "{T}: Untap target attacking creature. Prevent all combat
damage that would be dealt to and dealt by that creature this turn."; "that creature" is
the target attacking creature. 601.2c: the object chosen must be an appropriate one, so the
placeholder is an attacking creature and an object bound to it that isn't one is refused
with the path. 509.1h: a blocked creature is still attacking."""

from __future__ import annotations

import pytest

from rules.cardtext import bind_targets, card, parse_card
from rules.engine import Scenario, ScenarioError

MAZE = card("Maze of Ith")


def _maze():
    return parse_card(name="Maze of Ith", text=MAZE.text, controller="Alice")


def test_the_target_is_an_attacking_creature():
    parsed = _maze()
    assert [t["combat"] for t in parsed.targets] == ["attacking"]
    assert parsed.targets[0]["name"] == "target attacking creature"
    filters = [
        e["params"].get("recipient", {}).get("object") or e["params"]["source"]
        for e in parsed.effects
    ]
    assert filters == [{"id": "target-creature", "combat": "attacking"}] * 2


def test_a_target_creature_without_a_place_says_none():
    parsed = parse_card(
        name="Some Salve",
        text="Prevent all combat damage that would be dealt to target creature this turn.",
        controller="Alice",
        type_line="Instant",
    )
    assert all("combat" not in t for t in parsed.targets)


def _bound(target_object):
    effects = bind_targets(_maze().effects, {"target-creature": target_object["id"]})
    return {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [
            {"id": "maze-of-ith", "name": "Maze of Ith", "owner": "Alice", "types": ["Land"]},
            target_object,
        ],
        "effects": effects,
        "events": [
            {
                "kind": "damage",
                "source": target_object["id"],
                "recipient": "Alice",
                "amount": 3,
                "combat": True,
            }
        ],
    }


GIANT = {"id": "giant", "name": "Hill Giant", "owner": "Bob", "types": ["Creature"], "power": 3}


@pytest.mark.parametrize("place", ["attacking", "blocked", "unblocked"])
def test_bound_to_an_attacking_creature_it_is_accepted(place):
    Scenario.from_dict(_bound({**GIANT, "combat": place}))


def test_bound_to_a_creature_not_attacking_it_is_refused_naming_the_path():
    with pytest.raises(ScenarioError) as err:
        Scenario.from_dict(_bound({**GIANT, "combat": "blocking"}))
    paths = [e.path for e in err.value.errors]
    assert paths == ["effects[0].params.recipient.object.id", "effects[1].params.source.id"]
