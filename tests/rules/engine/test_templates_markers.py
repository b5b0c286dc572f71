"""Tests for templates/markers.py: "can't" (614.17), "can't be prevented" (615.12) and losing
all abilities are not replacement effects: they are never applied to an event, nor offered
as a choice; the resolver consults them. Expected values from the rules and Oracle texts:

- Leyline of Punishment: "Damage can't be prevented." with Healing Salve's "Prevent the next
  3 damage": the damage is dealt in full (615.12).
- Grafdigger's Cage: "Creature cards in graveyards and libraries can't enter the
  battlefield." (614.17d: the event doesn't happen).
"""

from __future__ import annotations

from rules.engine.templates import TEMPLATES

from .helpers import done, fx, obj, scenario

BOLT = obj("bolt", "Lightning Bolt", zone="stack", types=("Instant",))


def test_markers_are_flagged_and_never_apply_to_an_event():
    for kind in ("cant", "cant_be_prevented", "lose_abilities"):
        tpl = TEMPLATES[kind]
        assert tpl.marker is True
        assert tpl.watches == ()
        assert tpl.check(None, None, None, None) is None


def test_damage_that_cant_be_prevented_is_dealt_in_full():
    salve = fx(
        "salve",
        controller="Bob",
        template="prevent",
        params={"amount": 3, "shield": True, "recipient": {"player": "you"}},
    )
    leyline = fx("leyline", controller="Bob", template="cant_be_prevented")
    s = scenario(
        [BOLT],
        [salve, leyline],
        [{"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": 3}],
    )
    d = done(s)
    assert next(p["life"] for p in d.state["players"] if p["name"] == "Bob") == 17
    assert all(step.effect_id != "leyline" for step in d.trace)


def test_a_creature_card_that_cant_enter_stays_where_it_is():
    cage = fx(
        "cage", controller="Bob", template="cant", params={"event": "enter", "from": "graveyard"}
    )
    s = scenario(
        [obj("bears", "Grizzly Bears", zone="graveyard")],
        [cage],
        [{"kind": "enter", "object": "bears"}],
    )
    d = done(s)
    assert next(o for o in d.state["objects"] if o["id"] == "bears")["zone"] == "graveyard"
