"""The object filter key ``ids``: any of a list of objects, for an effect made by a spell with
several targets ("Prevent all damage one or two target creatures would deal this turn", Soul
Parry; "… dealt this turn to up to two target creatures", Redeem).

A prevention effect stops the damage it names from being dealt (615.1a); an effect of a
spell with a variable number of targets applies to each object chosen for its one word
"target", and the same object can't be chosen twice for that word (601.2c). Like ``id``, each
entry names an object of the scenario, which is refused with its path otherwise.
"""

from __future__ import annotations

import pytest

from rules.engine import Scenario, ScenarioError
from rules.engine.filters import describe_filter
from rules.engine.vocabulary import MAX_FILTER_IDS

from .heldout_walk import MODERN, OLD, only
from .helpers import AB, obj

BEARS = obj("bears", "Grizzly Bears", owner="Bob", power=2, toughness=2)
ELVES = obj("elves", "Llanowar Elves", owner="Bob", power=1, toughness=1)
OGRE = obj("ogre", "Gray Ogre", owner="Bob", power=2, toughness=2)
PARRY = obj("parry", "Soul Parry", types=("Instant",), zone="stack")


def _parry(ids):
    """Soul Parry's effect: all damage the chosen creatures would deal this turn is prevented."""
    return {
        "id": "parry",
        "controller": "Alice",
        "source": "parry",
        "template": "prevent",
        "origin": "resolution",
        "params": {"amount": "all", "source": {"ids": ids}},
    }


def _hits(source: str, amount: int = 2) -> dict:
    return {
        "id": f"hit-{source}",
        "kind": "damage",
        "source": source,
        "recipient": "Alice",
        "amount": amount,
    }


def _data(ids, events, objects=(BEARS, ELVES, OGRE, PARRY)):
    return {"players": AB, "objects": list(objects), "effects": [_parry(ids)], "events": events}


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_damage_from_each_object_named_is_prevented_and_from_no_other(procedure):
    """Soul Parry on the Bears and the Elves: the damage each of the two would deal is
    prevented (615.1a), the Ogre's is not: Alice loses only the Ogre's 2 (120.3a)."""
    data = _data(["bears", "elves"], [_hits("bears"), _hits("elves", 1), _hits("ogre")])
    path = only(data, procedure)
    assert path.life("Alice") == 20 - 2


def test_one_object_named_is_the_same_as_id():
    """One creature chosen for "one or two target creatures": its damage is prevented."""
    path = only(_data(["bears"], [_hits("bears"), _hits("elves", 1)]))
    assert path.life("Alice") == 20 - 1


def _refusal(ids) -> str:
    with pytest.raises(ScenarioError) as caught:
        Scenario.from_dict({"version": 1, **_data(ids, [_hits("bears")])})
    return str(caught.value)


def test_an_unknown_object_is_refused_with_its_path():
    message = _refusal(["bears", "nobody"])
    assert "effects[0].params.source" in message
    assert "ids[1] 'nobody' is not an object in the scenario" in message


def test_an_empty_list_is_refused_with_its_path():
    message = _refusal([])
    assert "effects[0].params.source" in message
    assert "ids must be a non-empty list" in message


def test_a_name_that_is_no_list_is_refused():
    assert "ids must be a non-empty list" in _refusal("bears")


def test_one_object_twice_is_refused():
    """The same object can't be chosen twice for one word "target" (601.2c)."""
    assert "ids[1] 'bears' is named twice" in _refusal(["bears", "bears"])


def test_more_objects_than_the_limit_are_refused():
    assert f"at most {MAX_FILTER_IDS} objects" in _refusal(["bears"] * (MAX_FILTER_IDS + 1))


def test_the_filter_in_words_names_the_objects():
    assert describe_filter({"types": ["Creature"], "ids": ["bears", "elves"]}) == (
        "a creature among bears and elves"
    )
    assert describe_filter({"ids": ["a", "b", "c"]}, "source") == "a source among a, b and c"


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_an_object_named_that_moved_is_named_as_the_id_filter_names_it(procedure):
    """400.7: an object that changes zones is a new object. The scenario format names an
    object by its id wherever it is (an ``id`` filter does), so ``ids`` does the same: the
    same results for ``{"id": "bears"}`` and ``{"ids": ["bears"]}`` when the Bears are in a
    graveyard and still named as a source."""
    dead = {**BEARS, "zone": "graveyard"}
    objects = (dead, ELVES, OGRE, PARRY)
    by_ids = only(_data(["bears"], [_hits("bears")], objects), procedure)
    one = _data(["bears"], [_hits("bears")], objects)
    one["effects"][0]["params"]["source"] = {"id": "bears"}
    by_id = only(one, procedure)
    assert by_ids.life("Alice") == by_id.life("Alice")
