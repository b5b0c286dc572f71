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


def test_every_whole_parse_of_the_set_has_a_case():
    # A whole parse without a hand-written case would be counted unchecked: write one.
    missing = []
    for name in sample_names():
        entry = card(name)
        assert entry is not None
        if parse_card(name=name, text=entry.text, controller="Alice").whole and not CASE_DATA.get(
            name
        ):
            missing.append(name)
    assert not missing, f"whole parses without a case in {CASES.name}: {missing}"


def test_the_set_is_kept_as_drawn():
    # The kept list is every preset's card of 2026-11-25 and 100 drawn cards: new presets
    # or shipped cards must not change it.
    names = sample_names()
    assert len(names) == 158
    assert names[0] == "Alhammarret's Archive"


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
