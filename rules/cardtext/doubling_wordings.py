"""Readers of the wordings about tokens created, counters put and cards milled, doubled,
tripled or added to (614.1a), and counters that can't be put. Importing this module
registers them."""

from __future__ import annotations

import re
from typing import Any

from rules.engine.actions import PREDEFINED_TOKENS

from .actions import create_action
from .phrases import Refuse, number, object_filter, player_word
from .reading import Effect, Line, Reading, _origin, reads

# Tokens and counters ---------------------------------------------------------------


@reads(
    r"if (?:an effect would create (?:one or more|a|any number of) (?P<kind>creature )?tokens"
    r"(?P<yours> under your control)?|(?:one or more )?(?P<kind2>creature )?tokens would be "
    r"created(?P<yours2> under your control)?), (?P<rest>.+)"
)
def _tokens(line: Line, m: re.Match[str]) -> Reading:
    who = "you" if (m["yours"] or m["yours2"]) else "any"
    rest = m["rest"].lower()
    base: dict[str, Any] = {"event": "create_tokens", "player": who}
    if m["kind"] or m["kind2"]:
        base["object"] = {"types": ["Creature"]}  # the tokens as they would be created
    mm = re.fullmatch(
        r"(?:it creates )?(twice|three times) that many of those tokens(?: are created)? instead",
        rest,
    )
    if mm:
        factor = 2 if mm[1] == "twice" else 3
        params = {**base, "factor": factor}
        return Reading([_origin(line, {"template": "multiply", "params": params})])
    mm = re.fullmatch(
        r"(?:it creates )?that many plus (\w+) of those tokens(?: are created)? instead", rest
    )
    if mm:
        params = {**base, "amount": number(mm[1])}
        return Reading([_origin(line, {"template": "add", "params": params})])
    return _plus_tokens(line, m["rest"], base)


def _plus_tokens(line: Line, rest: str, base: dict[str, Any]) -> Reading:
    """ "those tokens plus that many 1/1 green Squirrel creature tokens are created instead"
    (Chatterfang), "those tokens plus an additional Food token …" (Peregrin Took), "those
    tokens plus a 1/1 white Soldier creature token" (Queen Allenal of Ruadach): the
    tokens are kept and others made in the same event (``replace_tokens`` with ``keep``)."""
    mm = re.fullmatch(r"those tokens plus (?P<what>.+?) are created instead", rest, re.I)
    if not mm:
        return _other_tokens(line, rest, base)
    what = mm["what"]
    params: dict[str, Any] = {"player": base["player"], "keep": True}
    if "object" in base:
        params["object"] = base["object"]
    extra = re.fullmatch(r"an additional (\w+) token", what, re.I)
    if extra and extra[1].title() in PREDEFINED_TOKENS:
        params.update(tokens=[extra[1].title()], count=1)
    elif what.lower().startswith("that many "):
        params["tokens"] = [create_action(f"create {what}")["token"]]
    elif re.fullmatch(r"an? \d+/\d+ [\w ]+ token", what, re.I):
        # One token of a kind described, however many were to be created (Queen Allenal).
        params.update(tokens=[create_action(f"create {what}")["token"]], count=1)
    else:
        raise Refuse(what)
    return Reading([_origin(line, {"template": "replace_tokens", "params": params})])


@reads(
    r"each token that would be created under an opponent's control(?: this turn)? is created "
    r"under your control instead"
)
def _tokens_under_your_control(line: Line, m: re.Match[str]) -> Reading:
    """ "Each token that would be created under an opponent's control this turn is created
    under your control instead" (Crafty Cutpurse, 614.1a): those tokens, as many, created
    under your control instead."""
    watch = {"event": "create_tokens", "player": "opponent"}
    instead = [{"do": "create_tokens", "token": "affected", "count": "that_many", "player": "you"}]
    params = {"watch": watch, "instead": instead}
    return Reading([_origin(line, {"template": "instead", "params": params})])


# Keywords a token is created with: read, not kept (the format's tokens hold none, and none
# of these changes a replacement or prevention).
_TOKEN_KEYWORDS = r"(?:flying|vigilance|haste|trample|lifelink|deathtouch|reach|menace)"


def _other_tokens(line: Line, rest: str, base: dict[str, Any]) -> Reading:
    """ "that many 4/4 white Angel creature tokens with flying and vigilance are created
    instead" (Divine Visitation): the tokens are replaced by as many of another kind
    (``replace_tokens``); their keywords are left out, with a note."""
    mm = re.fullmatch(
        rf"that many (?P<what>.+? tokens?)(?P<kw> with {_TOKEN_KEYWORDS}(?:(?:,|,? and) "
        rf"{_TOKEN_KEYWORDS})*)? are created instead",
        rest,
        re.I,
    )
    if not mm:
        raise Refuse(rest)
    token = create_action(f"create that many {mm['what']}")["token"]
    params: dict[str, Any] = {"player": base["player"], "tokens": [token]}
    if "object" in base:
        params["object"] = base["object"]
    notes = []
    if mm["kw"]:
        notes.append(
            f"the tokens are created{mm['kw']}: the format's tokens hold no keywords, and "
            "these change no replacement or prevention"
        )
    return Reading([_origin(line, {"template": "replace_tokens", "params": params})], notes)


@reads(
    r"if you would create (?P<kinds>an? \w+(?:, \w+)*,? or \w+) tokens?, instead create one "
    r"of each"
)
def _one_of_each(line: Line, m: re.Match[str]) -> Reading:
    """ "If you would create a Clue, Food, or Treasure token, instead create one of each"
    (Academy Manufactor): predefined tokens (111.10) of any of those kinds are replaced by
    that many of each (``replace_tokens``)."""
    words = re.split(r",? or |, ", re.sub(r"^an? ", "", m["kinds"], flags=re.I))
    kinds = [w.strip().title() for w in words]
    unknown = [k for k in kinds if k not in PREDEFINED_TOKENS]
    if unknown:
        raise Refuse(", ".join(unknown))
    params = {"player": "you", "object": {"any_subtypes": kinds}, "tokens": kinds}
    return Reading([_origin(line, {"template": "replace_tokens", "params": params})])


@reads(
    r"if you would create one or more (?P<kind>\w+) tokens, instead create those tokens plus "
    r"an additional (?P<extra>\w+) token"
)
def _plus_one_of_a_kind(line: Line, m: re.Match[str]) -> Reading:
    """ "If you would create one or more Treasure tokens, instead create those tokens plus an
    additional Treasure token" (Xorn): predefined tokens (111.10) of that kind are kept and
    one more made in the same event (``replace_tokens`` with ``keep``); an event without
    them is left alone."""
    kind, extra = m["kind"].title(), m["extra"].title()
    if kind not in PREDEFINED_TOKENS or extra not in PREDEFINED_TOKENS:
        raise Refuse(line.original)
    params = {
        "player": "you",
        "object": {"any_subtypes": [kind]},
        "keep": True,
        "tokens": [extra],
        "count": 1,
    }
    return Reading([_origin(line, {"template": "replace_tokens", "params": params})])


_COUNTER = r"(?P<c>[+-]\d+/[+-]\d+ |\w+ )?counters?"


@reads(
    rf"if (?:an effect would put (?:one or more|a|an) {_COUNTER} on (?P<obj>.+?)"
    r"|(?:one or more|a|an) (?P<c2>[+-]\d+/[+-]\d+ |\w+ )?counters? would be put on "
    r"(?P<obj2>.+?)), "
    r"(?P<rest>.+)"
)
def _counters(line: Line, m: re.Match[str]) -> Reading:
    counter = (m["c"] or m["c2"] or "").strip()
    if counter and not re.fullmatch(r"[+-]\d+/[+-]\d+", counter):
        raise Refuse(counter)
    f = object_filter(m["obj"] or m["obj2"])
    rest = m["rest"].lower()
    base: dict[str, Any] = {"event": "put_counters", "object": f}
    if counter:
        base["counter"] = counter
    if m["obj"] is not None:
        # "If an effect would put": counters put as a cost are not (Doubling Season's
        # rulings: a loyalty ability's cost isn't doubled).
        base["by"] = {"not_kind": ["cost"]}
    c = r"(?:[+-]\d+/[+-]\d+ )?"
    place = r"(?: on (?:that permanent|that creature|it|them))?"
    mm = re.fullmatch(
        rf"(?:it puts )?(twice|three times) that many(?: of those counters| {c}counters)?{place}"
        rf"(?: are put{place})? instead",
        rest,
    )
    if mm:
        factor = 2 if mm[1] == "twice" else 3
        return Reading(
            [_origin(line, {"template": "multiply", "params": {**base, "factor": factor}})]
        )
    # "That many plus one", or "that many -1/-1 counters minus one" (Vizier of Remedies):
    # a count one more or one less (none if that leaves none, 614.1a).
    mm = re.fullmatch(
        rf"(?:it puts )?that many (?:(?P<pm>plus|minus) (?P<n>\w+)(?: of each of those kinds of "
        rf"counters| {c}counters)?|{c}counters (?P<pm2>plus|minus) (?P<n2>\w+))"
        rf"{place}(?: are put{place})? instead",
        rest,
    )
    if mm:
        n = number(mm["n"] or mm["n2"]) * (-1 if "minus" in (mm["pm"], mm["pm2"]) else 1)
        return Reading([_origin(line, {"template": "add", "params": {**base, "amount": n}})])
    raise Refuse(m["rest"])


@reads(r"(?P<c>[+-]\d+/[+-]\d+ )?counters can't be put on (?P<obj>.+?)(?P<turn> this turn)?")
def _cant_counters(line: Line, m: re.Match[str]) -> Reading:
    params: dict[str, Any] = {"event": "put_counters", "object": object_filter(m["obj"])}
    if m["c"]:
        params["counter"] = m["c"].strip()
    eff: Effect = {"template": "cant", "params": params}
    if line.resolution or m["turn"]:
        eff["origin"] = "resolution"
    return Reading([eff])


@reads(r"(?P<obj>.+?) can't have (?P<c>[+-]\d+/[+-]\d+ |\w+ )?counters put on (?:them|it)")
def _cant_have_counters(line: Line, m: re.Match[str]) -> Reading:
    params: dict[str, Any] = {"event": "put_counters", "object": object_filter(m["obj"])}
    c = (m["c"] or "").strip()
    if c:
        if not re.fullmatch(r"[+-]\d+/[+-]\d+", c):
            raise Refuse(c)
        params["counter"] = c
    return Reading([_origin(line, {"template": "cant", "params": params})])


# Cards milled ----------------------------------------------------------------------


@reads(
    r"if (?P<who>you|an opponent|a player) would mill (?:one or more cards|a card|cards), "
    r"(?:they|that player|you) mill (?:(?P<mult>twice|three times) that many cards"
    r"|that many cards plus (?P<n>\w+)) instead"
)
def _mill(line: Line, m: re.Match[str]) -> Reading:
    """ "If an opponent would mill one or more cards, they mill twice that many cards instead"
    (Bruvac the Grandiloquent), "… that many cards plus four instead" (The Water Crystal):
    the number of cards milled (701.17a) changed as the mill would happen (614.1a)."""
    base: dict[str, Any] = {"event": "mill", "player": player_word(m["who"])}
    if m["mult"]:
        params = {**base, "factor": 2 if m["mult"].lower() == "twice" else 3}
        return Reading([_origin(line, {"template": "multiply", "params": params})])
    params = {**base, "amount": number(m["n"])}
    return Reading([_origin(line, {"template": "add", "params": params})])
