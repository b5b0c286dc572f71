"""The events an effect's actions make (actions.py), read against the event the effect
applies to. Expected values from the cards' Oracle text and the rules cited."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from rules.engine.actions import build
from rules.engine.compiling import compile_scenario
from rules.engine.context import Ctx
from rules.engine.errors import ScenarioError
from rules.engine.interface import Params
from rules.engine.procedures import get_procedure
from rules.engine.state import Ev, Obj, PlayerState, World
from rules.engine.vocabulary import MAX_UNITS_MADE

from .helpers import done, fx, obj, scenario


@dataclass(frozen=True)
class _Effect:
    id: str = "fx"
    label: str = "Reflect Damage"
    controller: str = "Alice"
    source: str | None = "card"
    origin: str = "resolution"
    modes: tuple = ()
    pd: Params = field(default_factory=Params)


BEARS = Obj("bears", "Grizzly Bears", "Bob", "Bob", "battlefield", power=2, toughness=2)
BOLT = Obj("bolt", "Lightning Bolt", "Bob", None, "stack")
CARD = Obj("card", "Reflect Damage", "Alice", None, "stack")
DAMAGE = Ev(id="e1", kind="damage", order=(1,), source="bolt", recipient="bears", amount=3)


def _ctx(bob_hand: tuple[str, ...] = ()) -> Ctx:
    world = World(
        players=(PlayerState("Alice"), PlayerState("Bob", hand=bob_hand)),
        objects=(BEARS, BOLT, CARD),
        live=frozenset(),
    )
    s = scenario([obj("bears", "Grizzly Bears")], [], [{"kind": "destroy", "object": "bears"}])
    return Ctx(compile_scenario(s), get_procedure("2025-09-19"), world)


def test_reflect_damage_deals_that_much_to_the_sources_controller_615_5():
    # Reflect Damage: "Prevent all damage a source of your choice would deal this turn.
    # Reflect Damage deals that much damage to that source's controller." Lightning Bolt
    # is Bob's, and no one else controls it: the damage goes to Bob.
    actions = [
        {
            "do": "damage",
            "source": "this",
            "recipient": {"controller_of": "source"},
            "amount": "prevented",
        }
    ]
    # All 3 damage was prevented: the event now deals 0, and "that much" is the 3 prevented.
    prevented = DAMAGE.but(amount=0, prevented=3)
    (ev,), words = build(_ctx(), _Effect(), prevented, actions, prevented=3)
    assert (ev.kind, ev.source, ev.recipient, ev.amount) == ("damage", "card", "Bob", 3)
    assert words == "Reflect Damage deals 3 damage to Bob"
    assert ev.order > DAMAGE.order


def test_drawing_two_cards_is_two_draws_121_2():
    # 121.2: a player told to draw several cards performs that many individual draws.
    events, words = build(_ctx(), _Effect(), DAMAGE, [{"do": "draw", "player": "you", "count": 2}])
    assert [(e.kind, e.player, e.amount) for e in events] == [("draw", "Alice", 1)] * 2
    assert events[0].order < events[1].order
    assert words == "Alice draws 2 cards"


def test_a_discard_from_an_empty_hand_is_not_done_609_3():
    # "Its controller may discard a card. If they don't, ..." — with no card to discard,
    # the discard can't be done, so what depends on it not being done happens.
    actions = [
        {"do": "discard", "player": {"controller_of": "source"}},
        {"do": "lose_life", "player": {"controller_of": "source"}, "amount": 2, "unless_done": 0},
        {"do": "gain_life", "player": "you", "amount": 1, "if_done": 0},
    ]
    events, words = build(_ctx(), _Effect(), DAMAGE, actions)
    assert [(e.kind, e.player, e.amount) for e in events] == [("lose_life", "Bob", 2)]
    assert events[0].sequel
    assert words.startswith("Bob has no card in hand to discard")
    events, _ = build(_ctx(bob_hand=("Island",)), _Effect(), DAMAGE, actions)
    assert [(e.kind, e.player) for e in events] == [("discard", "Bob"), ("gain_life", "Alice")]


def test_destroy_and_sacrifice_put_a_permanent_into_its_owners_graveyard_701_8a_701_21a():
    (destroyed,), _ = build(_ctx(), _Effect(), DAMAGE, [{"do": "destroy", "object": "affected"}])
    assert (destroyed.kind, destroyed.object, destroyed.to_zone, destroyed.destroy) == (
        "move",
        "bears",
        "graveyard",
        True,
    )
    (sacrificed,), words = build(
        _ctx(), _Effect(), DAMAGE, [{"do": "sacrifice", "object": "bears"}]
    )
    assert (sacrificed.destroy, sacrificed.cause) == (False, "sacrifice")
    assert words == "Grizzly Bears is sacrificed"
    # A spell on the stack is not a permanent: nothing to destroy.
    assert build(_ctx(), _Effect(), DAMAGE, [{"do": "destroy", "object": "bolt"}])[0] == ()


def test_a_treasure_is_a_predefined_token_111_10a():
    (ev,), words = build(_ctx(), _Effect(), DAMAGE, [{"do": "create_tokens", "token": "Treasure"}])
    assert (ev.kind, ev.player, ev.amount) == ("create_tokens", "Alice", 1)
    assert words == "Alice creates a Treasure token"


def test_no_actions_means_nothing_happens():
    assert build(_ctx(), _Effect(), DAMAGE, []) == ((), "nothing happens")


def test_more_draws_than_the_resolver_follows_is_a_scenario_error():
    with pytest.raises(ScenarioError):
        build(_ctx(), _Effect(), DAMAGE, [{"do": "draw", "count": MAX_UNITS_MADE + 1}])


def test_exiling_the_top_card_says_the_top_card_of_their_library():
    # Asmodeus the Archfiend: "If you would draw a card, exile the top card of your library
    # face down instead." One card is "the top card", not "the top a card".
    asmodeus = {
        "watch": {"event": "draw", "player": "you"},
        "instead": [{"do": "exile_top", "count": 1}],
    }
    s = scenario(
        [obj("asm", "Asmodeus the Archfiend")],
        [fx("asm", source="asm", template="instead", params=asmodeus)],
        [{"kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "library": ["Island", "Swamp"]}, {"name": "Bob"}],
    )
    assert done(s).outcome.text == "Alice exiles the top card of their library; Island is exiled"


def _ravenous_slime(count):
    """Ravenous Slime: "If a creature an opponent controls would die, instead exile it and
    put a number of +1/+1 counters equal to that creature's power on Ravenous Slime."."""
    also = [{"do": "put_counters", "object": "this", "counter": "+1/+1", "count": count}]
    params = {"from": "battlefield", "to": "graveyard", "instead_to": "exile"}
    params.update(object={"types": ["Creature"], "controller": "opponent"}, also=also)
    return fx("slime", source="slime", template="move_instead", params=params)


@pytest.mark.parametrize(("counters", "got"), [(0, 2), (1, 3)])
def test_a_count_of_counters_is_the_power_the_creature_last_had(counters, got):
    """The ruling of Ravenous Slime: the creature's power as it last existed on the
    battlefield, its +1/+1 counters counted (122.1a)."""
    bears = obj("bears", "Grizzly Bears", owner="Bob", power=2, toughness=2)
    if counters:
        bears["counters"] = {"+1/+1": counters}
    s = scenario(
        [obj("slime", "Ravenous Slime", power=1, toughness=1), bears],
        [_ravenous_slime({"for_each": {"power": "affected"}})],
        [{"kind": "destroy", "object": "bears"}],
    )
    assert done(s).outcome.text == (
        f"Grizzly Bears is exiled; Ravenous Slime gets {got} +1/+1 counters"
    )


def test_a_bad_count_of_counters_names_its_path():
    with pytest.raises(ScenarioError) as e:
        scenario(
            [obj("slime", "Ravenous Slime")],
            [_ravenous_slime({"for_each": {"power": "nobody"}})],
            [{"kind": "destroy", "object": "slime"}],
        )
    assert "effects[0].params.also: [0].count for_each.power: 'nobody' is not this" in str(e.value)
