"""The way in: scenarios drafted from card names, pasted texts and plain-word events.

What each card does comes from its own words (Oracle text) and the rules cited;
outcomes are checked by resolving, against what the rules say should happen.
"""

import pytest

from judgeapp import aiming, combat, drafting, history
from judgeapp.drafting import Draft, DraftError
from rules import engine
from rules.cardtext import cards as shipped_cards


def resolve_all(draft: Draft) -> set[str]:
    scenario = drafting.check(draft)
    exploration = engine.explore(scenario, "2025-09-19")
    return {group.outcome.text for group in exploration.outcomes}


def test_a_card_by_name_brings_its_object_and_effects_as_the_chosen_players():
    draft = drafting.add_card(Draft(), name="furnace of rath", owner="alice")
    (obj,) = draft.objects
    assert obj["name"] == "Furnace of Rath"
    assert obj["owner"] == "Alice"
    assert obj["types"] == ["Enchantment"]
    assert obj["colors"] == ["red"]
    (effect,) = draft.effects
    assert effect["controller"] == "Alice"
    assert effect["source"] == obj["id"]
    assert draft.cards[0].summary


def test_a_card_needs_whose_it_is():
    with pytest.raises(DraftError) as error:
        drafting.add_card(Draft(), name="Furnace of Rath", owner="")
    assert error.value.errors == {"owner": "Choose whose Furnace of Rath is."}


def test_an_unknown_card_says_to_paste_its_text():
    with pytest.raises(DraftError) as error:
        drafting.add_card(Draft(), name="No Such Card", owner="Alice")
    assert "paste its text" in error.value.errors["card"]


def test_two_doublers_and_a_shock_named_by_its_name_deal_8():
    # 2 damage doubled twice (616.1e lets either go first; both apply): 8.
    draft = drafting.add_card(Draft(), name="Furnace of Rath", owner="Alice")
    draft = drafting.add_card(draft, name="Dictate of the Twin Gods", owner="Alice")
    draft = drafting.add_event(
        draft,
        {
            "kind": "damage",
            "recipient": "Bob",
            "source_name": "Shock",
            "source_name_whose": "Alice",
            "amount": "2",
        },
    )
    assert [o["name"] for o in draft.objects][-1] == "Shock"
    assert resolve_all(draft) == {"Bob is dealt 8 damage"}
    assert drafting.event_words(draft, draft.events[0]) == "Shock deals 2 damage to Bob"


def test_a_damage_row_left_empty_says_what_to_choose_beside_each_field():
    with pytest.raises(DraftError) as error:
        drafting.add_event(Draft(), {"kind": "damage"})
    assert error.value.errors == {
        "recipient_name": drafting.CHOOSE_RECIPIENT,
        "source_name": drafting.CHOOSE_SOURCE,
        "amount": drafting.NOT_A_NUMBER,
    }
    assert error.value.errors["recipient_name"].startswith("Choose who is dealt the damage")


def test_a_new_name_needs_whose_it_is():
    with pytest.raises(DraftError) as error:
        drafting.add_event(Draft(), {"kind": "dies", "object_name": "Grizzly Bears"})
    assert error.value.errors == {"object_name_whose": "Choose whose Grizzly Bears is."}


def test_dies_is_a_move_from_the_battlefield_to_the_graveyard():
    draft = drafting.add_event(
        Draft(), {"kind": "dies", "object_name": "grizzly bears", "object_name_whose": "bob"}
    )
    (obj,) = draft.objects
    assert obj["owner"] == "Bob"
    assert obj["zone"] == "battlefield"
    assert draft.events[0]["kind"] == "move"
    assert draft.events[0]["to"] == "graveyard"


def test_leyline_of_the_void_doesnt_exile_a_token_and_the_token_is_not_named_twice():
    # Leyline watches cards; a token is not a card (108.2b), so it goes to the graveyard.
    draft = drafting.add_card(Draft(), name="Leyline of the Void", owner="Alice")
    draft = drafting.add_event(
        draft,
        {"kind": "dies", "object_name": "Soldier token", "object_name_whose": "Bob", "token": "on"},
    )
    assert draft.objects[-1]["name"] == "Soldier"
    words = drafting.event_words(draft, draft.events[0])
    assert words == "Soldier token dies"
    (outcome,) = resolve_all(draft)
    assert "exile" not in outcome
    assert "token token" not in outcome


def test_a_named_object_that_is_a_card_brings_its_own_effects():
    # Blightsteel Colossus named as what is destroyed carries its own replacement.
    draft = drafting.add_event(
        Draft(),
        {"kind": "destroyed", "object_name": "Blightsteel Colossus", "object_name_whose": "Alice"},
    )
    assert [e["preset"] for e in draft.effects] == ["blightsteel-colossus"]
    (outcome,) = resolve_all(draft)
    assert "librar" in outcome


def test_a_pasted_text_with_no_preset_is_read_and_resolves_as_its_words_say():
    # Rhox Faithmender: "If you would gain life, you gain twice that much life instead."
    text = "Lifelink\nIf you would gain life, you gain twice that much life instead."
    reading, _ = drafting.read_text(Draft(), name="Rhox Faithmender", text=text, owner="Alice")
    assert len(reading.summary) == 1
    assert not reading.unparsed
    draft = drafting.add_text(Draft(), name="Rhox Faithmender", text=text, owner="Alice", keep=[0])
    draft = drafting.add_event(draft, {"kind": "gain_life", "player": "Alice", "amount": "3"})
    assert resolve_all(draft) == {"Alice gains 6 life"}


def test_a_pasted_text_part_not_understood_is_marked_and_the_rest_kept():
    text = (
        "If a source would deal damage to you, prevent 1 of that damage. "
        "If a player would draw a card, that player skips it and juggles instead."
    )
    reading, _ = drafting.read_text(Draft(), name="Odd Card", text=text, owner="Bob")
    assert reading.summary == ("Prevents: damage to you: 1 of it, each time.",)
    assert reading.unparsed == (
        "If a player would draw a card, that player skips it and juggles instead.",
    )
    draft = drafting.add_text(Draft(), name="Odd Card", text=text, owner="Bob", keep=[0])
    assert draft.cards[0].unparsed == reading.unparsed
    assert len(draft.effects) == 1


def test_removing_a_card_removes_its_effects_and_the_events_naming_it():
    draft = drafting.add_card(Draft(), name="Furnace of Rath", owner="Alice")
    draft = drafting.add_event(draft, {"kind": "destroyed", "object": draft.objects[0]["id"]})
    empty = drafting.remove_card(draft, 0)
    assert (empty.objects, empty.effects, empty.events) == ((), (), ())


def test_resolving_without_an_event_says_to_add_one():
    with pytest.raises(DraftError) as error:
        drafting.check(drafting.add_card(Draft(), name="Furnace of Rath", owner="Alice"))
    assert error.value.errors == {"kind": drafting.NO_EVENT_YET}


def test_the_draft_survives_its_trip_through_the_page():
    draft = drafting.add_card(Draft(), name="Rest in Peace", owner="Bob")
    assert Draft.from_json(draft.to_json()) == draft


def test_a_tampered_draft_is_refused_in_words():
    with pytest.raises(DraftError) as error:
        Draft.from_json("{not json")
    assert error.value.errors == {"draft": drafting.BAD_DRAFT}


def test_players_renamed_follow_into_owners_and_controllers():
    draft = drafting.add_card(Draft(), name="Furnace of Rath", owner="Alice")
    renamed = drafting.with_players(draft, ["Ann", "Ben"])
    assert renamed.objects[0]["owner"] == "Ann"
    assert renamed.effects[0]["controller"] == "Ann"
    assert renamed.cards[0].owner == "Ann"


def test_the_full_builders_names_are_made_exact():
    data = {
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [
            {"id": "o1", "name": "Soldier token", "owner": "bob", "token": True},
            {"id": "shock", "name": "Shock", "owner": "Alice"},
        ],
        "effects": [{"id": "x", "controller": "ALICE", "source": "SHOCK"}],
        "events": [{"kind": "damage", "source": "shock", "recipient": "o1", "amount": 2}],
    }
    out = drafting.normalise_names(data)
    assert out["objects"][0]["name"] == "Soldier"
    assert out["objects"][0]["owner"] == "Bob"
    assert out["effects"][0]["controller"] == "Alice"
    assert out["effects"][0]["source"] == "shock"
    assert out["events"][0]["source"] == "shock"


def test_a_presets_words_are_said_without_what_the_full_builder_sets():
    # Harm's Way's preset tells the full builder to set its chosen source and target; here
    # both are aimed with buttons (the card's slots), so the card is said in its own words.
    draft = drafting.add_card(Draft(), name="Harm's Way", owner="Alice")
    (line,) = draft.cards[0].summary
    assert "chosen_source" not in line and "(set " not in line
    assert line.startswith("The next 2 damage the chosen source would deal to you")
    assert line.endswith("is dealt to the target instead.")


def test_what_the_full_builder_sets_is_left_out_of_a_parenthesis_that_says_more():
    # Opal-Eye's preset: "(all the damage it deals at one time; set chosen_source)".
    draft = drafting.add_card(Draft(), name="Opal-Eye, Konda's Yojimbo", owner="Bob")
    lines = draft.cards[0].summary
    assert lines and not any("chosen_source" in line for line in lines)
    assert any(line.endswith("(all the damage it deals at one time).") for line in lines)


def test_storm_entitys_words_say_this_turn_in_english_not_a_parameter_value():
    # Oracle: "…enters with a +1/+1 counter on it for each other spell cast this turn."
    draft = drafting.add_card(Draft(), name="Storm Entity", owner="Alice")
    (line,) = draft.cards[0].summary
    assert "this_turn" not in line and "_" not in line
    assert "for each other spell cast this turn" in line


def test_any_parameter_name_or_value_in_a_presets_words_is_said_in_plain_words():
    # Not only Storm Entity's: any snake_case value a preset's words name ("this_turn",
    # "copy_of") reads as words at the way in and in the stepper.
    words = drafting.preset_words("A counter for each (the players' this_turn cast counts).")
    assert words == "A counter for each (the players' this turn cast counts)."
    from judgeapp.stepping import plain_words

    assert plain_words("enters as a copy_of it") == "enters as a copy of it"
    assert plain_words("Rest in Peace") == "Rest in Peace"


def _shipped_preset_cards() -> list[str]:
    shipped = {card.name for card in shipped_cards.all_cards()}
    return sorted({preset.name for preset in engine.PRESETS.values()} & shipped)


def test_river_boa_named_at_the_table_regenerates_itself():
    # "{G}: Regenerate River Boa": the shield its ability makes is River Boa's own (701.19a;
    # the source of an ability is the object that generated it, 113.7): destroyed, it stays.
    draft = drafting.add_card(Draft(), name="River Boa", owner="Alice")
    (boa,) = draft.objects
    assert draft.effects[0]["source"] == boa["id"]
    draft = drafting.add_event(draft, {"kind": "destroyed", "object": boa["id"]})
    (outcome,) = resolve_all(draft)
    assert "regenerat" in outcome.lower() and "graveyard" not in outcome


@pytest.mark.parametrize("name", _shipped_preset_cards())
def test_every_card_with_a_preset_added_at_the_table_makes_a_scenario_the_resolver_takes(name):
    # An effect whose words say "this" is its card's (113.7): the card's object is its source.
    # Its targets, if any, are the last the table offers (Bob's Grizzly Bears or Bob).
    draft = drafting.add_card(Draft(), name=name, owner="Alice")
    bears = {"kind": "destroyed", "object_name": "Grizzly Bears", "object_name_whose": "Bob"}
    draft = drafting.add_event(draft, bears)
    if draft.cards[0].can_aim:
        draft = aiming.aim_card(draft, 0, aiming.aim_choices(draft)[0][-1][0])
    for slot in aiming.slot_rows(draft)[0]:
        if not slot["choices"]:
            pytest.skip(f"{name}: its {slot['words']} is an object of its own, added first")
        draft = aiming.aim_card(draft, 0, f"{slot['id']}|{slot['choices'][-1][0]}")
    if aiming.needs_x(draft, 0):
        draft = aiming.set_x(draft, 0, "3")
    asked = {f"turn-0-{n}": "1" for n in range(len(draft.cards[0].asks))}
    if asked:
        draft = history.set_facts(draft, 0, asked)
    # Where each creature is in combat, for a card that reads it (Dolmen Gate's "attacking
    # creatures you control"): those not yet said (a target attacking creature is, as it is
    # chosen) not in combat.
    for row in combat.rows(draft).get(0, ()):
        if not row["place"]:
            draft = combat.place(draft, 0, f"{row['id']}|none")
    drafting.check(draft)


def test_a_card_read_from_its_text_says_what_it_does_in_the_words_read():
    # Carbonize has no preset: its effect is read from its text, and its option in the
    # stepper says what was read, not a template's general title. "The creature" is the
    # creature Carbonize dealt damage to, so the Bears dying are exiled (its text).
    draft = drafting.add_card(Draft(), name="Carbonize", owner="Alice")
    draft = drafting.add_card(draft, name="Rest in Peace", owner="Bob")
    bears = {"kind": "dies", "object_name": "Grizzly Bears", "object_name_whose": "Bob"}
    draft = drafting.add_event(draft, bears)
    (slot,) = aiming.slot_rows(draft)[0]
    draft = aiming.aim_card(draft, 0, f"{slot['id']}|{slot['choices'][-1][0]}")
    scenario = drafting.check(draft)
    pending = engine.resolve(engine.Scenario.from_dict(scenario), "2025-09-19")
    does = {option.label: option.does for option in pending.options}
    assert does["Carbonize first"] == draft.cards[0].summary[0]
    assert "target creature dying" in does["Carbonize first"]
    assert resolve_all(draft) == {"Grizzly Bears is exiled"}


def test_losing_the_game_for_0_life_is_an_event_of_the_table():
    # Transcendence: "You don't lose the game for having 0 or less life." (the state-based
    # action of 704.5a); Bob, without it, loses.
    draft = drafting.add_card(Draft(), name="Transcendence", owner="Alice")
    draft = drafting.add_event(draft, {"kind": "lose_game", "player": "Alice"})
    assert drafting.event_words(draft, draft.events[0]) == (
        "Alice would lose the game for having 0 or less life"
    )
    (outcome,) = resolve_all(draft)
    assert "Alice can't lose the game" in outcome
    bob = drafting.add_event(draft, {"kind": "lose_game", "player": "Bob"})
    (both,) = resolve_all(bob)
    assert "Bob loses the game" in both
    with pytest.raises(DraftError) as error:
        drafting.add_event(draft, {"kind": "lose_game"})
    assert error.value.errors == {"player": "Choose who would lose the game."}


def test_mending_hands_at_the_table_aims_at_any_target_and_shields_it():
    # Mending Hands' Oracle text: "Prevent the next 4 damage that would be dealt to any
    # target this turn." (the wording 801.13b's example quotes; 115.4: "any target" is a
    # creature, player, planeswalker or battle). Aimed at Bob, 5 damage to him is 1.
    draft = drafting.add_card(Draft(), name="Mending Hands", owner="Alice")
    (slot,) = aiming.slot_rows(draft)[0]
    assert slot["label"] == "Any target"
    draft = aiming.aim_card(draft, 0, f"{slot['id']}|Bob")
    draft = drafting.add_event(
        draft,
        {
            "kind": "damage",
            "recipient": "Bob",
            "source_name": "Lava Axe",
            "amount": "5",
            "source_name_whose": "Alice",
        },
    )
    assert resolve_all(draft) == {"Bob is dealt 1 damage"}
