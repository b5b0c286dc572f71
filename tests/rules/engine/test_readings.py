"""Each outcome read whole (`read_outcomes`, behind /api/explore and `resolve --explore
--json`): who chose what along each path, the steps forced, the final state. Expected
values are the judge cases' rulings (docs/judge-cases.md)."""

from __future__ import annotations

from rules.engine import explore, get_example, read_outcomes


def _by_text(found):
    return {g.outcome.text: g for g in found.outcomes}


def _obj(state, object_id):
    return next(o for o in state["objects"] if o["id"] == object_id)


def test_case_2_each_outcome_has_alice_choosing_and_its_final_state():
    # Alice (the creature's controller) chooses; exiled, or shuffled into her library.
    found = _by_text(read_outcomes(get_example("case-02").scenario, "2025-09-19"))
    exiled = found["Blightsteel Colossus is exiled"]
    shuffled = found["Blightsteel Colossus is shuffled into Alice's library"]
    assert exiled.choosers == (("Alice",),)
    assert exiled.paths == (("apply:rip",),)
    assert _obj(exiled.state, "colossus")["zone"] == "exile"
    assert _obj(shuffled.state, "colossus")["zone"] == "library"
    (route,) = exiled.routes
    assert [(s.kind, s.chooser, s.chosen, s.effect) for s in route.steps] == [
        ("choice", "Alice", "apply:rip", "Rest in Peace")
    ]
    assert "616.1" in route.steps[0].rules


def test_case_3_the_copy_effect_is_a_forced_step_with_its_rule():
    # No choice: the copy effect must apply first (616.1c); an untapped copy.
    (group,) = read_outcomes(get_example("case-03").scenario, "2025-09-19").outcomes
    assert group.paths == ((),)
    assert group.choosers == ((),)
    (route,) = group.routes
    forced = [s for s in route.steps if s.kind == "forced"]
    assert [s.effect_id for s in forced] == ["essence"]
    assert "616.1c" in forced[0].rules
    sentinel = _obj(group.state, "sentinel")
    assert (sentinel["zone"], sentinel["tapped"], sentinel["copy_of"]) == (
        "battlefield",
        False,
        "essence",
    )


def test_case_20_names_each_chooser_in_apnap_order():
    # Alice (the active player) chooses for her creature first, then Bob for his.
    found = read_outcomes(get_example("case-20").scenario, "2025-09-19")
    assert len(found.outcomes) == 4
    assert all(g.choosers == (("Alice", "Bob"),) for g in found.outcomes)
    as_dict = found.outcomes[0].to_dict()
    assert [c["chooser"] for c in as_dict["choices"][0]] == ["Alice", "Bob"]
    assert as_dict["choices"][0][0]["chosen"] == as_dict["paths"][0][0]
    assert {p["name"] for p in as_dict["state"]["players"]} == {"Alice", "Bob"}


def test_the_paths_read_whole_are_bounded():
    found = read_outcomes(get_example("case-20").scenario, "2025-09-19", max_reads=1)
    assert [len(g.routes) for g in found.outcomes] == [1, 0, 0, 0]
    assert all(g.choosers and g.state for g in found.outcomes)


def test_plain_explore_is_unchanged():
    group = explore(get_example("case-02").scenario, "2025-09-19").outcomes[0]
    assert set(group.to_dict()) == {"outcome", "paths", "path_count"}
