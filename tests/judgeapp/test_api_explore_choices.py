"""/api/explore takes its choices: the outcomes still open once they are made.

Before: the choices sent were ignored, and every outcome of the scenario came
back whatever had been chosen. Judge case 2 (Rest in Peace and Blightsteel
Colossus, rule 616.1): Alice, whose Colossus is destroyed, chooses which effect
applies; Rest in Peace first exiles it, the Colossus's own effect first
shuffles it into her library.
"""

from __future__ import annotations

import json

import pytest
from django.urls import reverse

from tests.scenarios import CASE_2

pytestmark = pytest.mark.django_db

EXILED = "Blightsteel Colossus is exiled"
SHUFFLED = "Blightsteel Colossus is shuffled into Alice's library"


def _explore(client, **body):
    payload = {"scenario": CASE_2, "procedure": "2025-09-19", **body}
    return client.post(reverse("api-explore"), json.dumps(payload), "application/json")


def _outcomes(response) -> dict[str, list[list[str]]]:
    assert response.status_code == 200, response.content
    return {group["outcome"]["text"]: group["paths"] for group in response.json()["outcomes"]}


def test_without_choices_every_outcome(client):
    assert set(_outcomes(_explore(client))) == {EXILED, SHUFFLED}


@pytest.mark.parametrize(("choice", "left"), [("apply:rip", EXILED), ("apply:shuffle", SHUFFLED)])
def test_a_choice_made_leaves_the_outcomes_it_still_reaches(client, choice, left):
    outcomes = _outcomes(_explore(client, choices=[choice]))
    assert list(outcomes) == [left]
    # Each path starts with the choices made, so it can be sent to /api/resolve whole.
    assert all(path[0] == choice for path in outcomes[left])


def test_a_choice_that_is_no_option_is_a_400_naming_it(client):
    response = _explore(client, choices=["apply:nothing"])
    assert response.status_code == 400
    (error,) = response.json()["errors"]
    assert error["path"] == "choices[0]"
    assert "apply:rip" in error["message"]
