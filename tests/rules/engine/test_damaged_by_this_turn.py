"""What dealt a permanent damage this turn: an object's ``damaged_by`` and the filter key of
the same name, for "If a creature dealt damage by Kumano, Master Yamabushi this turn would
die, exile it instead." (and Kumano's Pupils, Frostwielder, Torch the Tower).

A creature dealt lethal damage is destroyed as a state-based action (704.5g): it dies, so a
scenario writes the damage in its timeline and then, as its event, the creature's move to its
owner's graveyard. The
replacement (614.1a) applies to the move only if that creature was dealt damage by the named
source this turn: by a damage event earlier in the scenario, or as the scenario says of it.
A permanent that changed zones is a new object with no memory of that damage (400.7).
"""

from __future__ import annotations

import pytest

from rules.engine import Scenario, ScenarioError

from .heldout_walk import MODERN, OLD, only
from .helpers import AB, obj

KUMANO = obj("kumano", "Kumano, Master Yamabushi", subtypes=["Human", "Shaman"], power=4)
BEARS = obj("bears", "Grizzly Bears", owner="Bob", power=2, toughness=2)
SHOCK = obj("shock", "Shock", owner="Alice", types=("Instant",), zone="stack")


def _kumano(**params):
    """Kumano's replacement: a creature dealt damage by Kumano this turn that would die is
    exiled instead."""
    return {
        "id": "kumano-exile",
        "controller": "Alice",
        "source": "kumano",
        "template": "move_instead",
        "params": {
            "from": "battlefield",
            "to": "graveyard",
            "instead_to": "exile",
            "object": {"types": ["Creature"], "damaged_by": "this", **params},
        },
    }


def _dies(oid: str = "bears") -> dict:
    """The creature is put into its owner's graveyard by a state-based action (704.5g)."""
    return {"id": "sba", "kind": "move", "object": oid, "to": "graveyard", "by": {"kind": "rule"}}


def _damage(source: str, amount: int = 2) -> dict:
    return {
        "id": "ping",
        "kind": "damage",
        "source": source,
        "recipient": "bears",
        "amount": amount,
    }


def _scenario(objects, events, effects=None, earlier=()):
    """``earlier``: the timeline's entries, each simultaneous events or a happening."""
    data = {
        "version": 1,
        "players": AB,
        "objects": objects,
        "effects": effects if effects is not None else [_kumano()],
        "events": events,
    }
    if earlier:
        data["timeline"] = list(earlier)
    return data


def _bears_zone(data, procedure):
    path = only(data, procedure)
    return path.zone("bears")


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_a_creature_kumano_damaged_earlier_in_the_scenario_is_exiled_as_it_dies(procedure):
    """Kumano deals 2 damage to Grizzly Bears; the Bears die (704.5g): Kumano's effect
    replaces the move to the graveyard with a move to exile (614.1a), under 2008's rule 419
    as under today's 614."""
    data = _scenario([KUMANO, BEARS], [_dies()], earlier=[{"events": [_damage("kumano")]}])
    assert _bears_zone(data, procedure) == "exile"


def test_a_creature_damaged_by_another_source_goes_to_the_graveyard():
    """Shock, not Kumano, dealt the damage: the Bears weren't dealt damage by Kumano this
    turn, so they die as usual (Kumano's ruling: only creatures it dealt damage to)."""
    data = _scenario([KUMANO, BEARS, SHOCK], [_dies()], earlier=[{"events": [_damage("shock")]}])
    assert _bears_zone(data, MODERN) == "graveyard"


def test_damage_dealt_earlier_this_turn_is_said_of_the_object():
    """The Bears were dealt damage by Kumano earlier this turn (its ping in the upkeep) and die
    later to something else: still exiled. The scenario says so with ``damaged_by``."""
    bears = {**BEARS, "damaged_by": ["kumano"]}
    data = _scenario([KUMANO, bears], [_dies()])
    assert _bears_zone(data, MODERN) == "exile"


def test_damage_that_is_all_prevented_is_not_dealt():
    """Prevented damage isn't dealt (615.1a): a creature whose damage from Kumano was all
    prevented wasn't dealt damage by Kumano, and dies as usual."""
    shield = {
        "id": "shield",
        "controller": "Bob",
        "template": "prevent",
        "params": {"amount": "all", "recipient": {"object": {"id": "bears"}}},
    }
    data = _scenario(
        [KUMANO, BEARS], [_dies()], [_kumano(), shield], earlier=[{"events": [_damage("kumano")]}]
    )
    assert _bears_zone(data, MODERN) == "graveyard"


def test_a_permanent_that_changed_zones_forgets_the_damage():
    """The Bears, dealt damage by Kumano, are flickered (exiled and returned): a new object
    (400.7) that Kumano never dealt damage to; it dies and goes to the graveyard."""
    earlier = [
        {"events": [_damage("kumano", 1)]},
        {"happening": "move", "object": "bears", "to": "exile"},
        {"happening": "move", "object": "bears", "to": "battlefield"},
    ]
    data = _scenario([KUMANO, BEARS], [_dies()], earlier=earlier)
    assert _bears_zone(data, MODERN) == "graveyard"


def test_damaged_by_names_only_objects_of_the_scenario_and_only_permanents():
    """A source that isn't an object, and damage remembered by a card in a graveyard (a new
    object, 400.7), are refused by name."""
    stranger = {**BEARS, "damaged_by": ["nobody"]}
    with pytest.raises(ScenarioError, match=r"objects\[1\]\.damaged_by.*'nobody' is not an object"):
        Scenario.from_dict(_scenario([KUMANO, stranger], [_dies()]))
    buried = {**BEARS, "zone": "graveyard", "damaged_by": ["kumano"]}
    with pytest.raises(ScenarioError, match=r"only a permanent keeps what dealt it damage"):
        Scenario.from_dict(_scenario([KUMANO, buried], [_damage("kumano")]))


def test_the_filter_names_this_or_an_object():
    """The filter key ``damaged_by`` is "this" or an object id; anything else is refused."""
    with pytest.raises(ScenarioError, match=r"damaged_by 'ghost' must be \"this\""):
        Scenario.from_dict(_scenario([KUMANO, BEARS], [_dies()], [_kumano(damaged_by="ghost")]))


def test_a_source_that_left_and_returned_dealt_no_damage():
    """Kumano deals damage to the Bears, then is exiled and returns: the Kumano on the
    battlefield is a new object that dealt no damage this turn (400.7), so the Bears die as
    usual."""
    earlier = [
        {"events": [_damage("kumano", 1)]},
        {"happening": "move", "object": "kumano", "to": "exile"},
        {"happening": "move", "object": "kumano", "to": "battlefield"},
    ]
    data = _scenario([KUMANO, BEARS], [_dies()], earlier=earlier)
    assert _bears_zone(data, MODERN) == "graveyard"
    # The same with the moves as events of the timeline.
    earlier[1:] = [
        {"events": [{"kind": "move", "object": "kumano", "to": "exile"}]},
        {"events": [{"kind": "move", "object": "kumano", "to": "battlefield"}]},
    ]
    assert _bears_zone(_scenario([KUMANO, BEARS], [_dies()], earlier=earlier), MODERN) == (
        "graveyard"
    )


@pytest.mark.parametrize("value", [["kumano"], {"id": "kumano"}, 3])
def test_a_filter_value_that_isnt_a_word_is_refused_not_a_crash(value):
    """A list or an object where "this" or an id belongs is refused by name (before, a list
    raised TypeError: a server error through the API)."""
    with pytest.raises(ScenarioError, match=r"damaged_by .* must be \"this\""):
        Scenario.from_dict(_scenario([KUMANO, BEARS], [_dies()], [_kumano(damaged_by=value)]))


def test_a_creature_returned_to_hand_and_cast_again_by_events_is_a_new_object():
    """XMage's ZoneChangeReplacementTest.testPermanentNewInstanceAndKumano: Kumano's Pupils
    deals damage to a creature, which is returned to its owner's hand and cast again, then
    destroyed: the new permanent (400.7) was never dealt damage by Kumano and goes to the
    graveyard. Written with the timeline's events (the bounce and the entering), which
    the scenario's check refused before ("is already on the battlefield")."""
    earlier = [
        {"events": [_damage("kumano", 1)]},
        {"events": [{"kind": "move", "object": "bears", "to": "hand"}]},
        {"events": [{"kind": "enter", "object": "bears"}]},
    ]
    data = _scenario([KUMANO, BEARS], [_dies()], earlier=earlier)
    assert _bears_zone(data, MODERN) == "graveyard"
