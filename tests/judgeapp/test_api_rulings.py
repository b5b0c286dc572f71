"""The rulings JSON API: list, read, create, update; tokens, CSRF, conflicts and bad input."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

from rules.models.rulings import Ruling
from rules.services.rulings import api_token_create, ruling_create
from tests.rules.test_rulings_services import CASE_2, case_2_data

pytestmark = pytest.mark.django_db


@pytest.fixture
def token(staff) -> str:
    return api_token_create(user=staff, name="tests")[1]


@pytest.fixture
def api(token) -> Client:
    """A script's client: a token, no session, CSRF enforced (and not needed)."""
    return Client(enforce_csrf_checks=True, headers={"Authorization": f"Token {token}"})


@pytest.fixture
def ruling(staff) -> Ruling:
    return ruling_create(data=case_2_data(), author=staff)


def _post(client: Client, url: str, body: object, **kwargs) -> object:
    text = body if isinstance(body, str) else json.dumps(body)
    return client.post(url, text, content_type="application/json", **kwargs)


def _patch(client: Client, url: str, body: object) -> object:
    text = body if isinstance(body, str) else json.dumps(body)
    return client.patch(url, text, content_type="application/json")


def _body(**overrides: object) -> dict:
    data = case_2_data(**overrides)
    return data


# --- Create -----------------------------------------------------------------------------


def test_create_with_a_token_answers_201_with_the_ruling(api):
    response = _post(api, reverse("api-rulings"), _body())

    assert response.status_code == 201
    data = response.json()
    ruling = Ruling.objects.get()
    assert data["id"] == ruling.public_id
    assert data["revision"] == 1
    assert "exile" in data["outcome_text"].lower()
    assert data["url"].endswith(reverse("ruling", args=[ruling.public_id]))
    assert response["Location"] == reverse("api-ruling", args=[ruling.public_id])
    assert ruling.revisions.get().author_name == "alice"


def test_create_with_broken_json_is_400_and_saves_nothing(api):
    response = _post(api, reverse("api-rulings"), '{"title": "x",')

    assert response.status_code == 400
    assert "not valid JSON" in response.json()["error"]
    assert Ruling.objects.count() == 0


def test_create_with_a_body_that_is_not_an_object_is_400(api):
    response = _post(api, reverse("api-rulings"), ["a list"])

    assert response.status_code == 400
    assert response.json()["error"] == "The request body must be a JSON object."


def test_create_with_a_missing_field_names_it(api):
    body = _body()
    del body["title"]

    response = _post(api, reverse("api-rulings"), body)

    assert response.status_code == 400
    assert response.json()["errors"] == {"title": ["is required"]}
    assert Ruling.objects.count() == 0


def test_create_with_a_scenario_missing_its_parts_names_each_without_an_empty_path(api):
    body = _body()
    body["scenario"] = {"version": 1}

    response = _post(api, reverse("api-rulings"), body)

    # Scenario format version 1: players, objects, effects and events are each required.
    assert response.status_code == 400
    said = response.json()["errors"]["scenario"]
    assert [line.split(" ", 1)[0] for line in said] == ["players", "objects", "effects", "events"]
    assert all(not line.startswith(":") and "is required" in line for line in said)
    assert Ruling.objects.count() == 0


def test_create_with_a_scenario_that_does_not_validate_names_the_path(api):
    scenario = json.loads(json.dumps(CASE_2))
    scenario["effects"][0]["preset"] = "no-such-card"

    response = _post(api, reverse("api-rulings"), _body(scenario=scenario))

    assert response.status_code == 400
    assert any("effects[0]" in message for message in response.json()["errors"]["scenario"])
    assert Ruling.objects.count() == 0


def test_create_signed_out_is_401(client):
    response = _post(client, reverse("api-rulings"), _body())

    assert response.status_code == 401
    assert Ruling.objects.count() == 0


def test_create_with_a_wrong_token_is_401(db):
    client = Client(headers={"Authorization": "Token not-a-real-key"})

    response = _post(client, reverse("api-rulings"), _body())

    assert response.status_code == 401
    assert "not valid" in response.json()["error"]


def test_create_by_a_user_outside_staff_is_403(db):
    outsider = User.objects.create_user("visitor")
    key = api_token_create(user=outsider, name="x")[1]
    client = Client(headers={"Authorization": f"Token {key}"})

    response = _post(client, reverse("api-rulings"), _body())

    assert response.status_code == 403


def test_session_write_without_the_csrf_token_is_refused(staff):
    client = Client(enforce_csrf_checks=True)
    client.force_login(staff)

    response = _post(client, reverse("api-rulings"), _body())

    assert response.status_code == 403
    assert "CSRF" in response.json()["error"]
    assert Ruling.objects.count() == 0


def test_session_write_with_the_csrf_token_is_accepted(staff):
    client = Client(enforce_csrf_checks=True)
    client.force_login(staff)
    client.get(reverse("tokens"))  # any page with a form sets the CSRF cookie
    csrf = client.cookies["csrftoken"].value

    response = _post(client, reverse("api-rulings"), _body(), headers={"X-CSRFToken": csrf})

    assert response.status_code == 201


# --- Read and list -------------------------------------------------------------------------


def test_read_needs_only_the_id(client, ruling):
    response = client.get(reverse("api-ruling", args=[ruling.public_id]))

    assert response.status_code == 200
    assert response.json()["title"] == ruling.title
    assert response.json()["choices"] == ["apply:rip"]


def test_read_of_an_unknown_id_is_404_with_a_message(client, db):
    response = client.get(reverse("api-ruling", args=["NoSuchId123"]))

    assert response.status_code == 404
    assert "NoSuchId123" in response.json()["error"]


def test_list_searches_by_card_for_staff(api, ruling):
    found = api.get(reverse("api-rulings"), {"card": "rest in peace"}).json()
    missing = api.get(reverse("api-rulings"), {"card": "furnace"}).json()

    assert [item["id"] for item in found["results"]] == [ruling.public_id]
    assert found["count"] == 1
    assert missing["count"] == 0


def test_list_is_not_for_anonymous_readers(client, ruling):
    assert client.get(reverse("api-rulings")).status_code == 401


def test_list_with_a_bad_limit_is_400(api, ruling):
    assert api.get(reverse("api-rulings"), {"limit": "1000"}).status_code == 400


# --- Update --------------------------------------------------------------------------------


def test_update_makes_revision_two(api, ruling):
    url = reverse("api-ruling", args=[ruling.public_id])

    response = _patch(api, url, {"revision": 1, "table": "99"})

    assert response.status_code == 200
    assert response.json()["revision"] == 2
    assert response.json()["table"] == "99"


def test_update_based_on_a_stale_revision_is_409_with_both_versions(api, ruling):
    url = reverse("api-ruling", args=[ruling.public_id])
    _patch(api, url, {"revision": 1, "table": "99"})

    response = _patch(api, url, {"revision": 1, "table": "55"})

    assert response.status_code == 409
    data = response.json()
    assert data["revision"] == 2
    assert data["current"]["table"] == "99"
    assert data["yours"]["table"] == "55"
    ruling.refresh_from_db()
    assert ruling.table == "99"


def test_update_without_the_base_revision_is_400(api, ruling):
    response = _patch(api, reverse("api-ruling", args=[ruling.public_id]), {"table": "1"})

    assert response.status_code == 400
    assert "revision" in response.json()["errors"]


def test_update_of_an_unknown_id_is_404(api, db):
    response = _patch(api, reverse("api-ruling", args=["NoSuchId123"]), {"revision": 1})

    assert response.status_code == 404


def test_update_with_a_choice_that_is_not_an_option_changes_nothing(api, ruling):
    url = reverse("api-ruling", args=[ruling.public_id])

    response = _patch(api, url, {"revision": 1, "choices": ["apply:nothing"]})

    assert response.status_code == 400
    assert "choices" in response.json()["errors"]
    ruling.refresh_from_db()
    assert ruling.revision == 1


def test_delete_is_not_allowed(api, ruling):
    response = api.delete(reverse("api-ruling", args=[ruling.public_id]))

    assert response.status_code == 405
    assert Ruling.objects.count() == 1


def test_revisions_lists_every_revision_for_anyone_with_the_id(client, api, ruling):
    _patch(api, reverse("api-ruling", args=[ruling.public_id]), {"revision": 1, "table": "99"})

    response = client.get(reverse("api-ruling-revisions", args=[ruling.public_id]))

    revisions = response.json()["revisions"]
    assert [rev["number"] for rev in revisions] == [1, 2]
    assert [rev["table"] for rev in revisions] == ["12", "99"]
    assert client.get(reverse("api-ruling-revisions", args=["NoSuchId123"])).status_code == 404
