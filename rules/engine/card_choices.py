"""Who chooses which cards or permanents an event takes, and the question's words: a
discard (701.9b), a sacrifice (701.21a), cards exiled from a graveyard, the cards looked at
on top of a library (608.2d; 413.2c in 2008)."""

from __future__ import annotations

from .looking import look_spec, look_where
from .procedures import Procedure
from .sacrificing import permanent_noun
from .state import Ev


def card_choice(ev: Ev, who: str, proc: Procedure) -> tuple[str, str, tuple[str, ...], str, str]:
    """The option ids' prefix, the noun, the rules, the reason and the verb of a choice
    of cards."""
    if ev.kind == "sacrifice":
        noun = permanent_noun(ev.card)
        why = f"{who} sacrifices, so {who} chooses which {noun} (among those {who} controls)"
        return "sacrifice", noun, proc.rules("sacrifice_choice"), why, "sacrifice"
    if ev.kind == "exile_graveyard":
        why = f"{who} exiles cards from their own graveyard, so {who} chooses which"
        return "exile", "card", proc.rules("graveyard_choice"), why, "exile"
    if ev.kind == "look_at_top":
        spec = look_spec(ev)
        where = look_where(spec["to"], spec["position"])
        why = f"{who} looks at the cards and chooses which to put {where} (as it is done)"
        doing = f"put {look_where(spec['to'], spec['position'], 'your')}"
        return "look", "card", proc.rules("look_choice", "draw"), why, doing
    if ev.kind == "reveal_until":
        why = f"{who} controls the effect and chooses the kind of card as it is applied"
        return "reveal", "kind of card", proc.rules("look_choice", "draw"), why, "choose"
    why = f"{who} discards, so {who} chooses which card (the discard is not at random)"
    return "discard", "card", proc.rules("discard"), why, "discard"
