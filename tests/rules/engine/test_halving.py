"""Halving a count, and who puts counters (Vorinclex, Monstrous Raider). Expected values from
the card's Oracle text ("If you would put one or more counters on a permanent or player, put
twice that many … If an opponent would put one or more counters on a permanent or player,
they put half that many … instead, rounded down") and the rules: 122.6a (an entering
permanent's controller puts the counters it enters with), 120.3d (a wither or infect source's
controller puts the -1/-1 counters), 616.1 (the affected object's controller orders the
effects), 122.6 (counters are put on permanents)."""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, outcomes, pending, scenario

MODERN = "2025-09-19"

VORINCLEX = obj("vorinclex", "Vorinclex, Monstrous Raider", colors=["green"])
VORINCLEX_FX = [
    fx("double", source="vorinclex", preset="vorinclex-monstrous-raider"),
    fx("halve", source="vorinclex", preset="vorinclex-monstrous-raider-halve"),
]
BEARS = obj("bears", "Grizzly Bears", owner="Bob", colors=["green"])


def _counters(count, by, *, target="bears", effects=(), objects=()):
    event = {"kind": "put_counters", "object": target, "counter": "+1/+1", "count": count}
    if by is not None:
        event["by"] = by
    return scenario([VORINCLEX, BEARS, *objects], [*VORINCLEX_FX, *effects], [event])


def _bears(d):
    return next(o for o in d.state["objects"] if o["id"] == "bears")


@pytest.mark.parametrize(("count", "left"), [(3, 1), (4, 2), (5, 2)])
def test_an_opponent_puts_half_that_many_rounded_down(count, left):
    d = done(_counters(count, {"kind": "ability", "player": "Bob"}))
    assert _bears(d)["counters"] == {"+1/+1": left}


def test_half_of_one_counter_is_none_and_nothing_is_put():
    d = done(_counters(1, {"kind": "ability", "player": "Bob"}))
    assert _bears(d).get("counters", {}) == {}


def test_who_puts_the_counters_decides_not_whose_permanent():
    # Alice's ability puts two counters on Bob's Bears: Alice is putting them, so twice.
    d = done(_counters(2, {"kind": "ability", "player": "Alice"}))
    assert _bears(d)["counters"] == {"+1/+1": 4}


def test_a_cost_is_still_someone_putting_counters():
    # Unlike "if an effect would put" (Doubling Season), Vorinclex names only who puts them.
    d = done(_counters(1, {"kind": "cost", "player": "Alice"}, target="vorinclex"))
    vorinclex = next(o for o in d.state["objects"] if o["id"] == "vorinclex")
    assert vorinclex["counters"] == {"+1/+1": 2}


def test_an_event_that_doesnt_say_who_puts_the_counters_is_left_alone():
    d = done(_counters(3, None))
    assert _bears(d)["counters"] == {"+1/+1": 3}


def test_an_opponents_permanent_entering_with_counters_gets_half():
    # 122.6a: the effect doesn't say who puts them, so the entering object's controller does.
    walker = obj("walker", "Ajani Goldmane", owner="Bob", zone="hand", types=("Planeswalker",))
    s = scenario(
        [VORINCLEX, walker],
        VORINCLEX_FX,
        [{"kind": "enter", "object": "walker", "counters": {"loyalty": 4}}],
    )
    d = done(s)
    entered = next(o for o in d.state["objects"] if o["id"] == "walker")
    assert entered["counters"] == {"loyalty": 2}


def test_wither_counters_are_put_by_the_sources_controller():
    # 120.3d: Bob's wither creature deals 3 damage to Alice's creature; Bob puts the counters.
    wither = obj("scuzzback", "Scuzzback Marauders", owner="Bob", keywords=["wither"])
    mine = obj("ogre", "Gray Ogre", toughness=2)
    s = scenario(
        [VORINCLEX, wither, mine],
        VORINCLEX_FX,
        [{"kind": "damage", "source": "scuzzback", "recipient": "ogre", "amount": 3}],
    )
    ogre = next(o for o in done(s).state["objects"] if o["id"] == "ogre")
    assert ogre["counters"] == {"-1/-1": 1}


def test_bob_orders_his_doubling_season_and_alices_halving():
    # Bob's ability puts 3 counters on his Bears; he controls the affected permanent and
    # chooses the order (616.1): doubled then halved, 6 then 3; halved then doubled, 1 then 2.
    season = obj("season", "Doubling Season", owner="Bob", types=("Enchantment",))
    s = _counters(
        3,
        {"kind": "ability", "player": "Bob"},
        effects=[fx("season", "Bob", source="season", preset="doubling-season-counters")],
        objects=[season],
    )
    assert pending(s).chooser == "Bob"
    assert outcomes(s) == {
        "Grizzly Bears gets 3 +1/+1 counters",
        "Grizzly Bears gets 2 +1/+1 counters",
    }


def test_the_rounding_and_divisor_are_checked_with_their_path():
    with pytest.raises(ScenarioError) as err:
        scenario(
            [BEARS],
            [fx("d", template="divide", params={"round": "sideways", "divisor": 1})],
            [{"kind": "gain_life", "player": "Alice", "amount": 3}],
        )
    text = str(err.value)
    assert "effects[0].params.round" in text and "effects[0].params.divisor" in text


@pytest.mark.parametrize(("rounding", "life"), [("down", 23), ("up", 24)])
def test_divide_works_on_any_amount(rounding, life):
    s = scenario(
        [BEARS],
        [fx("d", template="divide", params={"event": "gain_life", "round": rounding})],
        [{"kind": "gain_life", "player": "Alice", "amount": 7}],
    )
    alice = next(p for p in done(s).state["players"] if p["name"] == "Alice")
    assert alice["life"] == life
