"""Contradictory or meaningless parameters of the newer template options are errors that
name the JSON path; none of them crashes the resolver or is silently ignored."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine import Scenario, ScenarioError


def _data(effect: dict[str, Any]) -> dict[str, Any]:
    return {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [
            {
                "id": "bolt",
                "name": "Lightning Bolt",
                "owner": "Alice",
                "zone": "stack",
                "types": ["Instant"],
                "colors": ["red"],
            },
        ],
        "effects": [{"id": "fx", "controller": "Bob", **effect}],
        "events": [{"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": 3}],
    }


def _error(effect: dict[str, Any]) -> str:
    with pytest.raises(ScenarioError) as info:
        Scenario.from_dict(_data(effect))
    return str(info.value)


@pytest.mark.parametrize(
    ("effect", "path", "words"),
    [
        # A prevention effect that puts counters for the damage it prevents puts them on a
        # permanent (Phyrexian Hydra: "put a -1/-1 counter on Phyrexian Hydra"); players
        # have no counters (122.1), so the effect needs a source to put them on.
        (
            {"template": "prevent", "params": {"amount": "half_up", "then_counter": "-1/-1"}},
            "effects[0].source",
            "then_counter",
        ),
        # A zone that doesn't exist would make the effect watch nothing (400.1 lists the zones).
        (
            {"template": "move_instead", "params": {"from": "sky", "instead_to": "exile"}},
            "effects[0].params.from",
            "'sky' is not one of",
        ),
        (
            {"template": "cant", "params": {"event": "enter", "from": "sky"}},
            "effects[0].params.from",
            "'sky' is not one of",
        ),
        # "From a zone, but not from that zone" matches nothing.
        (
            {
                "template": "move_instead",
                "params": {"from": "hand", "not_from": "hand", "instead_to": "exile"},
            },
            "effects[0].params.not_from",
            "contradicts",
        ),
        # Only damage is combat damage (510.2); only a move comes from a zone.
        (
            {
                "template": "instead",
                "params": {
                    "watch": {"event": "draw", "combat": True},
                    "instead": [{"do": "nothing"}],
                },
            },
            "effects[0].params.watch",
            "combat",
        ),
        (
            {
                "template": "instead",
                "params": {
                    "watch": {"event": "draw", "not_from": "stack"},
                    "instead": [{"do": "nothing"}],
                },
            },
            "effects[0].params.watch",
            "not_from",
        ),
        (
            {
                "template": "instead",
                "params": {
                    "watch": {"event": "move", "from": "hand", "not_from": "hand"},
                    "instead": [{"do": "nothing"}],
                },
            },
            "effects[0].params.watch",
            "contradicts",
        ),
        # "from" on a "can't" effect says where an entering permanent comes from.
        (
            {"template": "cant", "params": {"event": "damage", "from": "graveyard"}},
            "effects[0].params.from",
            "enter",
        ),
    ],
)
def test_a_meaningless_or_contradictory_option_is_an_error_naming_its_path(
    effect: dict[str, Any], path: str, words: str
) -> None:
    message = _error(effect)
    assert path in message
    assert words in message


def test_a_hydra_with_its_source_is_still_valid() -> None:
    data = _data({"source": "hydra", "preset": "phyrexian-hydra"})
    data["objects"].append(
        {"id": "hydra", "name": "Phyrexian Hydra", "owner": "Bob", "types": ["Creature"]}
    )
    Scenario.from_dict(data)
