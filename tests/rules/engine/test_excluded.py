"""Pending.excluded: the applicable effects that can't be chosen yet, and the rule why."""

from rules.engine import get_example, resolve


def test_contained_entering_effect_waits_for_the_creation_today():
    # 616.1g: an effect on an event contained in another (a token entering, within
    # its creation) can't be chosen until the effects on the containing event are.
    scenario = get_example("token-doublers-copy").scenario
    pending = resolve(scenario, "2025-09-19")
    assert pending.chooser == "Alice"
    assert {option.id for option in pending.options} == {"apply:season", "apply:lives"}
    assert [(item.effect_id, item.rules) for item in pending.excluded] == [
        ("sentinel-tapped", ("616.1g",))
    ]
    assert "contained" in pending.excluded[0].reason


def test_no_effect_is_excluded_once_the_creation_is_settled():
    scenario = get_example("token-doublers-copy").scenario
    # After both doublers, each copy's own "enters tapped" is forced as it enters.
    done = resolve(scenario, "2025-09-19", ["apply:lives"])
    assert not hasattr(done, "options")
    assert "tapped" in done.outcome.text
    assert "(4 times)" in done.outcome.text
