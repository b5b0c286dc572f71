"""A permanent turned face up: "As [this permanent] is turned face up, …" (614.1e; 419.1e
in 2008) is a replacement effect on the event of turning it face up, applied while it is
being turned face up, not afterward (708.11). It doesn't enter the battlefield (708.8),
so effects on entering don't apply."""

from __future__ import annotations

from ..interface import Context, EffectView
from ..state import Ev
from ..words import count_counters
from .base import OK, Applied, Param, Verdict, template


@template(
    "as_turned_face_up",
    "as this permanent is turned face up, counters are put on it",
    (
        Param("counter", "str", True, doc="the kind: +1/+1"),
        Param("count", "int", True, 1, doc="how many"),
    ),
    ("turn_face_up",),
    mechanism="face_up",
)
class _AsTurnedFaceUp:
    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        if ev.kind != "turn_face_up" or ev.object != fx.source:
            return None
        return OK

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        counter, count = str(fx.pd.get("counter")), int(fx.pd.get("count"))
        # The counters are put on it as part of turning it face up: an event of their
        # own, that effects on putting counters modify (122.6, 614.1e).
        put = ctx.new_event(
            ev,
            "put_counters",
            suffix="up",
            index=1,
            object=ev.object,
            counter=counter,
            amount=count,
            original=count,
        )
        return Applied(
            (ev, put),
            ctx.world,
            f"{fx.label}: as {ctx.name(ev.object)} is turned face up, "
            f"{count_counters(count, counter)} would be put on it",
            ("face_up",),
        )
