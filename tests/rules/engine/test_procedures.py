"""Procedures are data: the steps of choosing of each release, and their rule numbers."""

from __future__ import annotations

import pytest

from rules.engine import PROCEDURES, ProcedureError, get_procedure


def test_the_two_procedures_offered():
    assert set(PROCEDURES) == {"2008-02-01", "2025-09-19"}


def test_2008_knows_only_self_replacement_as_a_forced_step():
    p = get_procedure("2008-02-01")
    assert [s.key for s in p.steps] == ["self", "any"]
    assert p.release == "2008-02-01"
    assert all(r.startswith(("419", "103")) for s in p.steps for r in s.rules)


def test_today_has_five_steps_of_616_1():
    p = get_procedure("2025-09-19")
    assert [(s.key, s.rules[0]) for s in p.steps] == [
        ("self", "616.1a"),
        ("control", "616.1b"),
        ("copy", "616.1c"),
        ("back_face", "616.1d"),
        ("any", "616.1e"),
    ]
    assert p.contained_events and p.cant_blocks_replacement


@pytest.mark.parametrize(
    ("release", "steps"),
    [
        ("2003-07-01", ["self", "any"]),
        ("2008-10-01", ["self", "control", "any"]),
        ("2009-07-11", ["self", "control", "any"]),
        ("2011-09-30", ["self", "control", "copy", "any"]),
        ("2022-02-18", ["self", "control", "copy", "back_face", "any"]),
    ],
)
def test_any_release_date_gets_the_steps_in_force_then(release, steps):
    assert [s.key for s in get_procedure(release).steps] == steps


def test_rules_renumbered_in_2009():
    assert get_procedure("2009-05-01").step("any").rules == ("419.9a",)
    assert get_procedure("2009-07-11").step("any").rules == ("615.1c",)
    # The release of 2009-09-04 still numbers them 613-615 (its official text says so).
    assert get_procedure("2009-09-04").step("any").rules == ("615.1c",)
    assert get_procedure("2009-10-01").step("any").rules == ("616.1c",)
    assert get_procedure("2011-09-30").step("any").rules == ("616.1d",)


def test_unknown_procedure_names_itself():
    with pytest.raises(ProcedureError) as info:
        get_procedure("yesterday")
    assert "'yesterday'" in str(info.value)
    with pytest.raises(ProcedureError):
        get_procedure("1999-01-01")


def test_procedure_to_dict_is_json():
    import json

    data = get_procedure("2025-09-19").to_dict()
    assert json.loads(json.dumps(data))["steps"][2]["rules"] == ["616.1c"]


def test_the_wording_of_each_step_is_data():
    from rules.engine.procedures import _read

    data = _read()
    by_key = {s.key: s for s in data.steps}
    assert by_key["copy"].name == "an effect that makes the object enter as a copy"
    today = get_procedure("2025-09-19")
    assert today.step("self").why == "a self-replacement effect applies and must be applied first"
    assert [s.title for s in today.steps] == [by_key[s.key].title for s in today.steps]


def _procedures_file():
    import json

    from rules.engine.procedures import PROCEDURES_FILE

    return json.loads(PROCEDURES_FILE.read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    ("mistake", "where"),
    [
        (lambda d: d["cites"]["choose"][1].update({"from": "2001-01-01"}), "cites.choose[1].from"),
        (lambda d: d["cites"]["shield"][0].update({"rules": ["615.7 "]}), "cites.shield[0].rules"),
        (lambda d: d["steps"][0].pop("why"), "steps[0].why"),
        (lambda d: d["steps"].append(d["steps"][0]), "steps"),
        (lambda d: d["eras"][1].update({"from": "2009-13-01"}), "eras[1].from"),
        (lambda d: d["features"].pop("contained_events"), "features"),
    ],
)
def test_a_mistake_in_the_procedures_file_names_where_it_is(mistake, where):
    from rules.engine.procedures import ProcedureFileError, _load

    data = _procedures_file()
    mistake(data)
    with pytest.raises(ProcedureFileError) as info:
        _load(data)
    assert str(info.value).startswith(where)


def test_every_release_from_2003_has_a_self_and_an_any_step():
    from datetime import date, timedelta

    day = date(2003, 7, 1)
    while day <= date(2026, 11, 25):
        keys = [s.key for s in get_procedure(day.isoformat()).steps]
        assert keys[0] == "self" and keys[-1] == "any", day
        day += timedelta(days=97)


def test_a_procedure_pickles_to_an_equal_one_with_the_same_citations():
    # A judged state's page (its procedure among it) is kept pickled in the cache.
    import pickle

    for key in ("2008-02-01", "2025-09-19", "2011-09-30"):
        procedure = get_procedure(key)
        procedure.rules("once", "choose")  # what it keeps of its answers isn't pickled
        back = pickle.loads(pickle.dumps(procedure, pickle.HIGHEST_PROTOCOL))
        assert back == procedure
        assert dict(back.cites) == dict(procedure.cites)
        assert back.rules("once", "choose") == procedure.rules("once", "choose")
    # 419.6a (2008): an effect applies to an event once; 419.9a: the affected object's
    # controller chooses the order.
    assert pickle.loads(pickle.dumps(get_procedure("2008-02-01"))).rules("once", "choose") == (
        "419.6a",
        "419.9a",
    )
