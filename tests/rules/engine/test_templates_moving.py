"""Tests for templates/moving.py: regeneration and "goes elsewhere instead". Expected values
from 701.19a (regenerate: "The next time [a permanent] would be destroyed this turn,
instead remove all damage marked on it and tap it"), 701.19c ("can't be regenerated"), and
Rest in Peace's Oracle text ("If a card or token would be put into a graveyard from
anywhere, exile it instead.")."""

from __future__ import annotations

from .helpers import done, fx, obj, scenario

BEARS = obj("bears", "Grizzly Bears", damage=1)


def _bears_after(effects, event=None):
    ev = event or {"kind": "destroy", "object": "bears"}
    d = done(scenario([BEARS], effects, [ev]))
    return next(o for o in d.state["objects"] if o["id"] == "bears")


def test_a_regenerated_creature_stays_tapped_and_without_damage():
    bears = _bears_after([fx("regen", template="regenerate", params={"object": "bears"})])
    assert (bears["zone"], bears["tapped"], bears["damage"]) == ("battlefield", True, 0)


def test_cant_be_regenerated_leaves_the_shield_out():
    ev = {"kind": "destroy", "object": "bears", "cant_be_regenerated": True}
    bears = _bears_after([fx("regen", template="regenerate", params={"object": "bears"})], ev)
    assert bears["zone"] == "graveyard"


def test_rest_in_peace_exiles_a_destroyed_creature():
    rip = fx("rip", template="move_instead", params={"instead_to": "exile"})
    assert _bears_after([rip])["zone"] == "exile"


def test_a_watch_on_discards_leaves_a_destruction_alone():
    discard = fx("d", template="move_instead", params={"instead_to": "exile", "cause": "discard"})
    assert _bears_after([discard])["zone"] == "graveyard"
