"""Scenario format, version 1: what a judge describes, as frozen values.

A scenario is JSON: the players in turn order (the first is the active
player), the objects involved, the effects that exist, earlier happenings
(``timeline``) and the event or simultaneous events about to happen
(``events``). :meth:`Scenario.from_dict` checks it against the JSON Schema
:data:`SCENARIO_SCHEMA`, then checks what a schema can't (references,
template parameters, contradictions), and raises :class:`ScenarioError`
naming the JSON path of every problem.

>>> s = Scenario.from_dict({
...     "version": 1,
...     "players": [{"name": "Alice"}, {"name": "Bob"}],
...     "objects": [{"id": "goblin", "name": "Raging Goblin", "types": ["Creature"],
...                  "colors": ["red"], "owner": "Alice", "controller": "Alice"}],
...     "effects": [],
...     "events": [{"kind": "damage", "source": "goblin", "recipient": "Bob", "amount": 1}],
... })
>>> s.players[1].name
'Bob'
>>> Scenario.from_dict(s.to_dict()) == s
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any

import jsonschema

from .errors import ErrorDetail, ScenarioError

ZONES = ("battlefield", "stack", "hand", "library", "graveyard", "exile", "command")
COLORS = ("white", "blue", "black", "red", "green")
EVENT_KINDS = (
    "damage",
    "destroy",
    "move",
    "enter",
    "draw",
    "gain_life",
    "lose_life",
    "create_tokens",
    "put_counters",
    "begin_step",
    "begin_turn",
)
HAPPENING_KINDS = ("create_effect", "set_colors", "move")
STEPS = ("untap", "upkeep", "draw", "main", "combat", "end")


# ---------------------------------------------------------------------------
# Freezing JSON values so that everything stays hashable
# ---------------------------------------------------------------------------


def freeze(value: Any) -> Any:
    """A hashable copy of a JSON value: dicts become sorted item tuples tagged ``"{}"``."""
    if isinstance(value, Mapping):
        return ("{}", tuple(sorted((str(k), freeze(v)) for k, v in value.items())))
    if isinstance(value, list | tuple):
        return tuple(freeze(v) for v in value)
    return value


def thaw(value: Any) -> Any:
    """The JSON value :func:`freeze` was given."""
    if isinstance(value, tuple):
        if len(value) == 2 and value[0] == "{}" and isinstance(value[1], tuple):
            return {k: thaw(v) for k, v in value[1]}
        return [thaw(v) for v in value]
    return value


class FrozenParams(tuple):
    """Template parameters: an immutable, hashable mapping read with :meth:`get`."""

    __slots__ = ()

    @classmethod
    def of(cls, data: Mapping[str, Any] | None) -> FrozenParams:
        return cls(sorted((str(k), freeze(v)) for k, v in (data or {}).items()))

    def get(self, key: str, default: Any = None) -> Any:  # type: ignore[override]
        for k, v in self:
            if k == key:
                return thaw(v)
        return default

    def keys(self) -> tuple[str, ...]:
        return tuple(k for k, _ in self)

    def to_dict(self) -> dict[str, Any]:
        return {k: thaw(v) for k, v in self}

    def __repr__(self) -> str:
        return repr(self.to_dict())


def _to_json(value: Any) -> Any:
    if isinstance(value, FrozenParams):
        return value.to_dict()
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    return value


class _Record:
    """to_dict/from_dict shared by the scenario's value types: absent fields stay absent."""

    _lists: tuple[str, ...] = ()
    _dicts: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            if value is None:
                continue
            if f.name in self._dicts:
                out[f.name] = thaw(value)
            else:
                out[f.name] = _to_json(value)
        return out

    def __repr__(self) -> str:
        return f"{type(self).__name__}.from_dict({self.to_dict()!r})"


def _tuple(data: Mapping[str, Any], key: str) -> tuple[Any, ...] | None:
    value = data.get(key)
    return None if value is None else tuple(value)


# ---------------------------------------------------------------------------
# Value types
# ---------------------------------------------------------------------------


@dataclass(frozen=True, repr=False)
class Player(_Record):
    """A player, in turn order in :attr:`Scenario.players`."""

    name: str
    """The player's name, unique in the scenario: ``"Alice"``."""
    life: int | None = None
    """Life total (20 when absent)."""
    library: tuple[str, ...] | None = None
    """Card names in the library, top first (empty when absent)."""
    hand: tuple[str, ...] | None = None
    """Card names in hand."""
    graveyard: tuple[str, ...] | None = None
    """Card names in the graveyard, the first listed is the one a "return a card" takes."""

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Player:
        return cls(
            name=data["name"],
            life=data.get("life"),
            library=_tuple(data, "library"),
            hand=_tuple(data, "hand"),
            graveyard=_tuple(data, "graveyard"),
        )


@dataclass(frozen=True, repr=False)
class GameObject(_Record):
    """A card, token, spell or permanent the scenario talks about."""

    _dicts = ("counters", "back")

    id: str
    """Unique id used by effects and events: ``"sentinel"``."""
    name: str
    """Card name: ``"Rusted Sentinel"``."""
    owner: str
    """The player who owns it."""
    zone: str | None = None
    """One of :data:`ZONES`; ``"battlefield"`` when absent."""
    types: tuple[str, ...] | None = None
    """Card types: ``["Artifact", "Creature"]``."""
    subtypes: tuple[str, ...] | None = None
    """Subtypes: ``["Cleric"]``."""
    colors: tuple[str, ...] | None = None
    """Colors, lower case; absent or empty is colorless."""
    power: int | None = None
    toughness: int | None = None
    controller: str | None = None
    """Controller (on the battlefield or the stack); the owner when absent."""
    damage: int | None = None
    """Damage marked on it."""
    counters: Any = None
    """Counters on it, ``{"+1/+1": 2}`` (frozen)."""
    token: bool | None = None
    tapped: bool | None = None
    in_combat: bool | None = None
    """Attacking or blocking."""
    back: Any = None
    """A double-faced card's back face: ``{"name", "types", "subtypes", "colors", "power",
    "toughness"}`` (frozen); the characteristics it has if it enters back face up."""

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameObject:
        return cls(
            id=data["id"],
            name=data["name"],
            owner=data["owner"],
            zone=data.get("zone"),
            types=_tuple(data, "types"),
            subtypes=_tuple(data, "subtypes"),
            colors=_tuple(data, "colors"),
            power=data.get("power"),
            toughness=data.get("toughness"),
            controller=data.get("controller"),
            damage=data.get("damage"),
            counters=None if data.get("counters") is None else freeze(data["counters"]),
            token=data.get("token"),
            tapped=data.get("tapped"),
            in_combat=data.get("in_combat"),
            back=None if data.get("back") is None else freeze(data["back"]),
        )


@dataclass(frozen=True, repr=False)
class Mode(_Record):
    """One mode of a modal replacement effect ("instead choose one —")."""

    id: str
    """Stable id, part of the option id ``"mode:<id>"``."""
    label: str
    """What the mode does, for people."""
    instead: tuple[Any, ...]
    """The actions done instead (frozen action objects, see the format)."""

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Mode:
        return cls(id=data["id"], label=data["label"], instead=freeze(data["instead"]))

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "label": self.label, "instead": thaw(self.instead)}


@dataclass(frozen=True, repr=False)
class EffectSpec(_Record):
    """A replacement or prevention effect (or a rule-changing static effect) that exists."""

    id: str
    """Unique id; option ids are ``"apply:<id>"``."""
    controller: str
    """The player who controls the effect ("you" in its text)."""
    source: str | None = None
    """The object whose ability or resolution made the effect."""
    template: str | None = None
    """The template kind (see :mod:`rules.engine.templates`); the preset's when absent."""
    preset: str | None = None
    """A preset key that fills the template and its parameters."""
    params: FrozenParams | None = None
    """Template parameters; they override the preset's."""
    origin: str | None = None
    """``"static"`` (works while its source is on the battlefield) or ``"resolution"``."""
    self_replacement: bool | None = None
    """Part of a resolving spell or ability replacing its own effect (614.15 / 419.6d)."""
    optional: bool | None = None
    """"You may … instead": its controller may decline it."""
    modes: tuple[Mode, ...] | None = None
    """Modes of a modal replacement effect (419.6g)."""
    label: str | None = None
    """A name for people; the source's name or the preset's card name when absent."""

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> EffectSpec:
        return cls(
            id=data["id"],
            controller=data["controller"],
            source=data.get("source"),
            template=data.get("template"),
            preset=data.get("preset"),
            params=None if data.get("params") is None else FrozenParams.of(data["params"]),
            origin=data.get("origin"),
            self_replacement=data.get("self_replacement"),
            optional=data.get("optional"),
            modes=None
            if data.get("modes") is None
            else tuple(Mode.from_dict(m) for m in data["modes"]),
            label=data.get("label"),
        )


@dataclass(frozen=True, repr=False)
class EventSpec(_Record):
    """An event about to happen (or one in the timeline)."""

    _dicts = ("counters", "token")

    kind: str
    """One of :data:`EVENT_KINDS`."""
    id: str | None = None
    """An id for the trace; ``e1``, ``e2`` … by position when absent."""
    source: str | None = None
    """damage: the object dealing it."""
    recipient: str | None = None
    """damage: a player's name or an object id."""
    amount: int | None = None
    """damage, gain_life, lose_life: how much."""
    combat: bool | None = None
    """damage: combat damage."""
    unpreventable: bool | None = None
    """damage: "can't be prevented" (615.12)."""
    cant_be_regenerated: bool | None = None
    """destroy: "it can't be regenerated" (701.19c): regeneration shields don't apply."""
    object: str | None = None
    """destroy, move, enter, put_counters: the object."""
    to: str | None = None
    """move: the destination zone."""
    cause: str | None = None
    """move: ``"discard"``, ``"sacrifice"`` … (filters may ask)."""
    player: str | None = None
    """draw, gain_life, lose_life, create_tokens, begin_step, begin_turn: the player."""
    count: int | None = None
    """draw, create_tokens, put_counters: how many."""
    counter: str | None = None
    """put_counters: the kind, ``"+1/+1"``."""
    counters: Any = None
    """enter: counters it enters with."""
    controller: str | None = None
    """enter: the player it would enter under (its controller or owner when absent)."""
    tapped: bool | None = None
    """enter: enters tapped."""
    token: Any = None
    """create_tokens: ``{"name": "Zombie", ...}`` or ``{"copy_of": "voice"}``."""
    step: str | None = None
    """begin_step: one of :data:`STEPS`."""
    begun: bool | None = None
    then: str | None = None
    """draw: an additional action on each card drawn, ``"reveal"`` (614.11b)."""
    """begin_step, begin_turn: it has already begun, so it can't be skipped."""

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> EventSpec:
        kwargs: dict[str, Any] = {}
        for f in fields(cls):
            if f.name in data:
                value = data[f.name]
                kwargs[f.name] = freeze(value) if f.name in cls._dicts else value
        return cls(**kwargs)


@dataclass(frozen=True, repr=False)
class Moment(_Record):
    """One entry of the timeline: a happening, or simultaneous events."""

    happening: str | None = None
    """``"create_effect"``, ``"set_colors"`` or ``"move"`` (no replacement applies to these)."""
    effect: str | None = None
    """create_effect: the effect that comes into existence now."""
    object: str | None = None
    """set_colors, move: the object."""
    colors: tuple[str, ...] | None = None
    """set_colors: its new colors."""
    to: str | None = None
    """move: the zone it is put into."""
    events: tuple[EventSpec, ...] | None = None
    """Simultaneous events, each modified by the effects that apply."""

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Moment:
        return cls(
            happening=data.get("happening"),
            effect=data.get("effect"),
            object=data.get("object"),
            colors=_tuple(data, "colors"),
            to=data.get("to"),
            events=None
            if data.get("events") is None
            else tuple(EventSpec.from_dict(e) for e in data["events"]),
        )


@dataclass(frozen=True, repr=False)
class Scenario(_Record):
    """A complete scenario: who, what, which effects, and what is about to happen."""

    players: tuple[Player, ...]
    """The players in turn order; the first is the active player."""
    objects: tuple[GameObject, ...]
    effects: tuple[EffectSpec, ...]
    events: tuple[EventSpec, ...]
    """The event or simultaneous events in question, resolved after the timeline."""
    version: int | None = 1
    timeline: tuple[Moment, ...] | None = None
    """Earlier happenings and events, in order."""
    title: str | None = None
    note: str | None = None

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Scenario:
        """Validate ``data`` and build the scenario; raises :class:`ScenarioError`."""
        from .validation import validate

        validate(data)
        return cls._build(data)

    @classmethod
    def _build(cls, data: Mapping[str, Any]) -> Scenario:
        return cls(
            version=data.get("version", 1),
            players=tuple(Player.from_dict(p) for p in data["players"]),
            objects=tuple(GameObject.from_dict(o) for o in data.get("objects", ())),
            effects=tuple(EffectSpec.from_dict(e) for e in data.get("effects", ())),
            timeline=None
            if data.get("timeline") is None
            else tuple(Moment.from_dict(m) for m in data["timeline"]),
            events=tuple(EventSpec.from_dict(e) for e in data["events"]),
            title=data.get("title"),
            note=data.get("note"),
        )

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"version": self.version}
        if self.title is not None:
            out["title"] = self.title
        if self.note is not None:
            out["note"] = self.note
        out["players"] = [p.to_dict() for p in self.players]
        out["objects"] = [o.to_dict() for o in self.objects]
        out["effects"] = [e.to_dict() for e in self.effects]
        if self.timeline is not None:
            out["timeline"] = [m.to_dict() for m in self.timeline]
        out["events"] = [e.to_dict() for e in self.events]
        return out

    # Lookups -----------------------------------------------------------------

    def player_names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players)

    def object(self, object_id: str) -> GameObject:
        for o in self.objects:
            if o.id == object_id:
                return o
        raise KeyError(object_id)

    def effect(self, effect_id: str) -> EffectSpec:
        for e in self.effects:
            if e.id == effect_id:
                return e
        raise KeyError(effect_id)


def check_json(data: Any) -> list[ErrorDetail]:
    """Problems the JSON Schema finds, each with its path (used by validation)."""
    from .schema import SCENARIO_SCHEMA, json_path

    validator = jsonschema.Draft202012Validator(SCENARIO_SCHEMA)
    found: list[ErrorDetail] = []
    for error in sorted(validator.iter_errors(data), key=lambda e: list(map(str, e.path))):
        found.append(ErrorDetail(json_path(error.absolute_path), _schema_message(error)))
    return found


def _schema_message(error: jsonschema.ValidationError) -> str:
    v = error.validator
    if v == "required":
        missing = error.message.split("'")[1] if "'" in error.message else error.message
        return f"{missing} is required"
    if v == "additionalProperties":
        return "unknown field(s): " + error.message.split("(")[-1].rstrip(")").replace(
            " were unexpected", ""
        ).replace(" was unexpected", "")
    if v == "type":
        return f"must be {_TYPE_WORDS.get(str(error.validator_value), error.validator_value)}"
    if v == "enum":
        options = ", ".join(str(x) for x in error.validator_value)
        return f"{error.instance!r} is not one of: {options}"
    if v == "maximum":
        return f"must be ≤ {error.validator_value}"
    if v == "minimum":
        return f"must be ≥ {error.validator_value}"
    if v == "minItems":
        return f"must have at least {error.validator_value} item(s)"
    if v == "minLength":
        return "must not be empty"
    if v == "const":
        return f"must be {error.validator_value!r}"
    return error.message


_TYPE_WORDS = {
    "integer": "a whole number",
    "string": "a string",
    "boolean": "true or false",
    "array": "a list",
    "object": "an object",
    "['integer', 'string']": "a whole number or a string",
}


def raise_if(errors: list[ErrorDetail]) -> None:
    if errors:
        raise ScenarioError(errors)
