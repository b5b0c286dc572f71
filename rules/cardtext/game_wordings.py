"""Readers of the wordings about the game around an event: a life total's floor, players'
counters, what a spell or ability can't cause, counts worked out as a permanent enters
("for each …", "where X is …") and the conditions a static ability holds under.

Each reader registers with :func:`rules.cardtext.reading.reads` and answers the same
scenario-format effects as the other readers; importing this module registers them.
"""

from __future__ import annotations

import re
from typing import Any

from .choices import options
from .phrases import COLORS, Refuse, number, object_filter, player_word
from .reading import _REPLACEMENT_WORDS, Line, Reading, _origin, read_sentence, reads

# Conditions and counts ------------------------------------------------------------------

_ZONES = {"graveyard": "graveyard", "hand": "hand", "library": "library"}
_WHOSE = {
    "your": "you",
    "all": "all",
    "all players'": "all",
    "each player's": "all",
}


def _cards_measure(noun: str, whose: str, zone: str) -> dict[str, Any]:
    """``"creature card"``, ``"your"``, ``"graveyard"`` → a ``cards`` measure."""
    f = {} if noun.lower() in ("card", "cards") else object_filter(noun)
    f.pop("nontoken", None)  # no token is ever in a hand, library or graveyard (111.8)
    if set(f) - {"types", "any_types", "colors", "subtypes", "not_types"}:
        raise Refuse(noun)
    who = _WHOSE.get(whose.lower())
    if who is None or zone.lower() not in _ZONES:
        raise Refuse(f"{noun} in {whose} {zone}")
    return {"cards": {"player": who, "zone": _ZONES[zone.lower()], **f}}


def measure(phrase: str) -> tuple[dict[str, Any], int]:
    """What "for each …" counts, as a measure of the scenario format, and what to add to
    it: ``"creature card in your graveyard"``, ``"Island you control"``, ``"other spell cast
    this turn"`` (-1: the spell itself was one of them)."""
    s = " ".join(phrase.split())
    m = re.fullmatch(
        r"(?:the (?:total )?number of )?(?P<noun>.+?) in (?P<whose>your|all players'|each "
        r"player's|all) (?P<zone>graveyard|hand|library)s?",
        s,
        re.I,
    )
    if m:
        return _cards_measure(m["noun"], m["whose"], m["zone"]), 0
    m = re.fullmatch(r"(?P<other>other )?spells? cast this turn", s, re.I)
    if m:
        return {"this_turn": {"player": "all", "did": "cast"}}, -1 if m["other"] else 0
    m = re.fullmatch(r"(?:the number of )?(?P<noun>.+? you control)", s, re.I)
    if m:
        return {"permanents": object_filter(m["noun"])}, 0
    m = re.fullmatch(r"(?:the number of )?(?P<noun>.+?) on the battlefield", s, re.I)
    if m:
        # Every player's permanents: no controller asked. "Other" is no matter as this
        # enters: it is not on the battlefield yet (614.12).
        f = object_filter(re.sub(r"^other ", "", m["noun"], flags=re.I))
        if not f or "controller" in f or "owner" in f:
            raise Refuse(phrase)
        return {"permanents": f}, 0
    m = re.fullmatch(r"the amount of life you(?:'ve| have) gained this turn", s, re.I)
    if m:
        return {"this_turn": {"player": "you", "did": "gained_life"}}, 0
    if re.fullmatch(r"(?:the number of )?creatures? that died this turn", s, re.I):
        return {"this_turn": {"player": "all", "did": "creatures_died"}}, 0
    m = re.fullmatch(_CAST_FACT, s, re.I)
    if m:
        # How it was cast, which no scenario says: the number the judge sets as its x.
        return {"x": "this"}, 0
    m = re.fullmatch(r"the number of (?P<c>[+-]\d+/[+-]\d+|\w+) counters on SELF", s)
    if m:
        return {"counters": {"object": "this", "counter": m["c"]}}, 0
    if s == "SELF's power":
        # Its power as the other one enters (Master Biomancer).
        return {"power": "this"}, 0
    raise Refuse(phrase)


#: What a permanent's count may say of how it was cast (kicker's times, 702.33c; the mana
#: spent, 601.2h): read as its ``x``, which the judge sets (a note says to what).
_CAST_FACT = (
    r"(?:the number of )?(?:times? (?:it|SELF) was kicked|colou?rs? of mana spent to cast "
    r"(?:it|SELF)|the amount of mana spent to cast (?:it|SELF))"
)


def cast_fact_note(phrase: str) -> str | None:
    """The note a count of how it was cast needs ("X: set the object's x to …"), or None."""
    s = " ".join(phrase.split())
    if not re.fullmatch(_CAST_FACT, s, re.I):
        return None
    what = re.sub(r"^(?:the number of )?", "", s)
    what = re.sub(r"^times?", "the number of times", what)
    what = re.sub(r"^colou?rs? of mana", "the number of colors of mana", what)
    return f"set the object's x to {what} (0 when it wasn't cast)"


def count(phrase: str) -> dict[str, Any]:
    """A count of the scenario format for "for each [phrase]"; "for each A and each B"
    (Unbreathing Horde) is a list of measures, added up."""
    parts = re.split(r" and each ", " ".join(phrase.split()), flags=re.I)
    if len(parts) > 1:
        measured = [measure(p) for p in parts]
        if any(plus for _, plus in measured):
            raise Refuse(phrase)
        return {"for_each": [what for what, _ in measured]}
    what, plus = measure(phrase)
    out: dict[str, Any] = {"for_each": what}
    if plus:
        out["plus"] = plus
    return out


def condition(phrase: str) -> dict[str, Any]:
    """A condition read from the game as the event would happen: ``"you control a
    creature"``, ``"you have no cards in hand"``, ``"there are seven or more cards in your
    graveyard"``. Raises :class:`Refuse` for anything else (a designation, what happened
    earlier this turn that the format doesn't keep …)."""
    s = " ".join(phrase.split())
    m = re.fullmatch(r"you control (?P<n>\w+) or (?P<dir>more|fewer) (?P<noun>.+)", s)
    if m:
        f = _controlled(m["noun"], phrase)
        bound = "at_least" if m["dir"] == "more" else "at_most"
        return {"permanents": f, bound: number(m["n"])}
    m = re.fullmatch(r"you control an? (?P<noun>[\w-]+) of each colou?r", s)
    if m:
        # One for each of the five colours; a multicolored one counts for each of its
        # colours (Spirit of Resistance).
        f = object_filter(m["noun"])
        if "controller" in f or "owner" in f or "colors" in f:
            raise Refuse(phrase)
        f["controller"] = "you"
        return {"all": [{"permanents": {**f, "colors": [c]}, "at_least": 1} for c in COLORS]}
    m = re.fullmatch(r"you control an? (?P<a>[\w-]+) or an? (?P<b>[\w-]+)", s)
    if m:
        return {"any": [{"permanents": _controlled(w, phrase)} for w in (m["a"], m["b"])]}
    m = re.fullmatch(r"you control (?P<n>an?|one|two|three|four|five) (?P<noun>.+)", s)
    if m:
        noun = m["noun"]
        f = object_filter(noun)
        if "controller" in f or "owner" in f:
            raise Refuse(phrase)
        at_least = number(m["n"])
        return {"permanents": {**f, "controller": "you"}, "at_least": at_least}
    m = re.fullmatch(r"SELF is (un)?tapped", s)
    if m:
        # Read as each event would happen: "As long as Thunderstaff is untapped".
        return {"permanents": {"this": True, "tapped": not m[1]}}
    m = re.fullmatch(r"you have no cards in (?:your )?hand", s)
    if m:
        return {"cards": {"player": "you", "zone": "hand"}, "at_most": 0}
    m = re.fullmatch(
        r"there are (?P<n>\w+) or more (?P<noun>.+?) in your (?P<zone>graveyard|hand|library)", s
    )
    if m:
        return {**_cards_measure(m["noun"], "your", m["zone"]), "at_least": number(m["n"])}
    m = re.fullmatch(r"you have (?P<n>\w+) or more opponents", s)
    if m:
        # Every other player but a teammate (102.2, 102.3): Morphic Pool, Spectator Seating.
        return {"opponents": "you", "at_least": number(m["n"])}
    m = re.fullmatch(r"you have (?P<n>\d+) or (?P<dir>less|more) life", s)
    if m:
        bound = "at_most" if m["dir"] == "less" else "at_least"
        return {"life": "you", bound: int(m["n"])}
    for pattern, player, did in _THIS_TURN_FACTS:
        if re.fullmatch(pattern, s, re.I):
            return {"this_turn": {"player": player, "did": did}, "at_least": 1}
    raise Refuse(phrase)


#: What happened this turn that the format keeps: raid, morbid, revolt, bloodthirst.
_THIS_TURN_FACTS = (
    (r"you attacked(?: with a creature)? this turn", "you", "attacked"),
    (r"a creature died this turn", "all", "creatures_died"),
    (r"a permanent you controlled left the battlefield this turn", "you", "left_battlefield"),
    (r"an opponent was dealt damage this turn", "opponents", "dealt_damage"),
)


def _controlled(noun: str, phrase: str) -> dict[str, Any]:
    """The permanents of ``noun`` the effect's controller controls."""
    f = object_filter(noun)
    if not f or "controller" in f or "owner" in f:
        raise Refuse(phrase)
    return {**f, "controller": "you"}


@reads(r"SELF enters tapped unless (?P<cond>.+)")
def _enters_tapped_unless(line: Line, m: re.Match[str]) -> Reading:
    """The check lands: "enters tapped unless you control two or fewer other lands / a
    Plains or an Island", read as it enters (614.12)."""
    params = {"object": {"this": True}, "condition": {"not": condition(m["cond"])}}
    return Reading([_origin(line, {"template": "enter_tapped", "params": params})])


@reads(rf"(?:if|as long as) (?P<cond>.+?), (?P<rest>(?=.*(?:{_REPLACEMENT_WORDS.pattern})).+)")
def _static_condition(line: Line, m: re.Match[str]) -> Reading:
    """A static ability that holds while a condition does (Worship: "If you control a
    creature, damage that would …"): the effect with the condition, read as each event
    would happen. A resolving spell's "if" is checked once as it resolves, so it is not
    read here."""
    if line.resolution:
        raise Refuse(line.original)
    cond = condition(m["cond"])
    rest = m["rest"][:1].upper() + m["rest"][1:]
    inner = read_sentence(Line(rest, line.original, False, line.spell, line.ability_word))
    if inner is None or not inner.effects or inner.left:
        raise Refuse(line.original)
    for eff in inner.effects:
        if "condition" in eff["params"]:
            raise Refuse(line.original)
        eff["params"]["condition"] = cond
    return inner


# A life total's floor ------------------------------------------------------------------


@reads(
    r"damage that would reduce (?P<p>your|each player's|a player's) life total to less than "
    r"(?P<n>\w+) reduces it to (?P<m>\w+) instead"
)
def _life_floor(line: Line, m: re.Match[str]) -> Reading:
    floor = number(m["n"])
    if number(m["m"]) != floor:
        raise Refuse(line.original)
    who = "you" if m["p"].lower() == "your" else "any"
    params = {"player": who, "floor": floor, "cause": "damage"}
    return Reading([_origin(line, {"template": "life_floor", "params": params})])


# Players' counters (122.1f) ------------------------------------------------------------

_PLAYERS = r"(?P<p>players|you|your opponents|each opponent|each player|an opponent)"


@reads(rf"{_PLAYERS} can't get (?P<c>\w+ )?counters(?P<turn> this turn)?")
def _cant_get_counters(line: Line, m: re.Match[str]) -> Reading:
    params: dict[str, Any] = {"event": "put_counters", "player": player_word(m["p"].lower())}
    if m["c"]:
        params["counter"] = m["c"].strip().lower()
    eff: dict[str, Any] = {"template": "cant", "params": params}
    if line.resolution or m["turn"]:
        eff["origin"] = "resolution"
    return Reading([eff])


@reads(
    rf"if {_PLAYERS} would get one or more (?P<c>\w+ )?counters, (?:they|you|that player) "
    r"gets? (?P<how>.+?) instead"
)
def _player_gets_counters(line: Line, m: re.Match[str]) -> Reading:
    base: dict[str, Any] = {"event": "put_counters", "player": player_word(m["p"].lower())}
    if m["c"]:
        base["counter"] = m["c"].strip().lower()
    how = m["how"].lower()
    mm = re.fullmatch(
        r"that many plus (\w+)(?: of each of those kinds of counters| counters)?", how
    )
    if mm:
        return Reading(
            [_origin(line, {"template": "add", "params": {**base, "amount": number(mm[1])}})]
        )
    mm = re.fullmatch(r"(twice|three times) that many(?: of those counters| counters)?", how)
    if mm:
        factor = 2 if mm[1] == "twice" else 3
        return Reading(
            [_origin(line, {"template": "multiply", "params": {**base, "factor": factor}})]
        )
    raise Refuse(line.original)


# What a spell or ability can't cause (by) ------------------------------------------------

_KINDS = {
    "spells and abilities": ["spell", "ability"],
    "spells": ["spell"],
    "abilities": ["ability"],
}
_BY_PLAYER = {
    "your opponents control": "opponent",
    "an opponent controls": "opponent",
    "opponents control": "opponent",
    "you control": "you",
    "": None,
}


@reads(
    r"(?P<kind>spells and abilities|spells|abilities)(?: (?P<who>your opponents control|"
    r"an opponent controls|opponents control|you control))? can't cause (?P<p>you) to "
    r"sacrifice (?P<obj>.+)"
)
def _cant_cause_sacrifice(line: Line, m: re.Match[str]) -> Reading:
    by: dict[str, Any] = {"kind": list(_KINDS[m["kind"].lower()])}
    who = _BY_PLAYER[(m["who"] or "").lower()]
    if who:
        by["player"] = who
    f = object_filter(m["obj"])
    if "controller" in f or "owner" in f:
        raise Refuse(m["obj"])
    params: dict[str, Any] = {"event": "sacrifice", "player": player_word(m["p"].lower())}
    if f:
        params["object"] = f
    params["by"] = by
    return Reading([_origin(line, {"template": "cant", "params": params})])


# Counts as a permanent enters ------------------------------------------------------------

_KIND = r"(?P<counter>[+-]\d+/[+-]\d+|\w+)"


@reads(rf"SELF enters with an? {_KIND} counter on it for each (?P<what>.+)")
def _enters_with_for_each(line: Line, m: re.Match[str]) -> Reading:
    n = count(m["what"])
    params = {"object": {"this": True}, "counter": m["counter"], "count": n}
    notes = [note for note in (cast_fact_note(m["what"]),) if note]
    if n.get("plus") == -1:
        notes.append(
            "other spells: every spell cast this turn but SELF, read as cast; set plus to 0 "
            "when it wasn't cast"
        )
    return Reading([_origin(line, {"template": "enter_with_counters", "params": params})], notes)


@reads(
    rf"(?P<obj>SELF|each other .+?) enters with (?:an additional )?X {_KIND} counters on it, "
    r"where X is (?P<what>.+)"
)
@reads(rf"(?P<obj>SELF) enters with a number of {_KIND} counters on it equal to (?P<what>.+)")
@reads(
    rf"(?P<obj>each other .+?) enters with a number of (?P<more>additional) {_KIND} counters on "
    r"it equal to (?P<what>.+?)(?P<as> and (?:is|as) an? (?P<type>[A-Z]\w+) in addition to "
    r"its other types)?"
)
def _enters_with_x_where(line: Line, m: re.Match[str]) -> Reading:
    """ "[This] enters with X … counters on it, where X is …" or "… with a number of …
    counters on it equal to …"; "Each other creature you control enters with an additional
    X +1/+1 counters on it, where X is the number of +1/+1 counters on [this]" (Bloodspore
    Thrinax), "… with a number of additional +1/+1 counters on it equal to [this]'s power"
    (Master Biomancer): counted as each one enters (614.12)."""
    what, plus = measure(m["what"])
    c: dict[str, Any] = {"for_each": what}
    if plus:
        c["plus"] = plus
    additional = "an additional" in m[0] or bool(m.groupdict().get("more"))
    if (m["obj"] == "SELF") == additional:
        raise Refuse(line.original)  # "additional" only for others', and always for them
    params = {"object": object_filter(m["obj"]), "counter": m["counter"], "count": c}
    notes = [note for note in (cast_fact_note(m["what"]),) if note]
    if m.groupdict().get("as"):
        notes.append(
            f"it also enters as a {m['type']} in addition to its other types (614.1c): a type "
            "the format's entering effects don't give, left out"
        )
    return Reading([_origin(line, {"template": "enter_with_counters", "params": params})], notes)


# Choices as a permanent enters (614.12) ---------------------------------------------------


@reads(r"as SELF enters, choose (?P<what>.+)")
def _choose(line: Line, m: re.Match[str]) -> Reading:
    """ "As this enters, choose a creature type", "… choose Khans or Dragons", "… choose a
    color and a creature type" (two choices, one effect each)."""
    parts = re.split(r" and (?=an? )", m["what"])
    r = Reading()
    for part in parts:
        what, answers = options(part)
        params: dict[str, Any] = {"object": {"this": True}, "choice": what}
        if answers and (what != "color" or len(answers) != 5):
            params["options"] = list(answers)
        r.effects.append(_origin(line, {"template": "enter_choose", "params": params}))
    return r


# Static skips (614.10) ----------------------------------------------------------------

_STEP_WORDS = {"untap": "untap", "upkeep": "upkeep", "draw": "draw", "end": "end"}


@reads(
    r"(?:(?P<p>players|you|each player|your opponents|each opponent) )?skips? (?:your|their) "
    r"(?P<step>untap|upkeep|draw|end) steps?(?P<turn> this turn)?"
)
def _skip_every(line: Line, m: re.Match[str]) -> Reading:
    """ "Players skip their untap steps" (Stasis), "Skip your draw step" (Necropotence): every
    such step while the ability exists; "this turn", one step of a resolving ability."""
    params: dict[str, Any] = {
        "step": _STEP_WORDS[m["step"].lower()],
        "player": player_word((m["p"] or "you").lower()),
    }
    if m["turn"]:
        return Reading([{"template": "skip", "params": params, "origin": "resolution"}])
    if line.resolution:
        raise Refuse(line.original)
    params["each"] = True
    return Reading([{"template": "skip", "params": params}])


@reads(rf"SELF enters with X {_KIND} counters on it")
def _enters_with_x(line: Line, m: re.Match[str]) -> Reading:
    """X of the spell that becomes the permanent (107.3m): the object's ``x``, set by the
    judge to the value chosen as it was cast (0 when it wasn't cast)."""
    params = {
        "object": {"this": True},
        "counter": m["counter"],
        "count": {"for_each": {"x": "this"}},
    }
    note = "X: set the object's x to the value chosen as SELF was cast (0 when it wasn't cast)"
    return Reading([_origin(line, {"template": "enter_with_counters", "params": params})], [note])


@reads(
    r"(?P<p>you|players|your opponents|each player) (?:don't|doesn't) lose the game for "
    r"having 0 or less life"
)
def _no_loss_for_life(line: Line, m: re.Match[str]) -> Reading:
    """Soul Echo: a "can't" on losing the game for one reason only (704.5a), not another."""
    params = {"event": "lose_game", "player": player_word(m["p"].lower()), "cause": "life"}
    return Reading([_origin(line, {"template": "cant", "params": params})])
