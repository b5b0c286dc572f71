"""The scenario builder: players, objects, events, effects and the timeline as rows of forms.

Every button of the builder posts the whole form with an ``action``: add,
remove or move a row, add or remove a mode of an effect, add a preset's effect,
import JSON, export it, or resolve. htmx swaps the builder in place; without
JavaScript the page comes back whole, and "resolve" redirects to the stepper's
address for the built scenario.
"""

from __future__ import annotations

import json
import re
from typing import Any

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, QueryDict
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_http_methods, require_safe
from django_htmx.http import HttpResponseClientRedirect

from judgeapp import drafting, selectors
from judgeapp.forms import (
    FORMSETS,
    MAX_MODE_ROWS,
    MAX_ROWS,
    OPTIONAL_PARTS,
    PARTS,
    EffectForm,
    ScenarioForm,
)
from judgeapp.state import MAX_ENCODED_SCENARIO, JudgeState, StateError, encode_scenario
from judgeapp.views.errors import bad_request
from rules import engine, inputs, resolution
from rules.engine import ErrorDetail
from rules.engine.vocabulary import ACTION_KINDS
from rules.http import HtmxHttpRequest

#: A new scenario starts with two players and one empty row for the rest.
BLANK: dict[str, Any] = {
    "version": 1,
    "players": [{"name": "Alice"}, {"name": "Bob"}],
    "objects": [{}],
    "events": [{}],
    "effects": [{}],
}

ROW_LIMIT = f"A part of the scenario can't have more than {MAX_ROWS} rows."
MODE_LIMIT = f"The effects can't have more than {MAX_MODE_ROWS} mode rows in all."
TOO_MANY_MODES = (
    "This form claims {count:,} mode rows in its effects, more than the builder holds "
    f"({MAX_MODE_ROWS} in all), so it was not read: nothing was changed. Reload the builder."
)
UNKNOWN_BUILDER_ACTION = "Unknown builder action {action!r}."
UNKNOWN_PRESET = "There is no preset named {key!r}."
FIX_BELOW = "The scenario isn't complete yet: see the fields marked below."
TOO_LARGE_FOR_A_LINK = (
    "This scenario is too large to open from a link ({length:,} characters once packed; "
    "at most {limit:,}): remove some rows, or send it to the API (POST /api/resolve)."
)
SCENARIO_KEYS = ("version", "title", "note", *PARTS)

_PATH = re.compile(r"^(players|objects|events|effects|timeline)\[(\d+)\](.*)$")


# ---------------------------------------------------------------- forms from data


def _forms_from_scenario(data: dict[str, Any]) -> tuple[ScenarioForm, dict[str, Any]]:
    """Unbound forms showing a scenario dict (fields no form shows ride along in ``extra``)."""
    rest = {k: v for k, v in data.items() if k not in SCENARIO_KEYS}
    # An optional part given as an empty list has no row to keep it: it rides along.
    rest.update({key: [] for key in OPTIONAL_PARTS if data.get(key) == []})
    scenario_form = ScenarioForm(
        initial={
            "title": data.get("title", ""),
            "note": data.get("note", ""),
            "extra": json.dumps(rest) if rest else "",
            "json": json.dumps(data, indent=2, ensure_ascii=False),
        }
    )
    formsets = {}
    for key, form in PARTS.items():
        rows = [row if isinstance(row, dict) else {} for row in (data.get(key) or [])]
        if form is EffectForm:
            initial = _effect_rows(rows[:MAX_ROWS])
        else:
            initial = [form.initial_from(row) for row in rows[:MAX_ROWS]]
        formsets[key] = FORMSETS[key](prefix=key, initial=initial)
    return scenario_form, formsets


def _effect_rows(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The effects' rows, their modes rows while the builder holds them
    (``MAX_MODE_ROWS`` in all); an effect's modes past that stay in its "Other fields"."""
    rows = []
    room = MAX_MODE_ROWS
    for effect in effects:
        row = EffectForm.initial_from(effect, mode_rows=room)
        room -= len(row.get("modes") or ())
        rows.append(row)
    return rows


def _claimed_mode_rows(data: QueryDict) -> int:
    """How many mode rows a posted builder form says its effects have (each effect's
    count as the builder reads it: at most ``MAX_ROWS`` effects of ``MAX_ROWS`` modes)."""

    def count(name: str) -> int:
        try:
            return max(0, min(int(data.get(name, "0")), MAX_ROWS))
        except ValueError:
            return 0

    effects = count("effects-TOTAL_FORMS")
    return sum(count(f"effects-{index}-modes-TOTAL_FORMS") for index in range(effects))


def _forms_from_rows(scenario: dict[str, Any], rows: dict[str, list[dict[str, Any]]]):
    """Unbound forms showing rows as typed (used after adding or removing one).

    The JSON box is emptied: it would no longer match the rows ("Export JSON"
    gives the scenario as it now stands).
    """
    scenario_form = ScenarioForm(initial={**scenario, "json": ""})
    formsets = {key: FORMSETS[key](prefix=key, initial=rows[key][:MAX_ROWS]) for key in PARTS}
    return scenario_form, formsets


def _raw_rows(data: QueryDict) -> tuple[dict[str, Any], dict[str, list[dict[str, Any]]]]:
    """The builder's posted values as typed, row by row, without validating them."""
    scenario = {name: data.get(name, "") for name in ("title", "note", "extra", "json")}
    rows: dict[str, list[dict[str, Any]]] = {}
    for key, form in PARTS.items():
        try:
            total = int(data.get(f"{key}-TOTAL_FORMS", "0"))
        except ValueError:
            total = 0
        rows[key] = [
            form.raw(data, f"{key}-{index}") for index in range(max(0, min(total, MAX_ROWS)))
        ]
    return scenario, rows


# ---------------------------------------------------------------- scenario from forms


def _bound(data: QueryDict) -> tuple[ScenarioForm, dict[str, Any]]:
    scenario_form = ScenarioForm(data)
    formsets = {key: FORMSETS[key](data, prefix=key) for key in PARTS}
    return scenario_form, formsets


def _scenario_from_forms(scenario_form: ScenarioForm, formsets: dict[str, Any]):
    """The scenario dict the forms describe, or None when a field can't be read.

    Blank rows are left out; each part's list remembers which form each entry
    came from, so the resolver's errors can be put on the right row.
    """
    valid = scenario_form.is_valid()
    valid = all([formset.is_valid() for formset in formsets.values()]) and valid
    if not valid:
        return None, {}
    data: dict[str, Any] = {**scenario_form.cleaned_data["extra"], "version": 1}
    for name in ("title", "note"):
        if scenario_form.cleaned_data[name]:
            data[name] = scenario_form.cleaned_data[name]
    origins: dict[str, list[Any]] = {}
    for key, formset in formsets.items():
        kept = [form for form in formset.forms if not form.is_blank()]
        if kept or key not in OPTIONAL_PARTS:
            data[key] = [form.to_data() for form in kept]
        origins[key] = kept
    return data, origins


def _put_errors(
    problems: tuple[ErrorDetail, ...],
    scenario_form: ScenarioForm,
    origins: dict[str, list[Any]],
    data: dict[str, Any],
) -> str:
    """Each of the resolver's errors on the field its JSON path names, in words (the
    path is where it shows); the first field's row is returned, for focus."""
    first = ""
    for detail in problems:
        match = _PATH.match(detail.path)
        if match is None or int(match.group(2)) >= len(origins.get(match.group(1), ())):
            scenario_form.add_error(None, str(detail))
            continue
        # In words beside the field; the path stays at the end, for whoever edits the JSON.
        words = f"{drafting.error_words(detail.message, data)} ({detail.path})"
        where = match.group(3)
        missing = re.fullmatch(r"([a-z_]+) is required", detail.message)
        if not where and missing:
            where = f".{missing.group(1)}"  # a missing field's error goes on that field
        origins[match.group(1)][int(match.group(2))].add_path_error(where, words)
        first = first or f"{match.group(1)}-{match.group(2)}"
    return first


# ---------------------------------------------------------------- views


def _render(
    request: HtmxHttpRequest,
    scenario_form: ScenarioForm,
    formsets: dict[str, Any],
    *,
    status: int = 200,
    query: str = "",
    message: str = "",
    focus: str = "",
) -> HttpResponse:
    template = (
        "judge/builder.html#builder"
        if request.htmx and not request.htmx.history_restore_request
        else "judge/builder.html"
    )
    return render(
        request,
        template,
        {
            "scenario_form": scenario_form,
            "formsets": formsets,
            "presets": selectors.preset_list(),
            "templates": selectors.template_list(),
            "found": selectors.preset_search(query=query),
            "query": query,
            "message": message,
            "focus": focus,
            "action_kinds": ACTION_KINDS,
        },
        status=status,
    )


@require_http_methods(["GET", "POST"])
def builder(request: HttpRequest) -> HttpResponse:
    """The builder, empty or filled from the scenario in the address (``ex=`` or ``s=``)."""
    if request.method == "POST":
        return _post(request)
    if request.GET.get("ex") or request.GET.get("s"):
        try:
            data = dict(selectors.scenario_data(state=JudgeState.from_query(request.GET)))
            selectors.scenario_types_check(data=data)
        except StateError as error:
            return bad_request(request, str(error))
    else:
        data = BLANK
    return _render(request, *_forms_from_scenario(data))


def _post(request: HtmxHttpRequest) -> HttpResponse:
    claimed = _claimed_mode_rows(request.POST)
    if claimed > MAX_MODE_ROWS:
        # Never sent by the builder's own page (it adds a mode only within the bound):
        # refused before any row is made, as each one costs a form to render.
        return bad_request(request, TOO_MANY_MODES.format(count=claimed))
    action = request.POST.get("action", "resolve")
    query = request.POST.get("q", "").strip()
    scenario, rows = _raw_rows(request.POST)

    if action.startswith("add:") and action[4:] in PARTS:
        part = action[4:]
        if len(rows[part]) >= MAX_ROWS:
            return _render(
                request, *_forms_from_rows(scenario, rows), status=400, message=ROW_LIMIT
            )
        rows[part].append({})
        focus = f"{part}-{len(rows[part]) - 1}"
        return _render(request, *_forms_from_rows(scenario, rows), query=query, focus=focus)
    if action.startswith(("up:", "down:")):
        direction, _, target = action.partition(":")
        part, _, index = target.partition(":")
        here = inputs.whole_number(index)
        if part in PARTS and here is not None and here < len(rows[part]):
            there = here - 1 if direction == "up" else here + 1
            if 0 <= there < len(rows[part]):
                rows[part][here], rows[part][there] = rows[part][there], rows[part][here]
        return _render(request, *_forms_from_rows(scenario, rows), query=query)
    if action.startswith(("add-mode:", "remove-mode:")):
        return _change_modes(request, action, scenario, rows, query)
    if action.startswith("remove:"):
        part, _, index = action[7:].partition(":")
        number = inputs.whole_number(index)
        if part in PARTS and number is not None and number < len(rows[part]):
            del rows[part][number]
        return _render(request, *_forms_from_rows(scenario, rows), query=query)
    if action.startswith("preset:"):
        preset = engine.PRESETS.get(action[7:])
        if preset is None:
            return _render(
                request,
                *_forms_from_rows(scenario, rows),
                status=400,
                message=UNKNOWN_PRESET.format(key=action[7:]),
            )
        rows["effects"] = [row for row in rows["effects"] if any(row.values())]
        taken = {row.get("id") for row in rows["effects"]}
        effect_id = next(
            f"{preset.key}{n or ''}"
            for n in range(MAX_ROWS + 1)
            if f"{preset.key}{n or ''}" not in taken
        )
        # Whose it is is the judge's to say: no player is chosen for them.
        controller = ""
        if len(rows["effects"]) >= MAX_ROWS:
            return _render(
                request, *_forms_from_rows(scenario, rows), status=400, message=ROW_LIMIT
            )
        rows["effects"].append({"id": effect_id, "preset": preset.key, "controller": controller})
        focus = f"effects-{len(rows['effects']) - 1}"
        return _render(request, *_forms_from_rows(scenario, rows), query=query, focus=focus)
    if action == "search":
        return _render(request, *_forms_from_rows(scenario, rows), query=query)
    if action == "import":
        form = ScenarioForm(request.POST)
        if form.is_valid() and form.cleaned_data["json"]:
            try:
                selectors.scenario_types_check(data=form.cleaned_data["json"])
                return _render(request, *_forms_from_scenario(form.cleaned_data["json"]))
            except StateError as error:
                form.add_error("json", str(error))
        _, formsets = _forms_from_rows(scenario, rows)
        return _render(request, form, formsets, status=400, message=FIX_BELOW)
    if action not in {"resolve", "export"}:
        return _render(
            request,
            *_forms_from_rows(scenario, rows),
            status=400,
            message=UNKNOWN_BUILDER_ACTION.format(action=action),
        )

    return _open(request, action)


def _open(request: HtmxHttpRequest, action: str) -> HttpResponse:
    """The built scenario in the stepper (or its export), or the form with what's wrong."""
    scenario_form, formsets = _bound(request.POST)
    data, origins = _scenario_from_forms(scenario_form, formsets)
    if data is None:
        return _render(request, scenario_form, formsets, status=400, message=FIX_BELOW)
    data = drafting.normalise_names(data)
    checked = resolution.scenario_checked(data)
    if checked.scenario is None:
        first = _put_errors(checked.problems, scenario_form, origins, data)
        return _render(request, scenario_form, formsets, status=400, message=FIX_BELOW, focus=first)
    encoded = encode_scenario(checked.scenario.to_dict())
    if len(encoded) > MAX_ENCODED_SCENARIO:
        message = TOO_LARGE_FOR_A_LINK.format(length=len(encoded), limit=MAX_ENCODED_SCENARIO)
        return _render(request, scenario_form, formsets, status=400, message=message)
    state = JudgeState(scenario=encoded)
    url = reverse("judge-export" if action == "export" else "judge") + "?" + state.query()
    if request.htmx:
        return HttpResponseClientRedirect(url)
    return HttpResponseRedirect(url)


def _change_modes(
    request: HttpRequest,
    action: str,
    scenario: dict[str, Any],
    rows: dict[str, list[dict[str, Any]]],
    query: str,
) -> HttpResponse:
    """Add a mode row to an effect (``add-mode:<effect>``) or remove one
    (``remove-mode:<effect>:<mode>``); an index that names no row changes nothing."""
    verb, _, target = action.partition(":")
    effect, _, mode = target.partition(":")
    row, number = inputs.whole_number(effect), inputs.whole_number(mode)
    if row is not None and row < len(rows["effects"]):
        modes = rows["effects"][row].setdefault("modes", [])
        if verb == "add-mode":
            if len(modes) >= MAX_ROWS:
                return _render(
                    request, *_forms_from_rows(scenario, rows), status=400, message=ROW_LIMIT
                )
            if sum(len(row.get("modes") or ()) for row in rows["effects"]) >= MAX_MODE_ROWS:
                return _render(
                    request, *_forms_from_rows(scenario, rows), status=400, message=MODE_LIMIT
                )
            modes.append({})
        elif number is not None and number < len(modes):
            del modes[number]
    return _render(request, *_forms_from_rows(scenario, rows), query=query)


@require_safe
def preset_search(request: HttpRequest) -> HttpResponse:
    """The presets whose card name matches ``q``: the builder's search results alone."""
    query = request.GET.get("q", "").strip()
    return render(
        request,
        "judge/builder.html#preset-results",
        {"found": selectors.preset_search(query=query), "query": query},
    )


@require_safe
def export(request: HttpRequest) -> HttpResponse:
    """The scenario in the address (``ex=`` or ``s=``) as a JSON file to download."""
    try:
        data = selectors.scenario_data(state=JudgeState.from_query(request.GET))
        built = selectors.scenario_build(data=data)
    except StateError as error:
        return bad_request(request, str(error))
    response = HttpResponse(
        json.dumps(built.to_dict(), indent=2, ensure_ascii=False) + "\n",
        content_type="application/json",
    )
    response["Content-Disposition"] = 'attachment; filename="scenario.json"'
    return response
