"""Effect labels: options told apart, "can't" effects named by their card."""

from __future__ import annotations

from rules.engine import Scenario, resolve


def _angel(event: dict) -> Scenario:
    # Platinum Angel: "You can't lose the game and your opponents can't win the game."
    return Scenario.from_dict(
        {
            "version": 1,
            "players": [{"name": "Alice"}, {"name": "Bob"}],
            "objects": [
                {"id": "angel", "name": "Platinum Angel", "owner": "Alice",
                 "types": ["Artifact", "Creature"], "power": 4, "toughness": 4},
            ],
            "effects": [
                {"id": "angel-lose", "source": "angel", "controller": "Alice",
                 "template": "cant", "params": {"event": "lose_game", "player": "you"}},
                {"id": "angel-win", "source": "angel", "controller": "Alice",
                 "template": "cant", "params": {"event": "win_game", "player": "opponent"}},
            ],
            "events": [event],
        }
    )  # fmt: skip


def test_two_cant_effects_of_one_card_are_named_by_the_card_alone():
    # A "can't" effect is never applied in an order (614.17), so nobody has to tell the
    # two apart: each is named by its card, no id shown.
    done = resolve(_angel({"kind": "lose_game", "player": "Alice"}), "2025-09-19")
    assert done.outcome.text == "Alice can't lose the game (Platinum Angel)"
    done = resolve(_angel({"kind": "win_game", "player": "Bob"}), "2025-09-19")
    assert done.outcome.text == "Bob can't win the game (Platinum Angel)"
