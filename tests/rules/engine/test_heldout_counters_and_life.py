"""Held-out interactions: -1/-1 counters lessened (Vizier of Remedies), counters that can't be
put (Solemnity), life loss doubled during a turn (Bloodletter of Aclazotz), a life total that
can't change, and doublers in three orders; written from the cards' rulings and the rules
(each test cites its source), expected values from them, not from the code."""

from __future__ import annotations

from .heldout_walk import MODERN, OLD, only, walk
from .helpers import AB, card, dmg, players


def test_vizier_blocking_a_lifelink_infect_two_two_gets_one_counter_and_bob_gains_two():
    # Vizier of Remedies's rulings (2017-04-18): "if a 2/2 creature with lifelink and
    # infect is blocked by Vizier of Remedies, the first creature's controller gains 2 life
    # and puts one -1/-1 counter on Vizier of Remedies."
    data = {
        "players": AB,
        "objects": [
            card("vizier", "Vizier of Remedies", power=2, toughness=1, combat="blocking"),
            card(
                "agent",
                "Plague Stinger",
                "Bob",
                power=2,
                toughness=2,
                combat="blocked",
                keywords=["lifelink", "infect"],
            ),
        ],
        "effects": [
            {
                "id": "vizier",
                "source": "vizier",
                "controller": "Alice",
                "preset": "vizier-of-remedies",
            }
        ],
        "events": [dmg("agent", "vizier", 2, combat=True)],
    }
    p = only(data)
    assert (p.counters("vizier", "-1/-1"), p.damage("vizier"), p.life("Bob")) == (1, 0, 22)


def test_vizier_two_wither_sources_at_once_lessen_the_counters_by_one_only():
    # Vizier of Remedies's rulings (2017-04-18): "If multiple creatures with wither and/or
    # infect deal damage to a creature at once, Vizier of Remedies causes only one counter
    # fewer to be put on that creature. Its effect doesn't apply separately for each
    # creature dealing damage." Two wither creatures deal 2 and 1 to Alice's Bears: the
    # Bears get 3 - 1 = 2 counters.
    data = {
        "players": AB,
        "objects": [
            card("vizier", "Vizier of Remedies", power=2, toughness=1),
            card("bears", "Grizzly Bears", power=2, toughness=2, combat="blocking"),
            card(
                "w1",
                "Wilt-Leaf Cavaliers",
                "Bob",
                power=2,
                toughness=2,
                combat="blocked",
                keywords=["wither"],
            ),
            card(
                "w2",
                "Scuzzback Marauders",
                "Bob",
                power=1,
                toughness=1,
                combat="blocked",
                keywords=["wither"],
            ),
        ],
        "effects": [
            {
                "id": "vizier",
                "source": "vizier",
                "controller": "Alice",
                "preset": "vizier-of-remedies",
            }
        ],
        "events": [dmg("w1", "bears", 2, combat=True), dmg("w2", "bears", 1, combat=True)],
    }
    p = only(data)
    assert p.counters("bears", "-1/-1") == 2


def test_two_viziers_lessen_by_two():
    # Vizier of Remedies's rulings (2017-04-18): "Each additional Vizier of Remedies you
    # control will decrease the number of -1/-1 counters put on a creature by one."
    # 3 wither damage to the Bears: 3 - 1 - 1 = 1 counter.
    data = {
        "players": AB,
        "objects": [
            card("vizier", "Vizier of Remedies", power=2, toughness=1),
            card("vizier2", "Vizier of Remedies", power=2, toughness=1),
            card("bears", "Grizzly Bears", power=2, toughness=2),
            card("w1", "Boggart Ram-Gang", "Bob", power=3, toughness=3, keywords=["wither"]),
        ],
        "effects": [
            {
                "id": "vizier",
                "source": "vizier",
                "controller": "Alice",
                "preset": "vizier-of-remedies",
            },
            {
                "id": "vizier2",
                "source": "vizier2",
                "controller": "Alice",
                "preset": "vizier-of-remedies",
            },
        ],
        "events": [dmg("w1", "bears", 3)],
    }
    for p in walk(data):
        assert p.counters("bears", "-1/-1") == 1


def test_vizier_persist_returns_a_creature_without_its_counter():
    # Vizier of Remedies's rulings (2017-04-18): "'Put on a creature you control' includes
    # that creature entering the battlefield with -1/-1 counters on it ... it enters with
    # that many counters minus one." Kitchen Finks's persist (702.79a) returns it with one
    # -1/-1 counter: none.
    data = {
        "players": AB,
        "objects": [
            card("vizier", "Vizier of Remedies", power=2, toughness=1),
            card("finks", "Kitchen Finks", zone="graveyard", power=3, toughness=2),
        ],
        "effects": [
            {
                "id": "vizier",
                "source": "vizier",
                "controller": "Alice",
                "preset": "vizier-of-remedies",
            }
        ],
        "events": [{"kind": "enter", "object": "finks", "counters": {"-1/-1": 1}}],
    }
    p = only(data)
    assert (p.zone("finks"), p.counters("finks", "-1/-1")) == ("battlefield", 0)


def test_vizier_entering_with_counters_at_the_same_time_doesnt_apply_to_itself():
    # Vizier of Remedies's rulings (2017-04-18): "If an effect puts Vizier of Remedies onto
    # the battlefield with one or more -1/-1 counters on it, its effect won't apply ...
    # you must control Vizier of Remedies before the creature begins to enter" (614.12).
    data = {
        "players": AB,
        "objects": [card("vizier", "Vizier of Remedies", zone="graveyard", power=2, toughness=1)],
        "effects": [
            {
                "id": "vizier",
                "source": "vizier",
                "controller": "Alice",
                "preset": "vizier-of-remedies",
            }
        ],
        "events": [{"kind": "enter", "object": "vizier", "counters": {"-1/-1": 1}}],
    }
    p = only(data)
    assert p.counters("vizier", "-1/-1") == 1


BLOODLETTER = {
    "id": "blood",
    "source": "blood",
    "controller": "Alice",
    "preset": "bloodletter-of-aclazotz",
}


def test_bloodletter_rakdos_return_on_alices_turn_bob_loses_twice_the_damage():
    # Bloodletter of Aclazotz: "If an opponent would lose life during your turn, they lose
    # twice that much life instead." Its rulings (2023-11-10): it applies to the life lost
    # because of damage, but the damage dealt is not doubled. Rakdos's Return with X = 3
    # deals 3 damage to Bob on Alice's turn: Bob loses 6 life.
    data = {
        "players": AB,
        "objects": [
            card("blood", "Bloodletter of Aclazotz", power=2, toughness=4),
            card("ret", "Rakdos's Return", "Alice", "Sorcery", zone="stack"),
        ],
        "effects": [BLOODLETTER],
        "events": [dmg("ret", "Bob", 3)],
    }
    assert only(data).life("Bob") == 14


def test_bloodletter_on_bobs_turn_does_nothing():
    # "during your turn": with Bob the active player (the first listed), Bob loses 3.
    data = {
        "players": players("Bob", "Alice"),
        "objects": [
            card("blood", "Bloodletter of Aclazotz", power=2, toughness=4),
            card("ret", "Rakdos's Return", "Alice", "Sorcery", zone="stack"),
        ],
        "effects": [BLOODLETTER],
        "events": [dmg("ret", "Bob", 3)],
    }
    assert only(data).life("Bob") == 17


def test_bloodletter_lifelink_gains_the_damage_not_the_doubled_loss():
    # Bloodletter's rulings (2023-11-10): the damage dealt and the life gained from it
    # (lifelink, 702.15b: as much as the damage dealt) are not doubled; only Bob's loss is.
    data = {
        "players": AB,
        "objects": [
            card("blood", "Bloodletter of Aclazotz", power=2, toughness=4),
            card(
                "vamp",
                "Vampire Nighthawk",
                power=2,
                toughness=3,
                keywords=["lifelink"],
                combat="unblocked",
            ),
        ],
        "effects": [BLOODLETTER],
        "events": [dmg("vamp", "Bob", 2, combat=True)],
    }
    p = only(data)
    assert (p.life("Bob"), p.life("Alice")) == (16, 22)


def test_platinum_emperion_damage_is_dealt_lifelink_still_gains():
    # Platinum Emperion's rulings (2010-10-01 / 2011-01-01 Oracle): "Damage dealt to you
    # doesn't cause you to lose life" but it is still dealt: the source's controller still
    # gains life from lifelink (702.15b). Bob controls the Emperion.
    data = {
        "players": AB,
        "objects": [
            card("emp", "Platinum Emperion", "Bob", "Artifact", "Creature", power=8, toughness=8),
            card(
                "vamp",
                "Vampire Nighthawk",
                power=2,
                toughness=3,
                keywords=["lifelink"],
                combat="unblocked",
            ),
        ],
        "effects": [
            {"id": "emp", "source": "emp", "controller": "Bob", "preset": "platinum-emperion"},
            {
                "id": "emp-g",
                "source": "emp",
                "controller": "Bob",
                "preset": "platinum-emperion-gain",
            },
        ],
        "events": [dmg("vamp", "Bob", 2, combat=True)],
    }
    p = only(data)
    assert (p.life("Bob"), p.life("Alice")) == (20, 22)


def test_platinum_emperion_and_bloodletter_bob_loses_nothing():
    # Bob can't lose life (Platinum Emperion): the loss Bloodletter would double can't
    # happen, and no replacement modifies it (614.17c), so Bob stays at 20.
    data = {
        "players": AB,
        "objects": [
            card("blood", "Bloodletter of Aclazotz", power=2, toughness=4),
            card("emp", "Platinum Emperion", "Bob", "Artifact", "Creature", power=8, toughness=8),
            card("ret", "Rakdos's Return", "Alice", "Sorcery", zone="stack"),
        ],
        "effects": [
            BLOODLETTER,
            {"id": "emp", "source": "emp", "controller": "Bob", "preset": "platinum-emperion"},
        ],
        "events": [dmg("ret", "Bob", 3)],
    }
    assert only(data).life("Bob") == 20


def test_rhox_faithmender_and_tainted_remedy_alice_orders_two_or_one_lost():
    # Tainted Remedy: "If an opponent would gain life, that player loses that much life
    # instead." Rhox Faithmender: "If you would gain life, you gain twice that much life
    # instead." Both apply to Alice's gain; Alice, the affected player, chooses (616.1e;
    # 419.9a in 2008): the Faithmender first, she would gain 2 and loses 2 instead; the
    # Remedy first, she loses 1 and the Faithmender has no gain left to double.
    data = {
        "players": AB,
        "objects": [
            card(
                "rhox",
                "Rhox Faithmender",
                power=1,
                toughness=5,
                keywords=["lifelink"],
                combat="unblocked",
            ),
            card("rem", "Tainted Remedy", "Bob", "Enchantment"),
        ],
        "effects": [
            {"id": "rhox", "source": "rhox", "controller": "Alice", "preset": "rhox-faithmender"},
            {"id": "rem", "source": "rem", "controller": "Bob", "preset": "tainted-remedy"},
        ],
        "events": [dmg("rhox", "Bob", 1, combat=True)],
    }
    for procedure in (OLD, MODERN):
        paths = walk(data, procedure)
        assert {p.life("Alice") for p in paths} == {18, 19}, procedure
        assert {p.choosers for p in paths} == {("Alice",)}, procedure
        assert {p.life("Bob") for p in paths} == {19}


def test_rhox_faithmender_under_sulfuric_vortex_gains_nothing():
    # Sulfuric Vortex: "Players can't gain life." The lifelink gain can't happen; the
    # Faithmender's replacement doesn't apply to it (614.17c), and Alice stays at 20.
    data = {
        "players": AB,
        "objects": [
            card(
                "rhox",
                "Rhox Faithmender",
                power=1,
                toughness=5,
                keywords=["lifelink"],
                combat="unblocked",
            ),
            card("vortex", "Sulfuric Vortex", "Bob", "Enchantment"),
        ],
        "effects": [
            {"id": "rhox", "source": "rhox", "controller": "Alice", "preset": "rhox-faithmender"},
            {"id": "vortex", "source": "vortex", "controller": "Bob", "preset": "sulfuric-vortex"},
        ],
        "events": [dmg("rhox", "Bob", 1, combat=True)],
    }
    for procedure in (OLD, MODERN):
        p = only(data, procedure)
        assert (p.life("Alice"), p.life("Bob")) == (20, 19), procedure


def test_hardened_scales_doubling_season_corpsejack_six_orders_three_results():
    # Hardened Scales's rulings (2014-09-20): "If two or more effects attempt to modify how
    # many counters would be put on a creature you control, you choose the order to apply
    # those effects." One +1/+1 counter on Alice's Bears with Scales (+1), Doubling Season
    # (x2) and Corpsejack Menace (x2): Scales first, (1+1)x2x2 = 8; Scales between, 2+1 then
    # x2 = 6; Scales last, 4+1 = 5.
    data = {
        "players": AB,
        "objects": [
            card("bears", "Grizzly Bears", power=2, toughness=2),
            card("season", "Doubling Season", "Alice", "Enchantment"),
            card("scales", "Hardened Scales", "Alice", "Enchantment"),
            card("jack", "Corpsejack Menace", power=4, toughness=4),
        ],
        "effects": [
            {
                "id": "season",
                "source": "season",
                "controller": "Alice",
                "preset": "doubling-season-counters",
            },
            {
                "id": "scales",
                "source": "scales",
                "controller": "Alice",
                "preset": "hardened-scales",
            },
            {"id": "jack", "source": "jack", "controller": "Alice", "preset": "corpsejack-menace"},
        ],
        "events": [{"kind": "put_counters", "object": "bears", "counter": "+1/+1", "count": 1}],
    }
    paths = walk(data)
    assert {p.counters("bears") for p in paths} == {5, 6, 8}
    assert all(set(p.choosers) == {"Alice"} for p in paths)


def test_solemnity_and_doubling_season_a_planeswalker_still_enters_with_twice_its_loyalty():
    # Solemnity's rulings (2017-07-14): it doesn't stop counters being put on planeswalkers
    # ("Counters can't be put on artifacts, creatures, enchantments, or lands"); a
    # planeswalker enters with its loyalty counters (306.5b), which Doubling Season doubles.
    data = {
        "players": AB,
        "objects": [
            card("jace", "Jace Beleren", "Alice", "Planeswalker", zone="stack"),
            card("season", "Doubling Season", "Alice", "Enchantment"),
            card("sol", "Solemnity", "Bob", "Enchantment"),
        ],
        "effects": [
            {
                "id": "season",
                "source": "season",
                "controller": "Alice",
                "preset": "doubling-season-counters",
            },
            {"id": "sol", "source": "sol", "controller": "Bob", "preset": "solemnity"},
        ],
        "events": [{"kind": "enter", "object": "jace", "counters": {"loyalty": 3}}],
    }
    assert only(data).counters("jace", "loyalty") == 6


def test_solemnity_wither_damage_is_dealt_but_puts_no_counters():
    # Solemnity: counters can't be put on creatures. Damage from a source with wither is
    # dealt as -1/-1 counters (120.3d), which can't be put: the creature has no counters and
    # no damage marked, and the damage was still dealt (lifelink gains, 702.15b).
    data = {
        "players": AB,
        "objects": [
            card("bears", "Grizzly Bears", power=2, toughness=2),
            card(
                "w1",
                "Boggart Ram-Gang",
                "Bob",
                power=3,
                toughness=3,
                keywords=["wither", "lifelink"],
            ),
            card("sol", "Solemnity", "Bob", "Enchantment"),
        ],
        "effects": [{"id": "sol", "source": "sol", "controller": "Bob", "preset": "solemnity"}],
        "events": [dmg("w1", "bears", 3)],
    }
    p = only(data)
    assert (p.counters("bears", "-1/-1"), p.damage("bears"), p.life("Bob")) == (0, 0, 23)


def test_solemnity_and_phyrexian_unlife_damage_at_zero_life_gives_no_poison():
    # Phyrexian Unlife: at 0 or less life, damage is dealt to Alice as though its source had
    # infect (poison counters, 120.3b); Solemnity: "Players can't get counters." Alice, at 0,
    # is dealt 3 damage: no poison counters and no life lost.
    data = {
        "players": players("Alice", "Bob", Alice={"life": 0}),
        "objects": [
            card("unlife", "Phyrexian Unlife", "Alice", "Enchantment"),
            card("sol", "Solemnity", "Alice", "Enchantment"),
            card("ogre", "Gray Ogre", "Bob", power=3, toughness=2),
        ],
        "effects": [
            {
                "id": "unlife",
                "source": "unlife",
                "controller": "Alice",
                "preset": "phyrexian-unlife",
            },
            {"id": "sol", "source": "sol", "controller": "Alice", "preset": "solemnity-players"},
        ],
        "events": [dmg("ogre", "Alice", 3)],
    }
    p = only(data)
    assert (p.life("Alice"), p.player("Alice").get("counters", {}).get("poison", 0)) == (0, 0)


def test_solemnity_nine_lives_prevents_and_gets_no_counter():
    # Nine Lives: "If a source would deal damage to you, prevent that damage and put an
    # incarnation counter on Nine Lives." With Solemnity, the damage is still prevented; the
    # counter can't be put on the enchantment.
    data = {
        "players": AB,
        "objects": [
            card("nine", "Nine Lives", "Alice", "Enchantment"),
            card("sol", "Solemnity", "Bob", "Enchantment"),
            card("bolt", "Lightning Bolt", "Bob", "Instant", zone="stack"),
        ],
        "effects": [
            {"id": "nine", "source": "nine", "controller": "Alice", "preset": "nine-lives"},
            {"id": "sol", "source": "sol", "controller": "Bob", "preset": "solemnity"},
        ],
        "events": [dmg("bolt", "Alice", 3)],
    }
    p = only(data)
    assert (p.life("Alice"), p.counters("nine", "incarnation")) == (20, 0)


def _worship_awe(awe: bool):
    # 120.4b's second example: Bob controls a creature and Worship ("If you control a
    # creature, damage that would reduce your life total to less than 1 reduces it to 1
    # instead"), is at 2 life, and is attacked by two unblocked 5/5 creatures.
    effects = [{"id": "w", "source": "worship", "controller": "Bob", "preset": "worship"}]
    if awe:
        effects.append(
            {
                "id": "awe",
                "source": "awe",
                "controller": "Bob",
                "preset": "awe-strike",
                "params": {"source": {"id": "a1"}},
            }
        )
    return {
        "players": players("Alice", "Bob", Bob={"life": 2}),
        "objects": [
            card("a1", "Craw Wurm", power=5, toughness=5, combat="unblocked"),
            card("a2", "Craw Wurm", power=5, toughness=5, combat="unblocked"),
            card("worship", "Worship", "Bob", "Enchantment"),
            card("wall", "Wall of Stone", "Bob", power=0, toughness=8),
            card("awe", "Awe Strike", "Bob", "Instant", zone="graveyard"),
        ],
        "effects": effects,
        "events": [dmg("a1", "Bob", 5, combat=True), dmg("a2", "Bob", 5, combat=True)],
    }


def test_worship_two_attackers_at_two_life_leave_one():
    # The same example without Awe Strike: 10 damage would reduce Bob's life total below 1,
    # so Worship reduces it to 1.
    assert only(_worship_awe(False)).life("Bob") == 1


def test_worship_and_awe_strike_the_damage_event_is_seen_whole_bob_stays_at_two():
    # 120.4b, example: Bob casts Awe Strike ("The next time target creature would deal
    # damage this turn, prevent that damage. You gain life equal to the damage prevented this
    # way") on one attacker. "The damage event ... becomes [5 damage is dealt to the defending
    # player, the defending player gains 5 life]. That's processed into its results, so the
    # damage event is now [the defending player loses 5 life, the defending player gains 5
    # life]. Worship's effect sees that the damage event would not reduce the player's life
    # total to less than 1, so Worship's effect is not applied." Bob ends at 2.
    for procedure in (MODERN,):
        assert only(_worship_awe(True), procedure).life("Bob") == 2
