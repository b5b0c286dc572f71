"""Templates on the game's own results: a life total that damage can't bring below a number
(Worship, 120.3a), and, with the "can't" effects of :mod:`.markers`, losing and winning."""

from __future__ import annotations

from ..filters import player_matches
from ..interface import Context, EffectView
from ..state import Ev, Record
from .base import OK, Applied, Param, Verdict, template


@template(
    "life_floor",
    "a loss of life (damage's, 120.3a) that would reduce a player's life total below a "
    "number reduces it to that number instead",
    (
        Param("player", "playerfilter", doc="whose life total (you when absent)"),
        Param("floor", "int", doc="the lowest life total the loss may leave (1 when absent)"),
        Param(
            "cause",
            "str",
            choices=("damage",),
            doc="damage: only the life lost to damage (any loss of life when absent)",
        ),
    ),
    ("lose_life",),
)
class _LifeFloor:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        p = fx.pd
        if ev.kind != "lose_life" or not player_matches(
            p.get("player", "you"), ev.player, fx.controller, fx.mate
        ):
            return None
        if "cause" in p and ev.cause != p["cause"]:
            return None
        life, floor = ctx.world.player(str(ev.player)).life, p.get("floor", 1)
        if life - ev.amount >= floor:
            return Verdict(
                False,
                f"losing {ev.amount} life would leave {ev.player} at {life - ev.amount}, "
                f"not below {floor}",
            )
        return OK

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        life, floor = ctx.world.player(str(ev.player)).life, fx.pd.get("floor", 1)
        new = max(0, life - floor)
        text = f"{fx.label}: {ev.player}'s life total is reduced only to {max(life - new, floor)}"
        if new > 0:
            return Applied((ev.but(amount=new),), ctx.world, f"{text}, {ev.amount} → {new}")
        none = Record(
            "nothing",
            ev.order,
            f"{ev.player} loses no life ({fx.label})",
            subject=str(ev.player),
            fact=("no_life_lost", ev.player, fx.id),
        )
        return Applied((), ctx.world, f"{text}: {ev.player} loses no life", (), (none,))
