"""A Class's abilities after a level bar hold only from that level on (716.2a): the reader
says so of each one it reads, and nothing of the abilities the Class has at level 1."""

from __future__ import annotations

from rules.cardtext import card, parse_card

INNKEEPERS_TALENT = (
    "(Gain the next level as a sorcery to add its ability.)\n"
    "At the beginning of combat on your turn, put a +1/+1 counter on target creature you "
    "control.\n{G}: Level 2\nPermanents you control with counters on them have ward {1}.\n"
    "{3}{G}: Level 3\nIf you would put one or more counters on a permanent or player, put "
    "twice that many of each of those kinds of counters on that permanent or player instead."
)


def test_a_level_three_ability_is_read_with_its_level_said():
    parsed = parse_card(name="Innkeeper's Talent", text=INNKEEPERS_TALENT, controller="Alice")
    assert [e["template"] for e in parsed.effects] == ["multiply"]
    assert any("level 3 or greater" in note and "716.2a" in note for note in parsed.notes)


def test_a_level_one_ability_has_no_level_note():
    """Cleric Class's first ability is printed before any level bar: the Class has it from
    the start (716.2d: a permanent without a level is level 1)."""
    entry = card("Cleric Class")
    assert entry is not None
    parsed = parse_card(
        name=entry.name, text=entry.text, controller="Alice", type_line=entry.type_line
    )
    assert parsed.effects
    assert not [note for note in parsed.notes if "716.2a" in note]
