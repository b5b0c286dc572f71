"""Checks on a scenario beyond its JSON Schema: references, parameters, contradictions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import ErrorDetail, ScenarioError


def validate(data: Any) -> None:
    """Raise :class:`ScenarioError` listing every problem in ``data``; return if it is sound."""
    from .scenario import check_json

    if not isinstance(data, Mapping):
        raise ScenarioError([ErrorDetail("", "a scenario must be a JSON object")])
    errors = check_json(data)
    if errors:
        raise ScenarioError(errors)
