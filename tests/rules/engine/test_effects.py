"""Effects as the resolver sees them (effects.py): a scenario's effect with its preset
filled in, and effects of one name told apart. Expected values from the cards' Oracle
text and the rules cited."""

from __future__ import annotations

from typing import Any

from rules.engine.effects import Fx, distinct_labels, make_fx

from .helpers import fx, obj, scenario


def _fxs(*effects: dict[str, Any]) -> tuple[Fx, ...]:
    s = scenario(
        [obj("furnace", "Furnace of Rath", types=("Enchantment",)), obj("bears", "Grizzly Bears")],
        list(effects),
        [{"kind": "damage", "source": "bears", "recipient": "Bob", "amount": 2}],
    )
    return tuple(make_fx(spec, s) for spec in s.effects)


def test_a_permanents_preset_is_a_static_effect_named_for_its_card():
    # Furnace of Rath: "If a source would deal damage to a permanent or player, it deals
    # double that damage ... instead" (a static ability, 604.1).
    (f,) = _fxs(fx("f1", preset="furnace-of-rath", source="furnace"))
    assert (f.label, f.template.kind, f.origin) == ("Furnace of Rath", "multiply", "static")
    assert f.pd.get("factor") == 2
    assert not f.optional and not f.self_replacement


def test_a_spells_self_replacement_effect_614_15():
    # Searing Blaze: "... deals 1 damage ... Landfall — If you had a land enter ... deals 3
    # damage ... instead": the spell replaces part of its own effect (614.15).
    (f,) = _fxs(fx("sb", preset="searing-blaze"))
    assert f.self_replacement and f.origin == "resolution"


def test_you_may_makes_an_optional_effect():
    # Pursuit of Knowledge: "If you would draw a card, you may put a study counter on this
    # enchantment instead": the counter goes on its source.
    (f,) = _fxs(fx("pk", preset="pursuit-of-knowledge", source="furnace"))
    assert f.optional


def test_the_scenarios_params_and_label_win_over_the_presets():
    (f,) = _fxs(
        fx(
            "f1",
            preset="furnace-of-rath",
            source="furnace",
            label="Triple Furnace",
            params={"factor": 3},
        )
    )
    assert f.label == "Triple Furnace"
    assert f.pd.get("factor") == 3 and f.pd.get("event") == "damage"


def test_an_effect_without_a_preset_is_named_for_its_source_or_its_id():
    with_source, bare = _fxs(
        fx("m1", template="multiply", params={"factor": 2}, source="bears"),
        fx("m2", template="multiply", params={"factor": 2}),
    )
    assert (with_source.label, with_source.origin) == ("Grizzly Bears", "static")
    assert (bare.label, bare.origin) == ("m2", "resolution")


def test_two_effects_of_one_name_are_told_apart_without_codes():
    # Two Furnace of Rath effects on one permanent (a copy effect gave it both): the player
    # choosing which applies first (616.1) sees two options, told apart as that permanent's
    # 1st and 2nd effects, not by the codes "f1" and "f2".
    a, b, other = distinct_labels(
        _fxs(
            fx("f1", preset="furnace-of-rath", source="furnace"),
            fx("f2", preset="furnace-of-rath", source="furnace"),
            fx("m", template="multiply", params={"factor": 2}, label="Doubler"),
        )
    )
    assert (a.label, b.label, other.label) == (
        "Furnace of Rath (1st effect)",
        "Furnace of Rath (2nd effect)",
        "Doubler",
    )


def test_ids_written_in_words_are_kept_in_a_label():
    # Healing Salve twice, each id saying what it is aimed at: the author's words stay.
    a, b = distinct_labels(
        _fxs(fx("salve-bob", preset="healing-salve"), fx("salve-bears", preset="healing-salve"))
    )
    assert (a.label, b.label) == ("Healing Salve (salve-bob)", "Healing Salve (salve-bears)")


def test_cant_effects_keep_their_cards_name_614_17():
    # A "can't" effect is never an option to choose (614.17), so two keep one name.
    a, b = distinct_labels(
        _fxs(fx("c1", preset="grafdiggers-cage"), fx("c2", preset="grafdiggers-cage"))
    )
    assert a.label == b.label == "Grafdigger's Cage"


def test_an_effect_of_the_same_content_is_filled_in_once_for_every_scenario():
    # Two scenarios (another note, another id and source) holding Furnace of Rath's preset:
    # what the preset makes of the effect is the same, so it is made once and shared.
    (first,) = _fxs(fx("f1", preset="furnace-of-rath", source="furnace"))
    (second,) = _fxs(fx("other", controller="Bob", preset="furnace-of-rath", source="bears"))
    assert first.pd is second.pd and first.params is second.params
    assert (second.id, second.controller, second.source) == ("other", "Bob", "bears")
    # Its own parameters make another content: tripling, not doubling.
    (tripled,) = _fxs(fx("f3", preset="furnace-of-rath", source="furnace", params={"factor": 3}))
    assert tripled.pd is not first.pd
    assert (tripled.pd.get("factor"), first.pd.get("factor")) == (3, 2)


def test_whether_an_effect_reads_what_happened_this_turn_is_known_from_its_content():
    # Storm Entity counts the spells cast this turn; Spirit of the Labyrinth's condition
    # reads the cards drawn this turn; Furnace of Rath reads neither.
    storm, spirit, furnace = _fxs(
        fx("storm", preset="storm-entity", source="bears"),
        fx("spirit", preset="spirit-of-the-labyrinth", source="furnace"),
        fx("furnace", preset="furnace-of-rath", source="furnace"),
    )
    assert (storm.reads_this_turn, spirit.reads_this_turn) == (True, True)
    assert not furnace.reads_this_turn
