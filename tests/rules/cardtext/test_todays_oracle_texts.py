"""The shipped card data holds today's Oracle texts where an older text said "creature or
player": since planeswalkers could be dealt damage directly, those cards say "any target",
"permanent or player" or "creature, planeswalker, or player". A card read by name must
then reach a planeswalker as today's text says.

Rules cited from the Comprehensive Rules of 2026-01-16: 120.1 ("Objects can deal damage to
battles, creatures, planeswalkers, and players"), 120.3c ("Damage dealt to a planeswalker
causes that many loyalty counters to be removed from that planeswalker"), 306.8 ("Damage
dealt to a planeswalker results in that many loyalty counters being removed from it") and
614.1a (an effect that uses "instead" is a replacement effect)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from rules.cardtext import all_cards, card, parse_card
from rules.engine import Done, Scenario, resolve
from tests.rules.cardtext.test_antecedents import BOLT

JACE = {
    "id": "jace",
    "name": "Jace Beleren",
    "owner": "Bob",
    "types": ["Planeswalker"],
    "counters": {"loyalty": 5},
}
ELVES = {"id": "elves", "name": "Llanowar Elves", "owner": "Alice", "types": ["Creature"]}


def test_a_land_of_forges_files_has_no_mana_cost():
    # Forge writes a land's cost "ManaCost:no cost"; 202.1b: "Some objects have no mana
    # cost. This normally includes all land cards".
    for name in ("Lotus Field", "Valakut, the Molten Pinnacle", "Arctic Treeline"):
        entry = card(name)
        assert entry is not None
        assert entry.mana_cost == "", name


def test_no_shipped_card_says_creature_or_player():
    older = [c.name for c in all_cards() if re.search(r"creature or player", c.text, re.I)]
    assert older == []


def loyalty_left(name: str, text: str, source: dict[str, Any], amount: int) -> int:
    """Jace's loyalty after ``source`` deals ``amount`` damage to him, with the card of
    ``name`` and ``text`` on Alice's battlefield."""
    parsed = parse_card(name=name, text=text, controller="Alice")
    assert parsed.whole, parsed.unparsed
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [parsed.object, JACE, source],
        "effects": parsed.effects,
        "events": [
            {"kind": "damage", "source": source["id"], "recipient": "jace", "amount": amount}
        ],
    }
    answer = resolve(Scenario.from_dict(scenario), "2025-09-19", ())
    assert isinstance(answer, Done), answer
    jace = next(o for o in answer.state["objects"] if o["id"] == "jace")
    return int(jace.get("counters", {}).get("loyalty", 0))


def test_gratuitous_violence_read_by_name_doubles_damage_to_a_planeswalker():
    # Today: "If a creature you control would deal damage to a permanent or player, it
    # deals double that damage to that permanent or player instead." Alice's Llanowar
    # Elves would deal 2 to Bob's Jace (loyalty 5): 4 instead (614.1a), and 4 loyalty
    # counters are removed (120.3c, 306.8): 1 left.
    entry = card("Gratuitous Violence")
    assert entry is not None
    assert "permanent or player" in entry.text
    assert loyalty_left(entry.name, entry.text, ELVES, 2) == 1
    # The older text ("to a creature or player") left a planeswalker out: 2 removed, 3 left.
    older = (
        "If a creature you control would deal damage to a creature or player, it deals "
        "double that damage to that creature or player instead."
    )
    assert loyalty_left(entry.name, older, ELVES, 2) == 3


@pytest.mark.parametrize(
    ("name", "loyalty"),
    [
        # "If a source would deal damage to a permanent or player, it deals double that
        # damage to that permanent or player instead." 3 becomes 6: none left of 5.
        ("Furnace of Rath", 0),
        # "... it deals half that damage, rounded down, to that permanent or player
        # instead." 3 becomes 1: 4 left.
        ("Ghosts of the Innocent", 4),
        # "If an instant or sorcery source you control would deal damage to a permanent or
        # player, it deals that much damage plus 2 to that permanent or player instead."
        # 3 becomes 5: none left.
        ("Pyromancer's Swath", 0),
    ],
)
def test_todays_permanent_or_player_reaches_a_planeswalker(name, loyalty):
    # Alice's Lightning Bolt would deal 3 to Jace (loyalty 5).
    entry = card(name)
    assert entry is not None
    assert "permanent or player" in entry.text
    assert loyalty_left(entry.name, entry.text, BOLT, 3) == loyalty
