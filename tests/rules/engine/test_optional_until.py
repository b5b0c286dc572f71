"""An effect optional under older rules only (``optional_until``): madness, "may remove it
from the game instead" (502.24a of 2008-02-01; 702.32a "may exile it instead" from
2009-07-11), mandatory from the rules of 2016-07-22 (702.34a: "exiles it instead"; 702.35a
today). Expected values from those rule texts."""

from __future__ import annotations

import pytest

from rules.cardtext import parse_card
from rules.engine import Scenario, ScenarioError, explore
from rules.engine.presets import PresetFileError, preset_from_dict
from rules.engine.validation.common import Checker
from rules.engine.validation.effects import check_effects

DOC_EXAMPLE = {
    "version": 1,
    "players": [{"name": "Alice"}, {"name": "Bob"}],
    "objects": [
        {
            "id": "temper",
            "name": "Fiery Temper",
            "owner": "Alice",
            "zone": "hand",
            "types": ["Instant"],
            "colors": ["red"],
        }
    ],
    "effects": [
        {"id": "madness", "source": "temper", "controller": "Alice", "preset": "fiery-temper"}
    ],
    "events": [{"kind": "move", "object": "temper", "to": "graveyard", "cause": "discard"}],
}


def _texts(data, release):
    return set(explore(Scenario.from_dict(data), release).texts())


@pytest.mark.parametrize("release", ["2016-07-22", "2025-09-19"])
def test_madness_is_mandatory_from_2016_07_22(release):
    assert _texts(DOC_EXAMPLE, release) == {"Fiery Temper is exiled"}


def test_madness_may_be_declined_before_2016_07_22():
    # 502.24a (2008-02-01), in the words of 2008.
    assert _texts(DOC_EXAMPLE, "2008-02-01") == {
        "Fiery Temper is removed from the game",
        "Fiery Temper is put into Alice's graveyard",
    }
    # 702.32a (2009-07-11): "may exile it instead".
    assert _texts(DOC_EXAMPLE, "2015-11-13") == {
        "Fiery Temper is exiled",
        "Fiery Temper is put into Alice's graveyard",
    }


def test_an_effects_own_optional_false_overrides_the_presets_date():
    data = {**DOC_EXAMPLE, "effects": [{**DOC_EXAMPLE["effects"][0], "optional": False}]}
    assert _texts(data, "2008-02-01") == {"Fiery Temper is removed from the game"}


def test_an_effect_written_without_a_preset_takes_the_date():
    effect = {
        "id": "madness",
        "source": "temper",
        "controller": "Alice",
        "template": "move_instead",
        "origin": "resolution",
        "optional_until": "2016-07-22",
        "params": {
            "from": "hand",
            "to": "graveyard",
            "cause": "discard",
            "instead_to": "exile",
            "object": {"this": True},
        },
    }
    data = {**DOC_EXAMPLE, "effects": [effect]}
    assert len(_texts(data, "2008-02-01")) == 2
    assert len(_texts(data, "2025-09-19")) == 1


MADNESS = {"preset": "fiery-temper"}


def _errors(**extra):
    data = {
        "players": [{"name": "Alice"}],
        "objects": [{"id": "temper", "owner": "Alice", "zone": "hand"}],
        "effects": [{"id": "m", "controller": "Alice", "source": "temper", **MADNESS, **extra}],
    }
    c = Checker.of(data)
    check_effects(c, list(data["effects"]))
    return [(e.path, e.message) for e in c.errors]


def test_a_date_that_isnt_one_or_beside_optional_true_is_refused_with_its_path():
    assert _errors(optional_until="2016-07-22") == []
    assert _errors(optional_until="2016-02-30") == [
        ("effects[0].optional_until", "must be a date, YYYY-MM-DD")
    ]
    assert _errors(optional_until="2016-07-22", optional=True) == [
        (
            "effects[0].optional_until",
            "an effect that is optional under every release (optional: true) needs no date",
        )
    ]
    assert [p for p, _ in _errors(optional_until="2001-01-01")] == ["effects[0].optional_until"]


def test_the_schema_refuses_a_date_of_another_shape():
    data = {**DOC_EXAMPLE, "effects": [{**DOC_EXAMPLE["effects"][0], "optional_until": "2016"}]}
    with pytest.raises(ScenarioError) as caught:
        Scenario.from_dict(data)
    assert "effects[0].optional_until" in str(caught.value)


def test_a_preset_with_a_bad_date_stops_the_presets_from_loading():
    entry = {
        "key": "k",
        "name": "N",
        "text": "t",
        "template": "move_instead",
        "params": {"instead_to": "exile"},
        "tags": [],
        "optional_until": "soon",
    }
    with pytest.raises(PresetFileError, match=r"preset\.optional_until: must be a date"):
        preset_from_dict(entry)


def test_the_card_text_reader_reads_madness_with_the_date():
    parsed = parse_card(
        name="Fiery Temper",
        text="Fiery Temper deals 3 damage to any target.\nMadness {R}",
        controller="Alice",
    )
    assert [e.get("optional_until") for e in parsed.effects] == ["2016-07-22"]
