"""Procedures: the rules of one Comprehensive Rules release, as data.

A procedure is the ordered list of steps that decide which effects may be
chosen first (rule 419.9a in 2008, rule 616.1 today) plus the rule numbers
the resolver cites for each mechanism in that release. The resolver's loop is
the same for every release; only this data differs.

>>> get_procedure("2025-09-19").steps[0].rules
('616.1a', '614.15')
>>> [s.key for s in get_procedure("2008-02-01").steps]
['self', 'any']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import date
from types import MappingProxyType

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
    effects that modify putting counters (121.6 from 2016-07-22, now 122.6)."""
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


# ---------------------------------------------------------------------------
# Rule numbers of each era. Rule 419 (until 2009-07-11), then 614, 615, 616.
# ---------------------------------------------------------------------------

_CITES_419: dict[str, tuple[str, ...]] = {
    "choose": ("419.9a",),
    "apnap": ("419.9a", "103.4"),
    "self": ("419.6d", "419.9a"),
    "any": ("419.9a",),
    "repeat": ("419.9a",),
    "once": ("419.6a",),
    "applicable": ("419.9b",),
    "replaced": ("419.5",),
    "prevented": ("419.5",),
    "no_event": (),  # rule 419 says nothing of events of zero other than damage (419.5a)
    "zero_damage": ("419.5a",),
    "regenerate": ("419.6b",),
    "cant_regenerate": ("419.6b", "103.2"),
    "redirect": ("419.6c",),
    "skip": ("419.6e", "419.6f"),
    "modal": ("419.6g",),
    "optional": ("419.1a",),
    "draw": ("419.6h",),
    "draw_then": ("419.6h",),
    "entering": ("419.6i",),
    "prevent": ("419.7a",),
    "shield": ("419.7b",),
    "prevent_each": ("419.7c",),
    "shields_created": ("419.7d",),
    "chosen_source": ("419.8a",),
    "recheck": ("419.8b",),
    "cant": ("103.2",),
    "cant_enter": (),
    "cant_be_prevented": (),
    "tokens_counters": (),
    "counters_entering": (),
    "contained": (),
    "prevent_then": (),  # no rule on a prevention's additional effect before 419.7e
}

_CITES_616: dict[str, tuple[str, ...]] = {
    "choose": ("616.1",),
    "apnap": ("616.1", "101.4"),
    "self": ("616.1a", "614.15"),
    "control": ("616.1b",),
    "copy": ("616.1c",),
    "back_face": ("616.1d",),
    "any": ("616.1e",),
    "repeat": ("616.1f",),
    "once": ("614.5",),
    "applicable": ("616.2",),
    "replaced": ("614.6",),
    "prevented": ("615.6",),
    "no_event": ("614.7",),
    "zero_damage": ("614.7a",),
    "regenerate": ("614.8", "701.19"),
    "cant_regenerate": ("701.19c",),
    "redirect": ("614.9",),
    "skip": ("614.10", "614.10a"),
    "modal": ("614.1a",),
    "optional": ("614.1a",),
    "draw": ("614.11", "614.11a"),
    "draw_then": ("614.11b",),
    "entering": ("614.12",),
    "prevent": ("615.1",),
    "shield": ("615.7",),
    "prevent_each": ("615.10",),
    "shields_created": ("615.11",),
    "chosen_source": ("615.8",),
    "recheck": ("615.9",),
    "cant": ("614.17", "614.17c"),
    "cant_enter": ("614.17d",),
    "cant_be_prevented": ("615.12",),
    "tokens_counters": ("614.16",),
    "counters_entering": ("122.6",),
    "contained": ("616.1g",),
    "prevent_then": ("615.5",),
}

# The release dates at which the steps of choosing changed (product.md's table,
# checked against the official texts).
_FIRST_RELEASE = "2003-07-01"
_RENUMBERED = "2009-07-11"  # rule 419 became 613, 614 and 615 …
_SETTLED = "2009-10-01"  # … and then 614, 615 and 616
_CONTROL_STEP = "2008-10-01"
_MODAL_RULE_GONE = "2008-10-01"  # 419.6g (modal replacement effects) left the rules
_COPY_STEP = "2011-09-30"
_CONTAINED_STEP = "2017-04-28"
_CANT_RULE = "2017-04-28"
_BACK_FACE_STEP = "2022-02-18"
_EXISTING_EFFECTS = "2017-09-25"  # 614.12 checks effects that already exist
_CANT_ENTER = "2025-09-19"  # 614.17d; conservatively only from this release
_TOKENS_RULE = "2017-09-25"  # 614.16 (tokens and counters); "can't" became 614.17
_RECHECK_615_9 = "2016-11-11"  # 615.9 (the recheck) inserted; 615.10-615.12 after it
_SELF_614_15 = "2011-05-01"  # self-replacement effects: 614.14 before, 614.15 after
_REGENERATE_701_19 = "2025-06-06"  # regeneration's keyword rule numbered 701.19
_COUNTERS_ENTERING = "2016-07-22"  # 121.6: counters given as a permanent enters are "put" …
_COUNTERS_122_6 = "2019-07-12"  # … renumbered 122.6


def _steps(release: str) -> tuple[ProcedureStep, ...]:
    """The steps of choosing in force on a release date, in order of precedence."""
    modern = release >= _RENUMBERED
    steps = [
        ProcedureStep(
            "self",
            "a self-replacement effect must be chosen first",
            (("616.1a", "614.15" if release >= _SELF_614_15 else "614.14"))
            if modern
            else ("419.9a", "419.6d"),
        )
    ]
    if release >= _CONTROL_STEP:
        steps.append(
            ProcedureStep(
                "control",
                "then an effect that changes under whose control the object enters",
                ("616.1b",) if modern else ("419.9a",),
            )
        )
    if release >= _COPY_STEP:
        steps.append(
            ProcedureStep(
                "copy", "then an effect that makes the object enter as a copy", ("616.1c",)
            )
        )
    if release >= _BACK_FACE_STEP:
        steps.append(
            ProcedureStep(
                "back_face",
                "then an effect that makes a card enter with its back face up",
                ("616.1d",),
            )
        )
    if not modern:
        last: tuple[str, ...] = ("419.9a",)
    elif release >= _BACK_FACE_STEP:
        last = ("616.1e",)
    elif release >= _COPY_STEP:
        last = ("616.1d",)
    else:
        last = ("616.1c",)
    steps.append(ProcedureStep("any", "then any applicable effect", last))
    return tuple(steps)


def _shift(number: str) -> str:
    head, _, rest = number.partition(".")
    if head in ("609", "614", "615", "616"):
        return f"{int(head) - 1}.{rest}"
    return number


def procedure_for(release: str) -> Procedure:
    """The procedure of the release in force on ``release`` (a YYYY-MM-DD date).

    >>> procedure_for("2011-09-30").step("copy").rules
    ('616.1c',)
    """
    try:
        date.fromisoformat(release)
    except ValueError:
        raise ProcedureError(release, _KNOWN) from None
    if release < _FIRST_RELEASE or len(release) != 10:
        raise ProcedureError(release, _KNOWN)
    modern = release >= _RENUMBERED
    cites = dict(_CITES_616 if modern else _CITES_419)
    if modern:
        # Before 2011-09-30 the "any" step was 616.1c and the loop 616.1d.
        if release < _COPY_STEP:
            cites["any"] = ("616.1c",)
            cites["repeat"] = ("616.1d",)
        elif release < _BACK_FACE_STEP:
            cites["any"] = ("616.1d",)
            cites["repeat"] = ("616.1e",)
        if release < _CANT_RULE:
            # Before 614.17 only the general rule that "can't" wins (101.2) existed.
            cites["cant"] = ("101.2",)
        elif release < _TOKENS_RULE:
            # For a few months in 2017 the "can't" rule was 614.16 (614.16c).
            cites["cant"] = ("614.16", "614.16c")
        if release < _CANT_ENTER:
            cites["cant_enter"] = ()
        if release < _TOKENS_RULE:
            cites["tokens_counters"] = ()
        if release < _COUNTERS_ENTERING:
            cites["counters_entering"] = ()
        elif release < _COUNTERS_122_6:
            cites["counters_entering"] = ("121.6",)
        if release < _CONTAINED_STEP:
            cites["contained"] = ()
        elif release < _BACK_FACE_STEP:
            # Before the back-face step, contained events were 616.1f.
            cites["contained"] = ("616.1f",)
        if release < _RECHECK_615_9:
            # Before 615.9 was inserted, the recheck was only in 609.7b and the later
            # prevention rules were numbered one lower.
            cites["recheck"] = ("609.7b",)
            cites["prevent_each"] = ("615.9",)
            cites["shields_created"] = ("615.10",)
            cites["cant_be_prevented"] = ("615.11",)
        if release < _SELF_614_15:
            cites["self"] = ("616.1a", "614.14")
        if release < _REGENERATE_701_19:
            # Regeneration's keyword rule had other numbers (701.11 … 701.15).
            cites["regenerate"] = ("614.8",)
            cites["cant_regenerate"] = ("614.8",)
    if release >= _CONTROL_STEP and not modern:
        cites["control"] = ("419.9a",)
        cites["prevent_then"] = ("419.7e",)
    if release >= _MODAL_RULE_GONE and not modern:
        # From 2008-10-01, 419.6g is "skip a step, then another action"; no rule names
        # modal replacement effects any more, so the rule defining "instead" is cited.
        cites["modal"] = ("419.1a",)
    if not modern and release < "2007-05-01":
        # Rule 419 grew: 419.6g (modal) from 2006-07-15, 419.6h (draws) from 2006-10-01,
        # 419.6i (entering) and the static "prevent N" (419.7c) from 2007-05-01; before
        # that, 419.7c was the shields for untargeted creatures.
        cites["entering"] = ()
        cites["prevent_each"] = ("419.7a",)
        cites["shields_created"] = ("419.7c",) if release >= "2006-07-15" else ()
        if release < "2006-10-01":
            cites["draw"] = cites["draw_then"] = ()
        if release < "2006-07-15":
            cites["modal"] = ()
    steps = _steps(release)
    if modern and release < _SETTLED:
        # For a few weeks in 2009 the three rules were numbered 613, 614 and 615.
        cites = {k: tuple(_shift(n) for n in v) for k, v in cites.items()}
        steps = tuple(replace(st, rules=tuple(_shift(n) for n in st.rules)) for st in steps)
    title = (
        f"Comprehensive Rules of {release} (rules 614-616)"
        if modern
        else f"Comprehensive Rules of {release} (rule 419)"
    )
    return Procedure(
        key=release,
        title=title,
        release=release,
        steps=steps,
        cites=MappingProxyType(cites),
        contained_events=modern and release >= _CONTAINED_STEP,
        cant_blocks_replacement=modern and release >= _CANT_RULE,
        entering_sees_other_effects=release >= _EXISTING_EFFECTS,
        entering_counters_are_put=release >= _COUNTERS_ENTERING,
        battlefield_word="on the battlefield" if modern else "in play",
    )


_KNOWN = ("2008-02-01", "2025-09-19")

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
