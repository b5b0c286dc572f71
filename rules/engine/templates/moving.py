"""Templates that change where an object goes: regenerate, put somewhere else instead."""

from __future__ import annotations

from ..doing import entering_with_counters
from ..filters import by_matches, obj_matches
from ..interface import Context, EffectView
from ..params import BY_PARAM, ZONE_WORDS
from ..state import Ev
from .base import OK, Applied, Param, Verdict, template


@template(
    "regenerate",
    "the next time the object would be destroyed, regenerate it instead",
    (Param("object", "str", True, doc='an object id, or "this"'),),
    ("move",),
    mechanism="regenerate",
)
class _Regenerate:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        target = fx.pd.get("object")
        target = fx.source if target == "this" else target
        # A destruction stays one when another effect has changed where the object would
        # go (Rest in Peace, Kalitas): the shield still replaces it (614.8 with 616.1f;
        # 419.6b with 419.9a's "if it is still appropriate").
        if ev.kind == "move" and ev.cause == "destroy" and ev.object == target:
            if ev.cant_be_regenerated:
                # 701.19c: "can't be regenerated" makes regeneration shields not apply.
                return Verdict(
                    False,
                    f"{ctx.name(ev.object)} can't be regenerated, so the regeneration "
                    "shield doesn't apply and isn't used up",
                    ("cant_regenerate",),
                )
            return OK
        return None

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        new = ev.but(kind="regenerate", to_zone="battlefield", destroy=False)
        still = ""
        if not ev.destroy:
            still = (
                f"{ctx.name(ev.object)} would still be destroyed (another effect changed only "
                "where it would go), so the shield applies; "
            )
        return Applied(
            (new,),
            ctx.world.used_up(fx.id),
            f"{fx.label}: {still}instead of being destroyed, {ctx.name(ev.object)} regenerates",
            ("regenerate",),
        )


@template(
    "move_instead",
    "an object that would be put into a zone (a graveyard) goes elsewhere instead",
    (
        Param("object", "objfilter"),
        Param("from", "zone", choices=(*ZONE_WORDS, "anywhere"), doc='a zone or "anywhere"'),
        Param(
            "not_from",
            "zone",
            choices=ZONE_WORDS,
            doc='any zone but this one ("stack": a permanent that wasn\'t a resolving spell)',
        ),
        Param(
            "to",
            "zone",
            choices=(*ZONE_WORDS, "anywhere"),
            doc='the destination watched (graveyard); "anywhere": the object leaving the zone '
            '`from` for any other zone ("if it would leave the battlefield")',
        ),
        Param("cause", "str", doc="destroy, discard …"),
        Param("instead_to", "zone", True, choices=ZONE_WORDS),
        Param(
            "position",
            "str",
            choices=("top", "bottom"),
            doc='with instead_to "library": on its top or its bottom (401.4), not shuffled in',
        ),
        Param("also", "actions", doc="more done as well (create a token …)"),
        BY_PARAM,
    ),
    ("move",),
)
class _MoveInstead:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        p = fx.pd
        if ev.kind != "move":
            return None
        to = p.get("to", "graveyard")
        if to == "anywhere":
            # "Exile it instead of putting it anywhere else" (702.84a, 702.34a): a move to the
            # zone it names already is not replaced; any other destination is.
            if ev.to_zone == p.get("instead_to") or ev.to_zone == ev.from_zone:
                return None
        elif ev.to_zone != to:
            return None
        src = p.get("from", "anywhere")
        if src != "anywhere" and ev.from_zone != src:
            return None
        if "not_from" in p and ev.from_zone == p["not_from"]:
            return None
        cause = p.get("cause")
        if cause == "destroy" and not ev.destroy:
            return None
        if cause not in (None, "destroy") and ev.cause != cause:
            return None
        wanted, by = p.get("object"), p.get("by")
        if wanted and not obj_matches(
            wanted, ctx.world.obj(str(ev.object)), fx=fx, bearer=bearer, world=ctx.world
        ):
            return None
        if by and not by_matches(by, ev, ctx.world, fx=fx):
            return None
        return OK

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        to = fx.pd.get("instead_to")
        # Where another effect would have put it in a library (its top, its bottom) goes
        # with the zone it replaces.
        new = ev.but(to_zone=to, destroy=False, position=fx.pd.get("position"))
        events: tuple[Ev, ...] = (new,)
        text = f"{fx.label}: {ctx.name(ev.object)} {ctx.zone_phrase(to, ev.object)} instead"
        also = fx.pd.get("also")
        if also:
            extra, words = ctx.actions(fx, ev, also)
            events = entering_with_counters((*events, *extra))
            text += "; " + words
        return Applied(events, ctx.world, text)
