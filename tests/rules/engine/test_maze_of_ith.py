"""Maze of Ith: a target restricted to attacking creatures. Expected values from the Oracle
text and the rules:

- Maze of Ith: "{T}: Untap target attacking creature. Prevent all combat damage that would
  be dealt to and dealt by that creature this turn." (presets ``maze-of-ith``, dealt to,
  and ``maze-of-ith-by``, dealt by; the untapping is no replacement and is left out).
- 509.1h: a blocked creature is still an attacking creature; 509.1g: a blocking creature
  is not one. 601.2c: a target must be an appropriate object, so a scenario naming a
  creature that isn't attacking is refused, with the path.
- Only combat damage is prevented: a Lightning Bolt's 3 is dealt (615.1a: a prevention
  effect applies to the damage its words describe). The same under rule 419 (2008).
"""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, scenario

PROCS = ("2008-02-01", "2025-09-19")


def _giant(place="blocked"):
    return obj("giant", "Hill Giant", "Alice", power=3, toughness=3, combat=place)


BEARS = obj("bears", "Grizzly Bears", "Bob", power=2, toughness=2, combat="blocking")
BOLT = obj("bolt", "Lightning Bolt", "Alice", types=("Instant",), zone="stack")


def _maze(target="giant"):
    return [
        fx("to", "Bob", preset="maze-of-ith", params={"recipient": {"object": _at(target)}}),
        fx("by", "Bob", preset="maze-of-ith-by", params={"source": _at(target)}),
    ]


def _at(target):
    return {"id": target, "types": ["Creature"], "combat": "attacking"}


def _combat(giant=None, effects=None):
    return scenario(
        [giant or _giant(), BEARS],
        _maze() if effects is None else effects,
        [
            {
                "kind": "damage",
                "source": "giant",
                "recipient": "bears",
                "amount": 3,
                "combat": True,
            },
            {
                "kind": "damage",
                "source": "bears",
                "recipient": "giant",
                "amount": 2,
                "combat": True,
            },
        ],
    )


@pytest.mark.parametrize("procedure", PROCS)
def test_combat_damage_dealt_to_and_by_the_attacker_is_prevented(procedure):
    state = done(_combat(), procedure).to_dict()["state"]
    damage = {o["id"]: o["damage"] for o in state["objects"]}
    assert damage == {"giant": 0, "bears": 0}


@pytest.mark.parametrize("procedure", PROCS)
def test_an_unblocked_attacker_is_an_attacking_creature_too(procedure):
    s = scenario(
        [_giant("unblocked")],
        _maze(),
        [{"kind": "damage", "source": "giant", "recipient": "Bob", "amount": 3, "combat": True}],
    )
    bob = done(s, procedure).to_dict()["state"]["players"][1]
    assert bob["life"] == 20


@pytest.mark.parametrize("procedure", PROCS)
def test_noncombat_damage_to_the_attacker_is_dealt(procedure):
    s = scenario(
        [_giant(), BOLT],
        _maze(),
        [{"kind": "damage", "source": "bolt", "recipient": "giant", "amount": 3}],
    )
    assert done(s, procedure).outcome.text == "Hill Giant is dealt 3 damage"


def test_a_blocking_creature_is_not_a_legal_target():
    with pytest.raises(ScenarioError) as err:
        _combat(effects=_maze("bears"))
    found = {e.path: e.message for e in err.value.errors}
    assert "effects[0].params.recipient.object.id" in found
    assert "effects[1].params.source.id" in found
    assert (
        "'bears' is not an attacking creature (it is blocking)"
        in found["effects[1].params.source.id"]
    )


def test_a_creature_not_in_combat_is_not_a_legal_target():
    with pytest.raises(ScenarioError) as err:
        _combat(giant=obj("giant", "Hill Giant", "Alice", power=3, toughness=3))
    messages = [e.message for e in err.value.errors]
    assert any("doesn't say it is in combat" in m for m in messages), messages
