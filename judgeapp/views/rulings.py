"""Saved rulings: search, the permalink page, saving from the stepper, edits, history, exports.

Reading a ruling needs only its link. Listing, searching, saving and editing
are for staff (members of the ``staff`` group). Each view checks its input,
calls ``rules.services.rulings`` or ``rules.selectors.rulings`` and renders.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from django import forms
from django.contrib.auth.views import redirect_to_login
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse, QueryDict
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_http_methods, require_safe
from django.views.decorators.vary import vary_on_headers

from judgeapp import selectors as judge_selectors
from judgeapp.state import JudgeState, StateError, encode_scenario
from rules.engine import PROCEDURES
from rules.http import HtmxHttpRequest
from rules.models.rulings import Ruling
from rules.selectors.rulings import (
    export_document,
    export_text,
    field_text,
    ruling_history,
    ruling_recheck,
    ruling_revision,
    ruling_search,
    rulings_for_export,
    search_words_problem,
    user_can_edit_rulings,
    version_changes,
    without_authors,
)
from rules.services.rulings import (
    EDITABLE_FIELDS,
    RulingConflict,
    RulingInputError,
    parse_choices_text,
    parse_json_text,
    parse_tags_text,
    ruling_create,
    ruling_update,
)

PAGE_SIZE = 25
NOT_STAFF = (
    "Only tournament staff may list, save or edit rulings. "
    "Ask an administrator to add you to the staff group."
)
BAD_DATE = "{label} must be a date like 2026-11-22."


# --- Forms --------------------------------------------------------------------


def _procedure_choices() -> list[tuple[str, str]]:
    return [
        (key, f"{judge_selectors.procedure_label(key)} — {procedure.title}")
        for key, procedure in sorted(PROCEDURES.items(), reverse=True)
    ]


class RulingForm(forms.Form):
    """The fields staff fill in; the service checks them against the resolver."""

    title = forms.CharField(max_length=200, help_text="One line that names the ruling.")
    event = forms.CharField(max_length=200, required=False, label="Event or tournament")
    round = forms.CharField(max_length=40, required=False)
    table = forms.CharField(max_length=40, required=False)
    judge = forms.CharField(max_length=200, required=False)
    decided_on = forms.DateField(
        required=False, label="Date", widget=forms.DateInput(attrs={"type": "date"})
    )
    tags = forms.CharField(required=False, help_text="Separated by commas.")
    notes = forms.CharField(required=False, widget=forms.Textarea(attrs={"rows": 4}))
    procedure = forms.ChoiceField(choices=())
    choices = forms.CharField(
        required=False, help_text="The option ids chosen, in order, separated by commas."
    )
    scenario = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 8, "class": "font-monospace", "spellcheck": "false"}),
        help_text="The scenario as JSON (scenario format, version 1).",
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["procedure"].choices = _procedure_choices()

    def clean_scenario(self) -> Any:
        try:
            return parse_json_text(self.cleaned_data["scenario"], field="scenario")
        except RulingInputError as error:
            # Each problem with where it is (the text's own, or a value inside it).
            raise forms.ValidationError(
                [
                    message if path == "scenario" else f"{path}: {message}"
                    for path, messages in error.errors.items()
                    for message in messages
                ]
            ) from None

    def service_data(self) -> dict[str, Any]:
        data = {field: self.cleaned_data.get(field) for field in EDITABLE_FIELDS}
        data["tags"] = parse_tags_text(self.cleaned_data.get("tags") or "")
        data["choices"] = parse_choices_text(self.cleaned_data.get("choices") or "")
        return data

    def add_service_errors(self, error: RulingInputError) -> None:
        for field, messages in error.errors.items():
            for message in messages:
                self.add_error(field if field in self.fields else None, f"{message}")


NO_SUCH_REVISION = "there is no such revision of this ruling: its latest is {latest}."


class RulingEditForm(RulingForm):
    revision = forms.IntegerField(min_value=1, widget=forms.HiddenInput)


def _initial(values: dict[str, Any]) -> dict[str, Any]:
    """Form values from a ruling's fields (lists and the scenario as text)."""
    initial = dict(values)
    initial["tags"] = ", ".join(values.get("tags") or ())
    initial["choices"] = ", ".join(values.get("choices") or ())
    initial["scenario"] = field_text("scenario", values.get("scenario"))
    return initial


# --- Access -------------------------------------------------------------------


def _refuse_unless_staff(request: HttpRequest) -> HttpResponse | None:
    """None for staff; else the sign-in page (signed out) or a 403 page."""
    if not request.user.is_authenticated:
        return redirect_to_login(request.get_full_path())
    if not user_can_edit_rulings(user=request.user):
        return render(request, "rulings/forbidden.html", {"message": NOT_STAFF}, status=403)
    return None


def _ruling_context(request: HttpRequest, ruling: Ruling, **extra: Any) -> dict[str, Any]:
    return {
        "ruling": ruling,
        "can_edit": user_can_edit_rulings(user=request.user),
        **extra,
    }


def _version_context(version: Any) -> dict[str, Any]:
    """What the detail page shows of one version: its scenario as JSON and a stepper link."""

    state = JudgeState(
        scenario=encode_scenario(version.scenario),
        procedure=version.procedure,
        choices=tuple(version.choices),
    )
    return {
        "version": version,
        "choice_words": _choice_words(version),
        "procedure": PROCEDURES.get(version.procedure),
        "scenario_json": field_text("scenario", version.scenario),
        "stepper_url": reverse("judge") + "?" + state.query(),
        "study_url": reverse("study-set") + "?" + state.query(),
    }


def _choice_words(version: Any) -> list[str]:
    return judge_selectors.choice_words(
        scenario=version.scenario, procedure=version.procedure, choices=list(version.choices)
    )


# --- Search -------------------------------------------------------------------


def _date_param(request: HttpRequest, name: str, label: str, errors: list[str]) -> dt.date | None:
    raw = request.GET.get(name, "").strip()
    if not raw:
        return None
    try:
        return dt.date.fromisoformat(raw)
    except ValueError:
        errors.append(BAD_DATE.format(label=label))
        return None


def _search(request: HttpRequest) -> tuple[Any, list[str], dict[str, str]]:
    errors: list[str] = []
    params = {
        name: request.GET.get(name, "").strip()
        for name in ("q", "card", "tag", "event", "rule", "from", "to")
    }
    for name in ("q", "card", "tag", "event", "rule"):
        if "\x00" in params[name]:
            errors.append(f"The {name} field must not hold a NUL character.")
            params[name] = ""
    too_many = search_words_problem(params["q"])
    if too_many is not None:
        errors.append(too_many)
        params["q"] = ""
    date_from = _date_param(request, "from", "The first date", errors)
    date_to = _date_param(request, "to", "The last date", errors)
    rulings = ruling_search(
        text=params["q"],
        card=params["card"],
        tag=params["tag"],
        event=params["event"],
        date_from=date_from,
        date_to=date_to,
        rule=params["rule"],
    )
    return rulings, errors, params


@require_safe
@vary_on_headers("HX-Request")
def ruling_list(request: HtmxHttpRequest) -> HttpResponse:
    """Staff search their rulings by text, card, tag, event, date and rule number."""
    refused = _refuse_unless_staff(request)
    if refused is not None:
        return refused
    rulings, errors, params = _search(request)
    page = Paginator(rulings, PAGE_SIZE).get_page(request.GET.get("page"))
    query = QueryDict(mutable=True)
    query.update({key: value for key, value in params.items() if value})
    template = "rulings/list.html#results" if request.htmx else "rulings/list.html"
    return render(
        request,
        template,
        {"page": page, "errors": errors, "params": params, "query": query.urlencode()},
        status=400 if errors else 200,
    )


@require_safe
def rulings_export(request: HttpRequest) -> HttpResponse:
    """All rulings (or those the search finds) as one re-importable JSON file."""
    refused = _refuse_unless_staff(request)
    if refused is not None:
        return refused
    rulings, errors, _ = _search(request)
    if errors:
        return render(request, "rulings/forbidden.html", {"message": " ".join(errors)}, status=400)
    document = export_document(rulings=rulings_for_export(among=rulings))
    response = HttpResponse(export_text(document), content_type="application/json")
    response["Content-Disposition"] = 'attachment; filename="rulings.json"'
    return response


# --- Save and edit --------------------------------------------------------------


@require_http_methods(["GET", "POST"])
def ruling_new(request: HttpRequest) -> HttpResponse:
    """Save a ruling. A GET carrying the stepper's state (ex/s, p, c) fills the form."""
    refused = _refuse_unless_staff(request)
    if refused is not None:
        return refused
    if request.method == "POST":
        form = RulingForm(request.POST)
        if form.is_valid():
            try:
                ruling = ruling_create(data=form.service_data(), author=request.user)
            except RulingInputError as error:
                form.add_service_errors(error)
            else:
                return redirect(ruling)
        return render(request, "rulings/form.html", {"form": form, "creating": True}, status=400)
    initial: dict[str, Any] = {
        "decided_on": timezone.localdate().isoformat(),
        "judge": request.user.get_full_name() or request.user.get_username(),
    }
    state_error = ""
    judging = None
    if request.GET.get("ex") or request.GET.get("s"):
        try:
            judging = judge_selectors.judging_get(state=JudgeState.from_query(request.GET))
        except StateError as error:
            state_error = str(error)
        else:
            initial.update(_from_judging(judging))
    form = RulingForm(initial=initial)
    return render(
        request,
        "rulings/form.html",
        {
            "form": form,
            "creating": True,
            "state_error": state_error,
            "judging": judging,
            "choice_words": _judging_choice_words(judging),
        },
        status=400 if state_error else 200,
    )


def _from_judging(judging: judge_selectors.Judging) -> dict[str, Any]:
    """The form's initial values from the stepper's state: its scenario's title and
    summary, procedure and choices."""
    return _initial(
        {
            "title": judging.title if judging.title != "A built scenario" else "",
            "notes": judging.summary,
            "scenario": judging.scenario.to_dict(),
            "procedure": judging.procedure.key,
            "choices": list(judging.state.choices),
        }
    )


def _judging_choice_words(judging: judge_selectors.Judging | None) -> list[str]:
    if judging is None:
        return []
    return judge_selectors.choice_words(
        scenario=judging.scenario.to_dict(),
        procedure=judging.procedure.key,
        choices=list(judging.state.choices),
    )


@require_http_methods(["GET", "POST"])
def ruling_edit(request: HttpRequest, public_id: str) -> HttpResponse:
    """Edit a ruling: a new revision, or a conflict page if someone saved in between."""
    refused = _refuse_unless_staff(request)
    if refused is not None:
        return refused
    ruling = get_object_or_404(Ruling, public_id=public_id)
    if request.method == "GET":
        values = {field: getattr(ruling, field) for field in EDITABLE_FIELDS}
        form = RulingEditForm(initial={**_initial(values), "revision": ruling.revision})
        return render(request, "rulings/form.html", _ruling_context(request, ruling, form=form))
    form = RulingEditForm(request.POST)
    if form.is_valid() and form.cleaned_data["revision"] > ruling.revision:
        # Not a conflict: no one saved that revision (the latest is older).
        form.add_error("revision", NO_SUCH_REVISION.format(latest=ruling.revision))
    if form.is_valid():
        base = form.cleaned_data["revision"]
        try:
            updated = ruling_update(
                ruling=ruling, base_revision=base, data=form.service_data(), author=request.user
            )
        except RulingConflict as conflict:
            return _conflict_page(request, conflict)
        except RulingInputError as error:
            form.add_service_errors(error)
        else:
            return redirect(updated)
    return render(
        request, "rulings/form.html", _ruling_context(request, ruling, form=form), status=400
    )


def _conflict_page(request: HttpRequest, conflict: RulingConflict) -> HttpResponse:
    """Both versions side by side, and the edit again, now based on the latest revision."""
    current = conflict.ruling
    mine = conflict.proposed
    theirs = {field: getattr(current, field) for field in EDITABLE_FIELDS}
    differences = version_changes(before=theirs, after=mine, fields=EDITABLE_FIELDS)
    form = RulingEditForm(initial={**_initial(mine), "revision": current.revision})
    return render(
        request,
        "rulings/conflict.html",
        _ruling_context(
            request,
            current,
            form=form,
            message=str(conflict),
            differences=differences,
            base_revision=conflict.base_revision,
        ),
        status=409,
    )


# --- Reading --------------------------------------------------------------------


@require_safe
def ruling_detail(request: HttpRequest, public_id: str) -> HttpResponse:
    """The permalink: what was decided then, and whether today's resolver agrees."""
    ruling = get_object_or_404(Ruling, public_id=public_id)
    return render(
        request,
        "rulings/detail.html",
        _ruling_context(
            request, ruling, recheck=ruling_recheck(ruling=ruling), **_version_context(ruling)
        ),
    )


@require_safe
def ruling_revision_detail(request: HttpRequest, public_id: str, number: int) -> HttpResponse:
    """One earlier revision, as it was saved."""
    ruling = get_object_or_404(Ruling, public_id=public_id)
    revision = ruling_revision(ruling=ruling, number=number)
    if revision is None:
        return render(
            request,
            "rulings/forbidden.html",
            {"message": f"This ruling has no revision {number} (its latest is {ruling.revision})."},
            status=404,
        )
    return render(
        request,
        "rulings/detail.html",
        _ruling_context(request, ruling, old_revision=revision, **_version_context(revision)),
    )


@require_safe
def ruling_history_view(request: HttpRequest, public_id: str) -> HttpResponse:
    ruling = get_object_or_404(Ruling, public_id=public_id)
    return render(
        request,
        "rulings/history.html",
        _ruling_context(request, ruling, history=ruling_history(ruling=ruling)),
    )


@require_safe
def ruling_json(request: HttpRequest, public_id: str) -> HttpResponse:
    """The ruling with all its revisions, as `importrulings` reads it back."""
    ruling = get_object_or_404(Ruling, public_id=public_id)
    document = export_document(rulings=[ruling])
    if not user_can_edit_rulings(user=request.user):
        document = without_authors(document)
    response = HttpResponse(export_text(document), content_type="application/json")
    return _downloaded(request, response, f"ruling-{ruling.public_id}.json")


@require_safe
def ruling_markdown(request: HttpRequest, public_id: str) -> HttpResponse:
    ruling = get_object_or_404(Ruling, public_id=public_id)
    text = render_to_string(
        "rulings/ruling.md",
        {
            "ruling": ruling,
            "url": request.build_absolute_uri(reverse("ruling", args=[ruling.public_id])),
            "scenario_json": field_text("scenario", ruling.scenario),
            "choice_words": _choice_words(ruling),
            "stepper_url": request.build_absolute_uri(_version_context(ruling)["stepper_url"]),
        },
    )
    response = HttpResponse(text, content_type="text/markdown; charset=utf-8")
    return _downloaded(request, response, f"ruling-{ruling.public_id}.md")


def _downloaded(request: HttpRequest, response: HttpResponse, filename: str) -> HttpResponse:
    """``response`` as a file to save as ``filename`` when the address asks for a download
    (``?download=1``), else to read in the browser."""
    if request.GET.get("download"):
        response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


@require_safe
def ruling_print(request: HttpRequest, public_id: str) -> HttpResponse:
    ruling = get_object_or_404(Ruling, public_id=public_id)
    return render(
        request,
        "rulings/print.html",
        {
            "ruling": ruling,
            "url": request.build_absolute_uri(reverse("ruling", args=[ruling.public_id])),
            "choice_words": _choice_words(ruling),
            "stepper_url": _version_context(ruling)["stepper_url"],
        },
    )
