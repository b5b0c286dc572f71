""" "Your team" (102.4): in a game that isn't between teams it means "you", so Pir,
Imaginative Rascal's counters are read as those put on a permanent its controller controls,
with a note saying how it was read."""

from __future__ import annotations

from rules.cardtext import card, parse_card
from rules.engine import Scenario, explore

BEAR = {"id": "bear", "name": "Grizzly Bears", "owner": "Alice", "types": ["Creature"]}
WOLF = {"id": "wolf", "name": "Timber Wolves", "owner": "Bob", "types": ["Creature"]}


def _pir():
    entry = card("Pir, Imaginative Rascal")
    assert entry is not None
    return parse_card(name=entry.name, text=entry.text, controller="Alice")


def _outcomes(obj: str, count: int) -> set[str]:
    parsed = _pir()
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [parsed.object, BEAR, WOLF],
        "effects": list(parsed.effects),
        "events": [{"kind": "put_counters", "object": obj, "counter": "+1/+1", "count": count}],
    }
    return set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())


def test_pirs_text_is_read_whole_with_your_team_as_you():
    parsed = _pir()
    assert parsed.whole, parsed.unparsed
    assert any("102.4" in note for note in parsed.notes)


def test_pir_adds_one_counter_on_its_controllers_permanent_only():
    """ "that many plus one of each of those kinds of counters are put on that permanent
    instead": two +1/+1 counters on Alice's creature become three; Bob's creature, not on
    Alice's team, gets its two."""
    assert _outcomes("bear", 2) == {"Grizzly Bears gets 3 +1/+1 counters"}
    assert _outcomes("wolf", 2) == {"Timber Wolves gets 2 +1/+1 counters"}
