"""Middleware that keeps every request bounded and traceable.

- :class:`RequestIdMiddleware` gives each request an id (the client's
  ``X-Request-ID`` when it is short and plain, a fresh one otherwise), answers
  it in the same header and puts it on every log line written meanwhile.
- :class:`WorkBudgetMiddleware` bounds the heavy pages (the resolver's API and
  the judge's pages) in time: the resolver stops at ``ENGINE_DEADLINE_SECONDS``
  with a clear 422, and each client may spend at most
  ``ENGINE_SECONDS_PER_MINUTE`` seconds a minute on them (then 429 with
  ``Retry-After``), counted in the shared cache so every app server agrees. The
  work itself runs in a child process holding one of a few slots
  (judgeapp.apart): no free slot is a 429 with ``Retry-After``, a child that
  ran out of memory a 422.
"""

from __future__ import annotations

import logging
import math
import re
import time
import uuid
from collections.abc import Callable

from django.conf import settings
from django.core.cache import DEFAULT_CACHE_ALIAS, BaseCache, caches
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils.encoding import escape_uri_path, iri_to_uri

from judgeapp.apart import TooLarge
from judgeapp.logs import RequestIdFilter, request_id
from judgeapp.slots import Busy
from judgeapp.views.errors import bad_request, method_not_allowed
from rules.resolution import engine_deadline, too_slow

_CLIENT_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")

TOO_LARGE = (
    "This scenario needs more memory than a page may use (over {megabytes} MiB), so it was "
    "stopped. Make it smaller: fewer objects, effects, tokens or choices."
)
TOO_MANY = (
    "Too much work from your address in the last minute: wait {wait} s and try again "
    "(heavy pages such as exploring and comparing count the time they take)."
)

BUSY = "The server is busy working through other scenarios just now: try again in a few seconds."
BUSY_RETRY_SECONDS = 3

log = logging.getLogger("judgeapp.requests")

TOO_LONG = (
    "The address is too long ({length:,} characters; at most {limit:,}), so it was not read. "
    "A scenario this large doesn't fit in a link: make it smaller, or send it to the API "
    "(POST /api/resolve)."
)

__all__ = [
    "LongAddressMiddleware",
    "MethodNotAllowedMiddleware",
    "RequestIdFilter",
    "RequestIdMiddleware",
    "WorkBudgetMiddleware",
    "request_id",
]


class RequestIdMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        given = request.headers.get("X-Request-ID", "")
        rid = given if _CLIENT_ID.fullmatch(given) else uuid.uuid4().hex[:16]
        token = request_id.set(rid)
        request.request_id = rid  # type: ignore[attr-defined]
        try:
            response = self.get_response(request)
        finally:
            request_id.reset(token)
        response["X-Request-ID"] = rid
        return response


def client_address(request: HttpRequest) -> str:
    """The client's address: behind a trusted proxy, the last one it forwarded."""
    if getattr(settings, "BEHIND_PROXY", False):
        forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
        last = forwarded.split(",")[-1].strip()
        if last:
            return last[:64]
    return str(request.META.get("REMOTE_ADDR", ""))[:64]


def is_heavy(path: str) -> bool:
    return path.startswith(tuple(settings.HEAVY_PATHS))


def _wants_json(request: HttpRequest) -> bool:
    return request.path.startswith("/api/")


def _error(request: HttpRequest, status: int, message: str, path: str = "") -> HttpResponse:
    if _wants_json(request):
        return JsonResponse({"errors": [{"path": path, "message": message}]}, status=status)
    return bad_request(request, message, status=status)


def _count(store: BaseCache, key: str, spent: int) -> int:
    """Add ``spent`` to the client's count in ``store`` (the shared cache) and answer the
    new count: one cache operation when the minute's count exists already (the usual
    case), three at most when it is new or just expired."""
    try:
        return int(store.incr(key, spent))
    except ValueError:  # the minute's first request, or the count expired in between
        if store.add(key, spent, timeout=120):
            return spent
        try:  # another worker made it meanwhile
            return int(store.incr(key, spent))
        except ValueError:
            return spent


#: The characters ``iri_to_uri`` leaves as they are (``urllib.parse.quote``'s own and the
#: ones Django adds): a query string of these only is its own part of ``get_full_path``.
_IRI_SAFE = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~/#%[]=:;$&()+,!?*@'"


def address_length(request: HttpRequest) -> int:
    """``len(request.get_full_path())``, without quoting a query string that needs none
    (a step's address carries its whole scenario: quoting it only to find it unchanged
    was most of the work)."""
    length = len(escape_uri_path(request.path))
    query = request.META.get("QUERY_STRING", "")
    if not query:
        return length
    if query.isascii() and not query.encode("ascii").translate(None, _IRI_SAFE):
        return length + 1 + len(query)
    return length + 1 + len(iri_to_uri(query))


class MethodNotAllowedMiddleware:
    """Django answers a method a view doesn't take with a bare 405 (no body): this says
    it in words (JSON for the API), naming the methods the address takes."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if response.status_code == 405 and not getattr(response, "content", b"x"):
            return method_not_allowed(request, response)
        return response


class LongAddressMiddleware:
    """Refuses an address longer than ``MAX_ADDRESS_CHARACTERS`` with a clear 414.

    gunicorn reads request lines up to 8,190 bytes (gunicorn.conf.py); the app's
    bound is below that, so an address too long for the app gets this answer,
    not the server's bare one, and every address the app accepts (or links to)
    reaches it.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        length = address_length(request)
        limit = int(settings.MAX_ADDRESS_CHARACTERS)
        if length > limit:
            return _error(request, 414, TOO_LONG.format(length=length, limit=limit))
        return self.get_response(request)


class WorkBudgetMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if not is_heavy(request.path):
            return self.get_response(request)
        per_minute = float(settings.ENGINE_SECONDS_PER_MINUTE)
        key = f"work:{client_address(request)}:{int(time.time() // 60)}"
        # The cache this thread uses, looked up once (``django.core.cache.cache`` looks it
        # up at each use).
        store = caches[DEFAULT_CACHE_ALIAS]
        # Every request counts at least a millisecond: counted now, in the same cache
        # operation that reads what the client spent before it this minute, so a request
        # done within the millisecond touches the cache once.
        if per_minute > 0 and _count(store, key, 1) - 1 >= per_minute * 1000:
            wait = max(1, 60 - int(time.time() % 60))
            response = _error(request, 429, TOO_MANY.format(wait=wait))
            response["Retry-After"] = str(wait)
            return response
        started = time.monotonic()
        try:
            with engine_deadline(settings.ENGINE_DEADLINE_SECONDS):
                response = self.get_response(request)
        finally:
            spent = max(1, math.ceil((time.monotonic() - started) * 1000))
            if per_minute > 0 and spent > 1:
                _count(store, key, spent - 1)
        return response

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if isinstance(exception, TooLarge):
            log.warning("stopped for its memory: %s %s", request.method, request.path)
            too_large = TOO_LARGE.format(megabytes=exception.megabytes)
            return _error(request, 422, too_large, "scenario")
        if isinstance(exception, Busy):
            response = _error(request, 429, BUSY)
            response["Retry-After"] = str(BUSY_RETRY_SECONDS)
            return response
        message = too_slow(exception)
        if message is None:
            return None
        log.warning("stopped at the deadline: %s %s", request.method, request.path)
        return _error(request, 422, message, "scenario")
