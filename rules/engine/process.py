"""Carrying out a repeating process, one repetition at a time (see :mod:`.repeating`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from dataclasses import replace as with_fields
from typing import Any

from .compiling import event_from_spec
from .condition_words import describe_condition
from .conditions import holds
from .frozen import thaw
from .interface import Params
from .repeating import Process, moved_cards, zones_of
from .specs import Mode
from .state import Ev, Record, World
from .words import possessive


@dataclass(frozen=True)
class _Player:
    """The player who repeats the process, as the conditions see "you"."""

    controller: str
    id: str = "process"
    label: str = "the process"
    source: str | None = None
    origin: str = "resolution"
    modes: tuple[Mode, ...] = ()
    pd: Params = field(default_factory=Params)
    mate: str | None = None


def repeat_step(ev: Ev, world: World, ctx: Any) -> tuple[World, list[Record], tuple[Ev, ...]]:
    """The next repetition's events and the process after them, or the process's end."""
    p: Process = ev.repeat
    if p.done:
        # 701.17c, 400.7j: the cards moved are found where they went (608.2h: else as
        # they last were); the condition reads them.
        p = with_fields(p, moved=moved_cards(p.zones, world))
        ev = ev.but(repeat=p)
    who = str(ev.player)
    state = hash((world.players, world.objects))
    end = None
    if (
        p.done
        and p.until is not None
        and holds(thaw(p.until), world, _Player(who, mate=world.player(who).mate), ev)
    ):
        cond = describe_condition(thaw(p.until))
        end = (f"{possessive(who)} process ends after {p.done} repetition(s): {cond}", "until")
    elif p.done and state == p.before:
        end = (
            f"{possessive(who)} process would repeat forever, each repetition the same: a loop of "
            "mandatory actions, so the game is a draw (104.4b)",
            "loop",
        )
    elif p.done >= p.times:
        most = f"{possessive(who)} process ends after {p.done} repetition(s), the most it makes"
        end = (most, "times")
    if end is not None:
        fact = ("process", who, end[1], p.done)
        return world, [Record("process", ev.order, end[0], subject=who, fact=fact)], ()
    n = p.done + 1
    body = tuple(
        event_from_spec(spec, f"{ev.id}.r{n}.{i}", (*ev.order, n, i), world)
        for i, spec in enumerate(p.body)
    )
    nxt = ev.but(
        id=f"{ev.id}.r{n}",
        order=(*ev.order, n, len(body)),
        repeat=with_fields(p, done=n, before=state, zones=zones_of(world), moved=()),
    )
    return world, [], (*body, nxt)
