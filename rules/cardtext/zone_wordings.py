"""Readers of the wordings about a card going to a zone other than the one it would
(614.1a, 614.6): "If [a card] would be put into a graveyard from anywhere, exile it
instead", "would die", entering under your control or exiled when it wasn't cast,
madness, and cards in a zone losing their abilities. Importing this module registers
them."""

from __future__ import annotations

import re
from typing import Any

from .actions import create_action
from .phrases import COLORS, Refuse, number, object_filter
from .reading import Effect, Line, Reading, _origin, reads
from .targets import target, that_card

# Zones ------------------------------------------------------------------------

_GRAVEYARD_OWNER = {
    "a graveyard": None,
    "a player's graveyard": None,
    "its owner's graveyard": None,
    "an opponent's graveyard": "opponent",
    "your graveyard": "you",
}
_FROM = {
    "anywhere": "anywhere",
    "the battlefield": "battlefield",
    "your hand": "hand",
    "a hand": "hand",
    "your library": "library",
    "a library": "library",
    "the stack": "stack",
}


def _also(text: str) -> dict[str, Any]:
    """What happens beside the move: a token created, or "put a number of +1/+1 counters
    equal to that creature's power on [this]" (Ravenous Slime: its power as it last existed
    on the battlefield, worked out as the effect applies)."""
    m = re.fullmatch(
        r"put a number of (?P<c>[+-]\d+/[+-]\d+) counters equal to that creature's power on SELF",
        text,
        re.I,
    )
    if m:
        power = {"for_each": {"power": "affected"}}
        return {"do": "put_counters", "object": "this", "counter": m["c"], "count": power}
    return create_action(text)


def _instead_zone(action: str) -> tuple[str, list[dict[str, Any]]]:
    """Where the object goes instead, and what else happens: ``"exile it instead"``,
    ``"instead exile that card and create a 2/2 black Zombie creature token"``."""
    a = action.strip()
    also: list[dict[str, Any]] = []
    m = re.fullmatch(r"instead (.+?)(?: and (create .+|put a number of .+))?", a, re.I)
    if m:
        a, extra = m[1] + " instead", m[2]
        if extra:
            also.append(_also(extra))
    m = re.fullmatch(r"(.+?) instead(?:,? and (create .+))?", a, re.I)
    if not m:
        raise Refuse(action)
    core = m[1].lower()
    if m[2]:
        also.append(create_action(m[2]))
    if re.fullmatch(r"exile (?:it|that card|SELF|them)", core, re.I):
        return "exile", also
    counted = re.fullmatch(
        r"exile (?:it|that card|SELF) with (?P<n>an?|\w+) (?P<kind>[\w+/-]+) counters? on it",
        core,
        re.I,
    )
    if counted:
        # "exile it with a void counter on it" (Dauthi Voidwalker): the card, once in
        # exile, gets the counters (122.1; a card in exile may have counters).
        n = 1 if counted["n"].lower() in ("a", "an") else number(counted["n"])
        put = {"do": "put_counters", "counter": counted["kind"], "count": n, "object": "affected"}
        return "exile", [*also, put]
    if re.fullmatch(
        r"(?:reveal (?:it|SELF) and )?shuffle (?:it|SELF|that card) into its owner's library",
        core,
        re.I,
    ):
        return "library", also
    if re.fullmatch(r"(?:return|put) (?:it|SELF|that card) (?:in)?to its owner's hand", core, re.I):
        return "hand", also
    raise Refuse(action)


@reads(
    r"if (?P<obj>.+?) would be put into (?P<gy>a graveyard|a player's graveyard|an opponent's "
    r"graveyard|your graveyard|its owner's graveyard) from (?P<from>anywhere|the battlefield|"
    r"your hand|a hand|your library|a library|the stack)(?P<turn> this turn)?, (?P<action>.+)"
)
def _to_graveyard(line: Line, m: re.Match[str]) -> Reading:
    return _graveyard_instead(line, m, _card_filter(m["obj"]), _FROM[m["from"].lower()])


def _graveyard_instead(line: Line, m: re.Match[str], f: dict[str, Any], source: str) -> Reading:
    """A ``move_instead`` of what ``f`` names going to the graveyard ``m["gy"]`` from
    ``source``, to where ``m["action"]`` says; "this turn": made by a resolving spell."""
    owner = _GRAVEYARD_OWNER[m["gy"].lower()]
    if owner:
        f["owner"] = owner
    to, also = _instead_zone(m["action"])
    params: dict[str, Any] = {"from": source, "to": "graveyard", "instead_to": to}
    if m["turn"]:
        line = Line(line.text, line.original, True, line.spell, line.ability_word)
    if f:
        params["object"] = f
    if also:
        params["also"] = also
    return Reading([_origin(line, {"template": "move_instead", "params": params})])


@reads(
    r"if (?P<obj>(?!SELF\b)(?!that\b)(?!it\b).+?) would be put into (?P<gy>a graveyard|an "
    r"opponent's graveyard|your graveyard)(?P<turn> this turn)?, (?P<action>.+)"
)
def _permanent_to_graveyard(line: Line, m: re.Match[str]) -> Reading:
    """ "If a permanent would be put into a graveyard, exile it instead" (Samurai of the Pale
    Curtain): a description with a permanent's type and no "card" means a permanent on the
    battlefield (109.2, 110.1), so it watches permanents leaving the battlefield."""
    f = object_filter(m["obj"])
    if f.get("nontoken") and "card" in m["obj"].lower():
        raise Refuse(line.original)  # "a card": from anywhere, which it doesn't say
    return _graveyard_instead(line, m, f, "battlefield")


@reads(
    r"if SELF would be put into a graveyard, (?P<may>you may )?put (?:it|SELF) on "
    r"(?P<pos>top|the bottom) of its owner's library instead"
)
def _permanent_to_library(line: Line, m: re.Match[str]) -> Reading:
    """ "If this permanent would be put into a graveyard, you may put it on top of its
    owner's library instead" (Pulmonic Sliver's Slivers): a permanent's static ability
    works while it is on the battlefield (113.6), so it watches the permanent leaving it;
    "you may": its controller chooses as it applies (an optional effect, 614.1)."""
    if line.resolution or line.spell:
        raise Refuse(line.original)
    params = {
        "object": {"this": True},
        "from": "battlefield",
        "to": "graveyard",
        "instead_to": "library",
        "position": "top" if m["pos"] == "top" else "bottom",
    }
    eff: Effect = {"template": "move_instead", "params": params}
    if m["may"]:
        eff["optional"] = True
    return Reading([eff])


def _card_filter(phrase: str) -> dict[str, Any]:
    p = phrase.strip()
    if p.lower() in ("a card", "cards", "a card or token", "a card or a token"):
        return {"nontoken": True} if "token" not in p.lower() else {}
    return object_filter(p)


def dying_filter(phrase: str, r: Reading) -> dict[str, Any]:
    """What "[phrase] would die" watches: this, a target, or creatures of the filter.
    "The creature" after a sentence naming a target ("… to target creature or player. If
    the creature would die this turn, exile it instead.") is that target, not any creature.
    "A permanent" is any permanent: a planeswalker dies too (700.4, "dies" means "is put
    into a graveyard from the battlefield")."""
    phrase = re.sub(r"^the (creature|permanent)$", r"that \1", phrase.strip(), flags=re.I)
    # "a creature dealt damage by enchanted creature this turn" (Kumano's Blessing): the
    # creature the Aura enchants, a placeholder as "enchanted creature" always is.
    by = re.search(
        r"\s+dealt damage by (enchanted creature|equipped creature)(?: this turn)?$", phrase
    )
    dealer = target(by[1], r) if by else None
    if by:
        phrase = phrase[: by.start()]
    placeholder = target(phrase, r)
    f = {"id": placeholder} if placeholder else object_filter(phrase)
    if dealer:
        f["damaged_by"] = dealer
    if f.get("damaged_by"):
        who = "SELF" if f["damaged_by"] == "this" else "the enchanted creature"
        r.notes.append(
            f"only a permanent {who} dealt damage to this turn: one counts only if the "
            "scenario's damage or the permanent's damaged_by says so"
        )
    any_permanent = re.match(r"(?:a|an|each|another) permanents?\b", phrase, re.I)
    if (
        not f.get("this")
        and not f.get("id")
        and not any_permanent
        and ("Creature" not in f.get("types", []))
    ):
        f["types"] = [*f.get("types", []), "Creature"]  # type: ignore[assignment]
    return f


@reads(r"if (?P<obj>.+?) would die(?P<turn> this turn)?, (?P<action>.+)")
def _dies(line: Line, m: re.Match[str]) -> Reading:
    return _dying(line, m["obj"], bool(m["turn"]), m["action"])


@reads(
    r"if it's a creature, it can't be regenerated this turn, and if it would die"
    r"(?P<turn> this turn)?, (?P<action>.+)"
)
def _target_creature_dies(line: Line, m: re.Match[str]) -> Reading:
    """Today's Carbonize and Disintegrate ("... deals 3 damage to any target. If it's a
    creature, it can't be regenerated this turn, and if it would die this turn, exile it
    instead."): "it" is the creature dealt damage, as the older text's "the creature" was;
    its regeneration, no replacement of 614, is left out as the older text's sentence was."""
    return _dying(line, "that creature", bool(m["turn"]), m["action"])


def _dying(line: Line, obj: str, this_turn: bool, action: str) -> Reading:
    r = Reading()
    f = dying_filter(obj, r)
    if this_turn:
        line = Line(line.text, line.original, True, line.spell, line.ability_word)
    to, also = _instead_zone(action)
    params: dict[str, Any] = {
        "from": "battlefield",
        "to": "graveyard",
        "instead_to": to,
        "object": f,
    }
    if also:
        params["also"] = also
    r.effects.append(_origin(line, {"template": "move_instead", "params": params}))
    return r


@reads(
    r"if (?P<die>.+?) would die or (?P<obj>.+?) not on the battlefield would be put into "
    r"(?P<gy>an opponent's graveyard|a graveyard|your graveyard), (?P<action>.+)"
)
def _dies_or_put(line: Line, m: re.Match[str]) -> Reading:
    """Anafenza's wording: one effect on the creature dying and on the card going to the
    graveyard from anywhere else, so one effect from anywhere when both name the same."""
    dying = object_filter(m["die"])
    other = _card_filter(m["obj"])
    owner = _GRAVEYARD_OWNER[m["gy"].lower()]
    if owner:
        other["owner"] = owner
    if dying != other:
        raise Refuse(line.original)
    if not re.fullmatch(r"exile (?:it|that card) instead", m["action"].strip(), re.I):
        raise Refuse(m["action"])
    params = {"object": other, "from": "anywhere", "to": "graveyard", "instead_to": "exile"}
    return Reading([_origin(line, {"template": "move_instead", "params": params})])


@reads(
    r"if an? (?P<c1>\w+)(?: or (?P<c2>\w+))? permanent, spell, or card not on the battlefield "
    r"would be put into (?P<gy>a graveyard|an opponent's graveyard|your graveyard), "
    r"(?P<action>.+)"
)
def _any_of_a_color_to_graveyard(line: Line, m: re.Match[str]) -> Reading:
    """ "If a black or red permanent, spell, or card not on the battlefield would be put
    into a graveyard, exile it instead" (Sanctifier en-Vec): every object of those colors,
    a token or a spell's copy too, from anywhere."""
    colors = [c.lower() for c in (m["c1"], m["c2"]) if c]
    if not all(c in COLORS for c in colors):
        raise Refuse(line.original)
    to, also = _instead_zone(m["action"])
    if to != "exile" or also:
        raise Refuse(m["action"])
    f: dict[str, Any] = {"colors": colors}
    owner = _GRAVEYARD_OWNER[m["gy"].lower()]
    if owner:
        f["owner"] = owner
    params = {"object": f, "from": "anywhere", "to": "graveyard", "instead_to": "exile"}
    return Reading([_origin(line, {"template": "move_instead", "params": params})])


@reads(r"if (?P<obj>.+?) would enter and it wasn't cast, exile it instead")
def _enter_not_cast(line: Line, m: re.Match[str]) -> Reading:
    params = {
        "object": object_filter(m["obj"]),
        "from": "anywhere",
        "not_from": "stack",
        "to": "battlefield",
        "instead_to": "exile",
    }
    return Reading([_origin(line, {"template": "move_instead", "params": params})])


@reads(
    r"if (?P<obj>.+?) would enter under an opponent's control(?P<turn> this turn)?, "
    r"it enters under your control instead"
)
def _enter_control(line: Line, m: re.Match[str]) -> Reading:
    f = object_filter(m["obj"])
    f["controller"] = "opponent"
    eff: Effect = {"template": "enter_under_control", "params": {"object": f}}
    if line.resolution or m["turn"]:
        eff["origin"] = "resolution"
    return Reading([eff])


@reads(r"madness(?: \{.*\}| .*)?")
def _madness(line: Line, m: re.Match[str]) -> Reading:
    """Madness (702.35a): its first ability is a static ability that functions while the
    card is in a player's hand (113.6b)."""
    params = {
        "from": "hand",
        "to": "graveyard",
        "cause": "discard",
        "instead_to": "exile",
        "object": {"this": True},
    }
    return Reading(
        [
            {
                "template": "move_instead",
                "params": params,
                "origin": "hand",
                "optional_until": "2016-07-22",
            }
        ],
        ["madness: if you discard this card, it is exiled instead (casting it is up to you)"],
    )


@reads(r"dredge (?P<n>\d+)")
def _dredge(line: Line, m: re.Match[str]) -> Reading:
    """Dredge N (702.52a): a static ability that functions only while the card is in a
    graveyard (113.6b), and only with at least N cards in the library (702.52b)."""
    n = int(m["n"])
    params = {
        "watch": {"event": "draw", "player": "you"},
        "condition": {"cards": {"player": "you", "zone": "library"}, "at_least": n},
        "instead": [
            {"do": "mill", "player": "you", "count": n},
            {"do": "move", "object": "this", "to": "hand"},
        ],
    }
    return Reading(
        [{"template": "instead", "params": params, "origin": "graveyard", "optional": True}],
        [f"dredge {n}: from your graveyard, you may mill {n} cards instead of drawing a card"],
    )


_ZONE_PLURALS = {
    "graveyards": "graveyard",
    "libraries": "library",
    "hands": "hand",
    "exile": "exile",
}


@reads(r"cards in (?P<zone>graveyards|hands|libraries) lose all abilities")
def _lose_abilities(line: Line, m: re.Match[str]) -> Reading:
    params = {"zone": _ZONE_PLURALS[m["zone"].lower()]}
    return Reading([_origin(line, {"template": "lose_abilities", "params": params})])


@reads(
    r"if that card would be put into (?P<gy>a graveyard|your graveyard)(?P<turn> this turn)?, "
    r"exile it instead"
)
def _that_card_exiled(line: Line, m: re.Match[str]) -> Reading:
    """A card a resolving spell or ability lets its controller cast from a graveyard or from
    exile: put into a graveyard from anywhere (resolving, countered, discarded), it is exiled
    instead (614.1a). Goblin Dark-Dwellers, Torrential Gearhulk, Dire Fleet Daredevil."""
    if not (line.resolution or m["turn"]):
        raise Refuse(line.original)
    r = Reading()
    f: dict[str, Any] = {"id": that_card(r)}
    owner = _GRAVEYARD_OWNER[m["gy"].lower()]
    if owner:
        f["owner"] = owner
    params = {"object": f, "from": "anywhere", "to": "graveyard", "instead_to": "exile"}
    r.effects.append({"template": "move_instead", "params": params, "origin": "resolution"})
    return r


# Leaving a zone for anywhere --------------------------------------------------------


@reads(
    r"if (?P<obj>it|that creature|the creature|that card|SELF) would leave the battlefield, "
    r"exile it "
    r"instead of putting it anywhere else"
)
def _leave_battlefield(line: Line, m: re.Match[str]) -> Reading:
    """Whip of Erebos, Gruesome Encore, Kheru Lich Lord, Dreams of the Dead, Isareth the
    Awakener: the creature a resolving spell or
    ability returned is exiled whenever it would leave the battlefield, whatever its
    destination (702.84a's words); on a permanent itself, its own static ability."""
    r = Reading()
    if m["obj"] == "SELF":
        f: dict[str, Any] = {"this": True}
    elif line.resolution:
        f = {"id": target("that creature", r)}
    else:
        raise Refuse(line.original)
    params = {"object": f, "from": "battlefield", "to": "anywhere", "instead_to": "exile"}
    r.effects.append(_origin(line, {"template": "move_instead", "params": params}))
    return r


@reads(r"(?P<kw>unearth|flashback)(?:\s*(?:—|-)\s*|\s+)(?P<cost>.+)")
def _unearth_or_flashback(line: Line, m: re.Match[str]) -> Reading:
    """Unearth (702.84a): "If it would leave the battlefield, exile it instead of putting it
    anywhere else"; flashback (702.34a): "exile this card instead of putting it anywhere else
    any time it would leave the stack". Each applies once the card was returned or cast that
    way, which the scenario says by giving the effect."""
    leaving = "battlefield" if m["kw"].lower() == "unearth" else "stack"
    params = {"object": {"this": True}, "from": leaving, "to": "anywhere", "instead_to": "exile"}
    note = (
        "unearth: only once its unearth ability has returned it to the battlefield"
        if leaving == "battlefield"
        else "flashback: only when it was cast with flashback"
    )
    return Reading([{"template": "move_instead", "params": params, "origin": "resolution"}], [note])
