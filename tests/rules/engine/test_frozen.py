"""Freezing JSON values so they hash (frozen.py). Expected values worked out by hand."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from rules.engine.frozen import FrozenParams, freeze, made_once, quick_init, thaw
from rules.engine.state import Ev

PARAMS = {"event": "damage", "factor": 2, "source": {"types": ["Creature"], "controller": "you"}}


def test_freeze_then_thaw_gives_back_the_value():
    assert thaw(freeze(PARAMS)) == PARAMS
    assert thaw(freeze([1, [2, 3], {"a": []}])) == [1, [2, 3], {"a": []}]


def test_a_frozen_dict_hashes_and_does_not_depend_on_key_order():
    reordered = {
        "source": {"controller": "you", "types": ["Creature"]},
        "factor": 2,
        "event": "damage",
    }
    assert freeze(PARAMS) == freeze(reordered)
    assert hash(freeze(PARAMS)) == hash(freeze(reordered))
    assert freeze({"a": 1}) != freeze({"a": 2})


def test_a_list_of_two_items_is_not_mistaken_for_a_dict():
    # A dict freezes to ("{}", items); a list whose first item is "{}" must come back a list.
    assert thaw(freeze(["{}", []])) == ["{}", []]
    assert thaw(freeze(["[]", [1]])) == ["[]", [1]]
    assert thaw(freeze({"k": ["{}", [["a", 1]]]})) == {"k": ["{}", [["a", 1]]]}
    assert thaw(freeze(["x", ["y"]])) == ["x", ["y"]]


def test_frozen_params_read_like_a_mapping_and_hash():
    p = FrozenParams.of(PARAMS)
    assert p.get("factor") == 2
    assert p.get("source") == {"types": ["Creature"], "controller": "you"}
    assert p.get("missing", "none") == "none"
    assert p.keys() == ("event", "factor", "source")
    assert p.to_dict() == PARAMS
    assert hash(p) == hash(FrozenParams.of(dict(reversed(PARAMS.items()))))
    assert FrozenParams.of(None).to_dict() == {}


@dataclass(frozen=True)
class _Plain:
    name: str
    amount: int = 0
    tags: tuple[str, ...] = ()
    seen: list[str] = field(default_factory=list)


@quick_init
@dataclass(frozen=True)
class _Quick:
    name: str
    amount: int = 0
    tags: tuple[str, ...] = ()
    seen: list[str] = field(default_factory=list)


def test_a_quick_init_takes_the_same_arguments_and_gives_the_same_fields():
    for args, kwargs in [(("a",), {}), (("a", 2), {"tags": ("x",)}), ((), {"name": "b"})]:
        assert _Quick(*args, **kwargs).__dict__ == _Plain(*args, **kwargs).__dict__
    assert list(_Quick("a").__dict__) == ["name", "amount", "tags", "seen"]
    assert _Quick("a").seen is not _Quick("a").seen  # a new list each time, as the factory says
    assert _Quick("a", 1) == _Quick("a", 1) != _Quick("a", 2)
    with pytest.raises(TypeError):
        _Quick()  # type: ignore[call-arg]
    with pytest.raises(AttributeError):
        _Quick("a").name = "b"  # type: ignore[misc]


def test_an_event_made_quickly_equals_one_made_field_by_field():
    quick = Ev(id="e1", kind="damage", order=(0, 0), source="bolt", amount=3)
    plain = Ev.__new__(Ev)
    for name, f in Ev.__dataclass_fields__.items():
        object.__setattr__(plain, name, f.default)
    for name, value in {"id": "e1", "kind": "damage", "order": (0, 0)}.items():
        object.__setattr__(plain, name, value)
    object.__setattr__(plain, "source", "bolt")
    object.__setattr__(plain, "amount", 3)
    assert quick.__dict__ == plain.__dict__ and quick == plain and hash(quick) == hash(plain)


def test_quick_init_refuses_what_it_would_not_do_the_same():
    @dataclass(frozen=True)
    class Later:
        name: str

        def __post_init__(self) -> None:
            pass

    with pytest.raises(TypeError):
        quick_init(Later)

    @dataclass(frozen=True)
    class Hidden:
        name: str
        kept: int = field(default=0, init=False)

    with pytest.raises(TypeError):
        quick_init(Hidden)


def test_made_once_makes_the_value_at_the_first_read_and_keeps_it_on_the_object():
    made: list[str] = []

    @quick_init
    @dataclass(frozen=True)
    class Card:
        name: str

        @made_once
        def shout(self) -> str:
            made.append(self.name)
            return self.name.upper()

    bear, giant = Card("bear"), Card("giant")
    assert made == []
    assert (bear.shout, bear.shout, giant.shout) == ("BEAR", "BEAR", "GIANT")
    assert made == ["bear", "giant"]  # once per object
    assert Card("bear") == bear  # what it keeps is no field: values still compare by fields
    assert isinstance(Card.__dict__["shout"], made_once)
