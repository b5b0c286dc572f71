"""Held-out interactions of real cards, read from their Oracle text as a judge would paste
it (the card-text reader makes the effects), or written in the format where the reader
leaves a wording out: damage changed and prevented in some order, who chooses that order
once a redirection has changed the affected object, optional prevention, entering with
counters and as a copy, and draws replaced by tokens. Each test cites the rule, the
official ruling or the other engine's test its expected values come from; none comes
from the code's output."""

from __future__ import annotations

from typing import Any

from rules.cardtext import bind_targets, parse_card

from .heldout_walk import MODERN, OLD, only, walk
from .helpers import AB, card, dmg, players

FURNACE = (
    "If a source would deal damage to a permanent or player, it deals double that damage to "
    "that permanent or player instead."
)
VIGOR = (
    "Trample\nIf damage would be dealt to a creature you control other than Vigor, prevent "
    "that damage. Put a +1/+1 counter on that creature for each 1 damage prevented this way.\n"
    "When Vigor is put into a graveyard from anywhere, shuffle it into its owner's library."
)
PALISADE = (
    "All damage that would be dealt to you or another permanent you control is dealt to "
    "Palisade Giant instead."
)
HARDENED_SCALES = (
    "If one or more +1/+1 counters would be put on a creature you control, that many plus "
    "one +1/+1 counters are put on it instead."
)
LEYLINE = (
    "If Leyline of the Void is in your opening hand, you may begin the game with it on the "
    "battlefield.\nIf a card would be put into an opponent's graveyard from anywhere, exile "
    "it instead."
)
ESSENCE = card(
    "essence",
    "Essence of the Wild",
    "Alice",
    subtypes=["Avatar"],
    colors=["green"],
    power=6,
    toughness=6,
)
ESSENCE_FX = {
    "id": "ess",
    "source": "essence",
    "controller": "Alice",
    "preset": "essence-of-the-wild",
}


def read(
    name: str, text: str, controller: str = "Alice", type_line: str | None = None, **fields: Any
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A card as the judge pastes it: its object (with ``fields`` over it) and its effects,
    every sentence of replacement or prevention understood."""
    parsed = parse_card(name=name, text=text, controller=controller, type_line=type_line)
    assert parsed.whole, parsed.unparsed
    return {**parsed.object, **fields}, list(parsed.effects)


def spell(oid: str, name: str, owner: str, kind: str = "Instant", **kw: Any) -> dict[str, Any]:
    return card(oid, name, owner, kind, zone="stack", **kw)


# Damage changed in some order (616.1) ----------------------------------------------------


def test_divine_presence_and_furnace_of_rath_two_damage_has_one_result():
    """Divine Presence ("If a source would deal 4 or more damage to a permanent or player,
    that source deals 3 damage … instead") doesn't apply to Bob's 2 damage; Furnace of Rath
    doubles it to 4, and then Divine Presence applies (616.2: an effect can become
    applicable once another has modified the event; 419.9b in 2008). No one chooses: Carol's
    Bears are dealt 3."""
    presence, presence_fx = read(
        "Divine Presence",
        "If a source would deal 4 or more damage to a permanent or player, that source deals 3 "
        "damage to that permanent or player instead.",
        type_line="Enchantment",
    )
    furnace, furnace_fx = read("Furnace of Rath", FURNACE, "Bob", type_line="Enchantment")
    bears = card("bears", "Grizzly Bears", "Carol", power=2, toughness=2)
    for amount, expected in ((2, {3}), (5, {3, 6})):
        data = {
            "players": players("Alice", "Bob", "Carol"),
            "objects": [presence, furnace, bears, spell("src", "Shivan Meteor", "Bob", "Sorcery")],
            "effects": [*presence_fx, *furnace_fx],
            "events": [dmg("src", "bears", amount)],
        }
        for procedure in (MODERN, OLD):
            paths = walk(data, procedure)
            assert {p.damage("bears") for p in paths} == expected, (amount, procedure)
            # 616.1 (419.9a): the affected creature's controller chooses, when anyone does.
            assert {c for p in paths for c in p.choosers} <= {"Carol"}
            if amount == 2:
                assert paths[0].choosers == ()


def test_furnace_of_rath_and_mending_hands_the_player_dealt_damage_chooses():
    """Furnace of Rath's ruling (2005-08-01): a spell would deal 5 damage to a player who
    cast Mending Hands ("Prevent the next 4 damage that would be dealt to any target this
    turn") on themselves; that player either prevents 4 first and takes 2, or doubles first
    and takes 6."""
    furnace, furnace_fx = read("Furnace of Rath", FURNACE, "Bob", type_line="Enchantment")
    hands = card("hands", "Mending Hands", "Alice", "Instant", zone="graveyard", colors=["white"])
    shield = {
        "id": "hands",
        "source": "hands",
        "controller": "Alice",
        "origin": "resolution",
        "template": "prevent",
        "params": {"amount": 4, "shield": True, "recipient": {"player": "Alice"}},
    }
    data = {
        "players": AB,
        "objects": [furnace, hands, spell("blast", "Lava Axe", "Bob", "Sorcery", colors=["red"])],
        "effects": [*furnace_fx, shield],
        "events": [dmg("blast", "Alice", 5)],
    }
    for procedure in (MODERN, OLD):
        paths = walk(data, procedure)
        assert {20 - p.life("Alice") for p in paths} == {2, 6}, procedure
        assert {p.choosers[0] for p in paths} == {"Alice"}


def test_gisela_and_angraths_marauders_the_player_dealt_damage_chooses():
    """Alice's Angrath's Marauders ("If a source you control would deal damage to a
    permanent or player, it deals double that damage … instead") and Bob's Gisela, Blade of
    Goldnight ("If a source would deal damage to you …, prevent half that damage, rounded
    up"). Alice's Lightning Bolt at Bob: Bob, the player dealt damage, chooses (616.1):
    doubled to 6 then halved, 3; or 2 of the 3 prevented first and the 1 left doubled, 2."""
    gisela, gisela_fx = read(
        "Gisela, Blade of Goldnight",
        "Flying, first strike\nIf a source would deal damage to an opponent or a permanent an "
        "opponent controls, that source deals double that damage to that player or permanent "
        "instead.\nIf a source would deal damage to you or a permanent you control, prevent "
        "half that damage, rounded up.",
        "Bob",
        type_line="Legendary Creature — Angel",
    )
    marauders, marauders_fx = read(
        "Angrath's Marauders",
        "If a source you control would deal damage to a permanent or player, it deals double "
        "that damage to that permanent or player instead.",
        type_line="Creature — Human Pirate",
    )
    data = {
        "players": AB,
        "objects": [gisela, marauders, spell("bolt", "Lightning Bolt", "Alice", colors=["red"])],
        "effects": [*gisela_fx, *marauders_fx],
        "events": [dmg("bolt", "Bob", 3)],
    }
    paths = walk(data)
    assert {20 - p.life("Bob") for p in paths} == {2, 3}
    assert {p.choosers for p in paths} == {("Bob",)}


def test_lashknife_barrier_and_furnace_of_rath_reduced_to_nothing_first():
    """Lashknife Barrier ("If a source would deal damage to a creature you control, it deals
    that much damage minus 1 to that creature instead") and Bob's Furnace of Rath; a ping of
    1 at Alice's Bears. Alice chooses (616.1): the Barrier first leaves 0, and a source that
    would deal 0 damage deals none (120.8), so the Furnace has nothing to double; the
    Furnace first makes 2, and the Barrier leaves 1."""
    barrier, barrier_fx = read(
        "Lashknife Barrier",
        "When Lashknife Barrier enters the battlefield, draw a card.\nIf a source would deal "
        "damage to a creature you control, it deals that much damage minus 1 to that creature "
        "instead.",
        type_line="Enchantment",
    )
    furnace, furnace_fx = read("Furnace of Rath", FURNACE, "Bob", type_line="Enchantment")
    pinger = card("pinger", "Prodigal Pyromancer", "Bob", power=1, toughness=1)
    data = {
        "players": AB,
        "objects": [barrier, furnace, card("bears", "Grizzly Bears", power=2, toughness=2), pinger],
        "effects": [*barrier_fx, *furnace_fx],
        "events": [dmg("pinger", "bears", 1)],
    }
    paths = walk(data)
    assert {p.damage("bears") for p in paths} == {0, 1}
    assert {p.choosers for p in paths} == {("Alice",)}


def test_solphim_doubles_only_noncombat_damage():
    """Solphim, Mayhem Dominus: "If a source you control would deal noncombat damage to an
    opponent or a permanent an opponent controls, it deals double that damage … instead."
    Alice's Bears' combat damage (2) and her Shock (2) to Bob at once: 2 + 4."""
    solphim, solphim_fx = read(
        "Solphim, Mayhem Dominus",
        "If a source you control would deal noncombat damage to an opponent or a permanent an "
        "opponent controls, it deals double that damage to that player or permanent instead.\n"
        "{1}{R/H}{R/H}, Discard two cards: Put an indestructible counter on Solphim, Mayhem "
        "Dominus. ({R/H} can be paid with either {R} or 2 life.)",
        type_line="Legendary Creature — Phyrexian Horror",
    )
    bears = card("bears", "Grizzly Bears", power=2, toughness=2, combat="unblocked")
    data = {
        "players": AB,
        "objects": [solphim, bears, spell("shock", "Shock", "Alice", colors=["red"])],
        "effects": solphim_fx,
        "events": [dmg("bears", "Bob", 2, combat=True), dmg("shock", "Bob", 2)],
    }
    assert only(data).life("Bob") == 14


# Prevention ------------------------------------------------------------------------------


def test_energy_field_prevents_only_damage_from_sources_you_dont_control():
    """Energy Field: "Prevent all damage that would be dealt to you by sources you don't
    control." Bob's Shock and Alice's own Shock at Alice at once: only Bob's is prevented
    (615.1)."""
    field, field_fx = read(
        "Energy Field",
        "Prevent all damage that would be dealt to you by sources you don't control.\nWhen a "
        "card is put into your graveyard from anywhere, sacrifice Energy Field.",
        type_line="Enchantment",
    )
    data = {
        "players": AB,
        "objects": [field, spell("s1", "Shock", "Bob"), spell("s2", "Shock", "Alice")],
        "effects": field_fx,
        "events": [dmg("s1", "Alice", 2), dmg("s2", "Alice", 2)],
    }
    assert only(data).life("Alice") == 18


def _alchemist(n: int) -> dict[str, Any]:
    # "If a source would deal damage to a player, you may prevent X of that damage, where X
    # is the number of Clerics you control": X counted by the judge (two Clerics here), the
    # "you may" an optional effect. The reader leaves this X out (a count it doesn't read).
    return {
        "id": f"alchemist{n}",
        "source": f"alchemist{n}",
        "controller": "Alice",
        "template": "prevent",
        "optional": True,
        "params": {"amount": 2, "recipient": {"player": "any"}},
    }


def test_two_battletide_alchemists_the_player_dealt_damage_orders_the_controller_may():
    """XMage BattletideAlchemistTest: Alice controls two Battletide Alchemists (two Clerics)
    and her Boltwave deals 3 to Bob. Bob, the player dealt damage, chooses which applies
    first (616.1); Alice, whose effects they are, chooses for each whether to prevent
    ("you may"). Preventing with the first and not the second leaves 1 (XMage: Bob at 17
    after 2 earlier); both: none; neither: 3."""
    alchemists = [
        card(f"alchemist{n}", "Battletide Alchemist", subtypes=["Kithkin", "Cleric"])
        for n in (1, 2)
    ]
    data = {
        "players": AB,
        "objects": [*alchemists, spell("boltwave", "Boltwave", "Alice", "Sorcery", colors=["red"])],
        "effects": [_alchemist(1), _alchemist(2)],
        "events": [dmg("boltwave", "Bob", 3)],
    }
    paths = walk(data)
    assert {20 - p.life("Bob") for p in paths} == {0, 1, 3}
    for p in paths:
        assert p.choosers[0] == "Bob" and set(p.choosers[1:]) == {"Alice"}, p.choices


def test_vigor_and_furnace_of_rath_counters_for_the_doubled_damage():
    """Vigor prevents damage to Alice's other creatures and puts a +1/+1 counter for each 1
    prevented (615.5); with Bob's Furnace of Rath, Alice, the Bears' controller, chooses the
    order (616.1): Vigor first prevents 2 (two counters), the Furnace first makes 4 for Vigor
    to prevent (four counters)."""
    vigor, vigor_fx = read("Vigor", VIGOR, type_line="Creature — Elemental Incarnation")
    furnace, furnace_fx = read("Furnace of Rath", FURNACE, "Bob", type_line="Enchantment")
    data = {
        "players": AB,
        "objects": [
            vigor,
            furnace,
            card("bears", "Grizzly Bears", power=2, toughness=2),
            spell("shock", "Shock", "Bob"),
        ],
        "effects": [*vigor_fx, *furnace_fx],
        "events": [dmg("shock", "bears", 2)],
    }
    paths = walk(data)
    assert {(p.damage("bears"), p.counters("bears")) for p in paths} == {(0, 2), (0, 4)}
    assert {p.choosers for p in paths} == {("Alice",)}


# Redirection, and who chooses after it ---------------------------------------------------


def test_pariahs_shield_and_palisade_giant_the_damage_ends_on_the_giant():
    """Pariah's Shield ("All damage that would be dealt to you is dealt to equipped creature
    instead") on Alice's Bears, and her Palisade Giant ("… to you or another permanent you
    control is dealt to Palisade Giant instead"). Bob's Lightning Bolt at Alice: the Giant
    first takes it at once; the Shield first sends it to the Bears, and the Giant then takes
    it from them (616.2; each applies once, 614.5). The Giant is dealt 3 either way."""
    shield, shield_fx = read(
        "Pariah's Shield",
        "All damage that would be dealt to you is dealt to equipped creature instead.\nEquip {3}",
        type_line="Artifact — Equipment",
    )
    giant, giant_fx = read("Palisade Giant", PALISADE, type_line="Creature — Giant Soldier")
    data = {
        "players": AB,
        "objects": [
            shield,
            giant,
            card("bears", "Grizzly Bears", power=2, toughness=2),
            spell("bolt", "Lightning Bolt", "Bob", colors=["red"]),
        ],
        "effects": [*bind_targets(shield_fx, {"equipped-creature": "bears"}), *giant_fx],
        "events": [dmg("bolt", "Alice", 3)],
    }
    for procedure in (MODERN, OLD):
        for p in walk(data, procedure):
            assert (p.damage("palisade-giant"), p.damage("bears"), p.life("Alice")) == (3, 0, 20)


def test_palisade_giant_and_vigor_the_counters_go_where_the_damage_is_prevented():
    """Alice's Palisade Giant and Vigor; Bob's Lightning Bolt at her Bears. Alice chooses
    (616.1): Vigor first prevents the 3 to the Bears, three counters on them; the Giant first
    takes the damage, and Vigor prevents it there: three counters on the Giant (615.5)."""
    giant, giant_fx = read("Palisade Giant", PALISADE, type_line="Creature — Giant Soldier")
    vigor, vigor_fx = read("Vigor", VIGOR, type_line="Creature — Elemental Incarnation")
    data = {
        "players": AB,
        "objects": [
            giant,
            vigor,
            card("bears", "Grizzly Bears", power=2, toughness=2),
            spell("bolt", "Lightning Bolt", "Bob", colors=["red"]),
        ],
        "effects": [*giant_fx, *vigor_fx],
        "events": [dmg("bolt", "bears", 3)],
    }
    got = {(p.counters("bears"), p.counters("palisade-giant")) for p in walk(data)}
    assert got == {(3, 0), (0, 3)}


def test_after_a_redirection_the_new_affected_objects_controller_chooses():
    """Alice's Pariah ("All damage that would be dealt to you is dealt to enchanted creature
    instead") enchants Bob's Bears; Bob controls Furnace of Rath and Vigor. Bob's Shock at
    Alice: Alice, the affected player, chooses first (616.1). Once Pariah sends the damage
    to the Bears, Bob, the controller of the creature it now affects, chooses between the
    Furnace and Vigor (616.1, 616.1e): two counters or four."""
    pariah, pariah_fx = read(
        "Pariah",
        "Enchant creature\nAll damage that would be dealt to you is dealt to enchanted "
        "creature instead.",
        type_line="Enchantment — Aura",
    )
    furnace, furnace_fx = read("Furnace of Rath", FURNACE, "Bob", type_line="Enchantment")
    vigor, vigor_fx = read("Vigor", VIGOR, "Bob", type_line="Creature — Elemental Incarnation")
    data = {
        "players": AB,
        "objects": [
            pariah,
            furnace,
            vigor,
            card("bears", "Grizzly Bears", "Bob", power=2, toughness=2),
            spell("shock", "Shock", "Bob"),
        ],
        "effects": [
            *bind_targets(pariah_fx, {"enchanted-creature": "bears"}),
            *furnace_fx,
            *vigor_fx,
        ],
        "events": [dmg("shock", "Alice", 2)],
    }
    for procedure in (MODERN, OLD):
        paths = walk(data, procedure)
        assert {p.counters("bears") for p in paths} == {2, 4}
        assert all(p.life("Alice") == 20 and p.damage("bears") == 0 for p in paths)
        after_pariah = [p for p in paths if p.choices[0] == "apply:pariah"]
        assert {p.choosers for p in after_pariah} == {("Alice", "Bob")}, procedure


# Shield counters (122.1c) ----------------------------------------------------------------

# "One or more shield counters on a permanent create a single replacement effect and a
# single prevention effect that protect the permanent. These effects are 'If this permanent
# would be destroyed as the result of an effect, instead remove a shield counter from it'
# and 'If damage would be dealt to this permanent, prevent that damage and remove a shield
# counter from it.'" (122.1c), written for Disciplined Duelist's counter.
SHIELD_FX = [
    {
        "id": "shield-damage",
        "source": "duelist",
        "controller": "Alice",
        "template": "prevent",
        "params": {
            "amount": "all",
            "recipient": {"object": {"this": True}},
            "then": [{"do": "remove_counters", "object": "affected", "counter": "shield"}],
        },
    },
    {
        "id": "shield-destroy",
        "source": "duelist",
        "controller": "Alice",
        "template": "instead",
        "params": {
            "watch": {
                "event": "move",
                "object": {"this": True},
                "cause": "destroy",
                "by": {"not_kind": ["rule"]},
            },
            "instead": [{"do": "remove_counters", "object": "affected", "counter": "shield"}],
        },
    },
]
DUELIST = card("duelist", "Disciplined Duelist", power=2, toughness=1, counters={"shield": 1})


def test_a_shield_counter_and_damage_that_cant_be_prevented():
    """XMage ShieldCounterTest ("Effects that say 'Damage can't be prevented' should both
    remove the shield counter and deal damage"): with Bob's Leyline of Punishment ("Damage
    can't be prevented"), his Lightning Bolt is dealt to the Duelist, and the prevention
    effect's additional effect, removing the counter, still happens (615.12)."""
    leyline, leyline_fx = read(
        "Leyline of Punishment",
        "If Leyline of Punishment is in your opening hand, you may begin the game with it on "
        "the battlefield.\nPlayers can't gain life.\nDamage can't be prevented.",
        "Bob",
        type_line="Enchantment",
    )
    data = {
        "players": AB,
        "objects": [DUELIST, leyline, spell("bolt", "Lightning Bolt", "Bob", colors=["red"])],
        "effects": [*SHIELD_FX, *leyline_fx],
        "events": [dmg("bolt", "duelist", 3)],
    }
    p = only(data)
    assert (p.damage("duelist"), p.counters("duelist", "shield")) == (3, 0)


def test_a_shield_counter_stops_an_effects_destruction_not_a_state_based_action():
    """122.1c: only destruction "as the result of an effect". Bob's Murder: the counter is
    removed and the Duelist stays (XMage ShieldCounterTest.testDestroyEffect). Destroyed by
    a rule (704.5g, lethal damage): the counter doesn't apply."""
    murder = spell("murder", "Murder", "Bob", colors=["black"])
    by_spell = {"kind": "spell", "player": "Bob", "object": "murder"}
    for by, zone, left in ((by_spell, "battlefield", 0), ({"kind": "rule"}, "graveyard", 1)):
        data = {
            "players": AB,
            "objects": [DUELIST, murder],
            "effects": SHIELD_FX,
            "events": [{"kind": "destroy", "object": "duelist", "by": by}],
        }
        p = only(data)
        assert p.zone("duelist") == zone, by
        if zone == "battlefield":
            assert p.counters("duelist", "shield") == left


def test_a_shield_counter_and_a_regeneration_shield_its_controller_chooses():
    """Both are destruction-replacement effects on the Duelist (122.1c, 701.19a); Alice, its
    controller, chooses which applies (616.1): the shield counter is removed, or the Duelist
    regenerates (tapped) and keeps its counter. It stays on the battlefield either way."""
    regenerate = {
        "id": "regen",
        "source": "duelist",
        "controller": "Alice",
        "template": "regenerate",
        "origin": "resolution",
        "params": {"object": "duelist"},
    }
    data = {
        "players": AB,
        "objects": [DUELIST, spell("murder", "Murder", "Bob", colors=["black"])],
        "effects": [*SHIELD_FX, regenerate],
        "events": [
            {
                "kind": "destroy",
                "object": "duelist",
                "by": {"kind": "spell", "player": "Bob", "object": "murder"},
            }
        ],
    }
    paths = walk(data)
    got = {
        (p.zone("duelist"), p.counters("duelist", "shield"), p.obj("duelist").get("tapped"))
        for p in paths
    }
    assert got == {("battlefield", 0, False), ("battlefield", 1, True)}
    assert {p.choosers for p in paths} == {("Alice",)}
