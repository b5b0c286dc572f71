"""The rule-text pages: each whole, and as the partial htmx asks for."""

import pytest
from django.urls import reverse

from rules import views
from rules.selectors.texts import rule_text
from rules.services.texts import builtin_texts_load, release_import
from rules.texts import shipped
from rules.texts.crtext import ParsedRelease, ParsedRule

pytestmark = pytest.mark.django_db

HTMX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture(autouse=True)
def texts(monkeypatch):
    """The built-in texts only (the first migration stores them; a flushed database has lost
    them). These tests read pages over small texts of their own, so no official release is
    shipped to be stored on demand (tests/rules/test_shipped_releases.py covers that)."""
    monkeypatch.setattr(shipped, "manifest", lambda *args: shipped.Manifest("", ()))
    builtin_texts_load()


def _is_whole_page(response) -> bool:
    return b"<html" in response.content


def _import_revised_616(label_date: str = "2026-01-16") -> None:
    """A later release whose 616.1c says something new (a made-up revision)."""
    import datetime as dt

    release_import(
        parsed=ParsedRelease(
            effective_date=dt.date.fromisoformat(label_date),
            rules=(
                ParsedRule("616", "Interaction of Replacement and/or Prevention Effects"),
                ParsedRule(
                    "616.1c",
                    "If any of the effects would cause an object to become a copy of another "
                    "object as it enters, one of them must be chosen. If not, proceed to rule "
                    "616.1d.",
                ),
            ),
            glossary=(),
        ),
        date=dt.date.fromisoformat(label_date),
        source="test",
    )


# --- a rule ----------------------------------------------------------------------


def test_rule_page_shows_the_rule_in_its_release_with_references_linked(client):
    response = client.get(reverse("rules:rule", args=["2025-09-19", "616.1c"]))
    assert response.status_code == 200
    assert _is_whole_page(response)
    assert "become a copy of another object as it enters the battlefield" in response.text
    assert 'href="/rules/2025-09-19/616.1d/"' in response.text


def test_rule_partial_for_htmx_is_only_the_rule(client):
    response = client.get(reverse("rules:rule", args=["2025-09-19", "616.1c"]), **HTMX)
    assert response.status_code == 200
    assert not _is_whole_page(response)
    assert 'data-rule="616.1c"' in response.text
    assert 'data-release="2025-09-19"' in response.text


def test_rule_page_marks_references_the_release_does_not_store(client):
    response = client.get(reverse("rules:rule", args=["2025-09-19", "616.1"]))
    # 101.4 is cited but not among the built-in texts: still a link, marked as missing.
    assert (
        '<a class="rule-link-missing" title="Not stored yet" href="/rules/2025-09-19/101.4/">'
        in response.text
    )
    assert '<a href="/rules/2025-09-19/616.1d/">' in response.text


def test_rule_page_shows_examples_and_the_last_changed_date(client):
    response = client.get(reverse("rules:rule", args=["2008-02-01", "419.9b"]))
    assert "Example:" in response.text
    assert "For each 1 life you would gain" in response.text
    assert "July 1, 2003" in response.text


def test_rule_page_shows_the_ruling_the_rule_carries(client):
    response = client.get(reverse("rules:rule", args=["2008-02-01", "419.6f"]))
    assert "419.6f.Ruling.1" in response.text
    assert "D&#x27;Angelo" in response.text


def test_a_rule_heading_page_lists_its_subrules(client):
    response = client.get(reverse("rules:rule", args=["2025-09-19", "616.1"]))
    for number in ("616.1a", "616.1b", "616.1c", "616.1d", "616.1e", "616.1f", "616.1g"):
        assert f'id="rule-{number}"' in response.text


def test_a_rule_not_stored_is_a_helpful_404(client):
    response = client.get(reverse("rules:rule", args=["2025-09-19", "702.19c"]))
    assert response.status_code == 404
    message = views.RULE_NOT_STORED.format(number="702.19c", release="2025-09-19")
    assert message in response.text
    assert "importcr" in response.text


def test_a_rule_not_stored_under_htmx_is_a_small_404_fragment(client):
    response = client.get(reverse("rules:rule", args=["2025-09-19", "702.19c"]), **HTMX)
    assert response.status_code == 404
    assert not _is_whole_page(response)
    assert "importcr" in response.text


def test_a_malformed_rule_number_is_a_404_that_says_so(client):
    response = client.get(reverse("rules:rule", args=["2025-09-19", "six-sixteen"]))
    assert response.status_code == 404
    assert "is not a rule number" in response.text


def test_a_release_not_stored_falls_back_to_the_nearest_earlier_one(client):
    response = client.get(reverse("rules:rule", args=["2025-11-14", "616.1c"]))
    assert response.status_code == 200
    assert "nearest earlier release" in response.text
    assert 'data-release="2025-09-19"' in response.text


def test_a_date_before_every_stored_release_is_a_404(client):
    response = client.get(reverse("rules:rule", args=["1999-01-01", "616.1"]))
    assert response.status_code == 404


def test_rule_text_selector_returns_the_rule_of_the_release():
    rule = rule_text(release="2008-02-01", number="419.9a")
    assert rule.release.label == "2008-02-01"
    assert rule.text.startswith("If two or more replacement or prevention effects")


def test_rule_text_selector_says_which_release_a_fallback_is_from():
    rule = rule_text(release="2008-02-01", number="420.1")
    assert rule.release.label == "2007-02-01"


def test_rule_text_selector_returns_none_for_what_is_not_stored():
    assert rule_text(release="2025-09-19", number="999.1") is None
    assert rule_text(release="2025-09-19", number="not-a-number") is None
    assert rule_text(release="someday", number="616.1") is None


def test_pages_refuse_post(client):
    response = client.post(reverse("rules:rule", args=["2025-09-19", "616.1c"]))
    assert response.status_code == 405


# --- the concordance, on both sides ------------------------------------------------


def test_a_2008_rule_page_says_where_it_is_today(client):
    response = client.get(reverse("rules:rule", args=["2008-02-01", "419.6d"]))
    assert "Today (2025-09-19)" in response.text
    assert 'href="/rules/2025-09-19/614.15/"' in response.text


def test_a_modern_rule_page_says_where_it_was_in_2008(client):
    response = client.get(reverse("rules:rule", args=["2025-09-19", "616.2"]))
    assert "In 2008 (2008-02-01)" in response.text
    assert 'href="/rules/2008-02-01/419.9b/"' in response.text


def test_concordance_page_lists_every_2008_subrule(client):
    response = client.get(reverse("rules:concordance"))
    assert response.status_code == 200
    for number in ("419.1a", "419.6d", "419.9a", "419.9b"):
        assert f'id="c-{number}"' in response.text
    assert 'href="/rules/2025-09-19/616.1a/"' in response.text


# --- a section -----------------------------------------------------------------------


def test_section_page_shows_all_of_616_in_order(client):
    response = client.get(reverse("rules:section", args=["2025-09-19", "616"]))
    assert response.status_code == 200
    positions = [response.text.index(f'id="rule-{n}"') for n in ("616", "616.1", "616.1g", "616.2")]
    assert positions == sorted(positions)
    assert "Essence of the Wild" in response.text


def test_section_partial_for_htmx(client):
    response = client.get(reverse("rules:section", args=["2025-09-19", "616"]), **HTMX)
    assert not _is_whole_page(response)
    assert 'id="section-body"' in response.text


def test_an_empty_section_is_a_404(client):
    response = client.get(reverse("rules:section", args=["2025-09-19", "702"]))
    assert response.status_code == 404


# --- search --------------------------------------------------------------------------


def test_search_finds_rules_by_words(client):
    response = client.get(
        reverse("rules:search"), {"q": "self-replacement", "release": "2025-09-19"}
    )
    assert response.status_code == 200
    assert _is_whole_page(response)
    assert 'href="/rules/2025-09-19/616.1a/"' in response.text
    assert "/rules/2025-09-19/616.1b/" not in response.text


def test_search_results_swap_in_as_a_partial(client):
    response = client.get(
        reverse("rules:search"), {"q": "back face up", "release": "2025-09-19"}, **HTMX
    )
    assert not _is_whole_page(response)
    assert 'id="search-results"' in response.text
    assert "/rules/2025-09-19/616.1d/" in response.text


def test_search_finds_words_in_examples(client):
    response = client.get(
        reverse("rules:search"), {"q": "Doubling Season", "release": "2025-09-19"}
    )
    assert "/rules/2025-09-19/616.1g/" in response.text


def test_search_in_an_unknown_release_says_so(client):
    response = client.get(reverse("rules:search"), {"q": "copy", "release": "1900-01-01"})
    assert response.status_code == 404
    assert "No release 1900-01-01 is stored" in response.text


# --- history -------------------------------------------------------------------------


def test_history_shows_what_changed_in_each_release(client):
    _import_revised_616()
    response = client.get(reverse("rules:history", args=["616.1c"]))
    assert response.status_code == 200
    assert 'data-release="2025-09-19" data-kind="added"' in response.text
    assert 'data-release="2026-01-16" data-kind="changed"' in response.text
    assert "the <del>replacement and/or prevention</del> effects" in response.text
    assert "<del>enters the battlefield,</del>" in response.text
    assert "<ins>enters,</ins>" in response.text


def test_history_notes_a_release_that_dropped_the_rule(client):
    _import_revised_616()
    response = client.get(reverse("rules:history", args=["616.2"]))
    assert 'data-release="2026-01-16" data-kind="removed"' in response.text


def test_history_partial_for_htmx(client):
    response = client.get(reverse("rules:history", args=["419.9a"]), **HTMX)
    assert not _is_whole_page(response)
    assert 'id="history-body"' in response.text


def test_history_of_a_rule_no_release_has_is_a_404(client):
    response = client.get(reverse("rules:history", args=["999.9"]))
    assert response.status_code == 404


# --- diffs between releases ------------------------------------------------------------


def test_diff_of_a_section_is_side_by_side_and_word_by_word(client):
    response = client.get(
        reverse("rules:diff"), {"old": "2007-02-01", "new": "2008-02-01", "section": "419"}
    )
    assert response.status_code == 200
    assert 'data-number="419.6c"' in response.text
    assert "<ins>creature, planeswalker,</ins>" in response.text
    assert 'class="row g-2 mb-2 diff-row diff-added" data-number="419.6i"' in response.text


def test_diff_partial_for_htmx(client):
    response = client.get(
        reverse("rules:diff"), {"old": "2007-02-01", "new": "2008-02-01", "section": "419"}, **HTMX
    )
    assert not _is_whole_page(response)
    assert 'id="diff-body"' in response.text


def test_diff_of_the_whole_document_counts_every_difference(client):
    _import_revised_616()
    response = client.get(reverse("rules:diff"), {"old": "2025-09-19", "new": "2026-01-16"})
    assert "<strong>1</strong> changed, <strong>0</strong> added, <strong>8</strong> removed" in (
        response.text
    )


def test_diff_with_an_unknown_release_says_which(client):
    response = client.get(reverse("rules:diff"), {"old": "2007-02-01", "new": "1900-01-01"})
    assert response.status_code == 404
    assert "&#x27;1900-01-01&#x27;" in response.text


def test_diff_with_a_bad_section_says_so(client):
    response = client.get(
        reverse("rules:diff"), {"old": "2007-02-01", "new": "2008-02-01", "section": "abc"}
    )
    assert response.status_code == 400
    assert "is not a rule number" in response.text


def test_diff_form_without_a_choice_shows_the_form(client):
    response = client.get(reverse("rules:diff"))
    assert response.status_code == 200
    assert 'name="old"' in response.text


# --- index and release pages -------------------------------------------------------------


def test_index_lists_the_stored_releases(client):
    response = client.get(reverse("rules:index"))
    assert response.status_code == 200
    for label in ("2007-02-01", "2008-02-01", "2025-09-19"):
        assert f'href="/rules/{label}/"' in response.text


def test_release_page_lists_its_sections(client):
    response = client.get(reverse("rules:release", args=["2025-09-19"]))
    assert 'href="/rules/2025-09-19/section/616/"' in response.text


def test_an_unknown_release_page_is_a_404(client):
    response = client.get(reverse("rules:release", args=["1900-01-01"]))
    assert response.status_code == 404


def test_glossary_page_lists_the_terms_an_import_stored(client):
    import datetime as dt

    from rules.texts.crtext import GlossaryItem

    release_import(
        parsed=ParsedRelease(
            effective_date=dt.date(2026, 1, 16),
            rules=(ParsedRule("616.1", "Choose one."),),
            glossary=(GlossaryItem("Self-Replacement Effect", "See rule 614.15."),),
        ),
        date=dt.date(2026, 1, 16),
        source="test",
    )
    response = client.get(reverse("rules:glossary", args=["2026-01-16"]))
    assert response.status_code == 200
    assert "<dt" in response.text and "Self-Replacement Effect" in response.text
    release_page = client.get(reverse("rules:release", args=["2026-01-16"]))
    assert 'href="/rules/2026-01-16/glossary/"' in release_page.text


def test_glossary_of_an_unknown_release_is_a_404(client):
    response = client.get(reverse("rules:glossary", args=["1900-01-01"]))
    assert response.status_code == 404


def test_a_subrule_section_holds_its_lettered_subrules(client):
    response = client.get(reverse("rules:section", args=["2025-09-19", "616.1"]))
    assert response.status_code == 200
    for number in ("616.1", "616.1a", "616.1g"):
        assert f'id="rule-{number}"' in response.text
    assert 'id="rule-616.2"' not in response.text


def test_rule_page_shows_when_each_example_last_changed(client):
    response = client.get(reverse("rules:rule", args=["2008-02-01", "419.9b"]))
    assert "(changed 2003-10-01)" in response.text


def test_search_also_finds_glossary_terms(client):
    import datetime as dt

    from rules.texts.crtext import GlossaryItem

    release_import(
        parsed=ParsedRelease(
            effective_date=dt.date(2026, 1, 16),
            rules=(ParsedRule("616.1", "Choose one."),),
            glossary=(GlossaryItem("Self-Replacement Effect", "See rule 614.15."),),
        ),
        date=dt.date(2026, 1, 16),
        source="test",
    )
    response = client.get(
        reverse("rules:search"), {"q": "self-replacement", "release": "2026-01-16"}
    )
    assert "In the glossary" in response.text
    assert "<dt><mark>Self-Replacement</mark> Effect</dt>" in response.text


# --- every subrule, honest diffs, marked matches ------------------------------------------


def test_the_page_of_section_616_shows_every_subrule(client):
    # 616.1 says "following the steps listed below": the steps 616.1a-f must be on the page.
    response = client.get(reverse("rules:rule", args=["2025-09-19", "616"]))
    for number in ("616.1", "616.1a", "616.1b", "616.1c", "616.1d", "616.1e", "616.1f", "616.2"):
        assert f'id="rule-{number}"' in response.text, number
    section = client.get(reverse("rules:section", args=["2025-09-19", "616"]))
    assert 'id="rule-616.1f"' in section.text and 'id="rule-616.2"' in section.text


def test_a_diff_with_a_release_stored_only_in_part_says_not_stored_not_removed(client):
    # The seeds hold 418.5c-420 of 2007-02-01 and only 616 of 2025-09-19: 419.x is not
    # stored in 2025-09-19, 616.x not in 2007-02-01; neither is added or removed.
    response = client.get(reverse("rules:diff"), {"old": "2007-02-01", "new": "2025-09-19"})
    diff = response.context["diff"]
    assert diff.added == diff.removed == diff.changed == 0
    assert diff.not_stored == 58 + 10
    assert "not stored in 2025-09-19" in response.text
    assert "Not stored in this release." in response.text
    assert "?old=2007-02-01&amp;new=2025-09-19" in response.text  # a link to share


def test_within_the_part_it_stores_a_rule_missing_from_the_older_release_was_added(client):
    # 419.6i (a permanent entering) came with the rules of 2007-05-01: absent in 2007-02-01.
    response = client.get(
        reverse("rules:diff"), {"old": "2007-02-01", "new": "2008-02-01", "section": "419"}
    )
    rows = {row.number: row.kind for row in response.context["diff"].rows}
    assert rows["419.6i"] == "added"


def test_search_marks_the_matching_words_in_rules_and_examples(client):
    response = client.get(reverse("rules:search"), {"q": "EXILE", "release": "2025-09-19"})
    assert "<mark>exile</mark>" in response.text
    assert 'class="rule-example small mb-0 mt-1"' in response.text
