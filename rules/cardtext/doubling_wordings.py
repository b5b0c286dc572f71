"""Readers of the wordings about tokens created and counters put, doubled, tripled or
added to (614.1a), and counters that can't be put. Importing this module registers them."""

from __future__ import annotations

import re
from typing import Any

from .phrases import Refuse, number, object_filter
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
    raise Refuse(m["rest"])


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
    mm = re.fullmatch(
        rf"(?:it puts )?that many plus (\w+)(?: of each of those kinds of counters| {c}counters)?"
        rf"{place}(?: are put{place})? instead",
        rest,
    )
    if mm:
        return Reading(
            [_origin(line, {"template": "add", "params": {**base, "amount": number(mm[1])}})]
        )
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
