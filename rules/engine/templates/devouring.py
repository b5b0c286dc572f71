"""Other objects change zones while a permanent enters (614.13). Devour: "as this enters, you may
sacrifice any number of creatures; it enters with N +1/+1 counters for each creature
sacrificed this way" (devour, 702.82a); Sutured Ghoul: "as this enters, exile any number of
creature cards from your graveyard".

Which objects are chosen is a choice made as the permanent would enter (614.12a, 614.1c), by
the player who would control it. With ``"sacrifice": "ask"`` / ``"exile": "ask"`` it is
asked at the table, an object at a time: "is this one chosen?", yes or no (the option ids
are ``pick:<object id>`` and ``pass:<object id>``; the hooks ``chosen_param``, ``verb``,
``least``, ``most`` and ``pickable`` say what the machine asks). A list names the choice in
advance; left out, none is chosen (what the format has always meant by it).
The entering permanent itself and objects entering with it can't be chosen (614.13a), nor one
object twice (614.13b). Each sacrifice or exile is an event of its own, which other
replacement effects may modify (Rest in Peace exiles the creature; it was still sacrificed,
so it still counts)."""

from __future__ import annotations

from ..filters import obj_matches
from ..interface import Context, EffectView
from ..state import Ev, replace
from ..words import count_counters
from .base import OK, Applied, Param, Verdict, template

ASK = "ask"
"""The value of ``sacrifice`` / ``exile`` that leaves the choice to the table."""

CHOSEN_MODE = "chosen:"
"""The mode an effect asked at the table is applied in: ``chosen:`` and the ids of the
objects chosen, separated by spaces (ids hold no space)."""


def chosen_mode(ids: tuple[str, ...]) -> str:
    """The mode that applies an effect asked at the table with ``ids`` chosen."""
    return CHOSEN_MODE + " ".join(ids)


def _from_mode(mode: str | None) -> tuple[str, ...] | None:
    if mode is None or not mode.startswith(CHOSEN_MODE):
        return None
    return tuple(mode[len(CHOSEN_MODE) :].split())


def _named(fx: EffectView, key: str, mode: str | None) -> tuple[str, ...]:
    """The objects chosen: asked at the table (``mode``), else the list the scenario names;
    none when it names none or leaves the choice to the table and it wasn't asked."""
    named = _from_mode(mode)
    if named is not None:
        return named
    value = fx.pd.get(key)
    return () if value is None or isinstance(value, str) else tuple(value)


def _sacrificeable(ev: Ev, ctx: Context, object_id: str) -> bool:
    """A creature on the battlefield that the entering permanent's controller controls,
    other than the permanent itself (614.13a)."""
    if object_id == ev.object or not ctx.world.has_obj(object_id):
        return False
    o = ctx.world.obj(object_id)
    return o.in_play and "Creature" in o.types and o.controller == ev.controller


def _chosen(fx: EffectView, ev: Ev, ctx: Context, mode: str | None = None) -> tuple[str, ...]:
    """The chosen objects that can be sacrificed now: asked at the table (``mode``), or named
    in the scenario."""
    named = _named(fx, "sacrifice", mode)
    return tuple(dict.fromkeys(o for o in named if _sacrificeable(ev, ctx, o)))


@template(
    "enter_devouring",
    "as this enters, the chosen creatures are sacrificed; it enters with N counters for each",
    (
        Param(
            "sacrifice",
            "object_ids",
            doc='the ids of the creatures chosen in advance, or "ask": asked at the table, a '
            "creature at a time (absent or none: none is sacrificed)",
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
    chosen_param = "sacrifice"
    verb = "sacrificed"
    noun = "creature"

    def least(self, fx: EffectView) -> int:
        return 0

    def most(self, fx: EffectView) -> int | None:
        return None

    def pickable(self, fx: EffectView, ev: Ev, ctx: Context) -> tuple[str, ...]:
        """The creatures that may be sacrificed, in the scenario's order."""
        return tuple(o.id for o in ctx.world.objects if _sacrificeable(ev, ctx, o.id))

    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        if not ev.entering or bearer is None or bearer != ev.object:
            return None
        if fx.pd.get(self.chosen_param) == ASK:
            return OK if self.pickable(fx, ev, ctx) else None
        return OK if _chosen(fx, ev, ctx) else None

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        chosen = _chosen(fx, ev, ctx, mode)
        if not chosen:
            return Applied(
                (ev,),
                ctx.world,
                f"{fx.label}: as {ctx.name(ev.object)} enters, no creature is sacrificed",
                ("entering",),
            )
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


def _exileable(fx: EffectView, ev: Ev, ctx: Context, object_id: str) -> bool:
    """A card in the zone the card names (a graveyard) of the entering permanent's
    controller, matching its filter, other than the permanent itself (614.13a)."""
    if object_id == ev.object or not ctx.world.has_obj(object_id):
        return False
    o = ctx.world.obj(object_id)
    zone = str(fx.pd.get("zone") or "graveyard")
    return o.zone == zone and o.owner == ev.controller and obj_matches(fx.pd.get("cards"), o, fx=fx)


def _exiled(fx: EffectView, ev: Ev, ctx: Context, mode: str | None = None) -> tuple[str, ...]:
    """The chosen cards that can be exiled now (asked at the table, ``mode``, or named in the
    scenario); at most ``count`` of them when the card says how many."""
    named = _named(fx, "exile", mode)
    chosen = tuple(dict.fromkeys(o for o in named if _exileable(fx, ev, ctx, o)))
    count = fx.pd.get("count")
    return chosen[: int(count)] if count is not None else chosen


@template(
    "enter_exiling",
    "as this enters, the chosen cards are exiled from a zone; what it is may depend on them",
    (
        Param(
            "exile",
            "object_ids",
            doc='the ids of the cards chosen in advance, or "ask": asked at the table, a card '
            "at a time (absent or none: none is exiled)",
        ),
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
    Ghoul; 614.1c, 614.13a): the cards are chosen as it would enter, each exile is an event
    of its own, and the permanent records them; with ``total``, its power and toughness are
    their totals (a characteristic-defining ability, 604.3). A card that says how many
    ("exile an instant or sorcery card", ``count``) exiles that many if it can: asked at the
    table, the player may pass a card only while enough are left to choose from."""

    chosen_param = "exile"
    verb = "exiled"
    noun = "card"

    def most(self, fx: EffectView) -> int | None:
        count = fx.pd.get("count")
        return None if count is None else int(count)

    def least(self, fx: EffectView) -> int:
        return self.most(fx) or 0

    def pickable(self, fx: EffectView, ev: Ev, ctx: Context) -> tuple[str, ...]:
        """The cards that may be exiled, in the scenario's order."""
        return tuple(o.id for o in ctx.world.objects if _exileable(fx, ev, ctx, o.id))

    def check(self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None) -> Verdict | None:
        if not ev.entering or bearer is None or bearer != ev.object:
            return None
        return OK

    def apply(
        self, fx: EffectView, ev: Ev, ctx: Context, bearer: str | None, mode: str | None
    ) -> Applied:
        chosen = _exiled(fx, ev, ctx, mode)
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
