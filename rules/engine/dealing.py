"""What damage does once it is dealt: its results, part of the damage event (120.3).

Damage dealt to a player makes that player lose that much life (120.3a), or, from a source
with infect, gives the player that many poison counters (120.3b). Damage dealt to a
creature from a source with wither or infect puts that many -1/-1 counters on it (120.3d);
other damage is marked on it (120.3e). Damage dealt to a planeswalker removes that many
loyalty counters from it (120.3c), to a battle that many defense counters (120.3h). Damage
from a source with lifelink also makes the source's controller gain that much life (120.3f;
before 2009-07-11 lifelink was a triggered ability, 502.68a, so an ability caused the gain).
The source's keywords are read as the damage is dealt, with those an effect says it is dealt
as though its source had ("as long as you have 0 or less life, all damage is dealt to you as
though its source had infect", Phyrexian Unlife): that effect's condition is read from the
game before the damage is dealt, and all simultaneous damage is dealt at once, so damage that
brings a player from a positive life total to 0 or less is still life loss (Phyrexian
Unlife's ruling of 2011-06-01: at 3 life, dealt 5 damage, the player ends at -2 life).

Each result that is itself an event (a loss or gain of life, counters put) is carried out
right after the damage, and the replacement and "can't" effects on such events apply to it:
Boon Reflection doubles lifelink's gain, Melira stops infect's counters, Worship limits the
life a player loses to damage. A plain loss of life that no effect would touch is folded
into the damage ("Bob is dealt 3 damage" says that Bob lost 3 life, 120.3a).
"""

from __future__ import annotations

from .candidates import candidates
from .context import Ctx
from .frozen import freeze
from .restrictions import cant_happen, dealt_as_though
from .state import Ev, Obj, Record, World, replace
from .teams import change_life


def _result(ev: Ev, n: int, kind: str, amount: int | None = None, **fields: object) -> Ev:
    amount = ev.amount if amount is None else amount
    return Ev(
        id=f"{ev.id}.{kind}",
        kind=kind,
        order=(*ev.order, n),
        source=ev.source,
        cause="damage",
        amount=amount,
        original=amount,
        **fields,  # type: ignore[arg-type]
    )


def _untouched(res: Ev, world: World, ctx: Ctx) -> bool:
    """No effect would modify or stop this result: it is part of the damage as it is."""
    if ctx.cc.cants and cant_happen(res, ctx.cc, world, ctx.proc) is not None:
        return False
    return not candidates(res, ctx.cc, ctx.proc, world, False)[0]


def _to_permanent(ev: Ev, world: World, keywords: set[str], results: list[Ev]) -> World:
    """Damage dealt to a permanent: loyalty counters removed from a planeswalker (120.3c;
    212.9d in 2008), defense counters from a battle (120.3h), and on a creature -1/-1
    counters from a source with wither or infect (120.3d) or damage marked (120.3e)."""
    o = world.obj(str(ev.recipient))
    if ev.amount > 0 and ev.source is not None and str(ev.source) not in o.damaged_by:
        # Dealt damage by its source this turn ("a creature dealt damage by Kumano this turn").
        o = replace(o, damaged_by=tuple(sorted((*o.damaged_by, str(ev.source)))))
    types = set(o.types)
    for kind, counter in (("Planeswalker", "loyalty"), ("Battle", "defense")):
        if kind in types:
            o = o.with_counters(((counter, -min(ev.amount, o.counter(counter))),))
    if "Creature" in types or not types & {"Planeswalker", "Battle"}:
        if keywords & {"infect", "wither"}:
            results.append(_result(ev, 1, "put_counters", object=o.id, counter="-1/-1"))
        else:
            o = replace(o, damage=o.damage + ev.amount)
    return world.set_obj(o)


def deal_damage(ev: Ev, world: World, ctx: Ctx) -> tuple[World, list[Record], tuple[Ev, ...]]:
    """Damage is dealt: its record, the world after its folded results, and the results
    that are events of their own (120.3)."""
    src = world.obj(str(ev.source)) if world.has_obj(str(ev.source)) else None
    keywords = set(src.keywords) if src else set()
    record = ctx.damage_record(ev)
    as_though = dealt_as_though(ev, ctx.cc, ctx.before) if ctx.cc.as_though else ()
    added = [(k, fx) for k, fx in as_though if k not in keywords]
    if added:
        keywords |= {k for k, _ in added}
        said = "; ".join(f"as though its source had {k} ({fx.label})" for k, fx in added)
        record = replace(record, text=f"{record.text}, {said}")
    r = str(ev.recipient)
    results: list[Ev] = []
    if world.is_player(r):
        p = world.player(r)
        world = world.set_player(p.noted("dealt_damage", ev.amount))
        if "infect" in keywords:
            results.append(_result(ev, 1, "put_counters", player=r, counter="poison"))
        else:
            loss = _result(ev, 1, "lose_life", player=r)
            if _untouched(loss, world, ctx):
                world = change_life(world, r, -ev.amount, "lost_life", ev.amount)
            else:
                results.append(loss)
        if ev.combat and src is not None and src.toxic:
            # 702.164c: combat damage to a player from a creature with toxic also gives
            # that player poison counters, its total toxic value (120.3g).
            results.append(_result(ev, 3, "put_counters", src.toxic, player=r, counter="poison"))
    else:
        world = _to_permanent(ev, world, keywords, results)
    if "lifelink" in keywords and src is not None:
        results.extend(_lifelink_gains(ev, src, ctx))
    return world, [record], tuple(results)


def merge_counter_results(batches: list[tuple[Ev, ...]]) -> list[tuple[Ev, ...]]:
    """The results of simultaneous damage, one batch for each damage event, with the counters
    several sources would put on one permanent or player at once made one event: the damage is
    dealt at once and then processed into its results (120.4b), so an effect on counters being
    put applies to them once ("If multiple creatures with wither and/or infect deal damage to a
    creature at once, Vizier of Remedies causes only one counter fewer to be put on that
    creature", Vizier of Remedies's rulings, 2017-04-18, whoever controls those creatures).
    The event stays where the first of them stood, its source the first one's; a batch left
    empty is dropped."""
    out: list[list[Ev]] = []
    seen: dict[tuple[object, ...], tuple[int, int]] = {}
    for batch in batches:
        kept: list[Ev] = []
        for ev in batch:
            key = (ev.object, ev.player, ev.counter)
            if ev.kind != "put_counters" or ev.cause != "damage":
                kept.append(ev)
            elif key in seen:
                i, j = seen[key]
                first = out[i][j]
                total = first.amount + ev.amount
                out[i][j] = first.but(amount=total, original=total)
            else:
                seen[key] = (len(out), len(kept))
                kept.append(ev)
        out.append(kept)
    return [tuple(b) for b in out if b]


def _lifelink_gains(ev: Ev, src: Obj, ctx: Ctx) -> list[Ev]:
    """The life lifelink gains: one gain today, however many instances the source has
    (702.15f: "Multiple instances of lifelink on the same object are redundant"; 702.13b
    from 2009-07-11). Before, lifelink was a triggered ability, 502.68a: "Whenever this
    permanent deals damage, you gain that much life", its triggered ability makes its
    controller gain the life; and 502.68b (2007-05-01 to 2009-05-01): "If a permanent has
    multiple instances of lifelink, each triggers separately", so each instance is a gain of
    its own, and the effects on gaining life apply to each."""
    gainer = src.controller or src.owner
    if ctx.proc.lifelink_static:
        return [_result(ev, 2, "gain_life", player=gainer)]
    by = freeze({"kind": "ability", "player": gainer, "object": src.id})
    first = _result(ev, 2, "gain_life", player=gainer, by=by)
    instances = max(1, src.keywords.count("lifelink"))
    return [first] + [
        first.but(id=f"{first.id}.{k}", order=(*first.order, k)) for k in range(2, instances + 1)
    ]
