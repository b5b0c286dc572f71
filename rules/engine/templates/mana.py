"""A template on mana produced by tapping a permanent (106.12b): twice as much of that mana
(Mana Reflection), another type of the same amount (Infernal Darkness, Ritual of Subdual),
or one given mana instead of any other type and amount (Contamination, Damping Sphere)."""

from __future__ import annotations

from ..filters import obj_matches, player_matches
from ..interface import Context, EffectView
from ..mana import MANA_SYMBOLS, doubled, in_words, retyped, symbols
from ..state import Ev
from .base import OK, Applied, Param, Verdict, template


@template(
    "mana",
    "mana a permanent would produce when tapped for mana becomes other mana (106.12b)",
    (
        Param("object", "objfilter", doc='which permanents ({"types": ["Land"]}: a land)'),
        Param("player", "playerfilter", doc="who taps it (any player when absent)"),
        Param("at_least", "int", minimum=1, doc="only when it would produce this much or more"),
        Param("factor", "int", minimum=2, doc="that much times this: 2 for twice as much"),
        Param(
            "type",
            "str",
            choices=tuple(MANA_SYMBOLS),
            doc="that much mana, all of this type (instead of any other type)",
        ),
        Param("produce", "str", doc='exactly this mana instead of any other type and amount ("B")'),
    ),
    ("produce_mana",),
)
class _Mana:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        p = fx.pd
        if ev.kind != "produce_mana":
            return None
        if not player_matches(p.get("player", "any"), ev.player, fx.controller, fx.mate):
            return None
        if not obj_matches(p.get("object"), ctx.world.obj(str(ev.object)), fx=fx, world=ctx.world):
            return None
        if len(symbols(str(ev.mana))) < p.get("at_least", 1):
            return None
        return OK

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        p, before = fx.pd, str(ev.mana)
        if "factor" in p:
            after = doubled(before, p["factor"])
        elif "type" in p:
            after = retyped(before, p["type"])
        else:
            after = symbols(str(p.get("produce", "")))
        return Applied(
            (ev.but(mana=after, amount=len(after)),),
            ctx.world,
            f"{fx.label}: {ctx.name(ev.object)} produces {in_words(after)} instead of "
            f"{in_words(before)}",
        )
