"""A process whose end reads the cards its last repetition moved: Grindstone.

Expected values come from the card's Oracle text and the rules, never from the code:

- Grindstone today: "{3}, {T}: Target player mills two cards. If two cards that share a
  color were milled this way, repeat this process." Before the mill keyword (its Oracle
  text in 2008): "Put the top two cards of target player's library into that player's
  graveyard. If both cards share a color, repeat this process."
- 701.17b: a player told to mill more cards than their library holds mills as many as
  possible; one card milled is not two cards that share a color, so the process ends.
- 105.2c: a colorless object has no color, so two colorless cards (lands) share none.
- 701.17c and 400.7j: an effect that refers to a milled card finds it in the public zone it
  moved to, so with Rest in Peace the cards exiled instead are the cards Grindstone reads
  (608.2h; 413.2f in 2008: otherwise as the card last existed, with the same colors).
- Painter's Servant: "All cards that aren't on the battlefield, spells, and permanents are
  the chosen color in addition to their other colors": every two cards milled share that
  color, so the process repeats until the library is empty (it holds finitely many cards).
"""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
BOTH = pytest.mark.parametrize("procedure", [MODERN, OLD])
GRINDSTONE_UNTIL = {"not": {"moved": {"share": "color"}, "at_least": 2}}
"""The process ends when the two cards just milled don't share a color."""
CARDS = [
    {"name": "Lightning Bolt", "types": ["Instant"], "colors": ["red"]},
    {"name": "Shock", "types": ["Instant"], "colors": ["red"]},
    {"name": "Giant Growth", "types": ["Instant"], "colors": ["green"]},
    {"name": "Counterspell", "types": ["Instant"], "colors": ["blue"]},
    {"name": "Island", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Island"]},
    {"name": "Forest", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Forest"]},
]
LIBRARY = ["Lightning Bolt", "Shock", "Giant Growth", "Counterspell", "Island"]
GRINDSTONE = obj("grindstone", "Grindstone", types=("Artifact",))


def _grind(library, objects=(), effects=(), cards=CARDS, times=None):
    process = {
        "id": "grind",
        "kind": "repeat",
        "player": "Alice",
        "events": [{"kind": "mill", "player": "Bob", "count": 2}],
        "until": GRINDSTONE_UNTIL,
    }
    if times is not None:
        process["times"] = times
    data = dict(
        players=[{"name": "Alice"}, {"name": "Bob", "library": library}],
    )
    s = scenario([GRINDSTONE, *objects], list(effects), [process], **data)
    if cards is None:
        return s
    from rules.engine import Scenario

    d = s.to_dict()
    d["cards"] = cards
    return Scenario.from_dict(d)


def _bob(d):
    return next(p for p in d.state["players"] if p["name"] == "Bob")


def _zones(d):
    return {o["name"]: o["zone"] for o in d.state["objects"] if o["id"].startswith("Bob.")}


def _process_end(d):
    return next(line for line in d.outcome.lines if "process ends" in line)


@BOTH
def test_two_red_cards_repeat_and_a_green_and_a_blue_one_end_it(procedure):
    d = done(_grind(LIBRARY), procedure)
    assert _zones(d) == {
        "Lightning Bolt": "graveyard",
        "Shock": "graveyard",
        "Giant Growth": "graveyard",
        "Counterspell": "graveyard",
    }
    assert _bob(d)["library"] == ["Island"]
    assert "after 2 repetition(s)" in _process_end(d)


@BOTH
def test_two_lands_share_no_color(procedure):
    # 105.2c: colorless is no color.
    d = done(_grind(["Island", "Forest", "Lightning Bolt", "Shock"]), procedure)
    assert _bob(d)["library"] == ["Lightning Bolt", "Shock"]
    assert "after 1 repetition(s)" in _process_end(d)


@BOTH
def test_a_last_single_card_is_milled_and_ends_the_process(procedure):
    # 701.17b: as many as possible; one card is not two cards that share a color.
    d = done(_grind(["Lightning Bolt", "Shock", "Counterspell"]), procedure)
    assert _bob(d)["library"] == []
    assert "after 2 repetition(s)" in _process_end(d)


@pytest.mark.parametrize("procedure", [MODERN, "2008-05-01"])
@pytest.mark.parametrize("size", [4, 5, 30])
def test_with_painters_servant_the_whole_library_is_milled(procedure, size):
    # Painter's Servant is of Shadowmoor (May 2008): the rules of 2008-05-01 (rule 419).
    # Painter's Servant naming blue: every card is also blue, so every two cards milled
    # share a color; the library empties, then nothing is milled and the process ends.
    painted = [{**c, "colors": sorted({*c.get("colors", ()), "blue"})} for c in CARDS]
    library = [CARDS[k % len(CARDS)]["name"] for k in range(size)]
    servant = obj("servant", "Painter's Servant", types=("Artifact", "Creature"))
    d = done(_grind(library, [servant], cards=painted), procedure)
    assert _bob(d)["library"] == []
    assert all(zone == "graveyard" for zone in _zones(d).values())
    reps = size // 2 + 1
    assert f"after {reps} repetition(s)" in _process_end(d)


def test_with_rest_in_peace_the_exiled_cards_are_the_cards_read():
    # 701.17c / 400.7j: the milled cards are found in exile, where they went instead.
    rip = obj("rip", "Rest in Peace", owner="Bob", types=("Enchantment",))
    effect = fx("rip", "Bob", source="rip", preset="rest-in-peace")
    d = done(_grind(LIBRARY, [rip], [effect]))
    assert set(_zones(d).values()) == {"exile"} and len(_zones(d)) == 4
    assert _bob(d)["library"] == ["Island"]
    assert "after 2 repetition(s)" in _process_end(d)


def test_with_leyline_of_the_void_in_2008_the_cards_removed_are_read():
    # 413.2f: the cards as they last existed: the same colors.
    leyline = obj("leyline", "Leyline of the Void", types=("Enchantment",))
    effect = fx("leyline", source="leyline", preset="leyline-of-the-void")
    d = done(_grind(LIBRARY, [leyline], [effect]), OLD)
    assert set(_zones(d).values()) == {"exile"}
    assert "removed from the game" in d.outcome.text
    assert "after 2 repetition(s)" in _process_end(d)


@pytest.mark.parametrize(
    ("procedure", "cited"),
    [(MODERN, {"701.17c", "400.7j", "608.2h"}), (OLD, {"413.2f"})],
)
def test_the_process_end_cites_where_the_moved_cards_are_read(procedure, cited):
    d = done(_grind(LIBRARY), procedure)
    steps = [s for s in d.trace if "process ends" in s.explanation]
    assert steps and cited <= set(steps[-1].rules)


def test_without_the_cards_characteristics_no_two_cards_share_a_color():
    d = done(_grind(LIBRARY, cards=None))
    assert "after 1 repetition(s)" in _process_end(d)


def _bad(data_change):
    d = _grind(LIBRARY).to_dict()
    data_change(d)
    from rules.engine import Scenario

    with pytest.raises(ScenarioError) as err:
        Scenario.from_dict(d)
    return str(err.value)


def test_a_card_listed_twice_is_named_with_its_path():
    message = _bad(lambda d: d["cards"].append({"name": "Shock", "colors": ["blue"]}))
    assert "cards[6].name: 'Shock' is already listed" in message


def test_sharing_only_reads_colors():
    def change(d):
        d["events"][0]["until"] = {"moved": {"share": "type"}, "at_least": 2}

    assert "events[0].until: moved.share: 'type' must be color" in _bad(change)


def test_the_moved_cards_are_only_a_process_s_to_read():
    params = {
        "watch": {"event": "draw", "player": "you"},
        "instead": [{"do": "nothing"}],
        "condition": {"moved": {}, "at_least": 1},
    }
    with pytest.raises(ScenarioError) as err:
        scenario(
            [],
            [fx("x", template="instead", params=params)],
            [{"kind": "draw", "player": "Alice"}],
        )
    assert "effects[0].params.condition: moved reads the cards" in str(err.value)


def test_painters_servant_asks_its_controller_for_a_color_as_it_enters():
    # "As Painter's Servant enters the battlefield, choose a color" (614.1c, 614.12).
    from .helpers import option_ids, pending

    servant = obj("servant", "Painter's Servant", zone="hand", types=("Artifact", "Creature"))
    s = scenario(
        [servant],
        [fx("servant", source="servant", preset="painters-servant")],
        [{"kind": "enter", "object": "servant"}],
    )
    q = pending(s)
    assert q.chooser == "Alice"
    assert len(option_ids(q)) == 5
