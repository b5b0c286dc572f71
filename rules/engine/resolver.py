"""The resolver: ``resolve(scenario, procedure, choices) -> Pending | Done``.

The loop below is the same for every release of the rules; what differs is the
:class:`~rules.engine.procedures.Procedure` (its steps of choosing and the rule
numbers it cites). The loop works on a :class:`Work` value (the world, the
events being modified, what is left to happen) and either asks a
:class:`Question` or finishes. Choices are option ids, so a list of them
replays exactly.

>>> from rules.engine import Scenario
>>> s = Scenario.from_dict({
...     "version": 1,
...     "players": [{"name": "Alice"}, {"name": "Bob"}],
...     "objects": [
...         {"id": "goblin", "name": "Raging Goblin", "owner": "Alice", "types": ["Creature"]},
...         {"id": "furnace", "name": "Furnace of Rath", "owner": "Alice"}],
...     "effects": [{"id": "furnace", "source": "furnace", "controller": "Alice",
...                  "preset": "furnace-of-rath"}],
...     "events": [{"kind": "damage", "source": "goblin", "recipient": "Bob", "amount": 2}],
... })
>>> done = resolve(s, "2025-09-19")
>>> done.outcome.text
'Bob is dealt 4 damage'
>>> [step.kind for step in done.trace]
['forced', 'note']
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from .budget import Deadline, current
from .errors import ChoiceError, ErrorDetail, ScenarioError
from .procedures import Procedure, get_procedure
from .results import Done, Excluded, Option, Outcome, Pending, Step, counted
from .scenario import EventSpec, FrozenParams, Mode, Moment, Scenario, thaw
from .state import Ev, Hashed, Obj, PlayerState, Record, World, replace
from .templates import (
    TEMPLATES,
    Applied,
    ModeChoice,
    Template,
    obj_matches,
    player_matches,
)

#: Loop iterations allowed for one resolution before it is declared a loop.
MAX_ITERATIONS = 20_000
#: The most cards, tokens … one event may make while resolving (counts in a scenario
#: are at most 200; effects can multiply them).
MAX_UNITS = 1_000
_ZONE_WORDS = {
    "graveyard": "is put into {owner}'s graveyard",
    "exile": "is exiled",
    "library": "is shuffled into {owner}'s library",
    "hand": "is put into {owner}'s hand",
    "battlefield": "is put onto the battlefield",
    "command": "is put into the command zone",
    "stack": "is put onto the stack",
}


# ---------------------------------------------------------------------------
# Effects as the resolver sees them
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Fx:
    """An effect with its preset filled in: template, parameters, flags."""

    id: str
    label: str
    controller: str
    source: str | None
    template: Template
    params: FrozenParams
    origin: str
    self_replacement: bool
    optional: bool
    modes: tuple[Mode, ...]
    pd: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)
    """The parameters as a plain dict, for fast reading."""
    text: str = field(default="", compare=False)
    """What the effect does, for people: the preset's text, or the template's."""
    self_scoped: bool = field(default=False, compare=False)
    """An entering object's own ability (``object: {"this": true}``, 614.12)."""

    def __repr__(self) -> str:
        return f"Fx({self.id!r}, {self.template.kind!r})"


@dataclass(frozen=True)
class Cand:
    """An effect that may be applied to an event now."""

    fx: Fx
    bearer: str | None
    key: str
    step: str


@dataclass(frozen=True)
class Work(Hashed):
    """Where a resolution stands: hashable, so the explorer memoises on it."""

    __hash__ = Hashed.__hash__

    world: World
    next_moment: int
    queue: tuple[tuple[Ev, ...], ...]
    """Batches to resolve before the next moment (contained events, sequences of draws)."""
    batch: tuple[Ev, ...]
    """The simultaneous events being modified now."""
    log: tuple[Record, ...]
    """What finally happened (or didn't), in order."""
    mode_for: tuple[str, str, str | None] | None = None
    """(effect key, event id, bearer) of an effect chosen whose mode is still to choose."""
    first: tuple[str, ...] = ()
    """Events a player chose to have a shield prevent first (615.7): they are worked on
    before the other events of their chooser, the shield included."""


@dataclass(frozen=True)
class Question:
    """A choice the rules give a player now."""

    chooser: str
    text: str
    options: tuple[Option, ...]
    actions: tuple[tuple[Any, ...], ...]
    """What each option does: ("apply", event id, Cand), ("mode", mode id) or
    ("first", event id, Cand)."""
    excluded: tuple[Excluded, ...]
    event_text: str
    rules: tuple[str, ...]
    effect_ids: tuple[str | None, ...]


@dataclass(frozen=True)
class Draft:
    """A trace step before it gets its number."""

    kind: str
    chooser: str | None
    options: tuple[str, ...]
    chosen: str | None
    effect_id: str | None
    before: str
    after: str
    rules: tuple[str, ...]
    explanation: str


# ---------------------------------------------------------------------------
# Compiling a scenario
# ---------------------------------------------------------------------------


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

    def fx(self, effect_id: str) -> Fx:
        for f in self.fxs:
            if f.id == effect_id:
                return f
        raise KeyError(effect_id)


def make_fx(spec: Any, scenario: Scenario) -> Fx:
    from .presets import PRESETS

    preset = PRESETS.get(spec.preset) if spec.preset else None
    kind = spec.template or (preset.template if preset else None)
    params = dict(preset.params) if preset else {}
    if spec.params is not None:
        params.update(spec.params.to_dict())
    label = spec.label
    if label is None:
        if preset is not None:
            label = preset.name
        elif spec.source is not None:
            label = scenario.object(spec.source).name
        else:
            label = spec.id
    self_rep = spec.self_replacement
    if self_rep is None:
        self_rep = preset.self_replacement if preset else False
    origin = spec.origin or (preset.origin if preset and spec.preset else None)
    if origin is None:
        origin = "static" if spec.source is not None and not self_rep else "resolution"
    optional = spec.optional if spec.optional is not None else bool(preset and preset.optional)
    tpl = TEMPLATES[str(kind)]
    obj = params.get("object")
    return Fx(
        id=spec.id,
        label=label,
        controller=spec.controller,
        source=spec.source,
        template=TEMPLATES[str(kind)],
        params=FrozenParams.of(params),
        origin=origin,
        self_replacement=bool(self_rep),
        optional=bool(optional),
        modes=spec.modes or (),
        pd=params,
        text=preset.text if preset is not None else tpl.title,
        self_scoped=bool(tpl.self_enter and isinstance(obj, dict) and obj.get("this")),
    )


def _distinct_labels(fxs: tuple[Fx, ...]) -> tuple[Fx, ...]:
    """Effects that share a name are told apart by their ids, so that a player
    offered "which first" between two of them (two shields of the same card, two
    doublers a copy effect gave one permanent) sees two different options."""
    seen: dict[str, int] = {}
    for f in fxs:
        seen[f.label] = seen.get(f.label, 0) + 1
    return tuple(replace(f, label=f"{f.label} ({f.id})") if seen[f.label] > 1 else f for f in fxs)


@lru_cache(maxsize=256)
def compile_scenario(scenario: Scenario) -> Compiled:
    """The scenario's effects filled in, its moments flattened, and the starting work."""
    fxs = _distinct_labels(tuple(make_fx(e, scenario) for e in scenario.effects))
    created_later = {m.effect for m in scenario.timeline or () if m.happening == "create_effect"}
    players = tuple(
        PlayerState(
            name=p.name,
            life=20 if p.life is None else p.life,
            library=p.library or (),
            hand=p.hand or (),
            graveyard=p.graveyard or (),
        )
        for p in scenario.players
    )
    objects = tuple(
        Obj(
            id=o.id,
            name=o.name,
            owner=o.owner,
            controller=o.controller or o.owner,
            zone=o.zone or "battlefield",
            types=o.types or (),
            subtypes=o.subtypes or (),
            colors=o.colors or (),
            power=o.power,
            toughness=o.toughness,
            damage=o.damage or 0,
            counters=tuple(sorted(_thaw_counts(o.counters))),
            token=bool(o.token),
            tapped=bool(o.tapped),
            in_combat=bool(o.in_combat),
            back=o.back,
        )
        for o in scenario.objects
    )
    world = World(
        players=players,
        objects=objects,
        live=frozenset(f.id for f in fxs if f.id not in created_later),
    )
    for f in fxs:
        if f.id not in created_later:
            world = _init_shields(world, f)
    moments: list[tuple[str, Any]] = []
    number = 0
    entries: list[Moment] = list(scenario.timeline or ())
    entries.append(Moment(events=scenario.events))
    for mi, moment in enumerate(entries):
        if moment.happening is not None:
            moments.append(("happening", moment))
            continue
        first: list[Ev] = []
        draws: list[list[Ev]] = []
        for ei, spec in enumerate(moment.events or ()):
            number += 1
            ev_id = spec.id or f"e{number}"
            ev = _event_from_spec(spec, ev_id, (mi, ei), world)
            if ev.kind == "draw":
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
        # Cards are drawn one at a time (121.2 / 423.2); when several players draw, the
        # active player makes all of their draws first, then each other player in turn
        # order (121.2c / 423.2a).
        draws.sort(key=lambda seq: world.apnap_index(seq[0].player))
        sequence = [ev for seq in draws for ev in seq]
        if len(draws) > 1:
            at = min(seq[0].order[1] for seq in draws)
            sequence = [ev.but(order=(mi, at, j)) for j, ev in enumerate(sequence)]
        moments.append(("events", tuple(first + sequence[:1])))
        moments.extend(("events", (ev,)) for ev in sequence[1:])
    start = Work(world=world, next_moment=0, queue=(), batch=(), log=())
    kinds = {"damage", "move", "regenerate", "draw", "gain_life", "lose_life", "create_tokens"}
    kinds |= {"put_counters", "begin_step", "begin_turn", "return_card", "win_game"}
    watching = {
        k: tuple(f for f in fxs if not f.template.marker and k in f.template.watches) for k in kinds
    }
    cants = tuple(f for f in fxs if f.template.kind == "cant")
    unpreventers = tuple(f for f in fxs if f.template.kind == "cant_be_prevented")
    return Compiled(scenario, fxs, tuple(moments), start, watching, cants, unpreventers)


def _thaw_counts(counters: Any) -> list[tuple[str, int]]:
    if counters is None:
        return []

    return [(str(k), int(v)) for k, v in thaw(counters).items() if v]


def _event_from_spec(spec: EventSpec, ev_id: str, order: tuple[int, ...], world: World) -> Ev:
    k = spec.kind
    base = Ev(id=ev_id, kind=k, order=order)
    if k == "damage":
        amount = spec.amount or 0
        return base.but(
            source=spec.source,
            recipient=spec.recipient,
            amount=amount,
            original=amount,
            combat=bool(spec.combat),
            unpreventable=bool(spec.unpreventable),
        )
    if k in ("destroy", "move", "enter"):
        o = world.obj(str(spec.object))
        to = "graveyard" if k == "destroy" else ("battlefield" if k == "enter" else spec.to)

        ev = base.but(
            kind="move",
            object=o.id,
            from_zone=o.zone,
            to_zone=to,
            destroy=k == "destroy",
            cause="destroy" if k == "destroy" else spec.cause,
            cant_be_regenerated=bool(spec.cant_be_regenerated),
        )
        if to == "battlefield":
            ev = ev.but(
                controller=spec.controller or o.controller or o.owner,
                tapped=bool(spec.tapped),
                counters=tuple(sorted(thaw(spec.counters).items())) if spec.counters else (),
            )
        return ev
    if k == "draw":
        return base.but(player=spec.player, amount=1, cause=spec.cause, then=spec.then)
    if k in ("gain_life", "lose_life"):
        return base.but(player=spec.player, amount=spec.amount or 0, original=spec.amount or 0)
    if k == "create_tokens":
        count = 1 if spec.count is None else spec.count
        return base.but(player=spec.player, amount=count, original=count, token=spec.token)
    if k == "put_counters":
        count = 1 if spec.count is None else spec.count
        return base.but(object=spec.object, counter=spec.counter, amount=count, original=count)
    if k == "begin_step":
        return base.but(player=spec.player, step=spec.step, begun=bool(spec.begun))
    if k == "begin_turn":
        return base.but(player=spec.player, begun=bool(spec.begun))
    raise ValueError(k)  # pragma: no cover - the schema allows no other kind


def _init_shields(world: World, fx: Fx) -> World:
    p = fx.pd
    if fx.template.kind != "prevent" or not p.get("shield"):
        return world
    amount = p.get("amount")
    each = p.get("each")
    target = p.get("shares_color_with")
    if each is None and target is None:
        return world.set_shield(fx.id, amount)
    colors = set(world.obj(target).colors) if target else set()
    for o in world.objects:
        if not o.in_play:
            continue
        if each is not None and not obj_matches(each, o, fx=fx):
            continue
        if target and o.id != target and not (colors & set(o.colors)):
            continue
        world = world.set_shield(f"{fx.id}:{o.id}", amount)
    return world


# ---------------------------------------------------------------------------
# The context templates see
# ---------------------------------------------------------------------------


def as_it_would_exist(ev: Ev, world: World) -> Obj:
    """The entering object as it would exist on the battlefield (614.12 / 419.6i): with the
    characteristics of what it would enter as a copy of, and of its back face if it would
    enter with its back face up (616.1d, 712.8e)."""
    o = world.obj(str(ev.object))
    face = world.obj(ev.copy_of) if ev.copy_of else o
    if ev.back_face and face.back is not None:
        o = _with_face(o, thaw(face.back))
    elif ev.copy_of:
        o = replace(
            o,
            name=face.name,
            types=face.types,
            subtypes=face.subtypes,
            colors=face.colors,
            power=face.power,
            toughness=face.toughness,
        )
    return replace(o, controller=ev.controller, zone="battlefield")


def _with_face(o: Obj, face: Mapping[str, Any]) -> Obj:
    """``o`` with the characteristics of a face of a double-faced card."""
    return replace(
        o,
        name=face.get("name", o.name),
        types=tuple(face.get("types", ())),
        subtypes=tuple(face.get("subtypes", ())),
        colors=tuple(face.get("colors", ())),
        power=face.get("power"),
        toughness=face.get("toughness"),
    )


class Ctx:
    """The world now, and the helpers templates use to read and change it."""

    def __init__(self, cc: Compiled, proc: Procedure, world: World) -> None:
        self.cc = cc
        self.proc = proc
        self.world = world

    # Names and words -------------------------------------------------------

    def name(self, ref: str | None) -> str:
        if ref is None:
            return "nothing"
        if self.world.is_player(ref):
            return ref
        if self.world.has_obj(ref):
            o = self.world.obj(ref)
            return f"{o.name} token" if o.token else o.name
        return ref

    def zone_phrase(self, zone: str, object_id: str | None) -> str:
        owner = self.world.obj(object_id).owner if object_id else "its owner"
        return _ZONE_WORDS.get(zone, f"is put into {zone}").format(owner=owner)

    # Characteristics -------------------------------------------------------

    def ability_source(self, object_id: str, copy_of: str | None = None) -> str:
        """Whose printed abilities an object has: its own, or those of what it copies."""
        seen = set()
        current = copy_of or self.world.obj(object_id).copy_of or object_id
        while current not in seen:
            seen.add(current)
            nxt = self.world.obj(current).copy_of if self.world.has_obj(current) else None
            if not nxt:
                break
            current = nxt
        if copy_of is None and current == object_id:
            tok = self.world.obj(object_id)
            if tok.token and tok.copy_of:
                return tok.copy_of
        return current

    def as_it_would_exist(self, ev: Ev) -> Obj:
        """The entering object as it would exist on the battlefield (614.12 / 419.6i)."""
        return as_it_would_exist(ev, self.world)

    def recipient_controller(self, recipient: str | None) -> str | None:
        if recipient is None:
            return None
        if self.world.is_player(recipient):
            return recipient
        o = self.world.obj(recipient)
        return o.controller or o.owner

    def cant_put_entering(self, ev: Ev, kind: str) -> Fx | None:
        """The "can't" effect that stops counters of ``kind`` an entering permanent would be
        given, where the release counts them as put on it (122.6)."""
        if not (ev.entering and self.proc.entering_counters_are_put):
            return None
        return cant_put_entering(ev, kind, self.cc, self.world)

    def damage_matches(self, fx: Fx, ev: Ev, source_filter: Any, recipient_filter: Any) -> bool:
        if ev.kind != "damage":
            return False
        if "combat" in fx.pd and ev.combat != fx.pd["combat"]:
            return False
        if source_filter and not self.source_matches(fx, ev, source_filter):
            return False
        if recipient_filter:
            r = ev.recipient
            if self.world.is_player(r):
                if "player" not in recipient_filter:
                    return False
                return player_matches(recipient_filter["player"], r, fx.controller)
            if "object" not in recipient_filter:
                return False
            return obj_matches(recipient_filter["object"], self.world.obj(str(r)), fx=fx)
        return True

    def source_matches(self, fx: Fx, ev: Ev, source_filter: Any) -> bool:
        return obj_matches(source_filter, self.world.obj(str(ev.source)), fx=fx)

    # Events and records ----------------------------------------------------

    def new_event(self, ev: Ev, kind: str, *, suffix: str, index: int = 0, **fields: Any) -> Ev:
        """A new event made by replacing ``ev``; it sorts just after ``ev``, by ``index``."""
        return Ev(id=f"{ev.id}.{suffix}", kind=kind, order=(*ev.order, index), **fields)

    def damage_record(self, ev: Ev) -> Record:
        return Record(
            "damage",
            ev.order,
            f"{self.name(ev.source)} deals {ev.amount} damage to {self.name(ev.recipient)}"
            + (f" ({ev.prevented} prevented)" if ev.prevented else ""),
            subject=self.name(ev.recipient),
            source=self.name(ev.source),
            amount=ev.amount,
        )

    def skip_record(self, ev: Ev) -> Record:
        what = "turn" if ev.kind == "begin_turn" else f"{ev.step} step"
        return Record("skipped", ev.order, f"{ev.player} skips a {what}", subject=str(ev.player))

    def nothing_record(self, ev: Ev, fx: Fx) -> Record:
        return Record(
            "nothing",
            ev.order,
            f"{describe_event(ev, self.world)}, but nothing happens instead ({fx.label})",
            subject=str(ev.player or ""),
        )

    def impossible(self, fx: Fx, ev: Ev, actions: Any) -> str:
        """Why a mode's actions can't be done now, or ``""``."""
        for a in actions or ():
            a = _plain(a)
            if a.get("do") == "return_from_graveyard":
                who = self._actor(fx, ev, a)
                need = a.get("count", 1)
                have = len(self.world.player(who).graveyard)
                if have < need:
                    return f"{who}'s graveyard has no card to return"
        return ""

    def _actor(self, fx: Fx, ev: Ev, action: Mapping[str, Any]) -> str:
        who = action.get("player", "affected")
        if who == "you":
            return fx.controller
        if who == "affected":
            if ev.player:
                return ev.player
            if ev.object:
                return self.world.obj(ev.object).owner
            return fx.controller
        return str(who)

    def actions(self, fx: Fx, ev: Ev, actions: Any) -> tuple[tuple[Ev, ...], str]:
        """The events the actions of an ``instead`` make, and the actions in words."""
        out: list[Ev] = []
        words: list[str] = []
        for i, a in enumerate(actions or ()):
            a = _plain(a)
            do = a["do"]
            who = self._actor(fx, ev, a)
            n = a.get("count", a.get("amount", 1))
            if n == "that_many":
                n = ev.amount
            if do in ("draw", "return_from_graveyard") and n > MAX_UNITS:
                raise _too_many(fx.label, n, "cards")
            suffix = f"{fx.id}{i}"
            if do == "draw":
                for k in range(int(n)):
                    out.append(
                        self.new_event(
                            ev,
                            "draw",
                            suffix=f"{suffix}d{k}",
                            index=i * 1000 + k,
                            player=who,
                            amount=1,
                        )
                    )
                words.append(f"{who} draws {_count(int(n), 'card')}")
            elif do == "gain_life":
                out.append(
                    self.new_event(
                        ev, "gain_life", suffix=suffix, index=i * 1000, player=who, amount=n
                    )
                )
                words.append(f"{who} gains {n} life")
            elif do == "lose_life":
                out.append(
                    self.new_event(
                        ev, "lose_life", suffix=suffix, index=i * 1000, player=who, amount=n
                    )
                )
                words.append(f"{who} loses {n} life")
            elif do == "return_from_graveyard":
                for k in range(int(n)):
                    out.append(
                        self.new_event(
                            ev,
                            "return_card",
                            suffix=f"{suffix}r{k}",
                            index=i * 1000 + k,
                            player=who,
                        )
                    )
                words.append(f"{who} returns {_count(int(n), 'card')} from graveyard to hand")
            elif do == "win_game":
                out.append(
                    self.new_event(ev, "win_game", suffix=suffix, index=i * 1000, player=who)
                )
                words.append(f"{who} wins the game")
            elif do == "nothing":
                words.append("nothing happens")
            elif do == "move":
                # Watching where the object would be put replaces only that; watching the
                # move itself (a destruction, a discard) replaces the whole of it.
                cause = ev.cause if "to" in (fx.pd.get("watch") or {}) else None
                out.append(ev.but(to_zone=a["to"], destroy=False, cause=cause))
                words.append(f"{self.name(ev.object)} {self.zone_phrase(a['to'], ev.object)}")
            elif do == "create_tokens":
                out.append(
                    self.new_event(
                        ev,
                        "create_tokens",
                        suffix=suffix,
                        index=i * 1000,
                        player=who if a.get("player") else fx.controller,
                        amount=n,
                        original=n,
                        token=_freeze_token(a.get("token") or {"name": "Token"}),
                    )
                )
                tname = (a.get("token") or {}).get("name", "Token")
                words.append(f"{fx.controller} creates {_count(int(n), tname + ' token')}")
            elif do == "put_counters":
                target = fx.source if a.get("object", "this") == "this" else a["object"]
                out.append(
                    self.new_event(
                        ev,
                        "put_counters",
                        suffix=suffix,
                        index=i * 1000,
                        object=target,
                        counter=a.get("counter", "+1/+1"),
                        amount=n,
                    )
                )
                words.append(f"{n} {a.get('counter', '+1/+1')} counter(s) on {self.name(target)}")
        return tuple(out), ", and ".join(words) or "nothing happens"


def _too_many(what: str, n: int, noun: str) -> ScenarioError:
    return ScenarioError(
        [
            ErrorDetail(
                "effects",
                f"{what}: {n} {noun} is more than the resolver follows one by one "
                f"(at most {MAX_UNITS})",
            )
        ]
    )


def _plain(a: Any) -> dict[str, Any]:

    if isinstance(a, dict):
        return a
    return thaw(a)  # type: ignore[no-any-return]


def _freeze_token(token: Mapping[str, Any]) -> Any:
    from .scenario import freeze

    return freeze(dict(token))


def _count(n: int, noun: str) -> str:
    if n == 1:
        return f"a {noun}" if noun[0] not in "aeiou" else f"an {noun}"
    return f"{n} {noun}s"


# ---------------------------------------------------------------------------
# Events in words
# ---------------------------------------------------------------------------


def describe_event(ev: Ev, world: World, *, would: bool = True) -> str:
    """An event in words: ``"Raging Goblin would deal 3 damage to Bob"``."""
    ctx_name = _namer(world)
    w = "would " if would else ""
    k = ev.kind
    if k == "damage":
        verb = "deal" if would else "deals"
        text = f"{ctx_name(ev.source)} {w}{verb} {ev.amount} damage to {ctx_name(ev.recipient)}"
        if ev.unpreventable:
            text += " (can't be prevented)"
        return text
    if k == "move":
        name = ctx_name(ev.object)
        if ev.to_zone == "battlefield":
            verb = "enter" if would else "enters"
            text = f"{name} {w}{verb} the battlefield"
            text += " tapped" if ev.tapped else " untapped"
            text += f" under {ev.controller}'s control"
            if ev.copy_of:
                text += f" as a copy of {world.obj(ev.copy_of).name}"
            if ev.back_face:
                text += " with its back face up"
                back = world.obj(str(ev.object)).back
                if back is not None and not ev.copy_of and "name" in thaw(back):
                    text += f" ({thaw(back)['name']})"
            if ev.counters:
                text += " with " + ", ".join(_count_counters(n, c) for c, n in ev.counters)
            for what, value in ev.chosen:
                text += f", with {value} chosen as its {what}"
            return text
        if ev.destroy:
            return f"{name} {w}be destroyed" if would else f"{name} is destroyed"
        owner = world.obj(str(ev.object)).owner
        phrase = _ZONE_WORDS.get(str(ev.to_zone), "is put into {owner}'s " + str(ev.to_zone))
        phrase = phrase.format(owner=owner)
        return f"{name} {w}{'be' + phrase[2:] if would else phrase}"
    if k == "regenerate":
        return f"{ctx_name(ev.object)} {w}{'regenerate' if would else 'regenerates'}"
    if k == "draw":
        then = f" and {ev.then} it" if ev.then and would else ""
        return f"{ev.player} {w}{'draw' if would else 'draws'} a card{then}"
    if k == "gain_life":
        return f"{ev.player} {w}{'gain' if would else 'gains'} {ev.amount} life"
    if k == "lose_life":
        return f"{ev.player} {w}{'lose' if would else 'loses'} {ev.amount} life"
    if k == "create_tokens":
        return (
            f"{ev.player} {w}{'create' if would else 'creates'} "
            f"{_count(ev.amount, _token_name(ev.token, world) + ' token')}"
        )
    if k == "put_counters":
        return (
            f"{_count_counters(ev.amount, str(ev.counter))} {w}{'be' if would else 'are'} put "
            f"on {ctx_name(ev.object)}"
        )
    if k == "begin_step":
        return f"{ev.player}'s {ev.step} step {w}{'begin' if would else 'begins'}" + (
            " (it has already begun)" if ev.begun else ""
        )
    if k == "begin_turn":
        return f"{ev.player}'s turn {w}{'begin' if would else 'begins'}"
    if k == "return_card":
        return f"{ev.player} {w}{'return' if would else 'returns'} a card from graveyard to hand"
    if k == "win_game":
        return f"{ev.player} {w}{'win' if would else 'wins'} the game"
    return k


def _count_counters(n: int, kind: str) -> str:
    return f"{n} {kind} counter" + ("" if n == 1 else "s")


def _namer(world: World) -> Any:
    def name(ref: str | None) -> str:
        if ref is None:
            return "nothing"
        if world.is_player(ref):
            return ref
        if world.has_obj(ref):
            o = world.obj(ref)
            return f"{o.name} token" if o.token else o.name
        return ref

    return name


def _token_name(token: Any, world: World) -> str:

    spec = thaw(token) if token is not None else {}
    if isinstance(spec, dict):
        if spec.get("copy_of"):
            return str(world.obj(spec["copy_of"]).name)
        return str(spec.get("name", "Token"))
    return "Token"


def describe_events(scenario: Scenario | Mapping[str, Any]) -> tuple[str, ...]:
    """The scenario's events about to happen, in words, one per event.

    >>> from rules.engine import get_example
    >>> describe_events(get_example("case-02").scenario)
    ('Blightsteel Colossus would be destroyed',)
    """
    sc = _as_scenario(scenario)
    world = compile_scenario(sc).start.world
    out = []
    for i, spec in enumerate(sc.events):
        ev = _event_from_spec(spec, spec.id or "e", (0, i), world)
        text = describe_event(ev, world)
        if spec.kind == "draw" and (spec.count or 1) > 1:
            text = f"{spec.player} would draw {spec.count} cards"
        out.append(text)
    return tuple(out)


def events_text(events: Sequence[Ev], world: World, limit: int = 4) -> str:
    """The events in words; past ``limit`` of them, how many more."""
    texts = counted([describe_event(e, world) for e in events])
    shown = "; ".join(texts[:limit]) or "nothing"
    if len(texts) > limit:
        shown += f"; and {len(texts) - limit} more"
    return shown


# ---------------------------------------------------------------------------
# Who chooses
# ---------------------------------------------------------------------------


def affected_chooser(ev: Ev, world: World) -> str:
    """The affected player, or the affected object's controller (its owner if none) (616.1)."""
    if ev.kind == "damage":
        if world.is_player(ev.recipient):
            return str(ev.recipient)
        return world.obj(str(ev.recipient)).chooser
    if ev.kind == "move" and ev.to_zone == "battlefield":
        o = world.obj(str(ev.object))
        if o.zone in ("stack", "entering"):
            return o.controller or o.owner
        return o.owner
    if ev.object is not None and ev.kind in ("move", "regenerate", "put_counters"):
        return world.obj(ev.object).chooser
    return str(ev.player)


# ---------------------------------------------------------------------------
# Which effects apply to an event now
# ---------------------------------------------------------------------------


def cant_happen(ev: Ev, cc: Compiled, world: World) -> Fx | None:
    """The "can't" effect that stops this event, if any (614.17)."""
    for fx in cc.cants:
        if fx.id not in world.live:
            continue
        if not _functioning(fx, world, cc):
            continue
        if fx.pd.get("event") == "enter":
            if _cant_enter(fx, ev, cc, world):
                return fx
            continue
        if fx.pd.get("event") == "damage":
            if ev.kind == "damage" and _cant_be_dealt(fx, ev, world):
                return fx
            continue
        if fx.pd.get("event") == "put_counters":
            if (
                ev.kind == "put_counters"
                and fx.pd.get("counter") in (None, ev.counter)
                and obj_matches(fx.pd.get("object"), world.obj(str(ev.object)), fx=fx)
            ):
                return fx
            continue
        if ev.kind == fx.pd.get("event") and player_matches(
            fx.pd.get("player", "any"), ev.player, fx.controller
        ):
            return fx
    return None


def cant_put_entering(ev: Ev, kind: str, cc: Compiled, world: World) -> Fx | None:
    """The "can't" effect that stops the counters of ``kind`` a permanent would be given as
    it enters: they are counters put on it (122.6), so "counters can't be put" stops them
    (614.17), the permanent checked as it would exist on the battlefield (614.17d)."""
    for fx in cc.cants:
        if fx.id not in world.live or not _functioning(fx, world, cc):
            continue
        if fx.pd.get("event") != "put_counters" or fx.pd.get("counter") not in (None, kind):
            continue
        o = as_it_would_exist(ev, world)
        if obj_matches(fx.pd.get("object"), o, fx=fx, controller=ev.controller):
            return fx
    return None


def _cant_be_dealt(fx: Fx, ev: Ev, world: World) -> bool:
    """Whether a "damage can't be dealt" effect stops this damage: the player it names is
    the player the damage would be dealt to, its object filter the permanent (614.17)."""
    recipient = str(ev.recipient)
    if world.is_player(recipient):
        return "object" not in fx.pd and player_matches(
            fx.pd.get("player", "any"), recipient, fx.controller
        )
    if "object" in fx.pd:
        return obj_matches(fx.pd.get("object"), world.obj(recipient), fx=fx)
    return "player" not in fx.pd


def _cant_enter(fx: Fx, ev: Ev, cc: Compiled, world: World) -> bool:
    """Whether a "can't enter" effect stops this entering: the permanent is checked as it
    would exist on the battlefield, after the replacement effects already applied to
    how it enters (614.17d)."""
    if not ev.entering:
        return False
    src = fx.pd.get("from", "anywhere")
    if src != "anywhere" and ev.from_zone != src:
        return False
    o = as_it_would_exist(ev, world)
    return obj_matches(fx.pd.get("object"), o, fx=fx, controller=ev.controller)


def _functioning(fx: Fx, world: World, cc: Compiled | None = None) -> bool:
    """Whether a static ability's effect works: its source is on the battlefield and,
    if ``cc`` is given, hasn't lost its abilities there."""
    if fx.origin != "static" or fx.source is None:
        return True
    if not (world.has_obj(fx.source) and world.obj(fx.source).in_play):
        return False
    if cc is None or fx.template.kind == "lose_abilities":
        return True
    return _ability_loss(cc, world, "battlefield") is None


def _ability_loss(cc: Compiled, world: World, zone: str) -> Fx | None:
    """The effect that makes objects in ``zone`` lose all abilities, if one works now."""
    for other in cc.fxs:
        if (
            other.template.kind == "lose_abilities"
            and other.id in world.live
            and other.pd.get("zone") == zone
            and _functioning(other, world)
        ):
            return other
    return None


def _unpreventable(ev: Ev, cc: Compiled, ctx: Ctx) -> bool:
    if ev.kind != "damage":
        return False
    for fx in cc.unpreventers:
        if (
            fx.id in ctx.world.live
            and _functioning(fx, ctx.world, cc)
            and ctx.damage_matches(fx, ev, fx.pd.get("source"), fx.pd.get("recipient"))
        ):
            return True
    return False


def _step_of(fx: Fx, proc: Procedure) -> str:
    cat = "self" if fx.self_replacement else fx.template.category
    return cat if cat in proc.step_keys else "any"


def candidates(
    ev: Ev, cc: Compiled, proc: Procedure, world: World, explain: bool = True
) -> tuple[list[Cand], list[Excluded]]:
    """The effects that may be applied to ``ev`` now, and (if ``explain``) those that
    can't, with why."""
    ctx = Ctx(cc, proc, world)
    cands: list[Cand] = []
    excluded: list[Excluded] = []
    blocker = cant_happen(ev, cc, world) if cc.cants else None
    for fx in cc.watching.get(ev.kind, ()):
        if fx.id not in world.live:
            continue
        if not explain and fx.id in ev.applied:
            continue
        bearer: str | None = None
        if fx.self_scoped:
            if not ev.entering:
                continue
            having = ctx.ability_source(str(ev.object), ev.copy_of)
            if having != fx.source:
                if ev.object == fx.source and ev.copy_of and fx.id not in ev.applied:
                    # Its own ability, still waiting when a copy effect took its place.
                    excluded.append(
                        Excluded(
                            fx.id,
                            fx.label,
                            f"{ctx.name(ev.object)} would enter as a copy of "
                            f"{ctx.name(ev.copy_of)}, which doesn't have this ability, and an "
                            "entering permanent is checked as it would exist "
                            f"{proc.battlefield_word}",
                            proc.rules("entering"),
                        )
                    )
                continue
            loser = (
                _ability_loss(cc, world, "battlefield")
                if proc.entering_sees_other_effects
                else None
            )
            if loser is not None:
                # 614.12 (from 2017-09-25): the entering permanent is checked with the
                # continuous effects that already exist and would apply to it.
                excluded.append(
                    Excluded(
                        fx.id,
                        fx.label,
                        f"{ctx.name(ev.object)} would have no abilities on the battlefield "
                        f"({loser.label}); an entering permanent is checked as it would exist "
                        "there, with the continuous effects that already exist, so this "
                        "ability of its own doesn't apply",
                        proc.rules("entering"),
                    )
                )
                continue
            bearer = str(ev.object)
        elif not _functioning(fx, world, cc):
            if ev.entering and ev.object == fx.source:
                excluded.append(
                    Excluded(
                        fx.id,
                        fx.label,
                        f"{fx.label} isn't {proc.battlefield_word} yet, so its ability "
                        "doesn't apply to itself as it enters",
                        proc.rules("entering"),
                    )
                )
            continue
        key = fx.id if bearer in (None, fx.source) else f"{fx.id}@{bearer}"
        verdict = fx.template.check(fx, ev, ctx, bearer)
        if verdict is None:
            continue
        if key in ev.applied:
            excluded.append(
                Excluded(
                    key,
                    fx.label,
                    "it has already been applied to this event (or to the event this one "
                    "replaced): an effect gets one opportunity per event",
                    proc.rules("once"),
                )
            )
            continue
        if not verdict.ok:
            excluded.append(
                Excluded(key, fx.label, verdict.reason, proc.rules(*verdict.mechanisms))
            )
            continue
        if blocker is not None and proc.cant_blocks_replacement and not fx.self_replacement:
            excluded.append(
                Excluded(
                    key,
                    fx.label,
                    f"the event can't happen ({blocker.label}), so only a self-replacement "
                    "effect could modify it",
                    proc.rules("cant", *(("cant_enter",) if ev.entering else ())),
                )
            )
            continue
        if fx.modes:
            modes = fx.template.modes(fx, ev, ctx, bearer)
            if not any(m.possible for m in modes):
                excluded.append(
                    Excluded(
                        key, fx.label, "none of its modes is possible now", proc.rules("modal")
                    )
                )
                continue
        cands.append(Cand(fx, bearer, key, _step_of(fx, proc)))
    return cands, excluded


def _contained_exclusions(ev: Ev, cc: Compiled, proc: Procedure, world: World) -> list[Excluded]:
    """Effects waiting for the tokens' entering, an event contained in their creation (616.1g)."""
    if ev.kind != "create_tokens" or not proc.contained_events:
        return []

    spec = thaw(ev.token) if ev.token is not None else {}
    copy_of = spec.get("copy_of") if isinstance(spec, dict) else None
    out = []
    for fx in cc.fxs:
        if fx.id not in world.live or not fx.template.self_enter:
            continue
        if fx.self_scoped and copy_of and fx.source == copy_of:
            out.append(
                Excluded(
                    fx.id,
                    fx.label,
                    "it applies to the token entering the battlefield, an event contained in "
                    "creating the token, so it waits until the effects on creating the token "
                    "have been chosen",
                    proc.rules("contained"),
                )
            )
    return out


# ---------------------------------------------------------------------------
# The loop
# ---------------------------------------------------------------------------


def _mode_list(fx: Fx, ev: Ev, ctx: Ctx, bearer: str | None) -> tuple[ModeChoice, ...]:
    modes = fx.template.modes(fx, ev, ctx, bearer)
    if fx.optional:
        if not modes:
            modes = (ModeChoice("apply", f"apply {fx.label}"),)
        modes = (*modes, ModeChoice("decline", f"don't apply {fx.label}"))
    return modes


def _has_modes(fx: Fx) -> bool:
    return bool(fx.modes) or fx.optional or fx.template.kind == "enter_choose"


def _mode_chooser(fx: Fx, ev: Ev) -> str:
    if fx.template.kind == "enter_choose" and ev.controller:
        return ev.controller
    return fx.controller


_FIRST = {
    "self": "a self-replacement effect",
    "control": "an effect that changes under whose control the object enters",
    "copy": "an effect that makes the object enter as a copy",
    "back_face": "an effect that makes the card enter with its back face up",
    "any": "another effect",
}


class Machine:
    """Runs the loop for one scenario under one procedure."""

    def __init__(
        self, cc: Compiled, proc: Procedure, record: bool = True, deadline: Deadline | None = None
    ) -> None:
        self.cc = cc
        self.proc = proc
        self.record = record
        self.deadline = deadline if deadline is not None else current()
        self._cands: dict[tuple[Ev, World, bool], tuple[list[Cand], list[Excluded]]] = {}

    def candidates(self, ev: Ev, world: World, explain: bool) -> tuple[list[Cand], list[Excluded]]:
        """:func:`candidates`, remembered: it depends only on the event and the world."""
        key = (ev, world, explain)
        found = self._cands.get(key)
        if found is None:
            if len(self._cands) > 50_000:
                self._cands.clear()
            found = candidates(ev, self.cc, self.proc, world, explain)
            self._cands[key] = found
        return list(found[0]), list(found[1])

    # Advancing to the next question ---------------------------------------

    def advance(self, work: Work) -> tuple[Work, list[Draft], Question | None]:
        drafts: list[Draft] = []
        for _ in range(MAX_ITERATIONS):
            if self.deadline is not None:
                self.deadline.check()
            if work.mode_for is not None:
                work, q = self._mode_point(work, drafts)
                if q is not None:
                    return work, drafts, q
                continue
            if not work.batch:
                if work.queue:
                    work = replace(work, batch=work.queue[0], queue=work.queue[1:])
                    work = self._prune(work, drafts)
                    continue
                if work.next_moment < len(self.cc.moments):
                    work = self._load(work, drafts)
                    continue
                return work, drafts, None
            q = self._contention(work)
            picked = self._pick(work)
            if q is not None and (
                picked is None
                or work.world.apnap_index(q.chooser) <= work.world.apnap_index(picked[1])
            ):
                # 616.1 / 101.4: a later player's choice of which damage a shield
                # prevents waits for the choices of the players before them.
                return work, drafts, q
            if picked is None:
                work = self._execute(work, drafts)
                continue
            ev, chooser, options, excluded, step_key = picked
            if len(options) == 1:
                work = self._forced(work, ev, options[0], excluded, step_key, chooser, drafts)
                continue
            return work, drafts, self._question(work, ev, chooser, options, excluded, step_key)
        raise ScenarioError(
            [
                ErrorDetail(
                    "effects",
                    f"the effects keep modifying events after {MAX_ITERATIONS} steps: "
                    "they would loop",
                )
            ]
        )

    def _load(self, work: Work, drafts: list[Draft]) -> Work:
        kind, payload = self.cc.moments[work.next_moment]
        work = replace(work, next_moment=work.next_moment + 1)
        if kind == "events":
            work = replace(work, batch=payload)
            return self._prune(work, drafts)
        m: Moment = payload
        world = work.world
        if m.happening == "create_effect":
            fx = self.cc.fx(str(m.effect))
            world = _init_shields(replace(world, live=world.live | {fx.id}), fx)
            text = f"{fx.label}'s effect is created"
            rules: tuple[str, ...] = ()
            if fx.template.kind == "prevent" and (
                fx.pd.get("each") is not None or fx.pd.get("shares_color_with")
            ):
                got = [k.split(":", 1)[1] for k, _ in world.shields if k.startswith(fx.id + ":")]
                names = ", ".join(Ctx(self.cc, self.proc, world).name(g) for g in got)
                text += (
                    f": shields on {names}, the creatures that match now; creatures that "
                    "match later get none"
                )
                rules = self.proc.rules("shields_created")
            self._note(drafts, world, work.batch, text, rules)
        elif m.happening == "set_colors":
            o = world.obj(str(m.object))
            world = world.set_obj(replace(o, colors=m.colors or ()))
            colors = " and ".join(m.colors or ()) or "colorless"
            self._note(drafts, world, (), f"{o.name} becomes {colors}", ())
        elif m.happening == "move":
            o = world.obj(str(m.object))
            to = str(m.to)
            world = world.set_obj(
                replace(
                    o,
                    zone=to,
                    tapped=False if to != "battlefield" else o.tapped,
                    damage=0 if to != "battlefield" else o.damage,
                )
            )
            ctx = Ctx(self.cc, self.proc, world)
            self._note(drafts, world, (), f"{o.name} {ctx.zone_phrase(to, o.id)}", ())
        return replace(work, world=world)

    def _note(
        self,
        drafts: list[Draft],
        world: World,
        batch: tuple[Ev, ...],
        text: str,
        rules: tuple[str, ...],
    ) -> None:
        if self.record:
            et = events_text(batch, world)
            drafts.append(Draft("note", None, (), None, None, et, et, rules, text))

    def _prune(self, work: Work, drafts: list[Draft]) -> Work:
        """Drop events of zero (614.7a / 419.5a): they don't happen at all."""
        keep: list[Ev] = []
        log = list(work.log)
        for ev in work.batch:
            if (
                ev.kind == "damage"
                and not work.world.is_player(ev.recipient)
                and not work.world.obj(str(ev.recipient)).in_play
            ):
                ctx = Ctx(self.cc, self.proc, work.world)
                log.append(ctx.damage_record(ev.but(amount=0)))
                self._note(
                    drafts,
                    work.world,
                    (ev,),
                    f"{ctx.name(ev.recipient)} is no longer {self.proc.battlefield_word}, "
                    "so no damage is dealt to it",
                    (),
                )
                continue
            if ev.kind == "damage" and ev.amount == 0:
                ctx = Ctx(self.cc, self.proc, work.world)
                log.append(ctx.damage_record(ev))
                self._note(
                    drafts,
                    work.world,
                    (ev,),
                    f"{ctx.name(ev.source)} would deal 0 damage, so it deals no damage at "
                    "all: there is no event for any effect to modify, and nothing that "
                    "triggers on damage triggers",
                    self.proc.rules("zero_damage"),
                )
                continue
            if ev.kind in ("gain_life", "lose_life", "create_tokens", "put_counters") and (
                ev.amount == 0
            ):
                self._note(
                    drafts,
                    work.world,
                    (ev,),
                    "an event of zero doesn't happen",
                    self.proc.rules("no_event"),
                )
                continue
            if ev.kind == "damage" and not ev.unpreventable and self.cc.unpreventers:
                ctx = Ctx(self.cc, self.proc, work.world)
                if _unpreventable(ev, self.cc, ctx):
                    ev = ev.but(unpreventable=True)
            keep.append(ev)
        return replace(work, batch=tuple(keep), log=tuple(log))

    def _pick(self, work: Work) -> tuple[Ev, str, list[Cand], list[Excluded], str] | None:
        """The event to work on now (APNAP order of choosers) and its options."""
        best = None
        for index, ev in enumerate(work.batch):
            cands, excluded = self.candidates(ev, work.world, self.record)
            if not cands:
                continue
            chooser = affected_chooser(ev, work.world)
            rank = (work.world.apnap_index(chooser), ev.id not in work.first, index)
            if best is None or rank < best[0]:
                best = (rank, ev, chooser, cands, excluded)
        if best is None:
            return None
        _, ev, chooser, cands, excluded = best
        for step in self.proc.steps:
            now = [c for c in cands if c.step == step.key]
            if now:
                later = [c for c in cands if c.step != step.key]
                for c in later:
                    excluded.append(
                        Excluded(
                            c.key,
                            c.fx.label,
                            f"it can't be chosen yet: {_FIRST[step.key]} applies and must "
                            "be chosen first",
                            step.rules,
                        )
                    )
                excluded.extend(_contained_exclusions(ev, self.cc, self.proc, work.world))
                return ev, chooser, now, excluded, step.key
        return None  # pragma: no cover - every candidate has a step

    def _why_step(self, step_key: str, n: int) -> str:
        step = self.proc.step(step_key)
        assert step is not None
        if step_key == "self":
            return "a self-replacement effect applies and must be applied first"
        if step_key == "control":
            return (
                "an effect would change under whose control the object enters, and such an "
                "effect must be applied first"
            )
        if step_key == "copy":
            return (
                "an effect would make the object enter as a copy, and such an effect must be "
                "applied first"
            )
        if step_key == "back_face":
            return (
                "an effect would make the card enter with its back face up, and such an effect "
                "must be applied first"
            )
        return "any of the applicable effects may be chosen" if n > 1 else ""

    def _forced(
        self,
        work: Work,
        ev: Ev,
        cand: Cand,
        excluded: list[Excluded],
        step_key: str,
        chooser: str,
        drafts: list[Draft],
    ) -> Work:
        step = self.proc.step(step_key)
        assert step is not None
        rules = step.rules
        if step_key == "any":
            why = "it is the only effect that applies to this event now, so it is applied "
            why += "without asking anyone"
        else:
            why = self._why_step(step_key, 1) + "; it is the only one, so it is applied "
            why += "without asking anyone"
        if any(e.rules == self.proc.rules("contained") for e in excluded if e.rules):
            rules = (*rules, *self.proc.rules("contained"))
            why += (
                "; effects on the tokens entering wait, as that event is contained in creating them"
            )
        if ev.made_by and step_key == "any" and ev.kind in ("create_tokens", "put_counters"):
            rules = (*rules, *self.proc.rules("tokens_counters"))
            why += (
                "; it applies even though another replacement or prevention effect made this event"
            )
        why += self._cant_clause(work, ev)
        if ev.applied and cand.key not in ev.first_options:
            rules = (*rules, *self.proc.rules("applicable"))
            why += "; it became applicable because another effect modified the event"
        return self._apply(
            work, ev, cand, None, drafts, kind="forced", chooser=chooser, why=why, rules=rules
        )

    def _cant_clause(self, work: Work, ev: Ev) -> str:
        """What a release without 614.17c says when an event that can't happen is replaced."""
        if not self.cc.cants or not self.record or self.proc.cant_blocks_replacement:
            return ""
        blocker = cant_happen(ev, self.cc, work.world)
        if blocker is None:
            return ""
        return (
            f"; {blocker.label} says the event can't happen, but the rules of "
            f"{self.proc.release} say nothing about replacing an event that can't happen "
            "(only from 2017-04-28 may just a self-replacement effect modify such an "
            "event), so this effect is applied as usual"
        )

    def _question(
        self,
        work: Work,
        ev: Ev,
        chooser: str,
        cands: list[Cand],
        excluded: list[Excluded],
        step_key: str,
    ) -> Question:
        step = self.proc.step(step_key)
        assert step is not None
        if not self.record:
            return Question(
                chooser=chooser,
                text="",
                options=tuple(Option(f"apply:{c.key}", "", (), "") for c in cands),
                actions=tuple(("apply", ev.id, c) for c in cands),
                excluded=(),
                event_text="",
                rules=(),
                effect_ids=tuple(c.fx.id for c in cands),
            )
        rules = (*self.proc.rules("choose"), *step.rules)
        if len({affected_chooser(e, work.world) for e in work.batch}) > 1:
            rules = (*rules, *self.proc.rules("apnap"))
        rules = tuple(dict.fromkeys(rules))
        world = work.world
        who = _chooser_reason(ev, world, chooser)
        why = f"{_cap(who)}. {_cap(self._why_step(step_key, len(cands)))}."
        options = tuple(
            Option(
                id=f"apply:{c.key}",
                label=f"{c.fx.label} first",
                rules=tuple(dict.fromkeys((*self.proc.rules("choose"), *step.rules))),
                explanation=f"{why} What it does: {c.fx.text}",
                why=why,
                does=c.fx.text,
            )
            for c in cands
        )
        return Question(
            chooser=chooser,
            text=f"{chooser}, which effect applies first to: {describe_event(ev, world)}?",
            options=options,
            actions=tuple(("apply", ev.id, c) for c in cands),
            excluded=tuple(excluded),
            event_text=events_text(work.batch, world),
            rules=rules,
            effect_ids=tuple(c.fx.id for c in cands),
        )

    # Shield contention: which damage a shield prevents (615.7 / 419.7b) ------

    def _contention(self, work: Work) -> Question | None:
        pools: dict[str, list[tuple[Ev, Cand]]] = {}
        if len(work.batch) < 2 or not work.world.shields:
            return None
        for ev in work.batch:
            if ev.kind != "damage" or ev.unpreventable:
                continue
            cands, _ = self.candidates(ev, work.world, False)
            for c in cands:
                if c.fx.template.kind == "prevent" and c.fx.pd.get("shield"):
                    from .templates import _pool

                    pools.setdefault(_pool(c.fx, ev), []).append((ev, c))
        for pool, pairs in pools.items():
            if len(pairs) < 2 or any(ev.id in work.first for ev, _ in pairs):
                # Decided: the damage chosen first is worked on until the shield meets it.
                continue
            left = work.world.shield(pool) or 0
            short = sum(ev.amount for ev, _ in pairs) > left
            if not short and not self._damage_may_grow(work):
                continue
            ev0, c0 = pairs[0]
            chooser = affected_chooser(ev0, work.world)
            ctx = Ctx(self.cc, self.proc, work.world)
            rules = self.proc.rules("shield")
            options = tuple(
                Option(
                    id=f"prevent:{c.key}:{ev.id}",
                    label=f"prevent damage from {ctx.name(ev.source)} first",
                    rules=rules,
                    explanation=(
                        f"{chooser} chooses which damage the shield of {c.fx.label} "
                        f"({left} left) prevents first: "
                        + (
                            "it can't prevent all of it"
                            if short
                            else "other effects may still increase the damage before the "
                            "shield meets it"
                        )
                    ),
                )
                for ev, c in pairs
            )
            return Question(
                chooser=chooser,
                text=f"{chooser}, which damage does {c0.fx.label}'s shield prevent first?",
                options=options,
                actions=tuple(("first", ev.id, c) for ev, c in pairs),
                excluded=(),
                event_text=events_text(work.batch, work.world),
                rules=rules,
                effect_ids=tuple(c.fx.id for _, c in pairs),
            )
        return None

    def _damage_may_grow(self, work: Work) -> bool:
        """Whether an effect other than a prevention effect applies to one of the
        simultaneous damage events: it may make (or send) more damage than a shield has
        left before the shield meets it, so which damage the shield prevents is still a
        choice (615.7 / 419.7b)."""
        for ev in work.batch:
            if ev.kind != "damage":
                continue
            cands, _ = self.candidates(ev, work.world, False)
            if any(c.fx.template.kind != "prevent" for c in cands):
                return True
        return False

    # Modes -----------------------------------------------------------------

    def _mode_point(self, work: Work, drafts: list[Draft]) -> tuple[Work, Question | None]:
        assert work.mode_for is not None
        key, ev_id, bearer = work.mode_for
        ev = next(e for e in work.batch if e.id == ev_id)
        fx = self.cc.fx(key.split("@", 1)[0])
        ctx = Ctx(self.cc, self.proc, work.world)
        modes = _mode_list(fx, ev, ctx, bearer)
        possible = [m for m in modes if m.possible]
        impossible = [m for m in modes if not m.possible]
        chooser = _mode_chooser(fx, ev)
        rules = self.proc.rules("entering" if fx.template.kind == "enter_choose" else "modal")
        if fx.optional and not fx.modes:
            rules = self.proc.rules("optional")
        if len(possible) == 1:
            why = f"only one mode is possible ({possible[0].label})"
            if impossible:
                why += "; a mode that is impossible can't be chosen (" + "; ".join(
                    f"{m.label}: {m.reason}" for m in impossible
                )
                why += ")"
            why += ", so it is applied without asking"
            work = self._apply_mode(
                work, ev, fx, key, bearer, possible[0].id, drafts, "forced", chooser, why, rules
            )
            return work, None
        event = describe_event(ev, work.world)
        if fx.template.kind == "enter_choose":
            why = (
                f"{chooser} would control {ctx.name(ev.object)}, so {chooser} chooses as it enters"
            )
            text = f"{chooser}, {fx.label} applies to: {event}. Choose a color."
        elif fx.optional and not fx.modes:
            why = f"{chooser} controls {fx.label}, so {chooser} chooses whether to apply it"
            text = f"{chooser}, do you apply {fx.label} to: {event}?"
        else:
            why = f"{chooser} controls {fx.label}, so {chooser} chooses the mode as it is applied"
            text = f"{chooser}, {fx.label} applies to: {event}. Choose a mode."
        options = tuple(
            Option(id=f"mode:{m.id}", label=m.label, rules=rules, explanation=why) for m in possible
        )
        excluded = tuple(Excluded(key, m.label, m.reason, rules) for m in impossible)
        return work, Question(
            chooser=chooser,
            text=text,
            options=options,
            actions=tuple(("mode", m.id) for m in possible),
            excluded=excluded,
            event_text=events_text(work.batch, work.world),
            rules=rules,
            effect_ids=tuple(fx.id for _ in possible),
        )

    # Choosing --------------------------------------------------------------

    def choose(self, work: Work, q: Question, option_id: str) -> tuple[Work, list[Draft]]:
        index = [o.id for o in q.options].index(option_id)
        action = q.actions[index]
        drafts: list[Draft] = []
        labels = tuple(o.label for o in q.options)
        if action[0] == "mode":
            assert work.mode_for is not None
            key, ev_id, bearer = work.mode_for
            ev = next(e for e in work.batch if e.id == ev_id)
            fx = self.cc.fx(key.split("@", 1)[0])
            work = self._apply_mode(
                work,
                ev,
                fx,
                key,
                bearer,
                action[1],
                drafts,
                "choice",
                q.chooser,
                f"{q.chooser} chose: {q.options[index].label}",
                q.rules,
                labels,
                option_id,
            )
            return work, drafts
        _, ev_id, cand = action
        ev = next(e for e in work.batch if e.id == ev_id)
        if action[0] == "first":
            # 615.7: the shield prevents this damage first. The other effects on it are
            # still applied in the order 616.1 lets its chooser pick, so the event is
            # worked on now and the shield meets it when its turn comes.
            if self.record:
                et = describe_event(ev, work.world)
                others = [
                    c.fx.label
                    for c in self.candidates(ev, work.world, False)[0]
                    if c.key != cand.key
                ]
                more = (
                    f"; {q.chooser} may still have "
                    + " or ".join(others)
                    + " applied to it before the shield"
                    if others
                    else ""
                )
                drafts.append(
                    Draft(
                        "choice",
                        q.chooser,
                        labels,
                        option_id,
                        cand.fx.id,
                        et,
                        et,
                        q.rules,
                        f"{q.chooser} chose which damage the shield of {cand.fx.label} "
                        f"prevents first: {et}. That damage is worked on first{more}.",
                    )
                )
            return replace(work, first=(*work.first, ev_id)), drafts
        why = f"{q.chooser} chose to apply {cand.fx.label} first"
        why += self._cant_clause(work, ev)
        work = self._apply(
            work,
            ev,
            cand,
            None,
            drafts,
            kind="choice",
            chooser=q.chooser,
            why=why,
            rules=q.rules,
            options=labels,
            chosen=option_id,
        )
        return work, drafts

    def _apply(
        self,
        work: Work,
        ev: Ev,
        cand: Cand,
        mode: str | None,
        drafts: list[Draft],
        *,
        kind: str,
        chooser: str | None,
        why: str,
        rules: tuple[str, ...],
        options: tuple[str, ...] = (),
        chosen: str | None = None,
    ) -> Work:
        if _has_modes(cand.fx) and mode is None:
            if self.record:
                et = describe_event(ev, work.world)
                drafts.append(
                    Draft(
                        kind,
                        chooser,
                        options,
                        chosen,
                        cand.fx.id,
                        et,
                        et,
                        tuple(
                            dict.fromkeys((*rules, *self.proc.rules(cand.fx.template.mechanism)))
                        ),
                        f"{_cap(why)}. "
                        + (
                            f"{cand.fx.label} applies; the choice is made as the object enters"
                            if cand.fx.template.kind == "enter_choose"
                            else f"{cand.fx.label}'s controller, {cand.fx.controller}, now "
                            "chooses whether to apply it"
                            if cand.fx.optional and not cand.fx.modes
                            else f"{cand.fx.label} applies; its mode is chosen now"
                        ),
                    )
                )
            return replace(work, mode_for=(cand.key, ev.id, cand.bearer))
        return self._do_apply(
            work,
            ev,
            cand.fx,
            cand.key,
            cand.bearer,
            mode,
            drafts,
            kind,
            chooser,
            why,
            rules,
            options,
            chosen,
        )

    def _apply_mode(
        self,
        work: Work,
        ev: Ev,
        fx: Fx,
        key: str,
        bearer: str | None,
        mode: str,
        drafts: list[Draft],
        kind: str,
        chooser: str | None,
        why: str,
        rules: tuple[str, ...],
        options: tuple[str, ...] = (),
        chosen: str | None = None,
    ) -> Work:
        work = replace(work, mode_for=None)
        if mode == "decline":
            new = ev.but(applied=ev.applied | {key})
            batch = tuple(new if e.id == ev.id else e for e in work.batch)
            if self.record:
                et = describe_event(ev, work.world)
                drafts.append(
                    Draft(
                        kind,
                        chooser,
                        options,
                        chosen or "mode:decline",
                        fx.id,
                        et,
                        et,
                        rules,
                        f"{why}. {fx.label} is not applied; the event is unchanged",
                    )
                )
            return replace(work, batch=batch)
        return self._do_apply(
            work,
            ev,
            fx,
            key,
            bearer,
            None if mode == "apply" else mode,
            drafts,
            kind,
            chooser,
            why,
            rules,
            options,
            chosen or f"mode:{mode}",
        )

    def _do_apply(
        self,
        work: Work,
        ev: Ev,
        fx: Fx,
        key: str,
        bearer: str | None,
        mode: str | None,
        drafts: list[Draft],
        kind: str,
        chooser: str | None,
        why: str,
        rules: tuple[str, ...],
        options: tuple[str, ...],
        chosen: str | None,
    ) -> Work:
        ctx = Ctx(self.cc, self.proc, work.world)
        result: Applied = fx.template.apply(fx, ev, ctx, bearer, mode)
        applied = ev.applied | {key}
        first = ev.first_options
        if not ev.applied and self.record:
            first = frozenset(c.key for c in candidates(ev, self.cc, self.proc, work.world)[0])
        new_events = tuple(
            e.but(
                applied=applied | e.applied,
                made_by=key if e.id != ev.id else e.made_by,
                first_options=first,
            )
            for e in result.events
        )
        now, later = _one_draw_at_a_time(new_events)
        position = next(i for i, e in enumerate(work.batch) if e.id == ev.id)
        batch = work.batch[:position] + now + work.batch[position + 1 :]
        dropped: tuple[Ev, ...] = ()
        if fx.template.kind == "regenerate":
            # What an effect on the object's dying (Kalitas's token) would have done along
            # with moving it: the object isn't destroyed, so it doesn't die, and none of
            # that happens.
            dropped = tuple(e for e in batch if e.id.startswith(f"{ev.id}."))
            batch = tuple(e for e in batch if e not in dropped)
        new_work = replace(
            work,
            world=result.world,
            batch=batch,
            log=work.log + tuple(result.records),
            queue=tuple((e,) for e in later) + work.queue,
        )
        if self.record:
            before = describe_event(ev, work.world)
            after = events_text(new_events, result.world) if new_events else "nothing"
            extra = self.proc.rules(*result.mechanisms)
            # A prevented event never happens (615.6); a replaced one, likewise (614.6).
            never = "prevented" if fx.template.kind == "prevent" else "replaced"
            all_rules = tuple(dict.fromkeys((*rules, *extra, *self.proc.rules(never))))
            tail = ""
            if not result.events and fx.template.kind == "prevent":
                tail = " All of it is prevented, so no damage is dealt."
            elif not result.events and fx.template.kind != "skip":
                tail = " The event doesn't happen."
            if ev.kind == "draw" and ev.then:
                tail += (
                    f" The draw was replaced, so the card isn't {ev.then}ed: the additional "
                    "action isn't performed on any card drawn as a result of the replacement."
                )
                all_rules = tuple(dict.fromkeys((*all_rules, *self.proc.rules("draw_then"))))
            note = _jailer_note(fx, ev, bearer, self.cc, work.world, self.proc)
            if dropped:
                note += (
                    f" {ctx.name(ev.object)} doesn't die, so what was to happen along with "
                    f"its dying doesn't happen either: {events_text(dropped, work.world)}."
                )
            drafts.append(
                Draft(
                    kind,
                    chooser,
                    options,
                    chosen
                    if chosen is not None
                    else (f"apply:{key}" if kind == "choice" else None),
                    fx.id,
                    before,
                    after,
                    all_rules,
                    f"{_cap(why)}. {result.text}.{tail}{note}",
                )
            )
        return self._prune(new_work, drafts)

    # Executing a batch whose events no effect modifies anymore ---------------

    def _execute(self, work: Work, drafts: list[Draft]) -> Work:
        world = work.world
        log = list(work.log)
        queue: list[tuple[Ev, ...]] = []
        ctx = Ctx(self.cc, self.proc, world)
        if self.record:
            for ev in work.batch:
                _, excluded = candidates(ev, self.cc, self.proc, world)
                for x in excluded:
                    if x.rules == self.proc.rules("once"):
                        continue
                    self._note(
                        drafts,
                        world,
                        (ev,),
                        f"{x.label} doesn't apply to this event: {x.reason}",
                        x.rules,
                    )
        for ev in work.batch:
            if self.deadline is not None:
                self.deadline.check()
            ctx.world = world
            blocker = cant_happen(ev, self.cc, world)
            if blocker is not None:
                if ev.kind == "damage":
                    who = ctx.name(ev.recipient)
                else:
                    who = ev.player if ev.player is not None else ctx.name(ev.object)
                log.append(
                    Record(
                        "cant",
                        ev.order,
                        f"{who} can't {_verb(ev)} ({blocker.label})",
                        subject=str(who),
                        amount=ev.amount,
                    )
                )
                self._note(
                    drafts,
                    world,
                    (ev,),
                    f"{describe_event(ev, world)}, but it can't happen ({blocker.label})",
                    self.proc.rules("cant", *(("cant_enter",) if ev.entering else ())),
                )
                continue
            world, records, contained = _happen(ev, world, ctx)
            log.extend(records)
            if contained:
                queue.append(contained)
        if self.record:
            done = "; ".join(counted([r.text for r in log[len(work.log) :]]))
            rules = self.proc.rules("repeat")
            if any(ev.applied for ev in work.batch):
                rules = self.proc.rules("repeat", "once")
            if done:
                drafts.append(
                    Draft(
                        "note",
                        None,
                        (),
                        None,
                        None,
                        events_text(work.batch, work.world),
                        done,
                        rules,
                        "No more effects apply to the event. What happens: " + done + ".",
                    )
                )
        return replace(work, world=world, batch=(), log=tuple(log), queue=tuple(queue) + work.queue)


def _one_draw_at_a_time(events: tuple[Ev, ...]) -> tuple[tuple[Ev, ...], tuple[Ev, ...]]:
    """The events a replacement made, split into those that happen now and the later
    draws: cards are drawn one at a time (121.2 / 423.2), and the draws a replacement
    requires are completed, each replaced or not as it comes, before anything that
    waited resumes (614.11a / 419.6h)."""
    draws = [e for e in events if e.kind == "draw"]
    if len(draws) < 2:
        return events, ()
    later = tuple(draws[1:])
    waiting = {e.id for e in later}
    return tuple(e for e in events if e.id not in waiting), later


def _verb(ev: Ev) -> str:
    return {
        "gain_life": f"gain {ev.amount} life",
        "lose_life": f"lose {ev.amount} life",
        "draw": "draw a card",
        "damage": f"be dealt {ev.amount} damage",
        "put_counters": f"get {ev.amount} {ev.counter} counter{'' if ev.amount == 1 else 's'}",
        "win_game": "win the game",
    }.get(ev.kind, "enter the battlefield" if ev.entering else ev.kind)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


_NO_CONTROLLER = {
    "graveyard": "in a graveyard",
    "hand": "in a hand",
    "library": "in a library",
    "exile": "in exile",
    "command": "in the command zone",
}


def _chooser_reason(ev: Ev, world: World, chooser: str) -> str:
    """Why ``chooser`` chooses (616.1 / 419.9a): the affected player; the affected object's
    controller; or its owner, when it has no controller where it is."""
    if ev.kind == "damage" and world.is_player(ev.recipient):
        return f"{chooser} is the affected player, so {chooser} chooses"
    if ev.object is None and ev.kind != "damage":
        return f"{chooser} is the affected player, so {chooser} chooses"
    ref = str(ev.object if ev.object is not None else ev.recipient)
    name = _namer(world)(ref)
    o = world.obj(ref)
    if o.zone in _NO_CONTROLLER and chooser == o.owner:
        return (
            f"{chooser} owns {name}, the affected card, and a card {_NO_CONTROLLER[o.zone]} "
            f"has no controller, so {chooser} chooses"
        )
    return f"{chooser} controls {name}, the affected object, so {chooser} chooses"


def _jailer_note(
    fx: Fx, ev: Ev, bearer: str | None, cc: Compiled, world: World, proc: Procedure
) -> str:
    if bearer is None or not ev.entering:
        return ""
    zone = world.obj(bearer).zone
    other = _ability_loss(cc, world, zone)
    if other is not None:
        return (
            f" {other.label} doesn't stop it: the object is checked as it would exist "
            f"{proc.battlefield_word}, where it has the ability."
        )
    other = _ability_loss(cc, world, "battlefield")
    if other is not None and not proc.entering_sees_other_effects:
        return (
            f" {other.label} doesn't stop it: the rules of {proc.release} check the object "
            f"as it would exist {proc.battlefield_word} ignoring continuous effects from other "
            "sources, so it keeps the ability as it enters."
        )
    return ""


def _happen(ev: Ev, world: World, ctx: Ctx) -> tuple[World, list[Record], tuple[Ev, ...]]:
    """Carry out one final event."""
    k = ev.kind
    if k == "damage":
        r = ev.recipient
        if world.is_player(r):
            p = world.player(str(r))
            world = world.set_player(replace(p, life=p.life - ev.amount))
        else:
            o = world.obj(str(r))
            world = world.set_obj(replace(o, damage=o.damage + ev.amount))
        return world, [ctx.damage_record(ev)], ()
    if k == "move":
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
                        f"{who} can't get {_count_counters(n, kind)} ({blocker.label})",
                        subject=who,
                        amount=n,
                    )
                )
            ev = ev.but(counters=tuple(kept))
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
            ).with_counters(ev.counters)
            if ev.back_face and o.back is not None and not ev.copy_of:
                new = _with_face(new, thaw(o.back))
        else:
            new = replace(
                o, zone=str(ev.to_zone), tapped=False, damage=0, counters=(), in_combat=False
            )
            if o.token and o.zone == "battlefield":
                text += " (a token, it then ceases to exist)"
        world = world.set_obj(new)
        return world, [Record("move", ev.order, text, subject=o.name), *stopped], ()
    if k == "regenerate":
        o = world.obj(str(ev.object))
        world = world.set_obj(replace(o, damage=0, tapped=True, in_combat=False))
        return (
            world,
            [
                Record(
                    "regenerate",
                    ev.order,
                    f"{o.name} regenerates: all damage is removed from it, it is tapped and "
                    "removed from combat, and it stays on the battlefield",
                    subject=o.name,
                )
            ],
            (),
        )
    if k == "draw":
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
                    )
                ],
                (),
            )
        world = world.set_player(replace(p, library=p.library[1:], hand=(*p.hand, p.library[0])))
        records = [Record("draw", ev.order, f"{p.name} draws a card", subject=p.name, amount=1)]
        if ev.then == "reveal":
            records.append(
                Record("reveal", (*ev.order, 1), f"{p.name} reveals {p.library[0]}", subject=p.name)
            )
        return world, records, ()
    if k == "return_card":
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
                )
            ],
            (),
        )
    if k in ("gain_life", "lose_life"):
        p = world.player(str(ev.player))
        delta = ev.amount if k == "gain_life" else -ev.amount
        world = world.set_player(replace(p, life=p.life + delta))
        return (
            world,
            [
                Record(
                    k,
                    ev.order,
                    describe_event(ev, world, would=False),
                    subject=p.name,
                    amount=ev.amount,
                )
            ],
            (),
        )
    if k == "create_tokens":
        spec = thaw(ev.token) if ev.token is not None else {}
        if ev.amount > MAX_UNITS:
            raise _too_many(describe_event(ev, world), ev.amount, "tokens")
        copy_of = spec.get("copy_of")
        base = world.obj(copy_of) if copy_of else None
        enters: list[Ev] = []
        for n in range(1, ev.amount + 1):
            tid = f"{ev.id}.t{n}"
            token = Obj(
                id=tid,
                name=base.name if base else str(spec.get("name", "Token")),
                owner=str(ev.player),
                controller=str(ev.player),
                zone="entering",
                types=base.types if base else tuple(spec.get("types", ("Creature",))),
                subtypes=base.subtypes if base else tuple(spec.get("subtypes", ())),
                colors=base.colors if base else tuple(spec.get("colors", ())),
                power=base.power if base else spec.get("power"),
                toughness=base.toughness if base else spec.get("toughness"),
                token=True,
                copy_of=copy_of,
            )
            world = world.set_obj(token)
            enters.append(
                Ev(
                    id=tid,
                    kind="move",
                    order=(*ev.order, n),
                    object=tid,
                    from_zone=None,
                    to_zone="battlefield",
                    controller=str(ev.player),
                    copy_of=copy_of,
                    contained_in=ev.id,
                )
            )
        return world, [], tuple(enters)
    if k == "put_counters":
        o = world.obj(str(ev.object))
        world = world.set_obj(o.with_counters(((str(ev.counter), ev.amount),)))
        return (
            world,
            [
                Record(
                    "counters",
                    ev.order,
                    f"{o.name} gets {_count_counters(ev.amount, str(ev.counter))}",
                    subject=o.name,
                    source=str(ev.counter),
                    amount=ev.amount,
                )
            ],
            (),
        )
    if k in ("begin_step", "begin_turn"):
        what = "turn" if k == "begin_turn" else f"{ev.step} step"
        return (
            world,
            [Record("step", ev.order, f"{ev.player}'s {what} happens", subject=str(ev.player))],
            (),
        )
    if k == "win_game":
        p = world.player(str(ev.player))
        world = world.set_player(replace(p, won=True))
        return world, [Record("win", ev.order, f"{p.name} wins the game", subject=p.name)], ()
    return world, [], ()


# ---------------------------------------------------------------------------
# Outcomes
# ---------------------------------------------------------------------------


def outcome_of(work: Work, cc: Compiled) -> Outcome:
    """The outcome a player reads, from what happened (and what didn't)."""
    clauses: list[tuple[tuple[int, ...], str]] = []
    damage: dict[str, list[Record]] = {}
    for r in work.log:
        if r.kind == "damage":
            damage.setdefault(r.subject, []).append(r)
    for subject, records in damage.items():
        records = sorted(records, key=lambda r: r.order)
        total = sum(r.amount for r in records)
        amount = f"{total} damage" if total else "no damage"
        sources = list(dict.fromkeys(r.source for r in records))
        text = f"{subject} is dealt {amount}"
        if len(sources) > 1:
            text += ": " + ", ".join(
                f"{sum(r.amount for r in records if r.source == s)} by {s}" for s in sources
            )
        clauses.append((records[0].order, text))
    sums: dict[tuple[str, str, str], list[Record]] = {}
    for r in work.log:
        if r.kind in ("draw", "gain_life", "lose_life", "counters", "skipped"):
            sums.setdefault((r.kind, r.subject, r.source), []).append(r)
        elif r.kind != "damage":
            clauses.append((r.order, r.text))
    for (kind, subject, extra), records in sums.items():
        n = sum(r.amount for r in records)
        if kind == "draw":
            text = f"{subject} draws {_count(n, 'card')}"
        elif kind == "gain_life":
            text = f"{subject} gains {n} life"
        elif kind == "lose_life":
            text = f"{subject} loses {n} life"
        elif kind == "skipped":
            text = (
                records[0].text
                if len(records) == 1
                else (f"{subject} skips {len(records)} {records[0].text.split(' a ', 1)[1]}s")
            )
        else:
            text = f"{subject} gets {_count_counters(n, extra)}"
        clauses.append((min(r.order for r in records), text))
    clauses.sort(key=lambda c: c[0])
    texts = counted([t for _, t in clauses])
    lines = list(texts)
    world = work.world
    for fx in cc.fxs:
        if fx.template.kind == "prevent" and fx.pd.get("shield"):
            for key, left in world.shields:
                if key == fx.id or key.startswith(fx.id + ":"):
                    on = key.split(":", 1)[1] if ":" in key else ""
                    where = f" on {_namer(world)(on)}" if on else ""
                    lines.append(f"{fx.label}'s shield{where}: {left} left")
        elif fx.pd.get("once") or fx.template.kind in ("skip", "regenerate"):
            state = "used up" if fx.id not in world.live else "not used up"
            lines.append(f"{fx.label}: {state}")
    return Outcome(text="; ".join(texts) if texts else "Nothing happens", lines=tuple(lines))


def state_of(world: World) -> dict[str, Any]:
    """The resulting state as JSON."""
    return {
        "players": [
            {
                "name": p.name,
                "life": p.life,
                "library": list(p.library),
                "hand": list(p.hand),
                "graveyard": list(p.graveyard),
                "drew_from_empty_library": p.drew_from_empty,
                "won": p.won,
            }
            for p in world.players
        ],
        "objects": [
            {
                "id": o.id,
                "name": o.name,
                "zone": o.zone,
                "controller": o.controller if o.zone == "battlefield" else None,
                "owner": o.owner,
                "tapped": o.tapped,
                "damage": o.damage,
                "counters": dict(o.counters),
                "token": o.token,
                "copy_of": o.copy_of,
                "chosen": dict(o.chosen),
                "back_face_up": o.back_face,
                "in_combat": o.in_combat,
            }
            for o in world.objects
        ],
        "shields": [{"key": k, "left": v} for k, v in world.shields],
        "live_effects": sorted(world.live),
    }


# ---------------------------------------------------------------------------
# The public function
# ---------------------------------------------------------------------------


def _as_scenario(scenario: Scenario | Mapping[str, Any]) -> Scenario:
    if isinstance(scenario, Scenario):
        return scenario
    return Scenario.from_dict(scenario)


def _number(drafts: Sequence[Draft]) -> tuple[Step, ...]:
    return tuple(
        Step(
            number=i,
            kind=d.kind,
            chooser=d.chooser,
            options=d.options,
            chosen=d.chosen,
            effect_id=d.effect_id,
            event_before=d.before,
            event_after=d.after,
            rules=d.rules,
            explanation=d.explanation,
        )
        for i, d in enumerate(drafts, start=1)
    )


def resolve(
    scenario: Scenario | Mapping[str, Any],
    procedure: Procedure | str,
    choices: Sequence[str] = (),
    *,
    deadline: Deadline | None = None,
) -> Pending | Done:
    """Resolve ``scenario`` under ``procedure``, taking ``choices`` (option ids) in order.

    Returns :class:`Pending` when a player must choose next, :class:`Done` when
    the final events are known. Raises :class:`ChoiceError` for a choice that
    isn't an option at its point, :class:`ProcedureError` for an unknown
    procedure, :class:`ScenarioError` for a scenario that isn't valid, and
    :class:`~rules.engine.budget.BudgetExceeded` past ``deadline`` (or the current one).
    """
    proc = get_procedure(procedure)
    sc = _as_scenario(scenario)
    cc = compile_scenario(sc)
    machine = Machine(cc, proc, record=True, deadline=deadline)
    if isinstance(choices, str):
        choices = (choices,)
    drafts: list[Draft] = []
    work, steps, q = machine.advance(cc.start)
    drafts.extend(steps)
    for index, choice in enumerate(choices):
        ids = [o.id for o in q.options] if q is not None else []
        if q is None or choice not in ids:
            raise ChoiceError(index, str(choice), ids)
        work, steps = machine.choose(work, q, choice)
        drafts.extend(steps)
        work, steps, q = machine.advance(work)
        drafts.extend(steps)
    trace = _number(drafts)
    if q is not None:
        return Pending(
            chooser=q.chooser,
            question=q.text,
            options=q.options,
            excluded=q.excluded,
            event_text=q.event_text,
            trace=trace,
            rules=q.rules,
            procedure=proc.key,
            choices=tuple(choices),
        )
    return Done(
        outcome=outcome_of(work, cc),
        events=tuple(r.text for r in work.log),
        state=state_of(work.world),
        trace=trace,
        procedure=proc.key,
        choices=tuple(choices),
    )
