"""Tests for validation/common.py: what every check shares. Expected values by hand: a
player's name, an object's id and an effect's id each name one thing, so a second use is
reported at the second one's path, naming the first."""

from __future__ import annotations

from rules.engine.errors import ErrorDetail
from rules.engine.validation.common import Checker, dupes


def _data(**kw):
    data = {
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [{"id": "bears"}],
        "effects": [{"id": "fx"}],
    }
    data.update(kw)
    return data


def test_a_sound_scenario_has_no_errors_and_knows_its_names():
    c = Checker.of(_data())
    assert c.errors == []
    assert c.names == ("Alice", "Bob")
    assert set(c.ids) == {"bears"}


def test_the_second_use_of_a_name_is_reported_naming_the_first():
    assert dupes([{"id": "a"}, {"id": "b"}, {"id": "a"}, {"id": "b"}], "id", "objects") == [
        ErrorDetail("objects[2].id", "'a' is already used by objects[0]"),
        ErrorDetail("objects[3].id", "'b' is already used by objects[1]"),
    ]


def test_duplicate_players_objects_and_effects_are_each_reported():
    c = Checker.of(
        _data(
            players=[{"name": "Alice"}, {"name": "Alice"}],
            objects=[{"id": "o"}, {"id": "o"}],
            effects=[{"id": "e"}, {"id": "e"}],
        )
    )
    assert [e.path for e in c.errors] == ["players[1].name", "objects[1].id", "effects[1].id"]


def test_a_name_that_is_also_an_object_id_is_reported():
    c = Checker.of(_data(objects=[{"id": "Bob"}]))
    assert c.errors == [ErrorDetail("objects", "'Bob' is both a player's name and an object id")]


def test_references_to_unknown_players_and_objects():
    c = Checker.of(_data())
    c.player("x.player", "Carol")
    c.player("x.player", "Alice")
    c.obj("x.object", "ogre")
    c.obj("x.object", "bears")
    assert c.errors == [
        ErrorDetail("x.player", "'Carol' is not a player in the scenario"),
        ErrorDetail("x.object", "'ogre' is not an object in the scenario"),
    ]
