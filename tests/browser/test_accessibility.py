"""Every kind of page passes axe-core's checks (WCAG 2 A and AA) in Chromium, and fits a
phone 375 px wide without sideways scrolling.

axe-core runs inside the page, from the copy the ``axe-playwright-python``
package ships: no request leaves the live server.
"""

import pytest
from axe_playwright_python.sync_playwright import Axe

WCAG = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]}}

PAGES = [
    "/",
    "/judge/",
    "/judge/?q=leyline",
    "/judge/?ex=case-02&p=2025-09-19",
    "/judge/?ex=case-02&p=2025-09-19&c=apply:rip",
    "/judge/?ex=case-03&p=2025-09-19",
    "/judge/examples/",
    "/judge/build/",
    "/judge/build/?ex=case-07",
    "/judge/build/?ex=case-16",
    "/judge/explore/?ex=case-18&p=2025-09-19",
    "/judge/compare/?ex=case-24",
    "/rules/",
    "/rules/2025-09-19/616.1/",
    "/rules/search/?q=self-replacement",
    "/rules/concordance/",
    "/rulings/",
    "/accounts/login/",
    "/no-such-page/",
]


def _violations(page) -> list[str]:
    found = Axe().run(page, options=WCAG).response["violations"]
    return [
        f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes'][:3]]}"
        for v in found
    ]


@pytest.fixture
def texts(db):
    from rules.services.texts import builtin_texts_load

    builtin_texts_load()  # a live server's database is emptied between tests


@pytest.mark.parametrize("path", PAGES)
def test_page_has_no_accessibility_violations(page, live_server, texts, path):
    response = page.goto(live_server.url + path)
    expected = 404 if path == "/no-such-page/" else 200
    assert response.status == expected, path
    assert _violations(page) == []


def test_stepper_on_a_phone_after_a_step_has_no_accessibility_violations(
    phone_page, live_server, texts
):
    phone_page.goto(f"{live_server.url}/judge/?ex=case-19&p=2025-09-19")
    phone_page.locator("#stepper [data-option]").first.click()
    phone_page.locator(".trace-step").first.wait_for()
    assert _violations(phone_page) == []


def test_the_check_finds_a_violation_when_there_is_one(page, live_server):
    # An image without alternative text and a button without a name fail WCAG 1.1.1 / 4.1.2.
    page.goto(f"{live_server.url}/")
    page.evaluate(
        "document.querySelector('main').insertAdjacentHTML('beforeend',"
        " '<img src=\"/static/css/instead.css\"><button></button>')"
    )
    found = " ".join(_violations(page))
    assert "image-alt" in found
    assert "button-name" in found


@pytest.mark.parametrize("path", [p for p in PAGES if p != "/no-such-page/"])
def test_page_fits_a_phone_without_sideways_scrolling(phone_page, live_server, texts, path):
    phone_page.goto(live_server.url + path)
    overflow = phone_page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert overflow <= 0, f"{path} is {overflow}px wider than a 375px screen"
