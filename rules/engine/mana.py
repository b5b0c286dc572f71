"""Mana produced by tapping a permanent, as an event replacement effects modify (106.12b).

A ``produce_mana`` event says which permanent is tapped for mana and what it would
produce, as mana symbols: ``"GG"`` (or ``"{G}{G}"``) for two green, ``"C"`` for colorless.
"If you tap a permanent for mana, it produces twice as much of that mana instead" (Mana
Reflection) and "it produces {B} instead of any other type and amount" (Contamination)
modify that event while the mana ability resolves (106.12b); the player who controls the
permanent chooses their order (616.1).

>>> symbols("{G}{G}")
'GG'
>>> in_words("GGC")
'{C}{G}{G}'
"""

from __future__ import annotations

import re
from typing import Any

from .state import Ev, Record, World, fact_of, replace

MANA_SYMBOLS = "WUBRGC"
"""The types of mana: the five colors and colorless (106.1b)."""
MANA_PATTERN = r"^(\{[WUBRGC]\}|[WUBRGC])+$"
"""What a ``mana`` field may hold."""


def symbols(mana: str) -> str:
    """The symbols of a mana string, without braces, in the order W U B R G C."""
    found = [c for c in mana if c in MANA_SYMBOLS]
    return "".join(sorted(found, key=MANA_SYMBOLS.index))


def in_words(mana: str) -> str:
    """Mana as people write it: ``{G}{G}``, colorless first (as on a card)."""
    s = symbols(mana)
    ordered = sorted(s, key=lambda c: (c != "C", MANA_SYMBOLS.index(c)))
    return "".join(f"{{{c}}}" for c in ordered) or "no mana"


def doubled(mana: str, factor: int) -> str:
    """Each mana ``factor`` times: "twice as much of that mana"."""
    return symbols("".join(c * factor for c in symbols(mana)))


def retyped(mana: str, kind: str) -> str:
    """The same amount, all of one type: "produces {B} instead of any other type"."""
    return kind * len(symbols(mana))


def mana_params_problem(params: dict[str, Any]) -> tuple[str, str] | None:
    """What is wrong with the parameters of a ``mana`` effect, as (parameter, problem)."""
    given = [k for k in ("factor", "type", "produce") if k in params]
    if len(given) != 1:
        return "factor", "give exactly one of factor, type and produce"
    produce = params.get("produce")
    if produce is not None and not (isinstance(produce, str) and re.match(MANA_PATTERN, produce)):
        return "produce", 'must be mana symbols W, U, B, R, G or C ("B", "{C}")'
    return None


def produce_mana(ev: Ev, world: World, ctx: Any) -> tuple[World, list[Record], tuple[Ev, ...]]:
    """The permanent produces the mana: it goes to the player's mana pool (106.4)."""
    o = world.obj(str(ev.object))
    who = str(ev.player or o.controller or o.owner)
    p = world.player(who)
    mana = str(ev.mana or "")
    world = world.set_player(replace(p, pool=symbols(p.pool + mana)))
    text = f"{ctx.name(ev.object)} produces {in_words(mana)} for {who}"
    return world, [Record("mana", ev.order, text, subject=who, fact=fact_of(ev))], ()
