"""Which effects may be applied to an event now, which can't and why, and who chooses (616.1)."""

from __future__ import annotations

from .compiling import Compiled
from .condition_words import describe_condition
from .conditions import holds
from .context import Ctx
from .effects import Fx
from .frozen import thaw
from .influence import prevention_reach
from .procedures import Procedure
from .restrictions import ability_loss, as_it_would_exist, cant_happen, functioning
from .results import Excluded
from .state import EffectKey, Ev, World, replace
from .templates import EVERY_SOURCE, ModeChoice, Verdict
from .templates.base import may_action
from .templates.planeswalkers import PLANESWALKER_REDIRECT
from .words import describe_event
from .work import Cand


def affected_chooser(ev: Ev, world: World) -> str:
    """The affected player, or the affected object's controller (its owner if none) (616.1)."""
    if ev.kind == "damage":
        if world.is_player(ev.recipient):
            return str(ev.recipient)
        return world.obj(str(ev.recipient)).chooser
    if ev.kind == "move" and ev.to_zone == "battlefield":
        would = entering_controller(ev, world)
        if would is not None:
            return would
        o = world.obj(str(ev.object))
        if o.zone in ("stack", "entering"):
            return o.controller or o.owner
        return o.owner
    if ev.object is not None and ev.kind in ("move", "regenerate", "put_counters", "turn_face_up"):
        return world.obj(ev.object).chooser
    return str(ev.player)


def entering_controller(ev: Ev, world: World) -> str | None:
    """For a permanent about to enter, the player who chooses when that is not the
    controller it has now (or its owner): the player under whose control it would enter,
    once an effect has changed that or the event says so. The affected object is the
    permanent as it would exist on the battlefield, "taking into account replacement
    effects that have already modified how it enters" (614.12; 419.6i in 2008), and 616.1
    (419.9a) gives the choice to that object's controller."""
    if not ev.entering or not ev.controller:
        return None
    o = world.obj(str(ev.object))
    now = (o.controller or o.owner) if o.zone in ("stack", "entering") else o.owner
    return ev.controller if ev.controller != now else None


def candidates(
    ev: Ev, cc: Compiled, proc: Procedure, world: World, explain: bool = True
) -> tuple[list[Cand], list[Excluded]]:
    """The effects that may be applied to ``ev`` now, and (if ``explain``) those that
    can't, with why."""
    ctx = Ctx(cc, proc, world)
    cands: list[Cand] = []
    excluded: list[Excluded] = []
    blocker = cant_happen(ev, cc, world, proc) if cc.cants else None
    live, instance, steps = world.live, world.instance, proc.step_keys
    for fx in cc.watching.get(ev.kind, ()):
        if fx.id not in live:
            continue
        if instance and _other_instance(fx.id, ev, world):
            continue
        if not explain and fx.key in ev.applied:
            continue
        bearer: str | None = None
        works = True
        if fx.self_scoped:
            found = _entering_bearer(fx, ev, ctx)
            if not isinstance(found, str):
                excluded.extend(() if found is None else (found,))
                continue
            bearer = found
        elif ev.entering and ev.object == fx.source:
            if not functioning(fx, world, cc):
                excluded.append(_not_there_yet(fx, proc))
                continue
        else:
            works = False  # read below, once it matches: most effects don't match an event
        verdict = fx.template.hooks.check(fx, ev, ctx, bearer)  # Template.check, one call less
        if verdict is None or not (works or functioning(fx, world, cc)):
            continue
        key = fx.key if bearer in (None, fx.source) else EffectKey(fx.id, bearer)
        why_not = _why_not(fx, key, ev, verdict, blocker, ctx, bearer)
        if why_not is not None:
            excluded.append(
                Excluded(key.effect, fx.label, why_not[0], proc.rules(*why_not[1]), key.bearer)
            )
            continue
        step = "self" if fx.self_replacement else fx.template.category
        cands.append(Cand(fx, bearer, key, step if step in steps else "any"))
    return cands, excluded


def _entering_bearer(fx: Fx, ev: Ev, ctx: Ctx) -> str | Excluded | None:
    """For an ability of an entering permanent's own ("this enters ..."): the permanent that
    bears it as it would exist on the battlefield (614.12), or why it doesn't apply (an
    :class:`Excluded`), or None when it has nothing to do with this event."""
    if not ev.entering:
        return None
    proc = ctx.proc
    having = ctx.ability_source(str(ev.object), ev.copy_of)
    if having != fx.source:
        if ev.object == fx.source and ev.copy_of and fx.key not in ev.applied:
            # Its own ability, still waiting when a copy effect took its place.
            return Excluded(
                fx.id,
                fx.label,
                f"{ctx.name(ev.object)} would enter as a copy of "
                f"{ctx.name(ev.copy_of)}, which doesn't have this ability, and an "
                "entering permanent is checked as it would exist "
                f"{proc.battlefield_word}",
                proc.rules("entering"),
            )
        return None
    loser = None
    if proc.entering_sees_other_effects and ctx.cc.losers:
        seen = as_it_would_exist(ev, ctx.world)
        loser = ability_loss(ctx.cc, ctx.world, "battlefield", seen)
    if loser is not None:
        # 614.12 (from 2017-09-25): the entering permanent is checked with the
        # continuous effects that already exist and would apply to it.
        return Excluded(
            fx.id,
            fx.label,
            f"{ctx.name(ev.object)} would have no abilities on the battlefield "
            f"({loser.label}); an entering permanent is checked as it would exist "
            "there, with the continuous effects that already exist, so this "
            "ability of its own doesn't apply",
            proc.rules("entering"),
        )
    return str(ev.object)


def _not_there_yet(fx: Fx, proc: Procedure) -> Excluded:
    """A permanent's ability doesn't apply to its own entering (614.12)."""
    return Excluded(
        fx.id,
        fx.label,
        f"{fx.label} isn't {proc.battlefield_word} yet, so its ability "
        "doesn't apply to itself as it enters",
        proc.rules("entering"),
    )


def _other_instance(effect_id: str, ev: Ev, world: World) -> bool:
    """Whether the effect has met an instance of another source's damage in this batch: it
    prevents only the rest of that one (615.8). Keyed on several recipients, it met the
    damage of every source dealt to them at that time (``EVERY_SOURCE``)."""
    return any(i == effect_id and s != ev.source and s != EVERY_SOURCE for i, s in world.instance)


def _why_not(
    fx: Fx,
    key: EffectKey,
    ev: Ev,
    verdict: Verdict,
    blocker: Fx | None,
    ctx: Ctx,
    bearer: str | None,
) -> tuple[str, tuple[str, ...]] | None:
    """Why an effect that watches ``ev`` can't be applied to it now, and the mechanisms
    whose rules say so; None if it can."""
    if key in ev.applied:
        return (
            "it has already been applied to this event (or to the event this one "
            "replaced): an effect gets one opportunity per event",
            ("once",),
        )
    if not verdict.ok:
        return verdict.reason, tuple(verdict.mechanisms)
    inf = ctx.cc.influence
    if inf is not None and fx.template.kind == "prevent":
        out = prevention_reach(inf, fx.pd, ev, fx.controller, ctx.world)
        if out:
            return out, ("range_prevent",)
    cond = fx.pd.get("condition")
    if cond is not None and not holds(cond, ctx.world, fx, ev):
        return f"its condition doesn't hold now: {describe_condition(cond)}", ("condition",)
    if blocker is not None and not fx.self_replacement:
        blocked = _blocked(ev, blocker, ctx)
        if blocked is not None:
            return blocked
    if fx.modes and not any(m.possible for m in fx.template.modes(fx, ev, ctx, bearer)):
        return "none of its modes is possible now", ("modal",)
    return None


def _blocked(ev: Ev, blocker: Fx, ctx: Ctx) -> tuple[str, tuple[str, ...]] | None:
    """Why an event that ``blocker`` says can't happen takes no replacement effect but a
    self-replacement one under this release (614.17c; before it, the rules on gaining life
    and the rulings on draws and on losing the game), or None when it still takes them."""
    if ctx.proc.cant_blocks_replacement:
        return (
            f"the event can't happen ({blocker.label}), so only a self-replacement "
            "effect could modify it",
            ("cant", *(("cant_enter",) if ev.entering else ())),
        )
    if ev.kind == "gain_life" and ctx.proc.cant_gain_cant_replace:
        # Before 614.17c, the rules said so of gaining life: "a replacement effect that
        # would replace a life gain event affecting that player won't do anything"
        # (215.7 from 2008-05-01; 117.7, then 118.7).
        return (
            f"the player can't gain life ({blocker.label}), and a replacement effect "
            "that would replace a life gain event affecting that player does nothing",
            ("cant_gain",),
        )
    if ev.kind == "draw":
        # Before 614.17c, the rulings said so of draws: "replacement effects that
        # instruct a player to do something instead of drawing a card won't work"
        # while players can't draw cards (Maralen of the Mornsong, 2008-04-01).
        return (
            f"the draw can't happen ({blocker.label}), and an effect that has a player "
            "do something instead of drawing a card doesn't work then (the rulings of "
            '2008-04-01 on a "players can\'t draw cards" effect: "can\'t" wins)',
            ("cant",),
        )
    if ev.kind == "move" and ev.cause == "destroy":
        # Likewise of destroying an indestructible permanent (702.12b): "lethal damage and
        # effects that try to destroy it simply have no effect. Totem armor won't do
        # anything because it won't have to" (the umbra armor rulings of 2010-06-15).
        return (
            f"{ctx.name(ev.object)} can't be destroyed ({blocker.label}), so an effect "
            "that would replace its destruction has nothing to replace (the rulings of "
            "2010-06-15 on totem armor: it \"won't do anything because it won't have to\")",
            ("cant",),
        )
    if ev.kind == "lose_game":
        # Likewise of losing the game, before 614.17c was written: "If an effect says
        # that you can't lose the game, Exquisite Archangel's effect doesn't apply"
        # (its rulings of 2017-02-09, under the rules of 2017-01-19).
        return (
            f"the player can't lose the game ({blocker.label}), and an effect that has "
            "something happen instead of losing the game doesn't apply then (the "
            'rulings of 2017-02-09 on Exquisite Archangel: "can\'t" wins)',
            ("cant",),
        )
    return None


def contained_exclusions(ev: Ev, cc: Compiled, proc: Procedure, world: World) -> list[Excluded]:
    """Effects waiting for the tokens' entering, an event contained in their creation (616.1g)."""
    if ev.kind != "create_tokens" or not proc.contained_events:
        return []

    spec = thaw(ev.token) if ev.token is not None else {}
    copy_of = spec.get("copy_of") if isinstance(spec, dict) else None
    out = []
    for fx in cc.fxs:
        if fx.id not in world.live or not fx.template.self_enter:
            continue
        if fx.self_scoped and copy_of and fx.source == copy_of:
            out.append(
                Excluded(
                    fx.id,
                    fx.label,
                    "it applies to the token entering the battlefield, an event contained in "
                    "creating the token, so it waits until the effects on creating the token "
                    "have been chosen",
                    proc.rules("contained"),
                )
            )
    return out


def acting(fx: Fx, ev: Ev) -> Fx:
    """The effect as it acts on ``ev``: an entering object's own ability is controlled by
    the player who would control the object on the battlefield ("you" on an object is its
    controller, 109.5; the object as it would exist there, 614.12), and "this" in it is that
    object: a copy's own "enters with X counters" reads the X of the spell that became the
    copy, not the original's (107.3m; 107.3j: 0 for a copy cast without X)."""
    if not (fx.self_scoped and ev.entering):
        return fx
    changes: dict[str, str] = {}
    if ev.controller and ev.controller != fx.controller:
        changes["controller"] = ev.controller
    if ev.object and ev.object != fx.source:
        changes["source"] = ev.object
    return replace(fx, **changes) if changes else fx


def mode_list(fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> tuple[ModeChoice, ...]:
    fx = acting(fx, ev)
    modes = fx.template.modes(fx, ev, ctx, bearer)
    if fx.optional:
        if not modes:
            modes = (ModeChoice("apply", f"apply {fx.label}"),)
        modes = (*modes, ModeChoice("decline", f"don't apply {fx.label}"))
    return modes


def has_modes(fx: Fx) -> bool:
    """Whether applying the effect asks a question: its modes, whether to apply it, what is
    chosen as it enters, whether to do what it says one may, or to pay life instead."""
    kind = fx.template.kind
    pays = kind == "enter_tapped" and bool(fx.pd.get("unless_pay_life"))
    return (
        bool(fx.modes)
        or fx.optional
        or kind == "enter_choose"
        or has_may(fx)
        or pays
        or asked_at_table(fx)
    )


def asked_at_table(fx: Fx) -> bool:
    """Whether the effect chooses "any number of" objects as a permanent enters and the
    scenario leaves them to the table (``"sacrifice": "ask"`` / ``"exile": "ask"``): they
    are asked an object at a time (:mod:`rules.engine.picking`). Left out, none is chosen."""
    key = getattr(fx.template.hooks, "chosen_param", None)
    return key is not None and fx.pd.get(key) == "ask"


def has_may(fx: Fx) -> bool:
    """Whether the effect's actions hold one the player may do, in the list where the
    choice is asked as it applies ("you may … instead", an ``instead`` effect's own list;
    "you may have [this] deal that much damage", a prevention's ``then``)."""
    key = fx.template.may_in
    return bool(key) and may_action(fx.pd, key) is not None


MAY_WORDS = {
    "instead": ("instead", "may_action"),
    "then": ("right after the prevention", "may_then"),
}
"""For the list an action the player may do is in: when it is done, in a question's words,
and the mechanism whose rules a choice cites (an ``instead``'s: 614.1a with 608.2d and
118.12; a prevention's follow-up: 615.5 with 608.2d)."""


def may_words(fx: Fx) -> tuple[str, str]:
    """When the action ``fx`` says its controller may do is done ("instead", "then"), and
    the mechanism its choice cites."""
    return MAY_WORDS.get(fx.template.may_in, ("instead", "may_action"))


def mode_chooser(fx: Fx, ev: Ev) -> str:
    """Who chooses an effect's mode: the player it would enter under for a choice made as a
    permanent enters (614.12a; 419.6i in 2008), else the effect's controller."""
    if (fx.template.kind == "enter_choose" or asked_at_table(fx)) and ev.controller:
        return ev.controller
    return acting(fx, ev).controller


def mode_words(fx: Fx, ev: Ev, ctx: Ctx, chooser: str, first: str, may: bool) -> tuple[str, str]:
    """Why ``chooser`` chooses an effect's mode, and the question asked."""
    event = describe_event(ev, ctx.world)
    if fx.template.kind == "enter_choose":
        why = f"{chooser} would control {ctx.name(ev.object)}, so {chooser} chooses as it enters"
        what = fx.pd.get("choice", "color")
        what = ("an " if what[:1] in "aeiou" else "a ") + what
        return why, f"{chooser}, {fx.label} applies to: {event}. Choose {what}."
    if fx.template.kind == PLANESWALKER_REDIRECT.kind:
        why = (
            f"{chooser} controls {ctx.name(ev.source)}, the source of the damage, so "
            f"{chooser} chooses whether to redirect it as the redirection is applied"
        )
        return why, (
            f"{chooser}, {event}: do you have that damage dealt instead to a planeswalker "
            f"{ev.recipient} controls?"
        )
    if fx.optional and not fx.modes:
        why = f"{chooser} controls {fx.label}, so {chooser} chooses whether to apply it"
        return why, f"{chooser}, do you apply {fx.label} to: {event}?"
    if may:
        why = f"{chooser} controls {fx.label}, so {chooser} chooses whether to do what it says"
        when = may_words(fx)[0]
        return why, (
            f"{chooser}, {fx.label} applies to: {event}. It says you may do this {when}: "
            f"{first.removeprefix('yes: ')}. Do you?"
        )
    why = f"{chooser} controls {fx.label}, so {chooser} chooses the mode as it is applied"
    return why, f"{chooser}, {fx.label} applies to: {event}. Choose a mode."
