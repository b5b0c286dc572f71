"""The card-text reader on tokens of some kinds replaced by others (template
``replace_tokens``): Academy Manufactor, Chatterfang and Peregrin Took are read as their
presets say, and what is read resolves as the rulings say."""

from __future__ import annotations

import pytest

from rules.cardtext import parse_card
from rules.engine import PRESETS, Scenario, explore

CARDS = {
    "academy-manufactor": (
        "Academy Manufactor",
        "If you would create a Clue, Food, or Treasure token, instead create one of each.",
    ),
    "chatterfang-squirrel-general": (
        "Chatterfang, Squirrel General",
        "Forestwalk\nIf one or more tokens would be created under your control, those tokens "
        "plus that many 1/1 green Squirrel creature tokens are created instead.\n{B}, "
        "Sacrifice X Squirrels: Target creature gets +X/-X until end of turn.",
    ),
    "peregrin-took": (
        "Peregrin Took",
        "If one or more tokens would be created under your control, those tokens plus an "
        "additional Food token are created instead.\nSacrifice three Foods: Draw a card.",
    ),
}


@pytest.mark.parametrize("key", sorted(CARDS))
def test_read_as_its_preset(key):
    name, text = CARDS[key]
    r = parse_card(name=name, text=text, controller="Alice")
    assert not r.unparsed
    (effect,) = r.effects
    assert effect["template"] == PRESETS[key].template == "replace_tokens"
    assert effect["params"] == PRESETS[key].params


def test_manufactor_summary():
    r = parse_card(
        name=CARDS["academy-manufactor"][0], text=CARDS["academy-manufactor"][1], controller="Alice"
    )
    assert list(r.summary) == [
        "Watches: Clue, Food or Treasure tokens being created under your control. Instead: "
        "that many of each of Clue, Food and Treasure tokens are created."
    ]


def test_an_unknown_kind_is_not_read():
    r = parse_card(
        name="Gizmo Maker",
        text="If you would create a Clue, Gizmo, or Treasure token, instead create one of each.",
        controller="Alice",
    )
    assert r.unparsed and not r.effects


def test_what_is_read_resolves_as_the_rulings_say():
    # Two Academy Manufactors read from the card: three of each (the rulings, 2021-06-18).
    effects = []
    for i in (1, 2):
        r = parse_card(
            name="Academy Manufactor", text=CARDS["academy-manufactor"][1], controller="Alice"
        )
        (e,) = r.effects
        effects.append({**e, "id": f"m{i}", "source": "m", "controller": "Alice"})
    s = Scenario.from_dict(
        {
            "version": 1,
            "players": [{"name": "Alice"}, {"name": "Bob"}],
            "objects": [{"id": "m", "name": "Academy Manufactor", "owner": "Alice"}],
            "effects": effects,
            "events": [
                {
                    "kind": "create_tokens",
                    "player": "Alice",
                    "token": {"name": "Food", "types": ["Artifact"], "subtypes": ["Food"]},
                }
            ],
        }
    )
    assert set(explore(s, "2025-09-19").texts()) == {
        "Clue token enters the battlefield untapped under Alice's control (3 times); "
        "Food token enters the battlefield untapped under Alice's control (3 times); "
        "Treasure token enters the battlefield untapped under Alice's control (3 times)"
    }
