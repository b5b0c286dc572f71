"""Wordings of cards printed from 2019 on, read from their Oracle texts in the shipped
data and resolved: a loyalty ability's cost written in brackets ("[-2]:"), a prevention
"during your turn", and a color chosen "other than" one. The expected effects and
outcomes come from the cards' words and the rules, written by hand."""

from __future__ import annotations

from typing import Any

from rules.cardtext import parse_card
from rules.engine import Scenario, explore
from tests.rules.cardtext.test_damage_wordings import parsed_card
from tests.rules.cardtext.test_follow_ups import BOLT

SOLDIER = {
    "name": "Soldier",
    "types": ["Creature"],
    "colors": ["white"],
    "power": 1,
    "toughness": 1,
}


def outcomes(
    players: list[str], objects: list[dict[str, Any]], effects: Any, event: dict[str, Any]
) -> set[str]:
    """The scenario's first player is the active player."""
    scenario = {
        "version": 1,
        "players": [{"name": n} for n in players],
        "objects": objects,
        "effects": list(effects),
        "events": [event],
    }
    return set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())


def test_gideon_blackblade_prevents_damage_to_itself_only_during_its_controllers_turn():
    """ "Prevent all damage that would be dealt to Gideon Blackblade during your turn": a
    prevention effect (615.1) that applies only while its controller is the active player;
    on another player's turn the damage is dealt (and removes loyalty counters, 120.3c)."""
    parsed = parsed_card("Gideon Blackblade")
    (effect,) = parsed.effects
    assert effect["template"] == "prevent"
    assert effect["params"] == {
        "amount": "all",
        "recipient": {"object": {"this": True}},
        "condition": {"turn_of": "you"},
    }
    assert "origin" not in effect  # a static ability, not an effect made once
    gideon = {**parsed.object, "counters": {"loyalty": 4}}
    bolt = {"kind": "damage", "source": "bolt", "recipient": gideon["id"], "amount": 3}
    mine = outcomes(["Alice", "Bob"], [gideon, BOLT], parsed.effects, bolt)
    assert mine == {"Gideon Blackblade is dealt no damage"}
    theirs = outcomes(["Bob", "Alice"], [gideon, BOLT], parsed.effects, bolt)
    assert theirs == {"Gideon Blackblade is dealt 3 damage"}


def test_a_loyalty_ability_in_brackets_makes_its_effect_as_it_resolves():
    """Kaya, Geist Hunter's "[-2]: Until end of turn, if one or more tokens would be created
    under your control, twice that many of those tokens are created instead": the loyalty
    cost (606.4) marks an activated ability; its effect is made as it resolves and lasts the
    turn (614.1a), like "{T}: Until end of turn, …"."""
    parsed = parsed_card("Kaya, Geist Hunter")
    (effect,) = parsed.effects
    assert effect["template"] == "multiply"
    assert effect["params"] == {"event": "create_tokens", "player": "you", "factor": 2}
    assert effect["origin"] == "resolution"
    event = {"kind": "create_tokens", "player": "Alice", "count": 1, "token": SOLDIER}
    got = outcomes(["Alice", "Bob"], [parsed.object], parsed.effects, event)
    assert got == {"Soldier token enters the battlefield untapped under Alice's control (2 times)"}


def test_a_loyalty_ability_in_brackets_without_such_a_wording_is_left_out():
    """Elspeth, Storm Slayer's loyalty abilities create a token and put counters: no
    replacement; only her doubler (a static ability, not made as anything resolves) is
    read."""
    parsed = parsed_card("Elspeth, Storm Slayer")
    (effect,) = parsed.effects
    assert effect["template"] == "multiply" and "origin" not in effect
    assert any(line.startswith("[+1]: Create a 1/1") for line in parsed.ignored)


def test_thriving_bluff_chooses_among_the_four_colors_other_than_red():
    """ "As Thriving Bluff enters, choose a color other than red": a choice made as it
    enters (614.12), among white, blue, black and green."""
    parsed = parsed_card("Thriving Bluff")
    tapped, choose = parsed.effects
    assert tapped["template"] == "enter_tapped"
    assert choose["template"] == "enter_choose"
    assert choose["params"] == {
        "object": {"this": True},
        "choice": "color",
        "options": ["white", "blue", "black", "green"],
    }


def test_a_color_other_than_a_word_that_is_no_color_is_refused():
    text = "As this land enters, choose a color other than colorless."
    parsed = parse_card(name="Odd Land", text=text, controller="Alice", type_line="Land")
    assert not parsed.effects and parsed.unparsed


TREASURE = {"name": "Treasure", "types": ["Artifact"], "subtypes": ["Treasure"]}


def test_xorn_adds_one_treasure_to_an_event_creating_treasures_and_leaves_others_alone():
    """ "If you would create one or more Treasure tokens, instead create those tokens plus
    an additional Treasure token" (614.1a): one Treasure becomes two, three become four
    (one more per event, however many); a Soldier, or Bob's Treasure, is left alone."""
    parsed = parsed_card("Xorn")
    (effect,) = parsed.effects
    assert effect["template"] == "replace_tokens"
    assert effect["params"] == {
        "player": "you",
        "object": {"any_subtypes": ["Treasure"]},
        "keep": True,
        "tokens": ["Treasure"],
        "count": 1,
    }

    def made(player: str, count: int, token: dict[str, Any]) -> set[str]:
        event = {"kind": "create_tokens", "player": player, "count": count, "token": token}
        return outcomes(["Alice", "Bob"], [parsed.object], parsed.effects, event)

    alices = "Treasure token enters the battlefield untapped under Alice's control"
    assert made("Alice", 1, TREASURE) == {f"{alices} (2 times)"}
    assert made("Alice", 3, TREASURE) == {f"{alices} (4 times)"}
    soldiers = "Soldier token enters the battlefield untapped under Alice's control (2 times)"
    assert made("Alice", 2, SOLDIER) == {soldiers}
    bobs = "Treasure token enters the battlefield untapped under Bob's control"
    assert made("Bob", 1, TREASURE) == {bobs}


def test_sanctifier_en_vec_exiles_every_black_or_red_object_bound_for_a_graveyard():
    """ "If a black or red permanent, spell, or card not on the battlefield would be put
    into a graveyard, exile it instead" (614.1a, 614.6): a black creature dying, a black
    token (which then ceases to exist, 111.7), a red spell leaving the stack and a black
    card milled are exiled; a green creature goes to the graveyard."""
    parsed = parsed_card("Sanctifier en-Vec")
    (effect,) = parsed.effects
    assert effect["params"] == {
        "object": {"colors": ["black", "red"]},
        "from": "anywhere",
        "to": "graveyard",
        "instead_to": "exile",
    }
    assert "card or token" in parsed.summary[0]
    knight = {"id": "knight", "name": "Dread Knight", "owner": "Bob", "types": ["Creature"]}
    knight["colors"] = ["black"]
    zombie = {**knight, "id": "zombie", "name": "Zombie", "token": True}
    milled = {**knight, "id": "milled", "name": "Dusk Legion Zealot", "zone": "library"}
    bears = {**knight, "id": "bears", "name": "Grizzly Bears", "colors": ["green"]}

    def moved(obj: dict[str, Any]) -> set[str]:
        event = {"kind": "move", "object": obj["id"], "to": "graveyard"}
        return outcomes(["Alice", "Bob"], [parsed.object, obj], parsed.effects, event)

    assert moved(knight) == {"Dread Knight is exiled"}
    assert moved(zombie) == {"Zombie token is exiled (a token, it then ceases to exist)"}
    assert moved(BOLT) == {"Lightning Bolt is exiled"}
    assert moved(milled) == {"Dusk Legion Zealot is exiled"}
    assert moved(bears) == {"Grizzly Bears is put into Bob's graveyard"}


def test_a_permanent_spell_or_card_of_a_word_that_is_no_color_is_refused():
    text = (
        "If a huge permanent, spell, or card not on the battlefield would be put into a "
        "graveyard, exile it instead."
    )
    parsed = parse_card(name="Odd Card", text=text, controller="Alice", type_line="Enchantment")
    assert not parsed.effects and parsed.unparsed
