"""The rule-text pages in a real browser: phone widths and htmx swaps."""

import pytest

from rules.services.texts import builtin_texts_load


@pytest.fixture
def texts(transactional_db):
    """The built-in texts (the live server's database starts empty of them)."""
    builtin_texts_load()


PHONE_PATHS = [
    "/rules/2025-09-19/616.1/",
    "/rules/2025-09-19/section/616/",
    "/rules/2008-02-01/419.6i/",
    "/rules/history/419.6c/",
    "/rules/diff/?old=2007-02-01&new=2008-02-01&section=419",
    "/rules/concordance/",
    "/rules/search/?q=effect&release=2008-02-01",
    "/rules/2025-09-19/999.1/",
]


@pytest.mark.parametrize("path", PHONE_PATHS)
def test_rule_pages_have_no_horizontal_scroll_on_a_phone(phone_page, live_server, texts, path):
    phone_page.goto(live_server.url + path)
    overflow = phone_page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0


def test_search_results_swap_in_place(page, live_server, texts):
    page.goto(live_server.url + "/rules/search/?release=2025-09-19")
    page.evaluate("window.__marker = 'kept'")
    with page.expect_response(lambda r: "/rules/search/" in r.url and "q=" in r.url):
        page.fill("#search-q", "back face up")
        page.click("form[role=search] button[type=submit]")
    page.locator("#search-results a[href='/rules/2025-09-19/616.1d/']").wait_for()
    assert page.evaluate("window.__marker") == "kept"
    assert "q=back" in page.url  # the URL can be shared or reloaded


def test_diff_form_swaps_the_comparison_in_place(page, live_server, texts):
    page.goto(live_server.url + "/rules/diff/")
    page.evaluate("window.__marker = 'kept'")
    page.select_option("#diff-old", "2007-02-01")
    page.select_option("#diff-new", "2008-02-01")
    page.fill("#diff-section", "419")
    page.click("button[type=submit]")
    page.locator(".diff-row[data-number='419.6c'] ins").first.wait_for()
    assert page.evaluate("window.__marker") == "kept"
