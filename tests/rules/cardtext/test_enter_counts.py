"""How many counters a permanent enters with, counted as it enters (614.1c, 614.12), read
from real cards' Oracle texts and resolved: "a number of … counters on it equal to …" (the
same count as "X … counters, where X is …"), permanents of every player "on the
battlefield", the life its controller gained this turn, and what only how it was cast
says (the times it was kicked, 702.33c; the mana spent to cast it, 601.2h), which the
judge sets as the object's x. Expected counts are worked out by hand from the cards'
words and the objects below."""

from __future__ import annotations

from typing import Any

import pytest

from rules.cardtext import card, parse_card
from rules.engine import Scenario, explore

BEARS = {"id": "bears", "name": "Grizzly Bears", "owner": "Bob", "types": ["Creature"]}
ELVES = {"id": "elves", "name": "Llanowar Elves", "owner": "Alice", "types": ["Creature"]}
FOREST = {"id": "forest", "name": "Forest", "owner": "Alice", "types": ["Land"]}


def graveyard(n: int, owner: str, types: list[str]) -> dict[str, Any]:
    return {
        "id": f"g{owner}{n}",
        "name": f"Card {n}",
        "owner": owner,
        "types": types,
        "zone": "graveyard",
    }


def enters(name: str, others: list[dict[str, Any]], **extra: Any) -> tuple[set[str], Any]:
    entry = card(name)
    assert entry is not None, name
    read = parse_card(name=name, text=entry.text, controller="Alice", type_line=entry.type_line)
    assert read.whole, read.unparsed
    obj = {**read.object, "zone": "hand", **extra.pop("object", {})}
    scenario = {
        "version": 1,
        "players": extra.pop("players", [{"name": "Alice"}, {"name": "Bob"}]),
        "objects": [obj, *others],
        "effects": [e for e in read.effects if e["template"] == "enter_with_counters"],
        "events": [{"kind": "enter", "object": obj["id"]}],
    }
    return set(explore(Scenario.from_dict(scenario), "2025-09-19").texts()), read


def with_counters(name: str, n: int) -> set[str]:
    return {f"{name} enters the battlefield untapped under Alice's control with {n} +1/+1 counters"}


def test_other_creatures_on_the_battlefield_are_every_players():
    # Stag Beetle: "X is the number of other creatures on the battlefield": Bob's Bears and
    # Alice's Elves (the Forest is no creature; the Beetle itself is not yet there).
    texts, _ = enters("Stag Beetle", [BEARS, ELVES, FOREST])
    assert texts == with_counters("Stag Beetle", 2)


def test_a_number_of_counters_equal_to_cards_in_graveyards():
    # Centaur Vinecrasher: "a number of +1/+1 counters on it equal to the number of land
    # cards in all graveyards": one of Alice's and two of Bob's; Bob's Bears card is no land.
    cards = [
        graveyard(1, "Alice", ["Land"]),
        graveyard(2, "Bob", ["Land"]),
        graveyard(3, "Bob", ["Land"]),
        graveyard(4, "Bob", ["Creature"]),
    ]
    texts, _ = enters("Centaur Vinecrasher", cards)
    assert texts == with_counters("Centaur Vinecrasher", 3)
    # Rhizome Lurcher: "… equal to the number of creature cards in your graveyard": Alice's
    # only, so the one creature card of hers, not Bob's.
    texts, _ = enters("Rhizome Lurcher", [*cards, graveyard(5, "Alice", ["Creature"])])
    assert texts == {
        "Rhizome Lurcher enters the battlefield untapped under Alice's control with 1 +1/+1 counter"
    }


def test_the_life_gained_this_turn():
    # Voracious Wurm: "X is the amount of life you've gained this turn": Alice gained 3.
    players = [{"name": "Alice", "this_turn": {"gained_life": 3}}, {"name": "Bob"}]
    texts, _ = enters("Voracious Wurm", [], players=players)
    assert texts == with_counters("Voracious Wurm", 3)


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("Apex Hawks", "the number of times it was kicked"),
        ("Chamber Sentry", "the number of colors of mana spent to cast it"),
        ("Gyrus, Waker of Corpses", "the amount of mana spent to cast it"),
    ],
)
def test_how_it_was_cast_is_the_objects_x_which_the_judge_sets(name, said):
    # Kicked twice (Apex Hawks, multikicker), cast with two colors of mana (Chamber
    # Sentry), cast for 2 mana (Gyrus): 2 counters once the judge sets x to 2.
    texts, read = enters(name, [], object={"x": 2})
    assert texts == with_counters(name, 2)
    assert f"set the object's x to {said} (0 when it wasn't cast)" in read.notes
