"""'As this enters, choose …': the answers come from the rules' lists (205.3i, 205.3m,
305.6), the words the card prints, or the scenario's players; a choice without a list is
refused."""

from __future__ import annotations

import pytest

from rules.cardtext import parse_card
from rules.cardtext.choices import subtypes_of
from rules.engine import Scenario, explore


def choices(text: str, type_line: str = "Enchantment"):
    parsed = parse_card(name="Test Card", text=text, controller="Alice", type_line=type_line)
    assert not parsed.unparsed, parsed.unparsed
    assert all(e["template"] == "enter_choose" for e in parsed.effects)
    return [e["params"] for e in parsed.effects]


def test_choose_a_creature_type_offers_the_creature_types_of_the_rules():
    (p,) = choices("As Test Card enters the battlefield, choose a creature type.")
    assert p["object"] == {"this": True} and p["choice"] == "creature type"
    # 205.3m: one two-word type (Time Lord) and one-word ones; no land or artifact type.
    for kind in ("Elf", "Goblin", "Sliver", "Assembly-Worker", "Time Lord", "Zubera"):
        assert kind in p["options"], kind
    for not_one in ("Island", "Equipment", "Aura", "Lord"):
        assert not_one not in p["options"], not_one


def test_choose_a_basic_land_type_or_a_land_type():
    (p,) = choices("As Test Card enters the battlefield, choose a basic land type.")
    assert (p["choice"], set(p["options"])) == (
        "basic land type",
        {"Plains", "Island", "Swamp", "Mountain", "Forest"},
    )
    (p,) = choices("As Test Card enters the battlefield, choose a land type.")
    assert p["choice"] == "land type"
    assert {"Plains", "Desert", "Gate", "Urza's"} <= set(p["options"])
    assert "Elf" not in p["options"]


def test_choose_between_the_words_the_card_prints():
    (p,) = choices("As Test Card enters the battlefield, choose Khans or Dragons.")
    assert (p["choice"], p["options"]) == ("mode", ["Khans", "Dragons"])
    (p,) = choices("As Test Card enters the battlefield, choose black or red.")
    assert (p["choice"], p["options"]) == ("color", ["black", "red"])
    (p,) = choices(
        "As Test Card enters the battlefield, choose artifact, creature, enchantment, instant, "
        "or sorcery."
    )
    assert p["choice"] == "card type"
    assert p["options"] == ["artifact", "creature", "enchantment", "instant", "sorcery"]


def test_a_color_and_a_creature_type_are_two_choices():
    color, kind = choices(
        "As Test Card enters the battlefield, choose a color and a creature type."
    )
    assert color == {"object": {"this": True}, "choice": "color"}
    assert kind["choice"] == "creature type"


@pytest.mark.parametrize(
    "what", ["a card name", "a number", "two colors", "odd or even", "two players"]
)
def test_a_choice_without_a_list_is_refused(what):
    parsed = parse_card(
        name="Test Card",
        text=f"As Test Card enters the battlefield, choose {what}.",
        controller="Alice",
        type_line="Enchantment",
    )
    assert parsed.unparsed and not parsed.effects


def test_choose_an_opponent_or_a_player_is_one_of_the_scenarios_players():
    # Black Vise: "As Black Vise enters, choose an opponent."; Stuffy Doll: "As Stuffy Doll
    # enters, choose a player." The answers are the scenario's players (the engine lists
    # them), so the effect lists none.
    (p,) = choices("As Test Card enters, choose an opponent.", "Artifact")
    assert p == {"object": {"this": True}, "choice": "opponent"}
    (p,) = choices("As Test Card enters, choose a player.", "Artifact Creature — Construct")
    assert p == {"object": {"this": True}, "choice": "player"}
    # Call to Arms: "As Call to Arms enters, choose a color and an opponent."
    color, opponent = choices("As Test Card enters, choose a color and an opponent.")
    assert (color["choice"], opponent["choice"]) == ("color", "opponent")


def test_black_vise_as_it_enters_alice_chooses_bob_the_only_opponent():
    parsed = parse_card(
        name="Black Vise",
        text="As Black Vise enters the battlefield, choose an opponent.\nAt the beginning of "
        "the chosen player's upkeep, Black Vise deals X damage to that player, where X is the "
        "number of cards in their hand minus 4.",
        controller="Alice",
        type_line="Artifact",
    )
    assert parsed.whole, parsed.unparsed
    assert parsed.summary == ("As Black Vise enters, its controller chooses an opponent.",)
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [{**parsed.object, "zone": "hand"}],
        "effects": list(parsed.effects),
        "events": [{"kind": "enter", "object": "black-vise"}],
    }
    texts = set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())
    assert texts == {
        "Black Vise enters the battlefield untapped under Alice's control, with Bob chosen as "
        "its opponent"
    }
    # With three players, Bob or Carol, never Alice herself.
    scenario["players"] = [{"name": "Alice"}, {"name": "Bob"}, {"name": "Carol"}]
    texts = set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())
    assert texts == {
        f"Black Vise enters the battlefield untapped under Alice's control, with {who} chosen "
        "as its opponent"
        for who in ("Bob", "Carol")
    }


def test_the_lists_are_read_from_the_shipped_rules():
    # The newest shipped release, 2026-01-16: 205.3m "One creature type is two words long:
    # Time Lord. All other creature types are one word long: Advisor, …, and Zubera" (314
    # of them), and 205.3i "The land types are Cave, Desert, …, and Urza's".
    creature_types = subtypes_of("creature type")
    assert len(creature_types) == 315
    assert {"Time Lord", "Advisor", "Zubera"} <= set(creature_types)
    land_types = "Cave Desert Forest Gate Island Lair Locus Mine Mountain Plains Planet"
    assert set(subtypes_of("land type")) == {
        *land_types.split(),
        *("Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's"),
    }
