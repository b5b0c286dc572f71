"""Tests for validation/effects.py. Expected values by hand from the format
(docs/scenario-format.md: a preset or a template, its parameters, modes only for
``instead``) and from the rules: a shield prevents a number of damage (615.7), adding 0
changes nothing, a self-replacement effect is part of the resolving spell or ability
(614.15), a "can't" effect's fields each belong to one kind of event."""

from __future__ import annotations

from rules.engine.validation.common import Checker
from rules.engine.validation.effects import check_effects


def _errors(*effects):
    data = {
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [{"id": "bolt", "owner": "Alice", "zone": "stack"}],
        "effects": [{"id": f"e{i}", "controller": "Alice", **e} for i, e in enumerate(effects)],
    }
    c = Checker.of(data)
    check_effects(c, list(data["effects"]))
    return [(e.path, e.message) for e in c.errors]


def _paths(*effects):
    return [p for p, _ in _errors(*effects)]


def test_a_sound_template_and_a_sound_preset_have_no_errors():
    assert _errors({"template": "multiply", "params": {"factor": 2}}) == []
    assert _errors({"preset": "furnace-of-rath"}) == []


def test_an_unknown_preset_template_or_parameter():
    assert _paths({"preset": "no-such-card"}) == ["effects[0].preset"]
    assert _paths({"template": "no_such"}) == ["effects[0].template"]
    assert _paths({}) == ["effects[0].template"]
    assert _paths({"template": "multiply", "params": {"factor": 2, "colour": "red"}}) == [
        "effects[0].params.colour"
    ]


def test_a_template_that_contradicts_its_preset():
    assert _paths({"preset": "furnace-of-rath", "template": "prevent"}) == ["effects[0].template"]


def test_a_required_parameter_is_named():
    assert _errors({"template": "multiply"}) == [("effects[0].params.factor", "is required")]


def test_this_needs_a_source():
    assert _paths({"template": "regenerate", "params": {"object": "this"}}) == ["effects[0].source"]
    assert _errors({"template": "regenerate", "params": {"object": "this"}, "source": "bolt"}) == []


def test_modes_only_for_instead():
    assert _paths({"template": "multiply", "params": {"factor": 2}, "modes": []}) == [
        "effects[0].modes"
    ]


def test_a_shield_needs_a_number():
    assert _paths({"template": "prevent", "params": {"amount": "all", "shield": True}}) == [
        "effects[0].params.amount"
    ]


def test_adding_zero_is_refused():
    assert _paths({"template": "add", "params": {"amount": 0}}) == ["effects[0].params.amount"]


def test_a_self_replacement_needs_its_spell_and_isnt_static():
    fx = {"template": "set_amount", "params": {"amount": 3}, "self_replacement": True}
    assert _paths(fx) == ["effects[0].self_replacement"]
    assert _paths({**fx, "source": "bolt", "origin": "static"}) == ["effects[0].origin"]


def test_a_cant_effects_fields_belong_to_their_event():
    assert _paths({"template": "cant", "params": {"event": "draw", "from": "graveyard"}}) == [
        "effects[0].params.from"
    ]
    assert _paths({"template": "cant", "params": {"event": "draw", "counter": "+1/+1"}}) == [
        "effects[0].params.counter"
    ]


def test_combat_is_only_for_damage():
    fx = {"template": "multiply", "params": {"factor": 2, "event": "gain_life", "combat": True}}
    assert _paths(fx) == ["effects[0].params.combat"]
