"""Saving rulings: creation, revisions, conflicts, import and API tokens (rules.services.rulings).

The scenarios are judge case 2 (Rest in Peace and Blightsteel Colossus: the
creature's controller chooses; exiled, or shuffled into its owner's library —
616.1, 616.1f) and a plain 1-damage event that no effect touches.
"""

from __future__ import annotations

import copy
import datetime as dt
import threading

import pytest
from django.contrib.auth.models import Group, User
from django.db import connection

from rules.models.rulings import ApiToken, Ruling, RulingRevision
from rules.selectors.rulings import export_document, rulings_for_export
from rules.services.rulings import (
    BAD_FORMAT,
    EXISTS_DIFFERENT,
    MISSING,
    NOT_A_LIST_OF_TEXT,
    NOT_JSON,
    STAFF_GROUP,
    RulingConflict,
    RulingInputError,
    api_token_authenticate,
    api_token_create,
    parse_json_text,
    ruling_create,
    ruling_update,
    rulings_import,
)
from tests.scenarios import CASE_2

pytestmark = pytest.mark.django_db

#: A red creature deals 1 damage to Bob and nothing modifies it.
PLAIN_DAMAGE = {
    "version": 1,
    "players": [{"name": "Alice"}, {"name": "Bob"}],
    "objects": [
        {
            "id": "goblin",
            "name": "Raging Goblin",
            "types": ["Creature"],
            "colors": ["red"],
            "owner": "Alice",
        }
    ],
    "effects": [],
    "events": [{"kind": "damage", "source": "goblin", "recipient": "Bob", "amount": 1}],
}


def case_2_data(**overrides: object) -> dict:
    data = {
        "title": "Rest in Peace and Blightsteel Colossus",
        "event": "Grand Prix Lyon",
        "round": "5",
        "table": "12",
        "judge": "Jo Head",
        "decided_on": "2026-11-21",
        "tags": ["Zones", "graveyard"],
        "notes": "Alice chose Rest in Peace first.",
        "scenario": copy.deepcopy(CASE_2),
        "procedure": "2025-09-19",
        "choices": ["apply:rip"],
    }
    data.update(overrides)
    return data


def plain_data(**overrides: object) -> dict:
    data = {
        "title": "A goblin hits Bob",
        "scenario": copy.deepcopy(PLAIN_DAMAGE),
        "procedure": "2025-09-19",
        "choices": [],
    }
    data.update(overrides)
    return data


@pytest.fixture
def other_staff(db) -> User:
    user = User.objects.create_user("bob", password="a-long-pass-phrase")
    user.groups.add(Group.objects.get_or_create(name=STAFF_GROUP)[0])
    return user


# --- Creating -------------------------------------------------------------------


def test_staff_group_exists_after_migrate():
    assert Group.objects.filter(name=STAFF_GROUP).exists()


def test_create_stores_the_outcome_of_the_chosen_path_as_revision_one(staff):
    ruling = ruling_create(data=case_2_data(), author=staff)

    assert ruling.revision == 1
    assert "exile" in ruling.outcome_text.lower()
    assert ruling.outcome["status"] == "done"
    assert ruling.outcome["outcome"]["text"] == ruling.outcome_text
    revision = ruling.revisions.get()
    assert revision.number == 1
    assert revision.author == staff
    assert revision.author_name == "alice"
    assert revision.outcome == ruling.outcome


def test_the_other_choice_is_stored_as_a_different_outcome(staff):
    exiled = ruling_create(data=case_2_data(), author=staff)
    shuffled = ruling_create(data=case_2_data(choices=["apply:shuffle"]), author=staff)

    assert "librar" in shuffled.outcome_text.lower()
    assert shuffled.outcome_text != exiled.outcome_text


def test_permalink_ids_are_short_random_and_distinct(staff):
    ids = {ruling_create(data=plain_data(), author=staff).public_id for _ in range(5)}

    assert len(ids) == 5
    assert all(10 <= len(public_id) <= 12 for public_id in ids)


def test_tags_are_lower_case_and_unique(staff):
    ruling = ruling_create(data=case_2_data(tags=["Zones", "zones", " Graveyard "]), author=staff)

    assert ruling.tags == ["zones", "graveyard"]


def test_rules_cited_and_card_names_are_indexed_for_search(staff):
    ruling = ruling_create(data=case_2_data(), author=staff)

    assert "|rest in peace|" in ruling.cards_text
    assert "|blightsteel colossus|" in ruling.cards_text
    assert "|616.1" in ruling.rules_text


@pytest.mark.parametrize(
    ("field", "value", "message_part"),
    [
        ("title", "", MISSING),
        ("title", "x" * 201, "at most 200"),
        ("tags", "zones", NOT_A_LIST_OF_TEXT),
        ("choices", "apply:rip", NOT_A_LIST_OF_TEXT),
        ("decided_on", "21/11/2026", "date"),
        ("scenario", None, MISSING),
        ("scenario", ["not", "an", "object"], "JSON object"),
    ],
)
def test_bad_field_is_named_and_nothing_is_saved(staff, field, value, message_part):
    with pytest.raises(RulingInputError) as caught:
        ruling_create(data=case_2_data(**{field: value}), author=staff)

    assert field in caught.value.errors
    assert any(message_part in message for message in caught.value.errors[field])
    assert Ruling.objects.count() == 0
    assert RulingRevision.objects.count() == 0


def test_scenario_that_does_not_validate_names_the_json_path(staff):
    scenario = copy.deepcopy(CASE_2)
    scenario["events"][0]["object"] = "nobody"

    with pytest.raises(RulingInputError) as caught:
        ruling_create(data=case_2_data(scenario=scenario), author=staff)

    assert any("events[0]" in message for message in caught.value.errors["scenario"])
    assert Ruling.objects.count() == 0


def test_unknown_procedure_is_refused(staff):
    with pytest.raises(RulingInputError) as caught:
        ruling_create(data=case_2_data(procedure="1999-01-01"), author=staff)

    assert "1999-01-01" in " ".join(caught.value.errors["procedure"])


def test_choice_that_is_not_an_option_is_refused(staff):
    with pytest.raises(RulingInputError) as caught:
        ruling_create(data=case_2_data(choices=["apply:nothing"]), author=staff)

    assert "apply:nothing" in " ".join(caught.value.errors["choices"])
    assert Ruling.objects.count() == 0


def test_unfinished_resolution_is_refused_and_says_who_must_choose(staff):
    # Case 2 without a choice: Alice, the creature's controller, must still choose (616.1).
    with pytest.raises(RulingInputError) as caught:
        ruling_create(data=case_2_data(choices=[]), author=staff)

    assert "Alice" in " ".join(caught.value.errors["choices"])


def test_broken_json_text_is_reported_with_its_position():
    with pytest.raises(RulingInputError) as caught:
        parse_json_text('{"version": 1,', field="scenario")

    message = caught.value.errors["scenario"][0]
    assert message.startswith(NOT_JSON.split("{")[0])
    assert "line 1" in message


# --- Editing --------------------------------------------------------------------


def test_edit_makes_revision_two_and_keeps_revision_one(staff):
    ruling = ruling_create(data=case_2_data(), author=staff)

    edited = ruling_update(
        ruling=ruling, base_revision=1, data={"title": "RIP vs Colossus"}, author=staff
    )

    assert edited.revision == 2
    assert edited.title == "RIP vs Colossus"
    titles = list(edited.revisions.order_by("number").values_list("title", flat=True))
    assert titles == ["Rest in Peace and Blightsteel Colossus", "RIP vs Colossus"]


def test_edit_of_notes_keeps_the_outcome_decided_then(staff):
    ruling = ruling_create(data=case_2_data(), author=staff)
    # What the resolver said then, even if it would say otherwise now.
    Ruling.objects.filter(pk=ruling.pk).update(outcome_text="Decided by an older resolver")
    ruling.refresh_from_db()

    edited = ruling_update(ruling=ruling, base_revision=1, data={"notes": "More"}, author=staff)

    assert edited.outcome_text == "Decided by an older resolver"


def test_edit_of_the_choices_resolves_again(staff):
    ruling = ruling_create(data=case_2_data(), author=staff)

    edited = ruling_update(
        ruling=ruling, base_revision=1, data={"choices": ["apply:shuffle"]}, author=staff
    )

    assert "librar" in edited.outcome_text.lower()
    assert "exile" in edited.revisions.get(number=1).outcome_text.lower()


def test_edit_that_changes_nothing_adds_no_revision(staff):
    ruling = ruling_create(data=case_2_data(), author=staff)

    same = ruling_update(ruling=ruling, base_revision=1, data={"title": ruling.title}, author=staff)

    assert same.revision == 1
    assert ruling.revisions.count() == 1


def test_stale_edit_is_a_conflict_and_the_first_edit_is_kept(staff, other_staff):
    ruling = ruling_create(data=case_2_data(), author=staff)
    ruling_update(ruling=ruling, base_revision=1, data={"notes": "Alice's note"}, author=staff)

    with pytest.raises(RulingConflict) as caught:
        ruling_update(
            ruling=ruling, base_revision=1, data={"notes": "Bob's note"}, author=other_staff
        )

    conflict = caught.value
    assert conflict.ruling.revision == 2
    assert conflict.ruling.notes == "Alice's note"
    assert conflict.proposed["notes"] == "Bob's note"
    assert "alice" in str(conflict)
    ruling.refresh_from_db()
    assert ruling.notes == "Alice's note"
    assert ruling.revisions.count() == 2


def test_bad_edit_changes_nothing(staff):
    ruling = ruling_create(data=case_2_data(), author=staff)

    with pytest.raises(RulingInputError):
        ruling_update(ruling=ruling, base_revision=1, data={"title": ""}, author=staff)

    ruling.refresh_from_db()
    assert ruling.revision == 1
    assert ruling.title == "Rest in Peace and Blightsteel Colossus"


def test_unknown_field_in_an_edit_is_named(staff):
    ruling = ruling_create(data=case_2_data(), author=staff)

    with pytest.raises(RulingInputError) as caught:
        ruling_update(ruling=ruling, base_revision=1, data={"colour": "red"}, author=staff)

    assert "colour" in caught.value.errors


def test_edit_saved_between_our_read_and_our_write_is_still_a_conflict(
    staff, other_staff, monkeypatch
):
    """Checking the revision when the edit is read is not enough: the write checks it again."""
    from rules.services import rulings as services

    ruling = ruling_create(data=case_2_data(), author=staff)
    real_clean_fields = services.clean_fields
    interleaved: list[bool] = []

    def clean_fields_while_bob_saves(data):
        cleaned = real_clean_fields(data)
        if not interleaved:
            interleaved.append(True)
            # Bob's edit lands after Alice's edit has read revision 1.
            ruling_update(ruling=ruling, base_revision=1, data={"notes": "Bob"}, author=other_staff)
        return cleaned

    monkeypatch.setattr(services, "clean_fields", clean_fields_while_bob_saves)

    with pytest.raises(RulingConflict):
        ruling_update(ruling=ruling, base_revision=1, data={"notes": "Alice"}, author=staff)

    assert interleaved
    ruling.refresh_from_db()
    assert ruling.notes == "Bob"
    assert list(ruling.revisions.values_list("number", flat=True)) == [1, 2]


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_two_simultaneous_edits_one_wins_one_conflicts(staff, other_staff):
    """Both edits are based on revision 1 and hit the database at the same moment."""
    if connection.vendor != "postgresql":
        pytest.skip("needs PostgreSQL (DATABASE_URL): SQLite runs one writer at a time")
    ruling = ruling_create(data=case_2_data(), author=staff)
    barrier = threading.Barrier(2)
    results: dict[str, object] = {}

    def edit(user: User, note: str) -> None:
        try:
            barrier.wait()
            ruling_update(ruling=ruling, base_revision=1, data={"notes": note}, author=user)
            results[user.username] = "saved"
        except RulingConflict:
            results[user.username] = "conflict"
        finally:
            connection.close()

    threads = [
        threading.Thread(target=edit, args=(staff, "from alice")),
        threading.Thread(target=edit, args=(other_staff, "from bob")),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    assert sorted(results.values()) == ["conflict", "saved"]
    winner = next(name for name, result in results.items() if result == "saved")
    ruling.refresh_from_db()
    assert ruling.revision == 2
    assert ruling.notes == f"from {winner}"
    assert ruling.revisions.count() == 2


# --- Export and import ------------------------------------------------------------


def _export() -> dict:
    return export_document(rulings=rulings_for_export())


def test_export_import_round_trip_is_identical(staff, other_staff):
    first = ruling_create(data=case_2_data(), author=staff)
    ruling_update(ruling=first, base_revision=1, data={"notes": "Edited"}, author=other_staff)
    ruling_create(data=plain_data(tags=["damage"]), author=staff)
    exported = _export()

    Ruling.objects.all().delete()
    result = rulings_import(data=copy.deepcopy(exported))

    assert len(result.created) == 2
    assert _export() == exported
    assert Ruling.objects.get(public_id=first.public_id).revisions.count() == 2


def test_importing_the_same_file_twice_changes_nothing(staff):
    ruling_create(data=case_2_data(), author=staff)
    exported = _export()

    result = rulings_import(data=copy.deepcopy(exported))

    assert result.created == ()
    assert len(result.unchanged) == 1
    assert Ruling.objects.count() == 1


def test_import_refuses_an_id_saved_here_with_other_content(staff):
    ruling = ruling_create(data=case_2_data(), author=staff)
    exported = _export()
    exported["rulings"][0]["revisions"][0]["title"] = "Something else"

    with pytest.raises(RulingInputError) as caught:
        rulings_import(data=exported)

    assert caught.value.errors["rulings[0].id"] == [
        EXISTS_DIFFERENT.format(public_id=ruling.public_id)
    ]


def _document_with_one_ruling(staff: User) -> dict:
    ruling_create(data=case_2_data(), author=staff)
    document = _export()
    Ruling.objects.all().delete()
    return document


def test_import_of_a_document_that_is_not_an_export_is_refused(db):
    with pytest.raises(RulingInputError) as caught:
        rulings_import(data={"rulings": []})

    assert caught.value.errors == {"(document)": [BAD_FORMAT]}


def test_import_with_a_missing_field_names_it_and_imports_nothing(staff):
    document = _document_with_one_ruling(staff)
    document["rulings"].append(copy.deepcopy(document["rulings"][0]))
    document["rulings"][1]["id"] = "AnotherId01"
    del document["rulings"][1]["revisions"][0]["procedure"]

    with pytest.raises(RulingInputError) as caught:
        rulings_import(data=document)

    assert caught.value.errors["rulings[1].revisions[0].procedure"] == [MISSING]
    assert Ruling.objects.count() == 0


def test_import_with_a_scenario_that_does_not_validate_imports_nothing(staff):
    document = _document_with_one_ruling(staff)
    document["rulings"][0]["revisions"][0]["scenario"]["events"][0]["object"] = "nobody"

    with pytest.raises(RulingInputError) as caught:
        rulings_import(data=document)

    assert any(path.startswith("rulings[0].revisions[0].scenario.") for path in caught.value.errors)
    assert Ruling.objects.count() == 0


def test_import_with_revisions_out_of_order_is_refused(staff):
    document = _document_with_one_ruling(staff)
    document["rulings"][0]["revisions"][0]["number"] = 2

    with pytest.raises(RulingInputError) as caught:
        rulings_import(data=document)

    assert "rulings[0].revisions" in caught.value.errors


def test_import_keeps_author_names_of_users_not_here(staff):
    document = _document_with_one_ruling(staff)
    document["rulings"][0]["revisions"][0]["author"] = "visiting-judge"

    rulings_import(data=document)

    revision = RulingRevision.objects.get()
    assert revision.author is None
    assert revision.author_name == "visiting-judge"


def test_import_links_revisions_to_existing_users(staff):
    document = _document_with_one_ruling(staff)

    rulings_import(data=document)

    assert RulingRevision.objects.get().author == staff


def test_import_reports_progress_for_each_ruling(staff):
    document = _document_with_one_ruling(staff)
    seen: list[tuple[int, int]] = []

    rulings_import(data=document, progress=lambda done, total, _id: seen.append((done, total)))

    assert seen == [(1, 1)]


def test_decided_on_defaults_to_today(staff):
    ruling = ruling_create(data=plain_data(), author=staff)

    assert ruling.decided_on == dt.date.today()


# --- API tokens -------------------------------------------------------------------


def test_token_key_authenticates_its_user_and_only_a_digest_is_kept(staff):
    token, key = api_token_create(user=staff, name="scoreboard script")

    assert api_token_authenticate(key=key) == staff
    assert key not in token.digest
    assert ApiToken.objects.get().last_used_at is not None


def test_wrong_token_key_authenticates_nobody(staff):
    api_token_create(user=staff, name="script")

    assert api_token_authenticate(key="not-a-key") is None


def test_token_of_an_inactive_user_is_refused(staff):
    _, key = api_token_create(user=staff, name="script")
    staff.is_active = False
    staff.save()

    assert api_token_authenticate(key=key) is None
