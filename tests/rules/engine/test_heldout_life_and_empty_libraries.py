"""Held-out interactions: replacement effects on a life gain that can't happen under every
release (215.7 of 2008 to 119.7 today), draws from an empty library replaced
(Laboratory Maniac with Thought Reflection, Notion Thief, Underrealm Lich), dying creatures
two effects would exile, and damage that can't be prevented beside prevention and doubling;
written from the cards' rulings and the rules (each test cites its source), expected values
from them, not from the code."""

from __future__ import annotations

from .heldout_walk import MODERN, only, walk
from .helpers import AB, card, players

LIB = ["Island", "Island", "Island", "Island"]


def _remedy_vortex():
    # Bob's Tainted Remedy: "If an opponent would gain life, that player loses that much
    # life instead." Alice's Sulfuric Vortex: "Players can't gain life." Alice would gain 3.
    return {
        "players": AB,
        "objects": [
            card("rem", "Tainted Remedy", "Bob", "Enchantment"),
            card("vortex", "Sulfuric Vortex", "Alice", "Enchantment"),
        ],
        "effects": [
            {"id": "rem", "source": "rem", "controller": "Bob", "preset": "tainted-remedy"},
            {
                "id": "vortex",
                "source": "vortex",
                "controller": "Alice",
                "preset": "sulfuric-vortex",
            },
        ],
        "events": [{"kind": "gain_life", "player": "Alice", "amount": 3}],
    }


def test_tainted_remedy_on_a_gain_that_cant_happen_does_nothing_from_2008_05_01():
    # 215.7 (2008-05-01), 117.7 (2009-07-11), 118.7 (2010-07-16), 119.7 (2019-07-12): "If an
    # effect says that a player can't gain life, ... a replacement effect that would replace
    # a life gain event affecting that player won't do anything." Alice neither gains nor
    # loses life, before 614.17c (2017-04-28) as after it.
    for release in ("2008-05-01", "2009-10-01", "2012-07-01", "2016-11-11", MODERN):
        p = only(_remedy_vortex(), release)
        assert p.life("Alice") == 20, release
        assert "rem" not in p.forced, release


def test_rhox_faithmender_under_sulfuric_vortex_in_2016_isnt_applied():
    # The same rule (118.7 in 2016): Rhox Faithmender's "If you would gain life, you gain
    # twice that much life instead" doesn't apply to lifelink's gain under the Vortex.
    data = {
        "players": AB,
        "objects": [
            card("rhox", "Rhox Faithmender", power=1, toughness=5, keywords=["lifelink"]),
            card("vortex", "Sulfuric Vortex", "Bob", "Enchantment"),
        ],
        "effects": [
            {"id": "rhox", "source": "rhox", "controller": "Alice", "preset": "rhox-faithmender"},
            {"id": "vortex", "source": "vortex", "controller": "Bob", "preset": "sulfuric-vortex"},
        ],
        "events": [{"kind": "damage", "source": "rhox", "recipient": "Bob", "amount": 1}],
    }
    p = only(data, "2016-11-11")
    assert (p.life("Alice"), "rhox" in p.forced) == (20, False)


def test_bloodletter_and_tainted_remedy_a_gain_turned_loss_is_doubled():
    # Alice's Tainted Remedy turns Bob's gain of 3 on Alice's turn into a loss of 3, a new
    # event (616.2: an effect can become applicable after another modified the event), which
    # Alice's Bloodletter of Aclazotz ("If an opponent would lose life during your turn, they
    # lose twice that much life instead") doubles: Bob loses 6.
    data = {
        "players": AB,
        "objects": [
            card("rem", "Tainted Remedy", "Alice", "Enchantment"),
            card("blood", "Bloodletter of Aclazotz", power=2, toughness=4),
        ],
        "effects": [
            {"id": "rem", "source": "rem", "controller": "Alice", "preset": "tainted-remedy"},
            {
                "id": "blood",
                "source": "blood",
                "controller": "Alice",
                "preset": "bloodletter-of-aclazotz",
            },
        ],
        "events": [{"kind": "gain_life", "player": "Bob", "amount": 3}],
    }
    p = only(data)
    assert p.life("Bob") == 14
    assert p.forced == {"rem", "blood"}


def test_laboratory_maniac_and_thought_reflection_with_one_card_left_alice_wins():
    # Thought Reflection: "If you would draw a card, draw two cards instead." Alice has one
    # card in her library: the first draw takes it; the second is from an empty library,
    # and Laboratory Maniac ("If you would draw a card while your library has no cards in
    # it, you win the game instead") replaces it (121.6b: each draw of the sequence in turn;
    # 121.6a: a replacement of a draw applies though the library is empty).
    data = {
        "players": players("Alice", "Bob", Alice={"library": ["Island"]}),
        "objects": [
            card("lab", "Laboratory Maniac", power=2, toughness=2),
            card("tr", "Thought Reflection", "Alice", "Enchantment"),
        ],
        "effects": [
            {"id": "lab", "source": "lab", "controller": "Alice", "preset": "laboratory-maniac"},
            {"id": "tr", "source": "tr", "controller": "Alice", "preset": "thought-reflection"},
        ],
        "events": [{"kind": "draw", "player": "Alice", "count": 1}],
    }
    p = only(data)
    assert p.player("Alice")["hand"] == ["Island"]
    assert "Alice wins the game" in p.text
    assert p.forced == {"tr", "lab"}


def test_bobs_notion_thief_and_laboratory_maniac_bob_wins_on_alices_draw():
    # Bob controls Notion Thief and Laboratory Maniac, and his library is empty. Alice would
    # draw a card (not her draw step's first): Bob draws instead, a draw from his empty
    # library, which the Maniac replaces (616.2): Bob wins.
    data = {
        "players": players("Alice", "Bob", Alice={"library": LIB}),
        "objects": [
            card("lab", "Laboratory Maniac", "Bob", power=2, toughness=2),
            card("tb", "Notion Thief", "Bob", power=3, toughness=1),
        ],
        "effects": [
            {"id": "lab", "source": "lab", "controller": "Bob", "preset": "laboratory-maniac"},
            {"id": "tb", "source": "tb", "controller": "Bob", "preset": "notion-thief"},
        ],
        "events": [{"kind": "draw", "player": "Alice", "count": 1}],
    }
    p = only(data)
    assert "Bob wins the game" in p.text
    assert p.player("Alice")["hand"] == []


def test_underrealm_lich_and_laboratory_maniac_on_an_empty_library_alice_chooses():
    # Underrealm Lich: "If you would draw a card, instead look at the top three cards of your
    # library, then put one into your hand and the rest into your graveyard." Both replace
    # Alice's draw from her empty library (121.6a); she chooses (616.1e): she wins, or she
    # looks at no cards and, having drawn nothing, doesn't lose for drawing from an empty
    # library (121.4).
    data = {
        "players": AB,
        "objects": [
            card("lab", "Laboratory Maniac", power=2, toughness=2),
            card("lich", "Underrealm Lich", power=4, toughness=3),
        ],
        "effects": [
            {"id": "lab", "source": "lab", "controller": "Alice", "preset": "laboratory-maniac"},
            {"id": "lich", "source": "lich", "controller": "Alice", "preset": "underrealm-lich"},
        ],
        "events": [{"kind": "draw", "player": "Alice", "count": 1}],
    }
    paths = walk(data)
    got = {p.choices[0]: ("wins" in p.text, "loses" in p.text) for p in paths}
    assert got == {"apply:lab": (True, False), "apply:lich": (False, False)}


def test_kalitas_and_anafenza_the_dying_creatures_controller_chooses_the_zombie():
    # Alice controls Kalitas ("If a nontoken creature an opponent controls would die, instead
    # exile that card and create a tapped 2/2 black Zombie creature token") and Anafenza,
    # the Foremost ("If a nontoken creature an opponent owns would die or a creature card not
    # on the battlefield would be put into an opponent's graveyard, exile that card
    # instead"). Bob's Ogre is destroyed: Bob, its controller, chooses (616.1): either way it
    # is exiled; with Kalitas, Alice gets a Zombie.
    data = {
        "players": AB,
        "objects": [
            card("kal", "Kalitas, Traitor of Ghet", power=3, toughness=4),
            card("ana", "Anafenza, the Foremost", power=4, toughness=4),
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
                "id": "ana",
                "source": "ana",
                "controller": "Alice",
                "preset": "anafenza-the-foremost",
            },
        ],
        "events": [{"kind": "destroy", "object": "ogre"}],
    }
    paths = walk(data)
    got = {
        p.choices[0]: (p.zone("ogre"), sum(1 for o in p.state["objects"] if o.get("token")))
        for p in paths
    }
    assert got == {"apply:kal": ("exile", 1), "apply:ana": ("exile", 0)}
    assert {p.choosers for p in paths} == {("Bob",)}


def test_questing_beast_with_two_giselas_the_double_applies_the_half_prevention_cant():
    # Questing Beast: "Combat damage that would be dealt by creatures you control can't be
    # prevented." Alice's Gisela doubles damage to her opponents; Bob's Gisela prevents half
    # of the damage dealt to him, rounded up. The Beast's 4 combat damage to Bob: doubled
    # to 8, none of it prevented (615.12).
    data = {
        "players": AB,
        "objects": [
            card("beast", "Questing Beast", power=4, toughness=4, combat="unblocked"),
            card("g1", "Gisela, Blade of Goldnight", power=5, toughness=5),
            card("g2", "Gisela, Blade of Goldnight", "Bob", power=5, toughness=5),
        ],
        "effects": [
            {"id": "qb", "source": "beast", "controller": "Alice", "preset": "questing-beast"},
            {
                "id": "g1",
                "source": "g1",
                "controller": "Alice",
                "preset": "gisela-blade-of-goldnight-double",
            },
            {
                "id": "g2",
                "source": "g2",
                "controller": "Bob",
                "preset": "gisela-blade-of-goldnight-prevent",
            },
        ],
        "events": [
            {"kind": "damage", "source": "beast", "recipient": "Bob", "amount": 4, "combat": True}
        ],
    }
    assert only(data).life("Bob") == 12


def test_two_giselas_without_the_beast_bob_orders_four_either_way():
    # Without Questing Beast both apply to the 4 damage and Bob, the player dealt damage,
    # orders them (616.1e): doubled then half prevented, 8 - 4 = 4; half prevented then
    # doubled, (4 - 2) x 2 = 4.
    data = {
        "players": AB,
        "objects": [
            card("ogre", "Craw Wurm", power=4, toughness=4, combat="unblocked"),
            card("g1", "Gisela, Blade of Goldnight", power=5, toughness=5),
            card("g2", "Gisela, Blade of Goldnight", "Bob", power=5, toughness=5),
        ],
        "effects": [
            {
                "id": "g1",
                "source": "g1",
                "controller": "Alice",
                "preset": "gisela-blade-of-goldnight-double",
            },
            {
                "id": "g2",
                "source": "g2",
                "controller": "Bob",
                "preset": "gisela-blade-of-goldnight-prevent",
            },
        ],
        "events": [
            {"kind": "damage", "source": "ogre", "recipient": "Bob", "amount": 4, "combat": True}
        ],
    }
    paths = walk(data)
    assert {p.life("Bob") for p in paths} == {16}
    assert {p.choosers[0] for p in paths} == {"Bob"}


def test_containment_priest_exiles_a_persisting_creature():
    # Persist (702.79a) returns Kitchen Finks from the graveyard to the battlefield: it
    # wasn't cast, so Containment Priest ("If a nontoken creature would enter the
    # battlefield and it wasn't cast, exile it instead") exiles it.
    data = {
        "players": AB,
        "objects": [
            card("priest", "Containment Priest", "Bob", power=2, toughness=2),
            card("finks", "Kitchen Finks", zone="graveyard", power=3, toughness=2),
        ],
        "effects": [
            {
                "id": "priest",
                "source": "priest",
                "controller": "Bob",
                "preset": "containment-priest",
            }
        ],
        "events": [{"kind": "enter", "object": "finks", "counters": {"-1/-1": 1}}],
    }
    p = only(data)
    assert (p.zone("finks"), p.counters("finks", "-1/-1")) == ("exile", 0)
