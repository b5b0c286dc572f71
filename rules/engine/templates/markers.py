"""Markers: not replacement effects, but rules the resolver consults ("can't" 614.17,
"can't be prevented" 615.12, losing all abilities, damage dealt as though its source had a
keyword 120.3)."""

from __future__ import annotations

from ..interface import Context, EffectView
from ..params import BY_PARAM, ZONE_WORDS
from ..state import Ev
from ..vocabulary import CANT_EVENTS, DAMAGE_KEYWORDS
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
    (
        Param("zone", "zone", True, choices=ZONE_WORDS),
        Param(
            "object",
            "objfilter",
            doc='which objects there lose them ("all creatures", Humility; "nonbasic lands", '
            "Blood Moon); every object of the zone when absent",
        ),
    ),
    (),
    marker=True,
    mechanism="entering",
)
class _LoseAbilities:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        return None


@template(
    "dealt_as_though",
    "damage is dealt as though its source had a keyword (120.3): its results are those of "
    "a source with infect, wither or lifelink",
    (
        Param(
            "keyword",
            "str",
            True,
            choices=DAMAGE_KEYWORDS,
            doc="the keyword the damage's source is treated as having: infect (poison "
            "counters for a player, -1/-1 counters for a creature, 120.3b / 120.3d), wither "
            "(-1/-1 counters for a creature, 120.3d), lifelink (its controller gains that "
            "much life, 120.3f)",
        ),
        Param(
            "recipient",
            "recipientfilter",
            doc='the damage it covers, by whom it is dealt to ({"player": "you"}: "dealt to '
            'you"); all damage when absent',
        ),
        Param("source", "objfilter", doc="the sources whose damage it covers"),
        COMBAT_PARAM,
    ),
    (),
    marker=True,
    mechanism="as_though",
)
class _DealtAsThough:
    """Not a replacement effect: the damage is dealt as it is, and only what it does once
    dealt changes. Its condition ("as long as you have 0 or less life") is read from the
    game as the damage is dealt, before it is dealt: damage that brings a player from a
    positive life total to 0 or less is dealt as life loss (Phyrexian Unlife's ruling,
    2011-06-01)."""

    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        return None
