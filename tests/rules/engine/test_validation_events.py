"""Tests for validation/events.py. Expected values by hand from the format
(docs/scenario-format.md: the fields of each event kind, each event's own id, ``e<n>``
when none is given) and from the rules: only a permanent can be destroyed (701.8a: "move it
from the battlefield"), a permanent already on the battlefield can't enter it, only a
face-down permanent is turned face up (702.37e), damage is dealt to battles, creatures,
planeswalkers and players (120.1)."""

from __future__ import annotations

from rules.engine.errors import ErrorDetail
from rules.engine.validation.common import Checker
from rules.engine.validation.events import check_event, event_id_clashes


def _errors(ev, *, moved=()):
    data = {
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [
            {"id": "bears", "owner": "Alice"},
            {"id": "card", "owner": "Alice", "zone": "graveyard"},
        ],
        "effects": [],
    }
    c = Checker.of(data)
    c.moved = set(moved)
    check_event(c, "events[0]", ev)
    return [(e.path, e.message) for e in c.errors]


def test_a_sound_damage_event_has_no_errors():
    assert _errors({"kind": "damage", "source": "card", "recipient": "bears", "amount": 2}) == []


def test_a_missing_field_and_a_field_the_kind_doesnt_take():
    assert _errors({"kind": "draw", "amount": 2}) == [
        ("events[0].player", "is required for a draw event"),
        ("events[0].amount", "a draw event has no amount"),
    ]


def test_references_to_players_and_objects():
    paths = [
        p for p, _ in _errors({"kind": "damage", "source": "x", "recipient": "Carol", "amount": 1})
    ]
    assert paths == ["events[0].source", "events[0].recipient"]


def test_damage_to_a_card_in_a_graveyard_is_refused_unless_it_was_moved():
    ev = {"kind": "damage", "source": "bears", "recipient": "card", "amount": 1}
    assert [p for p, _ in _errors(ev)] == ["events[0].recipient"]
    assert _errors(ev, moved={"card"}) == []


def test_zones_each_kind_needs():
    assert _errors({"kind": "destroy", "object": "card"}) == [
        ("events[0].object", "only a permanent can be destroyed")
    ]
    assert _errors({"kind": "enter", "object": "bears"}) == [
        ("events[0].object", "is already on the battlefield, so it can't enter it")
    ]
    assert _errors({"kind": "turn_face_up", "object": "card"}) == [
        ("events[0].object", "only a face-down permanent can be turned face up")
    ]


def test_a_repetition_inside_a_repetition_is_refused():
    inner = {"kind": "repeat", "player": "Alice", "events": []}
    ev = {"kind": "repeat", "player": "Alice", "events": [inner]}
    assert [p for p, _ in _errors(ev)] == ["events[0].events[0].kind"]


def test_the_nth_event_without_an_id_is_named_en():
    data = {
        "timeline": [{"events": [{"kind": "draw", "player": "Alice"}]}],
        "events": [
            {"kind": "draw", "player": "Alice", "id": "e1"},
            {"kind": "draw", "player": "Bob"},
        ],
    }
    # The timeline's event is e1; the first event takes e1 too; the second is e3.
    assert event_id_clashes(data) == [
        ErrorDetail("events[0].id", "'e1' is already used by timeline[0].events[0]")
    ]
