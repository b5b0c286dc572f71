"""The resolver's JSON API: POST a scenario, get the next question or the outcome.

These endpoints change nothing, so any client may call them with plain JSON:
no session and no CSRF token are needed.
"""

from collections.abc import Callable
from typing import Any

from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from rules.resolution import (
    RequestError,
    exploration_get,
    parse_body,
    parse_request,
    resolution_get,
)


def _answer(request: HttpRequest, compute: Callable[[Any], dict[str, Any]]) -> JsonResponse:
    try:
        parsed = parse_request(parse_body(request.body))
        return JsonResponse(compute(parsed))
    except RequestError as exc:
        return JsonResponse(exc.to_dict(), status=400)


@csrf_exempt
@require_POST
def resolve(request: HttpRequest) -> JsonResponse:
    return _answer(request, resolution_get)


@csrf_exempt
@require_POST
def explore(request: HttpRequest) -> JsonResponse:
    return _answer(request, exploration_get)
