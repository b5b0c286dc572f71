"""Keywords whose rules include a replacement effect on the permanent entering (614.1c):
fading, vanishing, modular, graft, bloodthirst, unleash and riot. Each is read as the
sentence its rule says it means, by the readers of that sentence, with a note naming the
rule and what of the keyword is left out: its triggered abilities and its "can't block"
make no replacement or prevention effect.

Sunburst is put in words before the text is read (``normalise``: its counter's kind
depends on whether the object enters as a creature, 702.44a, which its type line says).
Not read, so a card with them is refused, the keyword named as what wasn't understood:
amplify (the cards revealed, 702.38a), tribute (an opponent's choice, 702.104a),
"bloodthirst X" (702.54b). Vanishing without a number (702.63b) has only triggered
abilities: it reads as nothing."""

from __future__ import annotations

import re

from .phrases import Refuse
from .reading import Line, Reading, read_sentence, reads

_KINDS = {"fading": "fade", "vanishing": "time", "modular": "+1/+1", "graft": "+1/+1"}
_RULES = {"fading": "702.32a", "vanishing": "702.63a", "modular": "702.43a", "graft": "702.58a"}
_LEFT_OUT = {
    "fading": "removing a fade counter at each upkeep, or sacrificing it",
    "vanishing": "removing a time counter at each upkeep, and the sacrifice after the last",
    "modular": "moving its +1/+1 counters onto an artifact creature when it dies",
    "graft": "moving a +1/+1 counter onto another creature when that creature enters",
}


def _as(line: Line, sentence: str, note: str) -> Reading:
    """``line`` read as ``sentence`` (what its keyword means), with ``note``; refused unless
    the sentence is read whole."""
    inner = read_sentence(Line(sentence, line.original, False, line.spell, line.ability_word))
    if inner is None or not inner.effects or inner.left:
        raise Refuse(line.original)
    inner.notes.append(note)
    return inner


@reads(r"(?P<kw>fading|vanishing|modular|graft) (?P<n>\d{1,2})")
def _enters_with_counters(line: Line, m: re.Match[str]) -> Reading:
    """Fading N, vanishing N, modular N, graft N: "This permanent enters with N [fade, time,
    +1/+1] counters on it" and a triggered ability or two, left out."""
    kw = m["kw"].lower()
    n = int(m["n"])
    kind = _KINDS[kw]
    note = f"{kw} {n} ({_RULES[kw]}): its triggered abilities ({_LEFT_OUT[kw]}) are left out"
    return _as(line, f"SELF enters with {n} {kind} counters on it", note)


@reads(r"bloodthirst (?P<n>\d{1,2})")
def _bloodthirst(line: Line, m: re.Match[str]) -> Reading:
    """Bloodthirst N (702.54a): "If an opponent was dealt damage this turn, this permanent
    enters with N +1/+1 counters on it"; checked as it enters (614.12)."""
    n = int(m["n"])
    sentence = (
        f"If an opponent was dealt damage this turn, SELF enters with {n} +1/+1 counters on it"
    )
    note = f"bloodthirst {n} (702.54a): the damage dealt to your opponents this turn is asked"
    return _as(line, sentence, note)


@reads(r"(?P<kw>unleash|riot)")
def _may_enter_with_a_counter(line: Line, m: re.Match[str]) -> Reading:
    """Unleash (702.98a) and riot (702.136a): "You may have this permanent enter with an
    additional +1/+1 counter on it"; the choice is its controller's, made as it enters
    (614.12). Unleash's "can't block as long as it has a +1/+1 counter on it" and riot's
    haste when the counter is declined change no replacement or prevention: left out."""
    if m["kw"].lower() == "unleash":
        note = (
            "unleash (702.98a): declining the effect is not putting the counter; "
            "its \u201ccan't block\u201d while it has a +1/+1 counter is left out"
        )
    else:
        note = (
            "riot (702.136a): declining the effect is not putting the counter; "
            "it then has haste, which the format doesn't hold"
        )
    inner = _as(line, "SELF enters with a +1/+1 counter on it", note)
    for effect in inner.effects:
        effect["optional"] = True
    return inner
