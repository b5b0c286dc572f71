"""Tests for validation/timeline.py. Expected values by hand from the format
(docs/scenario-format.md): each moment of the timeline is either a happening or events,
each happening names what it needs (an effect created, an object whose colors are set, an
object moved and where to), and an object a happening moves may be elsewhere when a later
event comes."""

from __future__ import annotations

from rules.engine.validation.common import Checker
from rules.engine.validation.timeline import check_timeline


def _errors(timeline, events=()):
    data = {
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [{"id": "card", "owner": "Alice", "zone": "graveyard"}],
        "effects": [{"id": "fx"}],
        "timeline": timeline,
        "events": list(events),
    }
    c = Checker.of(data)
    check_timeline(c, data)
    return [(e.path, e.message) for e in c.errors]


def test_a_sound_timeline_has_no_errors():
    assert _errors([{"happening": "create_effect", "effect": "fx"}]) == []


def test_a_moment_is_a_happening_or_events_not_both_nor_neither():
    both = {"happening": "create_effect", "effect": "fx", "events": []}
    expected = "give either happening or events, not both or neither"
    assert _errors([both, {}]) == [("timeline[0]", expected), ("timeline[1]", expected)]


def test_what_each_happening_needs():
    assert _errors([{"happening": "move", "object": "card"}]) == [
        ("timeline[0].to", "is required for move")
    ]
    assert _errors([{"happening": "set_colors"}]) == [
        ("timeline[0].object", "is required for set_colors"),
        ("timeline[0].colors", "is required for set_colors"),
    ]


def test_unknown_effects_and_objects_are_named():
    assert [p for p, _ in _errors([{"happening": "create_effect", "effect": "nope"}])] == [
        "timeline[0].effect"
    ]
    assert [p for p, _ in _errors([{"happening": "move", "object": "x", "to": "exile"}])] == [
        "timeline[0].object"
    ]


def test_events_of_the_timeline_and_the_scenario_are_checked_in_order():
    moment = {"events": [{"kind": "draw"}]}
    assert [p for p, _ in _errors([moment], [{"kind": "draw"}])] == [
        "timeline[0].events[0].player",
        "events[0].player",
    ]


def test_a_card_moved_to_the_battlefield_may_be_dealt_damage_later():
    damage = {"kind": "damage", "source": "card", "recipient": "card", "amount": 1}
    assert [p for p, _ in _errors([], [damage])] == ["events[0].recipient"]
    moved = {"happening": "move", "object": "card", "to": "battlefield"}
    assert _errors([moved], [damage]) == []


def test_an_object_that_timeline_events_moved_may_be_elsewhere_later():
    """An object the earlier events move (a card entering, a permanent returned to a hand)
    is checked as the happenings' moves are: a card entering in the timeline may be dealt
    damage and destroyed later, and a permanent moved to a hand may enter again. Before,
    only happenings counted, and such a scenario was refused."""
    enters = {"events": [{"kind": "enter", "object": "card"}]}
    damage = {"kind": "damage", "source": "card", "recipient": "card", "amount": 1}
    assert _errors([enters], [damage, {"kind": "destroy", "object": "card"}]) == []
    bounced = {"events": [{"kind": "move", "object": "card", "to": "hand"}]}
    assert _errors([enters, bounced], [{"kind": "enter", "object": "card"}]) == []
