"""The home page in a real browser."""

import pytest
from playwright.sync_api import Error as PlaywrightError


def test_home_page_loads_with_its_styles(page, live_server):
    page.goto(live_server.url + "/")
    assert page.title() == "Home · Instead"
    # Bootstrap's stylesheet is served by the app itself: the navbar is styled dark.
    background = page.eval_on_selector("nav.navbar", "el => getComputedStyle(el).backgroundColor")
    assert background == "rgb(33, 37, 41)"
    assert page.evaluate("typeof window.htmx") == "object"


def test_procedure_switch_swaps_only_the_panel(page, live_server):
    page.goto(live_server.url + "/")
    page.evaluate("window.__marker = 'kept'")
    panel = page.locator("#procedure-panel")
    assert "616.1c" in panel.inner_text()

    with page.expect_response(lambda r: "/procedures/2008-02-01/" in r.url) as response_info:
        page.click("[data-procedure='2008-02-01']")
    response = response_info.value
    assert response.request.headers.get("hx-request") == "true"

    page.locator("#procedure-panel li[data-step='self']", has_text="419.6d").wait_for()
    assert "616.1c" not in page.locator("#procedure-panel").inner_text()
    assert page.get_attribute("[data-procedure='2008-02-01']", "aria-current") == "true"
    # The same document: htmx swapped the panel, the page did not reload.
    assert page.evaluate("window.__marker") == "kept"
    assert page.url == live_server.url + "/"


def test_request_to_another_host_is_caught(page, live_server, foreign_requests):
    page.goto(live_server.url + "/")
    # A navigation: the site's Content-Security-Policy would stop a fetch before it left.
    with pytest.raises(PlaywrightError):
        page.goto("http://example.invalid/x")
    assert foreign_requests == ["http://example.invalid/x"]
    foreign_requests.clear()  # this test made the request on purpose


@pytest.mark.parametrize("path", ["/", "/judge/", "/rules/"])
def test_page_has_no_horizontal_scroll_on_a_phone(phone_page, live_server, path):
    phone_page.goto(live_server.url + path)
    overflow = phone_page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0


def test_a_procedure_buttons_date_stays_on_one_line_on_a_phone(phone_page, live_server):
    # "Today (CR 2025-09-19)" is too long for one line beside the 2008 button at 375 px;
    # the line may break before the date, never after one of its hyphens ("2025-09-" / "19").
    phone_page.goto(live_server.url + "/")
    lines = phone_page.evaluate(
        """() => {
          const out = [];
          for (const button of document.querySelectorAll('#procedure-panel [data-procedure]')) {
            const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
            let all = '';
            const nodes = [];
            for (let n = walker.nextNode(); n; n = walker.nextNode()) {
              nodes.push(n);
              all += n.data;
            }
            const m = all.match(/\\d{4}-\\d{2}-\\d{2}/);
            if (!m) continue;
            const range = document.createRange();
            let seen = 0;
            for (const n of nodes) {
              const start = m.index - seen, end = m.index + m[0].length - seen;
              if (start >= 0 && start <= n.data.length) range.setStart(n, start);
              if (end >= 0 && end <= n.data.length) { range.setEnd(n, end); break; }
              seen += n.data.length;
            }
            const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
            out.push([m[0], tops.size]);
          }
          return out;
        }"""
    )
    assert lines, "no procedure button shows a date"
    assert all(count == 1 for _, count in lines), lines


def test_a_card_typed_on_the_home_page_is_one_tap_from_the_table(phone_page, live_server):
    # The judge at the table: the card's name on the first screen, Find, then whose it is.
    phone_page.goto(f"{live_server.url}/")
    field = phone_page.locator("#home-q")
    assert field.is_visible() and field.bounding_box()["y"] < 400
    field.fill("rest in peace")
    phone_page.locator("[data-home-search] button[type=submit]").tap()
    phone_page.locator("[data-add-card='Rest in Peace'][data-owner='Bob']").tap()
    phone_page.locator("[data-card='Rest in Peace']").wait_for()
    assert "(Bob's)" in phone_page.locator("[data-card='Rest in Peace']").inner_text()
