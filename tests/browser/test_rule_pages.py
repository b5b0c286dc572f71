"""The rule-text pages in a real browser: phone widths and htmx swaps."""

import re
from io import StringIO

import pytest
from django.core.management import call_command
from django.urls import reverse

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


# --- every rule chip and concordance link has its text after the first run ------------------

RULE_LINK = re.compile(r'href="(/rules/(\d{4}-\d{2}-\d{2})/(\d{3}(?:\.\d+[a-z]*)?)/)"')


@pytest.fixture
def first_run(transactional_db):
    """The database as the first ``make run`` leaves it (the live server's starts empty)."""
    call_command("loaddefaults", stdout=StringIO())


def _rule_links(page, url: str) -> set[str]:
    response = page.request.get(url)
    assert response.status == 200, url
    return {match[0] for match in RULE_LINK.findall(response.text())}


def _has_text(page, base: str, href: str) -> bool:
    response = page.request.get(base + href, headers={"HX-Request": "true"})
    body = response.text()
    return response.status == 200 and "rule-card" in body and "rule-missing" not in body


def test_every_rule_chip_of_every_example_under_both_procedures_shows_text(
    phone_page, live_server, first_run
):
    from rules.engine import PROCEDURES, load_examples

    links: set[str] = set()
    for example in load_examples():
        for key in sorted(PROCEDURES):
            for view in ("judge", "judge-explore"):
                url = f"{live_server.url}{reverse(view)}?ex={example.id}&p={key}"
                links |= _rule_links(phone_page, url)
        links |= _rule_links(phone_page, f"{live_server.url}/judge/compare/?ex={example.id}")
    releases = {href.split("/")[2] for href in links}
    assert {"2008-02-01", "2025-09-19"} <= releases
    assert "/rules/2025-09-19/614.6/" in links or "/rules/2025-09-19/615.6/" in links
    missing = sorted(href for href in links if not _has_text(phone_page, live_server.url, href))
    assert missing == []

    # And in the page itself, at 375 px: a chip of today's rules beyond 616 opens its text.
    phone_page.goto(f"{live_server.url}/judge/?ex=case-12&p=2025-09-19")
    chip = phone_page.locator("a.rule-ref[data-rule^='615.'], a.rule-ref[data-rule^='614.']")
    chip.first.click()
    phone_page.wait_for_function(
        "() => { const body = document.querySelector('.popover .popover-body');"
        " return body && body.textContent.length > 40"
        " && !body.textContent.includes('Loading'); }"
    )
    assert "Text not loaded" not in phone_page.locator(".popover .popover-body").inner_text()


def test_every_concordance_link_lands_on_text(phone_page, live_server, first_run):
    phone_page.goto(f"{live_server.url}/rules/concordance/")
    hrefs = phone_page.eval_on_selector_all(
        "main a[href^='/rules/20']", "links => links.map(a => a.getAttribute('href'))"
    )
    assert len(hrefs) > 60
    missing = sorted(h for h in set(hrefs) if not _has_text(phone_page, live_server.url, h))
    assert missing == []
    # One followed in the page: 615.6 of today, from 419.5 of 2008.
    phone_page.locator("a[href='/rules/2025-09-19/615.6/']").first.click()
    phone_page.wait_for_url("**/rules/2025-09-19/615.6/")
    assert phone_page.locator("article.rule-card .rule-text").first.inner_text().strip()
    overflow = phone_page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0
