"""Held-out interactions of real cards, read from their Oracle text as a judge would paste
it: counters and tokens multiplied and added to in the order the affected player chooses,
permanents entering with counters or as a copy (616.1c today, rule 419 in 2008), zone
changes replaced by two effects, and draws replaced by tokens. Each test cites the rule,
the official ruling or the other engine's test its expected values come from."""

from __future__ import annotations

from typing import Any

from rules.cardtext import parse_card

from .heldout_walk import MODERN, OLD, only, walk
from .helpers import AB, card, players
from .test_heldout_real_interactions import ESSENCE, ESSENCE_FX, HARDENED_SCALES, LEYLINE, read

DOUBLING_SEASON = (
    "If an effect would create one or more tokens under your control, it creates twice that "
    "many of those tokens instead.\nIf an effect would put one or more counters on a "
    "permanent you control, it puts twice that many of those counters on that permanent "
    "instead."
)
ANOINTED = (
    "If an effect would create one or more tokens under your control, it creates twice that "
    "many of those tokens instead."
)
PRIMAL_VIGOR = (
    "If one or more tokens would be created, twice that many of those tokens are created "
    "instead.\nIf one or more +1/+1 counters would be put on a creature, twice that many "
    "+1/+1 counters are put on that creature instead."
)
BRAMBLEWOOD = (
    "Each other Warrior creature you control enters with an additional +1/+1 counter on it.\n"
    "Each creature you control with a +1/+1 counter on it has trample."
)
RIP = (
    "When Rest in Peace enters, exile all graveyards.\nIf a card or token would be put into "
    "a graveyard from anywhere, exile it instead."
)
HULLBREACHER = (
    "Flash\nIf an opponent would draw a card except the first one they draw in each of their "
    "draw steps, instead you create a Treasure token. (It's an artifact with \"{T}, Sacrifice "
    'this artifact: Add one mana of any color.")'
)
SOLDIER = {
    "name": "Soldier",
    "types": ["Creature"],
    "subtypes": ["Soldier"],
    "power": 1,
    "toughness": 1,
}


def _tokens(state: dict[str, Any], name: str) -> int:
    return sum(1 for o in state["objects"] if o["name"] == name and o.get("zone") == "battlefield")


# Counters and tokens ---------------------------------------------------------------------


def test_conclave_mentor_doubling_season_and_hardened_scales_three_orders():
    """One +1/+1 counter on Alice's Bears with Conclave Mentor and Hardened Scales ("that
    many plus one … instead") and Doubling Season ("twice that many"). Alice, the Bears'
    controller, chooses each time (616.1, 616.1e): both additions before the doubling make
    (1 + 1 + 1) * 2 = 6; the doubling between them, (1 + 1) * 2 + 1 = 5; the doubling
    first, 2 + 1 + 1 = 4."""
    mentor, mentor_fx = read(
        "Conclave Mentor",
        "If one or more +1/+1 counters would be put on a creature you control, that many plus "
        "one +1/+1 counters are put on that creature instead.\nWhen this creature dies, you "
        "gain life equal to its power.",
        type_line="Creature — Centaur Cleric",
    )
    scales, scales_fx = read("Hardened Scales", HARDENED_SCALES, type_line="Enchantment")
    season, season_fx = read("Doubling Season", DOUBLING_SEASON, type_line="Enchantment")
    data = {
        "players": AB,
        "objects": [mentor, scales, season, card("bears", "Grizzly Bears", power=2, toughness=2)],
        "effects": [*mentor_fx, *scales_fx, *season_fx],
        "events": [{"kind": "put_counters", "object": "bears", "counter": "+1/+1", "count": 1}],
    }
    paths = walk(data)
    assert {p.counters("bears") for p in paths} == {4, 5, 6}
    assert {c for p in paths for c in p.choosers} == {"Alice"}


def test_anointed_procession_and_primal_vigor_tokens_for_alice_and_for_bob():
    """Anointed Procession doubles the tokens created under its controller's control,
    Primal Vigor any player's. Alice creating one Soldier gets four, in either order;
    Bob creating one gets two, from Primal Vigor alone (616.1)."""
    anointed, anointed_fx = read("Anointed Procession", ANOINTED, type_line="Enchantment")
    vigor, vigor_fx = read("Primal Vigor", PRIMAL_VIGOR, "Bob", type_line="Enchantment")
    for who, expected in (("Alice", 4), ("Bob", 2)):
        data = {
            "players": AB,
            "objects": [anointed, vigor],
            "effects": [*anointed_fx, *vigor_fx],
            "events": [{"kind": "create_tokens", "player": who, "count": 1, "token": SOLDIER}],
        }
        for p in walk(data):
            assert _tokens(p.state, "Soldier") == expected, (who, p.choices)


def test_bramblewood_paragon_then_hardened_scales_a_warrior_enters_with_two():
    """Bramblewood Paragon: "Each other Warrior creature you control enters with an
    additional +1/+1 counter on it." A Warrior with no counters enters: Hardened Scales
    doesn't apply to it yet (no counters would be put on it); once the Paragon's effect has
    applied it does (616.2, 122.6: the counters it enters with are put on it): two counters,
    and no one chooses."""
    paragon, paragon_fx = read(
        "Bramblewood Paragon", BRAMBLEWOOD, type_line="Creature — Elf Warrior"
    )
    scales, scales_fx = read("Hardened Scales", HARDENED_SCALES, type_line="Enchantment")
    warrior = card(
        "warrior", "Elvish Warrior", zone="hand", subtypes=["Elf", "Warrior"], power=2, toughness=3
    )
    data = {
        "players": AB,
        "objects": [paragon, scales, warrior],
        "effects": [*paragon_fx, *scales_fx],
        "events": [{"kind": "move", "object": "warrior", "to": "battlefield"}],
    }
    for procedure in (MODERN, OLD):
        p = only(data, procedure)
        assert (p.zone("warrior"), p.counters("warrior"), p.choosers) == ("battlefield", 2, ())


def test_bramblewood_paragon_and_essence_of_the_wild_copy_first_today_not_in_2008():
    """Essence of the Wild ("Creatures you control enter as a copy of Essence of the Wild")
    and Bramblewood Paragon; Alice's Elvish Warrior enters. Today the copy effect applies
    first (616.1c), and the creature, as it would exist, is an Avatar, not a Warrior (614.12):
    no counter, no choice. Under rule 419 (2008) nothing puts copy effects first: Alice
    chooses (419.9a), and the Paragon first gives a counter before the creature becomes the
    copy (419.6i)."""
    paragon, paragon_fx = read(
        "Bramblewood Paragon", BRAMBLEWOOD, type_line="Creature — Elf Warrior"
    )
    warrior = card(
        "warrior",
        "Elvish Warrior",
        zone="stack",
        subtypes=["Elf", "Warrior"],
        power=2,
        toughness=3,
        colors=["green"],
    )
    data = {
        "players": AB,
        "objects": [ESSENCE, paragon, warrior],
        "effects": [ESSENCE_FX, *paragon_fx],
        "events": [{"kind": "enter", "object": "warrior"}],
    }
    today = only(data, MODERN)
    assert (today.counters("warrior"), today.choosers, "copy of Essence" in today.text) == (
        0,
        (),
        True,
    )
    old = walk(data, OLD)
    assert {p.counters("warrior") for p in old} == {0, 1}
    assert {p.choosers for p in old} == {("Alice",)}


def test_grumgully_and_essence_of_the_wild_a_human_enters_as_a_non_human_copy():
    """Grumgully, the Generous: "Each other non-Human creature you control enters with an
    additional +1/+1 counter on it." A Human (Elite Vanguard) entering under Essence of the
    Wild enters as a copy of the Essence, an Avatar: checked as it would exist (614.12,
    419.6i in 2008), it is non-Human, and it gets the counter in either era."""
    grumgully, grumgully_fx = read(
        "Grumgully, the Generous",
        "Each other non-Human creature you control enters with an additional +1/+1 counter on it.",
        type_line="Legendary Creature — Goblin Shaman",
    )
    human = card(
        "human",
        "Elite Vanguard",
        zone="stack",
        subtypes=["Human", "Soldier"],
        power=2,
        toughness=1,
        colors=["white"],
    )
    data = {
        "players": AB,
        "objects": [ESSENCE, grumgully, human],
        "effects": [ESSENCE_FX, *grumgully_fx],
        "events": [{"kind": "enter", "object": "human"}],
    }
    for procedure in (MODERN, OLD):
        for p in walk(data, procedure):
            assert p.counters("human") == 1 and "copy of Essence" in p.text, procedure


# Zones -----------------------------------------------------------------------------------


def _outpost(plains: list[dict[str, Any]]) -> dict[str, Any]:
    outpost, outpost_fx = read(
        "Kjeldoran Outpost",
        "If Kjeldoran Outpost would enter the battlefield, sacrifice a Plains instead. If you "
        "do, put Kjeldoran Outpost onto the battlefield. If you don't, put it into its owner's "
        "graveyard.\n{T}: Add {W}.\n{1}{W}, {T}: Create a 1/1 white Soldier creature token.",
        type_line="Land",
        zone="hand",
    )
    rip, rip_fx = read("Rest in Peace", RIP, "Bob", type_line="Enchantment")
    return {
        "players": AB,
        "objects": [outpost, rip, *plains],
        "effects": [*outpost_fx, *rip_fx],
        "events": [{"kind": "move", "object": "kjeldoran-outpost", "to": "battlefield"}],
    }


def test_kjeldoran_outpost_with_rest_in_peace():
    """XMage KjeldoranOutpostTest: with no Plains the Outpost goes to its owner's graveyard,
    with one (a Snow-Covered Plains is a Plains) it is sacrificed and the Outpost enters.
    With Bob's Rest in Peace the card that would go to a graveyard is exiled instead
    (614.6). With two Plains, Alice chooses the one she sacrifices (701.21a)."""
    p = only(_outpost([]))
    assert p.zone("kjeldoran-outpost") == "exile"
    snow = card(
        "snow",
        "Snow-Covered Plains",
        "Alice",
        "Land",
        subtypes=["Plains"],
        supertypes=["Basic", "Snow"],
    )
    p = only(_outpost([snow]))
    assert (p.zone("kjeldoran-outpost"), p.zone("snow")) == ("battlefield", "exile")
    two = [
        card(f"p{n}", "Plains", "Alice", "Land", subtypes=["Plains"], supertypes=["Basic"])
        for n in (1, 2)
    ]
    paths = walk(_outpost(two))
    assert {(p.zone("p1"), p.zone("p2")) for p in paths} == {
        ("exile", "battlefield"),
        ("battlefield", "exile"),
    }
    assert all(p.zone("kjeldoran-outpost") == "battlefield" for p in paths)
    assert {p.choosers for p in paths} == {("Alice",)}


def test_hallowed_moonlight_a_token_and_a_reanimated_card_are_exiled_a_cast_creature_isnt():
    """XMage HallowedMoonlightTest.testGrindstoneProgenius: under Hallowed Moonlight ("if a
    creature would enter the battlefield and it wasn't cast, exile it instead") Bob's Spirit
    token isn't on the battlefield, his reanimated Pillarfield Ox is exiled, his cast
    Silvercoat Lion enters. With Anointed Procession, each of the two Spirits is exiled."""
    moonlight, moonlight_fx = read(
        "Hallowed Moonlight",
        "Until end of turn, if a creature would enter the battlefield and it wasn't cast, "
        "exile it instead.\nDraw a card.",
        type_line="Instant",
        zone="graveyard",
    )
    anointed, anointed_fx = read("Anointed Procession", ANOINTED, "Bob", type_line="Enchantment")
    ox = card("ox", "Pillarfield Ox", "Bob", zone="graveyard", power=2, toughness=4)
    lion = card("lion", "Silvercoat Lion", "Bob", zone="stack", power=2, toughness=2)
    spirit = {
        "name": "Spirit",
        "types": ["Creature"],
        "subtypes": ["Spirit"],
        "power": 1,
        "toughness": 1,
    }
    data = {
        "players": AB,
        "objects": [moonlight, anointed, ox, lion],
        "effects": [*moonlight_fx, *anointed_fx],
        "timeline": [
            {"events": [{"kind": "create_tokens", "player": "Bob", "count": 1, "token": spirit}]},
            {"events": [{"kind": "move", "object": "ox", "to": "battlefield"}]},
        ],
        "events": [{"kind": "enter", "object": "lion"}],
    }
    p = only(data)
    assert (p.zone("ox"), p.zone("lion"), _tokens(p.state, "Spirit")) == ("exile", "battlefield", 0)
    assert "Spirit token is exiled (2 times)" in p.text


def test_library_of_leng_and_leyline_of_the_void_the_cards_owner_chooses():
    """Bob's Library of Leng ("If an effect causes you to discard a card, discard it, but
    you may put it on top of your library instead of into your graveyard") and Alice's
    Leyline of the Void; Alice's Mind Rot makes Bob discard his Hill Giant. Bob, the card's
    owner, chooses (616.1: the affected object's owner when it has no controller): on top of
    his library, or exiled (also when he declines Leng's "may")."""
    leng, leng_fx = read(
        "Library of Leng",
        "You have no maximum hand size.\nIf an effect causes you to discard a card, discard "
        "it, but you may put it on top of your library instead of into your graveyard.",
        "Bob",
        type_line="Artifact",
    )
    leyline, leyline_fx = read("Leyline of the Void", LEYLINE, type_line="Enchantment")
    data = {
        "players": AB,
        "objects": [
            leng,
            leyline,
            card("giant", "Hill Giant", "Bob", zone="hand"),
            card("rot", "Mind Rot", "Alice", "Sorcery", zone="stack"),
        ],
        "effects": [*leng_fx, *leyline_fx],
        "events": [
            {
                "kind": "move",
                "object": "giant",
                "to": "graveyard",
                "cause": "discard",
                "by": {"kind": "spell", "player": "Alice", "object": "rot"},
            }
        ],
    }
    paths = walk(data)
    assert {p.zone("giant") for p in paths} == {"library", "exile"}
    assert {p.choosers[0] for p in paths} == {"Bob"}


def test_loxodon_smiter_and_leyline_of_the_void_the_smiters_owner_chooses():
    """XMage DiscardEffectsTest: Thoughtseize makes the opponent discard Loxodon Smiter
    ("If a spell or ability an opponent controls causes you to discard Loxodon Smiter, put it
    onto the battlefield instead of putting it into your graveyard"), and it enters. With
    Alice's Leyline of the Void too, Bob, the card's owner, chooses (616.1; 419.9a in 2008):
    onto the battlefield, or exiled. Discarded to his own Sift, it goes to his graveyard."""
    smiter, smiter_fx = read(
        "Loxodon Smiter",
        "Loxodon Smiter can't be countered.\nIf a spell or ability an opponent controls causes "
        "you to discard Loxodon Smiter, put it onto the battlefield instead of putting it into "
        "your graveyard.",
        "Bob",
        type_line="Creature — Elephant Soldier",
        zone="hand",
    )
    leyline, leyline_fx = read("Leyline of the Void", LEYLINE, type_line="Enchantment")

    def discard(by: str, effects: list[dict[str, Any]]) -> dict[str, Any]:
        caster = card("seize", "Thoughtseize", by, "Sorcery", zone="stack")
        event = {
            "kind": "move",
            "object": "loxodon-smiter",
            "to": "graveyard",
            "cause": "discard",
            "by": {"kind": "spell", "player": by, "object": "seize"},
        }
        return {
            "players": AB,
            "objects": [smiter, leyline, caster],
            "effects": effects,
            "events": [event],
        }

    assert only(discard("Alice", smiter_fx)).zone("loxodon-smiter") == "battlefield"
    assert only(discard("Bob", smiter_fx)).zone("loxodon-smiter") == "graveyard"
    for procedure in (MODERN, OLD):
        paths = walk(discard("Alice", [*smiter_fx, *leyline_fx]), procedure)
        assert {p.zone("loxodon-smiter") for p in paths} == {"battlefield", "exile"}
        assert {p.choosers for p in paths} == {("Bob",)}


# Life and draws --------------------------------------------------------------------------


def test_lich_and_rhox_faithmender_the_gain_doubled_first_draws_twice_as_many():
    """Lich ("If you would gain life, draw that many cards instead") and Rhox Faithmender
    ("If you would gain life, you gain twice that much life instead"); Alice would gain 3.
    She chooses (616.1): Lich first, three draws; the Faithmender first, a gain of 6 that
    Lich then replaces, six draws. Her life doesn't change either way."""
    lich, lich_fx = read(
        "Lich",
        "You don't lose the game for having 0 or less life.\nIf you would gain life, draw that "
        "many cards instead.",
        type_line="Enchantment",
    )
    rhox, rhox_fx = read(
        "Rhox Faithmender",
        "Lifelink\nIf you would gain life, you gain twice that much life instead.",
        type_line="Creature — Rhino Monk",
    )
    library = ["Island"] * 8
    data = {
        "players": players("Alice", "Bob", Alice={"library": library}),
        "objects": [lich, rhox],
        "effects": [*lich_fx, *rhox_fx],
        "events": [{"kind": "gain_life", "player": "Alice", "amount": 3}],
    }
    paths = walk(data)
    assert {len(p.player("Alice")["library"]) for p in paths} == {5, 2}
    assert all(p.life("Alice") == 20 for p in paths)
    assert {p.choosers for p in paths} == {("Alice",)}


def test_hullbreachers_text_is_read_whole():
    """Hullbreacher's Oracle text: the draw it watches, and a predefined Treasure token
    (111.10) its controller creates instead."""
    parsed = parse_card(
        name="Hullbreacher",
        text=HULLBREACHER,
        controller="Alice",
        type_line="Creature — Merfolk Pirate",
    )
    assert parsed.whole and not parsed.unparsed
    assert [(e["template"], e["params"]) for e in parsed.effects] == [
        (
            "instead",
            {
                "watch": {"event": "draw", "player": "opponent", "not_first_in_draw_step": True},
                "instead": [{"do": "create_tokens", "count": 1, "token": "Treasure"}],
            },
        )
    ]


def test_hullbreacher_and_thought_reflection_the_drawing_player_chooses():
    """Alice's Hullbreacher and Bob's Thought Reflection ("If you would draw a card, draw
    two cards instead"); Bob would draw a card outside his draw step. Bob, the player
    drawing, chooses (616.1): Hullbreacher first, Alice creates a Treasure and Bob draws
    nothing; Thought Reflection first, Bob would draw two cards, two single draws (121.2)
    that Hullbreacher replaces each (it hasn't applied to them, 614.5): two Treasures."""
    breacher, breacher_fx = read(
        "Hullbreacher", HULLBREACHER, type_line="Creature — Merfolk Pirate"
    )
    reflection, reflection_fx = read(
        "Thought Reflection",
        "If you would draw a card, draw two cards instead.",
        "Bob",
        type_line="Enchantment",
    )
    data = {
        "players": players("Alice", "Bob", Bob={"library": ["Island"] * 4}),
        "objects": [breacher, reflection],
        "effects": [*breacher_fx, *reflection_fx],
        "events": [{"kind": "draw", "player": "Bob", "count": 1}],
    }
    paths = walk(data)
    got = {(_tokens(p.state, "Treasure"), len(p.player("Bob")["library"])) for p in paths}
    assert got == {(1, 4), (2, 4)}
    assert {p.choosers for p in paths} == {("Bob",)}


def _shock_lands(life: int) -> dict[str, Any]:
    lands = []
    effects: list[dict[str, Any]] = []
    for name, mana, kinds in (
        ("Breeding Pool", "{G} or {U}", "Forest Island"),
        ("Blood Crypt", "{B} or {R}", "Swamp Mountain"),
    ):
        land, land_fx = read(
            name,
            f"({{T}}: Add {mana}.)\nAs this land enters, you may pay 2 life. If you don't, it "
            "enters tapped.",
            type_line=f"Land — {kinds}",
            zone="library",
        )
        lands.append(land)
        effects += land_fx
    return {
        "players": players("Alice", "Bob", Alice={"life": life}),
        "objects": lands,
        "effects": effects,
        "events": [
            {"kind": "enter", "object": "breeding-pool"},
            {"kind": "enter", "object": "blood-crypt"},
        ],
    }


def test_two_shock_lands_entering_at_once_can_be_paid_for_only_as_life_allows():
    """Breeding Pool and Blood Crypt ("As [this] enters, you may pay 2 life. If you don't,
    it enters tapped") enter at the same time. 614.12b: "If multiple replacement effects
    that require choices from a player would modify how multiple permanents enter the
    battlefield simultaneously, that player may not make choices for those effects that
    would cause the combined costs of those effects to not be payable" (a player pays life
    only up to their life total, 119.4; 215.4 in 2008). With 4 life Alice may pay for both;
    with 3, for one of them or neither, never both."""
    for procedure in (MODERN, OLD):
        paid = {
            (p.obj("breeding-pool")["tapped"], p.obj("blood-crypt")["tapped"], p.life("Alice"))
            for p in walk(_shock_lands(4), procedure)
        }
        assert paid == {(False, False, 0), (False, True, 2), (True, False, 2), (True, True, 4)}
        paid = {
            (p.obj("breeding-pool")["tapped"], p.obj("blood-crypt")["tapped"], p.life("Alice"))
            for p in walk(_shock_lands(3), procedure)
        }
        assert paid == {(False, True, 1), (True, False, 1), (True, True, 3)}, procedure
