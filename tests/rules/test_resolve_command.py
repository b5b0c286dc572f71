"""`manage.py resolve FILE`: the resolver from the command line."""

import json

import pytest
from django.core.management import CommandError, call_command

from tests.scenarios import CASE_2


@pytest.fixture
def case_file(tmp_path):
    path = tmp_path / "case-2.json"
    path.write_text(json.dumps(CASE_2), encoding="utf-8")
    return path


def run(*args: str) -> str:
    from io import StringIO

    out = StringIO()
    call_command("resolve", *args, stdout=out)
    return out.getvalue()


def test_prints_who_chooses_and_the_options(case_file):
    text = run(str(case_file))
    assert "Alice chooses" in text
    assert "--choose apply:rip" in text
    assert "--choose apply:shuffle" in text


def test_choices_lead_to_the_outcome(case_file):
    text = run(str(case_file), "--choose", "apply:shuffle")
    assert "Outcome:" in text
    assert "library" in text


def test_json_output_is_the_apis_answer(case_file):
    answer = json.loads(run(str(case_file), "--json", "--procedure", "2008-02-01"))
    assert answer["status"] == "pending"
    assert answer["procedure"] == "2008-02-01"
    assert answer["chooser"] == "Alice"


def test_explore_lists_every_outcome(case_file):
    answer = json.loads(run(str(case_file), "--explore", "--json"))
    assert len(answer["outcomes"]) == 2


def test_an_example_file_holding_a_scenario_is_accepted(tmp_path):
    path = tmp_path / "example.json"
    path.write_text(json.dumps({"id": "x", "procedure": "2008-02-01", "scenario": CASE_2}))
    assert "Procedure: 2008-02-01" in run(str(path))


def test_a_bad_choice_is_a_clear_command_error(case_file):
    with pytest.raises(CommandError, match=r"choices\[0\]: 'apply:nope' is not an option"):
        run(str(case_file), "--choose", "apply:nope")


def test_a_missing_file_is_a_clear_command_error(tmp_path):
    with pytest.raises(CommandError, match="can't read the file"):
        run(str(tmp_path / "absent.json"))


def test_broken_json_is_a_clear_command_error(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text("{")
    with pytest.raises(CommandError, match="not valid JSON"):
        run(str(path))


def test_explore_json_reads_each_outcome_whole(case_file):
    # Judge case 2: Alice chooses; the outcome says who chose what, and the final state.
    answer = json.loads(run(str(case_file), "--explore", "--json"))
    for group in answer["outcomes"]:
        assert [c["chooser"] for c in group["choices"][0]] == ["Alice"]
        assert group["routes"][0]["steps"][0]["kind"] == "choice"
        colossus = next(o for o in group["state"]["objects"] if o["id"] == "colossus")
        assert colossus["zone"] in {"exile", "library"}


def test_explore_in_words_reads_each_outcome_whole(case_file):
    text = run(str(case_file), "--explore")
    assert "read whole: Alice chose apply:rip (Rest in Peace)" in text
