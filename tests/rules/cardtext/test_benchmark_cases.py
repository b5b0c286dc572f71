"""The card-text benchmark's hand-written cases: every card whose text parses whole
resolves to the outcomes its case expects (from the card's text and rulings). A wrong
parse fails here; a refusal doesn't (it is counted in docs/benchmarks.md instead)."""

from __future__ import annotations

import json

import pytest

from bench.cardtext_coverage import CASES, expected, resolve_case, sample_names
from rules.cardtext import card, parse_card

CASE_DATA = json.loads(CASES.read_text())["cases"]


def test_the_benchmark_set_has_at_least_150_real_texts():
    names = sample_names()
    assert len(names) == len(set(names)) >= 150
    assert all(card(n) is not None for n in names)


@pytest.mark.parametrize("name", sorted(CASE_DATA))
def test_a_whole_parse_resolves_as_the_card_says(name):
    entry = card(name)
    assert entry is not None
    parsed = parse_card(name=name, text=entry.text, controller="Alice")
    if not parsed.whole:
        pytest.skip(f"{name} is not parsed whole: {parsed.unparsed}")
    for case in CASE_DATA[name]:
        texts, _ = resolve_case(name, case)
        assert texts == expected(name, case)
