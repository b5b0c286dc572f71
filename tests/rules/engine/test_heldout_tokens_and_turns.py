"""Held-out interactions on tokens, entering permanents, draws, skipped steps and the
game's end, written from other engines' tests, official rulings and the rules (each
cites its source); expected values are the rulings', not the code's."""

from __future__ import annotations

import pytest

from rules.engine import Scenario, ScenarioError

from .heldout_walk import OLD, only, walk
from .helpers import AB, card, players, preset_fx

SOLDIER = {
    "name": "Soldier",
    "types": ["Creature"],
    "subtypes": ["Soldier"],
    "colors": ["white"],
    "power": 1,
    "toughness": 1,
}
CHATTERFANG = card("chat", "Chatterfang, Squirrel General", power=3, toughness=3)


def _tokens(p):
    return sorted((o["name"], o["controller"]) for o in p.state["objects"] if o["token"])


def _chatter(who, count=2, extra_objects=(), extra_effects=()):
    return {
        "players": AB,
        "objects": [CHATTERFANG, *extra_objects],
        "effects": [
            preset_fx("chat", "chatterfang-squirrel-general"),
            *extra_effects,
        ],
        "events": [{"kind": "create_tokens", "player": who, "count": count, "token": SOLDIER}],
    }


def test_chatterfang_raise_the_alarm_makes_two_soldiers_and_two_squirrels():
    # XMage ChatterfangSquirrelGeneralTest.testChatterfang.
    p = only(_chatter("Alice"))
    assert _tokens(p) == [("Soldier", "Alice")] * 2 + [("Squirrel", "Alice")] * 2


def test_chatterfang_leaves_an_opponents_tokens_alone():
    # XMage ChatterfangSquirrelGeneralTest.testChatterfangOpponent.
    assert _tokens(only(_chatter("Bob"))) == [("Soldier", "Bob")] * 2


def test_chatterfang_and_doubling_season_either_order_two_of_each():
    # 616.1: Alice orders them. Doubling Season first: two Soldiers, then Chatterfang adds
    # two Squirrels; Chatterfang first: one Soldier and one Squirrel, each doubled (614.5:
    # the modified event still meets Doubling Season).
    season = card("season", "Doubling Season", "Alice", "Enchantment")
    data = _chatter(
        "Alice",
        1,
        [season],
        [preset_fx("season", "doubling-season-tokens")],
    )
    paths = walk(data)
    assert {p.choices[0] for p in paths} == {"apply:chat", "apply:season"}
    assert all(p.choosers == ("Alice",) for p in paths)
    assert {tuple(_tokens(p)) for p in paths} == {
        (("Soldier", "Alice"),) * 2 + (("Squirrel", "Alice"),) * 2
    }


def test_peregrin_took_adds_one_food():
    # Peregrin Took: "those tokens plus an additional Food token".
    data = {
        "players": AB,
        "objects": [card("pip", "Peregrin Took", power=2, toughness=3)],
        "effects": [preset_fx("pip", "peregrin-took")],
        "events": [{"kind": "create_tokens", "player": "Alice", "count": 2, "token": "Clue"}],
    }
    assert _tokens(only(data)) == [("Clue", "Alice")] * 2 + [("Food", "Alice")]


def test_affected_tokens_outside_a_token_watch_are_refused():
    data = {
        "version": 1,
        "players": AB,
        "objects": [card("bears", "Grizzly Bears")],
        "effects": [
            {
                "id": "x",
                "controller": "Alice",
                "template": "move_instead",
                "params": {
                    "instead_to": "exile",
                    "also": [{"do": "create_tokens", "token": "affected"}],
                },
            }
        ],
        "events": [{"kind": "destroy", "object": "bears"}],
    }
    with pytest.raises(ScenarioError, match=r"params\.also\[0\]\.token: \"affected\" is"):
        Scenario.from_dict(data)


def test_jace_wielder_of_mysteries_does_nothing_when_the_draw_cant_happen():
    # Jace, Wielder of Mysteries: "If you would draw a card while your library has no
    # cards in it, you win the game instead." Spirit of the Labyrinth stops Alice's second
    # draw; an event that can't happen takes no replacement (614.17c; the Maralen ruling
    # of 2008-04-01 said so of Laboratory Maniac): Alice doesn't win.
    data = {
        "players": players("Alice", "Bob", Alice={"this_turn": {"drew": 1}}),
        "objects": [
            card("jace", "Jace, Wielder of Mysteries", "Alice", "Planeswalker"),
            card("spirit", "Spirit of the Labyrinth", "Bob", power=3, toughness=1),
        ],
        "effects": [
            preset_fx("jace", "laboratory-maniac"),
            preset_fx("spirit", "spirit-of-the-labyrinth", "Bob"),
        ],
        "events": [{"kind": "draw", "player": "Alice", "count": 1}],
    }
    p = only(data)
    assert p.player("Alice")["won"] is False
    assert p.player("Alice")["drew_from_empty_library"] == 0


def test_transcendence_stops_a_loss_for_life_not_for_poison():
    # Transcendence: "You don't lose the game for having 0 or less life." (704.5a vs 704.5c)
    def lost(cause):
        return only(
            {
                "players": players("Alice", "Bob", Alice={"life": -3}),
                "objects": [card("tr", "Transcendence", "Alice", "Enchantment")],
                "effects": [
                    {
                        "id": "tr",
                        "source": "tr",
                        "controller": "Alice",
                        "template": "cant",
                        "params": {"event": "lose_game", "player": "you", "cause": "life"},
                    }
                ],
                "events": [{"kind": "lose_game", "player": "Alice", "cause": cause}],
            }
        )

    assert "can't lose" in lost("life").text
    assert "Alice loses the game" in lost("poison").text


def test_yawgmoths_bargain_skips_every_draw_step():
    # Yawgmoth's Bargain: "Skip your draw step." A static ability: every draw step, never
    # used up (Stasis-like `each`); two turns' draw steps are both skipped.
    data = {
        "players": players("Alice", "Bob", Alice={"library": ["Island", "Island"]}),
        "objects": [card("yb", "Yawgmoth's Bargain", "Alice", "Enchantment")],
        "effects": [
            {
                "id": "yb",
                "source": "yb",
                "controller": "Alice",
                "template": "skip",
                "params": {"step": "draw", "player": "you", "each": True},
            }
        ],
        "timeline": [{"events": [{"kind": "begin_step", "player": "Alice", "step": "draw"}]}],
        "events": [{"kind": "begin_step", "player": "Alice", "step": "draw"}],
    }
    p = only(data, OLD)
    assert p.player("Alice")["library"] == ["Island", "Island"]
    assert "yb" in p.state["live_effects"]


def test_mistcutter_hydra_x_three_with_hardened_scales_gets_four():
    # Mistcutter Hydra enters with X +1/+1 counters (107.3m); Hardened Scales adds one
    # (its 2014-09-20 ruling: a creature entering with counters). XMage MistcutterHydraTest.
    data = {
        "players": AB,
        "objects": [
            card("hydra", "Mistcutter Hydra", zone="stack", power=0, toughness=0, x=3),
            card("scales", "Hardened Scales", "Alice", "Enchantment"),
        ],
        "effects": [
            {
                "id": "hydra",
                "source": "hydra",
                "controller": "Alice",
                "template": "enter_with_counters",
                "params": {
                    "object": {"this": True},
                    "counter": "+1/+1",
                    "count": {"for_each": {"x": "this"}},
                },
            },
            preset_fx("scales", "hardened-scales"),
        ],
        "events": [{"kind": "enter", "object": "hydra", "controller": "Alice"}],
    }
    assert only(data).counters("hydra") == 4


def test_clone_copying_polukranos_enters_with_its_six_counters():
    # 706.2 / 614.1c: a copy has the copied card's "enters with six +1/+1 counters"
    # (Polukranos, Unchained), which applies to the Clone entering as that copy.
    data = {
        "players": AB,
        "objects": [
            card("clone", "Clone", zone="stack", colors=["blue"]),
            card(
                "polu", "Polukranos, Unchained", "Bob", power=0, toughness=0, counters={"+1/+1": 6}
            ),
        ],
        "effects": [
            {
                "id": "clone",
                "source": "clone",
                "controller": "Alice",
                "preset": "clone",
                "params": {"copy_of": "polu"},
            },
            {
                "id": "polu",
                "source": "polu",
                "controller": "Bob",
                "template": "enter_with_counters",
                "params": {"object": {"this": True}, "counter": "+1/+1", "count": 6},
            },
        ],
        "events": [{"kind": "enter", "object": "clone", "controller": "Alice"}],
    }
    p = next(p for p in walk(data) if p.obj("clone")["copy_of"] == "polu")
    assert p.counters("clone") == 6


def test_riot_from_rhythm_of_the_wild_with_hardened_scales():
    # Riot (702.136a): "You may have this permanent enter with an additional +1/+1
    # counter on it." Grizzly Bears under Rhythm of the Wild: with the counter and
    # Hardened Scales, 2 counters; without, none.
    data = {
        "players": AB,
        "objects": [
            card("bears", "Grizzly Bears", zone="stack", power=2, toughness=2),
            card("scales", "Hardened Scales", "Alice", "Enchantment"),
        ],
        "effects": [
            {
                "id": "riot",
                "source": "bears",
                "controller": "Alice",
                "template": "enter_with_counters",
                "optional": True,
                "params": {"object": {"this": True}, "counter": "+1/+1", "count": 1},
            },
            preset_fx("scales", "hardened-scales"),
        ],
        "events": [{"kind": "enter", "object": "bears", "controller": "Alice"}],
    }
    assert {p.counters("bears") for p in walk(data)} == {0, 2}


def test_teferis_protection_damage_prevented_and_life_unchanged():
    # Teferi's Protection: "Your life total can't change … Prevent all damage that would
    # be dealt to you." Lava Axe's 5 is prevented; Bob's Tainted Remedy-free life loss of
    # 2 can't happen.
    data = {
        "players": AB,
        "objects": [card("axe", "Lava Axe", "Bob", "Sorcery", zone="stack", colors=["red"])],
        "effects": [
            {
                "id": "tp-prevent",
                "controller": "Alice",
                "template": "prevent",
                "origin": "resolution",
                "params": {"amount": "all", "recipient": {"player": "you"}},
            },
            {
                "id": "tp-lose",
                "controller": "Alice",
                "template": "cant",
                "origin": "resolution",
                "params": {"event": "lose_life", "player": "you"},
            },
            {
                "id": "tp-gain",
                "controller": "Alice",
                "template": "cant",
                "origin": "resolution",
                "params": {"event": "gain_life", "player": "you"},
            },
        ],
        "events": [
            {"kind": "damage", "source": "axe", "recipient": "Alice", "amount": 5},
            {"kind": "lose_life", "player": "Alice", "amount": 2},
            {"kind": "gain_life", "player": "Alice", "amount": 4},
        ],
    }
    assert only(data).life("Alice") == 20


def test_an_event_may_name_a_predefined_token_and_an_unknown_name_is_refused():
    # Thraben Inspector investigates (701.16a: create a Clue token, 111.10f).
    data = {
        "players": AB,
        "objects": [],
        "effects": [],
        "events": [{"kind": "create_tokens", "player": "Alice", "token": "Clue"}],
    }
    p = only(data)
    clue = next(o for o in p.state["objects"] if o["token"])
    assert (clue["name"], clue["zone"]) == ("Clue", "battlefield")
    bad = {**data, "version": 1, "events": [{**data["events"][0], "token": "Squirrel"}]}
    with pytest.raises(ScenarioError, match=r"events\[0\]\.token"):
        Scenario.from_dict(bad)


@pytest.mark.parametrize(
    ("token", "message"),
    [
        ("Squirrel", "events[0].token: 'Squirrel' is not one of: Treasure, Food"),
        ({"name": "X", "colours": []}, "events[0].token: unknown field(s): 'colours'"),
        ({"name": "X", "colors": ["mauve"]}, "events[0].token: colors[0]: 'mauve' is not one"),
        (3, "events[0].token: must be an object or one of: Treasure"),
    ],
)
def test_a_wrong_token_of_an_event_is_named_in_the_form_it_has(token, message):
    data = {
        "version": 1,
        "players": AB,
        "objects": [],
        "effects": [],
        "events": [{"kind": "create_tokens", "player": "Alice", "token": token}],
    }
    with pytest.raises(ScenarioError) as raised:
        Scenario.from_dict(data)
    assert message in str(raised.value)
