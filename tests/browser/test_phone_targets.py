"""On a 375 px phone every control a judge taps is at least 44 x 44 CSS px (WCAG 2.5.5's
target size): the folds ("Paste the card's text", "The effects in this scenario"), the
colour and type picks, the site's name and its menu button included."""

from __future__ import annotations

import pytest

#: What a finger taps: folds, buttons, the labels that work as buttons, the site's name.
TAPPED = (
    "main summary, main button:not(.visually-hidden), main label.btn, main a.btn, "
    "nav .navbar-brand, nav .navbar-toggler"
)

SMALL = """(selector) => [...document.querySelectorAll(selector)]
  .map((el) => [el, el.getBoundingClientRect()])
  .filter(([el, box]) => box.width > 0 && box.height > 0 && (box.width < 44 || box.height < 44))
  .map(([el, box]) => `${el.tagName.toLowerCase()} "${el.innerText.trim().slice(0, 40)}" `
       + `${Math.round(box.width)}x${Math.round(box.height)}`)"""


def _small(page) -> list[str]:
    return page.evaluate(SMALL, TAPPED)


def test_the_way_in_with_its_paste_fold_open_has_no_small_target(phone_page, live_server):
    phone_page.goto(f"{live_server.url}/judge/")
    phone_page.locator("[data-paste] > summary").click()
    phone_page.locator("label[for='kind-dies']").click()
    phone_page.locator("#object_name").fill("Grizzly Bears")
    assert phone_page.locator("label[for='paste_colors-red']").is_visible()
    assert _small(phone_page) == []


@pytest.mark.parametrize("path", ["/judge/?ex=case-19", "/judge/build/", "/"])
def test_a_page_has_no_small_target(phone_page, live_server, path):
    phone_page.goto(live_server.url + path)
    assert _small(phone_page) == []
