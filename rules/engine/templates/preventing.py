"""Preventing damage (615; 419.7 in 2008): all of it, N of each event, half, a shield
that counts down (615.7), the next instance of a source's damage (615.8), and what a
prevention does right after (615.5), an action of which its controller may choose to do."""

from __future__ import annotations

from typing import Any

from ..conditions import count, is_count
from ..filters import describe_filter
from ..interface import Context, EffectView, effect_cause
from ..state import EffectKey, Ev, ShieldKey, World
from ..vocabulary import PREVENT_WORDS
from .amounts import prevented_amount
from .base import (
    COMBAT_PARAM,
    OK,
    Applied,
    ModeChoice,
    Param,
    Verdict,
    follow_up_once,
    may_action,
    may_modes,
    spend_once,
    template,
)


@template(
    "prevent",
    "prevent damage: a shield of N, N of each event, all of it, or the next instance",
    (
        Param(
            "amount",
            "prevent_amount",
            True,
            1,
            choices=PREVENT_WORDS,
            doc='a number, "all", half of the damage ("half_up" or "half_down": rounded), or a '
            "count worked out as the damage would be dealt (not for a shield)",
        ),
        Param("all_but", "int", minimum=1, doc='with "all": leaves this much of the damage'),
        Param("shield", "bool", doc="a shield that counts down and is used up (615.7)"),
        Param("source", "objfilter"),
        Param("recipient", "recipientfilter"),
        Param("each", "objfilter", doc="a shield on each object matching when created (615.11)"),
        Param("shares_color_with", "str"),
        Param("chosen_source", "str", doc="an object chosen as the effect was created (609.7a)"),
        Param("once", "bool", doc="used up once it has prevented damage"),
        Param("then_counter", "str", doc="a counter of this kind for each 1 damage prevented"),
        Param(
            "then",
            "actions",
            doc='done right after the prevention (615.5); "prevented" is the damage prevented',
        ),
        COMBAT_PARAM,
    ),
    ("damage",),
    mechanism="prevent",
    may_in="then",
)
class _Prevent:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        p = fx.pd
        if ev.kind != "damage":
            return None
        if p.get("each") is not None or p.get("shares_color_with"):
            if ctx.world.shield(ShieldKey(fx.id, ev.recipient or "")) is None:
                return None
            if "combat" in p and ev.combat != p["combat"]:
                return None
        elif not ctx.damage_matches(fx, ev, None, p.get("recipient")):
            return None
        chosen = p.get("chosen_source")
        if chosen is not None and ev.source != chosen:
            return None
        source_filter = p.get("source")
        if source_filter and not ctx.source_matches(fx, ev, source_filter):
            src = ctx.name(ev.source)
            if chosen is not None or fx.origin == "resolution":
                return Verdict(
                    False,
                    f"{src} is no longer {describe_filter(source_filter, 'source')}; "
                    "the shield rechecks the source's properties as the damage would be "
                    "dealt, so it prevents nothing and is not used up",
                    ("recheck",),
                )
            return None
        if p.get("shield") and ctx.world.shield(shield_pool(fx, ev)) in (None, 0):
            return None
        return OK

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        p = fx.pd
        world = ctx.world
        amount = p.get("amount")
        mechs = _prevention_mechanisms(p, amount)
        n, world = _prevent(fx, ev, world)
        new = ev.but(amount=ev.amount - n, prevented=ev.prevented + n)
        if ev.unpreventable:
            text = f"{fx.label}: the damage can't be prevented, so it prevents nothing"
            mechs = (*mechs, "cant_be_prevented")
        else:
            text = f"{fx.label}: prevents {n} damage, {ev.amount} → {new.amount}"
            if p.get("shield"):
                text += f" (shield left: {world.shield(shield_pool(fx, ev))})"
            elif prevents_an_instance(p) and n:
                text += f" (part of the next instance of {ctx.name(ev.source)}'s damage)"
                mechs = (*mechs, "next_instance")
        events: tuple[Ev, ...] = (new,) if new.amount > 0 or ev.unpreventable else ()
        records: tuple[Any, ...] = ()
        if not events:
            records = (ctx.damage_record(new),)
        more, words, world, followed = _follow_up(fx, ev, ctx, world, bearer, n, mode)
        text += words
        if followed:
            mechs = (*mechs, "prevent_then", *(("may_then",) if mode in ("do", "dont") else ()))
        return Applied((*events, *more), world, text, mechs, records)

    def modes(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None
    ) -> tuple[ModeChoice, ...]:
        """ "If damage is prevented this way, you may have [this] deal that much damage to
        target creature": the effect's controller chooses, as it applies, whether to do the
        action of ``then`` it may do, knowing how much it prevents (615.5, 608.2d)."""
        at = may_action(fx.pd, "then")
        if at is None:
            return ()
        n, world = _prevent(fx, ev, ctx.world)
        action = fx.pd["then"][at]
        kept, _ = follow_up_once(fx, ev, world, fx.pd["then"])
        if n <= 0 or action not in kept:
            why = (
                "no damage is prevented this way"
                if n <= 0
                else "the effect applies once to all the damage dealt at that time, and its "
                "follow-up was done for it already"
            )
            return (ModeChoice("do", "yes", False, why), ModeChoice("dont", "no"))
        return may_modes(fx, ev, ctx, (action,), prevented=n)


def _follow_up(
    fx: EffectView,
    ev: Ev,
    ctx: Context,
    world: World,
    bearer: str | None,
    n: int,
    mode: str | None,
) -> tuple[tuple[Ev, ...], str, World, bool]:
    """What a prevention does right after it (615.5): counters for each 1 damage prevented
    (``then_counter``) and the actions of ``then``, in words, and whether ``then`` had any;
    the action its controller may do is left out when they chose not to (``mode``
    ``dont``)."""
    p = fx.pd
    events: tuple[Ev, ...] = ()
    text = ""
    counter = p.get("then_counter")
    if counter:
        target = bearer or fx.source or ev.recipient
        plural = "" if n == 1 else "s"
        if n:
            text += f"; then {n} {counter} counter{plural} on {ctx.name(target)}"
            extra = ctx.new_event(
                ev,
                "put_counters",
                suffix="counters",
                index=10**6,
                object=target,
                counter=counter,
                amount=n,
                made_by=EffectKey(fx.id),
                by=effect_cause(fx, ctx),
            )
            events = (extra,)
        else:
            text += f"; no {counter} counters are put on {ctx.name(target)}"
    then, world = follow_up_once(fx, ev, world, p.get("then") or ())
    if then:
        # 615.5: the prevention takes place as the damage would have been dealt; the rest
        # of the effect immediately afterward, even when nothing was prevented (615.12).
        declined = mode == "dont"
        more, words = ctx.actions(fx, ev, then, prevented=n, declined=declined)
        events = (*events, *(e.but(additional=True) for e in more))
        text += f"; then {words}"
        if declined:
            text += f" ({fx.controller} chose not to do what it says they may)"
    return events, text, world, bool(then)


def _prevent(fx: EffectView, ev: Ev, world: World) -> tuple[int, World]:
    """How much of the damage the effect prevents, and the world with its shield spent (or
    the effect used up)."""
    p = fx.pd
    if ev.unpreventable:
        n = 0
    elif p.get("shield"):
        left = world.shield(shield_pool(fx, ev)) or 0
        n = min(left, ev.amount)
        world = world.set_shield(shield_pool(fx, ev), left - n)
        if left - n == 0 and not _has_other_pools(fx, world):
            world = world.used_up(fx.id)
    elif is_count(p.get("amount")):
        # "Prevent X of that damage, where X is …": counted as the damage would be dealt.
        n = min(count(p["amount"], world, fx, ev), ev.amount)
    else:
        n = prevented_amount(p.get("amount"), ev.amount)
        n = max(0, n - p.get("all_but")) if p.get("all_but") else n
    if p.get("once") and n > 0:
        # 615.8: keyed on a source, the effect prevents the rest of this instance too; it is
        # used up once the batch has happened.
        world = spend_once("prevent", fx, ev, world)
    return n, world


def _prevention_mechanisms(p: Any, amount: Any) -> tuple[str, ...]:
    """The mechanisms a prevention cites before what it did to the damage."""
    if p.get("chosen_source"):
        if p.get("once") and not prevents_an_instance(p):
            # "The next time a source of your choice would deal damage to you": that
            # source's next damage to you (615.8); chosen as the effect was made (609.7a).
            return ("chosen_source", "recheck", "next_instance")
        return ("chosen_source", "recheck")
    if p.get("shield"):
        return ("shield",)
    if (isinstance(amount, int) or is_count(amount)) and not p.get("once"):
        return ("prevent_each",)
    return ("prevent",)


def prevents_an_instance(p: Any) -> bool:
    """Whether a "next time" prevention is keyed on a source, not a recipient: it prevents
    all the damage that source deals at one time (615.8; 2008's glossary, "Prevention Effect")."""
    return (
        bool(p.get("once"))
        and not p.get("shield")
        and p.get("recipient") is None
        and (p.get("source") is not None or bool(p.get("chosen_source")))
    )


def shield_pool(fx: EffectView, ev: Ev) -> ShieldKey:
    """The pool a shield prevents ``ev``'s damage from: the effect's, or its recipient's."""
    if fx.pd.get("each") is not None or fx.pd.get("shares_color_with"):
        return ShieldKey(fx.id, ev.recipient or "")
    return ShieldKey(fx.id)


def _has_other_pools(fx: EffectView, world: World) -> bool:
    return any(left > 0 for _, left in world.shields_of(fx.id))
