"""The teams of a Two-Headed Giant game (810.1, 810.4): two teams of two players, every
player on one of them, the team's shared life total given once, for the team."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .common import Checker


def check_teams(c: Checker, data: Mapping[str, Any]) -> None:
    """Two teams of two of the scenario's players each, no player on both, nobody left
    out, and no life total of a player's own (the team's is shared, 810.4)."""
    teams = data.get("teams")
    if teams is None:
        return
    if len(teams) != 2:
        c.add("teams", f"a Two-Headed Giant game has two teams (810.1), not {len(teams)}")
    on: dict[str, int] = {}
    for i, team in enumerate(teams):
        names = team["players"]
        if len(names) != 2:
            c.add(
                f"teams[{i}].players",
                f"a team of a Two-Headed Giant game has two players (810.1), not {len(names)}",
            )
        for j, name in enumerate(names):
            path = f"teams[{i}].players[{j}]"
            if name not in c.names:
                c.player(path, name)
            elif name in on:
                c.add(path, f"{name!r} is already on teams[{on[name]}]: a player has one team")
            else:
                on[name] = i
    for k, p in enumerate(data["players"]):
        name = p["name"]
        if name not in on:
            c.add(
                f"players[{k}]",
                f"{name!r} is on no team: every player of a Two-Headed Giant game is on "
                "one of its two teams (810.1)",
            )
        elif "life" in p:
            c.add(
                f"players[{k}].life",
                f"{name} plays on a team, whose players share one life total (810.4): "
                f"give it as teams[{on[name]}].life",
            )
