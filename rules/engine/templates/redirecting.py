"""Redirection (614.9 / 419.6c): damage that would be dealt to one battle, creature,
planeswalker or player is dealt to another instead: all of it, or the next N of it."""

from __future__ import annotations

from ..interface import Context, EffectView
from ..references import object_ref, player_ref
from ..state import Ev, ShieldKey, World
from .base import (
    COMBAT_PARAM,
    OK,
    Applied,
    Param,
    Verdict,
    instance_mechanism,
    instance_words,
    rest_of_instance,
    spend_once,
    template,
)


@template(
    "redirect",
    "damage that would be dealt to one recipient is dealt to another instead",
    (
        Param(
            "recipient", "recipientfilter", doc="the damage watched, by whom it would be dealt to"
        ),
        Param(
            "to",
            "target",
            doc='an object id, "this", "source", "chosen", or a player: "you", a name, '
            '{"controller_of": "source"} …',
        ),
        Param("amount", "int", minimum=1, doc="only the next N damage (a shield of redirection)"),
        Param("source", "objfilter", doc="the sources whose damage it watches"),
        Param("chosen_source", "str", doc="a source chosen as the effect was created"),
        Param("once", "bool", doc="only the next time"),
        COMBAT_PARAM,
    ),
    ("damage",),
    mechanism="redirect",
)
class _Redirect:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        if ev.kind != "damage":
            return None
        target = redirect_target(fx, ev, ctx.world)
        if target is None or ev.recipient == target:
            return None
        p = fx.pd
        if not ctx.damage_matches(fx, ev, p.get("source"), p.get("recipient")):
            return None
        if p.get("chosen_source") is not None and ev.source != p["chosen_source"]:
            return None
        if redirect_left(fx, ctx.world) == 0:
            return None
        stopped = not_redirected(ev, ctx, "redirect")
        if stopped is not None:
            return stopped
        if ctx.world.is_player(target):
            return OK
        o = ctx.world.obj(target)
        if not o.in_play or not ({"Creature", "Planeswalker", "Battle"} & set(o.types)):
            return Verdict(
                False,
                f"{ctx.name(target)} is no longer {ctx.proc.battlefield_word} as a "
                + (
                    "creature, planeswalker or battle"
                    if ctx.proc.battlefield_word == "on the battlefield"
                    else "creature or planeswalker"
                )
                + ", so the redirection does nothing",
                ("redirect",),
            )
        return OK

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        target = str(redirect_target(fx, ev, ctx.world))
        rest = rest_of_instance("redirect", fx, ev, ctx.world)
        world = spend_once("redirect", fx, ev, ctx.world)
        left = redirect_left(fx, world)
        if left is None or left >= ev.amount:
            if left is not None:
                world = _spend(fx, world, left, ev.amount)
            return Applied(
                (ev.but(recipient=target),),
                world,
                f"{fx.label}: the damage is dealt to {ctx.name(target)} instead of "
                f"{ctx.name(ev.recipient)}"
                + (instance_words(ctx, ev, "redirect", fx) if rest else ""),
                ("redirect", instance_mechanism("redirect", fx)) if rest else ("redirect",),
            )
        # The next N damage: N of it is dealt to the new recipient, the rest as it was.
        moved = ctx.new_event(
            ev,
            "damage",
            suffix=f"{fx.id}r",
            source=ev.source,
            recipient=target,
            amount=left,
            original=left,
            combat=ev.combat,
            unpreventable=ev.unpreventable,
        )
        world = _spend(fx, world, left, left)
        return Applied(
            (ev.but(amount=ev.amount - left), moved),
            world,
            f"{fx.label}: {left} of the {ev.amount} damage is dealt to {ctx.name(target)} "
            f"instead of {ctx.name(ev.recipient)}; the effect is used up",
            ("redirect",),
        )


def not_redirected(ev: Ev, ctx: Context, mechanism: str) -> Verdict | None:
    """Why a redirection does nothing to this damage, when it "can't be prevented or dealt
    instead to another" (614.9 with 615.12); None when it may be redirected."""
    stopper = ctx.cant_redirect(ev)
    if stopper is None:
        return None
    return Verdict(
        False,
        f"this damage can't be dealt instead to another ({stopper.label}), so the "
        "redirection does nothing",
        (mechanism, "cant_be_prevented"),
    )


def redirect_target(fx: EffectView, ev: Ev, world: World) -> str | None:
    """The object or player the damage is dealt to instead."""
    to = fx.pd.get("to")
    if isinstance(to, dict) or to == "you" or (isinstance(to, str) and world.is_player(to)):
        return player_ref(to, fx, ev, world)
    target = object_ref(to, fx, ev, world)
    if target is None or not (world.is_player(target) or world.has_obj(target)):
        return None
    return target


def pool_key(fx: EffectView) -> ShieldKey:
    """The key of what is left of a redirection of the next N damage."""
    return ShieldKey(fx.id, redirection=True)


def redirect_left(fx: EffectView, world: World) -> int | None:
    """What is left of a redirection of the next N damage (None: it redirects all)."""
    amount = fx.pd.get("amount")
    if amount is None:
        return None
    left = world.shield(pool_key(fx))
    return int(amount) if left is None else left


def _spend(fx: EffectView, world: World, left: int, n: int) -> World:
    world = world.set_shield(pool_key(fx), left - n)
    return world.used_up(fx.id) if left - n == 0 else world
