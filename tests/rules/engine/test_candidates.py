"""Candidates (616.1): which effects may apply to an event now, which can't and why.

An ability a copy bears as it enters (614.12) is its own opportunity, told apart from the
same ability of the permanent it copies by a typed key, never by a string split apart.
"""

from __future__ import annotations

from rules.engine.state import EffectKey

from .helpers import done, fx, obj, pending, scenario


def _clone_of_a_beast(template: str = "enter_tapped", params: dict[str, object] | None = None):
    # Clone enters as a copy of a creature whose own ability says it "enters tapped"
    # (a copy has the copied text, 707.2; the permanent is checked as it would exist, 614.12).
    return scenario(
        [
            obj("clone", "Clone", zone="stack"),
            obj("beast", "Tapped Beast", owner="Bob"),
        ],
        [
            fx(
                "copy",
                source="clone",
                template="enter_as_copy",
                label="Clone",
                params={"object": {"this": True}, "copy_of": "beast"},
            ),
            fx(
                "tapped",
                "Bob",
                source="beast",
                template=template,
                label="Tapped Beast",
                params={"object": {"this": True}, **(params or {})},
            ),
        ],
        [{"kind": "enter", "object": "clone"}],
    )


def test_the_key_of_a_borne_ability_names_effect_and_bearer():
    key = EffectKey("tapped", "clone")
    assert (key.effect, key.bearer) == ("tapped", "clone")
    assert str(key) == "tapped@clone"
    assert str(EffectKey("tapped")) == "tapped"
    assert EffectKey("tapped") != key


def test_a_copy_entering_has_the_copied_permanents_enter_tapped_ability():
    d = done(_clone_of_a_beast())
    assert d.outcome.text == (
        "Clone enters the battlefield tapped under Alice's control as a copy of Tapped Beast"
    )
    applied = [s for s in d.trace if s.kind in ("forced", "applied", "choice")]
    # The trace names the effect by its id; the option id names effect and bearer.
    assert [s.effect_id for s in applied] == ["copy", "tapped"]


def _with_two_counter_effects(template: str = "enter_tapped", **params: object):
    s = _clone_of_a_beast(template, params).to_dict()
    for n, who in (("one", "Alice"), ("two", "Bob")):
        s["objects"].append(
            {"id": f"src-{n}", "name": f"Source {n}", "owner": who, "types": ["Enchantment"]}
        )
        s["effects"].append(
            fx(
                f"counters-{n}",
                who,
                source=f"src-{n}",
                template="enter_with_counters",
                label=f"Source {n}",
                params={"object": {"types": ["Creature"]}, "counter": "+1/+1", "count": 1},
            )
        )
    from rules.engine import Scenario

    return Scenario.from_dict(s)


def test_the_option_to_apply_a_borne_ability_names_effect_and_bearer():
    q = pending(_with_two_counter_effects())
    assert {o.id for o in q.options} == {
        "apply:tapped@clone",
        "apply:counters-one",
        "apply:counters-two",
    }


def test_a_borne_ability_already_applied_is_excluded_with_its_bearer_apart():
    # 614.5: the borne ability had its one opportunity on this event. The Python value
    # holds the effect's id and its bearer apart; the JSON joins them.
    # Its own "enters with two +1/+1 counters" still applies after the others.
    borne = _with_two_counter_effects("enter_with_counters", counter="+1/+1", count=2)
    q = pending(borne, choices=("apply:tapped@clone",))
    once = [x for x in q.excluded if x.effect_id == "tapped"]
    assert [(x.effect_id, x.bearer) for x in once] == [("tapped", "clone")]
    assert once[0].to_dict()["effect_id"] == "tapped@clone"
    assert "already been applied" in once[0].reason
