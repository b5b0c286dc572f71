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
def preset_text(key: object) -> str:
    """The short card text of the preset named ``key`` ("" when there is none)."""
    from rules.engine import PRESETS

    preset = PRESETS.get(str(key or ""))
    return f"{preset.name}: {preset.text}" if preset else ""


@register.filter
def get_item(mapping: object, key: object) -> object:
    """``mapping[key]`` in a template (None when absent)."""
    getter = getattr(mapping, "get", None)
    return getter(key) if getter is not None else None
