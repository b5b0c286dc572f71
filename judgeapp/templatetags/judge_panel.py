"""The stepper's panel (``{% stepper_panel %}``, the ``stepper`` partial of
``judge/stepper.html``): its markup, written out here.

The panel is part of the stepper's page and the whole answer to a step htmx asks
for. A state the server has never seen (every judge's own scenario) is resolved and
rendered on the spot, and Django's template engine cost about a fifth of that
request for this markup (a node, a variable looked up and escaped, a context pushed
for each piece: about 270 us against about 100 us here). The pieces below are laid
out as the template was, byte for byte (``tests/judgeapp/test_judge_panel.py``
compares them with that template, kept there, for every example at each step).

Every value is escaped as ``{{ value }}`` escapes it (safe text as it is); the
option buttons, the trace, the rule links and the procedure buttons are the tags of
``judge_tags``. The panel is rendered once per state and served to everyone
(views/judge.py, ``_step_panel``): what goes in it may depend on the state only,
never on the visitor or the request. Actions on the current state go at
:data:`SAVE`: "Save as ruling" opens the ruling form with this state (scenario,
procedure, choices); its note shows only to those signed out (CSS,
``body[data-signed-in]``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any

from django import template
from django.template import Context
from django.utils.safestring import SafeString

from judgeapp.templatetags.judge_tags import (
    Layout,
    _escaped,
    _refs,
    as_is,
    fixed_url,
    formatter,
    hidden_fields,
    option_buttons,
    procedure_buttons,
    trace_steps,
)

register = template.Library()


#: ``{{ value }}``: safe text as it is, anything else escaped.
_e = _escaped


#: The panel's frame. The lines of two spaces are where the template's comments were.
HEAD = (
    "\n"
    '<section id="stepper" class="stepper" aria-labelledby="step-heading">\n'
    "  \n  \n  \n"
    """  <form method="get" action="{url}" hx-get="{url}"
        hx-target="#stepper" hx-swap="outerHTML" data-step-form>
    {hidden}
    {notice}

    {card}
    {not_applied}

    <div class="d-flex flex-wrap gap-2 mb-2" role="group" aria-label="Go back">
{back}{restart}"""
    "      \n      \n      \n\n"
    """{save}

    </div>
    <div class="d-flex flex-wrap align-items-center gap-2 mb-3" role="group" \
aria-label="Procedure">
      <span class="small">Rules:</span>
      {procedures}
    </div>
  </form>

  <h2 class="h6">Steps so far</h2>
  <ol class="list-unstyled trace" data-trace>
    {trace}
  </ol>
</section>
"""
)
#: A button that goes back along the choices made (``action``: back or restart), disabled
#: before the first choice.
STEP_BUTTON = """      <button class="btn btn-light border-secondary" type="submit" name="action" \
value="{action}" data-action="{action}"
              {keys}{disabled}>{label}</button>
"""
NOTICE = '<div class="alert alert-warning py-2 mb-2" role="status" data-notice>{}</div>'

DONE = """
    <div class="card border-success mb-3" data-state="done">
      <div class="card-body">
        <h2 class="h5" id="step-heading" tabindex="-1" data-step-focus
            data-announce="Done. {text}">Outcome</h2>
        <p class="fs-5 fw-semibold mb-2" data-outcome>{text}</p>
        {lines}
        {events}
      </div>
    </div>
    """
LINES = '<ul class="mb-0">{}</ul>'
LINE = "<li>{}</li>"
EVENTS = '<p class="small mb-0 mt-2" data-events>What happens, in order: {}.</p>'

PENDING = """
    <div class="card border-primary mb-3" data-state="pending">
      <div class="card-body p-3">
        <h2 class="h5 mb-1" id="step-heading" tabindex="-1" data-step-focus
            data-announce="{chooser} chooses. {question}"><span data-chooser>{chooser}</span> \
chooses</h2>
        {event}
        <p class="mb-2" data-question>{question}{rules}</p>
        {same}
        <div class="d-grid gap-2" role="group" aria-label="Options">
          {options}
        </div>
        {explanation}
        {excluded}
      </div>
    </div>
    """
EVENT = '<p class="small mb-1" data-event>The event now: {}</p>'
SAME = '<p class="small fw-semibold mb-2" data-same-result>{}</p>'
EXPLANATION = '<p class="small mt-2 mb-0" data-explanation>{}{}</p>'
EXCLUDED = """
        <ul class="list-unstyled small mt-2 mb-0" aria-label="Not options now">
          {}
        </ul>
        """
EXCLUDED_ITEM = """
          <li class="excluded" data-excluded="{}"><span class="fw-semibold">{}</span>: {}
            {}</li>
          """
NOT_APPLIED = """
    <ul class="list-unstyled small mb-3" aria-label="Effects that didn't apply">
      {}
    </ul>
    """
NOT_APPLIED_ITEM = """
      <li class="excluded" data-not-applied="{}"><span class="fw-semibold">{}</span> didn't \
apply: {}.
        {}</li>
      """
SAVE = """<a class="btn btn-success" href="{url}?{query}" data-action="save-ruling">Save as \
ruling</a>
<p class="small mb-0 w-100 signed-out-only" data-save-note>Saving a ruling is for tournament \
staff: you will be asked to sign in first. Anyone can share this page's address.</p>"""
_SAVE = formatter(SAVE)


#: "Back" with its keyboard shortcut, whose hint a touch screen hides (instead.css).
BACK_LABEL = 'Back <span class="small key-hint">(u)</span>'


@register.simple_tag(takes_context=True)
def stepper_panel(context: Context | Mapping[str, Any], layout: Layout = as_is) -> SafeString:
    """The panel for the context ``views.judge._stepper_context`` makes (the page's
    context holds it too); ``layout``: ``judge_tags.flat`` for the step's htmx partial,
    whose indentation is left out (views.judge)."""
    judging = context["judging"]
    result = context["result"]
    state = context["state"]
    procedure = context["procedure"]
    done = judging.done
    return SafeString(
        formatter(layout(HEAD))(
            url=_e(context["step_url"]),
            hidden=hidden_fields(state.params()),
            notice=NOTICE.format(_e(judging.notice)) if judging.notice else "",
            card=_done(result, layout) if done else _pending(context, result, procedure, layout),
            not_applied=_items(
                NOT_APPLIED, NOT_APPLIED_ITEM, context["not_applied"], procedure, layout
            ),
            back=_step_button("back", BACK_LABEL, state.choices, layout, "u"),
            restart=_step_button("restart", "Restart", state.choices, layout),
            save=_SAVE(url=_e(_ruling_url(context)), query=_e(state.query())) if done else "",
            procedures=procedure_buttons(context["procedures"], procedure, layout),
            trace=trace_steps(result.trace, procedure, layout),
        )
    )


def _ruling_url(context: Context | Mapping[str, Any]) -> str:
    """The ruling form's address: the context's (``views.judge._stepper_context`` looks it
    up with the others), else looked up here."""
    known = context.get("ruling_url")
    return str(known) if known else fixed_url("ruling-new")


def _step_button(action: str, label: str, choices: Any, layout: Layout, key: str = "") -> str:
    """:data:`STEP_BUTTON`: ``label`` is markup; ``key``, its keyboard shortcut; disabled
    before the first choice."""
    return _button(action, label, bool(choices), layout, key)


@lru_cache(maxsize=16)
def _button(action: str, label: str, enabled: bool, layout: Layout, key: str) -> str:
    return layout(STEP_BUTTON).format(
        action=action,
        label=label,
        keys=f'aria-keyshortcuts="{key}"' if key else "",
        disabled="" if enabled else " disabled",
    )


def _done(result: Any, layout: Layout) -> str:
    outcome = result.outcome
    text = _e(outcome.text)
    lines = ""
    if outcome.lines:
        shown = (LINE.format(_e(line)) for line in outcome.lines if line != outcome.text)
        lines = LINES.format("".join(shown))
    counted = result.events_counted
    events = EVENTS.format("; ".join(_e(x) for x in counted)) if len(counted) > 1 else ""
    return formatter(layout(DONE))(text=text, lines=lines, events=events)


def _pending(context: Mapping[str, Any], result: Any, procedure: Any, layout: Layout) -> str:
    shared = context["shared_explanation"]
    same = context["same_result"]
    question = result.question
    return formatter(layout(PENDING))(
        chooser=_e(result.chooser),
        question=_e(question),
        event=EVENT.format(_e(result.event_text)) if result.event_text not in question else "",
        rules=_refs(procedure, result.rules, spaced=True),
        same=SAME.format(_e(same)) if same else "",
        options=option_buttons(
            result.options,
            procedure,
            shared,
            context["lead_words"],
            same,
            context["featured"],
            context.get("found"),  # a long question's fold searched (the page only)
            layout,
        ),
        explanation=EXPLANATION.format(
            _e(shared["text"]), _refs(procedure, shared["rules"], spaced=True)
        )
        if shared
        else "",
        excluded=_items(EXCLUDED, EXCLUDED_ITEM, result.excluded, procedure, layout),
    )


def _items(frame: str, item: str, items: Iterable[Any], procedure: Any, layout: Layout) -> str:
    """A list of effects, each with its reason and rules, in ``frame``; "" when none."""
    markup = formatter(layout(item))
    written = "".join(
        markup(_e(x.effect_id), _e(x.label), _e(x.reason), _refs(procedure, x.rules)) for x in items
    )
    return formatter(layout(frame))(written) if written else ""
