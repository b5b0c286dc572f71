"""Markers: not replacement effects, but rules the resolver consults ("can't" 614.17,
"can't be prevented" 615.12, losing all abilities)."""

from __future__ import annotations

from ..interface import Context, EffectView
from ..params import BY_PARAM, ZONE_WORDS
from ..state import Ev
from ..vocabulary import CANT_EVENTS
from .base import COMBAT_PARAM, Param, Verdict, template

# Markers: not replacement effects, but rules the resolver consults -----------


@template(
    "cant",
    "\"can't\" effect: an event of this kind can't happen (614.17)",
    (
        Param("event", "str", True, choices=CANT_EVENTS),
        Param("player", "playerfilter"),
        Param(
            "object",
            "objfilter",
            doc="enter: which permanents can't enter (614.17d); damage, put_counters: "
            "which permanents",
        ),
        Param(
            "from",
            "zone",
            choices=(*ZONE_WORDS, "anywhere"),
            doc='enter: from which zone ("anywhere" when absent)',
        ),
        Param("counter", "str", doc="put_counters: the kind of counter (any kind when absent)"),
        BY_PARAM,
        Param(
            "cause",
            "str",
            doc="lose_game: only a loss for this reason (life: for having 0 or less life, "
            "704.5a; poison; draw: for drawing from an empty library)",
        ),
    ),
    (),
    marker=True,
    mechanism="cant",
)
class _Cant:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        return None


@template(
    "cant_be_prevented",
    "damage can't be prevented (615.12)",
    (
        Param("source", "objfilter"),
        Param("recipient", "recipientfilter"),
        Param("redirect", "bool", doc='"or dealt instead to another": no redirection (614.9)'),
        COMBAT_PARAM,
    ),
    (),
    marker=True,
    mechanism="cant_be_prevented",
)
class _CantBePrevented:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        return None


@template(
    "lose_abilities",
    "objects in a zone lose all abilities",
    (Param("zone", "zone", True, choices=ZONE_WORDS),),
    (),
    marker=True,
    mechanism="entering",
)
class _LoseAbilities:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        return None
