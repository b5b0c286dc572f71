"""Sacrificing permanents a player chooses: "sacrifice two untapped lands" (Scorched Ruins,
Lotus Vale), "sacrifice a Swamp" (Lake of the Dead).

"To sacrifice a permanent, its controller moves it from the battlefield directly to its
owner's graveyard. A player can't sacrifice something that isn't a permanent, or something
that's a permanent they don't control. Sacrificing a permanent doesn't destroy it, so
regeneration or other effects that replace destruction can't affect this action" (701.21a;
501.6a in 2008, "from the in-play zone"). So the permanents are those the sacrificing player
controls, and that player chooses which ones as the effect is applied (608.2d; 413.2c in
2008). Each permanent's move is then an event of its own, which other effects modify (Rest
in Peace exiles it): it was still sacrificed.

When a later action depends on the sacrifice ("If you do, put Scorched Ruins onto the
battlefield"), the sacrifice is a cost, paid when the effect is applied (118.12; 424.6 from
2008-10-01, 424.1 before: an action necessary to take another), and a cost is paid in full or
not at all: "A player can't pay a cost without having the necessary resources to pay it
fully" (118.3; 424.2 in 2008). With fewer such permanents than it names, nothing is
sacrificed and "if you don't" follows. The same holds for a sacrifice the player may do
(608.2d; 413.2c: "if a player can't meet all the immediate requirements of an optional
action, then he or she can't take that action"). Otherwise the effect does as much as it can
(609.3; 416.3 in 2008): it sacrifices those there are.

>>> from rules.engine.state import Obj, World
>>> land = Obj(id="a", name="Plains", owner="Alice", controller="Alice",
...            zone="battlefield", types=("Land",))
>>> tapped = Obj(id="b", name="Island", owner="Alice", controller="Alice",
...              zone="battlefield", types=("Land",), tapped=True)
>>> world = World(players=(), objects=(land, tapped), live=frozenset())
>>> [o.id for o in sacrificeable(world, "Alice", {"types": ["Land"], "tapped": False})]
['a']
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .filters import describe_filter, obj_matches
from .frozen import thaw
from .interface import EffectView
from .state import Obj, World


class _Nobody:
    """The effect a filter is read with when no effect is at hand: "you" is the sacrificing
    player, who controls every permanent taken (701.21a)."""

    def __init__(self, player: str) -> None:
        self.controller = player
        self.source: str | None = None


def sacrificeable(
    world: World, player: str, f: Any, fx: EffectView | None = None
) -> tuple[Obj, ...]:
    """The permanents ``player`` could sacrifice that match the object filter ``f``: on the
    battlefield and controlled by that player (701.21a), in the order listed. A filter's
    ``controller`` is ignored: a player sacrifices only what they control."""
    wanted = {k: v for k, v in (thaw(f) or {}).items() if k != "controller"}
    view: Any = fx if fx is not None else _Nobody(player)
    return tuple(
        o
        for o in world.objects
        if o.in_play
        and (o.controller or o.owner) == player
        and obj_matches(wanted, o, fx=view, controller=player)
    )


def sacrificed(
    world: World, player: str, picked: tuple[str, ...], n: int, f: Any, fx: EffectView | None
) -> tuple[str, ...]:
    """The ids of the ``n`` permanents a sacrifice takes: those the player picked, then the
    first others listed (what is left when every choice would be alike), in the order
    listed."""
    left = [o.id for o in sacrificeable(world, player, f, fx)]
    taken = [p for p in picked if p in left]
    taken += [o for o in left if o not in taken][: max(0, n - len(taken))]
    return tuple(o for o in left if o in taken[:n])


def permanent_noun(f: Mapping[str, Any] | None) -> str:
    """The permanents a sacrifice takes in words, without an article: "untapped land",
    "Swamp"."""
    wanted = {k: v for k, v in (thaw(f) or {}).items() if k != "controller"}
    if set(wanted) == {"subtypes"}:
        return " ".join(wanted["subtypes"])
    phrase = describe_filter(wanted, "permanent")
    return phrase.split(" ", 1)[1]


def sacrifice_as_cost(actions: Any) -> bool:
    """Whether a list of actions holds a sacrifice of permanents chosen, or cards exiled from
    a graveyard, that a later action depends on ("If you do", "If you can't", 118.12) or
    that the player may do: a cost, paid in full or not at all (118.3)."""
    listed = [thaw(a) for a in actions or ()]
    needed = {a[k] for a in listed for k in ("if_done", "unless_done") if k in a}
    return any(
        ((a.get("do") == "sacrifice" and "permanent" in a) or a.get("do") == "exile_from_graveyard")
        and (i in needed or a.get("may"))
        for i, a in enumerate(listed)
    )
