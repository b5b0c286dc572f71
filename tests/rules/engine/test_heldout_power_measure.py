"""Held-out interactions, third round: Master Biomancer ("enters with a number of
additional +1/+1 counters on it equal to Master Biomancer's power"), which needed a count
of a creature's power (the ``power`` measure: its power with its counters, 122.1a);
expected values from XMage's MasterBiomancerTest and the rules, not from the code."""

from __future__ import annotations

import pytest

from rules.engine import Scenario, ScenarioError

from .heldout_walk import MODERN, OLD, only, walk
from .helpers import AB, card


def _biomancer(id="bio", **kw):
    return card(id, "Master Biomancer", power=2, toughness=4, subtypes=["Elf", "Wizard"], **kw)


def _bio_effect(id="bio"):
    return {"id": id, "source": id, "controller": "Alice", "preset": "master-biomancer"}


def _corpsejack():
    return {
        "id": "menace",
        "source": "menace",
        "controller": "Alice",
        "template": "multiply",
        "params": {
            "event": "put_counters",
            "factor": 2,
            "counter": "+1/+1",
            "object": {"types": ["Creature"], "controller": "you"},
        },
    }


def test_master_biomancer_a_creature_enters_with_as_many_counters_as_its_power():
    # XMage MasterBiomancerTest.testCreatureGetsCounters: Mindeye Drake (2/5) enters with
    # two +1/+1 counters (4/7).
    data = {
        "players": AB,
        "objects": [
            _biomancer(),
            card("drake", "Mindeye Drake", zone="stack", power=2, toughness=5),
        ],
        "effects": [_bio_effect()],
        "events": [{"kind": "enter", "object": "drake"}],
    }
    for procedure in (OLD, MODERN):
        assert only(data, procedure).counters("drake") == 2, procedure


def test_master_biomancer_corpsejack_entering_gets_two_and_the_next_creature_four():
    # XMage MasterBiomancerTest.testCreatureGetsDoubleCountersFromCorpsejackMenace (and the
    # judges' Rules Tips of 2013-03 it cites): Corpsejack Menace entering isn't yet on the
    # battlefield, so its own doubling doesn't apply to it (614.12): 2 counters. Mindeye
    # Drake entering later gets 2 doubled: 4.
    menace = card("menace", "Corpsejack Menace", zone="stack", power=4, toughness=4)
    data = {
        "players": AB,
        "objects": [_biomancer(), menace],
        "effects": [_bio_effect(), _corpsejack()],
        "events": [{"kind": "enter", "object": "menace"}],
    }
    assert only(data).counters("menace") == 2
    data["objects"] = [
        _biomancer(),
        {**menace, "zone": "battlefield", "counters": {"+1/+1": 2}},
        card("drake", "Mindeye Drake", zone="stack", power=2, toughness=5),
    ]
    data["events"] = [{"kind": "enter", "object": "drake"}]
    assert {p.counters("drake") for p in walk(data)} == {4}


def test_a_copy_of_master_biomancer_counts_its_counters_in_its_power():
    # XMage MasterBiomancerTest.testWithProgenitorMimic: Progenitor Mimic entered as a copy
    # of Master Biomancer with two +1/+1 counters (4/6); a token copy of it then enters
    # with 2 (the original's power) + 4 (the copy's power, its counters included) = 6
    # counters, an 8/10. Alice orders the two effects (616.1); the sum is the same.
    data = {
        "players": AB,
        "objects": [
            _biomancer(),
            _biomancer("mimic", counters={"+1/+1": 2}),
        ],
        "effects": [_bio_effect(), _bio_effect("mimic")],
        "events": [
            {"kind": "create_tokens", "player": "Alice", "count": 1, "token": {"copy_of": "mimic"}}
        ],
    }
    paths = walk(data)
    tokens = {
        tuple(o["counters"].get("+1/+1", 0) for o in p.state["objects"] if o["token"])
        for p in paths
    }
    assert tokens == {(6,)}


def test_master_biomancer_with_minus_counters_and_zero_power_gives_none():
    # Its power is read as the creature enters: a Biomancer with two -1/-1 counters has
    # power 0 and gives no counter (the count is never below 0).
    data = {
        "players": AB,
        "objects": [
            _biomancer(counters={"-1/-1": 2}),
            card("drake", "Mindeye Drake", zone="stack", power=2, toughness=5),
        ],
        "effects": [_bio_effect()],
        "events": [{"kind": "enter", "object": "drake"}],
    }
    assert only(data).counters("drake") == 0


def test_a_power_measure_naming_no_object_is_refused_with_its_path():
    data = {
        "version": 1,
        "players": AB,
        "objects": [_biomancer()],
        "effects": [
            {**_bio_effect(), "params": {"count": {"for_each": {"power": "nobody"}}}},
        ],
        "events": [{"kind": "draw", "player": "Alice"}],
    }
    with pytest.raises(ScenarioError) as err:
        Scenario.from_dict(data)
    assert "effects[0].params.count: for_each.power: 'nobody' is not this" in str(err.value)
