"""Cards going to a zone other than the one they would (614.1a), read from real cards'
Oracle texts and resolved: a card a spell or ability lets you cast, exiled instead of put
into a graveyard. The expected effects and outcomes are the cards' words and rulings,
written by hand."""

from __future__ import annotations

from typing import Any

import pytest

from rules.cardtext import CARD_TARGETS, bind_targets, parse_card
from rules.engine import Scenario, explore

GOBLIN_DARK_DWELLERS = (
    "Menace\nWhen Goblin Dark-Dwellers enters the battlefield, you may cast target instant "
    "or sorcery card with converted mana cost 3 or less from your graveyard without paying "
    "its mana cost. If that card would be put into your graveyard this turn, exile it instead."
)
DIRE_FLEET_DAREDEVIL = (
    "First strike\nWhen Dire Fleet Daredevil enters the battlefield, exile target instant or "
    "sorcery card from an opponent's graveyard. You may cast that card this turn, and you may "
    "spend mana as though it were mana of any type to cast that spell. If that card would be "
    "put into a graveyard this turn, exile it instead."
)
# Alice's Lightning Bolt, cast again from her graveyard, resolving.
BOLT = {
    "id": "bolt",
    "name": "Lightning Bolt",
    "owner": "Alice",
    "zone": "stack",
    "types": ["Instant"],
    "colors": ["red"],
}


def _outcomes(name: str, text: str, card: dict[str, Any], event: dict[str, Any]) -> set[str]:
    parsed = parse_card(name=name, text=text, controller="Alice", type_line="Creature")
    assert parsed.whole, parsed.unparsed
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [parsed.object, card],
        "effects": bind_targets(parsed.effects, {"that-card": card["id"]}),
        "events": [event],
    }
    return set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())


def test_that_card_cast_from_your_graveyard_is_exiled_instead():
    parsed = parse_card(
        name="Goblin Dark-Dwellers",
        text=GOBLIN_DARK_DWELLERS,
        controller="Alice",
        type_line="Creature — Goblin",
    )
    assert parsed.whole, parsed.unparsed
    (effect,) = parsed.effects
    # "your graveyard": a card goes to its owner's graveyard, so the card is yours; from
    # anywhere (resolving, countered, discarded); "this turn": made as the trigger resolves.
    assert {k: effect[k] for k in ("template", "params", "origin")} == {
        "template": "move_instead",
        "params": {
            "object": {"id": "that-card", "owner": "you"},
            "from": "anywhere",
            "to": "graveyard",
            "instead_to": "exile",
        },
        "origin": "resolution",
    }
    (placeholder,) = parsed.targets
    assert (placeholder["id"], placeholder["zone"]) == ("that-card", "stack")
    assert "that-card" in CARD_TARGETS


def test_a_graveyard_is_any_owners():
    parsed = parse_card(name="Dire Fleet Daredevil", text=DIRE_FLEET_DAREDEVIL, controller="Alice")
    assert parsed.whole, parsed.unparsed
    (effect,) = parsed.effects
    assert effect["params"]["object"] == {"id": "that-card"}
    assert parsed.summary == (
        "Watches: that card going to a graveyard from anywhere. Instead: exile it. "
        "(made by a resolving spell or ability)",
    )


def test_the_spell_resolving_goes_to_exile_not_the_graveyard():
    # 608.2n: an instant is put into its owner's graveyard as it resolves; here it is
    # exiled instead.
    event = {"kind": "move", "object": "bolt", "to": "graveyard"}
    got = _outcomes("Goblin Dark-Dwellers", GOBLIN_DARK_DWELLERS, BOLT, event)
    assert got == {"Lightning Bolt is exiled"}


def test_another_card_going_to_the_graveyard_is_not_watched():
    shock = {**BOLT, "id": "shock", "name": "Shock"}
    event = {"kind": "move", "object": "shock", "to": "graveyard"}
    parsed = parse_card(name="Goblin Dark-Dwellers", text=GOBLIN_DARK_DWELLERS, controller="Alice")
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [parsed.object, BOLT, shock],
        "effects": bind_targets(parsed.effects, {"that-card": "bolt"}),
        "events": [event],
    }
    got = set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())
    assert got == {"Shock is put into Alice's graveyard"}


@pytest.mark.parametrize(
    "text",
    [
        # Not made by a resolving spell or ability, and no "this turn": "that card" names
        # nothing.
        "If that card would be put into your graveyard, exile it instead.",
        # Another destination than exile is not this wording.
        "When this enters, you may cast target instant card from your graveyard. If that "
        "card would be put into your graveyard this turn, put it into your hand instead.",
    ],
)
def test_what_is_not_read_as_that_card_exiled(text):
    parsed = parse_card(name="Test Card", text=text, controller="Alice", type_line="Creature")
    assert parsed.unparsed and not parsed.effects


CARBONIZE = (
    "Carbonize deals 3 damage to target creature or player. That creature can't be "
    "regenerated this turn. If the creature would die this turn, exile it instead."
)
BEARS = {
    "id": "bears",
    "name": "Grizzly Bears",
    "owner": "Bob",
    "zone": "battlefield",
    "types": ["Creature"],
}
OGRE = {**BEARS, "id": "ogre", "name": "Gray Ogre"}


# Today's Oracle text: "it" is the creature dealt damage, as the older "the creature" was.
CARBONIZE_TODAY = (
    "Carbonize deals 3 damage to any target. If it's a creature, it can't be regenerated "
    "this turn, and if it would die this turn, exile it instead."
)


@pytest.mark.parametrize("text", [CARBONIZE, CARBONIZE_TODAY])
def test_the_creature_after_a_target_is_that_target_not_any_creature(text):
    # Carbonize exiles the creature it dealt damage to, were it to die this turn; another
    # creature dying this turn goes to its owner's graveyard as usual.
    parsed = parse_card(name="Carbonize", text=text, controller="Alice")
    assert parsed.whole, parsed.unparsed
    (effect,) = parsed.effects
    assert effect["params"]["object"] == {"id": "target-creature"}
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [{**parsed.object, "zone": "graveyard"}, BEARS, OGRE],
        "effects": bind_targets(parsed.effects, {"target-creature": "bears"}),
        "events": [
            {"kind": "move", "object": "bears", "to": "graveyard"},
            {"kind": "move", "object": "ogre", "to": "graveyard"},
        ],
    }
    (outcome,) = explore(Scenario.from_dict(scenario), "2025-09-19").texts()
    assert "Grizzly Bears is exiled" in outcome
    assert "Gray Ogre is put into Bob's graveyard" in outcome
