"""Mana produced by tapping a permanent, modified by replacement effects (106.12b).
Expected values from the cards' texts (Mana Reflection, Contamination, Infernal Darkness,
Damping Sphere) and the rules (616.1: the permanent's controller orders them; 616.1f:
after one applies, the others are checked again)."""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, outcomes, pending, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
FOREST = obj("forest", "Forest", types=("Land",), subtypes=["Forest"])
TOMB = obj("tomb", "Ancient Tomb", types=("Land",))
ELF = obj("elf", "Llanowar Elves", colors=["green"])


def _tap(what, mana, effects, objects=None, player=None):
    event = {"kind": "produce_mana", "object": what, "mana": mana}
    if player:
        event["player"] = player
    return scenario(objects or [FOREST, TOMB, ELF], effects, [event])


def _fx(key, controller="Alice"):
    return fx(key, controller, origin="resolution", preset=key)


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_mana_reflection_doubles_each_mana(procedure):
    d = done(_tap("elf", "G", [_fx("mana-reflection")]), procedure)
    assert d.outcome.text == "Llanowar Elves produces {G}{G} for Alice"
    assert d.state["players"][0]["mana_pool"] == "GG"


def test_mana_reflection_is_for_permanents_you_tap():
    bob_land = obj("bforest", "Forest", owner="Bob", types=("Land",), label="Bob's Forest")
    d = done(_tap("bforest", "G", [_fx("mana-reflection")], objects=[bob_land]))
    assert d.outcome.text == "Bob's Forest produces {G} for Bob"


def test_contamination_and_infernal_darkness_type_and_amount():
    # Contamination: {B} "instead of any other type and amount"; Infernal Darkness: {B}
    # "instead of any other type", as much as before. Lands only.
    assert done(_tap("tomb", "CC", [_fx("contamination")])).outcome.text == (
        "Ancient Tomb produces {B} for Alice"
    )
    assert done(_tap("tomb", "CC", [_fx("infernal-darkness")])).outcome.text == (
        "Ancient Tomb produces {B}{B} for Alice"
    )
    assert done(_tap("elf", "G", [_fx("contamination")])).outcome.text == (
        "Llanowar Elves produces {G} for Alice"
    )


def test_mana_reflection_and_contamination_the_controller_orders_them():
    # 616.1: Alice controls the Forest. Reflection first: {G}{G}, then Contamination: {B}.
    # Contamination first: {B}, then Reflection: {B}{B}.
    s = _tap("forest", "G", [_fx("mana-reflection"), _fx("contamination", "Bob")])
    assert pending(s).chooser == "Alice"
    assert outcomes(s) == {"Forest produces {B} for Alice", "Forest produces {B}{B} for Alice"}


def test_damping_sphere_applies_once_mana_reflection_makes_it_two():
    # Damping Sphere watches a land tapped for two or more mana: the Forest's {G} isn't;
    # after Mana Reflection it would be {G}{G}, so it applies then (616.1f).
    s = _tap("forest", "G", [_fx("mana-reflection"), _fx("damping-sphere-mana", "Bob")])
    assert outcomes(s) == {"Forest produces {C} for Alice"}
    assert done(_tap("tomb", "CC", [_fx("damping-sphere-mana", "Bob")])).outcome.text == (
        "Ancient Tomb produces {C} for Alice"
    )


@pytest.mark.parametrize(
    ("event", "path"),
    [
        ({"kind": "produce_mana", "object": "forest", "mana": "X"}, "events[0].mana"),
        ({"kind": "produce_mana", "object": "forest"}, "events[0].mana"),
        ({"kind": "produce_mana", "object": "nope", "mana": "G"}, "events[0].object"),
    ],
)
def test_a_bad_mana_event_names_its_path(event, path):
    with pytest.raises(ScenarioError) as e:
        scenario([FOREST], [], [event])
    assert path in str(e.value)


def test_a_mana_effect_says_what_it_does():
    with pytest.raises(ScenarioError) as e:
        scenario(
            [FOREST],
            [fx("m", template="mana", params={"factor": 2, "type": "B"})],
            [{"kind": "produce_mana", "object": "forest", "mana": "G"}],
        )
    assert "effects[0].params.factor: give exactly one of factor, type and produce" in str(e.value)
