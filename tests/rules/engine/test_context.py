"""The context the templates see (context.py): names, zone phrases, whose abilities an
object has, and the records of what happened. Expected values from the rules cited and
hand reasoning about a few objects."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.engine.compiling import compile_scenario
from rules.engine.context import Ctx
from rules.engine.interface import Params
from rules.engine.procedures import get_procedure
from rules.engine.state import Ev, Obj, PlayerState, World

from .helpers import obj, scenario


@dataclass(frozen=True)
class _Effect:
    id: str = "fx"
    label: str = "Gravedigger's effect"
    controller: str = "Alice"
    source: str | None = None
    origin: str = "ability"
    modes: tuple = ()
    pd: Params = field(default_factory=Params)


BEARS = Obj("bears", "Grizzly Bears", owner="Bob", controller="Bob", zone="battlefield")
CLONE = Obj(
    "clone", "Clone", owner="Alice", controller="Alice", zone="battlefield", copy_of="bears"
)
CLONE2 = Obj("clone2", "Clone", "Alice", "Alice", "battlefield", copy_of="clone", label="Clone 2")
GOBLIN = Obj("gob", "Goblin", owner="Alice", controller="Alice", zone="battlefield", token=True)


def _ctx(*, alice_graveyard: tuple[str, ...] = ()) -> Ctx:
    s = scenario(
        [obj("bears", "Grizzly Bears", owner="Bob")],
        [],
        [{"kind": "destroy", "object": "bears"}],
    )
    world = World(
        players=(PlayerState("Alice", graveyard=alice_graveyard), PlayerState("Bob")),
        objects=(BEARS, CLONE, CLONE2, GOBLIN),
        live=frozenset(),
    )
    return Ctx(compile_scenario(s), get_procedure("2025-09-19"), world)


def test_names_of_players_objects_and_tokens():
    ctx = _ctx()
    assert ctx.name("Bob") == "Bob"
    assert ctx.name("bears") == "Grizzly Bears"
    assert ctx.name("clone2") == "Clone 2"
    assert ctx.name("gob") == "Goblin token"
    assert ctx.name(None) == "nothing"


def test_a_card_goes_to_its_owners_graveyard_or_hand_400_3():
    # 400.3: a card put into a graveyard, hand or library goes to its owner's, whoever
    # controlled it.
    ctx = _ctx()
    assert ctx.zone_phrase("graveyard", "bears") == "is put into Bob's graveyard"
    assert ctx.zone_phrase("hand", "clone") == "is put into Alice's hand"
    assert ctx.zone_phrase("exile", "bears") == "is exiled"


def test_a_copy_of_a_copy_has_the_originals_abilities_707_3():
    # 707.3: a copy of a copy takes the copiable values as the first copy effect made them.
    ctx = _ctx()
    assert ctx.ability_source("bears") == "bears"
    assert ctx.ability_source("clone") == "bears"
    assert ctx.ability_source("clone2") == "bears"
    # An object entering as a copy of the second Clone has the Bears' abilities too.
    assert ctx.ability_source("gob", copy_of="clone2") == "bears"


def test_a_new_event_sorts_just_after_the_one_it_replaces():
    ctx = _ctx()
    ev = Ev(id="e2", kind="destroy", order=(2,), object="bears")
    new = ctx.new_event(ev, "move", suffix="exile", index=1, object="bears", to_zone="exile")
    assert (new.id, new.kind, new.order, new.to_zone) == ("e2.exile", "move", (2, 1), "exile")
    before_next = Ev(id="e3", kind="draw", order=(3,))
    assert ev.order < new.order < before_next.order


def test_damage_record_says_who_dealt_how_much_to_whom_and_what_was_prevented():
    ctx = _ctx()
    ev = Ev(id="e1", kind="damage", order=(1,), source="bears", recipient="Alice", amount=1)
    assert ctx.damage_record(ev).text == "Grizzly Bears deals 1 damage to Alice"
    prevented = Ev(
        id="e1",
        kind="damage",
        order=(1,),
        source="bears",
        recipient="Alice",
        amount=1,
        prevented=1,
    )
    assert (
        ctx.damage_record(prevented).text == "Grizzly Bears deals 1 damage to Alice (1 prevented)"
    )


def test_skipping_a_turn_or_a_step():
    ctx = _ctx()
    turn = Ev(id="t", kind="begin_turn", order=(1,), player="Alice")
    upkeep = Ev(id="u", kind="begin_step", order=(1,), player="Alice", step="upkeep")
    draw = Ev(id="d", kind="begin_step", order=(1,), player="Bob", step="draw")
    assert ctx.skip_record(turn).text == "Alice skips a turn"
    assert ctx.skip_record(upkeep).text == "Alice skips an upkeep step"
    assert ctx.skip_record(draw).text == "Bob skips a draw step"


def test_returning_a_card_from_an_empty_graveyard_is_impossible():
    # Gravedigger-like action: "return a creature card from your graveyard to your hand".
    ev = Ev(id="e1", kind="destroy", order=(1,), object="bears")
    back = [{"do": "return_from_graveyard", "player": "you"}]
    assert _ctx().impossible(_Effect(), ev, back) == "Alice's graveyard has no card to return"
    assert _ctx(alice_graveyard=("Grizzly Bears",)).impossible(_Effect(), ev, back) == ""
    two = [{"do": "return_from_graveyard", "player": "you", "count": 2}]
    assert _ctx(alice_graveyard=("Grizzly Bears",)).impossible(_Effect(), ev, two) != ""
