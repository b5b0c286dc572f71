"""The official CR text parser, on small files written here in every published shape."""

import datetime as dt
import time

import pytest

from rules.texts.crtext import CRFormatError, decode, parse_cr

#: A tiny release in the modern shape: table of contents, rules, examples, glossary.
MODERN = (
    "Magic: The Gathering Comprehensive Rules\n"
    "\n"
    "These rules are effective as of September 19, 2025.\n"
    "\n"
    "Contents\n"
    "\n"
    "6. Spells, Abilities, and Effects\n"
    "616. Interaction of Replacement and/or Prevention Effects\n"
    "Glossary\n"
    "Credits\n"
    "\n"
    "6. Spells, Abilities, and Effects\n"
    "\n"
    "616. Interaction of Replacement and/or Prevention Effects\n"
    "\n"
    "616.1. If two or more effects apply, the affected player chooses one (see rule 101.4).\n"
    "\n"
    "616.1a If any are self-replacement effects (see rule 614.15), one of them must be chosen.\n"
    "\n"
    "616.1f Once the chosen effect has been applied, this process is repeated.\n"
    "Example: Two permanents are on the battlefield.\n"
    "Example: Essence of the Wild reads \u201cCreatures you control enter as a copy.\u201d\n"
    "\n"
    "616.2. A replacement effect can become applicable to an event.\n"
    "\n"
    "Glossary\n"
    "\n"
    "Abandon\n"
    "To turn a face-up ongoing scheme card face down.\n"
    "\n"
    "Zone\n"
    "A place where objects can be during a game.\n"
    "\n"
    "Credits\n"
    "\n"
    "Game design: somebody\n"
)


def _numbers(release):
    return [rule.number for rule in release.rules]


@pytest.mark.parametrize(
    ("encoding", "prefix"),
    [
        ("utf-8", b""),
        ("utf-8", b"\xef\xbb\xbf"),
        ("cp1252", b""),
        ("utf-16-le", b"\xff\xfe"),
        ("utf-16-be", b"\xfe\xff"),
    ],
)
@pytest.mark.parametrize("newline", ["\r\n", "\n", "\r"])
def test_every_encoding_and_line_ending_reads_the_same_rules(tmp_path, encoding, prefix, newline):
    path = tmp_path / "MagicCompRules-20250919.txt"
    path.write_bytes(prefix + MODERN.replace("\n", newline).encode(encoding))

    release = parse_cr(path.read_bytes())

    assert _numbers(release) == ["616", "616.1", "616.1a", "616.1f", "616.2"]
    assert release.effective_date == dt.date(2025, 9, 19)
    assert release.rules[3].examples[1] == (
        "Essence of the Wild reads \u201cCreatures you control enter as a copy.\u201d"
    )


def test_cp1252_curly_quotes_become_unicode_quotes():
    text, encoding = decode("\u201cinstead\u201d won\u2019t".encode("cp1252"))
    assert (text, encoding) == ("\u201cinstead\u201d won\u2019t", "cp1252")


def test_utf16_without_byte_order_mark_is_recognised():
    text, _ = decode("616.1. Choose.\r\n".encode("utf-16-le"))
    assert text == "616.1. Choose.\n"


def test_examples_belong_to_the_rule_above_them():
    release = parse_cr(MODERN)
    rule = next(rule for rule in release.rules if rule.number == "616.1f")
    assert rule.text == "Once the chosen effect has been applied, this process is repeated."
    assert rule.examples[0] == "Two permanents are on the battlefield."


def test_section_title_is_the_text_of_a_three_digit_rule():
    release = parse_cr(MODERN)
    assert release.rules[0].text == "Interaction of Replacement and/or Prevention Effects"


def test_table_of_contents_is_not_read_as_rules():
    release = parse_cr(MODERN)
    assert _numbers(release).count("616") == 1
    assert release.duplicates == ()


def test_glossary_terms_and_definitions():
    release = parse_cr(MODERN)
    assert [(item.term, item.text) for item in release.glossary] == [
        ("Abandon", "To turn a face-up ongoing scheme card face down."),
        ("Zone", "A place where objects can be during a game."),
    ]


def test_lines_wrapped_at_a_hundred_columns_are_joined():
    wrapped = (
        "These rules are current as of October 1, 2003.\n\n"
        "419. Replacement and Prevention Effects\n\n"
        "419.9a If two or more replacement or prevention effects are attempting to modify "
        "the way an event \n"
        "affects an object or player, the affected player chooses one to apply.\n"
        'Example: Two cards are in play. One is an enchantment that reads "If a card would be \n'
        'put into a graveyard, instead remove it from the game."\n'
        "\nGlossary\n\nZone\nA place.\n\nCredits\n"
    )
    rule = parse_cr(wrapped).rules[1]
    assert rule.text == (
        "If two or more replacement or prevention effects are attempting to modify the way an "
        "event affects an object or player, the affected player chooses one to apply."
    )
    assert rule.examples == (
        'Two cards are in play. One is an enchantment that reads "If a card would be put into '
        'a graveyard, instead remove it from the game."',
    )


def test_a_rule_wrapped_over_120000_lines_is_read_in_linear_time():
    """A file sent to the admin's upload (at most 8 MB) whose rule goes on over 120,000
    wrapped lines. Before: each line rebuilt the rule's text so far, quadratic: a 2.8 MB
    file took 14 s and a 7 MB one ran past gunicorn's 30 s timeout (a 500); read once
    at the end, it takes well under a second."""
    lines = [f"wrapped line {n:06d} of one rule" for n in range(120_000)]
    text = (
        "616. Interaction\n\n616.1. Start\n" + "\n".join(lines) + "\n\nGlossary\n\nZone\nA place.\n"
    )
    started = time.perf_counter()
    rule = parse_cr(text).rules[1]
    assert time.perf_counter() - started < 3.0
    assert rule.number == "616.1"
    assert rule.text == "Start " + " ".join(lines)


def test_an_indented_line_is_another_paragraph_of_the_rule():
    text = (
        "These rules are effective as of July 3, 2020.\n\n"
        "205.3i Lands have their own unique set of subtypes; "
        "these subtypes are called land types.\n"
        "     Of that list, Forest, Island, Mountain, Plains, and Swamp are the basic land types.\n"
        "\nGlossary\n\nCredits\n"
    )
    rule = parse_cr(text).rules[0]
    assert rule.text.split("\n") == [
        "Lands have their own unique set of subtypes; these subtypes are called land types.",
        "Of that list, Forest, Island, Mountain, Plains, and Swamp are the basic land types.",
    ]


@pytest.mark.parametrize(
    ("line", "number", "text"),
    [
        (
            "205.2b. Some objects have more than one type.",
            "205.2b",
            "Some objects have more than one type.",
        ),
        (
            "901.4.All plane cards remain in the command zone.",
            "901.4",
            "All plane cards remain in the command zone.",
        ),
        ("702.148a Cleave is a keyword.", "702.148a", "Cleave is a keyword."),
    ],
)
def test_irregular_rule_lines_published_in_some_releases(line, number, text):
    release = parse_cr(
        f"These rules are effective as of May 1, 2013.\n\n{line}\n\nGlossary\n\nCredits\n"
    )
    assert [(rule.number, rule.text) for rule in release.rules] == [(number, text)]


def test_a_number_printed_with_a_stray_space_is_read_whole():
    text = (
        "These rules are effective as of July 11, 2009.\n\n"
        "702.37. Storm\n\n"
        "702. 37a Storm is a triggered ability that functions on the stack.\n"
        "\nGlossary\n\nCredits\n"
    )
    release = parse_cr(text)
    assert [(rule.number, rule.text) for rule in release.rules] == [
        ("702.37", "Storm"),
        ("702.37a", "Storm is a triggered ability that functions on the stack."),
    ]
    assert release.repaired == ("702.37a",)


def test_a_number_given_twice_keeps_both_texts_in_one_rule():
    text = (
        "These rules are current as of August 1, 2005.\n\n"
        "605.2c The deploy creatures option isn't used in the Free-for-All variant.\n\n"
        "605.2c The deploy creatures option isn't normally used in the Teams variant.\n"
        "\nGlossary\n\nCredits\n"
    )
    release = parse_cr(text)
    assert release.duplicates == ("605.2c",)
    assert release.rules[0].text.split("\n") == [
        "The deploy creatures option isn't used in the Free-for-All variant.",
        "The deploy creatures option isn't normally used in the Teams variant.",
    ]


def test_a_reference_at_the_start_of_a_wrapped_line_is_not_a_new_rule():
    text = (
        "These rules are current as of October 1, 2003.\n\n"
        "101.4. The player who plays first skips the draw step (see rule \n"
        "304.1 and rule 304.2) of his or her first turn.\n"
        "\nGlossary\n\nCredits\n"
    )
    release = parse_cr(text)
    assert _numbers(release) == ["101.4"]


def test_a_text_without_numbered_rules_is_refused():
    with pytest.raises(CRFormatError, match="no numbered rules"):
        parse_cr(b"Dear diary,\r\ntoday I played Magic.\r\n")


def test_a_missing_effective_date_is_none_not_a_guess():
    release = parse_cr("616.1. Choose one.\n")
    assert release.effective_date is None


def test_the_text_parsers_import_no_django():
    import subprocess
    import sys

    code = (
        "import sys; import rules.texts.crtext, rules.texts.seeds, rules.texts.diff, "
        "rules.texts.refs, rules.texts.build_seeds, rules.concordance; "
        "print('django' in sys.modules)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "False"


def test_the_examples_in_the_docstrings_hold():
    import doctest

    from rules import concordance
    from rules.selectors import texts as selectors
    from rules.texts import checks, crtext, diff, refs, seeds, shipped

    for module in (crtext, seeds, diff, refs, concordance, selectors, checks, shipped):
        result = doctest.testmod(module)
        assert result.attempted > 0, module.__name__
        assert result.failed == 0, module.__name__
