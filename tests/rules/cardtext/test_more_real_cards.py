"""Real cards' Oracle texts (the shipped ones, ``card(name)``) once refused, now read:
each parse is checked, then resolved in a small scenario whose outcome is written by hand
from the card's words, the rules cited and the card's rulings."""

from __future__ import annotations

from typing import Any

import pytest

from rules.cardtext import bind_targets, bind_x, card, parse_card
from rules.engine import Scenario, explore


def read(name: str) -> Any:
    entry = card(name)
    assert entry is not None, name
    return parse_card(
        name=entry.name, text=entry.text, controller="Alice", type_line=entry.type_line
    )


def thing(i: str, name: str, owner: str, types: list[str], **more: Any) -> dict[str, Any]:
    return {"id": i, "name": name, "owner": owner, "types": types, **more}


def outcomes(
    name: str,
    events: list[dict[str, Any]],
    objects: list[dict[str, Any]] = (),  # type: ignore[assignment]
    *,
    me: dict[str, Any] | None = None,
    targets: dict[str, str] | None = None,
    players: tuple[str, ...] = ("Alice", "Bob"),
) -> set[str]:
    parsed = read(name)
    assert parsed.whole, parsed.unparsed
    effects = bind_targets(parsed.effects, targets or {}, list(players))
    this = {**parsed.object, **(me or {})}
    scenario = {
        "version": 1,
        "players": [{"name": p} for p in players],
        "objects": [this, *objects],
        "effects": effects,
        "events": [{k: this["id"] if v == "SELF" else v for k, v in e.items()} for e in events],
    }
    return set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())


MINE = thing("mine", "Runeclaw Bear", "Alice", ["Creature"], power=2, toughness=2)
BEARS = thing("bears", "Grizzly Bears", "Bob", ["Creature"], power=2, toughness=2)
OGRE = thing("ogre", "Gray Ogre", "Bob", ["Creature"], power=2, toughness=2)
BOLT = thing("bolt", "Lightning Bolt", "Bob", ["Instant"], zone="stack", colors=["red"])
AXE = thing("axe", "Lava Axe", "Bob", ["Sorcery"], zone="stack", colors=["red"])
ON_STACK = {"zone": "stack"}


def hit(source: str, recipient: str, amount: int) -> dict[str, Any]:
    return {"kind": "damage", "source": source, "recipient": recipient, "amount": amount}


# Redirection (614.9) --------------------------------------------------------------------

BOTH = {"target-creature": "mine", "another-target-creature": "bears"}


@pytest.mark.parametrize(
    ("name", "me", "amount", "outcome"),
    [
        # "The next 1 damage that would be dealt to target creature this turn is dealt to
        # another target creature instead": of 3, 1 is redirected, the rest dealt as it was.
        ("Carom", ON_STACK, 3, "Runeclaw Bear is dealt 2 damage; Grizzly Bears is dealt 1 damage"),
        # Razia's "{T}: The next 3 damage …": all of a 3, 3 of a 5.
        ("Razia, Boros Archangel", {}, 3, "Grizzly Bears is dealt 3 damage"),
        (
            "Razia, Boros Archangel",
            {},
            5,
            "Runeclaw Bear is dealt 2 damage; Grizzly Bears is dealt 3 damage",
        ),
    ],
)
def test_the_next_n_damage_to_a_target_is_dealt_to_another_target(name, me, amount, outcome):
    """The second target is "another target creature" (not the first one), its own
    placeholder; only the next N damage is redirected, the rest dealt as it was (614.9)."""
    parsed = read(name)
    (effect,) = parsed.effects
    assert effect["params"]["to"] == "another-target-creature"
    assert {t["id"] for t in parsed.targets} == {"target-creature", "another-target-creature"}
    got = outcomes(name, [hit("bolt", "mine", amount)], [MINE, BEARS, BOLT], me=me, targets=BOTH)
    assert got == {outcome}


@pytest.mark.parametrize("name", ["Kor Chant", "Kor Dirge"])
def test_all_damage_from_the_chosen_source_goes_to_another_target_creature(name):
    """ "All damage that would be dealt this turn to target creature you control by a source
    of your choice is dealt to another target creature instead": each time, all of it, from
    the source chosen (609.7) only."""
    mapping = {**BOTH, "source-of-your-choice": "bolt"}
    objects = [MINE, BEARS, BOLT, OGRE]
    twice = [hit("bolt", "mine", 3), hit("bolt", "mine", 2)]
    assert outcomes(name, twice, objects, me=ON_STACK, targets=mapping) == {
        "Grizzly Bears is dealt 5 damage"
    }
    other = outcomes(name, [hit("ogre", "mine", 3)], objects, me=ON_STACK, targets=mapping)
    assert other == {"Runeclaw Bear is dealt 3 damage"}


def test_karonas_zealot_turned_face_up_sends_its_damage_to_target_creature():
    """ "When Karona's Zealot is turned face up, all damage that would be dealt to it this
    turn is dealt to target creature instead": "it" is the Zealot, the only object its
    trigger names."""
    (effect,) = read("Karona's Zealot").effects
    assert effect["params"]["recipient"] == {"object": {"this": True}}
    got = outcomes(
        "Karona's Zealot",
        [hit("bolt", "SELF", 3)],
        [BEARS, BOLT],
        targets={"target-creature": "bears"},
    )
    assert got == {"Grizzly Bears is dealt 3 damage"}


def test_reverberation_sends_a_sorcerys_damage_to_its_controller():
    """ "All damage that would be dealt this turn by target sorcery spell is dealt to that
    spell's controller instead": Bob's Lava Axe at Alice deals its 5 to Bob."""
    got = outcomes(
        "Reverberation",
        [hit("axe", "Alice", 5)],
        [AXE],
        me=ON_STACK,
        targets={"target-spell": "axe"},
    )
    assert got == {"Bob is dealt 5 damage"}


@pytest.mark.parametrize(
    ("recipient", "chosen_zone", "outcome"),
    [
        ("Alice", "battlefield", "Runeclaw Bear is dealt 3 damage"),
        # The chosen permanent's own damage stays with it.
        ("mine", "battlefield", "Runeclaw Bear is dealt 3 damage"),
        # "(if it's still on the battlefield)": gone, the effect does nothing (614.9).
        ("Alice", "graveyard", "Alice is dealt 3 damage"),
    ],
)
def test_gideons_sacrifice_sends_damage_to_you_and_yours_to_the_chosen_permanent(
    recipient, chosen_zone, outcome
):
    """ "Choose a creature or planeswalker you control. All damage that would be dealt this
    turn to you and permanents you control is dealt to the chosen permanent instead": the
    permanent chosen as the spell resolves is a placeholder, as a target is."""
    parsed = read("Gideon's Sacrifice")
    assert [t["id"] for t in parsed.targets] == ["chosen-permanent"]
    got = outcomes(
        "Gideon's Sacrifice",
        [hit("bolt", recipient, 3)],
        [{**MINE, "zone": chosen_zone}, BOLT],
        me=ON_STACK,
        targets={"chosen-permanent": "mine"},
    )
    assert got == {outcome}


# Entering tapped unless you have two or more opponents -----------------------------------


@pytest.mark.parametrize("name", ["Morphic Pool", "Spectator Seating"])
@pytest.mark.parametrize(
    ("players", "way"),
    [(("Alice", "Bob"), "tapped"), (("Alice", "Bob", "Carol"), "untapped")],
)
def test_a_land_enters_tapped_unless_you_have_two_or_more_opponents(name, players, way):
    """In a game of two, Alice has one opponent and the land enters tapped; with three
    players, two opponents (102.2), untapped. The condition is read as it enters (614.12)."""
    (summary,) = read(name).summary
    assert summary.endswith("it enters tapped, unless you have at least 2 opponents.")
    got = outcomes(
        name, [{"kind": "enter", "object": "SELF"}], me={"zone": "hand"}, players=players
    )
    assert got == {f"{name} enters the battlefield {way} under Alice's control"}


# A card you didn't control ----------------------------------------------------------------

STOLEN = thing("stolen", "Stolen Ogre", "Bob", ["Creature"], controller="Alice")
IN_BOBS_HAND = thing("shock", "Shock", "Bob", ["Instant"], zone="hand")


@pytest.mark.parametrize(
    ("event", "outcome"),
    [
        ({"kind": "destroy", "object": "bears"}, "Grizzly Bears is exiled"),
        (
            {"kind": "move", "object": "shock", "to": "graveyard", "cause": "discard"},
            "Shock is exiled",  # a card in a hand: its owner stands for its controller (108.4a)
        ),
        # Bob's card Alice controls goes to his graveyard as it would (the ruling: "a card
        # you didn't control"), and so does Alice's own.
        ({"kind": "destroy", "object": "stolen"}, "Stolen Ogre is destroyed"),
        ({"kind": "destroy", "object": "mine"}, "Runeclaw Bear is destroyed"),
    ],
)
def test_valgavoth_exiles_cards_you_didnt_control_going_to_an_opponents_graveyard(event, outcome):
    objects = [BEARS, MINE, STOLEN, IN_BOBS_HAND]
    assert outcomes("Valgavoth, Terror Eater", [event], objects) == {outcome}


# "That player" of a triggered ability --------------------------------------------------

THAT_PLAYER_IS_BOB = {"that-player": "Bob"}


@pytest.mark.parametrize(
    ("name", "step", "who", "outcome"),
    [
        # "Whenever Blinding Angel deals combat damage to a player, that player skips their
        # next combat phase" (614.1b, 614.10): that player's, not its controller's.
        ("Blinding Angel", "combat", "Bob", "Bob skips a combat step"),
        ("Blinding Angel", "combat", "Alice", "Alice's combat step happens"),
        ("Shisato, Whispering Hunter", "untap", "Bob", "Bob skips an untap step"),
    ],
)
def test_that_player_skips_their_next_step(name, step, who, outcome):
    """ "That player" is a placeholder only a player's name can replace, asked at the
    table like a target (the player the trigger's damage was dealt to)."""
    parsed = read(name)
    assert parsed.targets == (
        {
            "id": "that-player",
            "name": "that player",
            "owner": "Alice",
            "controller": "Alice",
            "zone": "battlefield",
            "types": [],
        },
    )
    assert parsed.summary == (
        f"Skips: that player's next {step} {'phase' if step == 'combat' else 'step'}.",
    )
    event = {"kind": "begin_step", "player": who, "step": step}
    assert outcomes(name, [event], targets=THAT_PLAYER_IS_BOB) == {outcome}


@pytest.mark.parametrize("name", ["Stigma Lasher", "Screaming Nemesis"])
def test_that_player_cant_gain_life_for_the_rest_of_the_game(name):
    """Stigma Lasher: "that player can't gain life for the rest of the game"; Screaming
    Nemesis: "If a player is dealt damage this way, they can't gain life for the rest of
    the game" (made only if a player was, a note says so). Other players still gain life."""
    parsed = read(name)
    assert [e["params"] for e in parsed.effects] == [
        {"event": "gain_life", "player": "that-player"}
    ]
    gain = {"kind": "gain_life", "amount": 3}
    got = outcomes(name, [{**gain, "player": "Bob"}], targets=THAT_PLAYER_IS_BOB)
    assert got == {f"Bob can't gain 3 life ({name})"}
    other = outcomes(name, [{**gain, "player": "Alice"}], targets=THAT_PLAYER_IS_BOB)
    assert other == {"Alice gains 3 life"}


SHOCK = thing("shock", "Shock", "Alice", ["Instant"], zone="stack", colors=["red"])


@pytest.mark.parametrize(
    ("event", "outcome"),
    [
        (hit("shock", "Bob", 2), "Bob is dealt 4 damage"),
        (hit("shock", "bears", 2), "Grizzly Bears is dealt 4 damage"),  # Bob's creature
        (hit("bolt", "Alice", 3), "Alice is dealt 3 damage"),  # not that player
    ],
)
def test_lightning_doubles_damage_to_that_player_and_their_permanents(event, outcome):
    """ "Whenever Lightning deals combat damage to a player, until your next turn, if a
    source would deal damage to that player or a permanent that player controls, it deals
    double that damage instead" (614.1a): any source's damage, Alice's own too."""
    parsed = read("Lightning, Army of One")
    assert "until your next turn: leave the effects out once it begins" in parsed.notes
    got = outcomes(
        "Lightning, Army of One", [event], [SHOCK, BOLT, BEARS], targets=THAT_PLAYER_IS_BOB
    )
    assert got == {outcome}


# An emblem ----------------------------------------------------------------------------------

GIDEON = thing("gideon", "Gideon Jura", "Alice", ["Planeswalker"], counters={"loyalty": 6})


@pytest.mark.parametrize(
    ("event", "ajani", "outcome"),
    [
        (hit("bolt", "Alice", 3), "battlefield", "Alice is dealt 1 damage"),
        (hit("bolt", "gideon", 3), "battlefield", "Gideon Jura is dealt 1 damage"),
        (hit("bolt", "mine", 3), "battlefield", "Runeclaw Bear is dealt 3 damage"),
        (hit("shock", "Bob", 3), "battlefield", "Bob is dealt 3 damage"),
        # The emblem stays in the command zone whatever becomes of Ajani (114.4).
        (hit("bolt", "Alice", 3), "graveyard", "Alice is dealt 1 damage"),
    ],
)
def test_ajani_steadfasts_emblem_prevents_all_but_1_damage_to_you_and_your_planeswalkers(
    event, ajani, outcome
):
    """ "-7: You get an emblem with "If a source would deal damage to you or a planeswalker
    you control, prevent all but 1 of that damage."" (114.2): the emblem's ability, made as
    the loyalty ability resolves."""
    parsed = read("Ajani Steadfast")
    (effect,) = parsed.effects
    assert effect["origin"] == "resolution"
    assert effect["params"]["all_but"] == 1
    objects = [BOLT, SHOCK, GIDEON, MINE]
    assert outcomes("Ajani Steadfast", [event], objects, me={"zone": ajani}) == {outcome}


# Dying and tokens --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("victim", "outcome"),
    [
        (
            {**BEARS, "counters": {"+1/+1": 1}},
            "Grizzly Bears is exiled; Ravenous Slime gets 3 +1/+1 counters",
        ),
        (MINE, "Runeclaw Bear is destroyed"),  # Alice's own creature dies as it would
    ],
)
def test_ravenous_slime_exiles_a_dying_creature_and_grows_by_its_power(victim, outcome):
    """ "If a creature an opponent controls would die, instead exile it and put a number of
    +1/+1 counters equal to that creature's power on Ravenous Slime" (614.1a); the ruling:
    its power as it last existed on the battlefield, a +1/+1 counter counted (122.1a)."""
    (summary,) = read("Ravenous Slime").summary
    assert summary.endswith(
        "put +1/+1 counters on Ravenous Slime, as many as the power of that creature."
    )
    event = {"kind": "destroy", "object": victim["id"]}
    assert outcomes("Ravenous Slime", [event], [victim]) == {outcome}


TREASURES = {"kind": "create_tokens", "count": 2, "token": "Treasure"}


@pytest.mark.parametrize(
    ("who", "players", "under"),
    [
        ("Bob", ("Alice", "Bob"), "Alice"),
        ("Carol", ("Alice", "Bob", "Carol"), "Alice"),  # any opponent's
        ("Alice", ("Alice", "Bob"), "Alice"),  # her own, as they were
    ],
)
def test_crafty_cutpurse_has_an_opponents_tokens_created_under_your_control(who, players, under):
    """ "When Crafty Cutpurse enters, each token that would be created under an opponent's
    control this turn is created under your control instead" (614.1a): the same tokens, as
    many, under Alice's control."""
    event = {**TREASURES, "player": who}
    got = outcomes("Crafty Cutpurse", [event], players=players)
    assert got == {
        f"Treasure token enters the battlefield untapped under {under}'s control (2 times)"
    }


# X counted as it resolves, and the next N damage redirected --------------------------------


@pytest.mark.parametrize(
    ("name", "x_is"),
    [
        ("Battlefield Medic", "X: the number of Clerics on the battlefield"),
        ("Samite Pilgrim", "X: the number of basic land types among lands you control"),
    ],
)
def test_the_next_x_damage_where_x_is_counted_is_a_shield_of_x(name, x_is):
    """ "Prevent the next X damage that would be dealt to target creature this turn, where X
    is …": X is counted once, as the ability resolves (608.2h), so the judge sets it; a
    shield of 2 leaves 1 of Lightning Bolt's 3 (615.7)."""
    parsed = read(name)
    assert any(n.startswith(x_is) for n in parsed.notes), parsed.notes
    effects = bind_x(bind_targets(parsed.effects, {"target-creature": "mine"}), 2)
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [parsed.object, MINE, BOLT],
        "effects": effects,
        "events": [hit("bolt", "mine", 3)],
    }
    got = set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())
    assert got == {"Runeclaw Bear is dealt 1 damage"}


def test_acolytes_reward_is_read_in_part_its_damage_back_marked():
    parsed = read("Acolyte's Reward")
    assert parsed.effects and not parsed.whole
    assert parsed.unparsed == (
        "If damage is prevented this way, Acolyte's Reward deals that much damage to any target.",
    )


def test_hazduhr_takes_the_next_x_damage_dealt_this_turn_to_the_target():
    """ "{X}, {T}: The next X damage that would be dealt this turn to target white creature
    you control is dealt to Hazduhr the Abbot instead" (614.9): X = 2 of Bolt's 3."""
    parsed = read("Hazduhr the Abbot")
    effects = bind_x(bind_targets(parsed.effects, {"target-creature": "mine"}), 2)
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [parsed.object, MINE, BOLT],
        "effects": effects,
        "events": [hit("bolt", "mine", 3)],
    }
    got = set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())
    assert got == {"Runeclaw Bear is dealt 1 damage; Hazduhr the Abbot is dealt 2 damage"}


def test_personal_incarnation_sends_the_next_1_damage_to_its_owner_not_its_controller():
    """ "The next 1 damage that would be dealt to Personal Incarnation this turn is dealt to
    its owner instead": Alice's card Bob controls; of 3, 1 is dealt to Alice."""
    got = outcomes(
        "Personal Incarnation", [hit("bolt", "SELF", 3)], [BOLT], me={"controller": "Bob"}
    )
    assert got == {"Personal Incarnation is dealt 2 damage; Alice is dealt 1 damage"}
