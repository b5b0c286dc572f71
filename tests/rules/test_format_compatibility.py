"""Saved rulings and exported files of today's format still load, resolve and show what
was decided after the resolver's words change.

``data/rulings-export-2026-11-24.json`` was exported by the release of 2026-11-24 (format
version 1, scenario format version 1): judge case 2 decided under 2008-02-01, saved as
"Blightsteel Colossus is exiled" (2008 called it "removed from the game"), and two
Palisade Giants, saved as "Palisade Giant is dealt 3 damage" (the copies are now told
apart). Neither format's version changed, so no upgrade is needed: both load as they are.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.engine import Scenario, resolve
from rules.models.rulings import Ruling
from rules.selectors.rulings import ruling_recheck
from rules.services.rulings import rulings_import

EXPORT = Path(__file__).parent / "data" / "rulings-export-2026-11-24.json"


def _document() -> dict:
    return json.loads(EXPORT.read_text(encoding="utf-8"))


def test_the_scenarios_of_the_export_still_load_and_resolve():
    for ruling in _document()["rulings"]:
        for rev in ruling["revisions"]:
            answer = resolve(Scenario.from_dict(rev["scenario"]), rev["procedure"], rev["choices"])
            assert answer.to_dict()["status"] == "done"


@pytest.mark.django_db
def test_the_export_imports_and_each_ruling_rechecks_as_the_same():
    result = rulings_import(data=_document())
    assert sorted(result.created) == ["r-before-1", "r-before-2"]
    for ruling in Ruling.objects.all():
        recheck = ruling_recheck(ruling=ruling)
        assert recheck.error == ""
        assert recheck.same, (ruling.public_id, ruling.outcome_text, recheck.now_text)
    colossus = Ruling.objects.get(public_id="r-before-1")
    # What was decided is shown as saved; today's words are beside it.
    assert colossus.outcome_text == "Blightsteel Colossus is exiled"
    assert ruling_recheck(ruling=colossus).now_text == (
        "Blightsteel Colossus is removed from the game"
    )
    giants = ruling_recheck(ruling=Ruling.objects.get(public_id="r-before-2"))
    assert giants.now_text == "Palisade Giant #2 is dealt 3 damage"


@pytest.mark.django_db
def test_a_changed_final_state_is_not_the_same():
    doc = _document()
    rev = doc["rulings"][1]["revisions"][0]
    for o in rev["outcome"]["state"]["objects"]:
        if o["id"] == "g2":
            o["damage"] = 0
    rulings_import(data=doc)
    assert not ruling_recheck(ruling=Ruling.objects.get(public_id="r-before-2")).same
