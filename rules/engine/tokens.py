"""A token as it is created: the object a ``create_tokens`` event makes (111.1)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from .filters import obj_matches
from .frozen import freeze, thaw
from .interface import EffectView
from .state import Ev, Obj, World
from .vocabulary import PREDEFINED_TOKENS

__all__ = ["PREDEFINED_TOKENS", "token_object"]


def token_object(spec: Mapping[str, Any], world: World, player: str, tid: str) -> Obj:
    """The token ``spec`` describes (its characteristics, or those of the object it is a
    copy of, 111.10 / 707.2), created under ``player``'s control with the id ``tid``; it
    is about to enter the battlefield. Effects that care what kind of token would be
    created ("creature tokens", Parallel Lives) read it too."""
    copy_of = spec.get("copy_of")
    base = world.obj(copy_of) if copy_of else None
    return Obj(
        id=tid,
        name=base.name if base else str(spec.get("name", "Token")),
        owner=player,
        controller=player,
        zone="entering",
        types=base.types if base else tuple(spec.get("types", ("Creature",))),
        subtypes=base.subtypes if base else tuple(spec.get("subtypes", ())),
        supertypes=base.supertypes if base else (),
        colors=base.colors if base else tuple(spec.get("colors", ())),
        power=base.power if base else spec.get("power"),
        toughness=base.toughness if base else spec.get("toughness"),
        token=True,
        copy_of=copy_of,
    )


Part = tuple[dict[str, Any], int]
"""One kind of token an event creates, and how many."""


def token_parts(ev: Ev) -> tuple[Part, ...]:
    """The kinds of token a ``create_tokens`` event makes, each with how many: its ``token``
    (what ``more`` leaves of ``amount``), then those of ``more``. One event may create tokens
    of several kinds ("create a Clue, a Food and a Treasure token"), as a replacement effect
    makes it (614.6: the modified event is one event)."""
    first = thaw(ev.token) if ev.token is not None else {}
    rest = sum(n for _, n in ev.more)
    return ((dict(first), ev.amount - rest), *((dict(thaw(s)), n) for s, n in ev.more))


def with_parts(ev: Ev, parts: Iterable[Part]) -> Ev:
    """``ev`` creating ``parts`` instead: tokens of one kind added up, kinds of none left
    out, in the order of their names, so that the same tokens made in another order are the
    same event (and the same outcome)."""
    counts: dict[Any, int] = {}
    for spec, n in parts:
        key = freeze(spec)
        counts[key] = counts.get(key, 0) + n
    kept = sorted(((k, n) for k, n in counts.items() if n > 0), key=_kind_order)
    if not kept:
        return ev.but(amount=0, more=())
    return ev.but(token=kept[0][0], amount=sum(n for _, n in kept), more=tuple(kept[1:]))


def part_matches(
    f: Mapping[str, Any] | None, spec: Mapping[str, Any], ev: Ev, world: World, fx: EffectView
) -> bool:
    """Whether the tokens of ``spec`` that ``ev`` would create match the object filter ``f``
    ("creature tokens", "a Clue, Food, or Treasure token"): each token as it would be created,
    a copy with the copied object's characteristics (111.4, 707.2)."""
    who = str(ev.player)
    token = token_object(spec, world, who, f"{ev.id}.t")
    return obj_matches(f, token, fx=fx, controller=who)


def any_part_matches(f: Mapping[str, Any] | None, ev: Ev, world: World, fx: EffectView) -> bool:
    """Whether any token ``ev`` would create matches ``f``."""
    return any(n > 0 and part_matches(f, s, ev, world, fx) for s, n in token_parts(ev))


def changed(
    ev: Ev, change: Callable[[int], int], f: Mapping[str, Any] | None, world: World, fx: EffectView
) -> Ev:
    """``ev`` with the number of each kind of token that matches ``f`` changed ("twice that
    many of those tokens", Doubling Season; "three times that many of those tokens", only of
    the creature tokens, Ojer Taq): the other kinds are created as they were."""
    if not ev.more:
        return ev.but(amount=change(ev.amount))
    parts = token_parts(ev)
    return with_parts(
        ev, [(s, change(n) if part_matches(f, s, ev, world, fx) else n) for s, n in parts]
    )


def _kind_order(part: tuple[Any, int]) -> tuple[str, str]:
    spec = thaw(part[0])
    return str(spec.get("name") or spec.get("copy_of") or ""), repr(sorted(spec.items()))


def added(ev: Ev, n: int, f: Mapping[str, Any] | None, world: World, fx: EffectView) -> Ev:
    """``ev`` with ``n`` more (or fewer, never below none) tokens of the first kind that
    matches ``f`` ("those tokens plus an additional Treasure token", Xorn)."""
    if not ev.more:
        return ev.but(amount=max(0, ev.amount + n))
    parts = list(token_parts(ev))
    at = next((i for i, (s, c) in enumerate(parts) if c and part_matches(f, s, ev, world, fx)), 0)
    parts[at] = (parts[at][0], max(0, parts[at][1] + n))
    return with_parts(ev, parts)
