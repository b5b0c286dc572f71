"""A "next time" effect (``once``) that could apply to several simultaneous events.

Expected values from the cards' Oracle texts and the rules. Kill-Suit Cultist: "The next
time damage would be dealt to target creature this turn, destroy that creature instead."
The effect applies once (614.5 / 419.6a: one opportunity; "the next time" uses it up), so of
two damage events that would be dealt at the same time it replaces only one. As for a
prevention shield meeting damage "by two or more applicable sources at the same time" (615.7
/ 419.7b), the player affected, or the controller of the affected permanent, chooses which
(616.1 / 419.9a). Cards are drawn one at a time (121.2; 614.11a / 419.6h), so draws are
never simultaneous and a "next time you would draw" effect meets the first draw.
"""

from __future__ import annotations

import pytest

from .helpers import done, fx, obj, option_ids, outcomes, pending, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
BOTH = pytest.mark.parametrize("procedure", [MODERN, OLD])

BLOCKERS = [
    obj("ks", "Kill-Suit Cultist", zone="graveyard", colors=["red"]),
    obj("giant", "Hill Giant", owner="Bob", power=3, toughness=3, in_combat=True),
    obj("bears", "Grizzly Bears", power=2, toughness=2, in_combat=True),
    obj("elves", "Llanowar Elves", power=1, toughness=1, in_combat=True),
]
BLOCKERS_DAMAGE = [
    {"id": "e1", "kind": "damage", "source": "bears", "recipient": "giant", "amount": 2},
    {"id": "e2", "kind": "damage", "source": "elves", "recipient": "giant", "amount": 1},
]


def _cultist():
    watch = {"event": "damage", "recipient": {"object": {"id": "giant"}}}
    effect = fx("ks", source="ks", preset="kill-suit-cultist", params={"watch": watch})
    return scenario(BLOCKERS, [effect], BLOCKERS_DAMAGE)


def _giant(d):
    return next(o for o in d.state["objects"] if o["id"] == "giant")


@BOTH
def test_the_controller_of_the_creature_chooses_which_damage_is_replaced(procedure):
    q = pending(_cultist(), procedure)
    assert q.chooser == "Bob"
    assert option_ids(q) == ["next:ks:e1", "next:ks:e2"]
    expected = {"615.7", "616.1"} if procedure == MODERN else {"419.7b", "419.9a"}
    assert set(q.rules) == expected
    assert all(set(o.rules) == expected for o in q.options)


@BOTH
@pytest.mark.parametrize(("first", "marked"), [("next:ks:e1", 1), ("next:ks:e2", 2)])
def test_the_chosen_damage_becomes_the_destruction_and_the_other_is_dealt(procedure, first, marked):
    d = done(_cultist(), procedure, (first,))
    giant = _giant(d)
    assert giant["zone"] == "graveyard"
    assert giant["damage"] in (0, marked)  # marked damage leaves with the creature (400.7)
    destroyed = [line for line in d.outcome.text.split("; ") if "destroyed" in line]
    assert destroyed == ["Hill Giant is destroyed"]
    assert f"Hill Giant is dealt {marked} damage" in d.outcome.text


def test_each_choice_is_its_own_outcome():
    assert outcomes(_cultist()) == {
        "Hill Giant is destroyed; Hill Giant is dealt 1 damage",
        "Hill Giant is dealt 2 damage; Hill Giant is destroyed",
    }


def _next_red_source():
    # "The next time a red source would deal damage to you this turn, prevent that
    # damage": two red creatures deal combat damage to Bob at once.
    objects = [
        obj("goblin", "Raging Goblin", colors=["red"], power=1, toughness=1),
        obj("ogre", "Gray Ogre", colors=["red"], power=2, toughness=2),
    ]
    params = {
        "amount": "all",
        "once": True,
        "source": {"colors": ["red"]},
        "recipient": {"player": "you"},
    }
    effect = fx("circle", "Bob", template="prevent", origin="resolution", params=params)
    events = [
        {"id": "e1", "kind": "damage", "source": "goblin", "recipient": "Bob", "amount": 1},
        {"id": "e2", "kind": "damage", "source": "ogre", "recipient": "Bob", "amount": 2},
    ]
    return scenario(objects, [effect], events)


@BOTH
def test_the_shielded_player_chooses_which_source_a_next_time_prevention_meets(procedure):
    q = pending(_next_red_source(), procedure)
    assert q.chooser == "Bob"
    assert option_ids(q) == ["prevent:circle:e1", "prevent:circle:e2"]
    bob = {c: _life(done(_next_red_source(), procedure, (c,)), "Bob") for c in option_ids(q)}
    # The Goblin's 1 prevented leaves the Ogre's 2; the Ogre's prevented leaves 1.
    assert bob == {"prevent:circle:e1": 18, "prevent:circle:e2": 19}


def _life(d, name):
    return next(p["life"] for p in d.state["players"] if p["name"] == name)


def test_nothing_is_asked_when_only_one_event_could_take_it():
    s = scenario(BLOCKERS, [_cultist().to_dict()["effects"][0]], BLOCKERS_DAMAGE[:1])
    d = done(s)
    assert d.outcome.text == "Hill Giant is destroyed"


def test_draws_are_one_at_a_time_so_the_first_draw_meets_it():
    s = scenario(
        [],
        [fx("words", preset="words-of-worship")],
        [{"id": "e1", "kind": "draw", "player": "Alice", "count": 2}],
        players=[{"name": "Alice", "library": ["Island", "Forest"]}, {"name": "Bob"}],
    )
    d = done(s)
    assert _life(d, "Alice") == 25
    alice = next(p for p in d.state["players"] if p["name"] == "Alice")
    assert alice["hand"] == ["Island"]


def test_awe_strike_meets_only_its_creatures_damage_among_simultaneous_damage():
    # Awe Strike: "The next time target creature would deal damage this turn, prevent that
    # damage. You gain life equal to the damage prevented this way." Bob's Hill Giant (3)
    # and Gray Ogre (2) deal combat damage to Alice at once; Alice targeted the Giant.
    objects = [
        obj("giant", "Hill Giant", owner="Bob", power=3, toughness=3),
        obj("ogre", "Gray Ogre", owner="Bob", power=2, toughness=2),
    ]
    effect = fx("awe", preset="awe-strike", params={"source": {"id": "giant"}})
    events = [
        {"id": "e1", "kind": "damage", "source": "giant", "recipient": "Alice", "amount": 3},
        {"id": "e2", "kind": "damage", "source": "ogre", "recipient": "Alice", "amount": 2},
    ]
    d = done(scenario(objects, [effect], events))
    assert _life(d, "Alice") == 20 - 2 + 3
