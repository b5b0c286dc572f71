"""Interactions no other test covers, checked against other engines' tests and the cards'
rulings: each card is read from its Oracle text (``parse_card``) as a judge pastes it, and
each test names its source (an XMage or Forge test, a ruling, the rule). The expected values
come from those sources and the Comprehensive Rules, never from the code's output."""

from __future__ import annotations

from typing import Any

from rules.cardtext import bind_targets, parse_card

from .heldout_walk import MODERN, OLD, Path, only, walk
from .helpers import AB, card, dmg, players, preset_fx

LIB = ["Island", "Swamp", "Plains", "Forest", "Mountain", "Island", "Swamp"]

TEXTS = {
    "Fire Servant": (
        "Creature — Elemental",
        "If a red instant or sorcery spell you control would deal damage, it deals double "
        "that damage instead.",
    ),
    "Sulfuric Vapors": (
        "Enchantment",
        "If a red spell would deal damage to a permanent or player, it deals that much damage "
        "plus 1 to that permanent or player instead.",
    ),
    "Benevolent Unicorn": (
        "Creature — Unicorn",
        "Flying\nIf a spell would deal damage to a permanent or player, it deals that much "
        "damage minus 1 to that permanent or player instead.",
    ),
    "Shamen en-Kor": (
        "Creature — Kor Cleric",
        "{0}: The next 1 damage that would be dealt to Shamen en-Kor this turn is dealt to "
        "target creature you control instead.",
    ),
    "Phytohydra": (
        "Creature — Plant Hydra",
        "If damage would be dealt to Phytohydra, put that many +1/+1 counters on it instead.",
    ),
    "Furnace of Rath": (
        "Enchantment",
        "If a source would deal damage to a permanent or player, it deals double that damage "
        "to that permanent or player instead.",
    ),
    "Vorinclex, Monstrous Raider": (
        "Legendary Creature — Phyrexian Praetor",
        "Trample, haste\nIf you would put one or more counters on a permanent or player, put "
        "twice that many of each of those kinds of counters on that permanent or player "
        "instead.\nIf an opponent would put one or more counters on a permanent or player, they "
        "put half that many of each of those kinds of counters on that permanent or player "
        "instead, rounded down.",
    ),
    "Blood Scrivener": (
        "Creature — Zombie Wizard",
        "If you would draw a card while you have no cards in hand, instead you draw two cards "
        "and you lose 1 life.",
    ),
    "Chains of Mephistopheles": (
        "Enchantment",
        "If a player would draw a card except the first one they draw in each of their draw "
        "steps, that player discards a card instead. If the player discards a card this way, "
        "they draw a card. If the player doesn't discard a card this way, they mill a card.",
    ),
    "Heron of Hope": (
        "Creature — Bird Cleric",
        "Flying\nIf you would gain life, you gain that much life plus 1 instead.",
    ),
    "Tainted Remedy": (
        "Enchantment",
        "If an opponent would gain life, that player loses that much life instead.",
    ),
    "Ojer Taq, Deepest Foundation": (
        "Legendary Creature — God",
        "Vigilance\nIf one or more creature tokens would be created under your control, three "
        "times that many of those tokens are created instead.",
    ),
    "Anointed Procession": (
        "Enchantment",
        "If an effect would create one or more tokens under your control, it creates twice "
        "that many of those tokens instead.",
    ),
    "Divine Visitation": (
        "Enchantment",
        "If one or more creature tokens would be created under your control, that many 4/4 "
        "white Angel creature tokens with flying are created instead.",
    ),
    "Frozen Aether": ("Enchantment", "Permanents your opponents control enter tapped."),
    "Nexus of Fate": (
        "Instant",
        "Take an extra turn after this one.\nIf Nexus of Fate would be put into a graveyard "
        "from anywhere, reveal Nexus of Fate and shuffle it into its owner's library instead.",
    ),
    "Rest in Peace": (
        "Enchantment",
        "When Rest in Peace enters, exile all graveyards.\nIf a card or token would be put into "
        "a graveyard from anywhere, exile it instead.",
    ),
    "Leyline of the Void": (
        "Enchantment",
        "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
    ),
    "Dauthi Voidwalker": (
        "Creature — Dauthi Minion",
        "Shadow\nIf a card would be put into an opponent's graveyard from anywhere, instead "
        "exile it with a void counter on it.",
    ),
    "Bloodletter of Aclazotz": (
        "Creature — Vampire Demon",
        "Flying\nIf an opponent would lose life during your turn, they lose twice that much "
        "life instead.",
    ),
    "Kumano's Pupils": (
        "Creature — Human Monk",
        "If a creature dealt damage by Kumano's Pupils this turn would die, exile it instead.",
    ),
    "Swans of Bryn Argoll": (
        "Creature — Bird Spirit",
        "Flying\nIf a source would deal damage to Swans of Bryn Argoll, prevent that damage. "
        "The source's controller draws cards equal to the damage prevented this way.",
    ),
    "Hostility": (
        "Creature — Elemental Warrior Shaman",
        "Haste\nIf a spell you control would deal damage to an opponent, prevent that damage. "
        "Create a 3/1 red Elemental Shaman creature token with haste for each 1 damage "
        "prevented this way.",
    ),
}


def read(name: str, controller: str = "Alice", **fields: Any):
    """The card as pasted: its object (``fields`` over it) and its effects."""
    type_line, text = TEXTS[name]
    parsed = parse_card(name=name, text=text, controller=controller, type_line=type_line)
    assert parsed.whole, parsed.unparsed
    return {**parsed.object, **fields}, list(parsed.effects)


def spell(oid: str, name: str, owner: str, kind: str = "Instant") -> dict[str, Any]:
    return card(oid, name, owner, kind, zone="stack", colors=["red"])


def scenario(objects, effects, events, pl=None, **more) -> dict[str, Any]:
    return {"players": pl or AB, "objects": objects, "effects": effects, "events": events, **more}


def choosers(paths: list[Path]) -> set[str | None]:
    return {c for p in paths for c in p.choosers}


def hand(p: Path, name: str) -> int:
    return len(p.player(name)["hand"])


def tokens(p: Path) -> list[str]:
    return [o["name"] for o in p.state["objects"] if o.get("token")]


# Damage ------------------------------------------------------------------------------------


def test_fire_servant_and_sulfuric_vapors_the_player_dealt_damage_orders_them():
    """Alice's Fire Servant doubles her red Lightning Bolt's damage, her Sulfuric Vapors adds
    1; both apply to the Bolt's 3 damage to Bob, who chooses (616.1e; 419.9a in 2008): the
    Servant first, 6 + 1 = 7; the Vapors first, (3 + 1) x 2 = 8."""
    servant, servant_fx = read("Fire Servant", power=4, toughness=3, colors=["red"])
    vapors, vapors_fx = read("Sulfuric Vapors")
    bolt = spell("bolt", "Lightning Bolt", "Alice")
    data = scenario([servant, vapors, bolt], servant_fx + vapors_fx, [dmg("bolt", "Bob", 3)])
    for procedure in (MODERN, OLD):
        paths = walk(data, procedure)
        assert {20 - p.life("Bob") for p in paths} == {7, 8}, procedure
        assert choosers(paths) == {"Bob"}


def test_fire_servant_and_benevolent_unicorn_bob_is_dealt_four_or_five():
    """Benevolent Unicorn's rulings (2020-04-17): with an effect that doubles damage, the
    affected player (or controller of the affected permanent) chooses the order (616.1).
    Alice's Bolt at Bob under her Fire Servant and his Unicorn: (3 - 1) x 2 = 4, or
    3 x 2 - 1 = 5."""
    servant, servant_fx = read("Fire Servant", power=4, toughness=3, colors=["red"])
    unicorn, unicorn_fx = read("Benevolent Unicorn", "Bob", power=1, toughness=2)
    bolt = spell("bolt", "Lightning Bolt", "Alice")
    paths = walk(
        scenario([servant, unicorn, bolt], servant_fx + unicorn_fx, [dmg("bolt", "Bob", 3)])
    )
    assert {20 - p.life("Bob") for p in paths} == {4, 5}
    assert choosers(paths) == {"Bob"}


def test_shamen_en_kor_activated_twice_sends_two_of_three_damage_to_the_bears():
    """Shamen en-Kor's first ability, activated twice, each time targeting Alice's Grizzly
    Bears: the next 1 damage to it is dealt to the Bears, twice over (614.9). Bob's Bolt (3)
    at the Shamen: two shields of 1 redirect 2 to the Bears, 1 stays with the Shamen."""
    shamen, fx = read("Shamen en-Kor", power=1, toughness=2)
    first = bind_targets(fx, {"target-creature": "bears"}, ["Alice", "Bob"])
    second = [{**first[0], "id": first[0]["id"] + "-again"}]
    bears = card("bears", "Grizzly Bears", power=2, toughness=2)
    bolt = spell("bolt", "Lightning Bolt", "Bob")
    data = scenario([shamen, bears, bolt], first + second, [dmg("bolt", shamen["id"], 3)])
    assert {(p.damage(shamen["id"]), p.damage("bears")) for p in walk(data)} == {(1, 2)}


def test_phytohydra_and_furnace_of_rath_six_counters_or_three():
    """Phytohydra ("If damage would be dealt to Phytohydra, put that many +1/+1 counters on
    it instead") and Bob's Furnace of Rath: Alice, its controller, chooses (616.1e). The
    Furnace first: 6 damage, replaced by 6 counters; Phytohydra first: 3 counters, and no
    damage is left for the Furnace to double (614.6)."""
    hydra, hydra_fx = read("Phytohydra", power=1, toughness=1)
    furnace, furnace_fx = read("Furnace of Rath", "Bob")
    bolt = spell("bolt", "Lightning Bolt", "Bob")
    data = scenario([hydra, furnace, bolt], hydra_fx + furnace_fx, [dmg("bolt", hydra["id"], 3)])
    paths = walk(data)
    assert {(p.counters(hydra["id"]), p.damage(hydra["id"])) for p in paths} == {(6, 0), (3, 0)}
    assert choosers(paths) == {"Alice"}


def test_phytohydra_dealt_no_damage_gives_lifelink_nothing_and_vorinclex_halves_its_counters():
    """The damage Phytohydra replaces is never dealt (614.6), so a lifelink source's
    controller gains no life (702.15b: life equal to the damage dealt). The counters put
    instead are put by Phytohydra's controller: under Bob's Vorinclex ("If an opponent would
    put one or more counters …, they put half that many …, rounded down") 6 become 3."""
    hydra, hydra_fx = read("Phytohydra", power=1, toughness=1)
    vorinclex, vorinclex_fx = read("Vorinclex, Monstrous Raider", "Bob", power=6, toughness=6)
    knight = card("knight", "Vampire Nighthawk", "Bob", power=6, toughness=3, keywords=["lifelink"])
    damage = [dmg("knight", hydra["id"], 6, combat=True)]
    p = only(scenario([hydra, knight], hydra_fx, damage))
    assert (p.counters(hydra["id"]), p.life("Bob")) == (6, 20)
    p = only(scenario([hydra, knight, vorinclex], hydra_fx + vorinclex_fx, damage))
    assert (p.counters(hydra["id"]), p.life("Bob")) == (3, 20)


def test_swans_of_bryn_argoll_and_furnace_of_rath_bob_draws_six_or_three():
    """Swans of Bryn Argoll prevents damage to it and its source's controller draws that
    many (615.5); Bob's Furnace of Rath doubles Bob's Bolt first or not, as Alice chooses
    (616.1e): Bob draws 6 or 3."""
    swans, swans_fx = read("Swans of Bryn Argoll", power=4, toughness=3)
    furnace, furnace_fx = read("Furnace of Rath", "Bob")
    bolt = spell("bolt", "Lightning Bolt", "Bob")
    pl = players("Alice", "Bob", Bob={"library": LIB + LIB})
    data = scenario(
        [swans, furnace, bolt], swans_fx + furnace_fx, [dmg("bolt", swans["id"], 3)], pl
    )
    paths = walk(data)
    assert {hand(p, "Bob") for p in paths} == {6, 3}
    assert choosers(paths) == {"Alice"}


def test_hostility_and_fire_servant_six_tokens_or_three():
    """Alice's Hostility prevents her spell's damage to an opponent and makes a token for
    each 1 prevented (615.5); her Fire Servant doubles her red instant's damage. Bob, the
    player it would be dealt to, chooses (616.1e): the Servant first, 6 prevented, six
    tokens; Hostility first, 3 prevented, three tokens. Bob loses no life either way."""
    hostility, hostility_fx = read("Hostility", power=6, toughness=6)
    servant, servant_fx = read("Fire Servant", power=4, toughness=3, colors=["red"])
    bolt = spell("bolt", "Lightning Bolt", "Alice")
    data = scenario([hostility, servant, bolt], hostility_fx + servant_fx, [dmg("bolt", "Bob", 3)])
    paths = walk(data)
    assert {(p.life("Bob"), len(tokens(p))) for p in paths} == {(20, 6), (20, 3)}
    assert choosers(paths) == {"Bob"}


def test_bloodletter_of_aclazotz_doubles_the_life_lost_not_the_damage():
    """Bloodletter of Aclazotz's rulings (2023-11-10): it doubles the life an opponent loses
    during your turn, damage included, but not the damage itself, so lifelink gains only
    the damage dealt (120.3a, 702.15b). Alice's lifelink creature deals Bob 3 on her turn:
    Bob loses 6, Alice gains 3. On Bob's turn Bob loses 3."""
    bloodletter, fx = read("Bloodletter of Aclazotz", power=2, toughness=4)
    knight = card("knight", "Vampire Nighthawk", power=2, toughness=3, keywords=["lifelink"])
    hit = [dmg("knight", "Bob", 3, combat=True)]
    p = only(scenario([bloodletter, knight], fx, hit))
    assert (p.life("Bob"), p.life("Alice")) == (14, 23)
    p = only(scenario([bloodletter, knight], fx, hit, players("Bob", "Alice")))
    assert (p.life("Bob"), p.life("Alice")) == (17, 23)


def test_kumanos_pupils_under_humility_a_creature_it_damaged_goes_to_the_graveyard():
    """XMage's ZoneChangeReplacementTest.testHumilityAndKumano and
    testCreatureGetsExiledByKumano: a creature dealt damage by Kumano's Pupils this turn is
    exiled as it dies; under Humility ("All creatures lose all abilities") the Pupils have
    no such ability and it goes to the graveyard."""
    pupils, pupils_fx = read("Kumano's Pupils", power=3, toughness=3)
    ox = card("ox", "Pillarfield Ox", "Bob", power=2, toughness=4)
    humility = card("humility", "Humility", "Alice", "Enchantment")
    humility_fx = {
        "id": "humility",
        "source": "humility",
        "controller": "Alice",
        "template": "lose_abilities",
        "params": {"zone": "battlefield", "object": {"types": ["Creature"]}},
    }
    earlier = [{"events": [dmg(pupils["id"], "ox", 2, combat=True)]}]
    dies = [{"kind": "destroy", "object": "ox"}]
    p = only(scenario([pupils, ox], pupils_fx, dies, timeline=earlier))
    assert p.zone("ox") == "exile"
    p = only(scenario([pupils, ox, humility], [*pupils_fx, humility_fx], dies, timeline=earlier))
    assert p.zone("ox") == "graveyard"


# Draws and life ----------------------------------------------------------------------------


def _alice_draws(*objects, effects, hand_cards=(), bob_library=()):
    pl = players(
        "Alice",
        "Bob",
        Alice={"library": LIB, "hand": list(hand_cards)},
        Bob={"library": list(bob_library), "hand": []},
    )
    return scenario(list(objects), effects, [{"kind": "draw", "player": "Alice"}], pl)


def test_blood_scrivener_and_thought_reflection_four_cards_or_three():
    """Alice, with no cards in hand, would draw; she controls Blood Scrivener and Thought
    Reflection, and chooses (616.1e). The Scrivener first: two draws and 1 life lost, each
    draw doubled by Reflection: four cards. Reflection first: two draws; the first, her hand
    still empty, the Scrivener replaces (two cards, 1 life); the second finds cards in hand:
    three cards. Neither effect applies twice to one event (614.5; the Scrivener's ruling of
    2013-04-15 on two Scriveners)."""
    scrivener, fx = read("Blood Scrivener", power=2, toughness=1)
    reflection = card("tr", "Thought Reflection", "Alice", "Enchantment")
    data = _alice_draws(scrivener, reflection, effects=[*fx, preset_fx("tr", "thought-reflection")])
    paths = walk(data)
    assert {(hand(p, "Alice"), p.life("Alice")) for p in paths} == {(4, 19), (3, 19)}
    assert choosers(paths) == {"Alice"}


def test_notion_thief_and_blood_scrivener_bob_draws_one_or_two():
    """Alice (no cards in hand) would draw outside her draw step; Bob's Notion Thief and her
    Blood Scrivener both apply, and she chooses (616.1e): the Thief first, Bob draws one;
    the Scrivener first, she loses 1 life and each of its two draws becomes Bob's."""
    scrivener, fx = read("Blood Scrivener", power=2, toughness=1)
    thief = card("thief", "Notion Thief", "Bob", power=3, toughness=1)
    data = _alice_draws(
        scrivener, thief, effects=[*fx, preset_fx("thief", "notion-thief", "Bob")], bob_library=LIB
    )
    paths = walk(data)
    got = {(hand(p, "Alice"), hand(p, "Bob"), p.life("Alice")) for p in paths}
    assert got == {(0, 1, 20), (0, 2, 19)}


def test_blood_scrivener_and_alms_collector_each_player_draws_one():
    """XMage's DrawEffectsTest applies Alms Collector ("If an opponent would draw two or
    more cards, instead you and that player each draw a card") to the two cards another
    replacement makes a single draw into. Alice (no cards in hand) would draw one: only her
    Blood Scrivener applies (two cards, 1 life); Bob's Collector then replaces those two
    draws (121.2a, 616.2): Alice draws 1, Bob 1, and she still loses 1 life."""
    scrivener, fx = read("Blood Scrivener", power=2, toughness=1)
    collector = card("alms", "Alms Collector", "Bob", power=3, toughness=4)
    data = _alice_draws(
        scrivener,
        collector,
        effects=[*fx, preset_fx("alms", "alms-collector", "Bob")],
        bob_library=LIB,
    )
    p = only(data)
    assert (hand(p, "Alice"), hand(p, "Bob"), p.life("Alice")) == (1, 1, 19)


def test_chains_of_mephistopheles_and_blood_scrivener_with_an_empty_hand():
    """Bob's Chains and Alice's Blood Scrivener; Alice, no cards in hand, would draw outside
    her draw step and chooses (616.1e). Chains first: she can't discard, so she mills a card
    and doesn't draw (its rulings of 2007-09-16). The Scrivener first: she loses 1 life and
    each of its two draws meets Chains: two cards milled."""
    scrivener, fx = read("Blood Scrivener", power=2, toughness=1)
    chains, chains_fx = read("Chains of Mephistopheles", "Bob")
    paths = walk(_alice_draws(scrivener, chains, effects=[*fx, *chains_fx]))
    got = {(len(p.player("Alice")["library"]), hand(p, "Alice"), p.life("Alice")) for p in paths}
    assert got == {(len(LIB) - 1, 0, 20), (len(LIB) - 2, 0, 19)}
    assert choosers(paths) == {"Alice"}


def test_tainted_remedy_and_heron_of_hope_alice_loses_three_or_two():
    """Alice's Heron of Hope (gain that much plus 1) and Bob's Tainted Remedy (an opponent's
    gain becomes a loss) on her gain of 2; she chooses (616.1e). The Heron first: a gain of
    3, which the Remedy makes a loss of 3. The Remedy first: a loss of 2, no longer a gain
    for the Heron (616.1f)."""
    heron, heron_fx = read("Heron of Hope", power=2, toughness=2)
    remedy, remedy_fx = read("Tainted Remedy", "Bob")
    gain = [{"kind": "gain_life", "player": "Alice", "amount": 2}]
    paths = walk(scenario([heron, remedy], heron_fx + remedy_fx, gain))
    assert {p.life("Alice") for p in paths} == {17, 18}
    assert choosers(paths) == {"Alice"}


# Tokens, entering and zones ----------------------------------------------------------------


def _one_soldier(*objects, effects):
    soldier = {
        "name": "Soldier",
        "types": ["Creature"],
        "colors": ["white"],
        "power": 1,
        "toughness": 1,
    }
    event = {"kind": "create_tokens", "player": "Alice", "count": 1, "token": soldier}
    return scenario(list(objects), effects, [event])


def test_ojer_taq_with_anointed_procession_six_tokens_and_with_divine_visitation_three_angels():
    """Ojer Taq, Deepest Foundation triples the creature tokens made under Alice's control;
    Anointed Procession doubles them: six, in either order. With Divine Visitation (those
    tokens become 4/4 Angels) in either order: three Angels (616.1e, each effect once on the
    event, 614.5)."""
    ojer, ojer_fx = read("Ojer Taq, Deepest Foundation", power=6, toughness=6)
    procession, procession_fx = read("Anointed Procession")
    visitation, visitation_fx = read("Divine Visitation")
    paths = walk(_one_soldier(ojer, procession, effects=ojer_fx + procession_fx))
    assert {len(tokens(p)) for p in paths} == {6}
    paths = walk(_one_soldier(ojer, visitation, effects=ojer_fx + visitation_fx))
    assert {tuple(tokens(p)) for p in paths} == {("Angel",) * 3}


def test_frozen_aether_entering_with_an_opponents_land_leaves_the_land_untapped():
    """Alice's Frozen Aether and Bob's land enter the battlefield at once: only effects of
    permanents already there (and the entering permanent's own) apply to an entering
    permanent (614.12; 419.6i in 2008), so Bob's land enters untapped."""
    aether, fx = read("Frozen Aether", zone="hand")
    land = card("land", "Forest", "Bob", "Land", zone="hand")
    events = [{"kind": "enter", "object": aether["id"]}, {"kind": "enter", "object": "land"}]
    for procedure in (MODERN, OLD):
        assert only(scenario([aether, land], fx, events), procedure).obj("land")["tapped"] is False


def test_nexus_of_fate_discarded_under_rest_in_peace_its_owner_chooses():
    """Nexus of Fate's own replacement works from anywhere ("If Nexus of Fate would be put
    into a graveyard from anywhere"); discarded under Bob's Rest in Peace, both apply, and
    Alice, the card's owner, chooses (616.1e): her library or exile."""
    nexus, nexus_fx = read("Nexus of Fate", zone="hand")
    rip, rip_fx = read("Rest in Peace", "Bob")
    discard = {"kind": "move", "object": nexus["id"], "to": "graveyard", "cause": "discard"}
    paths = walk(scenario([nexus, rip], nexus_fx + rip_fx, [discard]))
    assert {p.zone(nexus["id"]) for p in paths} == {"library", "exile"}
    assert choosers(paths) == {"Alice"}


def test_leyline_of_the_void_and_dauthi_voidwalker_with_or_without_a_void_counter():
    """Bob's Leyline of the Void and Dauthi Voidwalker both exile Alice's discarded card;
    Alice, its owner, chooses (616.1e): with the Voidwalker's void counter, or without."""
    leyline, leyline_fx = read("Leyline of the Void", "Bob")
    dauthi, dauthi_fx = read("Dauthi Voidwalker", "Bob", power=3, toughness=2)
    bears = card("bears", "Grizzly Bears", zone="hand", power=2, toughness=2)
    discard = {"kind": "move", "object": "bears", "to": "graveyard", "cause": "discard"}
    paths = walk(scenario([leyline, dauthi, bears], leyline_fx + dauthi_fx, [discard]))
    assert {(p.zone("bears"), p.counters("bears", "void")) for p in paths} == {
        ("exile", 0),
        ("exile", 1),
    }
    assert choosers(paths) == {"Alice"}
