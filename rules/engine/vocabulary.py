"""The words of the scenario format and every limit the engine keeps, in one place.

Everything else (the JSON Schema, the checks, the templates, the resolver, the
builder's form) takes its zones, colours, event kinds and limits from here, so
one change is seen everywhere.

>>> "exile" in ZONES
True
>>> MAX_COUNT
200
"""

from __future__ import annotations

from datetime import date
from typing import Any

# ---------------------------------------------------------------------------
# Words of the format
# ---------------------------------------------------------------------------

ZONES = ("battlefield", "stack", "hand", "library", "graveyard", "exile", "command")
"""The zones an object may be in."""
COMBAT_PLACES = ("attacking", "blocked", "unblocked", "blocking")
"""An object's place in combat: an attacking creature (508.1k), one once blockers are declared
(blocked or unblocked, 509.1h; still attacking), or a blocking creature (509.1g)."""
MELD_PAIRS = {
    frozenset(("Midnight Scavengers", "Graf Rats")): "Chittering Host",
    frozenset(("Hanweir Garrison", "Hanweir Battlements")): "Hanweir, the Writhing Township",
    frozenset(("Bruna, the Fading Light", "Gisela, the Broken Blade")): (
        "Brisela, Voice of Nightmares"
    ),
    frozenset(("Phyrexian Dragon Engine", "Mishra, Claimed by Gix")): "Mishra, Lost to Phyrexia",
    frozenset(("The Mightstone and Weakstone", "Urza, Lord Protector")): "Urza, Planeswalker",
    frozenset(("Argoth, Sanctum of Nature", "Titania, Voice of Gaea")): "Titania, Gaea Incarnate",
    frozenset(("Fang, Fearless l'Cie", "Vanille, Cheerful l'Cie")): "Ragnarok, Divine Deliverance",
}
"""The meld pairs (712.5a-g) and the combined back face each forms: only the two cards of
one pair can be melded (701.42b)."""
ORIGIN_ZONES = ("hand", "library", "graveyard", "exile", "command")
"""The zones an effect's ``origin`` may name: a static ability of a card that functions
only while the card is there (113.6b: dredge in a graveyard, 702.52a; madness in a hand,
702.35a)."""
CAST_FROM = ("hand", "graveyard", "library", "exile", "command")
"""The zones a spell may be cast from (601.2a: a card moves from there to the stack), which
an object's ``cast_from`` names."""
COLORS = ("white", "blue", "black", "red", "green")
"""The five colours, in the order of the colour wheel."""
EVENT_KINDS = (
    "damage",
    "destroy",
    "move",
    "enter",
    "draw",
    "gain_life",
    "lose_life",
    "pay_life",
    "create_tokens",
    "put_counters",
    "begin_step",
    "begin_turn",
    "turn_face_up",
    "lose_game",
    "win_game",
    "produce_mana",
    "repeat",
    "exchange_life",
    "mill",
)
"""The kinds of event a scenario may say are about to happen."""
DAMAGE_KEYWORDS = ("lifelink", "infect", "wither")
"""The keywords of a damage's source that change what the damage does (120.3)."""
KEYWORDS = (
    *DAMAGE_KEYWORDS,
    "flying",
    "first strike",
    "double strike",
    "deathtouch",
    "trample",
    "reach",
    "shadow",
    "menace",
    "vigilance",
    "haste",
    "defender",
    "hexproof",
    "indestructible",
    "fear",
    "intimidate",
    "horsemanship",
)
"""The keywords an object may list and a filter may name ("creatures with flying",
"creatures without trample"): those that change what damage does (120.3), read as it is
dealt, and others (702) that only filters read."""
MAX_KEYWORD_INSTANCES = 12
"""How many keywords an object's ``keywords`` may list, instances of one keyword counted
each time it is listed (a creature with lifelink equipped with Loxodon Warhammer lists it
twice: before 2009-07-11 each instance triggered separately, 502.68b)."""
BY_KINDS = ("spell", "ability", "cost", "rule")
"""What caused an event (its ``by``): a resolving spell, an ability, paying a cost, a game
rule (a discard to hand size, a state-based action)."""
HAPPENING_KINDS = ("create_effect", "set_colors", "move")
"""The kinds of earlier happening a scenario's timeline may hold."""
STEPS = ("untap", "upkeep", "draw", "main", "combat", "end")
"""The steps a ``begin_step`` event may name."""
PLAYER_WORDS = ("you", "opponent", "any")
"""The words a player filter may use instead of a player's name."""
OBJECT_PLAYER_WORDS = (*PLAYER_WORDS, "not_you")
"""The words an object filter's ``controller`` and ``owner`` may use: ``not_you`` is "you
don't control" / "you don't own", any player but the effect's controller, a teammate too
(102.3: a teammate is no opponent), or nobody."""
ACTION_KINDS = (
    "draw",
    "discard",
    "gain_life",
    "lose_life",
    "set_life",
    "return_from_graveyard",
    "exile_from_graveyard",
    "win_game",
    "lose_game",
    "nothing",
    "move",
    "create_tokens",
    "put_counters",
    "remove_counters",
    "mill",
    "exile_top",
    "look_at_top",
    "reveal_until",
    "gain_control",
    "remove_damage",
    "destroy",
    "sacrifice",
    "tap",
    "untap",
    "damage",
)
"""What an ``instead`` effect's actions may do."""
WATCHABLE = (
    "damage",
    "move",
    "enter",
    "draw",
    "gain_life",
    "lose_life",
    "pay_life",
    "create_tokens",
    "put_counters",
    "lose_game",
    "win_game",
)
"""The event kinds a general ``instead`` effect may watch (``enter``: a move to the
battlefield, the object seen as it would exist there, 614.12)."""
PREVENT_WORDS = ("all", "half_up", "half_down")
"""The amounts a prevention effect may give in words."""
CANT_EVENTS = (
    "gain_life",
    "draw",
    "lose_life",
    "damage",
    "enter",
    "put_counters",
    "win_game",
    "lose_game",
    "sacrifice",
    "pay_life",
    "destroy",
)
"""The events a "can't" effect may stop."""
RESOLVED_KINDS = (
    "damage",
    "move",
    "regenerate",
    "draw",
    "gain_life",
    "lose_life",
    "pay_life",
    "create_tokens",
    "put_counters",
    "begin_step",
    "begin_turn",
    "return_card",
    "win_game",
    "turn_face_up",
    "lose_game",
    "produce_mana",
    "draw_cards",
    "repeat",
    "exchange_life",
    "library_top",
)
"""The kinds of event the resolver works on (destroying and entering are moves;
regenerating, returning a card and winning are made by effects)."""

ID_FORBIDDEN = "@ : # ."
"""The characters an id may not hold: the resolver joins ids with them."""
ID_PATTERN = "^[^@:#.]+$"
"""What an id of an object, effect, mode or event must match."""

# ---------------------------------------------------------------------------
# Limits
# ---------------------------------------------------------------------------

MAX_COUNT = 200
"""The most cards, tokens or counters one count in a scenario may ask for (an event's
``count``, an action's ``count``); the builder's form takes the same limit."""
MAX_FILTER_IDS = 200
"""The most objects an object filter's ``ids`` may name ("any number of target creatures":
each is an object of the scenario, which has at most this many in practice)."""
MAX_UNITS_MADE = 1_000
"""The most cards, tokens … one event may make while resolving: counts in a scenario
are at most :data:`MAX_COUNT`, and effects can multiply them."""
MAX_LIFE = 1_000_000
"""The largest life total a scenario may give, above or below zero: a player's ``life``
and a team's shared ``life`` (810.4) alike."""
MAX_EFFECT_TEXT = 600
"""The longest an effect's own ``text`` (what it does, in people's words) may be."""
MAX_ITERATIONS = 20_000
"""Loop iterations allowed for one resolution before it is declared a loop."""

PREDEFINED_TOKENS: dict[str, dict[str, Any]] = {
    "Treasure": {"name": "Treasure", "types": ["Artifact"], "subtypes": ["Treasure"]},
    "Food": {"name": "Food", "types": ["Artifact"], "subtypes": ["Food"]},
    "Gold": {"name": "Gold", "types": ["Artifact"], "subtypes": ["Gold"]},
    "Walker": {
        "name": "Walker",
        "types": ["Creature"],
        "subtypes": ["Zombie"],
        "colors": ["black"],
        "power": 2,
        "toughness": 2,
    },
    "Shard": {"name": "Shard", "types": ["Enchantment"], "subtypes": ["Shard"]},
    "Clue": {"name": "Clue", "types": ["Artifact"], "subtypes": ["Clue"]},
    "Blood": {"name": "Blood", "types": ["Artifact"], "subtypes": ["Blood"]},
    "Powerstone": {"name": "Powerstone", "types": ["Artifact"], "subtypes": ["Powerstone"]},
}
"""Predefined tokens (111.10a-h): ``"token": "Treasure"`` creates one of these."""


FIRST_RELEASE = "2003-07-01"
"""The first release whose procedure the resolver builds."""


def optional_until_problem(until: Any, optional: Any) -> str | None:
    """What is wrong with an effect's ``optional_until`` (a release date: the effect is
    optional under the releases before it), or None.

    >>> optional_until_problem("2016-07-22", None) is None
    True
    >>> optional_until_problem("2016-02-30", None)
    'must be a date, YYYY-MM-DD'
    >>> optional_until_problem("2016-07-22", True)
    'an effect that is optional under every release (optional: true) needs no date'
    """
    try:
        date.fromisoformat(str(until))
    except ValueError:
        return "must be a date, YYYY-MM-DD"
    if len(str(until)) != 10:
        return "must be a date, YYYY-MM-DD"
    if optional is True:
        return "an effect that is optional under every release (optional: true) needs no date"
    if str(until) <= FIRST_RELEASE:
        return f"must be after {FIRST_RELEASE}, the first release the resolver knows"
    return None
