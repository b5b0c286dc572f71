"""Held-out interactions: draws taken by Notion Thief beside other draw replacements, cards
and creatures kept from a zone (Containment Priest, Kalitas, Rest in Peace, Library of Leng,
Wheel of Sun and Moon), and paying life while a life total can't change; written from the
cards' rulings and the rules (each test cites its source), expected values from them."""

from __future__ import annotations

from .heldout_walk import MODERN, OLD, only, walk
from .helpers import AB, card, players

LIB = ["Island", "Island", "Island", "Island"]


def _thief(oid, owner):
    return {"id": oid, "source": oid, "controller": owner, "preset": "notion-thief"}


def _draw(player="Alice", count=1):
    return {"kind": "draw", "player": player, "count": count}


def _in_graveyard(p):
    return {o["name"] for o in p.state["objects"] if o["zone"] == "graveyard"}


def _hands(p, *names):
    return tuple(len(p.player(n)["hand"]) for n in names)


def test_two_notion_thieves_cancel_out_alice_draws():
    # Notion Thief's rulings (2018-03-16): "if each player in a two-player game controls a
    # Notion Thief and one would draw a card, it really will be that player who draws a
    # card." Bob's Thief replaces Alice's draw; Alice's Thief replaces Bob's; neither
    # applies again (614.5).
    data = {
        "players": players("Alice", "Bob", Alice={"library": LIB}, Bob={"library": LIB}),
        "objects": [
            card("t1", "Notion Thief", "Alice", power=3, toughness=1),
            card("t2", "Notion Thief", "Bob", power=3, toughness=1),
        ],
        "effects": [_thief("t1", "Alice"), _thief("t2", "Bob")],
        "events": [_draw()],
    }
    p = only(data)
    assert _hands(p, "Alice", "Bob") == (1, 0)
    assert p.forced == {"t1", "t2"}


def test_notion_thieves_of_two_opponents_the_drawing_player_chooses_whose():
    # Notion Thief's rulings (2018-03-16): "If two or more players each control a Notion
    # Thief and a player would draw a card other than the first one in their draw step,
    # that player chooses one of the applicable Notion Thief effects to apply. Then the
    # player whose Notion Thief's effect was chosen repeats this process among the
    # remaining Notion Thief effects". Bob's and Carol's Thieves, Alice draws: she chooses
    # Bob's, and Bob's draw meets Carol's Thief (Carol draws); or Carol's, and Bob draws.
    libs = {n: {"library": LIB} for n in ("Alice", "Bob", "Carol")}
    data = {
        "players": players("Alice", "Bob", "Carol", **libs),
        "objects": [
            card("tb", "Notion Thief", "Bob", power=3, toughness=1),
            card("tc", "Notion Thief", "Carol", power=3, toughness=1),
        ],
        "effects": [_thief("tb", "Bob"), _thief("tc", "Carol")],
        "events": [_draw()],
    }
    paths = walk(data)
    got = {p.choices[0]: _hands(p, "Alice", "Bob", "Carol") for p in paths}
    assert got == {"apply:tb": (0, 0, 1), "apply:tc": (0, 1, 0)}
    assert {p.choosers for p in paths} == {("Alice",)}


def test_notion_thief_and_thought_reflection_alice_chooses_bob_draws_two_or_one():
    # Thought Reflection (Alice's): "If you would draw a card, draw two cards instead."
    # Bob's Notion Thief replaces each of Alice's draws but the first of her draw step.
    # Both apply to Alice's draw; she chooses (616.1e). Reflection first: two draws, each
    # a new event the Thief replaces (616.2, 614.5): Bob draws 2. The Thief first: Bob
    # draws 1, a draw of Bob's that Reflection doesn't watch.
    data = {
        "players": players("Alice", "Bob", Alice={"library": LIB}, Bob={"library": LIB}),
        "objects": [
            card("tr", "Thought Reflection", "Alice", "Enchantment"),
            card("tb", "Notion Thief", "Bob", power=3, toughness=1),
        ],
        "effects": [
            {"id": "tr", "source": "tr", "controller": "Alice", "preset": "thought-reflection"},
            _thief("tb", "Bob"),
        ],
        "events": [_draw()],
    }
    paths = walk(data)
    got = {p.choices[0]: _hands(p, "Alice", "Bob") for p in paths}
    assert got == {"apply:tr": (0, 2), "apply:tb": (0, 1)}
    assert {p.choosers[0] for p in paths} == {"Alice"}


def test_thought_reflection_in_the_draw_step_the_first_of_its_two_draws_is_alices():
    # Alice's draw of her draw step, under her Thought Reflection and Bob's Notion Thief ("If
    # an opponent would draw a card except the first one they draw in each of their draw
    # steps, instead that player skips that draw and you draw a card"). The Thief doesn't
    # apply to that draw, so Reflection does, alone: she draws two cards instead (614.6).
    # The first of them is the first card she draws in the step, which the Thief leaves to
    # her; the second it replaces (616.2): Alice draws 1, Bob 1. So do XMage (Notion
    # Thief counts the cards drawn in the draw step, CardsDrawnDuringDrawStepWatcher) and
    # Forge (ReplaceDraw's NotFirstCardInDrawStep: numDrawnThisDrawStep() == 0).
    data = {
        "players": players("Alice", "Bob", Alice={"library": LIB}, Bob={"library": LIB}),
        "objects": [
            card("tr", "Thought Reflection", "Alice", "Enchantment"),
            card("tb", "Notion Thief", "Bob", power=3, toughness=1),
        ],
        "effects": [
            {"id": "tr", "source": "tr", "controller": "Alice", "preset": "thought-reflection"},
            _thief("tb", "Bob"),
        ],
        "events": [{**_draw(), "cause": "draw_step"}],
    }
    for procedure in (MODERN, OLD):
        p = only(data, procedure)
        assert _hands(p, "Alice", "Bob") == (1, 1), procedure
        assert p.forced == {"tr", "tb"}


def test_chains_and_thought_reflection_in_the_draw_step_only_the_second_draw_is_chained():
    # Bob's Chains of Mephistopheles replaces each draw "except the first one they draw in
    # each of their draw steps"; Alice's Thought Reflection replaces her draw step's draw
    # with two draws. The first card she draws in the step is the first of those (Chains
    # leaves it); the second Chains replaces: she discards a card (the Forest she had or
    # the Island just drawn, her choice, 701.9b) and draws. She ends with two cards in
    # hand and one in her graveyard; before, both draws were chained (one card in hand).
    data = {
        "players": players("Alice", "Bob", Alice={"library": LIB, "hand": ["Forest"]}),
        "objects": [
            card("tr", "Thought Reflection", "Alice", "Enchantment"),
            card("chains", "Chains of Mephistopheles", "Bob", "Enchantment"),
        ],
        "effects": [
            {"id": "tr", "source": "tr", "controller": "Alice", "preset": "thought-reflection"},
            {
                "id": "chains",
                "source": "chains",
                "controller": "Bob",
                "preset": "chains-of-mephistopheles",
            },
        ],
        "events": [{**_draw(), "cause": "draw_step"}],
    }
    paths = walk(data)
    assert {len(p.player("Alice")["hand"]) for p in paths} == {2}
    assert {frozenset(_in_graveyard(p)) for p in paths} <= {
        frozenset({"Forest"}),
        frozenset({"Island"}),
    }
    assert all(choice.startswith(("discard", "pick")) for p in paths for choice in p.choices)


def test_notion_thief_with_bobs_alhammarrets_archive_bob_draws_two():
    # Alhammarret's Archive (Bob's): "If you would draw a card except the first one you draw
    # in each of your draw steps, draw two cards instead." The Thief makes Bob draw on
    # Alice's turn; that draw is a new event the Archive replaces (616.2): Bob draws two.
    data = {
        "players": players("Alice", "Bob", Alice={"library": LIB}, Bob={"library": LIB}),
        "objects": [
            card("arch", "Alhammarret's Archive", "Bob", "Artifact"),
            card("tb", "Notion Thief", "Bob", power=3, toughness=1),
        ],
        "effects": [
            {
                "id": "arch",
                "source": "arch",
                "controller": "Bob",
                "preset": "alhammarrets-archive-draw",
            },
            _thief("tb", "Bob"),
        ],
        "events": [_draw()],
    }
    p = only(data)
    assert _hands(p, "Alice", "Bob") == (0, 2)


def test_notion_thief_and_laboratory_maniac_alice_chooses_win_or_bob_draws():
    # Laboratory Maniac: "If you would draw a card while your library has no cards in it,
    # you win the game instead." Alice's library is empty; Bob's Thief and the Maniac both
    # replace her draw, and she chooses (616.1e): she wins, or Bob draws.
    data = {
        "players": players("Alice", "Bob", Bob={"library": LIB}),
        "objects": [
            card("lab", "Laboratory Maniac", "Alice", power=2, toughness=2),
            card("tb", "Notion Thief", "Bob", power=3, toughness=1),
        ],
        "effects": [
            {"id": "lab", "source": "lab", "controller": "Alice", "preset": "laboratory-maniac"},
            _thief("tb", "Bob"),
        ],
        "events": [_draw()],
    }
    paths = walk(data)
    got = {p.choices[0]: (_hands(p, "Bob")[0], "wins" in p.text) for p in paths}
    assert got == {"apply:lab": (0, True), "apply:tb": (1, False)}


def test_chains_of_mephistopheles_and_notion_thief_alice_chooses_who_discards():
    # Chains: "If a player would draw a card except the first one they draw in their draw
    # step each turn, that player discards a card instead. If the player discards a card
    # this way, they draw a card. If the player doesn't discard a card this way, they mill
    # a card." Alice (one card in hand) would draw in her main phase; Bob controls the
    # Thief. She chooses (616.1e). Chains first: she discards, and the draw Chains makes is
    # the Thief's (616.2): Bob draws. The Thief first: Bob would draw, a draw that isn't his
    # draw step's first, so Chains replaces it: Bob discards his card and draws.
    data = {
        "players": players(
            "Alice",
            "Bob",
            Alice={"library": LIB, "hand": ["Forest"]},
            Bob={"library": LIB, "hand": ["Swamp"]},
        ),
        "objects": [
            card("chains", "Chains of Mephistopheles", "Alice", "Enchantment"),
            card("tb", "Notion Thief", "Bob", power=3, toughness=1),
        ],
        "effects": [
            {
                "id": "chains",
                "source": "chains",
                "controller": "Alice",
                "preset": "chains-of-mephistopheles",
            },
            _thief("tb", "Bob"),
        ],
        "events": [_draw()],
    }
    paths = walk(data)
    # A discarded card becomes an object of the state (its zone the graveyard).
    got = {
        p.choices[0]: (
            tuple(p.player("Alice")["hand"]),
            tuple(p.player("Bob")["hand"]),
            _in_graveyard(p),
        )
        for p in paths
    }
    assert got == {
        "apply:chains": ((), ("Swamp", "Island"), {"Forest"}),
        "apply:tb": (("Forest",), ("Island",), {"Swamp"}),
    }


def test_containment_priest_exiles_a_flickered_creature():
    # Containment Priest: "If a nontoken creature would enter the battlefield and it wasn't
    # cast, exile it instead." Alice's Cloudshift exiles her Bears and returns the card to
    # the battlefield: it wasn't cast, so it is exiled instead (614.1c).
    data = {
        "players": AB,
        "objects": [
            card("priest", "Containment Priest", "Bob", power=2, toughness=2),
            card("bears", "Grizzly Bears", zone="exile", power=2, toughness=2),
        ],
        "effects": [
            {
                "id": "priest",
                "source": "priest",
                "controller": "Bob",
                "preset": "containment-priest",
            }
        ],
        "events": [{"kind": "enter", "object": "bears", "controller": "Alice"}],
    }
    for procedure in (OLD, "2025-09-19"):
        assert only(data, procedure).zone("bears") == "exile"


def test_containment_priest_leaves_a_cast_creature_and_a_token_alone():
    # The Priest's rulings (2014-11-07): it doesn't affect a creature spell that resolves
    # (it was cast) or a token. A Bears spell resolving and a Soldier token being created at
    # once both enter.
    data = {
        "players": AB,
        "objects": [
            card("priest", "Containment Priest", "Bob", power=2, toughness=2),
            card("bears", "Grizzly Bears", zone="stack", power=2, toughness=2),
        ],
        "effects": [
            {
                "id": "priest",
                "source": "priest",
                "controller": "Bob",
                "preset": "containment-priest",
            }
        ],
        "events": [
            {"kind": "enter", "object": "bears", "controller": "Alice"},
            {
                "kind": "create_tokens",
                "player": "Alice",
                "count": 1,
                "token": {"name": "Soldier", "types": ["Creature"], "power": 1, "toughness": 1},
            },
        ],
    }
    p = only(data)
    assert p.zone("bears") == "battlefield"
    assert any(o.get("token") and o["zone"] == "battlefield" for o in p.state["objects"])


def test_kalitas_and_doubling_season_two_zombies():
    # Kalitas: "If a nontoken creature an opponent controls would die, instead exile that
    # card and create a tapped 2/2 black Zombie creature token." Doubling Season: "If an
    # effect would create one or more tokens under your control, it creates twice that many
    # of those tokens instead." Bob's Ogre is destroyed: exiled, and Alice creates two.
    data = {
        "players": AB,
        "objects": [
            card("kal", "Kalitas, Traitor of Ghet", power=3, toughness=4),
            card("season", "Doubling Season", "Alice", "Enchantment"),
            card("ogre", "Gray Ogre", "Bob", power=2, toughness=2),
        ],
        "effects": [
            {
                "id": "kal",
                "source": "kal",
                "controller": "Alice",
                "preset": "kalitas-traitor-of-ghet",
            },
            {
                "id": "season",
                "source": "season",
                "controller": "Alice",
                "preset": "doubling-season-tokens",
            },
        ],
        "events": [{"kind": "destroy", "object": "ogre"}],
    }
    p = only(data)
    zombies = [o for o in p.state["objects"] if o.get("token") and o["zone"] == "battlefield"]
    assert (p.zone("ogre"), len(zombies)) == ("exile", 2)
    assert all(z["controller"] == "Alice" for z in zombies)


def test_kalitas_and_rest_in_peace_a_dying_token_is_exiled_and_makes_no_zombie():
    # Kalitas watches nontoken creatures only; Rest in Peace ("If a card or token would be
    # put into a graveyard from anywhere, exile it instead") exiles Bob's dying Soldier
    # token, and no Zombie is created.
    data = {
        "players": AB,
        "objects": [
            card("kal", "Kalitas, Traitor of Ghet", power=3, toughness=4),
            card("rip", "Rest in Peace", "Bob", "Enchantment"),
            card("tok", "Soldier", "Bob", power=1, toughness=1, token=True),
        ],
        "effects": [
            {
                "id": "kal",
                "source": "kal",
                "controller": "Alice",
                "preset": "kalitas-traitor-of-ghet",
            },
            {"id": "rip", "source": "rip", "controller": "Bob", "preset": "rest-in-peace"},
        ],
        "events": [{"kind": "destroy", "object": "tok"}],
    }
    p = only(data)
    assert p.forced == {"rip"}
    assert [o["id"] for o in p.state["objects"] if o.get("token")] == ["tok"]


WHEEL_ON_ALICE = {
    "id": "wheel",
    "source": "wheel",
    "controller": "Bob",
    "preset": "wheel-of-sun-and-moon",
    "params": {
        "watch": {"event": "move", "object": {"owner": "Alice", "token": False}, "to": "graveyard"},
        "instead": [{"do": "move", "to": "library", "position": "bottom"}],
    },
}


def test_library_of_leng_and_wheel_of_sun_and_moon_top_or_bottom():
    # Library of Leng: "If an effect causes you to discard a card, discard it, but you may
    # put it on top of your library instead of into your graveyard." Bob's Wheel of Sun and
    # Moon on Alice: "If a card would be put into enchanted player's graveyard from
    # anywhere, instead that card is revealed and put on the bottom of that player's
    # library." Both replace the Forest's going to the graveyard; Alice, its owner, chooses
    # (616.1e): on top (Leng) or on the bottom (the Wheel).
    data = {
        "players": players("Alice", "Bob", Alice={"library": ["Island", "Swamp"]}),
        "objects": [
            card("forest", "Forest", "Alice", "Land", zone="hand"),
            card("leng", "Library of Leng", "Alice", "Artifact"),
            card("wheel", "Wheel of Sun and Moon", "Bob", "Enchantment"),
            card("rot", "Mind Rot", "Bob", "Sorcery", zone="stack"),
        ],
        "effects": [
            {"id": "leng", "source": "leng", "controller": "Alice", "preset": "library-of-leng"},
            WHEEL_ON_ALICE,
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
    libs = {tuple(p.player("Alice")["library"]) for p in paths}
    assert libs == {("Forest", "Island", "Swamp"), ("Island", "Swamp", "Forest")}
    assert {p.choosers[0] for p in paths} == {"Alice"}
    assert all(p.zone("forest") == "library" for p in paths)


def test_teferis_protection_a_shock_land_cant_be_paid_for_and_enters_tapped():
    # Teferi's Protection: "Until your next turn, your life total can't change". 119.8: a
    # player who can't lose life can't pay a cost of life other than 0. Breeding Pool: "As
    # Breeding Pool enters, you may pay 2 life. If you don't, it enters tapped."
    data = {
        "players": AB,
        "objects": [card("pool", "Breeding Pool", "Alice", "Land", zone="hand")],
        "effects": [
            {"id": "tp-lose", "controller": "Alice", "preset": "teferis-protection"},
            {"id": "tp-gain", "controller": "Alice", "preset": "teferis-protection-gain"},
            {"id": "pool", "source": "pool", "controller": "Alice", "preset": "breeding-pool"},
        ],
        "events": [{"kind": "enter", "object": "pool", "controller": "Alice"}],
    }
    paths = walk(data)
    assert {(p.obj("pool")["tapped"], p.life("Alice")) for p in paths} == {(True, 20)}


def _temper(*extra_objects, effects=(), alice=None):
    return {
        "players": players("Alice", "Bob", Alice=alice or {"library": ["Island", "Swamp"]}),
        "objects": [
            card("temper", "Fiery Temper", "Alice", "Instant", zone="hand", colors=["red"]),
            *extra_objects,
        ],
        "effects": [
            {"id": "madness", "source": "temper", "controller": "Alice", "preset": "fiery-temper"},
            *effects,
        ],
        "events": [
            {
                "kind": "move",
                "object": "temper",
                "to": "graveyard",
                "cause": "discard",
                "by": {"kind": "spell", "player": "Bob", "object": "rot"},
            }
        ],
    }


ROT = card("rot", "Mind Rot", "Bob", "Sorcery", zone="stack")


def test_madness_is_optional_in_2008_and_not_today():
    # 502.24a (2008-02-01): "If a player would discard this card, that player discards it,
    # but may remove it from the game instead of putting it into his or her graveyard";
    # 702.35a today: "... but exiles it instead of putting it into their graveyard".
    today = only(_temper(ROT))
    assert today.zone("temper") == "exile"
    assert today.forced == {"madness"}
    old = walk(_temper(ROT), OLD)
    assert {p.zone("temper") for p in old} == {"exile", "graveyard"}
    assert {p.choosers for p in old} == {("Alice",)}


def test_madness_and_library_of_leng_today_exile_or_top_in_2008_also_graveyard():
    # Library of Leng: "If an effect causes you to discard a card, discard it, but you may
    # put it on top of your library instead of into your graveyard." Both replace the
    # Temper's going to the graveyard; Alice chooses (616.1e; 419.9a in 2008). Today madness
    # is mandatory: exiled, or on top with Leng (declining Leng leaves madness to apply).
    # In 2008 both are optional, and declining both leaves it in the graveyard.
    leng = card("leng", "Library of Leng", "Alice", "Artifact")
    effects = [{"id": "leng", "source": "leng", "controller": "Alice", "preset": "library-of-leng"}]
    today = walk(_temper(ROT, leng, effects=effects))
    assert {p.zone("temper") for p in today} == {"exile", "library"}
    old = walk(_temper(ROT, leng, effects=effects), OLD)
    assert {p.zone("temper") for p in old} == {"exile", "library", "graveyard"}


def test_madness_and_wheel_of_sun_and_moon_alice_chooses_exile_or_the_bottom():
    # Bob's Wheel of Sun and Moon on Alice puts her cards going to her graveyard on the
    # bottom of her library; madness exiles the discarded Temper. Alice chooses (616.1e).
    wheel = card("wheel", "Wheel of Sun and Moon", "Bob", "Enchantment")
    paths = walk(_temper(ROT, wheel, effects=[WHEEL_ON_ALICE]))
    assert {p.zone("temper") for p in paths} == {"exile", "library"}
    assert {p.choosers[0] for p in paths} == {"Alice"}
