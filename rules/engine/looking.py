"""The cards a player looks at on top of their library (``look_at_top``): which they may
choose, and which go where once chosen (608.2d; 413.2c in 2008: choices an effect offers
are made while it is applied)."""

from __future__ import annotations

from typing import Any

from .frozen import thaw
from .library_cards import entry_key
from .state import Ev, World


def look_spec(ev: Ev) -> dict[str, Any]:
    """The event's particulars: ``choose``, ``to``, ``position``, ``rest``, ``rest_position``."""
    return dict(thaw(ev.token))


def looked_at(ev: Ev, world: World) -> tuple[str, ...]:
    """The cards looked at: the top N of the player's library, as many as there are."""
    return world.player(str(ev.player)).library[: ev.amount]


def chosen_places(cards: tuple[str, ...], picked: tuple[str, ...], k: int) -> frozenset[int]:
    """The places among ``cards`` of the ``k`` cards chosen: those picked (``name:`` and a
    card's name, or the id of an object placed in the library), then the first others
    (cards of one name are alike). With fewer cards than the effect names, its
    instructions are followed in order for those there are: the chosen ones first, then
    the rest."""
    left = list(range(len(cards)))
    taken: list[int] = []
    for key in picked:
        place = next((j for j in left if entry_key(cards[j]) == key), None)
        if place is not None:
            left.remove(place)
            taken.append(place)
    taken.extend(left[: max(0, k - len(taken))])
    return frozenset(taken[:k])


def look_choice(ev: Ev, world: World) -> tuple[list[str], int] | None:
    """The cards still to choose among (their keys) and how many more, or None when there
    is nothing to choose: the cards left are alike, or all of them (or none) are taken."""
    cards = looked_at(ev, world)
    k = min(int(look_spec(ev)["choose"]), len(cards))
    left = [entry_key(c) for c in cards]
    for key in ev.picked:
        if key in left:
            left.remove(key)
    need = k - len(ev.picked)
    keys = list(dict.fromkeys(left))
    if need <= 0 or need >= len(left) or len(keys) < 2:
        return None
    return keys, need


def look_where(zone: str, position: str | None, whose: str = "their") -> str:
    """Where cards looked at go, in words: "into your hand", "on the bottom of your library"."""
    if zone == "library":
        return f"on the {position or 'top'} of {whose} library"
    return "into exile" if zone == "exile" else f"into {whose} {zone}"


def reveal_kind(ev: Ev) -> str:
    """The kind of card a ``reveal_until`` reveals until: the one chosen (``kind:`` and the
    kind among the event's picks), or its only kind."""
    kinds = tuple(look_spec(ev)["kinds"])
    chosen = next((k[5:] for k in ev.picked if k.startswith("kind:")), None)
    return chosen if chosen is not None and chosen in kinds else str(kinds[0])


def reveal_choice(ev: Ev, world: World) -> list[str] | None:
    """The kinds still to choose among (their keys), or None once one is chosen, when the
    effect offers only one, or when the library has no card to reveal."""
    kinds = tuple(look_spec(ev)["kinds"])
    if len(kinds) < 2 or any(k.startswith("kind:") for k in ev.picked):
        return None
    if not world.player(str(ev.player)).library:
        return None
    return [f"kind:{k}" for k in kinds]


def of_kind(types: tuple[str, ...], kind: str) -> bool:
    """Whether a card of these card types is of the kind: "land" a land, "nonland" not."""
    if kind.startswith("non"):
        return kind[3:].capitalize() not in types
    return kind.capitalize() in types
