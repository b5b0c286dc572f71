"""The wordings about the game around an event: a life total's floor, players' counters,
what a spell or ability can't cause, counts worked out as a permanent enters and a static
ability's condition. Expected effects are written from the cards' Oracle words and the
scenario format, not from the parser's output."""

from __future__ import annotations

from rules.cardtext import parse_card
from rules.engine import Scenario, explore


def one(text: str, name: str = "Test Card", type_line: str | None = "Enchantment"):
    parsed = parse_card(name=name, text=text, controller="Alice", type_line=type_line)
    assert not parsed.unparsed, parsed.unparsed
    (effect,) = parsed.effects
    return effect


def refused(text: str, name: str = "Test Card", type_line: str | None = "Enchantment"):
    parsed = parse_card(name=name, text=text, controller="Alice", type_line=type_line)
    assert parsed.unparsed and not parsed.effects, (parsed.effects, parsed.unparsed)
    return parsed


def test_damage_that_would_reduce_your_life_total_below_a_number():
    # Ali from Cairo, Sustaining Spirit.
    e = one("Damage that would reduce your life total to less than 1 reduces it to 1 instead.")
    assert (e["template"], e["params"]) == (
        "life_floor",
        {"player": "you", "floor": 1, "cause": "damage"},
    )
    assert "origin" not in e


def test_a_static_abilitys_condition_is_read_as_the_event_would_happen():
    # Worship: the floor holds only while Alice controls a creature.
    e = one(
        "If you control a creature, damage that would reduce your life total to less than 1 "
        "reduces it to 1 instead."
    )
    assert e["params"]["condition"] == {
        "permanents": {"types": ["Creature"], "controller": "you"},
        "at_least": 1,
    }
    # Elderscale Wurm: "As long as you have 7 or more life".
    e = one(
        "As long as you have 7 or more life, damage that would reduce your life total to less "
        "than 7 reduces it to 7 instead."
    )
    assert e["params"]["floor"] == 7
    assert e["params"]["condition"] == {"life": "you", "at_least": 7}
    # Hellbent: "As long as you have no cards in hand".
    e = one(
        "As long as you have no cards in hand, if a source you control would deal damage to a "
        "creature or player, it deals double that damage to that creature or player instead."
    )
    assert e["template"] == "multiply"
    assert e["params"]["condition"] == {"cards": {"player": "you", "zone": "hand"}, "at_most": 0}


def test_morbid_as_a_static_condition_is_read_as_the_event_would_happen():
    e = one(
        "If a creature died this turn, damage that would reduce your life total to less "
        "than 1 reduces it to 1 instead."
    )
    assert e["params"]["condition"] == {
        "this_turn": {"player": "all", "did": "creatures_died"},
        "at_least": 1,
    }


def test_a_condition_outside_the_format_or_a_spells_own_if_is_refused():
    # What happened earlier this turn that the format doesn't keep.
    refused(
        "If you sacrificed a permanent this turn, damage that would reduce your life total to "
        "less than 1 reduces it to 1 instead."
    )
    # A designation.
    refused("If you have the city's blessing, creatures you control enter tapped.")
    # A resolving spell's "if" is checked once, as it resolves: not a static condition.
    parsed = parse_card(
        name="Test Spell",
        text="If you control a creature, prevent all damage that would be dealt to you this turn.",
        controller="Alice",
        type_line="Instant",
    )
    assert not parsed.effects and parsed.unparsed


def test_a_sentence_with_a_condition_and_no_replacement_words_is_left_alone():
    parsed = parse_card(
        name="Test Card",
        text="As long as you control a creature, Test Card gets +1/+1.",
        controller="Alice",
        type_line="Creature — Bear",
    )
    assert not parsed.unparsed and not parsed.effects
    assert parsed.ignored


def test_players_cant_get_counters_and_you_cant_get_poison_counters():
    # Solemnity, Melira: counters a player would get (122.1f).
    e = one("Players can't get counters.")
    assert (e["template"], e["params"]) == ("cant", {"event": "put_counters", "player": "any"})
    e = one("You can't get poison counters.")
    assert e["params"] == {"event": "put_counters", "player": "you", "counter": "poison"}


def test_if_you_would_get_counters_you_get_that_many_plus_one():
    # Winding Constrictor's second ability.
    e = one(
        "If you would get one or more counters, you get that many plus one of each of those "
        "kinds of counters instead."
    )
    assert (e["template"], e["params"]) == (
        "add",
        {"event": "put_counters", "player": "you", "amount": 1},
    )


def test_spells_and_abilities_your_opponents_control_cant_cause_you_to_sacrifice():
    # Sigarda, Host of Herons; Tajuru Preserver.
    e = one("Spells and abilities your opponents control can't cause you to sacrifice permanents.")
    assert (e["template"], e["params"]) == (
        "cant",
        {
            "event": "sacrifice",
            "player": "you",
            "by": {"kind": ["spell", "ability"], "player": "opponent"},
        },
    )
    e = one("Spells and abilities your opponents control can't cause you to sacrifice creatures.")
    assert e["params"]["object"] == {"types": ["Creature"]}


def test_enters_with_a_counter_for_each():
    # Golgari Grave-Troll: creature cards in your graveyard.
    e = one(
        "Test Card enters the battlefield with a +1/+1 counter on it for each creature card in "
        "your graveyard.",
        type_line="Creature — Troll",
    )
    assert e["params"] == {
        "object": {"this": True},
        "counter": "+1/+1",
        "count": {
            "for_each": {"cards": {"player": "you", "zone": "graveyard", "types": ["Creature"]}}
        },
    }
    # Tidewalker: permanents you control, a counter kind by name.
    e = one(
        "Test Card enters the battlefield with a time counter on it for each Island you control.",
        type_line="Creature — Elemental",
    )
    assert e["params"]["counter"] == "time"
    assert e["params"]["count"] == {
        "for_each": {"permanents": {"subtypes": ["Island"], "controller": "you"}}
    }
    # Storm Entity: every other spell cast this turn, by any player.
    parsed = parse_card(
        name="Test Card",
        text="Test Card enters the battlefield with a +1/+1 counter on it for each other spell "
        "cast this turn.",
        controller="Alice",
        type_line="Creature — Elemental",
    )
    (e,) = parsed.effects
    assert e["params"]["count"] == {
        "for_each": {"this_turn": {"player": "all", "did": "cast"}},
        "plus": -1,
    }
    assert any("plus" in n for n in parsed.notes)


def test_enters_with_x_counters_where_x_is_a_count():
    # Realm Seekers; Drakestown Forgotten.
    e = one(
        "Test Card enters the battlefield with X +1/+1 counters on it, where X is the total "
        "number of cards in all players' hands.",
        type_line="Creature — Elf Scout",
    )
    assert e["params"]["count"] == {"for_each": {"cards": {"player": "all", "zone": "hand"}}}
    e = one(
        "Test Card enters the battlefield with X +1/+1 counters on it, where X is the number of "
        "creature cards in all graveyards.",
        type_line="Creature — Zombie",
    )
    assert e["params"]["count"] == {
        "for_each": {"cards": {"player": "all", "zone": "graveyard", "types": ["Creature"]}}
    }


def test_a_count_the_format_doesnt_hold_is_refused():
    refused(
        "Test Card enters the battlefield with X +1/+1 counters on it, where X is the number of "
        "cards you removed from the draft.",
        type_line="Artifact Creature — Construct",
    )
    refused(
        "Test Card enters the battlefield with a +1/+1 counter on it for each opponent you have.",
        type_line="Creature — Bear",
    )


def test_players_skip_their_untap_steps_every_one():
    # Stasis, Eon Hub: a static ability skips every such step (614.10), never used up.
    e = one("Players skip their untap steps.")
    assert (e["template"], e["params"]) == (
        "skip",
        {"step": "untap", "player": "any", "each": True},
    )
    assert "origin" not in e
    # Necropotence: "Skip your draw step."
    e = one("Skip your draw step.")
    assert e["params"] == {"step": "draw", "player": "you", "each": True}


def test_skip_your_draw_step_this_turn_is_one_step():
    parsed = parse_card(
        name="Test Spell",
        text="You skip your draw step this turn.",
        controller="Alice",
        type_line="Sorcery",
    )
    (e,) = parsed.effects
    assert (e["params"], e["origin"]) == ({"step": "draw", "player": "you"}, "resolution")


def test_enters_with_x_counters_reads_the_x_of_the_spell():
    # Chimeric Mass, Hangarback Walker: X is the value chosen as it was cast (107.3m).
    parsed = parse_card(
        name="Test Card",
        text="Test Card enters the battlefield with X charge counters on it.",
        controller="Alice",
        type_line="Artifact",
    )
    (e,) = parsed.effects
    assert e["params"] == {
        "object": {"this": True},
        "counter": "charge",
        "count": {"for_each": {"x": "this"}},
    }
    assert any("x" in n for n in parsed.notes)


def test_you_dont_lose_the_game_for_having_0_or_less_life():
    # Soul Echo: only that reason for losing is stopped (704.5a).
    e = one("You don't lose the game for having 0 or less life.")
    assert (e["template"], e["params"]) == (
        "cant",
        {"event": "lose_game", "player": "you", "cause": "life"},
    )


def _land_enters(parsed, lands: list[dict]) -> set[str]:
    obj = {**parsed.object, "zone": "hand"}
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [obj, *lands],
        "effects": list(parsed.effects),
        "events": [{"kind": "enter", "object": obj["id"]}],
    }
    return set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())


def _land(n: int, subtype: str, owner: str = "Alice", basic: bool = True) -> dict:
    land = {
        "id": f"l{n}",
        "name": subtype,
        "label": f"{subtype} {n}",
        "owner": owner,
        "types": ["Land"],
        "subtypes": [subtype],
    }
    if basic:
        land["supertypes"] = ["Basic"]
    return land


def test_enters_tapped_unless_you_control_two_or_fewer_other_lands():
    # Seachrome Coast: with two other lands it enters untapped, with three tapped; Bob's
    # lands don't count.
    parsed = parse_card(
        name="Seachrome Coast",
        text="Seachrome Coast enters the battlefield tapped unless you control two or fewer "
        "other lands.",
        controller="Alice",
        type_line="Land",
    )
    (e,) = parsed.effects
    assert e["params"]["condition"] == {
        "not": {
            "permanents": {"types": ["Land"], "other": True, "controller": "you"},
            "at_most": 2,
        }
    }
    two = [_land(1, "Plains"), _land(2, "Island"), _land(3, "Island", owner="Bob")]
    untapped = "Seachrome Coast enters the battlefield untapped under Alice's control"
    assert _land_enters(parsed, two) == {untapped}
    three = [*two, _land(4, "Plains")]
    assert _land_enters(parsed, three) == {untapped.replace("untapped", "tapped")}


def test_enters_tapped_unless_you_control_a_plains_or_an_island():
    # Glacial Fortress.
    parsed = parse_card(
        name="Glacial Fortress",
        text="Glacial Fortress enters the battlefield tapped unless you control a Plains or an "
        "Island.",
        controller="Alice",
        type_line="Land",
    )
    untapped = "Glacial Fortress enters the battlefield untapped under Alice's control"
    assert _land_enters(parsed, [_land(1, "Island")]) == {untapped}
    tapped = untapped.replace("untapped", "tapped")
    assert _land_enters(parsed, [_land(1, "Swamp"), _land(2, "Island", owner="Bob")]) == {tapped}


def test_if_you_would_lose_the_game_and_a_life_total_that_becomes_a_number():
    # Exquisite Archangel: an ``instead`` on the game loss (104.3), exiling itself and setting
    # the life total (119.5) to the starting life total (103.4).
    e = one(
        "If you would lose the game, instead exile Exquisite Archangel and your life total "
        "becomes equal to your starting life total.",
        name="Exquisite Archangel",
        type_line="Creature — Angel",
    )
    assert (e["template"], e["params"]) == (
        "instead",
        {
            "watch": {"event": "lose_game", "player": "you"},
            "instead": [
                {"do": "move", "object": "this", "to": "exile"},
                {"do": "set_life", "player": "you", "life": "starting"},
            ],
        },
    )
    # A number: "your life total becomes 10".
    e = one("If you would lose the game, your life total becomes 10 instead.")
    assert e["params"]["instead"] == [{"do": "set_life", "player": "you", "life": 10}]
    # That player's: an opponent's loss, their own life total.
    e = one("If an opponent would lose the game, that player's life total becomes 1 instead.")
    assert e["params"] == {
        "watch": {"event": "lose_game", "player": "opponent"},
        "instead": [{"do": "set_life", "player": "affected", "life": 1}],
    }
