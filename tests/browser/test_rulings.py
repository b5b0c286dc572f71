"""A staff member's round trip with a ruling, in Debian's Chromium against a live server."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth.models import Group, User

from rules.models.rulings import Ruling
from rules.services.rulings import STAFF_GROUP

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True),
]

PASSWORD = "a-long-pass-phrase"


@pytest.fixture
def staff_member(transactional_db) -> User:
    # The group comes from a data migration, which a transactional test's flush removes.
    group, _ = Group.objects.get_or_create(name=STAFF_GROUP)
    user = User.objects.create_user("jo", password=PASSWORD)
    user.groups.add(group)
    return user


def _sign_in(page, live_server) -> None:
    page.goto(f"{live_server.url}/accounts/login/")
    page.get_by_label("User name").fill("jo")
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    # Signed in once the login page has sent us on (the session cookie is set by then).
    page.wait_for_url(lambda url: "/accounts/login/" not in url)


def test_staff_saves_finds_shares_edits_and_reads_the_history(page, live_server, staff_member):
    from playwright.sync_api import expect

    # Signed in, the judge resolves judge case 2 in the stepper: Alice applies
    # Rest in Peace first, so the Colossus is exiled (616.1, 616.1f).
    _sign_in(page, live_server)
    page.goto(f"{live_server.url}/judge/?ex=case-02&p=2025-09-19")
    page.locator('[data-option="apply:rip"]').click()
    expect(page.locator("[data-outcome]")).to_contain_text(re.compile("exile", re.I))

    # Save as ruling: the form arrives filled with the scenario and the choice.
    page.get_by_role("link", name="Save as ruling").click()
    page.get_by_label("Title").fill("Rest in Peace against Blightsteel")
    page.get_by_label("Event or tournament").fill("Regional Championship Lyon")
    page.get_by_label("Table").fill("12")
    page.get_by_role("button", name="Save ruling").click()
    expect(page.locator("[data-title]")).to_have_text("Rest in Peace against Blightsteel")
    permalink = page.url
    ruling = Ruling.objects.get()
    assert permalink.endswith(f"/rulings/{ruling.public_id}/")

    # Found again by a card name.
    page.goto(f"{live_server.url}/rulings/")
    page.get_by_label("Card").fill("Blightsteel")
    page.get_by_role("button", name="Search").click()
    result = page.locator(f'[data-ruling="{ruling.public_id}"]')
    expect(result).to_contain_text("Rest in Peace against Blightsteel")

    # Signed out, the permalink still reads, without an edit button.
    page.get_by_role("button", name="Sign out").click()
    # Wait for the sign-out to land on the home page before reading as a visitor.
    page.wait_for_url(f"{live_server.url}/")
    page.goto(permalink)
    expect(page.locator("[data-title]")).to_have_text("Rest in Peace against Blightsteel")
    expect(page.locator("[data-outcome]").first).to_contain_text(re.compile("exile", re.I))
    expect(page.locator('[data-link="edit"]')).to_have_count(0)

    # Signed in again: an edit makes revision 2.
    _sign_in(page, live_server)
    page.goto(permalink)
    page.locator('[data-link="edit"]').click()
    page.get_by_label("Table").fill("14")
    page.get_by_role("button", name="Save revision").click()
    expect(page.locator("[data-revision]").first).to_have_attribute("data-revision", "2")
    expect(page.locator('[data-field="table"]')).to_have_text("14")

    # The history shows both revisions and what changed.
    page.locator('[data-link="history"]').click()
    expect(page.locator("li[data-revision]")).to_have_count(2)
    change = page.locator('li[data-revision="2"] tr[data-field="table"]')
    expect(change).to_contain_text("12")
    expect(change).to_contain_text("14")


def test_ruling_pages_fit_a_phone_without_horizontal_scrolling(
    phone_page, live_server, staff_member
):
    from rules.services.rulings import ruling_create, ruling_update
    from tests.rules.test_rulings_services import case_2_data

    ruling = ruling_create(data=case_2_data(), author=staff_member)
    ruling_update(
        ruling=ruling, base_revision=1, data={"notes": "A longer note " * 20}, author=staff_member
    )
    _sign_in(phone_page, live_server)

    for path in ("", "history/", "edit/", "print/"):
        phone_page.goto(f"{live_server.url}/rulings/{ruling.public_id}/{path}")
        overflow = phone_page.evaluate(
            "document.documentElement.scrollWidth - document.documentElement.clientWidth"
        )
        assert overflow <= 0, f"/{path} is {overflow}px wider than the phone"
    phone_page.goto(f"{live_server.url}/rulings/?card=blightsteel")
    assert phone_page.evaluate(
        "document.documentElement.scrollWidth <= document.documentElement.clientWidth"
    )
