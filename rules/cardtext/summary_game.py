"""Plain words for the effects about the game around an event (a life total's floor,
players' counters, what a spell or ability can't cause), counts worked out as a permanent
enters, and the condition an effect holds under."""

from __future__ import annotations

from typing import Any

from .nouns import placeholder_words, player, source_words, thing

_WHOSE = {"you": "your", "all": "all", "affected": "that player's", "opponents": "your opponents'"}
_DONE = {
    "drew": "drawn cards:",
    "cast": "cast spells:",
    "gained_life": "gained life:",
    "lost_life": "lost life:",
    "dealt_damage": "been dealt damage:",
    "attacked": "attacked with creatures:",
    "creatures_died": "had creatures die:",
    "left_battlefield": "had permanents leave the battlefield:",
}
#: Raid, morbid and revolt in words that follow "only while" (the least count, 1).
_ONCE_THIS_TURN = {
    ("you", "attacked"): "you have attacked this turn",
    ("all", "creatures_died"): "a creature has died this turn",
    ("you", "left_battlefield"): "a permanent you controlled has left the battlefield this turn",
    ("opponents", "dealt_damage"): "an opponent has been dealt damage this turn",
}
_DID = {
    "cast": "spell cast",
    "drew": "card drawn",
    "gained_life": "life gained",
    "attacked": "creature attacked with",
    "creatures_died": "creature that died",
    "left_battlefield": "permanent that left the battlefield",
}


def _unredirected_words(p: dict[str, Any]) -> str:
    src = f" {thing(p['source'], 'source')} would deal" if p.get("source") else ""
    rec = p.get("recipient") or {}
    to = f" to {thing(rec['object'])}" if "object" in rec else ""
    return f"Rule: damage{src}{to} can't be prevented or dealt instead to another."


def by_words(by: dict[str, Any]) -> str:
    """What caused an event: ``"a spell or ability an opponent controls"``; ``"an effect,
    not a cost"`` for a filter that only leaves costs out."""
    if "not_kind" in by and "kind" not in by and "player" not in by:
        return "an effect, not a cost" if by["not_kind"] == ["cost"] else "an effect"
    kinds = " or ".join(by.get("kind", ["spell", "ability"]))
    whose = {
        "opponent": " an opponent controls",
        "you": " you control",
        "affected": " its own player controls",
    }.get(by.get("player", ""), "")
    return f"a {kinds}{whose}"


_MANA_WORDS = {"W": "{W}", "U": "{U}", "B": "{B}", "R": "{R}", "G": "{G}", "C": "{C}"}


def _mana_words(p: dict[str, Any]) -> str:
    """Mana a permanent would produce becoming other mana (106.12b)."""
    what = thing(p.get("object"))
    who = " by you" if p.get("player") == "you" else ""
    least = " for two or more mana" if p.get("at_least") else " for mana"
    if "factor" in p:
        how = "twice as much of that mana" if p["factor"] == 2 else f"{p['factor']} times as much"
    elif "produce" in p:
        how = f"{_MANA_WORDS.get(p['produce'], p['produce'])} instead of any other type and amount"
    else:
        kind = str(p.get("type"))
        how = f"{_MANA_WORDS.get(kind, kind)} instead of any other type"
    return f"Watches: {what} tapped{who}{least}. Instead: it produces {how}."


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
    if "x" in m:
        return "1 for X" if m["x"] == "this" else f"1 for the X of {m['x']}"
    if "power" in m:
        return f"1 of the power of {'this object' if m['power'] == 'this' else m['power']}"
    if "counters" in m and m["counters"].get("object") == "this":
        return f"{m['counters'].get('counter', '+1/+1')} counter on this object"
    return str(m)


def prevented_how(p: dict[str, Any]) -> str:
    """How much of the damage a prevention prevents: "all of it", "2 of it, each time"."""
    amount = p.get("amount")
    if amount == "all" and p.get("all_but"):
        return f"all but {p['all_but']} of it"
    fixed = {"all": "all of it", "half_up": "half of it, rounded up"}
    fixed["half_down"] = "half of it, rounded down"
    if isinstance(amount, str) and amount in fixed:
        return fixed[amount]
    if p.get("shield"):
        return f"the next {amount}"
    if isinstance(amount, dict):
        # "Prevent X of that damage, where X is …" (Shield of the Avatar).
        return f"X of it, each time, X being {count_words(amount)}"
    return f"{amount} of it, each time"


def count_words(c: Any) -> str:
    """A count: ``"1 for each creature card in your graveyard"``, or the number."""
    if not isinstance(c, dict):
        return str(c)
    if c["for_each"] == {"x": "this"} and not c.get("plus") and c.get("times", 1) == 1:
        return "X (its x: the value set for how it was cast)"
    if "power" in c["for_each"] and not c.get("plus") and c.get("times", 1) == 1:
        whose = {"this": "this object", "affected": "that creature"}.get(
            c["for_each"]["power"], c["for_each"]["power"]
        )
        return f"as many as the power of {whose}"
    each = c["for_each"]
    measures = each if isinstance(each, list) else [each]
    words = "1 for each " + " and each ".join(measure_words(m) for m in measures)
    plus = c.get("plus", 0)
    if plus:
        words += f", {'plus' if plus > 0 else 'minus'} {abs(plus)}"
    return words


def _has(who: Any) -> str:
    """ "you have", "Bob has"."""
    return "you have" if who == "you" else f"{player(who)} has"


def condition_words(cond: dict[str, Any]) -> str:
    """``{"permanents": {"types": ["Creature"], "controller": "you"}, "at_least": 1}`` →
    ``"you control at least 1 creature"``."""
    if "all" in cond:
        return " and ".join(condition_words(c) for c in cond["all"])
    if "any" in cond:
        return " or ".join(condition_words(c) for c in cond["any"])
    bounds = [
        f"{word} {str(cond[key]).replace('that_many', 'that many')}"
        for key, word in (("at_least", "at least"), ("at_most", "at most"), ("equals", "exactly"))
        if key in cond
    ] or ["at least 1"]
    bound = " and ".join(bounds)
    if "permanents" in cond and set(cond["permanents"]) == {"this", "tapped"}:
        # "As long as Veteran Bodyguard is untapped" (a count of one: itself).
        return f"this object is {'tapped' if cond['permanents']['tapped'] else 'untapped'}"
    if "permanents" in cond:
        f = dict(cond["permanents"])
        who = f.pop("controller", "any")
        noun = thing(f)[2:].removeprefix("n ").strip() if f else "permanent"
        if f.get("subtypes") and not f.get("types"):
            noun = noun.removesuffix(" permanent")
        subject = "you control" if who == "you" else f"{player(who)} controls"
        if bound == "at least 1":
            return f"{subject} {'an' if noun[:1] in 'aeiouAEIOU' else 'a'} {noun}"
        return f"{subject} {bound} {noun}{'' if noun.endswith('s') else 's'}"
    if "cards" in cond and cond.get("at_most") == 0 and set(cond["cards"]) == {"player", "zone"}:
        return f"{player(cond['cards']['player'])} have no cards in {cond['cards']['zone']}"
    if "cards" in cond:
        return f"{bound} {measure_words(cond)}".replace(" card in ", " card(s) in ")
    if "this_turn" in cond:
        arg = cond["this_turn"]
        said = _ONCE_THIS_TURN.get((arg.get("player"), arg.get("did")))
        if said and bound == "at least 1":
            return said
        who = {
            "affected": "that player",
            "you": "you",
            "all": "the players",
            "opponents": "your opponents",
        }.get(arg.get("player"), str(arg.get("player")))
        return f"{who} has {_DONE.get(arg.get('did'), arg.get('did'))} {bound} this turn"
    if "life" in cond:
        whose = "your" if cond["life"] == "you" else f"{player(cond['life'])}'s"
        return f"{whose} life total is {bound}"
    if "opponents" in cond:
        return f"{_has(cond['opponents'])} {bound} opponents"
    if "amount" in cond:
        return f"the event's amount is {bound}"
    if "kicked" in cond or "cast" in cond:
        return _cast_words(cond, bound)
    if "not" in cond:
        return f"not ({condition_words(cond['not'])})"
    if "turn_of" in cond:
        return (
            "it is your turn"
            if cond["turn_of"] == "you"
            else f"it is {player(cond['turn_of'])}'s turn"
        )
    return str(cond)


def _cast_words(cond: dict[str, Any], bound: str) -> str:
    """How the spell it was was cast (702.33, 601.2a): "it was kicked with its {1}{G}
    kicker", "it was cast from its owner's hand"."""
    if "cast" in cond:
        return f"it was cast from a {cond['cast'].get('from')}"
    cost = cond["kicked"].get("cost")
    said = f"it was kicked with its {cost} kicker" if cost else "it was kicked"
    return said if bound == "at least 1" else f"{said} {bound} times"


_TO = {"this": "this object", "source": "the source itself", "you": "you"}


def _redirect_words(p: dict[str, Any]) -> str:
    """A redirection (614.9): "Watches: the next 1 damage that would be dealt to this object.
    Instead: it is dealt to the target creature."""
    to = p.get("to", "this")
    if isinstance(to, dict):
        where = "the source's controller" if "controller_of" in to else "its owner"
    else:
        where = _TO.get(to) or placeholder_words(str(to))
    combat = "combat damage" if p.get("combat") else "damage"
    src = source_words(p)
    if p.get("once"):
        words = f"the next time {src} would deal {combat}" if src else f"the next time {combat}"
        words += "" if src else " would be dealt"
    else:
        what = f"the next {p['amount']} {combat}" if p.get("amount") else combat
        words = f"{what} {src} would deal" if src else f"{what} that would be dealt"
    rec = p.get("recipient")
    if rec:
        parts = [player(rec["player"])] if "player" in rec else []
        parts += [thing(rec["object"])] if "object" in rec else []
        words += f" to {' or '.join(parts)}"
    return f"Watches: {words}. Instead: it is dealt to {where}."


def _counters_words(t: Any, p: dict[str, Any]) -> str:
    """Counters put on players (and permanents): "that many plus 1", "half that many"."""
    if t == "add":
        how = f"that many plus {p['amount']}"
    elif t == "divide":
        how = f"half that many, rounded {p.get('round', 'down')}"
    else:
        how = f"{p.get('factor')} times that many"
    who = player(p["player"])
    if "object" in p:
        who = f"{thing(p['object'])} or {who}"
    return f"Watches: {who} getting counters. Instead: {how}."


def origin_words(origin: Any, template: Any) -> str:
    """Where the effect works from, when not as a permanent's static ability: made by a
    resolving spell or ability, or only while its card is in a zone (113.6b, 113.6m)."""
    if origin == "resolution":
        return "" if template == "skip" else "made by a resolving spell or ability"
    if not origin or origin == "static":
        return ""
    where = {"exile": "in exile", "command": "in the command zone"}.get(origin, f"in a {origin}")
    return f"works only while the card is {where}"


def describe_game(t: Any, p: dict[str, Any]) -> str | None:
    """The words of an effect this module covers, or None for the others."""
    if t == "redirect":
        return _redirect_words(p)
    if t == "replace_tokens":
        return _replace_tokens_words(p)
    if t == "mana":
        return _mana_words(p)
    marker = _skip_and_marker_words(t, p)
    if marker is not None:
        return marker
    if t == "cant_be_prevented" and p.get("redirect"):
        return _unredirected_words(p)
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
    if t == "cant" and p.get("event") == "lose_game" and p.get("cause") == "life":
        return f"Rule: {player(p.get('player'))} can't lose the game for having 0 or less life."
    if t == "cant" and p.get("event") == "put_counters" and "player" in p:
        c = f"{p['counter']} counters" if p.get("counter") else "counters"
        return f"Rule: {player(p['player'])} can't get {c}."
    if t in ("add", "multiply", "divide") and p.get("event") == "put_counters" and "player" in p:
        return _counters_words(t, p)
    if t == "as_turned_face_up":
        return (
            "Watches: this object being turned face up. Instead: it is turned face up and "
            f"{p.get('count')} {p.get('counter')} counter(s) are put on it."
        )
    if t == "enter_devouring":
        return (
            "Watches: this object entering the battlefield. Instead: the creatures chosen are "
            f"sacrificed and it enters with {p.get('per', 1)} {p.get('counter', '+1/+1')} "
            "counter(s) for each."
        )
    if t == "enter_choose" and p.get("options"):
        answers = list(p["options"])
        listed = " or ".join(answers) if len(answers) <= 6 else f"one of {len(answers)} listed"
        what = thing(p.get("object"))
        return f"As {what} enters, its controller chooses a {p.get('choice')}: {listed}."
    if t == "enter_with_counters" and isinstance(p.get("count"), dict):
        return (
            f"Watches: {thing(p.get('object'))} entering the battlefield. Instead: it enters "
            f"with {p.get('counter')} counters, {count_words(p['count'])}."
        )
    return None


def _replace_tokens_words(p: dict[str, Any]) -> str:
    """ "Watches: Clue, Food or Treasure tokens being created under your control. Instead:
    that many of each of Clue, Food and Treasure tokens are created (those tokens too)."""
    whose = {"you": "your", "opponent": "an opponent's", "any": "anyone's"}.get(
        p.get("player", "you"), f"{p.get('player')}'s"
    )
    f = p.get("object") or {}
    kinds = f.get("any_subtypes") or f.get("subtypes") or [t.lower() for t in f.get("types", ())]
    watched = f"{_listed(kinds, 'or')} tokens" if kinds else "tokens"
    names = [t if isinstance(t, str) else str(t.get("name", "Token")) for t in p.get("tokens", ())]
    n = p.get("count")
    many = "that many" if not n else "an additional" if n == 1 else str(n)
    what = f"{many} of each of {_listed(names, 'and')}" if len(names) > 1 else f"{many} {names[0]}"
    plural = "token is" if n == 1 and len(names) == 1 else "tokens are"
    kept = ", and those tokens too" if p.get("keep") else ""
    return (
        f"Watches: {watched} being created under {whose} control. "
        f"Instead: {what} {plural} created{kept}."
    )


def _listed(words: list[str], joiner: str) -> str:
    return ", ".join(words[:-1]) + f" {joiner} " + words[-1] if len(words) > 1 else words[0]


def reveal_words(a: dict[str, Any]) -> str | None:
    """A reveal until a card of a chosen kind in plain words, or None for another action."""
    if a.get("do") != "reveal_until":
        return None
    kinds = " or ".join(a.get("kinds", ["land", "nonland"]))
    return (
        f"choose {kinds}, reveal cards from the top of the library until one of that kind, "
        f"put it into the {a.get('to', 'hand')} and the others on the bottom of the library"
    )


def _skip_and_marker_words(t: Any, p: dict[str, Any]) -> str | None:
    """A skip of every such step or turn, or of extra turns (500.7); objects that lose
    their abilities (Humility, Blood Moon); a permanent that can't be destroyed (702.12b)."""
    if t == "skip" and (p.get("each") or p.get("extra")):
        whose = {"you": "your", "opponent": "each opponent's", "any": "each player's"}.get(
            p.get("player", "you"), f"{p.get('player')}'s"
        )
        if not p.get("each"):
            return f"Skips: {whose} next extra turn."
        what = "extra turns" if p.get("extra") else f"{p.get('step')} steps"
        return f"Skips: {whose} {what}, every one."
    if t == "lose_abilities" and p.get("object"):
        where = "on the battlefield" if p.get("zone") == "battlefield" else f"in {p.get('zone')}"
        return f"Rule: {thing(p['object'])} {where} has no abilities."
    if t == "cant" and p.get("event") == "destroy":
        return f"Rule: {thing(p.get('object'))} can't be destroyed."
    return None


PLAYER_AMOUNTS = {
    "gain_life": ("gaining life", "life is gained"),
    "lose_life": ("losing life", "life is lost"),
    "mill": ("milling cards", "cards are milled"),
}


def player_amount(event: str, p: dict[str, Any], how: str) -> str:
    """A player's life gained or lost, or cards milled, changed ("… Instead: twice that much
    life is gained.", "… Instead: that many plus 4 cards are milled.")."""
    ing, ed = PLAYER_AMOUNTS[event]
    return f"Watches: {player(p.get('player', 'you'))} {ing}. Instead: {how} {ed}."
