"""How the spell an object is or became was cast: an object's ``cast_from`` and ``kicked``,
and the measures ``cast`` and ``kicked`` that a condition reads as a permanent enters.

601.2a: casting moves a card from where it is to the stack, so only a spell on the stack
(or the permanent it became, 400.7d: its abilities may reference the costs paid to cast it)
was cast. 400.7: a card that moves anywhere else is a new object, which wasn't cast. 702.33d:
a spell whose kicker cost its controller paid was kicked; 702.33f: "kicked with its [A]
kicker" reads that cost only.
"""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError
from rules.engine.condition_words import describe_condition

from .helpers import done, fx, obj, outcomes, scenario

ENTERS = "Myojin of Seeing Winds enters the battlefield untapped under Alice's control"
DIVINITY = {
    "object": {"this": True},
    "counter": "divinity",
    "count": 1,
    "condition": {"cast": {"object": "this", "from": "hand"}},
}


def _myojin(zone: str = "stack", timeline=None, **cast):
    return scenario(
        [obj("myojin", "Myojin of Seeing Winds", zone=zone, **cast)],
        [fx("m", source="myojin", template="enter_with_counters", params=DIVINITY)],
        [{"kind": "enter", "object": "myojin"}],
        timeline=timeline,
    )


def test_cast_from_a_hand_the_myojin_enters_with_its_counter():
    assert outcomes(_myojin(cast_from="hand")) == {f"{ENTERS} with 1 divinity counter"}


def test_a_condition_that_does_not_hold_is_said_in_words():
    steps = done(_myojin(cast_from="graveyard")).trace
    assert any(
        "its condition doesn't hold now: this object was cast from a hand" in s.explanation
        for s in steps
    )


@pytest.mark.parametrize(
    ("timeline", "before"),
    [
        # Countered: the card goes to the graveyard, a new object (400.7), and returns.
        ([{"happening": "move", "object": "myojin", "to": "graveyard"}], ""),
        (
            [{"events": [{"kind": "move", "object": "myojin", "to": "graveyard"}]}],
            "Myojin of Seeing Winds is put into Alice's graveyard; ",
        ),
    ],
)
def test_a_spell_that_left_the_stack_for_another_zone_was_not_cast_any_more(timeline, before):
    assert outcomes(_myojin(cast_from="hand", timeline=timeline)) == {before + ENTERS}


@pytest.mark.parametrize(
    ("extra", "zone", "message"),
    [
        ({"cast_from": "hand"}, "hand", r"objects\[0\]\.cast_from: only a spell was cast"),
        ({"kicked": ["{2}{G}"]}, "library", r"objects\[0\]\.kicked: only a spell was cast"),
        ({"cast_from": "deck"}, "stack", r"objects\[0\]\.cast_from: 'deck' is not one of"),
        ({"cast_from": "stack"}, "stack", r"objects\[0\]\.cast_from: 'stack' is not one of"),
        ({"kicked": [""]}, "stack", r"objects\[0\]\.kicked\[0\]: must not be empty"),
        ({"kicked": []}, "stack", r"objects\[0\]\.kicked: must have at least 1 item"),
        ({"kicked": "{2}{G}"}, "stack", r"objects\[0\]\.kicked: must be"),
    ],
)
def test_a_wrong_way_of_casting_is_refused_naming_it(extra, zone, message):
    with pytest.raises(ScenarioError, match=message):
        _myojin(zone=zone, **extra)


def test_a_permanent_on_the_battlefield_may_say_how_it_was_cast():
    # 400.7d: the permanent a spell became keeps what was paid to cast it.
    titan = obj("titan", "Kavu Titan", kicked=["{2}{G}"], cast_from="hand")
    s = scenario([titan], [], [{"kind": "destroy", "object": "titan"}])
    assert s.objects[0].kicked == ("{2}{G}",)


@pytest.mark.parametrize(
    ("condition", "message"),
    [
        ({"cast": {"object": "this", "from": "deck"}}, "cast.from: must be one of hand"),
        ({"cast": {"object": "this"}}, "cast.from: must be one of hand"),
        ({"kicked": {"object": "this", "cost": ""}}, "kicked.cost: must be a kicker cost"),
        ({"kicked": {"object": "this", "cost": 2}}, "kicked.cost: must be a kicker cost"),
        ({"kicked": {"object": "nobody"}}, "kicked.object: 'nobody' is not this"),
        ({"kicked": {"who": "this"}}, "kicked: unknown key"),
        ({"kicked": "this"}, "kicked: must be an object"),
    ],
)
def test_a_wrong_condition_on_how_it_was_cast_is_refused_naming_it(condition, message):
    params = {**DIVINITY, "condition": condition}
    with pytest.raises(ScenarioError, match=rf"effects\[0\]\.params\.condition: {message}"):
        scenario(
            [obj("myojin", "Myojin of Seeing Winds", zone="stack")],
            [fx("m", source="myojin", template="enter_with_counters", params=params)],
            [{"kind": "enter", "object": "myojin"}],
        )


def _titan(kicked, condition):
    params = {"object": {"this": True}, "counter": "+1/+1", "count": 3, "condition": condition}
    cast = {"kicked": kicked} if kicked else {}
    return scenario(
        [obj("v", "Necravolver", zone="stack", **cast)],
        [fx("k", source="v", template="enter_with_counters", params=params)],
        [{"kind": "enter", "object": "v"}],
    )


@pytest.mark.parametrize(
    ("kicked", "condition", "applies"),
    [
        (["{1}{G}"], {"kicked": {"object": "this"}}, True),
        (["{1}{G}"], {"kicked": {"object": "this", "cost": "{1}{G}"}}, True),
        (["{1}{G}"], {"kicked": {"object": "this", "cost": "{W}"}}, False),
        (["{W}"], {"kicked": {"object": "this", "cost": "{1}{G}"}}, False),
        (["{1}{G}", "{W}"], {"kicked": {"object": "this", "cost": "{W}"}}, True),
        (None, {"kicked": {"object": "this"}}, False),
        # Multikicker paid twice (702.33c): kicked twice, and at least twice holds.
        (["{1}{W}", "{1}{W}"], {"kicked": {"object": "this"}, "at_least": 2}, True),
        (["{1}{W}"], {"kicked": {"object": "this"}, "at_least": 2}, False),
    ],
)
def test_kicked_counts_the_kicker_costs_paid(kicked, condition, applies):
    entered = "Necravolver enters the battlefield untapped under Alice's control"
    want = f"{entered} with 3 +1/+1 counters" if applies else entered
    assert outcomes(_titan(kicked, condition)) == {want}


def test_the_conditions_in_words():
    assert describe_condition({"kicked": {"object": "this"}}) == "this object was kicked"
    assert (
        describe_condition({"kicked": {"object": "this", "cost": "{W}"}})
        == "this object was kicked with its {W} kicker"
    )
    assert (
        describe_condition({"not": {"cast": {"object": "this", "from": "hand"}}})
        == "not (this object was cast from a hand)"
    )
    assert (
        describe_condition({"kicked": {"object": "this"}, "at_least": 2})
        == "the times this object was kicked at least 2"
    )
