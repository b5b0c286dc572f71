"""Study: predict the ruling, then see it argued from the rules.

Two ways in, both plain pages that work without JavaScript (htmx, when present,
swaps only the study panel):

- a question set of any scenario (``/study/set/?ex=…`` or ``?s=…``, with ``p`` and
  ``c`` as in the stepper): the address holds the question number (``q``), the
  answer picked (``a``) and the results so far (``r``), so it is a permalink a
  mentor can send;
- a session of five questions from the examples library, by topic and
  difficulty or along the newcomers' path, kept in the browser's session.
"""

from __future__ import annotations

from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_POST, require_safe

from judgeapp import selectors
from judgeapp import study as services
from judgeapp.state import JudgeState, StateError
from judgeapp.views.errors import bad_request
from rules import study


def _set_url(state: JudgeState, **extra: object) -> str:
    params = {**state.params(), **{k: str(v) for k, v in extra.items() if v not in (None, "")}}
    return reverse("study-set") + "?" + urlencode(params)


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    """Start a session by topic and difficulty, follow the newcomers' path, or pick a scenario."""
    record = services.record_get(session=request.session, user=request.user)
    path = study.newcomer_path()
    mastered = set(record["mastered"])
    current = services.session_view(session=request.session)
    return render(
        request,
        "study/home.html",
        {
            "topics": study.topics(),
            "difficulties": sorted(study.DIFFICULTIES.items()),
            "record": record,
            "path_done": sum(1 for k in path if k in mastered),
            "path_size": len(path),
            "current": current if current is not None and not current.finished else None,
            "examples": selectors.example_list(),
        },
    )


@require_POST
def start(request: HttpRequest) -> HttpResponse:
    """Start a session from the study page's forms, then show its first question."""
    try:
        services.session_start(
            session=request.session,
            user=request.user,
            mode=request.POST.get("mode", "").strip(),
            topic=request.POST.get("topic", "").strip(),
            difficulty=request.POST.get("difficulty", "0").strip() or "0",
        )
    except services.StudyInputError as error:
        return bad_request(request, str(error))
    return HttpResponseRedirect(reverse("study-session"))


@require_safe
def session(request: HttpRequest) -> HttpResponse:
    """The session now: the question to answer, the answer just revealed, or the score."""
    view = services.session_view(session=request.session)
    if view is None:
        return HttpResponseRedirect(reverse("study"))
    return _session_page(request, view)


def _session_page(
    request: HttpRequest, view: services.SessionView, *, error: str = "", status: int = 200
) -> HttpResponse:
    entry = view.entry
    context: dict[str, object] = {"view": view, "error": error}
    if entry is not None:
        judging = selectors.judging_get(
            state=JudgeState(example=entry.example, procedure=entry.procedure)
        )
        context.update(
            {
                "brief": services.brief_get(judging=judging),
                "hidden": {"question": entry.key},
                "question": entry.question,
                "procedure": selectors.procedure_get(key=entry.procedure),
                "share_url": _set_url(
                    JudgeState(example=entry.example, procedure=entry.procedure),
                    q=entry.question.number,
                ),
            }
        )
    return render(request, "study/session.html", context, status=status)


@require_POST
def answer(request: HttpRequest) -> HttpResponse:
    """Answer the session's question; a miss is asked again later in the session."""
    key = request.POST.get("question", "").strip()
    try:
        services.session_answer(
            session=request.session,
            user=request.user,
            key=key,
            answer_id=request.POST.get("answer", "").strip(),
        )
    except services.StudyInputError as error:
        view = services.session_view(session=request.session)
        if (
            view is not None
            and view.entry is not None
            and view.revealed is None
            and view.entry.key == key
        ):  # the question asked now, no usable answer
            return _session_page(request, view, error=str(error), status=422)
        return bad_request(request, str(error))
    return HttpResponseRedirect(reverse("study-session"))


@require_POST
def next_question(request: HttpRequest) -> HttpResponse:
    try:
        services.session_next(session=request.session)
    except services.StudyInputError as error:
        return bad_request(request, str(error))
    return HttpResponseRedirect(reverse("study-session"))


@require_safe
def question_set(request: HttpRequest) -> HttpResponse:
    """A scenario's questions one at a time: the address is the permalink of each."""
    try:
        view = services.set_get(state=JudgeState.from_query(request.GET))
        place = services.set_place(view=view, query=request.GET)
    except (StateError, services.StudyInputError) as error:
        return bad_request(request, str(error))
    state = JudgeState(
        example=view.judging.state.example,
        scenario=view.judging.state.scenario,
        procedure=view.study.procedure,
        choices=JudgeState.from_query(request.GET).choices,
    )
    questions = view.study.questions
    results = place.results
    if place.picked is not None:
        results += "1" if place.picked.correct else "0"
    missed = [q for q, got in zip(questions, place.results, strict=False) if got == "0"]
    other = study.other_era(view.study.procedure)
    context = {
        "view": view,
        "judging": view.judging,
        "set": view.study,
        "place": place,
        "question": place.question,
        "procedure": view.judging.procedure,
        "brief": services.brief_get(judging=view.judging),
        "share_url": _set_url(state, q=place.number if place.question else None),
        "set_url": _set_url(state),
        "other_era": other,
        "other_url": _set_url(state.with_procedure(other)),
        "stepper_url": reverse("judge") + "?" + state.query(),
        "next_url": _set_url(state, q=place.number + 1, r=results),
        "form_params": {**state.params(), "q": str(place.number), "r": place.results},
        "score": place.results.count("1"),
        "missed": [
            (q, _set_url(state, q=q.number, r=place.results[: q.number - 1])) for q in missed
        ],
    }
    return render(request, "study/set.html", context)
