"""Shipped cards whose wordings name the object or player the card is attached to, or a
creature by its place in combat, read from their Oracle texts and resolved.

"Enchanted creature" / "equipped creature" is the permanent the Aura or Equipment is
attached to (303.4b, 301.5a), "enchanted player" the player a Curse enchants (303.4b);
the reader proposes a placeholder the judge binds to it. A redirection (614.9) sends the
damage elsewhere, a prevention (615.1a) keeps it from being dealt; an unblocked creature
is an attacking creature no creature was declared to block (509.1h). Every expected value
below is worked out from the card's words and those rules, not from the reader."""

from __future__ import annotations

from typing import Any

import pytest

from rules.cardtext import bind_targets, card, parse_card
from rules.engine import Done, Pending, Scenario, resolve

PROCEDURES = ["2008-02-01", "2025-09-19"]
PLAYERS = [{"name": "Alice"}, {"name": "Bob"}]


def _creature(oid: str, name: str, owner: str, power: int, **more: Any) -> dict[str, Any]:
    return {
        "id": oid,
        "name": name,
        "owner": owner,
        "types": ["Creature"],
        "power": power,
        "toughness": power,
        **more,
    }


def _bolt(owner: str = "Bob") -> dict[str, Any]:
    return {
        "id": "bolt",
        "name": "Lightning Bolt",
        "owner": owner,
        "types": ["Instant"],
        "zone": "stack",
        "colors": ["red"],
    }


def _read(name: str, mapping: dict[str, str] | None = None) -> tuple[dict, list[dict]]:
    """The card's object (id ``name``'s slug) and its effects, every placeholder bound."""
    entry = card(name)
    assert entry is not None, name
    parsed = parse_card(
        name=entry.name, text=entry.text, controller="Alice", type_line=entry.type_line
    )
    assert parsed.whole, parsed.unparsed
    effects = bind_targets(parsed.effects, mapping or {}, ["Alice", "Bob"])
    return dict(parsed.object), effects


def _done(scenario: dict[str, Any], procedure: str) -> dict[str, Any]:
    answer = resolve(Scenario.from_dict({"version": 1, "players": PLAYERS, **scenario}), procedure)
    assert isinstance(answer, Done), answer
    return answer.state


def _every_end(scenario: dict[str, Any], procedure: str) -> list[dict[str, Any]]:
    """The state after each way the players may order the effects (616.1)."""
    sc = Scenario.from_dict({"version": 1, "players": PLAYERS, **scenario})
    ends: list[dict[str, Any]] = []
    paths: list[tuple[str, ...]] = [()]
    while paths:
        path = paths.pop()
        answer = resolve(sc, procedure, path)
        if isinstance(answer, Pending):
            paths.extend((*path, o.id) for o in answer.options)
        else:
            ends.append(answer.state)
    return ends


def _life(state: dict[str, Any]) -> dict[str, int]:
    return {p["name"]: p["life"] for p in state["players"]}


def _damage(state: dict[str, Any]) -> dict[str, int]:
    return {o["id"]: o.get("damage", 0) for o in state["objects"]}


# "Equipped creature" and "enchanted creature" as the damage's recipient or source ---------


@pytest.mark.parametrize("procedure", PROCEDURES)
def test_shield_of_the_realm_prevents_two_of_each_damage_to_the_equipped_creature(procedure):
    # "If a source would deal damage to equipped creature, prevent 2 of that damage."
    # Bob's Lightning Bolt (3) at Alice's equipped Hill Giant: 1 is dealt. His Shock (2) at
    # her unequipped Grizzly Bears is not the equipped creature's damage: 2 is dealt.
    shield, effects = _read("Shield of the Realm", {"equipped-creature": "giant"})
    shield.update(id="shield", attached_to="giant")
    state = _done(
        {
            "objects": [
                shield,
                _creature("giant", "Hill Giant", "Alice", 3),
                _creature("bears", "Grizzly Bears", "Alice", 2),
                _bolt(),
                {
                    "id": "shock",
                    "name": "Shock",
                    "owner": "Bob",
                    "types": ["Instant"],
                    "zone": "stack",
                },
            ],
            "effects": [{**e, "source": "shield"} for e in effects],
            "events": [
                {"kind": "damage", "source": "bolt", "recipient": "giant", "amount": 3},
                {"kind": "damage", "source": "shock", "recipient": "bears", "amount": 2},
            ],
        },
        procedure,
    )
    damage = _damage(state)
    assert (damage["giant"], damage["bears"]) == (1, 2)


def test_an_aura_that_prevents_two_of_the_damage_to_enchanted_creature_is_read():
    # The wording of an Aura, "If a source would deal damage to enchanted creature, prevent 2
    # of that damage.", was refused though the same Equipment wording is an Aura's too: the
    # prevention "if a source would deal damage to [recipient]" read its recipient as a
    # plain filter, which knows no "enchanted creature". It is the placeholder now.
    parsed = parse_card(
        name="Test Ward",
        text="Enchant creature\nIf a source would deal damage to enchanted creature, prevent 2 "
        "of that damage.",
        controller="Alice",
        type_line="Enchantment — Aura",
    )
    assert parsed.whole, parsed.unparsed
    (effect,) = bind_targets(parsed.effects, {"enchanted-creature": "giant"})
    ward = {**parsed.object, "id": "ward", "attached_to": "giant"}
    state = _done(
        {
            "objects": [ward, _creature("giant", "Hill Giant", "Alice", 3), _bolt()],
            "effects": [{**effect, "source": "ward"}],
            "events": [{"kind": "damage", "source": "bolt", "recipient": "giant", "amount": 3}],
        },
        "2025-09-19",
    )
    assert _damage(state)["giant"] == 1


@pytest.mark.parametrize("procedure", PROCEDURES)
def test_inquisitors_flail_doubles_the_combat_damage_dealt_by_and_to_the_equipped_creature(
    procedure,
):
    # Alice's Grizzly Bears, equipped, blocked by Bob's Hill Giant: the Bears deal double
    # their 2 (first line), the Giant, another creature, double its 3 to the Bears (second
    # line): the Giant is dealt 4, the Bears 6 (614.1a).
    flail, effects = _read("Inquisitor's Flail", {"equipped-creature": "bears"})
    flail.update(id="flail", attached_to="bears")
    state = _done(
        {
            "objects": [
                flail,
                _creature("bears", "Grizzly Bears", "Alice", 2, combat="blocked"),
                _creature("giant", "Hill Giant", "Bob", 3, combat="blocking"),
            ],
            "effects": [{**e, "source": "flail"} for e in effects],
            "events": [
                {
                    "kind": "damage",
                    "source": "bears",
                    "recipient": "giant",
                    "amount": 2,
                    "combat": True,
                },
                {
                    "kind": "damage",
                    "source": "giant",
                    "recipient": "bears",
                    "amount": 3,
                    "combat": True,
                },
            ],
        },
        procedure,
    )
    damage = _damage(state)
    assert (damage["giant"], damage["bears"]) == (4, 6)


def test_inquisitors_flail_leaves_noncombat_damage_as_it_is():
    # Bob's Lightning Bolt at the equipped Bears is no combat damage: 3 is dealt.
    flail, effects = _read("Inquisitor's Flail", {"equipped-creature": "bears"})
    flail.update(id="flail", attached_to="bears")
    state = _done(
        {
            "objects": [flail, _creature("bears", "Grizzly Bears", "Alice", 2), _bolt()],
            "effects": [{**e, "source": "flail"} for e in effects],
            "events": [{"kind": "damage", "source": "bolt", "recipient": "bears", "amount": 3}],
        },
        "2025-09-19",
    )
    assert _damage(state)["bears"] == 3


def test_inquisitors_flail_another_creature_is_not_the_equipped_one():
    # "Another creature" on an Equipment is a creature other than the equipped one. The
    # Bears' 2 combat damage to Bob is sent back to the Bears (a redirection of Bob's,
    # 614.9): the first line doubles it, whatever the order (616.1), and the second line
    # doesn't, since the Bears are no other creature: the Bears are dealt 4, never 8.
    flail, effects = _read("Inquisitor's Flail", {"equipped-creature": "bears"})
    assert effects[1]["params"]["source"] == {"types": ["Creature"], "not_id": "bears"}
    flail.update(id="flail", attached_to="bears")
    mirror = {"id": "mirror", "name": "Mirror", "owner": "Bob", "types": ["Enchantment"]}
    back = {
        "id": "back",
        "source": "mirror",
        "controller": "Bob",
        "template": "redirect",
        "params": {"recipient": {"player": "Bob"}, "to": "bears"},
    }
    ends = _every_end(
        {
            "objects": [
                flail,
                mirror,
                _creature("bears", "Grizzly Bears", "Alice", 2, combat="unblocked"),
            ],
            "effects": [*({**e, "source": "flail"} for e in effects), back],
            "events": [
                {
                    "kind": "damage",
                    "source": "bears",
                    "recipient": "Bob",
                    "amount": 2,
                    "combat": True,
                }
            ],
        },
        "2025-09-19",
    )
    assert ends
    assert {(_damage(s)["bears"], _life(s)["Bob"]) for s in ends} == {(4, 20)}


# "Enchanted player" (a Curse) -------------------------------------------------------------


@pytest.mark.parametrize("procedure", PROCEDURES)
def test_curse_of_bloodletting_doubles_damage_to_the_enchanted_player_only(procedure):
    # Alice's Curse enchants Bob: Alice's Lightning Bolt at Bob deals 6 (Bob 14); Bob's
    # Shock at Alice deals its 2 (Alice 18): she isn't the enchanted player.
    curse, effects = _read("Curse of Bloodletting", {"enchanted-player": "Bob"})
    assert effects[0]["params"]["recipient"] == {"player": "Bob"}
    curse["id"] = "curse"
    state = _done(
        {
            "objects": [
                curse,
                _bolt("Alice"),
                {
                    "id": "shock",
                    "name": "Shock",
                    "owner": "Bob",
                    "types": ["Instant"],
                    "zone": "stack",
                },
            ],
            "effects": [{**e, "source": "curse"} for e in effects],
            "events": [
                {"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": 3},
                {"kind": "damage", "source": "shock", "recipient": "Alice", "amount": 2},
            ],
        },
        procedure,
    )
    assert _life(state) == {"Alice": 18, "Bob": 14}


# Redirections to a player or to the card itself -----------------------------------------------


@pytest.mark.parametrize("procedure", PROCEDURES)
def test_treacherous_link_deals_the_enchanted_creatures_damage_to_its_controller(procedure):
    # Alice's Treacherous Link on Bob's Hill Giant: Alice's Lightning Bolt at the Giant is
    # dealt to Bob, the Giant's controller, not to Alice, the Aura's (303.4e): Bob 17.
    link, effects = _read("Treacherous Link", {"enchanted-creature": "giant"})
    assert effects[0]["params"]["to"] == {"controller_of": "giant"}
    link.update(id="link", attached_to="giant")
    state = _done(
        {
            "objects": [link, _creature("giant", "Hill Giant", "Bob", 3), _bolt("Alice")],
            "effects": [{**e, "source": "link"} for e in effects],
            "events": [{"kind": "damage", "source": "bolt", "recipient": "giant", "amount": 3}],
        },
        procedure,
    )
    assert (_life(state), _damage(state)["giant"]) == ({"Alice": 20, "Bob": 17}, 0)


def _bob_attacks(guard: dict[str, Any], effects: list[dict], *extra: dict) -> dict[str, Any]:
    """Bob's unblocked Hill Giant (3) and his Grizzly Bears, blocked by Alice's Wall, deal
    their combat damage: the Giant to Alice, the Bears to the Wall."""
    return {
        "objects": [
            guard,
            _creature("giant", "Hill Giant", "Bob", 3, combat="unblocked"),
            _creature("bears", "Grizzly Bears", "Bob", 2, combat="blocked"),
            _creature("wall", "Wall of Wood", "Alice", 0, combat="blocking"),
            *extra,
        ],
        "effects": [{**e, "source": guard["id"]} for e in effects],
        "events": [
            {
                "kind": "damage",
                "source": "giant",
                "recipient": "Alice",
                "amount": 3,
                "combat": True,
            },
            {"kind": "damage", "source": "bears", "recipient": "wall", "amount": 2, "combat": True},
        ],
    }


@pytest.mark.parametrize("name", ["Veteran Bodyguard", "Weathered Bodyguards"])
@pytest.mark.parametrize("procedure", PROCEDURES)
def test_an_untapped_bodyguard_is_dealt_the_unblocked_creatures_damage(name, procedure):
    # "As long as [it] is untapped, all (combat) damage that would be dealt to you by
    # unblocked creatures is dealt to [it] instead": the Giant's 3 goes to the Bodyguard;
    # the blocked Bears' damage to the Wall is not Alice's.
    guard, effects = _read(name)
    guard.update(id="guard", power=2, toughness=5)
    damage = _damage(state := _done(_bob_attacks(guard, effects), procedure))
    assert (_life(state)["Alice"], damage["guard"], damage["wall"]) == (20, 3, 2)


@pytest.mark.parametrize("name", ["Veteran Bodyguard", "Weathered Bodyguards"])
def test_a_tapped_bodyguard_redirects_nothing(name):
    guard, effects = _read(name)
    guard.update(id="guard", power=2, toughness=5, tapped=True)
    state = _done(_bob_attacks(guard, effects), "2025-09-19")
    assert (_life(state)["Alice"], _damage(state)["guard"]) == (17, 0)


@pytest.mark.parametrize(
    ("name", "redirected"), [("Veteran Bodyguard", True), ("Weathered Bodyguards", False)]
)
def test_only_veteran_bodyguard_takes_an_unblocked_creatures_noncombat_damage(name, redirected):
    # The unblocked Giant's 1 noncombat damage to Alice (an ability of its own): Veteran
    # Bodyguard says "all damage", Weathered Bodyguards "all combat damage".
    guard, effects = _read(name)
    guard.update(id="guard", power=2, toughness=5)
    scenario = _bob_attacks(guard, effects)
    scenario["events"] = [{"kind": "damage", "source": "giant", "recipient": "Alice", "amount": 1}]
    state = _done(scenario, "2025-09-19")
    assert (_life(state)["Alice"], _damage(state)["guard"]) == ((20, 1) if redirected else (19, 0))


@pytest.mark.parametrize(("tapped", "alice", "martyrs"), [(False, 20, 2), (True, 18, 0)])
def test_martyrs_of_korlis_takes_the_damage_artifacts_would_deal_you(tapped, alice, martyrs):
    # Bob's artifact (a 2-damage ability of Bob's Rod) would deal Alice 2: the untapped
    # Martyrs are dealt it; tapped, Alice is. His Lightning Bolt, no artifact, hits her.
    own, effects = _read("Martyrs of Korlis")
    own.update(id="martyrs", power=1, toughness=6, tapped=tapped)
    rod = {"id": "rod", "name": "Rod of Ruin", "owner": "Bob", "types": ["Artifact"]}
    state = _done(
        {
            "objects": [own, rod, _bolt()],
            "effects": [{**e, "source": "martyrs"} for e in effects],
            "events": [
                {"kind": "damage", "source": "rod", "recipient": "Alice", "amount": 2},
                {"kind": "damage", "source": "bolt", "recipient": "Alice", "amount": 3},
            ],
        },
        "2025-09-19",
    )
    assert (_life(state)["Alice"], _damage(state)["martyrs"]) == (alice - 3, martyrs)


@pytest.mark.parametrize("procedure", PROCEDURES)
def test_kjeldoran_royal_guard_takes_the_unblocked_creatures_combat_damage_though_tapped(procedure):
    # Its ability ("{T}: … this turn") made the effect as it resolved; the Guard is tapped
    # for it and still takes the Giant's 3; the blocked Bears' damage stays on the Wall.
    guard, effects = _read("Kjeldoran Royal Guard")
    assert effects[0]["origin"] == "resolution"
    guard.update(id="guard", power=2, toughness=5, tapped=True)
    damage = _damage(state := _done(_bob_attacks(guard, effects), procedure))
    assert (_life(state)["Alice"], damage["guard"], damage["wall"]) == (20, 3, 2)


@pytest.mark.parametrize(("tapped", "alice"), [(False, 20 - 2 - 1), (True, 20 - 3 - 2)])
def test_thunderstaff_prevents_one_of_each_creatures_combat_damage_while_untapped(tapped, alice):
    # Bob's unblocked Hill Giant (3) and Grizzly Bears (2) deal Alice combat damage: 1 of
    # each is prevented while the Staff is untapped (17); tapped, none (15). His Lightning
    # Bolt is no creature's combat damage: all 3 is dealt either way.
    staff, effects = _read("Thunderstaff")
    staff.update(id="staff", tapped=tapped)
    state = _done(
        {
            "objects": [
                staff,
                _creature("giant", "Hill Giant", "Bob", 3, combat="unblocked"),
                _creature("bears", "Grizzly Bears", "Bob", 2, combat="unblocked"),
                _bolt(),
            ],
            "effects": [{**e, "source": "staff"} for e in effects],
            "events": [
                {
                    "kind": "damage",
                    "source": "giant",
                    "recipient": "Alice",
                    "amount": 3,
                    "combat": True,
                },
                {
                    "kind": "damage",
                    "source": "bears",
                    "recipient": "Alice",
                    "amount": 2,
                    "combat": True,
                },
                {"kind": "damage", "source": "bolt", "recipient": "Alice", "amount": 3},
            ],
        },
        "2025-09-19",
    )
    assert _life(state)["Alice"] == alice - 3


# Redirections a resolving spell or ability makes --------------------------------------------


def _two_attackers(obj: dict[str, Any], effects: list[dict]) -> dict[str, Any]:
    """Bob's unblocked Hill Giant (3) and Grizzly Bears (2) deal Alice combat damage."""
    return {
        "objects": [
            obj,
            _creature("giant", "Hill Giant", "Bob", 3, combat="unblocked"),
            _creature("bears", "Grizzly Bears", "Bob", 2, combat="unblocked"),
        ],
        "effects": [{**e, "source": obj["id"]} for e in effects],
        "events": [
            {
                "kind": "damage",
                "source": "giant",
                "recipient": "Alice",
                "amount": 3,
                "combat": True,
            },
            {
                "kind": "damage",
                "source": "bears",
                "recipient": "Alice",
                "amount": 2,
                "combat": True,
            },
        ],
    }


@pytest.mark.parametrize("procedure", PROCEDURES)
def test_mirror_strike_deals_the_targets_combat_damage_to_its_controller(procedure):
    # Mirror Strike targets the unblocked Giant: its 3 is dealt to Bob, its controller;
    # the Bears' 2 is dealt to Alice.
    strike, effects = _read("Mirror Strike", {"target-creature": "giant"})
    strike.update(id="strike", zone="graveyard")
    state = _done(_two_attackers(strike, effects), procedure)
    assert _life(state) == {"Alice": 18, "Bob": 17}


def test_shimian_night_stalker_takes_the_target_attacking_creatures_damage():
    # The Stalker's ability targets the attacking Giant: its 3 is dealt to the Stalker, the
    # Bears' 2 to Alice.
    stalker, effects = _read("Shimian Night Stalker", {"target-creature": "giant"})
    stalker.update(id="stalker", power=1, toughness=4)
    state = _done(_two_attackers(stalker, effects), "2025-09-19")
    assert (_life(state)["Alice"], _damage(state)["stalker"]) == (18, 3)


def test_turn_the_tables_deals_all_the_combat_damage_to_the_target_attacking_creature():
    # Turn the Tables targets the attacking Giant: the Giant's 3 and the Bears' 2 to Alice
    # are both dealt to the Giant.
    tables, effects = _read("Turn the Tables", {"target-creature": "giant"})
    tables.update(id="tables", zone="graveyard")
    state = _done(_two_attackers(tables, effects), "2025-09-19")
    assert (_life(state)["Alice"], _damage(state)["giant"]) == (20, 5)


def test_oracles_attendants_takes_the_chosen_sources_damage_to_the_target_creature():
    # "All damage that would be dealt to target creature this turn by a source of your
    # choice is dealt to [this] instead": Bob's Lightning Bolt chosen, Alice's Bears
    # targeted: the Attendants are dealt 3, the Bears none; his Shock at the Bears is not
    # the chosen source's damage: the Bears are dealt 2.
    attendants, effects = _read(
        "Oracle's Attendants", {"target-creature": "bears", "source-of-your-choice": "bolt"}
    )
    attendants.update(id="attendants", power=1, toughness=5)
    state = _done(
        {
            "objects": [
                attendants,
                _creature("bears", "Grizzly Bears", "Alice", 2),
                _bolt(),
                {
                    "id": "shock",
                    "name": "Shock",
                    "owner": "Bob",
                    "types": ["Instant"],
                    "zone": "stack",
                },
            ],
            "effects": [{**e, "source": "attendants"} for e in effects],
            "events": [
                {"kind": "damage", "source": "bolt", "recipient": "bears", "amount": 3},
                {"kind": "damage", "source": "shock", "recipient": "bears", "amount": 2},
            ],
        },
        "2025-09-19",
    )
    damage = _damage(state)
    assert (damage["attendants"], damage["bears"]) == (3, 2)


def test_saving_grace_deals_the_damage_to_you_and_your_permanents_to_enchanted_creature():
    # Saving Grace enchants Alice's Hill Giant: Bob's Lightning Bolt at Alice and his Shock
    # at her Grizzly Bears are both dealt to the Giant (5); Alice and the Bears are dealt none.
    grace, effects = _read("Saving Grace", {"enchanted-creature": "giant"})
    grace.update(id="grace", attached_to="giant")
    state = _done(
        {
            "objects": [
                grace,
                _creature("giant", "Hill Giant", "Alice", 3),
                _creature("bears", "Grizzly Bears", "Alice", 2),
                _bolt(),
                {
                    "id": "shock",
                    "name": "Shock",
                    "owner": "Bob",
                    "types": ["Instant"],
                    "zone": "stack",
                },
            ],
            "effects": [{**e, "source": "grace"} for e in effects],
            "events": [
                {"kind": "damage", "source": "bolt", "recipient": "Alice", "amount": 3},
                {"kind": "damage", "source": "shock", "recipient": "bears", "amount": 2},
            ],
        },
        "2025-09-19",
    )
    damage = _damage(state)
    assert (_life(state)["Alice"], damage["giant"], damage["bears"]) == (20, 5, 0)


# Who blocks whom, and enchanted creatures as the damage's source -----------------------------


def _wall_blocks(name: str, *, combat: bool = True) -> dict[str, Any]:
    """Alice's Wall blocks Bob's Hill Giant (3); Alice's Grizzly Bears block his Gray Ogre
    (2). The Giant and the Ogre deal the Wall damage (the Ogre by an ability of its own)."""
    wall, effects = _read(name)
    wall.update(id="wall", power=0, toughness=4, combat="blocking", blocks=["giant"])
    return {
        "objects": [
            wall,
            _creature("giant", "Hill Giant", "Bob", 3, combat="blocked"),
            _creature("ogre", "Gray Ogre", "Bob", 2, combat="blocked"),
            _creature("bears", "Grizzly Bears", "Alice", 2, combat="blocking", blocks=["ogre"]),
            _bolt(),
        ],
        "effects": [{**e, "source": "wall"} for e in effects],
        "events": [
            {
                "kind": "damage",
                "source": "giant",
                "recipient": "wall",
                "amount": 3,
                "combat": combat,
            },
            {"kind": "damage", "source": "ogre", "recipient": "wall", "amount": 1},
            {"kind": "damage", "source": "bolt", "recipient": "wall", "amount": 3},
        ],
    }


@pytest.mark.parametrize("name", ["Wall of Shadows", "Wall of Vapor"])
@pytest.mark.parametrize("combat", [True, False])
@pytest.mark.parametrize("procedure", PROCEDURES)
def test_a_wall_prevents_the_damage_of_the_creature_it_blocks_only(name, combat, procedure):
    # "Prevent all damage that would be dealt to [this] by creatures it's blocking": the
    # Giant's 3, combat damage or not, is prevented; the Ogre, blocked by the Bears, is no
    # creature the Wall blocks (its 1 is dealt), nor is Lightning Bolt (3): 4 in all.
    state = _done(_wall_blocks(name, combat=combat), procedure)
    assert _damage(state)["wall"] == 1 + 3


def test_a_wall_removed_from_combat_blocks_nothing():
    # The Wall, destroyed earlier in combat, regenerated: it is removed from combat (506.4,
    # 701.19), so it no longer blocks the Giant, whose 3 (an ability's) is then dealt.
    scenario = _wall_blocks("Wall of Shadows", combat=False)
    scenario["effects"].append(
        {
            "id": "shield",
            "source": "wall",
            "controller": "Alice",
            "template": "regenerate",
            "origin": "resolution",
            "params": {"object": "wall"},
        }
    )
    scenario["timeline"] = [{"events": [{"kind": "destroy", "object": "wall"}]}]
    scenario["events"] = scenario["events"][:1]
    state = _done(scenario, "2025-09-19")
    (wall,) = [o for o in state["objects"] if o["id"] == "wall"]
    assert (wall["zone"], wall["in_combat"], wall["damage"]) == ("battlefield", False, 3)


@pytest.mark.parametrize("procedure", PROCEDURES)
def test_armored_transport_prevents_combat_damage_of_the_creatures_blocking_it(procedure):
    # Alice's attacking Transport is blocked by Bob's Grizzly Bears: their 2 combat damage
    # is prevented. Bob's Hill Giant blocks Alice's Gray Ogre, not the Transport; a Giant's
    # 3 to the Transport (an effect's, as combat damage) is dealt, as is the Bears'
    # noncombat 1 ("all combat damage" only).
    transport, effects = _read("Armored Transport")
    transport.update(id="transport", power=2, toughness=1, combat="blocked")
    state = _done(
        {
            "objects": [
                transport,
                _creature(
                    "bears", "Grizzly Bears", "Bob", 2, combat="blocking", blocks=["transport"]
                ),
                _creature("ogre", "Gray Ogre", "Alice", 2, combat="blocked"),
                _creature("giant", "Hill Giant", "Bob", 3, combat="blocking", blocks=["ogre"]),
            ],
            "effects": [{**e, "source": "transport"} for e in effects],
            "events": [
                {
                    "kind": "damage",
                    "source": "bears",
                    "recipient": "transport",
                    "amount": 2,
                    "combat": True,
                },
                {
                    "kind": "damage",
                    "source": "giant",
                    "recipient": "transport",
                    "amount": 3,
                    "combat": True,
                },
                {"kind": "damage", "source": "bears", "recipient": "transport", "amount": 1},
            ],
        },
        procedure,
    )
    assert _damage(state)["transport"] == 3 + 1


def _enchanted_attackers(name: str, *, combat: bool) -> dict[str, Any]:
    """Bob's Hill Giant, enchanted by his Aura, his Gray Ogre, equipped, and his Grizzly
    Bears, with nothing attached, each deal Alice's creature damage."""
    being, effects = _read(name)
    being.update(id="being", power=0, toughness=9)
    aura = {
        "id": "aura",
        "name": "Holy Strength",
        "owner": "Bob",
        "types": ["Enchantment"],
        "subtypes": ["Aura"],
        "attached_to": "giant",
    }
    sword = {
        "id": "sword",
        "name": "Short Sword",
        "owner": "Bob",
        "types": ["Artifact"],
        "subtypes": ["Equipment"],
        "attached_to": "ogre",
    }
    return {
        "objects": [
            being,
            aura,
            sword,
            _creature("giant", "Hill Giant", "Bob", 3),
            _creature("ogre", "Gray Ogre", "Bob", 2),
            _creature("bears", "Grizzly Bears", "Bob", 2),
        ],
        "effects": [{**e, "source": "being"} for e in effects],
        "events": [
            {"kind": "damage", "source": s, "recipient": "being", "amount": n, "combat": combat}
            for s, n in (("giant", 3), ("ogre", 2), ("bears", 2))
        ],
    }


@pytest.mark.parametrize("combat", [True, False])
@pytest.mark.parametrize("procedure", PROCEDURES)
def test_wall_of_putrid_flesh_prevents_the_damage_of_enchanted_creatures(combat, procedure):
    # The Giant is enchanted (an Aura is attached to it, 303.4b): its 3 is prevented. The
    # Ogre is equipped, not enchanted (301.5a), and the Bears have nothing: 2 + 2 is dealt.
    state = _done(_enchanted_attackers("Wall of Putrid Flesh", combat=combat), procedure)
    assert _damage(state)["being"] == 4


@pytest.mark.parametrize(("combat", "dealt"), [(True, 4), (False, 7)])
def test_enchanted_being_prevents_only_combat_damage_of_enchanted_creatures(combat, dealt):
    # "Prevent all combat damage … by enchanted creatures": the enchanted Giant's 3 is
    # prevented as combat damage only.
    state = _done(_enchanted_attackers("Enchanted Being", combat=combat), "2025-09-19")
    assert _damage(state)["being"] == dealt


@pytest.mark.parametrize(("alices", "dealt"), [(1, 3 - 2), (2, 0), (0, 3 - 1)])
def test_shield_of_the_avatar_prevents_as_many_as_the_creatures_you_control(alices, dealt):
    # "Prevent X of that damage, where X is the number of creatures you control", counted as
    # the damage would be dealt: the equipped Hill Giant and Alice's other creatures (Bob's
    # Gray Ogre is not hers). Bob's Lightning Bolt (3) at the Giant: with the Giant and one
    # more creature, 2 is prevented; with two more, all 3; with the Giant alone, 1.
    shield, effects = _read("Shield of the Avatar", {"equipped-creature": "giant"})
    shield.update(id="shield", attached_to="giant")
    others = [_creature(f"elf{i}", "Llanowar Elves", "Alice", 1) for i in range(alices)]
    state = _done(
        {
            "objects": [
                shield,
                _creature("giant", "Hill Giant", "Alice", 3),
                _creature("ogre", "Gray Ogre", "Bob", 2),
                *others,
                _bolt(),
            ],
            "effects": [{**e, "source": "shield"} for e in effects],
            "events": [{"kind": "damage", "source": "bolt", "recipient": "giant", "amount": 3}],
        },
        "2025-09-19",
    )
    assert _damage(state)["giant"] == dealt
