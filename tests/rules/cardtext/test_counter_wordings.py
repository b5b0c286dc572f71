"""Counters read from real cards' Oracle texts and resolved: who puts them (Vorinclex,
Lae'zel), half of them rounded down, counters as a permanent is turned face up (614.1e),
devour (702.82a), and tokens for each 1 damage prevented (615.5). The outcomes are the
cards' words and rulings, written by hand."""

from __future__ import annotations

from typing import Any

from rules.cardtext import parse_card
from rules.engine import Scenario, explore

ELVES = {"id": "elves", "name": "Llanowar Elves", "owner": "Alice", "types": ["Creature"]}
BEARS = {"id": "bears", "name": "Grizzly Bears", "owner": "Bob", "types": ["Creature"]}
VORINCLEX = (
    "Trample, haste\nIf you would put one or more counters on a permanent or player, put "
    "twice that many of each of those kinds of counters on that permanent or player instead.\n"
    "If an opponent would put one or more counters on a permanent or player, they put half "
    "that many of each of those kinds of counters on that permanent or player instead, "
    "rounded down."
)
LAEZEL = (
    "If you would put one or more counters on a creature or planeswalker you control or on "
    "yourself, put that many plus one of each of those kinds of counters on that permanent or "
    "player instead.\nChoose a Background (You can have a Background as a second commander.)"
)


def outcomes(
    name: str,
    text: str,
    type_line: str,
    event: dict[str, Any],
    objects: tuple[dict[str, Any], ...] = (ELVES, BEARS),
    *,
    zone: str = "battlefield",
    params: dict[str, Any] | None = None,
) -> set[str]:
    parsed = parse_card(name=name, text=text, controller="Alice", type_line=type_line)
    assert parsed.whole, parsed.unparsed
    effects = [{**e, "params": {**e["params"], **(params or {})}} for e in parsed.effects]
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [{**parsed.object, "zone": zone}, *objects],
        "effects": effects,
        "events": [event],
    }
    return set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())


def counters(on: str, n: int, by: str) -> dict[str, Any]:
    return {
        "kind": "put_counters",
        "object": on,
        "counter": "+1/+1",
        "count": n,
        "by": {"kind": "ability", "player": by},
    }


def test_vorinclex_doubles_its_controllers_counters_and_halves_an_opponents():
    line = "Legendary Creature — Phyrexian Elk"
    # Alice's ability puts 2 counters: twice that many.
    got = outcomes("Vorinclex, Monstrous Raider", VORINCLEX, line, counters("bears", 2, "Alice"))
    assert got == {"Grizzly Bears gets 4 +1/+1 counters"}
    # Bob's ability puts 3: half that many, rounded down.
    got = outcomes("Vorinclex, Monstrous Raider", VORINCLEX, line, counters("elves", 3, "Bob"))
    assert got == {"Llanowar Elves gets 1 +1/+1 counter"}


def test_laezel_adds_one_to_counters_its_controller_puts_on_its_own_creatures():
    line = "Legendary Creature — Gith Warrior"
    name = "Lae'zel, Vlaakith's Champion"
    (effect,) = parse_card(name=name, text=LAEZEL, controller="Alice", type_line=line).effects
    assert effect["params"]["player"] == "you"  # "or on yourself"
    got = outcomes(name, LAEZEL, line, counters("elves", 2, "Alice"))
    assert got == {"Llanowar Elves gets 3 +1/+1 counters"}
    # Not a creature Alice controls, and not counters Alice puts: left alone.
    assert outcomes(name, LAEZEL, line, counters("bears", 2, "Alice")) == {
        "Grizzly Bears gets 2 +1/+1 counters"
    }
    assert outcomes(name, LAEZEL, line, counters("elves", 1, "Bob")) == {
        "Llanowar Elves gets 1 +1/+1 counter"
    }


def test_half_without_its_rounding_is_refused():
    text = (
        "If an opponent would put one or more counters on a permanent or player, they put "
        "half that many of each of those kinds of counters on that permanent or player instead."
    )
    parsed = parse_card(name="Made Up", text=text, controller="Alice", type_line="Enchantment")
    assert not parsed.effects and parsed.unparsed


def test_predator_dragon_devours_two_creatures_for_four_counters():
    text = (
        "Flying, haste\nDevour 2 (As this enters the battlefield, you may sacrifice any number "
        "of creatures. This creature enters the battlefield with twice that many +1/+1 "
        "counters on it.)"
    )
    mine = {**BEARS, "owner": "Alice"}
    got = outcomes(
        "Predator Dragon",
        text,
        "Creature — Dragon",
        {"kind": "enter", "object": "predator-dragon"},
        (ELVES, mine),
        zone="stack",
        params={"sacrifice": ["elves", "bears"]},
    )
    assert got == {
        "Predator Dragon enters the battlefield untapped under Alice's control with 4 +1/+1 "
        "counters; Llanowar Elves is put into Alice's graveyard; Grizzly Bears is put into "
        "Alice's graveyard"
    }


def test_skullmulcher_devours_one_counter_for_each():
    text = (
        "Devour 1 (As this enters the battlefield, you may sacrifice any number of creatures. "
        "This creature enters the battlefield with that many +1/+1 counters on it.)\nWhen "
        "Skullmulcher enters the battlefield, draw a card for each creature it devoured."
    )
    parsed = parse_card(name="Skullmulcher", text=text, controller="Alice")
    assert [(e["template"], e["params"]) for e in parsed.effects] == [
        ("enter_devouring", {"sacrifice": "ask", "per": 1, "object": {"this": True}})
    ]
    assert any("sacrifice" in n for n in parsed.notes)


def test_hooded_hydra_gets_five_counters_as_it_is_turned_face_up():
    text = (
        "Hooded Hydra enters the battlefield with X +1/+1 counters on it.\nWhen Hooded Hydra "
        "dies, create a 1/1 green Snake creature token for each +1/+1 counter on it.\nMorph "
        "{3}{G}{G}\nAs Hooded Hydra is turned face up, put five +1/+1 counters on it."
    )
    event = {"kind": "turn_face_up", "object": "hooded-hydra"}
    assert outcomes("Hooded Hydra", text, "Creature — Snake", event) == {
        "Hooded Hydra is turned face up; Hooded Hydra gets 5 +1/+1 counters"
    }


def test_as_it_is_turned_face_up_another_wording_is_marked_not_dropped():
    text = (
        "As Aquamorph Entity enters the battlefield or is turned face up, it becomes your "
        "choice of 5/1 or 1/5.\nMorph {2}{U}"
    )
    parsed = parse_card(name="Aquamorph Entity", text=text, controller="Alice")
    assert not parsed.effects and len(parsed.unparsed) == 1


def test_hostility_makes_an_elemental_shaman_for_each_damage_prevented():
    text = (
        "Haste\nIf a spell you control would deal damage to an opponent, prevent that damage. "
        "Create a 3/1 red Elemental Shaman creature token with haste for each 1 damage "
        "prevented this way.\nWhen Hostility is put into a graveyard from anywhere, shuffle it "
        "into its owner's library."
    )
    shock = {
        "id": "shock",
        "name": "Shock",
        "owner": "Alice",
        "zone": "stack",
        "types": ["Instant"],
        "colors": ["red"],
    }
    event = {"kind": "damage", "source": "shock", "recipient": "Bob", "amount": 2}
    got = outcomes("Hostility", text, "Creature — Elemental Incarnation", event, (shock,))
    assert got == {
        "Bob is dealt no damage; Elemental Shaman token enters the battlefield untapped under "
        "Alice's control (2 times)"
    }
    parsed = parse_card(name="Hostility", text=text, controller="Alice")
    assert any("haste" in n for n in parsed.notes)


def test_ghosts_of_the_innocent_halves_damage_rounded_down():
    text = (
        "If a source would deal damage to a creature or player, it deals half that damage, "
        "rounded down, to that creature or player instead."
    )
    bolt = {
        "id": "bolt",
        "name": "Lightning Bolt",
        "owner": "Bob",
        "zone": "stack",
        "types": ["Instant"],
        "colors": ["red"],
    }
    for recipient, amount, outcome in (
        ("elves", 3, "Llanowar Elves is dealt 1 damage"),  # half of 3, rounded down
        ("Alice", 5, "Alice is dealt 2 damage"),
    ):
        event = {"kind": "damage", "source": "bolt", "recipient": recipient, "amount": amount}
        got = outcomes("Ghosts of the Innocent", text, "Creature — Spirit", event, (ELVES, bolt))
        assert got == {outcome}


def test_bloodspore_thrinax_gives_each_other_creature_as_many_counters_as_it_has():
    text = (
        "Devour 1 (As this enters, you may sacrifice any number of creatures. This creature "
        "enters with that many +1/+1 counters on it.)\nEach other creature you control enters "
        "the battlefield with an additional X +1/+1 counters on it, where X is the number of "
        "+1/+1 counters on Bloodspore Thrinax."
    )
    parsed = parse_card(name="Bloodspore Thrinax", text=text, controller="Alice")
    assert parsed.whole, parsed.unparsed
    thrinax = {**parsed.object, "counters": {"+1/+1": 3}}
    for creature, outcome in (
        # Alice's creature: 3 counters, as many as the Thrinax has as it enters.
        (
            {**ELVES, "zone": "hand"},
            "Llanowar Elves enters the battlefield untapped under Alice's control with 3 +1/+1 "
            "counters",
        ),
        # Not a creature Alice controls: none.
        (
            {**BEARS, "zone": "hand"},
            "Grizzly Bears enters the battlefield untapped under Bob's control",
        ),
    ):
        scenario = {
            "version": 1,
            "players": [{"name": "Alice"}, {"name": "Bob"}],
            "objects": [thrinax, creature],
            "effects": list(parsed.effects),
            "events": [{"kind": "enter", "object": creature["id"]}],
        }
        assert set(explore(Scenario.from_dict(scenario), "2025-09-19").texts()) == {outcome}


def test_enters_with_x_additional_counters_only_for_others():
    # "[This] enters with an additional X …" and "each other … enters with X …" are not
    # wordings of a card: refused, not guessed.
    for text in (
        "Made Up enters with an additional X +1/+1 counters on it, where X is the number of "
        "Elves you control.",
        "Each other creature you control enters with X +1/+1 counters on it, where X is the "
        "number of +1/+1 counters on Made Up.",
    ):
        parsed = parse_card(name="Made Up", text=text, controller="Alice", type_line="Creature")
        assert not parsed.effects and parsed.unparsed, text


def test_living_lore_exiles_one_instant_or_sorcery_card_as_it_enters():
    text = (
        "As Living Lore enters the battlefield, exile an instant or sorcery card from your "
        "graveyard.\nLiving Lore's power and toughness are each equal to the exiled card's "
        "converted mana cost."
    )
    parsed = parse_card(name="Living Lore", text=text, controller="Alice")
    assert [(e["template"], e["params"]) for e in parsed.effects] == [
        (
            "enter_exiling",
            {
                "cards": {"any_types": ["Instant", "Sorcery"]},
                "count": 1,
                "exile": "ask",
                "object": {"this": True},
            },
        )
    ]
    assert any("set exile" in n for n in parsed.notes)
    # "Any number of" cards whose total power makes the creature's: not read, so marked.
    ghoul = parse_card(
        name="Sutured Ghoul",
        text="As Sutured Ghoul enters the battlefield, exile any number of creature cards from "
        "your graveyard.",
        controller="Alice",
    )
    assert not ghoul.effects and ghoul.unparsed


GHOUL = (
    "Trample\nAs Sutured Ghoul enters the battlefield, exile any number of creature cards "
    "from your graveyard.\nSutured Ghoul's power is equal to the total power of the exiled "
    "cards and its toughness is equal to their total toughness."
)


def test_sutured_ghoul_reads_its_next_line_as_the_exiled_cards_totals():
    # The second line says what the cards exiled as it enters make its power and toughness
    # (604.3): one effect, any number of creature cards, their totals.
    parsed = parse_card(name="Sutured Ghoul", text=GHOUL, controller="Alice")
    assert [(e["template"], e["params"]) for e in parsed.effects] == [
        (
            "enter_exiling",
            {
                "cards": {"types": ["Creature"]},
                "total": True,
                "exile": "ask",
                "object": {"this": True},
            },
        )
    ]
    assert not parsed.unparsed
    # The same words on another card, its own name for "Sutured Ghoul".
    other = parse_card(
        name="Made Up", text=GHOUL.replace("Sutured Ghoul", "Made Up"), controller="Alice"
    )
    assert [e["params"] for e in other.effects] == [e["params"] for e in parsed.effects]


def test_other_words_after_exiling_any_number_are_refused_not_guessed():
    for second in (
        # Power only: what its toughness is isn't said.
        "Made Up's power is equal to the total power of the exiled cards.",
        # The number of cards, not their total.
        "Made Up's power and toughness are each equal to the number of exiled cards.",
    ):
        text = (
            "As Made Up enters, exile any number of creature cards from your graveyard.\n" + second
        )
        parsed = parse_card(name="Made Up", text=text, controller="Alice", type_line="Creature")
        assert not parsed.effects and parsed.unparsed, second


DOUBLING_SEASON = (
    "If an effect would create one or more tokens under your control, it creates twice that "
    "many of those tokens instead.\nIf an effect would put one or more counters on a permanent "
    "you control, it puts twice that many of those counters on that permanent instead."
)
OJER_TAQ = (
    "Vigilance\nIf one or more creature tokens would be created under your control, three "
    "times that many of those tokens are created instead."
)
AJANI = {
    "id": "ajani",
    "name": "Ajani Goldmane",
    "owner": "Alice",
    "types": ["Planeswalker"],
    "counters": {"loyalty": 4},
}


def test_doubling_season_leaves_counters_put_as_a_cost_alone():
    # Its ruling: "if you activate an ability whose cost has you put loyalty counters on a
    # planeswalker, the number you put on isn't doubled ... those counters are put on as a
    # cost, not as an effect." An effect's counters are doubled.
    def loyalty(kind: str) -> dict[str, Any]:
        by = {"kind": kind, "player": "Alice", "object": "ajani"}
        return {
            "kind": "put_counters",
            "object": "ajani",
            "counter": "loyalty",
            "count": 1,
            "by": by,
        }

    objects = (AJANI,)
    got = outcomes("Doubling Season", DOUBLING_SEASON, "Enchantment", loyalty("cost"), objects)
    assert got == {"Ajani Goldmane gets 1 loyalty counter"}
    got = outcomes("Doubling Season", DOUBLING_SEASON, "Enchantment", loyalty("ability"), objects)
    assert got == {"Ajani Goldmane gets 2 loyalty counters"}


def test_ojer_taq_triples_creature_tokens_only():
    # "If one or more creature tokens would be created under your control, three times that
    # many of those tokens are created instead": a Treasure (an artifact token) is left alone.
    line = "Legendary Creature — God"
    parsed = parse_card(name="Ojer Taq, Deepest Foundation", text=OJER_TAQ, controller="Alice")
    (effect,) = parsed.effects
    assert effect["params"]["object"] == {"types": ["Creature"]}

    def tokens(token: dict[str, Any]) -> dict[str, Any]:
        return {"kind": "create_tokens", "player": "Alice", "count": 1, "token": token}

    soldier = {
        "name": "Soldier",
        "types": ["Creature"],
        "colors": ["white"],
        "power": 1,
        "toughness": 1,
    }
    treasure = {"name": "Treasure", "types": ["Artifact"], "subtypes": ["Treasure"]}
    got = outcomes("Ojer Taq, Deepest Foundation", OJER_TAQ, line, tokens(soldier))
    assert got == {"Soldier token enters the battlefield untapped under Alice's control (3 times)"}
    got = outcomes("Ojer Taq, Deepest Foundation", OJER_TAQ, line, tokens(treasure))
    assert got == {"Treasure token enters the battlefield untapped under Alice's control"}
    # A token that's a copy of a creature is a creature token (707.2).
    got = outcomes("Ojer Taq, Deepest Foundation", OJER_TAQ, line, tokens({"copy_of": "elves"}))
    assert got == {
        "Llanowar Elves token enters the battlefield untapped under Alice's control as a copy "
        "of Llanowar Elves (3 times)"
    }
