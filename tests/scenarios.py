"""Scenarios several test modules share, written as docs/scenario-format.md describes."""

# Judge case 2: a graveyard-exile enchantment (Bob's) and Alice's creature that
# would be shuffled into her library instead of dying; the creature is destroyed.
CASE_2 = {
    "version": 1,
    "players": [{"name": "Alice"}, {"name": "Bob"}],
    "objects": [
        {"id": "rip-card", "name": "Rest in Peace", "owner": "Bob", "types": ["Enchantment"]},
        {
            "id": "colossus",
            "name": "Blightsteel Colossus",
            "owner": "Alice",
            "types": ["Artifact", "Creature"],
            "power": 11,
            "toughness": 11,
        },
    ],
    "effects": [
        {"id": "rip", "source": "rip-card", "controller": "Bob", "preset": "rest-in-peace"},
        {
            "id": "shuffle",
            "source": "colossus",
            "controller": "Alice",
            "preset": "blightsteel-colossus",
        },
    ],
    "events": [{"id": "e1", "kind": "destroy", "object": "colossus"}],
}


def creatures_destroyed_together(n: int) -> dict:
    """Alice's n vanilla creatures, each destroyed by one event at the same time."""
    return {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [
            {"id": f"o{i}", "name": f"Bear {i}", "owner": "Alice", "types": ["Creature"]}
            for i in range(n)
        ],
        "effects": [],
        "events": [{"kind": "destroy", "object": f"o{i}"} for i in range(n)],
    }
