"""Readers of a resolving spell's or ability's instructions about itself or its
target: regeneration (614.8), a spell's own damage and a countered spell's destination
changed by its own text (self-replacements, 614.15), an exerted creature's reflexive
trigger (701.43), and an activated ability an Aura or Equipment grants in quotes.
Importing this module registers them."""

from __future__ import annotations

import re

from .phrases import Refuse
from .reading import _REPLACEMENT_WORDS, Line, Reading, read_sentence, reads
from .targets import target

# Regeneration, abilities, a spell's own damage ------------------------------------------


@reads(r"regenerate (?P<obj>SELF|target creature|enchanted creature|equipped creature)")
def _regenerate(line: Line, m: re.Match[str]) -> Reading:
    r = Reading()
    obj = "this" if m["obj"] == "SELF" else target(m["obj"], r)
    eff = {"template": "regenerate", "params": {"object": obj}, "origin": "resolution"}
    r.effects.append(eff)
    return r


@reads(r"(?:umbra|totem) armor(?: \(.*\))?")
def _umbra_armor(line: Line, m: re.Match[str]) -> Reading:
    """Umbra armor (totem armor before 2023): "If enchanted creature would be destroyed,
    instead remove all damage from it and destroy this Aura" (702.89a). Not regeneration:
    it applies even when the creature can't be regenerated."""
    r = Reading()
    creature = target("enchanted creature", r)
    watch = {"event": "move", "object": {"id": creature}, "cause": "destroy"}
    instead = [{"do": "remove_damage", "object": "affected"}, {"do": "destroy", "object": "this"}]
    r.effects.append({"template": "instead", "params": {"watch": watch, "instead": instead}})
    return r


@reads(r"if (?P<cond>.+?), (?:SELF|it) deals (?P<n>\d+) damage(?: to (?P<rest>.+?))? instead")
@reads(r"(?:SELF|it) deals (?P<n>\d+) damage(?: to (?P<rest>.+?))? instead if (?P<cond>.+)")
def _own_damage(line: Line, m: re.Match[str]) -> Reading:
    """A spell's own damage changed by its own text: a self-replacement (614.15). Today's
    wording may leave the recipient out ("If this spell was kicked, it deals 4 damage
    instead"), or say the condition last ("Brimstone Volley deals 5 damage instead if a
    creature died this turn"). A condition on damage some source "would deal" is no such
    thing."""
    if not line.spell or re.search(r"\bwould\b", m["cond"], re.I):
        raise Refuse(line.original)
    rest = m["rest"] or ""
    if re.search(r"\bdivided\b|\bamong\b|any number of", rest, re.I):
        # The damage goes to other recipients, not only in another amount.
        raise Refuse(rest)
    amounts = {int(x) for x in re.findall(r"\b(\d+) damage\b", f"{m['n']} damage {rest}")}
    if len(amounts) != 1:
        raise Refuse(m["rest"])
    eff = {
        "template": "set_amount",
        "params": {"amount": amounts.pop()},
        "origin": "resolution",
        "self_replacement": True,
    }
    return Reading([eff], [f"only if {m['cond']}: leave the effect out when that isn't so"])


@reads(
    r"if that spell is countered this way, exile it instead of putting it into "
    r"(?:its owner's|that player's) graveyard"
)
def _countered_exiled(line: Line, m: re.Match[str]) -> Reading:
    """A counterspell's own instruction: the spell it counters goes to exile instead of its
    owner's graveyard (a self-replacement, 614.15)."""
    if not line.spell:
        raise Refuse(line.original)
    r = Reading()
    pid = target("target spell", r)
    params = {"object": {"id": pid}, "from": "stack", "to": "graveyard", "instead_to": "exile"}
    eff = {
        "template": "move_instead",
        "params": params,
        "origin": "resolution",
        "self_replacement": True,
    }
    r.effects.append(eff)
    return r


@reads(
    r"if that spell is countered this way, put it (?P<where>on top of its owner's library|into "
    r"its owner's hand) instead of into that player's graveyard"
)
def _countered_elsewhere(line: Line, m: re.Match[str]) -> Reading:
    """Memory Lapse (on top of its owner's library, not shuffled in) and Remand (into its
    owner's hand): the countered spell goes there instead of its owner's graveyard, a
    self-replacement effect (614.15), applied before any other (616.1a; 419.9a)."""
    if not line.spell:
        raise Refuse(line.original)
    r = Reading()
    pid = target("target spell", r)
    flags = {"origin": "resolution", "self_replacement": True}
    if m["where"].lower().startswith("on top"):
        watch = {"event": "move", "object": {"id": pid}, "from": "stack", "to": "graveyard"}
        instead = [{"do": "move", "object": "affected", "to": "library", "position": "top"}]
        r.effects.append(
            {"template": "instead", "params": {"watch": watch, "instead": instead}, **flags}
        )
    else:
        params = {"object": {"id": pid}, "from": "stack", "to": "graveyard", "instead_to": "hand"}
        r.effects.append({"template": "move_instead", "params": params, **flags})
    return r


@reads(r"you may exert SELF as it attacks\. when you do, (?P<rest>.+)")
def _exerted(line: Line, m: re.Match[str]) -> Reading:
    """Exert (701.43): the reflexive trigger's effect, made only when the creature is exerted;
    "it" is the exerted creature."""
    rest = re.sub(r"\b(to|by) it\b", r"\1 SELF", m["rest"])
    inner = read_sentence(Line(rest, line.original, True, line.spell, line.ability_word))
    if inner is None or not inner.effects:
        raise Refuse(line.original)
    inner.notes.append("only if it was exerted as it attacked: leave the effect out when it wasn't")
    return inner


@reads(
    r"if that spell is countered this way, put it on the (?P<pos>top|bottom) of its owner's "
    r"library instead of into (?:that player's|its owner's) graveyard"
)
def _countered_library(line: Line, m: re.Match[str]) -> Reading:
    """A counterspell's own instruction: the countered spell goes to the top or bottom of its
    owner's library instead (a self-replacement, 614.15); not shuffled in."""
    if not line.spell:
        raise Refuse(line.original)
    r = Reading()
    pid = target("target spell", r)
    watch = {"event": "move", "object": {"id": pid}, "from": "stack", "to": "graveyard"}
    action = {"do": "move", "to": "library", "position": m["pos"].lower()}
    eff = {
        "template": "instead",
        "params": {"watch": watch, "instead": [action]},
        "origin": "resolution",
        "self_replacement": True,
    }
    r.effects.append(eff)
    return r


@reads(
    r"(?P<who>enchanted land|enchanted creature|equipped creature)(?: gets [+-]\d+/[+-]\d+ and)? "
    rf'has "(?P<cost>[^":]+): (?P<effect>(?=[^"]*(?:{_REPLACEMENT_WORDS.pattern}))[^"]+?)\.?"'
)
def _granted(line: Line, m: re.Match[str]) -> Reading:
    """An activated ability an Aura or Equipment grants ('Enchanted land has "{T}: Prevent
    the next 1 damage that would be dealt to target creature or player this turn."'): its
    effect, made when the ability is activated and resolves. Refused when the quoted words
    name the card itself: there "this creature" is the permanent that has the ability."""
    if "SELF" in m["effect"]:
        raise Refuse(line.original)
    effect = m["effect"][:1].upper() + m["effect"][1:]
    inner = read_sentence(Line(effect, line.original, True, False, line.ability_word))
    if inner is None or not inner.effects or inner.left:
        raise Refuse(line.original)
    inner.notes.append(
        f"an ability the {m['who'].lower()} has ({m['cost']}): the effect is made when it is "
        "activated and resolves, by the player who activates it"
    )
    return inner
