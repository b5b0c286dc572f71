"""Checks on a scenario beyond its JSON Schema: references, parameters, contradictions.

The JSON Schema (:mod:`rules.engine.schema`) checks the shape first; then each part
of the scenario is checked by its own module: the objects, the effects, the events,
and the timeline. Every problem is reported with its JSON path.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import ErrorDetail, ScenarioError
from ..schema import check_json
from .common import Checker
from .effects import check_effects, check_exiled_entering
from .events import card_name_clashes, event_id_clashes
from .objects import check_library_places, check_objects
from .seats import check_influence
from .teams import check_teams
from .timeline import check_timeline


def validate(data: Any) -> None:
    """Raise :class:`ScenarioError` listing every problem in ``data``; return if it is sound."""
    if not isinstance(data, Mapping):
        raise ScenarioError([ErrorDetail("", "a scenario must be a JSON object")])
    errors = check_json(data)
    if errors:
        raise ScenarioError(errors)
    errors = semantic(data)
    if errors:
        raise ScenarioError(errors)


def semantic(data: Mapping[str, Any]) -> list[ErrorDetail]:
    """The problems a schema can't see, in the order of the scenario's parts."""
    c = Checker.of(data)
    check_objects(c, list(data["objects"]))
    check_library_places(c, data)
    check_effects(c, list(data["effects"]))
    check_exiled_entering(c, data)
    check_timeline(c, data)
    check_teams(c, data)
    check_influence(c, data)
    c.errors += event_id_clashes(data)
    c.errors += card_name_clashes(data)
    created = [m for m in data.get("timeline", ()) if m.get("happening") == "create_effect"]
    if len({m.get("effect") for m in created}) != len(created):
        c.errors.append(ErrorDetail("timeline", "an effect is created twice"))
    return c.errors


__all__ = ["semantic", "validate"]
