"""Effects on how many cards a player mills (`multiply`, `add`, `divide` with `"event":
"mill"`): a mill is the top N cards of a library put into its owner's graveyard (701.17a),
as many as there are (701.17b); a replacement effect changes N as the mill would happen
(614.1a). Expected counts worked out by hand from those rules."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine import Done, Scenario, ScenarioError, resolve


def _left(effects: list[dict[str, Any]], events: list[dict[str, Any]]) -> dict[str, int]:
    scenario = {
        "version": 1,
        "players": [
            {"name": "Alice", "library": [f"A{i}" for i in range(8)]},
            {"name": "Bob", "library": [f"B{i}" for i in range(8)]},
        ],
        "objects": [{"id": "bruvac", "name": "Bruvac", "owner": "Alice", "types": ["Creature"]}],
        "effects": effects,
        "events": events,
    }
    answer = resolve(Scenario.from_dict(scenario), "2025-09-19")
    assert isinstance(answer, Done)
    return {p["name"]: len(p["library"]) for p in answer.state["players"]}


def _effect(template: str, **params: Any) -> dict[str, Any]:
    return {
        "id": "e",
        "source": "bruvac",
        "controller": "Alice",
        "template": template,
        "params": {"event": "mill", **params},
    }


def test_twice_that_many_for_an_opponent_only():
    doubler = _effect("multiply", factor=2, player="opponent")
    left = _left(
        [doubler],
        [{"kind": "mill", "player": "Bob", "count": 3}, {"kind": "mill", "player": "Alice"}],
    )
    assert left == {"Bob": 8 - 6, "Alice": 8 - 1}


def test_that_many_plus_n_mills_no_more_than_the_library_holds():
    adder = _effect("add", amount=4, player="opponent")
    left = _left([adder], [{"kind": "mill", "player": "Bob", "count": 5}])
    assert left["Bob"] == 0  # 5 + 4 = 9 asked, 8 there (701.17b)


def test_a_mill_an_effect_makes_is_changed_too():
    """A player told by a replacement to mill ("they mill a card", its ``instead``) mills as
    any other mill: the effect on milling applies to that event (614.5: each replacement
    effect gets one chance at each event)."""
    draws = {
        "id": "d",
        "source": "bruvac",
        "controller": "Alice",
        "template": "instead",
        "params": {
            "watch": {"event": "draw", "player": "opponent"},
            "instead": [{"do": "mill", "player": "affected", "count": 1}],
        },
    }
    doubler = {**_effect("multiply", factor=2, player="opponent"), "id": "m"}
    left = _left([draws, doubler], [{"kind": "draw", "player": "Bob"}])
    assert left["Bob"] == 8 - 2


def test_exiling_the_top_cards_is_no_mill():
    exiles = {
        "id": "d",
        "source": "bruvac",
        "controller": "Alice",
        "template": "instead",
        "params": {
            "watch": {"event": "draw", "player": "opponent"},
            "instead": [{"do": "exile_top", "player": "affected", "count": 1}],
        },
    }
    doubler = {**_effect("multiply", factor=2, player="opponent"), "id": "m"}
    left = _left([exiles, doubler], [{"kind": "draw", "player": "Bob"}])
    assert left["Bob"] == 8 - 1


@pytest.mark.parametrize(
    ("params", "path", "words"),
    [
        ({"event": "milling"}, "effects[0].params.event", "is not one of"),
        ({"source": {"this": True}}, "effects[0].params.source", "not for effects on milling"),
        ({"combat": True}, "effects[0].params.combat", "only for effects on damage"),
    ],
)
def test_what_an_effect_on_milling_cant_say_is_refused_by_name(params, path, words):
    bad = _effect("multiply", factor=2, player="opponent")
    bad["params"].update(params)
    with pytest.raises(ScenarioError) as caught:
        _left([bad], [{"kind": "mill", "player": "Bob"}])
    text = "; ".join(str(e) for e in caught.value.errors)
    assert path in text and words in text, text
