"""The boundary between the card-text API's requests and the parser: JSON in, JSON out,
and every problem named by its field. No Django here."""

from __future__ import annotations

from typing import Any

from rules import inputs

from .cards import MAX_LIMIT, MAX_QUERY, search_cards
from .parse import MAX_NAME, MAX_PLAYER, MAX_TEXT, ParseInputError, parse_card

MAX_BODY = 20_000
_FIELDS = ("name", "text", "controller", "type_line")


class CardRequestError(ValueError):
    """A request with every problem found, each as ``{"path", "message"}``."""

    def __init__(self, errors: list[dict[str, str]]) -> None:
        self.errors = errors
        super().__init__("; ".join(f"{e['path']}: {e['message']}" for e in errors))

    def to_dict(self) -> dict[str, Any]:
        return {"errors": self.errors}


def _error(path: str, message: str) -> dict[str, str]:
    return {"path": path, "message": message}


def parse_body(body: bytes | str) -> Any:
    """The request body's JSON, checked by :mod:`rules.inputs` (no lone surrogates or
    control characters, bounded numbers and nesting), or a :class:`CardRequestError`."""
    if len(body) > MAX_BODY:
        raise CardRequestError([_error("", f"the request body is over {MAX_BODY} bytes")])
    try:
        return inputs.loads(body)
    except inputs.InputError as exc:
        raise CardRequestError(
            [
                _error(e.path, e.message) if e.path else _error("", f"the request body {e.message}")
                for e in exc.errors
            ]
        ) from None


def parse_payload(payload: Any) -> dict[str, Any]:
    """``{"name", "text", "controller"}`` (and optionally ``"type_line"``) → the parsed
    card as JSON: object, effects, summary, unparsed, ignored, notes and ``whole``."""
    if not isinstance(payload, dict):
        raise CardRequestError(
            [_error("", "must be a JSON object with the fields name, text and controller")]
        )
    errors = [
        _error(str(k), "is not a field of this request (fields: " + ", ".join(_FIELDS) + ")")
        for k in payload
        if k not in _FIELDS
    ]
    limits = {"name": MAX_NAME, "text": MAX_TEXT, "controller": MAX_PLAYER, "type_line": MAX_NAME}
    words = {
        "name": "the card's name",
        "text": "the card's rules text",
        "controller": "the player who controls the card",
    }
    for key, limit in limits.items():
        value = payload.get(key)
        if key not in payload:
            if key != "type_line":
                errors.append(_error(key, f"is required: {words[key]}"))
        elif not isinstance(value, str):
            errors.append(_error(key, "must be a string"))
        elif key != "type_line" and not value.strip():
            errors.append(_error(key, f"must not be empty: {words[key]}"))
        elif len(value) > limit:
            errors.append(_error(key, f"must be at most {limit} characters"))
        elif problem := inputs.text_problem(value, limit=limit, multiline=key == "text"):
            errors.append(_error(key, problem))
    if errors:
        raise CardRequestError(errors)
    try:
        parsed = parse_card(
            name=payload["name"],
            text=payload["text"],
            controller=payload["controller"],
            type_line=payload.get("type_line"),
        )
    except ParseInputError as exc:
        raise CardRequestError([_error(exc.field, exc.message)]) from None
    return {**parsed.to_dict(), "whole": parsed.whole}


def cards_payload(query: Any, limit: Any = 10) -> dict[str, Any]:
    """The cards whose name matches ``query``, as JSON."""
    errors = []
    if not isinstance(query, str):
        errors.append(_error("q", "must be a string"))
    elif len(query) > MAX_QUERY:
        errors.append(_error("q", f"must be at most {MAX_QUERY} characters"))
    elif problem := inputs.text_problem(query, limit=MAX_QUERY, multiline=False):
        errors.append(_error("q", problem))
    n = 10
    if limit is not None:
        try:
            n = int(limit)
        except (TypeError, ValueError):
            errors.append(_error("limit", f"must be a whole number from 1 to {MAX_LIMIT}"))
        else:
            if not 1 <= n <= MAX_LIMIT:
                errors.append(_error("limit", f"must be a whole number from 1 to {MAX_LIMIT}"))
    if errors:
        raise CardRequestError(errors)
    return {"query": query, "cards": [c.to_dict() for c in search_cards(str(query), n)]}
