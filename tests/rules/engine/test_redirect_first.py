"""One redirection of "the next N damage" that could meet several simultaneous damage events.
Expected values from Harm's Way's Oracle text ("The next 2 damage that a source of your
choice would deal to you and/or permanents you control this turn is dealt to any target
instead") and the rules: a redirection replaces damage dealt to one permanent or player with
the same damage dealt to another (614.9 / 419.6c); an effect counting the next N damage
counts only the amount, and when two or more applicable damage events would be dealt at the
same time, the player or the controller of the permanent chooses which damage it meets
(615.7 / 419.7b, the same count of damage); the affected permanent's controller makes the
choices about how effects modify an event that affects it (616.1 / 419.9a)."""

from __future__ import annotations

import pytest

from .helpers import done, fx, obj, outcomes, pending, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
BOTH = pytest.mark.parametrize("procedure", [MODERN, OLD])

OBJECTS = [
    obj("pyroclasm", "Pyroclasm", owner="Bob", zone="stack", types=("Sorcery",), colors=["red"]),
    obj("bears", "Grizzly Bears", power=2, toughness=2),
    obj("elves", "Llanowar Elves", power=1, toughness=1),
    obj("ogre", "Gray Ogre", owner="Bob", power=2, toughness=2),
]
PYROCLASM = [
    {"id": f"e{i}", "kind": "damage", "source": "pyroclasm", "recipient": r, "amount": 2}
    for i, r in enumerate(("bears", "elves", "ogre"), start=1)
]


def _harms_way(amount=2):
    params = {"chosen_source": "pyroclasm", "amount": amount}
    return scenario(
        OBJECTS,
        [fx("hw", origin="resolution", preset="harms-way", params=params)],
        PYROCLASM,
    )


def _damage(d):
    marked = {o["id"]: o["damage"] for o in d.state["objects"] if o["zone"] == "battlefield"}
    bob = next(p for p in d.state["players"] if p["name"] == "Bob")
    return marked["bears"], marked["elves"], marked["ogre"], 20 - bob["life"]


@BOTH
def test_the_controller_of_the_damaged_permanents_chooses_which_damage_is_redirected(procedure):
    q = pending(_harms_way(), procedure)
    assert q.chooser == "Alice"
    assert {o.id for o in q.options} == {"redirect:hw:e1", "redirect:hw:e2"}
    expected_rules = {"614.9", "615.7", "616.1"} if procedure == MODERN else {"419.7b"}
    assert expected_rules <= set(q.options[0].rules)


@BOTH
@pytest.mark.parametrize(
    ("first", "bears", "elves"),
    [("redirect:hw:e1", 0, 2), ("redirect:hw:e2", 2, 0)],
)
def test_the_damage_chosen_is_dealt_to_the_sources_controller(procedure, first, bears, elves):
    # Two of the four damage to Alice's creatures is redirected to Bob, Pyroclasm's
    # controller; all of the chosen event, none of the other; Bob's Ogre is left alone.
    d = done(_harms_way(), procedure, (first,))
    assert _damage(d) == (bears, elves, 2, 2)


def test_two_outcomes_one_for_each_choice():
    assert len(outcomes(_harms_way())) == 2


def test_nothing_is_asked_when_the_redirection_covers_all_of_it():
    # The next 5 damage covers the 4 to Alice's creatures: both are redirected.
    d = done(_harms_way(amount=5))
    assert _damage(d) == (0, 0, 2, 4)
