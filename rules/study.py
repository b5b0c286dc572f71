"""Study: questions that ask a player to predict the ruling before it is shown.

Pure Python over the resolver's public API (``rules.engine``): no Django. A
scenario under one procedure becomes a :class:`StudySet`: it follows one
choice path (the choices given, then the first option at every later choice)
and, at every point where the rules require a choice or force a step, asks

- who chooses here (``chooser``),
- which effect applies next, or whether any of several may (``order``),
- what the event becomes (``event``),

and at the end, what finally happens (``outcome``).

Every right answer is what the resolver answers on that path. Every wrong
answer is another of the resolver's answers that a player confuses it with:
the result of another order, the other era's answer (2008-02-01 against
2025-09-19), the result if an effect did not apply, the player who doesn't
choose. Nothing is typed by hand.

>>> from rules.engine import get_example
>>> s = study_set(get_example("case-02").scenario, "2025-09-19")
>>> [q.kind for q in s.questions]
['chooser', 'order', 'event', 'outcome']
>>> s.questions[0].right.text
'Alice'
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import zip_longest
from typing import Any

from rules.engine import (
    PRESETS,
    ChoiceError,
    Done,
    ExplorationLimitError,
    Pending,
    Scenario,
    ScenarioError,
    Step,
    describe_events,
    effect_labels,
    explore,
    get_procedure,
    load_examples,
    resolve,
)

ERAS = ("2008-02-01", "2025-09-19")
"""The two procedures the app offers; each is the other's "other era"."""

MAX_PATH = 200
"""The most choices a studied path may take (a bound; real scenarios take a few)."""
MAX_QUESTIONS = 14
"""The most questions one study set asks (the last is always the outcome)."""
MAX_WRONG = 4
"""The most wrong answers offered with one question."""

KINDS = ("chooser", "order", "event", "outcome")

# Where a wrong answer comes from.
FROM_RESOLVER = "the resolver's answer"
OTHER_PLAYER = "the player who doesn't choose"
OTHER_ORDER = "what another order gives"
OTHER_ERA = "the other era's answer"
NOT_APPLYING = "an effect that doesn't apply here"
NO_EFFECT = "as if the effect did not apply"
NONE_APPLIES = "as if no effect applied here"
ANY_ORDER = "as if a player could choose"
NO_TIMELINE = "as if the earlier happenings had not happened"

DIFFICULTIES = {1: "simple", 2: "medium", 3: "hard"}

TOPICS: dict[str, dict[str, tuple[str, ...]]] = {
    # topic: the example tags that name it, and the rules whose citation shows it.
    "self-replacement": {"tags": ("self-replacement",), "rules": ("616.1a", "614.15")},
    "control": {"tags": ("control",), "rules": ("616.1b",)},
    "copy": {"tags": ("copy",), "rules": ("616.1c",)},
    "prevention shields": {
        "tags": ("prevention", "shield", "can't be prevented"),
        "rules": ("615.7", "419.7b"),
    },
    "redirection": {"tags": ("redirection",), "rules": ("614.9", "419.6c")},
    "APNAP": {"tags": ("APNAP",), "rules": ("101.4", "103.4")},
    "2008 vs today": {"tags": ("2008 vs today", "compare"), "rules": ()},
}
"""The topics a session can be picked by."""


@dataclass(frozen=True)
class Answer:
    """One answer offered to a question."""

    id: str
    """Stable id (from the value), what a form sends back."""
    text: str
    """The words shown."""
    value: str
    """What it means: a player's name, ``effect:<id>``, ``any:<id>,<id>``, ``none``, or an
    event or outcome in words."""
    correct: bool
    source: str
    """Where it comes from: the resolver's answer, or which confusion it stands for."""


@dataclass(frozen=True)
class Question:
    """One question: what to predict, the answers offered, and what the resolver says."""

    number: int
    """1-based place in its set."""
    kind: str
    """``chooser``, ``order``, ``event`` or ``outcome``."""
    prompt: str
    context: tuple[str, ...]
    """What the player knows at this point: the event as it stands, what was chosen."""
    answers: tuple[Answer, ...]
    rules: tuple[str, ...]
    """The rules that decide it, in the set's procedure."""
    explanation: str
    """The resolver's explanation of the step, shown once answered."""
    choices: tuple[str, ...]
    """The choices made on the path before this question."""
    step: int | None
    """The trace step the question reveals (None for the chooser of a choice)."""
    difficulty: int
    """1 simple, 2 medium, 3 hard."""
    topics: tuple[str, ...]
    eras_differ: bool
    """Whether the other era answers this question differently."""

    @property
    def right(self) -> Answer:
        return next(a for a in self.answers if a.correct)

    def answer(self, answer_id: str) -> Answer | None:
        return next((a for a in self.answers if a.id == answer_id), None)

    @property
    def difficulty_name(self) -> str:
        return DIFFICULTIES[self.difficulty]


@dataclass(frozen=True)
class StudySet:
    """The questions of one scenario under one procedure, along one choice path."""

    procedure: str
    path: tuple[str, ...]
    """Every choice the studied path takes."""
    questions: tuple[Question, ...]
    outcome: str
    trace: tuple[Step, ...]
    topics: tuple[str, ...]

    @property
    def difficulty(self) -> int:
        return max((q.difficulty for q in self.questions), default=1)


class StudyError(ValueError):
    """A scenario that can't be studied (its choices don't fit, or it has too many paths)."""


# ---------------------------------------------------------------- helpers


def other_era(procedure: str) -> str:
    """The procedure a player confuses ``procedure`` with: 2008's for today's and back."""
    return ERAS[0] if procedure != ERAS[0] else ERAS[1]


def _answer_id(value: str) -> str:
    return "a" + hashlib.sha1(value.encode("utf-8")).hexdigest()[:8]


def effect_label(scenario: Scenario, effect_id: str) -> str:
    """An effect's name as the resolver writes it in its options: its label, its card, its
    source or its id, told apart from other effects of the same name ("Blood Scrivener
    #2"); the name it would have alone when the scenario can't be compiled."""
    try:
        told_apart = effect_labels(scenario)
    except ScenarioError:
        told_apart = {}
    if effect_id in told_apart:
        return told_apart[effect_id]
    try:
        spec = scenario.effect(effect_id)
    except (KeyError, ValueError, ScenarioError):
        return effect_id
    if spec.label:
        return spec.label
    preset = PRESETS.get(spec.preset) if spec.preset else None
    if preset is not None:
        return preset.name
    if spec.source:
        try:
            return scenario.object(spec.source).name
        except (KeyError, ValueError, ScenarioError):
            pass
    return spec.id


def _effect_ids(scenario: Scenario) -> tuple[str, ...]:
    return tuple(e.id for e in scenario.effects or ())


def _applied_effect(option_id: str) -> str | None:
    """The effect an ``apply:<effect>`` option applies, or None for another kind of choice."""
    kind, _, rest = option_id.partition(":")
    return rest if kind == "apply" and rest else None


def _resolve(scenario: Scenario, procedure: str, choices: Sequence[str]) -> Pending | Done | None:
    """The resolver's answer, or None when these choices don't fit that procedure."""
    try:
        return resolve(scenario, procedure, tuple(choices))
    except (ChoiceError, ScenarioError):
        return None


def _step(result: Pending | Done | None, number: int) -> Step | None:
    if result is None or len(result.trace) < number:
        return None
    return result.trace[number - 1]


def _shuffled(answers: list[Answer]) -> tuple[Answer, ...]:
    """A fixed order that doesn't give the right answer away: by the answers' ids."""
    return tuple(sorted(answers, key=lambda a: a.id))


def _build(right: tuple[str, str], wrongs: Iterable[tuple[str, str, str]]) -> tuple[Answer, ...]:
    """The answers: the right one (value, text) and up to MAX_WRONG distinct wrong ones.

    A wrong one whose value equals the right one's, or another wrong one's, is dropped;
    the first of each source is kept before a second of any source.
    """
    value, text = right
    seen = {value}
    firsts: list[Answer] = []
    rest: list[Answer] = []
    sources: set[str] = set()
    for w_value, w_text, source in wrongs:
        if w_value in seen:
            continue
        seen.add(w_value)
        answer = Answer(_answer_id(w_value), w_text, w_value, False, source)
        (rest if source in sources else firsts).append(answer)
        sources.add(source)
    wrong = (firsts + rest)[:MAX_WRONG]
    return _shuffled([Answer(_answer_id(value), text, value, True, FROM_RESOLVER), *wrong])


def _topics(rules: Iterable[str], tags: Iterable[str], eras_differ: bool) -> tuple[str, ...]:
    rules = tuple(rules)
    tag_set = {t.lower() for t in tags}
    found = []
    for topic, marks in TOPICS.items():
        by_tag = any(t.lower() in tag_set for t in marks["tags"])
        by_rule = any(r == m or r.startswith(m + ".") for r in rules for m in marks["rules"])
        if by_tag or by_rule or (topic == "2008 vs today" and eras_differ):
            found.append(topic)
    return tuple(found)


def _difficulty(kind: str, scenario: Scenario, eras_differ: bool, answers: int) -> int:
    """1 simple, 2 medium, 3 hard: harder with more effects to order, more events at once,
    an answer that changed between the eras, or many answers to tell apart."""
    effects = len(scenario.effects or ())
    level = 1
    if kind in ("order", "outcome") and effects >= 2:
        level += 1
    if effects >= 3 or len(scenario.events or ()) >= 2:
        level += 1
    if eras_differ or answers >= 5:
        level += 1
    return min(3, level)


# ---------------------------------------------------------------- the walk


def study_path(
    scenario: Scenario, procedure: str, choices: Sequence[str] = ()
) -> tuple[tuple[str, ...], Done]:
    """The choice path studied: ``choices``, then the first option at each later choice."""
    path = list(choices)
    try:
        result = resolve(scenario, procedure, tuple(path))
        while isinstance(result, Pending):
            if len(path) >= MAX_PATH:
                raise StudyError(f"the scenario takes more than {MAX_PATH} choices")
            path.append(result.options[0].id)
            result = resolve(scenario, procedure, tuple(path))
    except ChoiceError as error:
        raise StudyError(f"the choices don't fit this scenario: {error}") from None
    return tuple(path), result


def _order_value(result: Pending | Done | None, number: int) -> str | None:
    """What applies at trace step ``number``: ``effect:<id>`` if one applied without a
    choice, ``any:<ids>`` if the chooser picks among several, None if neither."""
    step = _step(result, number)
    if step is not None:
        if step.kind == "forced" and step.effect_id:
            return f"effect:{step.effect_id}"
        return None
    if isinstance(result, Pending) and len(result.trace) == number - 1:
        ids = [_applied_effect(o.id) for o in result.options]
        if all(ids):
            if len(ids) == 1:
                return f"effect:{ids[0]}"
            return "any:" + ",".join(sorted(i for i in ids if i))
    return None


def _any_text(scenario: Scenario, chooser: str, ids: Sequence[str]) -> str:
    names = [effect_label(scenario, i) for i in ids]
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]
    return f"Any of them may go first: {chooser} chooses ({listed})"


def _order_text(scenario: Scenario, value: str, chooser: str) -> str:
    if value.startswith("effect:"):
        return f"{effect_label(scenario, value[7:])} applies next; nobody chooses"
    if value.startswith("any:"):
        return _any_text(scenario, chooser, value[4:].split(","))
    return "No effect applies to this event"


def study_set(
    scenario: Scenario | Mapping[str, Any],
    procedure: str,
    choices: Sequence[str] = (),
    *,
    tags: Iterable[str] = (),
    max_questions: int = MAX_QUESTIONS,
) -> StudySet:
    """The questions of ``scenario`` under ``procedure`` along the path from ``choices``.

    Raises :class:`StudyError` when the choices don't fit or the scenario has too many
    paths to list its outcomes; :class:`ScenarioError` when the scenario is not valid.
    """
    sc = scenario if isinstance(scenario, Scenario) else Scenario.from_dict(scenario)
    proc = get_procedure(procedure).key
    other = other_era(proc)
    tags = tuple(tags)
    path, done = study_path(sc, proc, choices)
    players = sc.player_names()
    effects = _effect_ids(sc)
    drafts: list[dict[str, Any]] = []

    made = 0  # choices made before the step being studied
    chosen: list[str] = []
    for step in done.trace:
        if len(drafts) >= max_questions:
            break  # no more is asked: don't work out the rest
        prefix = path[:made]
        if step.kind == "choice":
            pending = _resolve(sc, proc, prefix)
            assert isinstance(pending, Pending)
            drafts.extend(_choice_questions(sc, proc, other, pending, step, prefix, players))
            chosen.append(f"{step.chooser} chose: {_chosen_label(sc, proc, prefix, step)}.")
            made += 1
        elif step.kind == "forced" and step.effect_id:
            drafts.append(_forced_order_question(sc, proc, other, step, prefix, effects))
        if step.kind in ("choice", "forced", "applied"):
            event = _event_question(sc, proc, other, step, path[:made], prefix)
            if event is not None:
                drafts.append(event)
    outcome = _outcome_question(sc, proc, other, done, path, chosen)
    if len(drafts) >= max_questions:
        drafts = drafts[: max_questions - (1 if outcome else 0)]
    if outcome is not None:
        drafts.append(outcome)

    questions = []
    for number, d in enumerate(drafts, start=1):
        answers = d["answers"]
        questions.append(
            Question(
                number=number,
                kind=d["kind"],
                prompt=d["prompt"],
                context=tuple(d["context"]),
                answers=answers,
                rules=tuple(d["rules"]),
                explanation=d["explanation"],
                choices=tuple(d["choices"]),
                step=d["step"],
                difficulty=_difficulty(d["kind"], sc, d["eras_differ"], len(answers)),
                topics=_topics(d["rules"], tags, d["eras_differ"]),
                eras_differ=d["eras_differ"],
            )
        )
    all_rules = [r for s in done.trace for r in s.rules]
    differ = any(q.eras_differ for q in questions)
    return StudySet(
        procedure=proc,
        path=path,
        questions=tuple(questions),
        outcome=done.outcome.text,
        trace=done.trace,
        topics=_topics(all_rules, tags, differ),
    )


def _choice_questions(
    sc: Scenario,
    proc: str,
    other: str,
    pending: Pending,
    step: Step,
    prefix: tuple[str, ...],
    players: tuple[str, ...],
) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    first = pending.options[0]
    why = first.why or first.explanation
    ids = [_applied_effect(o.id) for o in pending.options]
    names = [
        effect_label(sc, i) if i else o.label for i, o in zip(ids, pending.options, strict=True)
    ]
    context = [f"The event: {pending.event_text}", "Effects that could apply: " + ", ".join(names)]
    if len(players) >= 2:
        other_result = _resolve(sc, other, prefix)
        other_chooser = other_result.chooser if isinstance(other_result, Pending) else None
        wrongs = [
            (p, p, OTHER_ERA if p == other_chooser else OTHER_PLAYER)
            for p in players
            if p != pending.chooser
        ]
        out.append(
            {
                "kind": "chooser",
                "prompt": "Who chooses here?",
                "context": context,
                "answers": _build((pending.chooser, pending.chooser), wrongs),
                "rules": pending.rules,
                "explanation": why,
                "choices": prefix,
                "step": None,
                "eras_differ": other_chooser is not None and other_chooser != pending.chooser,
            }
        )
    if all(ids):
        right = _order_value(pending, step.number) or ""
        other_value = _order_value(_resolve(sc, other, prefix), step.number)
        considered = [i for i in ids if i] + [e.effect_id for e in pending.excluded]
        wrongs = []
        if other_value and other_value != right:
            wrongs.append((other_value, _order_text(sc, other_value, pending.chooser), OTHER_ERA))
        for e in pending.excluded:
            v = f"effect:{e.effect_id}"
            wrongs.append((v, _order_text(sc, v, pending.chooser), NOT_APPLYING))
        if pending.excluded:
            v = "any:" + ",".join(sorted(considered))
            wrongs.append((v, _order_text(sc, v, pending.chooser), NOT_APPLYING))
        for i in ids:
            v = f"effect:{i}"
            wrongs.append((v, _order_text(sc, v, pending.chooser), OTHER_ORDER))
        wrongs.append(("none", _order_text(sc, "none", pending.chooser), NONE_APPLIES))
        reasons = [f"{e.label}: {e.reason}" for e in pending.excluded]
        out.append(
            {
                "kind": "order",
                "prompt": "Which effect applies next, or may a player choose?",
                "context": context,
                "answers": _build((right, _order_text(sc, right, pending.chooser)), wrongs),
                "rules": tuple(dict.fromkeys((*pending.rules, *first.rules))),
                "explanation": " ".join([why, *reasons]).strip(),
                "choices": prefix,
                "step": None,
                "eras_differ": other_value is not None and other_value != right,
            }
        )
    return out


def _forced_order_question(
    sc: Scenario,
    proc: str,
    other: str,
    step: Step,
    prefix: tuple[str, ...],
    effects: tuple[str, ...],
) -> dict[str, Any]:
    chooser = step.chooser or ""
    right = f"effect:{step.effect_id}"
    other_value = _order_value(_resolve(sc, other, prefix), step.number)
    wrongs: list[tuple[str, str, str]] = []
    if other_value and other_value != right:
        wrongs.append((other_value, _order_text(sc, other_value, chooser), OTHER_ERA))
    others = [e for e in effects if e != step.effect_id]
    for e in others:
        v = f"effect:{e}"
        wrongs.append((v, _order_text(sc, v, chooser), NOT_APPLYING))
    if others:
        v = "any:" + ",".join(sorted([step.effect_id or "", others[0]]))
        wrongs.append((v, _order_text(sc, v, chooser), ANY_ORDER))
    wrongs.append(("none", _order_text(sc, "none", chooser), NONE_APPLIES))
    return {
        "kind": "order",
        "prompt": "Which effect applies next, or may a player choose?",
        "context": [f"The event: {step.event_before}"],
        "answers": _build((right, _order_text(sc, right, chooser)), wrongs),
        "rules": step.rules,
        "explanation": step.explanation,
        "choices": prefix,
        "step": step.number,
        "eras_differ": other_value is not None and other_value != right,
    }


def _event_question(
    sc: Scenario,
    proc: str,
    other: str,
    step: Step,
    through: tuple[str, ...],
    prefix: tuple[str, ...],
) -> dict[str, Any] | None:
    right = step.event_after
    wrongs: list[tuple[str, str, str]] = []
    if step.kind == "choice":
        pending = _resolve(sc, proc, prefix)
        if isinstance(pending, Pending):
            for option in pending.options:
                if option.id == step.chosen:
                    continue
                alt = _step(_resolve(sc, proc, (*prefix, option.id)), step.number)
                if alt is not None:
                    wrongs.append((alt.event_after, alt.event_after, OTHER_ORDER))
    other_step = _step(_resolve(sc, other, through), step.number)
    other_after = other_step.event_after if other_step is not None else None
    if other_after:
        wrongs.append((other_after, other_after, OTHER_ERA))
    wrongs.append((step.event_before, step.event_before, NO_EFFECT))
    wrongs = [w for w in wrongs if w[0] != right]
    if not wrongs:
        return None
    if step.kind == "choice":
        did = f"{step.chooser} chose: {_chosen_label(sc, proc, prefix, step)}."
    elif step.effect_id:
        did = f"{effect_label(sc, step.effect_id)} applies."
    else:
        did = "An effect applies."
    return {
        "kind": "event",
        "prompt": "What does the event become?",
        "context": [f"The event: {step.event_before}", did],
        "answers": _build((right, right), wrongs),
        "rules": step.rules,
        "explanation": step.explanation,
        "choices": through,
        "step": step.number,
        "eras_differ": other_after is not None and other_after != right,
    }


def _chosen_label(sc: Scenario, proc: str, prefix: tuple[str, ...], step: Step) -> str:
    pending = _resolve(sc, proc, prefix)
    if isinstance(pending, Pending):
        for option in pending.options:
            if option.id == step.chosen:
                return option.label
    return step.chosen or ""


def _without(sc: Scenario, effect_id: str) -> Scenario | None:
    data = sc.to_dict()
    data["effects"] = [e for e in data.get("effects", []) if e.get("id") != effect_id]
    try:
        return Scenario.from_dict(data)
    except ScenarioError:
        return None


def _outcomes(sc: Scenario, procedure: str) -> list[str]:
    try:
        return [g.outcome.text for g in explore(sc, procedure, max_states=2_000).outcomes]
    except (ExplorationLimitError, ScenarioError):
        return []


def _outcome_question(
    sc: Scenario, proc: str, other: str, done: Done, path: tuple[str, ...], chosen: list[str]
) -> dict[str, Any] | None:
    right = done.outcome.text
    others_here = [t for t in _outcomes(sc, proc) if t != right]
    others_then = [t for t in _outcomes(sc, other) if t != right]
    missing: list[str] = []
    for effect_id in _effect_ids(sc):
        smaller = _without(sc, effect_id)
        if smaller is not None:
            missing.extend(t for t in _outcomes(smaller, proc)[:1] if t != right)
    if sc.timeline:
        data = sc.to_dict()
        data.pop("timeline", None)
        try:
            earlier = [t for t in _outcomes(Scenario.from_dict(data), proc) if t != right]
        except ScenarioError:
            earlier = []
    else:
        earlier = []
    wrongs: list[tuple[str, str, str]] = []
    # Interleave the sources so each kind of confusion is offered.
    sources = (OTHER_ORDER, OTHER_ERA, NO_EFFECT, NO_TIMELINE)
    for group in zip_longest(others_here, others_then, missing, earlier, fillvalue=""):
        for text, source in zip(group, sources, strict=True):
            if text:
                wrongs.append((text, text, source))
    if not [w for w in wrongs if w[0] != right]:
        return None
    last = done.trace[-1] if done.trace else None
    return {
        "kind": "outcome",
        "prompt": "What finally happens?",
        "context": [
            "The events: " + "; ".join(describe_events(sc)),
            *(chosen or ["No player had a choice to make."]),
        ],
        "answers": _build((right, right), wrongs),
        "rules": last.rules if last else (),
        "explanation": last.explanation if last else right,
        "choices": path,
        "step": last.number if last else None,
        "eras_differ": bool(others_then) and right not in _outcomes(sc, other),
    }


# ---------------------------------------------------------------- the library's pool


@dataclass(frozen=True)
class PoolEntry:
    """One question of the examples library, with where it comes from."""

    key: str
    """``<example id>~<procedure>~<number>``: stable while the examples are."""
    example: str
    title: str
    procedure: str
    question: Question


def question_key(example_id: str, procedure: str, number: int) -> str:
    return f"{example_id}~{procedure}~{number}"


def parse_key(key: str) -> tuple[str, str, int]:
    """``(example id, procedure, number)`` of a pool key; ValueError if it isn't one."""
    example, procedure, number = key.split("~")
    return example, procedure, int(number)


@cache
def example_set(example_id: str, procedure: str) -> StudySet:
    """The study set of a library example under one procedure (computed once)."""
    for example in load_examples():
        if example.id == example_id:
            return study_set(example.scenario, procedure, tags=example.tags)
    raise KeyError(f"no example {example_id!r}")


@cache
def pool() -> tuple[PoolEntry, ...]:
    """Every question of every example under both eras."""
    entries: list[PoolEntry] = []
    for example in load_examples():
        for procedure in ERAS:
            try:
                s = example_set(example.id, procedure)
            except StudyError:
                continue
            entries.extend(
                PoolEntry(
                    question_key(example.id, procedure, q.number),
                    example.id,
                    example.title,
                    procedure,
                    q,
                )
                for q in s.questions
            )
    return tuple(entries)


def pool_get(key: str) -> PoolEntry:
    """The pool's entry for ``key``; KeyError naming it if there is none."""
    try:
        example, procedure, number = parse_key(key)
        s = example_set(example, procedure)
        q = s.questions[number - 1]
        title = next(e.title for e in load_examples() if e.id == example)
    except (ValueError, KeyError, IndexError, StudyError):
        raise KeyError(f"no question {key!r}") from None
    return PoolEntry(key, example, title, procedure, q)


def topics() -> tuple[str, ...]:
    return tuple(TOPICS)


def pick(
    *,
    topic: str = "",
    difficulty: int = 0,
    count: int = 5,
    seed: int = 0,
    exclude: Iterable[str] = (),
) -> tuple[str, ...]:
    """Keys of ``count`` pool questions on ``topic`` at ``difficulty`` (0: any), from as many
    examples as possible, in a random order fixed by ``seed``; easiest first."""
    skip = set(exclude)
    found = [
        e
        for e in pool()
        if e.key not in skip
        and (not topic or topic in e.question.topics)
        and (not difficulty or e.question.difficulty == difficulty)
    ]
    rng = random.Random(seed)
    rng.shuffle(found)
    chosen: list[PoolEntry] = []
    used: set[str] = set()
    for entry in found:  # one question an example first
        if len(chosen) < count and entry.example not in used:
            chosen.append(entry)
            used.add(entry.example)
    for entry in found:
        if len(chosen) < count and entry not in chosen:
            chosen.append(entry)
    chosen.sort(key=lambda e: e.question.difficulty)
    return tuple(e.key for e in chosen)


@cache
def newcomer_path() -> tuple[str, ...]:
    """The first path: one question of each example, ordered from simple to hard.

    For each example (today's rules) the question kept is its first order question,
    or else its first question; the path orders them by difficulty, then by how many
    effects and events the scenario has, then as the library lists them.
    """
    keyed = []
    for index, example in enumerate(load_examples()):
        try:
            s = example_set(example.id, ERAS[1])
        except StudyError:
            continue
        if not s.questions:
            continue
        q = next((q for q in s.questions if q.kind == "order"), s.questions[0])
        size = len(example.scenario.effects or ()) + len(example.scenario.events or ())
        keyed.append(((q.difficulty, size, index), question_key(example.id, ERAS[1], q.number)))
    return tuple(key for _, key in sorted(keyed))


def next_on_path(done: Iterable[str], count: int = 5) -> tuple[str, ...]:
    """The next ``count`` questions of the newcomer path not yet answered right."""
    skip = set(done)
    return tuple(k for k in newcomer_path() if k not in skip)[:count]
