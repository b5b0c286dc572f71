"""What happens for each kind of final event, once no effect modifies it anymore."""

from __future__ import annotations

from collections.abc import Callable

from .context import Ctx, too_many
from .dealing import deal_damage
from .exchanging import exchange_life
from .frozen import thaw
from .happening_more import MORE_KINDS, each_move, put_in_library
from .influence import win_within_range
from .library_cards import entry_name, left_library, placed_id
from .mana import produce_mana
from .process import repeat_step
from .restrictions import with_face
from .state import Ev, Obj, Record, World, fact_of, replace
from .teams import change_life, team_name
from .tokens import token_object, token_parts
from .vocabulary import MAX_UNITS_MADE
from .words import count_counters, describe_event, possessive

Happened = tuple[World, list[Record], tuple[Ev, ...]]
"""The world after, what the outcome records, and the events it contains (tokens entering)."""


def _damage(ev: Ev, world: World, ctx: Ctx) -> Happened:
    """Damage is dealt, with its results (120.3): see :mod:`~rules.engine.dealing`."""
    return deal_damage(ev, world, ctx)


_NOT_CAST = {"cast_from": None, "kicked": ()}
"""A card that leaves the stack or the battlefield for another zone is a new object, not the
spell that was cast (400.7)."""


def _move(ev: Ev, world: World, ctx: Ctx) -> Happened:
    """An object moves; a permanent enters with what its event says (counters a "can't"
    effect stops are not put on it)."""
    o = world.obj(str(ev.object))
    stopped: list[Record] = []
    if ev.to_zone == "battlefield" and ev.counters:
        kept = []
        for kind, n in ev.counters:
            blocker = ctx.cant_put_entering(ev, kind)
            if blocker is None or n <= 0:
                kept.append((kind, n))
                continue
            who = ctx.name(ev.object)
            stopped.append(
                Record(
                    "cant",
                    ev.order,
                    f"{who} can't get {count_counters(n, kind)} ({blocker.label})",
                    subject=who,
                    amount=n,
                    fact=("cant_counters", ev.object, kind, n),
                )
            )
        ev = ev.but(counters=tuple((k, n) for k, n in kept if n > 0))
    text = describe_event(ev, world, would=False)
    if ev.to_zone == "battlefield":
        new = replace(
            o,
            zone="battlefield",
            controller=ev.controller,
            tapped=ev.tapped,
            copy_of=ev.copy_of,
            chosen=ev.chosen,
            back_face=ev.back_face,
            damage=0,
            damaged_by=(),
        ).with_counters(ev.counters)
        if ev.back_face and o.back is not None and not ev.copy_of:
            new = with_face(new, thaw(o.back))
    else:
        new = replace(
            o,
            zone=str(ev.to_zone),
            tapped=False,
            damage=0,
            damaged_by=(),
            counters=(),
            in_combat=False,
            combat=None,
            attached_to=None,
            **_NOT_CAST,
        )
        if o.token and o.zone == "battlefield":
            text += " (a token, it then ceases to exist)"
    world = left_library(world.set_obj(new), o.id) if o.zone == "library" else world.set_obj(new)
    if o.zone == "battlefield" and ev.to_zone != "battlefield":
        world = left_battlefield(world, o, str(ev.to_zone))
    if ev.position and ev.to_zone == "library" and not o.token:
        world = put_in_library(world, o, ev.position)
    return world, [Record("move", ev.order, text, subject=o.shown, fact=fact_of(ev)), *stopped], ()


def left_battlefield(world: World, o: Obj, to: str) -> World:
    """What a permanent leaving the battlefield adds to its controller's turn: a permanent
    that left (revolt), and a creature that died, put into a graveyard (700.4; morbid).
    What it dealt damage to no longer counts as dealt damage by it: should it return, it is
    a new object that dealt none (400.7)."""
    for hurt in [h for h in world.objects if o.id in h.damaged_by]:
        left = tuple(d for d in hurt.damaged_by if d != o.id)
        world = world.set_obj(replace(hurt, damaged_by=left))
    who = o.controller or o.owner
    if not world.is_player(who):
        return world
    p = world.player(who).noted("left_battlefield", 1)
    if to == "graveyard" and "Creature" in o.types:
        p = p.noted("creatures_died", 1)
    return world.set_player(p)


def _regenerate(ev: Ev, world: World, ctx: Ctx) -> Happened:
    """A permanent regenerates (701.19): damage removed, tapped, removed from combat."""
    o = world.obj(str(ev.object))
    world = world.set_obj(replace(o, damage=0, tapped=True, in_combat=False, combat=None))
    return (
        world,
        [
            Record(
                "regenerate",
                ev.order,
                f"{o.shown} regenerates: all damage is removed from it, it is tapped and "
                "removed from combat, and it stays on the battlefield",
                subject=o.shown,
                fact=fact_of(ev),
            )
        ],
        (),
    )


def _draw(ev: Ev, world: World, ctx: Ctx) -> Happened:
    """A player draws a card, or draws from an empty library."""
    p = world.player(str(ev.player))
    if not p.library:
        world = world.set_player(replace(p, drew_from_empty=p.drew_from_empty + 1))
        return (
            world,
            [
                Record(
                    "draw_empty",
                    ev.order,
                    f"{p.name} draws from an empty library",
                    subject=p.name,
                    fact=fact_of(ev, "draw_empty"),
                )
            ],
            (),
        )
    top, oid = p.library[0], placed_id(p.library[0])
    hand = p.hand if oid is not None else (*p.hand, top)
    world = world.set_player(replace(p, library=p.library[1:], hand=hand).noted("drew", 1))
    if oid is not None:  # an object of the scenario: that object, now in the hand
        world = world.set_obj(replace(world.obj(oid), zone="hand"))
    records = [
        Record(
            "draw",
            ev.order,
            f"{p.name} draws a card",
            subject=p.name,
            amount=1,
            fact=fact_of(ev),
        )
    ]
    if ev.then == "reveal":
        records.append(
            Record(
                "reveal",
                (*ev.order, 1),
                f"{p.name} reveals {entry_name(world, top)}",
                subject=p.name,
                fact=("reveal", p.name, oid or top),
            )
        )
    return world, records, ()


def _return_card(ev: Ev, world: World, ctx: Ctx) -> Happened:
    """A player returns a card from graveyard to hand."""
    p = world.player(str(ev.player))
    if not p.graveyard:
        return (
            world,
            [
                Record(
                    "nothing",
                    ev.order,
                    f"{p.name} has no card in the graveyard to return",
                    subject=p.name,
                    fact=fact_of(ev, "nothing"),
                )
            ],
            (),
        )
    card = p.graveyard[0]
    world = world.set_player(replace(p, graveyard=p.graveyard[1:], hand=(*p.hand, card)))
    return (
        world,
        [
            Record(
                "return_card",
                ev.order,
                f"{p.name} returns {card} from graveyard to hand",
                subject=p.name,
                fact=(*fact_of(ev), card),
            )
        ],
        (),
    )


def _life(ev: Ev, world: World, ctx: Ctx) -> Happened:
    """A player gains or loses life."""
    k = ev.kind
    p = world.player(str(ev.player))
    delta = ev.amount if k == "gain_life" else -ev.amount
    what = "gained_life" if k == "gain_life" else "lost_life"
    world = change_life(world, p.name, delta, what, ev.amount)  # the team's too (810.9)
    return (
        world,
        [
            Record(
                k,
                ev.order,
                describe_event(ev, world, would=False),
                subject=p.name,
                amount=ev.amount,
                fact=fact_of(ev),
            )
        ],
        (),
    )


def _create_tokens(ev: Ev, world: World, ctx: Ctx) -> Happened:
    """Tokens are created; each then enters the battlefield, an event contained in their
    creation (616.1g). One event may create tokens of several kinds (614.6)."""
    if ev.amount > MAX_UNITS_MADE:
        raise too_many(describe_event(ev, world), ev.amount, "tokens")
    enters: list[Ev] = []
    n = 0
    for spec, count in token_parts(ev):
        for _ in range(count):
            n += 1
            tid = f"{ev.id}.t{n}"
            world = world.set_obj(token_object(spec, world, str(ev.player), tid))
            enters.append(
                each_move(
                    ev,
                    n,
                    tid,
                    tid,
                    from_zone=None,
                    to_zone="battlefield",
                    controller=str(ev.player),
                    copy_of=spec.get("copy_of"),
                    contained_in=ev.id,
                )
            )
    return world, [], tuple(enters)


def _put_counters(ev: Ev, world: World, ctx: Ctx) -> Happened:
    """Counters are put on a permanent, or a player gets them (122.1f)."""
    if ev.object is None:
        p = world.player(str(ev.player))
        world = world.set_player(p.with_counters(((str(ev.counter), ev.amount),)))
        text = f"{p.name} gets {count_counters(ev.amount, str(ev.counter))}"
        got = Record("counters", ev.order, text, subject=p.name, fact=fact_of(ev))
        return world, [replace(got, source=str(ev.counter), amount=ev.amount)], ()
    o = world.obj(str(ev.object))
    world = world.set_obj(o.with_counters(((str(ev.counter), ev.amount),)))
    # The cards a melded permanent became each get them (712.21c).
    each = bool(o.melded) and not o.in_play
    who, verb = (" and ".join(o.melded), "each get") if each else (o.shown, "gets")
    return (
        world,
        [
            Record(
                "counters",
                ev.order,
                f"{who} {verb} {count_counters(ev.amount, str(ev.counter))}",
                subject=who,
                fact=fact_of(ev),
                source=str(ev.counter),
                amount=ev.amount,
                detail=(("each", True),) if each else (),
            )
        ],
        (),
    )


def _begin(ev: Ev, world: World, ctx: Ctx) -> Happened:
    """A step or turn begins; what a skip held for it happens first in it (614.10b)."""
    k = ev.kind
    what = ("extra turn" if ev.extra else "turn") if k == "begin_turn" else f"{ev.step} step"
    first: tuple[Ev, ...] = ()
    mine = tuple(h for h in world.held if h[1] == ev.player)
    if mine:
        world = replace(world, held=tuple(h for h in world.held if h[1] != ev.player))
        ctx.world = world
        for effect_id, _ in mine:
            fx = ctx.cc.fx(effect_id)
            made, _words = ctx.actions(fx, ev.but(id=f"{ev.id}.{effect_id}"), fx.pd.get("then"))
            first += made
    return (
        world,
        [
            Record(
                "step",
                ev.order,
                f"{possessive(ev.player)} {what} happens",
                subject=str(ev.player),
                fact=fact_of(ev),
            )
        ],
        first,
    )


def _win_game(ev: Ev, world: World, ctx: Ctx) -> Happened:
    """A player wins the game; on a team, the whole team wins (810.8a; 606.8b in 2008).
    Under a limited range of influence, the player's opponents within it lose the game
    instead (801.14; 601.15 from 2007-10-01, the first release to say so)."""
    inf = ctx.cc.influence
    said = ctx.proc.rules("range_win")
    if inf is not None and said:
        record, losers = win_within_range(ev, world, inf, ", ".join(said))
        return world, [record], losers
    return _game_ends(ev, world, ctx, "win")


def _turn_face_up(ev: Ev, world: World, ctx: Ctx) -> Happened:
    """A face-down permanent is turned face up (it doesn't enter the battlefield, 708.8)."""
    o = world.obj(str(ev.object))
    text = describe_event(ev, world, would=False)
    return world, [Record("face_up", ev.order, text, subject=o.shown, fact=fact_of(ev))], ()


def _draw_cards(ev: Ev, world: World, ctx: Ctx) -> Happened:
    """An instruction to draw several cards, no longer modified as a whole, is carried out
    as that many single draws, one at a time (121.2, 121.2a)."""
    if ev.amount > MAX_UNITS_MADE:
        raise too_many(describe_event(ev, world), ev.amount, "cards")
    draws = tuple(
        ev.but(
            id=f"{ev.id}#{k}" if k > 1 else ev.id,
            kind="draw",
            order=(*ev.order, k),
            amount=1,
            original=1,
            cause=ev.cause if k == 1 or ev.cause != "draw_step" else None,
        )
        for k in range(1, ev.amount + 1)
    )
    return world, [], draws


def _lose_game(ev: Ev, world: World, ctx: Ctx) -> Happened:
    """A player loses the game (104.3); on a team, the team loses (810.8a; 606.8b in 2008)."""
    return _game_ends(ev, world, ctx, "lose")


def _game_ends(ev: Ev, world: World, ctx: Ctx, kind: str) -> Happened:
    p = world.player(str(ev.player))
    text = f"{p.name} {kind}s the game"
    for name in (p.name, p.mate):
        if name is not None:
            q = world.player(name)
            world = world.set_player(
                replace(q, won=True) if kind == "win" else replace(q, lost=True)
            )
    if p.mate is not None:
        rules = ", ".join(ctx.proc.rules("team_game"))
        text += f": {team_name(world, p.name)} {kind}s ({rules})"
    return world, [Record(kind, ev.order, text, subject=p.name, fact=fact_of(ev))], ()


def _pay_life(ev: Ev, world: World, ctx: Ctx) -> Happened:
    """A player pays life: the payment is subtracted from their life total, that is, they
    lose that much life (119.4; 215.4 in 2008). The loss is the payment itself, not an event
    of losing life that effects on losing life could modify."""
    p = world.player(str(ev.player))
    world = change_life(world, p.name, -ev.amount, "lost_life", ev.amount)
    text = f"{p.name} pays {ev.amount} life"
    paid = Record("lose_life", ev.order, text, subject=p.name, amount=ev.amount, fact=fact_of(ev))
    return world, [paid], ()


_BY_KIND: dict[str, Callable[[Ev, World, Ctx], Happened]] = {
    "damage": _damage,
    "move": _move,
    "regenerate": _regenerate,
    "draw": _draw,
    "return_card": _return_card,
    "gain_life": _life,
    "lose_life": _life,
    "pay_life": _pay_life,
    "create_tokens": _create_tokens,
    "put_counters": _put_counters,
    "begin_step": _begin,
    "begin_turn": _begin,
    "win_game": _win_game,
    "turn_face_up": _turn_face_up,
    "lose_game": _lose_game,
    "draw_cards": _draw_cards,
    "repeat": repeat_step,
    **MORE_KINDS,
    "produce_mana": produce_mana,
    "exchange_life": exchange_life,
}


def happen(ev: Ev, world: World, ctx: Ctx) -> Happened:
    """Carry out one final event."""
    fn = _BY_KIND.get(ev.kind)
    if fn is None:
        return world, [], ()
    return fn(ev, world, ctx)
