"""How a card was cast, asked at the table.

A card whose effects read how the spell it was was cast ("If Kavu Titan was kicked, it
enters with three +1/+1 counters on it", 702.33; "If Necravolver was kicked with its {1}{G}
kicker, …", 702.33f; "Myojin of Cleansing Fire enters with a divinity counter on it if you
cast it from your hand", 601.2a) gives the way in a yes-or-no question for each. The
answers go onto the card's object, ``kicked`` (the kicker costs paid) and ``cast_from``,
which the resolver reads (rules.engine.casting). Until each is answered the table refuses
to resolve, saying which, as it does for what happened this turn: not kicked is a fact to
say, not one to assume. The object must then enter from the stack (cast): one put onto the
battlefield from a hand wasn't cast, and the resolver refuses the two together.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import Any

from .drafting import CAST_NOTES, Draft, DraftError, nested_mappings

KICKED = "Was it kicked?"
KICKED_WITH = "Was it kicked with its {cost} kicker?"
CAST_FROM = "Was it cast from its controller's {zone}?"
SAY = "Say for {name}: {question}"
NOT_ASKED = "{name} asks nothing about how it was cast."
ANSWERS = ("yes", "no")
#: A card said to be kicked or cast that enters from a zone it wasn't cast from (601.2a).
NOT_CAST = (
    "{name} enters from {zone}, so it wasn't cast: answer No, or say it enters cast "
    "(from the stack)."
)
#: The kicker cost recorded for "kicked" when the card's text names none.
SOME_KICKER = "kicker"
_KICKER_LINE = re.compile(
    r"^(?:multi)?kicker\s*(?:—|-)?\s*(?P<cost>[^(\n]+?)\s*(?:\(|$)", re.I | re.M
)


def _measures(value: Any) -> Iterator[tuple[str, Mapping[str, Any]]]:
    for m in nested_mappings(value):
        for key in ("kicked", "cast"):
            inner = m.get(key)
            if isinstance(inner, Mapping) and inner.get("object", "this") == "this":
                yield key, inner


def kicker_cost(text: str) -> str:
    """The card's kicker cost as printed ("Kicker {2}{G}" → ``{2}{G}``), or :data:`SOME_KICKER`
    when its text names none, or two (each question then names its own), or one longer than
    a scenario's cost may be (60 characters)."""
    found = [m["cost"].strip().rstrip(".") for m in _KICKER_LINE.finditer(text)]
    if len(found) == 1 and 0 < len(found[0]) <= 60 and " and/or " not in found[0]:
        return found[0]
    return SOME_KICKER


def asked(effects: tuple[dict[str, Any], ...], text: str) -> tuple[tuple[str, str, str], ...]:
    """The questions the card's effects ask of how it was cast, once each, in the order
    they read them: (``kicked``, the cost recorded when yes, ""), (``kicked_with``, its cost,
    ""), (``cast``, the zone, ""); the last of each is the answer, "" not yet."""
    found: list[tuple[str, str, str]] = []
    for effect in effects:
        for key, arg in _measures(effect.get("params")):
            if key == "cast":
                question = ("cast", str(arg.get("from")), "")
            elif arg.get("cost"):
                question = ("kicked_with", str(arg["cost"]), "")
            else:
                question = ("kicked", kicker_cost(text), "")
            if question not in found:
                found.append(question)
    return tuple(found)


def question(kind: str, value: str) -> str:
    if kind == "cast":
        return CAST_FROM.format(zone=value)
    if kind == "kicked_with":
        return KICKED_WITH.format(cost=value)
    return KICKED


def rows(draft: Draft) -> dict[int, list[dict[str, Any]]]:
    """For each card that asks (by its index), a row for each question: its number, words and
    the answer ("" not yet)."""
    found: dict[int, list[dict[str, Any]]] = {}
    for index, line in enumerate(draft.cards):
        for number, (kind, value, answer) in enumerate(line.casting):
            found.setdefault(index, []).append(
                {"number": number, "question": question(kind, value), "answer": answer}
            )
    return found


def answer(draft: Draft, index: int, number: int, said: str) -> Draft:
    """The draft with the card's question ``number`` answered (``yes`` or ``no``), and its
    object saying how it was cast."""
    if not 0 <= index < len(draft.cards) or not draft.cards[index].casting:
        raise DraftError({"draft": NOT_ASKED.format(name="this card")})
    line = draft.cards[index]
    if not 0 <= number < len(line.casting) or said not in ANSWERS:
        raise DraftError({f"cast-{index}": "Answer yes or no."})
    casting = tuple(
        (kind, value, said if n == number else old)
        for n, (kind, value, old) in enumerate(line.casting)
    )
    cards = tuple(
        replace(c, casting=casting) if n == index else c for n, c in enumerate(draft.cards)
    )
    objects = tuple(
        _cast(o, casting) if o.get("id") == line.object_id else o for o in draft.objects
    )
    return replace(draft, cards=cards, objects=objects)


def _cast(obj: dict[str, Any], casting: tuple[tuple[str, str, str], ...]) -> dict[str, Any]:
    """The object with ``kicked`` and ``cast_from`` as the answers say (absent when no)."""
    made = {k: v for k, v in obj.items() if k not in ("kicked", "cast_from")}
    kicked = [value for kind, value, said in casting if kind != "cast" and said == "yes"]
    if kicked:
        made["kicked"] = kicked
    zones = [value for kind, value, said in casting if kind == "cast" and said == "yes"]
    if zones:
        made["cast_from"] = zones[0]
    return made


def check(draft: Draft) -> None:
    """Nothing when every question a card asks is answered; DraftError on the first card
    otherwise."""
    for index, line in enumerate(draft.cards):
        for kind, value, said in line.casting:
            if said not in ANSWERS:
                words = question(kind, value)
                raise DraftError({f"cast-{index}": SAY.format(name=line.name, question=words)})
        obj = next((o for o in draft.objects if o.get("id") == line.object_id), {})
        zone = obj.get("zone", "battlefield")
        if (obj.get("kicked") or obj.get("cast_from")) and zone not in ("stack", "battlefield"):
            where = "exile" if zone == "exile" else f"a {zone}"
            raise DraftError({f"cast-{index}": NOT_CAST.format(name=line.name, zone=where)})


def answered_notes(notes: tuple[str, ...]) -> tuple[str, ...]:
    """The reader's notes less those the questions take the place of."""
    return tuple(n for n in notes if not n.startswith(CAST_NOTES))
