"""Tests for templates/instead.py: the general "if [an event] would happen, [actions]
instead" and skipping (614.10). Expected values from the Oracle texts:

- Words of Wind style: "If you would gain life, draw that many cards instead." (the gain
  becomes a draw of that many),
- Laboratory Maniac: "If you would draw a card while your library has no cards in it, you
  win the game instead.",
- Fatigue: "Target player skips their next draw step." (used up once applied, 614.10),
- Stasis: "Players skip their untap steps." (every one, never used up).
A step that has already begun can't be skipped (614.10: only a step about to begin is).
"""

from __future__ import annotations

from .helpers import done, fx, scenario

ALICE = {"name": "Alice", "library": ["Island", "Forest", "Swamp"]}


def _alice(d):
    return next(p for p in d.state["players"] if p["name"] == "Alice")


def test_gaining_life_becomes_drawing_that_many():
    words = fx(
        "words",
        template="instead",
        params={
            "watch": {"event": "gain_life", "player": "you"},
            "instead": [{"do": "draw", "count": "that_many"}],
        },
    )
    s = scenario(
        [],
        [words],
        [{"kind": "gain_life", "player": "Alice", "amount": 2}],
        players=[ALICE, {"name": "Bob"}],
    )
    alice = _alice(done(s))
    assert (alice["life"], len(alice["hand"]), len(alice["library"])) == (20, 2, 1)


def _maniac(library):
    maniac = fx(
        "maniac",
        template="instead",
        params={
            "watch": {"event": "draw", "player": "you", "library_empty": True},
            "instead": [{"do": "win_game"}],
        },
    )
    s = scenario(
        [],
        [maniac],
        [{"kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "library": library}, {"name": "Bob"}],
    )
    return _alice(done(s))


def test_laboratory_maniac_wins_only_from_an_empty_library():
    assert _maniac([])["won"] is True
    drew = _maniac(["Island"])
    assert (drew["won"], drew["hand"]) == (False, ["Island"])


def _draw_step(params, *, begun=False):
    event = {"kind": "begin_step", "player": "Alice", "step": "draw"}
    if begun:
        event["begun"] = True
    s = scenario([], [fx("skip", template="skip", params=params)], [event])
    return done(s)


def test_fatigue_skips_the_next_draw_step_and_is_used_up():
    d = _draw_step({"step": "draw"})
    assert "skips" in d.outcome.text
    assert d.state["live_effects"] == []


def test_a_skip_of_every_such_step_is_never_used_up():
    d = _draw_step({"step": "draw", "each": True})
    assert "skips" in d.outcome.text
    assert d.state["live_effects"] == ["skip"]


def test_a_step_already_begun_is_not_skipped():
    d = _draw_step({"step": "draw"}, begun=True)
    assert "skips" not in d.outcome.text
    assert d.state["live_effects"] == ["skip"]


def test_a_skip_of_the_upkeep_leaves_the_draw_step_alone():
    d = _draw_step({"step": "upkeep"})
    assert "skips" not in d.outcome.text
