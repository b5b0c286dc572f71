"""Looking at the top N cards of a library to put some into one zone and the rest into
another (Underrealm Lich; Tomorrow, Azami's Familiar): one event, whose cards' moves follow
as events of their own (:mod:`rules.engine.happening_more`). Mill N and exile the top N are
:mod:`rules.engine.player_actions`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .doing import Doing
from .errors import too_many
from .frozen import freeze
from .looking import look_where
from .vocabulary import MAX_UNITS_MADE
from .words import top_of_library

LOOK_ZONES = ("hand", "graveyard", "exile", "library")
"""Where the cards looked at may go."""


def _spec(a: Mapping[str, Any]) -> dict[str, Any]:
    """What a ``look_at_top`` action does with the cards: how many the player chooses and
    where they go (``to``, ``position``), where the rest go (``rest``, ``rest_position``)."""
    return {
        "choose": int(a.get("choose", 1)),
        "to": a.get("to", "hand"),
        "position": a.get("position"),
        "rest": a.get("rest", "graveyard"),
        "rest_position": a.get("rest_position"),
    }


def look_at_top(d: Doing, i: int, a: Mapping[str, Any]) -> None:
    """The player looks at the top N cards of their library, puts K of them they choose
    into one zone and the rest into another (608.2d: the choice is made as the effect is
    applied). Moving cards to a hand without the word "draw" is not drawing (121.5)."""
    who, n = d.player(a), d.amount(a)
    if n > MAX_UNITS_MADE:
        raise too_many(d.fx.label, n, "cards")
    if who is None or n <= 0:
        return
    spec = _spec(a)
    d.event(i, "look_at_top", player=who, amount=n, token=freeze(spec))
    d.words.append(f"{who} looks at {top_of_library(n)} and {look_words(spec)}")


def look_words(spec: Mapping[str, Any]) -> str:
    """ "puts one into their hand and the rest into their graveyard"."""
    k = int(spec["choose"])
    some = "none" if k == 0 else ("one" if k == 1 else str(k))
    chosen = look_where(str(spec["to"]), spec.get("position"))
    rest = look_where(str(spec["rest"]), spec.get("rest_position"))
    return f"puts {some} of them {chosen} and the rest {rest}"


CARD_KINDS = (
    "land",
    "nonland",
    "creature",
    "noncreature",
    "artifact",
    "nonartifact",
    "enchantment",
    "instant",
    "sorcery",
    "planeswalker",
)
"""The kinds of card ``reveal_until`` may reveal until: a card type, or ``non`` and one."""
REVEAL_ZONES = ("hand", "graveyard", "exile")
"""Where the card of the chosen kind may go (the rest go to the bottom of the library)."""


def reveal_until(d: Doing, i: int, a: Mapping[str, Any]) -> None:
    """The player reveals cards from the top of their library until they reveal a card of
    the kind chosen among ``kinds`` (the choice made as the effect is applied, 608.2d), puts
    it into ``to`` and the others on the bottom of their library. Not a draw (121.5)."""
    who = d.player(a)
    if who is None:
        return
    kinds = tuple(a.get("kinds", ("land", "nonland")))
    spec = {"kinds": kinds, "to": a.get("to", "hand")}
    d.event(i, "reveal_until", player=who, amount=1, token=freeze(spec))
    d.words.append(f"{who} {reveal_words(kinds, str(spec['to']))}")


def reveal_words(kinds: tuple[str, ...], to: str) -> str:
    """ "reveals cards from the top of their library until a land or nonland card (their
    choice), puts it into their hand and the rest on the bottom of their library"."""
    kind = " or ".join(kinds) + (" card (their choice)" if len(kinds) > 1 else " card")
    return (
        f"reveals cards from the top of their library until a {kind}, puts it "
        f"{look_where(to, None)} and the rest on the bottom of their library"
    )
