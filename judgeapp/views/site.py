"""The home page and the pages every visitor sees first."""

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from judgeapp import procedures_summary


@require_GET
def home(request: HttpRequest) -> HttpResponse:
    procedure = procedures_summary.DEFAULT
    return render(
        request,
        "home.html",
        {
            "procedures": procedures_summary.SUMMARIES,
            "procedure": procedures_summary.SUMMARIES[procedure],
        },
    )


@require_GET
def procedure_panel(request: HttpRequest, procedure: str) -> HttpResponse:
    """The ordering steps of one rules release: a partial for htmx, else the page."""
    summary = procedures_summary.SUMMARIES.get(procedure)
    if summary is None:
        raise Http404(f"No procedure named {procedure!r}.")
    template = "home.html#procedure-panel" if request.htmx else "home.html"
    return render(
        request,
        template,
        {"procedures": procedures_summary.SUMMARIES, "procedure": summary},
    )


@require_GET
def coming(request: HttpRequest, area: str) -> HttpResponse:
    return render(request, "coming.html", {"area": area})
