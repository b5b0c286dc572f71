""" "Enters tapped and with three charge counters on it" (Sphere of the Suns): two
replacement effects on one entering (614.1c), read whole; it enters tapped with three
charge counters, as its Oracle text says."""

from __future__ import annotations

import pytest

from rules.cardtext import parse_card
from rules.engine import Done, Scenario, resolve

SPHERE = (
    "Sphere of the Suns enters tapped and with three charge counters on it.\n"
    "{T}, Remove a charge counter from Sphere of the Suns: Add one mana of any color."
)


@pytest.mark.parametrize("procedure", ["2008-02-01", "2025-09-19"])
def test_sphere_of_the_suns_enters_tapped_with_three_charge_counters(procedure):
    parsed = parse_card(
        name="Sphere of the Suns", text=SPHERE, controller="Alice", type_line="Artifact"
    )
    assert parsed.whole, parsed.unparsed
    assert [e["template"] for e in parsed.effects] == ["enter_tapped", "enter_with_counters"]
    sphere = {**parsed.object, "zone": "stack"}
    scenario = Scenario.from_dict(
        {
            "version": 1,
            "players": [{"name": "Alice"}, {"name": "Bob"}],
            "objects": [sphere],
            "effects": list(parsed.effects),
            "events": [{"kind": "enter", "object": sphere["id"]}],
        }
    )
    answer = resolve(scenario, procedure)
    while not isinstance(answer, Done):  # the order of the two is its controller's choice
        answer = resolve(scenario, procedure, (*answer.choices, answer.options[0].id))
    (entered,) = answer.state["objects"]
    assert (entered["zone"], entered["tapped"], entered["counters"]) == (
        "battlefield",
        True,
        {"charge": 3},
    )
