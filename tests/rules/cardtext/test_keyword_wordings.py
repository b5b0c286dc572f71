"""Keywords whose rules put counters on a permanent as it enters (614.1c), read from the
shipped Oracle texts: fading (702.32a), vanishing (702.63a), modular (702.43a), graft
(702.58a), bloodthirst (702.54a), unleash (702.98a), riot (702.136a) and sunburst
(702.44a, 702.44c). Expected outcomes
come from the rules cited and the cards' rulings, written by hand."""

from __future__ import annotations

from typing import Any

import pytest

from rules.cardtext import card, parse_card
from rules.engine import Scenario, explore

MODERN = "2025-09-19"


def read(name: str, text: str | None = None, type_line: str | None = None) -> Any:
    entry = card(name)
    if text is None:
        assert entry is not None, f"{name} is not in the shipped card data"
        text, type_line = entry.text, entry.type_line
    return parse_card(name=name, text=text, controller="Alice", type_line=type_line)


def entering(
    parsed: Any,
    *,
    bob: dict[str, Any] | None = None,
    alice: dict[str, Any] | None = None,
    more: list[dict[str, Any]] = (),  # type: ignore[assignment]
    me: dict[str, Any] | None = None,
) -> set[str]:
    """Every outcome of the card (from the stack) entering under Alice's control."""
    assert parsed.whole, parsed.unparsed
    this = {**parsed.object, "zone": "stack", **(me or {})}
    scenario = {
        "version": 1,
        "players": [{"name": "Alice", **(alice or {})}, {"name": "Bob", **(bob or {})}],
        "objects": [this],
        "effects": [*parsed.effects, *more],
        "events": [{"kind": "enter", "object": this["id"]}],
    }
    return set(explore(Scenario.from_dict(scenario), MODERN).texts())


def enters(name: str, counters: str = "") -> str:
    return f"{name} enters the battlefield untapped under Alice's control" + (
        f" with {counters}" if counters else ""
    )


@pytest.mark.parametrize(
    ("name", "counters"),
    [
        ("Blastoderm", "3 fade counters"),  # Fading 3
        ("Parallax Wave", "5 fade counters"),  # Fading 5, an enchantment
        ("Waning Wurm", "2 time counters"),  # Vanishing 2
        ("Arcbound Worker", "1 +1/+1 counter"),  # Modular 1
        ("Arcbound Bruiser", "3 +1/+1 counters"),  # Modular 3
        ("Simic Initiate", "1 +1/+1 counter"),  # Graft 1
        ("Vigean Hydropon", "5 +1/+1 counters"),  # Graft 5
    ],
)
def test_the_keyword_puts_its_counters_on_as_it_enters(name, counters):
    assert entering(read(name)) == {enters(name, counters)}


def test_modular_counters_are_counters_hardened_scales_adds_to():
    # Arcbound Worker's modular counters are put on as it enters; Hardened Scales adds one
    # more (614.1c, 616.1): it enters with two.
    scales = {"id": "scales", "preset": "hardened-scales", "controller": "Alice"}
    assert entering(read("Arcbound Worker"), more=[scales]) == {
        enters("Arcbound Worker", "2 +1/+1 counters")
    }


@pytest.mark.parametrize(
    ("bob", "alice", "counters"),
    [
        # 702.54a: an opponent was dealt damage this turn: three counters.
        ({"this_turn": {"dealt_damage": 2}}, {}, "3 +1/+1 counters"),
        # No damage dealt this turn: none.
        ({}, {}, ""),
        # Damage dealt to its controller is not damage dealt to an opponent.
        ({}, {"this_turn": {"dealt_damage": 4}}, ""),
    ],
)
def test_bloodthirst_reads_the_damage_dealt_to_an_opponent_this_turn(bob, alice, counters):
    parsed = read("Carnage Wurm")  # Bloodthirst 3, Trample
    assert entering(parsed, bob=bob, alice=alice) == {enters("Carnage Wurm", counters)}


def test_bloodthirst_counts_any_opponent_not_a_teammate():
    # Two-Headed Giant: Alice's teammate Carol was dealt damage; Carol is no opponent
    # (810.8a's example), so Carnage Wurm gets no counters; then an opponent, Bob, was.
    parsed = read("Carnage Wurm")
    this = {**parsed.object, "zone": "stack"}

    def outcome(bob_damage: int) -> set[str]:
        scenario = {
            "version": 1,
            "players": [
                {"name": "Alice"},
                {"name": "Bob", "this_turn": {"dealt_damage": bob_damage}},
                {"name": "Carol", "this_turn": {"dealt_damage": 3}},
                {"name": "Dan"},
            ],
            "teams": [{"players": ["Alice", "Carol"]}, {"players": ["Bob", "Dan"]}],
            "objects": [this],
            "effects": list(parsed.effects),
            "events": [{"kind": "enter", "object": this["id"]}],
        }
        return set(explore(Scenario.from_dict(scenario), MODERN).texts())

    assert outcome(0) == {enters("Carnage Wurm")}
    assert outcome(1) == {enters("Carnage Wurm", "3 +1/+1 counters")}


def test_unleash_is_its_controllers_choice():
    # 702.98a: "You may have this permanent enter with an additional +1/+1 counter on it."
    assert entering(read("Dead Reveler")) == {
        enters("Dead Reveler", "1 +1/+1 counter"),
        enters("Dead Reveler"),
    }


def test_riot_is_its_controllers_choice():
    # 702.136a: the counter, or (declined) haste, which changes no replacement.
    zhur_taa = read(
        "Zhur-Taa Goblin",
        "Riot (This creature enters with your choice of a +1/+1 counter or haste.)",
        "Creature — Goblin Berserker",
    )
    assert entering(zhur_taa) == {
        enters("Zhur-Taa Goblin", "1 +1/+1 counter"),
        enters("Zhur-Taa Goblin"),
    }
    assert any("haste" in note for note in zhur_taa.notes)


def test_graft_on_a_land_that_enters_tapped():
    # Llanowar Reborn: "enters tapped" and Graft 1: it enters tapped with a +1/+1 counter.
    parsed = read("Llanowar Reborn")
    assert entering(parsed) == {
        "Llanowar Reborn enters the battlefield tapped under Alice's control with 1 +1/+1 counter"
    }


@pytest.mark.parametrize(
    ("kicked", "counters"), [([], "2 time counters"), (["1"], "5 time counters")]
)
def test_vanishing_and_a_kicked_permanents_additional_counters(kicked, counters):
    # Ravaging Riftwurm: Vanishing 2, and three additional time counters if kicked (702.33).
    me = {"kicked": kicked, "cast_from": "hand"} if kicked else {"cast_from": "hand"}
    assert entering(read("Ravaging Riftwurm"), me=me) == {enters("Ravaging Riftwurm", counters)}


def test_vanishing_without_a_number_is_no_replacement():
    # 702.63b: only triggered abilities; Tidewalker's counters come from its own sentence.
    parsed = read("Tidewalker")
    assert parsed.whole
    assert [e["params"]["counter"] for e in parsed.effects] == ["time"]


@pytest.mark.parametrize(
    ("name", "colors", "counters"),
    [
        # 702.44a: entering as a creature, a +1/+1 counter for each color of mana spent.
        ("Suntouched Myr", 3, "3 +1/+1 counters"),
        # Otherwise a charge counter for each.
        ("Engineered Explosives", 2, "2 charge counters"),
        # 702.44c: "Modular—Sunburst", modular's number set by sunburst: +1/+1 counters.
        ("Arcbound Wanderer", 2, "2 +1/+1 counters"),
        # 702.44b: no colored mana spent (or not cast at all): no counters.
        ("Suntouched Myr", 0, ""),
    ],
)
def test_sunburst_counts_the_colors_of_mana_spent_to_cast_it(name, colors, counters):
    assert entering(read(name), me={"x": colors}) == {enters(name, counters)}


def test_doubling_season_doubles_sunburst_charge_counters():
    # Engineered Explosives cast with two colors with Doubling Season: four charge counters
    # (its counters are put on as it enters, 614.1c; Doubling Season doubles them, 616.1).
    season = {"id": "season", "preset": "doubling-season-counters", "controller": "Alice"}
    assert entering(read("Engineered Explosives"), me={"x": 2}, more=[season]) == {
        enters("Engineered Explosives", "4 charge counters")
    }


@pytest.mark.parametrize(
    "name",
    [
        "Aven Warhawk",  # amplify: cards revealed (702.38a)
        "Ornitharch",  # tribute: an opponent's choice (702.104a)
    ],
)
def test_keywords_not_read_are_refused_and_named(name):
    parsed = read(name)
    assert not parsed.whole and not parsed.effects
    assert parsed.unparsed, "the keyword not understood is named"


def test_sunburst_with_no_type_known_is_refused_not_guessed():
    # 702.44a: its counters' kind depends on whether it enters as a creature; a pasted text
    # whose type line isn't said leaves that unknown, so "Sunburst" is not understood.
    parsed = read("My Golem", "Sunburst", None)
    assert not parsed.effects and parsed.unparsed == ("Sunburst",)
