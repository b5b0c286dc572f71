"""The teams of a Two-Headed Giant game: a life total two players share.

Damage, loss of life and gaining life happen to each player, and the result is applied to
the team's shared life total (810.9; 606.9 in 2008): each player's ``life`` is the team's,
so a change to one is made to both. A cost or effect that reads a player's life total reads
the team's (810.9a, from 2010-04-23); before, it read half of it, rounded up (606.9a).
"""

from __future__ import annotations

from .errors import ErrorDetail, ScenarioError
from .procedures import Procedure
from .state import World, replace


def change_life(world: World, who: str, delta: int, what: str, n: int) -> World:
    """``who`` gains (``delta`` > 0) or loses life, noted as ``n`` of ``what`` this turn
    (``"gained_life"``, ``"lost_life"``) for that player alone; a teammate's shared total
    changes with it (810.9)."""
    p = world.player(who)
    world = world.set_player(replace(p, life=p.life + delta).noted(what, n))
    if p.mate is not None:
        mate = world.player(p.mate)
        world = world.set_player(replace(mate, life=p.life + delta))
    return world


def life_read(world: World, who: str) -> int:
    """The life total a cost or effect reads for ``who``: their own, or the team's
    (810.9a), or half the team's, rounded up, under the rules of 2005-2010 (606.9a)."""
    p = world.player(who)
    return -(-p.life // 2) if p.halved else p.life


def team_name(world: World, who: str) -> str:
    """A team as a judge says it, its players in turn order: "Alice and Carol's team"."""
    mate = world.player(who).mate
    first, second = sorted((who, str(mate)), key=world.apnap_index)
    return f"{first} and {second}'s team"


def for_release(world: World, proc: Procedure) -> World:
    """The starting world as this release reads a team's life total (606.9a or 810.9a);
    a scenario with teams is refused under a release without the variant."""
    if not any([p.mate is not None for p in world.players]):
        return world
    if not proc.two_headed_giant:
        raise ScenarioError(
            [
                ErrorDetail(
                    "teams",
                    f"the rules of {proc.release} have no Two-Headed Giant variant as the "
                    "resolver models it (rule 606 from 2005-10-01): resolve the scenario "
                    "under a later release",
                )
            ]
        )
    if proc.team_life_whole:
        return world
    return replace(
        world, players=tuple(replace(p, halved=p.mate is not None) for p in world.players)
    )
