"""A read-back names who blocks whom and what is enchanted: a judge confirming Wall of
Shadows's reading must see that only creatures it blocks are meant (509.1g), not every
creature."""

from __future__ import annotations

import pytest

from rules.cardtext import card, parse_card


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("Wall of Shadows", "a creature blocked by Wall of Shadows"),
        ("Armored Transport", "a creature blocking Armored Transport"),
        ("Wall of Putrid Flesh", "an enchanted creature"),
    ],
)
def test_the_summary_says_the_relation(name, words):
    entry = card(name)
    assert entry is not None
    parsed = parse_card(
        name=entry.name, text=entry.text, controller="Alice", type_line=entry.type_line
    )
    (line,) = parsed.summary
    assert words in line, line
