"""The state a resolution works on: objects, players, live effects, and events.

Everything here is a frozen, hashable value, so the explorer can memoise on it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from operator import itemgetter
from typing import Any, NamedTuple, TypeVar

from .frozen import quick_init
from .vocabulary import COLORS

T = TypeVar("T")


def replace(obj: T, **changes: Any) -> T:
    """A copy of a frozen dataclass value with some fields changed (faster than
    :func:`dataclasses.replace`), without the values the original remembered."""
    state = obj.__dict__.copy()
    # Remembered (unrolled: this runs for every value made): hash, objects' index, steps' keys.
    if "_hash" in state:
        del state["_hash"]
    if "_by_id" in state:
        del state["_by_id"]
    if "_keys" in state:
        del state["_keys"]
    state.update(changes)
    new = _new(obj.__class__)
    _set(new, "__dict__", state)
    return new


_new = object.__new__
_set = object.__setattr__


class Hashed:
    """Frozen values that are hashed often (memo keys) remember their hash, and compare
    their fields in one step (the explorer compares states it meets again)."""

    def __hash__(self) -> int:
        d = self.__dict__
        h = d.get("_hash")
        if h is None:
            h = d["_hash"] = hash(_fields_of(type(self))(d))
        return h  # type: ignore[no-any-return]

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if other.__class__ is not self.__class__:
            return NotImplemented
        mine, theirs = self.__dict__, other.__dict__
        # What a value remembers follows from its fields, so equal dicts are equal values;
        # when one remembers something the other doesn't, only the fields are compared.
        if mine == theirs:
            return True
        fields = _fields_of(type(self))
        return bool(fields(mine) == fields(theirs))


_FIELDS: dict[type, Callable[[dict[str, Any]], tuple[Any, ...]]] = {}


def _fields_of(cls: type) -> Callable[[dict[str, Any]], tuple[Any, ...]]:
    """The function that takes a value's fields, in order, from its ``__dict__``."""
    found = _FIELDS.get(cls)
    if found is None:
        found = _FIELDS[cls] = itemgetter(*cls.__dataclass_fields__)  # type: ignore[attr-defined]
    return found


COLOR_WORDS = COLORS


@quick_init
@dataclass(frozen=True)
class Obj(Hashed):
    """An object as it is now."""

    __hash__ = Hashed.__hash__
    __eq__ = Hashed.__eq__

    id: str
    name: str
    owner: str
    controller: str | None
    zone: str
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()  # Basic, Legendary, Snow, World … (205.4)
    power: int | None = None
    toughness: int | None = None
    damage: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    token: bool = False
    tapped: bool = False
    in_combat: bool = False
    combat: str | None = None  # a COMBAT_PLACES word, if the scenario says; None out of combat
    copy_of: str | None = None  # the object it is a copy of, if any
    chosen: tuple[tuple[str, str], ...] = ()  # choices made as it entered: (("color", "blue"),)
    back_face: bool = False
    back: Any = None  # the back face's characteristics (frozen), for a double-faced card
    keywords: tuple[str, ...] = ()  # lifelink … (120.3), flying … (filters), one per instance
    toxic: int = 0  # its toxic N, instances added up (702.164b)
    x: int = 0
    """The value of X chosen for the spell it was, read by its effects on entering (107.3m)."""
    cast_from: str | None = None  # the zone the spell it is or was was cast from (601.2a)
    kicked: tuple[str, ...] = ()  # the kicker costs paid as it was cast (702.33)
    label: str = ""
    """The name people read if not ``name``: the ``label``, or the name with the id."""
    attached_to: str | None = None
    """The permanent an Aura or Equipment is attached to (303.4, 301.5) on the battlefield."""
    melded: tuple[str, ...] = ()  # a melded permanent's two cards (701.42a, 712.21)
    blocks: tuple[str, ...] = ()  # a blocking creature's attackers (509.1g), while it blocks
    damaged_by: tuple[str, ...] = ()  # what dealt it damage this turn (ids, sorted; 400.7)

    @property
    def shown(self) -> str:
        """Its name for people: its label, or its name."""
        return self.label or self.name

    def counter(self, kind: str) -> int:
        return dict(self.counters).get(kind, 0)

    def with_counters(self, added: tuple[tuple[str, int], ...]) -> Obj:
        counts = dict(self.counters)
        for kind, n in added:
            counts[kind] = counts.get(kind, 0) + n
        return replace(self, counters=tuple(sorted((k, v) for k, v in counts.items() if v)))

    @property
    def in_play(self) -> bool:
        return self.zone == "battlefield"

    @property
    def chooser(self) -> str:
        """Who chooses for it (616.1): its controller, or its owner if it has none."""
        if self.zone in ("battlefield", "stack", "entering") and self.controller:
            return self.controller
        return self.owner


@quick_init
@dataclass(frozen=True)
class PlayerState(Hashed):
    """A player as they are now."""

    __hash__ = Hashed.__hash__
    __eq__ = Hashed.__eq__

    name: str
    life: int = 20
    starting_life: int = 20
    """The life total the player began the game with (103.4): 20, or a variant's."""
    library: tuple[str, ...] = ()
    hand: tuple[str, ...] = ()
    graveyard: tuple[str, ...] = ()
    drew_from_empty: int = 0  # draws attempted from an empty library
    won: bool = False
    lost: bool = False
    """The player has lost the game (104.3)."""
    counters: tuple[tuple[str, int], ...] = ()
    """Counters the player has: ``(("poison", 3),)`` (122.1f)."""
    pool: str = ""  # mana in the player's mana pool, as symbols ("BBG")
    mate: str | None = None  # the teammate sharing this life total (810.4), if any
    halved: bool = False  # 606.9a of 2005-2010: an effect reads half the team's life
    turn: tuple[tuple[str, int], ...] | None = None
    """What happened to the player this turn (``drew``, ``dealt_damage`` …), kept only when
    a condition reads it (:mod:`~rules.engine.conditions`)."""

    def counter(self, kind: str) -> int:
        return dict(self.counters).get(kind, 0)

    def did(self, what: str) -> int:
        return dict(self.turn or ()).get(what, 0)

    def with_counters(self, added: tuple[tuple[str, int], ...]) -> PlayerState:
        counts = dict(self.counters)
        for kind, n in added:
            counts[kind] = counts.get(kind, 0) + n
        return replace(self, counters=tuple(sorted((k, v) for k, v in counts.items() if v)))

    def noted(self, what: str, n: int) -> PlayerState:
        """The player with ``n`` more of ``what`` this turn (unchanged when not kept)."""
        if self.turn is None or n <= 0:
            return self
        counts = dict(self.turn)
        counts[what] = counts.get(what, 0) + n
        return replace(self, turn=tuple(sorted(counts.items())))


@quick_init
@dataclass(frozen=True)
class World(Hashed):
    """Objects, players and the effects alive, at one moment."""

    __hash__ = Hashed.__hash__
    __eq__ = Hashed.__eq__

    players: tuple[PlayerState, ...]
    objects: tuple[Obj, ...]
    live: frozenset[str]
    """Ids of effects that exist and are not used up."""
    shields: tuple[tuple[ShieldKey, int], ...] = ()
    """Prevention shields and redirections left: ``((pool, amount left), ...)``, pools' order."""
    held: tuple[tuple[str, str], ...] = ()
    """``(effect id, player)``: the action a skip effect adds after the skip, held for the
    first thing that happens in that player's next step or turn that occurs (614.10b)."""
    instance: tuple[tuple[str, str], ...] = ()
    """``(effect id, source)``: a "next time" effect keyed on a source that has met an
    instance of that source's damage, kept for the rest of that instance (the damage the
    source deals at the same time) and used up once it has happened (615.8, 609.7a)."""
    followed: tuple[tuple[str, str], ...] = ()
    """``(effect id, recipient)``: a prevention's follow-up done for damage dealt at once."""

    def _index(self) -> dict[str, Obj]:
        found = self.__dict__.get("_by_id")
        if found is None:
            found = self.__dict__["_by_id"] = {o.id: o for o in self.objects}
        return found  # type: ignore[no-any-return]

    def obj(self, object_id: str) -> Obj:
        return (self.__dict__.get("_by_id") or self._index())[object_id]  # type: ignore[no-any-return]

    def has_obj(self, object_id: str) -> bool:
        return object_id in (self.__dict__.get("_by_id") or self._index())

    def player(self, name: str) -> PlayerState:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def is_player(self, name: str | None) -> bool:
        for p in self.players:  # noqa: SIM110 - faster than any() over a generator (hot)
            if p.name == name:
                return True
        return False

    def set_obj(self, new: Obj) -> World:
        if self.has_obj(new.id):
            objects = tuple([new if o.id == new.id else o for o in self.objects])
        else:
            objects = (*self.objects, new)
        return replace(self, objects=objects)

    def set_player(self, new: PlayerState) -> World:
        return replace(self, players=tuple(new if p.name == new.name else p for p in self.players))

    def shield(self, key: ShieldKey) -> int | None:
        for k, v in self.shields:
            if k == key:
                return v
        return None

    def set_shield(self, key: ShieldKey, amount: int) -> World:
        rest = tuple((k, v) for k, v in self.shields if k != key)
        pools = sorted((*rest, (key, amount)), key=lambda pool: (str(pool[0]), pool[1]))
        return replace(self, shields=tuple(pools))

    def shields_of(self, effect_id: str) -> tuple[tuple[ShieldKey, int], ...]:
        """The pools of one effect that holds a shield on each of several objects."""
        return tuple((k, v) for k, v in self.shields if k.effect == effect_id and k.on)

    def used_up(self, effect_id: str) -> World:
        return replace(self, live=self.live - {effect_id})

    def apnap_index(self, name: str | None) -> int:
        for i, p in enumerate(self.players):
            if p.name == name:
                return i
        return len(self.players)


class ShieldKey(NamedTuple):
    """A pool of what an effect has left to prevent or redirect (615.7 / 614.9): the
    effect's own, one per object when it gives a shield to each object that matches
    (``on``: "prevent the next 1 damage that would be dealt to each creature you
    control"), or a redirection's "next N damage" (``redirection``).

    >>> [str(ShieldKey("guard")), str(ShieldKey("circle", "bear")),
    ...  str(ShieldKey("deflect", redirection=True))]
    ['guard', 'circle:bear', 'deflect#left']

    Its text is how the JSON names it (``shields[].key``) and the order pools are kept
    in; ids can't hold ``:`` or ``#`` (the schema refuses them), and nothing reads it back.
    """

    effect: str
    on: str = ""
    """The object whose own shield it is; "" for the effect's one pool."""
    redirection: bool = False

    def __str__(self) -> str:
        if self.redirection:
            return f"{self.effect}#left"
        return f"{self.effect}:{self.on}" if self.on else self.effect


class EffectKey(NamedTuple):
    """An effect's one opportunity on an event (614.5 / 419.6a): the effect, and the object
    bearing it when that is not the effect's source (an entering permanent that has the
    ability as the copy it enters as, 614.12).

    >>> str(EffectKey("rip")), str(EffectKey("doubling-season", "clone"))
    ('rip', 'doubling-season@clone')

    Its text is how option ids and the JSON name it; ids can't hold ``@`` (the schema
    refuses them), so that text is never ambiguous, and nothing reads it back.
    """

    effect: str
    bearer: str | None = None

    def __str__(self) -> str:
        return self.effect if self.bearer is None else f"{self.effect}@{self.bearer}"


@quick_init
@dataclass(frozen=True)
class Ev(Hashed):
    """An event that would happen, as modified so far; ``applied`` holds the effects that
    already had their opportunity on it or on the event it replaced (614.5 / 419.6a)."""

    __hash__ = Hashed.__hash__
    __eq__ = Hashed.__eq__

    id: str
    kind: str
    order: tuple[int, ...]
    """Sort key: where the original event stood in the scenario."""
    player: str | None = None
    source: str | None = None
    recipient: str | None = None
    amount: int = 0
    object: str | None = None
    from_zone: str | None = None
    to_zone: str | None = None
    destroy: bool = False
    cause: str | None = None
    tapped: bool = False
    controller: str | None = None
    copy_of: str | None = None
    back_face: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    counter: str | None = None
    token: Any = None
    more: tuple[tuple[Any, int], ...] = ()
    """create_tokens: other kinds made with ``token``, (spec, count); ``amount`` counts all."""
    chosen: tuple[tuple[str, str], ...] = ()
    step: str | None = None
    begun: bool = False
    extra: bool = False
    combat: bool = False
    unpreventable: bool = False
    then: str | None = None
    """draw: an additional action on the card drawn (614.11b), never a replacement's draw."""
    cant_be_regenerated: bool = False
    """A destruction that regeneration shields don't replace (701.19c)."""
    by: Any = None
    """What caused it (frozen ``{"kind", "player", "object"}``), when the scenario says."""
    mana: str | None = None
    """produce_mana: the mana the permanent would produce, as symbols (``"GG"``)."""
    repeat: Any = None
    """repeat: where the process stands (:class:`~rules.engine.repeating.Process`)."""
    prevented: int = 0
    """Damage prevented from it so far."""
    original: int = 0
    """The amount before any effect modified it."""
    applied: frozenset[EffectKey] = frozenset()
    made_by: EffectKey | None = None
    """The effect that produced this event by replacing another, if any."""
    contained_in: str | None = None
    """The event this one is contained in (a token entering within its creation)."""
    first_options: frozenset[EffectKey] = frozenset()
    """The effects that applied to the original event before any modified it (for 616.2)."""
    position: str | None = None
    """A move to a library: ``top`` or ``bottom`` (put there, not shuffled in, 401.4)."""
    additional: bool = False
    """Made by a prevention effect's additional effect (615.5): a new event, not a modified
    one, so no effect has yet had its opportunity on it (614.5)."""
    sequel: bool = False
    """Made by an action that depends on an earlier one of the same effect ("if the player
    discards a card this way, they draw a card"): it happens after the earlier ones."""
    picked: tuple[str, ...] = ()
    """discard, exile_graveyard: the cards the player chose so far (701.9b, 608.2d), each an
    object's id or ``name:`` and a card name of the player's ``hand`` (``graveyard``), sorted."""
    random: bool = False
    """discard: at random (701.9b): nobody chooses; the first cards listed are taken."""
    card: Any = None
    """discard, exile_graveyard: an object filter the cards must match, frozen."""
    as_enters: str | None = None
    """pay_life: the permanent whose entering the payment is part of; a card entering from
    a library is not among that library's cards for the effects on it (614.13c)."""

    @property
    def entering(self) -> bool:
        return self.kind == "move" and self.to_zone == "battlefield"

    def but(self, **changes: Any) -> Ev:
        return replace(self, **changes)


@quick_init
@dataclass(frozen=True)
class Record(Hashed):
    """A final event for the outcome: what happened, or what did not and why."""

    __hash__ = Hashed.__hash__
    __eq__ = Hashed.__eq__

    kind: str
    """``damage``, ``move``, ``regenerate``, ``draw``, ``draw_empty``, ``return_card``,
    ``gain_life``, ``lose_life``, ``cant``, ``counters``, ``step``, ``skipped``, ``win``."""
    order: tuple[int, ...]
    text: str
    """The event in words."""
    subject: str = ""
    """Whom it is about (a player's name or an object's name)."""
    source: str = ""
    amount: int = 0
    detail: tuple[tuple[str, Any], ...] = ()
    fact: Any = None
    """The event as a structured value (:func:`fact_of`): outcomes are compared by these,
    not by their words, so two copies of one card and the words of two eras never blur."""


_FACT_FIELDS: dict[str, tuple[str, ...]] = {
    "damage": ("source", "recipient", "amount"),
    "move": ("object", "to_zone", "destroy"),
    "regenerate": ("object",),
    "draw": ("player",),
    "gain_life": ("player", "amount"),
    "lose_life": ("player", "amount"),
    "pay_life": ("player", "amount"),
    "put_counters": ("object", "player", "counter", "amount"),
    "begin_step": ("player", "step"),
    "begin_turn": ("player",),
    "win_game": ("player",),
    "lose_game": ("player",),
    "produce_mana": ("object", "player", "mana"),
    "return_card": ("player",),
    "turn_face_up": ("object",),
}
"""What says what an event does, by kind (ids, not names)."""

_ENTERING_FIELDS = ("tapped", "controller", "copy_of", "back_face", "counters", "chosen")
"""What else says how a permanent enters."""

_ALL_FIELDS = ("player", "source", "recipient", "amount", "object", "to_zone", "counter", "step")


def fact_of(ev: Ev, kind: str | None = None, *, how: bool = True) -> tuple[Any, ...]:
    """What ``ev`` does, as a hashable value of ids and numbers (no words): its kind and
    the fields that matter for that kind (with ``how``, how a permanent would enter)."""
    d = ev.__dict__
    names = _FACT_FIELDS.get(ev.kind, _ALL_FIELDS)
    if ev.entering and how:
        names = (*names, *_ENTERING_FIELDS)
    if ev.position:
        names = (*names, "position")
    return (kind or ev.kind, *[(n, d[n]) for n in names])
