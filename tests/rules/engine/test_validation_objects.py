"""Tests for validation/objects.py. Expected values from the rules: only permanents are
tapped (701.26a: to tap is to turn a permanent sideways) and have damage marked on them
(120.3e: damage dealt to a creature is marked on it); a token outside the battlefield
ceases to exist at the next check of state-based actions (704.5d): the format refuses one
in a hand or a library; a label tells objects apart, so two can't share one."""

from __future__ import annotations

import pytest

from rules.engine.validation.common import Checker
from rules.engine.validation.objects import check_objects


def _errors(*objects):
    data = {
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": list(objects),
        "effects": [],
    }
    c = Checker.of(data)
    check_objects(c, list(objects))
    return [(e.path, e.message) for e in c.errors]


def _o(**kw):
    return {"id": "x", "owner": "Alice", **kw}


def test_a_sound_object_has_no_errors():
    assert _errors(_o(tapped=True, damage=2, controller="Bob")) == []


def test_owner_and_controller_must_be_players():
    assert [p for p, _ in _errors(_o(owner="Carol", controller="Dave"))] == [
        "objects[0].owner",
        "objects[0].controller",
    ]


@pytest.mark.parametrize(
    ("fields", "path"),
    [
        ({"zone": "hand", "tapped": True}, "objects[0].tapped"),
        ({"zone": "graveyard", "damage": 1}, "objects[0].damage"),
        ({"zone": "library", "token": True}, "objects[0].token"),
        ({"zone": "hand", "token": True}, "objects[0].token"),
    ],
)
def test_what_a_zone_doesnt_allow(fields, path):
    assert [p for p, _ in _errors(_o(**fields))] == [path]


def test_two_objects_with_one_label():
    errors = _errors(_o(label="Bears"), {"id": "y", "owner": "Bob", "label": "Bears"})
    assert [p for p, _ in errors] == ["objects[1].label"]
    assert "objects[0]" in errors[0][1]
