"""Real-browser fixtures: Debian's Chromium driven by Playwright against a live server.

Every request the page makes is checked: one to any host but the live server is
blocked and recorded, and the test fails at teardown if there was any. So does an
error thrown by the page's own scripts and not caught, and anything the browser
refused under the site's Content-Security-Policy (an inline script or style).
"""

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest

CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]

# Playwright's sync API runs an event loop in this thread; Django's live server
# answers from its own thread, and tests touch the database from this one.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test in this folder ``browser``, so ``-m "not browser"`` leaves them out."""
    here = str(Path(__file__).parent)
    for item in items:
        if str(item.path).startswith(here):
            item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    if not shutil.which(CHROMIUM) and not os.path.exists(CHROMIUM):
        pytest.fail(f"Chromium is missing at {CHROMIUM}: `make test` installs it.")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
        )
        yield browser
        browser.close()


class ForeignRequests(list):
    """The URLs of requests to hosts other than the live server."""


@pytest.fixture
def foreign_requests() -> ForeignRequests:
    return ForeignRequests()


def _make_page(browser, live_server, foreign_requests, **context_options):
    own = urlsplit(live_server.url).netloc
    context = browser.new_context(**context_options)

    def guard(route) -> None:
        url = route.request.url
        parts = urlsplit(url)
        if parts.scheme in {"http", "https", "ws", "wss"} and parts.netloc != own:
            foreign_requests.append(url)
            route.abort()
        else:
            route.continue_()

    context.route("**/*", guard)
    page = context.new_page()
    page.script_errors = []
    page.on("pageerror", lambda error: page.script_errors.append(str(error)))
    page.on(
        "console",
        lambda message: (
            page.script_errors.append(f"refused by the policy: {message.text}")
            if "Content Security Policy" in message.text
            else None
        ),
    )
    return context, page


@pytest.fixture
def page(browser, live_server, foreign_requests) -> Iterator[object]:
    """A page at a laptop's width; fails the test if it reached another host."""
    context, page = _make_page(
        browser, live_server, foreign_requests, viewport={"width": 1280, "height": 900}
    )
    yield page
    context.close()
    assert not foreign_requests, f"requests left the live server: {foreign_requests}"
    assert not page.script_errors, f"the page's scripts threw: {page.script_errors}"


@pytest.fixture
def phone_page(browser, live_server, foreign_requests) -> Iterator[object]:
    """A page 375 px wide, like a phone at the table."""
    context, page = _make_page(
        browser,
        live_server,
        foreign_requests,
        viewport={"width": 375, "height": 812},
        device_scale_factor=2,
        is_mobile=True,
        has_touch=True,
    )
    yield page
    context.close()
    assert not foreign_requests, f"requests left the live server: {foreign_requests}"
    assert not page.script_errors, f"the page's scripts threw: {page.script_errors}"
