"""Tests for templates/mana.py: mana a permanent would produce when tapped for mana (106.12b).
Expected values from the Oracle texts:

- Mana Reflection: "If you tap a permanent for mana, it produces twice as much of that mana
  instead."
- Contamination: "If a land is tapped for mana, it produces {B} instead of any other type
  and amount."
- Infernal Darkness: "If a land is tapped for mana, it produces {B} instead of any other
  type." (the same amount, all black)
- Damping Sphere: "If a land is tapped for two or more mana, it produces {C} instead of any
  other type and amount."
"""

from __future__ import annotations

from .helpers import done, fx, obj, scenario

LAND = {"types": ["Land"]}


def _produces(params, mana, *, controller="Alice", types=("Land",)):
    s = scenario(
        [obj("land", "Forest", types=types)],
        [fx("m", controller=controller, template="mana", params=params)],
        [{"kind": "produce_mana", "object": "land", "mana": mana}],
    )
    return done(s).outcome.text


def test_mana_reflection_doubles_the_mana_of_who_taps():
    assert _produces({"factor": 2, "player": "you"}, "G") == "Forest produces {G}{G} for Alice"


def test_mana_reflection_leaves_an_opponents_permanent_alone():
    assert _produces({"factor": 2, "player": "you"}, "G", controller="Bob") == (
        "Forest produces {G} for Alice"
    )


def test_contamination_makes_any_land_produce_one_black():
    assert _produces({"object": LAND, "produce": "B"}, "GG") == "Forest produces {B} for Alice"


def test_infernal_darkness_keeps_the_amount_and_changes_the_type():
    assert _produces({"object": LAND, "type": "B"}, "GG") == "Forest produces {B}{B} for Alice"


def test_damping_sphere_watches_two_or_more_mana_only():
    sphere = {"object": LAND, "at_least": 2, "produce": "C"}
    assert _produces(sphere, "G") == "Forest produces {G} for Alice"
    assert _produces(sphere, "GG") == "Forest produces {C} for Alice"


def test_a_land_filter_leaves_an_artifact_alone():
    assert _produces({"object": LAND, "produce": "B"}, "C", types=("Artifact",)) == (
        "Forest produces {C} for Alice"
    )
