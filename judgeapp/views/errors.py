"""The judge's error answer: a clear 400 that names what was wrong and changes nothing."""

from django.http import HttpRequest, HttpResponse, HttpResponseServerError
from django.shortcuts import render
from django.template import loader


def bad_request(request: HttpRequest, message: str, *, status: int = 400) -> HttpResponse:
    """The clear error page (400, or ``status``) for an address or a form that can't be used."""
    if not getattr(request, "htmx", False):
        return render(request, "judge/error.html", {"message": message}, status=status)
    response = render(request, "judge/error.html#error", {"message": message}, status=status)
    # The page stays as it was; the error shows in its error slot.
    response["HX-Retarget"] = "#judge-error"
    response["HX-Reswap"] = "innerHTML"
    return response


def server_error(request: HttpRequest) -> HttpResponse:
    """The 500 page, giving the request's id so a report can be matched to the log.

    Rendered without context processors or the database, like Django's own, so it
    works whatever broke.
    """
    rid = getattr(request, "request_id", "")
    html = loader.get_template("500.html").render({"request_id": rid})
    return HttpResponseServerError(html)
