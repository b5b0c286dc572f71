"""POST /api/resolve and /api/explore: plain JSON in, the resolver's answer out."""

import json

import pytest
from django.urls import reverse

from rules import resolution
from tests.scenarios import CASE_2


def post(client, name, payload, **extra):
    body = payload if isinstance(payload, str | bytes) else json.dumps(payload)
    return client.post(reverse(name), body, content_type="application/json", **extra)


def error_paths(response) -> list[str]:
    return [error["path"] for error in response.json()["errors"]]


def test_resolve_asks_the_creatures_controller_to_choose(client):
    response = post(client, "api-resolve", {"scenario": CASE_2, "procedure": "2025-09-19"})
    assert response.status_code == 200
    answer = response.json()
    assert answer["status"] == "pending"
    assert answer["chooser"] == "Alice"
    assert {o["id"] for o in answer["options"]} == {"apply:rip", "apply:shuffle"}


def test_resolve_with_a_choice_replays_it_to_the_outcome(client):
    payload = {"scenario": CASE_2, "procedure": "2025-09-19", "choices": ["apply:rip"]}
    answer = post(client, "api-resolve", payload).json()
    assert answer["status"] == "done"
    assert "exiled" in answer["outcome"]["text"]
    assert answer["choices"] == ["apply:rip"]


def test_resolve_needs_no_session_or_csrf_token(client):
    from django.test import Client

    strict = Client(enforce_csrf_checks=True)
    response = post(strict, "api-resolve", {"scenario": CASE_2})
    assert response.status_code == 200


def test_explore_lists_both_outcomes_of_case_2(client):
    response = post(client, "api-explore", {"scenario": CASE_2, "procedure": "2008-02-01"})
    assert response.status_code == 200
    outcomes = response.json()["outcomes"]
    assert len(outcomes) == 2
    texts = " | ".join(group["outcome"]["text"] for group in outcomes)
    assert "removed from the game" in texts  # 2008's words for "exiled"
    assert "library" in texts
    for group in outcomes:
        # Read whole: who chose what, and the state it leaves.
        assert group["choices"] == [[{"chooser": "Alice", "chosen": group["paths"][0][0]}]]
        assert group["routes"][0]["steps"][0]["chooser"] == "Alice"
        assert {p["name"] for p in group["state"]["players"]} == {"Alice", "Bob"}


def test_broken_json_is_a_400_naming_the_problem(client):
    response = post(client, "api-resolve", '{"scenario": ')
    assert response.status_code == 400
    message = response.json()["errors"][0]["message"]
    assert message.startswith("the request body is not valid JSON")


def test_body_that_is_not_an_object_is_a_400(client):
    response = post(client, "api-explore", "[1, 2]")
    assert response.status_code == 400
    assert response.json()["errors"][0]["message"] == resolution.ERROR_NOT_OBJECT


def test_missing_scenario_is_named(client):
    response = post(client, "api-resolve", {"procedure": "2025-09-19"})
    assert response.status_code == 400
    assert response.json()["errors"] == [
        {"path": "scenario", "message": resolution.ERROR_SCENARIO_MISSING}
    ]


def test_unknown_procedure_is_named(client):
    response = post(client, "api-resolve", {"scenario": CASE_2, "procedure": "yesterday"})
    assert response.status_code == 400
    assert error_paths(response) == ["procedure"]
    assert "yesterday" in response.json()["errors"][0]["message"]


def test_every_problem_is_reported_at_once(client):
    payload = {"scenario": CASE_2, "procedure": 7, "choices": ["apply:rip", 3], "extra": 1}
    response = post(client, "api-resolve", payload)
    assert response.status_code == 400
    assert sorted(error_paths(response)) == ["choices[1]", "extra", "procedure"]


def test_scenario_errors_carry_their_path_inside_the_scenario(client):
    broken = {**CASE_2, "events": [{"id": "e1", "kind": "destroy", "object": "nobody"}]}
    response = post(client, "api-resolve", {"scenario": broken})
    assert response.status_code == 400
    paths = error_paths(response)
    assert paths and all(path.startswith("scenario.events[0]") for path in paths)


def test_a_choice_that_is_not_an_option_names_its_index(client):
    payload = {"scenario": CASE_2, "choices": ["apply:rip", "apply:shuffle"]}
    response = post(client, "api-resolve", payload)
    assert response.status_code == 400
    assert error_paths(response) == ["choices[1]"]


@pytest.mark.parametrize("name", ["api-resolve", "api-explore"])
def test_get_is_not_allowed(client, name):
    assert client.get(reverse(name)).status_code == 405


# Three Doubling Seasons turn 200 tokens into 1,600: more than the resolver
# follows one token at a time, which it can only find out while resolving.
TOO_MANY_TOKENS = {
    "version": 1,
    "players": [{"name": "Alice"}, {"name": "Bob"}],
    "objects": [
        {"id": f"season{n}", "name": "Doubling Season", "owner": "Alice", "types": ["Enchantment"]}
        for n in (1, 2, 3)
    ],
    "effects": [
        {
            "id": f"ds{n}",
            "source": f"season{n}",
            "controller": "Alice",
            "preset": "doubling-season-tokens",
        }
        for n in (1, 2, 3)
    ],
    "events": [
        {
            "kind": "create_tokens",
            "player": "Alice",
            "count": 200,
            "token": {"name": "Soldier", "types": ["Creature"], "power": 1, "toughness": 1},
        }
    ],
}


@pytest.mark.parametrize(
    ("name", "choices"),
    [("api-resolve", ["apply:ds1", "apply:ds2"]), ("api-explore", [])],
)
def test_a_problem_found_while_resolving_is_a_400_not_a_500(client, name, choices):
    response = post(client, name, {"scenario": TOO_MANY_TOKENS, "choices": choices})
    assert response.status_code == 400
    errors = response.json()["errors"]
    assert errors and all(error["path"].startswith("scenario") for error in errors)
    assert "1600 tokens" in errors[0]["message"]


@pytest.mark.parametrize("name", ["api-resolve", "api-explore"])
def test_teams_beside_a_range_and_a_huge_range_are_400s_naming_the_path(client, name):
    # 801.1 and 810.3: the resolver leaves a limited range of influence in a Two-Headed
    # Giant game out and says so; a range is a number of seats (801.2), at most the format's
    # limit.
    players = [{"name": n} for n in ("Alex", "Rob", "Carissa", "Dana")]
    scenario = {
        "version": 1,
        "players": players,
        "teams": [{"players": ["Alex", "Carissa"]}, {"players": ["Rob", "Dana"]}],
        "range_of_influence": {"range": 1},
        "objects": [],
        "effects": [],
        "events": [{"kind": "lose_life", "player": "Rob", "amount": 1}],
    }
    response = post(client, name, {"scenario": scenario})
    assert response.status_code == 400
    assert error_paths(response) == ["scenario.range_of_influence"]
    del scenario["teams"]
    scenario["range_of_influence"] = {"range": 10**12, "seats": ["Alex", "Rob", "Rob", "Dana"]}
    response = post(client, name, {"scenario": scenario})
    assert response.status_code == 400
    assert "scenario.range_of_influence.range" in error_paths(response)


# The README states the cap: the first 50 problems, then one line "and N more errors".
ERROR_CAP = 50


@pytest.mark.parametrize(
    ("seat", "message"),
    [(7, "string"), ("Nobody", "Nobody")],
    ids=["schema", "semantic"],
)
def test_thousands_of_bad_seats_give_the_first_fifty_and_a_count(client, seat, message):
    # 801.2: the seats of a range of influence name the game's players; each bad one is
    # a problem, but an answer lists only the first 50 and counts the rest.
    bad = 5_000
    seats = ["Alice", "Bob", *[seat] * bad]
    scenario = {**CASE_2, "range_of_influence": {"range": 1, "seats": seats}}
    response = post(client, "api-resolve", {"scenario": scenario})
    assert response.status_code == 400
    errors = response.json()["errors"]
    assert len(errors) == ERROR_CAP + 1
    first = errors[:ERROR_CAP]
    assert [e["path"] for e in first[:3]] == [
        "scenario.range_of_influence.seats[2]",
        "scenario.range_of_influence.seats[3]",
        "scenario.range_of_influence.seats[4]",
    ]
    assert all(message in e["message"] for e in first)
    assert errors[-1] == {"path": "", "message": f"and {bad - ERROR_CAP} more errors"}
