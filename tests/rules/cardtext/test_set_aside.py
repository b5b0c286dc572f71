"""A part of a card's text that made no effect is called "not a replacement or prevention
effect" only when its shape proves it (603.1 triggers, 602 activated abilities, keywords
whose rules make no such effect); any other part stays "not understood"."""

import pytest

from rules.cardtext import parse_card, what_it_is
from rules.cardtext.set_aside import ACTIVATED, KEYWORDS, TRIGGERED


@pytest.mark.parametrize(
    ("part", "kind"),
    [
        # 603.1: a triggered ability begins with "when", "whenever" or "at".
        ("When this enters, draw a card.", TRIGGERED),
        ("Whenever a creature dies, you gain 1 life.", TRIGGERED),
        ("At the beginning of your upkeep, you lose 1 life.", TRIGGERED),
        # 602.1: an activated ability is "[Cost]: [Effect.]".
        ("{T}: Add {G}.", ACTIVATED),
        ("{2}, Sacrifice a creature: Draw a card.", ACTIVATED),
        ("+1: Draw a card.", ACTIVATED),
        # 702: evasion and combat keywords; ward, equip, cycling with their costs.
        ("Flying", KEYWORDS),
        ("Flying, first strike, lifelink", KEYWORDS),
        ("Ward {2}", KEYWORDS),
        ("Equip {1}{W}", KEYWORDS),
    ],
)
def test_a_part_whose_shape_proves_it_is_no_replacement_says_what_it_is(part, kind):
    assert what_it_is(part) == kind


@pytest.mark.parametrize(
    "part",
    [
        "Draw a card.",  # no shape: an instant's words, or a wording not read
        "Protection from red",  # 702.16e: damage from red sources is prevented
        "Flying, dredge 2",  # dredge replaces a draw (702.52)
        "Modular 2",  # enters with counters (702.43a)
        "When this enters, prevent the next 2 damage that would be dealt to you this turn.",
        "{T}: Prevent the next 1 damage that would be dealt to any target this turn.",
        "{1}: Regenerate this creature, skip your next draw.",
        "Atone for it, you fool.",  # "at" only as a whole word
    ],
)
def test_anything_else_is_not_called_not_a_replacement(part):
    assert what_it_is(part) == ""


def test_an_activated_ability_left_out_keeps_its_cost():
    parsed = parse_card(name="Llanowar Elves", text="{T}: Add {G}.", controller="Alice")
    assert parsed.ignored == ("{T}: Add {G}.",)
    assert what_it_is(parsed.ignored[0]) == ACTIVATED
