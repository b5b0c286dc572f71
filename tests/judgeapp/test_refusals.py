"""Requests no page of the app sends, answered with a clear 4xx that names what was
wrong and changes nothing, within a bounded cost.

Before:
- the way in's hidden draft was read with ``json.loads``: nested 30,000 deep it was a
  RecursionError, an X of ``Infinity`` an OverflowError, a lone surrogate escaped in a
  player's name a UnicodeEncodeError as the page was written: each a 500; and a draft of
  5,000 players took over a second to render;
- the builder made every mode row a form claimed (40 effects of 40 modes from a
  1 KB address or a 5 KB form: 1,600 forms, seconds of work and 4 MB of page);
- a method a page doesn't take was a 405 with no body at all, and a body over Django's
  2.5 MiB bound a 400 saying only that "something wasn't understood", in HTML even to
  the JSON API.
"""

from __future__ import annotations

import html as html_lib
import json

import pytest
from django.conf import settings
from django.test import Client, override_settings
from django.urls import reverse

from judgeapp import drafting
from judgeapp.forms import MAX_MODE_ROWS, MAX_ROWS
from judgeapp.state import JudgeState, encode_scenario
from judgeapp.views import builder
from judgeapp.views.errors import TOO_LARGE_A_BODY
from rules.models.rulings import Ruling
from rules.resolution.rulings import OUTCOME_TEXT_MAX
from rules.services.rulings import api_token_create, ruling_create
from tests.judgeapp.test_judge_builder import build, form_values
from tests.rules.test_rulings_services import case_2_data
from tests.scenarios import creatures_destroyed_together

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}
CARD = {"object_id": "bears", "name": "Grizzly Bears", "owner": "Alice"}


# --- The way in's draft (a hidden field) -------------------------------------------------


@pytest.mark.parametrize(
    "draft",
    [
        "[" * 30_000 + "]" * 30_000,
        '{"players": ' + "[" * 20_000 + "]" * 20_000 + "}",
        '{"cards": [{"object_id": "o", "name": "n", "owner": "Alice", "x": Infinity}]}',
        '{"players": ["Al\\ud800ice", "Bob"]}',
        '{"players": "Alice"}',
        json.dumps({"players": [f"Player {n}" for n in range(drafting.MAX_PLAYERS + 1)]}),
        json.dumps({"cards": [CARD] * (drafting.MAX_ITEMS + 1)}),
    ],
    ids=[
        "nested",
        "nested-players",
        "infinite-x",
        "lone-surrogate",
        "players-text",
        "9-players",
        "21-cards",
    ],
)
@pytest.mark.parametrize("action", ["search", "resolve", "remove-card:0"])
def test_a_draft_no_page_sends_is_a_400_in_words_never_a_500(client, draft, action):
    """A draft is at most 8 players (the table's own bound) and 20 cards; anything else
    in the hidden field was changed in the page: the table starts again and says so."""
    response = client.post(reverse("judge-start"), {"draft": draft, "action": action})
    assert response.status_code == 400
    assert drafting.BAD_DRAFT in response.content.decode()


def test_a_draft_the_page_sent_still_reads_back():
    draft = drafting.Draft(players=("Alice", "Bob", "Carol"))
    assert drafting.Draft.from_json(draft.to_json()) == draft


# --- The builder's mode rows ------------------------------------------------------------


def _modal_effects(effects: int, modes: int) -> dict:
    return {
        "version": 1,
        "players": [{"name": "Alice"}],
        "objects": [],
        "events": [],
        "effects": [
            {
                "id": f"effect-{e}",
                "controller": "Alice",
                "template": "instead",
                "modes": [
                    {"id": f"m{m}", "label": "gain 2 life", "instead": []} for m in range(modes)
                ],
            }
            for e in range(effects)
        ],
    }


def test_a_forged_form_claiming_1600_mode_rows_is_refused_before_any_row_is_made(client):
    values = {"effects-TOTAL_FORMS": str(MAX_ROWS), "effects-INITIAL_FORMS": "0"}
    values.update({f"effects-{i}-modes-TOTAL_FORMS": str(MAX_ROWS) for i in range(MAX_ROWS)})
    for action in ("search", "resolve", "add-mode:0"):
        response = build(client, values, action)
        assert response.status_code == 400
        html = response.content.decode()
        assert builder.TOO_MANY_MODES.format(count=MAX_ROWS * MAX_ROWS) in html.replace(
            "&#x27;", "'"
        )
        assert "effects-0-modes-0-id" not in html


def test_an_address_with_more_modes_than_the_builder_holds_keeps_the_rest_as_json(client):
    """Modes past the builder's bound stay in their effect's "Other fields" (its JSON):
    nothing is lost, and the page holds at most MAX_MODE_ROWS mode rows."""
    scenario = _modal_effects(effects=MAX_ROWS, modes=MAX_ROWS)
    query = JudgeState(scenario=encode_scenario(scenario)).query()
    response = client.get(reverse("judge-build") + "?" + query)
    assert response.status_code == 200
    values = form_values(response.content.decode())
    rows = sum(int(values[f"effects-{i}-modes-TOTAL_FORMS"]) for i in range(MAX_ROWS))
    assert rows == MAX_MODE_ROWS
    assert json.loads(values["effects-1-more"])["modes"] == scenario["effects"][1]["modes"]


def test_adding_a_mode_past_the_builders_bound_says_so(client):
    scenario = _modal_effects(effects=2, modes=MAX_MODE_ROWS // 2)
    query = JudgeState(scenario=encode_scenario(scenario)).query()
    values = form_values(client.get(reverse("judge-build") + "?" + query).content.decode())
    response = build(client, values, "add-mode:0", **HTMX)
    assert response.status_code == 400
    assert builder.MODE_LIMIT.replace("'", "&#x27;") in response.content.decode()


# --- Methods and bodies Django refuses before a view ------------------------------------


@pytest.mark.parametrize(
    ("method", "name", "allowed"),
    [
        ("delete", "home", "GET, HEAD"),
        ("put", "judge-explore", "GET, HEAD"),
        ("get", "study-start", "POST"),
    ],
)
def test_a_method_a_page_does_not_take_is_named_with_the_ones_it_takes(method, name, allowed):
    client = Client()  # the test client skips the CSRF check: the method is what is refused
    response = getattr(client, method)(reverse(name))
    assert response.status_code == 405
    assert response["Allow"] == allowed
    html = response.content.decode()
    assert f"{method.upper()} is not allowed at this address (it takes {allowed})" in html
    assert "nothing was changed" in html


@pytest.mark.parametrize("name", ["api-resolve", "api-explore", "api-parse"])
def test_the_api_names_the_methods_it_takes_in_json(client, name):
    response = client.get(reverse(name))
    assert response.status_code == 405
    message = "GET is not allowed at this address (it takes POST): nothing was changed."
    assert response.json() == {"errors": [{"path": "", "message": message}]}


def test_a_body_over_the_bound_is_a_413_naming_the_bound_in_json_for_the_api(client):
    body = json.dumps({"scenario": {"title": "a" * settings.DATA_UPLOAD_MAX_MEMORY_SIZE}})
    response = client.post(reverse("api-resolve"), body, content_type="application/json")
    assert response.status_code == 413
    message = TOO_LARGE_A_BODY.format(mebibytes=settings.DATA_UPLOAD_MAX_MEMORY_SIZE / 2**20)
    assert response.json() == {"errors": [{"path": "", "message": message}]}
    assert "2.5 MiB" in message


def test_a_form_over_the_bound_is_a_413_in_words(client):
    response = client.post(
        reverse("judge-build"), {"note": "a" * settings.DATA_UPLOAD_MAX_MEMORY_SIZE}
    )
    assert response.status_code == 413
    assert "larger than 2.5 MiB" in response.content.decode()
    assert "nothing was changed" in response.content.decode()


# --- Rulings resolve within the request's deadline --------------------------------------
#
# Before: saving a ruling and reading its permalink resolved its scenario with no deadline
# (2,000 creatures destroyed together: 1.4 s for each reading of the permalink, by anyone
# with the link; 4,000: 5.3 s; the cost grows with the square of the count).


def _heavy_ruling_data() -> dict:
    return case_2_data(scenario=creatures_destroyed_together(2_000), choices=[])


@override_settings(ENGINE_DEADLINE_SECONDS=0.05)
def test_saving_a_ruling_that_takes_too_long_is_refused_naming_the_scenario(staff):
    api = Client(headers={"Authorization": f"Token {api_token_create(user=staff, name='t')[1]}"})
    response = api.post(
        reverse("api-rulings"), json.dumps(_heavy_ruling_data()), content_type="application/json"
    )
    assert response.status_code == 400
    (message,) = response.json()["errors"]["scenario"]
    assert message.startswith("This scenario takes too long to work through")
    assert not Ruling.objects.exists()


def test_a_permalink_to_a_ruling_that_takes_too_long_shows_it_without_the_recheck(staff):
    ruling = ruling_create(data=_heavy_ruling_data(), author=staff)  # saved with no deadline
    with override_settings(ENGINE_DEADLINE_SECONDS=0.05):
        response = Client().get(reverse("ruling", args=[ruling.public_id]))
    assert response.status_code == 200
    html = response.content.decode()
    assert 'data-recheck="error"' in html
    assert "This scenario takes too long to work through" in html
    assert ruling.title in html


# --- A method no page sends, without a CSRF token -----------------------------------------
#
# Before: DELETE / (or PUT) without a token was the "This form has expired" page, and a
# POST to /api/cards that page in HTML.


@pytest.mark.parametrize("method", ["delete", "put", "patch"])
def test_a_method_no_page_sends_refused_for_its_token_says_so_not_that_a_form_expired(method):
    response = getattr(Client(enforce_csrf_checks=True), method)(reverse("home"))
    assert response.status_code == 403
    html = response.content.decode()
    assert f"A {method.upper()} request here needs the security token" in html
    assert "nothing was changed" in html
    assert "This form has expired" not in html


def test_a_form_sent_without_its_token_is_still_the_expired_form_page():
    response = Client(enforce_csrf_checks=True).post(reverse("judge-build"), {"action": "search"})
    assert response.status_code == 403
    assert "This form has expired" in response.content.decode()


def test_posting_to_the_card_search_api_is_a_405_in_json():
    response = Client(enforce_csrf_checks=True).post(reverse("api-cards"))
    assert response.status_code == 405
    message = "POST is not allowed at this address (it takes GET, HEAD): nothing was changed."
    assert response.json() == {"errors": [{"path": "", "message": message}]}


def test_a_host_name_the_server_does_not_answer_to_is_named_as_the_problem(client):
    """Before: the generic "something wasn't understood" page."""
    response = client.get(reverse("home"), HTTP_HOST="elsewhere.example")
    assert response.status_code == 400
    assert "doesn&#x27;t answer to the host name" in response.content.decode()
    api = client.post(reverse("api-resolve"), "{}", "application/json", HTTP_HOST="x.example")
    assert api.status_code == 400
    assert "doesn't answer to the host name" in api.json()["errors"][0]["message"]


# --- API tokens --------------------------------------------------------------------------


@pytest.mark.parametrize(("name", "code"), [("probe\x00", "0000"), ("two\nlines", "000A")])
def test_a_token_name_with_a_control_character_is_refused_and_no_token_made(staff, name, code):
    """Before: made and stored (on PostgreSQL, which refuses NUL in text, a server error)."""
    client = Client()
    client.force_login(staff)
    response = client.post(reverse("tokens"), {"name": name})
    assert response.status_code == 400
    assert f"contains a control character (U+{code}): no token was made" in (
        response.content.decode()
    )
    assert not staff.api_tokens.exists()


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("Alice\x00", "contains a control character (U+0000)"),
        ("A" * 41, "must be at most 40 characters"),
    ],
)
def test_a_players_name_the_table_cannot_use_is_refused_and_the_draft_kept(client, name, problem):
    """Before: taken, then a 500 as a card was added for that player (the card reader
    takes a controller's name of at most 100 characters), or the draft lost at the next
    button (a control character)."""
    draft = drafting.Draft()
    response = client.post(
        reverse("judge-start"),
        {"draft": draft.to_json(), "action": "players", "players": f"{name},Bob"},
    )
    assert response.status_code == 400
    html = response.content.decode()
    assert drafting.BAD_PLAYER_NAME.format(problem=problem).replace("'", "&#x27;") in html
    assert html_lib.unescape(html).count('"players":["Alice","Bob"]') == 1


def test_a_ruling_whose_outcome_line_is_longer_than_its_field_is_kept_cut(staff):
    """The outcome of 2,000 creatures destroyed together is a line of thousands of
    characters; the ruling keeps at most what its field holds (PostgreSQL refuses more),
    cut and ending in "…", beside the whole outcome."""
    ruling = ruling_create(data=_heavy_ruling_data(), author=staff)
    limit = Ruling._meta.get_field("outcome_text").max_length
    assert limit == OUTCOME_TEXT_MAX
    assert len(ruling.outcome_text) == limit
    assert ruling.outcome_text.endswith("…")
    assert ruling.outcome["outcome"]
