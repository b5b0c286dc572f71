"""A card text broken across lines, as a page it was copied from shows it, is read as its
abilities: one line each."""

from rules.cardtext import parse_card, unwrap


def test_unwrap_keeps_each_ability_on_its_own_line():
    """Only a line starting with a small letter continues the one before: a keyword line,
    an ability starting with a capital, a cost "{2}{B}" and a bullet each keep their line."""
    text = "Flying\nIf a card would\ndie, exile it.\n{2}{B}: Draw.\n• Choose one\n+1: Scry 1."
    assert unwrap(text).split("\n") == [
        "Flying",
        "If a card would die, exile it.",
        "{2}{B}: Draw.",
        "• Choose one",
        "+1: Scry 1.",
    ]


def test_an_old_mac_line_end_separates_two_abilities():
    """A lone carriage return ends a line too: "Flying" and "Lifelink" stay two keyword
    lines, so the object gets both keywords (702.9, 702.15), not one unknown word."""
    parsed = parse_card(
        name="Serra Angel",
        text="Flying\rLifelink\rIf damage would be dealt to Serra Angel, prevent that damage.",
        controller="Alice",
    )
    assert set(parsed.object.get("keywords", ())) >= {"flying", "lifelink"}
    assert parsed.whole


def test_the_reader_reads_a_prevention_wrapped_inside_its_sentence():
    """ "prevent that damage" on a line of its own still belongs to the sentence that says
    what damage (615.1a): one prevention effect, nothing left unread."""
    parsed = parse_card(
        name="Phyrexian Hydra",
        text="If damage would be dealt to Phyrexian Hydra, prevent\n  that damage.",
        controller="Alice",
    )
    assert parsed.whole
    (effect,) = parsed.effects
    assert effect["template"] == "prevent"
