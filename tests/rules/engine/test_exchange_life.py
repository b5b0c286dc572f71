"""An exchange of life totals (701.12a, 701.12c; 119.7, 119.8): the event ``exchange_life``
(Magus of the Mirror); expected values from the rules and the cards' texts."""

from __future__ import annotations

import pytest

from rules.engine import Scenario, ScenarioError

from .heldout_walk import MODERN, OLD, only
from .helpers import card, players


def _magus(*effects, alice=5, bob=15, objects=()):
    # Magus of the Mirror: "{T}, Sacrifice Magus of the Mirror: Exchange life totals with
    # target opponent. Activate only during your upkeep." Alice activates it targeting Bob.
    return {
        "players": players("Alice", "Bob", Alice={"life": alice}, Bob={"life": bob}),
        "objects": [card("magus", "Magus of the Mirror", zone="graveyard"), *objects],
        "effects": list(effects),
        "events": [
            {
                "kind": "exchange_life",
                "player": "Alice",
                "other": "Bob",
                "by": {"kind": "ability", "player": "Alice", "object": "magus"},
            }
        ],
    }


def _static(id, name, owner, preset):
    return {"id": id, "source": id, "controller": owner, "preset": preset}


def test_an_exchange_is_a_gain_and_a_loss():
    # 701.12c: "each player gains or loses the amount of life necessary to equal the other
    # player's previous life total": Alice gains 10, Bob loses 10.
    for procedure in (OLD, MODERN):
        p = only(_magus(), procedure)
        assert (p.life("Alice"), p.life("Bob")) == (15, 5), procedure
        assert p.text == "Alice gains 10 life; Bob loses 10 life", procedure


def test_sulfuric_vortex_stops_the_whole_exchange():
    # 119.7: "If an effect says that a player can't gain life, that player can't make an
    # exchange such that the player's life total would become higher; in that case, the
    # exchange won't happen"; 701.12a: no part of it occurs, so Bob loses nothing either.
    vortex = card("vortex", "Sulfuric Vortex", "Bob", "Enchantment")
    data = _magus(_static("vortex", "Sulfuric Vortex", "Bob", "sulfuric-vortex"), objects=[vortex])
    p = only(data)
    assert (p.life("Alice"), p.life("Bob")) == (5, 15)
    assert p.text.startswith("Alice and Bob don't exchange life totals: Alice can't gain life")
    assert "701.12a" in p.text and "119.7" in p.text
    # The rules of 2008 have the glossary's "Exchange": a spell or ability that can't
    # exchange the chosen things has no effect on them (no rule number).
    old = only(data, OLD)
    assert (old.life("Alice"), old.life("Bob")) == (5, 15)


def test_a_player_who_cant_lose_life_cant_be_given_a_lower_total():
    # 119.8, with a "can't lose life" effect on Bob (Platinum Emperion's "Your life total
    # can't change", its losing half): no exchange.
    cant_lose = {
        "id": "emperion",
        "source": "emperion",
        "controller": "Bob",
        "template": "cant",
        "params": {"event": "lose_life", "player": "you"},
    }
    emperion = card("emperion", "Platinum Emperion", "Bob", "Artifact", "Creature")
    p = only(_magus(cant_lose, objects=[emperion]))
    assert (p.life("Alice"), p.life("Bob")) == (5, 15)
    assert "Bob can't lose life" in p.text


def test_boon_reflection_doubles_the_gain_of_an_exchange():
    # 701.12c: "Replacement effects may modify these gains and losses." Alice's Boon
    # Reflection: she gains 20 (25 life), Bob loses 10 (5).
    boon = card("boon", "Boon Reflection", "Alice", "Enchantment")
    p = only(_magus(_static("boon", "Boon Reflection", "Alice", "boon-reflection"), objects=[boon]))
    assert (p.life("Alice"), p.life("Bob")) == (25, 5)


def test_rain_of_gore_turns_the_magus_controllers_gain_into_a_loss():
    # Rain of Gore: "If a spell or ability would cause its controller to gain life, that
    # player loses that much life instead." The gain is caused by Alice's Magus: she loses
    # 10 (to -5) and Bob still loses 10.
    gore = card("gore", "Rain of Gore", "Bob", "Enchantment")
    p = only(_magus(_static("gore", "Rain of Gore", "Bob", "rain-of-gore"), objects=[gore]))
    assert (p.life("Alice"), p.life("Bob")) == (-5, 5)


def test_equal_life_totals_exchange_nothing():
    # Nobody gains or loses life (a gain or loss of 0 is no event, 119.10): nothing happens,
    # even under Sulfuric Vortex.
    vortex = card("vortex", "Sulfuric Vortex", "Bob", "Enchantment")
    data = _magus(
        _static("vortex", "Sulfuric Vortex", "Bob", "sulfuric-vortex"),
        alice=12,
        bob=12,
        objects=[vortex],
    )
    p = only(data)
    assert (p.life("Alice"), p.life("Bob"), p.text) == (12, 12, "Nothing happens")


@pytest.mark.parametrize(
    ("event", "path", "words"),
    [
        ({"kind": "exchange_life", "player": "Alice"}, "events[0].other", "is required"),
        (
            {"kind": "exchange_life", "player": "Alice", "other": "Carol"},
            "events[0].other",
            "Carol",
        ),
        (
            {"kind": "exchange_life", "player": "Alice", "other": "Alice"},
            "events[0].other",
            "another player",
        ),
        (
            {"kind": "gain_life", "player": "Alice", "amount": 1, "other": "Bob"},
            "events[0].other",
            "no other",
        ),
    ],
)
def test_a_bad_exchange_is_refused_with_its_path(event, path, words):
    data = {
        "version": 1,
        "players": players("Alice", "Bob"),
        "objects": [],
        "effects": [],
        "events": [event],
    }
    with pytest.raises(ScenarioError) as err:
        Scenario.from_dict(data)
    said = str(err.value)
    assert path in said and words in said, said
