"""Where each creature is in combat, and who blocks whom, asked at the table.

"All damage that would be dealt to you by unblocked creatures is dealt to Veteran Bodyguard
instead", "prevent all damage that would be dealt to Wall of Shadows by creatures it's
blocking": whether a creature attacks, is blocked or unblocked, or blocks (508.1k, 509.1g,
509.1h), and which attackers a blocking creature blocks (509.1a), are facts of the game the
card's text can't know. A card whose effects read them (the object filter keys ``combat``,
``blocking`` and ``blocked_by``) gives the way in a row of buttons for each creature of the
draft on the battlefield: attacking, blocked, unblocked, blocking, or not in combat; and,
when it reads who blocks whom, a row for each blocking creature with a button for each
attacking creature. The answers go into the objects' ``combat`` and ``blocks``, which the
resolver reads. Until each creature's place is said the table refuses to resolve, saying
which creature and which card asks: "not in combat" is a fact to say, not to assume.

A creature's place is said when it has one (``combat``: tapped here, or given as "target
attacking creature" was chosen) or when the judge tapped "Not in combat" (the draft's
``out_of_combat``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import Any

from rules import engine

from .drafting import Draft, DraftError, nested_mappings

NONE = "none"
"""The value of the "Not in combat" button."""
PLACES = (
    ("attacking", "Attacking"),
    ("blocked", "Blocked"),
    ("unblocked", "Unblocked"),
    ("blocking", "Blocking"),
    (NONE, "Not in combat"),
)
"""Each place in combat (508.1k, 509.1g, 509.1h) and the button's words."""
ATTACKING = ("attacking", "blocked", "unblocked")
"""The places of an attacking creature (509.1h: a blocked or unblocked one still attacks)."""
BLOCKS_KEYS = ("blocking", "blocked_by")

SAY = "Say where {creature} is in combat (or Not in combat): {name} reads it."
SAY_BLOCKS = "Tap the attacking creatures {creature} blocks: {name} reads it."
NOT_ASKED = "{name} asks nothing about combat."
NOT_A_CREATURE = "Choose one of the creatures listed for {name}."
NOT_A_PLACE = "{value!r} is not a place in combat: attacking, blocked, unblocked, blocking or none."
NOT_BLOCKING = "{creature} isn't said to be blocking: tap Blocking first."
NOT_AN_ATTACKER = "{creature} blocks only an attacking creature listed for {name}."


def _keys(value: Any) -> Iterator[str]:
    """The keys of the object filters in ``value`` that read combat: ``combat`` naming a
    place (not ``"combat": true``, combat damage), ``blocking`` and ``blocked_by``."""
    for m in nested_mappings(value):
        for key, item in m.items():
            if (key == "combat" and isinstance(item, str)) or key in BLOCKS_KEYS:
                yield key


def reads(draft: Draft, index: int) -> set[str]:
    """Which of ``combat``, ``blocking`` and ``blocked_by`` the effects of the card at
    ``index`` read, as aimed (its own parameters, else its preset's)."""
    line = draft.cards[index]
    found: set[str] = set()
    for effect in draft.effects:
        if effect["id"] not in line.effect_ids:
            continue
        preset = engine.PRESETS.get(str(effect.get("preset") or ""))
        words = [effect.get("params"), effect.get("modes")]
        if preset is not None:
            words += [preset.params, list(preset.modes)]
        found.update(_keys(words))
    return found


def asking(draft: Draft) -> int | None:
    """The first card whose effects read combat: its line carries the rows (the places
    are facts of the game, asked once whatever card reads them)."""
    return next((n for n in range(len(draft.cards)) if reads(draft, n)), None)


def creatures(draft: Draft) -> list[dict[str, Any]]:
    """The creatures of the draft on the battlefield: only they attack or block."""
    return [
        o
        for o in draft.objects
        if o.get("zone", "battlefield") == "battlefield" and "Creature" in (o.get("types") or ())
    ]


def place_of(draft: Draft, o: Mapping[str, Any]) -> str:
    """The creature's place in combat as said: a place, ``none``, or "" (not said)."""
    if o.get("combat"):
        return str(o["combat"])
    return NONE if o["id"] in draft.out_of_combat else ""


def rows(draft: Draft) -> dict[int, list[dict[str, Any]]]:
    """For the card that asks (by its index), a row for each creature: its id, name, place
    as said, and a button for each place ``(value, words, pressed)``; for a blocking
    creature when the card reads who blocks whom, ``blocks``: a button for each attacking
    creature ``(id, name, blocked by it)``."""
    index = asking(draft)
    if index is None:
        return {}
    who_blocks = bool(reads(draft, index) & set(BLOCKS_KEYS))
    found = []
    for o in creatures(draft):
        place = place_of(draft, o)
        row: dict[str, Any] = {
            "id": str(o["id"]),
            "words": draft.object_name(o["id"]),
            "place": place,
            "choices": [(value, words, value == place) for value, words in PLACES],
            "blocks": None,
        }
        if who_blocks and place == "blocking":
            row["blocks"] = [
                (str(a["id"]), draft.object_name(a["id"]), a["id"] in o.get("blocks", ()))
                for a in _attackers(draft, o)
            ]
        found.append(row)
    return {index: found}


def _attackers(draft: Draft, blocker: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [o for o in creatures(draft) if o.get("combat") in ATTACKING and o is not blocker]


def _asked(draft: Draft, index: int) -> str:
    """The card's name when it is the card that asks; DraftError otherwise."""
    if not 0 <= index < len(draft.cards) or asking(draft) != index:
        raise DraftError({"draft": NOT_ASKED.format(name="this card")})
    return draft.cards[index].name


def _creature(draft: Draft, index: int, name: str, creature: str) -> dict[str, Any]:
    found = next((o for o in creatures(draft) if o["id"] == creature), None)
    if found is None:
        raise DraftError({f"card-{index}": NOT_A_CREATURE.format(name=name)})
    return found


def place(draft: Draft, index: int, value: str) -> Draft:
    """The draft after the judge taps ``value`` (``creature id|place``) in the rows of the
    card at ``index``: that creature is now there. A creature no longer blocking blocks
    nothing; one no longer attacking (or now unblocked) is blocked by none (509.1h)."""
    name = _asked(draft, index)
    creature, _, where = value.partition("|")
    chosen = _creature(draft, index, name, creature)
    if where not in dict(PLACES):
        raise DraftError({f"card-{index}": NOT_A_PLACE.format(value=where)})
    out = tuple(i for i in draft.out_of_combat if i != creature)
    objects = []
    for o in draft.objects:
        if o is chosen:
            o = _placed(o, where)
        elif where not in ("attacking", "blocked") and creature in o.get("blocks", ()):
            o = _unblocking(o, creature)
        objects.append(o)
    if where == NONE:
        out = (*out, creature)
    return replace(draft, objects=tuple(objects), out_of_combat=out)


def _placed(o: dict[str, Any], where: str) -> dict[str, Any]:
    """The creature at ``where``: ``combat`` set (``in_combat`` left out: it implies it),
    or taken out with its ``blocks`` when not in combat; ``blocks`` kept only blocking."""
    rest = {k: v for k, v in o.items() if k not in ("combat", "in_combat", "blocks")}
    if where == NONE:
        return rest
    if where == "blocking" and o.get("blocks"):
        rest["blocks"] = o["blocks"]
    return {**rest, "combat": where}


def _unblocking(o: dict[str, Any], attacker: str) -> dict[str, Any]:
    """The blocker with ``attacker`` taken out of its ``blocks`` (dropped when empty)."""
    left = [a for a in o["blocks"] if a != attacker]
    rest = {k: v for k, v in o.items() if k != "blocks"}
    return {**rest, "blocks": left} if left else rest


def block(draft: Draft, index: int, value: str) -> Draft:
    """The draft after the judge taps ``value`` (``blocker id|attacker id``): the blocker
    now blocks that attacker, which is then a blocked creature (509.1h), or no longer."""
    name = _asked(draft, index)
    creature, _, attacker = value.partition("|")
    blocker = _creature(draft, index, name, creature)
    blocker_name = draft.object_name(creature)
    if blocker.get("combat") != "blocking":
        raise DraftError({f"card-{index}": NOT_BLOCKING.format(creature=blocker_name)})
    if attacker not in {a["id"] for a in _attackers(draft, blocker)}:
        raise DraftError(
            {f"card-{index}": NOT_AN_ATTACKER.format(creature=blocker_name, name=name)}
        )
    objects = []
    for o in draft.objects:
        if o is blocker:
            if attacker in o.get("blocks", ()):
                o = _unblocking(o, attacker)
            else:
                o = {**o, "blocks": [*o.get("blocks", ()), attacker]}
        elif o["id"] == attacker:
            o = {**o, "combat": "blocked"}
        objects.append(o)
    return replace(draft, objects=tuple(objects))


def check(draft: Draft) -> None:
    """Nothing when the card that asks has each creature's place (and, when it reads who
    blocks whom, what each blocking creature blocks); DraftError on that card otherwise."""
    index = asking(draft)
    if index is None:
        return
    name = draft.cards[index].name
    who_blocks = bool(reads(draft, index) & set(BLOCKS_KEYS))
    for o in creatures(draft):
        creature = draft.object_name(o["id"])
        place = place_of(draft, o)
        if not place:
            raise DraftError({f"card-{index}": SAY.format(creature=creature, name=name)})
        if who_blocks and place == "blocking" and not o.get("blocks"):
            raise DraftError({f"card-{index}": SAY_BLOCKS.format(creature=creature, name=name)})
