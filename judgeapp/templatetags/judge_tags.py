"""Template helpers for the judge's pages: links to rule texts and to states."""

import keyword
import re
from collections.abc import Callable, Iterable, Mapping
from functools import cache, lru_cache
from html import escape as escape_text
from string import Formatter
from typing import Any

from django import template
from django.conf import settings
from django.urls import NoReverseMatch, get_script_prefix, get_urlconf, reverse
from django.utils.formats import localize
from django.utils.html import format_html
from django.utils.safestring import SafeString

from judgeapp import selectors
from judgeapp.state import JudgeState

register = template.Library()

#: Indentation (a new line and the blanks after it): the step's htmx partial leaves it
#: out (views.judge), the panel having no <pre> or <textarea>.
INDENT = re.compile(r"\n\s+")


@cache
def flat(markup: str) -> str:
    """``markup`` (a fragment's format string) with its indentation left out, as in the
    step's htmx partial; worked out once per fragment.

    Leaving it out of the fragments before writing the values in, then out of the whole,
    gives the same text as leaving it out of the whole only (a run of blanks keeps what
    comes before its first new line either way), with fewer runs left for the whole."""
    return INDENT.sub("\n", markup)


def as_is(markup: str) -> str:
    """``markup`` as it is laid out (the page, and the tags in templates)."""
    return markup


Layout = Callable[[str], str]


@cache
def formatter(markup: str) -> Callable[..., str]:
    """``markup.format`` as a function made once per fragment: the same text, each value
    written in as ``format(value, "")`` writes it.

    ``str.format`` reads its format string a character at a time at each call, and a
    fragment of the panel is hundreds of them: this function is an f-string of the
    fragment's fields and of its text between them (constants), read once. Its fields
    are numbered (``{}``, ``{0}``: positional arguments) or named (keyword arguments, not
    starting with ``_``), with no conversion or format spec; ValueError otherwise.

    >>> formatter('<p class="{kind}">{0}{1}{0}</p>')("-", "x", kind="note")
    '<p class="note">-x-</p>'
    """
    numbered: list[str] = []
    named: list[str] = []
    texts: dict[str, str] = {}
    body = []
    auto = 0
    for text, field, spec, conversion in Formatter().parse(markup):
        if text:
            name = f"_text{len(texts)}"
            texts[name] = text
            body.append(f"{{{name}}}")
        if field is None:
            continue
        if spec or conversion:
            raise ValueError(f"{field!r}: a fragment's fields have no conversion or spec")
        if field == "":
            field, auto = str(auto), auto + 1
        name = f"_{field}" if field.isdigit() else field
        plain = field.isdigit() or (field.isidentifier() and not field.startswith("_"))
        if not plain or keyword.iskeyword(field):
            raise ValueError(f"{field!r}: a fragment's fields are numbers or plain names")
        if field.isdigit():
            numbered.extend(f"_{n}" for n in range(len(numbered), int(field) + 1))
        elif name not in named:
            named.append(name)
        body.append(f"{{{name}}}")
    keywords = [*named, *(f"{name}={name}" for name in texts)]
    signature = ", ".join([*numbered, *(["*", *keywords] if keywords else [])])
    # The code is made from the fragment's own field names (checked above); its texts are
    # the default values of keyword-only arguments.
    made: Callable[..., str] = eval(f"lambda {signature}: f'{''.join(body)}'", {}, texts)
    return made


@register.simple_tag
@lru_cache(maxsize=4096)
def rule_url(release: str, number: str) -> str:
    """The page of one rule in one release (its htmx partial is the popover's text)."""
    try:
        return reverse("rules:rule", args=[release, number])
    except NoReverseMatch:
        return f"/rules/{release}/{number}/"


@lru_cache(maxsize=4096)
def _rule_link(release: str, number: str) -> SafeString:
    return format_html(
        '<a class="rule-ref" href="{}" data-rule="{}">{}</a>',
        rule_url(release, number),
        number,
        number,
    )


@register.simple_tag
def rule_ref(procedure: object, number: str) -> SafeString:
    """A rule number as a link to its text in the procedure's release (a popover with JS)."""
    return _rule_link(getattr(procedure, "release", ""), number)


@register.simple_tag
def rule_refs(procedure: object, numbers: Iterable[str] | None, spaced: bool = False) -> SafeString:
    """Each rule number as :func:`rule_ref` links it, one after the other (each after a
    space when ``spaced``): one tag for a list, not a loop of tags."""
    return SafeString(_refs(procedure, numbers, spaced))


def _refs(procedure: object, numbers: Iterable[str] | None, spaced: bool = False) -> str:
    """:func:`rule_refs`'s markup, as plain text for the fragments written here."""
    return _rule_links(getattr(procedure, "release", ""), tuple(numbers or ()), spaced)


@lru_cache(maxsize=4096)
def _rule_links(release: str, numbers: tuple[str, ...], spaced: bool) -> str:
    before = " " if spaced else ""
    return "".join(before + _rule_link(release, number) for number in numbers)


def _escaped(value: Any) -> str:
    """A value as ``format_html`` puts it in: safe text as it is, anything else escaped.

    Plain text (the usual value) is given back as it is when it has nothing to escape:
    looking for the five characters costs less than replacing each of them."""
    if type(value) is str:
        if "&" in value or "<" in value or ">" in value or '"' in value or "'" in value:
            return escape_text(value)
        return value
    as_html = getattr(value, "__html__", None)
    return as_html() if as_html is not None else escape_text(str(value))


def _html(markup: str, *args: Any, **kwargs: Any) -> SafeString:
    """``format_html(markup, …)`` without its per-value wrappers (the same text)."""
    values = {key: _escaped(value) for key, value in kwargs.items()}
    return SafeString(markup.format(*map(_escaped, args), **values))


#: One step of the trace ("Steps so far"): its number, who did what, the rules, the event
#: before and after, and the explanation. Written out here, not as a loop's body in the
#: template: a state renders every step before it, and a dozen template nodes a step cost
#: several times this.
TRACE_STEP = """\
<li class="trace-step border-start border-3 ps-2 mb-2 kind-{kind}" data-kind="{kind}">
      <p class="small mb-1"><span class="fw-semibold">{number}.</span>
        {who}
        {rules}</p>
      {event}
      <p class="mb-0">{explanation}</p>
    </li>"""
_EVENT = '<p class="small mb-1">{}</p>'
_WHO = {"forced": "Forced", "applied": "Applied"}


def _number(value: Any) -> str:
    """``localize(value)``: a whole number as it is written unless thousands are grouped
    (a single digit never is: a trace's first steps)."""
    if type(value) is int and (0 <= value < 10 or not settings.USE_THOUSAND_SEPARATOR):
        return str(value)
    return str(localize(value))


#: The words a step has for its event when it has none (a happening of the timeline).
NO_EVENT = "nothing"


@register.simple_tag
def trace_step(step: Any, procedure: object, layout: Layout = as_is) -> SafeString:
    """A step of the trace as :data:`TRACE_STEP` writes it (``layout``: :func:`as_is` or
    :func:`flat`)."""
    return SafeString(_trace_step(step, procedure, layout))


def _trace_step(step: Any, procedure: object, layout: Layout) -> str:
    kind = step.kind
    who = f"{_escaped(step.chooser)} chose" if kind == "choice" else _WHO.get(kind, "Note")
    before, after = step.event_before, step.event_after
    if before == NO_EVENT and after in ("", NO_EVENT):
        # A happening of the timeline (a colour changed, a creature moved): no event.
        before = after = ""
    event = ""
    if after and after != before:
        event = _EVENT.format(f"{_escaped(before)} → {_escaped(after)}")
    elif before or after:
        event = _EVENT.format(_escaped(before))
    return formatter(layout(TRACE_STEP))(
        kind=_escaped(kind),
        number=_escaped(_number(step.number)),
        who=who,
        rules=_refs(procedure, step.rules),
        event=event,
        explanation=_escaped(step.explanation),
    )


#: One option of a question: its button (numbered 1 to 9 for the keys), what it does or
#: why, and where it leads. Written out here, like :data:`TRACE_STEP`, laid out as the
#: template's loop was.
OPTION = """
          <button class="btn btn-primary btn-lg text-start option" type="submit" name="option" \
value="{id}"
                  data-option="{id}"{keys}>
            {badge}{label}
          </button>
          {said}
          {lead}
          """
_KEYS = ' data-option-key="{0}" aria-keyshortcuts="{0}"'
_BADGE = '<span class="badge text-bg-light me-2" aria-hidden="true">{}</span>'
_EXPLAINED = '<p class="small mb-1">{}{}</p>'
_DOES = '<p class="small mb-1" data-does>{}</p>'
_LEAD = '<p class="small mb-1 text-body-secondary" data-leads="{}">{}</p>'
#: After an option's explanation, where the template's loop had its line.
_GAP = "\n          "


@register.simple_tag
def option_buttons(
    options: Iterable[Any],
    procedure: object,
    shared: Mapping[str, Any] | None,
    leads: Mapping[str, str],
    same_result: str,
    featured: Any = None,
    found: Any = None,
    layout: Layout = as_is,
) -> SafeString:
    """Each option as :data:`OPTION` writes it. ``shared``: what every option's
    explanation shares, said once under the question (then each says only what it
    does, unless nothing is left to say); ``leads``: where each option leads, left out
    when every option leads to the same result (``same_result``); ``featured``: for a
    long question (selectors.featured_options), the options shown first, the others in
    a fold (:data:`OTHER_OPTIONS`) that finds them by name, or shows them all, on demand
    (``found``: what was asked for, selectors.found_options), with or without
    JavaScript; ``layout``: :func:`as_is` or :func:`flat`."""
    options = list(options)
    if featured is None:
        return _options_html(options, procedure, shared, leads, same_result, layout=layout)
    first = [o for o in options if o.id in featured.ids]
    count = len(options) - len(first)
    html = _options_html(first, procedure, shared, leads, same_result, layout=layout)
    if count:
        # Nothing shown first, or a search asked for: the fold is open.
        fold = " open" if not first or found else ""
        html = (
            _html(FIND_DEFAULT, url=url_of("judge-options"))
            + html
            + _html(
                OTHER_OPTIONS,
                other=featured.other,
                count=count,
                options=found_html(found, procedure, shared, leads, same_result),
                said=found.said if found else "",
                find=found.find if found else "",
                url=url_of("judge-options"),
                open=SafeString(fold),
            )
        )
    return SafeString(html)


def found_html(
    found: Any,
    procedure: object,
    shared: Mapping[str, Any] | None,
    leads: Mapping[str, str],
    same_result: str,
) -> SafeString:
    """The folded options a search found (none before one), numbered past the keys."""
    if not found:
        return SafeString("")
    # Keys 1 to 9 are for the options in sight: the folded ones have none.
    return _options_html(found.options, procedure, shared, leads, same_result, start=10)


#: The form's first button, so its default one: Enter in the fold's field, without
#: JavaScript, finds what is typed (it would otherwise pick the first option). Hidden: the
#: field's own "Find" button is the one people see.
FIND_DEFAULT = """<button type="submit" formaction="{url}" hidden>Find</button>"""

#: The options of a long question not shown first: a fold that finds them by a part of
#: their name, or shows them all, on demand (judge.options: htmx swaps in the buttons
#: found; without JavaScript the page comes back with them). Its buttons are in the step
#: form; the field's text is sent with a choice too, and ignored.
OTHER_OPTIONS = """<details class="other-options" data-other-options{open}>
          <summary class="btn btn-light border-secondary w-100 text-start">{other} \
<span class="small">({count})</span></summary>
          <div class="mt-2" data-option-filter>
          <label class="form-label small mb-1" for="option-filter">Find one: type part of \
its name</label>
          <div class="input-group">
          <input class="form-control" type="search" id="option-filter" name="find" \
value="{find}" maxlength="100" autocomplete="off" autocapitalize="none" spellcheck="false" \
enterkeyhint="search" hx-get="{url}" hx-include="closest form" \
hx-target="#other-found" hx-swap="innerHTML" \
hx-trigger="input changed delay:150ms, search" hx-sync="this:replace" data-filter-input>
          <button class="btn btn-secondary" type="submit" formaction="{url}" hx-get="{url}" \
hx-include="closest form" hx-target="#other-found" hx-swap="innerHTML" data-find>Find</button>
          </div>
          <p class="small mb-0 mt-1" id="other-said" aria-live="polite" data-filter-said>\
{said}</p>
          </div>
          <div class="d-grid gap-2 mt-2" id="other-found" data-filtered>{options}</div>
          <button class="btn btn-link px-0" type="submit" formaction="{url}" name="all" \
value="1" hx-get="{url}" hx-include="closest form" hx-target="#other-found" \
hx-swap="innerHTML" data-show-all>Show all {count}</button>
          </details>
          """


def _options_html(
    options: Iterable[Any],
    procedure: object,
    shared: Mapping[str, Any] | None,
    leads: Mapping[str, str],
    same_result: str,
    start: int = 1,
    layout: Layout = as_is,
) -> SafeString:
    markup, gap = formatter(layout(OPTION)), layout(_GAP)
    out = []
    for number, option in enumerate(options, start=start):
        if not shared:
            said = ""
            if option.explanation:
                refs = _refs(procedure, option.rules, spaced=True)
                said = _EXPLAINED.format(_escaped(option.explanation), refs)
            said += gap
        elif not shared["whole"] and option.does:
            said = _DOES.format(_escaped(option.does))
        else:
            said = ""
        option_id = _escaped(option.id)
        lead = get_item(leads, option.id)
        keyed = number < 10
        out.append(
            markup(
                id=option_id,
                keys=_KEYS.format(number) if keyed else "",
                badge=_BADGE.format(number) if keyed else "",
                label=_escaped(option.label),
                said=said,
                lead=_LEAD.format(option_id, _escaped(lead)) if lead and not same_result else "",
            )
        )
    return SafeString("".join(out))


_NO_STEP = '<li class="small text-body-secondary">No step yet.</li>'
_BETWEEN = "\n    "


@register.simple_tag
def trace_steps(steps: Iterable[Any], procedure: object, layout: Layout = as_is) -> SafeString:
    """Every step of the trace as :func:`trace_step` writes it, or that there is none yet:
    one tag for the list (a loop of tags cost a few microseconds a step), laid out as the
    template's loop was."""
    items = [_trace_step(step, procedure, layout) for step in steps] or [_NO_STEP]
    between = layout(_BETWEEN)
    return SafeString("".join(f"{between}{item}{between}" for item in items))


@register.simple_tag
def hidden_fields(params: Mapping[str, str]) -> SafeString:
    """A hidden input for each of ``params`` (a state's ``ex``/``s``, ``p`` and ``c``)."""
    return SafeString(
        "".join(_hidden(_escaped(name), _escaped(value)) for name, value in params.items())
    )


_HIDDEN = '<input type="hidden" name="{}" value="{}">'
_hidden = formatter(_HIDDEN)


@register.simple_tag
def procedure_buttons(
    procedures: Iterable[Any], procedure: Any, layout: Layout = as_is
) -> SafeString:
    """The buttons that switch to each procedure, the one in use pressed
    (:data:`PROCEDURE_BUTTON`). They depend on nothing else, so each set is written once."""
    keys = tuple(str(other.key) for other in procedures)
    return _procedure_buttons(keys, str(procedure.key), layout)


#: A button that switches to a procedure (``pressed``: the one in use), laid out as the
#: template's loop was.
PROCEDURE_BUTTON = """
      <button class="btn btn-sm {look}"
              type="submit" name="procedure" value="{key}" data-procedure="{key}"
              aria-pressed="{pressed}">{label}</button>
      """
_PRESSED = {True: ("btn-dark", "true"), False: ("btn-light border-dark", "false")}


@register.filter
def procedure_label(key: object) -> str:
    """A procedure's key in words: "Today (CR 2025-09-19)", "2008 (rule 419)"."""
    return selectors.procedure_label(str(getattr(key, "key", key)))


@register.filter
def procedure_label_unbroken(key: object) -> SafeString:
    """:func:`procedure_label` for a narrow button: a line may break between its words but
    never inside its date (a hyphen is a place a browser may break a line)."""
    words = procedure_label(key).split(" ")
    return SafeString(
        " ".join(
            f'<span class="text-nowrap">{escape_text(w)}</span>' if "-" in w else escape_text(w)
            for w in words
        )
    )


@lru_cache(maxsize=64)
def _procedure_buttons(keys: tuple[str, ...], current: str, layout: Layout) -> SafeString:
    markup = layout(PROCEDURE_BUTTON)
    buttons = []
    for key in keys:
        look, pressed = _PRESSED[key == current]
        label = _escaped(selectors.procedure_label(key))
        buttons.append(markup.format(look=look, key=_escaped(key), pressed=pressed, label=label))
    return SafeString("".join(buttons))


@register.simple_tag
def fixed_url(name: str) -> str:
    """``{% url name %}`` for a URL without arguments, worked out once (per script prefix)."""
    return url_of(name)


def url_of(name: str) -> str:
    """``reverse(name)`` for a URL without arguments, worked out once (per script prefix)."""
    return _reversed(name, get_script_prefix(), get_urlconf())


def urls_of(*names: str) -> tuple[str, ...]:
    """:func:`url_of` of each name, the script prefix and the URL conf read once (each
    read of them costs about a microsecond)."""
    prefix, urlconf = get_script_prefix(), get_urlconf()
    return tuple(_reversed(name, prefix, urlconf) for name in names)


@lru_cache(maxsize=64)
def _reversed(name: str, prefix: str, urlconf: str | None) -> str:
    return reverse(name, urlconf=urlconf)


@register.simple_tag
def state_url(name: str, state: JudgeState, choices: object = None, procedure: str = "") -> str:
    """``name``'s URL carrying ``state``.

    ``choices`` (a sequence of option ids) replaces its choices; ``procedure``
    switches to another procedure, from the start.
    """
    if procedure:
        state = state.with_procedure(procedure)
    if choices is not None:
        state = state.with_choices(tuple(choices))  # type: ignore[arg-type]
    query = state.query()
    return reverse(name) + (f"?{query}" if query else "")


@register.filter
def get_item(mapping: object, key: object) -> object:
    """``mapping[key]`` in a template (None when absent)."""
    getter = getattr(mapping, "get", None)
    return getter(key) if getter is not None else None


@register.filter
def effect_row_words(form: object) -> str:
    """A builder row's effect in words, from its preset, template and parameters as typed
    (its card's words while they are the card's own; "" when there is nothing to say)."""
    from judgeapp.stepping import words_for
    from rules import inputs

    def value(name: str) -> str:
        try:
            return str(form[name].value() or "").strip()  # type: ignore[index]
        except KeyError:
            return ""

    preset, template = value("preset"), value("template")
    if not preset and not template:
        return ""
    try:
        # Read as every input is (nested at most 32 deep, no NaN): the row's own field
        # names a problem; a params 30,000 deep was a RecursionError here, a 500.
        params = inputs.loads(value("params") or "{}")
    except inputs.InputError:
        params = {}
    if not isinstance(params, dict):
        params = {}
    try:
        words = words_for(preset=preset, template=template, params=params)
    except (KeyError, TypeError, ValueError, AttributeError):
        return ""
    from rules.engine import PRESETS

    card = PRESETS.get(preset)
    return f"{card.name}: {words}" if card else words
