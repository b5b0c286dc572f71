"""What an effect's actions cause is caused by the spell or ability that made the effect, and
its controller does it ("The controller of the spell or ability follows its instructions",
608.2c). So Phyrexian Hydra's -1/-1 counters are put by its controller (an opponent of
Vorinclex's controller: half as many, Vorinclex, Monstrous Raider), and Awe Strike's life gain
is caused by a spell its controller controls (Rain of Gore: "If a spell or ability would
cause its controller to gain life, that player loses that much life instead")."""

from __future__ import annotations

import pytest

from .helpers import fx, obj, outcomes, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_vorinclex_halves_the_counters_an_opponents_prevention_puts(procedure):
    s = scenario(
        [
            obj("vorinclex", "Vorinclex, Monstrous Raider"),
            obj("hydra", "Phyrexian Hydra", owner="Bob", types=("Artifact", "Creature")),
            obj("bolt", "Lightning Bolt", zone="stack", types=("Instant",), colors=["red"]),
        ],
        [
            fx("double", source="vorinclex", preset="vorinclex-monstrous-raider"),
            fx("halve", source="vorinclex", preset="vorinclex-monstrous-raider-halve"),
            fx("hydra", "Bob", source="hydra", preset="phyrexian-hydra"),
        ],
        [{"kind": "damage", "source": "bolt", "recipient": "hydra", "amount": 3}],
    )
    # 3 prevented: 3 counters, halved and rounded down.
    assert outcomes(s, procedure) == {
        "Phyrexian Hydra is dealt no damage; Phyrexian Hydra gets 1 -1/-1 counter"
    }


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_rain_of_gore_turns_awe_strikes_gain_into_a_loss(procedure):
    s = scenario(
        [
            obj("giant", "Hill Giant", power=3, toughness=3, in_combat=True),
            obj("awe", "Awe Strike", owner="Bob", zone="graveyard", types=("Instant",)),
            obj("gore", "Rain of Gore", types=("Enchantment",)),
        ],
        [
            fx("awe", "Bob", source="awe", preset="awe-strike", params={"source": {"id": "giant"}}),
            fx("gore", source="gore", preset="rain-of-gore"),
        ],
        [{"kind": "damage", "source": "giant", "recipient": "Bob", "amount": 3, "combat": True}],
    )
    assert outcomes(s, procedure) == {"Bob is dealt no damage; Bob loses 3 life"}
