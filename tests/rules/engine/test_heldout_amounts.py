"""Held-out interactions on the amount of an event as a condition ("3 or less damage",
"4 or more damage"): Callous Giant and Divine Presence, with Furnace of Rath; expected
values from the cards' words and 616.1, not from the code."""

from __future__ import annotations

import pytest

from rules.engine import Scenario, ScenarioError

from .heldout_walk import MODERN, OLD, only, walk
from .helpers import AB, BOLT, card, dmg, preset_fx

GIANT = card("giant", "Callous Giant", power=4, toughness=4, colors=["red"])
AXE = card("axe", "Lava Axe", "Bob", "Sorcery", zone="stack", colors=["red"])
FURNACE = card("furnace", "Furnace of Rath", "Bob", "Enchantment", colors=["red"])


def _giant(amount, furnace=False):
    effects = [preset_fx("giant", "callous-giant")]
    objects = [GIANT, BOLT]
    if furnace:
        objects.append(FURNACE)
        effects.append(preset_fx("furnace", "furnace-of-rath", "Bob"))
    return {
        "players": AB,
        "objects": objects,
        "effects": effects,
        "events": [dmg("bolt", "giant", amount)],
    }


@pytest.mark.parametrize("procedure", [OLD, MODERN])
def test_callous_giant_prevents_three_or_less_and_not_four(procedure):
    # Callous Giant: "If a source would deal 3 or less damage to Callous Giant, prevent
    # that damage."
    assert only(_giant(3), procedure).damage("giant") == 0
    assert only(_giant(4), procedure).damage("giant") == 4


def test_callous_giant_and_furnace_of_rath_the_giants_controller_chooses():
    # 616.1: Alice, the Giant's controller, orders them. The Giant's prevention first: the
    # 2 damage is prevented. Furnace of Rath first: 4 damage, no longer "3 or less", so the
    # Giant's ability doesn't apply (616.1f: only effects that still apply).
    paths = walk(_giant(2, furnace=True))
    assert sorted(p.damage("giant") for p in paths) == [0, 4]
    assert {p.choosers for p in paths} == {("Alice",)}


def _presence(events, furnace=False):
    objects = [card("dp", "Divine Presence", "Alice", "Enchantment"), AXE, BOLT]
    effects = [preset_fx("dp", "divine-presence")]
    if furnace:
        objects.append(FURNACE)
        effects.append(preset_fx("furnace", "furnace-of-rath", "Bob"))
    return {"players": AB, "objects": objects, "effects": effects, "events": events}


def test_divine_presence_caps_four_or_more_at_three():
    # Divine Presence: "If a source would deal 4 or more damage to a permanent or player,
    # that source deals 3 damage to that permanent or player instead." Lava Axe's 5 to
    # Alice: 3; Lightning Bolt's 3: unchanged.
    assert only(_presence([dmg("axe", "Alice", 5)])).life("Alice") == 17
    assert only(_presence([dmg("bolt", "Alice", 3)]), OLD).life("Alice") == 17


def test_divine_presence_after_furnace_of_rath_caps_the_doubled_damage():
    # Bolt's 3 to Alice with Bob's Furnace of Rath and Alice's Divine Presence (616.1).
    # Divine Presence doesn't apply to 3 damage, so Furnace is the only choice (forced);
    # the 6 damage then meets Divine Presence, checked again (616.1f): 3.
    paths = walk(_presence([dmg("bolt", "Alice", 3)], furnace=True))
    assert {p.life("Alice") for p in paths} == {17}
    assert {p.choosers for p in paths} == {()}
    assert {p.forced for p in paths} == {frozenset({"furnace", "dp"})}


def test_an_amount_measure_names_what_it_measures():
    data = {"version": 1, **_giant(3)}
    data["effects"][0]["params"] = {"condition": {"amount": "damage", "at_most": 3}}
    with pytest.raises(ScenarioError, match=r"params\.condition: amount: must be \"event\""):
        Scenario.from_dict(data)
