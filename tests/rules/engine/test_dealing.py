"""What damage does once dealt (dealing.py, 120.3): each result either folded into the
damage or an event of its own. The source's keywords are read as the damage is dealt.
Expected values from 120.3a-f, worked out by hand."""

from __future__ import annotations

from rules.engine.compiling import compile_scenario
from rules.engine.context import Ctx
from rules.engine.dealing import deal_damage
from rules.engine.procedures import get_procedure
from rules.engine.state import Ev, Obj, PlayerState, World

from .helpers import obj, scenario

BEARS = Obj("bears", "Grizzly Bears", "Bob", "Bob", "battlefield", power=2, toughness=2)


def _deal(keywords: tuple[str, ...], recipient: str, amount: int = 3):
    src = Obj("src", "Nighthawk", "Alice", "Alice", "battlefield", keywords=keywords)
    world = World(
        players=(PlayerState("Alice"), PlayerState("Bob")), objects=(src, BEARS), live=frozenset()
    )
    s = scenario([obj("src", "Nighthawk")], [], [{"kind": "destroy", "object": "src"}])
    ctx = Ctx(compile_scenario(s), get_procedure("2025-09-19"), world)
    ev = Ev(id="e1", kind="damage", order=(1,), source="src", recipient=recipient, amount=amount)
    return deal_damage(ev, world, ctx)


def test_damage_to_a_player_is_that_much_life_lost_120_3a():
    # Nothing would modify the loss, so it is part of the damage: no event of its own.
    world, (record,), results = _deal((), "Bob")
    assert world.player("Bob").life == 17
    assert results == ()
    assert record.kind == "damage" and record.amount == 3


def test_infect_gives_a_player_poison_counters_not_life_loss_120_3b():
    world, _, (result,) = _deal(("infect",), "Bob")
    assert world.player("Bob").life == 20
    assert (result.kind, result.player, result.counter, result.amount) == (
        "put_counters",
        "Bob",
        "poison",
        3,
    )


def test_wither_puts_minus_counters_on_a_creature_120_3d():
    world, _, (result,) = _deal(("wither",), "bears", amount=1)
    assert world.obj("bears").damage == 0
    assert (result.kind, result.object, result.counter, result.amount) == (
        "put_counters",
        "bears",
        "-1/-1",
        1,
    )


def test_other_damage_to_a_creature_is_marked_on_it_120_3e():
    world, _, results = _deal((), "bears", amount=1)
    assert world.obj("bears").damage == 1 and results == ()


def test_lifelink_gains_the_sources_controller_that_much_life_120_3f():
    world, _, (gain,) = _deal(("lifelink",), "bears", amount=2)
    assert world.obj("bears").damage == 2
    assert (gain.kind, gain.player, gain.amount) == ("gain_life", "Alice", 2)
    # Infect and lifelink together: poison counters and life gained, each its own event.
    _, _, (poison, gain) = _deal(("infect", "lifelink"), "Bob")
    assert (poison.counter, gain.player) == ("poison", "Alice")
    assert poison.order < gain.order
