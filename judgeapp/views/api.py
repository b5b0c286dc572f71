"""The resolver's JSON API: POST a scenario, get the next question or the outcome.

These endpoints change nothing, so any client may call them with plain JSON:
no session and no CSRF token are needed.
"""

import json
from collections.abc import Callable
from typing import Any

from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST

from judgeapp.caching import remembered
from rules.resolution import (
    RequestError,
    exploration_get,
    parse_body,
    parse_request,
    resolution_get,
)


def _answer(
    request: HttpRequest, kind: str, compute: Callable[[Any], dict[str, Any]]
) -> JsonResponse:
    """The answer to a request, kept in the shared cache under its canonical JSON."""
    try:
        payload = parse_body(request.body)
        parsed = parse_request(payload)
        question = json.dumps(payload, sort_keys=True, separators=(",", ":"))
        answer, hit = remembered(kind, question, lambda: compute(parsed))
    except RequestError as exc:
        return JsonResponse(exc.to_dict(), status=400)
    response = JsonResponse(answer)
    response["Server-Timing"] = f'{kind};desc="{"cache" if hit else "computed"}"'
    return response


@csrf_exempt
@require_POST
def resolve(request: HttpRequest) -> JsonResponse:
    return _answer(request, "resolve", resolution_get)


@csrf_exempt
@require_POST
def explore(request: HttpRequest) -> JsonResponse:
    return _answer(request, "api-explore", exploration_get)
