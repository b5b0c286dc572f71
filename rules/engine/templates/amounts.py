"""Templates that change an amount: multiply, divide, add, set, prevent (shields too)."""

from __future__ import annotations

from collections.abc import Callable

from ..filters import by_matches, obj_matches, player_matches
from ..interface import Context, EffectView
from ..params import BY_PARAM
from ..state import Ev
from ..tokens import added, any_part_matches, changed
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

# Helpers shared by the hooks ---------------------------------------------------


def _amount_event_ok(fx: EffectView, ev: Ev, ctx: Context) -> bool:
    p = fx.pd
    event = p.get("event", "damage")
    if ev.kind == "move":
        if "by" in p and not _putter_ok(fx, ev, ctx):
            return False
        return event == "put_counters" and bool(_entering_counters(fx, ev, ctx))
    if ev.kind == "put_counters" and "by" in p:
        if not _putter_ok(fx, ev, ctx):
            return False
    elif "by" in p and not by_matches(p["by"], ev, ctx.world, fx=fx):
        return False
    if ev.kind != _EVENT_KIND.get(event, event):
        return False
    if event == "damage":
        return ctx.damage_matches(fx, ev, p.get("source"), p.get("recipient"))
    if event in ("gain_life", "lose_life"):
        return player_matches(p.get("player", "you"), ev.player, fx.controller, fx.mate)
    if event == "mill":
        # Milling (701.17a) is the top cards of a library put into its graveyard; exiling
        # them is no mill.
        return ev.to_zone == "graveyard" and player_matches(
            p.get("player", "you"), ev.player, fx.controller, fx.mate
        )
    if event == "create_tokens":
        return player_matches(p.get("player", "you"), ev.player, fx.controller, fx.mate) and (
            not p.get("object") or _token_matches(fx, ev, ctx)
        )
    if event == "put_counters":
        if p.get("counter") and ev.counter != p.get("counter"):
            return False
        if ev.object is None:
            # A player getting counters (122.1f): only an effect naming players applies.
            return "player" in p and player_matches(p["player"], ev.player, fx.controller, fx.mate)
        if "player" in p and "object" not in p:
            return False
        o = ctx.world.obj(ev.object) if ev.object else None
        # Counters "put on a permanent" (122.6): every card these effects come from names
        # permanents (a creature, an artifact …); a card in exile or a graveyard isn't one.
        return (
            o is not None and o.in_play and obj_matches(p.get("object"), o, fx=fx, world=ctx.world)
        )
    return False


def _token_matches(fx: EffectView, ev: Ev, ctx: Context) -> bool:
    """Whether any token ``ev`` would create, as it would be created (111.4, 707.2), matches
    the effect's ``object`` ("creature tokens", Ojer Taq); only those are counted again."""
    return any_part_matches(fx.pd["object"], ev, ctx.world, fx)


def _changed(fx: EffectView, ev: Ev, ctx: Context, change: Callable[[int], int]) -> Ev:
    """``ev`` with its amount changed; of tokens of several kinds, each kind that matches."""
    if ev.kind == "create_tokens":
        return changed(ev, change, fx.pd.get("object"), ctx.world, fx)
    return ev.but(amount=change(ev.amount))


def _putter_ok(fx: EffectView, ev: Ev, ctx: Context) -> bool:
    """Whether who puts the counters matches the effect's ``by`` (Vorinclex): an entering
    permanent's controller as it would exist, unless the effect says another (122.6a); for
    damage's results the source's controller (120.3b, 120.3d); else the event's ``by``."""
    f = dict(fx.pd["by"])
    if not (ev.entering or ev.cause == "damage"):
        return by_matches(f, ev, ctx.world, fx=fx)
    who = f.pop("player", None)
    if ev.entering:
        if f and not by_matches(f, ev, ctx.world, fx=fx):
            return False
        putter = ctx.as_it_would_exist(ev).controller
    else:
        if "kind" in f:
            return False
        src = ctx.world.obj(str(ev.source)) if ctx.world.has_obj(str(ev.source)) else None
        putter = (src.controller or src.owner) if src else None
    return who is None or player_matches(who, putter, fx.controller, fx.mate)


def _entering_counters(fx: EffectView, ev: Ev, ctx: Context) -> tuple[str, ...]:
    """The kinds of counters an entering permanent would be given that an effect on
    putting counters modifies: a permanent given counters as it enters has them put on it
    (122.6), and it is checked as it would exist on the battlefield (614.12)."""
    if not (ev.entering and ev.counters and ctx.proc.entering_counters_are_put):
        return ()
    wanted = fx.pd.get("counter")
    kinds = tuple(
        k
        for k, n in ev.counters
        if n > 0 and wanted in (None, k) and ctx.cant_put_entering(ev, k) is None
    )
    if not kinds:
        return ()
    o = ctx.as_it_would_exist(ev)
    if not obj_matches(fx.pd.get("object"), o, fx=fx, controller=ev.controller):
        return ()
    return kinds


def _counters_as_it_enters(
    fx: EffectView, ev: Ev, ctx: Context, change: Callable[[int], int], how: str
) -> Applied:
    """Multiply or add to the counters a permanent would be given as it enters (122.6)."""
    kinds = _entering_counters(fx, ev, ctx)
    counts = dict(ev.counters)
    words = []
    for kind in kinds:
        before = counts[kind]
        counts[kind] = change(before)
        words.append(f"{counts[kind]} {kind} counters instead of {before}")
    return Applied(
        (ev.but(counters=tuple(sorted(counts.items()))),),
        ctx.world,
        f"{fx.label}: {ctx.name(ev.object)} would enter with " + ", ".join(words) + f" ({how})",
        ("counters_entering", "entering"),
    )


_AMOUNT_NOUN = {
    "damage": "damage",
    "gain_life": "life",
    "lose_life": "life lost",
    "create_tokens": "tokens",
    "put_counters": "counters",
    "mill": "cards milled",
}

_EVENT_KIND = {"mill": "library_top"}
"""The kind of the resolver's event an effect's ``event`` names, where they differ: a mill
is the top cards of a library put into a graveyard (701.17a)."""


def _that_much(kind: str) -> str:
    """The amount of an event of ``kind`` in words: "that much damage", "that many tokens"."""
    kind = "mill" if kind == "library_top" else kind
    much = "many" if kind in ("create_tokens", "put_counters", "mill") else "much"
    return f"that {much} {_AMOUNT_NOUN[kind]}"


_AMOUNT_FILTERS = (
    Param("event", "str", False, choices=tuple(_AMOUNT_NOUN)),
    Param("source", "objfilter"),
    Param("recipient", "recipientfilter"),
    Param("player", "playerfilter"),
    Param("object", "objfilter"),
    Param("counter", "str"),
    COMBAT_PARAM,
    BY_PARAM,
)
"""The parameters that say which events an effect on an amount watches."""
_AMOUNT_WATCHES = (
    "damage",
    "gain_life",
    "lose_life",
    "create_tokens",
    "put_counters",
    "move",
    "library_top",
)


@template(
    "multiply",
    "multiply an amount (damage, life gained, tokens, counters)",
    (
        Param("factor", "int", True, 2, doc="2 for double"),
        *_AMOUNT_FILTERS,
        Param("once", "bool", doc="only the next time (keyed on a source: all it deals at once)"),
    ),
    _AMOUNT_WATCHES,
)
class _Multiply:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        return OK if _amount_event_ok(fx, ev, ctx) else None

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        factor = fx.pd.get("factor")
        word = {2: "twice", 3: "three times"}.get(factor, f"{factor} times")
        if ev.kind == "move":
            return _counters_as_it_enters(fx, ev, ctx, lambda n: n * factor, f"{word} that many")
        new = _changed(fx, ev, ctx, lambda n: n * factor)
        text = f"{fx.label}: {word} {_that_much(ev.kind)}, {ev.amount} → {new.amount}"
        rest = rest_of_instance("multiply", fx, ev, ctx.world)
        world = spend_once("multiply", fx, ev, ctx.world)
        if rest:
            return Applied(
                (new,),
                world,
                text + instance_words(ctx, ev, "multiply", fx),
                (instance_mechanism("multiply", fx),),
            )
        return Applied((new,), world, text)


def divided(n: int, divisor: int, rounding: str) -> int:
    """``n`` divided by ``divisor``, rounded down or up ("half that many …, rounded down")."""
    return n // divisor if rounding == "down" else -(-n // divisor)


@template(
    "divide",
    "divide an amount (damage, life gained, tokens, counters), rounded down or up",
    (
        Param("divisor", "int", False, 2, doc="2 for half (the default)"),
        Param("round", "str", True, choices=("down", "up")),
        *_AMOUNT_FILTERS,
    ),
    _AMOUNT_WATCHES,
)
class _Divide:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        return OK if _amount_event_ok(fx, ev, ctx) else None

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        divisor, rounding = fx.pd.get("divisor", 2), fx.pd["round"]
        part = "half" if divisor == 2 else f"a {_ORDINAL.get(divisor, f'1/{divisor}')}"
        if ev.kind == "move":
            return _counters_as_it_enters(
                fx,
                ev,
                ctx,
                lambda n: divided(n, divisor, rounding),
                f"{part} that many, rounded {rounding}",
            )
        new = _changed(fx, ev, ctx, lambda n: divided(n, divisor, rounding))
        return Applied(
            (new,),
            ctx.world,
            f"{fx.label}: {part} {_that_much(ev.kind)}, rounded {rounding}, {ev.amount} → "
            f"{new.amount}",
        )


_ORDINAL = {3: "third", 4: "quarter"}


@template(
    "add",
    "add to an amount (damage, life gained, tokens, counters)",
    (
        Param("amount", "int", True, doc='negative for "that much minus N" (never below 0)'),
        *_AMOUNT_FILTERS,
    ),
    _AMOUNT_WATCHES,
)
class _Add:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        return OK if _amount_event_ok(fx, ev, ctx) else None

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        add = fx.pd.get("amount")
        how = f"plus {add}" if add >= 0 else f"minus {-add}"
        if ev.kind == "move":
            return _counters_as_it_enters(
                fx, ev, ctx, lambda n: max(0, n + add), f"that many {how}"
            )
        if ev.kind == "create_tokens":
            new = added(ev, add, fx.pd.get("object"), ctx.world, fx)
        else:
            new = ev.but(amount=max(0, ev.amount + add))
        return Applied(
            (new,),
            ctx.world,
            f"{fx.label}: {_that_much(ev.kind)} {how}, {ev.amount} → {new.amount}",
        )


@template(
    "set_amount",
    "damage becomes a different amount: a spell's own (self-replacement), or with source or "
    "recipient the damage they match (Divine Presence)",
    (
        Param("amount", "int", True, 0),
        Param("source", "objfilter", doc="the sources watched ({} for any); absent: its own"),
        Param("recipient", "recipientfilter"),
    ),
    ("damage",),
)
class _SetAmount:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        p = fx.pd
        if ev.kind != "damage":
            return None
        if "source" not in p and "recipient" not in p:
            return OK if ev.source == fx.source else None
        return OK if ctx.damage_matches(fx, ev, p.get("source"), p.get("recipient")) else None

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        n = fx.pd.get("amount")
        return Applied(
            (ev.but(amount=n),),
            ctx.world,
            f"{fx.label}: it deals {n} damage instead of {ev.amount}",
        )


def prevented_amount(amount: int | str, damage: int) -> int:
    """How much of ``damage`` a prevention effect of ``amount`` prevents: all of it, half
    of it rounded up or down, or at most a number."""
    if amount == "all":
        return damage
    if amount == "half_up":
        return (damage + 1) // 2
    if amount == "half_down":
        return damage // 2
    return min(int(amount), damage)
