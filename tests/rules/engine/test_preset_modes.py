"""A preset may hold a modal replacement's modes ("instead choose one —", 419.6g of
2006-2008): a scenario naming the preset gets them, unless it gives its own."""

from __future__ import annotations

import pytest

import rules.engine.effects as effects_module
import rules.engine.validation.effects as validation_module
from rules.engine import PRESETS
from rules.engine.presets import PresetFileError, preset_from_dict

from .helpers import done, fx, option_ids, outcomes, pending, scenario

MODES = [
    {
        "id": "return",
        "label": "return a card from your graveyard to your hand",
        "instead": [{"do": "return_from_graveyard", "count": 1}],
    },
    {"id": "gain-2", "label": "gain 2 life", "instead": [{"do": "gain_life", "amount": 2}]},
]
ENTRY = {
    "key": "draw-choice",
    "name": "Draw Choice",
    "text": "If you would draw a card, instead choose one: return a card from your "
    "graveyard to your hand; or gain 2 life.",
    "template": "instead",
    "params": {"watch": {"event": "draw", "player": "you"}},
    "modes": MODES,
    "tags": [],
}


@pytest.fixture
def with_preset(monkeypatch):
    preset = preset_from_dict(ENTRY)
    known = {**PRESETS, preset.key: preset}
    monkeypatch.setattr(effects_module, "PRESETS", known)
    monkeypatch.setattr(validation_module, "PRESETS", known)
    return preset


def _draw(graveyard: list[str], **effect):
    return scenario(
        [],
        [fx("d", preset="draw-choice", **effect)],
        [{"id": "e1", "kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "graveyard": graveyard}, {"name": "Bob"}],
    )


def test_a_preset_keeps_its_modes_and_says_them(with_preset):
    assert [m["id"] for m in with_preset.modes] == ["return", "gain-2"]
    assert with_preset.to_dict()["modes"] == MODES
    assert "modes" not in PRESETS["mox-diamond"].to_dict()


def test_a_scenario_naming_it_is_asked_the_mode(with_preset):
    s = _draw(["Grizzly Bears"])
    assert option_ids(pending(s)) == ["mode:return", "mode:gain-2"]
    assert outcomes(s) == {
        "Alice gains 2 life",
        "Alice returns Grizzly Bears from graveyard to hand",
    }


def test_an_impossible_mode_is_not_offered(with_preset):
    # An empty graveyard: no card to return, so only "gain 2 life" (419.6g: "You may not
    # choose modes that are impossible").
    assert done(_draw([])).outcome.text == "Alice gains 2 life"


def test_a_scenarios_own_modes_replace_the_presets(with_preset):
    own = [
        {"id": "one", "label": "gain 1 life", "instead": [{"do": "gain_life", "amount": 1}]},
        {"id": "three", "label": "gain 3 life", "instead": [{"do": "gain_life", "amount": 3}]},
    ]
    assert outcomes(_draw([], modes=own)) == {"Alice gains 1 life", "Alice gains 3 life"}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"template": "prevent", "params": {"amount": 1}}, r"^preset\.modes: only the 'instead'"),
        ({"modes": MODES[:1]}, r"^preset\.modes: a modal effect has two modes"),
        ({"modes": [MODES[0], {**MODES[1], "id": "return"}]}, r"^preset\.modes\[1\]\.id:"),
        ({"modes": [MODES[0], {"id": "x", "label": "x"}]}, r"^preset\.modes\[1\]: a mode is"),
        (
            {"modes": [MODES[0], {**MODES[1], "instead": [{"do": "fly"}]}]},
            r"^preset\.modes\[1\]\.instead: \[0\]\.do must be one of",
        ),
    ],
)
def test_a_bad_mode_in_a_preset_is_named(change, message):
    with pytest.raises(PresetFileError, match=message):
        preset_from_dict({**ENTRY, **change})
