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
