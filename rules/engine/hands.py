"""The cards of a hand or a graveyard, as a discard (or an exile from a graveyard) takes
them: the objects placed there, then the card names the player's zone lists."""

from __future__ import annotations

from collections.abc import Callable

from .state import Obj, World


def hand_cards(world: World, player: str, zone: str = "hand") -> tuple[str | Obj, ...]:
    """The cards in a player's hand (or graveyard): the objects there, in the order listed,
    then the card names of the player's ``hand`` (``graveyard``)."""
    objects = tuple(o for o in world.objects if o.zone == zone and o.owner == player)
    return (*objects, *getattr(world.player(player), zone))


def card_key(card: str | Obj) -> str:
    """A card in hand as a discard's choice names it: an object's id, or ``name:`` and the
    card's name (cards of one name in ``hand`` are alike)."""
    return card.id if isinstance(card, Obj) else f"name:{card}"


def discarded(
    world: World,
    player: str,
    picked: tuple[str, ...],
    n: int,
    keep: Callable[[str | Obj], bool] | None = None,
    zone: str = "hand",
) -> tuple[str | Obj, ...]:
    """The ``n`` cards a discard takes from the hand (or an exile from the ``zone``
    graveyard; of those ``keep`` accepts): those picked, then the first others listed."""
    left = [c for c in hand_cards(world, player, zone) if keep is None or keep(c)]
    taken: list[str | Obj] = []
    for key in picked:
        card = next((c for c in left if card_key(c) == key), None)
        if card is not None:
            left.remove(card)
            taken.append(card)
    taken.extend(left[: max(0, n - len(taken))])
    order = list(hand_cards(world, player, zone))
    return tuple(sorted(taken[:n], key=order.index))
