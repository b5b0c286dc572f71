"""Held-out interactions, third round: how permanents enter (614.12) and counters put on
them: loyalty doubled and increased, counters an entering creature gets from several
effects at once, two doublers and two adders (614.5), Solemnity's reach; written from
other engines' tests, rulings and the rules (each cites its source), expected values from
them, not from the code."""

from __future__ import annotations

from .heldout_walk import MODERN, OLD, only, walk
from .helpers import AB, card, players, preset_fx

SEASON = preset_fx("season", "doubling-season-counters")
SCALES = preset_fx("scales", "hardened-scales")


def _pir():
    # Pir, Imaginative Rascal: "If one or more counters would be put on a permanent your
    # team controls, that many plus one of each of those kinds of counters are put on that
    # permanent instead."
    return {
        "id": "pir",
        "source": "pir",
        "controller": "Alice",
        "template": "add",
        "params": {"event": "put_counters", "amount": 1, "object": {"controller": "you"}},
    }


def test_doubling_season_a_planeswalker_enters_with_twice_its_loyalty():
    # XMage DoublingSeasonTest.test_LoyaltyCounters_DoubleSeason, citing the Gatherer ruling
    # on Doubling Season: "Planeswalkers will enter the battlefield with double the normal
    # amount of loyalty counters." Tibalt, the Fiend-Blooded (loyalty 2) enters with 4.
    data = {
        "players": AB,
        "objects": [
            card("season", "Doubling Season", "Alice", "Enchantment"),
            card("tibalt", "Tibalt, the Fiend-Blooded", "Alice", "Planeswalker", zone="stack"),
        ],
        "effects": [SEASON],
        "events": [{"kind": "enter", "object": "tibalt", "counters": {"loyalty": 2}}],
    }
    for procedure in (OLD, MODERN):
        assert only(data, procedure).counters("tibalt", "loyalty") == 4, procedure


def test_doubling_season_and_pir_a_planeswalker_enters_with_nine_or_ten():
    # XMage DoublingSeasonTest.test_LoyaltyCounters_SeasonAndPir_SeasonFirst (with
    # issue 5802): Chandra, Fire Artisan (loyalty 4) enters; Alice, its controller, orders
    # the two (616.1): Doubling Season first, 4 times 2 + 1 = 9; Pir first, (4 + 1) times 2 = 10.
    data = {
        "players": AB,
        "objects": [
            card("season", "Doubling Season", "Alice", "Enchantment"),
            card("pir", "Pir, Imaginative Rascal", power=1, toughness=1),
            card("chandra", "Chandra, Fire Artisan", "Alice", "Planeswalker", zone="stack"),
        ],
        "effects": [SEASON, _pir()],
        "events": [{"kind": "enter", "object": "chandra", "counters": {"loyalty": 4}}],
    }
    paths = walk(data)
    got = {p.choices[0]: p.counters("chandra", "loyalty") for p in paths}
    assert got == {"apply:season": 9, "apply:pir": 10}
    assert {p.choosers for p in paths} == {("Alice",)}


def _mimic_scales(hangarback: bool):
    # Metallic Mimic (Construct chosen / Cat chosen): "Each other creature you control of
    # the chosen type enters with an additional +1/+1 counter on it."
    kind = "Construct" if hangarback else "Cat"
    objects = [
        card("mimic", "Metallic Mimic", "Alice", "Artifact", "Creature", power=2, toughness=1),
        card("scales", "Hardened Scales", "Alice", "Enchantment"),
    ]
    effects = [
        {
            "id": "mimic",
            "source": "mimic",
            "controller": "Alice",
            "preset": "metallic-mimic",
            "params": {
                "object": {
                    "types": ["Creature"],
                    "controller": "you",
                    "other": True,
                    "subtypes": [kind],
                }
            },
        },
        SCALES,
    ]
    if hangarback:
        objects.append(
            card(
                "walker",
                "Hangarback Walker",
                "Alice",
                "Artifact",
                "Creature",
                zone="stack",
                subtypes=["Construct"],
                power=0,
                toughness=0,
                x=1,
            )
        )
        effects.append(
            {
                "id": "walker",
                "source": "walker",
                "controller": "Alice",
                "template": "enter_with_counters",
                "params": {
                    "object": {"this": True},
                    "counter": "+1/+1",
                    "count": {"for_each": {"x": "this"}},
                },
            }
        )
        event = {"kind": "enter", "object": "walker"}
    else:
        objects.append(
            card(
                "walker",
                "Silvercoat Lion",
                zone="graveyard",
                subtypes=["Cat"],
                power=2,
                toughness=2,
            )
        )
        # Vigor Mortis with {G} spent: "that creature enters with an additional +1/+1
        # counter on it".
        event = {"kind": "enter", "object": "walker", "counters": {"+1/+1": 1}}
    return {"players": AB, "objects": objects, "effects": effects, "events": [event]}


def test_hangarback_walker_x_one_with_metallic_mimic_and_hardened_scales_gets_three():
    # XMage HardenedScaleTest.hangarBackHardenedScalesMetallicMimicTest: X = 1, Mimic naming
    # Construct: the counters it enters with (1 + 1) are put at once, and Hardened Scales
    # adds one to that one event (122.6): 3, not 4.
    assert only(_mimic_scales(True)).counters("walker") == 3


def test_vigor_mortis_lion_with_metallic_mimic_and_hardened_scales_gets_three():
    # XMage HardenedScaleTest.testWithVigorMortis: "Hardened Scales is only once applied to
    # EntersTheBattlefield event": 1 (Vigor Mortis) + 1 (Mimic) + 1 (Scales) = 3.
    assert only(_mimic_scales(False)).counters("walker") == 3


def test_two_corpsejack_menaces_put_four_times_the_counters():
    # Corpsejack Menace: "If one or more +1/+1 counters would be put on a creature you
    # control, twice that many +1/+1 counters are put on it instead." Rulings (2013-04-15):
    # two of them quadruple; each modifies the event once (614.5, the example of the two
    # doublers). One counter on Grizzly Bears: 4.
    def menace(i):
        return {
            "id": f"menace{i}",
            "source": f"menace{i}",
            "controller": "Alice",
            "template": "multiply",
            "params": {
                "event": "put_counters",
                "factor": 2,
                "counter": "+1/+1",
                "object": {"types": ["Creature"], "controller": "you"},
            },
        }

    data = {
        "players": AB,
        "objects": [
            card("bears", "Grizzly Bears", power=2, toughness=2),
            card("menace1", "Corpsejack Menace", power=4, toughness=4),
            card("menace2", "Corpsejack Menace", power=4, toughness=4),
        ],
        "effects": [menace(1), menace(2)],
        "events": [{"kind": "put_counters", "object": "bears", "counter": "+1/+1", "count": 1}],
    }
    for procedure in (OLD, MODERN):
        assert {p.counters("bears") for p in walk(data, procedure)} == {4}, procedure


def test_two_hardened_scales_add_two():
    # Hardened Scales's rulings (2014-09-20): each Hardened Scales adds one, so with two
    # of them a creature that would get one +1/+1 counter gets three (614.5: each applies
    # once to the event).
    data = {
        "players": AB,
        "objects": [
            card("bears", "Grizzly Bears", power=2, toughness=2),
            card("scales", "Hardened Scales", "Alice", "Enchantment"),
            card("scales2", "Hardened Scales", "Alice", "Enchantment"),
        ],
        "effects": [SCALES, {**SCALES, "id": "scales2", "source": "scales2"}],
        "events": [{"kind": "put_counters", "object": "bears", "counter": "+1/+1", "count": 1}],
    }
    assert {p.counters("bears") for p in walk(data)} == {3}


def test_solemnity_walking_ballista_enters_without_counters_hardened_scales_adds_none():
    # Solemnity's rulings (2017-07-14): a permanent that would enter with counters enters
    # without them. Walking Ballista (X = 2) enters with no +1/+1 counter; Hardened Scales
    # has no event to add to (614.17c: a "can't" event takes no replacement).
    data = {
        "players": AB,
        "objects": [
            card("sol", "Solemnity", "Bob", "Enchantment"),
            card("scales", "Hardened Scales", "Alice", "Enchantment"),
            card(
                "ballista",
                "Walking Ballista",
                "Alice",
                "Artifact",
                "Creature",
                zone="stack",
                power=0,
                toughness=0,
                x=2,
            ),
        ],
        "effects": [
            preset_fx("sol", "solemnity", "Bob"),
            SCALES,
            {
                "id": "ballista",
                "source": "ballista",
                "controller": "Alice",
                "template": "enter_with_counters",
                "params": {
                    "object": {"this": True},
                    "counter": "+1/+1",
                    "count": {"for_each": {"x": "this"}},
                },
            },
        ],
        "events": [{"kind": "enter", "object": "ballista"}],
    }
    p = only(data)
    assert (p.zone("ballista"), p.counters("ballista")) == ("battlefield", 0)


def test_solemnity_leaves_dauthi_voidwalkers_void_counter_on_an_exiled_card():
    # Solemnity: "Counters can't be put on artifacts, creatures, enchantments, or lands."
    # A creature card in exile is not a creature (109.2: a card type without the word
    # "card" means a permanent), so Dauthi Voidwalker's void counter still goes on Alice's
    # destroyed Bears as it is exiled.
    data = {
        "players": AB,
        "objects": [
            card("bears", "Grizzly Bears", power=2, toughness=2),
            card("sol", "Solemnity", "Alice", "Enchantment"),
            card("dauthi", "Dauthi Voidwalker", "Bob", power=3, toughness=2),
        ],
        "effects": [
            preset_fx("sol", "solemnity"),
            {
                "id": "dauthi",
                "source": "dauthi",
                "controller": "Bob",
                "template": "instead",
                "params": {
                    "watch": {"event": "move", "object": {"owner": "opponent"}, "to": "graveyard"},
                    "instead": [
                        {"do": "move", "to": "exile"},
                        {"do": "put_counters", "object": "affected", "counter": "void"},
                    ],
                },
            },
        ],
        "events": [{"kind": "destroy", "object": "bears"}],
    }
    p = only(data)
    assert (p.zone("bears"), p.counters("bears", "void")) == ("exile", 1)


def _essence_mimic(kind):
    # Essence of the Wild ("Creatures you control enter as a copy of Essence of the Wild",
    # an Avatar) and Metallic Mimic naming `kind`; Alice casts Grizzly Bears (a Bear).
    return {
        "players": AB,
        "objects": [
            card("essence", "Essence of the Wild", power=6, toughness=6, subtypes=["Avatar"]),
            card(
                "mimic",
                "Metallic Mimic",
                "Alice",
                "Artifact",
                "Creature",
                subtypes=["Shapeshifter", kind],
                power=2,
                toughness=1,
            ),
            card("bears", "Grizzly Bears", zone="stack", subtypes=["Bear"], power=2, toughness=2),
        ],
        "effects": [
            preset_fx("essence", "essence-of-the-wild"),
            {
                "id": "mimic",
                "source": "mimic",
                "controller": "Alice",
                "preset": "metallic-mimic",
                "params": {
                    "object": {
                        "types": ["Creature"],
                        "controller": "you",
                        "other": True,
                        "subtypes": [kind],
                    }
                },
            },
        ],
        "events": [{"kind": "enter", "object": "bears"}],
    }


def test_essence_of_the_wild_and_metallic_mimic_naming_avatar_the_copy_gets_the_counter():
    # 614.12: Mimic checks the creature as it would exist on the battlefield, after the copy
    # effect (616.1c, the copy step, first today; in 2008 the only effect at first): an
    # Avatar, so it enters as a copy of Essence with the +1/+1 counter, nobody asked.
    for procedure in (OLD, MODERN):
        p = only(_essence_mimic("Avatar"), procedure)
        assert (p.counters("bears"), p.choosers) == (1, ()), procedure


def test_essence_of_the_wild_and_metallic_mimic_naming_bear_today_and_in_2008():
    # Today the copy effect applies first (616.1c, from 2011-09-30): the Bears would no
    # longer be a Bear, so Mimic doesn't apply. Under the rules of 2008 (419.9a) Alice may
    # apply Mimic first, while the Bears is still a Bear, and then the copy.
    assert {p.counters("bears") for p in walk(_essence_mimic("Bear"), MODERN)} == {0}
    old = walk(_essence_mimic("Bear"), OLD)
    assert {p.choices: p.counters("bears") for p in old} == {
        ("apply:essence",): 0,
        ("apply:mimic",): 1,
    }
    assert {p.choosers for p in old} == {("Alice",)}


def test_doubling_season_doubles_tokens_an_opponents_ability_creates_under_its_controller():
    # XMage DoublingSeasonTest.test_RiteOfReplication_TokensFromOpponent_CanNotAttack: Alice's
    # Rite of the Raging Storm makes Bob create a Lightning Rager at his upkeep; Bob's
    # Doubling Season ("If an effect would create one or more tokens under your control")
    # doubles it: Bob gets two.
    data = {
        "players": players("Bob", "Alice"),
        "objects": [
            card("rite", "Rite of the Raging Storm", "Alice", "Enchantment"),
            card("season", "Doubling Season", "Bob", "Enchantment"),
        ],
        "effects": [preset_fx("season", "doubling-season-tokens", "Bob")],
        "events": [
            {
                "kind": "create_tokens",
                "player": "Bob",
                "count": 1,
                "token": {
                    "name": "Lightning Rager",
                    "types": ["Creature"],
                    "subtypes": ["Elemental"],
                    "colors": ["red"],
                    "power": 5,
                    "toughness": 1,
                },
                "by": {"kind": "ability", "player": "Alice", "object": "rite"},
            }
        ],
    }
    p = only(data)
    assert [o["controller"] for o in p.state["objects"] if o["token"]] == ["Bob", "Bob"]


def _dodecapod():
    # Dodecapod: "If a spell or ability an opponent controls causes you to discard
    # Dodecapod, put it onto the battlefield with two +1/+1 counters on it instead of
    # putting it into your graveyard." Written by hand: its move replaced by a move onto the
    # battlefield, with the counters as an action of the same replacement.
    return {
        "id": "dodecapod",
        "source": "dodecapod",
        "controller": "Alice",
        "template": "move_instead",
        "origin": "hand",
        "params": {
            "object": {"this": True},
            "from": "hand",
            "to": "graveyard",
            "cause": "discard",
            "by": {"player": "opponent"},
            "instead_to": "battlefield",
            "also": [{"do": "put_counters", "counter": "+1/+1", "count": 2, "object": "affected"}],
        },
    }


def _discarded_by_bob(*objects, effects):
    discard = {
        "kind": "move",
        "object": "dodecapod",
        "to": "graveyard",
        "cause": "discard",
        "by": {"kind": "spell", "player": "Bob"},
    }
    pod = card("dodecapod", "Dodecapod", "Alice", "Artifact", "Creature", zone="hand")
    return {"players": AB, "objects": [pod, *objects], "effects": effects, "events": [discard]}


def test_dodecapod_enters_with_its_counters_hardened_scales_adds_one():
    # Dodecapod is put onto the battlefield with its two counters: it is given them as it
    # enters, and counters given so are put on it (122.6), with the permanent checked as it
    # would exist on the battlefield (614.12). Hardened Scales ("If one or more +1/+1
    # counters would be put on a creature you control, that many plus one ... instead"; its
    # ruling of 2014-09-20 on creatures entering with counters) makes them three. Before,
    # the counters were a separate event after the card left the hand, seen with Dodecapod
    # still a card in hand, and Hardened Scales didn't apply: two.
    scales = card("scales", "Hardened Scales", "Alice", "Enchantment")
    for procedure in (MODERN, OLD):
        p = only(_discarded_by_bob(scales, effects=[_dodecapod(), SCALES]), procedure)
        assert (p.zone("dodecapod"), p.counters("dodecapod")) == ("battlefield", 3), procedure


def test_dodecapod_under_solemnity_enters_without_counters():
    # Solemnity: "Players can't get counters. Counters can't be put on artifacts, creatures,
    # enchantments, or lands." Dodecapod still enters (the replacement is not undone) but
    # with no counters (614.17d, the permanent as it would exist on the battlefield).
    sol = card("sol", "Solemnity", "Bob", "Enchantment")
    p = only(_discarded_by_bob(sol, effects=[_dodecapod(), preset_fx("sol", "solemnity", "Bob")]))
    assert (p.zone("dodecapod"), p.counters("dodecapod")) == ("battlefield", 0)
