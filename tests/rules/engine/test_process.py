"""One repetition of a repeating process at a time (process.py): its next repetition's
events, and its end when the condition holds, when it has made its most repetitions, or
when it would repeat forever, a draw (104.4b). Expected values worked out by hand."""

from __future__ import annotations

from dataclasses import replace as with_fields

from rules.engine.compiling import compile_scenario
from rules.engine.process import repeat_step
from rules.engine.state import Ev, World, replace

from .helpers import obj, scenario

UNTIL_THREE = {"cards": {"player": "you", "zone": "hand"}, "at_least": 3}


def _start(times: int | None = None) -> tuple[Ev, World]:
    event = {
        "kind": "repeat",
        "player": "Alice",
        "events": [{"kind": "draw", "player": "Alice"}],
        "until": UNTIL_THREE,
    }
    if times is not None:
        event["times"] = times
    s = scenario(
        [obj("bears", "Grizzly Bears")],
        [],
        [event],
        players=[{"name": "Alice", "library": ["A", "B", "C", "D"]}, {"name": "Bob"}],
    )
    cc = compile_scenario(s)
    (kind, events), *_ = cc.moments
    assert kind == "events"
    return events[0], cc.start.world


def _with_hand(world: World, hand: tuple[str, ...]) -> World:
    return world.set_player(replace(world.player("Alice"), hand=hand))


def _step(ev: Ev, world: World):
    return repeat_step(ev, world, None)


def test_the_first_repetition_is_its_events_then_the_process_again():
    ev, world = _start()
    after, records, events = _step(ev, world)
    assert after == world and records == []
    draw, again = events
    assert (draw.kind, draw.player, draw.id) == ("draw", "Alice", f"{ev.id}.r1.0")
    assert again.kind == "repeat" and again.repeat.done == 1
    # The draw comes first, then what is left of the process.
    assert ev.order < draw.order < again.order


def test_the_condition_is_read_after_a_repetition_not_before():
    # "Draw cards until you have three in hand" with three in hand already still draws once:
    # the condition is read after each repetition.
    ev, world = _start()
    world = _with_hand(world, ("X", "Y", "Z"))
    _, records, events = _step(ev, world)
    assert records == [] and [e.kind for e in events] == ["draw", "repeat"]
    done_once = ev.but(repeat=with_fields(ev.repeat, done=1))
    _, records, events = _step(done_once, world)
    assert events == ()
    (record,) = records
    assert record.fact == ("process", "Alice", "until", 1)
    assert "ends after 1 repetition(s)" in record.text


def test_a_repetition_that_changes_nothing_is_a_loop_and_a_draw_104_4b():
    # 104.4b: a loop of mandatory actions that can't be stopped makes the game a draw.
    ev, world = _start()
    same = ev.but(
        repeat=with_fields(ev.repeat, done=2, before=hash((world.players, world.objects)))
    )
    _, (record,), events = _step(same, world)
    assert events == ()
    assert record.fact == ("process", "Alice", "loop", 2)
    assert "104.4b" in record.text


def test_the_most_repetitions_end_it():
    ev, world = _start(times=2)
    last = ev.but(repeat=with_fields(ev.repeat, done=2))
    _, (record,), events = _step(last, world)
    assert events == ()
    assert record.fact == ("process", "Alice", "times", 2)
