"""Several targets for one word "target": "one or two target creatures" (Soul Parry), "up to
two target creatures" (Redeem), "X target creatures" (Serene Sunset), "any number of target
creatures" and then "those creatures" (Energy Arc).

Each is one placeholder that stands for a list of objects, recorded with how many may be
chosen (601.2c: a spell with a variable number of targets has its controller announce how
many before choosing them; "X target creatures" is X of them, 107.3a). The effects name it
in an ``ids`` filter (``{"ids": ["target-creatures"]}``), which
:func:`~rules.cardtext.binding.bind_targets` replaces with the ids of the objects chosen.
"""

from __future__ import annotations

import re
from typing import Any

from .reading import Reading

TARGET_CREATURES = "target-creatures"
"""The placeholder for the creatures chosen for a word "target" that takes several."""

_SMALL = {"two": 2, "three": 3, "four": 4, "five": 5}

_SEVERAL = re.compile(
    r"(?P<bound>one or two|up to (?:two|three|four|five)|two|three|x|any number of) "
    r"target creatures",
    re.I,
)


def bound(words: str) -> dict[str, Any]:
    """How many objects "one or two" (1 or 2), "up to two" (0 to 2), "two" (2), "X" (any number,
    the number being X) or "any number of" (0 or more) lets be chosen: ``{"at_least": n}``
    with ``"at_most"`` when there is a most, ``"x": True`` when the number is X."""
    w = " ".join(words.lower().split())
    if w == "one or two":
        return {"at_least": 1, "at_most": 2}
    if w.startswith("up to "):
        return {"at_least": 0, "at_most": _SMALL[w[len("up to ") :]]}
    if w in _SMALL:
        return {"at_least": _SMALL[w], "at_most": _SMALL[w]}
    if w == "x":
        return {"at_least": 0, "x": True}
    return {"at_least": 0}


PAID_CREATURES = "creatures-whose-controller-paid-only-1"
"""The placeholder for the creatures a spell's "for each of those creatures, its controller
may pay …" left with only the smaller payment made (Winter's Chill)."""
_PAID = "creatures whose controller paid only {1}"


def several_targets(phrase: str, r: Reading) -> str | None:
    """The list placeholder for "one or two target creatures" and the like, recorded in
    ``r.targets`` with its ``count`` (:func:`bound`); None when ``phrase`` is not one."""
    p = " ".join(phrase.split())
    if p == _PAID:
        r.targets.append(
            {"id": PAID_CREATURES, "name": p, "types": ["Creature"], "count": {"at_least": 0}}
        )
        r.notes.append(
            f"{p}: the placeholder object {PAID_CREATURES!r} stands for those of its targets "
            "whose controller paid only {1} (any number of them); put the list of their ids "
            "in its place. The effect lasts this combat only"
        )
        return PAID_CREATURES
    m = _SEVERAL.fullmatch(p)
    if not m:
        return None
    said = p[:1].lower() + p[1:] if not p.startswith("X") else p
    count = bound(m["bound"])
    r.targets.append({"id": TARGET_CREATURES, "name": said, "types": ["Creature"], "count": count})
    r.notes.append(
        f"{said}: the placeholder object {TARGET_CREATURES!r} stands for the creatures chosen "
        f"({count_words(count)}); put the list of their ids in its place"
    )
    return TARGET_CREATURES


def count_words(count: dict[str, Any]) -> str:
    """How many may be chosen, in words: "1 or 2", "up to 2", "2", "X", "any number"."""
    low, high = count.get("at_least", 0), count.get("at_most")
    if count.get("x"):
        return "X"
    if high is None:
        return "any number"
    if low == high:
        return str(low)
    return f"up to {high}" if low == 0 else f"{low} to {high}"


def those_targets(text: str) -> str:
    """A text with "those creatures" after "… any number of target creatures." read as the
    creatures it targets (Energy Arc: "Untap any number of target creatures. Prevent all
    combat damage that would be dealt to and dealt by those creatures this turn.")."""
    m = _SEVERAL.search(text)
    if not m:
        return text
    head, rest = text[: m.end()], text[m.end() :]
    return head + re.sub(r"\bthose creatures\b", m[0], rest)


_PAYS_ONLY = re.compile(
    r"(?P<head>for each of those creatures, its controller may pay \{1\} or \{2\}\..*)"
    r"if that player pays only \{1\}, (?P<prevent>prevent all combat damage that would be "
    r"dealt to and dealt by) that creature this combat",
    re.I | re.S,
)


def paid_only(text: str) -> str:
    """Winter's Chill's "For each of those creatures, its controller may pay {1} or {2}. …
    If that player pays only {1}, prevent all combat damage that would be dealt to and dealt
    by that creature this combat": one prevention for each creature whose controller paid
    only {1}, read as one on the list of those creatures (each controller's payment is
    known once the spell has resolved, as the judge knows who paid what). Combat damage is
    dealt only during combat (510.2), so "this combat" is this turn's combat here."""
    return _PAYS_ONLY.sub(
        lambda m: f"{m['head']}{m['prevent'][:1].upper()}{m['prevent'][1:]} {_PAID} this turn",
        text,
    )


def as_lists(value: Any, pids: set[str]) -> Any:
    """``value`` with each filter ``{"id": pid}`` naming a list placeholder written
    ``{"ids": [pid]}``: the objects chosen for it."""
    if isinstance(value, dict):
        out = {k: as_lists(v, pids) for k, v in value.items()}
        if out.get("id") in pids:
            out["ids"] = [out.pop("id")]
        return out
    if isinstance(value, list):
        return [as_lists(v, pids) for v in value]
    return value
