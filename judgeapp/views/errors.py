"""The judge's error answer: a clear 400 that names what was wrong and changes nothing."""

from django.conf import settings
from django.core.exceptions import (
    BadRequest,
    DisallowedHost,
    RequestDataTooBig,
    TooManyFieldsSent,
    TooManyFilesSent,
)
from django.http import HttpRequest, HttpResponse, HttpResponseServerError, JsonResponse
from django.shortcuts import render
from django.template import loader
from django.views import csrf

TOO_MANY_FIELDS = (
    "This form sent more than {limit:,} fields, more than any page here takes "
    "(the builder's largest scenario has fewer): remove some rows and send it again."
)
TOO_LARGE_A_BODY = (
    "The request's body is larger than {mebibytes:g} MiB, more than any page or API call "
    "here takes, so it was not read: nothing was changed."
)
UNKNOWN_HOST = (
    "This server doesn't answer to the host name this request was sent to (its Host "
    "header), so it was not read: nothing was changed."
)
NOT_UTF8_FORM = (
    "This form was sent in an encoding other than UTF-8 ({content_type}), and forms here "
    "are read as UTF-8 only, so it was not read: nothing was changed."
)
UNREADABLE = "This request could not be read ({detail}), so nothing was changed."
TOO_MANY_FILES = "This form sent more than {limit:,} files; no page here takes files."
NOT_ALLOWED = "{method} is not allowed at this address (it takes {allowed}): nothing was changed."
NO_TOKEN_FOR_METHOD = (
    "A {method} request here needs the security token this site's pages give, and no page "
    "here sends {method}, so it was refused: nothing was changed."
)


def wants_json(request: HttpRequest) -> bool:
    """Whether the request is the JSON API's, answered in JSON."""
    return request.path.startswith("/api/")


def bad_request(request: HttpRequest, message: str, *, status: int = 400) -> HttpResponse:
    """The clear error page (400, or ``status``) for an address or a form that can't be used."""
    if not getattr(request, "htmx", False):
        return render(request, "judge/error.html", {"message": message}, status=status)
    response = render(request, "judge/error.html#error", {"message": message}, status=status)
    # The page stays as it was; the error shows in its error slot.
    response["HX-Retarget"] = "#judge-error"
    response["HX-Reswap"] = "innerHTML"
    return response


def refused(request: HttpRequest, message: str, *, status: int = 400) -> HttpResponse:
    """``message`` as the API's JSON error under ``/api/``, else as :func:`bad_request`."""
    if wants_json(request):
        return JsonResponse({"errors": [{"path": "", "message": message}]}, status=status)
    return bad_request(request, message, status=status)


def server_error(request: HttpRequest) -> HttpResponse:
    """The 500 page, giving the request's id so a report can be matched to the log.

    Rendered without context processors or the database, like Django's own, so it
    works whatever broke.
    """
    rid = getattr(request, "request_id", "")
    html = loader.get_template("500.html").render({"request_id": rid})
    return HttpResponseServerError(html)


def request_refused(request: HttpRequest, exception: Exception) -> HttpResponse:
    """The answer to a request Django refused before any view saw it, in words where the
    reason is known (too many form fields, a body too large: 413, a host name it doesn't
    serve), in JSON for the API;
    htmx shows it in the page's error slot."""
    if isinstance(exception, TooManyFieldsSent):
        limit = settings.DATA_UPLOAD_MAX_NUMBER_FIELDS
        return refused(request, TOO_MANY_FIELDS.format(limit=limit))
    if isinstance(exception, RequestDataTooBig):
        mebibytes = settings.DATA_UPLOAD_MAX_MEMORY_SIZE / 2**20
        return refused(request, TOO_LARGE_A_BODY.format(mebibytes=mebibytes), status=413)
    if isinstance(exception, DisallowedHost):
        return refused(request, UNKNOWN_HOST)
    if isinstance(exception, TooManyFilesSent):
        limit = settings.DATA_UPLOAD_MAX_NUMBER_FILES
        return refused(request, TOO_MANY_FILES.format(limit=limit))
    # Said here rather than by Django's own bad_request view: that view checks the CSRF
    # token, which reads the form again, and a form Django refused to read (one not in
    # UTF-8) was refused again there, a server error.
    if isinstance(exception, BadRequest) and "UTF-8" in str(exception):
        content_type = request.META.get("CONTENT_TYPE", "")[:100]
        return refused(request, NOT_UTF8_FORM.format(content_type=content_type))
    detail = str(exception).strip().rstrip(".")[:300] or type(exception).__name__
    return refused(request, UNREADABLE.format(detail=detail))


def method_not_allowed(request: HttpRequest, response: HttpResponse) -> HttpResponse:
    """Django's bare 405 (no body) said in words: which method, which ones the address
    takes (its ``Allow`` header, kept)."""
    allowed = ", ".join(m.strip() for m in response.get("Allow", "").split(",") if m.strip())
    message = NOT_ALLOWED.format(method=request.method, allowed=allowed or "no method")
    answer = refused(request, message, status=405)
    answer["Allow"] = response.get("Allow", "")
    return answer


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    """A request refused for its missing CSRF token: a form sent from an old page (the
    "form expired" page, Django's view with this project's template), or, for a method
    no page sends (PUT, DELETE …), that said in words rather than a form's expiry."""
    if request.method == "POST":
        return csrf.csrf_failure(request, reason)
    return refused(request, NO_TOKEN_FOR_METHOD.format(method=request.method), status=403)
