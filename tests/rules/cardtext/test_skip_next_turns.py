""" "When Eater of Days enters the battlefield, you skip your next two turns.": two skips of
a turn, each used up as it applies (614.10), so Alice skips the first turn she would begin,
then the next one after it, and begins the third."""

from __future__ import annotations

from rules.cardtext import card, parse_card
from rules.engine import Scenario, explore

MODERN = "2025-09-19"


def _scenario(earlier_turns: list[str], final: str) -> dict:
    entry = card("Eater of Days")
    assert entry is not None
    parsed = parse_card(
        name=entry.name, text=entry.text, controller="Alice", type_line=entry.type_line
    )
    assert parsed.whole, parsed.unparsed
    return {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [{**parsed.object, "id": "eater"}],
        "effects": [
            {**e, "id": f"skip{n}", "source": "eater", "controller": "Alice"}
            for n, e in enumerate(parsed.effects)
        ],
        "timeline": [{"events": [{"kind": "begin_turn", "player": who}]} for who in earlier_turns],
        "events": [{"kind": "begin_turn", "player": final}],
    }


def _outcomes(data: dict) -> set[str]:
    """Every outcome's text, whichever of the two skips Alice applies first (616.1)."""
    return {g.outcome.text for g in explore(Scenario.from_dict(data), MODERN).outcomes}


def test_it_is_read_as_two_skips_of_a_turn():
    data = _scenario([], "Alice")
    assert [e["params"] for e in data["effects"]] == [{"step": "turn", "player": "you"}] * 2


def test_alice_skips_her_next_turn_and_the_one_after_and_begins_the_third():
    assert _outcomes(_scenario([], "Alice")) == {"Alice skips a turn"}
    # Bob's turn between is his own: not skipped.
    assert _outcomes(_scenario(["Alice"], "Bob")) == {"Alice skips a turn; Bob's turn happens"}
    assert _outcomes(_scenario(["Alice", "Bob"], "Alice")) == {
        "Alice skips 2 turns; Bob's turn happens"
    }
    (third,) = _outcomes(_scenario(["Alice", "Bob", "Alice", "Bob"], "Alice"))
    assert third.startswith("Alice skips 2 turns") and "Alice's turn happens" in third
