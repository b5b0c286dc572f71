"""Tests for templates/redirecting.py: redirection (614.9 / 419.6c). Expected values by hand
from the rule ("damage that would be dealt to one … is dealt to another instead") and from
a redirection of the next N damage (Harm's Way: "The next 2 damage that a source of your
choice would deal to you and/or permanents you control this turn is dealt to any target
instead."): N of the damage goes to the new recipient, the rest as it was."""

from __future__ import annotations

from .helpers import done, fx, obj, scenario

BOLT = obj("bolt", "Lightning Bolt", zone="stack", types=("Instant",))
OGRE = obj("ogre", "Gray Ogre", owner="Bob")


def _after(params, amount=5, objects=(OGRE,)):
    redirect = fx("rd", controller="Bob", template="redirect", params=params)
    s = scenario(
        [BOLT, *objects],
        [redirect],
        [{"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": amount}],
    )
    d = done(s)
    life = {p["name"]: p["life"] for p in d.state["players"]}
    damage = {o["id"]: o["damage"] for o in d.state["objects"]}
    return life, damage


def test_all_the_damage_to_bob_is_dealt_to_alice_instead():
    life, _ = _after({"recipient": {"player": "you"}, "to": "Alice"})
    assert life == {"Alice": 15, "Bob": 20}


def test_the_next_two_damage_go_to_the_ogre_the_rest_to_bob():
    life, damage = _after({"recipient": {"player": "you"}, "to": "ogre", "amount": 2})
    assert damage["ogre"] == 2
    assert life["Bob"] == 17


def test_a_redirection_to_a_creature_no_longer_on_the_battlefield_does_nothing():
    gone = obj("ogre", "Gray Ogre", owner="Bob", zone="graveyard")
    life, damage = _after({"recipient": {"player": "you"}, "to": "ogre"}, objects=(gone,))
    assert life["Bob"] == 15
    assert damage["ogre"] == 0
