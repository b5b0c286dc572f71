"""Filters: which players, objects and damage an effect's parameters name."""

from __future__ import annotations

from types import SimpleNamespace

from rules.engine.filters import obj_matches, player_matches
from rules.engine.state import Obj

ALICES = SimpleNamespace(source="leyline", controller="Alice", mate=None)
BEARS = Obj(
    id="bears",
    name="Grizzly Bears",
    owner="Bob",
    controller="Bob",
    zone="battlefield",
    types=("Creature",),
    subtypes=("Bear",),
    colors=("green",),
)
TOKEN = Obj(
    id="t",
    name="Soldier",
    owner="Alice",
    controller="Alice",
    zone="battlefield",
    types=("Creature",),
    token=True,
)


def test_you_and_opponent_are_seen_from_the_effects_controller():
    assert player_matches("you", "Alice", "Alice") and not player_matches("you", "Bob", "Alice")
    assert player_matches("opponent", "Bob", "Alice")
    assert player_matches("any", "Bob", "Alice") and player_matches("Bob", "Bob", "Alice")
    assert not player_matches("any", None, "Alice")


def test_an_object_filter_checks_every_quality_it_names():
    assert obj_matches({"types": ["Creature"], "colors": ["green"]}, BEARS, fx=ALICES)
    assert not obj_matches({"types": ["Creature", "Artifact"]}, BEARS, fx=ALICES)
    assert obj_matches({"controller": "opponent"}, BEARS, fx=ALICES)
    assert not obj_matches({"controller": "you"}, BEARS, fx=ALICES)
    # Under whose control it would enter counts, when given (614.12).
    assert obj_matches({"controller": "you"}, BEARS, fx=ALICES, controller="Alice")


def test_this_means_the_effects_source_or_the_object_bearing_its_ability():
    assert not obj_matches({"this": True}, BEARS, fx=ALICES)
    assert obj_matches({"this": True}, BEARS, fx=ALICES, bearer="bears")


def test_tokens_can_be_named_or_left_out():
    assert obj_matches({"token": True}, TOKEN, fx=ALICES)
    assert not obj_matches({"nontoken": True}, TOKEN, fx=ALICES)
    assert obj_matches({"nontoken": True}, BEARS, fx=ALICES)


def test_a_filter_excludes_types_and_subtypes_it_names():
    # "noncreature", "non-Spider creatures" (Arachnogenesis).
    assert not obj_matches({"not_types": ["Creature"]}, BEARS, fx=ALICES)
    assert obj_matches({"types": ["Creature"], "not_subtypes": ["Spider"]}, BEARS, fx=ALICES)
    assert not obj_matches({"types": ["Creature"], "not_subtypes": ["Bear"]}, BEARS, fx=ALICES)


def test_describe_filter_says_what_is_excluded():
    from rules.engine.filters import describe_filter

    assert describe_filter({"types": ["Creature"], "not_subtypes": ["Spider"]}) == (
        "a non-Spider creature"
    )


def test_supertypes_are_named_or_excluded():
    # Thalia, Heretic Cathar: "nonbasic lands"; Vassal's Duty: "legendary creature".
    island = Obj(
        id="island",
        name="Island",
        owner="Bob",
        controller="Bob",
        zone="battlefield",
        types=("Land",),
        subtypes=("Island",),
        supertypes=("Basic",),
    )
    assert not obj_matches({"types": ["Land"], "not_supertypes": ["Basic"]}, island, fx=ALICES)
    assert obj_matches({"supertypes": ["Basic"]}, island, fx=ALICES)
    assert not obj_matches({"supertypes": ["Legendary"]}, BEARS, fx=ALICES)
    assert obj_matches({"not_supertypes": ["Basic"]}, BEARS, fx=ALICES)


def test_a_filter_may_ask_for_a_tapped_or_untapped_permanent():
    tapped = Obj(
        id="t2",
        name="Island",
        owner="Alice",
        controller="Alice",
        zone="battlefield",
        types=("Land",),
        tapped=True,
    )
    assert obj_matches({"tapped": True}, tapped, fx=ALICES)
    assert not obj_matches({"tapped": False}, tapped, fx=ALICES)
    assert obj_matches({"tapped": False}, BEARS, fx=ALICES)


def test_describe_filter_names_either_type_and_an_owner_who_is_you():
    # Winding Constrictor: "an artifact or creature you control"; Wheel of Sun and Moon,
    # its watch set to the enchanted player as "you": "a card you own".
    from rules.engine.filters import describe_filter

    either = {"any_types": ["Artifact", "Creature"], "controller": "you"}
    assert describe_filter(either) == "an artifact or creature you control"
    assert describe_filter({"owner": "you"}, "card") == "a card you own"
    assert describe_filter({"owner": "opponent"}, "card") == "a card an opponent owns"


def test_a_teammate_is_no_opponent():
    # 810.8a's example: Platinum Angel's "your opponents" are the other team's players.
    assert not player_matches("opponent", "Carol", "Alice", "Carol")
    assert player_matches("opponent", "Bob", "Alice", "Carol")


def test_not_you_is_any_controller_but_the_effects_or_none():
    # "Sources you don't control" (Channel Harm, Comeuppance): any other player's, a
    # teammate's too, since a teammate is no opponent (102.3); an object nobody controls is
    # not one you control (109.4: only objects on the stack or battlefield have controllers).
    from rules.engine.filters import describe_filter

    assert obj_matches({"controller": "not_you"}, BEARS, fx=ALICES)
    assert not obj_matches({"controller": "not_you"}, TOKEN, fx=ALICES)
    assert player_matches("not_you", "Carol", "Alice")
    assert player_matches("not_you", None, "Alice")
    assert not player_matches("not_you", "Alice", "Alice")
    assert describe_filter({"controller": "not_you"}, "source") == "a source you don't control"
    assert describe_filter({"owner": "not_you"}, "card") == "a card you don't own"
