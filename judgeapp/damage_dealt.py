"""What a card dealt damage to earlier this turn, asked at the table.

"If a creature dealt damage by Kumano this turn would die, exile it instead": whether the
creature that dies was dealt damage by Kumano this turn is a fact of the game the card's
text can't know. A card whose effects read it (the filter key ``damaged_by``) gives the way
in a row of buttons, one for each permanent of the draft: the judge taps those it dealt
damage to, or "None of them". The answer goes into the permanents' ``damaged_by``, which
the resolver reads. Until it is said the table refuses to resolve, saying which card asks,
as it does for a target or what happened this turn: none is a fact to say, not to assume.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .drafting import DAMAGEABLE_TYPES, Draft, DraftError, nested_mappings, unhurt

NONE = "none"
"""The value of the "None of them" button."""
SAY = "Tap what {dealer} dealt damage to this turn, or None of them."
SAY_FOR = "Tap what {dealer} dealt damage to this turn, or None of them, for {name}."
NOT_ASKED = "{name} asks nothing about damage dealt this turn."
NOT_A_PERMANENT = "Choose one of the permanents listed for {name}."


def dealers(draft: Draft, index: int) -> tuple[str, ...]:
    """The objects (ids) whose damage this turn the card at ``index`` reads: its own
    object for "dealt damage by Kumano", the creature aimed at for "by enchanted
    creature"; none before that creature is chosen."""
    line = draft.cards[index]
    ids = {str(o["id"]) for o in draft.objects}
    found: list[str] = []
    for effect in draft.effects:
        if effect["id"] not in line.effect_ids:
            continue
        for f in nested_mappings([effect.get("params"), effect.get("modes")]):
            if "damaged_by" not in f:
                continue
            by = f["damaged_by"]
            dealer = str(effect.get("source") or line.object_id) if by == "this" else str(by)
            if dealer in ids and dealer not in found:
                found.append(dealer)
    return tuple(found)


def _permanents(draft: Draft) -> list[dict[str, Any]]:
    """The permanents of the draft damage can be dealt to (120.1): creatures,
    planeswalkers and battles on the battlefield."""
    return [
        o
        for o in draft.objects
        if o.get("zone", "battlefield") == "battlefield"
        and DAMAGEABLE_TYPES.intersection(o.get("types") or ())
    ]


def rows(draft: Draft) -> dict[int, list[dict[str, Any]]]:
    """For each card that asks (by its index), a row for each object whose damage it
    reads: that object's name, whether the judge has said, and a button for each
    permanent of the draft ``(id, name, dealt damage by it)``."""
    found: dict[int, list[dict[str, Any]]] = {}
    for index, line in enumerate(draft.cards):
        for dealer in dealers(draft, index):
            choices = [
                (str(o["id"]), draft.object_name(o["id"]), dealer in o.get("damaged_by", ()))
                for o in _permanents(draft)
            ]
            found.setdefault(index, []).append(
                {
                    "dealer": dealer,
                    "words": draft.object_name(dealer),
                    "said": line.hurt_said,
                    "none": line.hurt_said and not any(hurt for *_, hurt in choices),
                    "choices": choices,
                }
            )
    return found


def tap(draft: Draft, index: int, value: str) -> Draft:
    """The draft after the judge taps ``value`` in the row of the card at ``index``
    (``dealer|object id``): that permanent dealt damage by the dealer this turn, or no
    longer; ``dealer|none``: by none of them. Either way the card's question is said."""
    if not 0 <= index < len(draft.cards) or not dealers(draft, index):
        raise DraftError({"draft": NOT_ASKED.format(name="this card")})
    line = draft.cards[index]
    dealer, _, chosen = value.partition("|")
    if dealer not in dealers(draft, index):
        raise DraftError({f"card-{index}": NOT_A_PERMANENT.format(name=line.name)})
    objects = list(draft.objects)
    if chosen == NONE:
        objects = [unhurt(o, {dealer}) for o in objects]
    else:
        at = next((n for n, o in enumerate(objects) if o["id"] == chosen), None)
        if at is None or objects[at] not in _permanents(draft):
            raise DraftError({f"card-{index}": NOT_A_PERMANENT.format(name=line.name)})
        hurt = objects[at]
        if dealer in hurt.get("damaged_by", ()):
            objects[at] = unhurt(hurt, {dealer})
        else:
            objects[at] = {**hurt, "damaged_by": [*hurt.get("damaged_by", ()), dealer]}
    cards = list(draft.cards)
    cards[index] = replace(line, hurt_said=True)
    return replace(draft, objects=tuple(objects), cards=tuple(cards))


def check(draft: Draft) -> None:
    """Nothing when every card that asks has been answered; DraftError on the first card
    otherwise."""
    for index, line in enumerate(draft.cards):
        found = dealers(draft, index)
        if found and not line.hurt_said:
            dealer = draft.object_name(found[0])
            said = SAY if dealer == line.name else SAY_FOR
            raise DraftError({f"card-{index}": said.format(dealer=dealer, name=line.name)})


def asked_again(before: Draft, after: Draft, index: int) -> Draft:
    """``after`` (the card at ``index`` aimed anew), its question asked again when what it
    reads the damage of changed (Kumano's Blessing moved to another creature: what the
    first one dealt damage to says nothing of the second)."""
    if not after.cards[index].hurt_said or dealers(before, index) == dealers(after, index):
        return after
    cards = list(after.cards)
    cards[index] = replace(cards[index], hurt_said=False)
    return replace(after, cards=tuple(cards))
