"""Scenario format v1: parsing, exact round trips, and errors that name the JSON path."""

from __future__ import annotations

import copy
import json

import pytest

from rules.engine import SCENARIO_SCHEMA, Scenario, ScenarioError, get_example, resolve


def _base() -> dict:
    return copy.deepcopy(get_example("case-01").scenario.to_dict())


def _errors(data) -> list[str]:
    with pytest.raises(ScenarioError) as info:
        Scenario.from_dict(data)
    return [str(e) for e in info.value.errors]


def test_round_trip_is_exact_with_optional_fields_left_out():
    data = {
        "version": 1,
        "players": [{"name": "Alice"}],
        "objects": [],
        "effects": [],
        "events": [{"kind": "draw", "player": "Alice"}],
    }
    assert Scenario.from_dict(data).to_dict() == data


def test_to_dict_is_json_and_equal_scenarios_are_equal():
    s = get_example("case-07").scenario
    again = Scenario.from_dict(json.loads(json.dumps(s.to_dict())))
    assert again == s
    assert hash(again) == hash(s)


def test_bad_parameter_names_its_path_and_the_rule_for_it():
    data = _base()
    data["effects"][1]["params"] = {"factor": 1}
    assert _errors(data) == ["effects[1].params.factor: must be a whole number ≥ 2"]


def test_str_of_the_error_lists_every_problem():
    data = _base()
    data["effects"][0]["params"] = {"factor": "two"}
    data["events"][0]["source"] = "ghost"
    with pytest.raises(ScenarioError) as info:
        Scenario.from_dict(data)
    assert str(info.value).splitlines() == [
        "effects[0].params.factor: must be a whole number ≥ 2",
        "events[0].source: 'ghost' is not an object in the scenario",
    ]


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (
            lambda d: d["effects"][0].update(template="double_it"),
            "effects[0].template: unknown template 'double_it'",
        ),
        (
            lambda d: d["effects"][0].update(preset="nope"),
            "effects[0].preset: unknown preset 'nope'",
        ),
        (
            lambda d: d["events"][0].update(recipient="Carol"),
            "events[0].recipient: 'Carol' is neither a player nor an object id",
        ),
        (
            lambda d: d["events"][0].pop("amount"),
            "events[0].amount: is required for a damage event",
        ),
        (lambda d: d["events"][0].update(amount=-1), "events[0].amount: must be ≥ 0"),
        (
            lambda d: d["events"][0].update(kind="explode"),
            "events[0].kind: 'explode' is not one of",
        ),
        (
            lambda d: d["objects"].append(dict(d["objects"][0])),
            "objects[3].id: 'bears' is already used by objects[0]",
        ),
        (
            lambda d: d["events"].append(dict(d["events"][0])),
            "events[1].id: 'e1' is already used by events[0]",
        ),
        (
            # With no id, the second event is "e2": taken by the first.
            lambda d: d.update(
                events=[
                    dict(d["events"][0], id="e2"),
                    {k: v for k, v in d["events"][0].items() if k != "id"},
                ]
            ),
            "events[1]: its id when none is given, 'e2', is already used by events[0]",
        ),
        (
            lambda d: d["effects"][0].update(template="enter_tapped"),
            "effects[0].template: 'enter_tapped' contradicts the preset",
        ),
        (
            lambda d: d["effects"][0].update(params={"source": {"colour": "red"}}),
            "effects[0].params.source: unknown filter key(s): colour",
        ),
        (
            lambda d: d["effects"][0].update(params={"source": {"types": "Creature"}}),
            "effects[0].params.source: types must be a list of strings",
        ),
        (lambda d: d.update(version=2), "version: must be 1"),
        (
            lambda d: d["objects"][0].update(zone="graveyard", tapped=True),
            "objects[0].tapped: only a permanent can be tapped",
        ),
        (
            lambda d: d["effects"][0].update(controller="Zed"),
            "effects[0].controller: 'Zed' is not a player in the scenario",
        ),
        (lambda d: d.update(players="x"), "players: must be a list"),
        (lambda d: d.pop("events"), "events is required"),
        (
            lambda d: d["players"][0].update(nickname="Al"),
            "players[0]: unknown field(s): 'nickname'",
        ),
        (
            lambda d: d["events"][0].update(player="Alice"),
            "events[0].player: a damage event has no player",
        ),
        (
            lambda d: d["effects"][0].pop("source", None),
            'effects[0].source: is required: its parameters refer to "this"',
        ),
    ],
)
def test_each_kind_of_mistake_gets_a_clear_error(change, expected):
    data = _base()
    if expected.endswith('"this"'):
        data["effects"][0] = {"id": "x", "controller": "Alice", "preset": "rusted-sentinel"}
        expected = 'effects[0].source: is required: its parameters refer to "this" object'
    change(data)
    assert any(e.startswith(expected) for e in _errors(data)), _errors(data)


def test_this_inside_an_action_list_needs_a_source_too():
    # "Return this card to its owner's hand" names the effect's source (113.7): an effect
    # with no source can't do it, and says so rather than doing nothing.
    data = _base()
    data["effects"][0] = {
        "id": "x",
        "controller": "Alice",
        "template": "instead",
        "params": {
            "watch": {"event": "damage", "recipient": {"player": "you"}},
            "instead": [{"do": "move", "object": "this", "to": "hand"}],
        },
    }
    assert 'effects[0].source: is required: its parameters refer to "this" object' in (
        _errors(data)
    )


def test_an_effects_own_text_is_what_its_option_says_it_does():
    # Judge case 1: two damage doublers; the first says what it does in its own words.
    data = _base()
    data["effects"][0]["text"] = "Damage dealt by Alice's creatures is doubled."
    pending = resolve(Scenario.from_dict(data), "2025-09-19")
    first = next(o for o in pending.options if o.id == f"apply:{data['effects'][0]['id']}")
    assert first.does == "Damage dealt by Alice's creatures is doubled."
    assert first.explanation.endswith("What it does: Damage dealt by Alice's creatures is doubled.")
    assert Scenario.from_dict(data).to_dict() == data


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", "effects[0].text: must not be empty"),
        ("x" * 601, "effects[0].text: must be at most 600 characters long"),
        (3, "effects[0].text: must be a string"),
    ],
)
def test_an_effects_text_is_some_words_and_not_too_many(text, expected):
    data = _base()
    data["effects"][0]["text"] = text
    assert expected in _errors(data)


def test_a_scenario_that_is_not_an_object_is_an_error():
    assert _errors([1, 2]) == ["a scenario must be a JSON object"]


def test_the_schema_is_a_valid_json_schema():
    import jsonschema

    jsonschema.Draft202012Validator.check_schema(SCENARIO_SCHEMA)


def test_the_errors_serialise_for_the_api():
    data = _base()
    data["effects"][1]["params"] = {"factor": 0}
    with pytest.raises(ScenarioError) as info:
        Scenario.from_dict(data)
    assert info.value.to_dict() == {
        "errors": [{"path": "effects[1].params.factor", "message": "must be a whole number ≥ 2"}]
    }


@pytest.mark.parametrize("bad", ["rip@bears", "rip:bears", "rip.1", "rip#2"])
def test_an_effect_id_holding_a_joining_character_is_an_error_naming_its_path(bad):
    # Regression: an optional effect whose id held "@" made resolve() raise KeyError.
    data = copy.deepcopy(get_example("case-02").scenario.to_dict())
    data["effects"][0]["id"] = bad
    data["effects"][0]["optional"] = True
    with pytest.raises(ScenarioError) as info:
        Scenario.from_dict(data)
    assert [e.path for e in info.value.errors] == ["effects[0].id"]
    assert "must not contain" in info.value.errors[0].message


@pytest.mark.parametrize("where", ["objects", "events"])
def test_object_and_event_ids_may_not_hold_joining_characters_either(where):
    data = copy.deepcopy(get_example("case-02").scenario.to_dict())
    data[where][0]["id"] = "a@b"
    with pytest.raises(ScenarioError) as info:
        Scenario.from_dict(data)
    assert f"{where}[0].id" in [e.path for e in info.value.errors]
