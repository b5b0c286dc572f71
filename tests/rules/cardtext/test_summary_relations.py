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


@pytest.mark.parametrize("name", ["Veteran Bodyguard", "Thunderstaff", "Martyrs of Korlis"])
def test_as_long_as_it_is_untapped_is_said_so(name):
    """ "As long as [it] is untapped": the read-back says the card must be untapped, in
    words a judge reads, not a count of permanents."""
    entry = card(name)
    assert entry is not None
    parsed = parse_card(
        name=entry.name, text=entry.text, controller="Alice", type_line=entry.type_line
    )
    (line,) = parsed.summary
    assert line.endswith(f"only while {name} is untapped."), line
