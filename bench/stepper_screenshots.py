"""Save screenshots of the judge's pages into docs/screenshots/.

Run from the project's root (it starts its own server on 127.0.0.1)::

    .venv/bin/python bench/stepper_screenshots.py                    # every picture
    .venv/bin/python bench/stepper_screenshots.py study-reveal.png   # only those named

Uses Debian's Chromium through Playwright, like the real-browser tests, and
refuses any request to another host.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.stepper_load import ROOT, Server

OUT = ROOT / "docs" / "screenshots"
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")

#: (file name, path, width, what to do on the page before the shot)
SHOTS = [
    ("examples.png", "/judge/examples/", 1280, None),
    ("stepper.png", "/judge/?ex=case-02", 1280, None),
    ("stepper-done.png", "/judge/?ex=case-02", 1280, "choose-first"),
    ("stepper-phone.png", "/judge/?ex=case-19", 375, None),
    ("stepper-forced.png", "/judge/?ex=case-03", 375, None),
    ("explorer.png", "/judge/explore/?ex=case-18", 1280, None),
    ("compare.png", "/judge/compare/?ex=case-24", 1280, None),
    ("builder.png", "/judge/build/?ex=case-19", 1280, None),
    ("start-phone.png", "/judge/?q=furnace", 375, None),
    ("start-built-phone.png", "/judge/", 375, "build-two-doublers"),
    ("stepper-leads-phone.png", "/judge/?ex=case-17", 375, None),
    ("start-aim-phone.png", "/judge/", 375, "aim-a-shield"),
    ("start-targets-x-phone.png", "/judge/", 375, "targets-and-x"),
    ("start-source-phone.png", "/judge/", 375, "source-of-your-choice"),
    ("study-question.png", "/study/set/?ex=case-03&p=2025-09-19", 375, None),
    ("study-reveal.png", "/study/set/?ex=case-03&p=2025-09-19&q=1&r=&a={wrong}", 375, None),
]

#: Pictures of the first screen only: the whole examples library is a picture of megabytes.
FIRST_SCREEN_ONLY = {"examples.png"}


def build_two_doublers(page) -> None:
    """The way in: two cards by name, then a Shock dealing 2 damage to Bob."""
    for search, name in (("furnace", "Furnace of Rath"), ("dictate", "Dictate of the Twin Gods")):
        page.locator("#q").fill(search)
        page.locator(f"[data-add-card={name!r}][data-owner='Alice']").click()
        page.locator(f"[data-card={name!r}]").wait_for()
        # The search box is swapped in anew, ready for the next card.
        page.wait_for_function("() => document.activeElement.id === 'q'")
    page.locator("label[for='kind-damage']").click()
    page.locator("label[for='recipient-1']").click()
    page.locator("#source_name").fill("Shock")
    page.locator("label[for^='source_name_whose-']:text-is('Alice')").click()
    page.locator("#amount").fill("2")
    page.evaluate("window.scrollTo(0, 0)")


def aim_a_shield(page) -> None:
    """The way in: Healing Salve, a Shock at Alice's Grizzly Bears, the shield aimed there."""
    page.locator("#q").fill("healing")
    page.locator("[data-add-card='Healing Salve'][data-owner='Alice']").click()
    page.locator("[data-card='Healing Salve']").wait_for()
    page.locator("label[for='kind-damage']").click()
    page.locator("#recipient_name").fill("Grizzly Bears")
    page.locator("label[for^='recipient_name_whose-']:text-is('Alice')").click()
    page.locator("#source_name").fill("Shock")
    page.locator("label[for^='source_name_whose-']:text-is('Bob')").click()
    page.locator("#amount").fill("2")
    page.locator("[data-action='add-event']").click()
    page.locator("[data-event-row]").wait_for()
    page.locator("[data-aim='Grizzly Bears']").click()
    page.locator("[data-aim='Grizzly Bears'][aria-pressed='true']").wait_for()
    page.evaluate("window.scrollTo(0, 0)")


def targets_and_x(page) -> None:
    """The way in: Captain's Maneuver pasted, its first target chosen, X asked for."""
    page.locator("[data-paste] > summary").click()
    page.locator("#paste_name").fill("Captain's Maneuver")
    page.locator("#paste_text").fill(
        "The next X damage that would be dealt to target creature or player this turn is "
        "dealt to another target creature or player instead."
    )
    page.locator("label[for^='paste_owner-']:text-is('Alice')").click()
    page.locator("[data-action='read']").click()
    page.locator("[data-reading]").wait_for()
    page.locator("[data-action='add-text']").click()
    page.locator("[data-slot='target-creature-or-player'] [data-aim='Alice']").click()
    page.locator("[data-aim='Alice'][aria-pressed='true']").wait_for()
    page.evaluate("window.scrollTo(0, 0)")


def source_of_your_choice(page) -> None:
    """The way in: Harm's Way aimed at Bob, a Lightning Bolt to Alice and a Shock to her
    Grizzly Bears at once, the Shock chosen as the source of Alice's choice."""
    page.locator("#q").fill("harm's way")
    page.locator("[data-add-card=\"Harm's Way\"][data-owner='Alice']").click()
    page.locator('[data-card="Harm\'s Way"]').wait_for()
    to = "[data-slot='any-target'] [data-aim='Bob']"
    page.locator(to).click()
    page.locator(f"{to}[aria-pressed='true']").wait_for()
    for recipient, whose, source, amount in (
        ("", "", "Lightning Bolt", "3"),
        ("Grizzly Bears", "Alice", "Shock", "2"),
    ):
        page.locator("label[for='kind-damage']").click()
        if recipient:
            page.locator("#recipient_name").fill(recipient)
            page.locator(f"label[for^='recipient_name_whose-']:text-is({whose!r})").click()
        else:
            page.locator(".f-recipient label:text-is('Alice')").first.click()
        page.locator("#source_name").fill(source)
        page.locator("label[for^='source_name_whose-']:text-is('Bob')").click()
        page.locator("#amount").fill(amount)
        rows = page.locator("[data-event-row]").count()
        page.locator("[data-action='add-event']").click()
        page.locator(f"[data-event-row] >> nth={rows}").wait_for()
    shock = "[data-slot='source-of-your-choice'] [data-aim='Shock']"
    page.locator(shock).click()
    page.locator(f"{shock}[aria-pressed='true']").wait_for()
    page.evaluate("window.scrollTo(0, 0)")


def _wrong_answer() -> str:
    """The id of a wrong answer to judge case 3's first question (today's rules)."""
    from rules import study

    question = study.example_set("case-03", "2025-09-19").questions[0]
    return next(a.id for a in question.answers if not a.correct)


def main() -> None:
    from playwright.sync_api import sync_playwright

    OUT.mkdir(parents=True, exist_ok=True)
    with Server() as server, sync_playwright() as playwright:
        base = f"http://127.0.0.1:{server.port}"
        own = urlsplit(base).netloc
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"]
        )
        foreign: list[str] = []

        def guard(route) -> None:
            if urlsplit(route.request.url).netloc not in {own, ""}:
                foreign.append(route.request.url)
                route.abort()
            else:
                route.continue_()

        wanted = set(sys.argv[1:])
        for name, path, width, action in SHOTS:
            if wanted and name not in wanted:
                continue
            if "{wrong}" in path:
                path = path.format(wrong=_wrong_answer())
            phone = width < 600
            context = browser.new_context(
                viewport={"width": width, "height": 812 if phone else 900},
                device_scale_factor=2 if phone else 1,
                is_mobile=phone,
                has_touch=phone,
            )

            context.route("**/*", guard)
            page = context.new_page()
            page.goto(base + path)
            if action == "build-two-doublers":
                build_two_doublers(page)
            if action == "aim-a-shield":
                aim_a_shield(page)
            if action == "targets-and-x":
                targets_and_x(page)
            if action == "source-of-your-choice":
                source_of_your_choice(page)
            if action == "choose-first":
                page.locator("[data-option]").first.click()
                page.locator("[data-state='done']").wait_for()
            page.screenshot(path=str(OUT / name), full_page=name not in FIRST_SCREEN_ONLY)
            context.close()
            print(f"saved {OUT / name}")
        browser.close()
    if foreign:
        raise SystemExit(f"requests left the server: {foreign}")


if __name__ == "__main__":
    main()
