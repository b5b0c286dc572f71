"""Readers of replacements that do something else instead of the event (614.1a): counters
or a destruction instead of damage ("If damage would be dealt to you, put that many
depletion counters on [this] instead"), a card put on top or at the bottom of its owner's
library instead of into a graveyard ("If [this] would die, put it on the bottom of its
owner's library instead"; not shuffled in).

Each reader registers with :func:`rules.cardtext.reading.reads` and answers the same
scenario-format effects as the other readers; importing this module registers them.
"""

from __future__ import annotations

import re
from typing import Any

from .actions import create_action, instead_action
from .phrases import Refuse
from .reading import Effect, Line, Reading, _origin, reads
from .targets import _combat, _target_recipient
from .zone_wordings import _FROM, _GRAVEYARD_OWNER, _card_filter, dying_filter

# Damage -------------------------------------------------------------------------------

_ACTION_START = r",? and (?=(?:put|create|destroy|that player|you) )"


def _damage_instead(line: Line, m: re.Match[str], once: bool) -> Reading:
    r = Reading()
    watch: dict[str, Any] = {"event": "damage"}
    rec = _target_recipient(m["rec"], r)
    if rec is not None:
        watch["recipient"] = rec
    watch.update(_combat(m["combat"]))
    it_ok = rec is not None and "object" in rec and "player" not in rec
    actions = [
        instead_action(part, it_ok=it_ok)
        for part in re.split(_ACTION_START, m["action"], flags=re.I)
    ]
    params: dict[str, Any] = {"watch": watch, "instead": actions}
    eff: Effect = {"template": "instead", "params": params}
    if once:
        params["once"] = True
        eff["origin"] = "resolution"
    r.effects.append(_origin(line, eff))
    return r


@reads(
    r"if (?P<combat>combat |noncombat )?damage would be dealt to (?P<rec>.+?), "
    r"(?P<action>(?!prevent\b).+) instead"
)
def _if_damage_instead(line: Line, m: re.Match[str]) -> Reading:
    """ "If damage would be dealt to you, put that many depletion counters on [this]
    instead" (Force Bubble, Lichenthrope, Phytohydra)."""
    return _damage_instead(line, m, once=False)


@reads(
    r"the next time (?P<combat>combat )?damage would be dealt to (?P<rec>.+?) this turn, "
    r"(?P<action>(?!prevent\b).+) instead"
)
def _next_damage_instead(line: Line, m: re.Match[str]) -> Reading:
    """ "The next time damage would be dealt to target creature this turn, destroy that
    creature instead" (Kill-Suit Cultist): used up once applied."""
    return _damage_instead(line, m, once=True)


@reads(
    r"if (?P<combat>combat |noncombat )?damage would be dealt to (?P<rec>SELF), prevent that "
    r"damage, (?P<actions>.+)"
)
def _prevent_and_act(line: Line, m: re.Match[str]) -> Reading:
    """ "If damage would be dealt to [this], prevent that damage, remove that many +1/+1
    counters from [this], and create that many 1/1 colorless Spirit creature tokens" (615.5):
    "that many" is the damage prevented, and [this] the creature the damage was to."""
    then = []
    for part in re.split(r",? and |, ", m["actions"]):
        mm = re.fullmatch(
            r"remove that many (?P<c>[+-]\d+/[+-]\d+|\w+) counters from SELF", part, re.I
        )
        if mm:
            then.append(
                {
                    "do": "remove_counters",
                    "object": "affected",
                    "counter": mm["c"],
                    "count": "prevented",
                }
            )
        elif re.match(r"create that many ", part, re.I):
            then.append(create_action(part, count="prevented"))
        else:
            raise Refuse(part)
    params: dict[str, Any] = {"amount": "all", "recipient": {"object": {"this": True}}}
    params.update(_combat(m["combat"]))
    params["then"] = then
    return Reading([_origin(line, {"template": "prevent", "params": params})])


# A library's top or bottom --------------------------------------------------------------

_ONTO_LIBRARY = (
    r"(?:put (?:it|SELF|that card|that creature) on (?:the )?(?P<pos>top|bottom) of its "
    r"owner's library instead|instead (?:that card|it) is (?:revealed and )?put on (?:the )?"
    r"(?P<pos2>top|bottom) of (?:that player's|its owner's) library)"
)


def _onto_library(line: Line, watch: dict[str, Any], position: str) -> Effect:
    action = {"do": "move", "to": "library", "position": position}
    return _origin(line, {"template": "instead", "params": {"watch": watch, "instead": [action]}})


@reads(rf"if (?P<obj>.+?) would die(?P<turn> this turn)?, {_ONTO_LIBRARY}")
def _dies_onto_library(line: Line, m: re.Match[str]) -> Reading:
    """ "If [this] would die, put it on the bottom of its owner's library instead": on top or
    at the bottom, not shuffled in (Gravebane Zombie, Nissa's Chosen)."""
    r = Reading()
    if m["turn"]:
        line = Line(line.text, line.original, True, line.spell, line.ability_word)
    watch = {
        "event": "move",
        "object": dying_filter(m["obj"], r),
        "from": "battlefield",
        "to": "graveyard",
    }
    r.effects.append(_onto_library(line, watch, (m["pos"] or m["pos2"]).lower()))
    return r


@reads(
    r"if (?P<obj>.+?) would be put into (?P<gy>a graveyard|a player's graveyard|an opponent's "
    r"graveyard|your graveyard|its owner's graveyard|enchanted player's graveyard) from "
    rf"(?P<from>anywhere|the battlefield|your hand|a hand|your library|a library|the stack), "
    rf"{_ONTO_LIBRARY}"
)
def _to_graveyard_onto_library(line: Line, m: re.Match[str]) -> Reading:
    """ "If a card would be put into enchanted player's graveyard from anywhere, instead that
    card is revealed and put on the bottom of that player's library" (Wheel of Sun and
    Moon): revealing it changes nothing a scenario holds."""
    r = Reading()
    f = _card_filter(m["obj"])
    gy = m["gy"].lower()
    if gy == "enchanted player's graveyard":
        f["owner"] = "you"
        r.notes.append("enchanted player: set to you; change the owner to the player enchanted")
    elif _GRAVEYARD_OWNER[gy]:
        f["owner"] = _GRAVEYARD_OWNER[gy]
    watch: dict[str, Any] = {"event": "move", "to": "graveyard"}
    if f:
        watch["object"] = f
    start = _FROM[m["from"].lower()]
    if start != "anywhere":
        watch["from"] = start
    r.effects.append(_onto_library(line, watch, (m["pos"] or m["pos2"]).lower()))
    return r
