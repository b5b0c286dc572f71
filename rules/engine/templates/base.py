"""What every template is made of: its answer values, the :class:`Template` record, and the
registry (:data:`TEMPLATES`) the families fill with :func:`template`.

A template says which events an effect watches (``check``), which modes it offers
(``modes``) and what the event becomes (``apply``). Its hooks see an effect and the
world through :mod:`rules.engine.interface` only.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ..interface import Context, EffectView
from ..params import CONDITION_PARAM, Param
from ..state import Ev, World, replace


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


class Applied(NamedTuple):
    """What applying an effect did (a tuple: one is made for every effect applied)."""

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
    may_in: str = ""
    """The parameter whose list of actions may hold one the player may do ("you may …",
    ``"may": true``), asked as the effect applies: ``instead`` for an ``instead`` effect,
    ``then`` for a prevention's follow-up (615.5); empty where no choice is asked."""
    hooks: Any = field(default=None, compare=False, repr=False)
    """An object with ``check``, ``apply`` and optionally ``modes``."""

    def entering_object(self, params: Any) -> Any:
        """The filter of the entering object it applies to (``{"this": true}``: its own
        source's entering, 614.12), or None."""
        fn = getattr(self.hooks, "entering_object", None)
        return fn(params) if fn else params.get("object")

    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        """Whether the effect applies to ``ev`` now (None: it doesn't watch such an event)."""
        return self.hooks.check(fx, ev, ctx, bearer)  # type: ignore[no-any-return]

    def modes(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None
    ) -> tuple[ModeChoice, ...]:
        """The modes it may be applied in (none: it has no modes)."""
        fn = getattr(self.hooks, "modes", None)
        return fn(fx, ev, ctx, bearer) if fn else ()

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        """What ``ev`` becomes when the effect is applied to it (in ``mode``)."""
        return self.hooks.apply(fx, ev, ctx, bearer, mode)  # type: ignore[no-any-return]


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
        every = params if any(p.name == "condition" for p in params) else (*params, CONDITION_PARAM)
        TEMPLATES[kind] = Template(kind, title, every, watches, hooks=hooks(), **kw)
        return hooks

    return register


COMBAT_PARAM = Param(
    "combat", "bool", doc="damage only: true watches combat damage, false noncombat damage"
)


def keyed_on_source(kind: str, p: Any) -> bool:
    """Whether a "next time" effect on damage is keyed on a source ("the next time [a
    source] would deal damage"): it meets the next instance of that source's damage, all the
    damage the source deals at one time, to one recipient or several, and is used up once
    that instance has happened. A prevention says so in 615.8 ("the next instance of damage
    from that source, regardless of how much damage that is"); any effect on "damage from a
    source" applies to "the next damage dealt by that permanent" (609.7a; 419.8a in 2008),
    and combat damage is all dealt at once (510.2; 310.4 in 2008). A count of damage ("the
    next N") is not: it counts damage, not instances (615.7)."""
    if not p.get("once") or p.get("shield"):
        return False
    if kind == "prevent":
        return bool(p.get("source")) or p.get("chosen_source") is not None
    if kind in ("redirect", "multiply"):
        return p.get("amount") is None and (
            bool(p.get("source")) or p.get("chosen_source") is not None
        )
    if kind == "instead":
        watch = p.get("watch") or {}
        return watch.get("event") == "damage" and bool(watch.get("source"))
    return False


EVERY_SOURCE = "*"
"""The source an effect keyed on several recipients records in ``World.instance``: it meets
the damage of every source dealt to them at that one time."""


def keyed_on_recipients(kind: str, p: Any) -> bool:
    """Whether a "next time" effect on damage is keyed on several recipients at once ("the
    next time damage would be dealt to this creature and/or you", Glarecaster): "and/or"
    names one time at which damage would be dealt to either or both, so the effect meets
    all the damage that would be dealt to them at that time, from every source, and is used
    up once it has happened. No rule says so in words; combat damage is all dealt at once
    (510.2; 310.4 in 2008), and a spell dealing damage to each of several deals it at once.
    A "next time" effect on one recipient meets one of several simultaneous events (see
    :func:`keyed_on_source` and the ``once_first`` question); a count of damage does not
    count times (615.7)."""
    if not p.get("once") or p.get("shield") or keyed_on_source(kind, p):
        return False
    if kind == "instead":
        watch = p.get("watch") or {}
        recipient = watch.get("recipient") if watch.get("event") == "damage" else None
    elif kind in ("prevent", "redirect", "multiply"):
        if kind == "redirect" and p.get("amount") is not None:
            return False
        recipient = p.get("recipient")
    else:
        return False
    return isinstance(recipient, dict) and "player" in recipient and "object" in recipient


def instance_of(kind: str, p: Any, ev: Ev) -> tuple[str, str] | None:
    """What a "next time" effect keyed on a source or on several recipients records as the
    time it met (``(effect id, source)``, the source :data:`EVERY_SOURCE` for recipients);
    None for any other effect. The effect id is filled in by the caller."""
    if ev.kind != "damage":
        return None
    if keyed_on_source(kind, p):
        return ("", str(ev.source))
    if keyed_on_recipients(kind, p):
        return ("", EVERY_SOURCE)
    return None


def rest_of_instance(kind: str, fx: EffectView, ev: Ev, world: World) -> bool:
    """Whether a "next time" effect keyed on a source (or on several recipients) has already
    met another part of this instance of ``ev``'s damage (the damage dealt at the same
    time)."""
    met = instance_of(kind, fx.pd, ev)
    return met is not None and (fx.id, met[1]) in world.instance


def spend_once(kind: str, fx: EffectView, ev: Ev, world: World) -> World:
    """A "next time" effect having applied to ``ev``: used up now, or, keyed on a source or
    on several recipients, once the rest of that damage dealt at the same time has happened
    (:func:`keyed_on_source`, :func:`keyed_on_recipients`)."""
    if not fx.pd.get("once"):
        return world
    found = instance_of(kind, fx.pd, ev)
    if found is not None:
        met = (fx.id, found[1])
        return world if met in world.instance else replace(world, instance=(*world.instance, met))
    return world.used_up(fx.id)


def instance_mechanism(kind: str, fx: EffectView) -> str:
    """The mechanism a trace cites for the rest of an instance: a source's (615.8 as read
    by 609.7a) or the recipients' one time."""
    return "recipients_instance" if keyed_on_recipients(kind, fx.pd) else "source_instance"


def instance_words(ctx: Context, ev: Ev, kind: str = "", fx: EffectView | None = None) -> str:
    """What a trace says of a "next time" effect meeting the rest of an instance."""
    if fx is not None and keyed_on_recipients(kind, fx.pd):
        return (
            " (the rest of the damage that would be dealt at that same time to the "
            "recipients it names: the next time damage would be dealt to them is all the "
            "damage dealt to them at once)"
        )
    return (
        f" (the rest of the next instance of {ctx.name(ev.source)}'s damage, dealt at the "
        "same time: the effect applies to the next damage that source deals)"
    )


def may_action(params: Any, key: str) -> int | None:
    """The index of the action of the list ``key`` of ``params`` that the player may do
    ("you may [do]"), or None."""
    actions = params.get(key) if key else None
    if not isinstance(actions, (list, tuple)):
        return None
    return next((i for i, a in enumerate(actions) if isinstance(a, Mapping) and a.get("may")), None)


def may_modes(
    fx: EffectView, ev: Ev, ctx: Context, action: Any, prevented: int = 0
) -> tuple[ModeChoice, ...]:
    """ "You may [do] …": do it (``do``) or don't (``dont``). Doing it is possible only if
    the action can be carried out now (a discard needs a card it can discard, damage a
    creature still on the battlefield): a player can't choose an impossible option (608.2d;
    413.2c in 2008), and "if you don't" then follows."""
    made, words = ctx.actions(fx, ev, action, prevented=prevented)
    if not made:
        return (ModeChoice("do", "yes", False, words), ModeChoice("dont", "no"))
    return (ModeChoice("do", f"yes: {words}"), ModeChoice("dont", "no"))


_READ_FROM_EVENT = ("prevented", "that_many")


def follow_up_once(fx: EffectView, ev: Ev, world: World, then: Any) -> tuple[Any, World]:
    """A prevention's follow-up (615.5) for damage dealt at one time to one recipient by
    several sources (blockers): the effect applies once to all that damage, so its fixed
    actions are done once ("remove a +1/+1 counter": Undergrowth Champion's and the
    Phantoms' rulings; a shield counter, 122.1c), while those counting the damage
    ("that many", "the damage prevented this way") add up, each source's part with it."""
    key = (fx.id, str(ev.recipient))
    if key not in world.followed:
        return then, replace(world, followed=(*world.followed, key))
    kept = [
        a
        for a in then
        if isinstance(a, Mapping)
        and (a.get("count") in _READ_FROM_EVENT or a.get("amount") in _READ_FROM_EVENT)
    ]
    return kept, world
