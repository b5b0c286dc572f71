"""Object and player filters: which objects, players and damage an effect's parameters name."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .frozen import thaw
from .interface import EffectView
from .state import Ev, Obj, World


def player_matches(word: Any, player: str | None, controller: str, mate: str | None = None) -> bool:
    """Does ``player`` match ``"you"``, ``"opponent"``, ``"not_you"``, ``"any"`` or a name?
    ``not_you`` ("a source you don't control") is anyone but ``controller``, or nobody. A
    teammate (``mate``, in a Two-Headed Giant game) is no opponent: the opponents are the
    players of the other team (810.8a's example, "neither player on the opposing team can
    win")."""
    if word == "not_you":
        return player != controller
    if player is None:
        return False
    if word in (None, "any"):
        return True
    if word == "you":
        return player == controller
    if word == "opponent":
        return player != controller and player != mate
    return bool(player == word)


def obj_matches(
    f: Mapping[str, Any] | None,
    obj: Obj,
    *,
    fx: EffectView,
    controller: str | None = None,
    bearer: str | None = None,
    world: World | None = None,
) -> bool:
    """Does ``obj`` (with its controller as it is or would be) match the object filter ``f``?
    The keys that read other objects (``enchanted``, ``blocking``, ``blocked_by``) need
    ``world``; without it they match nothing (a token or card not on the battlefield)."""
    if not f:
        return True
    ctrl = controller if controller is not None else (obj.controller or obj.owner)
    if f.get("this") and obj.id != (bearer or fx.source):
        return False
    if not _named(f, obj.id):
        return False
    if f.get("other") and obj.id == fx.source:
        return False
    if "types" in f and not all(t in obj.types for t in f["types"]):
        return False
    if "any_types" in f and not any(t in obj.types for t in f["any_types"]):
        return False
    if "not_types" in f and any(t in obj.types for t in f["not_types"]):
        return False
    if "subtypes" in f and not all(t in obj.subtypes for t in f["subtypes"]):
        return False
    if "any_subtypes" in f and not any(t in obj.subtypes for t in f["any_subtypes"]):
        return False
    if "not_subtypes" in f and any(t in obj.subtypes for t in f["not_subtypes"]):
        return False
    if "supertypes" in f and not all(t in obj.supertypes for t in f["supertypes"]):
        return False
    if "not_supertypes" in f and any(t in obj.supertypes for t in f["not_supertypes"]):
        return False
    if "colors" in f and not any(c in obj.colors for c in f["colors"]):
        return False
    if "not_colors" in f and any(c in obj.colors for c in f["not_colors"]):
        return False
    if "controller" in f and not player_matches(f["controller"], ctrl, fx.controller, fx.mate):
        return False
    if "owner" in f and not player_matches(f["owner"], obj.owner, fx.controller, fx.mate):
        return False
    if "token" in f and obj.token != f["token"]:
        return False
    if "tapped" in f and obj.tapped != f["tapped"]:
        return False
    if "combat" in f and not in_combat_place(obj, f["combat"]):
        return False
    if ("keywords" in f or "not_keywords" in f) and not _keywords_match(f, obj):
        return False
    if ("power_at_most" in f or "power_at_least" in f) and not _power_matches(f, obj):
        return False
    if RELATION_KEYS & f.keys() and not _relations_match(f, obj, bearer or fx.source, world):
        return False
    if ("no_counters" in f or "damaged_by" in f) and not _marks_match(f, obj, bearer or fx.source):
        return False
    return not (f.get("nontoken") and obj.token)


def _named(f: Mapping[str, Any], oid: str) -> bool:
    """Is the object ``oid`` one the filter names, if it names any: ``id`` (that one),
    ``ids`` (any of them), and not ``not_id``?"""
    if ("id" in f and oid != f["id"]) or oid == f.get("not_id"):
        return False
    return "ids" not in f or oid in f["ids"]


def _marks_match(f: Mapping[str, Any], obj: Obj, this: str | None) -> bool:
    """ "Creatures with no +1/+1 counters on them" (``no_counters``); "a creature dealt
    damage by Kumano this turn" (``damaged_by``: ``"this"``, the effect's source, or an
    object's id, dealt ``obj`` damage this turn)."""
    if "no_counters" in f and obj.counter(f["no_counters"]) > 0:
        return False
    by = f.get("damaged_by")
    return by is None or (this if by == "this" else by) in obj.damaged_by


RELATION_KEYS = frozenset(("enchanted", "blocking", "blocked_by"))
"""Filter keys read from other objects: an Aura attached to it, who blocks whom."""


def _relations_match(f: Mapping[str, Any], obj: Obj, this: str | None, world: World | None) -> bool:
    """ "Enchanted creatures" (an Aura attached to it, 303.4b), "creatures blocking it"
    (``blocking``: it blocks that creature), "creatures it's blocking" (``blocked_by``: that
    creature blocks it); ``"this"`` is the effect's source (509.1g, 509.1h)."""
    if world is None:
        return False
    if f.get("enchanted") and not is_enchanted(obj, world):
        return False
    if "blocking" in f and not blocks(
        world, obj.id, this if f["blocking"] == "this" else f["blocking"]
    ):
        return False
    other = this if f.get("blocked_by") == "this" else f.get("blocked_by")
    return "blocked_by" not in f or blocks(world, other, obj.id)


def is_enchanted(obj: Obj, world: World) -> bool:
    """Is an Aura on the battlefield attached to ``obj`` (303.4b: it is then enchanted)?"""
    return obj.in_play and any(
        o.in_play and "Aura" in o.subtypes and o.attached_to == obj.id for o in world.objects
    )


def blocks(world: World, blocker: str | None, attacker: str | None) -> bool:
    """Is ``blocker`` blocking ``attacker`` now: declared to block it (its ``blocks``) and both
    still in combat, the one blocking, the other attacking (506.4, 509.1g, 509.1h)?"""
    if blocker is None or attacker is None:
        return False
    if not (world.has_obj(blocker) and world.has_obj(attacker)):
        return False
    b, a = world.obj(blocker), world.obj(attacker)
    return (
        attacker in b.blocks and in_combat_place(b, "blocking") and in_combat_place(a, "attacking")
    )


def _keywords_match(f: Mapping[str, Any], obj: Obj) -> bool:
    """ "With flying" (all of ``keywords``), "without trample" (none of ``not_keywords``)."""
    if not all(k in obj.keywords for k in f.get("keywords", ())):
        return False
    return not any(k in obj.keywords for k in f.get("not_keywords", ()))


def _power_matches(f: Mapping[str, Any], obj: Obj) -> bool:
    """ "With power 4 or less / greater": an object whose power isn't given matches neither."""
    if obj.power is None:
        return False
    power = power_now(obj)
    return power <= f.get("power_at_most", power) and power >= f.get("power_at_least", power)


def power_now(obj: Obj) -> int:
    """Its power with its +1/+1 and -1/-1 counters (122.1a); 0 if the scenario gives none."""
    return (obj.power or 0) + obj.counter("+1/+1") - obj.counter("-1/-1")


def in_combat_place(obj: Obj, place: str) -> bool:
    """Is ``obj`` an attacking (blocked or unblocked ones too: 509.1h), blocked, unblocked or
    blocking creature? Only what the scenario says of it counts."""
    if obj.zone != "battlefield" or obj.combat is None:
        return False
    if place == "attacking":
        return obj.combat in ("attacking", "blocked", "unblocked")
    return bool(obj.combat == place)


def by_matches(f: Mapping[str, Any] | None, ev: Ev, world: World, *, fx: EffectView) -> bool:
    """Does what caused ``ev`` (its ``by``) match the filter ``{"kind": [...], "not_kind":
    [...], "player": …}``? ``kind`` and ``player`` need the event to say what caused it;
    ``not_kind`` lets an event that doesn't say through. The player is the one who
    controls the spell or ability (or pays the cost): ``by.player``, or its object's
    controller; ``affected`` is the event's own player ("cause its controller to gain")."""
    if not f:
        return True
    by = thaw(ev.by) if ev.by is not None else None
    if by is not None and by.get("kind") in f.get("not_kind", ()):
        return False
    if "kind" in f and (by is None or by.get("kind") not in f["kind"]):
        return False
    if "player" not in f:
        return True
    if by is None:
        return False
    who = by.get("player")
    if who is None and by.get("object") and world.has_obj(by["object"]):
        o = world.obj(by["object"])
        who = o.controller or o.owner
    if f["player"] == "affected":
        affected = ev.player
        if affected is None and ev.object is not None and world.has_obj(ev.object):
            o = world.obj(ev.object)
            affected = o.controller or o.owner
        return who is not None and who == affected
    return player_matches(f["player"], who, fx.controller, fx.mate)


def describe_filter(f: Mapping[str, Any] | None, noun: str = "permanent") -> str:
    """An object filter in words: ``"a red creature you control"``."""
    if not f:
        return f"a {noun}" if noun[0] not in "aeiou" else f"an {noun}"
    if f.get("this"):
        return "this object"
    words: list[str] = []
    other = bool(f.get("other") or "not_id" in f)
    if other:
        words.append("another")
    if f.get("nontoken"):
        words.append("nontoken")
    if "tapped" in f:
        words.append("tapped" if f["tapped"] else "untapped")
    if "combat" in f:
        words.append(str(f["combat"]))
    if f.get("enchanted"):
        words.append("enchanted")
    words.extend(f"non-{t}" for t in f.get("not_subtypes", ()))
    words.extend(f"non{t.lower()}" for t in (*f.get("not_supertypes", ()), *f.get("not_types", ())))
    words.extend(t.lower() for t in f.get("supertypes", ()))
    if len(set(f.get("not_colors", ()))) == 5:
        words.append("colorless")  # none of the five colours (105.2c)
    else:
        words.extend(f"non{c}" for c in f.get("not_colors", ()))
    if "colors" in f:
        words.append(" or ".join(f["colors"]))
    if "subtypes" in f:
        words.append(" ".join(f["subtypes"]))
    if "any_subtypes" in f:
        words.append(_either(f["any_subtypes"]))
    if "types" in f:
        words.append(" ".join(t.lower() for t in f["types"]))
    elif "any_types" in f:
        words.append(" or ".join(t.lower() for t in f["any_types"]))
    else:
        words.append(noun)
    if f.get("token"):
        words.append("token")
    phrase = " ".join(words)
    if not other:
        phrase = ("an " if phrase[0] in "aeiou" else "a ") + phrase
    controller, owner = f.get("controller"), f.get("owner")
    if controller == "you":
        phrase += " you control"
    elif controller == "opponent":
        phrase += " an opponent controls"
    elif controller == "not_you":
        phrase += " you don't control"
    elif controller not in (None, "any"):
        phrase += f" {controller} controls"
    if owner == "you":
        phrase += " you own"
    elif owner == "opponent":
        phrase += " an opponent owns"
    elif owner == "not_you":
        phrase += " you don't own"
    elif owner not in (None, "any"):
        phrase += f" {owner} owns"
    return phrase + with_words(f) + relation_words(f) + _among(f)


def _among(f: Mapping[str, Any]) -> str:
    """The objects an ``ids`` filter names, in words: ``" among bears and elves"``."""
    if "ids" not in f:
        return ""
    names = [str(i) for i in f["ids"]]
    joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    return f" among {joined}"


def relation_words(f: Mapping[str, Any]) -> str:
    """Who blocks whom, in words: ``" blocking this object"``, ``" blocked by bears"``."""
    words = ""
    for key, verb in (("blocking", "blocking"), ("blocked_by", "blocked by")):
        if key in f:
            words += f" {verb} " + ("this object" if f[key] == "this" else str(f[key]))
    return words


def with_words(f: Mapping[str, Any]) -> str:
    """What an object filter says of keywords and power, in words: ``" with flying"``,
    ``" without trample"``, ``" with power 4 or less"``; ``""`` when it says nothing."""
    parts = []
    if f.get("keywords"):
        parts.append("with " + " and ".join(f["keywords"]))
    if f.get("not_keywords"):
        parts.append("without " + " or ".join(f["not_keywords"]))
    if "power_at_most" in f:
        parts.append(f"with power {f['power_at_most']} or less")
    if "power_at_least" in f:
        parts.append(f"with power {f['power_at_least']} or greater")
    if "no_counters" in f:
        parts.append(f"with no {f['no_counters']} counters on it")
    if "damaged_by" in f:
        by = f["damaged_by"]
        parts.append(f"dealt damage by {'this object' if by == 'this' else by} this turn")
    return "".join(f" {p}" for p in parts)


def _either(names: Any) -> str:
    """Names joined as a card says "a Clue, Food, or Treasure token"."""
    names = list(names)
    if len(names) < 3:
        return " or ".join(names)
    return ", ".join(names[:-1]) + ", or " + names[-1]


def damage_matches(
    fx: EffectView, ev: Ev, world: World, source_filter: Any, recipient_filter: Any
) -> bool:
    """Does the damage event ``ev`` match the effect's ``combat``, source and recipient filters?"""
    if ev.kind != "damage":
        return False
    if "combat" in fx.pd and ev.combat != fx.pd["combat"]:
        return False
    if source_filter and not obj_matches(
        source_filter, world.obj(str(ev.source)), fx=fx, world=world
    ):
        return False
    if recipient_filter:
        r = ev.recipient
        if world.is_player(r):
            if "player" not in recipient_filter:
                return False
            return player_matches(recipient_filter["player"], r, fx.controller, fx.mate)
        if "object" not in recipient_filter:
            return False
        return obj_matches(recipient_filter["object"], world.obj(str(r)), fx=fx, world=world)
    return True


def card_keeper(fx: EffectView | None, f: Any) -> Any:
    """Which cards in hand a discard may take ("discard a land card"): those matching the
    object filter ``f``; a card known only by its name has no characteristics, so it
    matches only when ``f`` asks for none. None when anything may be taken."""
    if not f or fx is None:
        return None
    wanted = thaw(f)

    def keep(card: Any) -> bool:
        return isinstance(card, Obj) and obj_matches(wanted, card, fx=fx)

    return keep
