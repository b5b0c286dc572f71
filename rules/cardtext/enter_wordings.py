"""Readers of the wordings about how a permanent enters (614.1c-e, 614.12): tapped,
with counters, as a copy, with a colour chosen, or not at all ("can't enter"). Importing
this module registers them."""

from __future__ import annotations

import re
from typing import Any

from .choices import options
from .phrases import Refuse, number, object_filter
from .reading import Effect, Line, Reading, _origin, reads
from .zone_wordings import _ZONE_PLURALS

# Entering ---------------------------------------------------------------------


def _subjects(phrase: str) -> list[str]:
    """``"Creatures and nonbasic lands your opponents control"`` → each noun with the shared
    controller: ``["Creatures your opponents control", "nonbasic lands your opponents
    control"]``."""
    m = re.fullmatch(
        r"(.+?) and (.+?)( you control| your opponents control| an opponent controls)?",
        phrase,
    )
    if not m or phrase == "SELF":
        return [phrase]
    tail = m[3] or ""
    return [m[1] + tail, m[2] + tail]


@reads(r"(?P<obj>.+?) enters? tapped")
def _enters_tapped(line: Line, m: re.Match[str]) -> Reading:
    if re.search(r"\b(unless|if|as)\b", m["obj"], re.I):
        raise Refuse(m["obj"])
    r = Reading()
    for part in _subjects(m["obj"]):
        try:
            f = object_filter(part)
        except Refuse:
            r.left.append(f"{part} enter tapped")
            continue
        r.effects.append(_origin(line, {"template": "enter_tapped", "params": {"object": f}}))
    if not r.effects:
        raise Refuse(line.original)
    return r


@reads(
    r"(?P<obj>SELF) enters tapped (?:and )?with (?P<n>\w+) (?P<counter>[+-]\d+/[+-]\d+|\w+) "
    r"counters? on it"
)
def _enters_tapped_with(line: Line, m: re.Match[str]) -> Reading:
    """ "Enters tapped with two depletion counters on it", "enters tapped and with three charge
    counters on it" (Sphere of the Suns): two replacements of one event (614.1c)."""
    params = {"object": {"this": True}, "counter": m["counter"], "count": number(m["n"])}
    return Reading(
        [
            _origin(line, {"template": "enter_tapped", "params": {"object": {"this": True}}}),
            _origin(line, {"template": "enter_with_counters", "params": params}),
        ]
    )


@reads(
    r"(?P<obj>.+?) enters? with (?P<n>\w+|an additional) (?:additional )?"
    r"(?P<counter>[+-]\d+/[+-]\d+|\w+) counters? on (?:it|them)(?: if (?P<cond>.+))?"
)
def _enters_with(line: Line, m: re.Match[str]) -> Reading:
    """ "Enters with N [kind] counters on it", "… if a creature died this turn" (morbid:
    the condition read as it enters, 614.12)."""
    n = 1 if m["n"].lower() == "an additional" else number(m["n"])
    f = object_filter(m["obj"])
    r = Reading()
    if "of the chosen type" in m["obj"]:
        raise Refuse(m["obj"])
    params: dict[str, Any] = {"object": f, "counter": m["counter"], "count": n}
    cast = re.fullmatch(r"you (did not |didn't )?cast (?:it|SELF) from your hand", m["cond"] or "")
    if cast and f == {"this": True}:
        # The Myojin, Epochrasite: cast from a hand, not put onto the battlefield from it
        # (601.2a); the spell's controller cast it, and it enters under their control.
        params["condition"] = {"cast": {"object": "this", "from": "hand"}}
        if cast[1]:
            params["condition"] = {"not": params["condition"]}
        r.notes.append(_CAST_NOTE)
    elif m["cond"]:
        # Imported here: importing it above would register its readers before these.
        from .game_wordings import condition

        params["condition"] = condition(m["cond"])
    r.effects.append(_origin(line, {"template": "enter_with_counters", "params": params}))
    return r


_CAST_NOTE = (
    'whether it was cast from your hand: set the object\'s cast_from to "hand" when it was '
    "(it enters from the stack); a card put onto the battlefield from a hand wasn't cast"
)


@reads(
    r"(?P<obj>each other creature you control) of the chosen type enters with an additional "
    r"(?P<counter>[+-]\d+/[+-]\d+) counter on it"
)
def _enters_with_chosen_type(line: Line, m: re.Match[str]) -> Reading:
    params = {"object": object_filter(m["obj"]), "counter": m["counter"], "count": 1}
    return Reading(
        [_origin(line, {"template": "enter_with_counters", "params": params})],
        ["of the chosen type: set the creature type in object.subtypes"],
    )


@reads(
    r"as SELF enters, you may reveal (?P<what>an? [\w ,-]+? card) from your hand\. "
    r"if you don't, (?:SELF|it) enters tapped"
)
def _reveal_or_tapped(line: Line, m: re.Match[str]) -> Reading:
    """The reveal lands: entering tapped is the choice not to reveal (nothing else happens
    either way), so the effect is optional and declining it is revealing."""
    eff = {"template": "enter_tapped", "params": {"object": {"this": True}}, "optional": True}
    note = f"declining the effect is revealing {m['what']} from your hand; only possible with one"
    return Reading([_origin(line, eff)], [note])


@reads(r"as SELF enters, you may pay (?P<n>\w+) life\. if you don't, (?:SELF|it) enters tapped")
def _pay_or_tapped(line: Line, m: re.Match[str]) -> Reading:
    """The shock lands ("As this land enters, you may pay 2 life. If you don't, it enters
    tapped"): paying the life is the choice made as it enters (614.12); it enters tapped if
    it isn't paid (or can't be, 119.4)."""
    params = {"object": {"this": True}, "unless_pay_life": number(m["n"])}
    return Reading([_origin(line, {"template": "enter_tapped", "params": params})])


@reads(
    r"as SELF enters, choose (?P<what>a basic land type|a colou?r)\. then you may pay "
    r"(?P<n>\w+) life\. if you don't, (?:SELF|it) enters tapped"
)
def _choose_then_pay_or_tapped(line: Line, m: re.Match[str]) -> Reading:
    """Multiversal Passage ("As this land enters, choose a basic land type. Then you may
    pay 2 life. If you don't, it enters tapped."): the choice and the payment are both made
    as it enters (614.12), the second a shock land's (it enters tapped unless paid, 119.4)."""
    what, answers = options(m["what"])
    choose: dict[str, Any] = {"object": {"this": True}, "choice": what}
    if what != "color":
        choose["options"] = list(answers)
    tapped = {"object": {"this": True}, "unless_pay_life": number(m["n"])}
    effects = [
        {"template": "enter_choose", "params": choose},
        {"template": "enter_tapped", "params": tapped},
    ]
    return Reading([_origin(line, e) for e in effects])


@reads(r"as SELF enters, choose a colou?r")
def _choose_color(line: Line, m: re.Match[str]) -> Reading:
    params = {"object": {"this": True}, "choice": "color"}
    return Reading([_origin(line, {"template": "enter_choose", "params": params})])


@reads(
    r"you may have SELF enter as a copy of (?:any|a) (?P<what>creature|artifact|enchantment|"
    r"nonland permanent|artifact or creature)(?: on the battlefield)?"
)
def _clone(line: Line, m: re.Match[str]) -> Reading:
    """Clone, Clever Impersonator ("… as a copy of any nonland permanent on the
    battlefield"): the permanent copied is chosen as it enters (707.9); the judge names it."""
    eff = {
        "template": "enter_as_copy",
        "params": {"object": {"this": True}, "copy_of": "this"},
        "optional": True,
    }
    return Reading([_origin(line, eff)], [f"the {m['what']} copied: set copy_of to its id"])


@reads(r"(?P<obj>.+?) enter as a copy of SELF")
def _enter_as_copy_of_self(line: Line, m: re.Match[str]) -> Reading:
    params = {"object": object_filter(m["obj"]), "copy_of": "this"}
    return Reading([_origin(line, {"template": "enter_as_copy", "params": params})])


@reads(r"(?P<obj>.+?) can't enter(?: from (?P<zones>.+?))?(?P<turn> this turn)?")
def _cant_enter(line: Line, m: re.Match[str]) -> Reading:
    f = object_filter(m["obj"])
    r = Reading()
    zones: list[str | None] = [None]
    if m["zones"]:
        zones = []
        for z in re.split(r",? or |, ", m["zones"]):
            z = z.strip().lower()
            if z not in _ZONE_PLURALS:
                raise Refuse(m["zones"])
            zones.append(_ZONE_PLURALS[z])
    if (
        m["zones"]
        and f.get("nontoken")
        and all(z in ("graveyard", "library", "hand") for z in zones)
    ):
        # "Creature cards … from graveyards": no token is ever there (111.8), so "card"
        # narrows nothing.
        del f["nontoken"]
    for z in zones:
        params: dict[str, Any] = {"event": "enter", "object": dict(f)}
        if z:
            params["from"] = z
        eff: Effect = {"template": "cant", "params": params}
        if line.resolution or m["turn"]:
            eff["origin"] = "resolution"
        r.effects.append(eff)
    return r


@reads(r"SELF enters tapped and doesn't untap during (?:your|its controller's) untap step")
def _enters_tapped_stays_tapped(line: Line, m: re.Match[str]) -> Reading:
    """Leviathan: it enters tapped (614.1c); that it doesn't untap during its controller's
    untap step is no replacement (502.3: effects can keep it from untapping), said in a note."""
    eff = {"template": "enter_tapped", "params": {"object": {"this": True}}}
    note = "doesn't untap during the untap step (502.3): not a replacement effect, not modelled"
    return Reading([_origin(line, eff)], [note])


@reads(r"ravenous")
def _ravenous(line: Line, m: re.Match[str]) -> Reading:
    """Ravenous (702.156a): "This permanent enters with X +1/+1 counters on it" (107.3m)."""
    params = {"object": {"this": True}, "counter": "+1/+1", "count": {"for_each": {"x": "this"}}}
    notes = [
        "X: set the object's x to the value chosen as SELF was cast (0 when it wasn't cast)",
        "ravenous: only the counters it enters with (its triggered ability is left out)",
    ]
    return Reading([_origin(line, {"template": "enter_with_counters", "params": params})], notes)
