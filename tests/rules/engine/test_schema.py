"""The JSON Schema of the scenario format, and its two checkers.

A valid scenario is accepted by the compiled checker alone; any other is listed in full
by ``jsonschema``. The two must agree on what is valid, or a scenario the schema refuses
could pass: they are compared on every example and on mutations of them.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

import fastjsonschema
import pytest

from rules.engine import load_examples
from rules.engine.schema import _ACCEPTS, VALIDATOR, check_json, json_path

BAD_VALUES: tuple[Any, ...] = (None, True, 1.5, -1, 10**7, "", "x@y", [], {}, "zzz")


def _fast_accepts(data: Any) -> bool:
    try:
        _ACCEPTS(data)
    except fastjsonschema.JsonSchemaException:
        return False
    return True


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
