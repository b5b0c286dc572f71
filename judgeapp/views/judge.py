"""The stepper, the outcome explorer and the comparison of procedures.

The address holds the whole state (see ``judgeapp.state``); every view reads
it, asks the selectors (which ask the resolver) and renders. A choice is a
GET of the step form (it changes nothing on the server): htmx gets the step panel
back with the new address to push, a browser without JavaScript gets redirected
to that address.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import wraps
from urllib.parse import parse_qsl, urlencode

from django.conf import settings
from django.core.exceptions import TooManyFieldsSent
from django.core.handlers.wsgi import WSGIRequest, get_bytes_from_wsgi
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, QueryDict
from django.shortcuts import render
from django.utils.cache import patch_vary_headers
from django.utils.html import format_html
from django.views.decorators.http import require_http_methods, require_safe
from django.views.decorators.vary import vary_on_headers
from django_htmx.http import push_url

from judgeapp import selectors, stepping
from judgeapp.caching import remembered
from judgeapp.state import JudgeState, StateError
from judgeapp.templatetags.judge_panel import stepper_panel
from judgeapp.templatetags.judge_tags import INDENT, flat, found_html, url_of, urls_of
from judgeapp.views import table
from judgeapp.views.errors import bad_request
from rules import engine
from rules.http import HtmxHttpRequest

_INDENT = INDENT

NO_ACTION = "Nothing was chosen: send an option, “back”, “restart” or a procedure."
UNKNOWN_ACTION = "Unknown action {action!r}: it can be “back” or “restart”."
NOT_AN_OPTION = "“{option}” is not an option at this step: nothing was changed."


def _wants_partial(request: HtmxHttpRequest) -> bool:
    return bool(request.htmx) and not request.htmx.history_restore_request


def _state_url(state: JudgeState, name: str = "judge", base: str = "") -> str:
    """``name``'s address (``base`` when it is known already) carrying ``state``."""
    query = state.query()
    return (base or url_of(name)) + (f"?{query}" if query else "")


@require_safe
@vary_on_headers("HX-Request")
def judge(request: HttpRequest) -> HttpResponse:
    """The stepper for the state in the address; with no scenario named, the way in
    (search a card or a situation)."""
    if not request.GET.get("ex") and not request.GET.get("s"):
        return table.start(request)
    try:
        state = JudgeState.from_query(request.GET)
        if _wants_partial(request):
            # The panel alone: from the cache when kept (nothing resolved), else resolved once.
            (html, _url, _dropped), hit = _step_panel(state)
            return _timed(HttpResponse(html), hit)
        context = _page("page", state, _stepper_page)
        context = {**context, "table_url": table.table_address(request.GET.get("d", ""))}
        if "find" in request.GET or "all" in request.GET:
            # A long question's fold searched without JavaScript: the page with what it found.
            context = {**context, "found": _found(context, request.GET)}
    except StateError as error:
        return bad_request(request, str(error))
    return render(request, "judge/stepper.html", context)


NO_LONG_QUESTION = (
    "This step has no long list of options to search: nothing was changed. Pick one of "
    "the options shown."
)
FIND_TOO_LONG = "The text to find is longer than {limit} characters."


def _found(context: Context, data: QueryDict) -> selectors.Found:
    """What a search of the step's long question (``find``, or ``all``) finds; StateError
    when the step has none or the text is too long."""
    featured = context.get("featured")
    judging = context["judging"]
    if not isinstance(featured, selectors.Featured) or not isinstance(judging, selectors.Judging):
        raise StateError(NO_LONG_QUESTION)
    find = data.get("find", "")
    if len(find) > selectors.FIND_LIMIT:
        raise StateError(FIND_TOO_LONG.format(limit=selectors.FIND_LIMIT))
    return selectors.found_options(
        judging=judging, featured=featured, find=find, every=bool(data.get("all"))
    )


@require_safe
@vary_on_headers("HX-Request")
def options(request: HtmxHttpRequest) -> HttpResponse:
    """The options of a step's long question (every creature type) whose name holds the
    text sent (``find``), or all of them (``all=1``): their buttons for htmx, to go in the
    step form's fold; without JavaScript, the step's page with them in its open fold."""
    try:
        state = JudgeState.from_query(request.GET)
        context = _page("page", state, _stepper_page)
        found = _found(context, request.GET)
    except StateError as error:
        return bad_request(request, str(error))
    if not _wants_partial(request):
        asked = {"all": "1"} if found.every else {"find": found.find}
        return HttpResponseRedirect(f"{_state_url(state)}&{urlencode(asked)}#other-found")
    html = found_html(
        found,
        context["procedure"],
        context["shared_explanation"],  # type: ignore[arg-type]
        context["lead_words"],  # type: ignore[arg-type]
        str(context["same_result"]),
    )
    said = format_html(FOUND_SAID, found.said)
    # Indentation is no part of the fold (as for the panel: no <pre> or <textarea>).
    return HttpResponse(_INDENT.sub("\n", html + said))


#: What a search found, said in the fold's live line (htmx swaps it in by its id).
FOUND_SAID = '<p id="other-said" hx-swap-oob="innerHTML">{}</p>'


Context = dict[str, object]


def _page(kind: str, state: JudgeState, build: Callable[[JudgeState], Context]) -> Context:
    """A whole page's context for ``state``: from the cache when kept, else worked out
    where a step's panel is (in this process for a small scenario, in a child process
    for a large one: judgeapp.weighing), under the same deadline and memory bound.

    What is kept depends on the state only; the page is rendered here, for the visitor
    (its CSRF token, which the page gives htmx to send as a header).
    """
    return remembered(kind, state.query(), lambda: build(state), apart=lambda: not _small(state))[0]


def _stepper_page(state: JudgeState) -> Context:
    judging = selectors.judging_get(state=state)
    context = _stepper_context(judging)
    context["effects"] = selectors.scenario_effects(judging=judging)
    return context


def _stepper_context(judging: selectors.Judging) -> dict[str, object]:
    leads, same = stepping.option_leads(judging=judging)
    step_url, ruling_url, judge_url = urls_of("judge-step", "ruling-new", "judge")
    return {
        "leads": leads,
        "lead_words": stepping.lead_words(leads),
        "same_result": stepping.SAME_RESULT if same and len(leads) > 1 else "",
        "not_applied": stepping.effects_not_applied(judging=judging),
        "judging": judging,
        "state": judging.state,
        "result": judging.result,
        "procedure": judging.procedure,
        "procedures": _procedures_with(judging.procedure),
        "step_url": step_url,
        "ruling_url": ruling_url,
        "judge_url": judge_url,
        "shared_explanation": _shared_explanation(judging.result),
        "featured": selectors.featured_options(judging=judging),
    }


def _procedures_with(procedure: engine.Procedure) -> list[engine.Procedure]:
    """The procedures to switch between, and the one in use when it is another release's."""
    procedures = selectors.procedure_list()
    if all(other.key != procedure.key for other in procedures):
        procedures.append(procedure)
    return procedures


def _shared_explanation(result: engine.Pending | engine.Done) -> dict[str, object] | None:
    """What every option's explanation shares, said once under the question.

    Either the whole explanation (``whole``: nothing is left to say under each
    button) or, for an ordering question, who chooses and why (each button then
    shows what its effect does).
    """
    if not isinstance(result, engine.Pending) or len(result.options) < 2:
        return None
    options = result.options
    first = options[0]
    # The question already cites its rules; don't cite the same ones twice.
    rules = () if tuple(first.rules) == tuple(result.rules) else first.rules
    if all((o.explanation, o.rules) == (first.explanation, first.rules) for o in options):
        return {"text": first.explanation, "rules": rules, "whole": True}
    if first.why and all((o.why, o.rules) == (first.why, first.rules) for o in options):
        return {"text": first.why, "rules": rules, "whole": False}
    return None


Panel = tuple[str, str, tuple[str, ...]]


def _timed(response: HttpResponse, hit: bool) -> HttpResponse:
    """Says (Server-Timing) whether the panel was rendered here or read from the cache."""
    response["Server-Timing"] = f'panel;desc="{"cache" if hit else "rendered"}"'
    return response


def _step_panel(state: JudgeState, switched: bool = False) -> tuple[Panel, bool]:
    """A state's step panel for htmx and the address of the state; True when it came
    from the cache.

    Resolution is pure, so a state's panel never changes: it is rendered once and
    kept in the cache every app server shares, and in the process (see
    judgeapp.caching). It holds
    nothing about the visitor: htmx sends the CSRF token as a header
    (``hx-headers`` on the page's body), so the form needs no field.
    Choices that don't fit are left out (the third value), the panel saying so;
    ``switched``: because the procedure was just switched.
    Raises StateError (never cached) when the state can't be resolved.
    """
    # The state asked by its fields, every one written out (a dataclass's ``repr``), not
    # by its query string: quoting that took twice as long, and a kept panel needs none.
    return remembered(
        "panel",
        f"{state!r}&switched={int(switched)}",
        lambda: _render_panel(state, switched),
        here=True,
        apart=lambda: not _small(state),
    )


def _small(state: JudgeState) -> bool:
    """Whether the state's scenario is small enough to work out in this process
    (judgeapp.weighing): a shipped example, or a small built scenario."""
    return bool(state.example) or selectors.built_is_small(encoded=state.scenario or "")


def _render_panel(state: JudgeState, switched: bool) -> Panel:
    judging = selectors.judging_get(state=state, procedure_switched=switched)
    context = _stepper_context(judging)
    # The partial ``judge/stepper.html#stepper`` is this tag alone: called as it is,
    # written without the indentation of its fragments.
    html = stepper_panel(context, flat)
    url = _state_url(judging.state, base=str(context["judge_url"]))
    # Indentation is no part of the page (the panel has no <pre> or <textarea>): what
    # the values written in the fragments bring of it is left out of the whole.
    return _INDENT.sub("\n", html), url, judging.dropped


def _next_state(data: Mapping[str, str]) -> JudgeState:
    """The state a step form asks for: one more choice, back, restart or another procedure
    (keeping the choices made: those that don't fit there are left out when it is shown)."""
    state = JudgeState.from_query(data)
    option = data.get("option", "").strip()
    action = data.get("action", "").strip()
    procedure = data.get("procedure", "").strip()
    if option:
        return state.with_choice(option)
    if procedure:
        return state.switched_to(procedure)
    if action == "back":
        return state.back()
    if action == "restart":
        return state.restart()
    if action:
        raise StateError(UNKNOWN_ACTION.format(action=action))
    raise StateError(NO_ACTION)


def _fields(request: HttpRequest) -> dict[str, str]:
    """The step form's fields, each its last value as ``QueryDict.get`` gives it: the state
    and the answer read a dozen of them.

    A GET's through WSGI (every step htmx asks for) are read from the query string as
    Django reads ``request.GET`` (its bytes decoded with the request's encoding, else as
    Latin-1; at most ``DATA_UPLOAD_MAX_NUMBER_FIELDS`` of them, else TooManyFieldsSent,
    a 400), without making the QueryDict, which took three times as long."""
    if request.method == "POST":
        return request.POST.dict()
    if not isinstance(request, WSGIRequest) or "GET" in request.__dict__:
        return request.GET.dict()
    encoding = request.encoding or settings.DEFAULT_CHARSET
    raw = get_bytes_from_wsgi(request.environ, "QUERY_STRING", "")
    try:
        text = raw.decode(encoding)
    except UnicodeDecodeError:
        text = raw.decode("iso-8859-1")
    limit = settings.DATA_UPLOAD_MAX_NUMBER_FIELDS
    try:
        return dict(
            parse_qsl(text, keep_blank_values=True, encoding=encoding, max_num_fields=limit)
        )
    except ValueError as error:
        raise TooManyFieldsSent(TOO_MANY_FIELDS) from error


#: Django's words for too many fields (``QueryDict``).
TOO_MANY_FIELDS = (
    "The number of GET/POST parameters exceeded settings.DATA_UPLOAD_MAX_NUMBER_FIELDS."
)


def _varies_with_htmx(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """``vary_on_headers("HX-Request")`` for a view whose responses have no ``Vary`` yet
    (a step's, every one): the header set at once, not parsed and joined again."""

    @wraps(view)
    def wrapped(request: HttpRequest, *args: object, **kwargs: object) -> HttpResponse:
        response = view(request, *args, **kwargs)
        if response.has_header("Vary"):
            patch_vary_headers(response, ("HX-Request",))
        else:
            response.headers["Vary"] = "HX-Request"
        return response

    return wrapped


@require_http_methods(["GET", "HEAD", "POST"])
@_varies_with_htmx
def step(request: HtmxHttpRequest) -> HttpResponse:
    """Apply one answer from the step form, then show (htmx) or redirect to the new state.

    The form is sent as a GET: a step only reads (the state is in the address, nothing
    is stored), so it needs no CSRF token and no form body. A POST of the same fields,
    from a page served before, is answered the same way."""
    data = _fields(request)
    option = data.get("option", "").strip()
    switched = not option and bool(data.get("procedure", "").strip())
    try:
        (html, url, dropped), hit = _step_panel(_next_state(data), switched)
    except StateError as error:
        return bad_request(request, str(error))
    if option and option in dropped:
        return bad_request(request, NOT_AN_OPTION.format(option=option))
    if not request.htmx:
        return HttpResponseRedirect(url)
    return _timed(push_url(HttpResponse(html), url), hit)


@require_safe
def explore(request: HttpRequest) -> HttpResponse:
    """Every outcome of the scenario with the choice paths that reach each."""
    try:
        context = _page("explore-page", JudgeState.from_query(request.GET).restart(), _explore_page)
    except StateError as error:
        return bad_request(request, str(error))
    return render(request, "judge/explore.html", context)


def _explore_page(state: JudgeState) -> Context:
    judging = selectors.judging_get(state=state)
    exploration = selectors.exploration_get(judging=judging)
    return {
        "judging": judging,
        "state": judging.state,
        "procedure": judging.procedure,
        "procedures": selectors.procedure_list(),
        "exploration": exploration,
        "groups": [
            {
                "outcome": group.outcome,
                "path_count": group.path_count or len(group.paths),
                "paths": list(
                    zip(
                        group.paths,
                        selectors.path_labels(judging=judging, paths=group.paths),
                        strict=True,
                    )
                ),
            }
            for group in exploration.outcomes
        ],
    }


@require_safe
def compare(request: HttpRequest) -> HttpResponse:
    """The scenario under the 2008 procedure and today's, where they part highlighted."""
    try:
        context = _page("compare-page", JudgeState.from_query(request.GET).restart(), _compare_page)
    except StateError as error:
        return bad_request(request, str(error))
    return render(request, "judge/compare.html", context)


def _compare_page(state: JudgeState) -> Context:
    judging = selectors.judging_get(state=state)
    comparison = selectors.comparison_get(judging=judging)
    sides = []
    for exploration, step, rules in (
        (comparison.left, comparison.left_step, comparison.left_rules),
        (comparison.right, comparison.right_step, comparison.right_rules),
    ):
        procedure = selectors.procedure_get(key=exploration.procedure)
        question = None
        if step is None and comparison.parting_step:
            question = selectors.parting_question(
                judging=judging,
                procedure=procedure,
                exploration=exploration,
                step=comparison.parting_step,
            )
        sides.append(
            {
                "procedure": procedure,
                "state": judging.state.with_procedure(exploration.procedure),
                "exploration": exploration,
                "step": step,
                "question": question,
                "rules": rules,
            }
        )
    return {"judging": judging, "state": judging.state, "comparison": comparison, "sides": sides}
