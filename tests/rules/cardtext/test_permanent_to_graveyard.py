""" "If a permanent would be put into a graveyard, exile it instead" (Samurai of the Pale
Curtain) names no zone it comes from: a description with a permanent's type and without the
word "card" means a permanent on the battlefield (109.2, 110.1), so only permanents leaving
the battlefield are exiled; an instant going to the graveyard from the stack is not."""

from __future__ import annotations

import pytest

from rules.cardtext import parse_card
from rules.engine import Done, Scenario, resolve

SAMURAI = "Bushido 1\nIf a permanent would be put into a graveyard, exile it instead."


def _read(text: str) -> dict:
    parsed = parse_card(
        name="Samurai of the Pale Curtain", text=text, controller="Alice", type_line="Creature"
    )
    assert parsed.whole, parsed.unparsed
    (effect,) = parsed.effects
    return {**effect, "id": "samurai", "source": "samurai", "controller": "Alice"}


def test_it_is_read_as_permanents_leaving_the_battlefield():
    effect = _read(SAMURAI)
    assert effect["template"] == "move_instead"
    assert effect["params"] == {"from": "battlefield", "to": "graveyard", "instead_to": "exile"}


def test_its_summary_names_permanents_not_creatures():
    parsed = parse_card(
        name="Samurai of the Pale Curtain", text=SAMURAI, controller="Alice", type_line="Creature"
    )
    (line,) = parsed.summary
    assert "permanent" in line and "creature" not in line


@pytest.mark.parametrize(
    ("obj", "event", "zone"),
    [
        # A destroyed artifact is a permanent put into a graveyard: exiled.
        (
            {"id": "ring", "name": "Sol Ring", "owner": "Bob", "types": ["Artifact"]},
            {"kind": "destroy", "object": "ring"},
            "exile",
        ),
        # A resolving instant goes from the stack: no permanent, so it is not exiled.
        (
            {
                "id": "bolt",
                "name": "Lightning Bolt",
                "owner": "Bob",
                "types": ["Instant"],
                "zone": "stack",
            },
            {"kind": "move", "object": "bolt", "to": "graveyard"},
            "graveyard",
        ),
        # A card discarded from a hand: not a permanent either.
        (
            {"id": "elk", "name": "Elk", "owner": "Bob", "types": ["Creature"], "zone": "hand"},
            {"kind": "move", "object": "elk", "to": "graveyard", "cause": "discard"},
            "graveyard",
        ),
    ],
)
@pytest.mark.parametrize("procedure", ["2008-02-01", "2025-09-19"])
def test_only_permanents_are_exiled(obj, event, zone, procedure):
    samurai = {
        "id": "samurai",
        "name": "Samurai of the Pale Curtain",
        "owner": "Alice",
        "types": ["Creature"],
        "power": 2,
        "toughness": 2,
    }
    scenario = Scenario.from_dict(
        {
            "version": 1,
            "players": [{"name": "Alice"}, {"name": "Bob"}],
            "objects": [samurai, obj],
            "effects": [_read(SAMURAI)],
            "events": [event],
        }
    )
    answer = resolve(scenario, procedure)
    assert isinstance(answer, Done)
    (moved,) = [o for o in answer.state["objects"] if o["id"] == obj["id"]]
    assert moved["zone"] == zone


def test_a_card_put_into_a_graveyard_with_no_zone_said_is_still_refused():
    # "a card" with no "from anywhere": not a permanent description; left unread.
    parsed = parse_card(
        name="Test",
        text="If a card would be put into a graveyard, exile it instead.",
        controller="Alice",
        type_line="Enchantment",
    )
    assert not parsed.effects and parsed.unparsed
