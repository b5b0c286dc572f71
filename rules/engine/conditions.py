"""Conditions and counts read from the game at the moment an effect would apply.

A card's replacement effect often holds only while something is true ("if you control a
creature", "if your library has no cards in it", "if an opponent was dealt damage this
turn"), or gives a number worked out as it applies ("enters with a +1/+1 counter for each
creature card in your graveyard"). Both read the world as it is when the event would
happen, not when the effect was made (614.1: a replacement effect watches for an event and
modifies it as it would happen). A *measure* is one number of the game; a *condition*
compares a measure with a bound; a *count* is a measure times a factor plus a number.

Measures (``who`` is ``you``, the effect's controller; ``affected``, the event's player or
the affected object's controller; or a player's name):

- ``{"cards": {"player": who, "zone": "hand" | "library" | "graveyard" | "exile",
  ...object filter keys}}``: cards that player owns in that zone. Card names listed with
  the player count when no characteristic is asked for; objects in that zone count when
  they match the filter.
- ``{"permanents": {...object filter}}``: permanents on the battlefield that match.
- ``{"life": who}``: that player's life total.
- ``{"opponents": who}``: how many opponents that player has in the game: every other
  player, but a teammate (102.2, 102.3): "unless you have two or more opponents".
- ``{"counters": {"object": "this" | "affected" | id, "counter": kind}}`` or
  ``{"counters": {"player": who, "counter": "poison"}}``: counters of a kind there.
- ``{"this_turn": {"player": who, "did": one of THIS_TURN}}``: what happened this turn,
  from the scenario's ``this_turn`` and from the events resolved since.
- ``{"x": "this" | "affected" | id}``: the value of X chosen for the spell that object was
  (its ``x``): "enters with X +1/+1 counters" (107.3m).
- ``{"power": "this" | "affected" | id}``: the object's power: its ``power`` with its +1/+1
  counters added and its -1/-1 counters taken away (122.1a): "equal to Master Biomancer's
  power".
- ``{"amount": "event"}``: the amount of the event the effect would apply to, as it stands
  (damage, life, tokens, counters): "if a source would deal 3 or less damage".
- ``{"kicked": {"object": …, "cost": …}}``, ``{"cast": {"object": …, "from": zone}}``: how
  the spell that object is or became was cast (:mod:`~rules.engine.casting`).
- ``{"moved": {...object filter, "share": "color"}}``: in a process's ``until``, the cards
  the last repetition moved that match; with ``share``, the most of them that share one
  color: "if two cards that share a color were milled this way" (Grindstone).

``cards`` and ``this_turn`` also take ``"player": "all"``: the sum over every player, and
``"player": "opponents"``: the sum over the effect's controller's opponents (a teammate is
none, 810.8a's example): "if an opponent was dealt damage this turn" (bloodthirst, 702.54a).

``{"turn_of": who}`` holds during that player's turn (the scenario's first player is the
active player). A condition is ``{<measure>, "at_least": n}`` (``at_most``, ``equals``;
``at_least: 1`` when no bound is given; a bound may be ``"that_many"``, the event's amount as
it stands: "while your library has at least that many cards in it"), or ``{"all": [...]}``,
``{"any": [...]}``, ``{"not": {...}}``.
A count is ``{"for_each": <measure>, "times": n, "plus": n}``; ``for_each`` may be a list of
measures, added up ("for each other Zombie you control and each Zombie card in your
graveyard").

>>> check_condition({"life": "you", "at_most": 5}, ("Alice",), set(), _no_filter)
>>> check_condition({"cards": {"zone": "deck"}}, ("Alice",), set(), _no_filter)
'cards.zone: must be one of hand, library, graveyard, exile'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from .casting import CAST_MEASURES, cast_measure, check_cast_arg
from .filters import obj_matches, player_matches, power_now
from .interface import EffectView
from .library_cards import named_cards
from .state import Ev, Obj, World
from .teams import life_read
from .vocabulary import COLORS

MEASURES = (
    *("cards", "permanents", "life", "opponents", "counters", "this_turn", "x", "power"),
    *("amount", "moved"),
    *CAST_MEASURES,
)
"""What a condition or a count may measure."""
CARD_ZONES = ("hand", "library", "graveyard", "exile")
"""The zones whose cards a ``cards`` measure counts."""
HISTORY = {
    "attacked": "the creatures {who} attacked with this turn",
    "creatures_died": "the creatures {who} controlled that died this turn",
    "left_battlefield": "the permanents {who} controlled that left the battlefield this turn",
}
"""Raid (given by the scenario only), morbid (700.4) and revolt, with their words."""
THIS_TURN = ("drew", "dealt_damage", "gained_life", "lost_life", "cast", *HISTORY)
"""What a ``this_turn`` measure may ask: cards drawn, damage dealt to the player, life
gained, life lost, spells cast (given by the scenario only), and :data:`HISTORY`."""
BOUNDS = ("at_least", "at_most", "equals")
THAT_MANY = "that_many"
"""A bound read from the event: its amount as it stands ("at least that many cards")."""
_PLAYER_REFS = ("you", "affected")
_CHARACTERISTICS = (
    "types",
    "any_types",
    "not_types",
    "subtypes",
    "any_subtypes",
    "not_subtypes",
    "supertypes",
    "not_supertypes",
    "colors",
    "token",
    "nontoken",
    "id",
)
MAX_DEPTH = 8
"""How deeply ``all`` / ``any`` / ``not`` may nest."""


# Reading the game ------------------------------------------------------------------


def _player(who: Any, world: World, fx: EffectView, ev: Ev | None) -> str | None:
    if who in (None, "you"):
        return fx.controller
    if who == "affected":
        if ev is None:
            return fx.controller
        if ev.player is not None:
            return ev.player
        ref = ev.object or ev.recipient
        if ref is not None and world.is_player(ref):
            return ref
        if ref is not None and world.has_obj(ref):
            o = world.obj(ref)
            return o.controller or o.owner
        return fx.controller
    return str(who) if world.is_player(str(who)) else None


def _object(ref: Any, world: World, fx: EffectView, ev: Ev | None) -> Obj | None:
    if ref in (None, "this"):
        ref = fx.source
    elif ref == "affected":
        ref = None if ev is None else (ev.object or ev.recipient)
    if ref is None or not world.has_obj(str(ref)):
        return None
    return world.obj(str(ref))


def measure(spec: Mapping[str, Any], world: World, fx: EffectView, ev: Ev | None) -> int:
    """The number ``spec`` measures in ``world`` (see the module's doc)."""
    key = next(k for k in MEASURES if k in spec)
    arg = spec[key]
    if key == "life":
        who = _player(arg, world, fx, ev)
        return life_read(world, who) if who else 0  # a team's (810.9a; 606.9a in 2008)
    if key == "opponents":
        who = _player(arg, world, fx, ev)
        if who is None:
            return 0
        mate = world.player(who).mate
        return sum(1 for p in world.players if p.name not in (who, mate))
    if key == "permanents":
        return sum(
            1 for o in world.objects if o.in_play and obj_matches(arg, o, fx=fx, world=world)
        )
    if key in ("cards", "this_turn") and arg.get("player") in ("all", "opponents"):
        every = [p.name for p in world.players]
        if arg["player"] == "opponents":
            every = [n for n in every if player_matches("opponent", n, fx.controller, fx.mate)]
        return sum(measure({key: {**arg, "player": n}}, world, fx, ev) for n in every)
    if key == "cards":
        return _cards(arg, world, fx, ev)
    if key == "x":
        o = _object(arg, world, fx, ev)
        return o.x if o else 0
    if key in CAST_MEASURES:
        # How the spell it is or became was cast (601.2a, 702.33): "if it was kicked".
        return cast_measure(key, arg, _object(arg.get("object"), world, fx, ev))
    if key == "power":
        # Counters change power as they are on it (122.1a); the scenario's power is without.
        o = _object(arg, world, fx, ev)
        return 0 if o is None else power_now(o)
    if key == "amount":
        # The event's own amount as it stands ("3 or less damage", "4 or more damage").
        return int(ev.amount or 0) if ev is not None else 0
    if key == "moved":
        return _moved(arg, world, fx, ev)
    if key == "counters":
        kind = str(arg.get("counter", "+1/+1"))
        if "player" in arg:
            who = _player(arg["player"], world, fx, ev)
            return world.player(who).counter(kind) if who else 0
        o = _object(arg.get("object"), world, fx, ev)
        return o.counter(kind) if o else 0
    who = _player(arg.get("player"), world, fx, ev)
    return world.player(who).did(str(arg["did"])) if who else 0


def _cards(arg: Mapping[str, Any], world: World, fx: EffectView, ev: Ev | None) -> int:
    who = _player(arg.get("player"), world, fx, ev)
    if who is None:
        return 0
    zone = str(arg["zone"])
    wanted = {k: v for k, v in arg.items() if k not in ("player", "zone")}
    n = sum(
        len(o.melded) or 1  # a melded permanent became two cards (712.21e)
        for o in world.objects
        if o.zone == zone and o.owner == who and not o.token and obj_matches(wanted, o, fx=fx)
    )
    if not any(k in wanted for k in _CHARACTERISTICS):
        p = world.player(who)
        n += named_cards(getattr(p, zone, ()))  # objects placed there are counted above
    if ev is not None and ev.as_enters and zone == "library" and world.has_obj(ev.as_enters):
        # A card entering from that library is not among its cards for the effect (614.13c).
        o = world.obj(ev.as_enters)
        n -= o.zone == zone and o.owner == who and obj_matches(wanted, o, fx=fx)
    return n


def _moved(arg: Mapping[str, Any], world: World, fx: EffectView, ev: Ev | None) -> int:
    """The cards a process's last repetition moved that match (found in the zone each went
    to); with ``share``, the most of them that have one color in common (105.2: a colorless
    card shares no color)."""
    ids = getattr(getattr(ev, "repeat", None), "moved", ())
    wanted = {k: v for k, v in arg.items() if k != "share"}
    cards = [world.obj(i) for i in ids if world.has_obj(i)]
    cards = [o for o in cards if obj_matches(wanted, o, fx=fx)]
    if arg.get("share") == "color":
        return max((sum(1 for o in cards if c in o.colors) for c in COLORS), default=0)
    return len(cards)


def bound(value: Any, ev: Ev | None) -> int:
    """A condition's bound: a number, or ``"that_many"``, the event's amount as it stands
    ("while your library has at least that many cards in it", Ashiok)."""
    if value == THAT_MANY:
        return int(ev.amount or 0) if ev is not None else 0
    return int(value)


def holds(cond: Mapping[str, Any], world: World, fx: EffectView, ev: Ev | None) -> bool:
    """Whether the condition is true in ``world`` for the effect and the event."""
    if "all" in cond:
        return all(holds(c, world, fx, ev) for c in cond["all"])
    if "any" in cond:
        return any(holds(c, world, fx, ev) for c in cond["any"])
    if "not" in cond:
        return not holds(cond["not"], world, fx, ev)
    if "turn_of" in cond:
        return world.players[0].name == _player(cond["turn_of"], world, fx, ev)
    n = measure(cond, world, fx, ev)
    if not any(b in cond for b in BOUNDS):
        return n >= 1
    if "at_least" in cond and n < bound(cond["at_least"], ev):
        return False
    if "at_most" in cond and n > bound(cond["at_most"], ev):
        return False
    return not ("equals" in cond and n != bound(cond["equals"], ev))


def count(spec: Any, world: World, fx: EffectView, ev: Ev | None) -> int:
    """A number given as is, or a count worked out now (never below 0)."""
    if isinstance(spec, int):
        return spec
    each = spec["for_each"]
    # "for each A and each B" (Unbreathing Horde): several measures, added up.
    measures = each if isinstance(each, list | tuple) else (each,)
    n = sum(measure(m, world, fx, ev) for m in measures) * int(spec.get("times", 1))
    return max(0, n + int(spec.get("plus", 0)))


def is_count(value: Any) -> bool:
    return isinstance(value, Mapping) and "for_each" in value


def reads_moved(value: Any) -> bool:
    """Whether a condition anywhere in ``value`` reads the cards a repetition moved."""
    if isinstance(value, Mapping):
        return "moved" in value or any(reads_moved(v) for v in value.values())
    if isinstance(value, list | tuple):
        return any(reads_moved(v) for v in value)
    return False


def uses_this_turn(value: Any) -> bool:
    """Whether a condition or count anywhere in ``value`` reads what happened this turn."""
    if isinstance(value, Mapping):
        return "this_turn" in value or any(uses_this_turn(v) for v in value.values())
    if isinstance(value, list | tuple):
        return any(uses_this_turn(v) for v in value)
    return False


# Checking what a scenario says ----------------------------------------------------------

FilterCheck = Callable[[Any, set[str], tuple[str, ...]], "str | None"]
"""The check of an object filter (the params' own), given by the caller."""


def _no_filter(value: Any, objects: set[str], players: tuple[str, ...]) -> str | None:
    return None


def check_condition(
    value: Any,
    players: tuple[str, ...],
    objects: set[str],
    check_filter: FilterCheck,
    depth: int = 0,
) -> str | None:
    """What is wrong with a condition, as ``"path: problem"``, or None."""
    if not isinstance(value, Mapping):
        return "must be an object: a measure with a bound, or all / any / not"
    if depth > MAX_DEPTH:
        return f"nests more than {MAX_DEPTH} deep"
    for key in ("all", "any"):
        if key in value:
            if set(value) != {key} or not isinstance(value[key], list) or not value[key]:
                return f"{key} must be the only key, with a non-empty list of conditions"
            for i, c in enumerate(value[key]):
                problem = check_condition(c, players, objects, check_filter, depth + 1)
                if problem:
                    return _under(f"{key}[{i}]", problem)
            return None
    if "turn_of" in value:
        if set(value) != {"turn_of"}:
            return "turn_of must be the only key"
        problem = _who_problem(value["turn_of"], players)
        return None if problem is None else f"turn_of: {problem}"
    if "not" in value:
        if set(value) != {"not"}:
            return "not must be the only key"
        problem = check_condition(value["not"], players, objects, check_filter, depth + 1)
        return None if problem is None else _under("not", problem)
    problem = check_measure(value, players, objects, check_filter, extra=BOUNDS)
    if problem:
        return problem
    for b in BOUNDS:
        v = value.get(b)
        if b in value and v != THAT_MANY and (isinstance(v, bool) or not isinstance(v, int)):
            return f'{b}: must be a whole number or "that_many" (the amount of the event)'
    return None


def check_count(
    value: Any, players: tuple[str, ...], objects: set[str], check_filter: FilterCheck
) -> str | None:
    """What is wrong with a count (``{"for_each": …, "times", "plus"}``), or None."""
    if not isinstance(value, Mapping) or "for_each" not in value:
        return "must be a whole number or a count with for_each"
    bad = set(value) - {"for_each", "times", "plus"}
    if bad:
        return f"unknown key(s): {', '.join(sorted(bad))}"
    for key in ("times", "plus"):
        v = value.get(key, 0)
        if isinstance(v, bool) or not isinstance(v, int) or abs(v) > 200:
            return f"{key}: must be a whole number from -200 to 200"
    each = value["for_each"]
    if isinstance(each, list):
        if not each or len(each) > 10:
            return "for_each: a list of measures, added up, holds 1 to 10 of them"
        for i, m in enumerate(each):
            problem = check_measure(m, players, objects, check_filter)
            if problem:
                return _under(f"for_each[{i}]", problem)
        return None
    problem = check_measure(each, players, objects, check_filter)
    return None if problem is None else _under("for_each", problem)


def _under(prefix: str, problem: str) -> str:
    """``problem`` found inside ``prefix``: ``"all[1].cards.zone: …"`` or ``"all[1]: …"``."""
    head = problem.split(":", 1)[0]
    if head and " " not in head:
        return f"{prefix}.{problem}"
    return f"{prefix}: {problem}"


def check_measure(
    value: Any,
    players: tuple[str, ...],
    objects: set[str],
    check_filter: FilterCheck,
    extra: tuple[str, ...] = (),
) -> str | None:
    if not isinstance(value, Mapping):
        return f"must be an object with one of: {', '.join(MEASURES)}"
    keys = [k for k in MEASURES if k in value]
    if len(keys) != 1:
        return f"must have exactly one of: {', '.join(MEASURES)}"
    bad = set(value) - set(MEASURES) - set(extra)
    if bad:
        return f"unknown key(s): {', '.join(sorted(bad))}"
    key = keys[0]
    problem = _check_arg(key, value[key], players, objects, check_filter)
    return None if problem is None else f"{key}{problem}"


def _who_problem(who: Any, players: tuple[str, ...], every: bool = False) -> str | None:
    if who in _PLAYER_REFS or who in players or (every and who in ("all", "opponents")):
        return None
    return f"{who!r} must be you, affected{', all, opponents' if every else ''} or a player's name"


def _check_arg(
    key: str, arg: Any, players: tuple[str, ...], objects: set[str], check_filter: FilterCheck
) -> str | None:
    """A problem with a measure's argument, starting with ``.field:`` or ``:``."""
    if key in ("life", "opponents"):
        problem = _who_problem(arg, players)
        return None if problem is None else f": {problem}"
    if key in ("x", "power"):
        if isinstance(arg, str) and (arg in ("this", "affected") or arg in objects):
            return None
        return f": {arg!r} is not this, affected or an object in the scenario"
    if key == "amount":
        return None if arg == "event" else ': must be "event" (the amount of the event)'
    if key in CAST_MEASURES:
        return check_cast_arg(key, arg, objects)
    if not isinstance(arg, Mapping):
        return ": must be an object"
    if key == "permanents":
        problem = check_filter(dict(arg), objects, players)
        return None if problem is None else f": {problem}"
    if key == "moved":
        if arg.get("share", "color") != "color":
            return f".share: {arg['share']!r} must be color (cards that share a color)"
        problem = check_filter({k: v for k, v in arg.items() if k != "share"}, objects, players)
        return None if problem is None else f": {problem}"
    if "player" in arg:
        problem = _who_problem(arg["player"], players, every=key != "counters")
        if problem:
            return f".player: {problem}"
    if key == "cards":
        if arg.get("zone") not in CARD_ZONES:
            return f".zone: must be one of {', '.join(CARD_ZONES)}"
        rest = {k: v for k, v in arg.items() if k not in ("player", "zone")}
        problem = check_filter(rest, objects, players)
        return None if problem is None else f": {problem}"
    if key == "counters":
        bad = set(arg) - {"object", "player", "counter"}
        if bad:
            return f": unknown key(s): {', '.join(sorted(bad))}"
        if "object" in arg and "player" in arg:
            return ": give an object or a player, not both"
        ref = arg.get("object", "this")
        if ref not in ("this", "affected") and ref not in objects:
            return f".object: {ref!r} is not this, affected or an object in the scenario"
        if not isinstance(arg.get("counter", ""), str):
            return ".counter: must be a string"
        return None
    bad = set(arg) - {"player", "did"}
    if bad:
        return f": unknown key(s): {', '.join(sorted(bad))}"
    if arg.get("did") not in THIS_TURN:
        return f".did: must be one of {', '.join(THIS_TURN)}"
    return None
