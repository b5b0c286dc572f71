"""Template helpers for the judge's pages: links to rule texts and to states."""

from functools import lru_cache

from django import template
from django.urls import NoReverseMatch, reverse
from django.utils.html import format_html
from django.utils.safestring import SafeString

from judgeapp.state import JudgeState

register = template.Library()


@register.simple_tag
@lru_cache(maxsize=4096)
def rule_url(release: str, number: str) -> str:
    """The page of one rule in one release (its htmx partial is the popover's text)."""
    try:
        return reverse("rules:rule", args=[release, number])
    except NoReverseMatch:
        return f"/rules/{release}/{number}/"


@register.simple_tag
def rule_ref(procedure: object, number: str) -> SafeString:
    """A rule number as a link to its text in the procedure's release (a popover with JS)."""
    release = getattr(procedure, "release", "")
    return format_html(
        '<a class="rule-ref" href="{}" data-rule="{}">{}</a>',
        rule_url(release, number),
        number,
        number,
    )


@register.simple_tag
def state_url(name: str, state: JudgeState, choices: object = None, procedure: str = "") -> str:
    """``name``'s URL carrying ``state``.

    ``choices`` (a sequence of option ids) replaces its choices; ``procedure``
    switches to another procedure, from the start.
    """
    if procedure:
        state = state.with_procedure(procedure)
    if choices is not None:
        state = state.with_choices(tuple(choices))
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
    import json

    from judgeapp.stepping import words_for

    def value(name: str) -> str:
        try:
            return str(form[name].value() or "").strip()  # type: ignore[index]
        except KeyError:
            return ""

    preset, template = value("preset"), value("template")
    if not preset and not template:
        return ""
    try:
        params = json.loads(value("params") or "{}")
    except json.JSONDecodeError:
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
