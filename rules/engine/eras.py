"""The words of an era: what the rules before Magic 2010 (2009-07-11) called today's
"battlefield", "exile" and "dies".

Until then a permanent "came into play" and was "in play", a card exiled was "removed
from the game", and a creature put into a graveyard from play did not "die" (the word
came with Magic 2012: rule 700.6 of 2011-06-17; from 2009-07-11 until then a creature
was "put into a graveyard from the battlefield"), and a spell was "played", not "cast"
(Magic 2010). Under a procedure of that time, every question, step and outcome
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
    (r"\bexiles ([^;,.()]+?) from (\S+ graveyard)\b", r"removes \1 in \2 from the game"),
    (r"\bexile ([^;,.()]+?) from (\S+ graveyard)\b", r"remove \1 in \2 from the game"),
    (r"\bdo you exile\?", "do you remove from the game?"),
    (r"\bis exiled\b", "is removed from the game"),
    (r"\bare exiled\b", "are removed from the game"),
    (r"\bexiled\b", "removed from the game"),
    (r"\bin exile\b", "removed from the game"),
    (r"\bexile (it|them|that card|this card)\b", r"remove \1 from the game"),
    (r"\b(was|wasn't|were|weren't|is|isn't|been|being) cast\b", r"\1 played"),
    (r"\bcasts\b", "plays"),
    (r"\bcasting\b", "playing"),
    (r"\bcast\b", "play"),
)


def _dying(place: str) -> tuple[tuple[str, str], ...]:
    """The words for "dies" before the term came (700.6 of 2011-06-17): a creature is put
    into a graveyard from ``place``."""
    return (
        (r"\bwould die\b", f"would be put into a graveyard from {place}"),
        (r"\bdoesn't die\b", f"isn't put into a graveyard from {place}"),
        (r"\bnever dies\b", f"is never put into a graveyard from {place}"),
        (r"\bdies\b", f"is put into a graveyard from {place}"),
        (r"\bits dying\b", f"its being put into a graveyard from {place}"),
    )


_COMPILED = tuple((re.compile(p), r) for p, r in (*_dying("play"), *_PHRASES))
_COMPILED_DYING = tuple((re.compile(p), r) for p, r in _dying("the battlefield"))


def old_words(text: str) -> str:
    """``text`` in the words of the rules before 2009-07-11."""
    for pattern, words in _COMPILED:
        text = pattern.sub(words, text)
    return text


def no_dying_words(text: str) -> str:
    """``text`` in the words of the releases from 2009-07-11 until "dies" was defined
    (2011-06-17): a creature is put into a graveyard from the battlefield.

    >>> no_dying_words("If this creature would die, it is exiled instead")
    'If this creature would be put into a graveyard from the battlefield, it is exiled instead'
    """
    for pattern, words in _COMPILED_DYING:
        text = pattern.sub(words, text)
    return text


def uses_old_words(proc: Procedure) -> bool:
    """Whether ``proc`` is a release that still said "in play" (before 2009-07-11)."""
    return proc.battlefield_word == "in play"


def words_for(proc: Procedure) -> Callable[[str], str]:
    """The function that puts a text in ``proc``'s words."""
    if uses_old_words(proc):
        return old_words
    return _same if proc.dies_is_a_word else no_dying_words


def _same(text: str) -> str:
    return text


def says_as_is(say: Callable[[str], str]) -> bool:
    """Whether ``say`` (from :func:`words_for`) leaves every text as it is."""
    return say is _same


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
