"""The home page and the pages every visitor sees first."""

from functools import lru_cache
from pathlib import Path

from django.contrib.staticfiles import finders
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.cache import cache_control
from django.views.decorators.http import require_safe

from judgeapp import selectors
from rules.http import HtmxHttpRequest


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    procedure = selectors.procedure_get(key=selectors.DEFAULT_PROCEDURE)
    return render(
        request,
        "home.html",
        {"procedures": selectors.procedure_list(), "procedure": procedure},
    )


@require_safe
def procedure_panel(request: HtmxHttpRequest, procedure: str) -> HttpResponse:
    """How one rules release orders effects: a partial for htmx, else the page."""
    chosen = next((p for p in selectors.procedure_list() if p.key == procedure), None)
    if chosen is None:
        raise Http404(f"No procedure named {procedure!r}.")
    template = "home.html#procedure-panel" if request.htmx else "home.html"
    return render(
        request,
        template,
        {"procedures": selectors.procedure_list(), "procedure": chosen},
    )


@lru_cache(maxsize=1)
def _favicon_bytes() -> bytes:
    found = finders.find("favicon.ico")
    path = found[0] if isinstance(found, list) else found
    return Path(str(path)).read_bytes()


@require_safe
@cache_control(max_age=86400, public=True)
def favicon(request: HttpRequest) -> HttpResponse:
    """The icon browsers ask every site for at /favicon.ico (the app's static one)."""
    return HttpResponse(_favicon_bytes(), content_type="image/x-icon")
