"""The JSON Schema of the scenario format, and its two checkers.

A valid scenario is accepted by the quick check alone (``rules.engine.schema_quick``); any
other is listed in full by ``jsonschema``. The two must agree on what is valid, or a
scenario the schema refuses could pass: they are compared on every example and on
mutations of them.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

import pytest

from rules.engine import load_examples
from rules.engine.schema import _ACCEPTS, SCENARIO_SCHEMA, VALIDATOR, check_json, json_path
from rules.engine.schema_quick import quick_check

BAD_VALUES: tuple[Any, ...] = (None, True, 1.5, -1, 10**7, "", "x@y", [], {}, "zzz")


def _fast_accepts(data: Any) -> bool:
    return _ACCEPTS(data)


def _places(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield path
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _places(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _places(value, (*path, index))


def _mutations(data: dict[str, Any], rng: random.Random) -> Iterator[dict[str, Any]]:
    """The scenario with one thing wrong (or not): a value replaced, a key dropped, an
    unknown key added."""
    for path in list(_places(data))[1:]:
        value = rng.choice(BAD_VALUES)
        copied = copy.deepcopy(data)
        parent = copied
        for part in path[:-1]:
            parent = parent[part]
        parent[path[-1]] = value
        yield copied
        if isinstance(parent, dict):
            dropped = copy.deepcopy(copied)
            target = dropped
            for part in path[:-1]:
                target = target[part]
            del target[path[-1]]
            target["unknown_field"] = 1
            yield dropped


def test_every_example_is_valid_to_both():
    for example in load_examples():
        data = example.scenario.to_dict()
        assert _fast_accepts(data), example.id
        assert not list(VALIDATOR.iter_errors(data)), example.id


@pytest.mark.parametrize("seed", range(4))
def test_both_checkers_agree_on_mutated_scenarios(seed):
    rng = random.Random(seed)
    examples = load_examples()
    checked = refused = 0
    for example in rng.sample(examples, 6):
        for mutated in _mutations(example.scenario.to_dict(), rng):
            full = not list(VALIDATOR.iter_errors(mutated))
            assert _fast_accepts(mutated) == full, (example.id, mutated)
            checked += 1
            refused += not full
    assert checked > 100 and refused > 50


def test_an_invalid_scenario_gets_every_problem_with_its_path():
    data = load_examples()[0].scenario.to_dict()
    data["players"][0]["life"] = "lots"
    data["events"] = []
    found = {(e.path, e.message) for e in check_json(data)}
    assert ("players[0].life", "must be a whole number") in found
    assert ("events", "must have at least 1 item(s)") in found


def test_a_path_in_words():
    assert json_path(["objects", 0, "counters", "+1/+1"]) == "objects[0].counters.+1/+1"


def test_the_quick_check_refuses_a_keyword_it_does_not_know():
    # A schema keyword it would skip could let an invalid scenario through unlisted.
    with pytest.raises(ValueError, match="patternProperties"):
        quick_check({**SCENARIO_SCHEMA, "patternProperties": {"^x": {"type": "string"}}})
    with pytest.raises(ValueError, match="needs a type"):
        quick_check({"items": {"type": "string"}})


def test_what_the_quick_check_refuses_is_listed_by_jsonschema_whose_answer_counts():
    # The quick check reads "$" as the end of the text, jsonschema as the end of its last
    # line too: "GG" and a new line is mana to jsonschema, so the scenario is valid.
    data = load_examples()[0].scenario.to_dict()
    data["events"] = [{"kind": "produce_mana", "object": "x", "mana": "GG\n"}]
    assert not _fast_accepts(data)
    assert check_json(data) == []
    data["events"][0]["mana"] = "GX"
    assert [e.path for e in check_json(data)] == ["events[0].mana"]


def test_unknown_fields_are_named_up_to_ten_then_counted():
    """However many unknown fields an object has, the problem names the first ten (sorted)
    and counts the rest: a scenario with 100,000 of them gets a message of one line, not
    one of a megabyte."""
    data = load_examples()[0].scenario.to_dict()
    extra = {f"x{n:06d}": 1 for n in range(100_000)}
    data["players"][0].update(extra)
    problems = [d for d in check_json(data) if d.path == "players[0]"]
    assert len(problems) == 1
    names = ", ".join(repr(f"x{n:06d}") for n in range(10))
    assert problems[0].message == f"unknown field(s): {names} and 99990 more"


def test_one_unknown_field_is_named_as_before():
    data = load_examples()[0].scenario.to_dict()
    data["players"][0]["nickname"] = "Al"
    assert [d.message for d in check_json(data) if d.path == "players[0]"] == [
        "unknown field(s): 'nickname'"
    ]
