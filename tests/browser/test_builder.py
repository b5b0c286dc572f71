"""The scenario builder in a real browser: a scenario built from nothing resolves."""

import re

from playwright.sync_api import expect


def fill_row(page, prefix: str, values: dict[str, str]) -> None:
    for name, value in values.items():
        field = page.locator(f"#id_{prefix}-{name}")
        if field.evaluate("el => el.tagName") == "SELECT":
            field.select_option(value)
        else:
            field.fill(value)


def test_a_scenario_built_from_scratch_resolves(page, live_server):
    page.goto(f"{live_server.url}/judge/build/")
    page.evaluate("window.__kept = 'same document'")

    fill_row(
        page,
        "objects-0",
        {"id": "goblin", "name": "Goblin Piker", "owner": "Alice", "types": "Creature",
         "colors": "red", "power": "2", "toughness": "1"},
    )  # fmt: skip
    page.locator("[data-add='objects']").click()
    page.locator("#id_objects-1-id").wait_for()
    # The row added by htmx kept what was typed above it.
    expect(page.locator("#id_objects-0-name")).to_have_value("Goblin Piker")
    fill_row(
        page,
        "objects-1",
        {"id": "furnace", "name": "Furnace of Rath", "owner": "Alice", "types": "Enchantment"},
    )
    fill_row(
        page,
        "events-0",
        {"kind": "damage", "source": "goblin", "recipient": "Bob", "amount": "2"},
    )

    page.locator("#preset-search").fill("furnace")
    add = page.locator("[data-preset='furnace-of-rath'] button")
    add.wait_for()
    add.click()
    page.locator("input[name$='-preset'][value='furnace-of-rath']").wait_for()
    row = page.locator("input[name$='-preset'][value='furnace-of-rath']").get_attribute("name")
    prefix = row.rsplit("-", 1)[0]
    expect(page.locator(f"#id_{prefix}-controller")).to_have_value("Alice")
    page.locator(f"#id_{prefix}-source").fill("furnace")
    assert page.evaluate("window.__kept") == "same document"

    page.locator("[data-action='resolve']").click()
    page.wait_for_url("**/judge/?s=*")
    page.locator("#stepper").wait_for()
    # One doubler and nothing else: no choice, Bob is dealt twice 2, that is 4.
    assert page.locator("[data-state='done']").is_visible()
    assert "4" in page.locator("[data-outcome]").inner_text()


def test_a_mistake_is_shown_at_its_field(page, live_server):
    page.goto(f"{live_server.url}/judge/build/")
    fill_row(page, "events-0", {"kind": "damage", "source": "nobody", "recipient": "Bob",
                                "amount": "2"})  # fmt: skip
    page.locator("[data-action='resolve']").click()
    page.locator("[data-builder-message]").wait_for()
    # htmx settles a swapped element's attributes a moment after the swap.
    expect(page.locator("#id_events-0-source")).to_have_class(re.compile(r"\bis-invalid\b"))
    assert "/judge/build/" in page.url


def test_the_builder_works_with_javascript_off(browser, live_server):
    context = browser.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{live_server.url}/judge/build/")
    fill_row(
        page,
        "objects-0",
        {"id": "salve", "name": "Healing Salve", "owner": "Bob", "types": "Instant",
         "zone": "stack"},
    )  # fmt: skip
    page.locator("[data-add='objects']").click()
    page.wait_for_load_state()
    assert page.locator("#id_objects-0-name").input_value() == "Healing Salve"
    fill_row(
        page,
        "objects-1",
        {"id": "goblin", "name": "Goblin Piker", "owner": "Alice", "types": "Creature",
         "colors": "red", "power": "2", "toughness": "1"},
    )  # fmt: skip
    fill_row(page, "events-0", {"kind": "damage", "source": "goblin", "recipient": "Bob",
                                "amount": "2"})  # fmt: skip
    fill_row(
        page,
        "effects-0",
        {"id": "salve", "preset": "healing-salve", "controller": "Bob", "source": "salve"},
    )
    page.locator("[data-action='resolve']").click()
    page.wait_for_load_state()
    assert "/judge/?s=" in page.url
    # Healing Salve prevents the next 3 damage to Bob: all 2 are prevented (615.7).
    assert page.locator("[data-state='done']").is_visible()
    assert "no damage" in page.locator("[data-outcome]").inner_text()
    context.close()
