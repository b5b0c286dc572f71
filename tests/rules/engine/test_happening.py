"""What a final event does to the game (``happening.py``), one kind at a time, once no
effect modifies it. Each expected value follows from the rule cited."""

from __future__ import annotations

from rules.engine.compiling import compile_scenario
from rules.engine.context import Ctx
from rules.engine.happening import happen
from rules.engine.procedures import get_procedure
from rules.engine.state import Ev

from .helpers import obj, scenario


def _game():
    s = scenario(
        [
            obj("bolt", "Lightning Bolt", types=("Instant",), zone="stack"),
            obj("bears", "Grizzly Bears", owner="Bob", zone="battlefield"),
        ],
        [],
        [{"kind": "draw", "player": "Bob"}],
        players=[{"name": "Alice", "library": ["Island", "Forest"]}, {"name": "Bob"}],
    )
    cc = compile_scenario(s)
    world = cc.start.world
    return world, Ctx(cc, get_procedure("2025-09-19"), world)


def test_damage_to_a_player_is_life_lost():
    # 120.3a: damage dealt to a player by a source without infect causes that player to
    # lose that much life: 20 - 3 = 17.
    world, ctx = _game()
    after, records, _ = happen(
        Ev("e", "damage", (0,), source="bolt", recipient="Bob", amount=3), world, ctx
    )
    assert after.player("Bob").life == 17
    assert [r.kind for r in records][:1] == ["damage"]


def test_damage_to_a_creature_is_marked_on_it():
    # 120.3e: damage dealt to a creature is marked on it; its controller's life is unchanged.
    world, ctx = _game()
    after, _, _ = happen(
        Ev("e", "damage", (0,), source="bolt", recipient="bears", amount=2), world, ctx
    )
    assert after.obj("bears").damage == 2
    assert after.player("Bob").life == 20


def test_gaining_life_adds_to_the_life_total():
    # 119.3: a player who gains life has their life total adjusted accordingly: 20 + 4.
    world, ctx = _game()
    after, _, _ = happen(Ev("e", "gain_life", (0,), player="Alice", amount=4), world, ctx)
    assert after.player("Alice").life == 24


def test_a_draw_takes_the_top_card_and_an_empty_library_draws_nothing():
    # 121.1: a player draws the top card of their library. 121.4: a player who attempts to
    # draw from an empty library draws nothing (and loses at the next check, 704.5b).
    world, ctx = _game()
    after, _, _ = happen(Ev("e", "draw", (0,), player="Alice", amount=1), world, ctx)
    assert len(after.player("Alice").library) == 1
    assert len(after.player("Alice").hand) == len(world.player("Alice").hand) + 1
    empty, records, _ = happen(Ev("e", "draw", (0,), player="Bob", amount=1), world, ctx)
    assert empty.player("Bob").hand == world.player("Bob").hand
    assert empty.player("Bob").drew_from_empty == 1
    assert [r.kind for r in records] == ["draw_empty"]
