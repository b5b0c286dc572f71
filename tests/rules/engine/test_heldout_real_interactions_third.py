"""Held-out interactions of real cards that judges are asked about, a third set: a win that
can't happen in place of a draw, three effects on one damage event, the planeswalker
redirection of 2008 beside other redirections and Worship, two devour abilities and one
creature (614.13b), abilities lost as a permanent enters (Blood Moon, 614.12) or on the
battlefield (Humility), indestructible permanents and the effects that would replace their
destruction, counters entering with a permanent under several effects, a commander exiled
by Rest in Peace, and a gain of life that can't happen. Each test cites the rule, the
official ruling or the other engine's test its expected values come from; none comes from
the code's output."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine import Scenario, ScenarioError

from .heldout_walk import MODERN, OLD, only, walk
from .helpers import AB, card, dmg, players, preset_fx
from .test_heldout_real_interactions import read
from .test_heldout_real_interactions_more import HULLBREACHER

RULES_2016 = "2016-11-11"
RULES_2019 = "2019-01-25"


def spell(oid: str, name: str, owner: str, kind: str = "Instant", **kw: Any) -> dict[str, Any]:
    return card(oid, name, owner, kind, zone="stack", **kw)


# A win in place of a draw, and a player who can't win --------------------------------------


def _maniac(hand: list[str], *extra_objects: dict[str, Any], extra: list[dict[str, Any]]):
    return {
        "players": players("Alice", "Bob", Alice={"library": [], "hand": hand}),
        "objects": [card("lab", "Laboratory Maniac", power=2, toughness=2), *extra_objects],
        "effects": [preset_fx("lab", "laboratory-maniac"), *extra],
        "events": [{"kind": "draw", "player": "Alice"}],
    }


def test_laboratory_maniac_when_its_controller_cant_win_she_neither_wins_nor_draws():
    """Laboratory Maniac's ruling (2011-09-22; reworded 2021-03-19): "If for some reason you
    can't win the game (because your opponent controls Platinum Angel, for example), you
    won't lose for having tried to draw a card from a library with no cards in it, because
    the draw was still replaced." Bob's Platinum Angel ("your opponents can't win the
    game"), and then Alice's own Abyssal Persecutor ("You can't win the game"): the Maniac
    applies without a choice, Alice doesn't win and never drew from her empty library."""
    angel = card("angel", "Platinum Angel", "Bob", "Artifact", "Creature", power=4, toughness=4)
    persecutor = card("persecutor", "Abyssal Persecutor", power=6, toughness=6)
    cases = (
        (angel, preset_fx("angel", "platinum-angel", "Bob")),
        (
            persecutor,
            {
                "id": "persecutor",
                "source": "persecutor",
                "controller": "Alice",
                "template": "cant",
                "params": {"event": "win_game", "player": "you"},
            },
        ),
    )
    for obj, fx in cases:
        for procedure in (MODERN, OLD):
            p = only(_maniac([], obj, extra=[fx]), procedure)
            alice = p.player("Alice")
            assert (alice["won"], alice["drew_from_empty_library"], p.choosers) == (False, 0, ())
            assert "lab" in p.forced


def test_chains_of_mephistopheles_and_laboratory_maniac_with_a_card_in_hand():
    """Bob's Chains of Mephistopheles and Alice's Laboratory Maniac; Alice, with a Plains in
    hand and no library, would draw a card outside her draw step. Alice, the player
    drawing, chooses (616.1). The Maniac first: she wins. Chains first: she discards the
    Plains and then draws, a new draw that Chains doesn't modify again (614.5) and the
    Maniac replaces (616.2; the Chains rulings of 2007-09-16: the draw Chains makes is
    modified by other effects): she wins, the Plains discarded. She wins either way."""
    chains = card("chains", "Chains of Mephistopheles", "Bob", "Enchantment")
    data = _maniac(
        ["Plains"], chains, extra=[preset_fx("chains", "chains-of-mephistopheles", "Bob")]
    )
    paths = walk(data)
    assert {p.choosers[0] for p in paths} == {"Alice"}
    got = {
        (p.choices[0], p.player("Alice")["won"], tuple(p.player("Alice")["hand"])) for p in paths
    }
    assert got == {("apply:lab", True, ("Plains",)), ("apply:chains", True, ())}


def test_chains_of_mephistopheles_and_laboratory_maniac_with_an_empty_hand():
    """As above with an empty hand: Chains first, "If that player's hand is empty, they mill
    a card. The player doesn't draw a card at all" (its rulings of 2007-09-16): with no draw
    left for the Maniac to replace, Alice doesn't win (and didn't draw from her empty
    library). The Maniac first: she wins. Alice chooses (616.1)."""
    chains = card("chains", "Chains of Mephistopheles", "Bob", "Enchantment")
    data = _maniac([], chains, extra=[preset_fx("chains", "chains-of-mephistopheles", "Bob")])
    paths = walk(data)
    got = {
        (p.choices[0], p.player("Alice")["won"], p.player("Alice")["drew_from_empty_library"])
        for p in paths
    }
    assert got == {("apply:lab", True, 0), ("apply:chains", False, 0)}
    assert {p.choosers for p in paths} == {("Alice",)}


# Three effects on one damage event -----------------------------------------------------------


def test_gisela_furnace_of_rath_and_healing_salve_alice_orders_all_three():
    """Alice's Gisela, Blade of Goldnight ("If a source would deal damage to you or a
    permanent you control, prevent half that damage, rounded up") and Healing Salve on
    herself ("Prevent the next 3 damage"), Bob's Furnace of Rath; Bob's Lava Axe would deal
    her 5. Alice, the player dealt damage, chooses each time which applies (616.1, 616.1f;
    the Furnace ruling of 2005-08-01 with Mending Hands). The six orders:
    Furnace, Gisela, Salve: 10, 5, 2. Furnace, Salve, Gisela: 10, 7, 3.
    Gisela, Furnace, Salve: 2, 4, 1. Gisela, Salve, Furnace: 2, 0 (nothing left to double,
    614.7a). Salve, Furnace, Gisela: 2, 4, 2. Salve, Gisela, Furnace: 2, 1, 2.
    So she is dealt 0, 1, 2 or 3."""
    data = {
        "players": AB,
        "objects": [
            card("gisela", "Gisela, Blade of Goldnight", power=5, toughness=5),
            card("salve", "Healing Salve", "Alice", "Instant", zone="graveyard"),
            card("furnace", "Furnace of Rath", "Bob", "Enchantment"),
            spell("axe", "Lava Axe", "Bob", "Sorcery", colors=["red"]),
        ],
        "effects": [
            preset_fx("gisela", "gisela-blade-of-goldnight-prevent"),
            preset_fx(
                "salve",
                "healing-salve",
                origin="resolution",
                params={"recipient": {"player": "Alice"}},
            ),
            preset_fx("furnace", "furnace-of-rath", "Bob"),
        ],
        "events": [dmg("axe", "Alice", 5)],
    }
    for procedure in (MODERN, OLD):
        paths = walk(data, procedure)
        assert {20 - p.life("Alice") for p in paths} == {0, 1, 2, 3}, procedure
        assert {c for p in paths for c in p.choosers} == {"Alice"}


def test_torbran_and_gisela_the_player_dealt_damage_orders_them():
    """Alice's Torbran, Thane of Red Fell ("If a red source you control would deal damage to
    an opponent or a permanent an opponent controls, it deals that much damage plus 2
    instead") and Bob's Gisela (prevent half, rounded up, of damage to him). Alice's Shock
    (2) at Bob: Bob chooses (616.1; Torbran's ruling of 2019-10-04: the player being dealt
    damage chooses the order). Torbran first: 4, half prevented, 2. Gisela first: 1
    prevented, 1 left, plus 2: 3."""
    data = {
        "players": AB,
        "objects": [
            card("torbran", "Torbran, Thane of Red Fell", power=2, toughness=4, colors=["red"]),
            card("gisela", "Gisela, Blade of Goldnight", "Bob", power=5, toughness=5),
            spell("shock", "Shock", "Alice", colors=["red"]),
        ],
        "effects": [
            preset_fx("torbran", "torbran-thane-of-red-fell"),
            preset_fx("gisela", "gisela-blade-of-goldnight-prevent", "Bob"),
        ],
        "events": [dmg("shock", "Bob", 2)],
    }
    paths = walk(data)
    assert {20 - p.life("Bob") for p in paths} == {2, 3}
    assert {p.choosers for p in paths} == {("Bob",)}


def test_vigor_meets_unpreventable_wither_damage_no_counter_for_nothing_prevented():
    """Bob's Everlasting Torment ("Damage can't be prevented. All damage is dealt as though
    its source had wither"); his Shock at Alice's Bears, under her Vigor ("prevent that
    damage. Put a +1/+1 counter on that creature for each 1 damage prevented this way").
    615.12: Vigor still applies, prevents nothing, and its additional effect puts a
    counter for each 1 prevented: none. The 2 damage is dealt as though by a source with
    wither: two -1/-1 counters (120.3d)."""
    data = {
        "players": AB,
        "objects": [
            card("vigor", "Vigor", power=6, toughness=6),
            card("bears", "Grizzly Bears", power=2, toughness=2),
            card("torment", "Everlasting Torment", "Bob", "Enchantment"),
            spell("shock", "Shock", "Bob", colors=["red"]),
        ],
        "effects": [
            preset_fx("vigor", "vigor"),
            preset_fx("torment-prevent", "everlasting-torment-prevent", "Bob", "torment"),
            preset_fx("torment", "everlasting-torment", "Bob"),
        ],
        "events": [dmg("shock", "bears", 2)],
    }
    p = only(data)
    assert (p.counters("bears"), p.counters("bears", "-1/-1")) == (0, 2)


# The planeswalker redirection of 2008 (212.9g) ----------------------------------------------

JACE = card("jace", "Jace Beleren", "Alice", "Planeswalker", counters={"loyalty": 3})


def test_planeswalker_redirection_of_2008_and_palisade_giant_the_giant_is_dealt_it_all():
    """Alice's Palisade Giant ("All damage that would be dealt to you or another permanent
    you control is dealt to Palisade Giant instead") and Jace Beleren; Bob's Lava Axe at
    Alice under the rules of 2008-02-01, with the planeswalker redirection of 212.9g.
    Alice orders the two redirections (419.9a). The Giant first: the damage is dealt to a
    creature, and 212.9g (damage to a player) no longer applies. The rule's first: Bob
    chooses to send it to Jace or not; either way it would be dealt to Alice or to a
    permanent she controls, and the Giant then takes it (419.9b; one opportunity each,
    419.6a). The Giant is dealt 5 on every path; Jace keeps his loyalty. Today (no such
    rule) the Giant takes it with nothing to choose."""
    data = {
        "players": AB,
        "objects": [
            card("giant", "Palisade Giant", power=2, toughness=7),
            JACE,
            spell("axe", "Lava Axe", "Bob", "Sorcery", colors=["red"]),
        ],
        "effects": [preset_fx("giant", "palisade-giant")],
        "events": [dmg("axe", "Alice", 5)],
    }
    old = walk(data, OLD)
    assert {(p.damage("giant"), p.counters("jace", "loyalty"), p.life("Alice")) for p in old} == {
        (5, 3, 20)
    }
    assert {p.choosers[0] for p in old} == {"Alice"}
    assert any(p.choosers == ("Alice", "Bob") for p in old)
    today = only(data, MODERN)
    assert (today.damage("giant"), today.choosers) == (5, ())


def test_planeswalker_redirection_of_2008_and_worship():
    """Alice at 5 life controls Worship ("If you control a creature, damage that would reduce
    your life total to less than 1 reduces it to 1 instead"), Grizzly Bears and Jace
    Beleren; Bob's Lava Axe would deal her 5. Under 2008-02-01, Bob may redirect it to
    Jace (212.9g): Jace is dealt 5 and loses his 3 loyalty counters (212.9d), Alice keeps 5
    life; or not, and Worship leaves her at 1 (its rulings: it changes the result of the
    damage, not the damage). Today only Worship: Alice at 1."""
    data = {
        "players": [{"name": "Alice", "life": 5}, {"name": "Bob"}],
        "objects": [
            card("worship", "Worship", "Alice", "Enchantment"),
            card("bears", "Grizzly Bears", power=2, toughness=2),
            JACE,
            spell("axe", "Lava Axe", "Bob", "Sorcery", colors=["red"]),
        ],
        "effects": [preset_fx("worship", "worship")],
        "events": [dmg("axe", "Alice", 5)],
    }
    old = walk(data, OLD)
    assert {(p.life("Alice"), p.counters("jace", "loyalty")) for p in old} == {(5, 0), (1, 3)}
    assert {c for p in old for c in p.choosers} == {"Bob"}
    today = only(data, MODERN)
    assert (today.life("Alice"), today.counters("jace", "loyalty")) == (1, 3)


# Two devour abilities and one creature (614.13b) ---------------------------------------------


def test_jund_devour_five_and_devour_three_one_creature_sacrificed_once():
    """614.13b's own example: Jund gives Thunder-Thrash Elder (devour 3) devour 5; Alice
    controls Runeclaw Bear. "Its controller can choose to sacrifice Runeclaw Bear when
    applying the devour 3 effect or when applying the devour 5 effect, but not both.
    Thunder-Thrash Elder will enter the battlefield with zero, three, or five +1/+1
    counters." Alice chooses every time (616.1, 614.12a)."""

    def devour(n: int) -> dict[str, Any]:
        return {
            "id": f"devour{n}",
            "source": "elder",
            "controller": "Alice",
            "template": "enter_devouring",
            "label": f"devour {n}",
            "params": {"per": n, "object": {"this": True}, "sacrifice": "ask"},
        }

    data = {
        "players": AB,
        "objects": [
            spell("elder", "Thunder-Thrash Elder", "Alice", "Creature", power=1, toughness=1),
            card("bear", "Runeclaw Bear", power=2, toughness=2),
        ],
        "effects": [devour(3), devour(5)],
        "events": [{"kind": "enter", "object": "elder"}],
    }
    paths = walk(data)
    got = {(p.counters("elder"), p.zone("bear")) for p in paths}
    assert got == {(0, "battlefield"), (3, "graveyard"), (5, "graveyard")}
    assert {c for p in paths for c in p.choosers} == {"Alice"}


# Abilities lost: Blood Moon as a land enters (614.12), Humility on the battlefield ----------

BLOOD_MOON = {
    "id": "moon",
    "source": "moon",
    "controller": "Bob",
    "template": "lose_abilities",
    "label": "Blood Moon",
    # "Nonbasic lands are Mountains": a land that becomes a basic land type without "in
    # addition to its other types" loses all its abilities but the mana ability (305.7).
    "params": {"zone": "battlefield", "object": {"types": ["Land"], "not_supertypes": ["Basic"]}},
}


def _breeding_pool(*objects: dict[str, Any], effects: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "players": AB,
        "objects": [
            card(
                "pool", "Breeding Pool", "Alice", "Land", zone="hand", subtypes=["Forest", "Island"]
            ),
            *objects,
        ],
        "effects": [preset_fx("pool", "breeding-pool"), *effects],
        "events": [{"kind": "move", "object": "pool", "to": "battlefield"}],
    }


def test_blood_moon_breeding_pool_enters_untapped_without_a_payment_today():
    """Blood Moon's ruling (2017-09-29, "a change from previous rulings"): "If a nonbasic
    land has an ability that causes it to enter the battlefield tapped, it will lose that
    ability before it applies. The same is also true of any other abilities that modify
    how a land enters the battlefield or apply 'as' a land enters." 614.12 checks the
    permanent "as it would exist on the battlefield, taking into account … continuous
    effects that already exist and would apply to the permanent": Breeding Pool enters
    untapped, nobody is asked to pay, Alice keeps her 20 life."""
    moon = card("moon", "Blood Moon", "Bob", "Enchantment")
    p = only(_breeding_pool(moon, effects=[BLOOD_MOON]))
    assert (p.zone("pool"), p.obj("pool")["tapped"], p.life("Alice"), p.choosers) == (
        "battlefield",
        False,
        20,
        (),
    )


def test_blood_moon_breeding_pool_asks_under_the_rules_of_2016():
    """Before that change (614.12 of 2016-11-11 checks the permanent with only the
    replacement effects already applied and the effects of spells that changed it on the
    stack; the judges' article "Blood Moon in a Modern Environment", 2013: "the land will
    still enter the battlefield tapped unless they choose to pay two life"): Alice pays 2
    and it enters untapped, or it enters tapped."""
    moon = card("moon", "Blood Moon", "Bob", "Enchantment")
    paths = walk(_breeding_pool(moon, effects=[BLOOD_MOON]), RULES_2016)
    got = {(p.obj("pool")["tapped"], p.life("Alice")) for p in paths}
    assert got == {(False, 18), (True, 20)}
    assert {p.choosers for p in paths} == {("Alice",)}


def test_blood_moon_leaves_a_creatures_own_entering_ability_alone():
    """Blood Moon affects nonbasic lands only: Scarwood Treefolk ("This creature enters
    tapped"), a creature, still enters tapped (614.12's example, with Yixlid Jailer)."""
    moon = card("moon", "Blood Moon", "Bob", "Enchantment")
    treefolk = card("treefolk", "Scarwood Treefolk", zone="hand", power=3, toughness=3)
    data = {
        "players": AB,
        "objects": [moon, treefolk],
        "effects": [BLOOD_MOON, preset_fx("treefolk", "scarwood-treefolk")],
        "events": [{"kind": "move", "object": "treefolk", "to": "battlefield"}],
    }
    assert only(data).obj("treefolk")["tapped"] is True


HUMILITY = {
    "id": "humility",
    "source": "humility",
    "controller": "Alice",
    "template": "lose_abilities",
    "label": "Humility",
    "params": {"zone": "battlefield", "object": {"types": ["Creature"]}},
}


def test_humility_leaves_rest_in_peace_working():
    """Humility: "All creatures lose all abilities and have base power and toughness 1/1."
    Bob's Rest in Peace is an enchantment, not a creature: its ability still works, and
    Alice's destroyed Grizzly Bears are exiled."""
    data = {
        "players": AB,
        "objects": [
            card("humility", "Humility", "Alice", "Enchantment"),
            card("rip", "Rest in Peace", "Bob", "Enchantment"),
            card("bears", "Grizzly Bears", power=2, toughness=2),
        ],
        "effects": [HUMILITY, preset_fx("rip", "rest-in-peace", "Bob")],
        "events": [{"kind": "destroy", "object": "bears"}],
    }
    assert only(data).zone("bears") == "exile"


def test_humility_takes_kalitas_ability_away():
    """With Humility, Bob's Kalitas, Traitor of Ghet is a creature with no abilities: Alice's
    destroyed Grizzly Bears go to her graveyard and Bob gets no Zombie (XMage
    ZoneChangeReplacementTest.testHumilityAndKumano, the same for Kumano's Pupils)."""
    data = {
        "players": AB,
        "objects": [
            card("humility", "Humility", "Alice", "Enchantment"),
            card("kalitas", "Kalitas, Traitor of Ghet", "Bob", power=3, toughness=4),
            card("bears", "Grizzly Bears", power=2, toughness=2),
        ],
        "effects": [HUMILITY, preset_fx("kalitas", "kalitas-traitor-of-ghet", "Bob")],
        "events": [{"kind": "destroy", "object": "bears"}],
    }
    p = only(data)
    assert p.zone("bears") == "graveyard"
    assert not [o for o in p.state["objects"] if o["token"]]


# Indestructible (702.12b): a destruction that can't happen ------------------------------------


def _indestructible(oid: str) -> dict[str, Any]:
    # Tamiyo's Safekeeping: "Target permanent you control gains hexproof and indestructible
    # until end of turn." 702.12b: "A permanent with indestructible can't be destroyed."
    return {
        "id": "safekeeping",
        "source": "safekeeping",
        "controller": "Alice",
        "origin": "resolution",
        "template": "cant",
        "params": {"event": "destroy", "object": {"id": oid}},
    }


SAFEKEEPING = card("safekeeping", "Tamiyo's Safekeeping", "Alice", "Instant", zone="graveyard")
MURDER = spell("murder", "Murder", "Bob", colors=["black"])
BY_MURDER = {"kind": "spell", "player": "Bob", "object": "murder"}


def test_indestructible_creature_with_umbra_armor_the_aura_stays():
    """The umbra armor (totem armor) rulings of 2010-06-15: "If a creature enchanted with an
    Aura that has totem armor is indestructible, lethal damage and effects that try to
    destroy it simply have no effect. Totem armor won't do anything because it won't have
    to." Alice's Bears with 1 damage, Hyena Umbra and Tamiyo's Safekeeping; Bob's Murder:
    the Bears stay with their damage, the Umbra stays on the battlefield, under either
    procedure (614.17c today)."""
    umbra = card(
        "umbra", "Hyena Umbra", "Alice", "Enchantment", subtypes=["Aura"], attached_to="bears"
    )
    armor = {
        "id": "umbra",
        "source": "umbra",
        "controller": "Alice",
        "template": "instead",
        "params": {
            "watch": {"event": "move", "object": {"id": "bears"}, "cause": "destroy"},
            "instead": [
                {"do": "remove_damage", "object": "affected"},
                {"do": "destroy", "object": "this"},
            ],
        },
    }
    data = {
        "players": AB,
        "objects": [
            card("bears", "Grizzly Bears", power=2, toughness=2, damage=1),
            umbra,
            SAFEKEEPING,
            MURDER,
        ],
        "effects": [armor, _indestructible("bears")],
        "events": [{"kind": "destroy", "object": "bears", "by": BY_MURDER}],
    }
    for procedure in (MODERN, OLD):
        p = only(data, procedure)
        assert (p.zone("bears"), p.damage("bears"), p.zone("umbra")) == (
            "battlefield",
            1,
            "battlefield",
        ), procedure


def test_indestructible_creature_under_rest_in_peace_and_kalitas_stays():
    """Bob's Wrath of God destroys Alice's indestructible Bears: they aren't destroyed
    (702.12b), so they are neither exiled by Bob's Rest in Peace nor by his Kalitas, and
    Bob gets no Zombie; nobody chooses (614.17c: an event that can't happen takes no
    replacement effect but a self-replacement one)."""
    data = {
        "players": AB,
        "objects": [
            card("bears", "Grizzly Bears", power=2, toughness=2),
            card("rip", "Rest in Peace", "Bob", "Enchantment"),
            card("kalitas", "Kalitas, Traitor of Ghet", "Bob", power=3, toughness=4),
            SAFEKEEPING,
            spell("wrath", "Wrath of God", "Bob", "Sorcery"),
        ],
        "effects": [
            preset_fx("rip", "rest-in-peace", "Bob"),
            preset_fx("kalitas", "kalitas-traitor-of-ghet", "Bob"),
            _indestructible("bears"),
        ],
        "events": [
            {
                "kind": "destroy",
                "object": "bears",
                "cant_be_regenerated": True,
                "by": {"kind": "spell", "player": "Bob", "object": "wrath"},
            }
        ],
    }
    p = only(data)
    assert (p.zone("bears"), p.choosers) == ("battlefield", ())
    assert not [o for o in p.state["objects"] if o["token"]]


def test_indestructible_creature_keeps_its_regeneration_shield_untapped():
    """A regeneration shield replaces a destruction (614.8); an indestructible permanent
    isn't destroyed (702.12b), so the shield has nothing to replace (614.17c): Alice's
    Bears, with a shield and Tamiyo's Safekeeping, stay untapped when Bob's Murder
    resolves (regenerating would tap them, 701.19a)."""
    regen = {
        "id": "regen",
        "source": "bears",
        "controller": "Alice",
        "origin": "resolution",
        "template": "regenerate",
        "params": {"object": "bears"},
    }
    data = {
        "players": AB,
        "objects": [card("bears", "Grizzly Bears", power=2, toughness=2), SAFEKEEPING, MURDER],
        "effects": [regen, _indestructible("bears")],
        "events": [{"kind": "destroy", "object": "bears", "by": BY_MURDER}],
    }
    p = only(data)
    assert (p.zone("bears"), p.obj("bears")["tapped"]) == ("battlefield", False)


def test_indestructible_doesnt_stop_a_sacrifice():
    """702.12b's reminder: indestructible permanents can still be sacrificed. Alice's
    Bears with Tamiyo's Safekeeping, sacrificed under Bob's Rest in Peace: exiled."""
    data = {
        "players": AB,
        "objects": [
            card("bears", "Grizzly Bears", power=2, toughness=2),
            card("rip", "Rest in Peace", "Bob", "Enchantment"),
            SAFEKEEPING,
        ],
        "effects": [preset_fx("rip", "rest-in-peace", "Bob"), _indestructible("bears")],
        "events": [{"kind": "move", "object": "bears", "to": "graveyard", "cause": "sacrifice"}],
    }
    assert only(data).zone("bears") == "exile"


# Counters a permanent enters with, under several effects (122.6) ----------------------------


def _ballista(x: int, *objects: dict[str, Any], effects: list[dict[str, Any]]) -> dict[str, Any]:
    ballista = card(
        "ballista",
        "Walking Ballista",
        "Alice",
        "Artifact",
        "Creature",
        zone="stack",
        power=0,
        toughness=0,
        x=x,
    )
    own = {
        "id": "ballista",
        "source": "ballista",
        "controller": "Alice",
        "template": "enter_with_counters",
        "params": {
            "object": {"this": True},
            "counter": "+1/+1",
            "count": {"for_each": {"x": "this"}},
        },
    }
    return {
        "players": AB,
        "objects": [ballista, *objects],
        "effects": [own, *effects],
        "events": [{"kind": "enter", "object": "ballista"}],
    }


SCALES = card("scales", "Hardened Scales", "Alice", "Enchantment")


def test_walking_ballista_x_two_hardened_scales_and_bobs_vorinclex_halving():
    """Alice's Walking Ballista (X = 2, "enters with X +1/+1 counters") and Hardened Scales;
    Bob's Vorinclex, Monstrous Raider ("If an opponent would put one or more counters on a
    permanent or player, they put half that many of each of those kinds of counters …
    instead, rounded down"). The counters it enters with are put on it by Alice, who
    controls it (122.6, 122.6a). Alice chooses the order (616.1): Scales first, 3 halved to
    1; Vorinclex first, 1 plus 1, 2."""
    vorinclex = card("vorinclex", "Vorinclex, Monstrous Raider", "Bob", power=6, toughness=6)
    data = _ballista(
        2,
        SCALES,
        vorinclex,
        effects=[
            preset_fx("scales", "hardened-scales"),
            preset_fx("vorinclex", "vorinclex-monstrous-raider-halve", "Bob"),
        ],
    )
    paths = walk(data)
    assert {p.counters("ballista") for p in paths} == {1, 2}
    assert {c for p in paths for c in p.choosers} == {"Alice"}


def test_walking_ballista_x_two_doubling_season_vorinclex_and_hardened_scales():
    """Alice's Doubling Season ("If an effect would put one or more counters on a permanent
    you control, it puts twice that many"), Vorinclex ("If you would put one or more
    counters on a permanent or player, put twice that many") and Hardened Scales; Walking
    Ballista with X = 2 enters. Alice orders them (616.1, 616.1f): Scales first, 3 x 2 x 2
    = 12; Scales second, (4 + 1) x 2 = 10; Scales last, 8 + 1 = 9."""
    season = card("season", "Doubling Season", "Alice", "Enchantment")
    vorinclex = card("vorinclex", "Vorinclex, Monstrous Raider", power=6, toughness=6)
    data = _ballista(
        2,
        SCALES,
        season,
        vorinclex,
        effects=[
            preset_fx("scales", "hardened-scales"),
            preset_fx("season", "doubling-season-counters"),
            preset_fx("vorinclex", "vorinclex-monstrous-raider"),
        ],
    )
    paths = walk(data)
    assert {p.counters("ballista") for p in paths} == {9, 10, 12}
    assert {c for p in paths for c in p.choosers} == {"Alice"}


# A commander exiled by Rest in Peace (903.9) ------------------------------------------------


def _commander_under_rip(watched: tuple[str, ...]) -> dict[str, Any]:
    effects = [preset_fx("rip", "rest-in-peace", "Bob")]
    for to in watched:
        effects.append(
            {
                "id": f"command-{to}",
                "source": "cmdr",
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
        "players": AB,
        "objects": [
            card("cmdr", "Omnath, Locus of Mana", power=1, toughness=1, supertypes=["Legendary"]),
            card("rip", "Rest in Peace", "Bob", "Enchantment"),
        ],
        "effects": effects,
        "events": [{"kind": "destroy", "object": "cmdr"}],
    }


def test_commander_destroyed_under_rest_in_peace_today_is_exiled():
    """Today 903.9b replaces only a commander's move to a hand or a library; a commander put
    into exile stays there until its owner moves it by the state-based action of 903.9a,
    which the resolver doesn't model. Bob's Rest in Peace exiles Alice's destroyed
    commander, with nothing to choose."""
    p = only(_commander_under_rip(("hand", "library")))
    assert (p.zone("cmdr"), p.choosers) == ("exile", ())


def test_commander_destroyed_under_rest_in_peace_in_2019_may_go_to_the_command_zone():
    """The rules of 2019 (903.9: "If a commander would be exiled from anywhere or put into
    its owner's hand, graveyard, or library from anywhere, its owner may put it into the
    command zone instead"): the commander rule's replacement and Rest in Peace both apply
    to the destruction; Alice chooses (616.1). Rest in Peace first, the commander would be
    exiled, and the commander rule may still send it to the command zone. It ends in exile
    or in the command zone."""
    paths = walk(_commander_under_rip(("hand", "library", "graveyard", "exile")), RULES_2019)
    assert {p.zone("cmdr") for p in paths} == {"exile", "command"}
    assert {p.choosers[0] for p in paths} == {"Alice"}
    via_rip = [p for p in paths if p.choices[0] == "apply:rip"]
    assert {p.zone("cmdr") for p in via_rip} == {"exile", "command"}


# A gain of life that can't happen (215.7 from 2008-05-01) -----------------------------------


def test_lich_under_sulfuric_vortex_draws_nothing_from_2008_05_01():
    """Alice's Lich ("If you would gain life, draw that many cards instead") and Bob's
    Sulfuric Vortex ("Players can't gain life"); Alice would gain 3 life. From 2008-05-01,
    "a replacement effect that would replace a life gain event affecting that player won't
    do anything" (215.7; 119.7 today): she neither gains nor draws. Under 2008-02-01 no rule
    said so, and before 614.17c (2017) an effect on an event that can't happen was applied
    as usual: Lich replaces the gain with three draws."""
    lich = {
        "id": "lich",
        "source": "lich",
        "controller": "Alice",
        "template": "instead",
        "params": {
            "watch": {"event": "gain_life", "player": "you"},
            "instead": [{"do": "draw", "player": "you", "count": "that_many"}],
        },
    }
    data = {
        "players": players("Alice", "Bob", Alice={"library": ["Island", "Swamp", "Forest"]}),
        "objects": [
            card("lich", "Lich", "Alice", "Enchantment"),
            card("vortex", "Sulfuric Vortex", "Bob", "Enchantment"),
        ],
        "effects": [lich, preset_fx("vortex", "sulfuric-vortex", "Bob")],
        "events": [{"kind": "gain_life", "player": "Alice", "amount": 3}],
    }
    for procedure, hand in ((MODERN, 0), ("2008-05-01", 0), (OLD, 3)):
        p = only(data, procedure)
        assert (len(p.player("Alice")["hand"]), p.life("Alice")) == (hand, 20), procedure


# Tokens and cards -----------------------------------------------------------------------------


def test_leyline_of_the_void_leaves_a_token_alone_rest_in_peace_doesnt():
    """Leyline of the Void: "If a card would be put into an opponent's graveyard from
    anywhere, exile it instead." A token isn't a card (111.1, 111.4): Bob's destroyed Soldier
    token goes to his graveyard under Alice's Leyline. Rest in Peace says "card or token",
    and exiles it."""
    token = card("tok", "Soldier", "Bob", token=True, power=1, toughness=1)
    for effect, obj, zone in (
        (
            preset_fx("ley", "leyline-of-the-void"),
            card("ley", "Leyline of the Void", "Alice", "Enchantment"),
            "graveyard",
        ),
        (
            preset_fx("rip", "rest-in-peace"),
            card("rip", "Rest in Peace", "Alice", "Enchantment"),
            "exile",
        ),
    ):
        data = {
            "players": AB,
            "objects": [token, obj],
            "effects": [effect],
            "events": [{"kind": "destroy", "object": "tok"}],
        }
        assert only(data).zone("tok") == zone


# More entering and drawing ------------------------------------------------------------------


def test_thalia_heretic_cathar_and_breeding_pool_tapped_whatever_alice_pays():
    """Bob's Thalia, Heretic Cathar ("Creatures and nonbasic lands your opponents control
    enter tapped"); Alice plays Breeding Pool ("As this land enters, you may pay 2 life. If
    you don't, it enters tapped"). The judges' Rules Tips of 2016-08 ("Thalia and
    Shocklands"): each effect applies on its own, "it is legal (and pointless!) for them to
    pay that 2 life": the land enters tapped whether Alice pays (18 life) or not (20).
    Alice, who would control it, makes the choices (616.1)."""
    thalia_lands = {
        "id": "thalia",
        "source": "thalia",
        "controller": "Bob",
        "template": "enter_tapped",
        "label": "Thalia, Heretic Cathar",
        "params": {
            "object": {"types": ["Land"], "not_supertypes": ["Basic"], "controller": "opponent"}
        },
    }
    thalia = card("thalia", "Thalia, Heretic Cathar", "Bob", power=3, toughness=2)
    paths = walk(_breeding_pool(thalia, effects=[thalia_lands]))
    got = {(p.obj("pool")["tapped"], p.life("Alice")) for p in paths}
    assert got == {(True, 18), (True, 20)}
    assert {c for p in paths for c in p.choosers} == {"Alice"}


def test_hullbreacher_and_laboratory_maniac_alice_chooses_win_or_treasure():
    """Bob's Hullbreacher ("If an opponent would draw a card except the first one they draw
    in each of their draw steps, instead you create a Treasure token") and Alice's
    Laboratory Maniac; Alice, with no library, would draw a card outside her draw step.
    Both replace the draw; Alice, the player drawing, chooses (616.1). The Maniac first:
    she wins. Hullbreacher first: Bob creates a Treasure and no draw is left for the
    Maniac (616.1f): she doesn't win, and didn't draw from her empty library."""
    breacher, breacher_fx = read(
        "Hullbreacher", HULLBREACHER, "Bob", type_line="Creature — Merfolk Pirate"
    )
    data = _maniac([], breacher, extra=breacher_fx)
    paths = walk(data)
    got = {
        (
            p.player("Alice")["won"],
            sum(1 for o in p.state["objects"] if o["name"] == "Treasure"),
        )
        for p in paths
    }
    assert got == {(True, 0), (False, 1)}
    assert {p.choosers for p in paths} == {("Alice",)}


def test_a_destroy_cant_naming_a_player_is_refused_with_its_path():
    """Indestructible names permanents (702.12b): a "can't be destroyed" effect with a
    player filter is refused, with the path and what to write instead."""
    fx = {**_indestructible("bears"), "params": {"event": "destroy", "player": "you"}}
    data = {
        "version": 1,
        "players": AB,
        "objects": [card("bears", "Grizzly Bears"), SAFEKEEPING],
        "effects": [fx],
        "events": [{"kind": "destroy", "object": "bears"}],
    }
    with pytest.raises(ScenarioError) as caught:
        Scenario.from_dict(data)
    assert "effects[0].params.player" in str(caught.value)
    assert "object" in str(caught.value)


def test_notion_thief_and_hullbreacher_alice_chooses_which_replaces_her_draw():
    """Bob's Notion Thief ("If an opponent would draw a card except the first one they draw
    in each of their draw steps, instead that player skips that draw and you draw a card")
    and Hullbreacher (the same draw, "instead you create a Treasure token"); Alice would
    draw outside her draw step. Alice, the player drawing, chooses (616.1): Bob draws a
    card (his own draw, which Hullbreacher doesn't watch), or Bob creates a Treasure. Alice
    draws nothing either way."""
    breacher, breacher_fx = read(
        "Hullbreacher", HULLBREACHER, "Bob", type_line="Creature — Merfolk Pirate"
    )
    data = {
        "players": players(
            "Alice", "Bob", Alice={"library": ["Island"]}, Bob={"library": ["Swamp"]}
        ),
        "objects": [breacher, card("thief", "Notion Thief", "Bob", power=3, toughness=1)],
        "effects": [*breacher_fx, preset_fx("thief", "notion-thief", "Bob")],
        "events": [{"kind": "draw", "player": "Alice"}],
    }
    paths = walk(data)
    got = {
        (
            len(p.player("Alice")["hand"]),
            len(p.player("Bob")["hand"]),
            sum(1 for o in p.state["objects"] if o["name"] == "Treasure"),
        )
        for p in paths
    }
    assert got == {(0, 1, 0), (0, 0, 1)}
    assert {p.choosers for p in paths} == {("Alice",)}


# Shields, redirections and doublers meeting several damage events ---------------------------


def test_healing_salve_and_furnace_of_rath_two_attackers_at_once():
    """Alice's Healing Salve on herself ("Prevent the next 3 damage") and Bob's Furnace of
    Rath; two of Bob's Grizzly Bears deal Alice 2 combat damage each, at the same time.
    615.7: "If damage would be dealt to the shielded … player by two or more applicable
    sources at the same time, the player … chooses which damage the shield prevents", and
    Alice orders the effects on each (616.1). The first Bears' damage doubled then 3 of it
    prevented leaves 1, the other's doubled 4: 5. The shield first on one, all 2 prevented
    (nothing left to double, 614.7a) and 1 left for the other: on its 2 first, 1 doubled
    to 2; on its doubled 4, 3. She is dealt 2, 3 or 5."""
    bears = [
        card(f"bears{n}", "Grizzly Bears", "Bob", power=2, toughness=2, combat="unblocked")
        for n in (1, 2)
    ]
    data = {
        "players": AB,
        "objects": [
            *bears,
            card("salve", "Healing Salve", "Alice", "Instant", zone="graveyard"),
            card("furnace", "Furnace of Rath", "Bob", "Enchantment"),
        ],
        "effects": [
            preset_fx(
                "salve",
                "healing-salve",
                origin="resolution",
                params={"recipient": {"player": "Alice"}},
            ),
            preset_fx("furnace", "furnace-of-rath", "Bob"),
        ],
        "events": [
            dmg("bears1", "Alice", 2, combat=True),
            dmg("bears2", "Alice", 2, combat=True),
        ],
    }
    for procedure in (MODERN, OLD):
        paths = walk(data, procedure)
        assert {20 - p.life("Alice") for p in paths} == {2, 3, 5}, procedure
        assert {c for p in paths for c in p.choosers} == {"Alice"}


def test_healing_salve_pariah_and_palisade_giant_2008_and_today():
    """Alice's Healing Salve on herself, Pariah on her Grizzly Bears ("All damage that would
    be dealt to you is dealt to enchanted creature instead") and Palisade Giant ("… to you
    or another permanent you control is dealt to Palisade Giant instead"); Bob's Lava Axe
    would deal her 5. Alice chooses each time (616.1, 616.2; 419.9a-b in 2008). The Salve
    first: 3 prevented, and the 2 left goes to the Giant (through the Bears or at once).
    Pariah or the Giant first: the shield, on Alice, no longer applies, and the Giant is
    dealt 5 (from the Bears, the Giant takes it: they are another permanent she controls).
    The Bears are never dealt damage; Alice loses no life."""
    pariah = card(
        "pariah", "Pariah", "Alice", "Enchantment", subtypes=["Aura"], attached_to="bears"
    )
    data = {
        "players": AB,
        "objects": [
            pariah,
            card("bears", "Grizzly Bears", power=2, toughness=2),
            card("giant", "Palisade Giant", power=2, toughness=7),
            card("salve", "Healing Salve", "Alice", "Instant", zone="graveyard"),
            spell("axe", "Lava Axe", "Bob", "Sorcery", colors=["red"]),
        ],
        "effects": [
            preset_fx("pariah", "pariah"),
            preset_fx("giant", "palisade-giant"),
            preset_fx(
                "salve",
                "healing-salve",
                origin="resolution",
                params={"recipient": {"player": "Alice"}},
            ),
        ],
        "events": [dmg("axe", "Alice", 5)],
    }
    for procedure in (MODERN, OLD):
        paths = walk(data, procedure)
        got = {(p.damage("giant"), p.damage("bears"), p.life("Alice")) for p in paths}
        assert got == {(2, 0, 20), (5, 0, 20)}, procedure
        assert {c for p in paths for c in p.choosers} == {"Alice"}


def test_jace_wielder_of_mysteries_and_laboratory_maniac_alice_wins_by_either():
    """Alice's Jace, Wielder of Mysteries and Laboratory Maniac have the same replacement
    ("If you would draw a card while your library has no cards in it, you win the game
    instead"); Alice, with no library, would draw. She chooses which applies (616.1), the
    other then has no draw to replace (616.1f): she wins either way, with one of two
    choices."""
    jace, jace_fx = read(
        "Jace, Wielder of Mysteries",
        "Whenever you activate a loyalty ability of Jace, Wielder of Mysteries, draw a card.\n"
        "If you would draw a card while your library has no cards in it, you win the game "
        "instead.\n+1: Target player mills two cards. Draw a card.\n-8: Draw seven cards. "
        "Then if your library has no cards in it, you win the game.",
        type_line="Legendary Planeswalker — Jace",
    )
    paths = walk(_maniac([], jace, extra=jace_fx))
    assert {p.player("Alice")["won"] for p in paths} == {True}
    assert len(paths) == 2 and {p.choosers for p in paths} == {("Alice",)}


def test_a_spells_own_replacement_comes_before_a_shield_fiery_impulse():
    """Fiery Impulse: "Fiery Impulse deals 2 damage to target creature. Spell mastery — If
    there are two or more instant and/or sorcery cards in your graveyard, Fiery Impulse
    deals 3 damage to that creature instead." A self-replacement effect, though written as
    a separate ability after an ability word (614.15): it must be applied first (616.1a;
    419.6d in 2008). Bob's Grizzly Bears have his Healing Salve's shield (3): the spell's 3
    is all prevented, and nobody chooses: the Salve first, 2 prevented and then "3 instead",
    isn't a legal order."""
    data = {
        "players": AB,
        "objects": [
            card("bears", "Grizzly Bears", "Bob", power=2, toughness=2),
            card("salve", "Healing Salve", "Bob", "Instant", zone="graveyard"),
            spell("impulse", "Fiery Impulse", "Alice", colors=["red"]),
        ],
        "effects": [
            {
                "id": "mastery",
                "source": "impulse",
                "controller": "Alice",
                "template": "set_amount",
                "origin": "resolution",
                "self_replacement": True,
                "label": "Fiery Impulse (spell mastery)",
                "params": {"amount": 3},
            },
            preset_fx(
                "salve",
                "healing-salve",
                "Bob",
                origin="resolution",
                params={"recipient": {"object": {"id": "bears"}}},
            ),
        ],
        "events": [dmg("impulse", "bears", 2)],
    }
    for procedure in (MODERN, OLD):
        p = only(data, procedure)
        assert (p.damage("bears"), p.choosers) == (0, ()), procedure
        assert {"mastery", "salve"} <= p.forced
