"""The plain words of the building blocks added for the held-out interactions: each said,
none left as raw parameters, none raising (a predefined token named in an action)."""

from __future__ import annotations

import pytest

from rules.cardtext.summary import describe
from rules.engine import PRESETS


@pytest.mark.parametrize(
    ("key", "words"),
    [
        (
            "divine-presence",
            "damage from any source. Instead: it deals 3 damage, only while "
            "the event's amount is at least 4",
        ),
        ("callous-giant", "only while the event's amount is at most 3"),
        ("pulmonic-sliver", "Instead: put it on top of its owner's library"),
        (
            "unbreathing-horde",
            "1 for each other Zombie permanent you control and each Zombie card in your graveyard",
        ),
        (
            "chatterfang-squirrel-general",
            "Watches: tokens being created under your control. Instead: create those tokens",
        ),
        ("peregrin-took", "create a Food token"),
    ],
)
def test_a_new_blocks_preset_is_said_in_words(key, words):
    p = PRESETS[key]
    said = describe({"template": p.template, "params": dict(p.params)}, name=p.name)
    assert words in said
    assert "{" not in said and "[" not in said


def test_a_predefined_token_in_an_action_is_said_with_its_name():
    effect = {
        "template": "instead",
        "params": {
            "watch": {"event": "draw"},
            "instead": [{"do": "create_tokens", "token": "Treasure", "count": 2}],
        },
    }
    assert describe(effect, name="X").endswith("Instead: create 2 Treasure tokens.")
