"""Readers of redirections made by a resolving spell or ability (614.9): "The next N damage
that would be dealt to [X] this turn is dealt to [Y] instead", "The next time [a source]
would deal damage to [X] this turn, that damage is dealt to [Y] instead" (or "that source
deals that damage to [Y] instead"), "The next time damage would be dealt to [X] and/or [Y]
this turn, that damage is dealt to [Z] instead", and damage that "can't be prevented or dealt
instead to another creature or player" (today: "permanent or player"). Importing this module
registers them."""

from __future__ import annotations

import re
from typing import Any

from .phrases import Refuse
from .reading import Line, Reading, reads
from .targets import (
    _source_phrase,
    _target_recipient,
    amount_or_x,
    player_target,
    source_and_recipient,
    target,
)

_TO_PLAYER = {
    "you": "you",
    "its controller": {"controller_of": "source"},
    "that source's controller": {"controller_of": "source"},
    "that spell's controller": {"controller_of": "source"},
    "that creature's controller": {"controller_of": "source"},
    "the source's controller": {"controller_of": "source"},
    "its owner": {"owner_of": "this"},  # Personal Incarnation: the card's own owner
}


def _to(phrase: str, r: Reading) -> Any:
    """Where the damage goes instead, as a reference of the format."""
    p = " ".join(phrase.split())
    low = p.lower()
    if p == "SELF":
        return "this"
    if low == "itself":
        return "source"
    if low in _TO_PLAYER:
        return _TO_PLAYER[low]
    pid = player_target(p, r) or target(p, r)
    if pid:
        return pid
    raise Refuse(phrase)


def _redirect(r: Reading, params: dict[str, Any]) -> Reading:
    r.effects.append({"template": "redirect", "params": params, "origin": "resolution"})
    return r


@reads(
    r"the next (?P<n>\w+) damage that (?:would be dealt(?: this turn)? to (?P<rec>.+?)|"
    r"(?P<src>.+?) would "
    r"deal to (?P<rec2>.+?))(?: this turn)? is dealt to (?P<to>.+?) instead"
)
def _redirect_next_n(line: Line, m: re.Match[str]) -> Reading:
    r = Reading()
    params: dict[str, Any] = {"amount": amount_or_x(m["n"])}
    source_and_recipient(params, m["src"], m["rec"] or m["rec2"], r)
    params["to"] = _to(m["to"], r)
    return _redirect(r, params)


@reads(
    r"the next time (?P<src>.+?) would deal (?P<combat>combat )?damage(?: to (?P<rec>.+?))? "
    r"this turn, (?:that damage is dealt to (?P<to>.+?)|(?:that source|that creature|that "
    r"spell|it) deals that damage to (?P<to2>.+?)) instead"
)
def _redirect_next_time(line: Line, m: re.Match[str]) -> Reading:
    r = Reading()
    params: dict[str, Any] = {"once": True}
    if m["combat"]:
        params["combat"] = True
    src = _source_phrase(m["src"], r)
    if src:
        params["source"] = src
    rec = _target_recipient(m["rec"], r) if m["rec"] else None
    params["recipient"] = rec or {}
    params["to"] = _to(m["to"] or m["to2"], r)
    return _redirect(r, params)


@reads(
    r"the next time damage would be dealt to (?P<rec>.+?)(?: this turn)?, that damage is "
    r"dealt to (?P<to>.+?) instead"
)
def _redirect_next_time_to(line: Line, m: re.Match[str]) -> Reading:
    """ "The next time damage would be dealt to [X] (and/or [Y]) this turn, that damage is
    dealt to [Z] instead" (Glarecaster): keyed on its recipients, not on a source; with
    "and/or", on all the damage dealt to either or both at that one time."""
    r = Reading()
    rec = _target_recipient(m["rec"], r)
    if rec is None:
        raise Refuse(m["rec"])
    return _redirect(r, {"once": True, "recipient": rec, "to": _to(m["to"], r)})


_NOT_REDIRECTED = r"can't be prevented or dealt instead to another (?:creature|permanent) or player"


@reads(rf"damage that would be dealt to (?P<rec>.+?)(?: this turn)? {_NOT_REDIRECTED}")
def _cant_be_redirected(line: Line, m: re.Match[str]) -> Reading:
    r = Reading()
    rec = _target_recipient(m["rec"], r)
    params: dict[str, Any] = {"redirect": True}
    if rec is not None:
        params["recipient"] = rec
    eff = {"template": "cant_be_prevented", "params": params, "origin": "resolution"}
    r.effects.append(eff)
    return r


@reads(rf"if SELF would deal damage to (?P<rec>.+?), that damage {_NOT_REDIRECTED}")
def _own_damage_cant_be_redirected(line: Line, m: re.Match[str]) -> Reading:
    r = Reading()
    params: dict[str, Any] = {"source": {"this": True}}
    rec = _target_recipient(m["rec"], r)
    if rec is not None:
        params["recipient"] = rec
    params["redirect"] = True
    eff = {"template": "cant_be_prevented", "params": params, "origin": "resolution"}
    r.effects.append(eff)
    return r
