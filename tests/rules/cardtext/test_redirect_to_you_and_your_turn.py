"""Two wordings read whole: a redirection of a target's damage to "you" this turn (Sivvi's
Valor, 614.9) and a prevention said to work "during your turn" at the start of its sentence
(Personal Sanctuary). Outcomes from the cards' Oracle texts and the rules cited."""

from __future__ import annotations

import pytest

from rules.cardtext import bind_targets, parse_card
from rules.engine import Done, Scenario, resolve

SIVVI = (
    "If you control a Forest, you may tap an untapped creature you control rather than pay "
    "this spell's mana cost.\nAll damage that would be dealt to target creature this turn is "
    "dealt to you instead."
)
SANCTUARY = "During your turn, prevent all damage that would be dealt to you."
BEARS = {
    "id": "bears",
    "name": "Grizzly Bears",
    "owner": "Alice",
    "types": ["Creature"],
    "power": 2,
    "toughness": 2,
}
BOLT = {
    "id": "bolt",
    "name": "Lightning Bolt",
    "owner": "Bob",
    "types": ["Instant"],
    "zone": "stack",
}


def _state(scenario: dict, procedure: str) -> dict:
    answer = resolve(Scenario.from_dict({"version": 1, **scenario}), procedure)
    assert isinstance(answer, Done)
    return answer.state


@pytest.mark.parametrize("procedure", ["2008-02-01", "2025-09-19"])
def test_sivvis_valor_deals_the_targets_damage_to_you(procedure):
    # Bob's Lightning Bolt at Alice's Grizzly Bears, after Sivvi's Valor targeted them:
    # Alice is dealt the 3 damage instead, the Bears none (614.9; 419.6c in 2008).
    parsed = parse_card(name="Sivvi's Valor", text=SIVVI, controller="Alice", type_line="Instant")
    assert parsed.whole, parsed.unparsed
    (effect,) = bind_targets(parsed.effects, {"target-creature": "bears"})
    assert effect["template"] == "redirect" and effect["params"]["to"] == "you"
    valor = {
        "id": "valor",
        "name": "Sivvi's Valor",
        "owner": "Alice",
        "types": ["Instant"],
        "zone": "graveyard",
    }
    state = _state(
        {
            "players": [{"name": "Alice"}, {"name": "Bob"}],
            "objects": [BEARS, BOLT, valor],
            "effects": [{**effect, "id": "valor", "source": "valor", "controller": "Alice"}],
            "events": [{"kind": "damage", "source": "bolt", "recipient": "bears", "amount": 3}],
        },
        procedure,
    )
    life = {p["name"]: p["life"] for p in state["players"]}
    (bears,) = [o for o in state["objects"] if o["id"] == "bears"]
    assert (life["Alice"], bears["damage"]) == (17, 0)


@pytest.mark.parametrize(("active", "alice_life"), [("Alice", 20), ("Bob", 17)])
def test_personal_sanctuary_prevents_only_during_your_turn(active, alice_life):
    # The first player listed is the active player: on Alice's turn the Bolt's 3 damage to
    # her is prevented; on Bob's turn it is dealt.
    parsed = parse_card(
        name="Personal Sanctuary", text=SANCTUARY, controller="Alice", type_line="Enchantment"
    )
    assert parsed.whole, parsed.unparsed
    (effect,) = parsed.effects
    sanctuary = {
        "id": "ps",
        "name": "Personal Sanctuary",
        "owner": "Alice",
        "types": ["Enchantment"],
    }
    players = [{"name": "Alice"}, {"name": "Bob"}]
    if active == "Bob":
        players.reverse()
    state = _state(
        {
            "players": players,
            "objects": [sanctuary, BOLT],
            "effects": [{**effect, "id": "ps", "source": "ps", "controller": "Alice"}],
            "events": [{"kind": "damage", "source": "bolt", "recipient": "Alice", "amount": 3}],
        },
        "2025-09-19",
    )
    (alice,) = [p for p in state["players"] if p["name"] == "Alice"]
    assert alice["life"] == alice_life
