""" "If a creature dealt damage by Kumano this turn would die, exile it instead." (Kumano,
Master Yamabushi; Kumano's Pupils; Frostwielder; Kumano's Blessing's "by enchanted
creature"; Torch the Tower's "a permanent dealt damage by Torch the Tower"): the reader
reads who dealt the damage into the filter key ``damaged_by``, and the resolver exiles only
a creature that source dealt damage to this turn (614.1a; Kumano's rulings).

A creature dealt lethal damage dies as a state-based action (704.5g), a planeswalker with
no loyalty counters too (704.5i): each scenario writes the damage in its timeline and the
permanent's move to its owner's graveyard as the event. "Dies" means "is put into a
graveyard from the battlefield" (700.4), for any permanent, so Torch the Tower's "a
permanent" exiles a planeswalker as well as a creature.
"""

from __future__ import annotations

import pytest

from rules.cardtext import bind_targets, card, parse_card
from rules.engine import Done, Scenario, resolve

MODERN = "2025-09-19"
PLAYERS = [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}]
BEARS = {
    "id": "bears",
    "name": "Grizzly Bears",
    "owner": "Bob",
    "types": ["Creature"],
    "power": 2,
    "toughness": 2,
}
SHOCK = {"id": "shock", "name": "Shock", "owner": "Bob", "types": ["Instant"], "zone": "stack"}


def _read(name: str, oid: str, targets: dict[str, str] | None = None) -> tuple[dict, list]:
    """The shipped card's object and its one effect, read whole, its placeholders bound."""
    entry = card(name)
    assert entry is not None
    parsed = parse_card(
        name=entry.name, text=entry.text, controller="Alice", type_line=entry.type_line
    )
    effects = [
        e for e in parsed.effects if e["params"].get("object", {}).get("damaged_by") is not None
    ]
    assert len(effects) == 1, parsed.summary
    effect = {**effects[0], "id": f"{oid}-exile", "source": oid, "controller": "Alice"}
    (effect,) = bind_targets([effect], targets or {})
    return {**parsed.object, "id": oid}, [effect]


def _zone_after(objects, effects, damage_source: str, victim: str = "bears") -> str:
    """Where ``victim`` ends up when it dies after ``damage_source`` dealt it damage."""
    data = {
        "version": 1,
        "players": PLAYERS,
        "objects": objects,
        "effects": effects,
        "timeline": [
            {
                "events": [
                    {"kind": "damage", "source": damage_source, "recipient": victim, "amount": 2}
                ]
            }
        ],
        "events": [{"kind": "move", "object": victim, "to": "graveyard", "by": {"kind": "rule"}}],
    }
    answer = resolve(Scenario.from_dict(data), MODERN)
    assert isinstance(answer, Done)
    return next(o["zone"] for o in answer.state["objects"] if o["id"] == victim)


@pytest.mark.parametrize(
    ("name", "oid"),
    [
        ("Kumano, Master Yamabushi", "kumano"),
        ("Kumano's Pupils", "pupils"),
        ("Frostwielder", "frostwielder"),
    ],
)
def test_a_creature_the_card_dealt_damage_to_is_exiled_as_it_dies(name, oid):
    """The card dealt the Bears 2 damage this turn; they die: exiled instead (614.1a)."""
    source, effects = _read(name, oid)
    assert effects[0]["params"]["object"] == {"types": ["Creature"], "damaged_by": "this"}
    assert _zone_after([source, BEARS], effects, oid) == "exile"


@pytest.mark.parametrize(
    ("name", "oid"),
    [("Kumano, Master Yamabushi", "kumano"), ("Frostwielder", "frostwielder")],
)
def test_a_creature_another_source_dealt_damage_to_goes_to_the_graveyard(name, oid):
    """Shock dealt the damage, not the card: the Bears die as usual (Kumano's ruling:
    only a creature Kumano dealt damage to that turn is exiled)."""
    source, effects = _read(name, oid)
    assert _zone_after([source, BEARS, SHOCK], effects, "shock") == "graveyard"


def test_kumanos_blessing_reads_the_creature_it_enchants():
    """Kumano's Blessing on Alice's Hill Giant: a creature the Giant dealt damage to this
    turn is exiled as it dies; one the Aura's own controller's Shock damaged is not (the
    damage must come from the enchanted creature)."""
    giant = {
        "id": "giant",
        "name": "Hill Giant",
        "owner": "Alice",
        "types": ["Creature"],
        "power": 3,
        "toughness": 3,
    }
    aura, effects = _read("Kumano's Blessing", "blessing", {"enchanted-creature": "giant"})
    aura = {**aura, "attached_to": "giant"}
    assert effects[0]["params"]["object"]["damaged_by"] == "giant"
    assert _zone_after([giant, aura, BEARS], effects, "giant") == "exile"
    assert _zone_after([giant, aura, BEARS, SHOCK], effects, "shock") == "graveyard"


def test_torch_the_tower_exiles_a_planeswalker_it_dealt_damage_to():
    """Torch the Tower deals 2 damage to Bob's planeswalker with 2 loyalty: its loyalty
    counters are removed (120.3c), it is put into the graveyard (704.5i), so it dies
    (700.4) and Torch the Tower's "a permanent" exiles it instead."""
    torch, effects = _read("Torch the Tower", "torch")
    assert effects[0]["params"]["object"] == {"damaged_by": "this"}
    assert effects[0].get("origin") == "resolution"
    jace = {
        "id": "jace",
        "name": "Jace Beleren",
        "owner": "Bob",
        "types": ["Planeswalker"],
        "counters": {"loyalty": 2},
    }
    torch = {**torch, "zone": "stack"}
    assert _zone_after([torch, jace], effects, "torch", victim="jace") == "exile"


def test_the_summary_says_who_dealt_the_damage():
    entry = card("Kumano, Master Yamabushi")
    parsed = parse_card(
        name=entry.name, text=entry.text, controller="Alice", type_line=entry.type_line
    )
    assert parsed.summary == (
        "Watches: a creature dealt damage by Kumano, Master Yamabushi this turn dying. "
        "Instead: exile it.",
    )


def test_the_reading_says_what_a_scenario_must_say_of_the_damage():
    """Whether the card dealt a creature damage earlier this turn is a fact of the game the
    text can't know: the reading says where a scenario says it, so it is never assumed
    unseen."""
    entry = card("Kumano, Master Yamabushi")
    parsed = parse_card(
        name=entry.name, text=entry.text, controller="Alice", type_line=entry.type_line
    )
    (note,) = parsed.notes
    assert "Kumano, Master Yamabushi dealt damage to this turn" in note
    assert "damaged_by" in note
