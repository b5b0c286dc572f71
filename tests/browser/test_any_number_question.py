"""Sutured Ghoul's "any number of" creature cards asked at the table, card by card, in
Chromium at 375 x 812 (a phone at the table).

Expected values from the card and the rules: "As Sutured Ghoul enters, exile any number of
creature cards from your graveyard. Sutured Ghoul's power is equal to the total power of the
exiled cards and its toughness is equal to their total toughness." Alice, who would control
it, chooses before it enters (614.12a); Runeclaw Bear, entering at the same time, can't be
chosen (614.13a) and Lightning Bolt is no creature card, so she is asked about Hill Giant
(3/3), then Wall of Stone (0/8), yes or no each.
"""

from __future__ import annotations

QUERY = "ex=exile-sutured-ghoul-asked&p=2025-09-19"


def _answer(page, option_id: str) -> None:
    panel = page.locator("#stepper").element_handle()
    page.locator(f"#stepper [data-option='{option_id}']").click()
    page.wait_for_function("panel => !panel.isConnected", arg=panel)
    page.locator("#stepper [data-step-focus]").wait_for()


def _overflow(page) -> int:
    return page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )


def test_each_card_is_a_yes_or_no_in_sight_and_the_answers_make_the_ghoul(phone_page, live_server):
    page = phone_page
    page.goto(f"{live_server.url}/judge/?{QUERY}")
    page.locator("#stepper").wait_for()
    assert page.locator("[data-chooser]").inner_text().strip() == "Alice"
    assert "Hill Giant (3/3)" in page.locator("[data-question]").inner_text()
    options = page.locator("#stepper [data-option]")
    assert [options.nth(i).get_attribute("data-option") for i in range(options.count())] == [
        "pick:giant",
        "pass:giant",
    ]
    for i in range(2):
        box = options.nth(i).bounding_box()
        assert box is not None and box["height"] >= 44 and box["width"] >= 44
        assert box["x"] >= 0 and box["x"] + box["width"] <= 375
    assert _overflow(page) <= 0

    _answer(page, "pick:giant")
    assert "Wall of Stone (0/8)" in page.locator("[data-question]").inner_text()
    assert "So far: Hill Giant" in page.locator("[data-question]").inner_text()
    _answer(page, "pass:wall")
    page.locator("[data-state='done']").wait_for()
    outcome = page.locator("[data-outcome]").inner_text()
    assert "with Hill Giant exiled as it enters, as a 3/3" in outcome
    assert "Wall of Stone" not in outcome
    assert _overflow(page) <= 0
