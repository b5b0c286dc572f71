"""The general template (if an event would happen, actions instead) and skipping a step or turn."""

from __future__ import annotations

from typing import Any

from ..filters import by_matches, obj_matches, player_matches
from ..frozen import thaw
from ..interface import Context, EffectView, Params
from ..sacrificing import sacrifice_as_cost
from ..state import Ev, Record, replace
from ..tokens import any_part_matches
from ..vocabulary import WATCHABLE
from .base import (
    OK,
    Applied,
    ModeChoice,
    Param,
    Verdict,
    instance_mechanism,
    instance_words,
    may_action,
    may_modes,
    rest_of_instance,
    spend_once,
    template,
)

# Draws, life and anything else -------------------------------------------------


@template(
    "instead",
    'general: "if [an event matching the filter] would happen, [actions] instead"',
    (
        Param("watch", "watch", True),
        Param("instead", "actions", doc="the actions done instead (or give the effect modes)"),
        Param("once", "bool", doc="only the next time: used up once applied"),
    ),
    (*WATCHABLE, "draw_cards"),
    self_enter=True,
    may_in="instead",
)
class _Instead:
    def entering_object(self, params: Params) -> Any:
        """The object filter of a watch on entering: ``{"this": true}`` makes the effect an
        entering object's own ability, applying to its own entering (614.12, 113.6h)."""
        w = params.get("watch")
        return w.get("object") if isinstance(w, dict) and w.get("event") == "enter" else None

    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        w = fx.pd.get("watch")
        if w["event"] == "enter":
            return _entering(fx, ev, ctx, bearer, w)
        whole = w.get("cards_at_least")
        if whole is not None:
            # An instruction to draw several cards, as a whole (121.2a).
            if ev.kind != "draw_cards" or ev.amount < whole:
                return None
            if not player_matches(w.get("player", "you"), ev.player, fx.controller, fx.mate):
                return None
            return OK
        if ev.kind != w["event"]:
            return None
        if ev.kind == "damage":
            if not ctx.damage_matches(fx, ev, w.get("source"), w.get("recipient")):
                return None
            if "combat" in w and ev.combat != w["combat"]:
                return None
        elif ev.kind == "move":
            if "to" in w and ev.to_zone != w["to"]:
                return None
            if "from" in w and ev.from_zone != w["from"]:
                return None
            if "not_from" in w and ev.from_zone == w["not_from"]:
                return None
            if "cause" in w and ev.cause != w["cause"]:
                return None
            if not obj_matches(
                w.get("object"), ctx.world.obj(str(ev.object)), fx=fx, world=ctx.world
            ):
                return None
        elif ev.kind == "put_counters":
            if not obj_matches(
                w.get("object"), ctx.world.obj(str(ev.object)), fx=fx, world=ctx.world
            ):
                return None
        elif not player_matches(w.get("player", "you"), ev.player, fx.controller, fx.mate):
            return None
        elif ev.kind == "create_tokens" and not any_part_matches(
            w.get("object"), ev, ctx.world, fx
        ):
            # The tokens as they would be created ("creature tokens"): any kind of them.
            return None
        if w.get("library_empty") and ctx.world.player(str(ev.player)).library:
            return None
        if "by" in w and not by_matches(w["by"], ev, ctx.world, fx=fx):
            return None
        if w.get("not_first_in_draw_step") and ev.cause == "draw_step":
            return None
        return OK

    def modes(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None
    ) -> tuple[ModeChoice, ...]:
        at = may_action(fx.pd, "instead")
        if at is not None and not fx.modes:
            return may_modes(fx, ev, ctx, (fx.pd["instead"][at],))
        out = []
        for m in fx.modes:
            why = ctx.impossible(fx, ev, m.instead)
            out.append(ModeChoice(m.id, m.label, not why, why))
        return tuple(out)

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        actions = fx.pd.get("instead")
        mechs: tuple[str, ...] = ()
        declined = False
        if mode is not None and fx.modes:
            actions = next(m.instead for m in fx.modes if m.id == mode)
            mechs = ("modal",)
        elif mode in ("do", "dont"):
            declined = mode == "dont"
            mechs = ("may_action",)
        if ev.kind == "draw":
            mechs = (*mechs, "draw")
        if bearer is not None:
            mechs = (*mechs, "self_entering")
        if sacrifice_as_cost(actions):
            mechs = (*mechs, "sacrifice_cost")
        if any(_plain_do(a) == "set_life" for a in actions or ()):
            mechs = (*mechs, "set_life")
        events, words = ctx.actions(fx, ev, actions, declined=declined)
        records: tuple[Record, ...] = ()
        if not events:
            records = (ctx.nothing_record(ev, fx),)
        text = f"{fx.label}: instead, {words}"
        if rest_of_instance("instead", fx, ev, ctx.world):
            text += instance_words(ctx, ev, "instead", fx)
            mechs = (*mechs, instance_mechanism("instead", fx))
        world = spend_once("instead", fx, ev, ctx.world)
        return Applied(events, world, text, mechs, records)


def _entering(fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, w: Any) -> Verdict | None:
    """A watch on an object entering the battlefield ("if [this] would enter"): the object
    as it would exist there (614.12); ``{"this": true}`` is the entering object's own
    ability, which functions as it is entering (113.6h; 402.8e in 2008)."""
    if not ev.entering:
        return None
    f = w.get("object") or {}
    if f.get("this"):
        if bearer is None or bearer != ev.object:
            return None
    elif not obj_matches(f, ctx.as_it_would_exist(ev), fx=fx, controller=ev.controller):
        return None
    if "from" in w and ev.from_zone != w["from"]:
        return None
    if "not_from" in w and ev.from_zone == w["not_from"]:
        return None
    if "by" in w and not by_matches(w["by"], ev, ctx.world, fx=fx):
        return None
    return OK


def _plain_do(a: Any) -> Any:
    """An action's kind, whether the action is a dict or frozen."""
    return a.get("do") if isinstance(a, dict) else thaw(a).get("do")


@template(
    "skip",
    "skip the next step, phase or turn",
    (
        Param(
            "step",
            "str",
            True,
            choices=("untap", "upkeep", "draw", "main", "combat", "end", "turn"),
        ),
        Param("player", "playerfilter"),
        Param(
            "then",
            "actions",
            doc="what the player does after the skip: the first thing in the next step, "
            "phase or turn that occurs (614.10b)",
        ),
        Param(
            "each",
            "bool",
            doc="every such step, phase or turn, not only the next: a static ability "
            '("Players skip their untap steps") is never used up',
        ),
        Param(
            "extra",
            "bool",
            doc='with step "turn": only extra turns (500.7), "If a player would begin an '
            "extra turn, that player skips that turn instead\" (Ugin's Nexus)",
        ),
    ),
    ("begin_step", "begin_turn"),
    mechanism="skip",
)
class _Skip:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        step = fx.pd.get("step")
        if step == "turn":
            if ev.kind != "begin_turn" or (fx.pd.get("extra") and not ev.extra):
                return None
        elif ev.kind != "begin_step" or ev.step != step:
            return None
        if not player_matches(fx.pd.get("player", "you"), ev.player, fx.controller, fx.mate):
            return None
        if ev.begun:
            return Verdict(
                False,
                "that one has already begun and can't be skipped; the skip waits for the "
                "next occurrence",
                ("skip",),
            )
        return OK

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        what = ("extra turn" if ev.extra else "turn") if ev.kind == "begin_turn" else ""
        what = what or f"{ev.step} step"
        if fx.pd.get("each"):
            world = ctx.world
            text = f"{fx.label}: {ev.player} skips this {what}"
        else:
            world = ctx.world.used_up(fx.id)
            text = f"{fx.label}: {ev.player} skips this {what}; the effect is used up"
        if fx.pd.get("then"):
            held = (*world.held, (fx.id, str(ev.player)))
            world = replace(world, held=held)
            text += (
                "; what it adds after the skip is the first thing that happens in "
                f"{ev.player}'s next step or turn that occurs"
            )
        mechanisms = ("skip", "skip_then") if fx.pd.get("then") else ("skip",)
        return Applied((), world, text, mechanisms, (ctx.skip_record(ev),))
