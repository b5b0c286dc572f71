"""Counters a permanent is given as it enters are counters put on it (122.6), so an effect
saying counters can't be put on it stops them (614.17), and an effect that would modify
those counters has nothing to modify (614.17c)."""

from __future__ import annotations

from .helpers import fx, obj, outcomes, scenario


def _bear(**kw: object) -> dict[str, object]:
    return obj("bear", "Runeclaw Bear", zone="stack", subtypes=["Bear"], **kw)


def test_solemnity_stops_the_counter_metallic_mimic_gives_and_hardened_scales_adds_nothing() -> (
    None
):
    # Metallic Mimic: the Bear enters with an additional +1/+1 counter; Solemnity: counters
    # can't be put on creatures, including those a permanent would enter with (122.6,
    # 614.17). Hardened Scales can't modify counters that can't be put (614.17c).
    s = scenario(
        [
            obj("mimic", "Metallic Mimic", types=("Artifact", "Creature")),
            obj("scales", "Hardened Scales", types=("Enchantment",)),
            obj("sol", "Solemnity", owner="Bob", types=("Enchantment",)),
            _bear(),
        ],
        [
            fx(
                "mimic",
                source="mimic",
                preset="metallic-mimic",
                params={
                    "object": {
                        "types": ["Creature"],
                        "controller": "you",
                        "other": True,
                        "subtypes": ["Bear"],
                    }
                },
            ),
            fx("scales", source="scales", preset="hardened-scales"),
            fx("sol", "Bob", source="sol", preset="solemnity"),
        ],
        [{"kind": "enter", "object": "bear"}],
    )
    assert outcomes(s) == {
        "Runeclaw Bear enters the battlefield untapped under Alice's control; "
        "Runeclaw Bear can't get 1 +1/+1 counter (Solemnity)"
    }


def test_melira_stops_only_the_minus_counters_an_entering_creature_would_get() -> None:
    # Melira: -1/-1 counters can't be put on creatures you control; the +1/+1 counters the
    # same creature enters with are put on it (122.6, 614.17).
    s = scenario(
        [obj("melira", "Melira, Sylvok Outcast"), _bear()],
        [fx("melira", source="melira", preset="melira-sylvok-outcast")],
        [{"kind": "enter", "object": "bear", "counters": {"-1/-1": 2, "+1/+1": 1}}],
    )
    assert outcomes(s) == {
        "Runeclaw Bear enters the battlefield untapped under Alice's control with "
        "1 +1/+1 counter; Runeclaw Bear can't get 2 -1/-1 counters (Melira, Sylvok Outcast)"
    }


def test_melira_leaves_a_creature_entering_under_an_opponents_control_alone() -> None:
    # "Creatures you control": checked as the permanent would exist, under Bob (614.17d).
    s = scenario(
        [obj("melira", "Melira, Sylvok Outcast"), _bear(owner="Bob")],
        [fx("melira", source="melira", preset="melira-sylvok-outcast")],
        [{"kind": "enter", "object": "bear", "counters": {"-1/-1": 2}}],
    )
    assert outcomes(s) == {
        "Runeclaw Bear enters the battlefield untapped under Bob's control with 2 -1/-1 counters"
    }
