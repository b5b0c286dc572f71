"""An action done by each player or each opponent ("each opponent mills that many
cards"): The Mindskinner, from XMage's TheMindskinnerTest and the card's words; in a game
of three, both opponents mill (101.4: in APNAP order)."""

from __future__ import annotations

import pytest

from rules.engine import Scenario, ScenarioError

from .heldout_walk import only
from .helpers import card, players, preset_fx


def _mindskinner(names, events):
    libraries = {n: {"library": [f"{n[0]}{i}" for i in range(6)]} for n in names[1:]}
    return {
        "players": players(*names, **libraries),
        "objects": [
            card("mind", "The Mindskinner", power=10, toughness=1),
            card("piker", "Goblin Piker", power=2, toughness=1, combat="unblocked"),
            card("bolt", "Lightning Bolt", "Alice", "Instant", zone="stack", colors=["red"]),
        ],
        "effects": [preset_fx("mind", "the-mindskinner")],
        "events": events,
    }


def _milled(p, name):
    return sorted(
        o["name"] for o in p.state["objects"] if o["owner"] == name and o["zone"] == "graveyard"
    )


def test_mindskinner_bolt_and_piker_prevented_opponent_mills_five():
    # XMage TheMindskinnerTest.testPreventionAndMill: Bolt (3) at Bob and the Piker's 2
    # combat damage: Bob's life stays 20, and he mills 3 + 2 cards.
    events = [
        {"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": 3},
        {"kind": "damage", "source": "piker", "recipient": "Bob", "amount": 2, "combat": True},
    ]
    p = only(_mindskinner(["Alice", "Bob"], events))
    assert p.life("Bob") == 20
    assert len(_milled(p, "Bob")) == 5


def test_mindskinner_in_a_game_of_three_each_opponent_mills():
    # "each opponent mills that many cards": damage to Bob makes Bob and Carol mill 3.
    events = [{"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": 3}]
    p = only(_mindskinner(["Alice", "Bob", "Carol"], events))
    assert (_milled(p, "Bob"), _milled(p, "Carol")) == (["B0", "B1", "B2"], ["C0", "C1", "C2"])
    assert _milled(p, "Alice") == []
    assert p.text.index("Bob mills") < p.text.index("Carol mills")


def test_each_player_draws_in_turn_order():
    # "each player draws a card" as an action: Bob (active) first, then Alice (101.4).
    data = {
        "players": players("Bob", "Alice", Bob={"library": ["X"]}, Alice={"library": ["Y"]}),
        "objects": [],
        "effects": [
            {
                "id": "x",
                "controller": "Alice",
                "template": "instead",
                "params": {
                    "watch": {"event": "gain_life", "player": "you"},
                    "instead": [{"do": "draw", "player": "each_player"}],
                },
            }
        ],
        "events": [{"kind": "gain_life", "player": "Alice", "amount": 2}],
    }
    p = only(data)
    assert (p.player("Bob")["hand"], p.player("Alice")["hand"]) == (["X"], ["Y"])
    assert p.text.index("Bob draws") < p.text.index("Alice draws")


def test_each_player_is_refused_on_an_action_no_player_does():
    data = {
        "version": 1,
        "players": players("Alice", "Bob"),
        "objects": [card("bears", "Grizzly Bears")],
        "effects": [
            {
                "id": "x",
                "controller": "Alice",
                "template": "move_instead",
                "params": {
                    "instead_to": "exile",
                    "also": [{"do": "create_tokens", "player": "each_opponent"}],
                },
            }
        ],
        "events": [{"kind": "destroy", "object": "bears"}],
    }
    with pytest.raises(ScenarioError, match=r"also: \[0\]\.player each_opponent is for draw"):
        Scenario.from_dict(data)
