"""Word diffs, rule references and the concordance data (pure Python, no database)."""

import json

from rules import concordance
from rules.texts.diff import inline, side_by_side, word_diff
from rules.texts.refs import linkify, references


def test_word_diff_marks_only_the_words_that_changed():
    old, new = side_by_side(
        "choices are made in APNAP order (see rule 103.4).",
        "choices are made in APNAP order (see rule 101.4).",
    )
    assert old == "choices are made in APNAP order (see rule <del>103.4).</del>"
    assert new == "choices are made in APNAP order (see rule <ins>101.4).</ins>"


def test_word_diff_of_equal_texts_marks_nothing():
    assert [chunk.op for chunk in word_diff("same words", "same words")] == ["equal"]


def test_diff_output_escapes_the_rule_text():
    old, new = side_by_side("a <b> & c", "a <b> & d")
    assert "<b>" not in old and "&lt;b&gt;" in old
    assert new.endswith("&amp; <ins>d</ins>")


def test_inline_diff_keeps_reading_order():
    assert inline("skip the step", "skip the next step") == "skip the <ins>next</ins> step"


def test_references_finds_dotted_numbers_and_numbers_after_rule():
    text = (
        "See rule 614.15, rules 419.1b-c and rule 305, \u201cLands.\u201d A 2/2 with 100 counters."
    )
    assert references(text) == ["614.15", "419.1b", "305"]


def test_linkify_marks_links_to_numbers_not_stored():
    html = linkify(
        "see rule 616.1a or rule 614.15",
        url_for=lambda number: f"/r/{number}/",
        is_stored=lambda number: number == "616.1a",
    )
    assert html == (
        'see rule <a href="/r/616.1a/">616.1a</a> or rule '
        '<a class="rule-link-missing" title="Not stored yet" href="/r/614.15/">614.15</a>'
    )


def test_linkify_links_only_what_the_caller_knows():
    html = linkify(
        "see rule 616.1a or rule 616.9z",
        url_for=lambda number: "/r/616.1a/" if number == "616.1a" else None,
    )
    assert html == 'see rule <a href="/r/616.1a/">616.1a</a> or rule 616.9z'


def test_concordance_covers_each_2008_number_once():
    entries = concordance.load().entries
    olds = [entry.old for entry in entries]
    assert len(olds) == len(set(olds))
    data = json.loads(concordance.DATA.read_text(encoding="utf-8"))
    assert len(data["entries"]) == len(entries)


def test_concordance_maps_the_self_replacement_rule_to_614_15_and_the_first_step():
    assert concordance.load().from_old("419.6d").new == ("614.15", "616.1a")
    assert [e.old for e in concordance.load().to_new("616.1a")] == ["419.6d", "419.9a"]
