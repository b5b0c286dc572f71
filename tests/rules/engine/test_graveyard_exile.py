"""Cards exiled from a graveyard, chosen by their owner: the action ``exile_from_graveyard``.

Expected values from the cards' Oracle texts, their rulings and the rules:

- Immortal Coil (Shards of Alara, 2008-10-03): "If damage would be dealt to you, prevent
  that damage. Exile a card from your graveyard for each 1 damage prevented this way." Its
  ruling (2008-10-01): "prevents all damage that would be dealt to you, regardless of how
  many cards are in your graveyard. For example, if you have three cards in your graveyard
  and would be dealt 5 damage, Immortal Coil prevents all 5 damage and exiles all the cards
  in your graveyard" (609.3: "If an effect attempts to do something impossible, it does
  only as much as possible"; 416.3 in 2008). Its "When there are no cards in your
  graveyard, you lose the game" is a triggered ability, outside the format.
- Nefarious Lich (Odyssey, 2001): "If damage would be dealt to you, exile that many cards
  from your graveyard instead. If you can't, you lose the game." 118.12: "[Do something].
  If [a player] [does, doesn't, or can't], [effect]" makes the action a cost, and 118.3 "A
  player can't pay a cost without having the necessary resources to pay it fully" (424.1
  and 424.2 in 2008): with fewer cards than the damage, none is exiled and the player loses.
- Who chooses the cards: the player exiling them from their own graveyard, as the effect is
  applied (608.2d; 413.2c in 2008).
"""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, option_ids, outcomes, pending, scenario

MODERN, OLD, ALARA = "2025-09-19", "2008-02-01", "2008-10-01"
BOLT = obj("bolt", "Lightning Bolt", owner="Bob", types=("Instant",), zone="stack")
COIL = obj("coil", "Immortal Coil", types=("Artifact",))
LICH = obj("lich", "Nefarious Lich", types=("Enchantment",))


def _with(card, preset, graveyard, amount, objects=(), unpreventable=False):
    event = {"id": "e1", "kind": "damage", "source": "bolt", "recipient": "Alice", "amount": amount}
    if unpreventable:
        event["unpreventable"] = True
    return scenario(
        [card, BOLT, *objects],
        [fx(card["id"], source=card["id"], preset=preset)],
        [event],
        players=[{"name": "Alice", "graveyard": graveyard}, {"name": "Bob"}],
    )


def _coil(graveyard, amount, **kw):
    return _with(COIL, "immortal-coil", graveyard, amount, **kw)


def _lich(graveyard, amount, **kw):
    return _with(LICH, "nefarious-lich", graveyard, amount, **kw)


def _alice(d):
    return next(p for p in d.state["players"] if p["name"] == "Alice")


def _exiled(d):
    return sorted(o["name"] for o in d.state["objects"] if o["zone"] == "exile")


# Immortal Coil -----------------------------------------------------------------------


@pytest.mark.parametrize("procedure", [MODERN, ALARA])
def test_coil_prevents_all_the_damage_and_exiles_what_the_graveyard_holds(procedure):
    # The ruling's example: three cards, 5 damage.
    d = done(_coil(["Plains", "Island", "Swamp"], 5), procedure)
    assert _alice(d)["life"] == 20
    assert _alice(d)["graveyard"] == []
    assert _exiled(d) == ["Island", "Plains", "Swamp"]


@pytest.mark.parametrize("procedure", [MODERN, ALARA])
def test_coils_controller_chooses_the_cards_from_their_graveyard(procedure):
    q = pending(_coil(["Plains", "Island", "Swamp"], 2), procedure)
    assert q.chooser == "Alice"
    assert option_ids(q) == [
        "exile:e1.coil0:name-plains",
        "exile:e1.coil0:name-island",
        "exile:e1.coil0:name-swamp",
    ]
    assert "(2 more to choose)" in q.question
    assert set(q.rules) == ({"608.2d"} if procedure == MODERN else {"413.2c"})


def test_each_choice_of_two_cards_of_three_is_its_own_outcome():
    assert len(outcomes(_coil(["Plains", "Island", "Swamp"], 2))) == 3


def test_the_cards_chosen_are_exiled_and_the_other_stays():
    s = _coil(["Plains", "Island", "Swamp"], 1)
    d = done(s, MODERN, ("exile:e1.coil0:name-island",))
    assert _exiled(d) == ["Island"]
    assert _alice(d)["graveyard"] == ["Plains", "Swamp"]


def test_cards_alike_ask_nothing():
    d = done(_coil(["Island", "Island", "Island"], 2))
    assert _exiled(d) == ["Island", "Island"]
    assert _alice(d)["graveyard"] == ["Island"]


def test_a_card_given_as_an_object_is_offered_by_its_id():
    ogre = obj("ogre", "Gray Ogre", zone="graveyard", power=2, toughness=2)
    q = pending(_coil(["Island"], 1, objects=[ogre]))
    assert option_ids(q) == ["exile:e1.coil0:ogre", "exile:e1.coil0:name-island"]
    d = done(_coil(["Island"], 1, objects=[ogre]), MODERN, ("exile:e1.coil0:ogre",))
    assert _exiled(d) == ["Gray Ogre"]
    assert _alice(d)["graveyard"] == ["Island"]


def test_an_empty_graveyard_exiles_nothing_and_the_damage_is_still_prevented():
    d = done(_coil([], 3))
    assert _alice(d)["life"] == 20
    assert _exiled(d) == []


def test_damage_that_cant_be_prevented_exiles_nothing():
    d = done(_coil(["Plains", "Island"], 3, unpreventable=True))
    assert _alice(d)["life"] == 17
    assert _alice(d)["graveyard"] == ["Plains", "Island"]


# Nefarious Lich ----------------------------------------------------------------------


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_lich_exiles_that_many_cards_instead_chosen_by_its_controller(procedure):
    s = _lich(["Plains", "Island", "Swamp", "Forest"], 3)
    q = pending(s, procedure)
    assert q.chooser == "Alice"
    assert len(q.options) == 4
    assert len(outcomes(s, procedure)) == 4  # the card left in the graveyard
    d = done(
        s,
        procedure,
        ("exile:e1.lich0:name-plains", "exile:e1.lich0:name-island", "exile:e1.lich0:name-swamp"),
    )
    assert _alice(d)["life"] == 20
    assert _alice(d)["graveyard"] == ["Forest"]
    assert not _alice(d).get("lost")


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_lich_with_exactly_that_many_exiles_them_all_without_asking(procedure):
    d = done(_lich(["Plains", "Island", "Swamp"], 3), procedure)
    assert _exiled(d) == ["Island", "Plains", "Swamp"]
    assert not _alice(d).get("lost")


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_lich_with_fewer_cards_exiles_none_and_its_controller_loses(procedure):
    d = done(_lich(["Plains", "Island"], 3), procedure)
    assert _alice(d)["graveyard"] == ["Plains", "Island"]
    assert _exiled(d) == []
    assert _alice(d)["life"] == 20  # the damage was replaced
    assert _alice(d)["lost"]
    step = next(s for s in d.trace if s.effect_id == "lich")
    costs = {"118.12", "118.3"} if procedure == MODERN else {"424.1", "424.2"}
    assert costs <= set(step.rules)


def test_lich_with_an_empty_graveyard_loses():
    d = done(_lich([], 1))
    assert _alice(d)["lost"]


def test_the_words_of_2008_say_removed_from_the_game():
    q = pending(_lich(["Plains", "Island", "Swamp", "Forest"], 3), OLD)
    assert "remove" in q.question and "exile" not in q.question
    d = done(_lich(["Plains", "Island", "Swamp"], 3), OLD)
    assert "removed from the game" in d.outcome.text
    assert "exile" not in d.outcome.text


# Validation --------------------------------------------------------------------------


def _bad(action):
    with pytest.raises(ScenarioError) as err:
        scenario(
            [COIL, BOLT],
            [
                fx(
                    "coil",
                    source="coil",
                    template="prevent",
                    params={"amount": "all", "then": [action]},
                )
            ],
            [{"id": "e1", "kind": "damage", "source": "bolt", "recipient": "Alice", "amount": 1}],
        )
    return str(err.value)


def test_a_key_of_another_action_is_refused_with_its_path():
    message = _bad({"do": "exile_from_graveyard", "to": "hand"})
    assert "effects[0].params.then: [0]: to is not for a exile_from_graveyard action" in message


def test_a_card_filter_must_be_an_object():
    message = _bad({"do": "exile_from_graveyard", "card": "land"})
    assert "effects[0].params.then: [0].card must be an object filter" in message


def test_a_count_must_be_a_number_or_a_word_of_the_event():
    message = _bad({"do": "exile_from_graveyard", "count": "all"})
    assert "effects[0].params.then: [0]: count must be a whole number" in message
