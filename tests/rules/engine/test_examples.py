"""The examples library (examples.py): every example loads, judge cases come first in
case order, and each can be found by its id. Expected values from the files' own fields."""

from __future__ import annotations

import json

import pytest

from rules.engine.examples import EXAMPLES_DIR, get_example, load_examples
from rules.engine.procedures import get_procedure


def test_every_file_is_one_example_with_a_unique_id():
    files = sorted(EXAMPLES_DIR.glob("*.json"))
    examples = load_examples()
    assert len(examples) == len(files) > 0
    assert len({e.id for e in examples}) == len(examples)
    assert {e.slug for e in examples} == {p.stem for p in files}


def test_judge_cases_come_first_in_case_order_then_the_rest_by_id():
    examples = load_examples()
    cases = [e.judge_case for e in examples if e.judge_case is not None]
    others = [e.id for e in examples if e.judge_case is None]
    assert cases == sorted(cases)
    assert others == sorted(others)
    first_other = next((i for i, e in enumerate(examples) if e.judge_case is None), len(examples))
    assert all(e.judge_case is None for e in examples[first_other:])


def test_an_example_is_found_by_its_id_and_reads_back_its_file():
    example = load_examples()[0]
    assert get_example(example.id) is example
    data = json.loads((EXAMPLES_DIR / f"{example.slug}.json").read_text(encoding="utf-8"))
    assert example.to_dict()["title"] == data["title"]
    assert example.to_dict()["scenario"] == example.scenario.to_dict()
    get_procedure(example.procedure)  # a procedure the engine knows


def test_an_unknown_id_is_a_key_error_naming_it():
    with pytest.raises(KeyError, match="no-such-example"):
        get_example("no-such-example")
