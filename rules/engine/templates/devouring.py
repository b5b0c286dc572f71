"""Other objects change zones while a permanent enters (614.13): "as this enters, you may
sacrifice any number of creatures; it enters with N +1/+1 counters for each creature
sacrificed this way" (devour, 702.82a). The objects chosen are named in advance (the
choice is made before it enters, 614.12a); the entering permanent itself and objects
entering with it can't be chosen (614.13a), nor one object twice (614.13b). Each
sacrifice is an event of its own, which other replacement effects may modify (Rest in
Peace exiles the creature; it was still sacrificed, so it still counts)."""

from __future__ import annotations

from ..interface import Context, EffectView
from ..state import Ev
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
        sacrifices = tuple(
            ctx.new_event(
                ev,
                "move",
                suffix=f"sac{i}",
                index=-len(chosen) + i,
                object=object_id,
                from_zone="battlefield",
                to_zone="graveyard",
                cause="sacrifice",
            )
            for i, object_id in enumerate(chosen)
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
