"""Shipped cards with prevention wordings (615) and mill replacements (614.1a) read whole from
their Oracle texts, each resolved in a small scenario. Expected outcomes come from the cards'
words and the rules cited (615.1a: "prevent" says what damage will not be dealt; 510.2:
combat damage; 105.2c: a colorless object has no color; 701.17a, 701.17b: mill), written by
hand."""

from __future__ import annotations

from typing import Any

import pytest

from rules.cardtext import bind_targets, card, parse_card
from rules.engine import Done, Scenario, resolve

NOW = "2025-09-19"


def read(name: str) -> Any:
    entry = card(name)
    assert entry is not None, name
    parsed = parse_card(
        name=entry.name, text=entry.text, controller="Alice", type_line=entry.type_line
    )
    assert parsed.whole, parsed.unparsed
    return parsed


def creature(i: str, owner: str = "Bob", **more: Any) -> dict[str, Any]:
    return {
        "id": i,
        "name": i.title(),
        "owner": owner,
        "types": ["Creature"],
        "power": 2,
        "toughness": 5,
        **more,
    }


def hit(src: str, to: str, n: int, *, combat: bool = False) -> dict[str, Any]:
    return {"kind": "damage", "source": src, "recipient": to, "amount": n, "combat": combat}


def state(
    name: str,
    objects: list[dict[str, Any]],
    events: list[dict[str, Any]],
    *,
    me: dict[str, Any] | None = None,
    targets: dict[str, str] | None = None,
    players: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    parsed = read(name)
    this = {**parsed.object, **(me or {})}
    scenario = {
        "version": 1,
        "players": players or [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [this, *objects],
        "effects": bind_targets(parsed.effects, targets or {}, ["Alice", "Bob"]),
        "events": events,
    }
    answer = resolve(Scenario.from_dict(scenario), NOW)
    assert isinstance(answer, Done)
    return answer.state


def damage(st: dict[str, Any]) -> dict[str, int]:
    return {o["id"]: o.get("damage", 0) for o in st["objects"]} | {
        p["name"]: 20 - p["life"] for p in st["players"]
    }


BOLT = {
    "id": "bolt",
    "name": "Lightning Bolt",
    "owner": "Bob",
    "types": ["Instant"],
    "zone": "stack",
    "colors": ["red"],
}


def test_ignoble_soldier_prevents_the_combat_damage_it_would_deal_after_its_trigger():
    """ "Whenever Ignoble Soldier becomes blocked, prevent all combat damage that would be
    dealt by it this turn": "it" is the Soldier, the only object its trigger names. Its
    combat damage to the blocker is prevented (615.1a); another attacker's is not, nor
    damage dealt to the Soldier."""
    soldier = {"combat": "blocked"}
    wall = creature("wall", combat="blocking")
    other = creature("other", owner="Alice", combat="unblocked")
    got = damage(
        state(
            "Ignoble Soldier",
            [wall, other],
            [
                hit("ignoble-soldier", "wall", 3, combat=True),
                hit("wall", "ignoble-soldier", 1, combat=True),
                hit("other", "Bob", 2, combat=True),
            ],
            me=soldier,
        )
    )
    assert (got["wall"], got["ignoble-soldier"], got["Bob"]) == (0, 1, 2)


def test_ignoble_soldier_leaves_its_noncombat_damage_alone():
    """Only combat damage is prevented (510.2: combat damage is the damage dealt in the combat
    damage step)."""
    got = damage(state("Ignoble Soldier", [creature("wall")], [hit("ignoble-soldier", "wall", 2)]))
    assert got["wall"] == 2


def test_goblin_snowman_neither_deals_nor_is_dealt_combat_damage():
    """ "Whenever Goblin Snowman blocks, prevent all combat damage that would be dealt to and
    dealt by it this turn": two prevention effects (615.1a). Its noncombat damage ("{T}:
    Goblin Snowman deals 1 damage to target creature it's blocking") is dealt."""
    attacker = creature("attacker", combat="blocked")
    got = damage(
        state(
            "Goblin Snowman",
            [attacker],
            [
                hit("attacker", "goblin-snowman", 2, combat=True),
                hit("goblin-snowman", "attacker", 1, combat=True),
                hit("goblin-snowman", "attacker", 1),
            ],
            me={"owner": "Alice", "combat": "blocking"},
        )
    )
    assert (got["goblin-snowman"], got["attacker"]) == (0, 1)


def test_songstitcher_prevents_the_combat_damage_of_the_attacking_flier_it_targets():
    """ "Prevent all combat damage that would be dealt this turn by target attacking creature
    with flying": "with flying" only restricts what may be targeted (601.2c); once chosen,
    that creature's combat damage is prevented, another attacker's is not."""
    drake = creature("drake", combat="unblocked", keywords=["flying"])
    bear = creature("bear", combat="unblocked")
    got = damage(
        state(
            "Songstitcher",
            [drake, bear],
            [hit("drake", "Alice", 2, combat=True), hit("bear", "Alice", 2, combat=True)],
            targets={"target-creature": "drake"},
        )
    )
    assert got["Alice"] == 2


ORNITHOPTER = {
    "id": "thopter",
    "name": "Ornithopter",
    "owner": "Bob",
    "types": ["Artifact", "Creature"],
    "colors": [],
    "power": 0,
    "toughness": 2,
}


def test_lithomancers_focus_prevents_only_colorless_sources_damage_to_that_creature():
    """ "Prevent all damage that would be dealt to that creature this turn by colorless
    sources": a colorless object has no color (105.2c), so the artifact's damage to the target
    is prevented and the red Bolt's is dealt; the artifact's damage to another creature is
    dealt."""
    bears = creature("bears", owner="Alice")
    other = creature("other", owner="Alice")
    got = damage(
        state(
            "Lithomancer's Focus",
            [bears, other, ORNITHOPTER, BOLT],
            [hit("thopter", "bears", 2), hit("bolt", "bears", 3), hit("thopter", "other", 2)],
            targets={"target-creature": "bears"},
        )
    )
    assert (got["bears"], got["other"]) == (3, 2)


def test_moonmist_leaves_werewolves_and_wolves_combat_damage_alone():
    """ "Prevent all combat damage that would be dealt this turn by creatures other than
    Werewolves and Wolves": a Human's combat damage is prevented; a Wolf's and a Werewolf's is
    dealt (neither is "other than Werewolves and Wolves"); the Human's noncombat damage too."""
    human = creature("human", subtypes=["Human"], combat="unblocked")
    wolf = creature("wolf", subtypes=["Wolf"], combat="unblocked")
    werewolf = creature("werewolf", subtypes=["Human", "Werewolf"], combat="unblocked")
    got = damage(
        state(
            "Moonmist",
            [human, wolf, werewolf],
            [
                hit("human", "Alice", 2, combat=True),
                hit("wolf", "Alice", 3, combat=True),
                hit("werewolf", "Alice", 4, combat=True),
                hit("human", "Alice", 1),
            ],
        )
    )
    assert got["Alice"] == 3 + 4 + 1


def test_plated_pegasus_prevents_1_damage_a_spell_would_deal_to_each_recipient():
    """ "If a spell would deal damage to a permanent or player, prevent 1 damage that spell
    would deal to that permanent or player": 1 of each spell's damage to each recipient, to
    anyone; a creature's damage is not a spell's."""
    bears = creature("bears", owner="Alice")
    got = damage(
        state(
            "Plated Pegasus",
            [bears, BOLT],
            [hit("bolt", "bears", 3), hit("bolt", "Bob", 3), hit("bears", "Bob", 2)],
            me={"owner": "Alice"},
        )
    )
    assert (got["bears"], got["Bob"]) == (2, 2 + 2)


def permanent(i: str, *colors: str) -> dict[str, Any]:
    return {
        "id": i,
        "name": i.title(),
        "owner": "Alice",
        "types": ["Artifact"],
        "colors": list(colors),
    }


@pytest.mark.parametrize(
    ("mine", "prevented"),
    [
        # A multicolored permanent is a permanent of each of its colors (105.2).
        (
            [
                permanent("wu", "white", "blue"),
                permanent("b", "black"),
                permanent("rg", "red", "green"),
            ],
            True,
        ),
        (
            [permanent("wu", "white", "blue"), permanent("b", "black"), permanent("r", "red")],
            False,
        ),
    ],
)
def test_spirit_of_resistance_prevents_damage_to_you_while_you_control_each_color(mine, prevented):
    """ "As long as you control a permanent of each color, prevent all damage that would be
    dealt to you": the condition read as the damage would be dealt; with no green permanent
    the Bolt's 3 damage is dealt."""
    got = damage(state("Spirit of Resistance", [*mine, BOLT], [hit("bolt", "Alice", 3)]))
    assert got["Alice"] == (0 if prevented else 3)


def library(n: int) -> list[str]:
    return [f"Card {i}" for i in range(n)]


@pytest.mark.parametrize(
    ("name", "bob_has", "bob_mills", "alice_mills"),
    [
        # "they mill twice that many cards instead": Bob, an opponent, mills 2 times 2; Alice's
        # own mill of 1 is left alone.
        ("Bruvac the Grandiloquent", 10, 4, 1),
        # "they mill that many cards plus four instead": 2 + 4.
        ("The Water Crystal", 10, 6, 1),
        # Only as many as the library holds (701.17b).
        ("The Water Crystal", 3, 3, 1),
    ],
)
def test_an_opponents_mill_is_changed_as_the_card_says(name, bob_has, bob_mills, alice_mills):
    """701.17a: to mill N cards is to put the top N cards of one's library into one's
    graveyard; the replacement changes how many (614.1a)."""
    players = [
        {"name": "Alice", "library": library(5)},
        {"name": "Bob", "library": library(bob_has)},
    ]
    st = state(
        name,
        [],
        [{"kind": "mill", "player": "Bob", "count": 2}, {"kind": "mill", "player": "Alice"}],
        me={"owner": "Alice"},
        players=players,
    )
    left = {p["name"]: len(p["library"]) for p in st["players"]}
    assert (bob_has - left["Bob"], 5 - left["Alice"]) == (bob_mills, alice_mills)


def test_hindervines_prevents_combat_damage_of_creatures_with_no_plus_one_counters():
    """ "Prevent all combat damage that would be dealt this turn by creatures with no +1/+1
    counters on them": a creature with a +1/+1 counter deals its combat damage; one without,
    or with only a -1/-1 counter, doesn't."""
    plain = creature("plain", combat="unblocked")
    grown = creature("grown", combat="unblocked", counters={"+1/+1": 1})
    shrunk = creature("shrunk", combat="unblocked", counters={"-1/-1": 1})
    got = damage(
        state(
            "Hindervines",
            [plain, grown, shrunk],
            [
                hit("plain", "Alice", 2, combat=True),
                hit("grown", "Alice", 3, combat=True),
                hit("shrunk", "Alice", 1, combat=True),
            ],
        )
    )
    assert got["Alice"] == 3


def test_terrifying_presence_prevents_every_creatures_combat_damage_but_the_targets():
    """ "Prevent all combat damage that would be dealt by creatures other than target creature
    this turn": the target creature's combat damage is dealt, every other creature's
    prevented; a noncreature source's damage is dealt."""
    chosen = creature("chosen", combat="unblocked")
    other = creature("other", combat="unblocked")
    mine = creature("mine", owner="Alice", combat="blocking")
    got = damage(
        state(
            "Terrifying Presence",
            [chosen, other, mine, BOLT],
            [
                hit("chosen", "Alice", 2, combat=True),
                hit("other", "Alice", 3, combat=True),
                hit("mine", "other", 2, combat=True),
                hit("bolt", "Alice", 3),
            ],
            targets={"target-creature": "chosen"},
        )
    )
    assert (got["Alice"], got["other"]) == (2 + 3, 0)


def test_kiora_prevents_damage_to_and_by_the_targeted_permanent_until_your_next_turn():
    """Kiora, the Crashing Wave's +1: "Until your next turn, prevent all damage that would be
    dealt to and dealt by target permanent an opponent controls": two prevention effects
    made as the ability resolves, lasting as it states (611.2a); "an opponent controls" only
    restricts the target. Damage to and by another permanent is dealt."""
    parsed = read("Kiora, the Crashing Wave")
    assert any("until your next turn" in n for n in parsed.notes)
    dragon = creature("dragon", combat="unblocked")
    bears = creature("bears")
    got = damage(
        state(
            "Kiora, the Crashing Wave",
            [dragon, bears, BOLT],
            [
                hit("dragon", "Alice", 4, combat=True),
                hit("bolt", "dragon", 3),
                hit("bears", "Alice", 2),
                hit("bolt", "bears", 1),
            ],
            targets={"target-permanent": "dragon"},
        )
    )
    assert (got["Alice"], got["dragon"], got["bears"]) == (2, 0, 1)


def test_gideon_of_the_trials_plus_one_prevents_the_damage_the_target_would_deal():
    """Gideon of the Trials' +1, "Until your next turn, prevent all damage target permanent
    would deal", is read (his emblem is not: the card stays read in part)."""
    entry = card("Gideon of the Trials")
    assert entry is not None
    parsed = parse_card(name=entry.name, text=entry.text, controller="Alice")
    (plus_one,) = [e for e in parsed.effects if "source" in e["params"]]
    assert plus_one["params"] == {"amount": "all", "source": {"id": "target-permanent"}}
    assert plus_one["origin"] == "resolution" and parsed.unparsed


def test_gossamer_chains_prevents_the_target_unblocked_creatures_combat_damage():
    """ "Return Gossamer Chains to its owner's hand: Prevent all combat damage that would be
    dealt by target unblocked creature this turn": returning it is the ability's cost
    (602.1a); the target's combat damage is prevented, another attacker's is not."""
    runner = creature("runner", combat="unblocked")
    other = creature("other", combat="unblocked")
    got = damage(
        state(
            "Gossamer Chains",
            [runner, other],
            [hit("runner", "Alice", 2, combat=True), hit("other", "Alice", 3, combat=True)],
            targets={"target-creature": "runner"},
        )
    )
    assert got["Alice"] == 3


def test_hidden_retreat_prevents_the_damage_the_target_spell_would_deal():
    """ "Put a card from your hand on top of your library: Prevent all damage that would be
    dealt by target instant or sorcery spell this turn": the Bolt targeted deals none;
    another spell's damage is dealt."""
    shock = {**BOLT, "id": "shock", "name": "Shock"}
    got = damage(
        state(
            "Hidden Retreat",
            [BOLT, shock],
            [hit("bolt", "Alice", 3), hit("shock", "Alice", 2)],
            targets={"target-spell": "bolt"},
        )
    )
    assert got["Alice"] == 2


def test_penance_prevents_the_next_damage_of_the_black_or_red_source_chosen():
    """ "The next time a black or red source of your choice would deal damage this turn,
    prevent that damage": the chosen source's next damage (615.8, 609.7); a green creature's
    damage is dealt."""
    elf = creature("elf", colors=["green"])
    got = damage(
        state(
            "Penance",
            [BOLT, elf],
            [hit("bolt", "Alice", 3), hit("elf", "Alice", 2)],
            targets={"source-of-your-choice": "bolt"},
        )
    )
    assert got["Alice"] == 2


def test_al_abaras_carpet_prevents_damage_to_you_from_attackers_without_flying():
    """ "Prevent all damage that would be dealt to you this turn by attacking creatures without
    flying": an attacking flier's damage and a creature's that isn't attacking are dealt.
    (Read whole before these wordings; checked here with the others of its family.)"""
    walker = creature("walker", combat="unblocked")
    flier = creature("flier", combat="unblocked", keywords=["flying"])
    idle = creature("idle")
    got = damage(
        state(
            "Al-abara's Carpet",
            [walker, flier, idle],
            [
                hit("walker", "Alice", 2, combat=True),
                hit("flier", "Alice", 3, combat=True),
                hit("idle", "Alice", 1),
            ],
        )
    )
    assert got["Alice"] == 3 + 1
