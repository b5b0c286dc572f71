"""The stepper's template helpers: rule links, the procedure buttons and fixed URLs."""

from __future__ import annotations

from string import Formatter
from types import SimpleNamespace

import pytest
from django.template import engines

from judgeapp.templatetags.judge_tags import (
    fixed_url,
    hidden_fields,
    procedure_buttons,
    procedure_label,
    rule_ref,
    rule_refs,
    trace_step,
)

MODERN = SimpleNamespace(key="2025-09-19", release="2025-09-19")
OLD = SimpleNamespace(key="2008-02-01", release="2008-02-01")


def _link(release: str, number: str) -> str:
    href = f"/rules/{release}/{number}/"
    return f'<a class="rule-ref" href="{href}" data-rule="{number}">{number}</a>'


def test_a_rule_number_links_to_its_text_in_the_procedures_release():
    assert rule_ref(MODERN, "616.1e") == _link("2025-09-19", "616.1e")
    assert rule_ref(OLD, "419.9a") == _link("2008-02-01", "419.9a")


def test_a_list_of_rule_numbers_is_the_links_one_after_the_other():
    assert rule_refs(MODERN, ("616.1", "614.6")) == _link("2025-09-19", "616.1") + _link(
        "2025-09-19", "614.6"
    )
    assert rule_refs(MODERN, ("616.1", "614.6"), spaced=True) == (
        " " + _link("2025-09-19", "616.1") + " " + _link("2025-09-19", "614.6")
    )
    assert rule_refs(MODERN, ()) == ""
    assert rule_refs(MODERN, None) == ""


def test_the_tag_for_a_list_writes_what_a_loop_of_single_links_writes():
    django = engines["django"]
    context = {"procedure": MODERN, "numbers": ["616.1", "616.1e", "614.12"]}
    loop = django.from_string(
        "{% load judge_tags %}{% for n in numbers %} {% rule_ref procedure n %}{% endfor %}"
    ).render(context)
    one = django.from_string(
        "{% load judge_tags %}{% rule_refs procedure numbers spaced=True %}"
    ).render(context)
    assert one == loop


def test_the_procedure_in_use_is_the_pressed_button():
    html = procedure_buttons([MODERN, OLD], OLD)
    assert html.count("<button") == 2
    assert 'value="2025-09-19" data-procedure="2025-09-19"' in html
    modern, old = html.split("</button>")[:2]
    assert "btn-light border-dark" in modern and 'aria-pressed="false"' in modern
    assert "btn-dark" in old and 'aria-pressed="true"' in old
    assert not html.endswith("\n")
    # Rendered once for each procedure in use: the same answer both times.
    assert procedure_buttons([MODERN, OLD], OLD) is html


def test_each_procedure_button_says_which_rules_it_is():
    # Rules 614-616 of the newest release are today's; 2008's procedure is rule 419.
    html = procedure_buttons([MODERN, OLD], MODERN)
    assert ">Today (CR 2025-09-19)</button>" in html
    assert ">2008 (rule 419)</button>" in html
    assert procedure_label("2025-09-19") == "Today (CR 2025-09-19)"
    assert procedure_label(OLD) == "2008 (rule 419)"
    # Not a procedure the judge offers: the key as it is.
    assert procedure_label("nonsense") == "nonsense"


def test_fixed_urls_are_the_reversed_ones():
    assert fixed_url("judge-step") == "/judge/step/"
    assert fixed_url("ruling-new") == "/rulings/new/"


def test_hidden_fields_are_what_a_loop_of_inputs_writes():
    params = {"s": 'a"b<c>&', "p": "2008-02-01", "c": "apply:rip,apply:shuffle"}
    html = hidden_fields(params)
    assert html == (
        '<input type="hidden" name="s" value="a&quot;b&lt;c&gt;&amp;">'
        '<input type="hidden" name="p" value="2008-02-01">'
        '<input type="hidden" name="c" value="apply:rip,apply:shuffle">'
    )
    loop = engines["django"].from_string(
        "{% for name, value in params.items %}"
        '<input type="hidden" name="{{ name }}" value="{{ value }}">{% endfor %}'
    )
    assert loop.render({"params": params}) == html


_TRACE_LOOP = """{% load judge_tags %}{% for item in trace %}
    <li class="trace-step border-start border-3 ps-2 mb-2 kind-{{ item.kind }}" \
data-kind="{{ item.kind }}">
      <p class="small mb-1"><span class="fw-semibold">{{ item.number }}.</span>
        {% if item.kind == "choice" %}{{ item.chooser }} chose{% elif item.kind == "forced" %}\
Forced{% elif item.kind == "applied" %}Applied{% else %}Note{% endif %}
        {% rule_refs procedure item.rules %}</p>
      {% if item.event_before or item.event_after %}<p class="small mb-1">{{ item.event_before }}\
{% if item.event_after and item.event_after != item.event_before %} → {{ item.event_after }}\
{% endif %}</p>{% endif %}
      <p class="mb-0">{{ item.explanation }}</p>
    </li>
    {% endfor %}"""


def _step(**fields):
    base = {
        "number": 1,
        "kind": "note",
        "chooser": None,
        "rules": ("616.1",),
        "event_before": "",
        "event_after": "",
        "explanation": "No more effects apply.",
    }
    return SimpleNamespace(**{**base, **fields})


def test_a_trace_step_is_written_as_the_steps_loop_wrote_it():
    steps = [
        _step(
            kind="choice",
            chooser="Alice <the judge>",
            event_before="Bear would be destroyed",
            event_after="Bear would be exiled",
            explanation="Alice chose to apply Rest in Peace first.",
            rules=("616.1", "616.1e"),
        ),
        _step(number=2, kind="forced", event_before="A", event_after="A"),
        _step(number=3, kind="applied", event_before="", event_after="B & C"),
        _step(number=12, kind="note", event_before="D", event_after="", rules=()),
        _step(number=1000, kind="other", chooser="x"),
    ]
    loop = engines["django"].from_string(_TRACE_LOOP)
    tags = engines["django"].from_string(
        "{% load judge_tags %}{% for item in trace %}\n    {% trace_step item procedure %}\n"
        "    {% endfor %}"
    )
    context = {"trace": steps, "procedure": MODERN}
    assert tags.render(context) == loop.render(context)
    first = trace_step(steps[0], MODERN)
    assert "Alice &lt;the judge&gt; chose" in first
    assert '<p class="small mb-1">Bear would be destroyed → Bear would be exiled</p>' in first
    assert 'kind-choice" data-kind="choice"' in first
    assert '<p class="small mb-1">A</p>' in trace_step(steps[1], MODERN)
    assert "None → B &amp; C" not in trace_step(steps[2], MODERN)
    assert '<p class="small mb-1"> → B &amp; C</p>' in trace_step(steps[2], MODERN)


def test_the_trace_is_laid_out_as_the_steps_loop_laid_it_out_and_says_when_it_is_empty():
    steps = [_step(), _step(number=2, kind="forced", event_before="A", event_after="B")]
    loop = engines["django"].from_string(
        "{% load judge_tags %}<ol data-trace>\n    {% for item in trace %}\n"
        "    {% trace_step item procedure %}{# markup #}\n    {% empty %}\n"
        '    <li class="small text-body-secondary">No step yet.</li>\n    {% endfor %}\n  </ol>'
    )
    one = engines["django"].from_string(
        "{% load judge_tags %}<ol data-trace>\n"
        "    {% trace_steps trace procedure %}{# markup #}\n  </ol>"
    )
    for trace in (steps, []):
        context = {"trace": trace, "procedure": MODERN}
        assert one.render(context) == loop.render(context)
    empty = one.render({"trace": [], "procedure": MODERN})
    assert '<li class="small text-body-secondary">No step yet.</li>' in empty


#: The stepper's options as the template's loop wrote them before ``option_buttons``.
_OPTIONS_LOOP = """{% load judge_tags %}{% for option in result.options %}
          <button class="btn btn-primary btn-lg text-start option" type="submit" name="option" \
value="{{ option.id }}"
                  data-option="{{ option.id }}"{% if forloop.counter < 10 %} \
data-option-key="{{ forloop.counter }}" aria-keyshortcuts="{{ forloop.counter }}"{% endif %}>
            {% if forloop.counter < 10 %}<span class="badge text-bg-light me-2" \
aria-hidden="true">{{ forloop.counter }}</span>{% endif %}{{ option.label }}
          </button>
          {% if not shared_explanation %}{% if option.explanation %}<p class="small mb-1">\
{{ option.explanation }}{% rule_refs procedure option.rules spaced=True %}</p>{% endif %}
          {% elif not shared_explanation.whole and option.does %}<p class="small mb-1" data-does>\
{{ option.does }}</p>{% endif %}
          {% with lead_words|get_item:option.id as lead %}{% if lead and not same_result %}\
<p class="small mb-1 text-body-secondary" data-leads="{{ option.id }}">{{ lead }}</p>\
{% endif %}{% endwith %}
          {% endfor %}"""


def test_the_options_are_written_as_the_options_loop_wrote_them():
    # Eleven options: the tenth and eleventh have no key (only 1 to 9 do).
    options = [
        SimpleNamespace(
            id=f"apply:e{n}",
            label=f"Effect <{n}>",
            explanation="" if n == 3 else f"Alice applies e{n} & then the rest.",
            rules=("616.1", "616.1e") if n % 2 else (),
            does="" if n == 4 else f"It exiles card {n}.",
        )
        for n in range(1, 12)
    ]
    leads = {"apply:e1": "Leads to: exiled", "apply:e2": "Leads to: <destroyed>"}
    loop = engines["django"].from_string(_OPTIONS_LOOP)
    tag = engines["django"].from_string(
        "{% load judge_tags %}{% option_buttons result.options procedure shared_explanation "
        "lead_words same_result %}"
    )
    for shared in (None, {"text": "Why", "whole": False}, {"text": "All", "whole": True}):
        for same in ("", "Every option leads to the same result."):
            context = {
                "result": SimpleNamespace(options=options),
                "procedure": MODERN,
                "shared_explanation": shared,
                "lead_words": leads,
                "same_result": same,
            }
            assert tag.render(context) == loop.render(context)
    html = tag.render({**context, "shared_explanation": None, "same_result": ""})
    assert 'data-option-key="9"' in html and 'data-option-key="10"' not in html
    assert "Effect &lt;1&gt;" in html
    assert 'data-leads="apply:e2">Leads to: &lt;destroyed&gt;</p>' in html


def test_a_steps_number_is_written_as_django_localizes_it(settings):
    from django.utils.formats import localize

    from judgeapp.templatetags.judge_tags import _number

    settings.USE_THOUSAND_SEPARATOR = True
    settings.NUMBER_GROUPING = 1  # every digit grouped: still none in a single one
    settings.THOUSAND_SEPARATOR = ","
    for number in (0, 1, 9, 10, 1234, -5):
        assert _number(number) == str(localize(number))
    settings.USE_THOUSAND_SEPARATOR = False
    for number in (0, 9, 1234):
        assert _number(number) == str(localize(number))


def test_a_fragment_is_written_as_its_format_writes_it():
    from judgeapp.templatetags.judge_panel import DONE, HEAD, NOT_APPLIED_ITEM, PENDING, SAVE
    from judgeapp.templatetags.judge_tags import _HIDDEN, OPTION, TRACE_STEP, flat, formatter

    for markup in (HEAD, DONE, PENDING, SAVE, TRACE_STEP, OPTION):
        for layout in (flat, str):
            fields = {name: f"<{name} “é”>" for _, name, _, _ in Formatter().parse(markup) if name}
            assert formatter(layout(markup))(**fields) == layout(markup).format(**fields)
    assert formatter(NOT_APPLIED_ITEM)("a", 2, "c", "d") == NOT_APPLIED_ITEM.format(
        "a", 2, "c", "d"
    )
    assert formatter(_HIDDEN)("s", "x&y") == _HIDDEN.format("s", "x&y")
    assert formatter("{0}-{1}-{0}")(1, "b") == "1-b-1"
    assert formatter("{{literal}} {x}")(x=3) == "{literal} 3"
    with pytest.raises(ValueError):
        formatter("{x!r}")
    with pytest.raises(ValueError):
        formatter("{x:>5}")
    with pytest.raises(ValueError):
        formatter("{x.attr}")
