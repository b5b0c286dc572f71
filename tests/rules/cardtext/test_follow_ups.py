"""A prevention's additional effect (615.5) read from card text, resolved: the outcomes are
the cards' rulings, written by hand."""

from __future__ import annotations

from typing import Any

from rules.cardtext import bind_targets, parse_card
from rules.engine import Scenario, explore

BOLT = {
    "id": "bolt",
    "name": "Lightning Bolt",
    "owner": "Bob",
    "zone": "stack",
    "types": ["Instant"],
    "colors": ["red"],
}
ELVES = {"id": "elves", "name": "Llanowar Elves", "owner": "Alice", "types": ["Creature"]}
PLAYERS = [{"name": "Alice", "library": ["Plains", "Island", "Swamp", "Forest"]}, {"name": "Bob"}]


def outcomes(
    name: str,
    text: str,
    type_line: str,
    event: dict[str, Any],
    *,
    objects: tuple[dict[str, Any], ...] = (BOLT, ELVES),
    targets: dict[str, str] | None = None,
    counters: dict[str, int] | None = None,
) -> set[str]:
    parsed = parse_card(name=name, text=text, controller="Alice", type_line=type_line)
    assert parsed.whole, parsed.unparsed
    obj = dict(parsed.object)
    if counters:
        obj["counters"] = counters
    scenario = {
        "version": 1,
        "players": PLAYERS,
        "objects": [obj, *objects],
        "effects": bind_targets(parsed.effects, targets or {}),
        "events": [{"kind": "damage", **event}],
    }
    return set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())


def test_reverse_damage_gains_the_life_prevented():
    # Reverse Damage: the Bolt's 3 damage to you is prevented and you gain 3 life.
    got = outcomes(
        "Reverse Damage",
        "The next time a source of your choice would deal damage to you this turn, prevent "
        "that damage. You gain life equal to the damage prevented this way.",
        "Instant",
        {"source": "bolt", "recipient": "Alice", "amount": 3},
        targets={"source-of-your-choice": "bolt"},  # the Bolt chosen
    )
    assert got == {"Alice is dealt no damage; Alice gains 3 life"}


def test_deflecting_palm_deals_the_damage_prevented_to_the_sources_controller():
    got = outcomes(
        "Deflecting Palm",
        "The next time a source of your choice would deal damage to you this turn, prevent "
        "that damage. If damage is prevented this way, Deflecting Palm deals that much damage "
        "to that source's controller.",
        "Instant",
        {"source": "bolt", "recipient": "Alice", "amount": 3},
        targets={"source-of-your-choice": "bolt"},  # the Bolt chosen
    )
    assert got == {"Alice is dealt no damage; Bob is dealt 3 damage"}


def test_test_of_faith_counters_for_the_damage_its_shield_prevents():
    # A shield of 3 against 5 damage: 2 dealt, 3 +1/+1 counters on the creature.
    got = outcomes(
        "Test of Faith",
        "Prevent the next 3 damage that would be dealt to target creature this turn. For each "
        "1 damage prevented this way, put a +1/+1 counter on that creature.",
        "Instant",
        {"source": "bolt", "recipient": "elves", "amount": 5},
        targets={"target-creature": "elves"},
    )
    assert got == {"Llanowar Elves is dealt 2 damage; Llanowar Elves gets 3 +1/+1 counters"}


def test_awe_strike_prevents_the_target_creatures_next_damage_and_gains_that_much():
    # Awe Strike: the target creature (the Elves) would deal 1 damage to Bob; it is
    # prevented and Alice, who cast Awe Strike, gains 1 life. The Bolt is not the target.
    text = (
        "The next time target creature would deal damage this turn, prevent that damage. You "
        "gain life equal to the damage prevented this way."
    )
    got = outcomes(
        "Awe Strike",
        text,
        "Instant",
        {"source": "elves", "recipient": "Bob", "amount": 1},
        targets={"target-creature": "elves"},
    )
    assert got == {"Bob is dealt no damage; Alice gains 1 life"}
    got = outcomes(
        "Awe Strike",
        text,
        "Instant",
        {"source": "bolt", "recipient": "Bob", "amount": 3},
        targets={"target-creature": "elves"},
    )
    assert got == {"Bob is dealt 3 damage"}


def test_a_phantom_loses_a_counter_when_damage_to_it_is_prevented():
    got = outcomes(
        "Phantom Wurm",
        "If damage would be dealt to Phantom Wurm, prevent that damage. Remove a +1/+1 counter "
        "from Phantom Wurm.",
        "Creature — Wurm Spirit",
        {"source": "bolt", "recipient": "phantom-wurm", "amount": 3},
        counters={"+1/+1": 4},
    )
    # One counter, whatever the amount prevented.
    assert got == {"Phantom Wurm is dealt no damage; 1 +1/+1 counter is removed from Phantom Wurm"}


GOBLIN = {
    "id": "goblin",
    "name": "Raging Goblin",
    "owner": "Bob",
    "types": ["Creature"],
    "colors": ["red"],
}
BEARS = {
    "id": "bears",
    "name": "Grizzly Bears",
    "owner": "Bob",
    "types": ["Creature"],
    "colors": ["green"],
}


def test_a_follow_up_for_some_sources_only_keeps_the_sources_filter():
    # Shadowbane: "If damage from a black source is prevented this way, you gain that much
    # life": the life is gained only when the source is black.
    parsed = parse_card(
        name="Shadowbane",
        text="The next time a source of your choice would deal damage to you and/or creatures "
        "you control this turn, prevent that damage. If damage from a black source is "
        "prevented this way, you gain that much life.",
        controller="Alice",
        type_line="Instant",
    )
    (effect,) = parsed.effects
    assert effect["params"]["then"] == [
        {
            "do": "gain_life",
            "player": "you",
            "amount": "prevented",
            "if_source": {"colors": ["black"]},
        }
    ]


def test_comeuppance_hits_a_creature_source_and_a_noncreature_sources_controller():
    text = (
        "Prevent all damage that would be dealt to you and planeswalkers you control this turn "
        "by sources you don't control. If damage from a creature source is prevented this way, "
        "Comeuppance deals that much damage to that creature. If damage from a noncreature "
        "source is prevented this way, Comeuppance deals that much damage to the source's "
        "controller."
    )
    objects = (BOLT, GOBLIN)
    got = outcomes(
        "Comeuppance",
        text,
        "Instant",
        {"source": "goblin", "recipient": "Alice", "amount": 1},
        objects=objects,
    )
    assert got == {"Alice is dealt no damage; Raging Goblin is dealt 1 damage"}
    got = outcomes(
        "Comeuppance",
        text,
        "Instant",
        {"source": "bolt", "recipient": "Alice", "amount": 3},
        objects=objects,
    )
    assert got == {"Alice is dealt no damage; Bob is dealt 3 damage"}


def test_whenever_damage_from_a_black_or_red_source_is_prevented_you_gain_that_much():
    # Samite Ministration, the source chosen being the red Goblin, then the green Bears.
    text = (
        "Prevent all damage that would be dealt to you this turn by a source of your choice. "
        "Whenever damage from a black or red source is prevented this way this turn, you gain "
        "that much life."
    )
    parsed = parse_card(
        name="Samite Ministration", text=text, controller="Alice", type_line="Instant"
    )
    assert parsed.whole
    for chosen, outcome in (
        ("goblin", "Alice is dealt no damage; Alice gains 1 life"),
        ("bears", "Alice is dealt no damage"),
    ):
        (effect,) = parsed.effects
        effect = {**effect, "params": {**effect["params"], "chosen_source": chosen}}
        scenario = {
            "version": 1,
            "players": PLAYERS,
            "objects": [parsed.object, GOBLIN, BEARS],
            "effects": [effect],
            "events": [{"kind": "damage", "source": chosen, "recipient": "Alice", "amount": 1}],
        }
        assert set(explore(Scenario.from_dict(scenario), "2025-09-19").texts()) == {outcome}


def test_a_follow_up_for_a_quality_filters_dont_have_is_refused():
    parsed = parse_card(
        name="Test Spell",
        text="Prevent all damage that would be dealt to you this turn. If damage from a "
        "legendary source is prevented this way, you gain that much life.",
        controller="Alice",
        type_line="Instant",
    )
    assert parsed.unparsed


def test_sources_you_dont_control_are_any_not_yours_not_only_an_opponents():
    # "by sources you don't control": a teammate's source too (102.3: a teammate is no
    # opponent), so the filter is "not you", as the Channel Harm preset says.
    parsed = parse_card(
        name="Channel Harm",
        text="Prevent all damage that would be dealt to you and permanents you control this "
        "turn by sources you don't control.",
        controller="Alice",
        type_line="Instant",
    )
    (effect,) = parsed.effects
    assert effect["params"]["source"] == {"controller": "not_you"}


def test_channel_harm_may_deal_the_damage_prevented_to_its_target():
    # "If damage is prevented this way, you may have Channel Harm deal that much damage to
    # target creature": Alice chooses, as the prevention applies, whether it does (608.2d).
    ogre = {"id": "ogre", "name": "Gray Ogre", "owner": "Bob", "types": ["Creature"]}
    got = outcomes(
        "Channel Harm",
        "Prevent all damage that would be dealt to you and permanents you control this turn by "
        "sources you don't control. If damage is prevented this way, you may have Channel Harm "
        "deal that much damage to target creature.",
        "Instant",
        {"source": "bolt", "recipient": "Alice", "amount": 3},
        objects=(BOLT, ELVES, ogre),
        targets={"target-creature": "ogre"},
    )
    assert got == {
        "Alice is dealt no damage",
        "Alice is dealt no damage; Gray Ogre is dealt 3 damage",
    }
