"""Tests for templates/devouring.py: other objects change zones while a permanent enters
(614.13): devour (702.82a)."""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError
from tests.rules.engine.helpers import done, fx, obj, outcomes, scenario

THRINAX = obj("thrinax", "Bloodspore Thrinax", zone="stack", power=2, toughness=2)


def _devour(chosen, *more):
    return scenario(
        [THRINAX, obj("bears", "Grizzly Bears"), obj("elf", "Llanowar Elves"), *more],
        [
            fx(
                "devour",
                source="thrinax",
                preset="bloodspore-thrinax-devour",
                params={"sacrifice": chosen},
            )
        ],
        [{"kind": "enter", "object": "thrinax"}],
    )


def test_each_creature_sacrificed_gives_its_counters():
    d = done(_devour(["bears", "elf"]))
    assert d.outcome.text == (
        "Bloodspore Thrinax enters the battlefield untapped under Alice's control with "
        "2 +1/+1 counters; Grizzly Bears is put into Alice's graveyard; Llanowar Elves is "
        "put into Alice's graveyard"
    )
    assert "614.13" in d.trace[0].rules


def test_none_chosen_none_sacrificed():
    assert outcomes(_devour([])) == {
        "Bloodspore Thrinax enters the battlefield untapped under Alice's control"
    }


def test_the_entering_permanent_and_an_opponents_creature_cant_be_sacrificed():
    # 614.13a: not the object that will become the permanent; devour sacrifices creatures
    # its controller controls.
    s = _devour(["thrinax", "ogre"], obj("ogre", "Hill Giant", "Bob"))
    assert outcomes(s) == {
        "Bloodspore Thrinax enters the battlefield untapped under Alice's control"
    }


def test_one_object_chosen_twice_is_refused():
    with pytest.raises(ScenarioError) as err:
        _devour(["bears", "bears"])
    assert "effects[0].params.sacrifice" in str(err.value)
    assert "614.13b" in str(err.value)


def test_an_unknown_object_is_refused():
    with pytest.raises(ScenarioError) as err:
        _devour(["nobody"])
    assert "'nobody' is not an object id" in str(err.value)
