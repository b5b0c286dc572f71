"""The judge's error answer: a clear 400 that names what was wrong and changes nothing."""

from django.conf import settings
from django.core.exceptions import TooManyFieldsSent
from django.http import HttpRequest, HttpResponse, HttpResponseServerError
from django.shortcuts import render
from django.template import loader
from django.views import defaults

TOO_MANY_FIELDS = (
    "This form sent more than {limit:,} fields, more than any page here takes "
    "(the builder's largest scenario has fewer): remove some rows and send it again."
)


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


def request_refused(request: HttpRequest, exception: Exception) -> HttpResponse:
    """The 400 page for a request Django refused before any view saw it, in words where
    the reason is known (too many form fields); htmx shows it in the page's error slot."""
    if isinstance(exception, TooManyFieldsSent):
        limit = settings.DATA_UPLOAD_MAX_NUMBER_FIELDS
        return bad_request(request, TOO_MANY_FIELDS.format(limit=limit))
    return defaults.bad_request(request, exception)
