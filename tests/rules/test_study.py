"""Study questions: every right answer is the resolver's, every wrong one a real alternative.

The truth of each answer offered is worked out here from the resolver's own
``resolve`` and ``explore``, without asking the question generator which answer
it marked right; then exactly one answer must be true, and it must be the one
marked right.
"""

from __future__ import annotations

import pytest

from rules import study
from rules.engine import Done, Pending, explore, get_example, load_examples, resolve

ERAS = ("2008-02-01", "2025-09-19")
EXAMPLES = [e.id for e in load_examples()]


def _truth(scenario, procedure, question, value: str) -> bool:
    """Whether ``value`` answers ``question`` as the resolver does, on the question's path."""
    at = resolve(scenario, procedure, question.choices)
    if question.kind == "chooser":
        return isinstance(at, Pending) and value == at.chooser
    if question.kind == "event":
        return value == at.trace[question.step - 1].event_after
    if question.kind == "outcome":
        return isinstance(at, Done) and value == at.outcome.text
    assert question.kind == "order"
    if question.step is None:  # the point where the resolver stops to ask
        assert isinstance(at, Pending)
        asked = {o.id for o in at.options}
        if value.startswith("any:"):
            return len(asked) > 1 and asked == {f"apply:{i}" for i in value[4:].split(",")}
        if value.startswith("effect:"):
            return asked == {f"apply:{value[7:]}"}
        return value == "none" and not asked
    step = at.trace[question.step - 1]
    if value.startswith("effect:"):
        return step.kind == "forced" and step.effect_id == value[7:]
    if value.startswith("any:"):
        return step.kind == "choice"
    return value == "none" and step.effect_id is None


@pytest.mark.parametrize("procedure", ERAS)
@pytest.mark.parametrize("example_id", EXAMPLES)
def test_every_question_has_exactly_one_right_answer_the_resolvers(example_id, procedure):
    example = get_example(example_id)
    sc = example.scenario
    s = study.study_set(sc, procedure, tags=example.tags)
    kinds = [q.kind for q in s.questions]
    assert "outcome" not in kinds[:-1], "the outcome is asked last"
    for q in s.questions:
        where = f"{example_id} {procedure} question {q.number} ({q.kind})"
        assert len(q.answers) >= 2, where
        assert len({a.id for a in q.answers}) == len(q.answers), where
        assert len({a.value for a in q.answers}) == len(q.answers), where
        true = [a for a in q.answers if _truth(sc, procedure, q, a.value)]
        marked = [a for a in q.answers if a.correct]
        assert len(true) == 1, (where, [a.text for a in true])
        assert marked == true, where
        assert q.rules, f"{where}: the explanation cites its rules"
        assert q.explanation, where


@pytest.mark.parametrize("procedure", ERAS)
@pytest.mark.parametrize("example_id", EXAMPLES)
def test_wrong_outcomes_are_the_resolvers_own(example_id, procedure):
    """An outcome offered as another order's is one the explorer finds; the other era's
    is one the other procedure's explorer finds; a wrong chooser is a player of the game."""
    sc = get_example(example_id).scenario
    s = study.study_set(sc, procedure)
    here = explore(sc, procedure).texts()
    then = explore(sc, study.other_era(procedure)).texts()
    for q in s.questions:
        for a in q.answers:
            if q.kind == "outcome" and a.source == study.OTHER_ORDER:
                assert a.value in here
            if q.kind == "outcome" and a.source == study.OTHER_ERA:
                assert a.value in then
            if q.kind == "chooser":
                assert a.value in sc.player_names()
            if q.kind == "event" and not a.correct:
                assert a.value in _event_alternatives(sc, procedure, q, a.source), (q, a)


def _event_alternatives(sc, procedure, q, source) -> set[str]:
    """What the event becomes at the question's step by the resolver, for one confusion."""
    step = resolve(sc, procedure, q.choices).trace[q.step - 1]
    if source == study.NO_EFFECT:
        return {step.event_before}
    if source == study.OTHER_ERA:
        other = resolve(sc, study.other_era(procedure), q.choices).trace
        return {other[q.step - 1].event_after}
    assert source == study.OTHER_ORDER and step.kind == "choice"
    prefix = q.choices[:-1]
    at = resolve(sc, procedure, prefix)
    return {
        resolve(sc, procedure, (*prefix, o.id)).trace[q.step - 1].event_after for o in at.options
    }


def test_nearly_every_example_asks_something():
    """Only a scenario whose every path ends the same way, with no step a player could
    mistake, has nothing to ask: judge case 12 (0 damage, which no doubler changes), and
    Grindstone with Painter's Servant (no replacement effect at all: the color it gives is
    written into the cards, so no other order, era or missing effect gives another outcome
    to offer as a wrong answer)."""
    empty = [e for e in EXAMPLES if not study.study_set(get_example(e).scenario, ERAS[1]).questions]
    assert empty == ["case-12", "grindstone-painters-servant"]


def _first(s, kind):
    return next(q for q in s.questions if q.kind == kind)


def test_copy_effect_goes_first_today_but_alice_chooses_in_2008():
    """Judge cases 3 and 24: 616.1c forces the copy effect; 419.9a lets Alice choose."""
    sc = get_example("case-03").scenario
    today = _first(study.study_set(sc, "2025-09-19"), "order")
    assert today.right.text.startswith("Essence of the Wild applies next")
    assert "616.1c" in today.rules
    assert today.eras_differ
    then = _first(study.study_set(sc, "2008-02-01"), "order")
    assert then.right.value == "any:essence,sentinel"
    assert "Alice chooses" in then.right.text
    # Each era's right answer is offered as the other's wrong one.
    assert any(a.value == then.right.value and a.source == study.OTHER_ERA for a in today.answers)


def test_the_affected_player_chooses_not_the_effects_controller():
    """Judge case 19: Bob chooses the order of Alice's Torbran and Furnace of Rath (616.1)."""
    q = _first(study.study_set(get_example("case-19").scenario, "2025-09-19"), "chooser")
    assert q.right.text == "Bob"
    assert [a.text for a in q.answers if not a.correct] == ["Alice"]


def test_outcome_wrong_answers_include_the_other_order():
    """Judge case 18: Scales first gives 4 counters, the doubler first gives 3."""
    s = study.study_set(get_example("case-18").scenario, "2025-09-19")
    q = s.questions[-1]
    assert {a.text for a in q.answers} >= {
        "Grizzly Bears gets 4 +1/+1 counters",
        "Grizzly Bears gets 3 +1/+1 counters",
    }


def test_the_path_follows_the_choices_given():
    sc = get_example("case-02").scenario
    s = study.study_set(sc, "2025-09-19", ["apply:shuffle"])
    assert s.path == ("apply:shuffle",)
    assert s.outcome == "Blightsteel Colossus is shuffled into Alice's library"


def test_choices_that_dont_fit_are_a_study_error():
    with pytest.raises(study.StudyError, match="choices"):
        study.study_set(get_example("case-02").scenario, "2025-09-19", ["apply:nope"])


def test_a_built_scenario_is_studied_like_an_example():
    data = get_example("case-19").scenario.to_dict()
    s = study.study_set(data, "2025-09-19")
    assert [q.kind for q in s.questions][:2] == ["chooser", "order"]


def test_pick_keeps_to_the_topic_and_difficulty_and_spreads_over_examples():
    keys = study.pick(topic="APNAP", count=5, seed=3)
    assert len(keys) == 5
    entries = [study.pool_get(k) for k in keys]
    assert all("APNAP" in e.question.topics for e in entries)
    hard = study.pick(difficulty=3, count=5, seed=1)
    assert all(study.pool_get(k).question.difficulty == 3 for k in hard)
    assert len({study.pool_get(k).example for k in hard}) == 5
    assert study.pick(count=5, seed=7) == study.pick(count=5, seed=7)


def test_every_topic_has_questions():
    for topic in study.topics():
        assert study.pick(topic=topic, count=1), topic


def test_newcomer_path_goes_from_simple_to_hard():
    path = study.newcomer_path()
    assert len(path) == len({study.pool_get(k).example for k in path})
    levels = [study.pool_get(k).question.difficulty for k in path]
    assert levels == sorted(levels)
    assert levels[0] == 1 and levels[-1] == 3
    assert study.next_on_path(path[:3], 2) == path[3:5]


def test_pool_keys_round_trip_and_unknown_ones_are_key_errors():
    entry = study.pool()[0]
    assert study.pool_get(entry.key).question == entry.question
    for bad in ("nope", "case-01~2025-09-19~99", "case-01~1999-01-01~1", "x~y~z"):
        with pytest.raises(KeyError):
            study.pool_get(bad)


def test_the_question_generator_is_pure_python_and_its_doctests_run():
    import doctest
    import subprocess
    import sys
    from pathlib import Path

    code = (
        "import sys\n"
        "from rules import study\n"
        "study.study_set(study.load_examples()[1].scenario, '2008-02-01')\n"
        "print('django' in sys.modules)"
    )
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "False"
    result = doctest.testmod(study)
    assert result.attempted > 0 and result.failed == 0


def test_two_effects_of_one_name_are_told_apart_as_the_options_tell_them():
    # Two Blood Scriveners: the stepper's options name them "#1" and "#2"; a study answer
    # naming one of them says which, in the same words.
    sc = get_example("draw-two-blood-scriveners").scenario
    pending = resolve(sc, "2025-09-19")
    assert isinstance(pending, Pending)
    named = {o.id[len("apply:") :]: o.label.removesuffix(" first") for o in pending.options}
    assert len(set(named.values())) == len(named) > 1
    for effect_id, words in named.items():
        assert study.effect_label(sc, effect_id) == words
