"""Numbers and forms no page sends, found by sending them to a served app (gunicorn,
debug off): each answered with a 4xx naming what was wrong, never a 500.

Before:
- an index or a number taken with ``str.isdigit()`` then ``int()``: "²" (a digit to
  ``isdigit``, not to ``int``) and a row of 5,000 nines (past ``int()``'s 4,300 digits)
  were each a ValueError, a 500: a study set's question number (``/study/set/?q=²``), the
  way in's card numbers (``remove-card:²``, ``x:²``, ``aim:²|…``, ``keep``, an X of "²")
  and the builder's row numbers (``remove:effects:²``, ``up:…``, ``remove-mode:0:²``);
- a form sent with a charset other than UTF-8 (``charset=latin-1``), which Django refuses
  to read, was refused again by the 400 view's own CSRF check (it reads the form): a 500;
  a multipart form with no boundary was the 400 page saying only that "something wasn't
  understood";
- an effect row's parameters nested 5,000 deep in the builder were read for the row's
  words with ``json.loads``: a RecursionError, a 500, on every action of the builder;
- a JSON object giving one key twice (``"procedure"`` as 2025-09-19, then as
  2008-02-01) was read keeping the last one, silently: the API resolved under the rules
  of 2008 a request that also named today's.
"""

from __future__ import annotations

import json

import pytest
from django.test import Client
from django.urls import reverse

from judgeapp import drafting
from judgeapp.drafting import Draft
from judgeapp.state import JudgeState
from rules.engine import get_example
from rules.services.rulings import api_token_create
from tests.judgeapp.test_judge_builder import build, form_values, imported

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}
ODD_NUMBERS = ["²", "1²", "9" * 5_000]


@pytest.mark.parametrize("number", ODD_NUMBERS, ids=["superscript", "one-superscript", "5000"])
def test_a_study_set_question_number_that_is_no_number_is_a_400_naming_it(client, number):
    state = JudgeState(example="case-02", procedure="2025-09-19")
    response = client.get(reverse("study-set"), {**state.params(), "q": number})
    assert response.status_code == 400
    assert "must be a question number from 1 to" in response.content.decode()


def _captains_maneuver() -> Draft:
    # Captain's Maneuver: "The next X damage that would be dealt to target creature or
    # player this turn is dealt to another target creature or player instead": an X.
    return drafting.add_card(Draft(), name="Captain's Maneuver", owner="Alice")


@pytest.mark.parametrize("number", ODD_NUMBERS, ids=["superscript", "one-superscript", "5000"])
@pytest.mark.parametrize("action", ["remove-card:{}", "remove-event:{}", "x:{}", "aim:{}|Bob"])
def test_the_way_in_takes_a_card_number_that_is_no_number_without_a_server_error(
    client, action, number
):
    draft = _captains_maneuver()
    posted = {"draft": draft.to_json(), "action": action.format(number)}
    response = client.post(reverse("judge-start"), posted, headers=HTMX)
    assert response.status_code in (200, 400)


@pytest.mark.parametrize("number", ODD_NUMBERS, ids=["superscript", "one-superscript", "5000"])
def test_an_x_that_is_no_number_is_refused_naming_the_field(client, number):
    posted = {"draft": _captains_maneuver().to_json(), "action": "x:0", "x-0": number}
    response = client.post(reverse("judge-start"), posted, headers=HTMX)
    assert response.status_code == 400
    assert "Write X as a whole number from 0 to 1000." in response.content.decode()


def test_a_kept_sentence_number_that_is_no_number_is_not_a_server_error(client):
    posted = {
        "action": "add-text",
        "paste_name": "Healing Salve",
        "paste_text": "Prevent the next 3 damage that would be dealt to any target this turn.",
        "paste_owner": "Alice",
        "keep": ["0", *ODD_NUMBERS],
    }
    response = client.post(reverse("judge-start"), posted, headers=HTMX)
    assert response.status_code == 200


@pytest.mark.parametrize("number", ODD_NUMBERS, ids=["superscript", "one-superscript", "5000"])
@pytest.mark.parametrize(
    "action", ["remove:effects:{}", "up:effects:{}", "add-mode:{}", "remove-mode:0:{}"]
)
def test_a_builder_row_number_that_is_no_number_changes_nothing(client, action, number):
    values = form_values(client.get(reverse("judge-build"), {"ex": "case-02"}).content.decode())
    response = build(client, values, action.format(number), **HTMX)
    assert response.status_code == 200
    after = form_values(response.content.decode())
    assert after["effects-TOTAL_FORMS"] == values["effects-TOTAL_FORMS"] == "2"
    assert after["effects-0-id"] == values["effects-0-id"]


def _checked_client() -> Client:
    client = Client(enforce_csrf_checks=True)
    client.cookies["csrftoken"] = "a" * 32
    return client


@pytest.mark.parametrize("name", ["judge-start", "judge-step", "study-start", "login"])
def test_a_form_in_another_encoding_is_a_400_that_says_so(name):
    response = _checked_client().post(
        reverse(name),
        "action=search".encode("latin-1"),
        content_type="application/x-www-form-urlencoded; charset=latin-1",
    )
    assert response.status_code == 400
    text = response.content.decode()
    assert "encoding other than UTF-8" in text
    assert "charset=latin-1" in text


def test_a_multipart_form_without_its_boundary_is_a_400_that_names_it():
    response = _checked_client().post(
        reverse("judge-start"), b"action=search", content_type="multipart/form-data"
    )
    assert response.status_code == 400
    assert "boundary" in response.content.decode()


@pytest.mark.parametrize("action", ["resolve", "add:effects", "preset:healing-salve"])
def test_effect_parameters_nested_too_deep_are_named_on_their_field_not_a_500(client, action):
    values = form_values(client.get(reverse("judge-build"), {"ex": "case-02"}).content.decode())
    values.update({"effects-0-preset": "", "effects-0-template": "prevent"})
    values["effects-0-params"] = "[" * 5_000 + "]" * 5_000
    response = build(client, values, action)
    assert response.status_code == (400 if action == "resolve" else 200)
    if action == "resolve":
        assert "is nested more than 32 levels deep" in response.content.decode()


@pytest.mark.parametrize("name", ["api-resolve", "api-explore"])
def test_a_key_given_twice_is_a_400_naming_it_not_the_last_one_kept(client, name):
    scenario = json.dumps(get_example("case-02").scenario.to_dict())
    body = f'{{"scenario": {scenario}, "procedure": "2025-09-19", "procedure": "2008-02-01"}}'
    response = client.post(reverse(name), body, content_type="application/json")
    assert response.status_code == 400
    (error,) = response.json()["errors"]
    assert "'procedure' is given twice" in error["message"]


def test_a_key_given_twice_inside_the_scenario_is_refused_too(client):
    scenario = json.dumps(get_example("case-02").scenario.to_dict())
    body = '{"scenario": ' + scenario[:-1] + ', "version": 1}}'
    response = client.post(reverse("api-resolve"), body, content_type="application/json")
    assert response.status_code == 400
    assert "'version' is given twice" in response.json()["errors"][0]["message"]


@pytest.mark.parametrize(
    ("counters", "message"),
    [
        ("+1/+1=" + "9" * 5_000, "at most 1,000,000 counters"),
        ("+1/+1=1000001", "at most 1,000,000 counters"),
    ],
    ids=["5000-digits", "past-the-bound"],
)
def test_a_count_of_counters_past_the_bound_is_named_on_its_field(client, counters, message):
    """A count of counters is at most 1,000,000, the scenario format's bound on a count.
    Before: 5,000 digits were a ValueError in int(), a 500."""
    values = imported(client, get_example("case-02").scenario.to_dict())
    values["objects-1-counters"] = counters
    response = build(client, values, "resolve")
    assert response.status_code == 400
    assert message in response.content.decode()


@pytest.fixture
def api(staff) -> Client:
    token = api_token_create(user=staff, name="tests")[1]
    return Client(headers={"Authorization": f"Token {token}"})


WORDS = " ".join(["e"] * 1_000)
TOO_MANY = "The search takes at most 20 words; this one has 1,000."


def test_a_rulings_search_of_a_thousand_words_is_a_400_naming_q(api):
    """Each word is a condition on six fields. Before: 1,000 words were a query SQLite
    refuses ("Expression tree is too large"), a 500 after seconds of work."""
    response = api.get(reverse("api-rulings"), {"q": WORDS})
    assert response.status_code == 400
    assert response.json()["errors"]["q"] == [TOO_MANY]


@pytest.mark.parametrize("name", ["rulings", "rulings-export"])
def test_the_rulings_page_and_export_name_a_search_of_a_thousand_words(client, staff, name):
    client.force_login(staff)
    response = client.get(reverse(name), {"q": WORDS})
    assert response.status_code == 400
    assert TOO_MANY in response.content.decode()


def test_a_search_of_twenty_words_is_still_answered(api):
    response = api.get(reverse("api-rulings"), {"q": " ".join(["e"] * 20)})
    assert response.status_code == 200
