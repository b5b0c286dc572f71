"""Compiling a scenario: its effects filled in, its events put in the order they happen."""

from __future__ import annotations

from rules.engine.compiling import compile_scenario

from .helpers import obj, scenario


def _draws():
    return scenario(
        [obj("bears", "Grizzly Bears", owner="Bob")],
        [],
        [
            {"kind": "draw", "player": "Bob", "count": 2},
            {"kind": "draw", "player": "Alice", "count": 2},
        ],
    )


def test_cards_are_drawn_one_at_a_time_the_active_player_first():
    # 121.2: cards are drawn one at a time; 121.2c: when several players draw, the
    # active player (Alice, first in turn order) makes all of their draws first.
    cc = compile_scenario(_draws())
    batches = [batch for kind, batch in cc.moments if kind == "events"]
    assert [[ev.player for ev in batch] for batch in batches] == [
        ["Alice"],
        ["Alice"],
        ["Bob"],
        ["Bob"],
    ]


def test_an_object_without_zone_or_controller_is_its_owners_on_the_battlefield():
    cc = compile_scenario(_draws())
    bears = cc.start.world.obj("bears")
    assert (bears.zone, bears.controller) == ("battlefield", "Bob")


def test_one_scenario_is_compiled_once():
    # Scenarios are frozen values: the same content is the same compiled form.
    assert compile_scenario(_draws()) is compile_scenario(_draws())
