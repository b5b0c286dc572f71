"""The rules that stop or force effects (``restrictions.py``): "can't" (614.17), "can't
be prevented" (615.12) and abilities that work only on the battlefield (113.6)."""

from __future__ import annotations

from rules.engine.compiling import compile_scenario
from rules.engine.restrictions import cant_happen, functioning, unpreventable
from rules.engine.state import Ev, replace

from .helpers import done, fx, obj, scenario


def _compiled(objects, effects, events=None):
    return compile_scenario(
        scenario(
            objects,
            effects,
            events or [{"kind": "gain_life", "player": "Alice", "amount": 1}],
        )
    )


def test_a_cant_effect_stops_the_event_it_names():
    # 614.17: "you can't lose the game" (Platinum Angel): Alice's loss can't happen; Bob's
    # still can (the effect says "you", its controller Alice).
    cc = _compiled(
        [obj("angel", "Platinum Angel", types=("Artifact", "Creature"), zone="battlefield")],
        [fx("cant", source="angel", preset="platinum-angel-lose")],
    )
    world = cc.start.world
    alice = Ev("e", "lose_game", (0,), player="Alice")
    bob = Ev("e", "lose_game", (0,), player="Bob")
    blocker = cant_happen(alice, cc, world)
    assert blocker is not None and blocker.id == "cant"
    assert cant_happen(bob, cc, world) is None


def test_a_cant_effect_stops_nothing_once_its_source_has_left_the_battlefield():
    # 113.6: a permanent's static ability functions only while it is on the battlefield.
    cc = _compiled(
        [obj("angel", "Platinum Angel", types=("Artifact", "Creature"), zone="graveyard")],
        [fx("cant", source="angel", preset="platinum-angel-lose")],
    )
    alice = Ev("e", "lose_game", (0,), player="Alice")
    assert not functioning(cc.fx("cant"), cc.start.world, cc)
    assert cant_happen(alice, cc, cc.start.world) is None


def test_damage_that_cant_be_prevented_is_marked_so():
    # 615.12: "damage can't be prevented" covers the damage it names, here all damage
    # dealt to Bob; damage to Alice stays preventable.
    cc = _compiled(
        [obj("bolt", "Lightning Bolt", types=("Instant",), zone="stack")],
        [fx("skull", template="cant_be_prevented", params={"recipient": {"player": "Bob"}})],
    )
    to_bob = Ev("e", "damage", (0,), source="bolt", recipient="Bob", amount=3)
    assert unpreventable(to_bob, cc, cc.start.world)
    assert not unpreventable(replace(to_bob, recipient="Alice"), cc, cc.start.world)


def test_a_prevention_effect_meets_unpreventable_damage_and_prevents_none_of_it():
    # 615.12: the prevention effect is still applied but prevents no damage: all 3 damage
    # is dealt, Bob's life is 20 - 3 = 17.
    s = scenario(
        [obj("bolt", "Lightning Bolt", types=("Instant",), zone="stack")],
        [
            fx("skull", template="cant_be_prevented", params={"recipient": {"player": "Bob"}}),
            fx("fog", "Bob", template="prevent", params={"amount": "all"}),
        ],
        [{"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": 3}],
    )
    assert done(s).state["players"][1]["life"] == 17
