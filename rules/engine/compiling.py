"""Compiling a scenario: its effects filled in, its moments flattened, and the starting work."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, TypeVar

from .effects import Fx, distinct_labels, for_release, make_fx, rule_made
from .filters import obj_matches
from .frozen import quick_init
from .influence import Influence
from .labels import Named, told_apart
from .library_cards import with_placed
from .scenario import EventSpec, GameObject, Moment, Scenario, thaw
from .spec_events import event_from_spec
from .state import Ev, Obj, PlayerState, ShieldKey, World
from .vocabulary import RESOLVED_KINDS
from .work import Work

T = TypeVar("T")


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
    losers: tuple[Fx, ...] = ()
    """The effects that make objects lose all abilities (most scenarios have none)."""
    by_release: bool = False
    """Whether an effect is optional only under some releases (``optional_until``)."""
    teamed: bool = False
    """Whether the players play in teams (Two-Headed Giant, 810)."""

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
    fxs = distinct_labels(tuple([make_fx(e, scenario) for e in scenario.effects]), scenario)
    fxs += rule_made(scenario)
    timeline = scenario.timeline
    created_later = (
        {m.effect for m in timeline if m.happening == "create_effect"} if timeline else ()
    )
    # One pass over the effects (a hot path): what any of them reads or watches.
    tracked = whole = False
    live = []
    shielded = []
    for f in fxs:
        tracked = tracked or f.reads_this_turn
        whole = whole or bool((f.pd.get("watch") or {}).get("cards_at_least"))
        if f.id not in created_later:
            live.append(f.id)
            if f.template.kind == "prevent":
                shielded.append(f)
    values = _BLANK_WORLD.copy()  # made as _obj makes an object
    values["players"] = _players(scenario, tracked)
    values["objects"] = _objects(scenario)
    values["live"] = frozenset(live)
    world = _value(World, values)
    for f in shielded:
        world = init_shields(world, f)  # a shield's amount, on each object it covers
    values = _BLANK_WORK.copy()
    values["world"] = world
    start = _value(Work, values)
    watching = _watching(fxs)
    kinds = _by_kind(fxs)
    moments = _moments(scenario, world, whole)
    limits = scenario.range_of_influence
    influence = None if limits is None else Influence.of(limits, scenario.player_names())
    return Compiled(
        scenario,
        fxs,
        moments,
        start,
        watching,
        kinds.get("cant", ()),
        kinds.get("cant_be_prevented", ()),
        whole,
        kinds.get("dealt_as_though", ()),
        influence,
        kinds.get("lose_abilities", ()),
        any([f.optional_until for f in fxs]),
        scenario.teams is not None,
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
    mates: dict[str, str | None] = {}
    if scenario.teams is not None:
        for team in thaw(scenario.teams):
            teams.update(dict.fromkeys(team["players"], team))
        mates = {n: next((m for m in t["players"] if m != n), None) for n, t in teams.items()}
    placed = _placed(scenario)
    made = []
    for p in scenario.players:  # a loop, not a generator: no frame made (a hot path)
        name = p.name
        team = teams.get(name)
        values = _BLANK_PLAYER.copy()  # made as _obj makes an object
        values["name"] = name
        if team is not None:
            # A team's shared life total starts at 30 (810.4; 606.4a in 2008).
            values["life"] = team.get("life", 30)
            values["starting_life"] = p.starting_life or 30
        else:
            values["life"] = 20 if p.life is None else p.life
            values["starting_life"] = p.starting_life or 20
        library = p.library or ()
        values["library"] = with_placed(library, placed[name]) if name in placed else library
        values["hand"] = p.hand or ()
        values["graveyard"] = p.graveyard or ()
        if p.counters is not None:
            values["counters"] = _counts(p.counters)
        values["mate"] = mates.get(name)
        if tracked or p.this_turn is not None:
            values["turn"] = _counts(p.this_turn)
        made.append(_value(PlayerState, values))
    return tuple(made)


_BLANK_WORLD = World(players=(), objects=(), live=frozenset()).__dict__
"""A world's fields at their defaults, in order."""
_BLANK_WORK = Work(
    world=World(players=(), objects=(), live=frozenset()), next_moment=0, queue=(), batch=(), log=()
).__dict__
"""The starting work's fields (its world aside), in order."""
_BLANK_PLAYER = PlayerState(name="").__dict__
"""A player's fields at their defaults, in order."""


def _placed(scenario: Scenario) -> dict[str, dict[int, str]]:
    """The objects standing in a library at a place: their ids by position, by the
    library's owner (none, most often)."""
    placed: dict[str, dict[int, str]] = {}
    for o in scenario.objects:
        if o.position is not None and o.zone == "library":
            placed.setdefault(o.owner, {})[o.position] = o.id
    return placed


def _objects(scenario: Scenario) -> tuple[Obj, ...]:
    made = []
    for o, label in zip(scenario.objects, object_labels(scenario), strict=True):
        # A loop, not a generator: no frame made (a hot path).
        made.append(_obj(o, label))
    return tuple(made)


def _obj(o: GameObject, label: str) -> Obj:
    """The object as the scenario gives it: a copy of the blank object's fields, those the
    scenario gives changed (most of an object's 27 fields are at their defaults)."""
    values = _BLANK_OBJ.copy()
    values["id"] = o.id
    values["name"] = o.name
    values["owner"] = values["controller"] = o.owner
    if o.controller:
        values["controller"] = o.controller
    if o.zone:
        values["zone"] = o.zone
    if o.types:
        values["types"] = o.types
    if o.subtypes:
        values["subtypes"] = o.subtypes
    if o.colors:
        values["colors"] = o.colors
    if o.supertypes:
        values["supertypes"] = o.supertypes
    values["power"] = o.power
    values["toughness"] = o.toughness
    if o.damage:
        values["damage"] = o.damage
    if o.counters is not None:
        values["counters"] = _counts(o.counters)
    values["token"] = bool(o.token)
    values["tapped"] = bool(o.tapped)
    values["in_combat"] = bool(o.in_combat) or o.combat is not None
    values["combat"] = o.combat
    values["back"] = o.back
    if o.keywords:
        values["keywords"] = o.keywords
    values["toxic"] = o.toxic or 0
    values["x"] = o.x or 0
    values["cast_from"] = o.cast_from
    if o.kicked:
        values["kicked"] = o.kicked
    values["label"] = label
    values["attached_to"] = o.attached_to
    if o.melded:
        values["melded"] = o.melded
    if o.damaged_by:
        values["damaged_by"] = tuple(sorted(set(o.damaged_by)))
    if o.blocks:
        values["blocks"] = o.blocks
    return _value(Obj, values)


_BLANK_OBJ = Obj(id="", name="", owner="", controller=None, zone="battlefield").__dict__
"""An object's fields at their defaults (its zone the battlefield's), in order."""


def _value(kind: type[T], values: dict[str, Any]) -> T:
    """A frozen value of ``kind`` made from its fields' ``values``, as its ``__init__``
    (:func:`~rules.engine.frozen.quick_init`) makes it."""
    made = _new(kind)
    _set(made, "__dict__", values)
    return made


_new = object.__new__
_set = object.__setattr__


def _moments(scenario: Scenario, world: World, whole: bool = False) -> tuple[tuple[str, Any], ...]:
    """The timeline's moments, then the scenario's events, as the machine works through
    them: a happening, or a batch of simultaneous events (draws one at a time). With
    ``whole``, when an effect watches an instruction to draw several cards as a whole
    (121.2a), such an instruction stays one event until it happens."""
    moments: list[tuple[str, Any]] = []
    number = 0
    entries = _with_what_follows([*(scenario.timeline or ()), _moment(scenario.events)])
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


def _moment(events: tuple[EventSpec, ...]) -> Moment:
    """A moment of simultaneous ``events`` (made as _obj makes an object)."""
    values = _BLANK_MOMENT.copy()
    values["events"] = events
    return _value(Moment, values)


_BLANK_MOMENT = Moment().__dict__
"""A moment's fields at their defaults, in order."""


def _with_what_follows(entries: list[Moment]) -> list[Moment]:
    """The moments, each set of events followed by what its events' "if you do" says:
    the player chose to do it, so that follows, whatever replacement effects made of the
    event (118.12: the clause checks the choice, "regardless of what events actually
    occurred")."""
    out: list[Moment] = []
    for moment in entries:
        out.append(moment)
        following: list[EventSpec] = []
        for spec in moment.events or ():  # a loop, not a generator (a hot path)
            if spec.if_you_do:
                following.extend(spec.if_you_do)
        if following:
            out.append(_moment(tuple(following)))
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
        if each is not None and not obj_matches(each, o, fx=fx, world=world):
            continue
        if target and o.id != target and not (colors & set(o.colors)):
            continue
        world = world.set_shield(ShieldKey(fx.id, o.id), amount)
    return world


def compiled_for(cc: Compiled, release: str) -> Compiled:
    """The compiled scenario as the rules of ``release`` read its effects (an effect optional
    only before a date, :func:`~rules.engine.effects.for_release`); the same one when none
    depends on the release."""
    if not cc.by_release:
        return cc
    fxs = for_release(cc.fxs, release)
    return replace_compiled(cc, fxs)


def replace_compiled(cc: Compiled, fxs: tuple[Fx, ...]) -> Compiled:
    """``cc`` with ``fxs`` in place of its effects (the same ids), every other part kept."""
    by_id = {f.id: f for f in fxs}
    watching = {k: tuple(by_id[f.id] for f in v) for k, v in cc.watching.items()}
    losers = tuple([by_id[f.id] for f in cc.losers])
    return replace(cc, fxs=fxs, watching=watching, losers=losers)
