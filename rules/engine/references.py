"""References in an effect's actions: which object, player or amount an action means.

A card's additional or replacing actions name things relative to the event it replaces
or prevents: "that creature", "the source's controller", "that much", "the damage
prevented this way". The format says these with words, resolved here against the
event at the moment the effect applies:

- objects: ``"affected"`` (the event's object: the creature that would be destroyed, the
  card that would be put into a graveyard, the permanent that would be dealt damage),
  ``"source"`` (the event's source: the source of the damage), ``"this"`` (the effect's
  own source, the card whose ability it is), ``"chosen"`` (the object the effect chose as
  it was created: its ``chosen_source``), an object's id, or ``{"first": <object filter>}``
  (a permanent the player chooses, "sacrifice an untapped Island": the first one listed
  that matches), ``"enchanted"`` / ``"equipped"`` (the permanent the effect's source, an
  Aura or Equipment, is attached to: its ``attached_to``, 303.4 / 301.5; "enchanted
  creature" never means the Aura itself);
- players: ``"you"`` (the effect's controller), ``"affected"`` (the affected player, or
  the affected object's owner), a player's name, or ``{"controller_of": <object>}`` /
  ``{"owner_of": <object>}`` (of an object reference; a player named there is that player);
- amounts: a number, ``"that_many"`` (the event's amount as it stands), ``"prevented"``
  (the damage prevented this way, 615.5).

"this" always means the effect's source: a card that means the affected object says
"affected" (Vigor's "put a +1/+1 counter on that creature").

>>> OBJECT_WORDS
('affected', 'source', 'this', 'chosen', 'those_tokens', 'enchanted', 'equipped')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .filters import obj_matches
from .interface import EffectView
from .state import Ev, World

OBJECT_WORDS = ("affected", "source", "this", "chosen", "those_tokens", "enchanted", "equipped")
"""The words an action may use for an object."""
PLAYER_REF_WORDS = ("you", "affected")
"""The words an action may use for a player (besides a name or ``controller_of``)."""
EACH_PLAYER_WORDS = ("each_player", "each_opponent")
"""An action's ``player`` done once for each player, or each opponent of the effect's
controller, in APNAP order (101.4): "each opponent mills that many cards"."""
PLAYER_REF_KEYS = ("controller_of", "owner_of")
"""The keys of a player reference made from an object reference."""
AMOUNT_WORDS = ("that_many", "prevented")
ATTACHED_WORDS = ("enchanted", "equipped")
"""The words for the permanent an Aura ("enchanted creature") or an Equipment ("equipped
creature") is attached to."""


def attached_object(source: str | None, world: World) -> str | None:
    """The permanent ``source`` is attached to now, or None (it isn't attached, or is no
    longer on the battlefield)."""
    if source is None or not world.has_obj(source):
        return None
    return world.obj(source).attached_to


"""The words an action may use for an amount."""


def object_ref(ref: Any, fx: EffectView, ev: Ev, world: World) -> str | None:
    """The id of the object (or the name of the player) ``ref`` means now, or None."""
    if ref == "this":
        return fx.source
    if ref == "affected":
        if ev.object is not None:
            return ev.object
        return ev.recipient
    if ref == "source":
        return ev.source
    if ref in ATTACHED_WORDS:
        return attached_object(fx.source, world)
    if ref == "chosen":
        chosen = fx.pd.get("chosen_source")
        return str(chosen) if chosen else None
    if isinstance(ref, Mapping):
        found = (
            o
            for o in world.objects
            if o.in_play and obj_matches(ref["first"], o, fx=fx, world=world)
        )
        return next((o.id for o in found), None)
    return str(ref) if ref is not None else None


def player_ref(ref: Any, fx: EffectView, ev: Ev, world: World) -> str | None:
    """The name of the player ``ref`` means now, or None (no such player)."""
    if ref == "you":
        return fx.controller
    if ref == "affected":
        if ev.player:
            return ev.player
        if ev.kind == "damage" and world.is_player(ev.recipient):
            return ev.recipient
        if ev.object:
            return world.obj(ev.object).owner
        if ev.recipient and world.has_obj(ev.recipient):
            return world.obj(ev.recipient).owner
        return fx.controller
    if isinstance(ref, Mapping):
        key = next(iter(ref))
        target = object_ref(ref[key], fx, ev, world)
        if target is None:
            return None
        if world.is_player(target):
            return target
        if not world.has_obj(target):
            return None
        o = world.obj(target)
        if key == "owner_of":
            return o.owner
        return o.controller or o.owner
    return str(ref) if ref is not None else None


def amount_ref(value: Any, ev: Ev, prevented: int = 0) -> int:
    """The number ``value`` means now."""
    if value == "that_many":
        return ev.amount
    if value == "prevented":
        return prevented
    return int(value)


def check_object_ref(value: Any, objects: set[str] | None) -> str | None:
    """What is wrong with an object reference, or None."""
    if value in OBJECT_WORDS:
        return None
    if isinstance(value, Mapping):
        if set(value) != {"first"} or not isinstance(value["first"], Mapping):
            return 'an object chosen is {"first": <object filter>}'
        return None
    if not isinstance(value, str) or not value:
        return f"must be an object id or one of: {', '.join(OBJECT_WORDS)}"
    if objects is not None and value not in objects:
        return f"{value!r} is not an object in the scenario (nor one of: {', '.join(OBJECT_WORDS)})"
    return None


def check_player_ref(value: Any, players: tuple[str, ...], objects: set[str] | None) -> str | None:
    """What is wrong with a player reference, or None."""
    if value in PLAYER_REF_WORDS or (isinstance(value, str) and value in players):
        return None
    if isinstance(value, Mapping):
        if len(value) != 1 or next(iter(value)) not in PLAYER_REF_KEYS:
            return "a player reference object has one key: controller_of or owner_of"
        key = next(iter(value))
        problem = check_object_ref(value[key], objects)
        return f"{key}: {problem}" if problem else None
    return (
        'must be you, affected, a player\'s name, or {"controller_of": …} / '
        '{"owner_of": …} of an object'
    )


def check_amount(value: Any, maximum: int, allow_all: bool = False) -> str | None:
    """What is wrong with an action's count or amount, or None."""
    words = (*AMOUNT_WORDS, *(("all",) if allow_all else ()))
    if value in words:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= maximum:
        quoted = ", ".join(f'"{w}"' for w in words)
        return f"must be a whole number from 0 to {maximum}, or {quoted}"
    return None
