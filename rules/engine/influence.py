"""The limited range of influence option (801; 601 from 2005-08-01 to 2009-07-10): each
player's range, measured in seats (801.2), and what it does to replacement and prevention
effects: the part of a replaced event that would have a spell or ability affect an object
or player outside its controller's range does nothing (801.13a); a prevention reaches only
the sources and recipients within its controller's range (801.13b).

>>> inf = Influence(("Alex", "Rob", "Carissa", "Dana"), 1, ())
>>> inf.player_within("Alex", "Rob"), inf.player_within("Alex", "Carissa")
(True, False)
>>> inf.player_within("Alex", "Dana"), inf.player_within("Alex", "Alex")
(True, True)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .frozen import thaw
from .state import Ev, Record, World, fact_of
from .words import describe_event, possessive

PLAYER_KINDS = frozenset(
    (
        "draw",
        "draw_cards",
        "gain_life",
        "lose_life",
        "pay_life",
        "win_game",
        "lose_game",
        "begin_step",
        "begin_turn",
        "create_tokens",
        "exchange_life",
        "return_card",
    )
)
"""Kinds of event whose affected thing is its ``player`` (the others name an object)."""


@dataclass(frozen=True)
class Influence:
    """The seats around the table, clockwise, and each player's range (801.2a)."""

    seats: tuple[str, ...]
    default: int
    """The range of each player that ``ranges`` doesn't name."""
    ranges: tuple[tuple[str, int], ...]

    @classmethod
    def of(cls, spec: Any, players: tuple[str, ...]) -> Influence | None:
        """The scenario's ``range_of_influence`` (frozen), or None when it has none."""
        if spec is None:
            return None
        d: Mapping[str, Any] = thaw(spec)
        seats = tuple(d.get("seats") or players)
        ranges = tuple(sorted((str(k), int(v)) for k, v in (d.get("players") or {}).items()))
        return cls(seats, int(d["range"]), ranges)

    def range_of(self, player: str) -> int:
        return dict(self.ranges).get(player, self.default)

    def distance(self, a: str, b: str) -> int:
        """Seats between two players, the shorter way round the table."""
        i, j = self.seats.index(a), self.seats.index(b)
        d = abs(i - j)
        return min(d, len(self.seats) - d)

    def player_within(self, player: str, other: str) -> bool:
        """Whether ``other`` is within ``player``'s range (801.2; always oneself, 801.2b)."""
        if player not in self.seats or other not in self.seats:
            return True
        return self.distance(player, other) <= self.range_of(player)

    def within(self, player: str, ref: str | None, world: World) -> bool:
        """Whether a player or an object is within ``player``'s range: an object is when
        its controller is (801.2d); one without a controller, by its owner (108.4a)."""
        if ref is None:
            return True
        if world.is_player(ref):
            return self.player_within(player, ref)
        if not world.has_obj(ref):
            return True
        o = world.obj(ref)
        return self.player_within(player, o.controller or o.owner)


def cause_controller(ev: Ev, world: World) -> str | None:
    """The controller of the spell or ability an event comes from, whose range limits what
    it affects: for damage, its source's controller (801.2: range covers damage dealing);
    else the player of the event's ``by`` when a spell or an ability caused it."""
    if ev.kind == "damage":
        if ev.source is None or not world.has_obj(ev.source):
            return None
        o = world.obj(ev.source)
        return o.controller or o.owner
    by = thaw(ev.by) if ev.by is not None else None
    if isinstance(by, dict) and by.get("kind") in ("spell", "ability"):
        player = by.get("player")
        if player is None and by.get("object") and world.has_obj(by["object"]):
            o = world.obj(by["object"])
            player = o.controller or o.owner
        return str(player) if player else None
    return None


def affected(ev: Ev) -> str | None:
    """The object or player an event affects: damage's recipient, a player's event's
    player, the object of the others."""
    if ev.kind == "damage":
        return ev.recipient
    if ev.kind in PLAYER_KINDS or ev.object is None:
        return ev.player
    return ev.object


def out_of_range(
    inf: Influence, ev: Ev, made: tuple[Ev, ...], world: World
) -> tuple[tuple[Ev, ...], tuple[Ev, ...], str]:
    """The events a replacement made of ``ev``, split into those that happen and those
    that would have the spell or ability ``ev`` comes from affect an object or player
    outside its controller's range: those do nothing (801.13a). What the replacement left
    as it was, and a prevention's additional effect (615.5, a new event of the
    prevention's own), are not parts it tried to change. Also the words of who is out."""
    cause = cause_controller(ev, world)
    if cause is None:
        return made, (), ""
    before = affected(ev)
    kept: list[Ev] = []
    gone: list[Ev] = []
    for e in made:
        target = affected(e)
        if e.additional or target == before or inf.within(cause, target, world):
            kept.append(e)
        else:
            gone.append(e)
    if not gone:
        return made, (), ""
    names = list(dict.fromkeys(_name(affected(e), world) for e in gone))
    verb = "is" if len(names) == 1 else "are"
    why = f"{' and '.join(names)} {verb} outside {possessive(cause)} range of influence"
    return tuple(kept), tuple(gone), why


def _name(ref: str | None, world: World) -> str:
    if ref is not None and world.has_obj(ref):
        return world.obj(ref).shown
    return str(ref)


def nothing_records(gone: tuple[Ev, ...], why: str, world: World) -> tuple[Record, ...]:
    """What the parts out of range come to: nothing (801.13a); damage is read as none dealt
    to its recipient ("deals 2 damage to Rob and no damage to Carissa")."""
    out = []
    for e in gone:
        if e.kind == "damage":
            who = _name(e.recipient, world)
            text = f"{_name(e.source, world)} deals no damage to {who} ({why})"
            out.append(
                Record(
                    "damage",
                    e.order,
                    text,
                    subject=who,
                    source=_name(e.source, world),
                    fact=("out_of_range", *fact_of(e)[1:]),
                )
            )
        else:
            text = f"{describe_event(e, world)}: that part does nothing ({why})"
            out.append(Record("nothing", e.order, text, fact=("out_of_range", *fact_of(e)[1:])))
    return tuple(out)


def prevention_reach(
    inf: Influence, p: Mapping[str, Any], ev: Ev, controller: str, world: World
) -> str:
    """Why a prevention effect of ``controller`` (its parameters ``p``) doesn't reach this
    damage (801.13b), or ``""`` when it does: one that names the source reaches only
    sources within the controller's range, one that names the recipient only recipients
    within it, one that names neither only damage whose source and recipient both are."""
    names_source = bool(p.get("source") or p.get("chosen_source") or p.get("shares_color_with"))
    names_recipient = bool(p.get("recipient") or p.get("each") is not None)
    checks = []
    if names_source or not names_recipient:
        checks.append(("source", ev.source))
    if names_recipient or not names_source:
        checks.append(("recipient", ev.recipient))
    out = [(role, ref) for role, ref in checks if not inf.within(controller, ref, world)]
    if not out:
        return ""
    role, ref = out[0]
    return (
        f"the damage's {role}, {_name(ref, world)}, is outside {possessive(controller)} range "
        f"of influence, and the effect {_NAMES[names_source, names_recipient]}"
    )


_NAMES = {
    (True, False): "names the source of the damage it prevents",
    (False, True): "names the recipient of the damage it prevents",
    (False, False): "names neither the source nor the recipient, so both must be within it",
    (True, True): "names both the source and the recipient",
}
"""What a prevention names (its source, its recipient), in words (801.13b)."""


def win_within_range(
    ev: Ev, world: World, inf: Influence, rules: str
) -> tuple[Record, tuple[Ev, ...]]:
    """A player an effect says wins the game: each of their opponents within their range
    loses the game instead (801.14), a ``lose_game`` event each, which effects on losing the
    game may still modify; and the record of the win that doesn't happen."""
    who = str(ev.player)
    mate = world.player(who).mate
    losers = [
        p.name
        for p in world.players
        if p.name not in (who, mate) and inf.player_within(who, p.name)
    ]
    text = (
        f"{who} doesn't win the game: each opponent within {possessive(who)} range of "
        f"influence loses the game instead ({rules})"
        + ("" if losers else ", and none is within it")
    )
    events = tuple(
        Ev(id=f"{ev.id}.lose{k}", kind="lose_game", order=(*ev.order, k), player=name, by=ev.by)
        for k, name in enumerate(losers, 1)
    )
    return Record("nothing", ev.order, text, subject=who, fact=("win_instead", who)), events
