"""Freezing JSON values so they hash (frozen.py). Expected values worked out by hand."""

from __future__ import annotations

from rules.engine.frozen import FrozenParams, freeze, thaw

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
