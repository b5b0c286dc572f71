"""Two instances of lifelink on one creature (Knight of Meadowgrain, which has lifelink,
equipped with Loxodon Warhammer, which gives it lifelink): each instance is listed in
``keywords``.

From 2007-05-01 to 2009-05-01, 502.68a: "Lifelink is a triggered ability. "Lifelink" means
"Whenever this permanent deals damage, you gain that much life."" and 502.68b: "If a
permanent has multiple instances of lifelink, each triggers separately." So 5 damage gains
5 life twice, each gain caused by an ability, and an effect on gaining life meets each.
From 2009-07-11 (702.13b, today 702.15f): "Multiple instances of lifelink on the same object
are redundant": one gain of 5."""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, outcomes, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"


def _knight(*extra_objects, effects=(), instances=2, amount=5):
    return scenario(
        [
            obj(
                "knight",
                "Knight of Meadowgrain",
                keywords=["lifelink"] * instances,
                colors=["white"],
                power=2 + 3,
                toughness=2,
            ),
            *extra_objects,
        ],
        list(effects),
        [
            {
                "kind": "damage",
                "source": "knight",
                "recipient": "Bob",
                "amount": amount,
                "combat": True,
            }
        ],
    )


def _gains(answer):
    return [e for e in answer.to_dict()["events"] if "gains" in e or "loses" in e]


def test_2008_each_instance_triggers_separately():
    answer = done(_knight(), OLD)
    assert _gains(answer) == ["Alice gains 5 life", "Alice gains 5 life"]
    assert answer.to_dict()["outcome"]["text"] == "Bob is dealt 5 damage; Alice gains 10 life"


def test_today_instances_are_redundant():
    answer = done(_knight(), MODERN)
    assert _gains(answer) == ["Alice gains 5 life"]


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_one_instance_is_one_gain_under_either_procedure(procedure):
    assert _gains(done(_knight(instances=1), procedure)) == ["Alice gains 5 life"]


def test_three_instances_before_2009_gain_three_times():
    assert _gains(done(_knight(instances=3, amount=2), OLD)) == ["Alice gains 2 life"] * 3


GORE = obj("gore", "Rain of Gore", owner="Bob", types=("Enchantment",), colors=["black", "red"])
GORE_FX = fx("gore", "Bob", source="gore", preset="rain-of-gore")


def test_2008_rain_of_gore_turns_each_triggered_gain_into_a_loss():
    # Rain of Gore: "If a spell or ability would cause its controller to gain life, that
    # player loses that much life instead." Each trigger is an ability's gain: two losses.
    answer = done(_knight(GORE, effects=[GORE_FX]), OLD)
    assert _gains(answer) == ["Alice loses 5 life", "Alice loses 5 life"]
    assert outcomes(_knight(GORE, effects=[GORE_FX]), OLD) == {
        "Bob is dealt 5 damage; Alice loses 10 life"
    }


def test_today_rain_of_gore_leaves_lifelink_alone():
    assert outcomes(_knight(GORE, effects=[GORE_FX]), MODERN) == {
        "Bob is dealt 5 damage; Alice gains 5 life"
    }


BOON = obj("boon", "Boon Reflection", types=("Enchantment",), colors=["white"])
BOON_FX = fx("boon", source="boon", preset="boon-reflection")


def test_2008_boon_reflection_doubles_each_gain():
    # "If you would gain life, you gain twice that much life instead": each of the two
    # gains of 5 becomes 10.
    answer = done(_knight(BOON, effects=[BOON_FX]), OLD)
    assert _gains(answer) == ["Alice gains 10 life", "Alice gains 10 life"]


def test_today_boon_reflection_doubles_the_one_gain():
    assert _gains(done(_knight(BOON, effects=[BOON_FX]), MODERN)) == ["Alice gains 10 life"]


def test_too_many_instances_are_refused_naming_the_path():
    with pytest.raises(ScenarioError) as e:
        _knight(instances=13)
    assert "objects[0].keywords" in str(e.value.to_dict())
