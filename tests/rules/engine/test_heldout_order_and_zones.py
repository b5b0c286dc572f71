"""Held-out interactions, third round: who orders the effects when several players are
affected at once (616.1 with 101.4), a spell's own replacement first (614.15), a "next
time" effect meeting a draw of two (614.5), draws with Chains of Mephistopheles and dredge,
and commanders under the rules before and after 2020; written from other engines'
tests, rulings and the rules (each cites its source), expected values from them."""

from __future__ import annotations

from .heldout_walk import MODERN, OLD, only, walk
from .helpers import card, players, preset_fx


def _salve(player):
    return {
        "id": f"salve-{player}",
        "controller": player,
        "preset": "healing-salve",
        "params": {"recipient": {"player": player}},
    }


def test_flame_rift_with_furnace_each_player_orders_their_own_in_turn_order():
    # Flame Rift ("4 damage to each player") with Carol's Furnace of Rath; Bob (the active
    # player), Carol and Alice each have a Healing Salve shield. Each affected player orders
    # the effects on their own damage (616.1), the active player first, then the others in
    # turn order (101.4). Shield first: 1 left, doubled to 2; Furnace first: 8 less 3 is 5.
    data = {
        "players": players("Bob", "Carol", "Alice"),
        "objects": [
            card("rift", "Flame Rift", "Carol", "Sorcery", zone="stack", colors=["red"]),
            card("furnace", "Furnace of Rath", "Carol", "Enchantment"),
        ],
        "effects": [
            preset_fx("furnace", "furnace-of-rath", "Carol"),
            _salve("Alice"),
            _salve("Bob"),
            _salve("Carol"),
        ],
        "events": [
            {"kind": "damage", "source": "rift", "recipient": n, "amount": 4}
            for n in ("Alice", "Bob", "Carol")
        ],
    }
    paths = walk(data)
    assert len(paths) == 8
    assert {p.choosers for p in paths} == {("Bob", "Carol", "Alice")}
    for p in paths:
        for name in ("Alice", "Bob", "Carol"):
            lost = 20 - p.life(name)
            assert lost in (2, 5)
    assert {tuple(20 - p.life(n) for n in ("Alice", "Bob", "Carol")) for p in paths} == {
        (a, b, c) for a in (2, 5) for b in (2, 5) for c in (2, 5)
    }


def test_anafenza_and_rest_in_peace_a_discarded_creature_card_its_owner_chooses():
    # Bob's Anafenza, the Foremost ("If a creature card an opponent owns would be put into
    # a graveyard from anywhere, exile it instead") and Rest in Peace; Alice discards Hill
    # Giant. A card in a hand has no controller, so its owner chooses (616.1); either way it
    # is exiled, and the other effect no longer applies (616.1f).
    data = {
        "players": players("Alice", "Bob"),
        "objects": [
            card("giant", "Hill Giant", zone="hand", power=3, toughness=3),
            card("ana", "Anafenza, the Foremost", "Bob", power=4, toughness=4),
            card("rip", "Rest in Peace", "Bob", "Enchantment"),
        ],
        "effects": [
            preset_fx("ana", "anafenza-the-foremost", "Bob"),
            preset_fx("rip", "rest-in-peace", "Bob"),
        ],
        "events": [{"kind": "move", "object": "giant", "to": "graveyard", "cause": "discard"}],
    }
    paths = walk(data)
    assert {p.zone("giant") for p in paths} == {"exile"}
    assert {p.choosers for p in paths} == {("Alice",)}
    assert {p.choices for p in paths} == {("apply:ana",), ("apply:rip",)}


def _dissipate(other):
    # Dissipate: "Counter target spell. If that spell is countered this way, exile it
    # instead of putting it into its owner's graveyard." Its exile is part of the spell
    # (614.15), applied before any other effect (616.1a; 419.9a in 2008).
    colossus = card(
        "colossus",
        "Darksteel Colossus",
        "Bob",
        "Artifact",
        "Creature",
        zone="stack",
        power=11,
        toughness=11,
    )
    effects = [
        {
            "id": "dissipate",
            "source": "dissipate",
            "controller": "Alice",
            "origin": "resolution",
            "self_replacement": True,
            "template": "move_instead",
            "params": {
                "object": {"id": "colossus"},
                "from": "stack",
                "to": "graveyard",
                "instead_to": "exile",
            },
        }
    ]
    objects = [colossus, card("dissipate", "Dissipate", "Alice", "Instant", zone="stack")]
    if other == "colossus":
        # "If Darksteel Colossus would be put into a graveyard from anywhere, reveal
        # Darksteel Colossus and shuffle it into its owner's library instead."
        effects.append(preset_fx("shuffle", "blightsteel-colossus", "Bob", source="colossus"))
    else:
        objects.append(card("rip", "Rest in Peace", "Bob", "Enchantment"))
        effects.append(preset_fx("rip", "rest-in-peace", "Bob"))
    return {
        "players": players("Alice", "Bob"),
        "objects": objects,
        "effects": effects,
        "events": [{"kind": "move", "object": "colossus", "to": "graveyard"}],
    }


def test_dissipate_exiles_a_countered_darksteel_colossus_its_own_effect_first():
    # 614.15 / 616.1a: the spell's own replacement first; the Colossus is then no longer
    # going to a graveyard, so its shuffle doesn't apply. Nobody chooses.
    for procedure in (OLD, MODERN):
        p = only(_dissipate("colossus"), procedure)
        assert p.zone("colossus") == "exile", procedure
        assert p.choosers == ()
        assert "dissipate" in p.forced


def test_dissipate_and_rest_in_peace_the_spells_own_exile_is_forced_first():
    for procedure in (OLD, MODERN):
        p = only(_dissipate("rip"), procedure)
        assert (p.zone("colossus"), p.choosers) == ("exile", ()), procedure
        assert "dissipate" in p.forced


def test_words_of_wilding_meets_the_first_of_two_draws_only():
    # XMage DrawEffectsTest.WordsOfWilding: "The next time you would draw a card this turn,
    # create a 2/2 green Bear creature token instead"; Counsel of the Soratami (draw two):
    # one Bear, one card drawn (121.2: the draws are one at a time; 614.5: used up).
    data = {
        "players": players("Alice", "Bob", Alice={"library": ["Island", "Forest"]}),
        "objects": [card("words", "Words of Wilding", "Alice", "Enchantment")],
        "effects": [
            {
                "id": "words",
                "source": "words",
                "controller": "Alice",
                "origin": "resolution",
                "preset": "words-of-wilding",
            }
        ],
        "events": [{"kind": "draw", "player": "Alice", "count": 2}],
    }
    p = only(data)
    assert p.player("Alice")["hand"] == ["Island"]
    assert [o["name"] for o in p.state["objects"] if o["token"]] == ["Bear"]


def _chains_dredge():
    # Alice, with a Forest in hand and Golgari Grave-Troll (dredge 6) in her graveyard,
    # would draw a card outside her draw step while Bob controls Chains of Mephistopheles.
    return {
        "players": players("Alice", "Bob", Alice={"hand": ["Forest"], "library": ["Island"] * 8}),
        "objects": [
            card("troll", "Golgari Grave-Troll", zone="graveyard", power=0, toughness=0),
            card("chains", "Chains of Mephistopheles", "Bob", "Enchantment"),
        ],
        "effects": [
            preset_fx("chains", "chains-of-mephistopheles", "Bob"),
            preset_fx("dredge", "golgari-grave-troll-dredge", source="troll"),
        ],
        "events": [{"kind": "draw", "player": "Alice"}],
    }


def test_chains_of_mephistopheles_and_dredge_alice_chooses_and_may_dredge_chains_draw():
    # Both replace the draw; Alice, the affected player, chooses (616.1). Dredge first: six
    # cards milled and the Troll returned; Chains no longer applies. Chains first: she
    # discards the Forest and then draws, a new draw that Chains doesn't modify again
    # (614.5) but dredge may (the Chains rulings of 2007-09-16: each replacement modifies
    # the draw Chains makes): dredge it or draw an Island.
    paths = walk(_chains_dredge())
    assert {p.choosers[0] for p in paths} == {"Alice"}
    got = {
        p.choices: (
            tuple(p.player("Alice")["hand"]),
            p.zone("troll"),
            len(p.player("Alice")["library"]),
        )
        for p in paths
    }
    assert got == {
        # dredge first: the Forest stays in hand, the Troll returns, six cards milled
        ("apply:dredge", "mode:apply"): (("Forest",), "hand", 2),
        # dredge declined (its one opportunity used, 614.5): Chains, discard, draw
        ("apply:dredge", "mode:decline"): (("Island",), "graveyard", 7),
        # Chains first: the Forest discarded, and its draw dredged or drawn
        ("apply:chains", "mode:apply"): ((), "hand", 2),
        ("apply:chains", "mode:decline"): (("Island",), "graveyard", 7),
    }


def _commander(*others):
    # Progenitus as Alice's commander: "If Progenitus would be put into a graveyard from
    # anywhere, reveal Progenitus and shuffle it into its owner's library instead."
    effects = [
        {
            "id": "prog",
            "source": "prog",
            "controller": "Alice",
            "template": "move_instead",
            "params": {
                "object": {"this": True},
                "from": "anywhere",
                "to": "graveyard",
                "instead_to": "library",
            },
        }
    ]
    for to in others:
        effects.append(
            {
                "id": f"command-{to}",
                "source": "prog",
                "controller": "Alice",
                "template": "move_instead",
                "origin": "resolution",
                "optional": True,
                "label": f"commander ({to})",
                "params": {
                    "object": {"this": True},
                    "from": "anywhere",
                    "to": to,
                    "instead_to": "command",
                },
            }
        )
    return {
        "players": players("Alice", "Bob"),
        "objects": [card("prog", "Progenitus", power=10, toughness=10, supertypes=["Legendary"])],
        "effects": effects,
        "events": [{"kind": "destroy", "object": "prog"}],
    }


def test_commander_progenitus_destroyed_today_shuffled_or_to_the_command_zone():
    # Today (903.9b): only a hand or a library is replaced. Progenitus's own effect applies
    # (forced), and then its owner may put it into the command zone instead of the library.
    paths = walk(_commander("library", "hand"))
    assert {p.zone("prog") for p in paths} == {"library", "command"}
    assert {p.choosers for p in paths} == {("Alice",)}
    assert all("prog" in p.forced for p in paths)


def test_commander_progenitus_destroyed_in_2019_alice_chooses_either_way_may_command():
    # The rules of 2019 (903.9: "If a commander would be exiled from anywhere or put into
    # its owner's hand, graveyard, or library from anywhere, its owner may put it into the
    # command zone instead"): the graveyard replacement and Progenitus's own both apply;
    # Alice orders them (616.1). Progenitus first, it would go to the library, where the
    # commander's replacement may still send it to the command zone.
    data = _commander("library", "hand", "graveyard")
    paths = walk(data, "2019-01-25")
    assert {p.zone("prog") for p in paths} == {"library", "command"}
    assert {p.choosers[0] for p in paths} == {"Alice"}
    firsts = {p.choices[0] for p in paths}
    assert firsts == {"apply:prog", "apply:command-graveyard"}
