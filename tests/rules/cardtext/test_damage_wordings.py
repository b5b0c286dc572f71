"""Preventions read from real cards' Oracle texts and resolved: shields worded with "this
turn" before the recipient or with a source (615.7), and sources of two kinds said with
"and". The expected effects and outcomes are the cards' words and the rules, written by
hand."""

from __future__ import annotations

from typing import Any

import pytest

from rules.cardtext import bind_targets, card, parse_card
from rules.engine import Scenario, explore
from tests.rules.cardtext.test_follow_ups import BOLT

BEARS = {
    "id": "bears",
    "name": "Grizzly Bears",
    "owner": "Alice",
    "types": ["Creature"],
    "colors": ["green"],
}
SHOCK = {**BOLT, "id": "shock", "name": "Shock"}
# A blue creature and a black one, Bob's.
DRAKE = {
    "id": "drake",
    "name": "Wind Drake",
    "owner": "Bob",
    "types": ["Creature"],
    "colors": ["blue"],
}
KNIGHT = {**DRAKE, "id": "knight", "name": "Dread Knight", "colors": ["black"]}
OGRE = {**DRAKE, "id": "ogre", "name": "Gray Ogre", "colors": ["red"]}


def parsed_card(name: str) -> Any:
    entry = card(name)
    assert entry is not None, name
    parsed = parse_card(name=name, text=entry.text, controller="Alice", type_line=entry.type_line)
    assert parsed.whole, parsed.unparsed
    return parsed


def outcomes(
    name: str,
    events: list[dict[str, Any]],
    objects: tuple[dict[str, Any], ...],
    targets: dict[str, str] | None = None,
) -> set[str]:
    parsed = parsed_card(name)
    effects = bind_targets(parsed.effects, targets or {}, ["Alice", "Bob"])
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [parsed.object, *objects],
        "effects": effects,
        "events": events,
    }
    return set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())


def damage(source: str, recipient: str, amount: int, combat: bool = False) -> dict[str, Any]:
    event = {"kind": "damage", "source": source, "recipient": recipient, "amount": amount}
    return {**event, "combat": True} if combat else event


# Shields (615.7) ------------------------------------------------------------------------


def test_this_turn_before_the_recipient():
    # Samite Alchemist: "Prevent the next 4 damage that would be dealt this turn to target
    # creature you control."
    (effect,) = parsed_card("Samite Alchemist").effects
    assert effect["params"] == {
        "amount": 4,
        "shield": True,
        "recipient": {"object": {"id": "target-creature"}},
    }
    assert effect["origin"] == "resolution"
    # Dealt at once, 5 damage meet the shield of 4: 1 is dealt, of the Bolt's or of the
    # Shock's as Alice, the creature's controller, chooses (615.7, 616.1).
    got = outcomes(
        "Samite Alchemist",
        [damage("bolt", "bears", 3), damage("shock", "bears", 2)],
        (BEARS, BOLT, SHOCK),
        {"target-creature": "bears"},
    )
    assert got == {
        "Grizzly Bears is dealt 1 damage: 1 by Lightning Bolt, 0 by Shock",
        "Grizzly Bears is dealt 1 damage: 0 by Lightning Bolt, 1 by Shock",
    }


def test_any_target_by_a_source_of_your_choice():
    # Healing Grace: "Prevent the next 3 damage that would be dealt to any target this turn
    # by a source of your choice. You gain 3 life." (The life gain is no replacement.)
    (effect,) = parsed_card("Healing Grace").effects
    assert effect["params"] == {
        "amount": 3,
        "shield": True,
        "recipient": {"object": {"id": "any-target"}},
        "chosen_source": "source-of-your-choice",
    }
    # The Bolt chosen, Alice the target: its 3 prevented; the Shock's 2 are not its damage.
    got = outcomes(
        "Healing Grace",
        [damage("bolt", "Alice", 3), damage("shock", "Alice", 2)],
        (BOLT, SHOCK),
        {"any-target": "Alice", "source-of-your-choice": "bolt"},
    )
    assert got == {"Alice is dealt 2 damage: 0 by Lightning Bolt, 2 by Shock"}


def test_the_next_damage_dealt_by_this():
    # Barbed Wire: "{2}: Prevent the next 1 damage that would be dealt by Barbed Wire this
    # turn." Its upkeep 1 damage to Bob is prevented, to whoever it is dealt.
    (effect,) = parsed_card("Barbed Wire").effects
    assert effect["params"] == {"amount": 1, "shield": True, "source": {"this": True}}
    got = outcomes("Barbed Wire", [damage("barbed-wire", "Bob", 1)], ())
    assert got == {"Bob is dealt no damage"}


def test_a_shield_that_names_neither_recipient_nor_source_is_not_read():
    parsed = parse_card(
        name="Test Card",
        text="Prevent the next 3 damage that would be dealt this turn.",
        controller="Alice",
        type_line="Instant",
    )
    assert parsed.unparsed and not parsed.effects


# Sources of two kinds said with "and" ---------------------------------------------------


def test_black_sources_and_red_sources():
    # Luminesce: "Prevent all damage that black sources and red sources would deal this
    # turn." A red Bolt's damage is prevented; a green source's is not.
    (effect,) = parsed_card("Luminesce").effects
    assert effect["params"] == {"amount": "all", "source": {"colors": ["black", "red"]}}
    elves = {**BEARS, "id": "elves", "name": "Llanowar Elves"}
    got = outcomes(
        "Luminesce",
        [damage("bolt", "Alice", 3), damage("elves", "Bob", 1)],
        (BOLT, elves),
    )
    assert got == {"Alice is dealt no damage; Bob is dealt 1 damage"}


def test_blue_creatures_and_black_creatures_combat_damage():
    # Radiant Kavu: "Prevent all combat damage blue creatures and black creatures would deal
    # this turn." The blue and the black creature's combat damage is prevented, the red
    # one's is not.
    (effect,) = parsed_card("Radiant Kavu").effects
    assert effect["params"] == {
        "amount": "all",
        "combat": True,
        "source": {"types": ["Creature"], "colors": ["blue", "black"]},
    }
    events = [
        damage("drake", "Alice", 2, combat=True),
        damage("knight", "Alice", 2, combat=True),
        damage("ogre", "Alice", 2, combat=True),
    ]
    got = outcomes("Radiant Kavu", events, (DRAKE, KNIGHT, OGRE))
    assert got == {"Alice is dealt 2 damage: 0 by Wind Drake, 0 by Dread Knight, 2 by Gray Ogre"}


def test_instant_and_sorcery_spells():
    # Energy Storm: "Prevent all damage that would be dealt by instant and sorcery spells."
    # An instant's damage is prevented; a creature's is not.
    (effect,) = parsed_card("Energy Storm").effects
    assert effect["params"] == {"amount": "all", "source": {"any_types": ["Instant", "Sorcery"]}}
    got = outcomes(
        "Energy Storm",
        [damage("bolt", "Alice", 3), damage("ogre", "Alice", 2)],
        (BOLT, OGRE),
    )
    assert got == {"Alice is dealt 2 damage: 0 by Lightning Bolt, 2 by Gray Ogre"}


@pytest.mark.parametrize(
    "text",
    [
        # Two kinds of different nouns are not one list of colours.
        "Prevent all damage that black sources and red creatures would deal this turn.",
        # Two colours of one kind, said twice, name nothing new.
        "Prevent all damage that black sources and black sources would deal this turn.",
    ],
)
def test_what_is_not_read_as_sources_of_two_kinds(text):
    parsed = parse_card(name="Test Card", text=text, controller="Alice", type_line="Instant")
    assert parsed.unparsed and not parsed.effects


# An activated ability an Aura or Equipment grants -----------------------------------------


def test_an_ability_an_aura_grants_makes_its_shield_when_it_resolves():
    # Flowering Field: 'Enchanted land has "{T}: Prevent the next 1 damage that would be
    # dealt to any target this turn."'
    parsed = parsed_card("Flowering Field")
    (effect,) = parsed.effects
    assert effect["params"] == {
        "amount": 1,
        "shield": True,
        "recipient": {"object": {"id": "any-target"}},
    }
    assert effect["origin"] == "resolution"
    assert any(n.startswith("an ability the enchanted land has ({T})") for n in parsed.notes)
    # Aimed at Alice: 1 of the Bolt's 3 is prevented.
    got = outcomes(
        "Flowering Field",
        [damage("bolt", "Alice", 3)],
        (BOLT,),
        {"any-target": "Alice"},
    )
    assert got == {"Alice is dealt 2 damage"}


def test_an_equipment_that_grants_a_bonus_and_an_ability():
    # Healer's Headdress: 'Equipped creature gets +0/+2 and has "{T}: Prevent the next 1
    # damage that would be dealt to any target this turn."'
    (effect,) = parsed_card("Healer's Headdress").effects
    assert effect["params"]["amount"] == 1 and effect["params"]["shield"] is True


def test_you_in_the_granted_ability():
    # Security Blockade: 'Enchanted land has "{T}: Prevent the next 1 damage that would be
    # dealt to you this turn."'
    (effect,) = parsed_card("Security Blockade").effects
    assert effect["params"] == {"amount": 1, "shield": True, "recipient": {"player": "you"}}


@pytest.mark.parametrize(
    "text",
    [
        # "this creature" in the quotes is the equipped creature, not the card: not read.
        'Equipped creature has "Unattach this Equipment: Prevent all combat damage that '
        'would be dealt to this creature this turn."',
        # A granted ability whose effect isn't understood.
        'Enchanted land has "{T}: Prevent the next 1 damage that would be dealt to target '
        'Sliver this turn."',
    ],
)
def test_what_is_not_read_as_a_granted_ability(text):
    parsed = parse_card(name="Test Card", text=text, controller="Alice", type_line="Enchantment")
    assert parsed.unparsed and not parsed.effects


def test_a_granted_ability_with_no_replacement_is_left_alone():
    parsed = parse_card(
        name="Test Card",
        text='Enchanted creature has "{T}: Draw a card."',
        controller="Alice",
        type_line="Enchantment — Aura",
    )
    assert (parsed.effects, parsed.unparsed) == ((), ())


# "It": the creature the sentence before targets --------------------------------------------


def test_it_is_the_creature_the_sentence_before_targets():
    # Djeru's Resolve: "Untap target creature. Prevent all damage that would be dealt to it
    # this turn." The Bolt's 3 to the target are prevented; the Shock's 2 to Bob are not.
    (effect,) = parsed_card("Djeru's Resolve").effects
    assert effect["params"] == {"amount": "all", "recipient": {"object": {"id": "target-creature"}}}
    assert effect["origin"] == "resolution"
    got = outcomes(
        "Djeru's Resolve",
        [damage("bolt", "bears", 3), damage("shock", "Bob", 2)],
        (BEARS, BOLT, SHOCK),
        {"target-creature": "bears"},
    )
    assert got == {"Grizzly Bears is dealt no damage; Bob is dealt 2 damage"}


def test_to_and_dealt_by_it():
    # Elvish Scout: "Untap target attacking creature you control. Prevent all combat damage
    # that would be dealt to and dealt by it this turn." Two effects: to it, and by it.
    first, second = parsed_card("Elvish Scout").effects
    target = {"id": "target-creature", "combat": "attacking"}  # "target attacking creature"
    assert first["params"] == {"amount": "all", "combat": True, "recipient": {"object": target}}
    assert second["params"] == {"amount": "all", "combat": True, "source": target}
    # The target, blocked, and Bob's Wind Drake deal combat damage to each other: none is dealt.
    events = [damage("bears", "drake", 2, combat=True), damage("drake", "bears", 2, combat=True)]
    attacker = {**BEARS, "combat": "blocked"}
    got = outcomes("Elvish Scout", events, (attacker, DRAKE), {"target-creature": "bears"})
    assert got == {"Wind Drake is dealt no damage; Grizzly Bears is dealt no damage"}


@pytest.mark.parametrize(
    "text",
    [
        # Two targets before: which one "it" is isn't said.
        "Untap target creature and target land. Prevent all damage that would be dealt to it "
        "this turn.",
        # A target the placeholders don't have (a Wall): not read.
        "Target blocking Wall you control gets +10/+0 until end of combat. Prevent all damage "
        "that would be dealt to it this turn.",
    ],
)
def test_what_is_not_read_as_it_the_target(text):
    parsed = parse_card(name="Test Card", text=text, controller="Alice", type_line="Instant")
    assert parsed.unparsed and not parsed.effects


# A target's restrictions ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    [
        # "Prevent all damage that would be dealt to target creature with power 5 or greater
        # this turn."
        "Godtoucher",
        # "Prevent all damage that would be dealt to target tapped Merfolk or Kithkin creature
        # this turn."
        "Wellgabber Apothecary",
    ],
)
def test_what_only_restricts_the_target_says_nothing_once_it_is_chosen(name):
    (effect,) = parsed_card(name).effects
    assert effect["params"] == {"amount": "all", "recipient": {"object": {"id": "target-creature"}}}
    assert effect["origin"] == "resolution"


def test_an_artifact_creature_target_keeps_its_types():
    # Argivian Blacksmith: "Prevent the next 2 damage that would be dealt to target artifact
    # creature this turn." The placeholder is an artifact creature.
    parsed = parsed_card("Argivian Blacksmith")
    (placeholder,) = parsed.targets
    assert (placeholder["id"], placeholder["types"]) == (
        "target-artifact-creature",
        ["Artifact", "Creature"],
    )


@pytest.mark.parametrize(
    ("name", "params"),
    [
        # "Prevent all combat damage that would be dealt by unblocked creatures this turn."
        (
            "Snag",
            {
                "amount": "all",
                "combat": True,
                "source": {"types": ["Creature"], "combat": "unblocked"},
            },
        ),
        # "Prevent all damage that would be dealt to you this turn by attacking creatures."
        (
            "Heavy Fog",
            {
                "amount": "all",
                "recipient": {"player": "you"},
                "source": {"types": ["Creature"], "combat": "attacking"},
            },
        ),
        # "If a source would deal damage to another Dinosaur you control, prevent all but 1 of
        # that damage."
        (
            "Temple Altisaur",
            {
                "amount": "all",
                "all_but": 1,
                "recipient": {
                    "object": {"subtypes": ["Dinosaur"], "controller": "you", "other": True}
                },
            },
        ),
    ],
)
def test_a_place_in_combat_and_all_but_n_are_read(name, params):
    assert [e["params"] for e in parsed_card(name).effects] == [params]
