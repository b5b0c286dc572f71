"""Held-out interactions on zone changes, entering and counters, written from other
engines' tests and official rulings (each cites its source); expected values are the
rulings', not the code's."""

from __future__ import annotations

from .heldout_walk import MODERN, OLD, only, walk
from .helpers import AB, BEARS, card, players, preset_fx


def _texts(paths):
    return {p.text for p in paths}


def test_necropotence_and_obstinate_baloth_discarded_by_an_opponent_alice_chooses():
    # Bob's Mind Rot makes Alice discard Obstinate Baloth while she controls
    # Necropotence ("If you would discard a card, exile that card instead of putting it
    # into your graveyard"). Both replace the discard's move; the card is Alice's, so she
    # chooses which applies (616.1); the other then no longer applies (the card isn't
    # going to a graveyard any more): Baloth on the battlefield, or exiled.
    data = {
        "players": AB,
        "objects": [
            card("baloth", "Obstinate Baloth", zone="hand", power=4, toughness=4),
            card("necro", "Necropotence", "Alice", "Enchantment"),
            card("rot", "Mind Rot", "Bob", "Sorcery", zone="stack"),
        ],
        "effects": [
            {
                "id": "baloth",
                "source": "baloth",
                "controller": "Alice",
                "preset": "obstinate-baloth",
                "origin": "hand",
            },
            {
                "id": "necro",
                "source": "necro",
                "controller": "Alice",
                "template": "move_instead",
                "params": {
                    "object": {"owner": "you"},
                    "from": "hand",
                    "to": "graveyard",
                    "cause": "discard",
                    "instead_to": "exile",
                },
            },
        ],
        "events": [
            {
                "kind": "move",
                "object": "baloth",
                "to": "graveyard",
                "cause": "discard",
                "by": {"kind": "spell", "player": "Bob", "object": "rot"},
            }
        ],
    }
    paths = walk(data)
    assert {p.zone("baloth") for p in paths} == {"battlefield", "exile"}
    assert {p.choosers for p in paths} == {("Alice",)}


def test_void_maw_and_kalitas_the_dying_creatures_controller_chooses():
    # Alice's Void Maw ("If another creature would die, exile it instead") and Bob's
    # Kalitas ("If a nontoken creature an opponent controls would die, instead exile that
    # card and create a 2/2 black Zombie"): Alice's Grizzly Bears is destroyed. Alice
    # chooses (616.1); after Void Maw the Bears no longer dies, so Kalitas makes no Zombie.
    data = {
        "players": AB,
        "objects": [
            BEARS,
            card("maw", "Void Maw", power=4, toughness=5),
            card("kalitas", "Kalitas, Traitor of Ghet", "Bob", power=3, toughness=4),
        ],
        "effects": [
            {
                "id": "maw",
                "source": "maw",
                "controller": "Alice",
                "template": "move_instead",
                "params": {
                    "object": {"types": ["Creature"], "other": True},
                    "from": "battlefield",
                    "to": "graveyard",
                    "instead_to": "exile",
                },
            },
            preset_fx("kalitas", "kalitas-traitor-of-ghet", "Bob"),
        ],
        "events": [{"kind": "destroy", "object": "bears"}],
    }
    paths = walk(data)
    assert {p.zone("bears") for p in paths} == {"exile"}
    assert {p.choosers for p in paths} == {("Alice",)}
    zombies = sorted(len([o for o in p.state["objects"] if o["token"]]) for p in paths)
    assert zombies == [0, 1]


def test_pillar_of_flame_creature_dying_later_is_exiled():
    # XMage PillarOfFlameTest.testTriggeringExileItInstead: the creature Pillar of Flame
    # dealt damage dies in combat later that turn and is exiled instead.
    data = {
        "players": AB,
        "objects": [card("inf", "Warmind Infantry", "Bob", power=2, toughness=3)],
        "effects": [
            {
                "id": "pillar",
                "controller": "Alice",
                "template": "move_instead",
                "origin": "resolution",
                "params": {
                    "object": {"id": "inf"},
                    "from": "battlefield",
                    "to": "graveyard",
                    "instead_to": "exile",
                },
            },
        ],
        "events": [{"kind": "destroy", "object": "inf"}],
    }
    assert only(data).zone("inf") == "exile"


def test_kicked_scorching_lava_river_boa_cant_regenerate_and_is_exiled():
    # Scorching Lava, kicked: "that creature can't be regenerated this turn and if it
    # would die this turn, exile it instead". River Boa has a regeneration shield; the
    # destruction can't be regenerated (701.19c), and the Boa is exiled.
    data = {
        "players": AB,
        "objects": [card("boa", "River Boa", "Bob", power=2, toughness=1, damage=2)],
        "effects": [
            preset_fx("regen", "river-boa", "Bob", source="boa"),
            {
                "id": "lava",
                "controller": "Alice",
                "template": "move_instead",
                "origin": "resolution",
                "params": {
                    "object": {"id": "boa"},
                    "from": "battlefield",
                    "to": "graveyard",
                    "instead_to": "exile",
                },
            },
        ],
        "events": [{"kind": "destroy", "object": "boa", "cant_be_regenerated": True}],
    }
    p = only(data)
    assert p.zone("boa") == "exile"
    assert "regen" not in p.forced


def _pulmonic(procedure):
    # Pulmonic Sliver (Time Spiral): "All Slivers have 'If this permanent would be put
    # into a graveyard, you may put it on top of its owner's library instead.'" Bob's
    # Leyline of the Void ("If a card would be put into an opponent's graveyard from
    # anywhere, remove it from the game instead"). Alice's Sliver is destroyed: both
    # effects modify its move; Alice, its controller, chooses (419.9a; 616.1).
    return walk(
        {
            "players": AB,
            "objects": [
                card("sliver", "Pulmonic Sliver", subtypes=["Sliver"], power=3, toughness=3),
                card("leyline", "Leyline of the Void", "Bob", "Enchantment"),
            ],
            "effects": [
                {
                    "id": "pulmonic",
                    "source": "sliver",
                    "controller": "Alice",
                    "template": "move_instead",
                    "optional": True,
                    "params": {
                        "object": {"this": True},
                        "from": "battlefield",
                        "to": "graveyard",
                        "instead_to": "library",
                        "position": "top",
                    },
                },
                preset_fx("leyline", "leyline-of-the-void", "Bob"),
            ],
            "events": [{"kind": "destroy", "object": "sliver"}],
        },
        procedure,
    )


def test_pulmonic_sliver_and_leyline_of_the_void_2008_and_today():
    for procedure in (OLD, MODERN):
        paths = _pulmonic(procedure)
        assert {p.zone("sliver") for p in paths} == {"library", "exile"}, procedure
        assert all(p.choosers and p.choosers[0] == "Alice" for p in paths)
        top = [p for p in paths if p.zone("sliver") == "library"]
        assert all(p.player("Alice")["library"][:1] == ["Pulmonic Sliver"] for p in top)
    old = _texts(_pulmonic(OLD))
    assert any("removed from the game" in t for t in old), old
    assert not any("exiled" in t for t in old), old


def test_commander_destroyed_under_wheel_of_sun_and_moon_may_go_to_the_command_zone():
    # Wheel of Sun and Moon on Alice puts her destroyed commander on the bottom of her
    # library instead; that is a move to a library, so the commander rule's replacement
    # (903.9b: "If a commander would be put into its owner's hand or library from
    # anywhere, its owner may put it into the command zone instead") then applies.
    data = {
        "players": AB,
        "objects": [
            card("cmdr", "Omnath, Locus of Mana", power=1, toughness=1, supertypes=["Legendary"]),
            card("wheel", "Wheel of Sun and Moon", "Bob", "Enchantment", controller="Bob"),
        ],
        "effects": [
            preset_fx("wheel", "wheel-of-sun-and-moon"),
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
                    "to": "library",
                    "instead_to": "command",
                },
            },
        ],
        "events": [{"kind": "destroy", "object": "cmdr"}],
    }
    paths = walk(data)
    assert {p.zone("cmdr") for p in paths} == {"command", "library"}
    assert all(p.choosers == ("Alice",) for p in paths)
    assert all("wheel" in p.forced for p in paths)


def test_corpsejack_menace_and_hardened_scales_order_gives_three_or_four():
    # Hardened Scales ruling (2014-09-20) on several effects: the affected creature's
    # controller orders them. One +1/+1 counter: Scales then Corpsejack Menace ("twice
    # that many") is 4; Corpsejack then Scales is 3.
    data = {
        "players": AB,
        "objects": [
            BEARS,
            card("jack", "Corpsejack Menace", power=4, toughness=4),
            card("scales", "Hardened Scales", "Alice", "Enchantment"),
        ],
        "effects": [
            preset_fx("scales", "hardened-scales"),
            {
                "id": "jack",
                "source": "jack",
                "controller": "Alice",
                "template": "multiply",
                "params": {
                    "event": "put_counters",
                    "factor": 2,
                    "counter": "+1/+1",
                    "object": {"types": ["Creature"], "controller": "you"},
                },
            },
        ],
        "events": [{"kind": "put_counters", "object": "bears", "counter": "+1/+1", "count": 1}],
    }
    paths = walk(data)
    assert sorted(p.counters("bears") for p in paths) == [3, 4]
    assert {p.choosers for p in paths} == {("Alice",)}


def _clergy(cant_be_regenerated: bool):
    # Clergy of the Holy Nimbus: "If Clergy of the Holy Nimbus would be destroyed,
    # regenerate it." XMage ClergyOfTheHolyNimbusTest: Wrath of God ("They can't be
    # regenerated") destroys it; a plain destruction regenerates it.
    return only(
        {
            "players": AB,
            "objects": [card("clergy", "Clergy of the Holy Nimbus", power=1, toughness=1)],
            "effects": [
                {
                    "id": "clergy",
                    "source": "clergy",
                    "controller": "Alice",
                    "template": "regenerate",
                    "origin": "static",
                    "params": {"object": "this"},
                }
            ],
            "events": [
                {"kind": "destroy", "object": "clergy", "cant_be_regenerated": cant_be_regenerated}
            ],
        }
    )


def test_clergy_of_the_holy_nimbus_regenerates_itself_but_not_from_wrath():
    kept = _clergy(False)
    assert (kept.zone("clergy"), kept.obj("clergy")["tapped"]) == ("battlefield", True)
    assert _clergy(True).zone("clergy") == "graveyard"


def test_finality_counter_with_kalitas_the_controller_chooses():
    # A finality counter (122.1h; XMage FinalityCounterTest): "If a permanent with a
    # finality counter on it would die, exile it instead." With Bob's Kalitas, Alice
    # chooses: the finality counter's exile (no Zombie) or Kalitas's (Bob gets a Zombie).
    data = {
        "players": AB,
        "objects": [
            {**BEARS, "counters": {"finality": 1}},
            card("kalitas", "Kalitas, Traitor of Ghet", "Bob", power=3, toughness=4),
        ],
        "effects": [
            {
                "id": "finality",
                "source": "bears",
                "controller": "Alice",
                "template": "move_instead",
                "origin": "static",
                "params": {
                    "object": {"this": True},
                    "from": "battlefield",
                    "to": "graveyard",
                    "instead_to": "exile",
                    "condition": {"counters": {"object": "this", "counter": "finality"}},
                },
            },
            preset_fx("kalitas", "kalitas-traitor-of-ghet", "Bob"),
        ],
        "events": [{"kind": "destroy", "object": "bears"}],
    }
    paths = walk(data)
    assert {p.zone("bears") for p in paths} == {"exile"}
    assert {p.choosers for p in paths} == {("Alice",)}
    assert sorted(len([o for o in p.state["objects"] if o["token"]]) for p in paths) == [0, 1]


def test_aven_riftwatcher_comes_into_play_with_twice_the_time_counters_2008():
    # Doubling Season ruling (2005-10-01): a permanent that comes into play with counters
    # gets twice as many. Vanishing 3 (Aven Riftwatcher): six time counters.
    data = {
        "players": AB,
        "objects": [
            card("aven", "Aven Riftwatcher", zone="stack", power=2, toughness=3),
            card("season", "Doubling Season", "Alice", "Enchantment"),
        ],
        "effects": [
            {
                "id": "vanishing",
                "source": "aven",
                "controller": "Alice",
                "template": "enter_with_counters",
                "params": {"object": {"this": True}, "counter": "time", "count": 3},
            },
            preset_fx("season", "doubling-season-counters"),
        ],
        "events": [{"kind": "enter", "object": "aven", "controller": "Alice"}],
    }
    for procedure in (OLD, MODERN):
        p = only(data, procedure)
        assert p.counters("aven", "time") == 6, (procedure, p.text)
    assert "comes into play" in only(data, OLD).text


def test_pulmonic_sliver_preset_puts_it_on_top_above_the_library():
    # 401.4 / the card's words: "on top of its owner's library", above the cards there
    # (not shuffled in); with position "bottom" it goes under them.
    data = {
        "players": players("Alice", "Bob", Alice={"library": ["Island", "Forest"]}),
        "objects": [card("sliver", "Pulmonic Sliver", subtypes=["Sliver"])],
        "effects": [preset_fx("p", "pulmonic-sliver", source="sliver")],
        "events": [{"kind": "destroy", "object": "sliver"}],
    }
    kept = [p for p in walk(data) if p.zone("sliver") == "library"]
    assert [p.player("Alice")["library"] for p in kept] == [["Pulmonic Sliver", "Island", "Forest"]]
    bottom = {**data, "effects": [{**data["effects"][0], "params": {"position": "bottom"}}]}
    kept = [p for p in walk(bottom) if p.zone("sliver") == "library"]
    assert [p.player("Alice")["library"] for p in kept] == [["Island", "Forest", "Pulmonic Sliver"]]


def test_a_position_is_refused_beside_another_zone():
    import pytest

    from rules.engine import Scenario, ScenarioError

    data = {
        "version": 1,
        "players": AB,
        "objects": [card("sliver", "Pulmonic Sliver")],
        "effects": [
            {
                "id": "p",
                "source": "sliver",
                "controller": "Alice",
                "preset": "pulmonic-sliver",
                "params": {"instead_to": "exile"},
            }
        ],
        "events": [{"kind": "destroy", "object": "sliver"}],
    }
    with pytest.raises(ScenarioError, match=r"effects\[0\]\.params\.position: is only with"):
        Scenario.from_dict(data)


def _croc(id, owner, zone="battlefield"):
    return card(id, "Dross Crocodile", owner, subtypes=["Zombie", "Crocodile"], zone=zone)


def test_unbreathing_horde_counts_its_controllers_zombies_and_zombie_cards():
    # XMage UnbreathingHordeTest.testCountersAdded: two Dross Crocodiles on each side of
    # the battlefield and two in each graveyard; only Alice's count: 2 + 2 = 4 (4/4).
    data = {
        "players": AB,
        "objects": [
            card("horde", "Unbreathing Horde", zone="stack", power=0, toughness=0),
            _croc("a1", "Alice"),
            _croc("a2", "Alice"),
            _croc("b1", "Bob"),
            _croc("b2", "Bob"),
            _croc("ag1", "Alice", "graveyard"),
            _croc("ag2", "Alice", "graveyard"),
            _croc("bg1", "Bob", "graveyard"),
            _croc("bg2", "Bob", "graveyard"),
        ],
        "effects": [preset_fx("horde", "unbreathing-horde")],
        "events": [{"kind": "enter", "object": "horde", "controller": "Alice"}],
    }
    assert only(data).counters("horde") == 4


def test_unbreathing_horde_prevention_removes_one_counter():
    # Its second ability: Lightning Bolt's 3 is prevented and one counter removed.
    data = {
        "players": AB,
        "objects": [
            card("horde", "Unbreathing Horde", counters={"+1/+1": 4}),
            card("bolt", "Lightning Bolt", "Bob", "Instant", zone="stack"),
        ],
        "effects": [preset_fx("p", "unbreathing-horde-prevent", source="horde")],
        "events": [{"kind": "damage", "source": "bolt", "recipient": "horde", "amount": 3}],
    }
    p = only(data)
    assert (p.damage("horde"), p.counters("horde")) == (0, 3)


def test_a_count_of_several_measures_names_the_wrong_one():
    import pytest

    from rules.engine import Scenario, ScenarioError

    bad = {"for_each": [{"permanents": {}}, {"cards": {"player": "you", "zone": "deck"}}]}
    data = {
        "version": 1,
        "players": AB,
        "objects": [card("horde", "Unbreathing Horde", zone="stack")],
        "effects": [
            {
                "id": "h",
                "source": "horde",
                "controller": "Alice",
                "preset": "unbreathing-horde",
                "params": {"count": bad},
            }
        ],
        "events": [{"kind": "enter", "object": "horde", "controller": "Alice"}],
    }
    with pytest.raises(ScenarioError, match=r"count: for_each\[1\]\.cards\.zone: must be one"):
        Scenario.from_dict(data)
    data["effects"][0]["params"]["count"] = {"for_each": []}
    with pytest.raises(ScenarioError, match=r"count: for_each: a list of measures"):
        Scenario.from_dict(data)
