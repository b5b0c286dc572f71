"""Events in words, as a judge reads them (the wording of the rules where there is one)."""

from __future__ import annotations

from rules.engine.state import Ev, Obj, PlayerState, World
from rules.engine.words import count_noun, describe_event, events_text, verb


def _world() -> World:
    return World(
        players=(PlayerState(name="Alice", life=20), PlayerState(name="Bob", life=20)),
        objects=(
            Obj(id="bolt", name="Lightning Bolt", owner="Alice", controller="Alice", zone="stack"),
            Obj(
                id="bears", name="Grizzly Bears", owner="Bob", controller="Bob", zone="battlefield"
            ),
            Obj(id="clone", name="Clone", owner="Alice", controller="Alice", zone="stack"),
        ),
        live=frozenset(),
    )


def test_damage_would_be_dealt_then_is_dealt():
    ev = Ev("e1", "damage", (0,), source="bolt", recipient="Bob", amount=3)
    assert describe_event(ev, _world()) == "Lightning Bolt would deal 3 damage to Bob"
    assert describe_event(ev, _world(), would=False) == "Lightning Bolt deals 3 damage to Bob"


def test_entering_says_tapped_or_not_whose_control_and_as_what():
    ev = Ev(
        "e1",
        "move",
        (0,),
        object="clone",
        from_zone="stack",
        to_zone="battlefield",
        controller="Alice",
        copy_of="bears",
        tapped=True,
        counters=(("+1/+1", 2),),
    )
    assert describe_event(ev, _world()) == (
        "Clone would enter the battlefield tapped under Alice's control as a copy of "
        "Grizzly Bears with 2 +1/+1 counters"
    )


def test_a_destruction_and_a_move_to_a_graveyard():
    destroy = Ev("e1", "move", (0,), object="bears", to_zone="graveyard", destroy=True)
    assert describe_event(destroy, _world()) == "Grizzly Bears would be destroyed"
    assert describe_event(destroy, _world(), would=False) == "Grizzly Bears is destroyed"
    dies = Ev("e1", "move", (0,), object="bears", to_zone="graveyard")
    assert (
        describe_event(dies, _world(), would=False) == "Grizzly Bears is put into Bob's graveyard"
    )


def test_life_draws_and_counts():
    w = _world()
    assert describe_event(Ev("e", "gain_life", (0,), player="Alice", amount=2), w) == (
        "Alice would gain 2 life"
    )
    assert describe_event(Ev("e", "draw", (0,), player="Bob", amount=1), w) == (
        "Bob would draw a card"
    )
    assert count_noun(1, "card") == "a card" and count_noun(3, "card") == "3 cards"
    assert verb(Ev("e", "damage", (0,), amount=2)) == "be dealt 2 damage"


def test_several_events_are_listed_together():
    w = _world()
    evs = [
        Ev("a", "damage", (0,), source="bolt", recipient="Bob", amount=3),
        Ev("b", "gain_life", (1,), player="Alice", amount=2),
    ]
    text = events_text(evs, w)
    assert "Lightning Bolt would deal 3 damage to Bob" in text and "Alice would gain 2 life" in text
