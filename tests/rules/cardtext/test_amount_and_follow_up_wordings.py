"""The reader on the amount of a damage event and on a prevention's additional effect said
in the same sentence: "3 or less damage" (Callous Giant), "4 or more damage … deals 3
damage … instead" (Divine Presence), "prevent that damage and remove a +1/+1 counter from
it" (Unbreathing Horde), "prevent that damage and each opponent mills that many cards" (The
Mindskinner), "If [this] would be dealt damage", and "for each A and each B" (Unbreathing
Horde). Expected values are the cards' words in the scenario format (615.5 for the
additional effect, 614.1a for the changed amount)."""

from __future__ import annotations

from typing import Any

import pytest

from rules.cardtext import parse_card


def _params(text: str, name: str = "Test Card") -> list[tuple[str, dict[str, Any]]]:
    parsed = parse_card(name=name, text=text, controller="Alice")
    assert not parsed.unparsed, parsed.unparsed
    return [(e["template"], e["params"]) for e in parsed.effects]


@pytest.mark.parametrize(
    ("words", "condition"),
    [
        ("3 or less", {"amount": "event", "at_most": 3}),
        ("two or fewer", {"amount": "event", "at_most": 2}),
        ("5 or more", {"amount": "event", "at_least": 5}),
    ],
)
def test_a_prevention_on_an_amount_of_damage(words, condition):
    text = f"If a source would deal {words} damage to Test Card, prevent that damage."
    assert _params(text) == [
        (
            "prevent",
            {"amount": "all", "recipient": {"object": {"this": True}}, "condition": condition},
        )
    ]


def test_damage_of_at_least_an_amount_becomes_a_set_amount_from_any_source():
    # "to you": the recipient the words name; the source any ({}).
    (found,) = _params(
        "If a source would deal 4 or more damage to you, that source deals 3 damage to that "
        "player instead."
    )
    assert found[0] == "set_amount"
    assert found[1]["amount"] == 3
    assert found[1]["source"] == {}
    assert found[1]["condition"] == {"amount": "event", "at_least": 4}


def test_if_this_would_be_dealt_damage_is_damage_dealt_to_it():
    turned = _params("If Test Card would be dealt damage, prevent that damage.")
    plain = _params("If damage would be dealt to Test Card, prevent that damage.")
    this = {"amount": "all", "recipient": {"object": {"this": True}}}
    assert turned == plain == [("prevent", this)]


def test_prevent_that_damage_and_remove_a_counter_from_it():
    (found,) = _params(
        "If Test Card would be dealt damage, prevent that damage and remove a +1/+1 counter "
        "from it."
    )
    assert found[1]["then"] == [
        {"do": "remove_counters", "counter": "+1/+1", "object": "affected", "count": 1}
    ]


@pytest.mark.parametrize(
    ("who", "player"), [("each opponent", "each_opponent"), ("each player", "each_player")]
)
def test_prevent_that_damage_and_mill_that_many(who, player):
    (found,) = _params(
        "If a source you control would deal damage to an opponent, prevent that damage and "
        f"{who} mills that many cards."
    )
    assert found[1]["then"] == [{"do": "mill", "player": player, "count": "prevented"}]


def test_an_unknown_follow_up_is_refused_whole():
    parsed = parse_card(
        name="Test Card",
        text="If Test Card would be dealt damage, prevent that damage and shuffle your library.",
        controller="Alice",
    )
    assert parsed.unparsed and not parsed.effects


def test_for_each_a_and_each_b_is_a_list_of_measures_added_up():
    (found,) = _params(
        "Test Card enters the battlefield with a +1/+1 counter on it for each Elf you control "
        "and each Elf card in your graveyard."
    )
    assert found[1]["count"] == {
        "for_each": [
            {"permanents": {"subtypes": ["Elf"], "controller": "you"}},
            {"cards": {"player": "you", "zone": "graveyard", "subtypes": ["Elf"]}},
        ]
    }


def test_that_many_counters_removed_and_cards_exiled_are_the_damage_prevented():
    (hydra,) = _params(
        "If damage would be dealt to Test Card, prevent that damage and remove that many "
        "+1/+1 counters from it."
    )
    assert hydra[1]["then"] == [
        {"do": "remove_counters", "counter": "+1/+1", "object": "affected", "count": "prevented"}
    ]
    (surgeon,) = _params(
        "If combat damage would be dealt to Test Card, prevent that damage and exile that many "
        "cards from the top of your library."
    )
    assert surgeon[1]["combat"] is True
    assert surgeon[1]["then"] == [{"do": "exile_top", "player": "you", "count": "prevented"}]
