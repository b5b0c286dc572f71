"""Reading rulings: search, history with field diffs, re-checks (rules.selectors.rulings)."""

from __future__ import annotations

import copy
import datetime as dt

import pytest
from django.contrib.auth.models import AnonymousUser, User

from rules.models.rulings import Ruling
from rules.selectors.rulings import (
    export_document,
    export_text,
    ruling_history,
    ruling_recheck,
    ruling_search,
    rulings_for_export,
    user_can_edit_rulings,
)
from rules.services.rulings import ruling_create, ruling_update
from tests.rules.test_rulings_services import case_2_data, plain_data

pytestmark = pytest.mark.django_db


@pytest.fixture
def two_rulings(staff) -> tuple[Ruling, Ruling]:
    zones = ruling_create(data=case_2_data(), author=staff)
    damage = ruling_create(
        data=plain_data(
            title="Goblin damage at the PTQ",
            event="PTQ Berlin",
            decided_on="2026-10-03",
            tags=["damage"],
            notes="Nothing modified it.",
        ),
        author=staff,
    )
    return zones, damage


def _ids(rulings) -> set[str]:
    return {ruling.public_id for ruling in rulings}


def test_search_by_text_looks_in_titles_and_notes(two_rulings):
    zones, damage = two_rulings

    assert _ids(ruling_search(text="goblin")) == {damage.public_id}
    assert _ids(ruling_search(text="chose rest")) == {zones.public_id}


def test_search_by_card_name_finds_the_ruling_whose_scenario_has_it(two_rulings):
    zones, _ = two_rulings

    assert _ids(ruling_search(card="Blightsteel")) == {zones.public_id}
    assert _ids(ruling_search(card="rest in peace")) == {zones.public_id}
    assert _ids(ruling_search(card="Colossus")) == set()  # a name is matched from its start


def test_search_by_tag_matches_whole_tags_only(two_rulings):
    zones, damage = two_rulings

    assert _ids(ruling_search(tag="Damage")) == {damage.public_id}
    assert _ids(ruling_search(tag="zones")) == {zones.public_id}
    assert _ids(ruling_search(tag="zone")) == set()


def test_search_by_event(two_rulings):
    _, damage = two_rulings

    assert _ids(ruling_search(event="berlin")) == {damage.public_id}


def test_search_by_date_range(two_rulings):
    zones, damage = two_rulings

    assert _ids(ruling_search(date_from=dt.date(2026, 11, 1))) == {zones.public_id}
    assert _ids(ruling_search(date_to=dt.date(2026, 10, 31))) == {damage.public_id}
    assert _ids(ruling_search(date_from=dt.date(2026, 10, 3), date_to=dt.date(2026, 10, 3))) == {
        damage.public_id
    }


def test_search_by_rule_number_cited(two_rulings):
    # Case 2: the affected object's controller chooses which effect applies (616.1).
    zones, _ = two_rulings

    assert zones.public_id in _ids(ruling_search(rule="616.1"))
    assert _ids(ruling_search(rule="419.9")) == set()


def test_search_filters_combine(two_rulings):
    assert _ids(ruling_search(card="Blightsteel", tag="damage")) == set()


def test_history_lists_every_revision_newest_first_with_what_changed(staff):
    ruling = ruling_create(data=case_2_data(), author=staff)
    ruling_update(
        ruling=ruling, base_revision=1, data={"table": "14", "tags": ["zones"]}, author=staff
    )

    history = ruling_history(ruling=ruling)

    assert [entry.revision.number for entry in history] == [2, 1]
    changes = {change.field: (change.before, change.after) for change in history[0].changes}
    assert changes == {"table": ("12", "14"), "tags": ("zones, graveyard", "zones")}


def test_recheck_agrees_when_today_resolves_the_same(staff):
    ruling = ruling_create(data=case_2_data(), author=staff)

    recheck = ruling_recheck(ruling=ruling)

    assert recheck.same
    assert recheck.error == ""


def test_recheck_says_when_today_gives_another_outcome(staff):
    ruling = ruling_create(data=case_2_data(), author=staff)
    # As if an older resolver had answered "shuffled" for this path.
    stored = ruling.outcome | {"outcome": {"text": "Shuffled into the library", "lines": []}}
    Ruling.objects.filter(pk=ruling.pk).update(
        outcome=stored, outcome_text="Shuffled into the library"
    )
    ruling.refresh_from_db()

    recheck = ruling_recheck(ruling=ruling)

    assert not recheck.same
    assert "exile" in recheck.now_text.lower()


def test_recheck_reports_a_scenario_today_refuses(staff):
    ruling = ruling_create(data=case_2_data(), author=staff)
    Ruling.objects.filter(pk=ruling.pk).update(choices=["apply:gone"])
    ruling.refresh_from_db()

    recheck = ruling_recheck(ruling=ruling)

    assert not recheck.same
    assert "apply:gone" in recheck.error


def test_export_text_is_stable(staff):
    ruling_create(data=case_2_data(), author=staff)

    first = export_text(export_document(rulings=rulings_for_export()))
    second = export_text(export_document(rulings=rulings_for_export()))

    assert first == second


def test_staff_group_members_and_superusers_edit_others_do_not(staff):
    visitor = User.objects.create_user("visitor")
    admin = User.objects.create_superuser("admin", password="x")

    assert user_can_edit_rulings(user=staff)
    assert user_can_edit_rulings(user=admin)
    assert not user_can_edit_rulings(user=visitor)
    assert not user_can_edit_rulings(user=AnonymousUser())


def test_history_of_a_scenario_edit_names_the_json_paths_that_changed(staff):
    ruling = ruling_create(data=case_2_data(), author=staff)
    scenario = copy.deepcopy(ruling.scenario)
    scenario["objects"][1]["power"] = 12
    scenario["objects"][1]["colors"] = ["black"]
    ruling_update(ruling=ruling, base_revision=1, data={"scenario": scenario}, author=staff)

    history = ruling_history(ruling=ruling)

    change = next(change for change in history[0].changes if change.field == "scenario")
    assert "objects[1].power: 11 → 12" in change.paths
    assert '+ objects[1].colors: ["black"]' in change.paths
    assert len(change.paths) == 2


def test_recheck_agrees_with_a_2008_ruling_saved_in_todays_words(staff):
    # Saved before outcomes under 2008 were written in that era's words: the outcome is
    # the same (the same final state, "exiled" is "removed from the game").
    ruling = ruling_create(data=case_2_data(procedure="2008-02-01"), author=staff)
    assert ruling.outcome_text == "Blightsteel Colossus is removed from the game"
    modern = {"text": "Blightsteel Colossus is exiled", "lines": ["Blightsteel Colossus is exiled"]}
    Ruling.objects.filter(pk=ruling.pk).update(
        outcome=ruling.outcome | {"outcome": modern}, outcome_text=modern["text"]
    )
    ruling.refresh_from_db()

    assert ruling_recheck(ruling=ruling).same


def test_recheck_sees_another_final_state(staff):
    ruling = ruling_create(data=case_2_data(), author=staff)
    state = ruling.outcome["state"]
    for o in state["objects"]:
        if o["id"] == "colossus":
            o["zone"] = "library"
    Ruling.objects.filter(pk=ruling.pk).update(outcome=ruling.outcome | {"state": state})
    ruling.refresh_from_db()

    assert not ruling_recheck(ruling=ruling).same
