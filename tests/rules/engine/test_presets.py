"""Presets: real cards as parameters for the general templates."""

from __future__ import annotations

import json

import pytest

from rules.engine import PRESETS, Scenario
from rules.engine.presets import search_presets
from rules.engine.templates import TEMPLATES


def test_at_least_thirty_real_card_presets():
    assert len({p.name for p in PRESETS.values()}) >= 30


@pytest.mark.parametrize("key", sorted(PRESETS))
def test_each_preset_is_a_valid_effect_of_its_template(key):
    preset = PRESETS[key]
    assert preset.template in TEMPLATES
    assert preset.text and preset.name and preset.tags
    json.dumps(preset.to_dict())
    card = {"id": "card", "name": preset.name, "owner": "Alice"}
    if any(f'"{w}"' in json.dumps(preset.params) for w in ("enchanted", "equipped")):
        # An Aura's or Equipment's "enchanted / equipped creature": the card is attached to one.
        card["attached_to"] = "host"
    scenario = Scenario.from_dict(
        {
            "version": 1,
            "players": [{"name": "Alice"}, {"name": "Bob"}],
            "objects": [card, {"id": "host", "name": "Grizzly Bears", "owner": "Alice"}],
            "effects": [{"id": "e", "source": "card", "controller": "Alice", "preset": key}],
            "events": [{"kind": "draw", "player": "Alice"}],
        }
    )
    assert scenario.effects[0].preset == key


def test_scenario_params_override_the_presets():
    scenario = Scenario.from_dict(
        {
            "version": 1,
            "players": [{"name": "Alice"}, {"name": "Bob"}],
            "objects": [{"id": "goblin", "name": "Raging Goblin", "owner": "Alice"}],
            "effects": [
                {
                    "id": "salve",
                    "controller": "Alice",
                    "preset": "healing-salve",
                    "params": {"amount": 5, "recipient": {"player": "Bob"}},
                }
            ],
            "events": [{"kind": "damage", "source": "goblin", "recipient": "Bob", "amount": 7}],
        }
    )
    from rules.engine import resolve

    assert resolve(scenario, "2025-09-19").outcome.text == "Bob is dealt 2 damage"


def test_presets_are_found_by_card_name():
    assert [p.key for p in search_presets("rest in")] == ["rest-in-peace"]
    assert "essence-of-the-wild" in {p.key for p in search_presets("copy")}


def _write(folder, name: str, entries) -> None:
    (folder / name).write_text(json.dumps(entries), encoding="utf-8")


def test_presets_are_read_from_every_file_of_the_folder_in_name_order(tmp_path):
    from rules.engine.presets import load_presets

    rip = PRESETS["rest-in-peace"].to_dict()
    furnace = PRESETS["furnace-of-rath"].to_dict()
    _write(tmp_path, "b.json", [rip])
    _write(tmp_path, "a.json", [furnace])
    assert [p.key for p in load_presets(tmp_path)] == ["furnace-of-rath", "rest-in-peace"]


def test_a_key_used_in_two_files_names_both_places(tmp_path):
    from rules.engine.presets import PresetFileError, load_presets

    rip = PRESETS["rest-in-peace"].to_dict()
    _write(tmp_path, "a.json", [rip])
    _write(tmp_path, "b.json", [rip])
    with pytest.raises(PresetFileError, match=r"b\.json\[0\]\.key: 'rest-in-peace'.*a\.json\[0\]"):
        load_presets(tmp_path)


def test_a_file_that_is_not_a_list_is_refused(tmp_path):
    from rules.engine.presets import PresetFileError, load_presets

    _write(tmp_path, "a.json", {"key": "x"})
    with pytest.raises(PresetFileError, match=r"a\.json: must be a list"):
        load_presets(tmp_path)


def test_pulmonic_slivers_text_says_which_of_its_abilities_it_leaves_out():
    # Pulmonic Sliver's Oracle text has two abilities: "All Sliver creatures have flying."
    # and the granted "If this permanent would be put into a graveyard …" replacement.
    # The preset is the second; its text names the first as left out, as other presets do.
    text = PRESETS["pulmonic-sliver"].text
    assert text.startswith('All Slivers have "If this permanent would be put into a graveyard')
    assert 'its "All Sliver creatures have flying" left out' in text
