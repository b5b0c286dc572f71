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
from operator import attrgetter
from typing import Any

from .frozen import FrozenParams, _Record, freeze, quick_init, thaw
from .specs import (
    EffectSpec,
    EventSpec,
    GameObject,
    Mode,
    Moment,
    Player,
    _read_effect,
    _read_event,
    _read_moment,
    _read_object,
    _read_player,
)
from .validation import validate
from .vocabulary import COLORS, EVENT_KINDS, HAPPENING_KINDS, STEPS, ZONES


@quick_init
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
    cards: Any = None
    """The characteristics of cards the players' zones list by name, ``({"name", "types",
    "colors" …}, …)`` (frozen): what a card has once it leaves its list (a mill, a look)."""
    teams: Any = None
    """The teams of a Two-Headed Giant game, ``({"players": ("Alice", "Carol"), "life": 30},
    …)`` (frozen): each team's players share its life total (810.4, 810.9)."""
    range_of_influence: Any = None
    """The limited range of influence option (801), ``{"range", "players", "seats"}``
    (frozen); absent, every effect reaches every player and object."""

    def __hash__(self) -> int:
        """The hash of the fields, as the dataclass's own, remembered: a step keys several
        memos by its scenario (compiling, the effects' labels), and hashing one walks all
        of its values (about 4 us for judge case 2)."""
        found = self.__dict__.get("_hash")
        if found is None:
            found = self.__dict__["_hash"] = hash(_fields(self))
        return found  # type: ignore[no-any-return]

    def __getstate__(self) -> dict[str, Any]:
        """The fields without the remembered hash: a string's hash is another in another
        process (hashes are seeded), so a pickled scenario works its hash out again."""
        state = dict(self.__dict__)
        state.pop("_hash", None)
        return state

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Scenario:
        """Validate ``data`` and build the scenario; raises :class:`ScenarioError`."""
        validate(data)
        return cls._build(data)

    @classmethod
    def _build(cls, data: Mapping[str, Any]) -> Scenario:
        # Made as quick_init's __init__ makes it (a copy of the blank scenario's fields, in
        # order, each set), without the call's keywords to match; map, not a generator for
        # each part: no frame made for each (a hot path).
        values = _BLANK.copy()
        values["players"] = tuple(map(_read_player, data["players"]))
        values["objects"] = tuple(map(_read_object, data.get("objects", ())))
        values["effects"] = tuple(map(_read_effect, data.get("effects", ())))
        values["events"] = tuple(map(_read_event, data["events"]))
        values["version"] = data.get("version", 1)
        timeline = data.get("timeline")
        if timeline is not None:
            values["timeline"] = tuple(map(_read_moment, timeline))
        values["title"] = data.get("title")
        values["note"] = data.get("note")
        if data.get("cards") is not None:
            values["cards"] = freeze(list(data["cards"]))
        if data.get("teams") is not None:
            values["teams"] = freeze(list(data["teams"]))
        if "range_of_influence" in data:
            values["range_of_influence"] = freeze(data["range_of_influence"])
        made = object.__new__(cls)
        object.__setattr__(made, "__dict__", values)
        return made

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
        if self.cards is not None:
            out["cards"] = thaw(self.cards)
        if self.teams is not None:
            out["teams"] = thaw(self.teams)
        if self.range_of_influence is not None:
            out["range_of_influence"] = thaw(self.range_of_influence)
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


#: A scenario's fields, in order (what its hash is made of).
_fields = attrgetter(*(f.name for f in fields(Scenario)))

#: A scenario's fields at their defaults, in order, copied to build each scenario.
_BLANK: dict[str, Any] = dict(Scenario(players=(), objects=(), effects=(), events=()).__dict__)


__all__ = [
    "COLORS",
    "EVENT_KINDS",
    "HAPPENING_KINDS",
    "STEPS",
    "ZONES",
    "EffectSpec",
    "EventSpec",
    "FrozenParams",
    "GameObject",
    "Mode",
    "Moment",
    "Player",
    "Scenario",
    "freeze",
    "thaw",
]
