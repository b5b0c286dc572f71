"""The examples library: ready-made scenarios shipped as JSON in ``rules/examples/``."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from .scenario import Scenario

EXAMPLES_DIR = Path(__file__).resolve().parent.parent / "examples"


@dataclass(frozen=True)
class Example:
    """One example: a scenario with its title, cards, tags, rules and expected results."""

    id: str
    title: str
    summary: str
    cards: tuple[str, ...]
    tags: tuple[str, ...]
    rules: tuple[str, ...]
    procedure: str
    judge_case: int | None
    scenario: Scenario
    expected: dict[str, Any] = field(hash=False, compare=False)
    slug: str = ""
    """The file name without ``.json``."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "title": self.title,
            "summary": self.summary,
            "cards": list(self.cards),
            "tags": list(self.tags),
            "rules": list(self.rules),
            "procedure": self.procedure,
            "judge_case": self.judge_case,
            "scenario": self.scenario.to_dict(),
            "expected": self.expected,
        }


def _load(path: Path) -> Example:
    data = json.loads(path.read_text(encoding="utf-8"))
    return Example(
        id=data["id"],
        title=data["title"],
        summary=data["summary"],
        cards=tuple(data.get("cards", ())),
        tags=tuple(data.get("tags", ())),
        rules=tuple(data.get("rules", ())),
        procedure=data.get("procedure", "2025-09-19"),
        judge_case=data.get("judge_case"),
        scenario=Scenario.from_dict(data["scenario"]),
        expected=data.get("expected", {}),
        slug=path.stem,
    )


@cache
def load_examples() -> tuple[Example, ...]:
    """Every example in ``rules/examples/``, judge cases first in case order, then by id."""
    found = [_load(p) for p in sorted(EXAMPLES_DIR.glob("*.json"))]
    return tuple(sorted(found, key=lambda e: (e.judge_case is None, e.judge_case or 0, e.id)))


def get_example(example_id: str) -> Example:
    """The example with this id (``"case-02"``); raises KeyError naming it."""
    for example in load_examples():
        if example.id == example_id:
            return example
    raise KeyError(f"no example {example_id!r}")
