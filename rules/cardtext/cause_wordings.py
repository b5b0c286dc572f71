"""Readers of the wordings about what causes an event and how much it is: mana a permanent
produces when tapped for mana (106.12b), a discard an opponent's spell or ability causes or
any effect causes,
a life gain a spell or ability causes its own controller, an instruction to draw two or
more cards as a whole (121.2a) and a player's draws counted over a turn. Importing this
module registers them."""

from __future__ import annotations

import re
from typing import Any

from .phrases import Refuse, object_filter, player_word
from .reading import Line, Reading, _origin, reads

# Mana (106.12b) ----------------------------------------------------------------------------

_SYMBOL = re.compile(r"\{([WUBRGC])\}")


def _mana_params(what: str, amount: bool) -> dict[str, Any]:
    """What the mana becomes: ``"{B}"`` instead of any other type (``type``) or type and
    amount (``produce``); ``"colorless mana"``; ``"twice as much of that mana"``."""
    w = what.lower()
    if w == "twice as much of that mana":
        return {"factor": 2}
    m = _SYMBOL.fullmatch(what)
    symbol = m[1] if m else ("C" if w == "colorless mana" and not amount else None)
    if symbol is None:
        raise Refuse(what)
    return {"produce": symbol} if amount else {"type": symbol}


@reads(
    r"if (?:(?P<obj>.+?) is tapped|(?P<who>you|a player) taps? (?P<obj2>.+?)) for "
    r"(?P<least>two or more )?mana, it produces (?P<what>.+?)(?P<types> instead of any other "
    r"type(?P<amount> and amount)?| instead)"
)
def _mana(line: Line, m: re.Match[str]) -> Reading:
    """Mana Reflection, Contamination, Infernal Darkness, Damping Sphere, Deep Water, Pale
    Moon: the permanents tapped, who taps them, the least mana, and what it becomes."""
    params: dict[str, Any] = {}
    f = object_filter(m["obj"] or m["obj2"])
    if f:
        params["object"] = f
    if m["who"] and m["who"].lower() == "you":
        params["player"] = "you"
    if m["least"]:
        params["at_least"] = 2
    plain = m["types"].strip() == "instead"
    if plain != (m["what"].lower() == "twice as much of that mana"):
        raise Refuse(line.original)
    params.update(_mana_params(m["what"], bool(m["amount"])))
    return Reading([_origin(line, {"template": "mana", "params": params})])


# What causes an event (by) ----------------------------------------------------------------

_BY_OPPONENT = {"kind": ["spell", "ability"], "player": "opponent"}


@reads(
    r"if a spell or ability an opponent controls causes you to discard SELF, put it onto the "
    r"battlefield instead of putting it into your graveyard"
)
def _discarded_onto_battlefield(line: Line, m: re.Match[str]) -> Reading:
    """Obstinate Baloth, Loxodon Smiter, Wilt-Leaf Liege: a static ability that moves the
    card out of a hand, so it functions only there (113.6m), where the discard happens."""
    params = {
        "object": {"this": True},
        "from": "hand",
        "to": "graveyard",
        "cause": "discard",
        "instead_to": "battlefield",
        "by": dict(_BY_OPPONENT),
    }
    return Reading([{"template": "move_instead", "params": params, "origin": "hand"}])


_TOP_OR_BOTTOM = {"on top of": "top", "on the bottom of": "bottom"}


@reads(
    r"if an effect causes (?P<p>you) to discard a card, (?:discard it, but )?(?P<may>you may )?"
    r"put it (?P<where>on top of|on the bottom of) your library instead of into your graveyard"
)
def _discarded_onto_library(line: Line, m: re.Match[str]) -> Reading:
    """Library of Leng: a card of yours discarded by a spell's or an ability's effect goes
    to your library instead of your graveyard; one discarded to pay a cost (its ruling) or
    by a game rule (514.1, the cleanup step's discard) doesn't, no effect causing it."""
    params = {
        "object": {"owner": "you"},
        "from": "hand",
        "to": "graveyard",
        "cause": "discard",
        "instead_to": "library",
        "position": _TOP_OR_BOTTOM[m["where"].lower()],
        "by": {"kind": ["spell", "ability"]},
    }
    eff: dict[str, Any] = {"template": "move_instead", "params": params}
    if m["may"]:
        eff["optional"] = True
    return Reading([_origin(line, eff)])


@reads(
    r"if a spell or ability would cause its controller to gain life, that player loses that "
    r"much life instead"
)
def _gain_caused_by_own_spell(line: Line, m: re.Match[str]) -> Reading:
    """Rain of Gore: the gain a spell or ability causes its own controller."""
    watch = {
        "event": "gain_life",
        "player": "any",
        "by": {"kind": ["spell", "ability"], "player": "affected"},
    }
    params = {"watch": watch, "instead": [{"do": "lose_life", "amount": "that_many"}]}
    return Reading([_origin(line, {"template": "instead", "params": params})])


# Draws over an instruction or a turn ----------------------------------------------------


@reads(
    r"if (?P<p>an opponent|a player|you) would draw two or more cards, instead you and that "
    r"player each draw a card"
)
def _draw_two_or_more(line: Line, m: re.Match[str]) -> Reading:
    """Alms Collector: the instruction as a whole (121.2a), before any single draw."""
    watch = {"event": "draw", "player": player_word(m["p"]), "cards_at_least": 2}
    instead = [
        {"do": "draw", "player": "you", "count": 1},
        {"do": "draw", "player": "affected", "count": 1},
    ]
    return Reading(
        [_origin(line, {"template": "instead", "params": {"watch": watch, "instead": instead}})]
    )


@reads(r"(?P<p>each player|each opponent|you) can't draw more than one card each turn")
def _one_draw_a_turn(line: Line, m: re.Match[str]) -> Reading:
    """Spirit of the Labyrinth, Leovold: a draw can't happen once the player has drawn a
    card this turn."""
    params = {
        "event": "draw",
        "player": player_word(m["p"]),
        "condition": {"this_turn": {"player": "affected", "did": "drew"}, "at_least": 1},
    }
    return Reading([_origin(line, {"template": "cant", "params": params})])


# Another permanent sacrificed instead of entering --------------------------------------


_HOW_MANY = {"a": 1, "an": 1, "two": 2, "three": 3}


@reads(
    r"if SELF would enter, (?P<may>you may )?(?P<verb>sacrifice|discard) "
    r"(?P<n>an?|two|three) (?P<untapped>untapped )?(?P<what>[\w-]+?)(?P<card> cards?)?"
    r" instead\. "
    r"if you do, put SELF onto the battlefield\. if you don't, put it into its owner's graveyard"
)
def _instead_of_entering(line: Line, m: re.Match[str]) -> Reading:
    """Soldevi Excavations, Heart of Yavimaya ("sacrifice a Swamp instead"), Scorched Ruins
    and Lotus Vale ("sacrifice two untapped lands instead"), Mox Diamond ("you may discard a
    land card instead"): the card's own ability on its own entering, which works as it
    enters, from wherever it comes (113.6h, 614.12). The player sacrifices permanents they
    control that match, chosen at the table (701.21a), or discards a card of the kind; if
    they did, this enters, else it goes to the graveyard. "You may" is the player's choice
    (``may``)."""
    n = _HOW_MANY[m["n"]]
    what = m["what"][:-1] if n > 1 and m["what"].endswith("s") else m["what"]
    f = object_filter(what)
    if not f or "controller" in f or "owner" in f or bool(m["card"]) != (m["verb"] == "discard"):
        raise Refuse(line.original)
    first: dict[str, Any]
    if m["verb"] == "discard":
        if m["untapped"] or n > 1:
            raise Refuse(line.original)
        first = {"do": "discard", "player": "you", "card": f}
    else:
        chosen: dict[str, Any] = {**f, "tapped": False} if m["untapped"] else dict(f)
        first = {"do": "sacrifice", "permanent": chosen, **({"count": n} if n > 1 else {})}
    if m["may"]:
        first["may"] = True
    watch = {"event": "enter", "object": {"this": True}}
    instead = [
        first,
        {"do": "move", "to": "battlefield", "object": "affected", "if_done": 0},
        {"do": "move", "to": "graveyard", "object": "affected", "unless_done": 0},
    ]
    return Reading([{"template": "instead", "params": {"watch": watch, "instead": instead}}])
