"""`manage.py exportrulings` and `importrulings`: files, progress, clear errors."""

from __future__ import annotations

import json
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from rules.models.rulings import Ruling
from rules.services.rulings import ruling_create, ruling_update
from tests.rules.test_rulings_services import case_2_data, plain_data

pytestmark = pytest.mark.django_db


@pytest.fixture
def saved(staff) -> list[Ruling]:
    first = ruling_create(data=case_2_data(), author=staff)
    ruling_update(ruling=first, base_revision=1, data={"round": "6"}, author=staff)
    return [first, ruling_create(data=plain_data(), author=staff)]


def _run(*args: str) -> str:
    out = StringIO()
    call_command(*args, stdout=out, stderr=StringIO())
    return out.getvalue()


def test_export_then_import_into_an_empty_database_gives_the_same_file(saved, tmp_path: Path):
    first = tmp_path / "first.json"
    second = tmp_path / "second.json"
    _run("exportrulings", str(first))
    Ruling.objects.all().delete()

    output = _run("importrulings", str(first))
    _run("exportrulings", str(second))

    assert second.read_text() == first.read_text()
    assert "Imported 2 rulings" in output
    assert Ruling.objects.get(public_id=saved[0].public_id).revision == 2


def test_import_shows_progress(saved, tmp_path: Path):
    path = tmp_path / "rulings.json"
    _run("exportrulings", str(path))
    Ruling.objects.all().delete()

    output = _run("importrulings", str(path))

    assert "Importing: 1/2" in output
    assert "Importing: 2/2" in output


def test_export_reports_how_many(saved, tmp_path: Path):
    output = _run("exportrulings", str(tmp_path / "out.json"))

    assert "Exported 2 rulings" in output
    assert json.loads((tmp_path / "out.json").read_text())["format"] == "instead-rulings"


def test_import_of_broken_json_says_where_and_changes_nothing(saved, tmp_path: Path):
    path = tmp_path / "broken.json"
    path.write_text('{"format": "instead-rulings", "version": 1, "rulings": [')

    with pytest.raises(CommandError, match=r"not valid JSON: .* line 1"):
        _run("importrulings", str(path))

    assert Ruling.objects.count() == 2


def test_import_of_a_missing_file_is_a_clear_error(db, tmp_path: Path):
    with pytest.raises(CommandError, match="There is no file"):
        _run("importrulings", str(tmp_path / "absent.json"))


def test_import_with_one_bad_ruling_imports_none(saved, tmp_path: Path):
    path = tmp_path / "rulings.json"
    _run("exportrulings", str(path))
    document = json.loads(path.read_text())
    del document["rulings"][1]["revisions"][0]["scenario"]
    path.write_text(json.dumps(document))
    Ruling.objects.all().delete()

    with pytest.raises(CommandError) as caught:
        _run("importrulings", str(path))

    assert "rulings[1].revisions[0].scenario: is required" in str(caught.value)
    assert "nothing changed" in str(caught.value)
    assert Ruling.objects.count() == 0


def test_export_of_chosen_ids_only(saved, tmp_path: Path):
    path = tmp_path / "one.json"

    _run("exportrulings", str(path), "--id", saved[1].public_id)

    assert [item["id"] for item in json.loads(path.read_text())["rulings"]] == [saved[1].public_id]


def test_export_of_an_id_that_does_not_exist_is_a_clear_error(saved, tmp_path: Path):
    path = tmp_path / "none.json"

    with pytest.raises(CommandError, match="No ruling has the id 'NoSuchId123'"):
        _run("exportrulings", str(path), "--id", "NoSuchId123")

    assert not path.exists()


def test_a_new_permalink_id_never_starts_like_a_command_line_option(monkeypatch):
    from rules.models import rulings as models

    drawn = iter(["-starts-like", "AnId123456x"])
    monkeypatch.setattr(models.secrets, "token_urlsafe", lambda n: next(drawn))
    assert models.new_public_id() == "AnId123456x"


@pytest.mark.django_db
def test_an_imported_id_starting_with_a_dash_is_exported_with_the_equals_form(tmp_path):
    path = tmp_path / "none.json"
    with pytest.raises(CommandError, match="-NoSuchId12"):
        _run("exportrulings", str(path), "--id=-NoSuchId12")
