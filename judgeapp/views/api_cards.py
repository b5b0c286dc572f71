"""Card text API: ``POST /api/parse`` reads a card's rules text into scenario effects;
``GET /api/cards?q=`` searches the shipped cards. They change nothing, so no session
and no CSRF token are needed."""

from django.http import HttpRequest, JsonResponse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_POST, require_safe

from rules.cardtext.requests import CardRequestError, cards_payload, parse_body, parse_payload


@csrf_exempt
@require_POST
def parse(request: HttpRequest) -> JsonResponse:
    try:
        return JsonResponse(parse_payload(parse_body(request.body)))
    except CardRequestError as exc:
        return JsonResponse(exc.to_dict(), status=400)


@csrf_exempt  # it changes nothing: another method is a 405, not a CSRF refusal
@require_safe
def cards(request: HttpRequest) -> JsonResponse:
    try:
        return JsonResponse(cards_payload(request.GET.get("q", ""), request.GET.get("limit")))
    except CardRequestError as exc:
        return JsonResponse(exc.to_dict(), status=400)
