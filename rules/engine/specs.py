"""The parts of a scenario as frozen values: players, objects, effects and their modes,
events, and the moments of the timeline."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import MISSING, dataclass, fields
from typing import Any, TypeVar

from .frozen import FrozenParams, _Record, freeze, quick_init, thaw

T = TypeVar("T")


def _reader(
    record: type[T], convert: Mapping[str, Callable[[Any], Any]]
) -> Callable[[Mapping[str, Any]], T]:
    """A value type's ``from_dict``: each field from the key of its name (``convert``-ed,
    unless it is null), the fields the JSON leaves out at their defaults, other keys
    ignored; KeyError names a field that has no default when the JSON leaves it out.

    It reads only the keys the JSON has, and makes the value as the type's ``__init__``
    does (:func:`~rules.engine.frozen.quick_init`: its ``__dict__`` set in one step, the
    fields in order), rather than asking for each of its fields by name: an object's
    JSON holds a few of its 25 fields."""
    blank: dict[str, Any] = {}
    required = []
    for f in fields(record):  # type: ignore[arg-type]
        if f.default_factory is not MISSING:
            raise TypeError(f"{record.__name__}.{f.name}: a reader needs plain defaults")
        if f.default is MISSING:
            required.append(f.name)
        blank[f.name] = f.default
    new = object.__new__
    set_dict = object.__setattr__

    def read(data: Mapping[str, Any]) -> T:
        values = blank.copy()
        for key, value in data.items():
            if key in blank:
                change = convert.get(key)
                values[key] = value if change is None or value is None else change(value)
        for key in required:
            if key not in data:
                raise KeyError(key)
        made = new(record)
        set_dict(made, "__dict__", values)
        return made  # type: ignore[no-any-return]

    return read


@quick_init
@dataclass(frozen=True, repr=False)
class Player(_Record):
    """A player, in turn order in :attr:`Scenario.players`."""

    name: str
    """The player's name, unique in the scenario: ``"Alice"``."""
    life: int | None = None
    """Life total (20 when absent)."""
    starting_life: int | None = None
    """The starting life total (103.4; 20 when absent): what "your starting life total" is."""
    library: tuple[str, ...] | None = None
    """Card names in the library, top first (empty when absent)."""
    hand: tuple[str, ...] | None = None
    """Card names in hand."""
    graveyard: tuple[str, ...] | None = None
    """Card names in the graveyard, the first listed is the one a "return a card" takes."""
    counters: Any = None
    """Counters the player has, ``{"poison": 3}`` (frozen; 122.1f)."""
    this_turn: Any = None
    """What happened to the player earlier this turn, ``{"drew": 1, "cast": 2}`` (frozen)."""

    _dicts = ("counters", "this_turn")

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Player:
        return _read_player(data)


@quick_init
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
    supertypes: tuple[str, ...] | None = None
    """Supertypes (205.4): ``["Basic"]``, ``["Legendary"]``, ``["Snow"]``."""
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
    combat: str | None = None
    """Its place in combat, one of :data:`COMBAT_PLACES`: ``"attacking"`` (an attacking
    creature, 508.1k), ``"blocked"`` / ``"unblocked"`` (an attacking creature once blockers
    are declared, 509.1h), ``"blocking"`` (a blocking creature, 509.1g). Implies
    ``in_combat``; absent says nothing beyond ``in_combat``."""
    back: Any = None
    """A double-faced card's back face: ``{"name", "types", "subtypes", "colors", "power",
    "toughness"}`` (frozen); the characteristics it has if it enters back face up."""
    label: str | None = None
    """The name people read, to tell it from another object of the same name (its name
    with its id when absent and another object has the same name)."""
    keywords: tuple[str, ...] | None = None
    """Keywords that change what its damage does: ``["lifelink", "infect", "wither"]``."""
    toxic: int | None = None
    """Toxic N, the instances' N added up (702.164b): its combat damage to a player also
    gives that player that many poison counters (702.164c, 120.3g)."""
    x: int | None = None
    """The value of X chosen for the spell that becomes it as it resolves, which its
    effects on entering read (107.3m); 0 when absent."""
    cast_from: str | None = None
    """The zone the spell that is (or became) it was cast from (601.2a: ``hand``,
    ``graveyard``, ``library``, ``exile``, ``command``): "if you cast it from your hand".
    Absent: not cast, or not said. Only a spell on the stack or a permanent was cast."""
    kicked: tuple[str, ...] | None = None
    """The kicker costs paid as the spell that is (or became) it was cast, each as printed
    and once for each time it was paid (702.33a, 702.33c, 702.33f; 400.7d): ``["{2}{G}"]``."""
    attached_to: str | None = None
    blocks: tuple[str, ...] | None = None
    """A blocking creature's attackers: the ids of the attacking creatures it was declared
    to block (509.1a, 509.1g), read by the filters ``blocking`` and ``blocked_by``."""
    """For an Aura or Equipment on the battlefield, the id of the permanent it is attached
    to (303.4, 301.5): what "enchanted creature" / "equipped creature" mean."""
    position: int | None = None
    """For a card in a library (``zone`` ``library``), its place from the top (1 the top),
    counting every card of that library: drawn, milled or looked at, it is this object in
    its new zone. Absent: somewhere in the library, not among its listed cards."""
    melded: tuple[str, ...] | None = None
    """A melded permanent's two cards, a meld pair (701.42a, 712.5): ``["Graf Rats",
    "Midnight Scavengers"]`` for Chittering Host. It is one permanent; when it leaves the
    battlefield both cards go where it goes (712.21)."""
    damaged_by: tuple[str, ...] | None = None
    """For a permanent, the objects (ids) that dealt it damage earlier this turn: "a
    creature dealt damage by Kumano this turn" (filter key ``damaged_by``)."""

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GameObject:
        return _read_object(data)


@quick_init
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
        return _read_mode(data)

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "label": self.label, "instead": thaw(self.instead)}


@quick_init
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
    """``"static"`` (works while its source is on the battlefield), ``"resolution"``, or a
    zone its source's static ability functions in (113.6b: ``"graveyard"`` for dredge)."""
    self_replacement: bool | None = None
    """Part of a resolving spell or ability replacing its own effect (614.15 / 419.6d)."""
    optional: bool | None = None
    """"You may … instead": its controller may decline it."""
    optional_until: str | None = None
    """A release date: under the rules of an earlier release the effect is optional, from it
    on it is not (madness: "may remove it from the game instead" until 2016-07-22)."""
    modes: tuple[Mode, ...] | None = None
    """Modes of a modal replacement effect (419.6g)."""
    label: str | None = None
    """A name for people; the source's name or the preset's card name when absent."""
    text: str | None = None
    """What it does, in people's words (a card's text as read); the preset's text, or the
    template's title, when absent."""

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> EffectSpec:
        return _read_effect(data)


@quick_init
@dataclass(frozen=True, repr=False)
class EventSpec(_Record):
    """An event about to happen (or one in the timeline)."""

    _dicts = ("counters", "token", "by", "until")

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
    extra: bool | None = None
    """begin_turn: an extra turn (500.7), not one of the normal turn order."""
    then: str | None = None
    """draw: an additional action on each card drawn, ``"reveal"`` (614.11b)."""
    mana: str | None = None
    """produce_mana: the mana the permanent would produce, ``"GG"`` or ``"{G}{G}"``."""
    other: str | None = None
    """exchange_life: the player ``player`` exchanges life totals with (701.12c)."""
    by: Any = None
    """What caused it: ``{"kind": "spell" | "ability" | "cost" | "rule", "player", "object"}``
    (frozen): whose spell or ability, or a cost paid."""
    """begin_step, begin_turn: it has already begun, so it can't be skipped."""
    events: tuple[EventSpec, ...] | None = None
    """repeat: the events of one repetition of the process."""
    until: Any = None
    """repeat: the condition that ends the process, checked after each repetition (frozen)."""
    times: int | None = None
    """repeat: the most repetitions the card allows."""
    if_you_do: tuple[EventSpec, ...] | None = None
    """"You may [this event]. If you do, [these events]": the player chose to do it, so
    these events follow it, whatever replacement effects made of it (118.12)."""

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> EventSpec:
        return _read_event(data)


@quick_init
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
        return _read_moment(data)


def _events(data: Any) -> tuple[EventSpec, ...]:
    return tuple(_read_event(e) for e in data)


_read_player = _reader(
    Player,
    {"library": tuple, "hand": tuple, "graveyard": tuple, "counters": freeze, "this_turn": freeze},
)
_read_object = _reader(
    GameObject,
    {
        **dict.fromkeys(
            (
                "types",
                "subtypes",
                "supertypes",
                "colors",
                "keywords",
                "melded",
                "kicked",
                "blocks",
                "damaged_by",
            ),
            tuple,
        ),
        **dict.fromkeys(("counters", "back"), freeze),
    },
)
_read_mode = _reader(Mode, {"instead": freeze})
_read_effect = _reader(
    EffectSpec,
    {"params": FrozenParams.of, "modes": lambda modes: tuple(_read_mode(m) for m in modes)},
)
_read_event = _reader(
    EventSpec,
    {"events": _events, "if_you_do": _events, **dict.fromkeys(EventSpec._dicts, freeze)},
)
_read_moment = _reader(Moment, {"colors": tuple, "events": _events})
