"""Walking every choice path of a scenario written from a ruling, for the held-out
interaction tests: each path's outcome, the players asked along it, the forced steps
and the final state, so a test can check the ruling's facts (zones, counters, damage,
life) rather than the outcome's words. The scenarios' builders are in ``helpers.py``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.engine import Done, Scenario, explore, resolve

MODERN, OLD = "2025-09-19", "2008-02-01"


@dataclass(frozen=True)
class Path:
    choices: tuple[str, ...]
    text: str
    state: dict[str, Any]
    choosers: tuple[str | None, ...]
    forced: frozenset[str]

    def obj(self, oid: str) -> dict[str, Any]:
        return next(o for o in self.state["objects"] if o["id"] == oid)

    def zone(self, oid: str) -> str:
        return str(self.obj(oid)["zone"])

    def counters(self, oid: str, kind: str = "+1/+1") -> int:
        return int(self.obj(oid)["counters"].get(kind, 0))

    def damage(self, oid: str) -> int:
        return int(self.obj(oid)["damage"])

    def player(self, name: str) -> dict[str, Any]:
        return next(p for p in self.state["players"] if p["name"] == name)

    def life(self, name: str) -> int:
        return int(self.player(name)["life"])


def walk(data: dict[str, Any], procedure: str = MODERN) -> list[Path]:
    scenario = Scenario.from_dict({"version": 1, **data})
    paths = []
    for group in explore(scenario, procedure).outcomes:
        for choices in group.paths:
            answer = resolve(scenario, procedure, choices)
            assert isinstance(answer, Done)
            paths.append(
                Path(
                    choices=tuple(choices),
                    text=answer.outcome.text,
                    state=answer.state,
                    choosers=tuple(s.chooser for s in answer.trace if s.kind == "choice"),
                    forced=frozenset(s.effect_id or "" for s in answer.trace if s.kind == "forced"),
                )
            )
    return paths


def only(data: dict[str, Any], procedure: str = MODERN) -> Path:
    """The one outcome a scenario has, asserting that no one had a choice to make."""
    paths = walk(data, procedure)
    assert len({p.text for p in paths}) == 1, [p.text for p in paths]
    return paths[0]
