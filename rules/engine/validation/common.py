"""What the checks of each part share: the errors found so far, and the scenario's names."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ..errors import ErrorDetail


@dataclass
class Checker:
    """The errors found so far, the players' names and the objects by id."""

    names: tuple[str, ...]
    ids: dict[str, Mapping[str, Any]]
    errors: list[ErrorDetail] = field(default_factory=list)
    moved: set[Any] = field(default_factory=set)
    """Objects a timeline happening moves (they may be elsewhere when an event comes)."""

    @classmethod
    def of(cls, data: Mapping[str, Any]) -> Checker:
        """A checker for ``data``, with its duplicate names and ids already reported."""
        players = list(data["players"])
        objects = list(data["objects"])
        names = tuple([p["name"] for p in players])
        ids = {o["id"]: o for o in objects}
        c = cls(names, ids)
        # dupes only where there are some (a set as long as the list has none).
        if len(set(names)) != len(names):
            c.errors += dupes(players, "name", "players")
        if len(ids) != len(objects):
            c.errors += dupes(objects, "id", "objects")
        effects = list(data["effects"])
        if len({e["id"] for e in effects}) != len(effects):
            c.errors += dupes(effects, "id", "effects")
        if not ids.keys().isdisjoint(names):
            for clash in sorted({n for n in names if n in ids}):
                c.add("objects", f"{clash!r} is both a player's name and an object id")
        return c

    @cached_property
    def object_ids(self) -> set[str]:
        """The objects' ids as a set (what the parameter checks take), made once."""
        return set(self.ids)

    def add(self, path: str, message: str) -> None:
        self.errors.append(ErrorDetail(path, message))

    def player(self, path: str, value: Any) -> None:
        """``value`` must name a player."""
        if value not in self.names:
            self.add(path, f"{value!r} is not a player in the scenario")

    def obj(self, path: str, value: Any) -> None:
        """``value`` must be an object's id."""
        if value not in self.ids:
            self.add(path, f"{value!r} is not an object in the scenario")


def dupes(items: list[Mapping[str, Any]], key: str, where: str) -> list[ErrorDetail]:
    """Each item's ``key`` must be its own."""
    seen: dict[str, int] = {}
    out = []
    for i, item in enumerate(items):
        value = item[key]
        if value in seen:
            out.append(
                ErrorDetail(
                    f"{where}[{i}].{key}", f"{value!r} is already used by {where}[{seen[value]}]"
                )
            )
        else:
            seen[value] = i
    return out
