"""A card added at the table by its name has all of its abilities, not one half of them.

Some cards are two presets, one for each half ("Platinum Angel" and "Platinum Angel (can't
lose)"); a card whose presets leave a half out but whose text reads whole (Thalia, Heretic
Cathar's nonbasic lands) is its reading. Before, the table took only the preset of the
card's very name: Platinum Angel's controller lost the game at 0 life. Expected outcomes
come from the cards' texts and the rules cited."""

from __future__ import annotations

from typing import Any

import pytest

from judgeapp import drafting
from judgeapp.drafting import Draft
from rules.engine import Scenario, explore

pytestmark = pytest.mark.django_db


def outcomes(cards: list[tuple[str, str]], event: dict[str, Any]) -> set[str]:
    draft = Draft()
    for name, owner in cards:
        draft = drafting.add_card(draft, name=name, owner=owner)
    draft = drafting.add_event(draft, event)
    return set(explore(Scenario.from_dict(drafting.check(draft)), "2025-09-19").texts())


def test_platinum_angels_controller_cant_lose_the_game():
    # "You can't lose the game and your opponents can't win the game." (104.3b: a player
    # at 0 or less life loses, unless an effect says they can't.)
    found = outcomes([("Platinum Angel", "Alice")], {"kind": "lose_game", "player": "Alice"})
    assert found == {"Alice can't lose the game (Platinum Angel)"}


def test_a_card_of_two_presets_says_neither_half_is_left_out():
    draft = drafting.add_card(Draft(), name="Platinum Angel", owner="Alice")
    (line,) = draft.cards
    assert line.summary == ("Your opponents can't win the game.", "You can't lose the game.")
    assert [e["preset"] for e in draft.effects] == ["platinum-angel", "platinum-angel-lose"]


@pytest.mark.parametrize(
    ("name", "event", "outcome"),
    [
        # Everlasting Torment: "Players can't gain life."
        ("Everlasting Torment", {"kind": "gain_life", "player": "Alice", "amount": "3"}, "can't"),
        # Teferi's Protection: "Your life total can't change" (119.8): no life gained either.
        ("Teferi's Protection", {"kind": "gain_life", "player": "Alice", "amount": "3"}, "can't"),
        # Platinum Emperion: "Your life total can't change."
        ("Platinum Emperion", {"kind": "gain_life", "player": "Alice", "amount": "3"}, "can't"),
    ],
)
def test_each_half_of_a_card_applies(name, event, outcome):
    (found,) = outcomes([(name, "Alice")], event)
    assert outcome in found and "gains 3 life" not in found, found


def test_a_flip_won_or_lost_is_not_both_at_once():
    # Impulsive Maneuvers: its presets are the flip's two results, alternatives, and none is
    # named after the card alone: the card is read from its text, each result a note.
    draft = drafting.add_card(Draft(), name="Impulsive Maneuvers", owner="Alice")
    assert not any("preset" in e for e in draft.effects)


@pytest.mark.parametrize(
    ("land", "ticked", "tapped"),
    [
        ("Ghost Quarter", ["Land"], True),
        # A basic land's name says what it is (205.3i, 205.4a): basic, no box to tick.
        ("Forest", [], False),
        ("Snow-Covered Island", [], False),
    ],
)
def test_thalia_heretic_cathar_taps_an_opponents_nonbasic_land(land, ticked, tapped):
    # "Creatures and nonbasic lands your opponents control enter tapped." Its preset has
    # the creatures only; its text reads whole, both halves static: the card is its reading.
    event = {"kind": "enters", "object_name": land, "object_name_whose": "Bob"}
    if ticked:
        event["object_name_types"] = ticked
    found = outcomes([("Thalia, Heretic Cathar", "Alice")], event)
    state = "tapped" if tapped else "untapped"
    assert found == {f"{land} enters the battlefield {state} under Bob's control"}


def test_leyline_of_punishment_stops_life_gain_too():
    # "Players can't gain life. Damage can't be prevented." Its preset said the first only
    # in words; its reading has both.
    found = outcomes(
        [("Leyline of Punishment", "Bob")], {"kind": "gain_life", "player": "Alice", "amount": "4"}
    )
    assert found == {"Alice can't gain 4 life (Leyline of Punishment)"}


def test_an_activated_abilitys_shield_is_not_made_by_adding_the_card():
    # Golgari Grave-Troll's "{1}, Remove a +1/+1 counter: Regenerate" makes a shield only
    # when activated: the card keeps its presets (entering with counters, dredge).
    draft = drafting.add_card(Draft(), name="Golgari Grave-Troll", owner="Alice")
    assert [e.get("preset") for e in draft.effects] == [
        "golgari-grave-troll",
        "golgari-grave-troll-dredge",
    ]
