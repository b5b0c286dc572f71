"""The step panel written by ``judge_panel.stepper_panel`` is the markup its template wrote.

``stepper_panel_template.html`` beside this file is the ``stepper`` partial of
``judge/stepper.html`` as it was before the tag replaced it: both are given the same
context (the one the views make) for every example under each procedure the judge
offers, at the start and after each choice along its paths, and for a state whose
choices don't all fit (the notice), and must write the same text, byte for byte. The
step's htmx partial, written from fragments without their indentation
(``judge_tags.flat``), is that text without its indentation, byte for byte.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from django.template import engines

from judgeapp import selectors
from judgeapp.state import JudgeState, encode_scenario
from judgeapp.templatetags.judge_panel import stepper_panel
from judgeapp.templatetags.judge_tags import INDENT, flat
from judgeapp.views.judge import _stepper_context
from rules.engine import load_examples
from tests.judgeapp import test_judge_long_choice as long_choice

TEMPLATE = Path(__file__).with_name("stepper_panel_template.html")
#: States compared per example and procedure, at most (depth first, first options first).
STATES = 12


@pytest.fixture(scope="module")
def template():
    return engines["django"].from_string(TEMPLATE.read_text(encoding="utf-8"))


def _same_markup(context, template) -> bool:
    """The panel is the template's markup, and so is the partial, indentation aside."""
    markup = template.render(context)
    partial = INDENT.sub("\n", stepper_panel(context, flat))
    return stepper_panel(context) == markup and partial == INDENT.sub("\n", markup)


def _states(example: str, procedure: str):
    todo: list[tuple[str, ...]] = [()]
    seen = 0
    while todo and seen < STATES:
        choices = todo.pop()
        seen += 1
        state = JudgeState(example=example, procedure=procedure, choices=choices)
        judging = selectors.judging_get(state=state)
        yield judging
        options = getattr(judging.result, "options", ())
        todo.extend((*choices, option.id) for option in reversed(options))


def test_every_examples_panel_is_the_templates_markup(template):
    compared = pending = done = 0
    for example in load_examples():
        for procedure in selectors.procedure_list():
            for judging in _states(example.id, procedure.key):
                context = _stepper_context(judging)
                assert _same_markup(context, template), (
                    example.id,
                    procedure.key,
                    judging.state.choices,
                )
                compared += 1
                done += judging.done
                pending += not judging.done
    # Both kinds of card, for every example shipped (each has a question or an outcome).
    assert pending > 0 and done > 0 and compared >= 2 * len(load_examples())


def test_a_panel_with_a_notice_and_a_long_question_is_the_templates_markup(template):
    # A choice that doesn't fit is dropped and said; Metallic Mimic's creature type
    # has more options than are shown first (the fold of the other options).
    dropped = selectors.judging_get(state=JudgeState(example="case-02", choices=("nowhere",)))
    assert dropped.notice
    mimic = JudgeState(scenario=encode_scenario(long_choice.scenario()), procedure="2025-09-19")
    long = selectors.judging_get(state=mimic)
    assert selectors.featured_options(judging=long) is not None
    for judging in (dropped, long):
        context = _stepper_context(judging)
        assert _same_markup(context, template)
    # The page of that step with what a search of its fold found (no JavaScript).
    context = _stepper_context(long)
    featured = context["featured"]
    for find, every in (("elf", False), ("", True)):
        found = selectors.found_options(judging=long, featured=featured, find=find, every=every)
        context = {**_stepper_context(long), "found": found}
        assert stepper_panel(context) == template.render(context)


def test_the_page_renders_the_panel_once_in_its_place(client):
    page = client.get("/judge/", {"ex": "case-02"}).content.decode()
    judging = selectors.judging_get(state=JudgeState(example="case-02"))
    panel = stepper_panel(_stepper_context(judging))
    assert page.count('<section id="stepper"') == 1
    assert panel in page
