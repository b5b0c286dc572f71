"""Backups that can't lose data.

Before: `exportrulings FILE` opened FILE for writing before it had the text,
so a ruling it couldn't write left an existing backup at 0 bytes; and an export
made before a preset changed couldn't be imported at all (`unknown preset`),
0 rulings restored.
"""

from __future__ import annotations

import errno
import json
import os
from io import StringIO
from pathlib import Path

import pytest
from django.contrib.auth.models import Group, User
from django.core.management import CommandError, call_command
from django.db import connection

from rules.engine import PRESETS, resolve
from rules.models.rulings import Ruling, RulingRevision
from rules.services.rulings import STAFF_GROUP, ruling_create, ruling_update
from tests.rules.test_rulings_services import case_2_data

pytestmark = pytest.mark.django_db


@pytest.fixture
def staff(db) -> User:
    user = User.objects.create_user("alice", password="a-long-pass-phrase")
    user.groups.add(Group.objects.get_or_create(name=STAFF_GROUP)[0])
    return user


def _run(*args: str) -> str:
    out = StringIO()
    call_command(*args, stdout=out, stderr=StringIO())
    return out.getvalue()


def test_a_ruling_that_cant_be_written_leaves_the_previous_backup_whole(staff, tmp_path: Path):
    if connection.vendor != "sqlite":
        pytest.skip("only SQLite stores a lone surrogate; PostgreSQL refuses it on save")
    ruling = ruling_create(data=case_2_data(), author=staff)
    backup = tmp_path / "rulings.json"
    _run("exportrulings", str(backup))
    before = backup.read_bytes()
    assert len(before) > 100
    # Text saved before the edge refused it (JSON keeps it escaped): not writable as UTF-8.
    scenario = ruling.scenario
    scenario["objects"][0]["name"] = "Rest\ud800 in Peace"
    RulingRevision.objects.filter(ruling=ruling).update(scenario=scenario)
    with pytest.raises(CommandError, match="unchanged"):
        _run("exportrulings", str(backup))
    assert backup.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rulings.json"]


def test_a_full_disk_during_an_export_leaves_the_previous_backup_whole(
    staff, tmp_path: Path, monkeypatch
):
    ruling_create(data=case_2_data(), author=staff)
    backup = tmp_path / "rulings.json"
    _run("exportrulings", str(backup))
    before = backup.read_bytes()
    ruling_create(data={**case_2_data(), "title": "A second ruling"}, author=staff)

    def disk_full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(CommandError, match="unchanged"):
        _run("exportrulings", str(backup))
    assert backup.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["rulings.json"]


def test_an_export_replaces_the_file_whole(staff, tmp_path: Path):
    ruling_create(data=case_2_data(), author=staff)
    backup = tmp_path / "rulings.json"
    backup.write_text("x" * 1_000_000)
    _run("exportrulings", str(backup))
    assert json.loads(backup.read_text())["rulings"][0]["revisions"][0]["title"]


def test_each_revision_keeps_its_presets_beside_their_names(staff):
    ruling = ruling_create(data=case_2_data(), author=staff)
    kept = ruling.revisions.get().presets
    assert set(kept) == {"rest-in-peace", "blightsteel-colossus"}
    rip = PRESETS["rest-in-peace"]
    assert kept["rest-in-peace"]["template"] == rip.template
    assert kept["rest-in-peace"]["params"] == rip.params
    assert kept["rest-in-peace"]["name"] == "Rest in Peace"


def test_an_edit_that_leaves_the_scenario_keeps_the_presets_it_had(staff):
    ruling = ruling_create(data=case_2_data(), author=staff)
    RulingRevision.objects.filter(ruling=ruling).update(presets={"old": "kept"})
    Ruling.objects.filter(pk=ruling.pk).update(presets={"old": "kept"})
    ruling_update(ruling=ruling, base_revision=1, data={"round": "6"}, author=staff)
    assert ruling.revisions.get(number=2).presets == {"old": "kept"}


def _export_with_presets_changed(staff, tmp_path: Path, change) -> tuple[Path, dict]:
    ruling_create(data=case_2_data(), author=staff)
    path = tmp_path / "rulings.json"
    _run("exportrulings", str(path))
    document = json.loads(path.read_text())
    Ruling.objects.all().delete()
    return path, change(document)


def _saved_then_exported(staff, tmp_path: Path) -> tuple[Path, dict]:
    ruling_create(data=case_2_data(), author=staff)
    path = tmp_path / "rulings.json"
    _run("exportrulings", str(path))
    Ruling.objects.all().delete()
    return path, json.loads(path.read_text())


def _rewrite(path: Path, document: dict, change) -> None:
    for revision in document["rulings"][0]["revisions"]:
        change(revision)
    path.write_text(json.dumps(document))


def test_a_restore_does_not_need_a_preset_that_no_longer_exists(staff, tmp_path: Path):
    path, document = _saved_then_exported(staff, tmp_path)
    outcome = document["rulings"][0]["revisions"][0]["outcome_text"]

    def made_by_a_version_with_another_preset(revision: dict) -> None:
        # That version named Rest in Peace's preset "rest-in-peace-v0"; today has none.
        for effect in revision["scenario"]["effects"]:
            if effect["preset"] == "rest-in-peace":
                effect["preset"] = "rest-in-peace-v0"
        revision["presets"]["rest-in-peace-v0"] = revision["presets"].pop("rest-in-peace")

    _rewrite(path, document, made_by_a_version_with_another_preset)
    assert "rest-in-peace-v0" not in PRESETS
    _run("importrulings", str(path))
    restored = Ruling.objects.get()
    effects = {e["id"]: e for e in restored.scenario["effects"]}
    assert "preset" not in effects["rip"]
    assert effects["rip"]["label"] == "Rest in Peace"
    assert effects["rip"]["template"] == PRESETS["rest-in-peace"].template
    # Blightsteel's preset is the same today: its effect still names it.
    assert effects["shuffle"]["preset"] == "blightsteel-colossus"
    # The written-out scenario resolves today to the outcome saved then.
    again = resolve(restored.scenario, restored.procedure, restored.choices)
    assert again.outcome.text == outcome
    assert set(restored.revisions.get().presets) == {"rest-in-peace-v0", "blightsteel-colossus"}


def test_a_restore_uses_the_parameters_a_preset_had_then(staff, tmp_path: Path):
    path, document = _saved_then_exported(staff, tmp_path)

    def rest_in_peace_exiled_to_the_hand_then(revision: dict) -> None:
        kept = revision["presets"]["rest-in-peace"]
        kept["params"] = {**kept["params"], "instead_to": "hand"}

    _rewrite(path, document, rest_in_peace_exiled_to_the_hand_then)
    _run("importrulings", str(path))
    effects = {e["id"]: e for e in Ruling.objects.get().scenario["effects"]}
    assert "preset" not in effects["rip"]
    assert effects["rip"]["params"]["instead_to"] == "hand"


def test_an_export_from_before_presets_were_kept_still_imports(staff, tmp_path: Path):
    ruling_create(data=case_2_data(), author=staff)
    path = tmp_path / "rulings.json"
    _run("exportrulings", str(path))
    document = json.loads(path.read_text())
    for ruling in document["rulings"]:
        for revision in ruling["revisions"]:
            del revision["presets"]
    path.write_text(json.dumps(document))
    # Importing it where it is already saved: identical, not "a different ruling".
    assert "1 already saved identically" in _run("importrulings", str(path))
    Ruling.objects.all().delete()
    _run("importrulings", str(path))
    assert set(Ruling.objects.get().presets) == {"rest-in-peace", "blightsteel-colossus"}


def test_kept_presets_of_the_wrong_shape_are_refused(staff, tmp_path: Path):
    ruling_create(data=case_2_data(), author=staff)
    path = tmp_path / "rulings.json"
    _run("exportrulings", str(path))
    document = json.loads(path.read_text())
    document["rulings"][0]["revisions"][0]["presets"] = {"rest-in-peace": 5}
    Ruling.objects.all().delete()
    path.write_text(json.dumps(document))
    with pytest.raises(CommandError, match=r"revisions\[0\]\.presets"):
        _run("importrulings", str(path))
    assert Ruling.objects.count() == 0
