"""Plain words for the effects about the game around an event (a life total's floor,
players' counters, what a spell or ability can't cause), counts worked out as a permanent
enters, and the condition an effect holds under."""

from __future__ import annotations

from typing import Any

from .nouns import player, thing

_WHOSE = {"you": "your", "all": "all", "affected": "that player's"}
_DID = {"cast": "spell cast", "drew": "card drawn", "gained_life": "life gained"}


def measure_words(m: dict[str, Any]) -> str:
    """``{"cards": {"player": "you", "zone": "graveyard", "types": ["Creature"]}}`` →
    ``"creature card in your graveyard"``."""
    if "cards" in m:
        arg = dict(m["cards"])
        whose = _WHOSE.get(arg.pop("player", "you"), "a player's")
        zone = arg.pop("zone")
        noun = thing(arg, "card")[2:].removeprefix("n ") if arg else "card"
        if not noun.endswith("card"):
            noun += " card"
        return f"{noun} in {whose} {zone}{'s' if whose == 'all' else ''}"
    if "permanents" in m:
        return thing(m["permanents"])[2:].removeprefix("n ").strip()
    if "this_turn" in m:
        return f"{_DID.get(m['this_turn'].get('did'), m['this_turn'].get('did'))} this turn"
    if "life" in m:
        return f"1 life of {player(m['life'])}"
    return str(m)


def count_words(c: Any) -> str:
    """A count: ``"1 for each creature card in your graveyard"``, or the number."""
    if not isinstance(c, dict):
        return str(c)
    words = f"1 for each {measure_words(c['for_each'])}"
    plus = c.get("plus", 0)
    if plus:
        words += f", {'plus' if plus > 0 else 'minus'} {abs(plus)}"
    return words


def condition_words(cond: dict[str, Any]) -> str:
    """``{"permanents": {"types": ["Creature"], "controller": "you"}, "at_least": 1}`` →
    ``"you control at least 1 creature"``."""
    if "all" in cond:
        return " and ".join(condition_words(c) for c in cond["all"])
    bounds = [
        f"{word} {cond[key]}"
        for key, word in (("at_least", "at least"), ("at_most", "at most"), ("equals", "exactly"))
        if key in cond
    ] or ["at least 1"]
    bound = " and ".join(bounds)
    if "permanents" in cond:
        f = dict(cond["permanents"])
        who = f.pop("controller", "any")
        noun = thing(f)[2:].removeprefix("n ").strip() if f else "permanent"
        subject = "you control" if who == "you" else f"{player(who)} controls"
        return f"{subject} {bound} {noun}"
    if "cards" in cond and cond.get("at_most") == 0 and set(cond["cards"]) == {"player", "zone"}:
        return f"{player(cond['cards']['player'])} have no cards in {cond['cards']['zone']}"
    if "cards" in cond:
        return f"{bound} {measure_words(cond)}".replace(" card in ", " card(s) in ")
    if "life" in cond:
        whose = "your" if cond["life"] == "you" else f"{player(cond['life'])}'s"
        return f"{whose} life total is {bound}"
    return str(cond)


def describe_game(t: Any, p: dict[str, Any]) -> str | None:
    """The words of an effect this module covers, or None for the others."""
    if t == "life_floor":
        whose = "your" if p.get("player", "you") == "you" else "a player's"
        n = p.get("floor", 1)
        return (
            f"Watches: damage that would reduce {whose} life total to less than {n}. "
            f"Instead: it reduces it to {n}."
        )
    if t == "cant" and p.get("event") == "sacrifice":
        by = p.get("by", {})
        plural = {"spell": "spells", "ability": "abilities"}
        kinds = " and ".join(plural.get(k, k) for k in by.get("kind", ["spell", "ability"]))
        whose = {"opponent": " an opponent controls", "you": " you control"}.get(
            by.get("player"), ""
        )
        what = thing(p["object"])[2:] + "s" if p.get("object") else "permanents"
        return f"Rule: {kinds}{whose} can't cause {player(p.get('player'))} to sacrifice {what}."
    if t == "cant" and p.get("event") == "put_counters" and "player" in p:
        c = f"{p['counter']} counters" if p.get("counter") else "counters"
        return f"Rule: {player(p['player'])} can't get {c}."
    if t in ("add", "multiply") and p.get("event") == "put_counters" and "player" in p:
        how = (
            f"that many plus {p['amount']}" if t == "add" else f"{p.get('factor')} times that many"
        )
        return f"Watches: {player(p['player'])} getting counters. Instead: {how}."
    if t == "enter_with_counters" and isinstance(p.get("count"), dict):
        return (
            f"Watches: {thing(p.get('object'))} entering the battlefield. Instead: it enters "
            f"with {p.get('counter')} counters, {count_words(p['count'])}."
        )
    return None
