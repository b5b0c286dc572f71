"""Game results as events: losing and winning the game (104.2, 104.3), "can't lose the
game" and "can't win the game" (614.17). Expected values from the rules and the cards'
rulings."""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, outcomes, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"

ANGEL = obj("angel", "Platinum Angel", types=("Artifact", "Creature"), power=4, toughness=4)


def _angel(events: list[dict[str, object]], zone: str = "battlefield"):
    return scenario(
        [{**ANGEL, "zone": zone}],
        [
            fx("lose", source="angel", preset="platinum-angel-lose"),
            fx("win", source="angel", preset="platinum-angel"),
        ],
        events,
        players=[{"name": "Alice", "life": 0}, {"name": "Bob"}],
    )


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_platinum_angel_stops_its_controller_losing_the_game(procedure):
    # Platinum Angel: "You can't lose the game" (614.17): the event doesn't happen.
    d = done(_angel([{"kind": "lose_game", "player": "Alice", "cause": "life"}]), procedure)
    assert d.outcome.text == "Alice can't lose the game (Platinum Angel (can't lose))"
    assert "lost" not in d.state["players"][0]


def test_platinum_angel_stops_an_opponent_winning_but_not_its_controller():
    d = done(
        _angel(
            [
                {"kind": "win_game", "player": "Bob"},
                {"kind": "win_game", "player": "Alice"},
            ]
        )
    )
    assert d.outcome.text == "Bob can't win the game (Platinum Angel); Alice wins the game"


def test_without_the_angel_on_the_battlefield_the_player_loses():
    # A static ability works only while its permanent is on the battlefield (112.6).
    d = done(_angel([{"kind": "lose_game", "player": "Alice"}], zone="graveyard"))
    assert d.outcome.text == "Alice loses the game"
    assert d.state["players"][0]["lost"] is True


def test_an_effect_that_says_a_player_loses_can_be_replaced():
    # 104.3e: an effect may state that a player loses the game; "if you would lose the
    # game, … instead" watches that event (614.1a).
    s = scenario(
        [obj("mirror", "Mirror", types=("Artifact",))],
        [
            fx(
                "m",
                source="mirror",
                template="instead",
                params={"watch": {"event": "lose_game"}, "instead": [{"do": "draw", "count": 2}]},
            )
        ],
        [{"kind": "lose_game", "player": "Alice"}],
        players=[{"name": "Alice", "library": ["Island", "Forest"]}, {"name": "Bob"}],
    )
    assert outcomes(s) == {"Alice draws 2 cards"}


def test_a_lose_game_event_names_a_player():
    with pytest.raises(ScenarioError) as e:
        scenario([], [], [{"kind": "lose_game", "player": "Carol"}])
    assert "events[0].player" in str(e.value)
