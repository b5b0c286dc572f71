"""Every request that may run the resolver is bounded in time, and per client.

Before these limits: case 10 with 200 tokens explored for minutes (a gunicorn
worker timeout, 2 GiB), through /api/explore and through a 606-character
/judge/explore/?s=… or /judge/compare/?s=… link alike; /api/resolve with 4,000
objects destroyed together took 13 s; and four clients repeating one explore
kept every worker busy.
"""

from __future__ import annotations

import copy
import json

import pytest
from django.test import Client, override_settings
from django.urls import reverse

from judgeapp.state import encode_scenario
from rules.engine import get_example
from tests.scenarios import creatures_destroyed_together

pytestmark = pytest.mark.django_db


def _case_10_with_tokens(count: int) -> dict:
    data = copy.deepcopy(get_example("case-10").scenario.to_dict())
    data["timeline"][0]["events"][0]["count"] = count
    return data


def _post(client: Client, name: str, payload: dict, **extra):
    return client.post(reverse(name), json.dumps(payload), content_type="application/json", **extra)


@override_settings(ENGINE_DEADLINE_SECONDS=0.3)
def test_api_explore_of_case_10_with_200_tokens_answers_422_at_the_deadline(client):
    response = _post(client, "api-explore", {"scenario": _case_10_with_tokens(200)})
    assert response.status_code == 422
    (error,) = response.json()["errors"]
    assert error["path"] == "scenario"
    assert "takes too long" in error["message"]
    assert "Make it smaller" in error["message"]


@override_settings(ENGINE_DEADLINE_SECONDS=0.2)
def test_api_resolve_with_4000_objects_destroyed_together_answers_422(client):
    response = _post(client, "api-resolve", {"scenario": creatures_destroyed_together(4_000)})
    assert response.status_code == 422
    assert response.json()["errors"][0]["path"] == "scenario"


@pytest.mark.parametrize("page", ["judge-explore", "judge-compare", "judge"])
# A second: the stepper's first question comes well within it even on a busy machine;
# exploring takes minutes.
@override_settings(ENGINE_DEADLINE_SECONDS=1.0)
def test_a_short_link_to_a_heavy_scenario_answers_422_on_every_judge_page(client, page):
    link = f"{reverse(page)}?s={encode_scenario(_case_10_with_tokens(200))}"
    assert len(link) < 700
    response = client.get(link)
    if page == "judge":
        # The stepper only resolves up to the first question: it has nothing heavy to do.
        assert response.status_code == 200
        return
    assert response.status_code == 422
    assert "takes too long" in response.content.decode()


@override_settings(ENGINE_DEADLINE_SECONDS=0.3)
def test_htmx_gets_the_message_in_the_pages_error_slot(client):
    link = f"{reverse('judge-explore')}?s={encode_scenario(_case_10_with_tokens(200))}"
    response = client.get(link, HTTP_HX_REQUEST="true")
    assert response.status_code == 422
    assert response["HX-Retarget"] == "#judge-error"


@override_settings(ENGINE_SECONDS_PER_MINUTE=0.001)
def test_a_client_past_its_share_of_work_gets_429_and_others_do_not(client):
    from django.core.cache import cache

    cache.clear()
    payload = {"scenario": get_example("case-01").scenario.to_dict()}
    first = _post(client, "api-resolve", payload, REMOTE_ADDR="10.0.0.1")
    assert first.status_code == 200
    second = _post(client, "api-resolve", payload, REMOTE_ADDR="10.0.0.1")
    assert second.status_code == 429
    assert 1 <= int(second["Retry-After"]) <= 60
    assert "wait" in second.json()["errors"][0]["message"]
    other = _post(client, "api-resolve", payload, REMOTE_ADDR="10.0.0.2")
    assert other.status_code == 200
    # Light pages are not counted.
    assert client.get(reverse("home"), REMOTE_ADDR="10.0.0.1").status_code == 200
    page = client.get(reverse("judge-explore") + "?ex=case-01", REMOTE_ADDR="10.0.0.1")
    assert page.status_code == 429
    assert "try again" in page.content.decode()
    cache.clear()


@override_settings(ENGINE_SECONDS_PER_MINUTE=0.001, BEHIND_PROXY=True)
def test_behind_a_proxy_the_forwarded_address_is_the_client(client):
    from django.core.cache import cache

    cache.clear()
    payload = {"scenario": get_example("case-01").scenario.to_dict()}
    hop = {"REMOTE_ADDR": "10.9.9.9"}
    assert (
        _post(client, "api-resolve", payload, HTTP_X_FORWARDED_FOR="1.1.1.1", **hop).status_code
        == 200
    )
    assert (
        _post(client, "api-resolve", payload, HTTP_X_FORWARDED_FOR="2.2.2.2", **hop).status_code
        == 200
    )
    assert (
        _post(client, "api-resolve", payload, HTTP_X_FORWARDED_FOR="1.1.1.1", **hop).status_code
        == 429
    )
    cache.clear()


def test_every_answer_carries_a_request_id(client):
    response = client.get(reverse("home"))
    assert len(response["X-Request-ID"]) == 16
    given = client.get(reverse("home"), HTTP_X_REQUEST_ID="abc-123")
    assert given["X-Request-ID"] == "abc-123"
    odd = client.get(reverse("home"), HTTP_X_REQUEST_ID="<script>")
    assert odd["X-Request-ID"] != "<script>"


def test_too_many_states_is_said_in_plain_words(client, monkeypatch):
    from rules import resolution
    from rules.engine import ExplorationLimitError

    def too_big(*args, **kwargs):
        raise ExplorationLimitError(20_000)

    monkeypatch.setattr(resolution.requests, "read_outcomes", too_big)
    response = _post(client, "api-explore", {"scenario": get_example("case-01").scenario.to_dict()})
    assert response.status_code == 400
    message = response.json()["errors"][0]["message"]
    assert "more than 20,000 different situations" in message
    assert "one choice at a time" in message
    assert "max_states" not in message
    assert "resolve()" not in message
