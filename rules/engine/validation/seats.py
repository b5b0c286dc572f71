"""The limited range of influence option (801.2): the players it names and their seats."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .common import Checker

WHERE = "range_of_influence"


def check_influence(c: Checker, data: Mapping[str, Any]) -> None:
    """Each player a range names is a player; the seats, when listed, seat each player of
    the scenario once; no teams beside it (the two options together are left out)."""
    spec = data.get(WHERE)
    if spec is None:
        return
    if data.get("teams") is not None:
        c.add(
            WHERE,
            "the resolver doesn't model the limited range of influence option in a "
            "Two-Headed Giant game, where each team sits together (810.3): give teams or "
            f"{WHERE}, not both",
        )
        return
    for name in spec.get("players") or {}:
        c.player(f"{WHERE}.players.{name}", name)
    seats = spec.get("seats")
    if seats is None:
        return
    seen: dict[str, int] = {}
    for i, name in enumerate(seats):
        path = f"{WHERE}.seats[{i}]"
        if name not in c.names:
            c.player(path, name)
        elif name in seen:
            c.add(path, f"{name!r} already has a seat ({WHERE}.seats[{seen[name]}])")
        else:
            seen[name] = i
    missing = [n for n in c.names if n not in seen]
    if missing:
        c.add(
            f"{WHERE}.seats",
            "every player has a seat; missing: " + ", ".join(missing),
        )
