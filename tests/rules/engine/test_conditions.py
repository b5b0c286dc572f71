"""Conditions read from the game as the event would happen, and counts worked out as an
effect applies. Expected values from the cards' texts, their rulings and the rules."""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, outcomes, pending, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"


def _labyrinth(drew: int, count: int):
    return scenario(
        [obj("spirit", "Spirit of the Labyrinth", owner="Alice")],
        [fx("spirit", source="spirit", preset="spirit-of-the-labyrinth")],
        [{"kind": "draw", "player": "Bob", "count": count}],
        players=[
            {"name": "Alice"},
            {"name": "Bob", "library": ["A", "B", "C", "D"], "this_turn": {"drew": drew}},
        ],
    )


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_spirit_of_the_labyrinth_lets_one_draw_of_several_happen(procedure):
    # 121.2b: "can't draw more than one card each turn" applies to each single draw; an
    # instruction to draw several may be partly carried out.
    assert outcomes(_labyrinth(0, 3), procedure) == {
        "Bob draws a card; Bob can't draw a card (Spirit of the Labyrinth) (2 times)"
    }


def test_a_draw_earlier_this_turn_counts():
    d = done(_labyrinth(1, 1))
    assert d.outcome.text == "Bob can't draw a card (Spirit of the Labyrinth)"
    assert d.state["players"][1]["hand"] == []


def test_what_happens_in_the_timeline_counts_for_this_turn():
    s = scenario(
        [obj("spirit", "Spirit of the Labyrinth", owner="Alice")],
        [fx("spirit", source="spirit", preset="spirit-of-the-labyrinth")],
        [{"kind": "draw", "player": "Bob"}],
        players=[{"name": "Alice"}, {"name": "Bob", "library": ["A", "B"]}],
        timeline=[{"events": [{"kind": "draw", "player": "Bob"}]}],
    )
    assert (
        done(s).outcome.text == "Bob draws a card; Bob can't draw a card (Spirit of the Labyrinth)"
    )


def _troll(graveyard, effects=()):
    troll = obj("troll", "Golgari Grave-Troll", zone="stack", power=0, toughness=0)
    return scenario(
        [troll, *graveyard],
        [fx("troll", source="troll", preset="golgari-grave-troll"), *effects],
        [{"kind": "enter", "object": "troll"}],
    )


GRAVEYARD = [
    obj("g1", "Grizzly Bears", zone="graveyard"),
    obj("g2", "Llanowar Elves", zone="graveyard"),
    obj("g3", "Forest", zone="graveyard", types=("Land",)),
    obj("g4", "Runeclaw Bear", owner="Bob", zone="graveyard"),
]


def test_golgari_grave_troll_counts_creature_cards_in_your_graveyard_as_it_enters():
    # "a +1/+1 counter on it for each creature card in your graveyard": Alice's two
    # creature cards, not the land, not Bob's creature card.
    assert outcomes(_troll(GRAVEYARD)) == {
        "Golgari Grave-Troll enters the battlefield untapped under Alice's control with "
        "2 +1/+1 counters"
    }


def test_the_count_is_modified_like_any_counters_it_enters_with():
    # Hardened Scales: counters a permanent enters with are put on it (122.6), so one more.
    scales = fx("scales", origin="resolution", preset="hardened-scales")
    texts = outcomes(_troll(GRAVEYARD, [scales]))
    assert texts == {
        "Golgari Grave-Troll enters the battlefield untapped under Alice's control with "
        "3 +1/+1 counters"
    }


def test_tidewalker_counts_islands_you_control():
    islands = [
        obj(f"i{n}", "Island", owner=who, types=("Land",), subtypes=["Island"])
        for n, who in enumerate(("Alice", "Alice", "Alice", "Bob"))
    ]
    s = scenario(
        [obj("tide", "Tidewalker", zone="stack"), *islands],
        [fx("tide", source="tide", preset="tidewalker")],
        [{"kind": "enter", "object": "tide"}],
    )
    assert outcomes(s) == {
        "Tidewalker enters the battlefield untapped under Alice's control with 3 time counters"
    }


def test_storm_entity_counts_every_players_spells_cast_this_turn_but_itself():
    s = scenario(
        [obj("storm", "Storm Entity", zone="stack")],
        [fx("storm", source="storm", preset="storm-entity")],
        [{"kind": "enter", "object": "storm"}],
        players=[
            {"name": "Alice", "this_turn": {"cast": 3}},
            {"name": "Bob", "this_turn": {"cast": 1}},
        ],
    )
    assert outcomes(s) == {
        "Storm Entity enters the battlefield untapped under Alice's control with 3 +1/+1 counters"
    }


def _hydra(**kw):
    # "Genesis Hydra enters the battlefield with X +1/+1 counters on it."
    count = {"for_each": {"x": "this"}}
    return scenario(
        [obj("hydra", "Genesis Hydra", zone="stack", **kw)],
        [
            fx(
                "hydra",
                source="hydra",
                template="enter_with_counters",
                params={"object": {"this": True}, "counter": "+1/+1", "count": count},
            )
        ],
        [{"kind": "enter", "object": "hydra"}],
    )


def test_x_is_the_value_chosen_for_the_spell_that_enters():
    # 107.3m: its replacement effect on entering reads the spell's X; no X chosen is 0.
    assert outcomes(_hydra(x=4)) == {
        "Genesis Hydra enters the battlefield untapped under Alice's control with 4 +1/+1 counters"
    }
    assert outcomes(_hydra()) == {
        "Genesis Hydra enters the battlefield untapped under Alice's control"
    }
    with pytest.raises(ScenarioError):
        _hydra(x=-1)


def _conditional(condition, players=None, objects=()):
    return scenario(
        [obj("boon", "Boon Reflection", types=("Enchantment",)), *objects],
        [
            fx(
                "boon",
                source="boon",
                template="multiply",
                params={"factor": 2, "event": "gain_life", "condition": condition},
            )
        ],
        [{"kind": "gain_life", "player": "Alice", "amount": 3}],
        players=players,
    )


@pytest.mark.parametrize(
    ("condition", "players", "doubled"),
    [
        ({"life": "you", "at_most": 10}, [{"name": "Alice", "life": 10}, {"name": "Bob"}], True),
        ({"life": "you", "at_most": 10}, [{"name": "Alice", "life": 11}, {"name": "Bob"}], False),
        (
            {"cards": {"player": "you", "zone": "hand"}, "at_most": 0},
            [{"name": "Alice", "hand": []}, {"name": "Bob"}],
            True,
        ),
        (
            {"cards": {"player": "you", "zone": "hand"}, "at_most": 0},
            [{"name": "Alice", "hand": ["Island"]}, {"name": "Bob"}],
            False,
        ),
        (
            {"cards": {"player": "Bob", "zone": "library"}, "at_least": 2},
            [{"name": "Alice"}, {"name": "Bob", "library": ["A", "B"]}],
            True,
        ),
        (
            {"counters": {"player": "you", "counter": "poison"}, "equals": 2},
            [{"name": "Alice", "counters": {"poison": 2}}, {"name": "Bob"}],
            True,
        ),
        (
            {"this_turn": {"player": "Bob", "did": "dealt_damage"}},
            [{"name": "Alice"}, {"name": "Bob", "this_turn": {"dealt_damage": 2}}],
            True,
        ),
        # "If you have two or more opponents" (102.2: every other player in a game of
        # more than two is an opponent).
        ({"opponents": "you", "at_least": 2}, [{"name": "Alice"}, {"name": "Bob"}], False),
        (
            {"opponents": "you", "at_least": 2},
            [{"name": "Alice"}, {"name": "Bob"}, {"name": "Carol"}],
            True,
        ),
        (
            # Bloodthirst's "an opponent was dealt damage this turn" (702.54a): the
            # controller's opponents added up, not the controller.
            {"this_turn": {"player": "opponents", "did": "dealt_damage"}},
            [
                {"name": "Alice"},
                {"name": "Bob"},
                {"name": "Carol", "this_turn": {"dealt_damage": 1}},
            ],
            True,
        ),
        (
            {"this_turn": {"player": "opponents", "did": "dealt_damage"}},
            [{"name": "Alice", "this_turn": {"dealt_damage": 5}}, {"name": "Bob"}],
            False,
        ),
        (
            {"cards": {"player": "opponents", "zone": "hand"}, "at_least": 2},
            [{"name": "Alice"}, {"name": "Bob", "hand": ["A"]}, {"name": "Carol", "hand": ["B"]}],
            True,
        ),
        ({"turn_of": "you"}, [{"name": "Alice"}, {"name": "Bob"}], True),
        ({"turn_of": "you"}, [{"name": "Bob"}, {"name": "Alice"}], False),
        (
            {"not": {"any": [{"life": "you", "at_least": 30}, {"turn_of": "Bob"}]}},
            None,
            True,
        ),
    ],
)
def test_a_condition_is_read_from_the_game_as_the_event_would_happen(condition, players, doubled):
    d = done(_conditional(condition, players))
    assert d.outcome.text == f"Alice gains {6 if doubled else 3} life"


def test_counters_on_an_object_and_a_condition_that_fails_is_explained():
    cond = {"counters": {"object": "this", "counter": "charge"}, "at_least": 1}
    with_charge = [obj("boon", "Boon Reflection", types=("Enchantment",), counters={"charge": 1})]
    s = scenario(
        with_charge,
        [
            fx(
                "boon",
                source="boon",
                template="multiply",
                params={"factor": 2, "event": "gain_life", "condition": cond},
            )
        ],
        [{"kind": "gain_life", "player": "Alice", "amount": 3}],
    )
    assert done(s).outcome.text == "Alice gains 6 life"
    s2 = _conditional(cond)
    d = done(s2)
    assert d.outcome.text == "Alice gains 3 life"
    notes = " ".join(step.explanation for step in d.trace)
    assert "its condition doesn't hold now" in notes


@pytest.mark.parametrize(
    ("condition", "path"),
    [
        ({"life": "Carol"}, "effects[0].params.condition: life: 'Carol' must be you"),
        # A life total is one player's: "opponents" adds up only counts of cards and of this turn.
        ({"life": "opponents"}, "condition: life: 'opponents' must be you, affected or a player"),
        ({"cards": {"zone": "deck"}}, "effects[0].params.condition: cards.zone: must be one of"),
        ({"all": [{"life": "you"}, {"mana": 3}]}, "condition: all[1]: must have exactly one of"),
        ({"life": "you", "at_least": "3"}, "condition: at_least: must be a whole number"),
        ({"not": {"this_turn": {"did": "slept"}}}, "condition: not.this_turn.did: must be one of"),
        ({"counters": {"object": "nope"}}, "condition: counters.object: 'nope' is not"),
        ({"opponents": "Carol"}, "effects[0].params.condition: opponents: 'Carol' must be you"),
    ],
)
def test_a_bad_condition_names_its_path(condition, path):
    with pytest.raises(ScenarioError) as e:
        _conditional(condition)
    assert path in str(e.value)


def test_a_bad_count_names_its_path():
    with pytest.raises(ScenarioError) as e:
        scenario(
            [obj("t", "Troll", zone="stack")],
            [
                fx(
                    "t",
                    source="t",
                    template="enter_with_counters",
                    params={"object": {"this": True}, "counter": "+1/+1", "count": {"each": 1}},
                )
            ],
            [{"kind": "enter", "object": "t"}],
        )
    assert "effects[0].params.count: must be a whole number or a count with for_each" in str(
        e.value
    )


def test_a_condition_asks_nothing_when_it_fails_for_every_option():
    # Two doublers, only one of which holds: the player isn't asked (a single option).
    s = scenario(
        [obj("boon", "Boon Reflection", types=("Enchantment",))],
        [
            fx("a", origin="resolution", preset="boon-reflection"),
            fx(
                "b",
                origin="resolution",
                template="multiply",
                params={
                    "factor": 2,
                    "event": "gain_life",
                    "condition": {"life": "you", "at_most": 5},
                },
            ),
        ],
        [{"kind": "gain_life", "player": "Alice", "amount": 3}],
    )
    assert done(s).outcome.text == "Alice gains 6 life"
    s = scenario(
        [],
        [
            fx("a", origin="resolution", preset="boon-reflection"),
            fx(
                "b",
                origin="resolution",
                template="multiply",
                params={
                    "factor": 2,
                    "event": "gain_life",
                    "condition": {"life": "you", "at_most": 20},
                },
            ),
        ],
        [{"kind": "gain_life", "player": "Alice", "amount": 3}],
    )
    assert pending(s).chooser == "Alice"


def test_a_teammate_is_no_opponent():
    """102.3: in a game between teams, a player's opponents are the players not on their
    team. In Two-Headed Giant (810.1) Alice has two opponents, Bob and Dan, not three."""
    from rules.engine import Scenario, explore

    def boon(at_least: int) -> set[str]:
        cond = {"opponents": "you", "at_least": at_least}
        data = {
            "version": 1,
            "players": [{"name": n} for n in ("Alice", "Bob", "Carol", "Dan")],
            "teams": [{"players": ["Alice", "Carol"]}, {"players": ["Bob", "Dan"]}],
            "objects": [obj("boon", "Boon Reflection", types=("Enchantment",))],
            "effects": [
                fx(
                    "boon",
                    source="boon",
                    template="multiply",
                    params={"factor": 2, "event": "gain_life", "condition": cond},
                )
            ],
            "events": [{"kind": "gain_life", "player": "Alice", "amount": 3}],
        }
        return set(explore(Scenario.from_dict(data), MODERN).texts())

    assert boon(2) == {"Alice gains 6 life; Alice and Carol's team is at 36 life (was 30)"}
    assert boon(3) == {"Alice gains 3 life; Alice and Carol's team is at 33 life (was 30)"}
