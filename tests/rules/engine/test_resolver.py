"""One test (or a few) per mechanism of rule 419 (2008) and rules 614-616 (today)."""

from __future__ import annotations

import pytest

from rules.engine import ChoiceError, Done, Pending, ScenarioError, get_example, resolve

from .helpers import done, fx, kinds, obj, option_ids, outcomes, pending, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
BOLT = obj("bolt", "Lightning Bolt", types=("Instant",), zone="stack", colors=["red"])
FURNACE = obj("furnace", "Furnace of Rath", types=("Enchantment",), colors=["red"])
BEARS = obj("bears", "Grizzly Bears", colors=["green"], power=2, toughness=2)


def _damage(amount: int, to: str = "Bob", source: str = "bolt", id: str = "e1") -> dict:
    return {"id": id, "kind": "damage", "source": source, "recipient": to, "amount": amount}


# Who chooses (616.1 / 419.9a) --------------------------------------------------


def test_affected_player_chooses_not_the_effects_controller():
    p = pending(get_example("case-19").scenario)
    assert p.chooser == "Bob"
    assert "616.1" in p.rules


def test_affected_objects_controller_chooses():
    p = pending(get_example("case-17").scenario)
    assert p.chooser == "Bob"
    assert set(option_ids(p)) == {"apply:kalitas", "apply:rip"}


def test_owner_chooses_for_an_object_without_a_controller():
    card = obj("temper", "Fiery Temper", owner="Bob", types=("Instant",), zone="hand")
    leyline = obj("leyline", "Leyline of the Void", owner="Alice", types=("Enchantment",))
    s = scenario(
        [card, leyline],
        [
            fx("madness", "Bob", source="temper", preset="fiery-temper"),
            fx("leyline", "Alice", source="leyline", preset="leyline-of-the-void"),
        ],
        [{"kind": "move", "object": "temper", "to": "graveyard", "cause": "discard"}],
    )
    assert pending(s).chooser == "Bob"


def test_choices_are_made_in_apnap_order():
    s = get_example("case-20").scenario
    first = pending(s)
    assert first.chooser == "Alice"
    assert "101.4" in first.rules
    second = pending(s, choices=(option_ids(first)[0],))
    assert second.chooser == "Bob"


def test_2008_cites_rule_103_4_for_apnap():
    assert "103.4" in pending(get_example("case-20").scenario, OLD).rules


# Once per event, across modified events (614.5 / 419.6a) ----------------------


def test_each_doubler_applies_once():
    s = get_example("case-01").scenario
    assert outcomes(s) == {"Bob is dealt 8 damage"}
    answer = done(s, choices=("apply:gv1",))
    assert any("614.5" in step.rules for step in answer.trace)


def test_a_replacement_does_not_apply_to_the_events_it_made():
    reflection = obj("tr", "Thought Reflection", types=("Enchantment",))
    s = scenario(
        [reflection],
        [fx("tr", source="tr", preset="thought-reflection")],
        [{"kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "library": ["A", "B", "C", "D"]}, {"name": "Bob"}],
    )
    answer = done(s)
    assert answer.outcome.text == "Alice draws 2 cards"


# Becoming applicable (616.2 / 419.9b) -----------------------------------------


def test_replacement_becomes_applicable_after_another_modifies_the_event():
    answer = done(get_example("case-05").scenario, OLD)
    assert answer.outcome.text == "Alice returns Grizzly Bears from graveyard to hand"
    assert any("419.9b" in step.rules for step in answer.trace)


def test_control_change_makes_a_copy_effect_applicable():
    answer = done(get_example("case-21").scenario)
    forced = [s for s in answer.trace if s.kind == "forced"]
    assert [s.effect_id for s in forced] == ["specimens", "essence"]
    assert "616.1b" in forced[0].rules
    assert "616.2" in forced[1].rules


# The steps of choosing (616.1a-e / 419.9a) --------------------------------------


def test_self_replacement_is_forced_first():
    answer = done(get_example("case-15").scenario)
    first = answer.trace[0]
    assert (first.kind, first.effect_id) == ("forced", "landfall")
    assert "616.1a" in first.rules
    assert answer.outcome.text == "Bob is dealt 6 damage"


def test_self_replacement_is_forced_first_in_2008_too():
    answer = done(get_example("case-15").scenario, OLD)
    assert answer.trace[0].effect_id == "landfall"
    assert "419.6d" in answer.trace[0].rules


def test_copy_effect_is_forced_first_today_and_says_why():
    answer = done(get_example("case-03").scenario)
    assert answer.trace[0].kind == "forced"
    assert "616.1c" in answer.trace[0].rules
    assert "without asking" in answer.trace[0].explanation
    assert "tapped" not in answer.outcome.text.replace("untapped", "")


def test_2008_lets_alice_order_the_copy_and_the_tapped_effect():
    p = pending(get_example("case-24").scenario, OLD)
    assert p.chooser == "Alice"
    assert set(option_ids(p)) == {"apply:essence", "apply:sentinel"}
    assert p.rules == ("419.9a",)


def test_a_later_step_is_excluded_with_its_rule():
    s = get_example("case-15").scenario
    answer = resolve(s, MODERN)
    assert isinstance(answer, Done)
    # Furnace was not an option while the self-replacement waited; the trace says so
    # by forcing the self-replacement first with 616.1a.
    assert answer.trace[0].effect_id == "landfall"


def test_back_face_effect_is_forced_before_others_today():
    card = obj("moon", "Delver of Secrets", types=("Creature",), zone="stack", colors=["blue"])
    s = scenario(
        [card],
        [
            fx("face", template="enter_back_face_up", params={"object": {}}, origin="resolution"),
            fx("tapped", template="enter_tapped", params={"object": {}}, origin="resolution"),
        ],
        [{"kind": "enter", "object": "moon"}],
    )
    answer = done(s)
    assert answer.trace[0].effect_id == "face"
    assert "616.1d" in answer.trace[0].rules
    assert option_ids(pending(s, OLD)) == ["apply:face", "apply:tapped"]


def test_procedure_of_2011_has_the_copy_step_but_not_the_back_face_step():
    s = get_example("case-03").scenario
    assert isinstance(resolve(s, "2011-09-30"), Done)
    assert isinstance(resolve(s, "2011-07-15"), Pending)


# Contained events (616.1g) -------------------------------------------------------


def test_token_creation_goes_before_effects_on_the_tokens_entering():
    p = pending(get_example("case-04").scenario)
    first = p.trace[0]
    assert (first.kind, first.effect_id) == ("forced", "season")
    assert "616.1g" in first.rules
    assert p.chooser == "Alice"
    assert len(p.options) == 5


def test_each_token_gets_its_own_color():
    s = get_example("case-04").scenario
    answer = done(s, choices=("mode:blue", "mode:red"))
    chosen = [o["chosen"] for o in answer.state["objects"] if o["token"]]
    assert chosen == [{"color": "blue"}, {"color": "red"}]


# Prevention shields (615.7 / 419.7b) -----------------------------------------------


def test_shielded_player_chooses_which_damage_the_shield_prevents():
    p = pending(get_example("case-06").scenario)
    assert p.chooser == "Bob"
    assert option_ids(p) == ["prevent:salve:e1", "prevent:salve:e2"]
    assert "615.7" in p.rules


def test_a_used_up_shield_lets_later_damage_through():
    goblin = obj("goblin", "Raging Goblin", colors=["red"])
    s = scenario(
        [goblin],
        [fx("salve", "Bob", preset="healing-salve", params={"recipient": {"player": "Bob"}})],
        [_damage(2, source="goblin", id="later")],
        timeline=[{"events": [_damage(3, source="goblin", id="first")]}],
    )
    answer = done(s)
    assert answer.outcome.text == "Bob is dealt 2 damage"
    assert "Healing Salve's shield: 0 left" in answer.outcome.lines


def test_shield_covering_all_the_damage_asks_nothing():
    goblin = obj("goblin", "Raging Goblin", colors=["red"])
    s = scenario(
        [goblin],
        [fx("salve", "Bob", preset="healing-salve", params={"recipient": {"player": "Bob"}})],
        [_damage(1, source="goblin", id="a"), _damage(1, source="goblin", id="b")],
    )
    assert done(s).outcome.text == "Bob is dealt no damage"


def test_shields_are_made_for_the_creatures_matching_when_created():
    answer = done(get_example("case-07").scenario)
    note = answer.trace[0]
    assert note.kind == "note"
    assert "615.11" in note.rules
    assert "Llanowar Elves" in note.explanation and "Goblin Piker" not in note.explanation


def test_static_prevention_applies_to_each_event():
    answer = done(get_example("daunting-defender").scenario)
    assert "615.10" in answer.trace[0].rules


# Chosen source, rechecked (615.9 / 419.8b) ----------------------------------------


def test_shield_rechecks_the_source_and_is_not_used_up():
    answer = done(get_example("case-08").scenario)
    assert answer.outcome.text == "Bob is dealt 1 damage"
    assert any("615.9" in s.rules for s in answer.trace)
    assert "cop" in answer.state["live_effects"]


def test_shield_prevents_damage_from_a_source_that_still_matches():
    cop = obj("cop", "Circle of Protection: Red", owner="Bob", types=("Enchantment",))
    goblin = obj("goblin", "Raging Goblin", colors=["red"])
    s = scenario(
        [cop, goblin],
        [
            fx(
                "cop",
                "Bob",
                source="cop",
                preset="circle-of-protection-red",
                params={"chosen_source": "goblin"},
            )
        ],
        [_damage(1, source="goblin")],
    )
    answer = done(s)
    assert answer.outcome.text == "Bob is dealt no damage"
    assert "cop" not in answer.state["live_effects"]


# Redirection (614.9 / 419.6c) -------------------------------------------------------


def test_redirection_to_a_creature_that_left_does_nothing():
    answer = done(get_example("case-13").scenario)
    assert answer.outcome.text == "Bob is dealt 3 damage"
    assert any("614.9" in s.rules for s in answer.trace)


def test_redirection_moves_the_damage():
    answer = done(get_example("palisade-giant").scenario)
    assert answer.outcome.text == "Palisade Giant is dealt 3 damage"
    assert answer.state["players"][0]["life"] == 20


# Regeneration (614.8 / 419.6b) ------------------------------------------------------


def test_regeneration_replaces_destruction():
    answer = done(get_example("case-14").scenario)
    boa = next(o for o in answer.state["objects"] if o["id"] == "boa")
    assert (boa["zone"], boa["damage"], boa["tapped"], boa["in_combat"]) == (
        "battlefield",
        0,
        True,
        False,
    )
    assert "614.8" in answer.trace[0].rules


# Skips (614.10 / 419.6e-f) ------------------------------------------------------------


def test_a_step_already_begun_is_not_skipped():
    s = get_example("case-09").scenario
    p = pending(s)
    reasons = [n.explanation for n in p.trace if n.kind == "note"]
    assert any("already begun" in r for r in reasons)


def test_a_static_skip_skips_every_such_step_and_is_never_used_up():
    # Stasis: "Players skip their untap steps." Alice's untap step earlier, then Bob's
    # and Alice's next ones: each is skipped; the draw step is not.
    stasis = fx(
        "stasis",
        source="stasis",
        template="skip",
        params={"step": "untap", "player": "any", "each": True},
    )
    untap = [{"kind": "begin_step", "player": p, "step": "untap"} for p in ("Alice", "Bob")]
    s = scenario(
        [obj("stasis", "Stasis", types=["Enchantment"])],
        [stasis],
        [untap[1], {"kind": "begin_step", "player": "Alice", "step": "draw"}],
        timeline=[{"events": [untap[0]]}],
    )
    answer = done(s)
    assert answer.outcome.text == (
        "Alice skips an untap step; Bob skips an untap step; Alice's draw step happens"
    )
    assert not any("used up" in line for line in answer.outcome.lines)
    # Without "each", the skip is of the next untap step only (Alice's), then used up.
    once = fx("stasis", source="stasis", template="skip", params={"step": "untap", "player": "any"})
    s = scenario(
        [obj("stasis", "Stasis", types=["Enchantment"])],
        [once],
        [untap[1]],
        timeline=[{"events": [untap[0]]}],
    )
    assert done(s).outcome.text == "Alice skips an untap step; Bob's untap step happens"


# Draws (614.11 / 419.6h) ---------------------------------------------------------------


def test_draw_replacement_applies_with_an_empty_library():
    answer = done(get_example("case-11").scenario)
    alice = answer.state["players"][0]
    assert alice["hand"] == ["Grizzly Bears"]
    assert alice["drew_from_empty_library"] == 0


def test_each_draw_of_a_sequence_is_replaced_in_turn():
    s = scenario(
        [],
        [
            fx(
                "ret",
                template="instead",
                params={
                    "watch": {"event": "draw", "player": "you"},
                    "instead": [{"do": "return_from_graveyard", "count": 1}],
                },
            )
        ],
        [{"kind": "draw", "player": "Alice", "count": 2}],
        players=[{"name": "Alice", "library": ["Island"], "graveyard": ["Bears"]}, {"name": "Bob"}],
    )
    alice = done(s).state["players"][0]
    assert alice["hand"] == ["Bears"]
    assert alice["library"] == ["Island"]


def test_laboratory_maniac_wins_instead_of_drawing_from_an_empty_library():
    answer = done(get_example("lab-maniac").scenario)
    assert answer.state["players"][0]["won"] is True


# Zero damage (614.7a / 419.5a) -------------------------------------------------------


def test_zero_damage_is_no_event_and_the_doubler_does_nothing():
    answer = done(get_example("case-12").scenario)
    assert kinds(answer.trace)[0] == "note"
    assert "614.7a" in answer.trace[0].rules
    assert not any(s.kind in ("forced", "choice") for s in answer.trace)


# Damage that can't be prevented (615.12) ---------------------------------------------


def test_unpreventable_damage_leaves_shields_whole_and_adds_no_counters():
    answer = done(get_example("case-23").scenario, choices=("apply:hydra",))
    hydra = next(o for o in answer.state["objects"] if o["id"] == "hydra")
    assert (hydra["damage"], hydra["counters"]) == (2, {})
    assert {"key": "salve", "left": 3} in answer.state["shields"]


def test_hydra_gets_counters_for_damage_it_prevents():
    hydra = obj("hydra", "Phyrexian Hydra", owner="Bob", power=7, toughness=7)
    s = scenario(
        [hydra, BOLT],
        [fx("hydra", "Bob", source="hydra", preset="phyrexian-hydra")],
        [_damage(3, to="hydra")],
    )
    answer = done(s)
    assert (
        answer.outcome.text
        == "Phyrexian Hydra is dealt no damage; Phyrexian Hydra gets 3 -1/-1 counters"
    )


# "Can't" effects (614.17c) -------------------------------------------------------------


def test_an_event_that_cant_happen_takes_no_replacement_today():
    answer = done(get_example("case-22").scenario)
    assert any("614.17c" in s.rules for s in answer.trace)
    assert answer.state["players"][1]["hand"] == []


def test_before_614_17c_the_replacement_still_applied():
    answer = done(get_example("case-22").scenario, OLD)
    assert answer.outcome.text == "Bob draws 3 cards"
    # Rule 419 has no subrule about events that can't happen (614.17c came in 2017):
    # the trace says so plainly and cites no rule of today.
    assert "say nothing about replacing an event that can't happen" in (answer.trace[0].explanation)
    assert all(not r.startswith("614") for s in answer.trace for r in s.rules)


def test_before_614_17c_a_gain_that_cant_happen_still_took_no_replacement_from_2008_05_01():
    # 215.7 (2008-05-01; 117.7, 118.7, 119.7 since): "If an effect says that a player can't
    # gain life, ... a replacement effect that would replace a life gain event affecting that
    # player won't do anything." Under 2016-11-11 (before 614.17c) Bob draws nothing.
    for release, rule in (("2008-05-01", "215.7"), ("2016-11-11", "118.7")):
        answer = done(get_example("case-22").scenario, release)
        assert answer.outcome.text == "Bob can't gain 3 life (Sulfuric Vortex)", release
        assert any(rule in s.rules for s in answer.trace), release


# Entering (614.12 / 419.6i) --------------------------------------------------------------


def test_permanent_entering_is_not_affected_by_its_own_static_ability():
    answer = done(get_example("case-10").scenario, choices=("mode:green",))
    assert "Orb of Dreams enters the battlefield untapped" in answer.outcome.text
    assert any("isn't on the battlefield yet" in s.explanation for s in answer.trace)


def test_object_entering_from_a_graveyard_is_checked_as_it_would_exist():
    answer = done(get_example("case-10").scenario, choices=("mode:green",))
    assert "Scarwood Treefolk enters the battlefield tapped" in answer.outcome.text
    assert any("Yixlid Jailer doesn't stop it" in s.explanation for s in answer.trace)


# Modal and optional replacements (419.6g) ------------------------------------------------


def test_impossible_mode_is_never_offered_and_the_other_is_forced():
    answer = done(get_example("case-16").scenario, OLD)
    assert answer.outcome.text == "Alice gains 4 life"
    mode_steps = [s for s in answer.trace if s.chosen == "mode:gain-2"]
    assert len(mode_steps) == 2 and all(s.kind == "forced" for s in mode_steps)
    assert "impossible" in mode_steps[0].explanation


def test_modes_are_chosen_separately_for_each_draw():
    data = get_example("case-16").scenario.to_dict()
    data["players"][0]["graveyard"] = ["Bears", "Elves"]
    from rules.engine import Scenario

    s = Scenario.from_dict(data)
    first = pending(s, OLD)
    assert option_ids(first) == ["mode:return", "mode:gain-2"]
    second = pending(s, OLD, ("mode:return",))
    assert option_ids(second) == ["mode:return", "mode:gain-2"]
    answer = done(s, OLD, ("mode:return", "mode:gain-2"))
    assert answer.outcome.text == "Alice returns Bears from graveyard to hand; Alice gains 2 life"


def test_optional_replacement_may_be_declined():
    s = get_example("clone").scenario
    p = pending(s)
    assert option_ids(p) == ["mode:apply", "mode:decline"]
    answer = done(s, choices=("mode:decline",))
    assert answer.outcome.text == "Clone enters the battlefield untapped under Alice's control"


# Tokens and counters made by another replacement (614.16) --------------------------------


def test_token_replacement_applies_to_tokens_another_replacement_creates():
    data = get_example("case-17").scenario.to_dict()
    data["objects"].append(obj("season", "Doubling Season", types=("Enchantment",)))
    data["effects"].append(fx("season", source="season", preset="doubling-season-tokens"))
    from rules.engine import Scenario

    answer = done(Scenario.from_dict(data), choices=("apply:kalitas",))
    zombies = [o for o in answer.state["objects"] if o["name"] == "Zombie"]
    assert len(zombies) == 2
    assert any("614.16" in s.rules for s in answer.trace)


def test_order_of_scales_and_season_changes_the_count():
    s = get_example("case-18").scenario
    assert done(s, choices=("apply:scales",)).outcome.text == "Grizzly Bears gets 4 +1/+1 counters"
    assert done(s, choices=("apply:season",)).outcome.text == "Grizzly Bears gets 3 +1/+1 counters"


# Replay, choices, errors -------------------------------------------------------------------


def test_choices_replay_exactly():
    s = get_example("case-20").scenario
    a = resolve(s, MODERN, ["apply:salve-alice", "apply:furnace"])
    b = resolve(s, MODERN, ["apply:salve-alice", "apply:furnace"])
    assert a == b
    assert a.to_dict() == b.to_dict()


def test_dropping_the_last_choice_is_undo():
    s = get_example("case-02").scenario
    before = resolve(s, MODERN)
    after = resolve(s, MODERN, ["apply:rip"])
    assert isinstance(before, Pending) and isinstance(after, Done)
    assert resolve(s, MODERN, ["apply:rip"][:-1]) == before


def test_a_choice_that_is_not_an_option_names_the_options():
    with pytest.raises(ChoiceError) as info:
        resolve(get_example("case-02").scenario, MODERN, ["apply:rip", "apply:shuffle"])
    assert (
        str(info.value)
        == "choices[1]: 'apply:shuffle' is not an option here: nothing is left to choose"
    )
    with pytest.raises(ChoiceError) as info:
        resolve(get_example("case-02").scenario, MODERN, ["x"])
    assert (
        str(info.value)
        == "choices[0]: 'x' is not an option here (options: apply:rip, apply:shuffle)"
    )
    assert (info.value.index, info.value.choice) == (0, "x")


def test_every_trace_step_has_words_and_rules_of_its_procedure():
    for procedure, prefix in ((MODERN, ("61", "101")), (OLD, ("419", "103"))):
        answer = done(
            get_example("case-19").scenario
            if procedure == MODERN
            else get_example("case-02").scenario,
            procedure,
            ("apply:torbran",) if procedure == MODERN else ("apply:rip",),
        )
        for step in answer.trace:
            assert step.explanation and step.event_before and step.event_after
            assert all(r.startswith(prefix) for r in step.rules), (procedure, step.rules)


def test_the_resolver_stops_with_a_clear_error_when_its_bound_is_reached(monkeypatch):
    from rules.engine import machine

    monkeypatch.setattr(machine, "MAX_ITERATIONS", 3)
    with pytest.raises(ScenarioError) as info:
        resolve(get_example("case-07").scenario, MODERN)
    assert info.value.errors[0].path == "effects"
    assert "loop" in str(info.value)


def test_effects_never_apply_twice_to_one_lineage_so_growth_stops():
    reflections = [
        fx(
            f"tr{i}",
            template="instead",
            params={
                "watch": {"event": "draw", "player": "you"},
                "instead": [{"do": "draw", "count": 2}],
            },
        )
        for i in range(3)
    ]
    s = scenario(
        [],
        reflections,
        [{"kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "library": [str(n) for n in range(10)]}, {"name": "Bob"}],
    )
    assert outcomes(s) == {"Alice draws 8 cards"}


def test_effects_of_a_later_step_are_listed_as_excluded_with_the_step_that_goes_first():
    clone = obj("clone", "Clone", zone="stack", colors=["blue"])
    giant = obj("giant", "Hill Giant", owner="Bob", colors=["red"])
    essence = obj("essence", "Essence of the Wild", colors=["green"])
    s = scenario(
        [clone, giant, essence],
        [
            fx("essence", source="essence", preset="essence-of-the-wild"),
            fx(
                "mimic",
                template="enter_as_copy",
                origin="resolution",
                params={"object": {"id": "clone"}, "copy_of": "giant"},
            ),
            fx("tapped", template="enter_tapped", origin="resolution", params={"object": {}}),
        ],
        [{"kind": "enter", "object": "clone"}],
    )
    p = pending(s)
    assert option_ids(p) == ["apply:essence", "apply:mimic"]
    (excluded,) = p.excluded
    assert excluded.effect_id == "tapped"
    assert "enter as a copy applies and must be chosen first" in excluded.reason
    assert excluded.rules == ("616.1c",)
    assert option_ids(pending(s, OLD)) == ["apply:essence", "apply:mimic", "apply:tapped"]


def test_identical_results_in_a_row_are_counted_not_repeated():
    s = scenario(
        [],
        [fx("season", preset="doubling-season-tokens")],
        [{"kind": "create_tokens", "player": "Alice", "count": 150, "token": {"name": "Soldier"}}],
    )
    answer = done(s)
    assert answer.outcome.text == (
        "Soldier token enters the battlefield untapped under Alice's control (300 times)"
    )
    assert len([o for o in answer.state["objects"] if o["token"]]) == 300


def test_more_tokens_than_the_resolver_follows_is_a_clear_error():
    s = scenario(
        [],
        [fx(f"season{i}", preset="doubling-season-tokens") for i in range(3)],
        [{"kind": "create_tokens", "player": "Alice", "count": 200, "token": {"name": "Soldier"}}],
    )
    with pytest.raises(ScenarioError) as info:
        resolve(s, MODERN, ["apply:season0", "apply:season1"])
    assert "1600 tokens" in str(info.value)


def test_no_damage_is_dealt_to_a_creature_that_left_the_battlefield():
    s = scenario(
        [BEARS, BOLT],
        [],
        [_damage(3, to="bears")],
        timeline=[{"happening": "move", "object": "bears", "to": "graveyard"}],
    )
    answer = done(s)
    assert answer.outcome.text == "Grizzly Bears is dealt no damage"
    bears = next(o for o in answer.state["objects"] if o["id"] == "bears")
    assert (bears["zone"], bears["damage"]) == ("graveyard", 0)


# Found in a review of 614-616 (2025-09-19) and 419 (2008-02-01) against their texts ----


def test_three_effects_from_one_source_are_three_effects_each_applied_once():
    # 614.5: each replacement effect gets one opportunity; three doubling effects that
    # one permanent has (a copy effect can give them) double three times: 2 -> 16.
    doubler = obj("doubler", "Copied Doubler", types=("Enchantment",))
    s = scenario(
        [BOLT, doubler],
        [fx(f"d{n}", source="doubler", preset="furnace-of-rath") for n in (1, 2, 3)],
        [_damage(2)],
    )
    assert outcomes(s) == {"Bob is dealt 16 damage"}
    assert option_ids(pending(s)) == ["apply:d1", "apply:d2", "apply:d3"]


def test_effects_sharing_a_name_are_offered_under_labels_a_player_can_tell_apart():
    # 616.1: the affected player chooses one of them; two options read alike would
    # leave him unable to say which one he chose.
    doubler = obj("doubler", "Copied Doubler", types=("Enchantment",))
    s = scenario(
        [BOLT, doubler],
        [fx(f"d{n}", source="doubler", preset="furnace-of-rath") for n in (1, 2)],
        [_damage(2)],
    )
    labels = [o.label for o in pending(s).options]
    assert len(set(labels)) == 2


def test_two_regeneration_shields_leave_outcome_lines_that_name_each_shield():
    boa = obj("boa", "River Boa", power=2, toughness=1, damage=3)
    s = scenario(
        [boa],
        [fx("r1", source="boa", preset="river-boa"), fx("r2", source="boa", preset="river-boa")],
        [{"kind": "destroy", "object": "boa"}],
    )
    answer = done(s, choices=("apply:r1",))
    # River Boa's ability activated twice: two shields of one permanent, told apart by
    # which came first, not by the codes "r1" and "r2".
    assert "River Boa (1st effect): used up" in answer.outcome.lines
    assert "River Boa (2nd effect): not used up" in answer.outcome.lines


def test_a_creature_that_cant_be_regenerated_is_destroyed_and_the_shield_stays():
    # 701.19c: "can't be regenerated" makes regeneration shields not apply; 614.8's
    # shield is then not used up. The event is only destroyed: the creature dies.
    boa = obj("boa", "River Boa", power=2, toughness=1, damage=3)
    s = scenario(
        [boa],
        [fx("r", source="boa", preset="river-boa")],
        [{"kind": "destroy", "object": "boa", "cant_be_regenerated": True}],
    )
    for procedure, rule in ((MODERN, "701.19c"), (OLD, "419.6b")):
        answer = done(s, procedure)
        assert answer.outcome.text == "River Boa is destroyed"
        assert "River Boa: not used up" in answer.outcome.lines
        assert any(
            "can't be regenerated" in st.explanation and rule in st.rules for st in answer.trace
        )


def test_cant_be_regenerated_round_trips_and_is_refused_on_other_events():
    data = scenario(
        [BEARS], [], [{"kind": "destroy", "object": "bears", "cant_be_regenerated": True}]
    ).to_dict()
    assert data["events"][0]["cant_be_regenerated"] is True
    with pytest.raises(ScenarioError):
        scenario([BEARS], [], [{"kind": "draw", "player": "Alice", "cant_be_regenerated": True}])


def test_a_prevented_event_cites_the_prevention_rule_not_the_replacement_rule():
    # 615.6: "If damage that would be dealt is prevented, it never happens" (614.6 is
    # its counterpart for replaced events).
    s = scenario(
        [BOLT],
        [fx("salve", "Bob", preset="healing-salve", params={"recipient": {"player": "Bob"}})],
        [_damage(2)],
    )
    step = done(s).trace[0]
    assert "615.6" in step.rules and "614.6" not in step.rules


def test_2008_cites_419_7d_for_shields_on_untargeted_creatures_and_419_7c_for_static():
    # In the text of 2008-02-01, 419.7c is "prevent N of each" from static abilities
    # and 419.7d the shields made for each of a number of untargeted creatures.
    wojek = done(get_example("case-07").scenario, OLD)
    cited = {r for st in wojek.trace for r in st.rules}
    assert "419.7d" in cited and "419.7c" not in cited
    defender = obj("dd", "Daunting Defender", subtypes=["Cleric"])
    s = scenario(
        [BOLT, defender], [fx("dd", source="dd", preset="daunting-defender")], [_damage(2, "dd")]
    )
    static = done(s, OLD)
    assert static.outcome.text == "Daunting Defender is dealt 1 damage"
    assert "419.7c" in static.trace[0].rules


def test_2008_speaks_of_play_not_of_the_battlefield():
    answer = done(get_example("case-13").scenario, OLD)
    notes = " ".join(st.explanation for st in answer.trace)
    assert "no longer in play as a creature or planeswalker" in notes
    assert "battlefield" not in notes


def test_the_2008_note_on_a_cant_event_cites_the_rule_that_cant_wins():
    # 103.2 (2008-02-01): when an effect says something can happen and another says it
    # can't, the "can't" effect wins.
    s = get_example("case-22").scenario.to_dict()
    s["effects"] = [e for e in s["effects"] if e["id"] != "gain-draw"]
    answer = done(scenario(s["objects"], s["effects"], s["events"], players=s["players"]), OLD)
    assert answer.outcome.text == "Bob can't gain 3 life (Sulfuric Vortex)"
    assert any("103.2" in st.rules for st in answer.trace)


def test_choosing_which_damage_a_shield_prevents_first_leaves_the_order_of_616_1_open():
    # 615.7: Bob chooses which damage the shield prevents; 616.1e: for each event he also
    # chooses whether the doubler or the shield applies first. Worked by hand, with a
    # shield of 3 and two 2-damage events doubled by Furnace of Rath:
    # shield meets the first event after doubling: 4-3=1, the other 2x2=4 -> 1 and 4;
    # shield first on it: 2-2=0 (nothing left to double), 1 shield left for the other:
    # doubled first 4-1=3, or shield first (2-1)x2=2 -> 0 and 3, or 0 and 2.
    goblin = obj("goblin", "Raging Goblin", colors=["red"])
    s = scenario(
        [BOLT, goblin, FURNACE],
        [
            fx("furnace", source="furnace", preset="furnace-of-rath"),
            fx("salve", "Bob", preset="healing-salve", params={"recipient": {"player": "Bob"}}),
        ],
        [_damage(2), _damage(2, source="goblin", id="e2")],
    )
    assert outcomes(s) == {
        f"Bob is dealt {a + b} damage: {a} by Lightning Bolt, {b} by Raging Goblin"
        for a, b in ((1, 4), (4, 1), (0, 3), (3, 0), (0, 2), (2, 0))
    }
    p = pending(s, choices=("prevent:salve:e2",))
    assert (p.chooser, option_ids(p)) == ("Bob", ["apply:furnace", "apply:salve"])


def _humility_and_sentinel() -> dict:
    sentinel = obj("rs", "Rusted Sentinel", types=("Artifact", "Creature"), zone="stack")
    blank = obj("blank", "Blanket of Silence", owner="Bob", types=("Enchantment",))
    return {
        "objects": [sentinel, blank],
        "effects": [
            fx("tapped", source="rs", preset="rusted-sentinel"),
            fx(
                "blank",
                "Bob",
                source="blank",
                template="lose_abilities",
                params={"zone": "battlefield"},
            ),
        ],
        "events": [{"kind": "enter", "object": "rs"}],
    }


def test_an_entering_permanent_that_would_lose_its_abilities_doesnt_enter_tapped_today():
    # 614.12 (2025-09-19): check the permanent as it would exist on the battlefield,
    # "taking into account ... continuous effects that already exist and would apply to
    # the permanent": it would have no abilities there, so its "enters tapped" doesn't apply.
    s = scenario(**_humility_and_sentinel())
    answer = done(s)
    assert (
        answer.outcome.text
        == "Rusted Sentinel enters the battlefield untapped under Alice's control"
    )
    assert any("614.12" in st.rules and "no abilities" in st.explanation for st in answer.trace)


def test_in_2008_an_entering_permanent_ignores_other_sources_and_enters_tapped():
    # 419.6i (2008-02-01): "... ignoring continuous effects from any other source that
    # would affect it": the ability to enter tapped still applies.
    s = scenario(**_humility_and_sentinel())
    answer = done(s, OLD)
    assert answer.outcome.text == "Rusted Sentinel comes into play tapped under Alice's control"
    assert "419.6i" in answer.trace[0].rules


def test_a_permanent_whose_abilities_are_gone_has_no_replacement_effect():
    # A static ability works only while its source has it: Furnace of Rath with all
    # abilities of permanents gone doubles nothing.
    blank = obj("blank", "Blanket of Silence", owner="Bob", types=("Enchantment",))
    s = scenario(
        [BOLT, FURNACE, blank],
        [
            fx("furnace", source="furnace", preset="furnace-of-rath"),
            fx(
                "blank",
                "Bob",
                source="blank",
                template="lose_abilities",
                params={"zone": "battlefield"},
            ),
        ],
        [_damage(3)],
    )
    for procedure in (MODERN, OLD):
        assert outcomes(s, procedure) == {"Bob is dealt 3 damage"}


def _draw_and_reveal(effects: list[dict]) -> object:
    reflection = obj("tr", "Thought Reflection", types=("Enchantment",))
    return scenario(
        [reflection],
        effects,
        [{"kind": "draw", "player": "Alice", "count": 2, "then": "reveal"}],
        players=[{"name": "Alice", "library": ["Island", "Forest", "Swamp"]}, {"name": "Bob"}],
    )


def test_a_draw_with_an_additional_action_performs_it_on_each_card_drawn():
    assert outcomes(_draw_and_reveal([])) == {
        "Alice draws 2 cards; Alice reveals Island; Alice reveals Forest"
    }


def test_cards_drawn_by_a_replacement_dont_get_the_additional_action():
    # 614.11b: "if the draw is replaced, the additional action is not performed on any
    # cards that are drawn as a result of that replacement effect." Each of the two draws
    # becomes two draws: three cards are drawn, then the library is empty; none is revealed.
    s = _draw_and_reveal([fx("tr", source="tr", preset="thought-reflection")])
    answer = done(s)
    assert answer.outcome.text == "Alice draws 3 cards; Alice draws from an empty library"
    assert "614.11b" in answer.trace[0].rules
    assert "419.6h" in done(s, OLD).trace[0].rules


def test_the_active_player_chooses_before_a_later_player_picks_which_damage_a_shield_prevents():
    # 616.1 and 101.4: choices made at the same time are made in APNAP order, so Bob's
    # 615.7 choice for his shield waits until Alice has chosen for her creature.
    goblin = obj("goblin", "Raging Goblin", colors=["red"])
    bear = obj("bear", "Alice's Bear", power=2, toughness=2)
    s = scenario(
        [BOLT, goblin, bear, FURNACE],
        [
            fx("furnace", source="furnace", preset="furnace-of-rath"),
            fx("mine", preset="healing-salve", params={"recipient": {"object": {"id": "bear"}}}),
            fx("his", "Bob", preset="healing-salve", params={"recipient": {"player": "Bob"}}),
        ],
        [_damage(2), _damage(2, source="goblin", id="e2"), _damage(2, to="bear", id="e3")],
    )
    first = pending(s)
    assert (first.chooser, option_ids(first)) == ("Alice", ["apply:furnace", "apply:mine"])
    second = pending(s, choices=("apply:mine",))
    assert (second.chooser, option_ids(second)) == ("Bob", ["prevent:his:e1", "prevent:his:e2"])


def test_two_opposing_control_effects_each_apply_once_and_the_creature_comes_back():
    # 616.1b with 614.5: Bob's creature would enter under Bob's control, so Alice's
    # effect applies (now Alice's), then Bob's applies (Bob's again); each has had its
    # one opportunity, so it enters under Bob's control.
    bears = obj("bears", "Grizzly Bears", owner="Bob", zone="stack")
    s = scenario(
        [bears],
        [fx("alice", preset="gather-specimens"), fx("bob", "Bob", preset="gather-specimens")],
        [{"kind": "enter", "object": "bears"}],
    )
    answer = done(s)
    assert (
        answer.outcome.text == "Grizzly Bears enters the battlefield untapped under Bob's control"
    )
    assert [st.kind for st in answer.trace if st.effect_id] == ["forced", "forced"]


def test_damage_that_is_doubled_reads_that_much_damage():
    s = scenario(
        [BOLT, FURNACE], [fx("furnace", source="furnace", preset="furnace-of-rath")], [_damage(2)]
    )
    assert "twice that much damage, 2 → 4" in done(s).trace[0].explanation


def test_an_additional_action_on_a_draw_round_trips_and_is_refused_elsewhere():
    data = _draw_and_reveal([]).to_dict()
    assert data["events"][0]["then"] == "reveal"
    with pytest.raises(ScenarioError) as info:
        scenario([BEARS], [], [{"kind": "destroy", "object": "bears", "then": "reveal"}])
    assert "events[0]" in str(info.value)


def _cage(effects: list[dict]) -> object:
    cage = obj("cage", "Grafdigger's Cage", owner="Bob", types=("Artifact",))
    crawler = obj("crawler", "Gravecrawler", zone="graveyard", power=2, toughness=1)
    essence = obj("essence", "Essence of the Wild", power=6, toughness=6)
    cant = fx(
        "cage",
        "Bob",
        source="cage",
        template="cant",
        params={"event": "enter", "from": "graveyard", "object": {"types": ["Creature"]}},
    )
    return scenario(
        [cage, crawler, essence], [cant, *effects], [{"kind": "enter", "object": "crawler"}]
    )


def test_a_permanent_that_cant_enter_stays_where_it_is():
    # 614.17 and 614.17d: a "can't" effect on entering is checked against the permanent
    # as it would exist on the battlefield; the event doesn't happen.
    answer = done(_cage([]))
    assert answer.outcome.text == "Gravecrawler can't enter the battlefield (Grafdigger's Cage)"
    crawler = next(o for o in answer.state["objects"] if o["id"] == "crawler")
    assert crawler["zone"] == "graveyard"
    assert any("614.17d" in st.rules for st in answer.trace)


def test_an_entering_that_cant_happen_takes_no_copy_effect_today_but_did_in_2008():
    # 614.17c: only a self-replacement effect may modify an event that can't happen.
    # Rule 419 of 2008 has no such rule: the copy effect applies, then 103.2 ("can't"
    # wins) stops the entering all the same.
    s = _cage([fx("essence", source="essence", preset="essence-of-the-wild")])
    today = done(s)
    assert not [st for st in today.trace if st.effect_id == "essence"]
    old = done(s, OLD)
    assert [st.kind for st in old.trace if st.effect_id == "essence"] == ["forced"]
    assert today.outcome.text == "Gravecrawler can't enter the battlefield (Grafdigger's Cage)"
    # The same outcome, in the words of 2008.
    assert old.outcome.text == "Gravecrawler can't come into play (Grafdigger's Cage)"
    assert old.outcome == today.outcome


def test_ordering_options_share_why_and_each_says_what_its_effect_does():
    from rules.engine import PRESETS

    pending = resolve(get_example("case-02").scenario, "2025-09-19")
    # 616.1: the affected object's controller chooses; 616.1e: any of them may go first.
    assert {option.why for option in pending.options} == {pending.options[0].why}
    assert "Alice controls Blightsteel Colossus" in pending.options[0].why
    does = {option.id: option.does for option in pending.options}
    assert does == {
        "apply:rip": PRESETS["rest-in-peace"].text,
        "apply:shuffle": PRESETS["blightsteel-colossus"].text,
    }
    for option in pending.options:
        assert option.explanation.startswith(option.why)
        assert option.explanation.endswith(option.does)


def test_a_nonbasic_land_enters_tapped_and_a_basic_one_doesnt():
    # Thalia, Heretic Cathar's land half: "nonbasic lands your opponents control enter the
    # battlefield tapped" (205.4a: Basic is a supertype).
    thalia = fx(
        "thalia",
        source="thalia",
        template="enter_tapped",
        params={
            "object": {"types": ["Land"], "not_supertypes": ["Basic"], "controller": "opponent"}
        },
    )
    lands = [
        obj("island", "Island", owner="Bob", zone="hand", types=("Land",), supertypes=["Basic"]),
        obj("tower", "Mystic Tower", owner="Bob", zone="hand", types=("Land",)),
    ]
    s = scenario(
        [obj("thalia", "Thalia, Heretic Cathar", supertypes=["Legendary"]), *lands],
        [thalia],
        [{"kind": "enter", "object": "island"}, {"kind": "enter", "object": "tower"}],
    )
    assert done(s).outcome.text == (
        "Island enters the battlefield untapped under Bob's control; Mystic Tower enters the "
        "battlefield tapped under Bob's control"
    )


def _excavations(lands: list[dict]) -> set[str]:
    # Soldevi Excavations: "If it would enter the battlefield, sacrifice an untapped Island
    # instead. If you do, put it onto the battlefield. If you don't, put it into its owner's
    # graveyard." The Island sacrificed is the first untapped one Alice controls.
    chosen = {"subtypes": ["Island"], "tapped": False, "controller": "you"}
    effect = fx(
        "s",
        source="soldevi",
        origin="resolution",
        template="instead",
        params={
            "watch": {"event": "move", "object": {"this": True}, "to": "battlefield"},
            "instead": [
                {"do": "sacrifice", "object": {"first": chosen}},
                {"do": "move", "to": "battlefield", "object": "affected", "if_done": 0},
                {"do": "move", "to": "graveyard", "object": "affected", "unless_done": 0},
            ],
        },
    )
    s = scenario(
        [obj("soldevi", "Soldevi Excavations", zone="hand", types=("Land",)), *lands],
        [effect],
        [{"kind": "enter", "object": "soldevi"}],
    )
    return outcomes(s)


def test_a_permanent_chosen_by_a_filter_is_the_first_that_matches():
    def island(i, **kw):
        return obj(
            f"i{i}", "Island", types=("Land",), subtypes=["Island"], label=f"Island {i}", **kw
        )

    entered = "Soldevi Excavations enters the battlefield untapped under Alice's control"
    # The sacrifice comes first, then "if you do, put it onto the battlefield" (608.2c:
    # instructions in the order written).
    assert _excavations([island(1, tapped=True), island(2)]) == {
        f"Island 2 is put into Alice's graveyard; {entered}"
    }
    # No untapped Island Alice controls: the sacrifice can't be done, so it isn't "done".
    graveyard = {"Soldevi Excavations is put into Alice's graveyard"}
    assert _excavations([island(1, tapped=True), island(2, owner="Bob")]) == graveyard


def test_an_object_chosen_by_a_filter_is_checked():
    with pytest.raises(ScenarioError) as e:
        scenario(
            [obj("soldevi", "Soldevi Excavations", zone="hand", types=("Land",))],
            [
                fx(
                    "s",
                    source="soldevi",
                    template="instead",
                    params={
                        "watch": {"event": "move", "object": {"this": True}},
                        "instead": [{"do": "sacrifice", "object": {"first": {"shape": "round"}}}],
                    },
                )
            ],
            [{"kind": "enter", "object": "soldevi"}],
        )
    assert "object.first unknown filter key(s): shape" in str(e.value)
