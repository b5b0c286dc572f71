"""One test per wording of 614-616 the parser reads, and the ones it must refuse.

Expected effects are written from the cards' texts and the scenario format, not from the
parser's output."""

from __future__ import annotations

import pytest

from rules.cardtext import ParseInputError, bind_targets, bind_x, card, has_x, parse_card
from rules.engine import Scenario


def one(text: str, name: str = "Test Card", type_line: str | None = "Enchantment", **kw):
    parsed = parse_card(name=name, text=text, controller="Alice", type_line=type_line, **kw)
    assert not parsed.unparsed, parsed.unparsed
    (effect,) = parsed.effects
    return effect


def refused(text: str, name: str = "Test Card", type_line: str | None = "Enchantment"):
    parsed = parse_card(name=name, text=text, controller="Alice", type_line=type_line)
    return parsed


def test_if_would_instead_damage_doubled_with_filters():
    e = one(
        "If a source an opponent controls would deal damage to you or a creature you control, "
        "it deals double that damage to that player or creature instead."
    )
    assert e["template"] == "multiply"
    assert e["params"] == {
        "event": "damage",
        "factor": 2,
        "source": {"controller": "opponent"},
        "recipient": {"player": "you", "object": {"types": ["Creature"], "controller": "you"}},
    }


def test_that_much_damage_plus_and_minus():
    e = one(
        "If a red source you control would deal damage to an opponent, it deals that much "
        "damage plus 1 to that player instead."
    )
    assert (e["template"], e["params"]["amount"]) == ("add", 1)
    assert e["params"]["recipient"] == {"player": "opponent"}
    e = one(
        "If a source would deal damage to you, it deals that much damage minus 1 to you instead."
    )
    assert (e["template"], e["params"]["amount"]) == ("add", -1)


def test_prevent_all_damage_to_self_by_name_and_by_this_creature():
    for text in (
        "Prevent all damage that would be dealt to Test Card.",
        "Prevent all damage that would be dealt to this creature.",
        "Prevent all damage that would be dealt to CARDNAME.",
    ):
        e = one(text, type_line="Creature — Wall")
        assert e["template"] == "prevent"
        assert e["params"] == {"amount": "all", "recipient": {"object": {"this": True}}}
        assert "origin" not in e


def test_prevent_the_next_n_damage_is_a_shield_made_by_the_spell():
    e = one(
        "Prevent the next 4 damage that would be dealt to any target this turn.",
        type_line="Instant",
    )
    # "any target" is chosen as the spell is cast: a placeholder the judge replaces.
    assert e["params"] == {
        "amount": 4,
        "shield": True,
        "recipient": {"object": {"id": "any-target"}},
    }
    assert e["origin"] == "resolution"


def test_a_target_that_may_be_a_player_is_bound_to_a_player_or_an_object():
    entry = card("Healing Salve")
    assert entry is not None
    parsed = parse_card(name=entry.name, text=entry.text, controller="Alice")
    # Healing Salve: "Prevent the next 3 damage that would be dealt to any target this turn."
    pid = "any-target"
    assert [t["id"] for t in parsed.targets] == [pid]
    (to_bob,) = bind_targets(parsed.effects, {pid: "Bob"}, ["Alice", "Bob"])
    assert to_bob["params"]["recipient"] == {"player": "Bob"}
    (to_bears,) = bind_targets(parsed.effects, {pid: "bears"}, ["Alice", "Bob"])
    assert to_bears["params"]["recipient"] == {"object": {"id": "bears"}}


def test_the_next_x_damage_leaves_x_for_the_judge_to_set():
    # Temper: X is chosen as the spell is cast; the text can't say it.
    parsed = parse_card(
        name="Temper",
        text="Prevent the next X damage that would be dealt to target creature this turn.",
        controller="Alice",
    )
    (e,) = parsed.effects
    assert e["params"]["amount"] == "X"
    assert has_x(parsed.effects)
    (bound,) = bind_x(parsed.effects, 4)
    assert bound["params"]["amount"] == 4
    assert not has_x([bound])
    assert any("X" in note for note in parsed.notes)


def test_prevent_all_combat_damage_by_creatures_an_opponent_controls():
    e = one(
        "Prevent all combat damage that would be dealt by creatures your opponents control "
        "this turn.",
        type_line="Instant",
    )
    assert e["params"] == {
        "amount": "all",
        "combat": True,
        "source": {"types": ["Creature"], "controller": "opponent"},
    }


def test_prevent_damage_to_and_dealt_by_makes_two_effects():
    parsed = parse_card(
        name="Test Card",
        text="Prevent all damage that would be dealt to and dealt by Test Card.",
        controller="Alice",
        type_line="Creature",
    )
    assert [e["params"] for e in parsed.effects] == [
        {"amount": "all", "recipient": {"object": {"this": True}}},
        {"amount": "all", "source": {"this": True}},
    ]


def test_enters_tapped_and_enters_with_counters():
    e = one("Test Card enters the battlefield tapped.", type_line="Land")
    assert e == {**e, "template": "enter_tapped", "params": {"object": {"this": True}}}
    e = one("This creature enters with three +1/+1 counters on it.", type_line="Creature")
    assert e["template"] == "enter_with_counters"
    assert e["params"] == {"object": {"this": True}, "counter": "+1/+1", "count": 3}


def test_enters_tapped_unless_a_condition_the_format_doesnt_hold_is_refused():
    # "unless a player has 13 or less life" (Spire of Industry-like wordings): no such reading.
    parsed = refused(
        "Test Card enters the battlefield tapped unless a player has 13 or less life.",
        type_line="Land",
    )
    assert parsed.effects == ()
    assert len(parsed.unparsed) == 1


def test_as_enters_choose_a_color():
    e = one("As Test Card enters the battlefield, choose a color.", type_line="Creature")
    assert e["template"] == "enter_choose"
    assert e["params"] == {"object": {"this": True}, "choice": "color"}


def test_skip():
    e = one("You skip your next untap step.", type_line="Sorcery")
    assert e["params"] == {"step": "untap", "player": "you"}
    e = one("Each opponent skips their next combat phase.", type_line="Sorcery")
    assert e["params"] == {"step": "combat", "player": "opponent"}


def test_a_skip_in_a_resolving_ability_without_this_turn_is_refused():
    # A resolving ability's "skip your draw step" without "next" or "this turn" says no
    # duration the format can hold.
    parsed = parse_card(
        name="Test Card",
        text="{T}: Skip your draw step.",
        controller="Alice",
        type_line="Artifact",
    )
    assert parsed.effects == () and parsed.unparsed == ("Skip your draw step.",)


def test_cant_gain_life_and_cant_win():
    e = one("Your opponents can't gain life.")
    assert (e["template"], e["params"]) == ("cant", {"event": "gain_life", "player": "opponent"})
    parsed = parse_card(
        name="Platinum Angel",
        text="You can't lose the game and your opponents can't win the game.",
        controller="Alice",
    )
    assert parsed.whole
    assert [e["params"] for e in parsed.effects] == [
        {"event": "lose_game", "player": "you"},
        {"event": "win_game", "player": "opponent"},
    ]


def test_you_may_instead_is_optional():
    e = one("If you would draw a card, you may instead gain 3 life.")
    assert e["optional"] is True
    assert e["params"] == {
        "watch": {"event": "draw", "player": "you"},
        "instead": [{"do": "gain_life", "amount": 3}],
    }


def test_opponents_graveyard_from_anywhere():
    e = one("If a card would be put into an opponent's graveyard from anywhere, exile it instead.")
    assert e["params"] == {
        "from": "anywhere",
        "to": "graveyard",
        "instead_to": "exile",
        "object": {"nontoken": True, "owner": "opponent"},
    }


def test_self_would_die_exile_it_instead():
    e = one("If Test Card would die, exile it instead.", type_line="Creature")
    assert e["params"] == {
        "from": "battlefield",
        "to": "graveyard",
        "instead_to": "exile",
        "object": {"this": True},
    }


def test_counters_cant_be_put():
    e = one("Creatures your opponents control can't have +1/+1 counters put on them.")
    assert e["params"] == {
        "event": "put_counters",
        "object": {"types": ["Creature"], "controller": "opponent"},
        "counter": "+1/+1",
    }


def test_unknown_wording_goes_to_unparsed_and_other_text_to_ignored():
    parsed = refused(
        "Flying\nWhen Test Card enters the battlefield, draw a card.\n"
        "If you would lose life, you lose half that much life instead."
    )
    assert parsed.effects == ()
    assert parsed.unparsed == ("If you would lose life, you lose half that much life instead.",)
    assert parsed.ignored == ("Flying", "When Test Card enters, draw a card.")


def test_every_effect_validates_in_the_scenario_format():
    parsed = parse_card(
        name="Kalitas, Traitor of Ghet",
        text="If a nontoken creature an opponent controls would die, instead exile that card "
        "and create a 2/2 black Zombie creature token.",
        controller="Alice",
    )
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [parsed.object],
        "effects": list(parsed.effects),
        "events": [{"kind": "destroy", "object": parsed.object["id"]}],
    }
    Scenario.from_dict(scenario)
    assert parsed.object["types"] == ["Creature"]
    assert parsed.object["subtypes"] == ["Vampire", "Warrior"]
    assert (parsed.object["power"], parsed.object["toughness"]) == (3, 4)


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"name": "", "text": "x", "controller": "A"}, "name"),
        ({"name": "X", "text": 3, "controller": "A"}, "text"),
        ({"name": "X", "text": "x", "controller": ""}, "controller"),
    ],
)
def test_bad_input_names_the_field(kwargs, field):
    with pytest.raises(ParseInputError) as info:
        parse_card(**kwargs)
    assert info.value.field == field


def test_a_targeted_creature_is_a_placeholder_object_the_judge_binds():
    from rules.cardtext import bind_targets

    parsed = parse_card(
        name="Test Card",
        text="Prevent the next 3 damage that would be dealt to target creature this turn.",
        controller="Alice",
        type_line="Instant",
    )
    (effect,) = parsed.effects
    assert effect["params"] == {
        "amount": 3,
        "shield": True,
        "recipient": {"object": {"id": "target-creature"}},
    }
    (placeholder,) = parsed.targets
    assert placeholder["id"] == "target-creature"
    assert placeholder["types"] == ["Creature"]
    (bound,) = bind_targets(parsed.effects, {"target-creature": "bears"})
    assert bound["params"]["recipient"] == {"object": {"id": "bears"}}
    assert any("target-creature" in note for note in parsed.notes)


def test_that_creature_would_die_this_turn_names_the_spells_target():
    parsed = parse_card(
        name="Lava Coil",
        text="Lava Coil deals 4 damage to target creature. If that creature would die this "
        "turn, exile it instead.",
        controller="Alice",
        type_line="Sorcery",
    )
    (effect,) = parsed.effects
    assert effect["params"] == {
        "from": "battlefield",
        "to": "graveyard",
        "instead_to": "exile",
        "object": {"id": "target-creature"},
    }
    assert parsed.ignored == ("Lava Coil deals 4 damage to target creature.",)


def test_kicked_counters_carry_the_condition():
    # Kicker (702.33): the counters only if it was kicked, read as it enters (614.12).
    parsed = parse_card(
        name="Kavu Aggressor",
        text="Kicker {4}\nIf Kavu Aggressor was kicked, it enters the battlefield with a "
        "+1/+1 counter on it.",
        controller="Alice",
    )
    (effect,) = parsed.effects
    assert effect["params"] == {
        "object": {"this": True},
        "counter": "+1/+1",
        "count": 1,
        "condition": {"kicked": {"object": "this"}},
    }
    assert any("kicked" in note for note in parsed.notes)


def test_the_next_time_a_chosen_source_would_deal_damage():
    e = one(
        "The next time a red source of your choice would deal damage this turn, prevent "
        "that damage.",
        type_line="Instant",
    )
    # The source is chosen as it resolves (609.7): a placeholder the judge replaces.
    assert e["params"] == {
        "amount": "all",
        "once": True,
        "source": {"colors": ["red"]},
        "chosen_source": "source-of-your-choice",
    }


def test_a_short_legendary_name_is_the_card_itself():
    parsed = parse_card(
        name="Rasputin Dreamweaver",
        text="Remove a dream counter from Rasputin: Prevent the next 1 damage that would be "
        "dealt to Rasputin this turn.",
        controller="Alice",
    )
    (effect,) = parsed.effects
    assert effect["params"]["recipient"] == {"object": {"this": True}}


def test_an_unknown_capitalised_word_is_not_taken_for_a_subtype():
    parsed = refused("Prevent all damage that would be dealt to Zorblax creatures.")
    assert parsed.effects == ()


def test_the_rest_of_a_static_ability_is_marked_not_ignored():
    parsed = parse_card(
        name="Test Wurm",
        text="If damage would be dealt to Test Wurm, prevent that damage. Draw a card.",
        controller="Alice",
        type_line="Creature",
    )
    assert len(parsed.effects) == 1
    assert parsed.unparsed == ("Draw a card.",)


def test_a_phantoms_counter_removed_after_the_prevention():
    # 615.5: the counter is removed right after the damage is prevented.
    e = one(
        "If damage would be dealt to Phantom Wurm, prevent that damage. Remove a +1/+1 "
        "counter from Phantom Wurm.",
        name="Phantom Wurm",
        type_line="Creature — Wurm Spirit",
    )
    assert e["params"] == {
        "amount": "all",
        "recipient": {"object": {"this": True}},
        "then": [{"do": "remove_counters", "counter": "+1/+1", "object": "this", "count": 1}],
    }


def test_a_reveal_land_enters_tapped_unless_its_controller_declines():
    e = one(
        "As Murmuring Bosk enters the battlefield, you may reveal a Treefolk card from your "
        "hand. If you don't, Murmuring Bosk enters the battlefield tapped.",
        name="Murmuring Bosk",
        type_line="Land — Forest",
    )
    assert (e["template"], e["params"], e["optional"]) == (
        "enter_tapped",
        {"object": {"this": True}},
        True,
    )


def test_paying_life_to_enter_untapped_is_refused():
    parsed = refused(
        "As Temple Garden enters the battlefield, you may pay 2 life. If you don't, Temple "
        "Garden enters the battlefield tapped.",
        type_line="Land — Forest Plains",
    )
    assert parsed.effects == ()
    assert parsed.unparsed


def test_a_condition_on_the_whole_sentence_is_never_dropped():
    parsed = parse_card(
        name="Demonfire",
        text="Hellbent — If you have no cards in hand, this spell can't be countered and the "
        "damage can't be prevented.",
        controller="Alice",
        type_line="Sorcery",
    )
    assert parsed.effects == ()
    assert len(parsed.unparsed) == 1


def test_damage_a_target_creature_would_deal_and_a_planeswalkers_him():
    e = one(
        "Prevent all combat damage that would be dealt by target attacking creature this turn.",
        type_line="Instant",
    )
    target = {"id": "target-creature", "combat": "attacking"}  # what the words ask of it
    assert e["params"] == {"amount": "all", "combat": True, "source": target}
    e = one(
        "0: Until end of turn, Gideon Jura becomes a 6/6 Human Soldier creature that's still "
        "a planeswalker. Prevent all damage that would be dealt to him this turn.",
        name="Gideon Jura",
        type_line="Legendary Planeswalker — Gideon",
    )
    assert e["params"] == {"amount": "all", "recipient": {"object": {"this": True}}}


def test_prevent_all_damage_by_a_source_of_your_choice():
    parsed = parse_card(
        name="Test Card",
        text="Prevent all damage that would be dealt to you this turn by a source of your choice.",
        controller="Alice",
        type_line="Instant",
    )
    (e,) = parsed.effects
    assert e["params"] == {
        "amount": "all",
        "recipient": {"player": "you"},
        "chosen_source": "source-of-your-choice",
    }
    assert [t["id"] for t in parsed.targets] == ["source-of-your-choice"]
    assert any("source of your choice" in n for n in parsed.notes)
    # Shown back in the card's words: the source is the one chosen, not any source.
    (line,) = parsed.summary
    assert line.startswith("Prevents: damage a source of your choice would deal to you")


def test_a_red_source_of_your_choice_is_said_back_with_its_colour():
    parsed = parse_card(
        name="Circle of Protection: Red",
        text="{1}: The next time a red source of your choice would deal damage to you this "
        "turn, prevent that damage.",
        controller="Alice",
        type_line="Enchantment",
    )
    (line,) = parsed.summary
    assert "a red source of your choice would deal to you" in line
    (target,) = parsed.targets
    assert target["colors"] == ["red"]


def test_a_kicked_spells_own_damage_to_the_same_recipients():
    parsed = parse_card(
        name="Canopy Surge",
        text="Kicker {2}\nCanopy Surge deals 1 damage to each creature with flying and each "
        "player. If Canopy Surge was kicked, it deals 4 damage to each creature with flying "
        "and each player instead.",
        controller="Alice",
        type_line="Sorcery",
    )
    (effect,) = parsed.effects
    assert (effect["template"], effect["params"]) == ("set_amount", {"amount": 4})
    assert effect["self_replacement"] is True
    assert any("only if Canopy Surge was kicked" in n for n in parsed.notes)


def test_a_kicked_spells_own_damage_without_its_recipients_named_again():
    # Burst Lightning today: "If this spell was kicked, it deals 4 damage instead."
    parsed = parse_card(
        name="Burst Lightning",
        text="Kicker {4}\nBurst Lightning deals 2 damage to any target. If this spell was "
        "kicked, it deals 4 damage instead.",
        controller="Alice",
        type_line="Instant",
    )
    assert parsed.whole, parsed.unparsed
    (effect,) = parsed.effects
    assert (effect["template"], effect["params"]) == ("set_amount", {"amount": 4})
    assert effect["self_replacement"] is True


def test_damage_any_source_would_deal_is_not_the_spells_own_damage():
    # Equal Treatment: "If any source would deal 1 or more damage to a permanent or player
    # this turn, it deals 2 damage to that permanent or player instead." Every source's
    # damage this turn, not the spell's own (it deals none): not a self-replacement
    # (614.15), so not read as one.
    parsed = parse_card(
        name="Equal Treatment",
        text="If any source would deal 1 or more damage to a permanent or player this turn, "
        "it deals 2 damage to that permanent or player instead.\nDraw a card.",
        controller="Alice",
        type_line="Instant",
    )
    assert not any(e.get("self_replacement") for e in parsed.effects)


def test_a_spells_own_damage_divided_among_other_targets_is_refused():
    parsed = parse_card(
        name="Fight with Fire",
        text="Kicker {5}{R}\nFight with Fire deals 5 damage to target creature. If this spell "
        "was kicked, it deals 10 damage divided as you choose among any number of targets "
        "instead.",
        controller="Alice",
        type_line="Sorcery",
    )
    assert parsed.effects == () and len(parsed.unparsed) == 1


def test_a_countered_spell_exiled_instead_of_put_into_the_graveyard():
    e = one(
        "Counter target spell. If that spell is countered this way, exile it instead of "
        "putting it into its owner's graveyard.",
        type_line="Instant",
    )
    assert e["template"] == "move_instead"
    assert e["params"] == {
        "object": {"id": "target-spell"},
        "from": "stack",
        "to": "graveyard",
        "instead_to": "exile",
    }
    assert (e["origin"], e["self_replacement"]) == ("resolution", True)
    # On a permanent it is no spell's own instruction.
    assert refused(
        "If that spell is countered this way, exile it instead of putting it into its "
        "owner's graveyard."
    ).unparsed


def test_if_you_do_after_an_optional_action_carries_the_condition():
    parsed = parse_card(
        name="Zealot il-Vec",
        text="Whenever Zealot il-Vec attacks and isn't blocked, you may have it deal 1 damage "
        "to target creature. If you do, prevent all combat damage Zealot il-Vec would deal "
        "this turn.",
        controller="Alice",
        type_line="Creature — Human Rebel",
    )
    (effect,) = parsed.effects
    assert effect["params"] == {"amount": "all", "combat": True, "source": {"this": True}}
    assert effect["origin"] == "resolution"
    assert any(n.startswith("only if you did") for n in parsed.notes)
    assert not parsed.unparsed


def test_exert_when_you_do_prevents_damage_to_the_creature():
    parsed = parse_card(
        name="Oketra's Avenger",
        text="You may exert Oketra's Avenger as it attacks. When you do, prevent all combat "
        "damage that would be dealt to it this turn.",
        controller="Alice",
        type_line="Creature — Human Warrior",
    )
    (effect,) = parsed.effects
    assert effect["params"] == {
        "amount": "all",
        "combat": True,
        "recipient": {"object": {"this": True}},
    }
    assert effect["origin"] == "resolution"
    assert any("exerted" in n for n in parsed.notes)


def test_a_preventions_additional_effect_uses_the_damage_prevented():
    # Swans of Bryn Argoll (615.5): the draws follow the prevention, as many as prevented.
    e = one(
        "If a source would deal damage to Test Card, prevent that damage. The source's "
        "controller draws cards equal to the damage prevented this way.",
        type_line="Creature — Bird",
    )
    assert e["params"] == {
        "amount": "all",
        "recipient": {"object": {"this": True}},
        "then": [{"do": "draw", "player": {"controller_of": "source"}, "count": "prevented"}],
    }


def test_a_follow_up_on_some_sources_only_is_read_for_those_sources():
    # "If damage from a red source is prevented this way, …": the follow-up holds for red
    # sources only: the action says so (if_source), never for every source.
    parsed = parse_card(
        name="Honorable Passage",
        text="The next time a source of your choice would deal damage to target creature or "
        "player this turn, prevent that damage. If damage from a red source is prevented this "
        "way, Honorable Passage deals that much damage to the source's controller.",
        controller="Alice",
        type_line="Instant",
    )
    (effect,) = parsed.effects
    assert effect["params"]["then"] == [
        {
            "do": "damage",
            "source": "this",
            "recipient": {"controller_of": "source"},
            "amount": "prevented",
            "if_source": {"colors": ["red"]},
        }
    ]
    assert not parsed.unparsed


def test_a_countered_spell_put_on_the_bottom_of_its_owners_library():
    e = one(
        "Counter target spell. If that spell is countered this way, put it on the bottom of "
        "its owner's library instead of into that player's graveyard. Put Test Card on the "
        "bottom of its owner's library.",
        type_line="Instant",
    )
    assert e["template"] == "instead"
    assert e["params"] == {
        "watch": {
            "event": "move",
            "object": {"id": "target-spell"},
            "from": "stack",
            "to": "graveyard",
        },
        "instead": [{"do": "move", "to": "library", "position": "bottom"}],
    }
    assert (e["origin"], e["self_replacement"]) == ("resolution", True)


def test_a_non_type_word_excludes_that_type():
    e = one("Noncreature permanents your opponents control enter the battlefield tapped.")
    assert (e["template"], e["params"]) == (
        "enter_tapped",
        {"object": {"not_types": ["Creature"], "controller": "opponent"}},
    )
    # "nonbasic" excludes a supertype (205.4a), "legendary" names one.
    e = one("Nonbasic lands your opponents control enter the battlefield tapped.")
    assert e["params"]["object"] == {
        "types": ["Land"],
        "not_supertypes": ["Basic"],
        "controller": "opponent",
    }
    e = one("Prevent all damage that would be dealt to legendary creatures you control.")
    assert e["params"]["recipient"] == {
        "object": {"types": ["Creature"], "supertypes": ["Legendary"], "controller": "you"}
    }


def test_the_object_has_the_supertypes_of_its_type_line():
    parsed = parse_card(
        name="Test Card",
        text="Flying",
        controller="Alice",
        type_line="Legendary Snow Creature — Bird",
    )
    assert parsed.object["supertypes"] == ["Legendary", "Snow"]
    assert parsed.object["types"] == ["Creature"]


def test_non_subtype_creatures_are_read_as_excluding_the_subtype():
    # Arachnogenesis: "by non-Spider creatures".
    parsed = parse_card(
        name="Test Spell",
        text="Prevent all combat damage that would be dealt this turn by non-Spider creatures.",
        controller="Alice",
        type_line="Instant",
    )
    (e,) = parsed.effects
    assert e["params"] == {
        "amount": "all",
        "combat": True,
        "source": {"types": ["Creature"], "not_subtypes": ["Spider"]},
    }
