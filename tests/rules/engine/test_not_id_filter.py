"""The object filter key ``not_id``: any object but the one named, as "another creature" on
an Aura or Equipment means a creature other than the one it is attached to (301.5a,
Inquisitor's Flail), where ``other`` would only leave out the Equipment itself. Expected
values come from the filter's words and 615.1a, not from the code."""

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
