"""Compiling a scenario: its effects filled in, its moments flattened, and the starting work."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .effects import Fx, distinct_labels, for_release, make_fx, rule_made
from .filters import obj_matches
from .frozen import quick_init
from .influence import Influence
from .labels import Named, told_apart
from .library_cards import with_placed
from .scenario import Moment, Scenario, thaw
from .spec_events import event_from_spec
from .state import Ev, Obj, PlayerState, ShieldKey, World
from .vocabulary import RESOLVED_KINDS
from .work import Work


@quick_init
@dataclass(frozen=True)
class Compiled:
    scenario: Scenario
    fxs: tuple[Fx, ...]
    moments: tuple[tuple[str, Any], ...]
    start: Work
    watching: Mapping[str, tuple[Fx, ...]] = field(default_factory=dict, compare=False)
    """The replacement and prevention effects that watch each kind of event."""
    cants: tuple[Fx, ...] = ()
    """The "can't" effects."""
    unpreventers: tuple[Fx, ...] = ()
    """The "damage can't be prevented" effects."""
    whole_draws: bool = False
    """Whether an effect watches an instruction to draw several cards as a whole (121.2a)."""
    as_though: tuple[Fx, ...] = ()
    """The "damage is dealt as though its source had [a keyword]" effects (120.3)."""
    influence: Influence | None = None
    """The players' ranges of influence, when the scenario limits them (801.2)."""

    def fx(self, effect_id: str) -> Fx:
        for f in self.fxs:
            if f.id == effect_id:
                return f
        raise KeyError(effect_id)


#: Scenarios of up to this many parts (objects, effects, events, moments) are kept
#: compiled; a larger one is compiled each time, so what is kept stays small.
KEEP_COMPILED_UP_TO = 64


def compile_scenario(scenario: Scenario) -> Compiled:
    """The scenario's effects filled in, its moments flattened, and the starting work.

    Kept per scenario (by its content: a :class:`Scenario` is a frozen value), so the
    states of one scenario, and every request for it, share one compiled form; only
    for scenarios of up to :data:`KEEP_COMPILED_UP_TO` parts, so the memory kept is
    bounded (a larger one is compiled again, which costs little beside resolving it)."""
    parts = (
        len(scenario.objects)
        + len(scenario.effects)
        + len(scenario.events)
        + len(scenario.timeline or ())
    )
    if parts > KEEP_COMPILED_UP_TO:
        return _compile(scenario)
    return _compile_kept(scenario)


def effect_labels(scenario: Scenario) -> dict[str, str]:
    """The name each of the scenario's effects is offered and applied by: its card's name,
    told apart from the other effects of that name (labels.told_apart: "Doubling Season
    (2nd effect)"), so that a page naming an effect names the one the options named."""
    return {f.id: f.label for f in compile_scenario(scenario).fxs}


@lru_cache(maxsize=256)
def _compile_kept(scenario: Scenario) -> Compiled:
    return _compile(scenario)


def _compile(scenario: Scenario) -> Compiled:
    rank = {o.id: at for at, o in enumerate(scenario.objects)}
    fxs = distinct_labels(tuple(make_fx(e, scenario) for e in scenario.effects), rank)
    fxs += rule_made(scenario)
    created_later = {m.effect for m in scenario.timeline or () if m.happening == "create_effect"}
    tracked = any(f.reads_this_turn for f in fxs)
    world = World(
        players=_players(scenario, tracked),
        objects=_objects(scenario),
        live=frozenset(f.id for f in fxs if f.id not in created_later),
    )
    for f in fxs:
        if f.template.kind == "prevent" and f.id not in created_later:
            world = init_shields(world, f)  # a shield's amount, on each object it covers
    start = Work(world=world, next_moment=0, queue=(), batch=(), log=())
    watching = _watching(fxs)
    kinds = _by_kind(fxs)
    cants = kinds.get("cant", ())
    unpreventers = kinds.get("cant_be_prevented", ())
    as_though = kinds.get("dealt_as_though", ())
    whole = any((f.pd.get("watch") or {}).get("cards_at_least") for f in fxs)
    moments = _moments(scenario, world, whole)
    limits = scenario.range_of_influence
    influence = None if limits is None else Influence.of(limits, scenario.player_names())
    return Compiled(
        scenario, fxs, moments, start, watching, cants, unpreventers, whole, as_though, influence
    )


def _by_kind(fxs: tuple[Fx, ...]) -> dict[str, tuple[Fx, ...]]:
    """The effects of each template kind, in the scenario's order (one pass)."""
    found: dict[str, list[Fx]] = {}
    for f in fxs:
        found.setdefault(f.template.kind, []).append(f)
    return {kind: tuple(kept) for kind, kept in found.items()}


def _watching(fxs: tuple[Fx, ...]) -> dict[str, tuple[Fx, ...]]:
    """The replacement and prevention effects watching each kind of event, in the
    scenario's order: one pass over the effects (a template names the few kinds it
    watches), not one per kind; a kind none watches has the one empty tuple."""
    found: dict[str, list[Fx]] = {}
    for f in fxs:
        if f.template.marker:
            continue
        for k in f.template.watches:
            if k in _RESOLVED:
                found.setdefault(k, []).append(f)
    watching = _NONE_WATCHING.copy()
    for k, kept in found.items():
        watching[k] = tuple(kept)
    return watching


_RESOLVED = frozenset(RESOLVED_KINDS)
_NONE_WATCHING: dict[str, tuple[Fx, ...]] = dict.fromkeys(RESOLVED_KINDS, ())


def _players(scenario: Scenario, tracked: bool) -> tuple[PlayerState, ...]:
    """The players as the scenario gives them; what happened this turn is kept when a
    condition reads it or the scenario says it (:mod:`~rules.engine.conditions`)."""
    teams: dict[str, Any] = {}
    for team in thaw(scenario.teams) or ():
        teams.update(dict.fromkeys(team["players"], team))
    mates = {n: next((m for m in t["players"] if m != n), None) for n, t in teams.items()}
    placed = _placed(scenario)
    return tuple(
        PlayerState(
            name=p.name,
            # A team's shared life total starts at 30 (810.4; 606.4a in 2008).
            life=teams[p.name].get("life", 30) if p.name in teams else _life(p.life),
            starting_life=p.starting_life or (30 if p.name in teams else 20),
            mate=mates.get(p.name),
            library=with_placed(p.library or (), placed[p.name])
            if p.name in placed
            else p.library or (),
            hand=p.hand or (),
            graveyard=p.graveyard or (),
            counters=_counts(p.counters),
            turn=_counts(p.this_turn) if tracked or p.this_turn is not None else None,
        )
        for p in scenario.players
    )


def _placed(scenario: Scenario) -> dict[str, dict[int, str]]:
    """The objects standing in a library at a place: their ids by position, by the
    library's owner (none, most often)."""
    placed: dict[str, dict[int, str]] = {}
    for o in scenario.objects:
        if o.position is not None and o.zone == "library":
            placed.setdefault(o.owner, {})[o.position] = o.id
    return placed


def _life(life: int | None) -> int:
    return 20 if life is None else life


def _objects(scenario: Scenario) -> tuple[Obj, ...]:
    return tuple(
        Obj(
            id=o.id,
            name=o.name,
            owner=o.owner,
            controller=o.controller or o.owner,
            zone=o.zone or "battlefield",
            types=o.types or (),
            subtypes=o.subtypes or (),
            supertypes=o.supertypes or (),
            colors=o.colors or (),
            power=o.power,
            toughness=o.toughness,
            damage=o.damage or 0,
            counters=_counts(o.counters),
            token=bool(o.token),
            tapped=bool(o.tapped),
            in_combat=bool(o.in_combat) or o.combat is not None,
            combat=o.combat,
            back=o.back,
            label=label,
            keywords=o.keywords or (),
            toxic=o.toxic or 0,
            x=o.x or 0,
            attached_to=o.attached_to,
            melded=o.melded or (),
        )
        for o, label in zip(scenario.objects, object_labels(scenario), strict=True)
    )


def _moments(scenario: Scenario, world: World, whole: bool = False) -> tuple[tuple[str, Any], ...]:
    """The timeline's moments, then the scenario's events, as the machine works through
    them: a happening, or a batch of simultaneous events (draws one at a time). With
    ``whole``, when an effect watches an instruction to draw several cards as a whole
    (121.2a), such an instruction stays one event until it happens."""
    moments: list[tuple[str, Any]] = []
    number = 0
    entries = _with_what_follows([*(scenario.timeline or ()), Moment(events=scenario.events)])
    for mi, moment in enumerate(entries):
        if moment.happening is not None:
            moments.append(("happening", moment))
            continue
        first: list[Ev] = []
        draws: list[list[Ev]] = []
        for ei, spec in enumerate(moment.events or ()):
            number += 1
            ev_id = spec.id or f"e{number}"
            ev = event_from_spec(spec, ev_id, (mi, ei), world)
            if ev.kind == "draw" and whole and (spec.count or 1) >= 2:
                first.append(ev.but(kind="draw_cards", amount=spec.count or 1))
            elif ev.kind == "draw":
                rest = "" if ev.cause == "draw_step" else ev.cause
                draws.append(
                    [ev]
                    + [
                        ev.but(id=f"{ev_id}#{k}", order=(mi, ei, k), cause=rest or None)
                        for k in range(2, (spec.count or 1) + 1)
                    ]
                )
            else:
                first.append(ev)
        sequence = _draws_in_order(draws, world, mi) if draws else []
        moments.append(("events", tuple(first + sequence[:1])))
        moments.extend(("events", (ev,)) for ev in sequence[1:])
    return tuple(moments)


def _draws_in_order(draws: list[list[Ev]], world: World, mi: int) -> list[Ev]:
    """Cards are drawn one at a time (121.2 / 423.2); when several players draw, the
    active player makes all of their draws first, then each other player in turn order
    (121.2c / 423.2a)."""
    draws.sort(key=lambda seq: world.apnap_index(seq[0].player))
    sequence = [ev for seq in draws for ev in seq]
    if len(draws) > 1:
        at = min(seq[0].order[1] for seq in draws)
        sequence = [ev.but(order=(mi, at, j)) for j, ev in enumerate(sequence)]
    return sequence


def _with_what_follows(entries: list[Moment]) -> list[Moment]:
    """The moments, each set of events followed by what its events' "if you do" says:
    the player chose to do it, so that follows, whatever replacement effects made of the
    event (118.12: the clause checks the choice, "regardless of what events actually
    occurred")."""
    out: list[Moment] = []
    for moment in entries:
        out.append(moment)
        following = tuple(f for spec in moment.events or () for f in spec.if_you_do or ())
        if following:
            out.append(Moment(events=following))
    return out


def object_labels(scenario: Scenario) -> tuple[str, ...]:
    """What people read for each object: its ``label``, or, when another object has the
    same name, its name told apart (labels.told_apart: "Palisade Giant (Alice's)",
    "Palisade Giant #2", or with the words its author wrote as its id, "Palisade Giant
    (left)"); empty when its name is enough."""
    objects = scenario.objects
    if len({o.name for o in objects}) == len(objects):
        return tuple(o.label or "" for o in objects)  # no two share a name: it is enough
    told = told_apart([Named(o.name, o.id, o.controller or o.owner) for o in objects])
    return tuple(
        o.label or (label if label != o.name else "")
        for o, label in zip(objects, told, strict=True)
    )


def _counts(counters: Any) -> tuple[tuple[str, int], ...]:
    """Counters (of a player, an object), or what happened to a player earlier this turn,
    as the scenario says them (frozen): sorted ``(kind, count)`` pairs, none when absent."""
    if counters is None:
        return ()
    return tuple(sorted((str(k), int(v)) for k, v in thaw(counters).items() if v))


def init_shields(world: World, fx: Fx) -> World:
    p = fx.pd
    if fx.template.kind != "prevent" or not p.get("shield"):
        return world
    amount = p.get("amount")
    each = p.get("each")
    target = p.get("shares_color_with")
    if each is None and target is None:
        return world.set_shield(ShieldKey(fx.id), amount)
    colors = set(world.obj(target).colors) if target else set()
    for o in world.objects:
        if not o.in_play:
            continue
        if each is not None and not obj_matches(each, o, fx=fx):
            continue
        if target and o.id != target and not (colors & set(o.colors)):
            continue
        world = world.set_shield(ShieldKey(fx.id, o.id), amount)
    return world


def compiled_for(cc: Compiled, release: str) -> Compiled:
    """The compiled scenario as the rules of ``release`` read its effects (an effect optional
    only before a date, :func:`~rules.engine.effects.for_release`); the same one when none
    depends on the release."""
    if not any(f.optional_until for f in cc.fxs):
        return cc
    fxs = for_release(cc.fxs, release)
    return replace_compiled(cc, fxs)


def replace_compiled(cc: Compiled, fxs: tuple[Fx, ...]) -> Compiled:
    by_id = {f.id: f for f in fxs}
    watching = {k: tuple(by_id[f.id] for f in v) for k, v in cc.watching.items()}
    return Compiled(
        cc.scenario,
        fxs,
        cc.moments,
        cc.start,
        watching,
        cc.cants,
        cc.unpreventers,
        cc.whole_draws,
        cc.as_though,
    )
