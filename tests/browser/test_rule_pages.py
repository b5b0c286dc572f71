"""The rule-text pages in a real browser: phone widths and htmx swaps."""

import re
from io import StringIO

import pytest
from django.core.management import call_command
from django.urls import reverse

from rules.services.texts import builtin_texts_load
from tests.browser.test_accessibility import _violations


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
    "/rules/2025-09-19/419.9a/",
    "/rules/2026-01-16/419.9a/",
]


@pytest.mark.parametrize("path", PHONE_PATHS)
def test_rule_pages_have_no_horizontal_scroll_on_a_phone_and_pass_axe(
    phone_page, live_server, texts, path
):
    phone_page.goto(live_server.url + path)
    overflow = phone_page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0
    assert _violations(phone_page) == [], path


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


def _states(example, key: str) -> list[tuple[str, ...]]:
    """Every point of every choice path of an example: each path's every prefix, once."""
    from rules.engine import explore

    seen: dict[tuple[str, ...], None] = {}
    for group in explore(example.scenario, key).outcomes:
        for path in group.paths:
            for n in range(len(path) + 1):
                seen.setdefault(tuple(path[:n]), None)
    return list(seen)


CHIP = re.compile(r'<a class="rule-ref" href="(/rules/[^"]+/)" data-rule="([^"]+)"')

# The text of the popover a chip describes itself by (Bootstrap's aria-describedby), once
# it has loaded.
POPOVER_TEXT = (
    "chip => { const id = chip.getAttribute('aria-describedby');"
    " const body = id && document.getElementById(id)?.querySelector('.popover-body');"
    " return body && !body.textContent.includes('Loading') ? body.textContent : null; }"
)


def test_every_rule_chip_of_every_example_under_both_procedures_shows_text(
    phone_page, live_server, first_run
):
    """The stepper at every point of every choice path of every example, under each
    procedure, then the explorer and the comparison: every rule chip met has its text
    (what its popover fetches), and each distinct chip's popover shows that text at 375 px."""
    from urllib.parse import urlencode

    from rules.engine import PROCEDURES, load_examples

    where: dict[str, str] = {}  # each chip's address -> the first page that shows it
    pages = 0

    def collect(url: str) -> None:
        nonlocal pages
        response = phone_page.request.get(url)
        assert response.status == 200, url
        pages += 1
        for href, _number in CHIP.findall(response.text()):
            where.setdefault(href, url)

    for example in load_examples():
        for key in sorted(PROCEDURES):
            for choices in _states(example, key):
                query = {"ex": example.id, "p": key}
                if choices:
                    query["c"] = ",".join(choices)
                collect(f"{live_server.url}{reverse('judge')}?{urlencode(query)}")
            collect(f"{live_server.url}{reverse('judge-explore')}?ex={example.id}&p={key}")
        collect(f"{live_server.url}/judge/compare/?ex={example.id}")
    assert pages > 300  # 46 examples: 284 points of their paths under the two procedures
    releases = {href.split("/")[2] for href in where}
    assert {"2008-02-01", "2025-09-19"} <= releases
    assert "/rules/2025-09-19/614.6/" in where or "/rules/2025-09-19/615.6/" in where
    missing = sorted(href for href in where if not _has_text(phone_page, live_server.url, href))
    assert missing == []

    # In the pages themselves, at 375 px: every distinct chip opens a popover with its text.
    by_page: dict[str, list[str]] = {}
    for href, url in where.items():
        by_page.setdefault(url, []).append(href)
    opened = 0
    for url, hrefs in by_page.items():
        phone_page.goto(url)
        for href in hrefs:
            chip = phone_page.locator(f"a.rule-ref[href='{href}']:visible").first
            if not chip.count():  # in a fold: open it, as a reader would
                phone_page.locator(f"details:has(a.rule-ref[href='{href}'])").first.evaluate(
                    "d => { d.open = true; }"
                )
                chip = phone_page.locator(f"a.rule-ref[href='{href}']").first
            chip.scroll_into_view_if_needed()
            chip.click()
            body = phone_page.wait_for_function(
                POPOVER_TEXT, arg=chip.element_handle()
            ).json_value()
            assert "Text not loaded" not in body, (href, url)
            assert chip.inner_text() in body, (href, url)
            phone_page.keyboard.press("Escape")
            opened += 1
    assert opened == len(where)


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
