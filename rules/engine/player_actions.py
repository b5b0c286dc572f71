"""The actions a player does: draw, discard, gain or lose life, a life total that becomes
a number, cards from a graveyard or the top of a library, winning and losing the game."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .conditions import count, is_count
from .doing import Doing, PlayerEvent
from .errors import too_many
from .filters import card_keeper, describe_filter
from .frozen import freeze, thaw
from .hands import hand_cards
from .interface import EffectView, effect_cause
from .state import Ev
from .teams import life_read
from .vocabulary import MAX_UNITS_MADE
from .words import count_noun, possessive, top_of_library


def _draw(d: Doing, i: int, a: Mapping[str, Any]) -> None:
    who, n = d.player(a), d.amount(a)
    if n > MAX_UNITS_MADE:
        raise too_many(d.fx.label, n, "cards")
    if who is None:
        return
    first = _first_of_draw_step(d, who)
    if n >= 2 and d.ctx.draws_watched_whole():
        # "Draw two cards" is an instruction to draw several cards, which an effect on the
        # instruction as a whole may modify before any single draw (121.2a, 616.2).
        d.event(i, "draw_cards", player=who, amount=n, cause=first)
    else:
        for k in range(n):
            d.event(i, "draw", f"d{k}", k, player=who, amount=1, cause=first if k == 0 else None)
    d.words.append(f"{who} draws {count_noun(n, 'card')}")


def _first_of_draw_step(d: Doing, who: str) -> str | None:
    """``"draw_step"`` when the draws being made are the player's own in place of the first
    draw of their draw step: none of the replaced draw's cards was drawn (614.6), so the
    first card drawn instead is "the first one they draw" in that step (Notion Thief,
    Chains of Mephistopheles, Alhammarret's Archive leave it alone)."""
    ev = d.ev
    if ev.cause != "draw_step" or ev.player != who or ev.kind not in ("draw", "draw_cards"):
        return None
    if any(e.player == who and e.kind in ("draw", "draw_cards") for e in d.out):
        return None
    return "draw_step"


def _discard(d: Doing, i: int, a: Mapping[str, Any]) -> None:
    """A player discards N cards (701.9a), as many as their hand holds; none from an empty
    hand, and then the action isn't carried out (614.6)."""
    who, n = d.player(a), d.amount(a)
    if n > MAX_UNITS_MADE:
        raise too_many(d.fx.label, n, "cards")
    if who is None or n <= 0:
        return
    wanted = a.get("card")
    keep = card_keeper(d.fx, wanted)
    have = len([c for c in hand_cards(d.ctx.world, who) if keep is None or keep(c)])
    noun = _card_noun(wanted)
    if have == 0:
        d.words.append(f"{who} has no {noun} in hand to discard")
        return
    # Caused by the spell or ability that made the effect: a permanent's ability is its
    # controller's (Obstinate Baloth).
    by = effect_cause(d.fx, d.ctx)
    at_random = bool(a.get("random"))
    d.event(
        i,
        "discard",
        player=who,
        amount=min(n, have),
        by=by,
        random=at_random,
        card=freeze(wanted) if wanted else None,
    )
    words = f"{who} discards {count_noun(min(n, have), noun)}"
    d.words.append(words + (" at random" if at_random else ""))


def _card_noun(wanted: Any) -> str:
    """ "card", or the cards a discard may take: "land card", "red card"."""
    if not wanted:
        return "card"
    phrase = describe_filter(wanted, "card").split(" ", 1)[1]
    return phrase if phrase.endswith("card") else f"{phrase} card"


def life_to(value: Any, who: str, fx: EffectView, ev: Ev, world: Any) -> int:
    """The life total an action sets (``life``): a number, ``"starting"`` (the player's
    starting life total, 103.4) or a count worked out now (:mod:`~rules.engine.conditions`)."""
    if value == "starting":
        return int(world.player(who).starting_life)
    if is_count(value):
        return count(thaw(value) if not isinstance(value, Mapping) else value, world, fx, ev)
    return int(value)


def _set_life(d: Doing, i: int, a: Mapping[str, Any]) -> None:
    """A player's life total becomes a number: the player gains or loses the life needed to
    end up with it (119.5; 215.5 in 2008), an event of gaining or losing life that other
    effects see; none when it is that number already (a gain or loss of 0 is no event). On a
    team, the player's life total is read as the release reads it and the team's total is
    adjusted by the gain or loss (810.9c, 810.9a; 606.9c, 606.9a in 2008)."""
    who = d.player(a)
    if who is None:
        return
    world = d.ctx.world
    now = life_read(world, who)
    new = life_to(a["life"], who, d.fx, d.ev, world)
    whose = possessive(who)
    if new == now:
        d.words.append(f"{whose} life total becomes {new}, which it is already")
        return
    kind, n = ("gain_life", new - now) if new > now else ("lose_life", now - new)
    d.event(i, kind, player=who, amount=n)
    verb = "gains" if kind == "gain_life" else "loses"
    d.words.append(f"{whose} life total becomes {new}: {who} {verb} {n} life")


def _return(d: Doing, i: int, a: Mapping[str, Any]) -> None:
    who, n = d.player(a), d.amount(a)
    if n > MAX_UNITS_MADE:
        raise too_many(d.fx.label, n, "cards")
    if who is None:
        return
    for k in range(n):
        d.event(i, "return_card", f"r{k}", k, player=who)
    d.words.append(f"{who} returns {count_noun(n, 'card')} from graveyard to hand")


def _exile_graveyard(d: Doing, i: int, a: Mapping[str, Any]) -> None:
    """A player exiles N cards from their graveyard, chosen by that player (608.2d; 413.2c
    in 2008): as many as it holds (609.3; 416.3 in 2008). As a cost ("If you can't", "If
    you do", or one the player may do) it is done in full or not at all (118.12, 118.3):
    none from a graveyard holding fewer. ``card`` (an object filter) says which cards may
    be exiled; none of them, and the action can't be carried out."""
    who, n = d.player(a), d.amount(a)
    if n > MAX_UNITS_MADE:
        raise too_many(d.fx.label, n, "cards")
    if who is None or n <= 0:
        return
    wanted = a.get("card")
    keep = card_keeper(d.fx, wanted)
    have = len([c for c in hand_cards(d.ctx.world, who, "graveyard") if keep is None or keep(c)])
    noun = _card_noun(wanted)
    where = f"{possessive(who)} graveyard"
    if have == 0 or (have < n and (i in d.costs or a.get("may"))):
        paid = ", and a cost is paid in full or not at all" if have else ""
        held = f"it holds {count_noun(have, noun)}" if have else f"it holds no {noun}"
        d.words.append(f"{who} can't exile {count_noun(n, noun)} from {where}: {held}{paid}")
        return
    card = freeze(wanted) if wanted else None
    d.event(i, "exile_graveyard", player=who, amount=min(n, have), card=card)
    d.words.append(f"{who} exiles {count_noun(min(n, have), noun)} from {where}")


def _nothing(d: Doing, i: int, a: Mapping[str, Any]) -> None:
    d.words.append("nothing happens")


def _library_top(d: Doing, i: int, a: Mapping[str, Any]) -> None:
    """Mill N (701.17a) or exile the top N: cards from the top of a library."""
    who, n = d.player(a), d.amount(a)
    if n > MAX_UNITS_MADE:
        raise too_many(d.fx.label, n, "cards")
    if who is None or n <= 0:
        return
    to = "graveyard" if a["do"] == "mill" else "exile"
    d.event(i, "library_top", player=who, amount=n, to_zone=to)
    cards = count_noun(n, "card")
    if to == "graveyard":
        d.words.append(f"{who} mills {cards}")
    else:
        d.words.append(f"{who} exiles {top_of_library(n)}")


PLAYER_ACTIONS: dict[str, Callable[[Doing, int, Mapping[str, Any]], None]] = {
    "draw": _draw,
    "discard": _discard,
    "gain_life": PlayerEvent("gain_life", "{who} gains {n} life", amount=True),
    "lose_life": PlayerEvent("lose_life", "{who} loses {n} life", amount=True),
    "set_life": _set_life,
    "return_from_graveyard": _return,
    "exile_from_graveyard": _exile_graveyard,
    "win_game": PlayerEvent("win_game", "{who} wins the game"),
    "lose_game": PlayerEvent("lose_game", "{who} loses the game"),
    "nothing": _nothing,
    "mill": _library_top,
    "exile_top": _library_top,
}
"""Each action a player does and the function that makes its events: those that make one
event naming the player are rows of a table (:class:`~rules.engine.doing.PlayerEvent`)."""
