"""A creature type chosen as a permanent enters (614.12; 205.3m lists every creature
type), in Chromium at 375 x 812: the types on the table are offered first, in sight; any
other type is found by typing part of its name, or in the whole list, shown on demand,
with or without JavaScript.

Expected values come from the cards' words: Metallic Mimic, "As Metallic Mimic enters,
choose a creature type"; Thalia, Heretic Cathar (a Human Soldier), "Creatures and
nonbasic lands your opponents control enter tapped."
"""

from __future__ import annotations

from axe_playwright_python.sync_playwright import Axe

from .test_table import WCAG, Judge, start

MIMIC = (
    "As Metallic Mimic enters, choose a creature type.\n"
    "Metallic Mimic is the chosen type in addition to its other types.\n"
    "Each other creature you control of the chosen type enters with an additional +1/+1 "
    "counter on it."
)


def mimic_enters(judge: Judge) -> None:
    """Alice's pasted Metallic Mimic enters from the stack; Bob controls Thalia."""
    judge.paste_card("Metallic Mimic", MIMIC, "Alice")
    judge.add_card("thalia, h", "Thalia, Heretic Cathar", "Bob")
    judge.kind("enters")
    judge.pick("object", "Metallic Mimic")
    judge.resolve()


def reach_type_choice(judge: Judge) -> None:
    """Answer what comes before the creature type (the order of the two effects)."""
    page = judge.page
    while "creature type" not in page.locator("[data-question]").inner_text():
        panel = page.locator("#stepper").element_handle()
        judge.tap("#stepper [data-option] >> nth=0")
        page.wait_for_function("panel => !panel.isConnected", arg=panel)
        page.locator("#stepper [data-step-focus]").wait_for()


def pick(judge: Judge, selector: str) -> str:
    page = judge.page
    panel = page.locator("#stepper").element_handle()
    judge.tap(selector)
    page.wait_for_function("panel => !panel.isConnected", arg=panel)
    page.locator("#stepper [data-step-focus]").wait_for()
    return judge.choose_until_done()


def test_the_types_on_the_table_come_first_in_sight(phone_page, live_server):
    judge = start(phone_page, live_server)
    mimic_enters(judge)
    reach_type_choice(judge)
    # Metallic Mimic is an Artifact Creature — Shapeshifter, Thalia a Human Soldier: their
    # types are buttons above the fold, the others folded away.
    shown = [
        text.strip()
        for text in phone_page.locator(
            "#stepper [data-option]:not([data-other-options] [data-option])"
        ).all_inner_texts()
    ]
    assert [text.split("choose ")[-1] for text in shown] == [
        "Human as the creature type",
        "Shapeshifter as the creature type",
        "Soldier as the creature type",
    ]
    soldier = phone_page.locator("[data-option='mode:Soldier']")
    box = soldier.bounding_box()
    assert box["y"] + box["height"] <= 812
    assert not phone_page.locator("[data-option='mode:Sliver']").is_visible()
    found = Axe().run(phone_page, options=WCAG).response["violations"]
    assert [v["id"] for v in found] == []
    width = phone_page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert width <= 0
    outcome = pick(judge, "[data-option='mode:Soldier']")
    # Thalia: it enters tapped under Alice's control; Alice chose Soldier as it entered.
    assert "Metallic Mimic" in outcome and "tapped" in outcome and "Soldier" in outcome


def test_a_type_not_on_the_table_is_in_the_whole_list_on_demand(phone_page, live_server):
    judge = start(phone_page, live_server)
    mimic_enters(judge)
    reach_type_choice(judge)
    judge.tap("[data-other-options] > summary")
    judge.tap("[data-show-all]")
    sliver = phone_page.locator("[data-option='mode:Sliver']")
    sliver.wait_for()
    assert sliver.is_visible()
    # 205.3m's 315 types but the three on the table.
    assert phone_page.locator("[data-other-options] [data-option]").count() == 312
    outcome = pick(judge, "[data-option='mode:Sliver']")
    assert "Metallic Mimic" in outcome and "Sliver" in outcome


def shown_in_fold(page) -> list[str]:
    return [
        text.split("choose ")[-1].removesuffix(" as the creature type")
        for text in page.locator("[data-other-options] [data-option]:visible").all_inner_texts()
    ]


def search(judge: Judge, text: str, said: str) -> list[str]:
    """Type ``text`` in the fold's field; wait until the fold says ``said``."""
    judge.type_in("[data-filter-input]", text)
    judge.page.wait_for_function(
        "said => document.querySelector('[data-filter-said]').textContent.includes(said)",
        arg=said,
    )
    return shown_in_fold(judge.page)


def test_typing_in_the_fold_finds_the_types_that_match(phone_page, live_server):
    judge = start(phone_page, live_server)
    mimic_enters(judge)
    reach_type_choice(judge)
    judge.tap("[data-other-options] > summary")
    field = phone_page.locator("[data-other-options] [data-filter-input]")
    assert field.is_visible()
    # 205.3m: "Slith" and "Sliver" are the creature types holding "sli"; the words every
    # option shares ("choose", "creature type") match nothing.
    assert search(judge, "SLI", "2 of 312 shown.") == ["Slith", "Sliver"]
    # The buttons found are swapped in; the focus stays in the field, typing goes on.
    assert phone_page.evaluate("document.activeElement.matches('[data-filter-input]')")
    # Enter with two found picks neither (not the form's first button either).
    phone_page.keyboard.press("Enter")
    phone_page.wait_for_timeout(500)
    assert phone_page.locator("[data-state='pending']").count() == 1
    assert shown_in_fold(phone_page) == ["Slith", "Sliver"]
    assert search(judge, "creature", "None matches") == []
    assert search(judge, "time l", "1 of 312 shown.") == ["Time Lord"]
    width = phone_page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert width <= 0
    found = Axe().run(phone_page, options=WCAG).response["violations"]
    assert [v["id"] for v in found] == []
    # One found: Enter picks it.
    panel = phone_page.locator("#stepper").element_handle()
    phone_page.keyboard.press("Enter")
    phone_page.wait_for_function("panel => !panel.isConnected", arg=panel)
    phone_page.locator("#stepper [data-step-focus]").wait_for()
    outcome = judge.choose_until_done()
    assert "Metallic Mimic" in outcome and "Time Lord" in outcome


def test_without_javascript_the_fold_finds_a_type(browser, phone_page, live_server):
    judge = start(phone_page, live_server)
    mimic_enters(judge)
    reach_type_choice(judge)
    address = phone_page.url
    context = browser.new_context(java_script_enabled=False, viewport={"width": 375, "height": 812})
    page = context.new_page()
    page.goto(address)
    page.locator("[data-other-options] > summary").click()
    page.locator("[data-filter-input]").fill("sli")
    # Enter finds (the page comes back with the types found), it picks no option.
    page.locator("[data-filter-input]").press("Enter")
    page.wait_for_load_state()
    assert "find=sli" in page.url
    assert page.locator("[data-state='pending']").count() == 1
    assert shown_in_fold(page) == ["Slith", "Sliver"]
    assert page.locator("[data-filter-said]").inner_text() == "2 of 312 shown."
    width = page.evaluate(
        "document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert width <= 0
    page.locator("[data-option='mode:Sliver']").click()
    page.wait_for_load_state()
    assert page.locator("[data-state='done']").is_visible()
    # Thalia: Metallic Mimic enters tapped; Alice chose Sliver as it entered.
    outcome = page.locator("[data-outcome]").inner_text()
    assert "Metallic Mimic" in outcome and "Sliver" in outcome
    context.close()
