"""Permanents that enter differently by how they were cast, read from their real Oracle
text (the shipped card data) and resolved.

614.1c: "[This permanent] enters with …" is a replacement effect; 614.12: it comes from the
permanent itself and is checked as the permanent would exist on the battlefield. 400.7d: an
ability of a permanent can reference information about the spell that became it, including
what costs were paid to cast it. Kicker: "Kicker [cost]" means "You may pay an additional
[cost] as you cast this spell" (702.33a); a spell whose controller declared the intention to
pay a kicker cost has been kicked (702.33d); "kicked with its [A] kicker" refers to the first
kicker cost listed, "[B]" to the second (702.33f), and a spell with two kicker costs may be
kicked with either or both (702.33b, 702.33d). Casting moves the card from where it is to
the stack (601.2a), so a card put onto the battlefield straight from a hand wasn't cast.

Each expected outcome is the card's own words applied by those rules: the counters it
enters with when the condition holds, none otherwise.
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.cardtext import card, parse_card
from rules.engine import Scenario, ScenarioError, explore

ENTERS = "{name} enters the battlefield untapped under Alice's control"


def _read(name: str) -> Any:
    entry = card(name)
    assert entry is not None, name
    return parse_card(name=entry.name, text=entry.text, controller="Alice")


def _outcomes(name: str, zone: str = "stack", **cast: Any) -> set[str]:
    """The outcomes of the card entering the battlefield from ``zone`` (the stack: it was
    cast, as ``cast`` says), with the effects its text was read into."""
    parsed = _read(name)
    obj = {**parsed.object, "zone": zone, **cast}
    data = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [obj],
        "effects": list(parsed.effects),
        "events": [{"kind": "enter", "object": obj["id"]}],
    }
    return set(explore(Scenario.from_dict(data), "2025-09-19").texts())


def _with(name: str, n: int, counter: str = "+1/+1") -> str:
    counters = "counter" if n == 1 else "counters"
    return ENTERS.format(name=name) + f" with {n} {counter} {counters}"


# Kicker with one cost: "If [this] was kicked, it enters with N +1/+1 counters on it and
# with [a keyword / an ability]."
ONE_KICKER = [
    ("Kavu Titan", "{2}{G}", 3, "trample"),
    ("Pouncing Kavu", "{2}{R}", 2, "haste"),
    ("Pouncing Wurm", "{2}{G}", 3, "haste"),
    ("Duskwalker", "{3}{B}", 2, "fear"),
    ("Faerie Squadron", "{3}{U}", 2, "flying"),
    ("Benalish Lancer", "{2}{W}", 2, "first strike"),
    ("Prison Barricade", "{1}{W}", 1, None),
]


@pytest.mark.parametrize(("name", "cost", "n", "keyword"), ONE_KICKER)
def test_a_kicked_creature_enters_with_its_counters(name, cost, n, keyword):
    parsed = _read(name)
    assert parsed.whole, parsed.unparsed
    assert _outcomes(name, cast_from="hand", kicked=[cost]) == {_with(name, n)}


@pytest.mark.parametrize(("name", "cost", "n", "keyword"), ONE_KICKER)
def test_a_creature_not_kicked_enters_with_no_counters(name, cost, n, keyword):
    # Cast without its kicker paid (702.33d: not kicked), or not cast at all.
    assert _outcomes(name, cast_from="hand") == {ENTERS.format(name=name)}
    assert _outcomes(name, zone="hand") == {ENTERS.format(name=name)}


@pytest.mark.parametrize(("name", "cost", "n", "keyword"), ONE_KICKER)
def test_the_keyword_it_enters_with_is_left_out_and_said_so(name, cost, n, keyword):
    # No effect of the format gives a keyword: never read as something else, said in a note.
    notes = " ".join(_read(name).notes)
    if keyword is not None:
        assert f"it also enters with {keyword}: left out" in notes
        assert f'list "{keyword}" in the object\'s keywords' in notes
    else:
        assert "can attack as though it didn't have defender" in notes
    assert "only if it was kicked" in notes


def test_a_kicker_cost_written_otherwise_is_the_same_cost():
    # "{2}{g}" is the cost printed "{2}{G}" (the condition without a cost counts any).
    assert _outcomes("Kavu Titan", cast_from="hand", kicked=["{2}{g}"]) == {_with("Kavu Titan", 3)}


# The volvers (702.33f): "If Necravolver was kicked with its {1}{G} kicker, it enters with
# two +1/+1 counters on it and with trample. If Necravolver was kicked with its {W} kicker,
# it enters with a +1/+1 counter on it and with "Whenever …"."
VOLVERS = [
    ("Necravolver", "{1}{G}", "{W}"),
    ("Cetavolver", "{1}{R}", "{G}"),
    ("Rakavolver", "{1}{W}", "{U}"),
    ("Anavolver", "{1}{U}", "{B}"),
    ("Degavolver", "{1}{B}", "{R}"),
]


@pytest.mark.parametrize(("name", "a", "b"), VOLVERS)
@pytest.mark.parametrize(
    ("paid", "n"),
    [(("a",), 2), (("b",), 1), (("a", "b"), 3), ((), 0)],
)
def test_a_volver_enters_with_the_counters_of_each_kicker_paid(name, a, b, paid, n):
    # Each ability is linked to its own kicker cost (702.33f): the [A] kicker gives two, the
    # [B] kicker one, both three (702.33d: kicked with both), neither none.
    costs = [{"a": a, "b": b}[k] for k in paid]
    cast = {"kicked": costs} if costs else {}
    expected = _with(name, n) if n else ENTERS.format(name=name)
    assert _outcomes(name, cast_from="hand", **cast) == {expected}


def test_a_volver_kicked_with_one_kicker_is_not_kicked_with_the_other():
    (a, b) = _read("Necravolver").effects
    assert a["params"]["condition"] == {"kicked": {"object": "this", "cost": "{1}{G}"}}
    assert b["params"]["condition"] == {"kicked": {"object": "this", "cost": "{W}"}}


@pytest.mark.parametrize("name", ["Anavolver", "Degavolver"])
def test_a_regeneration_ability_it_enters_with_is_left_unread(name):
    # "… and with "Pay 3 life: Regenerate [this]."": an ability of 614-616's wordings
    # (regeneration, 614.8) that no effect here gives it; marked, never dropped silently.
    parsed = _read(name)
    assert len(parsed.effects) == 2
    assert any("Regenerate" in part for part in parsed.unparsed)


# "Myojin of Cleansing Fire enters with a divinity counter on it if you cast it from your
# hand."
MYOJIN = [
    "Myojin of Cleansing Fire",
    "Myojin of Infinite Rage",
    "Myojin of Life's Web",
    "Myojin of Night's Reach",
    "Myojin of Seeing Winds",
]


@pytest.mark.parametrize("name", MYOJIN)
def test_a_myojin_cast_from_your_hand_enters_with_a_divinity_counter(name):
    assert _read(name).whole
    assert _outcomes(name, cast_from="hand") == {_with(name, 1, "divinity")}


@pytest.mark.parametrize("name", MYOJIN)
def test_a_myojin_not_cast_from_a_hand_enters_with_none(name):
    # Put onto the battlefield from the hand: not cast (601.2a); cast from a graveyard or
    # from exile: not from your hand; cast with no word of where from: not said, so not.
    assert _outcomes(name, zone="hand") == {ENTERS.format(name=name)}
    assert _outcomes(name, cast_from="graveyard") == {ENTERS.format(name=name)}
    assert _outcomes(name, cast_from="exile") == {ENTERS.format(name=name)}
    assert _outcomes(name) == {ENTERS.format(name=name)}


def test_epochrasite_enters_with_counters_unless_cast_from_your_hand():
    # "Epochrasite enters with three +1/+1 counters on it if you didn't cast it from your
    # hand": cast from the hand, none; put onto the battlefield from it or cast from exile
    # (suspend), three.
    assert _read("Epochrasite").whole
    assert _outcomes("Epochrasite", cast_from="hand") == {ENTERS.format(name="Epochrasite")}
    assert _outcomes("Epochrasite", zone="hand") == {_with("Epochrasite", 3)}
    assert _outcomes("Epochrasite", cast_from="exile") == {_with("Epochrasite", 3)}


def test_cast_from_a_hand_is_refused_on_a_card_put_onto_the_battlefield_from_it():
    # 601.2a: a card put onto the battlefield from a hand wasn't cast; saying it was is a
    # contradiction the scenario names.
    with pytest.raises(ScenarioError, match=r"objects\[0\]\.cast_from: only a spell was cast"):
        _outcomes("Myojin of Cleansing Fire", zone="hand", cast_from="hand")
    with pytest.raises(ScenarioError, match=r"objects\[0\]\.kicked: only a spell was cast"):
        _outcomes("Kavu Titan", zone="graveyard", kicked=["{2}{G}"])
