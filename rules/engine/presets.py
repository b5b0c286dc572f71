"""Presets: real cards as parameters for the general effect templates."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any


@dataclass(frozen=True)
class Preset:
    """A card's effect as a template kind and its parameters."""

    key: str
    """Stable key used in scenarios: ``"rest-in-peace"``."""
    name: str
    """The card's name."""
    text: str
    """The effect in a short line of our own words."""
    template: str
    """The template kind it fills."""
    params: dict[str, Any] = field(hash=False, compare=False)
    """The template's parameters (plain JSON)."""
    tags: tuple[str, ...] = ()
    origin: str = "static"
    """``"static"`` or ``"resolution"``: see :class:`~rules.engine.scenario.EffectSpec`."""
    self_replacement: bool = False
    optional: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "name": self.name,
            "text": self.text,
            "template": self.template,
            "params": dict(self.params),
            "tags": list(self.tags),
            "origin": self.origin,
            "self_replacement": self.self_replacement,
            "optional": self.optional,
        }


_ZOMBIE = {
    "name": "Zombie",
    "types": ["Creature"],
    "subtypes": ["Zombie"],
    "colors": ["black"],
    "power": 2,
    "toughness": 2,
}
_CREATURE_YOU = {"types": ["Creature"], "controller": "you"}


def _p(
    key: str,
    name: str,
    text: str,
    template: str,
    params: dict[str, Any],
    tags: tuple[str, ...],
    **flags: Any,
) -> Preset:
    return Preset(key, name, text, template, params, tags, **flags)


_ALL: tuple[Preset, ...] = (
    # Damage -------------------------------------------------------------------
    _p(
        "furnace-of-rath",
        "Furnace of Rath",
        "Damage any source would deal to a permanent or player is doubled.",
        "multiply",
        {"event": "damage", "factor": 2},
        ("damage", "double"),
    ),
    _p(
        "dictate-of-the-twin-gods",
        "Dictate of the Twin Gods",
        "Damage any source would deal to a permanent or player is doubled.",
        "multiply",
        {"event": "damage", "factor": 2},
        ("damage", "double"),
    ),
    _p(
        "gratuitous-violence",
        "Gratuitous Violence",
        "Damage a creature you control would deal to a permanent or player is doubled.",
        "multiply",
        {"event": "damage", "factor": 2, "source": _CREATURE_YOU},
        ("damage", "double"),
    ),
    _p(
        "fiery-emancipation",
        "Fiery Emancipation",
        "Damage a source you control would deal is tripled.",
        "multiply",
        {"event": "damage", "factor": 3, "source": {"controller": "you"}},
        ("damage", "triple"),
    ),
    _p(
        "torbran-thane-of-red-fell",
        "Torbran, Thane of Red Fell",
        "A red source you control deals 2 more damage to an opponent or to a permanent an "
        "opponent controls.",
        "add",
        {
            "event": "damage",
            "amount": 2,
            "source": {"colors": ["red"], "controller": "you"},
            "recipient": {"player": "opponent", "object": {"controller": "opponent"}},
        },
        ("damage", "add"),
    ),
    _p(
        "searing-blaze",
        "Searing Blaze",
        "Landfall: this spell deals 3 damage instead of 1 (part of the spell itself).",
        "set_amount",
        {"amount": 3},
        ("damage", "self-replacement", "landfall"),
        origin="resolution",
        self_replacement=True,
    ),
    _p(
        "healing-salve",
        "Healing Salve",
        "A shield: the next 3 damage that would be dealt to the chosen player or permanent "
        "this turn is prevented.",
        "prevent",
        {"amount": 3, "shield": True, "recipient": {"player": "you"}},
        ("prevention", "shield"),
        origin="resolution",
    ),
    _p(
        "wojek-apothecary",
        "Wojek Apothecary",
        "A shield of 1 on the target creature and on each other creature sharing a color with "
        "it as the ability resolves.",
        "prevent",
        {"amount": 1, "shield": True, "each": {"types": ["Creature"]}},
        ("prevention", "shield", "untargeted"),
        origin="resolution",
    ),
    _p(
        "circle-of-protection-red",
        "Circle of Protection: Red",
        "The next time a red source you chose would deal damage to you this turn, that damage "
        "is prevented.",
        "prevent",
        {
            "amount": "all",
            "once": True,
            "source": {"colors": ["red"]},
            "recipient": {"player": "you"},
        },
        ("prevention", "chosen source"),
        origin="resolution",
    ),
    _p(
        "daunting-defender",
        "Daunting Defender",
        "Damage that would be dealt to a Cleric creature you control is reduced by 1, each time.",
        "prevent",
        {
            "amount": 1,
            "recipient": {
                "object": {"types": ["Creature"], "subtypes": ["Cleric"], "controller": "you"}
            },
        },
        ("prevention", "static"),
    ),
    _p(
        "phyrexian-hydra",
        "Phyrexian Hydra",
        "Damage that would be dealt to this is prevented; it gets a -1/-1 counter for each 1 "
        "prevented this way.",
        "prevent",
        {"amount": "all", "recipient": {"object": {"this": True}}, "then_counter": "-1/-1"},
        ("prevention", "counters"),
    ),
    _p(
        "fog",
        "Fog",
        "All combat damage that would be dealt this turn is prevented.",
        "prevent",
        {"amount": "all", "combat": True},
        ("prevention",),
        origin="resolution",
    ),
    _p(
        "gisela-blade-of-goldnight-double",
        "Gisela, Blade of Goldnight (double)",
        "Damage a source would deal to an opponent or a permanent an opponent controls is doubled.",
        "multiply",
        {
            "event": "damage",
            "factor": 2,
            "recipient": {"player": "opponent", "object": {"controller": "opponent"}},
        },
        ("damage", "double"),
    ),
    _p(
        "gisela-blade-of-goldnight-prevent",
        "Gisela, Blade of Goldnight (prevent half)",
        "Of damage a source would deal to you or a permanent you control, half is prevented, "
        "rounded up.",
        "prevent",
        {"amount": "half_up", "recipient": {"player": "you", "object": {"controller": "you"}}},
        ("prevention", "half"),
    ),
    _p(
        "dark-sphere",
        "Dark Sphere",
        "The next time the chosen source would deal damage to you this turn, half of it is "
        "prevented, rounded down (set chosen_source).",
        "prevent",
        {"amount": "half_down", "recipient": {"player": "you"}, "once": True},
        ("prevention", "half", "chosen source"),
        origin="resolution",
    ),
    _p(
        "benevolent-unicorn",
        "Benevolent Unicorn",
        "Damage an instant or sorcery spell would deal is reduced by 1 (a replacement, not a "
        "prevention: it also reduces damage that can't be prevented).",
        "add",
        {"event": "damage", "amount": -1, "source": {"any_types": ["Instant", "Sorcery"]}},
        ("damage", "reduce"),
    ),
    _p(
        "pyromancers-gauntlet",
        "Pyromancer's Gauntlet",
        "A red instant, sorcery or planeswalker you control deals 2 more damage.",
        "add",
        {
            "event": "damage",
            "amount": 2,
            "source": {
                "colors": ["red"],
                "any_types": ["Instant", "Sorcery", "Planeswalker"],
                "controller": "you",
            },
        },
        ("damage", "add"),
    ),
    _p(
        "questing-beast",
        "Questing Beast",
        "Combat damage a creature you control would deal can't be prevented.",
        "cant_be_prevented",
        {"source": {"types": ["Creature"], "controller": "you"}, "combat": True},
        ("damage", "can't be prevented"),
    ),
    _p(
        "palisade-giant",
        "Palisade Giant",
        "Damage that would be dealt to you or another permanent you control is dealt to this "
        "creature instead.",
        "redirect",
        {
            "recipient": {"player": "you", "object": {"controller": "you", "other": True}},
            "to": "this",
        },
        ("damage", "redirection"),
    ),
    _p(
        "deflecting-palm-redirect",
        "Pariah's Shield",
        "Damage that would be dealt to you is dealt to the equipped creature instead.",
        "redirect",
        {"recipient": {"player": "you"}, "to": "this"},
        ("damage", "redirection"),
    ),
    _p(
        "leyline-of-punishment",
        "Leyline of Punishment",
        "Damage can't be prevented (and players can't gain life).",
        "cant_be_prevented",
        {},
        ("damage", "can't be prevented"),
    ),
    # Zones --------------------------------------------------------------------
    _p(
        "rest-in-peace",
        "Rest in Peace",
        "A card or token that would be put into a graveyard from anywhere is exiled instead.",
        "move_instead",
        {"from": "anywhere", "to": "graveyard", "instead_to": "exile"},
        ("zones", "graveyard"),
    ),
    _p(
        "leyline-of-the-void",
        "Leyline of the Void",
        "A card that would be put into an opponent's graveyard from anywhere is exiled instead.",
        "move_instead",
        {
            "from": "anywhere",
            "to": "graveyard",
            "instead_to": "exile",
            "object": {"owner": "opponent", "token": False},
        },
        ("zones", "graveyard"),
    ),
    _p(
        "blightsteel-colossus",
        "Blightsteel Colossus",
        "If this would be put into a graveyard from anywhere, it is shuffled into its owner's "
        "library instead.",
        "move_instead",
        {"from": "anywhere", "to": "graveyard", "instead_to": "library", "object": {"this": True}},
        ("zones", "graveyard"),
    ),
    _p(
        "kalitas-traitor-of-ghet",
        "Kalitas, Traitor of Ghet",
        "If a nontoken creature an opponent controls would die, it is exiled instead and you "
        "create a 2/2 black Zombie token.",
        "move_instead",
        {
            "from": "battlefield",
            "to": "graveyard",
            "instead_to": "exile",
            "object": {"types": ["Creature"], "controller": "opponent", "nontoken": True},
            "also": [{"do": "create_tokens", "count": 1, "token": _ZOMBIE}],
        },
        ("zones", "dies", "tokens"),
    ),
    _p(
        "anafenza-the-foremost",
        "Anafenza, the Foremost",
        "A creature card an opponent owns that would be put into a graveyard from anywhere is "
        "exiled instead.",
        "move_instead",
        {
            "object": {"types": ["Creature"], "owner": "opponent", "nontoken": True},
            "from": "anywhere",
            "to": "graveyard",
            "instead_to": "exile",
        },
        ("zones", "graveyard", "exile"),
    ),
    _p(
        "dryad-militant",
        "Dryad Militant",
        "An instant or sorcery card that would be put into a graveyard from anywhere is exiled "
        "instead.",
        "move_instead",
        {
            "object": {"any_types": ["Instant", "Sorcery"], "nontoken": True},
            "from": "anywhere",
            "to": "graveyard",
            "instead_to": "exile",
        },
        ("zones", "graveyard", "exile"),
    ),
    _p(
        "river-boa",
        "River Boa",
        "Regenerate this creature: the next time it would be destroyed this turn, remove its "
        "damage, tap it and remove it from combat instead.",
        "regenerate",
        {"object": "this"},
        ("regeneration",),
        origin="resolution",
    ),
    _p(
        "fiery-temper",
        "Fiery Temper",
        "Madness: if you would discard this card, it is exiled instead (and you may cast it).",
        "move_instead",
        {
            "from": "hand",
            "to": "graveyard",
            "cause": "discard",
            "instead_to": "exile",
            "object": {"this": True},
        },
        ("zones", "madness", "discard"),
        origin="resolution",
    ),
    # Entering -----------------------------------------------------------------
    _p(
        "rusted-sentinel",
        "Rusted Sentinel",
        "This enters tapped.",
        "enter_tapped",
        {"object": {"this": True}},
        ("entering", "tapped"),
    ),
    _p(
        "scarwood-treefolk",
        "Scarwood Treefolk",
        "This enters tapped.",
        "enter_tapped",
        {"object": {"this": True}},
        ("entering", "tapped"),
    ),
    _p(
        "orb-of-dreams",
        "Orb of Dreams",
        "Permanents enter tapped.",
        "enter_tapped",
        {"object": {}},
        ("entering", "tapped"),
    ),
    _p(
        "thalia-heretic-cathar",
        "Thalia, Heretic Cathar",
        "Creatures your opponents control enter tapped (its land half left out).",
        "enter_tapped",
        {"object": {"types": ["Creature"], "controller": "opponent"}},
        ("entering", "tapped"),
    ),
    _p(
        "containment-priest",
        "Containment Priest",
        "A nontoken creature that would enter and wasn't cast (it doesn't come from the stack) "
        "is exiled instead.",
        "move_instead",
        {
            "object": {"types": ["Creature"], "nontoken": True},
            "from": "anywhere",
            "not_from": "stack",
            "to": "battlefield",
            "instead_to": "exile",
        },
        ("entering", "exile"),
    ),
    _p(
        "grafdiggers-cage",
        "Grafdigger's Cage",
        "Creature cards in graveyards can't enter the battlefield (add a second effect with "
        "from: library for libraries).",
        "cant",
        {"event": "enter", "object": {"types": ["Creature"]}, "from": "graveyard"},
        ("entering", "can't"),
    ),
    _p(
        "metallic-mimic",
        "Metallic Mimic",
        "Each other creature you control of the chosen type enters with an additional +1/+1 "
        "counter (set the type in object.subtypes).",
        "enter_with_counters",
        {
            "object": {"types": ["Creature"], "controller": "you", "other": True},
            "counter": "+1/+1",
            "count": 1,
        },
        ("entering", "counters"),
    ),
    _p(
        "essence-of-the-wild",
        "Essence of the Wild",
        "Creatures you control enter as a copy of this creature.",
        "enter_as_copy",
        {"object": _CREATURE_YOU, "copy_of": "this"},
        ("entering", "copy"),
    ),
    _p(
        "clone",
        "Clone",
        "You may have this enter as a copy of a creature on the battlefield (set copy_of).",
        "enter_as_copy",
        {"object": {"this": True}, "copy_of": "this"},
        ("entering", "copy", "optional"),
        optional=True,
    ),
    _p(
        "gather-specimens",
        "Gather Specimens",
        "This turn, a creature that would enter under an opponent's control enters under your "
        "control instead.",
        "enter_under_control",
        {"object": {"types": ["Creature"], "controller": "opponent"}},
        ("entering", "control"),
        origin="resolution",
    ),
    _p(
        "voice-of-all",
        "Voice of All",
        "As this creature enters, its controller chooses a color.",
        "enter_choose",
        {"object": {"this": True}, "choice": "color"},
        ("entering", "choice"),
    ),
    _p(
        "yixlid-jailer",
        "Yixlid Jailer",
        "Cards in graveyards lose all abilities.",
        "lose_abilities",
        {"zone": "graveyard"},
        ("abilities",),
    ),
    # Tokens and counters -------------------------------------------------------
    _p(
        "doubling-season-tokens",
        "Doubling Season (tokens)",
        "If an effect would create tokens under your control, it creates twice that many.",
        "multiply",
        {"event": "create_tokens", "factor": 2, "player": "you"},
        ("tokens", "double"),
    ),
    _p(
        "doubling-season-counters",
        "Doubling Season (counters)",
        "If an effect would put counters on a permanent you control, it puts twice that many.",
        "multiply",
        {"event": "put_counters", "factor": 2, "object": {"controller": "you"}},
        ("counters", "double"),
    ),
    _p(
        "parallel-lives",
        "Parallel Lives",
        "If an effect would create creature tokens under your control, it creates twice that many.",
        "multiply",
        {"event": "create_tokens", "factor": 2, "player": "you"},
        ("tokens", "double"),
    ),
    _p(
        "anointed-procession",
        "Anointed Procession",
        "If an effect would create tokens under your control, it creates twice that many.",
        "multiply",
        {"event": "create_tokens", "factor": 2, "player": "you"},
        ("tokens", "double"),
    ),
    _p(
        "hardened-scales",
        "Hardened Scales",
        "If +1/+1 counters would be put on a creature you control, that many plus one are put "
        "on it.",
        "add",
        {"event": "put_counters", "amount": 1, "counter": "+1/+1", "object": _CREATURE_YOU},
        ("counters", "add"),
    ),
    _p(
        "primal-vigor-tokens",
        "Primal Vigor (tokens)",
        "If one or more tokens would be created, under anyone's control, twice that many are "
        "created instead.",
        "multiply",
        {"event": "create_tokens", "factor": 2, "player": "any"},
        ("tokens", "double"),
    ),
    _p(
        "primal-vigor-counters",
        "Primal Vigor (counters)",
        "If +1/+1 counters would be put on any creature, twice that many are put on it instead.",
        "multiply",
        {
            "event": "put_counters",
            "factor": 2,
            "counter": "+1/+1",
            "object": {"types": ["Creature"]},
        },
        ("counters", "double"),
    ),
    _p(
        "winding-constrictor",
        "Winding Constrictor",
        "If counters would be put on an artifact or creature you control, that many plus one are "
        "put on it instead (its half on players left out).",
        "add",
        {
            "event": "put_counters",
            "amount": 1,
            "object": {"any_types": ["Artifact", "Creature"], "controller": "you"},
        },
        ("counters", "add"),
    ),
    _p(
        "solemnity",
        "Solemnity",
        "Counters can't be put on artifacts, creatures, enchantments or lands (its half on "
        "players left out).",
        "cant",
        {
            "event": "put_counters",
            "object": {"any_types": ["Artifact", "Creature", "Enchantment", "Land"]},
        },
        ("counters", "can't"),
    ),
    _p(
        "melira-sylvok-outcast",
        "Melira, Sylvok Outcast",
        "-1/-1 counters can't be put on creatures you control.",
        "cant",
        {"event": "put_counters", "counter": "-1/-1", "object": _CREATURE_YOU},
        ("counters", "can't"),
    ),
    # Draws and life ---------------------------------------------------------------
    _p(
        "thought-reflection",
        "Thought Reflection",
        "If you would draw a card, you draw two cards instead.",
        "instead",
        {"watch": {"event": "draw", "player": "you"}, "instead": [{"do": "draw", "count": 2}]},
        ("draw",),
    ),
    _p(
        "laboratory-maniac",
        "Laboratory Maniac",
        "If you would draw a card while your library is empty, you win the game instead.",
        "instead",
        {
            "watch": {"event": "draw", "player": "you", "library_empty": True},
            "instead": [{"do": "win_game"}],
        },
        ("draw", "empty library"),
    ),
    _p(
        "notion-thief",
        "Notion Thief",
        "If an opponent would draw a card (other than the first in their draw step), you draw "
        "a card instead.",
        "instead",
        {
            "watch": {"event": "draw", "player": "opponent", "not_first_in_draw_step": True},
            "instead": [{"do": "draw", "count": 1, "player": "you"}],
        },
        ("draw",),
    ),
    _p(
        "words-of-worship",
        "Words of Worship",
        "The next time you would draw a card this turn, you gain 5 life instead.",
        "instead",
        {
            "watch": {"event": "draw", "player": "you"},
            "instead": [{"do": "gain_life", "amount": 5}],
            "once": True,
        },
        ("draw", "life"),
        origin="resolution",
    ),
    _p(
        "boon-reflection",
        "Boon Reflection",
        "If you would gain life, you gain twice that much instead.",
        "multiply",
        {"event": "gain_life", "factor": 2, "player": "you"},
        ("life", "double"),
    ),
    _p(
        "alhammarrets-archive-draw",
        "Alhammarret's Archive (draws)",
        "If you would draw a card other than the first in your draw step, you draw two instead.",
        "instead",
        {
            "watch": {"event": "draw", "player": "you", "not_first_in_draw_step": True},
            "instead": [{"do": "draw", "count": 2}],
        },
        ("draw",),
    ),
    _p(
        "alhammarrets-archive-life",
        "Alhammarret's Archive (life)",
        "If you would gain life, you gain twice that much instead.",
        "multiply",
        {"event": "gain_life", "factor": 2, "player": "you"},
        ("life", "double"),
    ),
    _p(
        "platinum-angel",
        "Platinum Angel",
        "Your opponents can't win the game (its half on losing left out).",
        "cant",
        {"event": "win_game", "player": "opponent"},
        ("win", "can't"),
    ),
    _p(
        "sulfuric-vortex",
        "Sulfuric Vortex",
        "Players can't gain life (a \"can't\" effect, not a replacement).",
        "cant",
        {"event": "gain_life", "player": "any"},
        ("life", "can't"),
    ),
    # Turn structure ----------------------------------------------------------------
    _p(
        "fatigue",
        "Fatigue",
        "Target player skips their next draw step.",
        "skip",
        {"step": "draw", "player": "you"},
        ("skip", "turn structure"),
        origin="resolution",
    ),
    _p(
        "meditate",
        "Meditate",
        "You skip your next turn.",
        "skip",
        {"step": "turn", "player": "you"},
        ("skip", "turn structure"),
        origin="resolution",
    ),
)

PRESETS: Mapping[str, Preset] = MappingProxyType({p.key: p for p in _ALL})
"""Every preset by key."""


def search_presets(text: str) -> tuple[Preset, ...]:
    """Presets whose card name, key or tags contain ``text`` (case-insensitive).

    >>> [p.key for p in search_presets("doubling")]
    ['doubling-season-tokens', 'doubling-season-counters']
    """
    needle = text.strip().lower()
    return tuple(
        p
        for p in _ALL
        if needle in p.name.lower() or needle in p.key or any(needle in t for t in p.tags)
    )
