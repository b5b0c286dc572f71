"""Held-out interactions, a further set: prevention with a life gain, combat damage
redirected to a creature's controller, "would die" effects and tokens, a commander, and
Solemnity with permanents entering; written from rulings, judges' articles and the rules
(each cites its source), expected values from them, not from the code."""

from __future__ import annotations

from .heldout_walk import MODERN, OLD, only, walk
from .helpers import AB, BEARS, OGRE, card, dmg, players, preset_fx

GIANT = card("giant", "Hill Giant", "Bob", power=3, toughness=3, colors=["red"], combat="unblocked")


def test_hallow_prevents_a_spells_damage_and_gains_that_much():
    # Hallow: "Prevent all damage target spell would deal this turn. You gain life equal to
    # the damage prevented this way." Bob's Pyroclasm (2 to each creature): Alice's Bears
    # and Bob's Ogre are dealt none; Alice gains 4 in all (615.5).
    pyro = card("pyro", "Pyroclasm", "Bob", "Sorcery", zone="stack", colors=["red"])
    data = {
        "players": AB,
        "objects": [BEARS, OGRE, pyro],
        "effects": [
            {
                "id": "hallow",
                "controller": "Alice",
                "template": "prevent",
                "origin": "resolution",
                "params": {
                    "amount": "all",
                    "source": {"id": "pyro"},
                    "then": [{"do": "gain_life", "player": "you", "amount": "prevented"}],
                },
            }
        ],
        "events": [dmg("pyro", "bears", 2), dmg("pyro", "ogre", 2)],
    }
    for procedure in (OLD, MODERN):
        p = only(data, procedure)
        assert (p.damage("bears"), p.damage("ogre"), p.life("Alice")) == (0, 0, 24), procedure


def test_kor_haven_prevents_the_attackers_combat_damage():
    # Kor Haven: "{1}{W}, {T}: Prevent all combat damage that would be dealt by target
    # attacking creature this turn."
    data = {
        "players": AB,
        "objects": [GIANT],
        "effects": [
            {
                "id": "haven",
                "controller": "Alice",
                "template": "prevent",
                "origin": "resolution",
                "params": {"amount": "all", "combat": True, "source": {"id": "giant"}},
            }
        ],
        "events": [dmg("giant", "Alice", 3, combat=True)],
    }
    assert only(data).life("Alice") == 20


def test_mirror_strike_sends_the_combat_damage_to_the_creatures_controller():
    # Mirror Strike: "All combat damage that would be dealt to you this turn by target
    # unblocked creature is dealt to its controller instead."
    data = {
        "players": AB,
        "objects": [GIANT],
        "effects": [
            {
                "id": "mirror",
                "controller": "Alice",
                "template": "redirect",
                "origin": "resolution",
                "params": {
                    "combat": True,
                    "source": {"id": "giant"},
                    "recipient": {"player": "you"},
                    "to": {"controller_of": "source"},
                },
            }
        ],
        "events": [dmg("giant", "Alice", 3, combat=True)],
    }
    p = only(data, OLD)
    assert (p.life("Alice"), p.life("Bob")) == (20, 17)


def test_anafenza_exiles_a_dying_nontoken_creature_but_not_a_token():
    # Anafenza, the Foremost: "If a nontoken creature an opponent controls would die,
    # exile that card instead." Alice's Bears and her Soldier token die together.
    data = {
        "players": AB,
        "objects": [
            BEARS,
            card("tok", "Soldier", token=True, power=1, toughness=1),
            card("ana", "Anafenza, the Foremost", "Bob", power=4, toughness=4),
        ],
        "effects": [preset_fx("ana", "anafenza-the-foremost", "Bob")],
        "events": [{"kind": "destroy", "object": "bears"}, {"kind": "destroy", "object": "tok"}],
    }
    p = only(data)
    assert (p.zone("bears"), p.zone("tok")) == ("exile", "graveyard")


def test_commander_dying_with_kalitas_is_exiled_and_makes_a_zombie():
    # Since 2020 a commander going to a graveyard or exile is not replaced (903.9a: a
    # state-based action may then move it to the command zone); Kalitas's replacement
    # applies as to any creature: exiled, Bob gets a Zombie.
    data = {
        "players": AB,
        "objects": [
            card("cmdr", "Omnath, Locus of Mana", power=1, toughness=1, supertypes=["Legendary"]),
            card("kalitas", "Kalitas, Traitor of Ghet", "Bob", power=3, toughness=4),
        ],
        "effects": [
            preset_fx("kalitas", "kalitas-traitor-of-ghet", "Bob"),
            {
                "id": "command",
                "source": "cmdr",
                "controller": "Alice",
                "template": "move_instead",
                "origin": "resolution",
                "optional": True,
                "params": {
                    "object": {"this": True},
                    "from": "anywhere",
                    "to": "hand",
                    "instead_to": "command",
                },
            },
        ],
        "events": [{"kind": "destroy", "object": "cmdr"}],
    }
    p = only(data)
    assert p.zone("cmdr") == "exile"
    assert [o["controller"] for o in p.state["objects"] if o["token"]] == ["Bob"]


def _riftwatcher(solemnity_zone):
    return {
        "players": AB,
        "objects": [
            card("aven", "Aven Riftwatcher", zone="hand", power=2, toughness=3),
            card("sol", "Solemnity", "Bob", "Enchantment", zone=solemnity_zone),
        ],
        "effects": [
            {
                "id": "vanishing",
                "source": "aven",
                "controller": "Alice",
                "template": "enter_with_counters",
                "params": {"object": {"this": True}, "counter": "time", "count": 3},
            },
            preset_fx("sol", "solemnity", "Bob"),
        ],
        "events": [{"kind": "enter", "object": "aven", "controller": "Alice"}]
        + (
            [{"kind": "enter", "object": "sol", "controller": "Bob"}]
            if solemnity_zone == "hand"
            else []
        ),
    }


def test_solemnity_stops_a_vanishing_creatures_time_counters():
    # Solemnity (judges' Card of the Month, 2017-08-16): no new counters can be put on
    # creatures, counters it would enter with included (614.17d; 122.6).
    assert only(_riftwatcher("battlefield")).counters("aven", "time") == 0


def test_a_creature_entering_with_solemnity_keeps_its_counters():
    # A permanent entering at the same time as Solemnity enters with its counters:
    # Solemnity's static ability isn't on the battlefield yet (614.12: the effects that
    # already exist).
    assert only(_riftwatcher("hand")).counters("aven", "time") == 3


def test_rest_in_peace_and_leyline_of_the_void_both_exile_alice_chooses():
    # Bob's Rest in Peace and Leyline of the Void; Alice's Bears destroyed. Both would exile
    # it; Alice, its controller, chooses which applies (616.1); the other no longer does.
    data = {
        "players": AB,
        "objects": [
            BEARS,
            card("rip", "Rest in Peace", "Bob", "Enchantment"),
            card("ley", "Leyline of the Void", "Bob", "Enchantment"),
        ],
        "effects": [
            preset_fx("rip", "rest-in-peace", "Bob"),
            preset_fx("ley", "leyline-of-the-void", "Bob"),
        ],
        "events": [{"kind": "destroy", "object": "bears"}],
    }
    paths = walk(data)
    assert {p.zone("bears") for p in paths} == {"exile"}
    assert {p.choosers for p in paths} == {("Alice",)}
    assert {p.choices for p in paths} == {("apply:rip",), ("apply:ley",)}


def test_progenitus_discarded_is_shuffled_into_its_library():
    # XMage ZoneChangeReplacementTest.testFromHandZoneChange: Distress makes Alice discard
    # Progenitus ("If Progenitus would be put into a graveyard from anywhere, reveal
    # Progenitus and shuffle it into its owner's library instead"): not in her graveyard,
    # not in her hand.
    data = {
        "players": AB,
        "objects": [card("prog", "Progenitus", zone="hand", power=10, toughness=10)],
        "effects": [
            {
                "id": "prog",
                "source": "prog",
                "controller": "Alice",
                "template": "move_instead",
                "origin": "hand",
                "params": {
                    "object": {"this": True},
                    "from": "anywhere",
                    "to": "graveyard",
                    "instead_to": "library",
                },
            }
        ],
        "events": [{"kind": "move", "object": "prog", "to": "graveyard", "cause": "discard"}],
    }
    assert only(data).zone("prog") == "library"


def _kumano(humility: bool, cant_regenerate: bool = False):
    # Kumano's Pupils: "If a creature dealt damage by Kumano's Pupils this turn would die,
    # exile it instead." (the creature it dealt damage named by id)
    effects = [
        {
            "id": "kumano",
            "source": "kumano",
            "controller": "Alice",
            "template": "move_instead",
            "params": {
                "object": {"id": "lion"},
                "from": "battlefield",
                "to": "graveyard",
                "instead_to": "exile",
            },
        }
    ]
    objects = [
        card("kumano", "Kumano's Pupils", power=3, toughness=3),
        card("lion", "Silvercoat Lion", "Bob", power=2, toughness=2, damage=3),
    ]
    if humility:
        objects.append(card("hum", "Humility", "Alice", "Enchantment"))
        effects.append(
            {
                "id": "hum",
                "source": "hum",
                "controller": "Alice",
                "template": "lose_abilities",
                "params": {"zone": "battlefield"},
            }
        )
    return {
        "players": AB,
        "objects": objects,
        "effects": effects,
        "events": [{"kind": "destroy", "object": "lion", "cant_be_regenerated": cant_regenerate}],
    }


def test_kumanos_pupils_exiles_the_creature_it_damaged():
    # XMage ZoneChangeReplacementTest.testCreatureGetsExiledByKumano (Terminate).
    assert only(_kumano(False, cant_regenerate=True)).zone("lion") == "exile"


def test_kumanos_pupils_under_humility_has_no_ability():
    # XMage ZoneChangeReplacementTest.testHumilityAndKumano: the Pupils lose all abilities
    # (Humility), so the Lion goes to the graveyard.
    assert only(_kumano(True)).zone("lion") == "graveyard"


def test_leyline_of_the_void_and_wheel_of_sun_and_moon_the_cards_controller_chooses():
    # The example of 712.21d, for one card: Bob's Leyline of the Void and the Wheel of Sun
    # and Moon enchanting Alice both replace her creature's move to her graveyard; Alice,
    # affected by both, chooses one; the other then no longer applies (616.1, 616.1f).
    data = {
        "players": AB,
        "objects": [
            BEARS,
            card("ley", "Leyline of the Void", "Bob", "Enchantment"),
            card("wheel", "Wheel of Sun and Moon", "Bob", "Enchantment"),
        ],
        "effects": [
            preset_fx("ley", "leyline-of-the-void", "Bob"),
            preset_fx("wheel", "wheel-of-sun-and-moon"),
        ],
        "events": [{"kind": "destroy", "object": "bears"}],
    }
    paths = walk(data)
    assert {p.zone("bears") for p in paths} == {"exile", "library"}
    assert {p.choosers for p in paths} == {("Alice",)}
    bottom = next(p for p in paths if p.zone("bears") == "library")
    assert bottom.player("Alice")["library"][-1:] == ["Grizzly Bears"]


def test_library_of_leng_a_discard_may_go_on_top_of_the_library():
    # Library of Leng: "If an effect causes you to discard a card, discard it, but you may
    # put it on top of your library instead of into your graveyard." Bob's Mind Rot makes
    # Alice discard Forest: on top of her library, or her graveyard.
    forest = card("forest", "Forest", "Alice", "Land", zone="hand")
    data = {
        "players": players("Alice", "Bob", Alice={"library": ["Island"]}),
        "objects": [
            forest,
            card("leng", "Library of Leng", "Alice", "Artifact"),
            card("rot", "Mind Rot", "Bob", "Sorcery", zone="stack"),
        ],
        "effects": [
            {
                "id": "leng",
                "source": "leng",
                "controller": "Alice",
                "template": "move_instead",
                "optional": True,
                "params": {
                    "object": {"owner": "you"},
                    "from": "hand",
                    "to": "graveyard",
                    "cause": "discard",
                    "instead_to": "library",
                    "position": "top",
                    "by": {"kind": ["spell", "ability"]},
                },
            }
        ],
        "events": [
            {
                "kind": "move",
                "object": "forest",
                "to": "graveyard",
                "cause": "discard",
                "by": {"kind": "spell", "player": "Bob", "object": "rot"},
            }
        ],
    }
    paths = walk(data)
    assert {p.zone("forest") for p in paths} == {"library", "graveyard"}
    top = next(p for p in paths if p.zone("forest") == "library")
    assert top.player("Alice")["library"] == ["Forest", "Island"]


def test_angels_grace_and_laboratory_maniac_alice_wins_on_an_empty_library():
    # XMage WinLoseEffectsTest.testAngelsGrace: Alice resolved Angel's Grace ("You can't
    # lose the game this turn and your opponents can't win the game this turn"), controls
    # Laboratory Maniac and draws from an empty library (Bandage): she wins.
    data = {
        "players": AB,
        "objects": [
            card("maniac", "Laboratory Maniac", power=2, toughness=2),
            card("grace", "Angel's Grace", "Alice", "Instant", zone="graveyard"),
        ],
        "effects": [
            preset_fx("maniac", "laboratory-maniac"),
            {
                "id": "grace-lose",
                "source": "grace",
                "controller": "Alice",
                "preset": "angels-grace-lose",
                "origin": "resolution",
            },
            {
                "id": "grace-win",
                "source": "grace",
                "controller": "Alice",
                "preset": "angels-grace-win",
                "origin": "resolution",
            },
        ],
        "events": [{"kind": "draw", "player": "Alice", "count": 1}],
    }
    p = only(data)
    assert p.player("Alice")["won"] is True
