"""The rulings API: list, read, create and update rulings as JSON.

- ``GET /api/rulings`` — staff: search (``q``, ``card``, ``tag``, ``event``,
  ``rule``, ``from``, ``to``; ``limit`` ≤ 100 and ``offset``).
- ``POST /api/rulings`` — staff: create from ``{title, scenario, procedure,
  choices, event, round, table, judge, decided_on, tags, notes}``; 201.
- ``GET /api/rulings/<id>`` — anyone with the id (as with the permalink).
- ``GET /api/rulings/<id>/revisions`` — anyone with the id: every revision.
- ``PATCH`` or ``PUT /api/rulings/<id>`` — staff: ``{"revision": N, ...fields
  to change}``; 409 with both versions when N is no longer the latest.

Scripts send ``Authorization: Token <key>`` (made on the API tokens page);
browsers use their session and must send the CSRF token on writes. Errors are
``{"error": "...", "errors": {field: [messages]}}`` and change nothing.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.models import AnonymousUser
from django.http import HttpRequest, JsonResponse
from django.middleware.csrf import CsrfViewMiddleware
from django.urls import reverse
from django.views.decorators.csrf import csrf_exempt

from rules import inputs
from rules.models.rulings import Ruling
from rules.selectors.rulings import (
    revision_export,
    ruling_as_api,
    ruling_get,
    ruling_revisions,
    ruling_search,
    search_words_problem,
    user_can_edit_rulings,
    without_authors,
)
from rules.services.rulings import (
    RulingConflict,
    RulingInputError,
    api_token_authenticate,
    ruling_create,
    ruling_update,
)

NOT_JSON = "The request body can't be used: {detail}."
NOT_AN_OBJECT = "The request body must be a JSON object."
BAD_AUTHORIZATION = "The Authorization header must be 'Token <key>'."
BAD_TOKEN = "This token is not valid (it was deleted, or its user is inactive)."
NOT_SIGNED_IN = "Sign in, or send 'Authorization: Token <key>'."
NOT_STAFF = "Only tournament staff may list, create or update rulings."
CSRF_FAILED = "CSRF check failed: {reason}. Send the X-CSRFToken header, or use a token."
NOT_FOUND = "There is no ruling with the id {public_id!r}."
NOT_ALLOWED = "{method} is not allowed here (allowed: {allowed})."
INVALID = "The ruling was not saved: {detail}"
BAD_PAGE = "limit must be a whole number from 1 to 100 and offset one from 0 to 1,000,000,000."
NO_REVISION = 'Send the revision your change is based on as "revision".'
MAX_LIMIT = 100
MAX_OFFSET = 1_000_000_000


def _error(status: int, message: str, errors: dict[str, list[str]] | None = None) -> JsonResponse:
    body: dict[str, Any] = {"error": message}
    if errors:
        body["errors"] = errors
    return JsonResponse(body, status=status)


class _CsrfCheck(CsrfViewMiddleware):
    """Django's CSRF check, returning the reason instead of a 403 page."""

    def _reject(self, request: HttpRequest, reason: str) -> str:  # type: ignore[override]
        return reason


def _user(request: HttpRequest) -> tuple[Any, JsonResponse | None]:
    """The caller: a token's user, a session's user (CSRF checked on writes), or anonymous."""
    header = request.headers.get("Authorization", "")
    if header:
        scheme, _, key = header.partition(" ")
        if scheme.lower() != "token" or not key.strip():
            return None, _error(401, BAD_AUTHORIZATION)
        user = api_token_authenticate(key=key.strip())
        if user is None:
            return None, _error(401, BAD_TOKEN)
        return user, None
    if request.user.is_authenticated:
        if request.method not in {"GET", "HEAD", "OPTIONS"}:
            check = _CsrfCheck(lambda _request: None)  # type: ignore[arg-type]
            check.process_request(request)
            reason = check.process_view(request, lambda _request: None, (), {})
            if reason:
                return None, _error(403, CSRF_FAILED.format(reason=reason))
        return request.user, None
    return AnonymousUser(), None


def _staff(user: Any) -> JsonResponse | None:
    if not user.is_authenticated:
        return _error(401, NOT_SIGNED_IN)
    if not user_can_edit_rulings(user=user):
        return _error(403, NOT_STAFF)
    return None


def _body(request: HttpRequest) -> tuple[dict[str, Any] | None, JsonResponse | None]:
    try:
        data = inputs.loads(request.body or b"null")
    except inputs.InputError as error:
        return None, _error(400, NOT_JSON.format(detail=error.one_line()), error.by_field())
    if not isinstance(data, dict):
        return None, _error(400, NOT_AN_OBJECT)
    return data, None


def _as_json(request: HttpRequest, ruling: Ruling) -> dict[str, Any]:
    data = ruling_as_api(ruling=ruling)
    data["url"] = request.build_absolute_uri(reverse("ruling", args=[ruling.public_id]))
    return data


@csrf_exempt
def rulings(request: HttpRequest) -> JsonResponse:
    """``GET`` searches, ``POST`` creates."""
    user, refused = _user(request)
    if refused is not None:
        return refused
    if request.method not in {"GET", "POST"}:
        return _error(405, NOT_ALLOWED.format(method=request.method, allowed="GET, POST"))
    refused = _staff(user)
    if refused is not None:
        return refused
    if request.method == "GET":
        return _list(request)
    data, refused = _body(request)
    if refused is not None:
        return refused
    assert data is not None
    try:
        ruling = ruling_create(data=data, author=user)
    except RulingInputError as error:
        return _error(400, INVALID.format(detail=error), error.errors)
    response = JsonResponse(_as_json(request, ruling), status=201)
    response["Location"] = reverse("api-ruling", args=[ruling.public_id])
    return response


def _list(request: HttpRequest) -> JsonResponse:
    import datetime as dt

    page: dict[str, int] = {}
    for name, default, low, high in (("limit", "25", 1, MAX_LIMIT), ("offset", "0", 0, MAX_OFFSET)):
        raw = request.GET.get(name, default).strip()
        value = int(raw) if raw.isascii() and raw.isdigit() and len(raw) <= 12 else -1
        if not low <= value <= high:
            return _error(400, BAD_PAGE, {name: [f"must be a whole number from {low} to {high}"]})
        page[name] = value
    limit, offset = page["limit"], page["offset"]
    dates: dict[str, dt.date | None] = {}
    for name in ("q", "card", "tag", "event", "rule"):
        if "\x00" in request.GET.get(name, ""):
            return _error(400, f"{name} must not hold a NUL character.", {name: ["NUL"]})
    too_many = search_words_problem(request.GET.get("q", ""))
    if too_many is not None:
        return _error(400, too_many, {"q": [too_many]})
    for name in ("from", "to"):
        raw = request.GET.get(name, "").strip()
        try:
            dates[name] = dt.date.fromisoformat(raw) if raw else None
        except ValueError:
            return _error(400, f"{name} must be a date like 2026-11-22.", {name: ["not a date"]})
    found = ruling_search(
        text=request.GET.get("q", ""),
        card=request.GET.get("card", ""),
        tag=request.GET.get("tag", ""),
        event=request.GET.get("event", ""),
        rule=request.GET.get("rule", ""),
        date_from=dates["from"],
        date_to=dates["to"],
    )
    return JsonResponse(
        {
            "count": found.count(),
            "limit": limit,
            "offset": offset,
            "results": [_as_json(request, ruling) for ruling in found[offset : offset + limit]],
        }
    )


@csrf_exempt
def ruling(request: HttpRequest, public_id: str) -> JsonResponse:
    """``GET`` reads (anyone with the id), ``PATCH``/``PUT`` update (staff)."""
    user, refused = _user(request)
    if refused is not None:
        return refused
    if request.method not in {"GET", "PATCH", "PUT"}:
        return _error(405, NOT_ALLOWED.format(method=request.method, allowed="GET, PATCH, PUT"))
    found = ruling_get(public_id=public_id)
    if request.method == "GET":
        if found is None:
            return _error(404, NOT_FOUND.format(public_id=public_id))
        return JsonResponse(_as_json(request, found))
    refused = _staff(user)
    if refused is not None:
        return refused
    if found is None:
        return _error(404, NOT_FOUND.format(public_id=public_id))
    data, refused = _body(request)
    if refused is not None:
        return refused
    assert data is not None
    if "revision" not in data:
        return _error(400, NO_REVISION, {"revision": ["is required"]})
    base = data.pop("revision")
    try:
        updated = ruling_update(ruling=found, base_revision=base, data=data, author=user)
    except RulingConflict as conflict:
        return JsonResponse(
            {
                "error": str(conflict),
                "revision": conflict.ruling.revision,
                "current": _as_json(request, conflict.ruling),
                "yours": {
                    key: value.isoformat() if hasattr(value, "isoformat") else value
                    for key, value in conflict.proposed.items()
                },
            },
            status=409,
        )
    except RulingInputError as error:
        return _error(400, INVALID.format(detail=error), error.errors)
    return JsonResponse(_as_json(request, updated))


@csrf_exempt
def ruling_revisions_list(request: HttpRequest, public_id: str) -> JsonResponse:
    """``GET``: every revision of a ruling, first to last, as the export holds them."""
    if request.method != "GET":
        return _error(405, NOT_ALLOWED.format(method=request.method, allowed="GET"))
    found = ruling_get(public_id=public_id)
    if found is None:
        return _error(404, NOT_FOUND.format(public_id=public_id))
    user, refused = _user(request)
    if refused is not None:
        return refused
    answer = {
        "id": found.public_id,
        "revisions": [
            revision_export(revision=revision) for revision in ruling_revisions(ruling=found)
        ],
    }
    # Who saved each revision is for the staff only.
    if not user_can_edit_rulings(user=user):
        answer = without_authors(answer)
    return JsonResponse(answer)
