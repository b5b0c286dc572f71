"""Templates that change how a permanent enters: tapped, with counters, as a copy, under
another player's control, with its back face up, with a choice made (614.1c, 614.12)."""

from __future__ import annotations

from ..conditions import count
from ..filters import obj_matches
from ..interface import Context, EffectView, effect_cause
from ..state import COLOR_WORDS, Ev
from .base import OK, Applied, ModeChoice, Param, Verdict, template

# Entering ----------------------------------------------------------------------


def _enter_object_ok(fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> bool:
    if not ev.entering:
        return False
    f = fx.pd.get("object") or {}
    if f.get("this"):
        return bearer is not None and bearer == ev.object
    o = ctx.as_it_would_exist(ev)
    return obj_matches(f, o, fx=fx, controller=ev.controller)


_ENTER_PARAMS = (Param("object", "objfilter"),)


@template(
    "enter_tapped",
    "enters tapped",
    (
        *_ENTER_PARAMS,
        Param(
            "unless_pay_life",
            "int",
            minimum=1,
            doc="as it enters, the player it enters under may pay this much life instead "
            "(only with at least that much, 119.4): it then enters untapped, unless another "
            "effect makes it enter tapped anyway",
        ),
    ),
    ("move",),
    mechanism="entering",
    self_enter=True,
)
class _EnterTapped:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        if not _enter_object_ok(fx, ev, ctx, bearer):
            return None
        if ev.tapped and not fx.pd.get("unless_pay_life"):
            return None
        # "As it enters, you may pay N life; if you don't, it enters tapped": the payment
        # is still offered when it would enter tapped anyway ("If an effect puts this land
        # onto the battlefield tapped, you may pay 2 life, but it still enters tapped",
        # the shock lands' rulings).
        return OK

    def modes(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None
    ) -> tuple[ModeChoice, ...]:
        n = fx.pd.get("unless_pay_life")
        if not n:
            return ()
        short = _cant_pay(fx, ev, ctx, int(n))
        result = "it still enters tapped" if ev.tapped else "it enters untapped"
        return (
            ModeChoice("pay", f"pay {n} life: {result}", not short, short),
            ModeChoice("tapped", "don't pay: it enters tapped"),
        )

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        if mode == "pay":
            return _pay_life(fx, ev, ctx, int(fx.pd["unless_pay_life"]))
        return Applied(
            (ev.but(tapped=True),),
            ctx.world,
            f"{fx.label}: {ctx.name(ev.object)} enters tapped",
            ("entering",),
        )


def _payment(fx: EffectView, ev: Ev, ctx: Context, n: int) -> Ev:
    """The payment of ``n`` life by the player it enters under, as it enters: an event of its
    own that replacement effects may modify (Ashiok, Wicked Manipulator), new, so no effect
    has had its opportunity on it (``additional``), done before the permanent enters."""
    return ctx.new_event(
        ev,
        "pay_life",
        suffix="pay",
        index=-1,
        player=str(ev.controller),
        amount=n,
        as_enters=ev.object,
        by=effect_cause(fx, ctx),
        additional=True,
    )


def _cant_pay(fx: EffectView, ev: Ev, ctx: Context, n: int) -> str:
    """Why the player can't choose to pay ``n`` life, or "": a life total below the payment
    (119.4), or an effect saying they can't pay life, or can't lose life (119.8, 614.17b)."""
    who = str(ev.controller)
    life = ctx.world.player(who).life
    if life < n:
        return f"{who} has {life} life, less than {n} (119.4)"
    promised = ctx.life_promised(who)
    if life - promised < n:
        rules = ", ".join(ctx.proc.rules("payments_together", "pay_life"))
        return (
            f"{who} has {life} life and has chosen to pay {promised} of it as another "
            f"permanent enters at the same time: {n} more can't be paid ({rules})"
        )
    blocker = ctx.cant(_payment(fx, ev, ctx, n))
    if blocker is not None:
        return f"{who} can't pay life ({blocker.label}), so the payment can't be chosen"
    return ""


def _pay_life(fx: EffectView, ev: Ev, ctx: Context, n: int) -> Applied:
    """The player it enters under chooses to pay ``n`` life: the payment is an event of its
    own, made before it enters (119.4: they lose that much life if nothing replaces it); it
    enters as it would (untapped), whatever replaces the payment: the player chose to pay."""
    who = str(ev.controller)
    how = "still enters tapped" if ev.tapped else "enters untapped"
    text = f"{fx.label}: {who} chooses to pay {n} life, so {ctx.name(ev.object)} {how}"
    return Applied((_payment(fx, ev, ctx, n), ev), ctx.world, text, ("entering", "pay_life"))


@template(
    "enter_with_counters",
    "enters with (additional) counters",
    (
        *_ENTER_PARAMS,
        Param("counter", "str", True),
        Param(
            "count",
            "count",
            True,
            1,
            doc="a number, or a count worked out as it enters (for_each: a measure or a list)",
        ),
    ),
    ("move",),
    mechanism="entering",
    self_enter=True,
)
class _EnterWithCounters:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        return OK if _enter_object_ok(fx, ev, ctx, bearer) else None

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        kind, n = fx.pd.get("counter"), count(fx.pd.get("count"), ctx.world, fx, ev)
        counts = dict(ev.counters)
        counts[kind] = counts.get(kind, 0) + n
        return Applied(
            (ev.but(counters=tuple(sorted(counts.items()))),),
            ctx.world,
            f"{fx.label}: {ctx.name(ev.object)} enters with {n} more {kind} "
            f"counter{'' if n == 1 else 's'}",
            ("entering",),
        )


@template(
    "enter_as_copy",
    "enters as a copy of an object",
    (*_ENTER_PARAMS, Param("copy_of", "str", True, doc='an object id, or "this"')),
    ("move",),
    category="copy",
    mechanism="entering",
    self_enter=True,
)
class _EnterAsCopy:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        target = _copy_target(fx)
        if not _enter_object_ok(fx, ev, ctx, bearer) or ev.copy_of == target:
            return None
        if ev.object == target:
            return None
        return OK

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        target = _copy_target(fx)
        return Applied(
            (ev.but(copy_of=target),),
            ctx.world,
            f"{fx.label}: {ctx.name(ev.object)} enters as a copy of {ctx.name(target)}",
            ("copy", "entering"),
        )


def _copy_target(fx: EffectView) -> str:
    to = fx.pd.get("copy_of")
    return str(fx.source if to == "this" else to)


@template(
    "enter_under_control",
    "enters under the effect's controller's control",
    _ENTER_PARAMS,
    ("move",),
    category="control",
    mechanism="entering",
)
class _EnterUnderControl:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        if not _enter_object_ok(fx, ev, ctx, bearer) or ev.controller == fx.controller:
            return None
        return OK

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        return Applied(
            (ev.but(controller=fx.controller),),
            ctx.world,
            f"{fx.label}: {ctx.name(ev.object)} enters under {fx.controller}'s control "
            f"instead of {ev.controller}'s",
            ("control", "entering"),
        )


@template(
    "enter_back_face_up",
    "a double-faced card enters with its back face up",
    _ENTER_PARAMS,
    ("move",),
    category="back_face",
    mechanism="entering",
    self_enter=True,
)
class _EnterBackFaceUp:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        if not _enter_object_ok(fx, ev, ctx, bearer) or ev.back_face:
            return None
        return OK

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        return Applied(
            (ev.but(back_face=True),),
            ctx.world,
            f"{fx.label}: {ctx.name(ev.object)} enters with its back face up",
            ("back_face", "entering"),
        )


def _answers(what: str, ev: Ev, ctx: Context) -> list[str]:
    """The answers a choice has when the effect lists none: the players for "player", the
    entering permanent's controller's opponents for "opponent", else the five colors."""
    players = [p.name for p in ctx.world.players]
    if what == "player":
        return players
    if what == "opponent":
        mate = ctx.world.player(str(ev.controller)).mate  # no opponent (810.8a)
        return [p for p in players if p not in (ev.controller, mate)]
    return list(COLOR_WORDS)


@template(
    "enter_choose",
    "as it enters, its controller chooses (a color …)",
    (
        *_ENTER_PARAMS,
        Param(
            "choice",
            "str",
            doc='what is chosen, "color" by default; "player" or "opponent": one of the '
            "scenario's players (for an opponent, one but the player it enters under)",
        ),
        Param(
            "options",
            "color_list",
            doc="the possible answers; the five colors by default (the players for a player)",
        ),
    ),
    ("move",),
    mechanism="entering",
    self_enter=True,
)
class _EnterChoose:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        what = fx.pd.get("choice", "color")
        if not _enter_object_ok(fx, ev, ctx, bearer) or any(k == what for k, _ in ev.chosen):
            return None
        return OK

    def modes(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None
    ) -> tuple[ModeChoice, ...]:
        what = fx.pd.get("choice", "color")
        options = fx.pd.get("options") or _answers(what, ev, ctx)
        return tuple(ModeChoice(str(o), f"choose {o} as the {what}") for o in options)

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        what = fx.pd.get("choice", "color")
        return Applied(
            (ev.but(chosen=(*ev.chosen, (what, str(mode)))),),
            ctx.world,
            f"{fx.label}: as {ctx.name(ev.object)} enters, {ev.controller} chooses {mode}",
            ("entering",),
        )
