"""Events in words: one naming function, and the phrases the trace and outcomes are made of."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .frozen import thaw
from .mana import in_words
from .results import counted
from .sacrificing import permanent_noun
from .state import Ev, Obj, World

ZONE_PHRASES = {
    "graveyard": "is put into {owners} graveyard",
    "exile": "is exiled",
    "library": "is shuffled into {owners} library",
    "hand": "is put into {owners} hand",
    "battlefield": "is put onto the battlefield",
    "command": "is put into the command zone",
    "stack": "is put onto the stack",
}


def possessive(name: object) -> str:
    """A name made possessive: "Alice's", "Grizzly Bears'" (a name ending in s takes
    the apostrophe alone)."""
    text = str(name)
    return f"{text}'" if text.endswith(("s", "S")) else f"{text}'s"


def shield_words(label: str) -> str:
    """An effect's shield in words: "Healing Salve's shield"; a label that already says
    it is a shield ("Shield of 1 on Hill Giant") is used as it is."""
    return label if "shield" in label.casefold() else f"{possessive(label)} shield"


def top_of_library(n: int) -> str:
    """The top cards of a library in words: "the top card of their library", "the top 2
    cards of their library"."""
    cards = "card" if n == 1 else f"{n} cards"
    return f"the top {cards} of their library"


def count_noun(n: int, noun: str) -> str:
    if n == 1:
        return f"a {noun}" if noun[0] not in "aeiou" else f"an {noun}"
    return f"{n} {noun}s"


#: The verb of each event on a life total ("gain" → "Alice gains 3 life").
_LIFE_VERBS = {"gain_life": "gain", "lose_life": "lose", "pay_life": "pay"}


def describe_event(ev: Ev, world: World, *, would: bool = True) -> str:
    """An event in words: ``"Raging Goblin would deal 3 damage to Bob"``."""
    w = "would " if would else ""
    k = ev.kind
    if k == "move":
        return _describe_move(ev, world, would)
    if k == "damage":
        verb = "deal" if would else "deals"
        source, recipient = name_of(world, ev.source), name_of(world, ev.recipient)
        text = f"{source} {w}{verb} {ev.amount} damage to {recipient}"
        if ev.unpreventable:
            text += " (can't be prevented)"
        return text
    if k == "regenerate":
        return f"{name_of(world, ev.object)} {w}{'regenerate' if would else 'regenerates'}"
    if k == "draw":
        then = f" and {ev.then} it" if ev.then and would else ""
        return f"{ev.player} {w}{'draw' if would else 'draws'} a card{then}"
    if k in _LIFE_VERBS:
        verb = _LIFE_VERBS[k]
        return f"{ev.player} {w}{verb if would else verb + 's'} {ev.amount} life"
    if k == "create_tokens":
        return f"{ev.player} {w}{'create' if would else 'creates'} {tokens_text(ev, world)}"
    if k == "put_counters":
        return (
            f"{count_counters(ev.amount, str(ev.counter))} {w}{'be' if would else 'are'} put "
            f"on {name_of(world, ev.object or ev.player)}"
        )
    if k == "begin_step":
        return f"{possessive(ev.player)} {ev.step} step {w}{'begin' if would else 'begins'}" + (
            " (it has already begun)" if ev.begun else ""
        )
    if k == "begin_turn":
        return f"{possessive(ev.player)} turn {w}{'begin' if would else 'begins'}"
    if k == "return_card":
        return f"{ev.player} {w}{'return' if would else 'returns'} a card from graveyard to hand"
    if k == "turn_face_up":
        return f"{name_of(world, ev.object)} {w}{'be turned' if would else 'is turned'} face up"
    if k == "win_game":
        return f"{ev.player} {w}{'win' if would else 'wins'} the game"
    if k == "repeat":
        return f"{ev.player} {w}{'repeat' if would else 'repeats'} a process"
    if k == "exchange_life":
        return f"{ev.player} and {ev.recipient} {w}exchange life totals"
    if k == "draw_cards":
        return f"{ev.player} {w}{'draw' if would else 'draws'} {ev.amount} cards"
    if k == "produce_mana":
        mana = in_words(str(ev.mana))
        return f"{name_of(world, ev.object)} {w}{'produce' if would else 'produces'} {mana}"
    if k in ("lose_game", "discard", "sacrifice", "exile_graveyard"):
        return _player_event(ev, w)
    if k == "library_top":
        if ev.to_zone == "graveyard":
            return f"{ev.player} {w}{'mill' if would else 'mills'} {count_noun(ev.amount, 'card')}"
        return f"{ev.player} {w}{'exile' if would else 'exiles'} {top_of_library(ev.amount)}"
    if k in ("look_at_top", "reveal_until"):
        return _library_event(ev, w)
    return k


def _library_event(ev: Ev, w: str) -> str:
    """Looking at the top cards of a library, revealing cards until one of a kind."""
    if ev.kind == "reveal_until":
        kinds = " or ".join(thaw(ev.token)["kinds"]) if ev.token is not None else "chosen"
        verb = "reveal" if w else "reveals"
        return f"{ev.player} {w}{verb} cards from the top of their library until a {kinds} card"
    verb = "look" if w else "looks"
    return f"{ev.player} {w}{verb} at {top_of_library(ev.amount)} to choose from"


def _player_event(ev: Ev, w: str) -> str:
    """Losing the game, discarding cards (at random, 701.9b), sacrificing permanents, cards
    exiled from a graveyard."""
    if ev.kind == "lose_game":
        return f"{ev.player} {w}{'lose' if w else 'loses'} the game"
    if ev.kind == "sacrifice":
        noun = permanent_noun(thaw(ev.card) if ev.card is not None else None)
        return f"{ev.player} {w}{'sacrifice' if w else 'sacrifices'} {count_noun(ev.amount, noun)}"
    if ev.kind == "exile_graveyard":
        cards = f"{count_noun(ev.amount, 'card')} from {possessive(ev.player)} graveyard"
        return f"{ev.player} {w}{'exile' if w else 'exiles'} {cards}"
    at_random = " at random" if ev.random else ""
    verb = "discard" if w else "discards"
    return f"{ev.player} {w}{verb} {count_noun(ev.amount, 'card')}{at_random}"


def _describe_move(ev: Ev, world: World, would: bool) -> str:
    """A move in words: entering the battlefield (and how), a destruction, another zone."""
    name = name_of(world, ev.object)
    w = "would " if would else ""
    if ev.to_zone == "battlefield":
        verb = "enter" if would else "enters"
        text = f"{name} {w}{verb} the battlefield"
        text += " tapped" if ev.tapped else " untapped"
        text += f" under {possessive(ev.controller)} control"
        if ev.copy_of:
            text += f" as a copy of {world.obj(ev.copy_of).shown}"
        if ev.back_face:
            text += " with its back face up"
            back = world.obj(str(ev.object)).back
            if back is not None and not ev.copy_of and "name" in thaw(back):
                text += f" ({thaw(back)['name']})"
        given = [(c, n) for c, n in ev.counters if n > 0]
        if given:
            text += " with " + ", ".join(count_counters(n, c) for c, n in given)
        for what, value in ev.chosen:
            if what == "exiled":
                text += f", with {value} exiled as it enters"
            elif what == "power/toughness":
                text += f", as a {value}"
            else:
                text += f", with {value} chosen as its {what}"
        return text
    o = world.obj(str(ev.object))
    both = both_cards(o, ev) if o.melded else ""
    if ev.destroy:
        return (f"{name} {w}be destroyed" if would else f"{name} is destroyed") + both
    if ev.to_zone == "library" and ev.position:
        where = "on top of" if ev.position == "top" else "on the bottom of"
        text = f"{name} {w}{'be' if would else 'is'} put {where} {possessive(o.owner)} library"
        return text + both
    phrase = ZONE_PHRASES.get(str(ev.to_zone), "is put into {owners} " + str(ev.to_zone))
    phrase = phrase.format(owners=possessive(o.owner))
    return f"{name} {w}{'be' + phrase[2:] if would else phrase}" + both


def both_cards(o: Obj, ev: Ev) -> str:
    """What a melded permanent leaving the battlefield takes with it: its two cards, which
    go where it goes (712.21, 712.21d), a library's in an order its owner chooses (712.21a).
    Empty for any other move."""
    if not o.melded or o.zone != "battlefield" or ev.to_zone == "battlefield":
        return ""
    order = f", in an order {o.owner} chooses" if ev.to_zone == "library" else ""
    return f" (both its cards: {' and '.join(o.melded)}{order})"


def count_counters(n: int, kind: str) -> str:
    return f"{n} {kind} counter" + ("" if n == 1 else "s")


def name_of(world: World, ref: str | None) -> str:
    """A player's name, or an object's for people (a token's says it is one)."""
    if ref is None:
        return "nothing"
    if world.is_player(ref):
        return ref
    try:
        o = world.obj(ref)
    except KeyError:  # not an object of the world: said as it is
        return ref
    shown = o.label or o.name
    return f"{shown} token" if o.token else shown


def namer(world: World) -> Any:
    def name(ref: str | None) -> str:
        return name_of(world, ref)

    return name


def tokens_text(ev: Ev, world: World) -> str:
    """The tokens a ``create_tokens`` event makes: "2 Soldier tokens", "a Clue token, a Food
    token and a Treasure token"."""
    if not ev.more:
        return count_noun(ev.amount, _token_name(ev.token, world) + " token")
    parts = [(ev.token, ev.amount - sum(n for _, n in ev.more)), *ev.more]
    texts = [count_noun(n, _token_name(s, world) + " token") for s, n in parts if n > 0]
    return ", ".join(texts[:-1]) + " and " + texts[-1] if len(texts) > 1 else texts[0]


def _token_name(token: Any, world: World) -> str:

    spec = thaw(token) if token is not None else {}
    if isinstance(spec, dict):
        if spec.get("copy_of"):
            return str(world.obj(spec["copy_of"]).shown)
        return str(spec.get("name", "Token"))
    return "Token"


def events_text(events: Sequence[Ev], world: World, limit: int = 4) -> str:
    """The events in words; past ``limit`` of them, how many more."""
    texts = counted([describe_event(e, world) for e in events])
    shown = "; ".join(texts[:limit]) or "nothing"
    if len(texts) > limit:
        shown += f"; and {len(texts) - limit} more"
    return shown


def verb(ev: Ev) -> str:
    return {
        "gain_life": f"gain {ev.amount} life",
        "lose_life": f"lose {ev.amount} life",
        "pay_life": f"pay {ev.amount} life",
        "draw": "draw a card",
        "damage": f"be dealt {ev.amount} damage",
        "put_counters": f"get {ev.amount} {ev.counter} counter{'' if ev.amount == 1 else 's'}",
        "win_game": "win the game",
        "lose_game": "lose the game",
    }.get(
        ev.kind,
        "enter the battlefield"
        if ev.entering
        else {"sacrifice": "be sacrificed", "destroy": "be destroyed"}.get(str(ev.cause), ev.kind),
    )


def cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


_NO_CONTROLLER = {
    "graveyard": "in a graveyard",
    "hand": "in a hand",
    "library": "in a library",
    "exile": "in exile",
    "command": "in the command zone",
}


def chooser_reason(ev: Ev, world: World, chooser: str) -> str:
    """Why ``chooser`` chooses (616.1 / 419.9a): the affected player; the affected object's
    controller; or its owner, when it has no controller where it is."""
    if ev.kind == "damage" and world.is_player(ev.recipient):
        return f"{chooser} is the affected player, so {chooser} chooses"
    if ev.object is None and ev.kind != "damage":
        return f"{chooser} is the affected player, so {chooser} chooses"
    ref = str(ev.object if ev.object is not None else ev.recipient)
    name = name_of(world, ref)
    o = world.obj(ref)
    if ev.entering and chooser == ev.controller and chooser != (o.controller or o.owner):
        return (
            f"{name} would enter the battlefield under {possessive(chooser)} control: the affected "
            "object is the permanent as it would exist there, after the effects already "
            f"applied to how it enters, so {chooser} chooses"
        )
    if o.zone in _NO_CONTROLLER and chooser == o.owner:
        return (
            f"{chooser} owns {name}, the affected card, and a card {_NO_CONTROLLER[o.zone]} "
            f"has no controller, so {chooser} chooses"
        )
    return f"{chooser} controls {name}, the affected object, so {chooser} chooses"
