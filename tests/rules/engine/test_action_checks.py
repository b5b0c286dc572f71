"""The checks on a list of actions (action_checks.py): each problem named with the
action's index and key. The lists are the cards' own actions, written in the format;
what is wrong with the others is worked out by hand from the format's rules."""

from __future__ import annotations

from rules.engine.action_checks import (
    check_action_list,
    check_target,
    prevented_outside_prevention,
)

PLAYERS = ("Alice", "Bob")
OBJECTS = {"bears", "reflect"}

REFLECT_DAMAGE = [
    {
        "do": "damage",
        "source": "this",
        "recipient": {"controller_of": "source"},
        "amount": "prevented",
    }
]
"""Reflect Damage: "... deals that much damage to that source's controller" (615.5)."""
VIGOR = [{"do": "put_counters", "object": "affected", "counter": "+1/+1", "count": "prevented"}]
"""Vigor: "put a +1/+1 counter on that creature for each 1 damage prevented this way"."""


def test_cards_actions_pass():
    assert check_action_list(REFLECT_DAMAGE, PLAYERS, OBJECTS) is None
    assert check_action_list(VIGOR, PLAYERS, OBJECTS) is None
    treasure = [{"do": "create_tokens", "token": "Treasure", "player": "you"}]
    assert check_action_list(treasure, PLAYERS, OBJECTS) is None
    tuck = [{"do": "move", "object": "affected", "to": "library", "position": "bottom"}]
    assert check_action_list(tuck, PLAYERS, OBJECTS) is None


def test_an_empty_list_or_not_a_list_is_refused():
    assert check_action_list([], PLAYERS, OBJECTS) == "must be a non-empty list of actions"
    assert check_action_list({"do": "draw"}, PLAYERS, OBJECTS) is not None


def test_the_problem_names_the_index_and_key():
    actions = [{"do": "draw"}, {"do": "destroy", "object": "elves"}]
    problem = check_action_list(actions, PLAYERS, OBJECTS)
    assert problem is not None and problem.startswith("[1].object ")
    assert "'elves' is not an object in the scenario" in problem


def test_a_key_of_another_kind_of_action_is_refused():
    problem = check_action_list([{"do": "draw", "object": "bears"}], PLAYERS, OBJECTS)
    assert problem == "[0]: object is not for a draw action"
    problem = check_action_list([{"do": "draw", "colour": "red"}], PLAYERS, OBJECTS)
    assert problem == "[0]: unknown key(s): colour"


def test_a_position_only_goes_with_a_move_to_the_library():
    # Only a library has a top and a bottom.
    actions = [{"do": "move", "object": "affected", "to": "graveyard", "position": "top"}]
    assert check_action_list(actions, PLAYERS, OBJECTS) == (
        '[0].position must be "top" or "bottom", with to: library'
    )
    assert check_action_list([{"do": "move", "object": "bears", "to": "void"}], PLAYERS, OBJECTS)


def test_removing_counters_says_which_kind_and_may_remove_all():
    assert check_action_list([{"do": "remove_counters", "object": "bears"}], PLAYERS, OBJECTS)
    remove_all = [{"do": "remove_counters", "object": "bears", "counter": "shield", "count": "all"}]
    assert check_action_list(remove_all, PLAYERS, OBJECTS) is None
    draw_all = [{"do": "draw", "count": "all"}]
    assert check_action_list(draw_all, PLAYERS, OBJECTS) is not None


def test_if_done_depends_on_an_earlier_action_only():
    # "Sacrifice a land. If you do, draw a card": the draw depends on action 0.
    ok = [
        {"do": "sacrifice", "object": {"first": {"types": ["Land"]}}},
        {"do": "draw", "if_done": 0},
    ]
    assert check_action_list(ok, PLAYERS, OBJECTS) is None
    assert check_action_list([{"do": "draw", "if_done": 0}], PLAYERS, OBJECTS) == (
        "[0].if_done: the first action has no earlier action to depend on"
    )
    forward = [{"do": "draw"}, {"do": "draw", "unless_done": 1}]
    assert check_action_list(forward, PLAYERS, OBJECTS) == (
        "[1].unless_done must be the index of an earlier action (0 to 0)"
    )
    both = [{"do": "draw"}, {"do": "draw", "if_done": 0, "unless_done": 0}]
    assert check_action_list(both, PLAYERS, OBJECTS) is not None


def test_tokens_are_predefined_or_described():
    assert check_action_list([{"do": "create_tokens", "token": "Goat"}], PLAYERS, OBJECTS)
    soldier = {"name": "Soldier", "types": ["Creature"], "power": 1, "toughness": 1}
    assert check_action_list([{"do": "create_tokens", "token": soldier}], PLAYERS, OBJECTS) is None
    bad_power = {**soldier, "power": "one"}
    assert check_action_list([{"do": "create_tokens", "token": bad_power}], PLAYERS, OBJECTS) == (
        "[0].token.power must be a whole number"
    )
    copy_missing = {"copy_of": "elves"}
    assert check_action_list([{"do": "create_tokens", "token": copy_missing}], PLAYERS, OBJECTS)


def test_damage_may_be_dealt_to_a_player_or_an_object():
    # 120.1: damage is dealt to players, creatures, planeswalkers and battles.
    assert check_target("Bob", PLAYERS, OBJECTS) is None
    assert check_target("bears", PLAYERS, OBJECTS) is None
    assert check_target({"owner_of": "affected"}, PLAYERS, OBJECTS) is None
    assert check_target("Carol", PLAYERS, OBJECTS) is not None


def test_damage_prevented_this_way_only_in_a_prevention_follow_up_615_5():
    assert prevented_outside_prevention(REFLECT_DAMAGE) == "[0].amount"
    assert prevented_outside_prevention([{"do": "draw"}, {"do": "draw", "count": "prevented"}]) == (
        "[1].count"
    )
    assert prevented_outside_prevention(VIGOR) == "[0].count"
    assert prevented_outside_prevention([{"do": "draw", "count": "that_many"}]) is None
