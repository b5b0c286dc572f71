"""Replacements that do something else instead (614.1a), read from real cards' Oracle
texts and resolved: counters or a destruction instead of damage, a counter or a token
instead of a draw, a library's top or bottom instead of a graveyard. The outcomes are
the cards' words and rulings, written by hand."""

from __future__ import annotations

from typing import Any

from rules.cardtext import bind_targets, parse_card
from rules.engine import Scenario, explore
from tests.rules.cardtext.test_follow_ups import BOLT

BEARS = {"id": "bears", "name": "Grizzly Bears", "owner": "Bob", "types": ["Creature"]}
LIBRARY = ["Plains", "Island", "Swamp"]


def outcomes(
    name: str,
    text: str,
    type_line: str,
    event: dict[str, Any],
    *,
    objects: tuple[dict[str, Any], ...] = (BOLT,),
    targets: dict[str, str] | None = None,
) -> set[str]:
    parsed = parse_card(name=name, text=text, controller="Alice", type_line=type_line)
    assert parsed.whole, parsed.unparsed
    scenario = {
        "version": 1,
        "players": [{"name": "Alice", "library": LIBRARY}, {"name": "Bob", "library": LIBRARY}],
        "objects": [parsed.object, *objects],
        "effects": bind_targets(parsed.effects, targets or {}),
        "events": [event],
    }
    return set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())


def bolt(recipient: str, amount: int = 3) -> dict[str, Any]:
    return {"kind": "damage", "source": "bolt", "recipient": recipient, "amount": amount}


# Instead of damage ---------------------------------------------------------------------


def test_phytohydra_gets_counters_instead_of_the_damage():
    # "put that many +1/+1 counters on it instead": the Bolt's 3 damage is never dealt.
    got = outcomes(
        "Phytohydra",
        "If damage would be dealt to Phytohydra, put that many +1/+1 counters on it instead.",
        "Creature — Plant Hydra",
        bolt("phytohydra"),
    )
    assert got == {"Phytohydra gets 3 +1/+1 counters"}


def test_delaying_shield_takes_delay_counters_for_the_damage_to_you():
    text = (
        "If damage would be dealt to you, put that many delay counters on Delaying Shield "
        "instead.\nAt the beginning of your upkeep, remove all delay counters from Delaying "
        "Shield. For each delay counter removed this way, you lose 1 life unless you pay {1}{W}."
    )
    assert outcomes("Delaying Shield", text, "Enchantment", bolt("Alice")) == {
        "Delaying Shield gets 3 delay counters"
    }
    # Damage to another player is not watched.
    assert outcomes("Delaying Shield", text, "Enchantment", bolt("Bob")) == {
        "Bob is dealt 3 damage"
    }


def test_crumbling_sanctuary_exiles_that_many_cards_from_the_damaged_players_library():
    got = outcomes(
        "Crumbling Sanctuary",
        "If damage would be dealt to a player, that player exiles that many cards from the "
        "top of their library instead.",
        "Artifact",
        bolt("Bob", 2),
    )
    # The top two of Bob's library (Plains, Island) are exiled; no damage is dealt.
    assert got == {
        "Bob exiles the top 2 cards of their library; Plains is exiled; Island is exiled"
    }


def test_kill_suit_cultist_destroys_the_target_creature_instead_of_the_damage():
    text = (
        "Kill-Suit Cultist attacks each combat if able.\n{B}, Sacrifice Kill-Suit Cultist: The "
        "next time damage would be dealt to target creature this turn, destroy that creature "
        "instead."
    )
    parsed = parse_card(name="Kill-Suit Cultist", text=text, controller="Alice")
    (effect,) = parsed.effects
    assert effect["params"]["once"] is True and effect["origin"] == "resolution"
    got = outcomes(
        "Kill-Suit Cultist",
        text,
        "Creature — Goblin Berserker",
        bolt("bears"),
        objects=(BOLT, BEARS),
        targets={"target-creature": "bears"},
    )
    assert got == {"Grizzly Bears is destroyed"}


def test_damage_to_a_player_has_no_it_to_put_counters_on():
    # "it" names nothing when the damage is dealt to a player: refused, not guessed.
    parsed = parse_card(
        name="Made Up",
        text="If damage would be dealt to you, put that many +1/+1 counters on it instead.",
        controller="Alice",
        type_line="Enchantment",
    )
    assert not parsed.effects and parsed.unparsed


# Instead of a draw ------------------------------------------------------------------------


def test_words_of_wilding_makes_a_bear_instead_of_the_next_draw():
    got = outcomes(
        "Words of Wilding",
        "{1}: The next time you would draw a card this turn, create a 2/2 green Bear creature "
        "token instead.",
        "Enchantment",
        {"kind": "draw", "player": "Alice"},
    )
    assert got == {"Bear token enters the battlefield untapped under Alice's control"}


def test_pursuit_of_knowledge_may_put_a_study_counter_instead_of_the_draw():
    got = outcomes(
        "Pursuit of Knowledge",
        "If you would draw a card, you may put a study counter on Pursuit of Knowledge "
        "instead.\nRemove three study counters from Pursuit of Knowledge, Sacrifice Pursuit of "
        "Knowledge: Draw seven cards.",
        "Enchantment",
        {"kind": "draw", "player": "Alice"},
    )
    assert got == {"Alice draws a card", "Pursuit of Knowledge gets 1 study counter"}


# A library's top or bottom -------------------------------------------------------------------


def test_nissas_chosen_goes_to_the_bottom_and_gravebane_zombie_to_the_top():
    got = outcomes(
        "Nissa's Chosen",
        "If Nissa's Chosen would die, put it on the bottom of its owner's library instead.",
        "Creature — Elf Warrior",
        {"kind": "move", "object": "nissa-s-chosen", "to": "graveyard"},
    )
    assert got == {"Nissa's Chosen is put on the bottom of Alice's library"}
    got = outcomes(
        "Gravebane Zombie",
        "If Gravebane Zombie would die, put Gravebane Zombie on top of its owner's library "
        "instead.",
        "Creature — Zombie",
        {"kind": "move", "object": "gravebane-zombie", "to": "graveyard", "cause": "destroy"},
    )
    assert got == {"Gravebane Zombie is put on top of Alice's library"}


def test_wheel_of_sun_and_moon_puts_the_enchanted_players_cards_at_the_bottom():
    text = (
        "Enchant player\nIf a card would be put into enchanted player's graveyard from "
        "anywhere, instead that card is revealed and put on the bottom of that player's "
        "library."
    )
    parsed = parse_card(name="Wheel of Sun and Moon", text=text, controller="Alice")
    assert any("enchanted player" in n for n in parsed.notes)
    mine = {**BEARS, "id": "elves", "name": "Llanowar Elves", "owner": "Alice"}
    event = {"kind": "move", "object": "elves", "to": "graveyard"}
    got = outcomes("Wheel of Sun and Moon", text, "Enchantment — Aura", event, objects=(mine,))
    assert got == {"Llanowar Elves is put on the bottom of Alice's library"}
    # Set to Alice: a card of Bob's goes to his graveyard as usual.
    event = {"kind": "move", "object": "bears", "to": "graveyard"}
    got = outcomes("Wheel of Sun and Moon", text, "Enchantment — Aura", event, objects=(BEARS,))
    assert got == {"Grizzly Bears is put into Bob's graveyard"}


def test_sekki_prevents_the_damage_loses_that_many_counters_and_makes_that_many_spirits():
    text = (
        "Sekki, Seasons' Guide enters the battlefield with eight +1/+1 counters on it.\nIf "
        "damage would be dealt to Sekki, prevent that damage, remove that many +1/+1 counters "
        "from Sekki, and create that many 1/1 colorless Spirit creature tokens.\nSacrifice "
        "eight Spirits: Return Sekki from your graveyard to the battlefield."
    )
    parsed = parse_card(name="Sekki, Seasons' Guide", text=text, controller="Alice")
    assert parsed.whole, parsed.unparsed
    sekki = {**parsed.object, "counters": {"+1/+1": 8}}
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [sekki, BOLT],
        "effects": list(parsed.effects),
        "events": [bolt("sekki-seasons-guide", 2)],
    }
    texts = set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())
    # The 2 damage is prevented, 2 counters are removed and 2 Spirits are created.
    assert texts == {
        "Sekki, Seasons' Guide is dealt no damage; 2 +1/+1 counters are removed from Sekki, "
        "Seasons' Guide; Spirit token enters the battlefield untapped under Alice's control "
        "(2 times)"
    }


# Instead of a draw ------------------------------------------------------------------------

BLOOD_SCRIVENER = (
    "If you would draw a card while you have no cards in hand, instead you draw two cards and "
    "you lose 1 life."
)
ASMODEUS = (
    "Binding Contract — If you would draw a card, exile the top card of your library face down "
    "instead."
)


def test_blood_scrivener_replaces_a_draw_only_while_its_controllers_hand_is_empty():
    draw = {"kind": "draw", "player": "Alice"}
    line = "Creature — Zombie Wizard"
    # Alice's hand is empty: two cards and 1 life instead; the second draw finds a card in
    # hand and is not replaced again (614.5, and the condition no longer holds).
    got = outcomes("Blood Scrivener", BLOOD_SCRIVENER, line, draw, objects=())
    assert got == {"Alice draws 2 cards; Alice loses 1 life"}


def test_asmodeus_exiles_the_top_card_instead_of_a_draw():
    draw = {"kind": "draw", "player": "Alice"}
    line = "Legendary Creature — Demon"
    got = outcomes("Asmodeus the Archfiend", ASMODEUS, line, draw, objects=())
    # The top card of Alice's library (Plains) is exiled; no card is drawn.
    assert got == {"Alice exiles the top card of their library; Plains is exiled"}


# Umbra armor ------------------------------------------------------------------------------


def test_umbra_armor_saves_the_enchanted_creature_even_if_it_cant_be_regenerated():
    # 702.89a: "If enchanted creature would be destroyed, instead remove all damage from it
    # and destroy this Aura." Hyena Umbra's rulings: not regeneration, so it still applies
    # when the creature can't be regenerated (Wrath of God).
    text = (
        "Enchant creature\nEnchanted creature gets +1/+1 and has first strike.\nUmbra armor "
        "(If enchanted creature would be destroyed, instead remove all damage from it and "
        "destroy this Aura.)"
    )
    bears = {"id": "bears", "name": "Grizzly Bears", "owner": "Alice", "types": ["Creature"]}
    wrath = {"kind": "destroy", "object": "bears", "cant_be_regenerated": True}
    got = outcomes(
        "Hyena Umbra",
        text,
        "Enchantment — Aura",
        wrath,
        objects=(bears,),
        targets={"enchanted-creature": "bears"},
    )
    assert got == {"all damage marked on Grizzly Bears is removed; Hyena Umbra is destroyed"}
