"""Mana a permanent produces, what causes an event, and draws over an instruction or a
turn. Expected effects are written from the cards' Oracle words and the scenario format;
the outcomes from the rules (106.12b, 121.2a) and the cards' rulings."""

from __future__ import annotations

import pytest

from rules.cardtext import parse_card
from rules.engine import PRESETS, Scenario, explore


def one(text: str, type_line: str = "Enchantment", name: str = "Test Card"):
    parsed = parse_card(name=name, text=text, controller="Alice", type_line=type_line)
    assert parsed.whole, parsed.unparsed
    (effect,) = parsed.effects
    return parsed, effect


@pytest.mark.parametrize(
    ("text", "params"),
    [
        # Contamination: type and amount.
        (
            "If a land is tapped for mana, it produces {B} instead of any other type and amount.",
            {"object": {"types": ["Land"]}, "produce": "B"},
        ),
        # Infernal Darkness, Ritual of Subdual: the type only.
        (
            "If a land is tapped for mana, it produces {B} instead of any other type.",
            {"object": {"types": ["Land"]}, "type": "B"},
        ),
        (
            "If a land is tapped for mana, it produces colorless mana instead of any other type.",
            {"object": {"types": ["Land"]}, "type": "C"},
        ),
        # Damping Sphere: only when it would produce two or more.
        (
            "If a land is tapped for two or more mana, it produces {C} instead of any other type "
            "and amount.",
            {"object": {"types": ["Land"]}, "at_least": 2, "produce": "C"},
        ),
        # Mana Reflection: who taps it.
        (
            "If you tap a permanent for mana, it produces twice as much of that mana instead.",
            {"player": "you", "factor": 2},
        ),
        # Pale Moon: a nonbasic land.
        (
            "If a player taps a nonbasic land for mana, it produces colorless mana instead of any "
            "other type.",
            {"object": {"types": ["Land"], "not_supertypes": ["Basic"]}, "type": "C"},
        ),
    ],
)
def test_mana_a_permanent_produces_becomes_other_mana(text, params):
    _, e = one(text)
    assert (e["template"], e["params"]) == ("mana", params)


def test_mana_of_a_color_chosen_or_of_one_color_replaced_is_refused():
    for text in (
        "If a basic land you control is tapped for mana, it produces mana of a color of your "
        "choice instead of any other type.",
        "If target Plains is tapped for mana, it produces colorless mana instead of white mana.",
    ):
        parsed = parse_card(name="Test Card", text=text, controller="Alice", type_line="Artifact")
        assert parsed.unparsed and not parsed.effects


def test_contamination_makes_a_forests_mana_black():
    parsed, e = one(
        "If a land is tapped for mana, it produces {B} instead of any other type and amount.",
        name="Contamination",
    )
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [
            parsed.object,
            {"id": "forest", "name": "Forest", "owner": "Bob", "types": ["Land"]},
        ],
        "effects": [e],
        "events": [{"kind": "produce_mana", "object": "forest", "mana": "G"}],
    }
    assert set(explore(Scenario.from_dict(scenario), "2025-09-19").texts()) == {
        "Forest produces {B} for Bob"
    }


def test_a_discard_an_opponents_spell_causes_puts_it_onto_the_battlefield():
    # Obstinate Baloth: an ability that moves the card out of a hand functions only there
    # (113.6m), not one a resolving spell or ability made.
    _, e = one(
        "If a spell or ability an opponent controls causes you to discard Test Card, put it onto "
        "the battlefield instead of putting it into your graveyard.",
        type_line="Creature — Beast",
    )
    assert e["origin"] == "hand"
    assert e["params"] == {
        "object": {"this": True},
        "from": "hand",
        "to": "graveyard",
        "cause": "discard",
        "instead_to": "battlefield",
        "by": {"kind": ["spell", "ability"], "player": "opponent"},
    }


def test_obstinate_baloths_summary_says_it_works_from_a_hand():
    parsed, _ = one(
        "If a spell or ability an opponent controls causes you to discard Obstinate Baloth, put "
        "it onto the battlefield instead of putting it into your graveyard.",
        type_line="Creature — Beast",
        name="Obstinate Baloth",
    )
    (line,) = parsed.summary
    assert "works only while the card is in a hand" in line
    assert "resolving" not in line


def test_a_gain_a_spell_causes_its_own_controller_is_a_loss():
    # Rain of Gore.
    _, e = one(
        "If a spell or ability would cause its controller to gain life, that player loses that "
        "much life instead."
    )
    assert e["params"]["watch"]["by"] == {"kind": ["spell", "ability"], "player": "affected"}
    assert e["params"]["instead"] == [{"do": "lose_life", "amount": "that_many"}]


def test_an_instruction_to_draw_two_or_more_cards_as_a_whole():
    # Alms Collector.
    _, e = one(
        "If an opponent would draw two or more cards, instead you and that player each draw a "
        "card.",
        type_line="Creature — Cat Cleric",
    )
    assert e["params"]["watch"] == {"event": "draw", "player": "opponent", "cards_at_least": 2}


def test_each_player_cant_draw_more_than_one_card_each_turn():
    # Spirit of the Labyrinth; Bob would draw three, having drawn none this turn (121.2b).
    parsed, e = one(
        "Each player can't draw more than one card each turn.",
        type_line="Enchantment Creature — Spirit",
        name="Spirit of the Labyrinth",
    )
    assert e["params"]["condition"] == {
        "this_turn": {"player": "affected", "did": "drew"},
        "at_least": 1,
    }
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob", "library": ["Swamp"] * 3}],
        "objects": [parsed.object],
        "effects": [e],
        "events": [{"kind": "draw", "player": "Bob", "count": 3}],
    }
    assert set(explore(Scenario.from_dict(scenario), "2025-09-19").texts()) == {
        "Bob draws a card; Bob can't draw a card (Spirit of the Labyrinth) (2 times)"
    }


CHAINS = (
    "If a player would draw a card except the first one he or she draws in his or her draw "
    "step each turn, that player discards a card instead. If the player discards a card this "
    "way, he or she draws a card. If the player doesn't discard a card this way, he or she "
    "puts the top card of his or her library into his or her graveyard."
)


def test_an_action_that_depends_on_a_discard_this_way():
    # Chains of Mephistopheles: the draw only if the discard was carried out, the mill only
    # if it wasn't.
    _, e = one(CHAINS, name="Chains of Mephistopheles")
    assert e["params"] == {
        "watch": {"event": "draw", "player": "any", "not_first_in_draw_step": True},
        "instead": [
            {"do": "discard", "player": "affected"},
            {"do": "draw", "player": "affected", "if_done": 0},
            {"do": "mill", "player": "affected", "unless_done": 0},
        ],
    }


@pytest.mark.parametrize(
    ("hand", "outcome"),
    [
        # Its rulings: with a card in hand, discard it and draw; with none, mill a card.
        (["Plains"], "Plains is put into Alice's graveyard; Alice draws a card"),
        ([], "Alice mills a card; Island is put into Alice's graveyard"),
    ],
)
def test_chains_of_mephistopheles_resolves_as_its_rulings_say(hand, outcome):
    parsed, e = one(CHAINS, name="Chains of Mephistopheles")
    scenario = {
        "version": 1,
        "players": [
            {"name": "Alice", "hand": hand, "library": ["Island", "Swamp"]},
            {"name": "Bob"},
        ],
        "objects": [parsed.object],
        "effects": [e],
        "events": [{"kind": "draw", "player": "Alice"}],
    }
    assert set(explore(Scenario.from_dict(scenario), "2025-09-19").texts()) == {outcome}


def test_another_permanent_sacrificed_instead_of_entering():
    # Soldevi Excavations: an untapped Island Alice controls; if none, the graveyard.
    _, e = one(
        "If Test Card would enter the battlefield, sacrifice an untapped Island instead. If you "
        "do, put Test Card onto the battlefield. If you don't, put it into its owner's "
        "graveyard.",
        type_line="Land",
    )
    # The card's own ability on its own entering (113.6h, 614.12): no origin forced.
    assert "origin" not in e
    assert e["params"] == {
        "watch": {"event": "enter", "object": {"this": True}},
        "instead": [
            {"do": "sacrifice", "permanent": {"subtypes": ["Island"], "tapped": False}},
            {"do": "move", "to": "battlefield", "object": "affected", "if_done": 0},
            {"do": "move", "to": "graveyard", "object": "affected", "unless_done": 0},
        ],
    }


def test_a_card_discarded_if_the_player_chooses_instead_of_entering():
    # Mox Diamond: "you may discard a land card instead. If you do, … If you don't, …".
    _, e = one(
        "If Test Card would enter the battlefield, you may discard a land card instead. If "
        "you do, put Test Card onto the battlefield. If you don't, put it into its owner's "
        "graveyard.",
        type_line="Artifact",
    )
    assert e["params"]["watch"] == {"event": "enter", "object": {"this": True}}
    assert e["params"]["instead"][0] == {
        "do": "discard",
        "player": "you",
        "card": {"types": ["Land"]},
        "may": True,
    }
    assert [a.get("if_done", a.get("unless_done")) for a in e["params"]["instead"][1:]] == [0, 0]


def test_a_discard_of_an_untapped_card_is_refused():
    parsed = parse_card(
        name="Test Card",
        text="If Test Card would enter the battlefield, you may discard an untapped land card "
        "instead. If you do, put Test Card onto the battlefield. If you don't, put it into its "
        "owner's graveyard.",
        controller="Alice",
        type_line="Artifact",
    )
    assert parsed.unparsed and not parsed.effects


def test_two_permanents_sacrificed_instead_of_entering():
    # Scorched Ruins, Lotus Vale: "sacrifice two untapped lands instead": two permanents
    # the player controls, chosen at the table (701.21a), a cost paid whole (118.3).
    _, e = one(
        "If Test Card would enter, sacrifice two untapped lands instead. If you do, put Test "
        "Card onto the battlefield. If you don't, put it into its owner's graveyard.",
        type_line="Land",
    )
    assert e["params"]["instead"][0] == {
        "do": "sacrifice",
        "permanent": {"types": ["Land"], "tapped": False},
        "count": 2,
    }
    assert [a.get("if_done", a.get("unless_done")) for a in e["params"]["instead"][1:]] == [0, 0]


@pytest.mark.parametrize("procedure", ["2025-09-19", "2008-02-01"])
def test_pasted_scorched_ruins_gives_the_presets_effect(procedure):
    # The Oracle text pasted: the same effect as the preset, so the same outcomes.
    text = (
        "If Scorched Ruins would enter, sacrifice two untapped lands instead. If you do, put "
        "Scorched Ruins onto the battlefield. If you don't, put it into its owner's graveyard."
    )
    parsed, e = one(text, name="Scorched Ruins", type_line="Land")
    assert e["params"] == PRESETS["scorched-ruins"].params

    def resolved(effect: dict) -> set[str]:
        lands = [
            {"id": k, "name": k.title(), "owner": "Alice", "types": ["Land"]}
            for k in ("plains", "island", "swamp")
        ]
        data = {
            "version": 1,
            "players": [{"name": "Alice"}, {"name": "Bob"}],
            "objects": [{**parsed.object, "zone": "hand"}, *lands],
            "effects": [effect],
            "events": [{"kind": "enter", "object": parsed.object["id"]}],
        }
        return set(explore(Scenario.from_dict(data), procedure).texts())

    preset = {"id": "p", "source": parsed.object["id"], "controller": "Alice"}
    # Alice chooses two of her three untapped lands: three outcomes either way.
    assert resolved(e) == resolved({**preset, "preset": "scorched-ruins"})
    assert len(resolved(e)) == 3
