"""A process that repeats until a condition holds: each repetition's events are events
other effects replace (614.11 for draws), the condition is read after each repetition, and
a process that can't end is a loop of mandatory actions, a draw (104.4b). Expected values
from those rules and the cards' texts."""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
UNTIL_THREE = {"cards": {"player": "you", "zone": "hand"}, "at_least": 3}


def _process(effects=(), until=UNTIL_THREE, times=None, library=("A", "B", "C", "D", "E")):
    event = {"kind": "repeat", "player": "Alice", "events": [{"kind": "draw", "player": "Alice"}]}
    if until is not None:
        event["until"] = until
    if times is not None:
        event["times"] = times
    return scenario(
        [obj("spirit", "Spirit of the Labyrinth", owner="Bob")],
        list(effects),
        [event],
        players=[{"name": "Alice", "library": list(library)}, {"name": "Bob"}],
    )


def _hand(d):
    return d.state["players"][0]["hand"]


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_draw_until_three_cards_in_hand(procedure):
    d = done(_process(), procedure)
    assert _hand(d) == ["A", "B", "C"]
    assert "ends after 3 repetition(s)" in d.outcome.text


def test_each_repetition_is_replaced_on_its_own():
    # Thought Reflection: each draw becomes two; two repetitions reach four cards.
    reflection = fx("tr", origin="resolution", preset="thought-reflection")
    d = done(_process([reflection]))
    assert _hand(d) == ["A", "B", "C", "D"]
    assert "ends after 2 repetition(s)" in d.outcome.text


def test_a_process_that_can_no_longer_change_anything_is_a_draw():
    # Spirit of the Labyrinth: after the first draw no card can be drawn, so each further
    # repetition is the same: a loop of mandatory actions (104.4b).
    spirit = fx("s", "Bob", source="spirit", preset="spirit-of-the-labyrinth")
    d = done(_process([spirit]))
    assert _hand(d) == ["A"]
    assert "the game is a draw (104.4b)" in d.outcome.text


def test_times_ends_a_process_whose_condition_never_holds():
    d = done(_process(until=None, times=2))
    assert _hand(d) == ["A", "B"]


def test_a_bad_process_names_its_path():
    with pytest.raises(ScenarioError) as e:
        scenario(
            [],
            [],
            [
                {
                    "kind": "repeat",
                    "player": "Alice",
                    "events": [{"kind": "draw", "player": "Carol"}],
                    "until": {"life": "Dave"},
                }
            ],
        )
    text = str(e.value)
    assert "events[0].events[0].player" in text and "events[0].until" in text
