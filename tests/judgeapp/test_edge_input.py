"""Text and numbers are checked once at the edge, on every input surface.

Lone surrogates (a 201 that later broke exports and pages), control characters,
over-long fields, integers of thousands of digits (a ValueError that named
nothing), deep nesting (RecursionError), whole numbers written 2.0 (a TypeError,
or "dealt 3.0 damage"), offsets past the database's integers, and scenarios of
the wrong shape in the builder: each is a 400 naming the field, never a 500,
and changes nothing.
"""

from __future__ import annotations

import copy
import json
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command
from django.test import Client
from django.urls import reverse

from judgeapp.state import encode_scenario
from rules.models.rulings import Ruling
from rules.services.rulings import api_token_create
from tests.rules.test_rulings_services import case_2_data
from tests.scenarios import CASE_2

pytestmark = pytest.mark.django_db

SURROGATE_TITLE = '{"title": "Al\\ud800ice"}'  # JSON text: a lone surrogate escaped


def _goblin(**event: object) -> dict:
    return {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [{"id": "g", "name": "Raging Goblin", "owner": "Alice", "types": ["Creature"]}],
        "effects": [],
        "events": [{"kind": "damage", "source": "g", "recipient": "Bob", "amount": 3, **event}],
    }


def _post_json(client: Client, name: str, text: str, **extra):
    return client.post(reverse(name), text, content_type="application/json", **extra)


def _paths(response) -> list[str]:
    return [e["path"] for e in response.json()["errors"]]


@pytest.fixture
def api(staff) -> Client:
    token = api_token_create(user=staff, name="tests")[1]
    return Client(headers={"Authorization": f"Token {token}"})


# --- The resolver's API -------------------------------------------------------


def test_api_refuses_a_lone_surrogate_naming_its_path(client):
    body = json.dumps({"scenario": _goblin()}).replace("Raging Goblin", "Raging\\udc00Goblin")
    response = _post_json(client, "api-resolve", body)
    assert response.status_code == 400
    assert _paths(response) == ["scenario.objects[0].name"]
    assert "surrogate" in response.json()["errors"][0]["message"]


def test_api_refuses_a_control_character(client):
    scenario = _goblin()
    scenario["objects"][0]["name"] = "Raging\x07Goblin"
    response = _post_json(client, "api-resolve", json.dumps({"scenario": scenario}))
    assert response.status_code == 400
    assert _paths(response) == ["scenario.objects[0].name"]


def test_api_answers_deep_nesting_with_400(client):
    body = '{"scenario": ' + "[" * 100_000 + "]" * 100_000 + "}"
    response = _post_json(client, "api-explore", body)
    assert response.status_code == 400
    assert "nested" in response.json()["errors"][0]["message"]


def test_api_answers_an_integer_of_5000_digits_with_400_naming_it(client):
    body = json.dumps({"scenario": _goblin()}).replace('"amount": 3', '"amount": ' + "9" * 5000)
    response = _post_json(client, "api-resolve", body)
    assert response.status_code == 400
    assert _paths(response) == ["scenario.events[0].amount"]


def test_a_whole_number_written_as_a_float_is_that_whole_number(client):
    body = json.dumps({"scenario": _goblin()}).replace('"amount": 3', '"amount": 3.0')
    response = _post_json(client, "api-resolve", body)
    assert response.status_code == 200
    assert response.json()["outcome"]["text"] == "Bob is dealt 3 damage"


def test_a_count_written_as_a_float_is_a_count(client):
    data = copy.deepcopy(_goblin())
    data["events"] = [{"kind": "draw", "player": "Alice", "count": 2}]
    data["players"][0]["library"] = ["a", "b", "c"]
    whole = _post_json(client, "api-resolve", json.dumps({"scenario": data}))
    floated = _post_json(
        client, "api-resolve", json.dumps({"scenario": data}).replace('"count": 2', '"count": 2.0')
    )
    assert whole.status_code == floated.status_code == 200
    assert floated.json()["outcome"] == whole.json()["outcome"]


def test_nan_is_not_a_number(client):
    body = json.dumps({"scenario": _goblin()}).replace('"amount": 3', '"amount": NaN')
    assert _post_json(client, "api-resolve", body).status_code == 400


# --- s= on every judge page -----------------------------------------------------

PAGES = ["judge", "judge-explore", "judge-compare", "judge-build", "judge-export"]


def _encoded(text: str) -> str:
    import base64
    import zlib

    return base64.urlsafe_b64encode(zlib.compress(text.encode())).rstrip(b"=").decode()


@pytest.mark.parametrize("page", PAGES)
def test_a_lone_surrogate_in_s_is_400_on_every_judge_page(client, page):
    text = json.dumps(CASE_2).replace("Rest in Peace", "Rest\\ud83d in Peace")
    response = client.get(f"{reverse(page)}?s={_encoded(text)}")
    assert response.status_code == 400
    assert "surrogate" in response.content.decode()


@pytest.mark.parametrize("page", PAGES)
def test_a_5000_digit_number_in_s_is_400_on_every_judge_page(client, page):
    text = json.dumps(CASE_2).replace('"power": 11', '"power": ' + "9" * 5000)
    response = client.get(f"{reverse(page)}?s={_encoded(text)}")
    assert response.status_code == 400
    assert "objects[1].power" in response.content.decode()


# --- The builder --------------------------------------------------------------


def _wrong(path: str) -> dict:
    data = copy.deepcopy(CASE_2)
    if path == "players":
        data["players"] = 5
    elif path == "types":
        data["objects"][0]["types"] = [{}]
    elif path == "library":
        data["players"][0]["library"] = [5]
    elif path == "counters":
        data["objects"][0]["counters"] = [1]
    return data


@pytest.mark.parametrize(
    ("case", "named"),
    [
        ("players", "players must be a list"),
        ("types", "objects[0].types[0] must be text"),
        ("library", "players[0].library[0] must be text"),
        ("counters", "objects[0].counters must be an object"),
    ],
)
def test_the_builder_refuses_a_scenario_of_the_wrong_shape(client, case, named):
    data = _wrong(case)
    shown = client.get(f"{reverse('judge-build')}?s={encode_scenario(data)}")
    assert shown.status_code == 400
    assert named in shown.content.decode()
    imported = client.post(reverse("judge-build"), {"action": "import", "json": json.dumps(data)})
    assert imported.status_code == 400
    assert named in imported.content.decode()


def test_the_builder_import_refuses_a_lone_surrogate(client):
    text = json.dumps(CASE_2).replace("Rest in Peace", "Rest\\ud800 in Peace")
    response = client.post(reverse("judge-build"), {"action": "import", "json": text})
    assert response.status_code == 400
    assert "objects[0].name: contains a lone surrogate" in response.content.decode()


# --- Rulings: API, forms, files -------------------------------------------------


def test_a_ruling_with_a_lone_surrogate_is_refused_and_nothing_is_saved(api):
    body = json.dumps(case_2_data()).replace('"Jo Head"', '"Jo\\udfffHead"')
    response = api.post(reverse("api-rulings"), body, content_type="application/json")
    assert response.status_code == 400
    assert "judge" in response.json()["errors"]
    assert Ruling.objects.count() == 0


def test_notes_have_a_length_limit(api):
    response = api.post(
        reverse("api-rulings"),
        json.dumps(case_2_data(notes="x" * 2_000_000)),
        content_type="application/json",
    )
    assert response.status_code == 400
    assert "notes" in response.json()["errors"]


def test_a_revision_of_5000_digits_is_400_naming_it(api, staff):
    created = api.post(
        reverse("api-rulings"), json.dumps(case_2_data()), content_type="application/json"
    ).json()
    body = '{"revision": ' + "9" * 5000 + ', "round": "7"}'
    response = api.patch(
        reverse("api-ruling", args=[created["id"]]), body, content_type="application/json"
    )
    assert response.status_code == 400
    assert "revision" in response.json()["errors"]


@pytest.mark.parametrize("offset", [str(10**30), "-1", "1e3", "\u0661"])
def test_a_listing_offset_out_of_range_is_400_naming_it(api, offset):
    response = api.get(reverse("api-rulings"), {"offset": offset})
    assert response.status_code == 400
    assert list(response.json()["errors"]) == ["offset"]


def test_the_ruling_form_refuses_a_control_character(staff):
    client = Client()
    client.force_login(staff)
    data = {
        "title": "Bell\x07 title",
        "decided_on": "2026-11-21",
        "procedure": "2025-09-19",
        "choices": "apply:rip",
        "scenario": json.dumps(CASE_2),
    }
    response = client.post(reverse("ruling-new"), data)
    assert response.status_code in (200, 400)
    assert "control character" in response.content.decode()
    assert Ruling.objects.count() == 0


def test_importrulings_refuses_a_file_with_a_lone_surrogate(db, tmp_path: Path):
    path = tmp_path / "rulings.json"
    path.write_text('{"format": 1, "rulings": [{"title": "Al\\ud800ice"}]}', encoding="utf-8")
    with pytest.raises(CommandError, match=r"rulings\[0\]\.title: contains a lone surrogate"):
        call_command("importrulings", str(path), stdout=StringIO(), stderr=StringIO())
    assert Ruling.objects.count() == 0
