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

A permanent is sacrificed once: a player's sacrifices made in the same batch (two Kjeldoran
Outposts entering together) each take permanents of their own. One counts only what the
others leave it, chosen or not yet chosen (a matching of permanents to what each needs), a
choice that would leave another short is not offered (614.12b: combined costs must be
payable; read the same way before that rule), and those carried out take none another has.

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

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from .budget import check
from .filters import describe_filter, obj_matches
from .frozen import thaw
from .interface import EffectView
from .state import Ev, Obj, World

Demand = tuple[tuple[str, ...], int]
"""What a sacrifice not carried out yet still needs: the permanents it may take, in the
order listed, and how many more of them."""


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
        and obj_matches(wanted, o, fx=view, controller=player, world=world)
    )


def sacrificed(
    world: World,
    player: str,
    picked: tuple[str, ...],
    n: int,
    f: Any,
    fx: EffectView | None,
    gone: Iterable[str] = (),
    later: Sequence[Demand] = (),
) -> tuple[str, ...]:
    """The ids of the ``n`` permanents a sacrifice takes: those the player picked, then the
    first others listed (what is left when every choice would be alike) that leave the
    ``later`` sacrifices of the same batch what they need, in the order listed. ``gone``:
    the permanents other sacrifices of the batch took or chose (each is sacrificed once)."""
    out = set(gone)
    left = [o.id for o in sacrificeable(world, player, f, fx) if o.id not in out]
    taken = [p for p in picked if p in left]
    rest = tuple(p for p in left if p not in taken)
    k = max(0, n - len(taken))
    found = _matching([(rest, k), *_without(later, set(taken))]) if k and later else None
    if found is not None:
        taken += [p for p in rest if found.get(p) == 0]
    else:
        taken += rest[:k]
    return tuple(o for o in left if o in taken[:n])


def claims(
    world: World,
    player: str,
    events: Iterable[Ev],
    fx_of: Callable[[Ev], EffectView | None],
    besides: Iterable[str] = (),
) -> tuple[frozenset[str], list[Demand]]:
    """What ``player``'s sacrifices among ``events`` (simultaneous, not carried out yet)
    hold: the permanents already chosen for them, and what each still needs, apart from
    those and ``besides``. A permanent is sacrificed once (701.21a), so another sacrifice
    made at the same time can't take them."""
    mine = [e for e in events if e.kind == "sacrifice" and e.player == player]
    chosen = frozenset(p for e in mine for p in e.picked)
    out = chosen | frozenset(besides)
    needs = [
        (
            tuple(o.id for o in sacrificeable(world, player, e.card, fx_of(e)) if o.id not in out),
            max(0, e.amount - len(e.picked)),
        )
        for e in mine
    ]
    return chosen, needs


def to_choose(
    world: World, ev: Ev, batch: Iterable[Ev], fx_of: Callable[[Ev], EffectView | None]
) -> tuple[list[str], int]:
    """The permanents the player of the sacrifice ``ev`` may choose next, and how many more
    it takes: those they control that match, apart from those chosen for another sacrifice
    of the ``batch`` and those that would leave another unable to take what it needs
    (614.12b, 118.3)."""
    who = str(ev.player)
    others = [e for e in batch if e.id != ev.id]
    chosen, needs = claims(world, who, others, fx_of, ev.picked)
    have = [o.id for o in sacrificeable(world, who, ev.card, fx_of(ev)) if o.id not in chosen]
    left = [o for o in have if o not in ev.picked]
    need = min(ev.amount, len(have)) - len(ev.picked)
    return choosable(left, need, needs), need


def room(pool: Sequence[str], n: int, needs: Sequence[Demand]) -> int:
    """How many of ``n`` permanents a sacrifice can take from ``pool`` while the other
    sacrifices made at the same time get what they ``needs`` (each permanent once: costs
    paid together must all be payable, 614.12b, 118.3). Other sacrifices that can't all be
    met anyway don't count."""
    n = min(n, len(pool))
    found = _matching(needs) if any(k for _, k in needs) else None
    if found is None:
        return n
    # Every need keeps what it has as one more is found for this one (augmenting paths):
    # the most this one can take.
    grown = [*needs, (tuple(pool), n)]
    got = 0
    while got < n and _augment(len(needs), grown, found):
        got += 1
    return got


def choosable(left: Sequence[str], need: int, needs: Sequence[Demand]) -> list[str]:
    """The permanents of ``left`` a player may choose for a sacrifice that takes ``need``
    more: those that leave this one and the ``needs`` of the others made at the same time
    payable (614.12b; 118.3). All of them if the others can't all be met anyway."""
    whole = [(tuple(left), need), *needs]
    found = _matching(whole) if need > 0 and any(k for _, k in needs) else None
    if found is None:
        return list(left)
    out = []
    for o in left:
        # Taken by this sacrifice or by none in one way of meeting them all: choosable.
        if found.get(o, 0) != 0:
            rest = tuple(p for p in left if p != o)
            if _matching([(rest, need - 1), *_without(needs, {o})]) is None:
                continue
        out.append(o)
    return out


def _without(needs: Sequence[Demand], gone: set[str]) -> list[Demand]:
    return [(tuple(p for p in pool if p not in gone), k) for pool, k in needs]


def _matching(needs: Sequence[Demand]) -> dict[str, int] | None:
    """A way of giving each of ``needs`` its own permanents, each taken once (a matching,
    grown by augmenting paths, the first need served first and in the order listed): the
    index of the need each permanent goes to; None if they can't all be met."""
    if any(k > len(pool) for pool, k in needs):
        return None
    if sum(k for _, k in needs) > len({p for pool, k in needs if k for p in pool}):
        return None
    owner: dict[str, int] = {}
    for i, (_, k) in enumerate(needs):
        for _ in range(k):
            check()
            if not _augment(i, needs, owner):
                return None
    return owner


def _augment(start: int, needs: Sequence[Demand], owner: dict[str, int]) -> bool:
    """Find need ``start`` one more permanent, moving others from need to need along a path
    if that frees one (a breadth-first search, so no recursion)."""
    back: dict[int, tuple[int, str] | None] = {start: None}
    seen: set[str] = set()
    queue = [start]
    for at in queue:
        for p in needs[at][0]:
            if p in seen:
                continue
            seen.add(p)
            holder = owner.get(p)
            if holder is None:
                cur: int = at
                perm = p
                while True:
                    owner[perm] = cur
                    step = back[cur]
                    if step is None:
                        return True
                    cur, perm = step
            elif holder not in back:
                back[holder] = (at, p)
                queue.append(holder)
    return False


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
