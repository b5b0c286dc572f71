"""The planeswalker redirection of the rules from 2007-10-01 to 2018-04-27: a redirection
the rules themselves make, not a card, offered to the controller of the damage's source.

212.9g (2007-10-01 to 2009-05-01; 306.8 in the summer of 2009, 306.7 from 2009-10-01 until
Dominaria's rules removed it): "If noncombat damage would be dealt to a player by a source
controlled by an opponent, that opponent may have that source deal that damage to a
planeswalker the first player controls instead. This is a redirection effect (see rule
419.6c) and is subject to the normal rules for ordering replacement effects (see rule
419.9). The opponent chooses whether to redirect the damage as the redirection effect is
applied."

So it is one replacement effect among the others on that damage: the affected player
chooses which applies first (419.9a; 616.1), and when it is applied, the source's
controller chooses whether to redirect, and to which planeswalker of that player. Each
player has one such effect (:func:`rule_made`, in :mod:`rules.engine.effects`); it applies
only under a procedure whose release has the rule (``Procedure.planeswalker_redirection``).
It is not in :data:`~.base.TEMPLATES`: a scenario can't write it, the rules make it.
"""

from __future__ import annotations

from ..interface import Context, EffectView
from ..state import Ev, Obj, World
from .base import OK, Applied, ModeChoice, Template, Verdict
from .redirecting import not_redirected

KIND = "planeswalker_redirect"
"""The kind of the rule-made redirection."""


def controller_of(world: World, object_id: str) -> str | None:
    """Who controls an object: its controller, or its owner if it has none (the card's
    owner for a card outside the battlefield and the stack)."""
    if not world.has_obj(object_id):
        return None
    o = world.obj(object_id)
    return o.controller or o.owner


def planeswalkers_of(world: World, player: str) -> tuple[Obj, ...]:
    """The planeswalkers ``player`` controls on the battlefield."""
    return tuple(
        o
        for o in world.objects
        if o.in_play and "Planeswalker" in o.types and (o.controller or o.owner) == player
    )


class _Hooks:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        if ev.kind != "damage" or ev.combat or not ctx.proc.planeswalker_redirection:
            return None
        player = str(ev.recipient)
        if not ctx.world.is_player(player) or player in (fx.controller, fx.mate):
            return None
        if controller_of(ctx.world, str(ev.source)) != fx.controller:
            return None
        if not planeswalkers_of(ctx.world, player):
            return None
        return not_redirected(ev, ctx, "pw_redirect") or OK

    def modes(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None
    ) -> tuple[ModeChoice, ...]:
        """One for each planeswalker the player controls; declining is added because the
        effect is optional (the opponent "may")."""
        return tuple(
            ModeChoice(f"to-{o.id}", f"deal that damage to {ctx.name(o.id)} instead")
            for o in planeswalkers_of(ctx.world, str(ev.recipient))
        )

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        choices = [o.id for o in planeswalkers_of(ctx.world, str(ev.recipient))]
        target = mode[3:] if mode and mode.startswith("to-") else choices[0]
        return Applied(
            (ev.but(recipient=target),),
            ctx.world,
            f"{fx.controller} has {ctx.name(ev.source)} deal that damage to {ctx.name(target)} "
            f"instead of {ctx.name(ev.recipient)} (the planeswalker redirection)",
            ("pw_redirect",),
        )


PLANESWALKER_REDIRECT = Template(
    KIND,
    "noncombat damage a source would deal to a player may be dealt to a planeswalker that "
    "player controls instead, if the source's controller, an opponent, so chooses",
    (),
    ("damage",),
    mechanism="pw_redirect",
    hooks=_Hooks(),
)
"""The rule-made redirection (212.9g of 2007-10-01 to 2018-04-27)."""
