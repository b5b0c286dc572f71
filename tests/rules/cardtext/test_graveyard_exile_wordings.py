"""Cards exiled from a graveyard, read from card text and resolved: Immortal Coil ("Exile a
card from your graveyard for each 1 damage prevented this way") and Nefarious Lich ("exile
that many cards from your graveyard instead. If you can't, you lose the game"). The
outcomes are the cards' rulings and rules 609.3, 118.12 and 118.3, written by hand."""

from __future__ import annotations

from rules.cardtext import card, parse_card
from rules.engine import Scenario, explore

BOLT = {
    "id": "bolt",
    "name": "Lightning Bolt",
    "owner": "Bob",
    "zone": "stack",
    "types": ["Instant"],
}


def _outcomes(name: str, graveyard: list[str], amount: int) -> set[str]:
    entry = card(name)
    assert entry is not None
    parsed = parse_card(name=name, text=entry.text, controller="Alice")
    assert parsed.whole, parsed.unparsed
    scenario = {
        "version": 1,
        "players": [{"name": "Alice", "graveyard": graveyard}, {"name": "Bob"}],
        "objects": [parsed.object, BOLT],
        "effects": parsed.effects,
        "events": [
            {"id": "e1", "kind": "damage", "source": "bolt", "recipient": "Alice", "amount": amount}
        ],
    }
    return set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())


def test_immortal_coil_reads_its_prevention_and_the_cards_it_exiles():
    (effect,) = parse_card(
        name="Immortal Coil", text=card("Immortal Coil").text, controller="Alice"
    ).effects
    assert effect["params"]["then"] == [
        {"do": "exile_from_graveyard", "player": "you", "count": "prevented"}
    ]
    # The ruling's case: more damage than cards; all of it prevented, every card exiled.
    assert _outcomes("Immortal Coil", ["Plains", "Island"], 3) == {
        "Alice is dealt no damage; Plains is exiled; Island is exiled"
    }


def test_nefarious_lich_reads_if_you_cant_as_depending_on_the_exile():
    effects = parse_card(
        name="Nefarious Lich", text=card("Nefarious Lich").text, controller="Alice"
    ).effects
    damage = next(e for e in effects if e["params"]["watch"]["event"] == "damage")
    assert damage["params"]["instead"] == [
        {"do": "exile_from_graveyard", "player": "you", "count": "that_many"},
        {"do": "lose_game", "player": "you", "unless_done": 0},
    ]
    assert _outcomes("Nefarious Lich", ["Plains", "Island"], 3) == {"Alice loses the game"}
    assert _outcomes("Nefarious Lich", ["Plains", "Island"], 2) == {
        "Plains is exiled; Island is exiled"
    }
