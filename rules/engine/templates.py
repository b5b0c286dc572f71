"""Effect templates: the general building blocks every preset and custom effect is made of.

A template says which events an effect watches (:meth:`Template.check`), which
modes it offers (:meth:`Template.modes`) and what the event becomes
(:meth:`Template.apply`). It never names a card: a card is a preset, that is a
template kind plus parameters.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .state import COLOR_WORDS, Ev, Obj, World

if TYPE_CHECKING:
    from .resolver import Ctx, Fx


# ---------------------------------------------------------------------------
# Parameters
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Param:
    """One parameter of a template, with the check that says what is wrong with a value."""

    name: str
    kind: str
    """``int``, ``int_or_all``, ``str``, ``bool``, ``zone``, ``objfilter``, ``playerfilter``,
    ``recipientfilter``, ``watch``, ``actions``, ``list``, ``event``, ``color_list``."""
    required: bool = False
    minimum: int | None = None
    choices: tuple[str, ...] = ()
    doc: str = ""


ZONE_WORDS = ("battlefield", "stack", "hand", "library", "graveyard", "exile", "command")
OBJ_FILTER_KEYS = {
    "this",
    "id",
    "types",
    "subtypes",
    "colors",
    "controller",
    "owner",
    "token",
    "other",
    "nontoken",
    "any_types",
}
PLAYER_WORDS = ("you", "opponent", "any")
ACTION_KINDS = (
    "draw",
    "gain_life",
    "lose_life",
    "return_from_graveyard",
    "win_game",
    "nothing",
    "move",
    "create_tokens",
    "put_counters",
)


def check_param(
    param: Param, value: Any, players: tuple[str, ...], objects: set[str]
) -> str | None:
    """What is wrong with ``value`` for ``param``, or None."""
    k = param.kind
    if k in ("int", "int_or_all"):
        words = (param.choices or ("all",)) if k == "int_or_all" else ()
        if value in words:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            extra = "".join(f' or "{w}"' for w in words)
            low = f" ≥ {param.minimum}" if param.minimum is not None else ""
            return f"must be a whole number{low}{extra}"
        if param.minimum is not None and value < param.minimum:
            return f"must be a whole number ≥ {param.minimum}"
        if abs(value) > 10**6:
            return "must be from -1000000 to 1000000"
        return None
    if k == "bool":
        return None if isinstance(value, bool) else "must be true or false"
    if k in ("str", "event", "zone"):
        if not isinstance(value, str) or not value:
            return "must be a non-empty string"
        if param.choices and value not in param.choices:
            return f"{value!r} is not one of: {', '.join(param.choices)}"
        return None
    if k == "color_list":
        if not isinstance(value, list) or not value:
            return "must be a non-empty list"
        return None
    if k == "objfilter":
        return _check_objfilter(value, objects, players)
    if k == "playerfilter":
        if value in PLAYER_WORDS or value in players:
            return None
        return f"{value!r} must be you, opponent, any or a player's name"
    if k == "recipientfilter":
        if not isinstance(value, dict):
            return "must be an object with player and/or object"
        bad = set(value) - {"player", "object"}
        if bad:
            return f"unknown key(s): {', '.join(sorted(bad))}"
        if "player" in value and not (
            value["player"] in PLAYER_WORDS or value["player"] in players
        ):
            return f"player {value['player']!r} must be you, opponent, any or a player's name"
        if "object" in value:
            return _check_objfilter(value["object"], objects, players)
        return None
    if k == "watch":
        return check_watch(value, players, objects)
    if k == "actions":
        return check_actions(value, players, objects)
    if k == "list":
        return None if isinstance(value, list) else "must be a list"
    return None


def _check_objfilter(value: Any, objects: set[str], players: tuple[str, ...] = ()) -> str | None:
    if not isinstance(value, dict):
        return "must be an object filter (this, id, types, colors, controller …)"
    bad = set(value) - OBJ_FILTER_KEYS
    if bad:
        return f"unknown filter key(s): {', '.join(sorted(bad))}"
    for key in ("types", "subtypes", "colors", "any_types"):
        if key in value and (
            not isinstance(value[key], list) or not all(isinstance(v, str) for v in value[key])
        ):
            return f"{key} must be a list of strings"
    for key in ("this", "other", "token", "nontoken"):
        if key in value and not isinstance(value[key], bool):
            return f"{key} must be true or false"
    if "id" in value and (not isinstance(value["id"], str) or value["id"] not in objects):
        return f"id {value['id']!r} is not an object in the scenario"
    for key in ("controller", "owner"):
        if key in value and value[key] not in PLAYER_WORDS and value[key] not in players:
            return f"{key} must be you, opponent, any or a player's name"
    return None


#: The most units (cards drawn, tokens, counters …) one action or event may make.
MAX_UNITS = 200
_ACTION_KEYS = {"do", "count", "amount", "player", "to", "token", "object", "counter"}
_TOKEN_KEYS = {"name", "copy_of", "types", "subtypes", "colors", "power", "toughness"}


def check_actions(
    value: Any, players: tuple[str, ...] = (), objects: set[str] | None = None
) -> str | None:
    """What is wrong with a list of ``instead`` actions, or None."""
    if not isinstance(value, list) or not value:
        return "must be a non-empty list of actions"
    for i, action in enumerate(value):
        if not isinstance(action, dict) or action.get("do") not in ACTION_KINDS:
            return f"[{i}].do must be one of: {', '.join(ACTION_KINDS)}"
        bad = set(action) - _ACTION_KEYS
        if bad:
            return f"[{i}]: unknown key(s): {', '.join(sorted(bad))}"
        count = action.get("count", action.get("amount", 1))
        if count != "that_many" and (
            isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= MAX_UNITS
        ):
            return f'[{i}]: count must be a whole number from 0 to {MAX_UNITS}, or "that_many"'
        if action["do"] == "move" and action.get("to") not in ZONE_WORDS:
            return f"[{i}].to must be a zone"
        who = action.get("player", "affected")
        if who not in ("you", "affected") and who not in players:
            return f"[{i}].player must be you, affected or a player's name"
        target = action.get("object", "this")
        if not isinstance(target, str):
            return f'[{i}].object must be an object id or "this"'
        if objects is not None and target != "this" and target not in objects:
            return f"[{i}].object {target!r} is not an object in the scenario"
        if "counter" in action and not isinstance(action["counter"], str):
            return f"[{i}].counter must be a string"
        token = action.get("token")
        if token is not None:
            if not isinstance(token, dict) or set(token) - _TOKEN_KEYS:
                return f"[{i}].token must be an object with {', '.join(sorted(_TOKEN_KEYS))}"
            if "copy_of" in token and not isinstance(token["copy_of"], str):
                return f"[{i}].token.copy_of must be an object id"
            if objects is not None and "copy_of" in token and token["copy_of"] not in objects:
                return f"[{i}].token.copy_of is not an object in the scenario"
            for key in ("name",):
                if key in token and not isinstance(token[key], str):
                    return f"[{i}].token.{key} must be a string"
            for key in ("types", "subtypes", "colors"):
                if key in token and not (
                    isinstance(token[key], list) and all(isinstance(t, str) for t in token[key])
                ):
                    return f"[{i}].token.{key} must be a list of strings"
            for key in ("power", "toughness"):
                if key in token and (
                    isinstance(token[key], bool) or not isinstance(token[key], int)
                ):
                    return f"[{i}].token.{key} must be a whole number"
    return None


_WATCH_KEYS = {
    "event",
    "player",
    "object",
    "source",
    "recipient",
    "from",
    "not_from",
    "to",
    "cause",
    "combat",
    "library_empty",
    "not_first_in_draw_step",
}


def check_watch(value: Any, players: tuple[str, ...], objects: set[str]) -> str | None:
    """What is wrong with an ``instead`` effect's ``watch``, or None."""
    if not isinstance(value, dict) or "event" not in value:
        return "must be an object naming the event it watches"
    if value["event"] not in WATCHABLE:
        return f"event {value['event']!r} is not one of: {', '.join(WATCHABLE)}"
    bad = set(value) - _WATCH_KEYS
    if bad:
        return f"unknown key(s): {', '.join(sorted(bad))}"
    if "player" in value and not (value["player"] in PLAYER_WORDS or value["player"] in players):
        return "player must be you, opponent, any or a player's name"
    for key in ("object", "source"):
        if key in value:
            problem = _check_objfilter(value[key], objects, players)
            if problem:
                return f"{key}: {problem}"
    if "recipient" in value:
        problem = check_param(
            Param("recipient", "recipientfilter"), value["recipient"], players, objects
        )
        if problem:
            return f"recipient: {problem}"
    for key in ("from", "not_from", "to"):
        if key in value and value[key] not in ZONE_WORDS:
            return f"{key} must be a zone"
    for key, kinds in _WATCH_KEYS_FOR.items():
        if key in value and value["event"] not in kinds:
            return f"{key} is only for a watch on {' or '.join(kinds)}, not {value['event']}"
    if "from" in value and value.get("from") == value.get("not_from"):
        return "not_from contradicts from: no move is from a zone and not from it"
    if "cause" in value and not isinstance(value["cause"], str):
        return "cause must be a string"
    for key in ("library_empty", "not_first_in_draw_step", "combat"):
        if key in value and not isinstance(value[key], bool):
            return f"{key} must be true or false"
    return None


#: Watch keys that only some watched events have (combat damage is damage, 510.2; only a
#: move comes from a zone and goes to one).
_WATCH_KEYS_FOR: dict[str, tuple[str, ...]] = {
    "combat": ("damage",),
    "source": ("damage",),
    "recipient": ("damage",),
    "from": ("move",),
    "not_from": ("move",),
    "to": ("move",),
    "cause": ("move",),
    "library_empty": ("draw",),
    "not_first_in_draw_step": ("draw",),
}

WATCHABLE = ("damage", "move", "draw", "gain_life", "lose_life", "create_tokens", "put_counters")


# ---------------------------------------------------------------------------
# Filters
# ---------------------------------------------------------------------------


def player_matches(word: Any, player: str | None, controller: str) -> bool:
    """Does ``player`` match ``"you"``, ``"opponent"``, ``"any"`` or a name?"""
    if player is None:
        return False
    if word in (None, "any"):
        return True
    if word == "you":
        return player == controller
    if word == "opponent":
        return player != controller
    return bool(player == word)


def obj_matches(
    f: Mapping[str, Any] | None,
    obj: Obj,
    *,
    fx: Fx,
    controller: str | None = None,
    bearer: str | None = None,
) -> bool:
    """Does ``obj`` (with its controller as it is or would be) match the object filter ``f``?"""
    if not f:
        return True
    ctrl = controller if controller is not None else (obj.controller or obj.owner)
    if f.get("this") and obj.id != (bearer or fx.source):
        return False
    if "id" in f and obj.id != f["id"]:
        return False
    if f.get("other") and obj.id == fx.source:
        return False
    if "types" in f and not all(t in obj.types for t in f["types"]):
        return False
    if "any_types" in f and not any(t in obj.types for t in f["any_types"]):
        return False
    if "subtypes" in f and not all(t in obj.subtypes for t in f["subtypes"]):
        return False
    if "colors" in f and not any(c in obj.colors for c in f["colors"]):
        return False
    if "controller" in f and not player_matches(f["controller"], ctrl, fx.controller):
        return False
    if "owner" in f and not player_matches(f["owner"], obj.owner, fx.controller):
        return False
    if "token" in f and obj.token != f["token"]:
        return False
    return not (f.get("nontoken") and obj.token)


def describe_filter(f: Mapping[str, Any] | None, noun: str = "permanent") -> str:
    """An object filter in words: ``"a red creature you control"``."""
    if not f:
        return f"a {noun}" if noun[0] not in "aeiou" else f"an {noun}"
    if f.get("this"):
        return "this object"
    words: list[str] = []
    if f.get("other"):
        words.append("another")
    if f.get("nontoken"):
        words.append("nontoken")
    if "colors" in f:
        words.append(" or ".join(f["colors"]))
    if "subtypes" in f:
        words.append(" ".join(f["subtypes"]))
    if "types" in f:
        words.append(" ".join(t.lower() for t in f["types"]))
    else:
        words.append(noun)
    if f.get("token"):
        words.append("token")
    phrase = " ".join(words)
    if not f.get("other"):
        phrase = ("an " if phrase[0] in "aeiou" else "a ") + phrase
    controller, owner = f.get("controller"), f.get("owner")
    if controller == "you":
        phrase += " you control"
    elif controller == "opponent":
        phrase += " an opponent controls"
    elif controller not in (None, "any"):
        phrase += f" {controller} controls"
    if owner == "opponent":
        phrase += " an opponent owns"
    elif owner not in (None, "any", "you"):
        phrase += f" {owner} owns"
    return phrase


# ---------------------------------------------------------------------------
# What a template answers
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Verdict:
    """Whether an effect applies to an event now; when not, why not."""

    ok: bool
    reason: str = ""
    mechanisms: tuple[str, ...] = ()
    """Keys of :attr:`Procedure.cites` behind the reason."""


@dataclass(frozen=True)
class ModeChoice:
    """A mode an effect may be applied in."""

    id: str
    label: str
    possible: bool = True
    reason: str = ""


@dataclass(frozen=True)
class Applied:
    """What applying an effect did."""

    events: tuple[Ev, ...]
    """What the event became (empty: it doesn't happen)."""
    world: World
    text: str
    """What the effect did, in words."""
    mechanisms: tuple[str, ...] = ()
    records: tuple[Any, ...] = ()
    """Outcome records for what no longer happens (prevented damage, skipped steps)."""


OK = Verdict(True)


@dataclass(frozen=True)
class Template:
    """A general kind of effect: its parameters, and hooks (the class registered with
    :func:`template`) that check whether it applies to an event, list its modes and
    apply it."""

    kind: str
    title: str
    params: tuple[Param, ...]
    watches: tuple[str, ...]
    """Event kinds it can modify (``move`` covers destroy and entering)."""
    category: str = "any"
    """The procedure step it belongs to: ``control``, ``copy``, ``back_face`` or ``any``."""
    mechanism: str = "replaced"
    marker: bool = False
    """Not a replacement: a rule the resolver consults ("can't", "can't be prevented")."""
    self_enter: bool = False
    """Its ``object: {"this": true}`` form is an entering object's own ability (614.12)."""
    hooks: Any = field(default=None, compare=False, repr=False)
    """An object with ``check``, ``apply`` and optionally ``modes``."""

    def check(self, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> Verdict | None:
        return self.hooks.check(self, fx, ev, ctx, bearer)

    def modes(self, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> tuple[ModeChoice, ...]:
        fn = getattr(self.hooks, "modes", None)
        return fn(self, fx, ev, ctx, bearer) if fn else ()

    def apply(self, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None, mode: str | None) -> Applied:
        return self.hooks.apply(self, fx, ev, ctx, bearer, mode)

    def describe(self, fx: Fx) -> str:
        fn = getattr(self.hooks, "describe", None)
        return fn(self, fx) if fn else self.title


TEMPLATES: dict[str, Template] = {}


def template(
    kind: str,
    title: str,
    params: tuple[Param, ...],
    watches: tuple[str, ...],
    **kw: Any,
) -> Callable[[type], type]:
    """Register the decorated class's ``check``/``modes``/``apply`` as template ``kind``."""

    def register(hooks: type) -> type:
        TEMPLATES[kind] = Template(kind, title, params, watches, hooks=hooks(), **kw)
        return hooks

    return register


# Helpers shared by the hooks ---------------------------------------------------


def _amount_event_ok(fx: Fx, ev: Ev, ctx: Ctx) -> bool:
    p = fx.pd
    event = p.get("event", "damage")
    if ev.kind == "move":
        return event == "put_counters" and bool(_entering_counters(fx, ev, ctx))
    if ev.kind != event:
        return False
    if event == "damage":
        return ctx.damage_matches(fx, ev, p.get("source"), p.get("recipient"))
    if event in ("gain_life", "create_tokens"):
        return player_matches(p.get("player", "you"), ev.player, fx.controller)
    if event == "put_counters":
        if p.get("counter") and ev.counter != p.get("counter"):
            return False
        o = ctx.world.obj(ev.object) if ev.object else None
        return o is not None and obj_matches(p.get("object"), o, fx=fx)
    return False


def _entering_counters(fx: Fx, ev: Ev, ctx: Ctx) -> tuple[str, ...]:
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
    fx: Fx, ev: Ev, ctx: Ctx, change: Callable[[int], int], how: str
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


COMBAT_PARAM = Param(
    "combat", "bool", doc="damage only: true watches combat damage, false noncombat damage"
)

_AMOUNT_NOUN = {
    "damage": "damage",
    "gain_life": "life",
    "create_tokens": "tokens",
    "put_counters": "counters",
}


@template(
    "multiply",
    "multiply an amount (damage, life gained, tokens, counters)",
    (
        Param("factor", "int", True, 2, doc="2 for double"),
        Param("event", "str", False, choices=tuple(_AMOUNT_NOUN)),
        Param("source", "objfilter"),
        Param("recipient", "recipientfilter"),
        Param("player", "playerfilter"),
        Param("object", "objfilter"),
        Param("counter", "str"),
        COMBAT_PARAM,
    ),
    ("damage", "gain_life", "create_tokens", "put_counters", "move"),
)
class _Multiply:
    def check(self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> Verdict | None:
        return OK if _amount_event_ok(fx, ev, ctx) else None

    def apply(
        self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None, mode: str | None
    ) -> Applied:
        factor = fx.pd.get("factor")
        word = {2: "twice", 3: "three times"}.get(factor, f"{factor} times")
        if ev.kind == "move":
            return _counters_as_it_enters(fx, ev, ctx, lambda n: n * factor, f"{word} that many")
        new = ev.but(amount=ev.amount * factor)
        noun = _AMOUNT_NOUN[ev.kind]
        much = "much" if ev.kind in ("damage", "gain_life") else "many"
        return Applied(
            (new,),
            ctx.world,
            f"{fx.label}: {word} that {much} {noun}, {ev.amount} → {new.amount}",
        )


@template(
    "add",
    "add to an amount (damage, life gained, tokens, counters)",
    (
        Param("amount", "int", True, doc='negative for "that much minus N" (never below 0)'),
        Param("event", "str", False, choices=tuple(_AMOUNT_NOUN)),
        Param("source", "objfilter"),
        Param("recipient", "recipientfilter"),
        Param("player", "playerfilter"),
        Param("object", "objfilter"),
        Param("counter", "str"),
        COMBAT_PARAM,
    ),
    ("damage", "gain_life", "create_tokens", "put_counters", "move"),
)
class _Add:
    def check(self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> Verdict | None:
        return OK if _amount_event_ok(fx, ev, ctx) else None

    def apply(
        self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None, mode: str | None
    ) -> Applied:
        add = fx.pd.get("amount")
        how = f"plus {add}" if add >= 0 else f"minus {-add}"
        if ev.kind == "move":
            return _counters_as_it_enters(
                fx, ev, ctx, lambda n: max(0, n + add), f"that many {how}"
            )
        new = ev.but(amount=max(0, ev.amount + add))
        noun = _AMOUNT_NOUN[ev.kind]
        return Applied(
            (new,),
            ctx.world,
            f"{fx.label}: that {'much' if ev.kind in ('damage', 'gain_life') else 'many'} "
            f"{noun} {how}, {ev.amount} → {new.amount}",
        )


@template(
    "set_amount",
    "a spell's own damage becomes a different amount (self-replacement)",
    (Param("amount", "int", True, 0),),
    ("damage",),
)
class _SetAmount:
    def check(self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> Verdict | None:
        if ev.kind == "damage" and ev.source == fx.source:
            return OK
        return None

    def apply(
        self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None, mode: str | None
    ) -> Applied:
        n = fx.pd.get("amount")
        return Applied(
            (ev.but(amount=n),),
            ctx.world,
            f"{fx.label}: it deals {n} damage instead of {ev.amount}",
        )


PREVENT_WORDS = ("all", "half_up", "half_down")


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


@template(
    "prevent",
    "prevent damage: a shield of N, N of each event, all of it, or the next instance",
    (
        Param(
            "amount",
            "int_or_all",
            True,
            1,
            choices=PREVENT_WORDS,
            doc='a number, "all", or half of the damage: "half_up" or "half_down" (rounded)',
        ),
        Param("shield", "bool", doc="a shield that counts down and is used up (615.7)"),
        Param("source", "objfilter"),
        Param("recipient", "recipientfilter"),
        Param("each", "objfilter", doc="a shield on each object matching when created (615.11)"),
        Param("shares_color_with", "str"),
        Param("chosen_source", "str", doc="an object chosen as the effect was created (615.8)"),
        Param("once", "bool", doc="used up once it has prevented damage"),
        Param("then_counter", "str", doc="a counter of this kind for each 1 damage prevented"),
        COMBAT_PARAM,
    ),
    ("damage",),
    mechanism="prevent",
)
class _Prevent:
    def check(self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> Verdict | None:
        p = fx.pd
        if ev.kind != "damage":
            return None
        if p.get("each") is not None or p.get("shares_color_with"):
            if ctx.world.shield(f"{fx.id}:{ev.recipient}") is None:
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
        if p.get("shield") and ctx.world.shield(_pool(fx, ev)) in (None, 0):
            return None
        return OK

    def apply(
        self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None, mode: str | None
    ) -> Applied:
        p = fx.pd
        world = ctx.world
        amount = p.get("amount")
        mechs: tuple[str, ...] = ("prevent",)
        if p.get("shield"):
            mechs = ("shield",)
        elif isinstance(amount, int) and not p.get("once"):
            mechs = ("prevent_each",)
        if p.get("chosen_source"):
            mechs = ("chosen_source", "recheck")
        if ev.unpreventable:
            n = 0
        elif p.get("shield"):
            left = world.shield(_pool(fx, ev)) or 0
            n = min(left, ev.amount)
            world = world.set_shield(_pool(fx, ev), left - n)
            if left - n == 0 and not _has_other_pools(fx, world):
                world = world.used_up(fx.id)
        else:
            n = prevented_amount(amount, ev.amount)
        if p.get("once") and n > 0:
            world = world.used_up(fx.id)
        new = ev.but(amount=ev.amount - n, prevented=ev.prevented + n)
        if ev.unpreventable:
            text = f"{fx.label}: the damage can't be prevented, so it prevents nothing"
            mechs = (*mechs, "cant_be_prevented")
        else:
            text = f"{fx.label}: prevents {n} damage, {ev.amount} → {new.amount}"
            if p.get("shield"):
                text += f" (shield left: {world.shield(_pool(fx, ev))})"
        events: tuple[Ev, ...] = (new,) if new.amount > 0 or ev.unpreventable else ()
        records: tuple[Any, ...] = ()
        if not events:
            records = (ctx.damage_record(new),)
        counter = p.get("then_counter")
        if counter:
            target = bearer or fx.source or ev.recipient
            extra = ctx.new_event(
                ev,
                "put_counters",
                suffix="counters",
                index=10**6,
                object=target,
                counter=counter,
                amount=n,
                made_by=fx.id,
            )
            plural = "" if n == 1 else "s"
            if n:
                text += f"; then {n} {counter} counter{plural} on {ctx.name(target)}"
            else:
                text += f"; no {counter} counters are put on {ctx.name(target)}"
            if n > 0:
                events = (*events, extra)
        return Applied(events, world, text, mechs, records)


def _pool(fx: Fx, ev: Ev) -> str:
    if fx.pd.get("each") is not None or fx.pd.get("shares_color_with"):
        return f"{fx.id}:{ev.recipient}"
    return fx.id


def _has_other_pools(fx: Fx, world: World) -> bool:
    return any(k.startswith(f"{fx.id}:") and v > 0 for k, v in world.shields)


@template(
    "redirect",
    "damage that would be dealt to one recipient is dealt to an object instead",
    (
        Param("recipient", "recipientfilter", True),
        Param("to", "str", True, doc='an object id, or "this"'),
        Param("once", "bool", doc="only the next time"),
        COMBAT_PARAM,
    ),
    ("damage",),
    mechanism="redirect",
)
class _Redirect:
    def check(self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> Verdict | None:
        if ev.kind != "damage":
            return None
        target = _redirect_target(fx)
        if ev.recipient == target:
            return None
        if not ctx.damage_matches(fx, ev, None, fx.pd.get("recipient")):
            return None
        o = ctx.world.obj(target)
        if not o.in_play or not ({"Creature", "Planeswalker", "Battle"} & set(o.types)):
            return Verdict(
                False,
                f"{o.name} is no longer {ctx.proc.battlefield_word} as a "
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
        self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None, mode: str | None
    ) -> Applied:
        target = _redirect_target(fx)
        world = ctx.world.used_up(fx.id) if fx.pd.get("once") else ctx.world
        return Applied(
            (ev.but(recipient=target),),
            world,
            f"{fx.label}: the damage is dealt to {ctx.name(target)} instead of "
            f"{ctx.name(ev.recipient)}",
            ("redirect",),
        )


def _redirect_target(fx: Fx) -> str:
    to = fx.pd.get("to")
    return str(fx.source if to == "this" else to)


@template(
    "regenerate",
    "the next time the object would be destroyed, regenerate it instead",
    (Param("object", "str", True, doc='an object id, or "this"'),),
    ("move",),
    mechanism="regenerate",
)
class _Regenerate:
    def check(self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> Verdict | None:
        target = fx.pd.get("object")
        target = fx.source if target == "this" else target
        # A destruction stays one when another effect has changed where the object would
        # go (Rest in Peace, Kalitas): the shield still replaces it (614.8 with 616.1f;
        # 419.6b with 419.9a's "if it is still appropriate").
        if ev.kind == "move" and ev.cause == "destroy" and ev.object == target:
            if ev.cant_be_regenerated:
                # 701.19c: "can't be regenerated" makes regeneration shields not apply.
                return Verdict(
                    False,
                    f"{ctx.name(ev.object)} can't be regenerated, so the regeneration "
                    "shield doesn't apply and isn't used up",
                    ("cant_regenerate",),
                )
            return OK
        return None

    def apply(
        self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None, mode: str | None
    ) -> Applied:
        new = ev.but(kind="regenerate", to_zone="battlefield", destroy=False)
        still = ""
        if not ev.destroy:
            still = (
                f"{ctx.name(ev.object)} would still be destroyed (another effect changed only "
                "where it would go), so the shield applies; "
            )
        return Applied(
            (new,),
            ctx.world.used_up(fx.id),
            f"{fx.label}: {still}instead of being destroyed, {ctx.name(ev.object)} regenerates",
            ("regenerate",),
        )


@template(
    "move_instead",
    "an object that would be put into a zone (a graveyard) goes elsewhere instead",
    (
        Param("object", "objfilter"),
        Param("from", "zone", choices=(*ZONE_WORDS, "anywhere"), doc='a zone or "anywhere"'),
        Param(
            "not_from",
            "zone",
            choices=ZONE_WORDS,
            doc='any zone but this one ("stack": a permanent that wasn\'t a resolving spell)',
        ),
        Param("to", "zone", choices=ZONE_WORDS, doc="the destination watched (graveyard)"),
        Param("cause", "str", doc="destroy, discard …"),
        Param("instead_to", "zone", True, choices=ZONE_WORDS),
        Param("also", "actions", doc="more done as well (create a token …)"),
    ),
    ("move",),
)
class _MoveInstead:
    def check(self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> Verdict | None:
        p = fx.pd
        if ev.kind != "move":
            return None
        if ev.to_zone != p.get("to", "graveyard"):
            return None
        src = p.get("from", "anywhere")
        if src != "anywhere" and ev.from_zone != src:
            return None
        if "not_from" in p and ev.from_zone == p["not_from"]:
            return None
        cause = p.get("cause")
        if cause == "destroy" and not ev.destroy:
            return None
        if cause not in (None, "destroy") and ev.cause != cause:
            return None
        o = ctx.world.obj(str(ev.object))
        if not obj_matches(p.get("object"), o, fx=fx, bearer=bearer):
            return None
        return OK

    def apply(
        self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None, mode: str | None
    ) -> Applied:
        to = fx.pd.get("instead_to")
        new = ev.but(to_zone=to, destroy=False)
        events: tuple[Ev, ...] = (new,)
        text = f"{fx.label}: {ctx.name(ev.object)} {ctx.zone_phrase(to, ev.object)} instead"
        also = fx.pd.get("also")
        if also:
            extra, words = ctx.actions(fx, ev, also)
            events = (*events, *extra)
            text += "; " + words
        return Applied(events, ctx.world, text)


# Entering ----------------------------------------------------------------------


def _enter_object_ok(fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> bool:
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
    _ENTER_PARAMS,
    ("move",),
    mechanism="entering",
    self_enter=True,
)
class _EnterTapped:
    def check(self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> Verdict | None:
        if not _enter_object_ok(fx, ev, ctx, bearer) or ev.tapped:
            return None
        return OK

    def apply(
        self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None, mode: str | None
    ) -> Applied:
        return Applied(
            (ev.but(tapped=True),),
            ctx.world,
            f"{fx.label}: {ctx.name(ev.object)} enters tapped",
            ("entering",),
        )


@template(
    "enter_with_counters",
    "enters with (additional) counters",
    (*_ENTER_PARAMS, Param("counter", "str", True), Param("count", "int", True, 1)),
    ("move",),
    mechanism="entering",
    self_enter=True,
)
class _EnterWithCounters:
    def check(self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> Verdict | None:
        return OK if _enter_object_ok(fx, ev, ctx, bearer) else None

    def apply(
        self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None, mode: str | None
    ) -> Applied:
        kind, n = fx.pd.get("counter"), fx.pd.get("count")
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
    def check(self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> Verdict | None:
        target = _copy_target(fx)
        if not _enter_object_ok(fx, ev, ctx, bearer) or ev.copy_of == target:
            return None
        if ev.object == target:
            return None
        return OK

    def apply(
        self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None, mode: str | None
    ) -> Applied:
        target = _copy_target(fx)
        return Applied(
            (ev.but(copy_of=target),),
            ctx.world,
            f"{fx.label}: {ctx.name(ev.object)} enters as a copy of {ctx.name(target)}",
            ("copy", "entering"),
        )


def _copy_target(fx: Fx) -> str:
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
    def check(self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> Verdict | None:
        if not _enter_object_ok(fx, ev, ctx, bearer) or ev.controller == fx.controller:
            return None
        return OK

    def apply(
        self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None, mode: str | None
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
    def check(self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> Verdict | None:
        if not _enter_object_ok(fx, ev, ctx, bearer) or ev.back_face:
            return None
        return OK

    def apply(
        self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None, mode: str | None
    ) -> Applied:
        return Applied(
            (ev.but(back_face=True),),
            ctx.world,
            f"{fx.label}: {ctx.name(ev.object)} enters with its back face up",
            ("back_face", "entering"),
        )


@template(
    "enter_choose",
    "as it enters, its controller chooses (a color …)",
    (
        *_ENTER_PARAMS,
        Param("choice", "str", doc='what is chosen, "color" by default'),
        Param("options", "color_list", doc="the possible answers; the five colors by default"),
    ),
    ("move",),
    mechanism="entering",
    self_enter=True,
)
class _EnterChoose:
    def check(self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> Verdict | None:
        what = fx.pd.get("choice", "color")
        if not _enter_object_ok(fx, ev, ctx, bearer) or any(k == what for k, _ in ev.chosen):
            return None
        return OK

    def modes(
        self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None
    ) -> tuple[ModeChoice, ...]:
        options = fx.pd.get("options") or list(COLOR_WORDS)
        what = fx.pd.get("choice", "color")
        return tuple(ModeChoice(str(o), f"choose {o} as the {what}") for o in options)

    def apply(
        self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None, mode: str | None
    ) -> Applied:
        what = fx.pd.get("choice", "color")
        return Applied(
            (ev.but(chosen=(*ev.chosen, (what, str(mode)))),),
            ctx.world,
            f"{fx.label}: as {ctx.name(ev.object)} enters, {ev.controller} chooses {mode}",
            ("entering",),
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
    WATCHABLE,
)
class _Instead:
    def check(self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> Verdict | None:
        w = fx.pd.get("watch")
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
            if not obj_matches(w.get("object"), ctx.world.obj(str(ev.object)), fx=fx):
                return None
        elif ev.kind == "put_counters":
            if not obj_matches(w.get("object"), ctx.world.obj(str(ev.object)), fx=fx):
                return None
        elif not player_matches(w.get("player", "you"), ev.player, fx.controller):
            return None
        if w.get("library_empty") and ctx.world.player(str(ev.player)).library:
            return None
        if w.get("not_first_in_draw_step") and ev.cause == "draw_step":
            return None
        return OK

    def modes(
        self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None
    ) -> tuple[ModeChoice, ...]:
        out = []
        for m in fx.modes:
            why = ctx.impossible(fx, ev, m.instead)
            out.append(ModeChoice(m.id, m.label, not why, why))
        return tuple(out)

    def apply(
        self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None, mode: str | None
    ) -> Applied:
        actions = fx.pd.get("instead")
        mechs: tuple[str, ...] = ()
        if mode is not None and fx.modes:
            actions = next(m.instead for m in fx.modes if m.id == mode)
            mechs = ("modal",)
        if ev.kind == "draw":
            mechs = (*mechs, "draw")
        events, words = ctx.actions(fx, ev, actions)
        records = ()
        if not events:
            records = (ctx.nothing_record(ev, fx),)
        world = ctx.world.used_up(fx.id) if fx.pd.get("once") else ctx.world
        return Applied(events, world, f"{fx.label}: instead, {words}", mechs, records)


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
    ),
    ("begin_step", "begin_turn"),
    mechanism="skip",
)
class _Skip:
    def check(self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> Verdict | None:
        step = fx.pd.get("step")
        if step == "turn":
            if ev.kind != "begin_turn":
                return None
        elif ev.kind != "begin_step" or ev.step != step:
            return None
        if not player_matches(fx.pd.get("player", "you"), ev.player, fx.controller):
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
        self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None, mode: str | None
    ) -> Applied:
        what = "turn" if ev.kind == "begin_turn" else f"{ev.step} step"
        return Applied(
            (),
            ctx.world.used_up(fx.id),
            f"{fx.label}: {ev.player} skips this {what}; the effect is used up",
            ("skip",),
            (ctx.skip_record(ev),),
        )


# Markers: not replacement effects, but rules the resolver consults -----------


CANT_EVENTS = ("gain_life", "draw", "lose_life", "damage", "enter", "put_counters", "win_game")


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
    ),
    (),
    marker=True,
    mechanism="cant",
)
class _Cant:
    def check(self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> Verdict | None:
        return None


@template(
    "cant_be_prevented",
    "damage can't be prevented (615.12)",
    (Param("source", "objfilter"), Param("recipient", "recipientfilter"), COMBAT_PARAM),
    (),
    marker=True,
    mechanism="cant_be_prevented",
)
class _CantBePrevented:
    def check(self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> Verdict | None:
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
    def check(self, t: Template, fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> Verdict | None:
        return None
