"""Study pages' reads and writes: question sets of any scenario, and sessions.

The questions come from ``rules.study`` (which asks the resolver); here they are
found for an address, and a session's progress is kept in the browser's session
(and, for a signed-in player, in :class:`~judgeapp.models.StudyAnswer` rows).
Nothing here decides a rule.

A session, as it lives in ``request.session["study"]``::

    {"label": "APNAP", "size": 5,
     "queue": [keys still to ask, the next first],
     "again": [keys put back in the queue after a miss],
     "results": [[key, answer id, right?, first time?], ...],
     "reveal": [key, answer id, right?] or None}

The browser's record across sessions is ``request.session["study_record"]``:
``{"asked": n, "right": n, "missed": [keys], "mastered": [keys]}``.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, MutableMapping
from dataclasses import dataclass
from typing import Any

from judgeapp import selectors
from judgeapp.caching import remembered
from judgeapp.state import JudgeState, StateError
from rules import inputs, resolution, study

SESSION = "study"
RECORD = "study_record"
SESSION_SIZE = 5
RECORD_LIMIT = 500
"""The most keys the browser's record keeps in each list."""
AGAIN_AFTER = 2
"""A missed question comes back after this many others (or at the end)."""

UNKNOWN_TOPIC = "topic: there is no topic {name!r} (there are: {known})."
BAD_DIFFICULTY = "difficulty: must be 0 (any), 1 (simple), 2 (medium) or 3 (hard)."
UNKNOWN_MODE = "mode: must be “topic”, “path” or “missed”."
NO_QUESTIONS = "There are no questions for this choice: pick another topic or difficulty."
NOTHING_MISSED = "You have missed no question yet: start a session by topic instead."
NO_SESSION = "No study session is under way: start one on the study page."
NOT_ASKED = "question: {key!r} is not the question being asked now."
NO_ANSWER = "answer: choose one of the answers."
UNKNOWN_ANSWER = "answer: {answer!r} is not one of this question's answers."
BAD_NUMBER = "q: must be a question number from 1 to {last}."
BAD_RESULTS = "r: must be one digit (1 right, 0 missed) for each question before question {q}."
CANT_STUDY = "This scenario can't be studied: {detail}"


class StudyInputError(ValueError):
    """A study form or address that can't be used; the message names the field."""


# ---------------------------------------------------------------- what a player is told


@dataclass(frozen=True)
class Brief:
    """A scenario as a study page states it: everything needed to predict, and no ruling.

    An example's title and summary often state the ruling, so the heading is its cards and
    the summary is kept folded away, marked as giving the answer away.
    """

    heading: str
    note: str
    """E.g. "Judge case 3"."""
    players: tuple[str, ...]
    events: tuple[str, ...]
    effects: tuple[Any, ...]
    summary: str
    """The example's own words (or the built scenario's description)."""
    earlier: tuple[str, ...] = ()
    """What the scenario's timeline changed before the events ("Raging Goblin becomes
    blue"): a fact to predict from, not the ruling."""


def _earlier(judging: selectors.Judging) -> tuple[str, ...]:
    """The resolver's words for the happenings of the scenario's timeline (an object's new
    colours, a move, an effect made), which come first in its trace, before any event."""
    if not judging.scenario.timeline:
        return ()
    said = []
    for step in judging.result.trace:
        if step.kind != "note" or step.event_before != "nothing":
            break
        said.append(step.explanation)
    return tuple(said)


def brief_get(*, judging: selectors.Judging) -> Brief:
    example = judging.example
    effects = tuple(selectors.scenario_effects(judging=judging))
    if example is not None:
        heading = " · ".join(example.cards or [e.label for e in effects]) or example.id
        note = f"Judge case {example.judge_case}" if example.judge_case else "An example"
    else:
        heading = judging.title
        note = "A built scenario"
    # Words only: when they can't be said, the set itself reports what is wrong.
    events = resolution.events_in_words(judging.scenario)
    return Brief(
        heading=heading,
        note=note,
        players=tuple(judging.scenario.player_names()),
        events=events,
        effects=effects,
        summary=judging.summary,
        earlier=_earlier(judging),
    )


# ---------------------------------------------------------------- question sets


@dataclass(frozen=True)
class SetView:
    """A scenario's question set as a page shows it."""

    judging: selectors.Judging
    """The scenario from the start (title, summary, effects); its result is not shown."""
    study: study.StudySet
    notice: str = ""
    """What the player is told about choices of the address left out (they didn't fit)."""


def _study_for(state: JudgeState) -> study.StudySet:
    judging = selectors.judging_get(state=state.restart())
    tags = judging.example.tags if judging.example is not None else ()
    try:
        return study.study_set(judging.scenario, judging.procedure.key, state.choices, tags=tags)
    except study.StudyError as error:
        raise StateError(CANT_STUDY.format(detail=error)) from None


def set_get(*, state: JudgeState) -> SetView:
    """The question set of the state's scenario and procedure, along its choices.

    StateError says what in the address is wrong. The questions are worked out once
    per state and kept in the shared cache (bounded in bytes: judgeapp.caching), not
    in the worker.
    """
    judging = selectors.judging_get(state=state)  # fills in the procedure, checks choices
    found, _hit = remembered("study-set", judging.state.query(), lambda: _study_for(judging.state))
    start = selectors.judging_get(state=judging.state.restart())
    return SetView(judging=start, study=found, notice=judging.notice)


@dataclass(frozen=True)
class SetPlace:
    """Where a player is in a question set: which question, what was picked, the score."""

    number: int
    """1-based; one past the last question is the score."""
    question: study.Question | None
    picked: study.Answer | None
    results: str
    """One digit per question before this one: 1 right, 0 missed."""


def set_place(*, view: SetView, query: Mapping[str, str]) -> SetPlace:
    """Read ``q``, ``a`` and ``r`` of a set's address; StudyInputError names a bad one."""
    questions = view.study.questions
    last = len(questions) + 1
    number = inputs.whole_number((query.get("q") or "1").strip())
    if number is None or not 1 <= number <= last:
        raise StudyInputError(BAD_NUMBER.format(last=last))
    results = (query.get("r") or "").strip()
    if len(results) != number - 1 or results.strip("01"):
        raise StudyInputError(BAD_RESULTS.format(q=number))
    question = questions[number - 1] if number < last else None
    picked = None
    answer = (query.get("a") or "").strip()
    if answer and question is not None:
        picked = question.answer(answer)
        if picked is None:
            raise StudyInputError(UNKNOWN_ANSWER.format(answer=answer))
    return SetPlace(number=number, question=question, picked=picked, results=results)


# ---------------------------------------------------------------- sessions


def _new_session(keys: tuple[str, ...], label: str) -> dict[str, Any]:
    return {
        "label": label,
        "size": len(keys),
        "queue": list(keys),
        "again": [],
        "results": [],
        "reveal": None,
    }


def record_get(*, session: Mapping[str, Any], user: Any = None) -> dict[str, Any]:
    """The player's record: from the account when signed in, else from this browser."""
    if user is not None and getattr(user, "is_authenticated", False):
        from judgeapp.models import StudyAnswer

        last: dict[str, bool] = {}
        asked = right = 0
        for key, correct in StudyAnswer.objects.filter(user=user).values_list(
            "question", "correct"
        ):
            asked += 1
            right += bool(correct)
            last[key] = correct
        return {
            "asked": asked,
            "right": right,
            "missed": [k for k, ok in last.items() if not ok],
            "mastered": [k for k, ok in last.items() if ok],
            "account": True,
        }
    record = session.get(RECORD) or {}
    return {
        "asked": int(record.get("asked", 0)),
        "right": int(record.get("right", 0)),
        "missed": list(record.get("missed", [])),
        "mastered": list(record.get("mastered", [])),
        "account": False,
    }


def session_start(
    *,
    session: MutableMapping[str, Any],
    user: Any = None,
    mode: str,
    topic: str = "",
    difficulty: str = "0",
) -> dict[str, Any]:
    """Start a session of SESSION_SIZE questions: by topic and difficulty, the next on the
    newcomers' path, or the ones missed before. StudyInputError names a bad field."""
    if mode == "topic":
        if topic and topic not in study.topics():
            known = ", ".join(study.topics())
            raise StudyInputError(UNKNOWN_TOPIC.format(name=topic, known=known))
        if difficulty not in ("0", "1", "2", "3"):
            raise StudyInputError(BAD_DIFFICULTY)
        level = int(difficulty)
        keys = study.pick(
            topic=topic, difficulty=level, count=SESSION_SIZE, seed=secrets.randbits(32)
        )
        parts = [topic or "Any topic", study.DIFFICULTIES.get(level, "any difficulty")]
        label = " · ".join(parts)
    elif mode == "path":
        done = record_get(session=session, user=user)["mastered"]
        keys = study.next_on_path(done, SESSION_SIZE) or study.newcomer_path()[:SESSION_SIZE]
        label = "Newcomers' path"
    elif mode == "missed":
        missed = record_get(session=session, user=user)["missed"]
        keys = tuple(k for k in missed if _known(k))[:SESSION_SIZE]
        if not keys:
            raise StudyInputError(NOTHING_MISSED)
        label = "Questions you missed"
    else:
        raise StudyInputError(UNKNOWN_MODE)
    if not keys:
        raise StudyInputError(NO_QUESTIONS)
    state = _new_session(tuple(keys), label)
    session[SESSION] = state
    return state


def _known(key: str) -> bool:
    try:
        study.pool_get(key)
    except KeyError:
        return False
    return True


def session_get(*, session: Mapping[str, Any]) -> dict[str, Any] | None:
    state = session.get(SESSION)
    return state if isinstance(state, dict) and "queue" in state else None


def session_answer(
    *, session: MutableMapping[str, Any], user: Any = None, key: str, answer_id: str
) -> bool:
    """Answer the question being asked; a miss comes back later in the session.

    Returns whether the answer was right. StudyInputError when there is no session, the
    question is not the one asked now, or the answer is not one of its answers.
    """
    state = session_get(session=session)
    if state is None:
        raise StudyInputError(NO_SESSION)
    if state["reveal"] is not None or not state["queue"] or state["queue"][0] != key:
        raise StudyInputError(NOT_ASKED.format(key=key))
    if not answer_id:
        raise StudyInputError(NO_ANSWER)
    try:
        entry = study.pool_get(key)
    except KeyError:
        raise StudyInputError(NOT_ASKED.format(key=key)) from None
    picked = entry.question.answer(answer_id)
    if picked is None:
        raise StudyInputError(UNKNOWN_ANSWER.format(answer=answer_id))
    right = picked.correct
    queue = state["queue"][1:]
    first = key not in state["again"]
    if not right and first:
        queue.insert(min(AGAIN_AFTER, len(queue)), key)
        state["again"].append(key)
    state["queue"] = queue
    state["results"].append([key, answer_id, right, first])
    state["reveal"] = [key, answer_id, right]
    session[SESSION] = state
    _record(session=session, user=user, key=key, right=right)
    return right


def _record(*, session: MutableMapping[str, Any], user: Any, key: str, right: bool) -> None:
    record = dict(session.get(RECORD) or {})
    record["asked"] = int(record.get("asked", 0)) + 1
    record["right"] = int(record.get("right", 0)) + int(right)
    missed = [k for k in record.get("missed", []) if k != key]
    mastered = [k for k in record.get("mastered", []) if k != key]
    (mastered if right else missed).append(key)
    record["missed"] = missed[-RECORD_LIMIT:]
    record["mastered"] = mastered[-RECORD_LIMIT:]
    session[RECORD] = record
    if user is not None and getattr(user, "is_authenticated", False):
        from judgeapp.models import StudyAnswer

        StudyAnswer.objects.create(user=user, question=key, correct=right)


def session_next(*, session: MutableMapping[str, Any]) -> None:
    """Leave the revealed answer for the next question (or the score)."""
    state = session_get(session=session)
    if state is None:
        raise StudyInputError(NO_SESSION)
    state["reveal"] = None
    session[SESSION] = state


@dataclass(frozen=True)
class SessionView:
    """What the session page shows now."""

    label: str
    size: int
    asked: int
    """Questions answered so far (asked again ones included)."""
    entry: study.PoolEntry | None
    """The question to ask, or the one just answered when ``revealed``."""
    revealed: study.Answer | None
    """The answer just given (the page shows the resolver's) or None."""
    again: bool
    """Whether ``entry`` is a missed question asked again."""
    finished: bool
    score: int
    """Right the first time."""
    missed: tuple[study.PoolEntry, ...]
    """Missed the first time."""
    recovered: tuple[str, ...]
    """Keys missed the first time and right when asked again."""


def session_view(*, session: Mapping[str, Any]) -> SessionView | None:
    """The session's page, or None when there is none (or its questions no longer exist)."""
    state = session_get(session=session)
    if state is None:
        return None
    try:
        return _session_view(state)
    except (KeyError, IndexError, TypeError, ValueError):
        return None


def _session_view(state: dict[str, Any]) -> SessionView:
    results = state["results"]
    first = [r for r in results if r[3]]
    score = sum(1 for r in first if r[2])
    missed = tuple(study.pool_get(r[0]) for r in first if not r[2] and _known(r[0]))
    recovered = tuple(r[0] for r in results if not r[3] and r[2])
    entry = revealed = None
    again = False
    if state["reveal"] is not None:
        key, answer_id, _ = state["reveal"]
        entry = study.pool_get(key)
        revealed = entry.question.answer(answer_id)
        again = key in state["again"] and not results[-1][3]
    elif state["queue"]:
        key = state["queue"][0]
        entry = study.pool_get(key)
        again = key in state["again"]
    return SessionView(
        label=state["label"],
        size=state["size"],
        asked=len(results),
        entry=entry,
        revealed=revealed,
        again=again,
        finished=entry is None,
        score=score,
        missed=missed,
        recovered=recovered,
    )
