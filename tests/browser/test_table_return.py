"""Leaving the stepper for the table, and reading a rule, on a phone (Chromium, 375 px).

The expected outcomes come from the cards' words: Rest in Peace exiles a card that would
go to a graveyard from anywhere.
"""

from __future__ import annotations

from tests.browser.test_table import start


def _rest_in_peace_and_a_creature_that_dies(judge) -> None:
    """Rest in Peace is added; the event is filled in but not added before "Resolve"."""
    judge.add_card("rest in", "Rest in Peace", "Bob")
    judge.kind("dies")
    judge.name("object", "Grizzly Bears", "Alice")
    judge.resolve()


def test_back_from_the_stepper_finds_the_event_filled_in_as_resolved(phone_page, live_server):
    judge = start(phone_page, live_server)
    _rest_in_peace_and_a_creature_that_dies(judge)
    phone_page.go_back()
    phone_page.locator("#q").wait_for()
    assert phone_page.locator("[data-card]").evaluate_all("c => c.map(x => x.dataset.card)") == [
        "Rest in Peace"
    ]
    rows = phone_page.locator("[data-event-words]").all_inner_texts()
    assert rows == ["Grizzly Bears dies"]
    # Nothing is ticked for a second event, so resolving again resolves the same one.
    assert phone_page.locator("input[name=kind]:checked").count() == 0
    judge.resolve()
    outcome = judge.choose_until_done()
    assert "Grizzly Bears" in outcome and "exile" in outcome


def test_the_stepper_leads_back_to_the_table_it_came_from(phone_page, live_server):
    judge = start(phone_page, live_server)
    _rest_in_peace_and_a_creature_that_dies(judge)
    back = phone_page.locator("[data-link='table']")
    assert back.inner_text() == "← Change the cards or the event"
    back.click()
    phone_page.locator("#q").wait_for()
    assert phone_page.locator("[data-event-words]").all_inner_texts() == ["Grizzly Bears dies"]
    assert phone_page.locator("[data-card]").count() == 1


def test_an_example_has_no_table_to_go_back_to(phone_page, live_server):
    phone_page.goto(f"{live_server.url}/judge/?ex=case-01")
    phone_page.wait_for_load_state("networkidle")
    assert phone_page.locator("[data-link='table']").count() == 0


def test_a_rule_read_on_a_phone_closes_with_its_own_button(phone_page, live_server):
    from rules.services.texts import builtin_texts_load

    builtin_texts_load()  # a live server's database is emptied between tests
    phone_page.goto(f"{live_server.url}/judge/?ex=case-01&p=2025-09-19")
    link = phone_page.locator("#stepper a.rule-ref").first
    link.tap()
    phone_page.locator(".popover .popover-close").wait_for()
    phone_page.locator(".popover .popover-close").tap()
    phone_page.wait_for_function("() => !document.querySelector('.popover')")
    assert link.get_attribute("aria-expanded") == "false"
    # The first option, which the rule's text covered, is a tap away again.
    phone_page.locator("#stepper [data-option]").first.tap()
    phone_page.wait_for_function("() => location.search.includes('c=')")
    phone_page.wait_for_load_state("networkidle")


def test_a_keyboard_shortcut_is_not_offered_on_a_phone(phone_page, live_server):
    phone_page.goto(f"{live_server.url}/judge/?ex=case-01")
    phone_page.wait_for_load_state("networkidle")
    back = phone_page.locator("#stepper button:has-text('Back')")
    assert back.get_attribute("aria-keyshortcuts") == "u"  # still said to assistive tech
    assert not phone_page.locator(".key-hint").first.is_visible()
