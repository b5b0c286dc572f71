"""The answers (``results.py``): outcomes compare by what happened, not by their words;
repeated events are said once with their count."""

from __future__ import annotations

from rules.engine.results import Exploration, Outcome, OutcomeGroup, counted, tallied

from .helpers import done, obj, scenario


def test_a_run_of_the_same_event_is_said_once_with_its_count():
    # Hand reasoning: three identical events in a row are one line "(3 times)"; an event
    # that differs breaks the run, and the same event after it starts a new one.
    assert counted(["Bob draws", "Bob draws", "Bob draws", "Alice draws", "Bob draws"]) == (
        "Bob draws (3 times)",
        "Alice draws",
        "Bob draws",
    )


def test_an_outcome_says_each_event_once_where_it_first_comes():
    # Unlike a run, a tally counts every occurrence, adjacent or not, at its first place.
    assert tallied(["Bob draws", "Alice draws", "Bob draws"]) == (
        "Bob draws (2 times)",
        "Alice draws",
    )


def test_outcomes_with_the_same_facts_are_one_whatever_their_words():
    # "removed from the game" (2008) and "exiled" (today) say the same event (the rules
    # renamed the zone, not the event): one outcome.
    old = Outcome("Bears is removed from the game", facts=(("move", "bears", "exile"),))
    new = Outcome("Bears is exiled", facts=(("move", "bears", "exile"),))
    other = Outcome("Bears is exiled", facts=(("move", "elf", "exile"),))
    assert old == new and hash(old) == hash(new)
    assert new != other


def test_an_exploration_lists_each_outcome_text():
    first = Outcome("Bob is dealt 6 damage", facts=(("damage", "Bob", 6),))
    second = Outcome("Bob is dealt 8 damage", facts=(("damage", "Bob", 8),))
    exploration = Exploration(
        procedure="2025-09-19",
        outcomes=(OutcomeGroup(first, (("apply:a",),), 1), OutcomeGroup(second, (), 2)),
        states=3,
    )
    assert exploration.texts() == {"Bob is dealt 6 damage", "Bob is dealt 8 damage"}


def test_a_finished_resolution_reads_as_json_with_its_outcome():
    # 120.3a: 3 damage to Bob, no effect: Bob is dealt 3 damage and is at 17.
    answer = done(
        scenario(
            [obj("bolt", "Lightning Bolt", types=("Instant",), zone="stack")],
            [],
            [{"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": 3}],
        )
    )
    data = answer.to_dict()
    assert data["outcome"]["text"] == "Bob is dealt 3 damage"
    assert [p["life"] for p in data["state"]["players"]] == [20, 17]
