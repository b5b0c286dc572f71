"""The words an action uses for an object, a player or an amount, read against the event
(references.py). Expected values from the cards' Oracle text and the rules cited."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.engine.interface import Params
from rules.engine.references import (
    amount_ref,
    check_amount,
    check_object_ref,
    check_player_ref,
    object_ref,
    player_ref,
)
from rules.engine.state import Ev, Obj, PlayerState, World


@dataclass(frozen=True)
class _Effect:
    id: str = "fx"
    label: str = "an effect"
    controller: str = "Alice"
    source: str | None = "vigor"
    origin: str = "ability"
    modes: tuple = ()
    pd: Params = field(default_factory=Params)


def _world(*objects: Obj) -> World:
    return World(
        players=(PlayerState("Alice"), PlayerState("Bob")),
        objects=objects,
        live=frozenset(),
    )


BEARS = Obj("bears", "Grizzly Bears", owner="Bob", controller="Bob", zone="battlefield")
STOLEN = Obj("nighthawk", "Vampire Nighthawk", owner="Alice", controller="Bob", zone="battlefield")
BOLT = Obj("bolt", "Lightning Bolt", owner="Bob", controller=None, zone="graveyard")


def _damage(source: str, recipient: str, amount: int = 3) -> Ev:
    return Ev(id="e1", kind="damage", order=(1,), source=source, recipient=recipient, amount=amount)


def test_vigor_that_creature_is_the_creature_dealt_damage():
    # Vigor: "put a +1/+1 counter on that creature" -> "affected" is the damage's recipient.
    ev = _damage("nighthawk", "bears")
    assert object_ref("affected", _Effect(), ev, _world(BEARS, STOLEN)) == "bears"


def test_affected_object_of_a_destruction_is_the_object_destroyed():
    ev = Ev(id="e1", kind="destroy", order=(1,), object="bears")
    assert object_ref("affected", _Effect(), ev, _world(BEARS)) == "bears"


def test_this_is_the_effects_own_source_not_the_affected_object():
    ev = _damage("nighthawk", "bears")
    assert object_ref("this", _Effect(source="vigor"), ev, _world(BEARS)) == "vigor"


def test_first_untapped_island_is_the_first_one_in_play_that_matches():
    # "sacrifice an untapped Island": a tapped Island and one in the graveyard don't qualify.
    tapped = Obj("i1", "Island", "Alice", "Alice", "battlefield", subtypes=("Island",), tapped=True)
    dead = Obj("i2", "Island", "Alice", None, "graveyard", subtypes=("Island",))
    good = Obj("i3", "Island", "Alice", "Alice", "battlefield", subtypes=("Island",))
    ref = {"first": {"subtypes": ["Island"], "tapped": False}}
    world = _world(tapped, dead, good)
    assert object_ref(ref, _Effect(), _damage("x", "Alice"), world) == "i3"
    assert object_ref(ref, _Effect(), _damage("x", "Alice"), _world(tapped, dead)) is None


def test_the_sources_controller_is_its_controller_not_its_owner():
    # Reflect Damage: "deals that much damage to that source's controller" (a permanent
    # Bob controls but Alice owns: Bob).
    ev = _damage("nighthawk", "Alice")
    ref = {"controller_of": "source"}
    assert player_ref(ref, _Effect(), ev, _world(STOLEN)) == "Bob"
    assert player_ref({"owner_of": "source"}, _Effect(), ev, _world(STOLEN)) == "Alice"


def test_controller_of_a_card_without_one_is_its_owner_108_4a():
    # 108.4a: a card that is not a permanent or spell has no controller; use its owner.
    ev = _damage("bolt", "Alice")
    assert player_ref({"controller_of": "source"}, _Effect(), ev, _world(BOLT)) == "Bob"


def test_affected_player_of_damage_to_a_player_is_that_player_120_3a():
    ev = _damage("nighthawk", "Bob")
    assert player_ref("affected", _Effect(controller="Alice"), ev, _world(STOLEN)) == "Bob"


def test_affected_player_of_a_destruction_is_the_permanents_owner():
    ev = Ev(id="e1", kind="destroy", order=(1,), object="nighthawk")
    assert player_ref("affected", _Effect(), ev, _world(STOLEN)) == "Alice"


def test_you_is_the_effects_controller():
    ev = _damage("nighthawk", "Bob")
    assert player_ref("you", _Effect(controller="Bob"), ev, _world(STOLEN)) == "Bob"


def test_amounts_that_much_and_damage_prevented_this_way_615_5():
    # 615.5: the rest of a prevention effect may refer to the damage prevented.
    ev = _damage("nighthawk", "Bob", amount=4)
    assert amount_ref("that_many", ev) == 4
    assert amount_ref("prevented", ev, prevented=3) == 3
    assert amount_ref(2, ev, prevented=3) == 2


def test_object_reference_checks():
    assert check_object_ref("affected", {"bears"}) is None
    assert check_object_ref("bears", {"bears"}) is None
    assert "not an object" in str(check_object_ref("elves", {"bears"}))
    assert check_object_ref({"first": {"types": ["Land"]}}, None) is None
    assert check_object_ref({"first": "Island"}, None) is not None
    assert check_object_ref("", None) is not None


def test_player_reference_checks():
    players = ("Alice", "Bob")
    assert check_player_ref("Bob", players, None) is None
    assert check_player_ref({"controller_of": "source"}, players, None) is None
    assert check_player_ref("Carol", players, None) is not None
    assert check_player_ref({"controller_of": "x", "owner_of": "y"}, players, None) is not None
    assert "controller_of" in str(check_player_ref({"controller_of": "elves"}, players, {"bears"}))


def test_amount_checks_refuse_a_boolean_and_out_of_range():
    assert check_amount(0, 10) is None
    assert check_amount(10, 10) is None
    assert check_amount("prevented", 10) is None
    assert check_amount(11, 10) is not None
    assert check_amount(-1, 10) is not None
    assert check_amount(True, 10) is not None
    assert check_amount("all", 10) is not None
    assert check_amount("all", 10, allow_all=True) is None
