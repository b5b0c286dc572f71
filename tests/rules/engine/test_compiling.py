"""Compiling a scenario: its effects filled in, its events put in the order they happen."""

from __future__ import annotations

from rules.engine.compiling import compile_scenario

from .helpers import fx, obj, scenario


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


def _fields(value: object) -> list[str]:
    return list(type(value).__dataclass_fields__)  # type: ignore[attr-defined]


def test_compiled_values_hold_every_field_as_their_constructors_make_them():
    # The scenario, its objects, players, effects and events are made from copies of their
    # fields (a hot path); each is the value its constructor makes from the same fields.
    from dataclasses import fields

    from rules.engine.effects import Fx
    from rules.engine.state import Ev, Obj, PlayerState

    s = scenario(
        [obj("bears", "Grizzly Bears", owner="Bob", power=2, toughness=2, counters={"+1/+1": 1})],
        [fx("rip", preset="rest-in-peace", controller="Bob")],
        [{"kind": "destroy", "object": "bears"}],
        players=[{"name": "Alice", "life": 7}, {"name": "Bob", "hand": ["Island"]}],
    )
    cc = compile_scenario(s)
    built = type(s)(**{f.name: getattr(s, f.name) for f in fields(s)})
    assert built == s and list(vars(s))[: len(_fields(s))] == _fields(s)
    world = cc.start.world
    (ev,) = cc.moments[0][1]
    for value, kind in [
        (world.obj("bears"), Obj),
        (world.players[0], PlayerState),
        (world.players[1], PlayerState),
        (cc.fxs[0], Fx),
        (ev, Ev),
    ]:
        assert list(vars(value))[: len(_fields(value))] == _fields(value)
        made = kind(**{name: getattr(value, name) for name in _fields(value)})
        assert made == value
    bears = world.obj("bears")
    assert (bears.controller, bears.zone, bears.counters, bears.power) == (
        "Bob",
        "battlefield",
        (("+1/+1", 1),),
        2,
    )
    alice, bob = world.players
    assert (alice.life, alice.starting_life, bob.life, bob.hand) == (7, 20, 20, ("Island",))
