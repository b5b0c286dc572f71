"""Two object filter keys: ``not_id`` (any object but that one: "creatures other than target
creature", Terrifying Presence) and ``no_counters`` (no counter of that kind: "creatures with
no +1/+1 counters on them", Hindervines). Bad values are refused with their path."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine import Done, Scenario, ScenarioError, resolve


def _creature(i: str, **more: Any) -> dict[str, Any]:
    return {
        "id": i,
        "name": i,
        "owner": "Bob",
        "types": ["Creature"],
        "power": 2,
        "toughness": 2,
        "combat": "unblocked",
        **more,
    }


def _alice_damage(source: dict[str, Any], objects: list[dict[str, Any]]) -> int:
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": objects,
        "effects": [
            {
                "id": "fog",
                "source": objects[0]["id"],
                "controller": "Alice",
                "template": "prevent",
                "origin": "resolution",
                "params": {"amount": "all", "combat": True, "source": source},
            }
        ],
        "events": [
            {"kind": "damage", "source": o["id"], "recipient": "Alice", "amount": 1, "combat": True}
            for o in objects
        ],
    }
    answer = resolve(Scenario.from_dict(scenario), "2025-09-19")
    assert isinstance(answer, Done)
    (alice,) = [p for p in answer.state["players"] if p["name"] == "Alice"]
    return 20 - alice["life"]


def test_not_id_lets_only_that_objects_damage_through():
    objects = [_creature("a"), _creature("b"), _creature("c")]
    assert _alice_damage({"types": ["Creature"], "not_id": "b"}, objects) == 1


def test_no_counters_matches_only_objects_without_that_counter():
    objects = [_creature("a"), _creature("b", counters={"+1/+1": 2}), _creature("c")]
    assert _alice_damage({"no_counters": "+1/+1"}, objects) == 1


@pytest.mark.parametrize(
    ("source", "words"),
    [
        ({"not_id": "nobody"}, "not_id 'nobody' is not an object in the scenario"),
        ({"not_id": 3}, "not_id 3 is not an object in the scenario"),
        ({"no_counters": ""}, "no_counters must be a kind of counter"),
        ({"no_counters": ["+1/+1"]}, "no_counters must be a kind of counter"),
    ],
)
def test_bad_values_are_refused_naming_the_key(source, words):
    with pytest.raises(ScenarioError) as caught:
        _alice_damage(source, [_creature("a")])
    text = "; ".join(str(e) for e in caught.value.errors)
    assert "effects[0].params.source" in text and words in text, text
