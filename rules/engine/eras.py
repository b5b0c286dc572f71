"""The words of an era: what the rules before Magic 2010 (2009-07-11) called today's
"battlefield", "exile" and "dies".

Until then a permanent "came into play" and was "in play", a card exiled was "removed
from the game", and a creature put into a graveyard from play did not "die" (the word
came with Magic 2012). Under a procedure of that time, every question, step and outcome
is written in those words; what happens is the same, and outcomes compare by their facts
(:attr:`~rules.engine.results.Outcome.facts`), not by their words.

>>> old_words("Grizzly Bears would enter the battlefield tapped; Rusted Sentinel is exiled")
'Grizzly Bears would come into play tapped; Rusted Sentinel is removed from the game'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import TypeVar

from .procedures import Procedure
from .results import Excluded, Option, Outcome, Step

T = TypeVar("T")

_PHRASES: tuple[tuple[str, str], ...] = (
    (r"\bcreates (an?|\d+) ([A-Z][^;,.()]*? tokens?)\b", r"puts \1 \2 into play"),
    (r"\bcreate (an?|\d+) ([A-Z][^;,.()]*? tokens?)\b", r"put \1 \2 into play"),
    (r"\benters the battlefield\b", "comes into play"),
    (r"\benter the battlefield\b", "come into play"),
    (r"\bentering the battlefield\b", "coming into play"),
    (r"\bentered the battlefield\b", "came into play"),
    (r"\bonto the battlefield\b", "into play"),
    (r"\bon the battlefield\b", "in play"),
    (r"\bthe battlefield\b", "play"),
    (r"\benters\b", "comes into play"),
    (r"\benter\b", "come into play"),
    (r"\bentering\b", "coming into play"),
    (r"\bentered\b", "came into play"),
    (r"\bis exiled\b", "is removed from the game"),
    (r"\bare exiled\b", "are removed from the game"),
    (r"\bexiled\b", "removed from the game"),
    (r"\bin exile\b", "removed from the game"),
    (r"\bexile (it|them|that card|this card)\b", r"remove \1 from the game"),
    (r"\bwould die\b", "would be put into a graveyard from play"),
    (r"\bdoesn't die\b", "isn't put into a graveyard from play"),
    (r"\bnever dies\b", "is never put into a graveyard from play"),
    (r"\bdies\b", "is put into a graveyard from play"),
    (r"\bits dying\b", "its being put into a graveyard from play"),
)
_COMPILED = tuple((re.compile(p), r) for p, r in _PHRASES)


def old_words(text: str) -> str:
    """``text`` in the words of the rules before 2009-07-11."""
    for pattern, words in _COMPILED:
        text = pattern.sub(words, text)
    return text


def uses_old_words(proc: Procedure) -> bool:
    """Whether ``proc`` is a release that still said "in play" (before 2009-07-11)."""
    return proc.battlefield_word == "in play"


def words_for(proc: Procedure) -> Callable[[str], str]:
    """The function that puts a text in ``proc``'s words."""
    return old_words if uses_old_words(proc) else _same


def _same(text: str) -> str:
    return text


def outcome_in(outcome: Outcome, say: Callable[[str], str]) -> Outcome:
    if say is _same:
        return outcome
    return replace(outcome, text=say(outcome.text), lines=tuple(map(say, outcome.lines)))


def option_in(option: Option, say: Callable[[str], str]) -> Option:
    if say is _same:
        return option
    return replace(
        option,
        label=say(option.label),
        explanation=say(option.explanation),
        why=say(option.why),
        does=say(option.does),
    )


def excluded_in(excluded: Excluded, say: Callable[[str], str]) -> Excluded:
    if say is _same:
        return excluded
    return replace(excluded, label=say(excluded.label), reason=say(excluded.reason))


def step_in(step: Step, say: Callable[[str], str]) -> Step:
    if say is _same:
        return step
    return replace(
        step,
        options=tuple(map(say, step.options)),
        event_before=say(step.event_before),
        event_after=say(step.event_after),
        explanation=say(step.explanation),
    )
