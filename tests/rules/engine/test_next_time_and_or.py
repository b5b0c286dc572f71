"""A "next time" effect keyed on several recipients: "the next time damage would be dealt to
this creature and/or you".

Expected values from the card's Oracle text and the rules. Glarecaster: "{5}{W}: The next
time damage would be dealt to Glarecaster and/or you this turn, that damage is dealt to any
target instead." "And/or" names one time at which damage would be dealt to either or both:
when damage would be dealt to both at once, all of it is redirected, and likewise damage
from several sources at once (combat damage is all dealt at once, 510.2; 310.4 in 2008).
The effect is then used up: damage dealt later is dealt as it would be. A "next time"
effect on one recipient still meets only one of several simultaneous events, its
controller choosing (test_next_time_simultaneous.py).
"""

from __future__ import annotations

import pytest

from .helpers import done, fx, obj, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
BOTH = pytest.mark.parametrize("procedure", [MODERN, OLD])

GLARECASTER = obj("glare", "Glarecaster", power=3, toughness=3, colors=["white"])


def _glarecaster(to="Bob"):
    return fx("g", source="glare", preset="glarecaster", params={"to": to})


def _damage(id, source, recipient, amount, **kw):
    return {
        "id": id,
        "kind": "damage",
        "source": source,
        "recipient": recipient,
        "amount": amount,
        **kw,
    }


def _dealt(d, who):
    """What the resulting state says ``who`` was dealt (a player's life lost, an object's
    damage marked)."""
    for o in d.state["objects"]:
        if o["id"] == who:
            return o["damage"]
    player = next(p for p in d.state["players"] if p["name"] == who)
    return 20 - player["life"]


def _inferno():
    # Inferno: "Inferno deals 6 damage to each creature and each player."
    objects = [
        GLARECASTER,
        obj("inferno", "Inferno", owner="Bob", types=("Instant",), zone="stack", colors=["red"]),
        obj("ogre", "Gray Ogre", owner="Bob", power=2, toughness=2),
    ]
    events = [
        _damage("e1", "inferno", "glare", 6),
        _damage("e2", "inferno", "Alice", 6),
        _damage("e3", "inferno", "ogre", 6),
        _damage("e4", "inferno", "Bob", 6),
    ]
    return scenario(objects, [_glarecaster()], events)


@BOTH
def test_damage_to_the_creature_and_its_controller_at_once_is_all_redirected(procedure):
    d = done(_inferno(), procedure)
    assert _dealt(d, "Bob") == 6 + 6 + 6
    assert _dealt(d, "Alice") == 0
    assert _dealt(d, "glare") == 0
    assert _dealt(d, "ogre") == 6  # not a recipient it names
    assert not [s for s in d.trace if s.kind == "choice"]  # nothing to choose: all of it


@BOTH
def test_the_trace_says_the_rest_is_the_same_time_and_cites_it(procedure):
    d = done(_inferno(), procedure)
    applied = [s for s in d.trace if s.effect_id == "g"]
    assert len(applied) == 2
    assert "at that same time" in applied[1].explanation
    assert ("510.2" if procedure == MODERN else "310.4") in applied[1].rules


def _combat():
    # Bob's Hill Giant is blocked by Glarecaster while his Gray Ogre is unblocked: combat
    # damage from both is dealt at once, 3 to Glarecaster and 2 to Alice.
    objects = [
        GLARECASTER,
        obj("giant", "Hill Giant", owner="Bob", power=3, toughness=3, in_combat=True),
        obj("ogre", "Gray Ogre", owner="Bob", power=2, toughness=2, in_combat=True),
        obj("goblin", "Raging Goblin", owner="Bob", power=1, toughness=1, colors=["red"]),
    ]
    events = [
        _damage("e1", "giant", "glare", 3, combat=True),
        _damage("e2", "ogre", "Alice", 2, combat=True),
        _damage("e3", "glare", "giant", 3, combat=True),
    ]
    return scenario(objects, [_glarecaster("goblin")], events)


@BOTH
def test_damage_from_two_sources_at_once_is_all_redirected_without_a_question(procedure):
    d = done(_combat(), procedure)
    assert _dealt(d, "goblin") == 3 + 2
    assert _dealt(d, "glare") == 0
    assert _dealt(d, "Alice") == 0
    assert _dealt(d, "giant") == 3  # Glarecaster's own damage is not touched
    assert not [s for s in d.trace if s.kind == "choice"]


@BOTH
def test_it_is_used_up_by_that_time_and_later_damage_is_dealt(procedure):
    objects = [
        GLARECASTER,
        obj("shock", "Shock", owner="Bob", types=("Instant",), zone="stack", colors=["red"]),
        obj(
            "bolt", "Lightning Bolt", owner="Bob", types=("Instant",), zone="stack", colors=["red"]
        ),
    ]
    s = scenario(
        objects,
        [_glarecaster()],
        [_damage("e2", "bolt", "Alice", 3)],
        timeline=[{"events": [_damage("e1", "shock", "glare", 2)]}],
    )
    d = done(s, procedure)
    assert _dealt(d, "Bob") == 2  # Shock's damage, the next time
    assert _dealt(d, "Alice") == 3  # the Bolt, later: dealt as it would be
    assert _dealt(d, "glare") == 0
