"""Procedures: the rules of one Comprehensive Rules release, as data.

A procedure is the ordered list of steps that decide which effects may be
chosen first (rule 419.9a in 2008, rule 616.1 today) plus the rule numbers
the resolver cites for each mechanism in that release. The resolver's loop is
the same for every release; only this data differs. The data is the file
``rules/engine/data/procedures.json`` (steps, their wording, and each rule
number with the date it came into force), checked as it is loaded.

>>> get_procedure("2025-09-19").steps[0].rules
('616.1a', '614.15')
>>> [s.key for s in get_procedure("2008-02-01").steps]
['self', 'any']
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from datetime import date
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from .errors import ProcedureError


@dataclass(frozen=True)
class ProcedureStep:
    """One step of choosing: if any applicable effect is of this kind, one of them is chosen."""

    key: str
    """``"self"``, ``"control"``, ``"copy"``, ``"back_face"`` or ``"any"``."""
    title: str
    """The step in a few words."""
    rules: tuple[str, ...]
    """The rule numbers that make this step."""
    name: str = field(default="", compare=False)
    """What the step picks, as a noun phrase: "a self-replacement effect"."""
    why: str = field(default="", compare=False)
    """Why an effect of this step is applied before the others, as a clause."""

    def to_dict(self) -> dict[str, object]:
        return {"key": self.key, "title": self.title, "rules": list(self.rules)}


@dataclass(frozen=True)
class Procedure:
    """How one release of the rules has effects applied to an event."""

    key: str
    """The name used to ask for it: the release date, ``"2008-02-01"``."""
    title: str
    """A title for people."""
    release: str
    """The date of the release whose rule texts it cites."""
    steps: tuple[ProcedureStep, ...]
    """The steps of choosing, in order of precedence."""
    cites: Mapping[str, tuple[str, ...]] = field(compare=False)
    """Rule numbers for each mechanism (``"once"``, ``"shield"``, ``"apnap"`` …)."""
    contained_events: bool = False
    """Whether effects on a contained event wait for the containing one (616.1g)."""
    cant_blocks_replacement: bool = False
    """Whether an event that can't happen takes only self-replacement effects (614.17c)."""
    entering_sees_other_effects: bool = False
    """Whether an entering permanent is checked with the continuous effects that already
    exist and would apply to it (614.12 from 2017-09-25); before, 419.6i ignored
    continuous effects from other sources."""
    entering_counters_are_put: bool = False
    """Whether counters a permanent is given as it enters count as counters put on it, for
    effects that modify putting counters: in every release, by the rulings before 2016
    (Doubling Season's of 2005-10-01) and by 121.6 from 2016-07-22 (now 122.6)."""
    dies_is_a_word: bool = True
    """Whether the rules define "dies" (700.6 from 2011-06-17); before, a creature was
    "put into a graveyard from the battlefield" (or "from play")."""
    lifelink_static: bool = True
    """Whether lifelink's gain is a result of the damage (120.3f, from 2009-07-11); before,
    lifelink was a triggered ability (502.68a), so the gain is caused by an ability."""
    cant_gain_cant_replace: bool = False
    """Whether a replacement effect on a life gain that can't happen does nothing (215.7 from
    2008-05-01, now 119.7), before 614.17c said so of every event."""
    cant_lose_cant_pay: bool = False
    """Whether a player who can't lose life can't pay life (118.8 from 2010-10-01, 119.8)."""
    planeswalker_redirection: bool = False
    """Whether noncombat damage to a player may be redirected by the source's controller,
    an opponent, to a planeswalker that player controls (212.9g from 2007-10-01, later
    306.8 and 306.7, until the rules of 2018-04-27 removed it)."""
    two_headed_giant: bool = False
    """Whether the rules have the Two-Headed Giant variant as the engine models it (606 from
    2005-10-01, 806, 810): teams of two sharing a life total."""
    team_life_whole: bool = False
    """Whether an effect reading a player's life total reads the team's (810.9a, from
    2010-04-23), an exchange with a teammate doesn't happen (810.9e) and "can't gain life"
    covers the team (810.9g); before, an effect read half the team's, rounded up (606.9a)."""
    team_cant_lose_life: bool = False
    """Whether "can't lose life" covers the player's team (810.9h, from 2010-10-01)."""
    battlefield_word: str = "on the battlefield"
    """Where permanents are, in this release's words: "on the battlefield", or "in play"."""

    @property
    def step_keys(self) -> frozenset[str]:
        """The keys of :attr:`steps`."""
        found = self.__dict__.get("_keys")
        if found is None:
            found = frozenset(s.key for s in self.steps)
            object.__setattr__(self, "_keys", found)
        return found

    def rules(self, *mechanisms: str) -> tuple[str, ...]:
        """The rule numbers this release gives for the named mechanisms, in order, once each.

        >>> get_procedure("2008-02-01").rules("once", "choose")
        ('419.6a', '419.9a')
        """
        cache = self.__dict__.get("_rules")
        if cache is None:  # setdefault: threads making it at once share one
            cache = self.__dict__.setdefault("_rules", {})
        found = cache.get(mechanisms)
        if found is not None:
            return found  # type: ignore[no-any-return]
        out: list[str] = []
        for name in mechanisms:
            for number in self.cites.get(name, ()):
                if number not in out:
                    out.append(number)
        cache[mechanisms] = tuple(out)
        return cache[mechanisms]

    def step(self, key: str) -> ProcedureStep | None:
        """The step with this key, if this release has it."""
        for s in self.steps:
            if s.key == key:
                return s
        return None

    def to_dict(self) -> dict[str, object]:
        return {
            "key": self.key,
            "title": self.title,
            "release": self.release,
            "steps": [s.to_dict() for s in self.steps],
        }

    def __repr__(self) -> str:
        return f"get_procedure({self.key!r})"

    def __reduce__(self) -> tuple[Any, tuple[dict[str, Any]]]:
        """Pickled as its fields (its read-only ``cites`` as a plain dict), without what
        it keeps of its own answers: a judged state's page can be kept in a cache."""
        values = {f.name: getattr(self, f.name) for f in fields(self)}
        values["cites"] = dict(self.cites)
        return (_unpickled_procedure, (values,))


def _unpickled_procedure(values: dict[str, Any]) -> Procedure:
    return Procedure(**{**values, "cites": MappingProxyType(values["cites"])})


PROCEDURES_FILE = Path(__file__).resolve().parent / "data" / "procedures.json"


class ProcedureFileError(ValueError):
    """The procedures file has an entry the engine can't use; the message names it."""


_NUMBER = re.compile(r"^\d{3}(\.\d+[a-z]?)?$")


def _date(value: Any, where: str) -> str:
    if not isinstance(value, str) or len(value) != 10:
        raise ProcedureFileError(f"{where}: {value!r} is not a date as YYYY-MM-DD")
    try:
        date.fromisoformat(value)
    except ValueError:
        raise ProcedureFileError(f"{where}: {value!r} is not a date as YYYY-MM-DD") from None
    return value


def _text(entry: Mapping[str, Any], name: str, where: str) -> str:
    value = entry.get(name)
    if not isinstance(value, str) or not value:
        raise ProcedureFileError(f"{where}.{name}: must be some words")
    return value


def _changes(value: Any, where: str, first: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """A list of ``{"from": date, "rules": [numbers]}`` in order of date."""
    if not isinstance(value, list) or not value:
        raise ProcedureFileError(f"{where}: must be a list of changes, oldest first")
    out: list[tuple[str, tuple[str, ...]]] = []
    for i, change in enumerate(value):
        at = f"{where}[{i}]"
        if not isinstance(change, dict) or set(change) - {"from", "rules", "note"}:
            raise ProcedureFileError(f"{at}: must hold only from, rules and a note")
        since = _date(change.get("from"), f"{at}.from")
        if since < first or (out and since <= out[-1][0]):
            raise ProcedureFileError(f"{at}.from: {since} is out of order")
        numbers = change.get("rules")
        if not isinstance(numbers, list) or not all(
            isinstance(n, str) and _NUMBER.match(n) for n in numbers
        ):
            raise ProcedureFileError(f"{at}.rules: must be a list of rule numbers")
        out.append((since, tuple(numbers)))
    return tuple(out)


@dataclass(frozen=True)
class _StepData:
    key: str
    title: str
    name: str
    why: str
    rules: tuple[tuple[str, tuple[str, ...]], ...]


@dataclass(frozen=True)
class _Data:
    first_release: str
    offered: tuple[str, ...]
    eras: tuple[tuple[str, str, str], ...]
    """(from, title, where permanents are)."""
    renumbered: tuple[tuple[str, str, Mapping[str, str]], ...]
    features: Mapping[str, tuple[str, str]]
    """Each feature's first release and the first release without it ("9999-12-31": none)."""
    steps: tuple[_StepData, ...]
    cites: Mapping[str, tuple[tuple[str, tuple[str, ...]], ...]]


_FEATURES = (
    "contained_events",
    "cant_blocks_replacement",
    "entering_sees_other_effects",
    "entering_counters_are_put",
    "dies_is_a_word",
    "lifelink_static",
    "cant_gain_cant_replace",
    "cant_lose_cant_pay",
    "planeswalker_redirection",
    "two_headed_giant",
    "team_life_whole",
    "team_cant_lose_life",
)


def _eras(raw: Any, first: str) -> list[tuple[str, str, str]]:
    eras: list[tuple[str, str, str]] = []
    for i, era in enumerate(raw):
        where = f"eras[{i}]"
        since = _date(era.get("from"), f"{where}.from")
        if (i == 0 and since != first) or (eras and since <= eras[-1][0]):
            raise ProcedureFileError(f"{where}.from: {since} is out of order")
        title = _text(era, "title", where)
        if "{release}" not in title:
            raise ProcedureFileError(f"{where}.title: must say {{release}}")
        eras.append((since, title, _text(era, "battlefield", where)))
    return eras


def _renumbered(raw: Any) -> list[tuple[str, str, Mapping[str, str]]]:
    renumbered: list[tuple[str, str, Mapping[str, str]]] = []
    for i, window in enumerate(raw):
        where = f"renumbered[{i}]"
        chapters = window.get("chapters")
        if not isinstance(chapters, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in chapters.items()
        ):
            raise ProcedureFileError(f"{where}.chapters: must map rule numbers to rule numbers")
        renumbered.append(
            (
                _date(window.get("from"), f"{where}.from"),
                _date(window.get("until"), f"{where}.until"),
                MappingProxyType(dict(chapters)),
            )
        )
    return renumbered


def _steps(raw: Any, first: str) -> list[_StepData]:
    steps: list[_StepData] = []
    for i, step in enumerate(raw):
        where = f"steps[{i}]"
        key = _text(step, "key", where)
        if key in {s.key for s in steps}:
            raise ProcedureFileError(f"{where}.key: {key!r} is used twice")
        steps.append(
            _StepData(
                key,
                _text(step, "title", where),
                _text(step, "name", where),
                _text(step, "why", where),
                _changes(step.get("rules"), f"{where}.rules", first),
            )
        )
    return steps


def _load(raw: Any) -> _Data:
    """The procedures file, checked: each mistake names where it is."""
    top = {"about", "first_release", "offered", "eras", "renumbered", "features", "steps", "cites"}
    if not isinstance(raw, dict) or set(raw) != top:
        raise ProcedureFileError(f"procedures: must hold exactly {', '.join(sorted(top))}")
    first = _date(raw["first_release"], "first_release")
    offered = tuple(_date(d, f"offered[{i}]") for i, d in enumerate(raw["offered"]))
    eras = _eras(raw["eras"], first)
    renumbered = _renumbered(raw["renumbered"])
    features = raw["features"]
    if not isinstance(features, dict) or set(features) != set(_FEATURES):
        raise ProcedureFileError(f"features: must name exactly {', '.join(_FEATURES)}")
    since_of = {
        k: (
            _date(v.get("from"), f"features.{k}.from"),
            _date(v["until"], f"features.{k}.until") if "until" in v else "9999-12-31",
        )
        for k, v in features.items()
    }
    steps = _steps(raw["steps"], first)
    if not steps or steps[-1].key != "any" or steps[-1].rules[0][0] != first:
        raise ProcedureFileError("steps: the last step must be 'any', in force from the first")
    if not isinstance(raw["cites"], dict):
        raise ProcedureFileError("cites: must map each mechanism to its changes")
    cites = {k: _changes(v, f"cites.{k}", first) for k, v in raw["cites"].items()}
    return _Data(
        first,
        offered,
        tuple(eras),
        tuple(renumbered),
        MappingProxyType(since_of),
        tuple(steps),
        MappingProxyType(cites),
    )


def _read() -> _Data:
    with PROCEDURES_FILE.open(encoding="utf-8") as f:
        return _load(json.load(f))


_DATA = _read()
_KNOWN = _DATA.offered


def _in_force(
    changes: tuple[tuple[str, tuple[str, ...]], ...], release: str
) -> tuple[str, ...] | None:
    """The numbers in force on ``release``, or None before the first change."""
    found = None
    for since, numbers in changes:
        if since > release:
            break
        found = numbers
    return found


def _renumber(numbers: tuple[str, ...], release: str) -> tuple[str, ...]:
    for since, until, chapters in _DATA.renumbered:
        if since <= release < until:
            out = []
            for number in numbers:
                head, dot, rest = number.partition(".")
                out.append(chapters.get(head, head) + dot + rest)
            return tuple(out)
    return numbers


@lru_cache(maxsize=256)
def procedure_for(release: str) -> Procedure:
    """The procedure of the release in force on ``release`` (a YYYY-MM-DD date).

    >>> procedure_for("2011-09-30").step("copy").rules
    ('616.1c',)
    """
    try:
        date.fromisoformat(release)
    except (TypeError, ValueError):
        raise ProcedureError(release, _KNOWN) from None
    if release < _DATA.first_release or len(release) != 10:
        raise ProcedureError(release, _KNOWN)
    cites = {}
    for mechanism, changes in _DATA.cites.items():
        numbers = _in_force(changes, release)
        if numbers is not None:
            cites[mechanism] = _renumber(numbers, release)
    steps = []
    for step in _DATA.steps:
        numbers = _in_force(step.rules, release)
        if numbers is not None:
            steps.append(
                ProcedureStep(
                    step.key, step.title, _renumber(numbers, release), step.name, step.why
                )
            )
    era = [e for e in _DATA.eras if e[0] <= release][-1]
    return Procedure(
        key=release,
        title=era[1].format(release=release),
        release=release,
        steps=tuple(steps),
        cites=MappingProxyType(cites),
        battlefield_word=era[2],
        **{k: since <= release < until for k, (since, until) in _DATA.features.items()},
    )


PROCEDURES: Mapping[str, Procedure] = MappingProxyType({key: procedure_for(key) for key in _KNOWN})
"""The two procedures the app offers: rule 419 of 2008 and rules 614-616 of today."""


def get_procedure(name: str | Procedure) -> Procedure:
    """The procedure named ``name``: one of :data:`PROCEDURES`, or any release date.

    >>> get_procedure("2025-09-19").release
    '2025-09-19'
    >>> get_procedure("1999-01-01")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    rules.engine.errors.ProcedureError: unknown procedure '1999-01-01' (known: ...)
    """
    if isinstance(name, Procedure):
        return name
    if not isinstance(name, str):
        raise ProcedureError(repr(name), _KNOWN)
    found = PROCEDURES.get(name)
    if found is not None:
        return found
    return procedure_for(name)
