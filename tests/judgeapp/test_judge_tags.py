"""The stepper's template helpers: rule links, the procedure buttons and fixed URLs."""

from __future__ import annotations

from types import SimpleNamespace

from django.template import engines

from judgeapp.templatetags.judge_tags import (
    fixed_url,
    hidden_fields,
    procedure_buttons,
    rule_ref,
    rule_refs,
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
