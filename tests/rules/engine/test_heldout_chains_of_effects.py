"""Held-out interactions, third round: one replacement making another applicable (616.2,
614.16), each affected object's controller choosing among several players (616.1 with
101.4), counters given as creatures return (persist, undying) and a draw replaced twice;
written from rulings and the rules (each cites its source), expected values from them."""

from __future__ import annotations

from .heldout_walk import only, walk
from .helpers import AB, card, players, preset_fx


def test_soul_scar_mage_counters_on_bobs_creature_are_doubled_by_bobs_doubling_season():
    # Soul-Scar Mage (Alice's): "If a source you control would deal noncombat damage to a
    # creature an opponent controls, put that many -1/-1 counters on that creature instead."
    # Its counters are put on a permanent Bob controls by an effect, so Bob's Doubling Season
    # then applies (616.2; 614.16: "if another replacement … effect does so"): Lightning
    # Bolt's 3 becomes six -1/-1 counters on Gray Ogre, no damage.
    data = {
        "players": AB,
        "objects": [
            card("ssm", "Soul-Scar Mage", power=1, toughness=2, colors=["red"]),
            card("bolt", "Lightning Bolt", "Alice", "Instant", zone="stack", colors=["red"]),
            card("ogre", "Gray Ogre", "Bob", power=2, toughness=2),
            card("season", "Doubling Season", "Bob", "Enchantment"),
        ],
        "effects": [
            {
                "id": "ssm",
                "source": "ssm",
                "controller": "Alice",
                "template": "instead",
                "params": {
                    "watch": {
                        "event": "damage",
                        "source": {"controller": "you"},
                        "recipient": {"object": {"types": ["Creature"], "controller": "opponent"}},
                        "combat": False,
                    },
                    "instead": [
                        {
                            "do": "put_counters",
                            "object": "affected",
                            "counter": "-1/-1",
                            "count": "that_many",
                        }
                    ],
                },
            },
            preset_fx("season", "doubling-season-counters", "Bob"),
        ],
        "events": [{"kind": "damage", "source": "bolt", "recipient": "ogre", "amount": 3}],
    }
    p = only(data)
    assert (p.counters("ogre", "-1/-1"), p.damage("ogre")) == (6, 0)


def test_pariah_and_palisade_giant_the_damage_ends_on_the_giant_either_way():
    # Alice's Pariah on her Grizzly Bears and her Palisade Giant ("All damage that would be
    # dealt to you or another permanent you control is dealt to Palisade Giant instead").
    # Bob's Lightning Bolt at Alice: she orders them (616.1). Pariah first sends it to the
    # Bears, another permanent she controls, so the Giant's effect now applies (616.2);
    # the Giant first leaves nothing for Pariah. The Giant is dealt 3 either way.
    data = {
        "players": AB,
        "objects": [
            card("bears", "Grizzly Bears", power=2, toughness=2),
            card(
                "pariah", "Pariah", "Alice", "Enchantment", subtypes=["Aura"], attached_to="bears"
            ),
            card("pal", "Palisade Giant", power=2, toughness=7),
            card("bolt", "Lightning Bolt", "Bob", "Instant", zone="stack", colors=["red"]),
        ],
        "effects": [
            preset_fx("pariah", "pariah"),
            preset_fx("pal", "palisade-giant"),
        ],
        "events": [{"kind": "damage", "source": "bolt", "recipient": "Alice", "amount": 3}],
    }
    paths = walk(data)
    assert {(p.damage("pal"), p.damage("bears"), p.life("Alice")) for p in paths} == {(3, 0, 20)}
    assert {p.choices for p in paths} == {("apply:pariah",), ("apply:pal",)}


def test_wrath_with_kalitas_and_rest_in_peace_each_creatures_controller_chooses():
    # Alice's Rest in Peace and Bob's Kalitas, Traitor of Ghet; Wrath of God destroys
    # Alice's Bears, Bob's Ogre and Carol's Elves at once. Each creature's controller orders
    # the effects on it (616.1), in turn order from the active player (101.4): Alice, then
    # Carol; Bob's Ogre meets Rest in Peace alone (Kalitas watches opponents' creatures).
    # All are exiled; Bob gets a Zombie for each creature whose controller chose Kalitas.
    data = {
        "players": players("Alice", "Bob", "Carol"),
        "objects": [
            card("bears", "Grizzly Bears", power=2, toughness=2),
            card("ogre", "Gray Ogre", "Bob", power=2, toughness=2),
            card("elves", "Llanowar Elves", "Carol", power=1, toughness=1),
            card("rip", "Rest in Peace", "Alice", "Enchantment"),
            card("kalitas", "Kalitas, Traitor of Ghet", "Bob", power=3, toughness=4),
        ],
        "effects": [
            preset_fx("rip", "rest-in-peace"),
            preset_fx("kalitas", "kalitas-traitor-of-ghet", "Bob"),
        ],
        "events": [
            {"kind": "destroy", "object": o, "cant_be_regenerated": True}
            for o in ("bears", "ogre", "elves")
        ],
    }
    paths = walk(data)
    assert len(paths) == 4
    assert {p.choosers for p in paths} == {("Alice", "Carol")}
    for p in paths:
        assert {p.zone(o) for o in ("bears", "ogre", "elves")} == {"exile"}
        zombies = sum(1 for o in p.state["objects"] if o["token"])
        assert zombies == sum(c == "apply:kalitas" for c in p.choices)
        assert "rip" in p.forced


def test_persist_kitchen_finks_returns_without_its_counter_under_melira():
    # Melira, Sylvok Outcast's rulings (2011-06-01): "Persist abilities of creatures you
    # control will return those creatures to the battlefield, but they won't get -1/-1
    # counters." Kitchen Finks returns (it enters with the counter, 122.6) with none.
    data = {
        "players": AB,
        "objects": [
            card("finks", "Kitchen Finks", zone="graveyard", power=3, toughness=2),
            card("mel", "Melira, Sylvok Outcast", power=2, toughness=2),
        ],
        "effects": [preset_fx("mel", "melira-sylvok-outcast")],
        "events": [{"kind": "enter", "object": "finks", "counters": {"-1/-1": 1}}],
    }
    p = only(data)
    assert (p.zone("finks"), p.counters("finks", "-1/-1")) == ("battlefield", 0)


def test_undying_with_doubling_season_and_hardened_scales_three_or_four():
    # Undying returns the creature "with a +1/+1 counter on it" (702.93a): it enters with
    # the counter (122.6), which both effects modify; Alice orders them (616.1; Hardened
    # Scales's rulings of 2014-09-20): Doubling Season first, 2 + 1 = 3; Scales first,
    # (1 + 1) times 2 = 4.
    data = {
        "players": AB,
        "objects": [
            card("geist", "Strangleroot Geist", zone="graveyard", power=2, toughness=1),
            card("season", "Doubling Season", "Alice", "Enchantment"),
            card("scales", "Hardened Scales", "Alice", "Enchantment"),
        ],
        "effects": [
            preset_fx("season", "doubling-season-counters"),
            preset_fx("scales", "hardened-scales"),
        ],
        "events": [{"kind": "enter", "object": "geist", "counters": {"+1/+1": 1}}],
    }
    paths = walk(data)
    assert {p.choices[0]: p.counters("geist") for p in paths} == {
        "apply:season": 3,
        "apply:scales": 4,
    }
    assert {p.choosers for p in paths} == {("Alice",)}


def test_gather_specimens_the_lion_gets_the_counter_of_alices_metallic_mimic_not_bobs():
    # Bob casts Silvercoat Lion (a Cat) under Alice's Gather Specimens; each controls a
    # Metallic Mimic naming Cat ("Each other creature you control of the chosen type
    # enters with an additional +1/+1 counter"). The control effect applies first (616.1b),
    # and the Lion is checked as it would exist, under Alice's control (614.12): one
    # counter, from Alice's Mimic.
    def mimic(i, owner):
        return {
            "id": i,
            "source": i,
            "controller": owner,
            "preset": "metallic-mimic",
            "params": {
                "object": {
                    "types": ["Creature"],
                    "controller": "you",
                    "other": True,
                    "subtypes": ["Cat"],
                }
            },
        }

    data = {
        "players": AB,
        "objects": [
            card("gs", "Gather Specimens", "Alice", "Instant", zone="graveyard"),
            card("ma", "Metallic Mimic", "Alice", "Artifact", "Creature", subtypes=["Cat"]),
            card("mb", "Metallic Mimic", "Bob", "Artifact", "Creature", subtypes=["Cat"]),
            card(
                "lion",
                "Silvercoat Lion",
                "Bob",
                zone="stack",
                subtypes=["Cat"],
                power=2,
                toughness=2,
            ),
        ],
        "effects": [
            preset_fx("gs", "gather-specimens"),
            mimic("ma", "Alice"),
            mimic("mb", "Bob"),
        ],
        "events": [{"kind": "enter", "object": "lion"}],
    }
    p = only(data)
    assert (p.obj("lion")["controller"], p.counters("lion")) == ("Alice", 1)
    assert "gs" in p.forced and "ma" in p.forced


def test_dredge_and_thought_reflection_alice_chooses_and_may_dredge_one_of_two_draws():
    # Alice (ten cards in her library, Golgari Grave-Troll in her graveyard) would draw a
    # card with Thought Reflection ("If you would draw a card, draw two cards instead").
    # Both replace the draw; she chooses (616.1). Dredge first: six milled, the Troll
    # returned, no card drawn. Thought Reflection first: two draws (121.2), each of which
    # she may dredge while the Troll is still in her graveyard (a new event for dredge).
    data = {
        "players": players("Alice", "Bob", Alice={"library": ["Island"] * 10}),
        "objects": [
            card("troll", "Golgari Grave-Troll", zone="graveyard", power=0, toughness=0),
            card("tr", "Thought Reflection", "Alice", "Enchantment"),
        ],
        "effects": [
            preset_fx("tr", "thought-reflection"),
            preset_fx("dredge", "golgari-grave-troll-dredge", source="troll"),
        ],
        "events": [{"kind": "draw", "player": "Alice"}],
    }
    got = {
        p.choices: (
            p.zone("troll"),
            len(p.player("Alice")["hand"]),
            len(p.player("Alice")["library"]),
        )
        for p in walk(data)
    }
    assert got == {
        ("apply:dredge", "mode:apply"): ("hand", 0, 4),
        ("apply:dredge", "mode:decline"): ("graveyard", 2, 8),
        ("apply:tr", "mode:apply"): ("hand", 1, 3),
        ("apply:tr", "mode:decline", "mode:apply"): ("hand", 1, 3),
        ("apply:tr", "mode:decline", "mode:decline"): ("graveyard", 2, 8),
    }


def test_planeswalker_redirection_of_2016_and_pariah_alice_orders_bob_chooses_the_walker():
    # Under the rules of 2016 (306.7: the opponent "may have that source deal that damage to
    # a planeswalker the first player controls instead", a redirection ordered like any
    # other, 616.1), Bob's Lava Axe at Alice, who controls Jace Beleren and Pariah on her
    # Grizzly Bears. Alice orders: Pariah first, the Bears are dealt 5 (it's no longer
    # damage to her); the rule's redirection first, Bob sends it to Jace or declines, and
    # then Pariah. Today (no such rule since 2018-04-27) only Pariah applies.
    data = {
        "players": AB,
        "objects": [
            card("bears", "Grizzly Bears", power=2, toughness=2),
            card(
                "pariah", "Pariah", "Alice", "Enchantment", subtypes=["Aura"], attached_to="bears"
            ),
            card("jace", "Jace Beleren", "Alice", "Planeswalker", counters={"loyalty": 3}),
            card("axe", "Lava Axe", "Bob", "Sorcery", zone="stack", colors=["red"]),
        ],
        "effects": [preset_fx("pariah", "pariah")],
        "events": [{"kind": "damage", "source": "axe", "recipient": "Alice", "amount": 5}],
    }
    old = walk(data, "2016-04-08")
    got = {p.choices: (p.damage("bears"), p.counters("jace", "loyalty")) for p in old}
    assert got == {
        ("apply:pariah",): (5, 3),
        ("apply:rule.planeswalker.Bob", "mode:decline"): (5, 3),
        ("apply:rule.planeswalker.Bob", "mode:to-jace"): (0, 0),
    }
    assert {p.choosers for p in old} == {("Alice",), ("Alice", "Bob")}
    p = only(data)
    assert (p.damage("bears"), p.life("Alice")) == (5, 20)


def test_words_of_wilding_under_spirit_of_the_labyrinth_the_replaced_draw_isnt_a_draw():
    # Spirit of the Labyrinth: "Each player can't draw more than one card each turn."
    # Alice would draw two; Words of Wilding replaces the first with a Bear (a replaced draw
    # never happens, 614.6), so the second is the first card she draws this turn and she
    # draws it.
    data = {
        "players": players("Alice", "Bob", Alice={"library": ["Island", "Forest"]}),
        "objects": [
            card("words", "Words of Wilding", "Alice", "Enchantment"),
            card("spirit", "Spirit of the Labyrinth", "Bob", power=3, toughness=1),
        ],
        "effects": [
            {
                "id": "words",
                "source": "words",
                "controller": "Alice",
                "origin": "resolution",
                "preset": "words-of-wilding",
            },
            preset_fx("spirit", "spirit-of-the-labyrinth", "Bob"),
        ],
        "events": [{"kind": "draw", "player": "Alice", "count": 2}],
    }
    p = only(data)
    assert p.player("Alice")["hand"] == ["Island"]
    assert [o["name"] for o in p.state["objects"] if o["token"]] == ["Bear"]
