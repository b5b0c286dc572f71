"""Revealing cards from the top of a library until a card of a chosen kind (the action
``reveal_until``), with Abundance.

Expected values come from the card's Oracle text, its rulings and the rules, never from the
code:

- Abundance: "If you would draw a card, you may instead choose land or nonland and reveal
  cards from the top of your library until you reveal a card of the chosen kind. Put that
  card into your hand and put all other cards revealed this way on the bottom of your
  library in any order."
- Its rulings: "This replacement effect replaces the draw, so nothing that triggers on a
  draw will trigger"; "If no card of the chosen type is found before your library empties,
  you don't get a card" (every revealed card goes to the bottom); "If your library is
  empty, Abundance can prevent you from losing the game for being unable to draw a card."
- 608.2d (413.2c in 2008): the choice of land or nonland is made as the effect is applied,
  by its controller.
- 121.5 (423.5 in 2008): a card put into a hand without the word "draw" is not drawn.
- 121.6a / 614.11 (423.6a, 419.6h in 2008): an effect replacing a draw applies even with an
  empty library.
- 616.1 (419.9a in 2008): with two effects replacing one draw, the affected player chooses
  which applies first.
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine import ScenarioError
from rules.engine.scenario import Scenario

from .helpers import done, option_ids, outcomes, pending

MODERN, OLD = "2025-09-19", "2008-02-01"
CARDS = [
    {"name": "Lightning Bolt", "types": ["Instant"], "colors": ["red"]},
    {"name": "Shock", "types": ["Instant"], "colors": ["red"]},
    {"name": "Forest", "types": ["Land"], "supertypes": ["Basic"]},
    {"name": "Island", "types": ["Land"], "supertypes": ["Basic"]},
]
ABUNDANCE = {"id": "ab", "name": "Abundance", "owner": "Alice", "types": ["Enchantment"]}
APPLY = "mode:apply"


def _abundance(library, objects=(), effects=(), bob_library=(), instead=None) -> Scenario:
    effect: dict[str, Any] = {"id": "ab", "source": "ab", "controller": "Alice"}
    if instead is None:
        effect["preset"] = "abundance"
    else:
        effect["template"] = "instead"
        effect["params"] = {"watch": {"event": "draw", "player": "you"}, "instead": instead}
    return Scenario.from_dict(
        {
            "version": 1,
            "players": [
                {"name": "Alice", "library": list(library)},
                {"name": "Bob", "library": list(bob_library)},
            ],
            "cards": CARDS,
            "objects": [ABUNDANCE, *objects],
            "effects": [effect, *effects],
            "events": [{"id": "e1", "kind": "draw", "player": "Alice"}],
        }
    )


def _player(d, name="Alice"):
    return next(p for p in d.state["players"] if p["name"] == name)


def _zones(d):
    return {o["name"]: o["zone"] for o in d.state["objects"] if o["id"].startswith("Alice.")}


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_the_controller_chooses_land_or_nonland_as_the_effect_is_applied(procedure):
    q = pending(_abundance(["Lightning Bolt", "Forest"]), procedure, (APPLY,))
    assert q.chooser == "Alice"
    assert q.question == "Alice, which kind of card do you choose?"
    assert option_ids(q) == ["reveal:e1.ab0:land", "reveal:e1.ab0:nonland"]
    # 608.2d (413.2c in 2008): the choice is made while applying the effect.
    assert ("608.2d" if procedure == MODERN else "413.2c") in q.rules


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_land_chosen_the_forest_goes_to_the_hand_and_the_bolt_to_the_bottom(procedure):
    d = done(
        _abundance(["Lightning Bolt", "Forest", "Island"]),
        procedure,
        (APPLY, "reveal:e1.ab0:land"),
    )
    assert _zones(d) == {"Lightning Bolt": "library", "Forest": "hand"}
    # The Island was never revealed; the Bolt goes under it.
    assert _player(d)["library"] == ["Island", "Lightning Bolt"]
    # Not a draw (121.5; the ruling: "nothing that triggers on a draw will trigger").
    assert "draws" not in d.outcome.text


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_nonland_chosen_the_top_card_is_the_one(procedure):
    d = done(_abundance(["Lightning Bolt", "Forest"]), procedure, (APPLY, "reveal:e1.ab0:nonland"))
    assert _zones(d) == {"Lightning Bolt": "hand"}
    assert _player(d)["library"] == ["Forest"]


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_without_a_land_nothing_goes_to_the_hand_and_the_library_keeps_its_order(procedure):
    # "If no card of the chosen type is found before your library empties, you don't get
    # a card": every card revealed goes to the bottom, in the order revealed.
    d = done(_abundance(["Lightning Bolt", "Shock"]), procedure, (APPLY, "reveal:e1.ab0:land"))
    assert set(_zones(d).values()) == {"library"}
    assert _player(d)["library"] == ["Lightning Bolt", "Shock"]
    assert "hand" not in d.outcome.text


def test_the_three_outcomes_of_one_draw():
    assert outcomes(_abundance(["Lightning Bolt", "Forest"])) == {
        "Alice draws a card",
        "Alice chooses land and reveals Lightning Bolt, Forest; Forest is put into Alice's "
        "hand; Lightning Bolt is put on the bottom of Alice's library",
        "Alice chooses nonland and reveals Lightning Bolt; Lightning Bolt is put into Alice's hand",
    }


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_with_notion_thief_the_drawing_player_chooses_which_applies_first(procedure):
    thief = {"id": "thief", "name": "Notion Thief", "owner": "Bob", "types": ["Creature"]}
    s = _abundance(
        ["Lightning Bolt", "Forest"],
        [thief],
        [{"id": "thief", "source": "thief", "controller": "Bob", "preset": "notion-thief"}],
        bob_library=["Island"],
    )
    q = pending(s, procedure)
    # 616.1 (419.9a in 2008): the affected player, Alice, chooses.
    assert q.chooser == "Alice"
    assert set(option_ids(q)) == {"apply:ab", "apply:thief"}
    assert ("616.1" if procedure == MODERN else "419.9a") in q.rules
    # Notion Thief first: Bob draws instead and Abundance no longer has a draw to replace;
    # Abundance first: the draw is gone, and the reveal is no draw Notion Thief sees (121.5).
    assert outcomes(s, procedure) == {
        "Bob draws a card",
        "Alice chooses land and reveals Lightning Bolt, Forest; Forest is put into Alice's "
        "hand; Lightning Bolt is put on the bottom of Alice's library",
        "Alice chooses nonland and reveals Lightning Bolt; Lightning Bolt is put into Alice's hand",
    }


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_an_empty_library_asks_no_kind_and_loses_no_game(procedure):
    # 121.6a (423.6a): the draw is replaced even with no card; the ruling: Abundance "can
    # prevent you from losing the game for being unable to draw a card".
    d = done(_abundance([]), procedure, (APPLY,))
    assert d.outcome.text == "Alice has no card in their library to reveal"


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_with_laboratory_maniac_and_an_empty_library_alice_chooses(procedure):
    maniac = {"id": "lm", "name": "Laboratory Maniac", "owner": "Alice", "types": ["Creature"]}
    s = _abundance(
        [],
        [maniac],
        [{"id": "lm", "source": "lm", "controller": "Alice", "preset": "laboratory-maniac"}],
    )
    # 616.1: Alice applies one first; either replaces the draw, so the other has none.
    assert outcomes(s, procedure) == {
        "Alice has no card in their library to reveal",
        "Alice wins the game",
    }


def test_the_bottom_is_a_move_within_the_library_rest_in_peace_doesnt_see():
    rip = {"id": "rip", "name": "Rest in Peace", "owner": "Bob", "types": ["Enchantment"]}
    s = _abundance(
        ["Lightning Bolt", "Forest"],
        [rip],
        [{"id": "rip", "source": "rip", "controller": "Bob", "preset": "rest-in-peace"}],
    )
    d = done(s, MODERN, (APPLY, "reveal:e1.ab0:land"))
    assert _zones(d) == {"Lightning Bolt": "library", "Forest": "hand"}


def test_one_kind_asks_nothing():
    s = _abundance(
        ["Lightning Bolt", "Forest"],
        instead=[{"do": "reveal_until", "kinds": ["land"], "to": "hand"}],
    )
    assert outcomes(s) == {
        "Alice chooses land and reveals Lightning Bolt, Forest; Forest is put into Alice's "
        "hand; Lightning Bolt is put on the bottom of Alice's library"
    }


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (
            {"do": "reveal_until", "kinds": ["land", "swamp"]},
            "effects[0].params.instead: [0].kinds must be a non-empty list of distinct kinds",
        ),
        (
            {"do": "reveal_until", "kinds": []},
            "effects[0].params.instead: [0].kinds must be a non-empty list",
        ),
        (
            {"do": "reveal_until", "to": "library"},
            "effects[0].params.instead: [0].to must be one of hand, graveyard, exile",
        ),
        (
            {"do": "reveal_until", "count": 2},
            "effects[0].params.instead: [0].count: reveal_until puts one card",
        ),
        (
            {"do": "reveal_until", "choose": 1},
            "effects[0].params.instead: [0]: choose is not for a reveal_until action",
        ),
    ],
)
def test_bad_reveals_are_refused_with_their_path(action, message):
    with pytest.raises(ScenarioError) as err:
        _abundance(["Forest"], instead=[action])
    assert message in str(err.value)
