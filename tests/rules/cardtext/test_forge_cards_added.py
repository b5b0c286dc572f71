"""Cards with replacement or prevention effects judges are asked about, most printed from
2019 on, added from Forge's card files (scripts/cards_forge): each is read whole, in part
or refused as below, and every reading that is whole resolves a small scenario as the
card does under the rules (614-616). Expected outcomes come from the cards' words, the
rules cited and their rulings, written by hand."""

from __future__ import annotations

from typing import Any

import pytest

from rules.cardtext import bind_targets, bind_x, card, parse_card
from rules.engine import Scenario, explore

WHOLE, PART, REFUSED = "whole", "in part", "refused"

READINGS = {
    "Arena of Glory": WHOLE,
    "Arwen, Mortal Queen": WHOLE,
    "Clever Impersonator": WHOLE,
    "Cosmic Intervention": WHOLE,
    "Den of the Bugbear": WHOLE,
    "Elegant Parlor": WHOLE,
    "Elspeth's Smite": WHOLE,
    "Everybody Lives!": WHOLE,
    "Fiery Annihilation": WHOLE,
    "Flame-Blessed Bolt": WHOLE,
    "Gev, Scaled Scorch": REFUSED,  # "for each opponent who lost life this turn"
    "Glasspool Mimic": REFUSED,  # "except it's a Shapeshifter Rogue in addition …"
    "Glasspool Shore": WHOLE,
    "Grumgully, the Generous": WHOLE,
    "Ingenious Prodigy": WHOLE,
    "Insult": WHOLE,
    "Leyline of Transformation": WHOLE,
    "Lightning, Army of One": WHOLE,
    "Minas Tirith": WHOLE,
    "Moonlit Meditation": REFUSED,  # "the first time … each turn", copies of a permanent
    "Multiversal Passage": WHOLE,
    "Mystic Sanctuary": WHOLE,
    "Obliterating Bolt": WHOLE,
    "Ozolith, the Shattered Spire": WHOLE,
    "Patchwork Banner": WHOLE,
    "Polukranos, Unchained": PART,  # "It escapes with twelve +1/+1 counters on it instead."
    "Queen Allenal of Ruadach": WHOLE,
    "Renata, Called to the Hunt": WHOLE,
    "Roaming Throne": WHOLE,
    "Scorching Dragonfire": WHOLE,
    "Screaming Nemesis": WHOLE,
    "Secluded Courtyard": WHOLE,
    "Shipwreck Marsh": WHOLE,
    "Spark Double": REFUSED,  # a copy "except it enters with an additional …"
    "Spectator Seating": WHOLE,
    "Starting Town": REFUSED,  # "unless it's your first, second, or third turn"
    "Stomp": WHOLE,
    "Sunken Citadel": WHOLE,
    "Temple of the Dragon Queen": PART,  # a Dragon revealed or controlled
    "The Water Crystal": WHOLE,
    "The Wind Crystal": WHOLE,
    "Thran Portal": WHOLE,
    "Three Tree City": WHOLE,
    "Torch the Tower": PART,  # bargained (its "a permanent dealt damage by …" is read)
    "Uncharted Haven": WHOLE,
    "Valgavoth, Terror Eater": WHOLE,
    "Voracious Hydra": WHOLE,
    "Vren, the Relentless": WHOLE,
    "Yorvo, Lord of Garenbrig": WHOLE,
}


def read(name: str) -> Any:
    entry = card(name)
    assert entry is not None, name
    return parse_card(
        name=entry.name, text=entry.text, controller="Alice", type_line=entry.type_line
    )


@pytest.mark.parametrize(("name", "how"), sorted(READINGS.items()))
def test_each_card_added_is_read_whole_in_part_or_refused(name, how):
    parsed = read(name)
    got = WHOLE if parsed.whole else (PART if parsed.effects else REFUSED)
    assert got == how, parsed.unparsed


def outcomes(
    name: str,
    events: list[dict[str, Any]],
    objects: list[dict[str, Any]] = (),  # type: ignore[assignment]
    *,
    me: dict[str, Any] | None = None,
    targets: dict[str, str] | None = None,
) -> set[str]:
    parsed = read(name)
    assert parsed.whole, parsed.unparsed
    effects = bind_targets(parsed.effects, targets or {}, ["Alice", "Bob"])
    this = {**parsed.object, **(me or {})}
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [this, *objects],
        "effects": bind_x(effects, this.get("x", 0)) if this.get("x") else effects,
        "events": [{**e, "object": this["id"]} if e.get("object") == "SELF" else e for e in events],
    }
    return set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())


def thing(i: str, name: str, owner: str, types: list[str], **more: Any) -> dict[str, Any]:
    return {"id": i, "name": name, "owner": owner, "types": types, **more}


def lands(n: int, subtype: str | None = None) -> list[dict[str, Any]]:
    more = {"subtypes": [subtype], "supertypes": ["Basic"]} if subtype else {}
    return [thing(f"land{i}", subtype or f"Land {i}", "Alice", ["Land"], **more) for i in range(n)]


ISAMARU = thing("isamaru", "Isamaru", "Alice", ["Creature"], supertypes=["Legendary"])
ENTER = [{"kind": "enter", "object": "SELF"}]
IN_HAND = {"zone": "hand"}


@pytest.mark.parametrize(
    ("name", "others", "tapped"),
    [
        # "enters tapped unless you control three or more other Islands"
        ("Mystic Sanctuary", lands(2, "Island"), True),
        ("Mystic Sanctuary", lands(3, "Island"), False),
        # "enters tapped unless you control two or more other lands"
        ("Shipwreck Marsh", lands(1), True),
        ("Shipwreck Marsh", lands(2), False),
        # "If you control two or more other lands, Den of the Bugbear enters tapped."
        ("Den of the Bugbear", lands(1), False),
        ("Den of the Bugbear", lands(2), True),
        # "enters tapped unless you control a legendary creature"
        ("Minas Tirith", [], True),
        ("Minas Tirith", [ISAMARU], False),
        # "enters tapped unless you control a Mountain"
        ("Arena of Glory", lands(1, "Forest"), True),
        ("Arena of Glory", lands(1, "Mountain"), False),
        ("Elegant Parlor", [], True),
        ("Glasspool Shore", [], True),
    ],
)
def test_a_land_enters_tapped_as_its_condition_says(name, others, tapped):
    """A replacement effect that modifies how the land enters (614.1c, 614.12), its
    condition checked as it would enter (614.12)."""
    (outcome,) = outcomes(name, ENTER, others, me=IN_HAND)
    assert outcome == (
        f"{name} enters the battlefield {'tapped' if tapped else 'untapped'} under Alice's control"
    )


@pytest.mark.parametrize(("others", "tapped"), [(lands(2), False), (lands(3), True)])
def test_thran_portal_enters_tapped_unless_you_control_two_or_fewer_other_lands(others, tapped):
    """The choice of a basic land type is made as it enters (614.12), one outcome a type."""
    got = outcomes("Thran Portal", ENTER, others, me=IN_HAND)
    way = "tapped" if tapped else "untapped"
    assert got == {
        f"Thran Portal enters the battlefield {way} under Alice's control, with {t} chosen as "
        "its basic land type"
        for t in ("Plains", "Island", "Swamp", "Mountain", "Forest")
    }


def test_sunken_citadel_enters_tapped_and_as_it_enters_a_color_is_chosen():
    """ "Sunken Citadel enters tapped. As it enters, choose a color." "It" is Sunken
    Citadel: two replacement effects of its own (614.1c, 614.12)."""
    tapped, choose = read("Sunken Citadel").effects
    assert tapped["template"] == "enter_tapped" and choose["template"] == "enter_choose"
    assert choose["params"] == {"object": {"this": True}, "choice": "color"}


CAT = thing("cat", "Savannah Lions", "Alice", ["Creature"], subtypes=["Cat"], zone="hand")
HUMAN = thing("human", "Elite Vanguard", "Alice", ["Creature"], subtypes=["Human"], zone="hand")


@pytest.mark.parametrize(
    ("name", "who", "counter"),
    [
        ("Grumgully, the Generous", CAT, True),
        ("Grumgully, the Generous", HUMAN, False),  # "each other non-Human creature"
        ("Renata, Called to the Hunt", HUMAN, True),
    ],
)
def test_other_creatures_enter_with_an_additional_counter(name, who, counter):
    (outcome,) = outcomes(name, [{"kind": "enter", "object": who["id"]}], [CAT, HUMAN])
    start = f"{who['name']} enters the battlefield untapped under Alice's control"
    assert outcome == (start + " with 1 +1/+1 counter" if counter else start)


@pytest.mark.parametrize(
    ("name", "me", "count"),
    [
        ("Yorvo, Lord of Garenbrig", IN_HAND, "4 +1/+1 counters"),
        ("Arwen, Mortal Queen", IN_HAND, "1 indestructible counter"),
        # X is the value chosen as it was cast (107.3m).
        ("Voracious Hydra", {"zone": "stack", "x": 3}, "3 +1/+1 counters"),
        ("Ingenious Prodigy", {"zone": "stack", "x": 2}, "2 +1/+1 counters"),
    ],
)
def test_a_creature_enters_with_its_counters(name, me, count):
    (outcome,) = outcomes(name, ENTER, me=me)
    assert outcome == f"{name} enters the battlefield untapped under Alice's control with {count}"


BEARS = thing("bears", "Grizzly Bears", "Bob", ["Creature"], power=2, toughness=2)
MINE = thing("mine", "Runeclaw Bear", "Alice", ["Creature"], power=2, toughness=2)
RING = thing("ring", "Sol Ring", "Alice", ["Artifact"])
CHANDRA = thing("chandra", "Chandra", "Bob", ["Planeswalker"], counters={"loyalty": 3})


def test_vren_exiles_a_creature_an_opponent_controls_that_would_die():
    """ "If a creature an opponent controls would die, exile it instead" (614.1a): Bob's
    creature is exiled, Alice's own is destroyed as it would be."""
    assert outcomes(
        "Vren, the Relentless", [{"kind": "destroy", "object": "bears"}], [BEARS, MINE]
    ) == {"Grizzly Bears is exiled"}
    assert outcomes(
        "Vren, the Relentless", [{"kind": "destroy", "object": "mine"}], [BEARS, MINE]
    ) == {"Runeclaw Bear is destroyed"}


@pytest.mark.parametrize(
    ("name", "placeholder", "victim", "gone"),
    [
        ("Elspeth's Smite", "target-creature", BEARS, "Grizzly Bears"),
        ("Fiery Annihilation", "target-creature", BEARS, "Grizzly Bears"),
        # "If that creature or planeswalker would die this turn": a planeswalker put into
        # a graveyard from the battlefield dies too (700.4).
        ("Obliterating Bolt", "target-creature-or-planeswalker", CHANDRA, "Chandra"),
        ("Flame-Blessed Bolt", "target-creature-or-planeswalker", BEARS, "Grizzly Bears"),
        ("Scorching Dragonfire", "target-creature-or-planeswalker", CHANDRA, "Chandra"),
    ],
)
def test_a_spells_target_that_would_die_this_turn_is_exiled_and_no_other(
    name, placeholder, victim, gone
):
    """The spell makes a replacement effect for its target alone, for the turn (614.1a);
    another creature dying is left alone."""
    parsed = read(name)
    (effect,) = parsed.effects
    assert effect["params"]["object"] == {"id": placeholder}
    assert effect["origin"] == "resolution"
    me = {"zone": "stack"}
    objs = [victim, MINE]
    got = outcomes(
        name,
        [{"kind": "destroy", "object": victim["id"]}],
        objs,
        me=me,
        targets={placeholder: victim["id"]},
    )
    assert got == {f"{gone} is exiled"}
    other = outcomes(
        name,
        [{"kind": "destroy", "object": "mine"}],
        objs,
        me=me,
        targets={placeholder: victim["id"]},
    )
    assert other == {"Runeclaw Bear is destroyed"}


@pytest.mark.parametrize(
    ("victim", "outcome"),
    [
        ("ring", "Sol Ring is exiled"),  # a permanent, not only a creature
        ("mine", "Runeclaw Bear is exiled"),
        ("bears", "Grizzly Bears is destroyed"),  # Bob's: "a permanent you control"
    ],
)
def test_cosmic_intervention_exiles_a_permanent_you_control_going_to_a_graveyard(victim, outcome):
    """ "If a permanent you control would be put into a graveyard from the battlefield this
    turn, exile it instead." (614.1a; its return at the next end step is a delayed
    triggered ability, 603.7, no replacement)."""
    got = outcomes(
        "Cosmic Intervention",
        [{"kind": "destroy", "object": victim}],
        [RING, MINE, BEARS],
        me={"zone": "stack"},
    )
    assert got == {outcome}
    (summary,) = read("Cosmic Intervention").summary
    assert summary.startswith("Watches: a permanent you control dying.")


@pytest.mark.parametrize(
    ("target", "counter", "count", "outcome"),
    [
        ("mine", "+1/+1", 2, "Runeclaw Bear gets 3 +1/+1 counters"),
        ("ring", "+1/+1", 1, "Sol Ring gets 2 +1/+1 counters"),  # an artifact you control
        ("bears", "+1/+1", 1, "Grizzly Bears gets 1 +1/+1 counter"),  # Bob's
        ("mine", "-1/-1", 1, "Runeclaw Bear gets 1 -1/-1 counter"),  # another kind
    ],
)
def test_ozolith_puts_one_more_plus_one_counter(target, counter, count, outcome):
    event = {"kind": "put_counters", "object": target, "counter": counter, "count": count}
    assert outcomes("Ozolith, the Shattered Spire", [event], [MINE, RING, BEARS]) == {outcome}


def test_the_wind_crystal_doubles_only_your_life_gain():
    gain = {"kind": "gain_life", "amount": 3}
    assert outcomes("The Wind Crystal", [{**gain, "player": "Alice"}]) == {"Alice gains 6 life"}
    assert outcomes("The Wind Crystal", [{**gain, "player": "Bob"}]) == {"Bob gains 3 life"}


GOBLIN = {
    "name": "Goblin",
    "types": ["Creature"],
    "subtypes": ["Goblin"],
    "colors": ["red"],
    "power": 1,
    "toughness": 1,
}


def test_queen_allenal_adds_one_soldier_to_creature_tokens_you_create():
    """ "those tokens plus a 1/1 white Soldier creature token are created instead": one
    Soldier however many tokens (614.1a); a Treasure (no creature) or Bob's tokens are left
    alone."""
    make = {"kind": "create_tokens", "player": "Alice", "count": 2, "token": GOBLIN}
    assert outcomes("Queen Allenal of Ruadach", [make]) == {
        "Goblin token enters the battlefield untapped under Alice's control (2 times); "
        "Soldier token enters the battlefield untapped under Alice's control"
    }
    treasure = {**make, "count": 1, "token": "Treasure"}
    assert outcomes("Queen Allenal of Ruadach", [treasure]) == {
        "Treasure token enters the battlefield untapped under Alice's control"
    }
    bobs = {**make, "player": "Bob", "count": 1}
    assert outcomes("Queen Allenal of Ruadach", [bobs]) == {
        "Goblin token enters the battlefield untapped under Bob's control"
    }


BOLT = thing("bolt", "Lightning Bolt", "Alice", ["Instant"], zone="stack", colors=["red"])


def test_insult_doubles_damage_from_your_sources_and_stomp_leaves_the_amount():
    """Insult: "If a source you control would deal damage this turn, it deals double that
    damage instead"; Stomp's "Damage can't be prevented this turn" changes no amount."""
    hit = {"kind": "damage", "source": "bolt", "amount": 3}
    stack = {"zone": "stack"}
    assert outcomes("Insult", [{**hit, "recipient": "Bob"}], [BOLT], me=stack) == {
        "Bob is dealt 6 damage"
    }
    bobs = {**BOLT, "owner": "Bob"}
    assert outcomes("Insult", [{**hit, "recipient": "Alice"}], [bobs], me=stack) == {
        "Alice is dealt 3 damage"
    }
    assert outcomes("Stomp", [{**hit, "recipient": "Alice"}], [bobs], me=stack) == {
        "Alice is dealt 3 damage"
    }


def test_clever_impersonator_may_enter_as_a_copy_of_a_nonland_permanent():
    """707.9: a copy effect as it enters, optional ("You may have …"); the permanent copied
    is the judge's to name."""
    (effect,) = read("Clever Impersonator").effects
    assert effect["template"] == "enter_as_copy" and effect["optional"] is True
    assert (
        "the nonland permanent copied: set copy_of to its id" in read("Clever Impersonator").notes
    )


@pytest.mark.parametrize(
    ("name", "unread"),
    [
        ("Polukranos, Unchained", "It escapes with twelve +1/+1 counters on it instead."),
        (
            "Starting Town",
            "Starting Town enters tapped unless it's your first, second, or third turn of "
            "the game.",
        ),
        (
            "Temple of the Dragon Queen",
            "Temple of the Dragon Queen enters tapped unless you revealed a Dragon card this "
            "way or you control a Dragon.",
        ),
    ],
)
def test_a_wording_not_understood_is_shown_never_guessed(name, unread):
    assert unread in read(name).unparsed


BOLT_OF_BOB = {**BOLT, "owner": "Bob"}


@pytest.mark.parametrize(
    ("name", "counters", "outcome"),
    [
        # "… while it has a +1/+1 counter on it, prevent that damage and remove that many
        # +1/+1 counters from it": all of the damage is prevented, however few the
        # counters (615.5; Ugin's Conjurant's ruling); with none, the damage is dealt.
        (
            "Polukranos, Unchained",
            3,
            "Polukranos, Unchained is dealt no damage; 3 +1/+1 counters are removed from "
            "Polukranos, Unchained",
        ),
        ("Polukranos, Unchained", 0, "Polukranos, Unchained is dealt 5 damage"),
        (
            "Ugin's Conjurant",
            3,
            "Ugin's Conjurant is dealt no damage; 3 +1/+1 counters are removed from Ugin's "
            "Conjurant",
        ),
        ("Ugin's Conjurant", 0, "Ugin's Conjurant is dealt 5 damage"),
        # "… remove a +1/+1 counter": one, however much is prevented.
        (
            "Undergrowth Champion",
            2,
            "Undergrowth Champion is dealt no damage; 1 +1/+1 counter is removed from "
            "Undergrowth Champion",
        ),
        ("Undergrowth Champion", 0, "Undergrowth Champion is dealt 5 damage"),
    ],
)
def test_a_prevention_while_it_has_a_counter_applies_only_while_it_has_one(name, counters, outcome):
    """The condition is checked as the damage would be dealt (614.1, 615.1)."""
    parsed = read(name)
    prevent = next(e for e in parsed.effects if e["template"] == "prevent")
    assert prevent["params"]["condition"] == {
        "counters": {"object": "this", "counter": "+1/+1"},
        "at_least": 1,
    }
    me = {"counters": {"+1/+1": counters}} if counters else {}
    hit = {"kind": "damage", "source": "bolt", "recipient": "SELF", "amount": 5}
    this = {**parsed.object, **me}
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [this, BOLT_OF_BOB],
        "effects": [prevent],
        "events": [{**hit, "recipient": this["id"]}],
    }
    got = set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())
    assert got == {outcome}


def test_multiversal_passage_chooses_a_type_then_enters_tapped_unless_2_life_is_paid():
    """Both made as it enters (614.12): paying life is losing it (119.4); one outcome for
    each basic land type (305.6) and each answer."""
    got = outcomes("Multiversal Passage", ENTER, me=IN_HAND)
    types = ("Plains", "Island", "Swamp", "Mountain", "Forest")
    start = "Multiversal Passage enters the battlefield"
    assert got == {
        f"{start} tapped under Alice's control, with {t} chosen as its basic land type"
        for t in types
    } | {
        f"{start} untapped under Alice's control, with {t} chosen as its basic land type; "
        "Alice loses 2 life"
        for t in types
    }


@pytest.mark.parametrize(
    ("event", "outcome"),
    [
        (
            {"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": 3},
            "Bob is dealt 3 damage; Bob can't lose 3 life (Everybody Lives!)",
        ),
        ({"kind": "lose_game", "player": "Bob"}, "Bob can't lose the game (Everybody Lives!)"),
        ({"kind": "win_game", "player": "Alice"}, "Alice can't win the game (Everybody Lives!)"),
    ],
)
def test_everybody_lives_stops_life_loss_losing_and_winning_this_turn(event, outcome):
    """ "Players can't lose life this turn and players can't lose the game or win the game
    this turn": damage is still dealt, no life is lost (119.3, 119.8); three effects of the
    resolving spell, for the turn."""
    effects = read("Everybody Lives!").effects
    assert [e["params"]["event"] for e in effects] == ["lose_life", "lose_game", "win_game"]
    assert all(e["origin"] == "resolution" for e in effects)
    assert outcomes("Everybody Lives!", [event], [BOLT], me={"zone": "stack"}) == {outcome}
