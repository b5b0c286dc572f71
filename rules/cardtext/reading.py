"""Reading a card's sentences: what a sentence is (:class:`Line`), what it becomes
(:class:`Reading`), the readers of its wordings and the loop that tries them.

Every sentence of a card's text is read whole by one reader or not at all. A sentence with
a wording of replacement, prevention or "can't" that no reader understands is refused
(:class:`~rules.cardtext.phrases.Refuse`); a sentence with none of those wordings (keywords,
triggered and activated abilities that make no such effect) reads as nothing. Nothing is
guessed: a reader that meets a word it doesn't know refuses the sentence.

Each family of wordings has its module of readers (``*_wordings.py``, ``redirections.py``);
each reader registers with :func:`reads`. The first reader whose wording matches a sentence
whole reads it, so the order they register in counts: ``parse.py`` imports their modules in
that order.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rules.engine.vocabulary import KEYWORDS

from .phrases import Refuse

Effect = dict[str, Any]


@dataclass
class Reading:
    """What one sentence became: effects, and notes for the judge."""

    effects: list[Effect] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    left: list[str] = field(default_factory=list)
    """Parts of the sentence not understood (the rest was)."""
    targets: list[dict[str, Any]] = field(default_factory=list)
    """Objects the text names but a scenario must pick (a target creature, the enchanted
    creature): placeholders ``{"id", "name", "types"}`` the effects refer to by id."""


@dataclass
class Line:
    """A sentence with what is known about where it stands on the card."""

    text: str
    """Normalised: the card's name is ``SELF``, no reminder text, no final period."""
    original: str
    resolution: bool
    """Made by a resolving spell or ability (an instant, a sorcery, an activated or
    triggered ability, or "this turn"), so it works wherever its source is (614.12)."""
    spell: bool = False
    ability_word: str = ""


Reader = Callable[[Line, re.Match[str]], Reading]
_READERS: list[tuple[re.Pattern[str], Reader]] = []


def reads(pattern: str) -> Callable[[Reader], Reader]:
    def register(fn: Reader) -> Reader:
        _READERS.append((re.compile(pattern, re.IGNORECASE), fn))
        return fn

    return register


def _origin(line: Line, effect: Effect) -> Effect:
    if line.resolution:
        effect["origin"] = "resolution"
    return effect


_REPLACEMENT_WORDS = re.compile(
    r"\bwould\b|\binstead\b|\bprevent|\bskips?\b|enters? tapped|enters? with|\bas SELF enters\b|"
    r"\bas .{1,40} enters\b|can't (?:gain|lose|win|draw|be prevented|enter|cast|get|have)|"
    r"counters can't|\bregenerate\b|lose all abilities|enter as a copy|"
    r"\bas .{1,40} is turned face up\b|\bdevour\b|as though its source had|"
    r"life totals? can't change|"
    r"\b(?:sunburst|amplify \d|tribute \d|bloodthirst|fading \d|vanishing \d|modular|graft \d|"
    r"unleash|riot)\b",
    re.IGNORECASE,
)


ACTIVATION_COST = re.compile(
    r"\{|^\[?[+-]?(?:\d+|X)\]?$|sacrifice|pay |tap |remove |discard |exile |^return SELF "
    r"|^put a card from your hand ",
    re.IGNORECASE,
)
"""What shows the words before a colon are an activated ability's cost (602.1a): a mana
symbol, a loyalty cost, or an action paid ("Return SELF to its owner's hand", Gossamer
Chains; "Put a card from your hand on top of your library", Hidden Retreat, Penance)."""

#: "Your team" (102.4), and what a reading of it as "you" says.
YOUR_TEAM = re.compile(r"\byour team\b", re.IGNORECASE)
YOUR_TEAM_NOTE = (
    "“your team” read as “you”, as it is in a game that isn't between teams (102.4); in a "
    "team game it covers your teammates too"
)


def _as_you(text: str) -> str:
    """``text`` with "your team" as "you" (and its verb and possessive to match)."""
    text = re.sub(r"\byour team controls\b", "you control", text, flags=re.IGNORECASE)
    text = re.sub(r"\byour team's\b", "your", text, flags=re.IGNORECASE)
    text = re.sub(r"\bYour team\b", "You", text)
    return re.sub(r"\byour team\b", "you", text, flags=re.IGNORECASE)


def _duration(line: Line, text: str) -> tuple[Line, str, bool]:
    """A sentence opening with its duration ("Until end of turn, …", "This turn, …", in a
    resolving spell or ability "Until your next turn, …"): the line and text without it, made
    by a resolving spell or ability, and whether it lasts until your next turn."""
    m = re.match(r"(?:until end of turn|this turn|(until your next turn)), (.+)", text, re.I)
    if not m or (m[1] and not line.resolution):
        return line, text, False
    text = m[2][:1].upper() + m[2][1:]
    return Line(text, line.original, True, line.spell, line.ability_word), text, bool(m[1])


def _until_your_next_turn(line: Line) -> Reading | None:
    """An effect made by a resolving spell or ability that lasts until its controller's next
    turn begins (611.2a: Kiora, the Crashing Wave's and Gideon of the Trials' +1)."""
    inner = read_sentence(line)
    if inner is None:
        return None
    if not inner.effects or inner.left:
        raise Refuse(line.original)
    inner.notes.append("until your next turn: leave the effects out once it begins")
    return inner


def _emblem(line: Line, ability: str) -> Reading | None:
    """ "You get an emblem with "[ability]"" (Ajani Steadfast): the emblem's static ability,
    which works from the command zone for the rest of the game (114.2, 114.4), whatever
    becomes of the card, so made as the ability resolves. Refused when the quoted words name
    the card: on the emblem they would name the emblem."""
    inner = read_sentence(Line(ability, line.original, True, line.spell, line.ability_word))
    if inner is None:
        return None  # no wording of 614-616 (Kiora's Kraken-making emblem)
    if "SELF" in ability or not inner.effects or inner.left:
        raise Refuse(line.original)
    inner.notes.append(
        "an emblem's ability (114.4): it works from the command zone for the rest of the "
        "game, even once the card has left the battlefield"
    )
    return inner


_ONLY_IF: tuple[tuple[re.Pattern[str], Any, Any], ...] = (
    # A resolving ability's effect made only if the optional action before it was taken
    # ("you may have it deal 1 damage … If you do, prevent …").
    (
        re.compile(r"if you do, (.+)", re.IGNORECASE),
        lambda m: m[1],
        lambda m: (
            "only if you did what the sentence before says: leave the effect out when you didn't"
        ),
    ),
    # Screaming Nemesis: made only if the damage was dealt to a player, for that player.
    (
        re.compile(r"if a player is dealt damage this way, they (.+)", re.IGNORECASE),
        lambda m: f"That player {m[1]}",
        lambda m: (
            "only if a player was dealt damage this way, that player: leave the effect "
            "out otherwise"
        ),
    ),
    # A coin flip's result (705): the effect is made only on that result.
    (
        re.compile(r"if you (win|lose) the flip, (.+)", re.IGNORECASE),
        lambda m: m[2],
        lambda m: f"only if you {m[1].lower()} the flip: leave the effect out otherwise",
    ),
)
"""A resolving spell's or ability's sentence whose effect is made only if what it says first
happened: the pattern, the rest of the sentence to read, and the note that says so."""


def _only_if(line: Line, rest: str, note: str) -> Reading:
    """The effect of ``rest``, a sentence of a resolving ability, with ``note``."""
    rest = rest[:1].upper() + rest[1:]
    inner = read_sentence(Line(rest, line.original, True, line.spell, line.ability_word))
    if inner is None or not inner.effects or inner.left:
        raise Refuse(line.original)
    inner.notes.append(note)
    return inner


def read_sentence(line: Line) -> Reading | None:
    """The effects of one sentence, or None when it has no wording of 614-616; raises
    :class:`Refuse` when it has one that isn't understood."""
    text = line.text.strip().rstrip(".").strip()
    line, text, until_next = _duration(line, text)
    if until_next:
        return _until_your_next_turn(line)
    m = re.fullmatch(r'you get an emblem with "(.+?)\.?"', text, re.IGNORECASE)
    if m and line.resolution:
        return _emblem(line, m[1])
    for pattern, rest, note in _ONLY_IF:
        m = pattern.fullmatch(text)
        if m and line.resolution:
            return _only_if(line, rest(m), note(m))
    m = _KICKED.fullmatch(text)
    if m:
        return _kicked(line, m)
    if YOUR_TEAM.search(text):
        # "Your team" is "you" in a game that isn't between teams (102.4).
        mine = Line(_as_you(text), line.original, line.resolution, line.spell, line.ability_word)
        inner = read_sentence(mine)
        if inner is None or not inner.effects or inner.left:
            raise Refuse(line.original)
        inner.notes.append(YOUR_TEAM_NOTE)
        return inner
    m = re.fullmatch(r'(?i:all) (?P<kind>[A-Z][a-z]+s) have "(?P<inner>[^"]+?)\.?"', text)
    if m and not line.resolution:
        return _granted(line, m["kind"], m["inner"])
    refused: Refuse | None = None
    for pattern, reader in _READERS:
        m = pattern.fullmatch(text)
        if m:
            try:
                return reader(line, m)
            except Refuse as exc:
                refused = refused or exc
    if refused is not None or _REPLACEMENT_WORDS.search(text):
        raise Refuse(line.original)
    return None


_KICKED = re.compile(
    r"if SELF was kicked(?: with its (?P<cost>\S+?) kicker)?, (?:it|SELF) "
    r"(?P<rest>enters .+?)(?: and with (?P<extra>\"[^\"]+\"|[a-z ]+))?",
    re.IGNORECASE,
)
"""Kicker's own entering (702.33): "If Kavu Titan was kicked, it enters with three +1/+1
counters on it and with trample"; with its cost, a spell with more than one (702.33f)."""


def _kicked(line: Line, m: re.Match[str]) -> Reading:
    """The entering effects read from the rest, each only if the permanent was kicked (with
    that cost): the condition ``kicked`` on the spell it was, read as it enters (614.12). A
    keyword or an ability it "enters with" is no effect of the format: left out with a note
    (or left unread when the ability is itself one of 614-616's wordings)."""
    inner = read_sentence(Line(f"SELF {m['rest']}", line.original, line.resolution, line.spell))
    if inner is None or not inner.effects or inner.left:
        raise Refuse(line.original)
    kicked: dict[str, Any] = {"kicked": {"object": "this"}}
    if m["cost"]:
        kicked["kicked"]["cost"] = m["cost"].upper()
    for effect in inner.effects:
        params = effect.setdefault("params", {})
        cond = params.get("condition")
        params["condition"] = kicked if cond is None else {"all": [cond, kicked]}
    said = f"if kicked with its {m['cost'].upper()} kicker" if m["cost"] else "if kicked"
    inner.notes.append(
        f"only {said.replace('if', 'if it was', 1)}: set the object's kicked to the kicker "
        "costs paid as it was cast (it enters from the stack)"
    )
    extra = (m["extra"] or "").strip()
    if extra.startswith('"') and has_replacement_words(extra):
        inner.left.append(f"and with {extra} (an ability it then has)")
    elif extra.startswith('"'):
        inner.notes.append(f"{said}, it also has the ability {extra}: left out, no such effect")
    elif extra in KEYWORDS:
        inner.notes.append(
            f"{said}, it also enters with {extra}: left out (no effect gives a keyword); "
            f'list "{extra}" in the object\'s keywords when it was'
        )
    elif extra:
        raise Refuse(line.original)
    return inner


def _granted(line: Line, kind: str, inner_text: str) -> Reading | None:
    """ "All Slivers have '[a static ability]'" (Pulmonic Sliver): each Sliver has the
    ability, so each has an effect of its own, its "this permanent" (``SELF``) being that
    Sliver: the effects read from the quoted ability, with a note to make one for each."""
    inner = read_sentence(Line(inner_text, line.original, False, line.spell, line.ability_word))
    if inner is None:
        return None
    if not inner.effects or inner.left:
        raise Refuse(line.original)
    one = kind[:-1]
    inner.notes.append(
        f"an ability every {one} has: one effect for each {one}, its source set to that {one} "
        f'("this" is the {one} that has it)'
    )
    return inner


def has_replacement_words(text: str) -> bool:
    return bool(_REPLACEMENT_WORDS.search(text))
