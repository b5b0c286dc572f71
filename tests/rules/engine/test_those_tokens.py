""" "Those tokens": an action on the tokens an earlier action of the same effect created.
Expected values from the rules: the tokens exist only once created (111.1, 701.7a), so what
is done to them comes after; counters put on them are counters put on permanents (122.6),
which Doubling Season doubles ("If an effect would create one or more tokens under your
control, it creates twice that many of those tokens instead"; "If an effect would put one
or more counters on a permanent you control, it puts twice that many of those counters on
that permanent instead")."""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, scenario

BEARS_AND_COUNTER = {
    "watch": {"event": "draw", "player": "you"},
    "once": True,
    "instead": [
        {
            "do": "create_tokens",
            "token": {
                "name": "Bear",
                "types": ["Creature"],
                "colors": ["green"],
                "power": 2,
                "toughness": 2,
            },
        },
        {"do": "put_counters", "object": "those_tokens", "counter": "+1/+1"},
    ],
}


def _bears(effects=(), objects=()):
    return scenario(
        [obj("words", "Words of Wilding", types=("Enchantment",)), *objects],
        [fx("w", source="words", template="instead", params=BEARS_AND_COUNTER), *effects],
        [{"kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "library": ["Island"]}, {"name": "Bob"}],
    )


def _tokens(d):
    return sorted(
        (o["name"], o["counters"].get("+1/+1", 0)) for o in d.state["objects"] if o["token"]
    )


def test_the_counter_goes_on_the_token_just_created():
    assert _tokens(done(_bears())) == [("Bear", 1)]


def test_doubling_season_doubles_the_tokens_and_the_counters_on_each():
    season = obj("season", "Doubling Season", types=("Enchantment",))
    effects = [
        fx("st", source="season", preset="doubling-season-tokens"),
        fx("sc", source="season", preset="doubling-season-counters"),
    ]
    assert _tokens(done(_bears(effects, [season]))) == [("Bear", 2), ("Bear", 2)]


@pytest.mark.parametrize(
    ("instead", "message"),
    [
        (
            [{"do": "put_counters", "object": "those_tokens", "counter": "+1/+1"}],
            "[0].object those_tokens needs an earlier create_tokens action",
        ),
        (
            [
                {"do": "create_tokens", "token": "Food"},
                {"do": "move", "object": "those_tokens", "to": "exile"},
            ],
            "[1].object those_tokens is for put_counters",
        ),
    ],
)
def test_those_tokens_is_checked_with_its_path(instead, message):
    params = {"watch": {"event": "draw", "player": "you"}, "instead": instead}
    with pytest.raises(ScenarioError) as err:
        scenario(
            [], [fx("w", template="instead", params=params)], [{"kind": "draw", "player": "Alice"}]
        )
    assert f"effects[0].params.instead: {message}" in str(err.value)
