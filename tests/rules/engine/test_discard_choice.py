"""The card a player discards is the player's choice (701.9b, 701.8b / 701.7b in earlier
releases; in 2008 the glossary's "Discard", with 413.2c for choices made while an effect
is applied: "By default, effects that cause a player to
discard a card allow the affected player to choose which card to discard. Some effects,
however, require a random discard"). Expected values from Chains of Mephistopheles's
Oracle text ("that player discards a card instead. If the player discards a card this
way, they draw a card") and Obstinate Baloth's ("If a spell or ability an opponent
controls causes you to discard this card, put it onto the battlefield instead")."""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, option_ids, outcomes, pending, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
BOTH = pytest.mark.parametrize("procedure", [MODERN, OLD])
CHAINS = [obj("chains", "Chains of Mephistopheles", owner="Bob", types=("Enchantment",))]


def _chains(hand, objects=(), effects=()):
    return scenario(
        [*CHAINS, *objects],
        [fx("chains", "Bob", source="chains", preset="chains-of-mephistopheles"), *effects],
        [{"id": "e1", "kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "hand": hand, "library": ["Island"]}, {"name": "Bob"}],
    )


def _alice(d):
    return next(p for p in d.state["players"] if p["name"] == "Alice")


def _graveyard(d):
    return sorted(o["name"] for o in d.state["objects"] if o["zone"] == "graveyard")


@BOTH
def test_the_discarding_player_chooses_the_card(procedure):
    q = pending(_chains(["Plains", "Swamp"]), procedure)
    assert q.chooser == "Alice"
    assert option_ids(q) == ["discard:e1.chains0:name-plains", "discard:e1.chains0:name-swamp"]
    assert [o.label for o in q.options] == ["Plains", "Swamp"]
    assert set(q.rules) == ({"701.9b"} if procedure == MODERN else {"413.2c"})


@BOTH
@pytest.mark.parametrize(
    ("choice", "gone", "kept"), [("plains", "Plains", "Swamp"), ("swamp", "Swamp", "Plains")]
)
def test_the_card_chosen_is_discarded_and_the_draw_follows(procedure, choice, gone, kept):
    d = done(_chains(["Plains", "Swamp"]), procedure, (f"discard:e1.chains0:name-{choice}",))
    assert _graveyard(d) == [gone]
    assert _alice(d)["hand"] == [kept, "Island"]


def test_each_card_is_its_own_outcome():
    assert outcomes(_chains(["Plains", "Swamp"])) == {
        "Plains is put into Alice's graveyard; Alice draws a card",
        "Swamp is put into Alice's graveyard; Alice draws a card",
    }


def test_cards_that_are_alike_ask_nothing():
    d = done(_chains(["Plains", "Plains"]))
    assert _graveyard(d) == ["Plains"]
    assert _alice(d)["hand"] == ["Plains", "Island"]


def test_the_baloth_chosen_enters_the_battlefield():
    baloth = obj("baloth", "Obstinate Baloth", zone="hand", power=4, toughness=4)
    effect = fx("baloth", source="baloth", preset="obstinate-baloth")
    s = _chains(["Plains"], [baloth], [effect])
    q = pending(s)
    assert option_ids(q) == ["discard:e1.chains0:baloth", "discard:e1.chains0:name-plains"]
    d = done(s, MODERN, ("discard:e1.chains0:baloth",))
    zones = {o["id"]: o["zone"] for o in d.state["objects"]}
    assert zones["baloth"] == "battlefield"
    assert _alice(d)["hand"] == ["Plains", "Island"]


def _instead(discard):
    # "If you would gain life, discard two cards instead" (a test's effect): two of three.
    params = {"watch": {"event": "gain_life", "player": "you"}, "instead": [discard]}
    return scenario(
        [],
        [fx("x", template="instead", params=params)],
        [{"id": "e1", "kind": "gain_life", "player": "Alice", "amount": 1}],
        players=[{"name": "Alice", "hand": ["Plains", "Swamp", "Forest"]}, {"name": "Bob"}],
    )


def test_two_cards_are_chosen_one_at_a_time_in_any_order():
    s = _instead({"do": "discard", "player": "you", "count": 2})
    q = pending(s)
    assert q.question == "Alice, which card do you discard? (2 more to choose)"
    q2 = pending(s, MODERN, ("discard:e1.x0:name-swamp",))
    assert option_ids(q2) == ["discard:e1.x0:name-plains", "discard:e1.x0:name-forest"]
    d = done(s, MODERN, ("discard:e1.x0:name-swamp", "discard:e1.x0:name-plains"))
    assert _alice(d)["hand"] == ["Forest"]
    # Three cards, two discarded: three outcomes, the order of choosing doesn't matter.
    assert len(outcomes(s)) == 3


def test_a_random_discard_asks_nobody_and_says_so():
    d = done(_instead({"do": "discard", "player": "you", "count": 1, "random": True}))
    assert _alice(d)["hand"] == ["Swamp", "Forest"]
    assert any("at random" in step.explanation for step in d.trace)


def test_random_must_be_true_or_false():
    with pytest.raises(ScenarioError, match=r"instead: \[0\]\.random must be true or false"):
        _instead({"do": "discard", "player": "you", "random": "yes"})


def _land_instead(hand_objects, hand=()):
    # "If you would gain life, discard a land card instead" (a test's effect).
    discard = {"do": "discard", "player": "you", "card": {"types": ["Land"]}}
    params = {"watch": {"event": "gain_life", "player": "you"}, "instead": [discard]}
    return scenario(
        hand_objects,
        [fx("x", template="instead", params=params)],
        [{"id": "e1", "kind": "gain_life", "player": "Alice", "amount": 1}],
        players=[{"name": "Alice", "hand": list(hand)}, {"name": "Bob"}],
    )


LANDS = [
    obj("forest", "Forest", zone="hand", types=("Land",)),
    obj("plains", "Plains", zone="hand", types=("Land",)),
    obj("bolt", "Lightning Bolt", zone="hand", types=("Instant",)),
]


def test_a_discard_of_a_land_card_offers_only_the_lands():
    q = pending(_land_instead(LANDS, ["Island"]))
    # Lightning Bolt is no land; the Island known only by its name has no card type.
    assert option_ids(q) == ["discard:e1.x0:forest", "discard:e1.x0:plains"]
    d = done(_land_instead(LANDS, ["Island"]), MODERN, ("discard:e1.x0:plains",))
    zones = {o["id"]: o["zone"] for o in d.state["objects"]}
    assert (zones["forest"], zones["plains"], zones["bolt"]) == ("hand", "graveyard", "hand")


def test_without_a_land_card_the_discard_cant_be_carried_out():
    d = done(_land_instead(LANDS[2:], ["Island"]))
    zones = {o["id"]: o["zone"] for o in d.state["objects"]}
    assert zones["bolt"] == "hand"
    assert _alice(d)["hand"] == ["Island"]


def test_card_must_be_an_object_filter():
    with pytest.raises(ScenarioError, match=r"instead: \[0\]\.card must be an object filter"):
        _instead({"do": "discard", "player": "you", "card": "Land"})
