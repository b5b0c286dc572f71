"""What happens for the events that actions make beyond the event's own object: cards from
the top of a library or a graveyard, counters removed, control gained, damage removed,
tapping."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .actions import build, tokens_made
from .filters import card_keeper
from .frozen import thaw
from .hands import discarded
from .library_cards import placed_id
from .looking import chosen_places, look_spec, looked_at, of_kind, reveal_kind
from .sacrificing import claims, sacrificed
from .state import Ev, Obj, PlayerState, Record, World, replace
from .words import count_counters, count_noun, namer, top_of_library

Happened = tuple[World, list[Record], tuple[Ev, ...]]


def put_in_library(world: World, o: Obj, position: str) -> World:
    """A card put on top of or on the bottom of its owner's library (not shuffled in): the
    library's list of cards has it there."""
    p = world.player(o.owner)
    cards = o.melded or (o.name,)  # a melded permanent's two cards (712.21a)
    library = (*cards, *p.library) if position == "top" else (*p.library, *cards)
    return world.set_player(replace(p, library=library))


def card_id(world: World, player: str, zone: str) -> str:
    """The id of a card known only by its name in a player's zone, as it becomes an object:
    the same whichever effect moves it, so that outcomes which differ only in the effect
    that moved a card are one outcome (``Alice.library.1``: scenario ids have no dot)."""
    prefix = f"{player}.{zone}."
    return prefix + str(1 + sum(1 for o in world.objects if o.id.startswith(prefix)))


def card_object(ctx: Any, cid: str, name: str, owner: str, zone: str) -> Obj:
    """A card a player's list names, as an object: with the characteristics the scenario's
    ``cards`` gives that name (none when it gives none)."""
    listed = thaw(ctx.cc.scenario.cards or ()) if ctx is not None else ()
    known: dict[str, Any] = next((c for c in listed if c["name"] == name), {})
    card = Obj(id=cid, name=name, owner=owner, controller=None, zone=zone)
    return replace(
        card,
        types=tuple(known.get("types", ())),
        subtypes=tuple(known.get("subtypes", ())),
        supertypes=tuple(known.get("supertypes", ())),
        colors=tuple(known.get("colors", ())),
    )


def library_card(world: World, ctx: Any, player: str, entry: str) -> tuple[World, str]:
    """A card of ``player``'s library as the object that moves: the scenario's object
    placed there, or a card known by its name, made an object."""
    oid = placed_id(entry)
    if oid is not None:
        return world, oid
    cid = card_id(world, player, "library")
    return world.set_obj(card_object(ctx, cid, entry, player, "library")), cid


def each_move(ev: Ev, k: int, object_id: str, ev_id: str, **fields: Any) -> Ev:
    """The k-th of the moves an event makes, one object's: an event of its own that other
    effects may replace (Rest in Peace), sorting just after ``ev``."""
    return Ev(id=ev_id, kind="move", order=(*ev.order, k), object=object_id, **fields)


def _library_top(ev: Ev, world: World, ctx: Any) -> Happened:
    """The top N cards of a library are put into a graveyard (mill, 701.17a) or exiled:
    as many as there are (701.17b). Each card's move is an event of its own that other
    effects may replace (Rest in Peace), so the moves follow as the next events."""
    p: PlayerState = world.player(str(ev.player))
    n = min(ev.amount, len(p.library))
    if n == 0:
        text = f"{p.name} has no card in their library to put anywhere"
        none = Record("nothing", ev.order, text, subject=p.name, fact=("nothing", p.name))
        return world, [none], ()
    cards, rest = p.library[:n], p.library[n:]
    world = world.set_player(replace(p, library=rest))
    moves: list[Ev] = []
    for k, card in enumerate(cards, start=1):
        world, cid = library_card(world, ctx, p.name, card)
        cause = "mill" if ev.to_zone == "graveyard" else None
        moves.append(
            each_move(ev, k, cid, cid, from_zone="library", to_zone=ev.to_zone, cause=cause)
        )
    if ev.to_zone == "graveyard":
        text = f"{p.name} mills {count_noun(n, 'card')}"
    else:
        text = f"{p.name} exiles {top_of_library(n)}"
    fact = ("library_top", p.name, ev.to_zone, n)
    return world, [Record("library_top", ev.order, text, subject=p.name, fact=fact)], tuple(moves)


def _look_at_top(ev: Ev, world: World, ctx: Any) -> Happened:
    """A player looks at the top N cards of their library (as many as there are) and puts
    those they chose into one zone, the rest into another: each card's move an event of its
    own that other effects may replace (Rest in Peace exiles the rest). A card put into a
    hand this way is not drawn (121.5; 423.5 in 2008)."""
    p: PlayerState = world.player(str(ev.player))
    spec = look_spec(ev)
    cards = looked_at(ev, world)
    if not cards:
        text = f"{p.name} has no card in their library to look at"
        return (
            world,
            [Record("nothing", ev.order, text, subject=p.name, fact=("nothing", p.name))],
            (),
        )
    chosen = chosen_places(cards, ev.picked, int(spec["choose"]))
    world = world.set_player(replace(p, library=p.library[len(cards) :]))
    moves: list[Ev] = []
    for k, card in enumerate(cards, start=1):
        world, cid = library_card(world, ctx, p.name, card)
        to, at = ("to", "position") if k - 1 in chosen else ("rest", "rest_position")
        moves.append(
            each_move(ev, k, cid, cid, from_zone="library", to_zone=spec[to], position=spec[at])
        )
    text = f"{p.name} looks at {top_of_library(len(cards))}"
    fact = ("look_at_top", p.name, len(cards))
    return world, [Record("look_at_top", ev.order, text, subject=p.name, fact=fact)], tuple(moves)


def _reveal_until(ev: Ev, world: World, ctx: Any) -> Happened:
    """A player reveals cards from the top of their library until a card of the chosen kind:
    that card goes to the effect's zone (a hand: not drawn, 121.5; 423.5 in 2008), the
    others revealed to the bottom of the library, in the order revealed. Without a card of
    that kind, every card revealed goes to the bottom. Each move is an event of its own."""
    p: PlayerState = world.player(str(ev.player))
    spec, kind = look_spec(ev), reveal_kind(ev)
    if not p.library:
        text = f"{p.name} has no card in their library to reveal"
        return (
            world,
            [Record("nothing", ev.order, text, subject=p.name, fact=("nothing", p.name))],
            (),
        )
    revealed: list[Obj] = []
    for card in p.library:
        world, cid = library_card(world, ctx, p.name, card)
        o = world.obj(cid)
        revealed.append(o)
        if of_kind(o.types, kind):
            break
    world = world.set_player(replace(p, library=p.library[len(revealed) :]))
    found = revealed[-1] if of_kind(revealed[-1].types, kind) else None
    others = [o for o in revealed if o is not found]
    moves: list[Ev] = []
    if found is not None:
        moves.append(each_move(ev, 1, found.id, found.id, from_zone="library", to_zone=spec["to"]))
    for k, o in enumerate(others, start=len(moves) + 1):
        moves.append(
            each_move(ev, k, o.id, o.id, from_zone="library", to_zone="library", position="bottom")
        )
    names = ", ".join(o.name for o in revealed)
    text = f"{p.name} chooses {kind} and reveals {names}"
    if found is None:
        text += f" (no {kind} card)"
    fact = ("reveal_until", p.name, kind, len(revealed))
    return world, [Record("reveal_until", ev.order, text, subject=p.name, fact=fact)], tuple(moves)


def _discard(ev: Ev, world: World, ctx: Any) -> Happened:
    """A player discards cards: each is moved from its owner's hand to their graveyard
    (701.9a), a move of its own that other effects may replace (Obstinate Baloth, madness).
    The cards are those the player chose (701.9b, asked before the discard happens); a random
    discard takes the first cards listed."""
    who = str(ev.player)
    fx = ctx.cc.fx(ev.made_by.effect) if ev.made_by is not None else None
    cards = discarded(world, who, ev.picked, ev.amount, card_keeper(fx, ev.card))
    if not cards:
        text = f"{who} has no card in hand to discard"
        return world, [Record("nothing", ev.order, text, subject=who, fact=("nothing", who))], ()
    moves: list[Ev] = []
    names = [c for c in cards if isinstance(c, str)]
    if names:
        p: PlayerState = world.player(who)
        hand = list(p.hand)
        for name in names:
            hand.remove(name)
        world = world.set_player(replace(p, hand=tuple(hand)))
    for k, card in enumerate(cards, start=1):
        if isinstance(card, str):
            # The card's name is part of its id: discarding one card or another of the
            # hand is another outcome (outcomes compare by ids).
            oid = f"{card_id(world, who, 'hand')}.{card}"
            world = world.set_obj(card_object(ctx, oid, card, who, "hand"))
        else:
            oid = card.id
        moves.append(
            each_move(
                ev,
                k,
                oid,
                f"{ev.id}.c{k}",
                from_zone="hand",
                to_zone="graveyard",
                cause="discard",
                by=ev.by,
            )
        )
    return world, [], tuple(moves)


def _exile_graveyard(ev: Ev, world: World, ctx: Any) -> Happened:
    """A player exiles cards from their graveyard: those they chose (608.2d, asked before
    the exile happens), then the first others listed. Each card's move to exile is an
    event of its own that other effects may replace."""
    who = str(ev.player)
    fx = ctx.cc.fx(ev.made_by.effect) if ev.made_by is not None else None
    cards = discarded(world, who, ev.picked, ev.amount, card_keeper(fx, ev.card), "graveyard")
    if not cards:
        text = f"{who} has no card in their graveyard to exile"
        return world, [Record("nothing", ev.order, text, subject=who, fact=("nothing", who))], ()
    p: PlayerState = world.player(who)
    graveyard = list(p.graveyard)
    for card in cards:
        if isinstance(card, str):
            graveyard.remove(card)
    world = world.set_player(replace(p, graveyard=tuple(graveyard)))
    moves: list[Ev] = []
    for k, card in enumerate(cards, start=1):
        if isinstance(card, str):
            # The card's name is part of its id, as a discarded card's: exiling one card or
            # another of the graveyard is another outcome.
            oid = f"{card_id(world, who, 'graveyard')}.{card}"
            obj = Obj(id=oid, name=card, owner=who, controller=None, zone="graveyard")
            world = world.set_obj(obj)
        else:
            oid = card.id
        moves.append(
            each_move(ev, k, oid, f"{ev.id}.g{k}", from_zone="graveyard", to_zone="exile", by=ev.by)
        )
    return world, [], tuple(moves)


def _sacrifice(ev: Ev, world: World, ctx: Any) -> Happened:
    """A player sacrifices the permanents they chose (701.21a, asked before the sacrifice
    happens): each moves from the battlefield to its owner's graveyard, a move of its own
    that other effects may replace (Rest in Peace). A sacrifice is not a destruction, so
    regeneration and effects on destruction (umbra armor) don't apply to it."""
    who = str(ev.player)
    cc = ctx.cc

    def fx_of(e: Ev) -> Any:
        return cc.fx(e.made_by.effect) if e.made_by is not None else None

    # The batch's sacrifices happen together, each permanent once (701.21a): this one
    # leaves those taken or chosen by the others, and what the later ones need.
    at = next((k for k, e in enumerate(ctx.together) if e.id == ev.id), len(ctx.together))
    later = ctx.together[at + 1 :]
    held, needs = claims(world, who, later, fx_of, {*ctx.taken, *ev.picked})
    gone = {*ctx.taken, *held}
    ids = sacrificed(world, who, ev.picked, ev.amount, ev.card, fx_of(ev), gone, needs)
    ctx.taken.update(ids)
    if not ids:
        text = f"{who} has no such permanent to sacrifice"
        return world, [Record("nothing", ev.order, text, subject=who, fact=("nothing", who))], ()
    moves = tuple(
        each_move(
            ev,
            k,
            oid,
            f"{ev.id}.p{k}",
            from_zone="battlefield",
            to_zone="graveyard",
            cause="sacrifice",
            by=ev.by,
        )
        for k, oid in enumerate(ids, start=1)
    )
    return world, [], moves


def _those_tokens(ev: Ev, world: World, ctx: Any) -> Happened:
    """An action on "those tokens": the same action on each token the effect created, each
    an event of its own."""
    if ev.made_by is None:
        return world, [], ()
    fx = ctx.cc.fx(ev.made_by.effect)
    action = dict(thaw(ev.token))
    out: list[Ev] = []
    for k, tid in enumerate(tokens_made(ev, world), start=1):
        events, _ = build(ctx, fx, ev.but(id=f"{ev.id}.{k}"), [{**action, "object": tid}])
        out.extend(events)
    return world, [], tuple(out)


def _remove_counters(ev: Ev, world: World, ctx: Any) -> Happened:
    """Counters are removed from an object: as many as it has, at most."""
    o = world.obj(str(ev.object))
    kind = str(ev.counter)
    n = min(ev.amount, o.counter(kind))
    name = namer(world)(o.id)
    if n <= 0:
        return world, [], ()
    world = world.set_obj(o.with_counters(((kind, -n),)))
    verb = "is" if n == 1 else "are"
    text = f"{count_counters(n, kind)} {verb} removed from {name}"
    fact = ("remove_counters", o.id, kind, n)
    return world, [Record("remove_counters", ev.order, text, subject=name, fact=fact)], ()


def _gain_control(ev: Ev, world: World, ctx: Any) -> Happened:
    """A player gains control of a permanent; it is removed from combat (506.4)."""
    o = world.obj(str(ev.object))
    name = namer(world)(o.id)
    if not o.in_play or o.controller == ev.controller:
        return world, [], ()
    world = world.set_obj(replace(o, controller=ev.controller, in_combat=False, combat=None))
    text = f"{ev.controller} gains control of {name}"
    fact = ("gain_control", o.id, ev.controller)
    return world, [Record("gain_control", ev.order, text, subject=name, fact=fact)], ()


def _remove_damage(ev: Ev, world: World, ctx: Any) -> Happened:
    """All damage marked on a permanent is removed from it."""
    o = world.obj(str(ev.object))
    name = namer(world)(o.id)
    world = world.set_obj(replace(o, damage=0))
    text = f"all damage marked on {name} is removed"
    fact = ("remove_damage", o.id)
    return world, [Record("remove_damage", ev.order, text, subject=name, fact=fact)], ()


def _tap(ev: Ev, world: World, ctx: Any) -> Happened:
    """A permanent is tapped or untapped: only an untapped one can be tapped, only a tapped
    one untapped (701.26a-b)."""
    o = world.obj(str(ev.object))
    name = namer(world)(o.id)
    if not o.in_play or o.tapped == ev.tapped:
        return world, [], ()
    world = world.set_obj(replace(o, tapped=ev.tapped))
    text = f"{name} is {'tapped' if ev.tapped else 'untapped'}"
    fact = ("tap", o.id, ev.tapped)
    return world, [Record("tap", ev.order, text, subject=name, fact=fact)], ()


MORE_KINDS: dict[str, Callable[[Ev, World, Any], Happened]] = {
    "library_top": _library_top,
    "look_at_top": _look_at_top,
    "reveal_until": _reveal_until,
    "discard": _discard,
    "exile_graveyard": _exile_graveyard,
    "sacrifice": _sacrifice,
    "those_tokens": _those_tokens,
    "remove_counters": _remove_counters,
    "gain_control": _gain_control,
    "remove_damage": _remove_damage,
    "tap": _tap,
}
"""The kinds of event actions make that :mod:`rules.engine.happening` carries out here."""
