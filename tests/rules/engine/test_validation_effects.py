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


def test_a_preset_checked_as_it_is_reports_what_its_parameters_written_out_report():
    # The format: a preset fills its template and its parameters, an effect's own
    # parameters overriding them, so an effect naming a preset and the same effect giving
    # the preset's parameters again are the same effect, with the same problems. Checked
    # for every preset, once with a source in combat and attached to the other object
    # ("enchanted": 303.4; a target in combat: 601.2c) and once with a bare source.
    from rules.engine.presets import PRESETS

    for source in ({}, {"attached_to": "bolt", "combat": "attacking"}):
        for key, preset in PRESETS.items():
            data = {
                "players": [{"name": "Alice"}, {"name": "Bob"}],
                "objects": [
                    {"id": "bolt", "owner": "Alice"},
                    {"id": "card", "owner": "Alice", **source},
                ],
                "effects": [
                    {"id": "named", "controller": "Alice", "source": "card", "preset": key},
                    {
                        "id": "written",
                        "controller": "Alice",
                        "source": "card",
                        "preset": key,
                        "params": dict(preset.params),
                    },
                ],
            }
            c = Checker.of(data)
            check_effects(c, list(data["effects"]))
            named = [
                (e.path[len("effects[0]") :], e.message)
                for e in c.errors
                if e.path.startswith("effects[0]")
            ]
            written = [
                (e.path[len("effects[1]") :], e.message)
                for e in c.errors
                if e.path.startswith("effects[1]")
            ]
            assert named == written, key


def test_a_preset_needing_its_source_attached_says_so_when_it_is_not():
    # "Enchanted creature" is the permanent the Aura is attached to (303.4): an Aura's
    # preset whose source is attached to nothing is refused, whether the preset is named
    # alone or its parameters are written out.
    from rules.engine.presets import PRESETS
    from rules.engine.validation.effects import _holds

    auras = [p for p in PRESETS.values() if _holds(p.params, lambda v: v in ("enchanted",))]
    assert auras
    for preset in auras:
        alone = _errors({"source": "bolt", "preset": preset.key})
        assert any("attached_to" in message for _, message in alone), preset.key


def test_a_preset_as_it_is_reports_at_each_effects_own_path():
    # Swans of Bryn Argoll: "Prevent all damage that would be dealt to Swans of Bryn
    # Argoll" refers to the effect's own source; a self-replacement effect is part of a
    # resolving spell (614.15), so it needs its source too. The same preset, given twice
    # as it is, is reported at each effect's own path, in the order of the checks.
    swans = {"preset": "swans-of-bryn-argoll"}
    assert _errors(swans, {**swans, "self_replacement": True}) == [
        ("effects[0].source", 'is required: its parameters refer to "this" object'),
        ("effects[1].source", 'is required: its parameters refer to "this" object'),
        (
            "effects[1].self_replacement",
            "a self-replacement effect needs the spell or ability it is part of as its source",
        ),
    ]
    assert _errors({**swans, "source": "bolt"}) == []
