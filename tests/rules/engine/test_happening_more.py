"""What happens for the events actions make beyond an event's own object
(happening_more.py): milling, discarding, counters removed, control gained, damage
removed, tapping. Expected values from the rules cited, worked out by hand."""

from __future__ import annotations

from rules.engine.happening_more import MORE_KINDS, card_id, put_in_library
from rules.engine.state import Ev, Obj, PlayerState, World


def _world(*objects: Obj, library: tuple[str, ...] = (), hand: tuple[str, ...] = ()) -> World:
    return World(
        players=(PlayerState("Alice", library=library, hand=hand), PlayerState("Bob")),
        objects=objects,
        live=frozenset(),
    )


def _happen(ev: Ev, world: World):
    return MORE_KINDS[ev.kind](ev, world, None)


BEARS = Obj(
    "bears", "Grizzly Bears", owner="Bob", controller="Bob", zone="battlefield", in_combat=True
)


def test_milling_takes_the_top_cards_each_a_move_of_its_own_701_17a():
    world = _world(library=("Top", "Second", "Third"))
    ev = Ev(id="m", kind="library_top", order=(1,), player="Alice", amount=2, to_zone="graveyard")
    after, (record,), moves = _happen(ev, world)
    assert after.player("Alice").library == ("Third",)
    assert [after.obj(m.object).name for m in moves] == ["Top", "Second"]
    assert all((m.from_zone, m.to_zone, m.cause) == ("library", "graveyard", "mill") for m in moves)
    assert moves[0].order < moves[1].order
    assert record.fact == ("library_top", "Alice", "graveyard", 2)


def test_milling_more_than_the_library_mills_what_there_is_701_17b():
    world = _world(library=("Only",))
    ev = Ev(id="m", kind="library_top", order=(1,), player="Alice", amount=3, to_zone="graveyard")
    after, (record,), moves = _happen(ev, world)
    assert len(moves) == 1 and after.player("Alice").library == ()
    assert record.fact == ("library_top", "Alice", "graveyard", 1)
    empty = _world()
    _, (nothing,), none = _happen(ev, empty)
    assert none == () and nothing.kind == "nothing"


def test_discarding_moves_cards_from_hand_to_graveyard_701_9a():
    world = _world(hand=("Island", "Forest", "Swamp"))
    ev = Ev(id="d", kind="discard", order=(1,), player="Alice", amount=2)
    after, records, moves = _happen(ev, world)
    assert records == []
    assert after.player("Alice").hand == ("Swamp",)
    assert [(after.obj(m.object).name, m.from_zone, m.to_zone, m.cause) for m in moves] == [
        ("Island", "hand", "graveyard", "discard"),
        ("Forest", "hand", "graveyard", "discard"),
    ]
    _, (nothing,), none = _happen(ev, _world())
    assert none == () and nothing.kind == "nothing"


def test_removing_more_counters_than_there_are_removes_them_all():
    bears = Obj("bears", "Grizzly Bears", "Bob", "Bob", "battlefield", counters=(("+1/+1", 2),))
    ev = Ev(id="r", kind="remove_counters", order=(1,), object="bears", counter="+1/+1", amount=5)
    after, (record,), _ = _happen(ev, _world(bears))
    assert after.obj("bears").counter("+1/+1") == 0
    assert record.fact == ("remove_counters", "bears", "+1/+1", 2)
    none = Ev(
        id="r", kind="remove_counters", order=(1,), object="bears", counter="shield", amount=1
    )
    assert _happen(none, _world(bears))[1] == []


def test_gaining_control_removes_the_permanent_from_combat_506_4():
    ev = Ev(id="g", kind="gain_control", order=(1,), object="bears", controller="Alice")
    after, (record,), _ = _happen(ev, _world(BEARS))
    assert (after.obj("bears").controller, after.obj("bears").in_combat) == ("Alice", False)
    assert record.fact == ("gain_control", "bears", "Alice")
    same = Ev(id="g", kind="gain_control", order=(1,), object="bears", controller="Bob")
    after, records, _ = _happen(same, _world(BEARS))
    assert records == [] and after.obj("bears").in_combat


def test_only_an_untapped_permanent_can_be_tapped_701_26a():
    tap = Ev(id="t", kind="tap", order=(1,), object="bears", tapped=True)
    after, (record,), _ = _happen(tap, _world(BEARS))
    assert after.obj("bears").tapped and record.fact == ("tap", "bears", True)
    _, records, _ = _happen(tap, after)
    assert records == []
    untap = Ev(id="u", kind="tap", order=(1,), object="bears", tapped=False)
    _, records, _ = _happen(untap, _world(BEARS))
    assert records == []  # 701.26b: only a tapped permanent can be untapped


def test_removing_damage_leaves_none_marked():
    hurt = Obj("bears", "Grizzly Bears", "Bob", "Bob", "battlefield", damage=1)
    ev = Ev(id="x", kind="remove_damage", order=(1,), object="bears")
    after, (record,), _ = _happen(ev, _world(hurt))
    assert after.obj("bears").damage == 0 and record.fact == ("remove_damage", "bears")


def test_a_card_goes_on_top_or_on_the_bottom_of_its_owners_library():
    world = _world(BEARS)
    world = world.set_player(PlayerState("Bob", library=("A", "B")))
    assert put_in_library(world, BEARS, "top").player("Bob").library == ("Grizzly Bears", "A", "B")
    assert put_in_library(world, BEARS, "bottom").player("Bob").library == (
        "A",
        "B",
        "Grizzly Bears",
    )


def test_cards_known_by_name_get_ids_that_do_not_clash():
    world = _world()
    first = card_id(world, "Alice", "library")
    world = world.set_obj(Obj(first, "Top", "Alice", None, "library"))
    second = card_id(world, "Alice", "library")
    assert first != second
    assert card_id(world, "Bob", "library") not in (first, second)
