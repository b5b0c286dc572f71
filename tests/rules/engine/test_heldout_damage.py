"""Held-out interactions on damage: prevention by static abilities and shields,
redirection, unpreventable damage, and effects on the life a player would lose; written
from other engines' tests, official rulings and the rules (each cites its source)."""

from __future__ import annotations

from .heldout_walk import MODERN, OLD, only
from .helpers import AB, BEARS, BOLT, OGRE, card, dmg, players, preset_fx


def test_lymph_sliver_absorb_applies_to_each_blockers_damage_2008_and_today():
    # Absorb 1 (702.64a; Lymph Sliver, Future Sight): "If a source would deal damage to
    # this creature, prevent 1 of that damage." Blocked by two 2-power creatures, each
    # source's damage is reduced by 1: 2 damage in all.
    data = {
        "players": AB,
        "objects": [
            card(
                "sliver",
                "Lymph Sliver",
                subtypes=["Sliver"],
                power=3,
                toughness=3,
                combat="blocked",
            ),
            {**OGRE, "combat": "blocking"},
            card("bears2", "Grizzly Bears", "Bob", power=2, toughness=2, combat="blocking"),
        ],
        "effects": [
            {
                "id": "absorb",
                "source": "sliver",
                "controller": "Alice",
                "template": "prevent",
                "params": {"amount": 1, "recipient": {"object": {"this": True}}},
            }
        ],
        "events": [
            dmg("ogre", "sliver", 2, combat=True),
            dmg("bears2", "sliver", 2, combat=True),
        ],
    }
    for procedure in (OLD, MODERN):
        assert only(data, procedure).damage("sliver") == 2, procedure


def test_sphere_of_purity_prevents_one_of_an_artifacts_damage_only():
    # Sphere of Purity: "If an artifact would deal damage to you, prevent 1 of that damage."
    data = {
        "players": AB,
        "objects": [
            card("suchi", "Su-Chi", "Bob", "Artifact", "Creature", power=4, toughness=4),
            OGRE,
        ],
        "effects": [
            {
                "id": "sphere",
                "controller": "Alice",
                "template": "prevent",
                "params": {
                    "amount": 1,
                    "source": {"types": ["Artifact"]},
                    "recipient": {"player": "you"},
                },
            }
        ],
        "events": [dmg("suchi", "Alice", 4, combat=True), dmg("ogre", "Alice", 2, combat=True)],
    }
    assert only(data, OLD).life("Alice") == 20 - 3 - 2


def test_mark_of_asylum_prevents_noncombat_damage_to_its_controllers_creatures():
    # Mark of Asylum: "Prevent all noncombat damage that would be dealt to creatures you
    # control." Pyroclasm: Alice's Bears dealt none, Bob's Ogre 2. XMage MarkOfAsylumTest.
    pyro = card("pyro", "Pyroclasm", "Bob", "Sorcery", zone="stack", colors=["red"])
    data = {
        "players": AB,
        "objects": [BEARS, OGRE, pyro],
        "effects": [
            {
                "id": "mark",
                "controller": "Alice",
                "template": "prevent",
                "params": {
                    "amount": "all",
                    "combat": False,
                    "recipient": {"object": {"types": ["Creature"], "controller": "you"}},
                },
            }
        ],
        "events": [dmg("pyro", "bears", 2), dmg("pyro", "ogre", 2)],
    }
    p = only(data)
    assert (p.damage("bears"), p.damage("ogre")) == (0, 2)
    combat = {**data, "events": [dmg("ogre", "bears", 2, combat=True)]}
    assert only(combat).damage("bears") == 2


def test_light_of_sanction_prevents_only_its_controllers_sources():
    # Light of Sanction: "Prevent all damage that would be dealt to creatures you control
    # by sources you control." Alice's own Pyroclasm: her Bears is dealt none, Bob's Ogre
    # 2; Bob's Lightning Bolt at the Bears is not prevented. XMage LightOfSanctionTest.
    pyro = card("pyro", "Pyroclasm", "Alice", "Sorcery", zone="stack", colors=["red"])
    effect = {
        "id": "light",
        "controller": "Alice",
        "template": "prevent",
        "params": {
            "amount": "all",
            "source": {"controller": "you"},
            "recipient": {"object": {"types": ["Creature"], "controller": "you"}},
        },
    }
    p = only(
        {
            "players": AB,
            "objects": [BEARS, OGRE, pyro],
            "effects": [effect],
            "events": [dmg("pyro", "bears", 2), dmg("pyro", "ogre", 2)],
        }
    )
    assert (p.damage("bears"), p.damage("ogre")) == (0, 2)
    p = only(
        {
            "players": AB,
            "objects": [BEARS, BOLT],
            "effects": [effect],
            "events": [dmg("bolt", "bears", 3)],
        }
    )
    assert p.damage("bears") == 3


def test_skullcrack_damage_isnt_prevented_and_leaves_the_shield_whole():
    # Skullcrack: "Damage can't be prevented this turn." Alice's Healing Salve shield of 3
    # doesn't reduce the 3 damage, and "existing damage prevention shields won't be reduced
    # by damage that can't be prevented" (615.12).
    data = {
        "players": AB,
        "objects": [card("crack", "Skullcrack", "Bob", "Instant", zone="stack", colors=["red"])],
        "effects": [
            {
                "id": "salve",
                "controller": "Alice",
                "preset": "healing-salve",
                "origin": "resolution",
            },
            {
                "id": "crack",
                "controller": "Bob",
                "template": "cant_be_prevented",
                "origin": "resolution",
                "params": {},
            },
        ],
        "events": [dmg("crack", "Alice", 3)],
    }
    p = only(data)
    assert p.life("Alice") == 17
    assert {"key": "salve", "left": 3} in p.state["shields"]


def test_energy_storm_prevents_damage_from_instants_and_sorceries_only():
    # Energy Storm: "Prevent all damage that would be dealt by instant and sorcery spells."
    storm = {
        "id": "storm",
        "controller": "Alice",
        "template": "prevent",
        "params": {"amount": "all", "source": {"any_types": ["Instant", "Sorcery"]}},
    }
    p = only(
        {
            "players": AB,
            "objects": [BOLT, OGRE],
            "effects": [storm],
            "events": [dmg("bolt", "Alice", 3), dmg("ogre", "Alice", 2, combat=True)],
        },
        OLD,
    )
    assert p.life("Alice") == 18


def test_eye_for_an_eye_damage_still_dealt_and_as_much_to_the_sources_controller():
    # Eye for an Eye: "The next time a source of your choice would deal damage to you this
    # turn, instead that damage is dealt to you and Eye for an Eye deals that much damage
    # to that source's controller." Bob's Hill Giant (the chosen source) deals Alice 3.
    data = {
        "players": AB,
        "objects": [
            card("giant", "Hill Giant", "Bob", power=3, toughness=3, combat="unblocked"),
            card("eye", "Eye for an Eye", "Alice", "Instant", zone="graveyard"),
        ],
        "effects": [
            {
                "id": "eye",
                "source": "eye",
                "controller": "Alice",
                "template": "instead",
                "origin": "resolution",
                "params": {
                    "once": True,
                    "watch": {
                        "event": "damage",
                        "source": {"id": "giant"},
                        "recipient": {"player": "you"},
                    },
                    "instead": [
                        {
                            "do": "damage",
                            "source": "source",
                            "recipient": "you",
                            "amount": "that_many",
                        },
                        {
                            "do": "damage",
                            "source": "this",
                            "recipient": {"controller_of": "source"},
                            "amount": "that_many",
                        },
                    ],
                },
            }
        ],
        "events": [dmg("giant", "Alice", 3, combat=True)],
    }
    p = only(data)
    assert (p.life("Alice"), p.life("Bob")) == (17, 17)


def test_personal_sanctuary_prevents_only_during_its_controllers_turn():
    # Personal Sanctuary: "During your turn, prevent all damage that would be dealt to you."
    def life(active):
        return only(
            {
                "players": players(active, "Alice" if active == "Bob" else "Bob"),
                "objects": [BOLT],
                "effects": [
                    {
                        "id": "ps",
                        "controller": "Alice",
                        "template": "prevent",
                        "params": {
                            "amount": "all",
                            "recipient": {"player": "you"},
                            "condition": {"turn_of": "you"},
                        },
                    }
                ],
                "events": [dmg("bolt", "Alice", 3)],
            }
        ).life("Alice")

    assert (life("Alice"), life("Bob")) == (20, 17)


def test_ward_of_piety_moves_one_of_the_damage_to_another_target():
    # Ward of Piety: "{1}{W}: The next 1 damage that would be dealt to enchanted creature
    # this turn is dealt to any target instead." XMage WardOfPietyTest: Bolt at the
    # enchanted Serra Angel, its ability aimed at Bob: the Angel is dealt 2, Bob 1.
    data = {
        "players": AB,
        "objects": [card("angel", "Serra Angel", power=4, toughness=4), BOLT],
        "effects": [
            {
                "id": "ward",
                "controller": "Alice",
                "template": "redirect",
                "origin": "resolution",
                "params": {"amount": 1, "recipient": {"object": {"id": "angel"}}, "to": "Bob"},
            }
        ],
        "events": [dmg("bolt", "angel", 3)],
    }
    p = only(data)
    assert (p.damage("angel"), p.life("Bob")) == (2, 19)


def _kor_dirge(giant_zone="battlefield"):
    # Kor Dirge: "All damage that would be dealt this turn to target creature you control
    # by a source of your choice is dealt to another target creature instead."
    return {
        "players": AB,
        "objects": [
            BEARS,
            card("giant", "Hill Giant", "Bob", power=3, toughness=3, zone=giant_zone),
            card("pyro", "Prodigal Pyromancer", "Bob", power=1, toughness=1),
            card("rod", "Rod of Ruin", "Bob", "Artifact"),
        ],
        "effects": [
            {
                "id": f"dirge-{s}",
                "controller": "Alice",
                "template": "redirect",
                "origin": "resolution",
                "params": {
                    "recipient": {"object": {"id": "bears"}},
                    "chosen_source": s,
                    "to": "giant",
                },
            }
            for s in ("pyro", "rod")
        ],
        "timeline": [{"events": [dmg("pyro", "bears", 1)]}],
        "events": [dmg("rod", "bears", 1)],
    }


def test_kor_dirge_twice_each_keeps_its_own_chosen_source():
    # XMage KorDirgeTest.testCastTwiceChoosesNewSource: the Bears is dealt nothing, the
    # Hill Giant 2 (1 from each source).
    p = only(_kor_dirge())
    assert (p.damage("bears"), p.damage("giant")) == (0, 2)


def test_kor_dirge_to_a_creature_that_left_does_nothing():
    # XMage KorDirgeTest.testRedirectToFlickeredCreatureDoesNothing (614.9): the Hill Giant
    # is gone (a flickered creature is a new object), so the Bears is dealt the damage.
    data = _kor_dirge("exile")
    data = {**data, "timeline": [], "events": [dmg("pyro", "bears", 1)]}
    assert only(data).damage("bears") == 1


def test_samite_healer_shield_prevents_one():
    # Samite Healer: "{T}: Prevent the next 1 damage that would be dealt to any target this
    # turn." Bolt at the Bears: 2 dealt; the shield is used up.
    data = {
        "players": AB,
        "objects": [BEARS, BOLT],
        "effects": [
            {
                "id": "healer",
                "controller": "Alice",
                "template": "prevent",
                "origin": "resolution",
                "params": {"amount": 1, "shield": True, "recipient": {"object": {"id": "bears"}}},
            }
        ],
        "events": [dmg("bolt", "bears", 3)],
    }
    p = only(data, OLD)
    assert p.damage("bears") == 2
    assert "healer" not in p.state["live_effects"]


def test_worship_still_applies_to_damage_that_cant_be_prevented():
    # Worship ("If you control a creature, damage that would reduce your life total to less
    # than 1 reduces it to 1 instead") is not a prevention effect: Skullcrack's
    # unpreventable 3 damage to Alice at 3 life leaves her at 1 (615.12 stops only
    # prevention).
    data = {
        "players": players("Alice", "Bob", Alice={"life": 3}),
        "objects": [BEARS, card("crack", "Skullcrack", "Bob", "Instant", zone="stack")],
        "effects": [
            {"id": "worship", "controller": "Alice", "preset": "worship", "source": "bears"},
            {
                "id": "crack",
                "controller": "Bob",
                "template": "cant_be_prevented",
                "origin": "resolution",
                "params": {},
            },
        ],
        "events": [dmg("crack", "Alice", 3)],
    }
    assert only(data).life("Alice") == 1


def test_erebos_opponents_cant_gain_life():
    # Erebos, God of the Dead: "Your opponents can't gain life." Bob's 3 life isn't gained;
    # Alice's is.
    data = {
        "players": AB,
        "objects": [],
        "effects": [
            {
                "id": "erebos",
                "controller": "Alice",
                "template": "cant",
                "params": {"event": "gain_life", "player": "opponent"},
            }
        ],
        "events": [
            {"kind": "gain_life", "player": "Bob", "amount": 3},
            {"kind": "gain_life", "player": "Alice", "amount": 3},
        ],
    }
    p = only(data)
    assert (p.life("Alice"), p.life("Bob")) == (23, 20)


def test_test_of_faith_with_doubling_season_doubles_the_counters():
    # Test of Faith: "Prevent the next 3 damage that would be dealt to target creature this
    # turn. For each 1 damage prevented this way, put a +1/+1 counter on that creature."
    # Flame Slash's 4: 3 prevented, 1 dealt; three counters, doubled by Doubling Season
    # (its ruling: counters put on a permanent you control) to six.
    data = {
        "players": AB,
        "objects": [
            BEARS,
            card("slash", "Flame Slash", "Bob", "Sorcery", zone="stack"),
            card("season", "Doubling Season", "Alice", "Enchantment"),
        ],
        "effects": [
            {
                "id": "faith",
                "controller": "Alice",
                "template": "prevent",
                "origin": "resolution",
                "params": {
                    "amount": 3,
                    "shield": True,
                    "recipient": {"object": {"id": "bears"}},
                    "then": [
                        {
                            "do": "put_counters",
                            "object": "affected",
                            "counter": "+1/+1",
                            "count": "prevented",
                        }
                    ],
                },
            },
            preset_fx("season", "doubling-season-counters"),
        ],
        "events": [dmg("slash", "bears", 4)],
    }
    p = only(data)
    assert (p.damage("bears"), p.counters("bears")) == (1, 6)
