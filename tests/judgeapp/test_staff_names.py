"""Who saved each revision (a staff user name) is shown to the staff only.

Before: anyone with a ruling's link saw the staff's user names on its history,
its earlier revisions, its JSON and the API's list of its revisions.
"""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from rules.services.rulings import api_token_create, ruling_create, ruling_update
from tests.rules.test_rulings_services import case_2_data

pytestmark = pytest.mark.django_db


@pytest.fixture
def ruling(staff):
    made = ruling_create(data=case_2_data(), author=staff)
    return ruling_update(ruling=made, base_revision=1, data={"notes": "Edited."}, author=staff)


def _pages(ruling) -> list[str]:
    return [
        reverse("ruling-history", args=[ruling.public_id]),
        reverse("ruling-revision", args=[ruling.public_id, 1]),
        reverse("ruling-json", args=[ruling.public_id]),
        reverse("api-ruling-revisions", args=[ruling.public_id]),
    ]


def test_a_reader_with_the_link_sees_no_staff_names(client, ruling):
    for url in _pages(ruling):
        response = client.get(url)
        assert response.status_code == 200, url
        assert b"alice" not in response.content, url
        assert b'"author"' not in response.content, url


def test_the_staff_see_who_saved_each_revision(staff, ruling):
    signed_in = Client()
    signed_in.force_login(staff)
    for url in _pages(ruling):
        assert b"alice" in signed_in.get(url).content, url
    token = api_token_create(user=staff, name="script")[1]
    by_token = Client(headers={"Authorization": f"Token {token}"})
    revisions = by_token.get(_pages(ruling)[3]).json()["revisions"]
    assert [revision["author"] for revision in revisions] == ["alice", "alice"]
