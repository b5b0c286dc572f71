"""The rules that stop or force effects: "can't" (614.17), "can't be prevented" (615.12),
an entering permanent checked as it would exist (614.12), abilities that work only
while their source is on the battlefield."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .compiling import Compiled
from .conditions import holds
from .effects import Fx
from .filters import by_matches, damage_matches, obj_matches, player_matches
from .frozen import thaw
from .procedures import Procedure
from .state import Ev, Obj, World, replace


def as_it_would_exist(ev: Ev, world: World) -> Obj:
    """The entering object as it would exist on the battlefield (614.12 / 419.6i): with the
    characteristics of what it would enter as a copy of, and of its back face if it would
    enter with its back face up (616.1d, 712.8e)."""
    o = world.obj(str(ev.object))
    face = world.obj(ev.copy_of) if ev.copy_of else o
    if ev.back_face and face.back is not None:
        o = with_face(o, thaw(face.back))
    elif ev.copy_of:
        o = replace(
            o,
            name=face.name,
            types=face.types,
            subtypes=face.subtypes,
            supertypes=face.supertypes,
            colors=face.colors,
            power=face.power,
            toughness=face.toughness,
        )
    return replace(o, controller=ev.controller, zone="battlefield")


def with_face(o: Obj, face: Mapping[str, Any]) -> Obj:
    """``o`` with the characteristics of a face of a double-faced card."""
    return replace(
        o,
        name=face.get("name", o.name),
        types=tuple(face.get("types", ())),
        subtypes=tuple(face.get("subtypes", ())),
        supertypes=tuple(face.get("supertypes", ())),
        colors=tuple(face.get("colors", ())),
        power=face.get("power"),
        toughness=face.get("toughness"),
    )


def cant_happen(ev: Ev, cc: Compiled, world: World, proc: Procedure | None = None) -> Fx | None:
    """The "can't" effect that stops this event, if any (614.17); under ``proc``'s rules, a
    player who can't lose life can't pay life either (119.8, from 2010-10-01), and one that
    names a player covers the teammate where the release says so (810.8a, 810.9g-h)."""
    losing = proc is not None and proc.cant_lose_cant_pay
    for fx in cc.cants:
        if fx.id not in world.live:
            continue
        if not functioning(fx, world, cc):
            continue
        if "condition" in fx.pd and not holds(fx.pd["condition"], world, fx, ev):
            continue
        if fx.pd.get("event") == "enter":
            if _cant_enter(fx, ev, cc, world):
                return fx
            continue
        if fx.pd.get("event") == "damage":
            if ev.kind == "damage" and _cant_be_dealt(fx, ev, world):
                return fx
            continue
        if fx.pd.get("by") and not by_matches(fx.pd["by"], ev, world, fx=fx):
            continue
        if fx.pd.get("event") == "sacrifice":
            if ev.kind == "move" and ev.cause == "sacrifice" and _cant_sacrifice(fx, ev, world):
                return fx
            continue
        if fx.pd.get("event") == "destroy":
            if ev.kind == "move" and ev.cause == "destroy" and _cant_destroy(fx, ev, world):
                return fx
            continue
        if fx.pd.get("event") == "put_counters":
            if ev.kind == "put_counters" and ev.object is None:
                # A player getting counters (122.1f): only an effect naming players stops it.
                if fx.pd.get("counter") in (None, ev.counter) and player_matches(
                    fx.pd.get("player"), ev.player, fx.controller, fx.mate
                ):
                    return fx
                continue
            if (
                "player" not in fx.pd
                and ev.kind == "put_counters"
                and fx.pd.get("counter") in (None, ev.counter)
                and world.obj(str(ev.object)).in_play
                and obj_matches(fx.pd.get("object"), world.obj(str(ev.object)), fx=fx, world=world)
            ):
                return fx
            continue
        stops = ev.kind == fx.pd.get("event") or (
            losing and ev.kind == "pay_life" and fx.pd.get("event") == "lose_life"
        )
        if stops and fx.pd.get("cause") in (None, ev.cause) and _names_player(fx, ev, world, proc):
            return fx
    return None


def team_rule(fx: Fx, ev: Ev, world: World) -> str | None:
    """The mechanism that made a "can't" effect naming a teammate stop this player's event
    (``"team_game"``, ``"team_cant_gain"``, ``"team_cant_lose"``), or None when it names
    the player."""
    who = str(ev.player)
    if not world.is_player(who) or world.player(who).mate is None:
        return None
    word = fx.pd.get("player", "any")
    if word == "opponent" or player_matches(word, who, fx.controller, fx.mate):
        return None
    if ev.kind in ("lose_game", "win_game"):
        return "team_game"
    return "team_cant_gain" if ev.kind == "gain_life" else "team_cant_lose"


def _names_player(fx: Fx, ev: Ev, world: World, proc: Procedure | None) -> bool:
    """Whether a "can't" effect names the event's player: in a Two-Headed Giant game, an
    effect that names one player covers the team when the release says so: winning and
    losing the game (810.8a; 606.8b in 2008), gaining life (810.9g), losing or paying life
    (810.9h)."""
    word, who = fx.pd.get("player", "any"), str(ev.player)
    mate = world.player(who).mate if world.is_player(who) else None
    if player_matches(word, who, fx.controller, fx.mate):
        return True
    if mate is None:
        return False
        return True
    if ev.kind in ("lose_game", "win_game"):
        return player_matches(word, mate, fx.controller, fx.mate)
    if ev.kind == "gain_life" and proc is not None and proc.team_life_whole:
        return player_matches(word, mate, fx.controller, fx.mate)
    covered = proc is not None and proc.team_cant_lose_life
    return (
        covered
        and ev.kind in ("lose_life", "pay_life")
        and player_matches(word, mate, fx.controller, fx.mate)
    )


def cant_put_entering(ev: Ev, kind: str, cc: Compiled, world: World) -> Fx | None:
    """The "can't" effect that stops the counters of ``kind`` a permanent would be given as
    it enters: they are counters put on it (122.6), so "counters can't be put" stops them
    (614.17), the permanent checked as it would exist on the battlefield (614.17d)."""
    for fx in cc.cants:
        if fx.id not in world.live or not functioning(fx, world, cc):
            continue
        if "condition" in fx.pd and not holds(fx.pd["condition"], world, fx, ev):
            continue
        if fx.pd.get("event") != "put_counters" or fx.pd.get("counter") not in (None, kind):
            continue
        o = as_it_would_exist(ev, world)
        if obj_matches(fx.pd.get("object"), o, fx=fx, controller=ev.controller):
            return fx
    return None


def _cant_sacrifice(fx: Fx, ev: Ev, world: World) -> bool:
    """Whether "can't cause you to sacrifice permanents" stops this sacrifice: the
    player is the permanent's controller (701.21a), the object filter the permanent."""
    o = world.obj(str(ev.object))
    who = o.controller or o.owner
    if not player_matches(fx.pd.get("player", "any"), who, fx.controller, fx.mate):
        return False
    return obj_matches(fx.pd.get("object"), o, fx=fx, world=world)


def _cant_destroy(fx: Fx, ev: Ev, world: World) -> bool:
    """Whether "can't be destroyed" (indestructible, 702.12b) stops this destruction: the
    object filter names the permanent, still on the battlefield."""
    o = world.obj(str(ev.object))
    return o.in_play and obj_matches(fx.pd.get("object"), o, fx=fx, world=world)


def _cant_be_dealt(fx: Fx, ev: Ev, world: World) -> bool:
    """Whether a "damage can't be dealt" effect stops this damage: the player it names is
    the player the damage would be dealt to, its object filter the permanent (614.17)."""
    recipient = str(ev.recipient)
    if world.is_player(recipient):
        return "object" not in fx.pd and player_matches(
            fx.pd.get("player", "any"), recipient, fx.controller, fx.mate
        )
    if "object" in fx.pd:
        return obj_matches(fx.pd.get("object"), world.obj(recipient), fx=fx, world=world)
    return "player" not in fx.pd


def _cant_enter(fx: Fx, ev: Ev, cc: Compiled, world: World) -> bool:
    """Whether a "can't enter" effect stops this entering: the permanent is checked as it
    would exist on the battlefield, after the replacement effects already applied to
    how it enters (614.17d)."""
    if not ev.entering:
        return False
    src = fx.pd.get("from", "anywhere")
    if src != "anywhere" and ev.from_zone != src:
        return False
    o = as_it_would_exist(ev, world)
    return obj_matches(fx.pd.get("object"), o, fx=fx, controller=ev.controller)


def functioning(fx: Fx, world: World, cc: Compiled | None = None) -> bool:
    """Whether a static ability's effect works: its source is in the zone the ability
    functions in (the battlefield, or the zone it names: dredge's graveyard, madness's
    hand, 113.6b) and, if ``cc`` is given, hasn't lost its abilities there."""
    origin = fx.origin
    if origin == "resolution" or fx.source is None:
        return True
    if not world.has_obj(fx.source):
        return False
    here = world.obj(fx.source).zone
    zone = origin
    if origin == "static":
        own = fx.own_move_from
        # "If this would be put into a graveyard from anywhere": the ability states the
        # zones it functions in (113.6b; 402.8b in 2008), so it works where its card is.
        zone = "battlefield" if own is None else here if own == "anywhere" else own
    if here != zone:
        return False
    if cc is None or not cc.losers or fx.template.kind == "lose_abilities":
        return True
    return ability_loss(cc, world, zone, world.obj(fx.source)) is None


def ability_loss(cc: Compiled, world: World, zone: str, o: Obj) -> Fx | None:
    """The effect that makes ``o``, an object in ``zone`` (or as it would exist there),
    lose all abilities, if one works now: one that names the zone and, with an object
    filter, objects like ``o`` ("all creatures", "nonbasic lands")."""
    for other in cc.losers:
        if other.id not in world.live or other.pd.get("zone") != zone:
            continue
        if not functioning(other, world):
            continue
        if obj_matches(other.pd.get("object"), o, fx=other, world=world):
            return other
    return None


def unpreventable(ev: Ev, cc: Compiled, world: World) -> bool:
    """Whether a "damage can't be prevented" effect covers this damage (615.12)."""
    if ev.kind != "damage":
        return False
    return any(covers_damage(fx, ev, cc, world) for fx in cc.unpreventers)


def covers_damage(fx: Fx, ev: Ev, cc: Compiled, world: World) -> bool:
    """Whether a rule about damage (a marker with ``source``, ``recipient``, ``combat`` and
    a ``condition``) covers this damage now: it exists, works, matches and holds."""
    return (
        fx.id in world.live
        and functioning(fx, world, cc)
        and damage_matches(fx, ev, world, fx.pd.get("source"), fx.pd.get("recipient"))
        and ("condition" not in fx.pd or holds(fx.pd["condition"], world, fx, ev))
    )


def dealt_as_though(ev: Ev, cc: Compiled, world: World) -> tuple[tuple[str, Fx], ...]:
    """The keywords this damage is dealt as though its source had, each with the effect
    that says so ("all damage is dealt to you as though its source had infect"), read in
    ``world``: the game as the damage is dealt, before it is (120.3)."""
    return tuple(
        (str(fx.pd["keyword"]), fx) for fx in cc.as_though if covers_damage(fx, ev, cc, world)
    )
