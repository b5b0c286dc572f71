"""The scenario's parts as frozen values (specs.py): read from the format's JSON and
written back, absent fields staying absent. Expected values are the JSON given."""

from __future__ import annotations

from rules.engine.specs import EffectSpec, EventSpec, GameObject, Mode, Moment, Player

# Words of Wilding: "If you would draw a card, you may instead ... create a 2/2 green Bear
# creature token." Written as a modal effect with one mode.
WORDS_OF_WILDING = {
    "id": "wow",
    "controller": "Alice",
    "template": "instead",
    "params": {"event": "draw", "player": "you"},
    "optional": True,
    "modes": [
        {
            "id": "bear",
            "label": "Create a 2/2 green Bear creature token",
            "instead": [
                {
                    "do": "create_tokens",
                    "token": {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2},
                }
            ],
        }
    ],
}


def test_each_part_reads_and_writes_back_the_same_json():
    cases = [
        (Player, {"name": "Alice", "life": 7, "library": ["Island", "Forest"]}),
        (GameObject, {"id": "bears", "name": "Grizzly Bears", "owner": "Bob", "power": 2}),
        (EffectSpec, WORDS_OF_WILDING),
        (EventSpec, {"kind": "damage", "source": "bears", "recipient": "Alice", "amount": 2}),
        (Moment, {"happening": "set_colors", "object": "bears", "colors": ["red"]}),
        (Moment, {"events": [{"kind": "draw", "player": "Alice"}]}),
    ]
    for cls, data in cases:
        assert cls.from_dict(data).to_dict() == data, cls.__name__


def test_absent_fields_stay_absent_and_equal_values_hash_alike():
    spec = EffectSpec.from_dict({"id": "f", "controller": "Bob", "preset": "fog"})
    assert spec.to_dict() == {"id": "f", "controller": "Bob", "preset": "fog"}
    assert spec.source is None and spec.params is None and spec.optional is None
    again = EffectSpec.from_dict({"preset": "fog", "controller": "Bob", "id": "f"})
    assert spec == again and hash(spec) == hash(again)


def test_a_mode_keeps_its_actions_frozen_and_gives_them_back():
    spec = EffectSpec.from_dict(WORDS_OF_WILDING)
    (mode,) = spec.modes or ()
    assert isinstance(mode, Mode) and mode.id == "bear"
    hash(mode)  # frozen all the way down
    assert mode.to_dict()["instead"] == WORDS_OF_WILDING["modes"][0]["instead"]
    assert spec.params is not None and spec.params.get("event") == "draw"


def test_the_repr_reads_like_the_call_that_makes_the_value():
    event = EventSpec.from_dict({"kind": "destroy", "object": "bears"})
    assert repr(event) == "EventSpec.from_dict({'kind': 'destroy', 'object': 'bears'})"
