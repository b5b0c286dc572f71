"""Reads for the judge's pages: the examples library and a state's resolution.

Everything here asks the resolver through its boundary (``rules.resolution``), which
turns the engine's errors into :class:`~judgeapp.state.StateError` with a message for
the judge; nothing decides a rule. Each function is keyword-only.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from operator import attrgetter
from typing import Any

from judgeapp.caching import remembered
from judgeapp.state import JudgeState, StateError, decode_scenario, decode_scenario_text
from judgeapp.weighing import small_by_text, small_enough
from rules import engine, resolution
from rules.engine.templates import TEMPLATES, Template

DEFAULT_PROCEDURE = "2025-09-19"

UNKNOWN_EXAMPLE = "There is no example named {name!r} in the library."


# ---------------------------------------------------------------- examples


def _examples() -> tuple[engine.Example, ...]:
    return resolution.examples()


def example_list(*, tag: str = "", card: str = "") -> list[engine.Example]:
    """The examples that carry ``tag`` and name ``card`` (each ignored when empty)."""
    tag = tag.strip().lower()
    card = card.strip().lower()
    found = []
    for example in _examples():
        if tag and tag not in {t.lower() for t in example.tags}:
            continue
        if card and not any(card in name.lower() for name in example.cards):
            continue
        found.append(example)
    return found


def example_tags() -> list[str]:
    return sorted({tag for example in _examples() for tag in example.tags}, key=str.lower)


def example_cards() -> list[str]:
    return sorted({card for example in _examples() for card in example.cards}, key=str.lower)


def example_get(*, example_id: str) -> engine.Example:
    for example in _examples():
        if example.id == example_id:
            return example
    raise StateError(UNKNOWN_EXAMPLE.format(name=example_id))


# ---------------------------------------------------------------- procedures


def procedure_list() -> list[engine.Procedure]:
    """The procedures the judge offers, newest first."""
    return sorted(engine.PROCEDURES.values(), key=_KEY, reverse=True)


_KEY = attrgetter("key")


_WHICH_RULES = re.compile(r"\((rules? [^)]*)\)")


def procedure_label(key: str) -> str:
    """A procedure named so a person knows which rules it is: "Today (CR 2025-09-19)" for
    the newest the judge offers, "2008 (rule 419)" for an older one (its year and the
    rules it orders effects by); the key as it is when it is no procedure."""
    known = engine.PROCEDURES.get(key)
    if known is None:
        return key
    if key == max(engine.PROCEDURES):
        return f"Today (CR {key})"
    which = _WHICH_RULES.search(known.title)
    return f"{key[:4]} ({which[1]})" if which else f"{key[:4]} (CR {key})"


def procedure_get(*, key: str) -> engine.Procedure:
    return resolution.procedure_named(key)


# ---------------------------------------------------------------- a state


@dataclass(frozen=True)
class Judging:
    """A state made whole: the scenario, its procedure and where the choices lead."""

    state: JudgeState
    """The state, with its procedure filled in."""
    title: str
    summary: str
    example: engine.Example | None
    """The library's example, or None for a built scenario."""
    scenario: engine.Scenario
    """The resolver's Scenario."""
    procedure: engine.Procedure
    result: engine.Pending | engine.Done
    """The resolver's Pending or Done after the state's choices."""
    dropped: tuple[str, ...] = ()
    """The choices of the address that were left out because they didn't fit (the state
    holds the ones kept, the longest run from the start that fits)."""
    notice: str = ""
    """What the judge is told about the dropped choices."""

    @property
    def done(self) -> bool:
        return isinstance(self.result, engine.Done)


def scenario_data(*, state: JudgeState) -> Mapping[str, Any]:
    """The scenario dict a state names (from the library, or decoded from the URL)."""
    if state.example:
        return example_get(example_id=state.example).scenario.to_dict()
    return decode_scenario(state.scenario or "")


def judging_get(*, state: JudgeState, procedure_switched: bool = False) -> Judging:
    """Resolve a state; StateError says what in the address is wrong.

    Choices that don't fit are no reason to refuse the page: the judging keeps the
    longest run of them from the start that fits and says what was left out
    (``procedure_switched``: because the procedure changed, not a bad address).
    """
    example = example_get(example_id=state.example) if state.example else None
    if example is not None:
        scenario = example.scenario
        title = example.title
        summary = example.summary
        default = example.procedure or DEFAULT_PROCEDURE
    else:
        scenario = _built(state.scenario or "")
        title = scenario.title or "A built scenario"
        summary = scenario.note or ""
        default = DEFAULT_PROCEDURE
    procedure = procedure_get(key=state.procedure or default)
    state = replace(state, procedure=procedure.key)
    answer = resolution.answer_for(
        scenario, procedure, state.choices, procedure_switched=procedure_switched
    )
    if answer.dropped:
        state = state.with_choices(answer.kept)
    return Judging(
        state=state,
        title=title,
        summary=summary,
        example=example,
        scenario=scenario,
        procedure=procedure,
        result=answer.result,
        dropped=answer.dropped,
        notice=answer.notice,
    )


def scenario_types_check(*, data: Mapping[str, Any]) -> None:
    """Refuse (StateError) a scenario whose values have the wrong JSON type for the builder.

    The builder shows an unfinished scenario (missing fields are marked on its
    rows), but a value of the wrong kind (``"players": 5``, a type that is an
    object, a library holding a number) has no field to show it in.
    """
    resolution.scenario_types_check(data)


def scenario_build(*, data: Mapping[str, Any]) -> engine.Scenario:
    """The resolver's Scenario for a dict; StateError lists what is wrong with it."""
    return _scenario_from(data)


#: Scenarios from addresses up to this long are kept built (see :func:`_built`).
KEEP_BUILT_UP_TO = 2_048


def _built(encoded: str) -> engine.Scenario:
    """The scenario an address holds. One from a short address is built once per
    process (the states of one scenario, each choice a new address, share it); a
    long one, which could be large, is built each time, its panels being cached."""
    if len(encoded) <= KEEP_BUILT_UP_TO:
        return _built_short(encoded)
    return _scenario_from(_decoded(encoded))


@lru_cache(maxsize=128)
def _built_short(encoded: str) -> engine.Scenario:
    return _scenario_from(_decoded(encoded))


def _decoded(encoded: str) -> Mapping[str, Any]:
    """A built scenario's JSON, decoded once for the few requests that read it twice
    (weighed, then built); read-only, being shared."""
    return _decoded_text(encoded)[0]


@lru_cache(maxsize=4)
def _decoded_text(encoded: str) -> tuple[Mapping[str, Any], bytes]:
    return decode_scenario_text(encoded)


@lru_cache(maxsize=256)
def built_is_small(*, encoded: str) -> bool:
    """Whether the built scenario of an address is small enough to work out in this
    process (judgeapp.weighing): by its JSON text when that says so, else by its values;
    an address that isn't a scenario counts as small, to be refused at once, here, with
    its message."""
    try:
        data, text = _decoded_text(encoded)
    except StateError:
        return True
    return small_by_text(text) or small_enough(data)


def _scenario_from(data: Mapping[str, Any]) -> engine.Scenario:
    return resolution.scenario_from(data)


def exploration_get(*, judging: Judging) -> engine.Exploration:
    """Every outcome of the judging's scenario under its procedure, with the paths to each
    (worked out once, then kept in the shared cache)."""
    question = f"{judging.state.restart().query()}|{judging.procedure.key}"
    return remembered(
        "explore", question, lambda: resolution.explored(judging.scenario, judging.procedure)
    )[0]


def comparison_get(*, judging: Judging) -> engine.Comparison:
    """The judging's scenario under the 2008 procedure and today's, side by side
    (worked out once, then kept in the shared cache)."""
    question = judging.state.restart().with_procedure("").query()
    return remembered("compare", question, lambda: resolution.compared(judging.scenario))[0]


# ---------------------------------------------------------------- presets


def preset_list() -> list[engine.Preset]:
    return sorted(engine.PRESETS.values(), key=lambda p: p.name.lower())


def preset_search(*, query: str, limit: int = 12) -> list[engine.Preset]:
    """Presets whose card name, key or tags contain every word of ``query``."""
    words = query.lower().split()
    if not words:
        return []
    found = []
    for preset in preset_list():
        haystack = " ".join((preset.name, preset.key, preset.template, *preset.tags)).lower()
        if all(word in haystack for word in words):
            found.append(preset)
    return found[:limit]


def parting_question(
    *,
    judging: Judging,
    procedure: engine.Procedure,
    exploration: engine.Exploration,
    step: int,
) -> engine.Pending | None:
    """The question a side asks at the step where two procedures part, or None.

    The comparison gives the step a side took there; when that side stopped to
    ask instead, this replays its first path up to that step to get the question.
    """
    paths = [path for group in exploration.outcomes for path in group.paths]
    if not paths:
        return None
    path = paths[0]
    for count in range(len(path) + 1):
        result = resolution.answer(judging.scenario, procedure, path[:count])
        if isinstance(result, engine.Pending) and len(result.trace) + 1 == step:
            return result
        if len(result.trace) + 1 > step:
            return None
    return None


#: Paths longer or more numerous than this are shown by their option ids.
MAX_LABELLED_PATHS = 60


def path_labels(*, judging: Judging, paths: tuple[tuple[str, ...], ...]) -> list[list[str]]:
    """Each path's choices as the labels the stepper showed for them (ids past the bound)."""
    labelled = []
    for number, path in enumerate(paths):
        if number >= MAX_LABELLED_PATHS:
            labelled.append(list(path))
            continue
        labels = []
        for count, choice in enumerate(path):
            result = resolution.answer(judging.scenario, judging.procedure, path[:count])
            options = (
                {option.id: option.label for option in result.options}
                if isinstance(result, engine.Pending)
                else {}
            )
            labels.append(options.get(choice, choice))
        labelled.append(labels)
    return labelled


def template_list() -> list[Template]:
    """The general effect templates a judge can describe any card with."""
    return list(TEMPLATES.values())


@dataclass(frozen=True)
class EffectLine:
    """One effect of a scenario as the stepper lists it."""

    id: str
    label: str
    controller: str
    text: str


def scenario_effects(*, judging: Judging) -> list[EffectLine]:
    """The scenario's effects with their card's words, recomputed from their parameters."""
    from judgeapp.stepping import effect_labels, effect_words

    scenario = judging.scenario
    labels = effect_labels(scenario)
    return [
        EffectLine(
            effect.id,
            labels[effect.id],
            effect.controller,
            effect_words(effect=effect, scenario=scenario),
        )
        for effect in scenario.effects
    ]


def choice_words(
    *, scenario: Mapping[str, Any], procedure: str, choices: tuple[str, ...] | list[str]
) -> list[str]:
    """Each choice as the stepper said it: "Bob: Rest in Peace first" (the id when the
    scenario or a choice no longer resolves, so nothing is ever lost)."""
    words = [str(choice) for choice in choices]
    for count, result in enumerate(resolution.answers_along(scenario, procedure, choices)):
        choice = choices[count]
        labels = {option.id: option.label for option in getattr(result, "options", ())}
        if not isinstance(result, engine.Pending) or choice not in labels:
            break
        words[count] = f"{result.chooser}: {labels[choice]}"
    return words


#: A question with more options than this (the 315 creature types of 205.3m) shows the
#: ones that matter in the scenario first and folds the rest away.
MANY_OPTIONS = 12


@dataclass(frozen=True)
class Featured:
    """The options of a long question shown first, and what the others are called."""

    ids: tuple[str, ...]
    other: str
    """The fold holding the others: "Other creature types"."""


def featured_options(*, judging: Judging) -> Featured | None:
    """For a question with many options (a creature type chosen as a permanent enters),
    the ids of those that matter in the scenario, in the question's order: the names an
    object bears (its subtypes) or an effect's parameters use (a filter's type, not the
    answers it offers). None
    when the question has few options (all are shown alike)."""
    result = judging.result
    if not isinstance(result, engine.Pending) or len(result.options) <= MANY_OPTIONS:
        return None
    asked = re.search(r"Choose an? ([a-z ]+)\.$", result.question)
    other = f"Other {asked[1]}s" if asked else "Other options"
    data = judging.scenario.to_dict()
    named: set[str] = set()
    for obj in data.get("objects", ()):
        named.update(str(sub) for sub in obj.get("subtypes", ()))
    for effect in data.get("effects", ()):
        # Not the answers an effect offers (all 315 types): the types it watches for.
        params = effect.get("params", {})
        named.update(_words_in({k: v for k, v in params.items() if k != "options"}))
    ids = tuple(o.id for o in result.options if o.id.partition(":")[2] in named)
    return Featured(ids, other)


#: The most options a search of a long question's fold answers (the rest are one "show
#: all" away): a phone shows about a dozen buttons on a screen.
FOUND_LIMIT = 20
#: The longest text a search of a long question's fold reads (the longest creature type
#: is 15 characters: Assembly-Worker).
FIND_LIMIT = 100


@dataclass(frozen=True)
class Found:
    """The folded options of a long question that a search (or "show all") answers."""

    options: tuple[Any, ...]
    """The options shown, in order: names that begin with the text first."""
    matched: int
    """How many of the folded options match (at most ``len(options)`` are shown)."""
    total: int
    """How many options are folded away."""
    find: str
    """The text searched for ("" when every option was asked for, or none yet)."""
    every: bool = False
    """Every folded option was asked for."""

    @property
    def said(self) -> str:
        """What the search found, in words: "2 of 312 shown." / "None matches …" ("" before
        any search)."""
        if not self.find and not self.every:
            return ""
        if self.find and not self.matched:
            return f"None matches “{self.find}”."
        if len(self.options) < self.matched:
            return (
                f"{len(self.options)} of the {self.matched} that match “{self.find}” shown: "
                "type more of the name."
            )
        return f"{len(self.options)} of {self.total} shown."


def found_options(*, judging: Judging, featured: Featured, find: str, every: bool) -> Found:
    """The folded options (those not featured) whose name holds ``find`` (case and
    spacing aside), those whose name begins with it first, at most :data:`FOUND_LIMIT`
    of them; all of them when ``every``. An option's name is its label without the words
    every option shares ("choose … as the creature type")."""
    result = judging.result
    assert isinstance(result, engine.Pending)
    folded = [o for o in result.options if o.id not in featured.ids]
    text = " ".join(find.split())
    if every:
        return Found(tuple(folded), len(folded), len(folded), "", every=True)
    if not text:
        return Found((), 0, len(folded), "")
    names = option_names([o.label for o in result.options])
    name_of = {o.id: name for o, name in zip(result.options, names, strict=True)}
    wanted = text.casefold()
    first = [o for o in folded if name_of[o.id].startswith(wanted)]
    then = [o for o in folded if wanted in name_of[o.id] and o not in first]
    matched = first + then
    return Found(tuple(matched[:FOUND_LIMIT]), len(matched), len(folded), text)


def option_names(labels: list[str]) -> list[str]:
    """Each label without the words at its start and end that every label shares, folded
    for comparison.

    >>> option_names(["choose Slith as the creature type", "choose Sliver as the creature type"])
    ['slith', 'sliver']
    """
    texts = [" ".join(label.split()) for label in labels]
    if len(texts) < 2:
        return [text.casefold() for text in texts]
    first = texts[0]
    start = _shared(texts)
    end = _shared([text[::-1] for text in texts])
    # A name may itself begin or end as another does ("Sliver", "Slith"): cut at a space.
    start = first.rfind(" ", 0, start + 1) + 1
    space = first.find(" ", len(first) - end) if end else -1
    end = len(first) - space if space >= 0 else 0
    return [text[start : len(text) - end].casefold() for text in texts]


def _shared(texts: list[str]) -> int:
    """How many characters every text begins with."""
    shortest = min(texts, key=len)
    for at, char in enumerate(shortest):
        if any(text[at] != char for text in texts):
            return at
    return len(shortest)


def _words_in(value: Any) -> set[str]:
    """Every string in a parameter value, however deep (lists, filters within filters)."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, Mapping):
        return {w for item in value.values() for w in _words_in(item)}
    if isinstance(value, list | tuple):
        return {w for item in value for w in _words_in(item)}
    return set()
