"""How the spell an object is (or became) was cast, as conditions read it.

Some permanents enter differently by how they were cast (614.1c, 614.12): "If Kavu Titan
was kicked, it enters with three +1/+1 counters on it" (kicker, 702.33); "If Necravolver
was kicked with its {1}{G} kicker, …" (a spell with more than one kicker, 702.33f);
"Myojin of Cleansing Fire enters with a divinity counter on it if you cast it from your
hand" (601.2a: a card put onto the battlefield from a hand wasn't cast). The scenario says
it on the object: ``kicked`` (the kicker costs paid) and ``cast_from`` (the zone it was
cast from). Two measures read them:

- ``{"kicked": {"object": "this" | "affected" | id, "cost": "{1}{G}"}}``: the times the
  object's kicker costs were paid as it was cast; with ``cost``, that cost's only.
- ``{"cast": {"object": "this" | "affected" | id, "from": "hand"}}``: 1 when the object was
  cast from that zone, else 0.

>>> check_cast_arg("cast", {"object": "this", "from": "deck"}, set())
'.from: must be one of hand, graveyard, library, exile, command'
>>> cost_key("{1}{g} ")
'{1}{G}'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .state import Obj
from .vocabulary import CAST_FROM

CAST_MEASURES = ("kicked", "cast")
"""The measures of how a spell was cast."""
_KEYS = {"kicked": ("object", "cost"), "cast": ("object", "from")}


def cost_key(cost: str) -> str:
    """A kicker cost compared as printed, less spaces and case: ``{1}{g}`` is ``{1}{G}``."""
    return "".join(cost.split()).upper()


def cast_measure(key: str, arg: Mapping[str, Any], o: Obj | None) -> int:
    """The number ``{key: arg}`` measures of the object ``o`` (0 with no object)."""
    if o is None:
        return 0
    if key == "cast":
        return int(o.cast_from is not None and o.cast_from == arg.get("from"))
    cost = arg.get("cost")
    if cost is None:
        return len(o.kicked)
    return sum(1 for paid in o.kicked if cost_key(paid) == cost_key(str(cost)))


def check_cast_arg(key: str, arg: Any, objects: set[str]) -> str | None:
    """A problem with the measure's argument, starting with ``.field:`` or ``:``."""
    if not isinstance(arg, Mapping):
        return ": must be an object"
    bad = set(arg) - set(_KEYS[key])
    if bad:
        return f": unknown key(s): {', '.join(sorted(map(str, bad)))}"
    ref = arg.get("object", "this")
    if ref not in ("this", "affected") and ref not in objects:
        return f".object: {ref!r} is not this, affected or an object in the scenario"
    if key == "cast" and arg.get("from") not in CAST_FROM:
        return f".from: must be one of {', '.join(CAST_FROM)}"
    cost = arg.get("cost", "x")
    if key == "kicked" and (not isinstance(cost, str) or not cost.strip() or len(cost) > 60):
        return '.cost: must be a kicker cost as printed, such as "{1}{G}" (1 to 60 characters)'
    return None


def cast_words(key: str, arg: Mapping[str, Any], *, whether: bool = False) -> str:
    """The measure in words, for the trace: "the times this object was kicked"; with
    ``whether``, that it was at least once: "this object was kicked"."""
    ref = arg.get("object", "this")
    who = {"this": "this object", "affected": "the affected object"}.get(str(ref), str(ref))
    head = who if whether else f"the times {who}"
    if key == "cast":
        return f"{head} was cast from a {arg.get('from')}"
    with_cost = f" with its {arg['cost']} kicker" if "cost" in arg else ""
    return f"{head} was kicked{with_cost}"
