"""Looking at the top N cards of a library and putting K of them, chosen by the player, into
one zone and the rest into another (the action ``look_at_top``).

Expected values come from the cards' Oracle texts and the rules, never from the code:

- Underrealm Lich: "If you would draw a card, instead look at the top three cards of your
  library, then put one into your hand and the rest into your graveyard."
- Tomorrow, Azami's Familiar (2005, so under the 2008 rules too): "If you would draw a card,
  look at the top three cards of your library instead. Put one of those cards into your
  hand and the rest on the bottom of your library in any order."
- 608.2d (413.2c in 2008): choices an effect offers are made while it is applied, by the
  player it tells to make them ("put one into your hand").
- 121.5 (423.5 in 2008): a card moved from a library to a hand without the word "draw" is
  not drawn.
- 614.11 / 121.6a (419.6h and 423.6a in 2008): an effect replacing a draw applies even when
  the library is empty, so nobody draws from an empty library.
- 614.11a (419.6h): a replacement within a sequence of draws is completed before the next
  draw.
- The ruling on cards of this shape with a short library (Telling Time, Strategic Planning,
  2005-10-01): "If there are fewer than three cards in your library, follow the
  instructions in the order given for any cards that are there", so the card for the hand
  is taken first and only what is left goes to the other zone.
"""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, option_ids, outcomes, pending, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
LICH = obj("lich", "Underrealm Lich", power=4, toughness=3)
TOMORROW = obj("tomorrow", "Tomorrow, Azami's Familiar", supertypes=["Legendary"])
RIP = obj("rip", "Rest in Peace", owner="Bob", types=("Enchantment",))


def _lich(library, count=1, extra=(), extra_fx=()):
    return scenario(
        [LICH, *extra],
        [fx("lich", source="lich", preset="underrealm-lich"), *extra_fx],
        [{"id": "e1", "kind": "draw", "player": "Alice", "count": count}],
        players=[{"name": "Alice", "library": library}, {"name": "Bob"}],
    )


def _tomorrow(library):
    return scenario(
        [TOMORROW],
        [fx("tomorrow", source="tomorrow", preset="tomorrow-azamis-familiar")],
        [{"id": "e1", "kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "library": library}, {"name": "Bob"}],
    )


def _zones(d):
    return {o["name"]: o["zone"] for o in d.state["objects"] if o["id"].startswith("Alice.")}


def _alice(d):
    return next(p for p in d.state["players"] if p["name"] == "Alice")


def test_the_drawing_player_chooses_among_the_top_three_cards():
    q = pending(_lich(["Island", "Swamp", "Forest", "Plains"]))
    assert q.chooser == "Alice"
    assert q.question == "Alice, which card do you put into your hand?"
    assert option_ids(q) == [
        "look:e1.lich0:name-island",
        "look:e1.lich0:name-swamp",
        "look:e1.lich0:name-forest",
    ]
    # 608.2d: the choice made as the effect is applied; 121.5: it is not a draw.
    assert {"608.2d", "121.5", "614.11"} <= set(q.rules)


@pytest.mark.parametrize("card", ["Island", "Swamp", "Forest"])
def test_the_card_chosen_goes_to_the_hand_and_the_other_two_to_the_graveyard(card):
    d = done(
        _lich(["Island", "Swamp", "Forest", "Plains"]),
        MODERN,
        (f"look:e1.lich0:name-{card.lower()}",),
    )
    zones = _zones(d)
    assert zones.pop(card) == "hand"
    assert set(zones.values()) == {"graveyard"} and len(zones) == 2
    assert _alice(d)["library"] == ["Plains"]
    # The card is put into the hand, not drawn (121.5).
    assert "draws a card" not in d.outcome.text


def test_each_choice_is_its_own_outcome():
    assert outcomes(_lich(["Island", "Swamp", "Forest"])) == {
        "Alice looks at the top 3 cards of their library; Island is put into Alice's hand; "
        "Swamp is put into Alice's graveyard; Forest is put into Alice's graveyard",
        "Alice looks at the top 3 cards of their library; Island is put into Alice's "
        "graveyard; Swamp is put into Alice's hand; Forest is put into Alice's graveyard",
        "Alice looks at the top 3 cards of their library; Island is put into Alice's "
        "graveyard; Swamp is put into Alice's graveyard; Forest is put into Alice's hand",
    }


def test_cards_that_are_alike_ask_nothing():
    d = done(_lich(["Island", "Island", "Island", "Swamp"]))
    islands = sorted(o["zone"] for o in d.state["objects"] if o["name"] == "Island")
    assert islands == ["graveyard", "graveyard", "hand"]
    assert _alice(d)["library"] == ["Swamp"]


def test_with_two_cards_left_one_goes_to_the_hand_and_one_to_the_graveyard():
    # "Follow the instructions in the order given for any cards that are there."
    d = done(_lich(["Island", "Swamp"]), MODERN, ("look:e1.lich0:name-swamp",))
    assert _zones(d) == {"Island": "graveyard", "Swamp": "hand"}


def test_with_one_card_left_it_goes_to_the_hand_and_nothing_is_asked():
    d = done(_lich(["Island"]))
    assert _zones(d) == {"Island": "hand"}


def test_an_empty_library_is_no_draw_so_nobody_loses():
    # 614.11 / 121.6a: the replacement applies though no card could be drawn.
    d = done(_lich([]))
    assert _alice(d)["drew_from_empty_library"] == 0
    assert "draws" not in d.outcome.text


def test_each_draw_of_two_is_replaced_in_turn():
    # 121.2 and 614.11a: the first replacement is completed before the second draw.
    s = _lich(["Island", "Swamp", "Forest", "Plains", "Mountain"], count=2)
    first = pending(s)
    assert option_ids(first)[0] == "look:e1.lich0:name-island"
    second = pending(s, MODERN, ("look:e1.lich0:name-forest",))
    assert [o.label for o in second.options] == ["Plains", "Mountain"]
    d = done(s, MODERN, ("look:e1.lich0:name-forest", option_ids(second)[1]))
    zones = _zones(d)
    assert zones["Forest"] == "hand" and zones["Mountain"] == "hand"
    assert zones["Island"] == zones["Swamp"] == zones["Plains"] == "graveyard"


def test_rest_in_peace_exiles_the_cards_put_into_the_graveyard():
    # Each card's move is an event of its own that Rest in Peace replaces (614.6); the card
    # put into the hand is not going to a graveyard.
    rip = fx("rip", "Bob", source="rip", preset="rest-in-peace")
    d = done(
        _lich(["Island", "Swamp", "Forest"], extra=[RIP], extra_fx=[rip]),
        MODERN,
        ("look:e1.lich0:name-swamp",),
    )
    assert _zones(d) == {"Island": "exile", "Swamp": "hand", "Forest": "exile"}


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_tomorrow_puts_the_rest_on_the_bottom_of_the_library(procedure):
    s = _tomorrow(["Island", "Swamp", "Forest", "Plains"])
    q = pending(s, procedure)
    assert q.chooser == "Alice"
    expected = {"608.2d", "121.5"} if procedure == MODERN else {"413.2c", "423.5", "419.6h"}
    assert expected <= set(q.rules)
    d = done(s, procedure, ("look:e1.tomorrow0:name-forest",))
    assert _zones(d)["Forest"] == "hand"
    assert _alice(d)["library"] == ["Plains", "Island", "Swamp"]


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (
            {"do": "look_at_top", "count": 3, "choose": 4},
            "effects[0].params.instead: [0].choose: the player can't choose 4 of 3 cards",
        ),
        (
            {"do": "look_at_top", "count": 3, "choose": -1},
            "effects[0].params.instead: [0].choose must be a whole number",
        ),
        (
            {"do": "look_at_top", "count": 3, "rest": "battlefield"},
            "effects[0].params.instead: [0].rest must be one of hand, graveyard, exile, library",
        ),
        (
            {"do": "look_at_top", "count": 3, "rest": "library"},
            "effects[0].params.instead: [0].rest_position is required with rest: library",
        ),
        (
            {"do": "look_at_top", "count": 3, "rest_position": "bottom"},
            'effects[0].params.instead: [0].rest_position must be "top" or "bottom", with rest',
        ),
        (
            {"do": "mill", "count": 3, "choose": 1},
            "effects[0].params.instead: [0]: choose is not for a mill action",
        ),
    ],
)
def test_a_bad_look_is_named_with_its_path(action, message):
    params = {"watch": {"event": "draw", "player": "you"}, "instead": [action]}
    with pytest.raises(ScenarioError) as err:
        scenario(
            [],
            [fx("x", template="instead", params=params)],
            [{"id": "e1", "kind": "draw", "player": "Alice"}],
        )
    assert message in str(err.value)
