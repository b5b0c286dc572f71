"""What "that creature", "that source" and "it" stand for in a sentence after the one that
names them: the creature whose action made an ability trigger ("Whenever a creature
attacks, … that creature …"), the source a spell has its controller choose ("Choose a
source you control … that source … it …"). Each is read as the phrase it stands for, so
the readers of 614-616's wordings see a source they know.

>>> body, notes = named_by_trigger(
...     "Whenever a creature attacks, flip a coin. If you lose the flip, the next time that "
...     "creature would deal combat damage this turn, prevent that damage.",
...     "Flip a coin. If you lose the flip, the next time that creature would deal combat "
...     "damage this turn, prevent that damage.")
>>> body.split(", ")[1]
'the next time a creature would deal combat damage this turn'
>>> chosen_source("Choose a source you control and flip a coin. If you lose the flip, the "
...     "next time it would deal damage this turn, prevent that damage.").split(", ")[1]
'the next time a source you control of your choice would deal damage this turn'
"""

from __future__ import annotations

import re

_TRIGGER = re.compile(
    r"(?P<head>(?:when|whenever) (?P<who>an? (?:[\w-]+ )*?(?P<noun>creature|permanent|"
    r"artifact|planeswalker|land))(?: you control| an opponent controls)? "
    r"(?:attacks|blocks|becomes blocked|becomes the target of [^,]+|deals [^,]+)), .+",
    re.I | re.S,
)


def named_by_trigger(ability: str, body: str) -> tuple[str, list[str]]:
    """A triggered ability's effect (``body``, of the whole ``ability``) with "that
    creature" read as the creature its trigger names ("a creature"), and a note saying
    that the effect is that one object's; ``body`` as it is, and no note, when the
    trigger names no such object or the effect doesn't refer to it."""
    m = _TRIGGER.fullmatch(ability)
    that = re.compile(rf"\bthat {m['noun']}\b", re.I) if m else None
    if m is None or that is None or not that.search(body):
        return body, []
    noun = m["noun"].lower()
    note = (
        f'"that {noun}": the {noun} that made the ability trigger ("{m["head"]}"); the '
        f"effect is that {noun}'s alone: put its id in the effect's source"
    )
    return that.sub(m["who"].lower(), body), [note]


_CHOOSE = re.compile(
    r"(?P<first>choose (?P<src>a source(?: [^.]*?)?)(?: and [^.]*)?\.\s+)(?P<rest>.+)", re.I | re.S
)


def chosen_source(text: str) -> str:
    """A spell's text with "that source" and "the next time it would" after "Choose a
    source …" read as the source of the player's choice (609.7), which the readers know
    ("a source you control of your choice")."""
    m = _CHOOSE.fullmatch(text)
    if not m:
        return text
    phrase = f"{m['src']} of your choice"
    rest = re.sub(r"\bthat source\b", phrase, m["rest"], flags=re.I)
    rest = re.sub(r"\bthe next time it would\b", f"the next time {phrase} would", rest, flags=re.I)
    return m["first"] + rest


def it_is_this(ability: str, body: str) -> str:
    """A triggered ability's effect with "it" read as the card itself when the trigger names
    no object but the card ("Whenever SELF becomes blocked, prevent all combat damage that
    would be dealt by it this turn": Ignoble Soldier, Goblin Snowman)."""
    if not re.match(
        r"^(?:when|whenever) SELF (?:attacks|blocks|becomes blocked|is turned face up), ",
        ability,
        re.I,
    ):
        return body
    return re.sub(r"\b(dealt (?:to and dealt )?by|dealt to) it\b", r"\1 SELF", body)
