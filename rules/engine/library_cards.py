"""Objects of the scenario that stand in a library at a place (an object with ``zone``
``library`` and a ``position``): the library's list of cards has a mark for each, and a
draw, a mill or a look at the top that takes the card moves that object, which then is
that object in its new zone (400.7: an object that moves to another zone becomes a new
object, but it is the same card, with the same abilities; a graveyard's dredge card works
from there, 702.52a, 113.6b)."""

from __future__ import annotations

from collections.abc import Iterable

from .state import World, replace

MARK = "\x1f"
"""What begins an object's entry in a library's list: no card name has it (the schema's
names are printable)."""


def placed(object_id: str) -> str:
    """A library entry standing for the object ``object_id``."""
    return MARK + object_id


def placed_id(entry: str) -> str | None:
    """The object a library entry stands for, if it stands for one."""
    return entry[1:] if entry.startswith(MARK) else None


def entry_name(world: World, entry: str) -> str:
    """The name people read for a library entry: the object's, or the card's name."""
    oid = placed_id(entry)
    return entry if oid is None else world.obj(oid).shown


def entry_key(entry: str) -> str:
    """A library card as a choice names it: an object's id, or ``name:`` and its name."""
    oid = placed_id(entry)
    return f"name:{entry}" if oid is None else oid


def named_cards(entries: Iterable[str]) -> int:
    """How many entries are cards known only by their names (objects are counted as
    objects)."""
    return sum(1 for e in entries if not e.startswith(MARK))


def with_placed(names: tuple[str, ...], at: dict[int, str]) -> tuple[str, ...]:
    """A library's list: ``names`` in order, with each object of ``at`` (its position, 1
    the top, and its id) at its place."""
    rest = iter(names)
    out: list[str] = []
    for k in range(1, len(names) + len(at) + 1):
        out.append(placed(at[k]) if k in at else next(rest))
    return tuple(out)


def left_library(world: World, object_id: str) -> World:
    """The world once the object ``object_id`` has left its owner's library: its place
    there is no more (a move out of the library by an event of the scenario)."""
    o = world.obj(object_id)
    p = world.player(o.owner)
    mark = placed(object_id)
    if mark not in p.library:
        return world
    return world.set_player(replace(p, library=tuple(e for e in p.library if e != mark)))
