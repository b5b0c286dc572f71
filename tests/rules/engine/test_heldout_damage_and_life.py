"""Held-out interactions, third round: damage doubled then prevented, redirected then
prevented, a shield against infect, a floor on the life total that holds only above it,
losing the game under Platinum Angel; written from other engines' tests, rulings and the
rules (each cites its source), expected values from them, not from the code."""

from __future__ import annotations

from .heldout_walk import MODERN, OLD, only, walk
from .helpers import AB, card, dmg, players, preset_fx


def test_fog_bank_and_furnace_of_rath_the_damage_is_prevented_in_either_order():
    # Fog Bank: "Prevent all combat damage that would be dealt to and dealt by Fog Bank."
    # Alice's Hill Giant is blocked by Bob's Fog Bank; Alice's Furnace of Rath doubles it.
    # Bob, the Fog Bank's controller, orders them (616.1): doubled to 6 and prevented, or
    # prevented and nothing left to double. Fog Bank is dealt no damage either way.
    def fog_bank(i, key):
        return {
            "id": f"fogbank-{key}",
            "source": "bank",
            "controller": "Bob",
            "template": "prevent",
            "params": {"amount": "all", "combat": True, key: i},
        }

    data = {
        "players": AB,
        "objects": [
            card("giant", "Hill Giant", power=3, toughness=3, combat="blocked", colors=["red"]),
            card("bank", "Fog Bank", "Bob", power=0, toughness=2, combat="blocking"),
            card("furnace", "Furnace of Rath", "Alice", "Enchantment"),
        ],
        "effects": [
            fog_bank({"object": {"this": True}}, "recipient"),
            fog_bank({"this": True}, "source"),
            preset_fx("furnace", "furnace-of-rath"),
        ],
        "events": [dmg("giant", "bank", 3, combat=True)],
    }
    for procedure in (OLD, MODERN):
        paths = walk(data, procedure)
        assert {p.damage("bank") for p in paths} == {0}, procedure
        assert {p.choosers for p in paths} == {("Bob",)}, procedure


def _elderscale(life, lost_first=0):
    # Elderscale Wurm: "As long as you have 7 or more life, damage that would reduce your
    # life total to less than 7 reduces it to 7 instead." Alice's Lava Axe at Bob.
    data = {
        "players": players("Alice", "Bob", Bob={"life": life}),
        "objects": [
            card("wurm", "Elderscale Wurm", "Bob", power=7, toughness=7),
            card("axe", "Lava Axe", "Alice", "Sorcery", zone="stack", colors=["red"]),
        ],
        "effects": [
            {
                "id": "wurm",
                "source": "wurm",
                "controller": "Bob",
                "template": "life_floor",
                "params": {
                    "player": "you",
                    "floor": 7,
                    "cause": "damage",
                    "condition": {"life": "you", "at_least": 7},
                },
            }
        ],
        "events": [dmg("axe", "Bob", 5)],
    }
    if lost_first:
        # Bump in the Night: "Target opponent loses 3 life" (not damage).
        data["timeline"] = [
            {"events": [{"kind": "lose_life", "player": "Bob", "amount": lost_first}]}
        ]
    return data


def test_elderscale_wurm_lava_axe_at_eight_life_leaves_seven():
    # XMage DamageSetToXLifeInsteadTest.testDirectDamage.
    assert only(_elderscale(8)).life("Bob") == 7


def test_elderscale_wurm_below_seven_life_no_longer_protects():
    # XMage DamageSetToXLifeInsteadTest.testLessLifeTotal: Bump in the Night takes Bob from
    # 8 to 5 (a loss of life the Wurm doesn't touch); then Lava Axe's 5 takes him to 0.
    assert only(_elderscale(8, lost_first=3)).life("Bob") == 0


def test_pariah_on_a_creature_with_protection_from_red_the_bolt_is_redirected_then_prevented():
    # Pariah ("All damage that would be dealt to you is dealt to enchanted creature
    # instead") on Alice's Silver Knight (protection from red). Bob's Lightning Bolt at
    # Alice: redirected to the Knight (614.9), and then its protection prevents it
    # (702.16e; 616.1f: now an effect on damage to the Knight). Alice at 20, no damage.
    data = {
        "players": AB,
        "objects": [
            card("knight", "Silver Knight", power=2, toughness=2, colors=["white"]),
            card(
                "pariah", "Pariah", "Alice", "Enchantment", subtypes=["Aura"], attached_to="knight"
            ),
            card("bolt", "Lightning Bolt", "Bob", "Instant", zone="stack", colors=["red"]),
        ],
        "effects": [
            preset_fx("pariah", "pariah"),
            {
                "id": "pro-red",
                "source": "knight",
                "controller": "Alice",
                "template": "prevent",
                "label": "Silver Knight (protection from red)",
                "params": {
                    "amount": "all",
                    "recipient": {"object": {"this": True}},
                    "source": {"colors": ["red"]},
                },
            },
        ],
        "events": [dmg("bolt", "Alice", 3)],
    }
    for procedure in (OLD, MODERN):
        p = only(data, procedure)
        assert (p.life("Alice"), p.damage("knight")) == (20, 0), procedure
        assert p.forced >= {"pariah", "pro-red"}


def test_healing_salve_shield_leaves_one_infect_damage_one_counter():
    # Plague Stinger (infect) pumped to 4 power deals its combat damage to Bob's Grizzly
    # Bears, which Bob's Healing Salve shields: 3 prevented (615.7), 1 dealt, and damage
    # from an infect source is dealt as -1/-1 counters (120.3d, 702.90b).
    data = {
        "players": AB,
        "objects": [
            card(
                "stinger",
                "Plague Stinger",
                power=4,
                toughness=4,
                keywords=["infect"],
                combat="blocked",
            ),
            card("bears", "Grizzly Bears", "Bob", power=2, toughness=2, combat="blocking"),
        ],
        "effects": [
            {
                "id": "salve",
                "controller": "Bob",
                "preset": "healing-salve",
                "params": {"recipient": {"object": {"id": "bears"}}},
            }
        ],
        "events": [dmg("stinger", "bears", 4, combat=True)],
    }
    p = only(data)
    assert (p.counters("bears", "-1/-1"), p.damage("bears")) == (1, 0)


def test_platinum_angel_ten_poison_counters_dont_lose_the_game():
    # Platinum Angel: "You can't lose the game" covers every reason (104.3; 614.17), ten
    # poison counters (704.5c) included. Soul Echo (life only) would not stop it.
    data = {
        "players": players("Alice", "Bob", Alice={"counters": {"poison": 10}}),
        "objects": [
            card("angel", "Platinum Angel", "Alice", "Artifact", "Creature", power=4, toughness=4)
        ],
        "effects": [preset_fx("lose", "platinum-angel-lose", source="angel")],
        "events": [{"kind": "lose_game", "player": "Alice", "cause": "poison"}],
    }
    p = only(data)
    assert not p.player("Alice").get("lost")
    assert "can't lose the game" in p.text


def test_two_boon_reflections_quadruple_a_gain():
    # Boon Reflection: "If you would gain life, you gain twice that much life instead."
    # Two of them: each modifies the gain once (614.5; the rules' own example of two
    # doublers): 3 becomes 12.
    def boon(i):
        return {
            "id": f"boon{i}",
            "source": f"boon{i}",
            "controller": "Alice",
            "preset": "boon-reflection",
        }

    data = {
        "players": AB,
        "objects": [
            card("boon1", "Boon Reflection", "Alice", "Enchantment"),
            card("boon2", "Boon Reflection", "Alice", "Enchantment"),
        ],
        "effects": [boon(1), boon(2)],
        "events": [{"kind": "gain_life", "player": "Alice", "amount": 3}],
    }
    assert {p.life("Alice") for p in walk(data)} == {32}


def test_torbran_and_palisade_giant_the_redirected_damage_still_gets_two_more():
    # Torbran, Thane of Red Fell: "If a red source you control would deal damage to an
    # opponent or a permanent an opponent controls, it deals that much damage plus 2
    # instead." Bob's Palisade Giant takes the damage that would be dealt to Bob. Alice's
    # red Hill Giant deals Bob 3: Bob orders the two (616.1); either way the Palisade Giant,
    # a permanent an opponent of Alice controls, is dealt 5 and Bob none.
    data = {
        "players": AB,
        "objects": [
            card("torbran", "Torbran, Thane of Red Fell", power=2, toughness=4, colors=["red"]),
            card("hill", "Hill Giant", power=3, toughness=3, colors=["red"], combat="unblocked"),
            card("palisade", "Palisade Giant", "Bob", power=2, toughness=7),
        ],
        "effects": [
            preset_fx("torbran", "torbran-thane-of-red-fell"),
            preset_fx("palisade", "palisade-giant", "Bob"),
        ],
        "events": [dmg("hill", "Bob", 3, combat=True)],
    }
    paths = walk(data)
    assert {(p.damage("palisade"), p.life("Bob")) for p in paths} == {(5, 20)}
    assert {p.choosers for p in paths} == {("Bob",)}
