"""The rulings pages: search, save from the stepper, permalink, edit, conflict, history, exports."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth.models import User
from django.http import QueryDict
from django.test import Client
from django.urls import reverse

from judgeapp.state import JudgeState, decode_scenario, encode_scenario
from rules.models.rulings import Ruling
from rules.services.rulings import ruling_create, ruling_update
from tests.rules.test_rulings_services import CASE_2, case_2_data, plain_data

pytestmark = pytest.mark.django_db

PASSWORD = "a-long-pass-phrase"


@pytest.fixture
def staff_client(staff) -> Client:
    client = Client()
    client.force_login(staff)
    return client


@pytest.fixture
def ruling(staff) -> Ruling:
    return ruling_create(data=case_2_data(), author=staff)


def _form_data(**overrides: str) -> dict[str, str]:
    data = {
        "title": "Rest in Peace and Blightsteel Colossus",
        "event": "Grand Prix Lyon",
        "round": "5",
        "table": "12",
        "judge": "Jo Head",
        "decided_on": "2026-11-21",
        "tags": "zones, graveyard",
        "notes": "",
        "procedure": "2025-09-19",
        "choices": "apply:rip",
        "scenario": json.dumps(CASE_2),
    }
    data.update(overrides)
    return data


# --- Who may do what --------------------------------------------------------------


def test_list_sends_a_signed_out_visitor_to_sign_in(client):
    response = client.get(reverse("rulings"))

    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))


def test_list_is_refused_to_a_signed_in_user_outside_staff(client, db):
    client.force_login(User.objects.create_user("visitor"))

    response = client.get(reverse("rulings"))

    assert response.status_code == 403
    assert b"staff group" in response.content


def test_permalink_is_readable_signed_out(client, ruling):
    response = client.get(reverse("ruling", args=[ruling.public_id]))

    assert response.status_code == 200
    assert ruling.title.encode() in response.content
    assert ruling.outcome_text.encode() in response.content
    assert b'data-link="edit"' not in response.content


def test_unknown_permalink_is_404(client, db):
    assert client.get(reverse("ruling", args=["NoSuchId123"])).status_code == 404


def test_edit_form_is_for_staff_only(client, ruling):
    response = client.get(reverse("ruling-edit", args=[ruling.public_id]))

    assert response.status_code == 302
    assert response["Location"].startswith(reverse("login"))


# --- Search -------------------------------------------------------------------------


def test_search_by_card_finds_the_ruling(staff_client, staff, ruling):
    ruling_create(data=plain_data(), author=staff)

    response = staff_client.get(reverse("rulings"), {"card": "blightsteel"})

    assert response.status_code == 200
    assert response.context["page"].paginator.count == 1
    assert f'data-ruling="{ruling.public_id}"'.encode() in response.content


def test_search_results_alone_for_htmx(staff_client, ruling):
    response = staff_client.get(
        reverse("rulings"), {"tag": "zones"}, headers={"HX-Request": "true"}
    )

    assert response.status_code == 200
    assert b'id="results"' in response.content
    assert b"<html" not in response.content


def test_search_with_a_bad_date_says_so(staff_client, ruling):
    response = staff_client.get(reverse("rulings"), {"from": "yesterday"})

    assert response.status_code == 400
    assert b"The first date must be a date" in response.content


@pytest.mark.parametrize("name", ["rulings", "rulings-export"])
def test_search_with_a_nul_character_says_so(staff_client, ruling, name):
    response = staff_client.get(reverse(name), {"card": "Rest\x00in Peace"})

    assert response.status_code == 400
    assert b"The card field must not hold a NUL character" in response.content


# --- Saving from the stepper ------------------------------------------------------------


def test_new_ruling_form_is_filled_from_the_stepper_address(staff_client):
    state = JudgeState(
        scenario=encode_scenario(CASE_2), procedure="2025-09-19", choices=("apply:rip",)
    )

    response = staff_client.get(reverse("ruling-new") + "?" + state.query())

    assert response.status_code == 200
    form = response.context["form"]
    assert form.initial["procedure"] == "2025-09-19"
    assert form.initial["choices"] == "apply:rip"
    assert json.loads(form.initial["scenario"])["events"] == CASE_2["events"]


def test_new_ruling_with_a_broken_stepper_address_says_what_is_wrong(staff_client):
    response = staff_client.get(reverse("ruling-new") + "?s=%%%")

    assert response.status_code == 400
    assert b"not valid" in response.content


def test_saving_a_ruling_redirects_to_its_permalink(staff_client):
    response = staff_client.post(reverse("ruling-new"), _form_data())

    ruling = Ruling.objects.get()
    assert response.status_code == 302
    assert response["Location"] == reverse("ruling", args=[ruling.public_id])
    assert ruling.tags == ["zones", "graveyard"]
    assert ruling.choices == ["apply:rip"]


def test_saving_broken_scenario_json_shows_the_error_at_the_field(staff_client):
    response = staff_client.post(reverse("ruling-new"), _form_data(scenario='{"version": 1,'))

    assert response.status_code == 400
    assert "not valid JSON" in " ".join(response.context["form"].errors["scenario"])
    assert Ruling.objects.count() == 0


def test_saving_a_scenario_that_does_not_validate_names_its_path(staff_client):
    scenario = json.loads(json.dumps(CASE_2))
    scenario["events"][0]["object"] = "nobody"

    response = staff_client.post(reverse("ruling-new"), _form_data(scenario=json.dumps(scenario)))

    assert response.status_code == 400
    assert "events[0]" in " ".join(response.context["form"].errors["scenario"])
    assert Ruling.objects.count() == 0


def test_saving_before_the_last_choice_is_refused(staff_client):
    response = staff_client.post(reverse("ruling-new"), _form_data(choices=""))

    assert response.status_code == 400
    assert "Alice" in " ".join(response.context["form"].errors["choices"])
    assert Ruling.objects.count() == 0


# --- Editing and conflicts ----------------------------------------------------------------


def test_edit_adds_revision_two(staff_client, ruling):
    response = staff_client.post(
        reverse("ruling-edit", args=[ruling.public_id]),
        _form_data(title="RIP first", revision="1"),
    )

    assert response.status_code == 302
    ruling.refresh_from_db()
    assert ruling.revision == 2
    assert ruling.title == "RIP first"


def test_edit_based_on_an_old_revision_gets_the_conflict_page_with_both_versions(
    staff_client, staff, ruling
):
    ruling_update(ruling=ruling, base_revision=1, data={"table": "40"}, author=staff)

    response = staff_client.post(
        reverse("ruling-edit", args=[ruling.public_id]),
        _form_data(table="77", revision="1"),
    )

    assert response.status_code == 409
    content = response.content.decode()
    assert "data-conflict" in content
    differences = {change.field: change for change in response.context["differences"]}
    assert differences["table"].before == "40"
    assert differences["table"].after == "77"
    # The form on the conflict page is now based on the latest revision.
    assert response.context["form"].initial["revision"] == 2
    ruling.refresh_from_db()
    assert ruling.table == "40"
    assert ruling.revision == 2


def test_saving_again_from_the_conflict_page_keeps_both_revisions(staff_client, staff, ruling):
    ruling_update(ruling=ruling, base_revision=1, data={"table": "40"}, author=staff)

    response = staff_client.post(
        reverse("ruling-edit", args=[ruling.public_id]), _form_data(table="77", revision="2")
    )

    assert response.status_code == 302
    ruling.refresh_from_db()
    assert ruling.revision == 3
    assert list(ruling.revisions.values_list("table", flat=True)) == ["12", "40", "77"]


def test_bad_edit_shows_errors_and_changes_nothing(staff_client, ruling):
    response = staff_client.post(
        reverse("ruling-edit", args=[ruling.public_id]), _form_data(title="", revision="1")
    )

    assert response.status_code == 400
    ruling.refresh_from_db()
    assert ruling.revision == 1


# --- History, then and now, exports ------------------------------------------------------------


def test_history_shows_both_revisions_and_the_change(client, staff, ruling):
    ruling_update(ruling=ruling, base_revision=1, data={"round": "Top 8"}, author=staff)

    response = client.get(reverse("ruling-history", args=[ruling.public_id]))

    content = response.content.decode()
    assert response.status_code == 200
    assert 'data-revision="2"' in content
    assert 'data-revision="1"' in content
    assert "Top 8" in content


def test_an_old_revision_has_its_own_page(client, staff, ruling):
    ruling_update(ruling=ruling, base_revision=1, data={"title": "Renamed"}, author=staff)

    response = client.get(reverse("ruling-revision", args=[ruling.public_id, 1]))

    assert response.status_code == 200
    assert b"Rest in Peace and Blightsteel Colossus" in response.content
    assert client.get(reverse("ruling-revision", args=[ruling.public_id, 9])).status_code == 404


def test_permalink_says_when_today_resolves_it_differently_and_shows_both(client, ruling):
    then = "Blightsteel Colossus is shuffled into its owner's library"
    Ruling.objects.filter(pk=ruling.pk).update(
        outcome=ruling.outcome | {"outcome": {"text": then, "lines": []}}, outcome_text=then
    )

    response = client.get(reverse("ruling", args=[ruling.public_id]))

    content = response.content.decode()
    assert 'data-recheck="different"' in content
    assert then.replace("'", "&#x27;") in content
    assert response.context["recheck"].now_text in content


def test_permalink_says_when_today_agrees(client, ruling):
    response = client.get(reverse("ruling", args=[ruling.public_id]))

    assert b'data-recheck="same"' in response.content


def test_json_export_of_one_ruling_is_the_import_format(client, ruling):
    response = client.get(reverse("ruling-json", args=[ruling.public_id]))

    document = json.loads(response.content)
    assert response["Content-Type"] == "application/json"
    assert document["format"] == "instead-rulings"
    assert document["rulings"][0]["id"] == ruling.public_id


def test_markdown_export_has_the_title_outcome_and_scenario(client, ruling):
    response = client.get(reverse("ruling-markdown", args=[ruling.public_id]))

    text = response.content.decode()
    assert response["Content-Type"].startswith("text/markdown")
    assert text.startswith(f"# {ruling.title}\n")
    assert f"**{ruling.outcome_text}**" in text
    assert '"blightsteel-colossus"' in text


@pytest.mark.parametrize(("name", "ending"), [("ruling-json", "json"), ("ruling-markdown", "md")])
def test_an_export_is_a_file_to_save_only_when_asked(client, ruling, name, ending):
    url = reverse(name, args=[ruling.public_id])
    assert "Content-Disposition" not in client.get(url)
    saved = client.get(url, {"download": "1"})["Content-Disposition"]
    assert saved == f'attachment; filename="ruling-{ruling.public_id}.{ending}"'


def test_print_view_stands_alone(client, ruling):
    response = client.get(reverse("ruling-print", args=[ruling.public_id]))

    content = response.content.decode()
    assert ruling.outcome_text in content
    assert 'aria-label="Main"' not in content  # no site navigation on paper


def test_export_of_all_rulings_is_for_staff(client, staff_client, ruling):
    assert client.get(reverse("rulings-export")).status_code == 302

    response = staff_client.get(reverse("rulings-export"))

    assert [item["id"] for item in json.loads(response.content)["rulings"]] == [ruling.public_id]


def test_open_in_stepper_link_carries_the_ruling_state(client, ruling):
    response = client.get(reverse("ruling", args=[ruling.public_id]))

    url = response.context["stepper_url"]
    state = JudgeState.from_query(QueryDict(url.split("?", 1)[1]))
    assert decode_scenario(state.scenario) == CASE_2
    assert state.procedure == "2025-09-19"
    assert state.choices == ("apply:rip",)


# --- Signing in -----------------------------------------------------------------------------


def test_sign_in_with_the_right_password(client, staff):
    response = client.post(reverse("login"), {"username": "alice", "password": PASSWORD})

    assert response.status_code == 302
    assert client.get(reverse("rulings")).status_code == 200


def test_sign_in_is_locked_after_repeated_failures(client, staff, settings):
    for _ in range(settings.AXES_FAILURE_LIMIT):
        client.post(reverse("login"), {"username": "alice", "password": "wrong"})

    response = client.post(reverse("login"), {"username": "alice", "password": PASSWORD})

    assert response.status_code == 429
    assert b"Too many failed sign-ins" in response.content
    assert client.get(reverse("rulings"))["Location"].startswith(reverse("login"))


def test_api_token_page_shows_a_new_key_once(staff_client):
    response = staff_client.post(reverse("tokens"), {"name": "scoreboard"})

    key = response.context["new_key"]
    assert key and key.encode() in response.content
    assert key.encode() not in staff_client.get(reverse("tokens")).content


def test_save_as_ruling_signed_out_goes_through_sign_in_and_keeps_the_state(client, db):
    url = reverse("ruling-new") + "?ex=case-02&p=2025-09-19&c=apply%3Arip"

    response = client.get(url)

    assert response.status_code == 302
    login, _, query = response["Location"].partition("?")
    assert login == reverse("login")
    assert QueryDict(query)["next"] == url


def test_admin_lists_rulings_and_shows_one_with_its_revisions(client, ruling):
    client.force_login(User.objects.create_superuser("root", password="x"))

    listing = client.get(reverse("admin:rules_ruling_changelist"))
    page = client.get(reverse("admin:rules_ruling_change", args=[ruling.pk]))

    assert listing.status_code == 200
    assert ruling.title.encode() in listing.content
    assert page.status_code == 200
    assert ruling.outcome_text.encode() in page.content


def test_user_outside_staff_can_neither_save_nor_edit(client, ruling):
    client.force_login(User.objects.create_user("visitor"))

    created = client.post(reverse("ruling-new"), _form_data())
    edited = client.post(
        reverse("ruling-edit", args=[ruling.public_id]), _form_data(title="Hijacked", revision="1")
    )

    assert created.status_code == 403
    assert edited.status_code == 403
    assert Ruling.objects.count() == 1
    ruling.refresh_from_db()
    assert ruling.revision == 1


# --- The ruling in words (issue 12) ---------------------------------------------------------


def test_new_ruling_carries_the_examples_title_and_summary_and_the_signed_in_judge(staff_client):
    response = staff_client.get(reverse("ruling-new") + "?ex=case-02&c=apply:rip")

    form = response.context["form"]
    assert form.initial["title"] == "Exile or shuffle: the creature's controller chooses"
    assert "Blightsteel" not in form.initial["title"]
    assert form.initial["notes"].startswith("Bob's enchantment exiles")
    assert form.initial["judge"] == "alice"


def test_new_ruling_carries_a_built_scenarios_own_title(staff_client):
    state = JudgeState(scenario=encode_scenario({**CASE_2, "title": "Table 12: RIP and Colossus"}))

    response = staff_client.get(
        reverse("ruling-new") + "?" + state.with_choice("apply:rip").query()
    )

    assert response.context["form"].initial["title"] == "Table 12: RIP and Colossus"


def test_new_ruling_form_shows_the_outcome_being_saved_and_the_choices_in_words(staff_client):
    # Judge case 2: Rest in Peace first exiles the Colossus (616.1e).
    response = staff_client.get(reverse("ruling-new") + "?ex=case-02&c=apply:rip")

    html = response.content.decode()
    assert "data-saving-outcome" in html
    assert "Blightsteel Colossus is exiled" in html
    assert "Alice: Rest in Peace first" in html


def test_saving_with_an_empty_title_is_a_form_error_not_a_server_error(staff_client):
    response = staff_client.post(reverse("ruling-new"), _form_data(title="  "))

    assert response.status_code == 400
    assert response.context["form"].errors["title"]
    assert not Ruling.objects.exists()


def test_permalink_print_and_markdown_say_the_choices_in_words(client, ruling):
    pages = [
        client.get(reverse(name, args=[ruling.public_id])).content.decode()
        for name in ("ruling", "ruling-print", "ruling-markdown")
    ]
    for page in pages:
        assert "Alice: Rest in Peace first" in page
        assert "apply:rip" not in page.split("```json")[0].split("<details")[0]


def test_permalink_and_print_offer_open_in_the_stepper(client, ruling):
    for name in ("ruling", "ruling-print"):
        html = client.get(reverse(name, args=[ruling.public_id])).content.decode()
        assert "Open in the stepper" in html
    text = client.get(reverse("ruling-markdown", args=[ruling.public_id])).content.decode()
    assert "Open in the stepper: http://testserver/judge/?" in text


def test_save_as_ruling_says_it_is_for_staff_to_a_signed_out_visitor(client):
    html = client.get(reverse("judge") + "?ex=case-02&c=apply:rip").content.decode()
    assert "data-save-note" in html
    assert "you will be asked to sign in" in html
    assert "data-signed-in" not in html


def test_favicon_is_served(client):
    response = client.get("/favicon.ico")
    assert response.status_code == 200
    assert response["Content-Type"] == "image/x-icon"
    assert response.content[:4] == b"\x00\x00\x01\x00"


@pytest.mark.parametrize(
    ("revision", "said"),
    [
        ("", "This field is required."),
        ("abc", "Enter a whole number."),
        ("0", "greater than or equal to 1"),
        ("7", "there is no such revision of this ruling: its latest is 1."),
    ],
)
def test_an_edit_naming_no_revision_of_the_ruling_says_so_and_changes_nothing(
    staff_client, ruling, revision, said
):
    # The revision an edit is based on travels in a hidden field: when it is missing or
    # names no revision, the page says so by its name (no field on the page shows it).
    response = staff_client.post(
        reverse("ruling-edit", args=[ruling.public_id]),
        _form_data(title="RIP first", revision=revision),
    )

    assert response.status_code == 400
    content = response.content.decode()
    error = content.split("data-revision-error>", 1)[1].split("</div>", 1)[0]
    assert "(revision)" in error and said in error
    ruling.refresh_from_db()
    assert (ruling.revision, ruling.title) == (1, "Rest in Peace and Blightsteel Colossus")
