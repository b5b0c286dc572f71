"""Other objects change zones while a permanent enters (614.13). Devour: "as this enters, you may
sacrifice any number of creatures; it enters with N +1/+1 counters for each creature
sacrificed this way" (devour, 702.82a). The objects chosen are named in advance (the
choice is made before it enters, 614.12a); the entering permanent itself and objects
entering with it can't be chosen (614.13a), nor one object twice (614.13b). Each
sacrifice is an event of its own, which other replacement effects may modify (Rest in
Peace exiles the creature; it was still sacrificed, so it still counts)."""

from __future__ import annotations

from ..filters import obj_matches
from ..interface import Context, EffectView
from ..state import Ev, replace
from ..words import count_counters
from .base import OK, Applied, Param, Verdict, template


def _chosen(fx: EffectView, ev: Ev, ctx: Context) -> tuple[str, ...]:
    """The chosen objects that can be sacrificed now: creatures on the battlefield that
    the entering permanent's controller controls, other than the permanent itself."""
    out = []
    for object_id in fx.pd.get("sacrifice") or ():
        if object_id == ev.object or not ctx.world.has_obj(object_id):
            continue
        o = ctx.world.obj(object_id)
        if o.in_play and "Creature" in o.types and o.controller == ev.controller:
            out.append(object_id)
    return tuple(dict.fromkeys(out))


@template(
    "enter_devouring",
    "as this enters, the chosen creatures are sacrificed; it enters with N counters for each",
    (
        Param(
            "sacrifice",
            "object_ids",
            doc="the ids of the creatures chosen (none: none is sacrificed)",
        ),
        Param("per", "int", True, 1, doc="counters for each creature sacrificed (devour N)"),
        Param("counter", "str", doc="the kind; +1/+1 when absent"),
        Param("object", "objfilter", doc='{"this": true}: the entering permanent\'s own ability'),
    ),
    ("move",),
    mechanism="entering",
    self_enter=True,
)
class _EnterDevouring:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        if not ev.entering or bearer is None or bearer != ev.object:
            return None
        return OK if _chosen(fx, ev, ctx) else None

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        chosen = _chosen(fx, ev, ctx)
        kind = str(fx.pd.get("counter") or "+1/+1")
        n = int(fx.pd.get("per")) * len(chosen)
        counts = dict(ev.counters)
        counts[kind] = counts.get(kind, 0) + n
        entering = ev.but(counters=tuple(sorted(counts.items())))
        sacrifices = _moves_first(
            ctx, ev, chosen, "sac", from_zone="battlefield", to_zone="graveyard", cause="sacrifice"
        )
        names = ", ".join(ctx.name(o) for o in chosen)
        return Applied(
            (*sacrifices, entering),
            ctx.world,
            f"{fx.label}: as {ctx.name(ev.object)} enters, {names} "
            f"{'is' if len(chosen) == 1 else 'are'} sacrificed, and it enters with "
            f"{count_counters(n, kind)} more",
            ("entering", "also_moves"),
        )


def _exiled(fx: EffectView, ev: Ev, ctx: Context) -> tuple[str, ...]:
    """The chosen cards that can be exiled now: in the zone the card names (a graveyard)
    of the entering permanent's controller, matching its filter, other than the permanent
    itself (614.13a); at most ``count`` of them when the card says how many."""
    zone = str(fx.pd.get("zone") or "graveyard")
    out = []
    for object_id in fx.pd.get("exile") or ():
        if object_id == ev.object or not ctx.world.has_obj(object_id):
            continue
        o = ctx.world.obj(object_id)
        if (
            o.zone == zone
            and o.owner == ev.controller
            and obj_matches(fx.pd.get("cards"), o, fx=fx)
        ):
            out.append(object_id)
    count = fx.pd.get("count")
    chosen = tuple(dict.fromkeys(out))
    return chosen[: int(count)] if count is not None else chosen


@template(
    "enter_exiling",
    "as this enters, the chosen cards are exiled from a zone; what it is may depend on them",
    (
        Param("exile", "object_ids", doc="the ids of the cards chosen (none: none is exiled)"),
        Param("zone", "zone", doc="where they are: the graveyard when absent"),
        Param("cards", "objfilter", doc='what they must be ("creature cards")'),
        Param("count", "int", minimum=1, doc="how many the card says (absent: any number)"),
        Param(
            "total",
            "bool",
            doc="its power and toughness are the exiled cards' total power and toughness",
        ),
        Param("object", "objfilter", doc='{"this": true}: the entering permanent\'s own ability'),
    ),
    ("move",),
    mechanism="entering",
    self_enter=True,
)
class _EnterExiling:
    """ "As this enters, exile any number of creature cards from your graveyard" (Sutured
    Ghoul; 614.1c, 614.13a): the cards are chosen as it would enter (named in advance like
    devour's creatures), each exile is an event of its own, and the permanent records them;
    with ``total``, its power and toughness are their totals (a characteristic-defining
    ability, 604.3)."""

    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        if not ev.entering or bearer is None or bearer != ev.object:
            return None
        return OK

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        chosen = _exiled(fx, ev, ctx)
        names = " and ".join(ctx.name(o) for o in chosen) if chosen else "no card"
        recorded = [*ev.chosen, ("exiled", names)]
        world = ctx.world
        said = f"{fx.label}: as {ctx.name(ev.object)} enters, {names} "
        said += ("is" if len(chosen) == 1 else "are") + " exiled"
        if fx.pd.get("total"):
            cards = [ctx.world.obj(o) for o in chosen]
            power = sum(c.power or 0 for c in cards)
            toughness = sum(c.toughness or 0 for c in cards)
            recorded.append(("power/toughness", f"{power}/{toughness}"))
            entering = ctx.world.obj(str(ev.object))
            world = world.set_obj(replace(entering, power=power, toughness=toughness))
            said += (
                f"; its power is their total power and its toughness their total "
                f"toughness: {power}/{toughness}"
            )
        exiles = _moves_first(
            ctx,
            ev,
            chosen,
            "exile",
            from_zone=str(fx.pd.get("zone") or "graveyard"),
            to_zone="exile",
        )
        return Applied(
            (*exiles, ev.but(chosen=tuple(recorded))), world, said, ("entering", "also_moves")
        )


def _moves_first(
    ctx: Context, ev: Ev, chosen: list[str] | tuple[str, ...], suffix: str, **fields: str
) -> tuple[Ev, ...]:
    """The chosen objects' moves as a permanent enters (614.13), one event each, in the
    order chosen, before the entering one."""
    return tuple(
        ctx.new_event(
            ev, "move", suffix=f"{suffix}{i}", index=-len(chosen) + i, object=object_id, **fields
        )
        for i, object_id in enumerate(chosen)
    )
