"""A question that a replayed choice answers at once is asked without the words only an
open question shows (resolver.py, ``Machine.advance(answered=True)``): what the trace says
of the choice is the same either way. Expected values from case 2 (616.1: Alice controls
Blightsteel Colossus, so Alice chooses which of the two effects applies first)."""

from __future__ import annotations

from rules.engine import get_example, get_procedure, resolve
from rules.engine.compiling import compile_scenario
from rules.engine.machine import Machine

CASE = get_example("case-02").scenario
TODAY = get_procedure("2025-09-19")


def _first_question(answered: bool):
    machine = Machine(compile_scenario(CASE), TODAY)
    return machine.advance(machine.start, answered=answered)[2]


def test_an_answered_question_has_the_options_and_rules_of_the_open_one_without_words():
    open_, answered = _first_question(False), _first_question(True)
    assert answered.chooser == open_.chooser == "Alice"
    assert [o.id for o in answered.options] == [o.id for o in open_.options]
    assert [o.label for o in answered.options] == [
        "Rest in Peace first",
        "Blightsteel Colossus first",
    ]
    assert answered.rules == open_.rules
    assert answered.actions == open_.actions
    assert open_.text.startswith("Alice, which effect applies first to:")
    assert (answered.text, answered.event_text, answered.excluded) == ("", "", ())
    assert all(o.explanation == "" for o in answered.options)


def test_the_choice_replayed_says_what_it_said_when_the_question_was_open():
    asked = resolve(CASE, TODAY)
    done = resolve(CASE, TODAY, ["apply:rip"])
    choice = done.trace[0]
    assert choice.kind == "choice"
    assert choice.chooser == asked.chooser == "Alice"
    assert choice.options == tuple(o.label for o in asked.options)
    assert choice.rules[: len(asked.rules)] == asked.rules
    assert done.outcome.text == "Blightsteel Colossus is exiled"


def test_a_done_resolution_makes_its_state_when_read():
    done = resolve(CASE, TODAY, ["apply:rip"])
    assert "state" not in done.__dict__
    colossus = next(o for o in done.state["objects"] if o["id"] == "colossus")
    assert colossus["zone"] == "exile"
    assert done.state is done.state
