"""An exchange of life totals (701.12c; 701.8c from 2009, the glossary's "Exchange" in
2008): each player gains or loses the life it takes to reach the other's previous total,
a gain and a loss that replacement effects modify like any other (701.12c), and nothing at
all when either part can't happen: "if the entire exchange can't be completed, no part of
the exchange occurs" (701.12a); "a player who can't gain life can't be given a higher life
total this way" (119.7, 119.8). A player can't exchange life totals with a teammate: the
exchange doesn't happen (810.9e, from 2010-04-23)."""

from __future__ import annotations

from .context import Ctx
from .restrictions import cant_happen
from .state import Ev, Record, World, fact_of
from .teams import life_read

Happened = tuple[World, list[Record], tuple[Ev, ...]]


def exchange_life(ev: Ev, world: World, ctx: Ctx) -> Happened:
    """The exchange's two parts as the events it contains (one batch, so effects on gaining
    and losing life meet them at once), or, when a "can't" effect stops either part, a
    record that the exchange doesn't happen."""
    first, other = world.player(str(ev.player)), world.player(str(ev.recipient))
    if first.mate == other.name and ctx.proc.team_life_whole:
        rules = ", ".join(ctx.proc.rules("team_exchange"))
        text = f"{first.name} and {other.name} are teammates: the exchange doesn't happen ({rules})"
        return world, [Record("cant", ev.order, text, subject=first.name, fact=fact_of(ev))], ()
    parts = []
    # Each player's life total as the release reads it: a team's, or half of it (810.9a).
    lives = (life_read(world, first.name), life_read(world, other.name))
    for k, (p, now, new) in enumerate(((first, *lives), (other, *lives[::-1])), start=1):
        delta = new - now
        if delta == 0:
            continue  # a gain or loss of 0 life is no event (119.10)
        parts.append(
            ev.but(
                id=f"{ev.id}#{k}",
                kind="gain_life" if delta > 0 else "lose_life",
                order=(*ev.order, k),
                player=p.name,
                recipient=None,
                amount=abs(delta),
                original=abs(delta),
            )
        )
    for part in parts:
        blocker = cant_happen(part, ctx.cc, world, ctx.proc) if ctx.cc.cants else None
        if blocker is None:
            continue
        rules = ", ".join(ctx.proc.rules("exchange"))
        why = f"{part.player} can't {'gain' if part.kind == 'gain_life' else 'lose'} life"
        text = (
            f"{first.name} and {other.name} don't exchange life totals: {why} "
            f"({blocker.label}{'; ' + rules if rules else ''})"
        )
        fact = (*fact_of(ev, "cant", how=False), blocker.id)
        return world, [Record("cant", ev.order, text, subject=first.name, fact=fact)], ()
    return world, [], tuple(parts)
