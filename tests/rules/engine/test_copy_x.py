"""X in a copy's own "enters with X counters" (107.3m, 107.3j): the value of X is the one
chosen for the spell that became the object; a copy that wasn't cast with X has X = 0, so a
Clone entering as a copy of Walking Ballista gets no counters, and Hardened Scales has no
counters to add to (it applies only to one or more counters being put, 122.6)."""

from __future__ import annotations

import pytest

from .helpers import fx, obj, outcomes, scenario

BALLISTA_COUNTERS = {
    "object": {"this": True},
    "counter": "+1/+1",
    "count": {"for_each": {"x": "this"}},
}


def _clone_of_ballista(clone_x: int = 0):
    return scenario(
        [
            obj("clone", "Clone", zone="stack", colors=["blue"], x=clone_x),
            obj("ballista", "Walking Ballista", owner="Bob", types=("Artifact", "Creature"), x=2),
            obj("scales", "Hardened Scales", types=("Enchantment",)),
        ],
        [
            fx("clone", source="clone", preset="clone", params={"copy_of": "ballista"}),
            fx("scales", source="scales", preset="hardened-scales"),
            fx(
                "ballista",
                "Bob",
                source="ballista",
                template="enter_with_counters",
                params=BALLISTA_COUNTERS,
            ),
        ],
        [{"kind": "enter", "object": "clone"}],
    )


@pytest.mark.parametrize("procedure", ["2025-09-19", "2008-02-01"])
def test_a_clone_of_walking_ballista_enters_with_no_counters(procedure):
    assert outcomes(_clone_of_ballista(), procedure) == {
        "Clone enters the battlefield untapped under Alice's control as a copy of Walking Ballista"
        if procedure != "2008-02-01"
        else "Clone comes into play untapped under Alice's control as a copy of Walking Ballista",
        "Clone enters the battlefield untapped under Alice's control"
        if procedure != "2008-02-01"
        else "Clone comes into play untapped under Alice's control",
    }


def test_the_x_read_is_the_entering_objects_own():
    # Were the Clone spell's X 1 (a scenario may say so), its copy would read 1, plus one.
    texts = outcomes(_clone_of_ballista(clone_x=1))
    assert (
        "Clone enters the battlefield untapped under Alice's control as a copy of Walking "
        "Ballista with 2 +1/+1 counters" in texts
    )
