"""Card text → scenario effects: the wordings of rules 614-616 read into the templates.

Every sentence of a card's text is read whole by one of the readers below or not at
all. A sentence with a wording of replacement, prevention or "can't" that no reader
understands goes to ``unparsed``; a sentence with none of those wordings (keywords,
triggered and activated abilities that make no such effect) goes to ``ignored``.
Nothing is guessed: a reader that meets a word it doesn't know refuses the sentence.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rules.engine.vocabulary import CANT_EVENTS

from .actions import create_action, instead_action
from .phrases import Refuse, number, object_filter, player_word, recipient_filter

Effect = dict[str, Any]


@dataclass
class Reading:
    """What one sentence became: effects, and notes for the judge."""

    effects: list[Effect] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    left: list[str] = field(default_factory=list)
    """Parts of the sentence not understood (the rest was)."""
    targets: list[dict[str, Any]] = field(default_factory=list)
    """Objects the text names but a scenario must pick (a target creature, the enchanted
    creature): placeholders ``{"id", "name", "types"}`` the effects refer to by id."""


@dataclass
class Line:
    """A sentence with what is known about where it stands on the card."""

    text: str
    """Normalised: the card's name is ``SELF``, no reminder text, no final period."""
    original: str
    resolution: bool
    """Made by a resolving spell or ability (an instant, a sorcery, an activated or
    triggered ability, or "this turn"), so it works wherever its source is (614.12)."""
    spell: bool = False
    ability_word: str = ""


# ---------------------------------------------------------------------------
# Normalising
# ---------------------------------------------------------------------------

_SELF_WORDS = (
    "this creature",
    "this card",
    "this permanent",
    "this enchantment",
    "this artifact",
    "this land",
    "this spell",
    "this aura",
    "this equipment",
    "this vehicle",
    "this planeswalker",
)


def normalise(text: str, name: str, legendary: bool = False, planeswalker: bool = False) -> str:
    """The text with the card's name (and CARDNAME, "this creature" …) as ``SELF``,
    "enters the battlefield" as "enters", one spelling of quotes and dashes."""
    t = text.replace("\u2019", "'").replace("\u2212", "-").replace("\r", "")
    t = t.replace("\\n", "\n")
    names = [name]
    if "," in name:
        names.append(name.split(",")[0])
    elif legendary and len(name.split()) > 1:
        names.append(name.split()[0])
    for n in sorted({n for n in names if n.strip()}, key=len, reverse=True):
        t = re.sub(rf"(?<![\w']){re.escape(n)}(?![\w'])", "SELF", t, flags=re.IGNORECASE)
    t = re.sub(r"\bCARDNAME\b|~", "SELF", t)
    if planeswalker:
        # A planeswalker's own text calls it "him" or "her" (Gideon, Nissa).
        t = re.sub(r"\b(to|by) (?:him|her)\b", r"\1 SELF", t)
    for w in _SELF_WORDS:
        t = re.sub(rf"\b{w}\b", "SELF", t, flags=re.IGNORECASE)
    t = re.sub(r"\b(enters?|entering) the battlefield\b", r"\1", t)
    t = re.sub(r"\bhis or her\b", "their", t)
    t = re.sub(r"\bhim or her\b", "them", t)
    t = re.sub(r"\bhe or she\b", "they", t)
    t = re.sub(r"\bhis or her\b", "their", t)
    return t


def strip_reminder(line: str) -> str:
    return re.sub(r"\s*\([^()]*\)", "", line).strip()


# ---------------------------------------------------------------------------
# Readers: one per family of wordings
# ---------------------------------------------------------------------------

Reader = Callable[[Line, re.Match[str]], Reading]
_READERS: list[tuple[re.Pattern[str], Reader]] = []


def reads(pattern: str) -> Callable[[Reader], Reader]:
    def register(fn: Reader) -> Reader:
        _READERS.append((re.compile(pattern, re.IGNORECASE), fn))
        return fn

    return register


def _origin(line: Line, effect: Effect) -> Effect:
    if line.resolution:
        effect["origin"] = "resolution"
    return effect


def _combat(word: str | None) -> dict[str, Any]:
    w = (word or "").strip().lower()
    if w == "combat":
        return {"combat": True}
    if w == "noncombat":
        return {"combat": False}
    return {}


def source_filter(phrase: str) -> dict[str, Any]:
    """A damage source: ``"a red source you control"``, ``"a spell"``, ``"a red instant or
    sorcery spell you control or a red planeswalker you control"``."""
    s = " ".join(phrase.split())
    if s.lower() in ("a source", "any source", "a source of your choice", "sources"):
        return {}
    parts = re.split(r" or (?=an? |another )", s)
    filters = [_one_source(p) for p in parts]
    if len(filters) == 1:
        return filters[0]
    merged: dict[str, Any] = {}
    kinds: list[str] = []
    for f in filters:
        kinds.extend(f.pop("any_types", f.pop("types", [])))
        if merged and f != merged:
            raise Refuse(phrase)
        merged = f
    merged["any_types"] = kinds
    return merged


def damage_filters(m: re.Match[str]) -> dict[str, Any]:
    """What a matched damage wording says of the damage: its source (``src``), its
    recipient (``rec``, when matched) and whether it is combat damage (``combat``)."""
    params: dict[str, Any] = {}
    src = source_filter(m["src"])
    if src:
        params["source"] = src
    rec = recipient_filter(m["rec"]) if m["rec"] else None
    if rec is not None:
        params["recipient"] = rec
    params.update(_combat(m["combat"]))
    return params


def _one_source(phrase: str) -> dict[str, Any]:
    words = phrase.split()
    spell = False
    out = []
    for w in words:
        if w.lower() in ("spell", "spells"):
            spell = True
            out.append("source")
        else:
            out.append(w)
    f = object_filter(" ".join(out))
    if spell and not f.get("types") and not f.get("any_types"):
        f["any_types"] = ["Instant", "Sorcery"]
    elif spell and f.get("types") and len(f["types"]) == 1:
        f["any_types"] = f.pop("types")
    return f


def _source_phrase(phrase: str, r: Reading) -> dict[str, Any]:
    """A damage source that may be a target ("target creature"), the enchanted creature,
    or chosen as the effect is made ("a red source of your choice")."""
    placeholder = target(phrase, r)
    if placeholder:
        return {"id": placeholder}
    if phrase.lower().endswith(" of your choice"):
        # Chosen as the effect is made (615.8, 609.7): a placeholder the judge replaces with
        # the object chosen, of the colour the words ask ("a red source of your choice").
        # The effect names it as its ``chosen_source`` (see ``parse.chosen_source``).
        f = source_filter(phrase[: -len(" of your choice")])
        r.targets.append(
            {"id": CHOSEN_SOURCE, "name": "source", "types": [], "colors": f.get("colors", [])}
        )
        r.notes.append(
            f"a source of your choice: the placeholder object {CHOSEN_SOURCE!r} stands for "
            "the source chosen; put the real object's id in its place"
        )
        return {**f, "id": CHOSEN_SOURCE}
    return source_filter(phrase)


CHOSEN_SOURCE = "source-of-your-choice"
"""The placeholder for "a source of your choice" (any colour it names is in its ``colors``)."""


#: Targets that may be a player: the placeholder's id, and whether a permanent may be chosen.
_PLAYER_TARGETS = {
    "any target": ("any-target", True),
    "target creature or player": ("target-creature-or-player", True),
    "another target creature or player": ("another-target-creature-or-player", True),
    "target player": ("target-player", False),
    "target opponent": ("target-opponent", False),
}

PLAYER_TARGETS = frozenset(pid for pid, _ in _PLAYER_TARGETS.values())
"""The placeholders a player's name may replace."""

X = "X"
"""An amount the text leaves to be chosen as the spell is cast or the ability activated
("the next X damage"): the effect says ``"X"`` until the judge sets the number."""


def amount_or_x(word: str) -> int | str:
    """A number in digits or words, or :data:`X` for "X"."""
    return X if word.strip() == "X" else number(word)


def player_target(phrase: str, r: Reading) -> str | None:
    """A target that may be a player ("target creature or player", "any target", "target
    player"): a placeholder id recorded in ``r.targets`` (one of :data:`PLAYER_TARGETS`;
    ``types`` empty when only a player may be chosen), None when ``phrase`` is not one."""
    p = " ".join(phrase.lower().split())
    found = _PLAYER_TARGETS.get(p)
    if found is None:
        return None
    pid, permanents = found
    types = ["Creature"] if "creature" in p else []
    r.targets.append({"id": pid, "name": p, "types": types if permanents else []})
    r.notes.append(f"{p}: the placeholder {pid!r} stands for the player or object chosen")
    return pid


def _target_recipient(phrase: str, r: Reading) -> dict[str, Any] | None:
    """A recipient that may be a target: a placeholder object the judge replaces with the
    player or permanent chosen (a targeted permanent can't be named before the scenario
    exists)."""
    placeholder = player_target(phrase, r) or target(phrase, r)
    if placeholder:
        return {"object": {"id": placeholder}}
    return recipient_filter(phrase)


_TARGET_KINDS = {
    "creature": ["Creature"],
    "artifact creature": ["Artifact", "Creature"],
    "creature you control": ["Creature"],
    "permanent": [],
    "artifact": ["Artifact"],
    "land": ["Land"],
    "planeswalker": ["Planeswalker"],
}


def target(phrase: str, r: Reading) -> str | None:
    """A permanent the text names but a scenario must pick: "target creature", "enchanted
    creature", "that creature" (the spell's target). Answers a placeholder object id and
    records the placeholder in ``r.targets``; None when ``phrase`` is not one."""
    p = " ".join(phrase.lower().split())
    # Words that only restrict what may be targeted say nothing once it is chosen.
    p = re.sub(
        r"^(target|that) (?:attacking or blocking|attacking|blocking|blocked|unblocked|tapped"
        r"|untapped|nonblack|nonwhite|nonartifact|legendary|multicolored|white|blue|black"
        r"|red|green) ",
        r"\1 ",
        p,
    )
    if p in ("a creature dealt damage this way", "each creature dealt damage this way"):
        r.targets.append(
            {
                "id": "damaged-creature",
                "name": "creature dealt damage this way",
                "types": ["Creature"],
            }
        )
        r.notes.append(
            "creature dealt damage this way: the placeholder object 'damaged-creature' stands "
            "for it; put the real object's id in its place (one effect for each creature "
            "the spell dealt damage to)"
        )
        return "damaged-creature"
    if re.fullmatch(r"target (?:instant or sorcery )?spell", p):
        r.targets.append({"id": "target-spell", "name": "target spell", "types": []})
        r.notes.append(
            "target spell: the placeholder object 'target-spell' stands for it; put the "
            "real object's id in its place"
        )
        return "target-spell"
    m = re.fullmatch(r"(target|enchanted|equipped|that) (.+)", p)
    if not m or m[2] not in _TARGET_KINDS:
        return None
    how, kind = ("target" if m[1] == "that" else m[1]), m[2]
    if how in ("enchanted", "equipped") and kind != "creature":
        return None
    kind = "creature" if kind == "creature you control" else kind
    pid = f"{how}-{kind.replace(' ', '-')}"
    r.targets.append({"id": pid, "name": f"{how} {kind}", "types": _TARGET_KINDS[kind]})
    r.notes.append(
        f"{how} {kind}: the placeholder object {pid!r} stands for it; put the real "
        "object's id in its place"
    )
    return pid


# Damage: doubled, tripled, plus or minus N ------------------------------------

_DEALS = r"(?:it|that source|SELF|they|that creature|that spell) deals?"


@reads(
    r"if (?P<src>.+?) would deal (?P<combat>combat |noncombat )?damage(?: to (?P<rec>.+?))?"
    r"(?P<turn> this turn)?, "
    rf"{_DEALS} (?:(?P<mult>double|triple|twice|three times) that damage"
    r"|that much damage (?P<sign>plus|minus) (?P<n>\w+))"
    r"(?: to (?:that [\w ]+?|the [\w ]+?|you|it|them|SELF))? instead"
)
def _damage_amount(line: Line, m: re.Match[str]) -> Reading:
    params: dict[str, Any] = {"event": "damage", **damage_filters(m)}
    if m["turn"]:
        line = Line(line.text, line.original, True, line.spell, line.ability_word)
    if m["mult"]:
        factor = 3 if m["mult"].lower() in ("triple", "three times") else 2
        return Reading(
            [_origin(line, {"template": "multiply", "params": {**params, "factor": factor}})]
        )
    n = number(m["n"])
    amount = n if m["sign"].lower() == "plus" else -n
    return Reading([_origin(line, {"template": "add", "params": {**params, "amount": amount}})])


# Prevention -------------------------------------------------------------------


def _prevent_amount(words: str) -> Any:
    w = words.strip().lower()
    if w in ("that damage", "all of that damage", "all that damage"):
        return "all"
    m = re.fullmatch(r"half that damage, rounded (up|down)", w)
    if m:
        return f"half_{m[1]}"
    m = re.fullmatch(r"(\w+) of that damage", w)
    if m:
        return number(m[1])
    raise Refuse(words)


@reads(
    r"if (?P<src>.+?) would deal (?P<combat>combat |noncombat )?damage to (?P<rec>.+?), "
    r"prevent (?P<amount>.+?)"
)
def _prevent_if_source(line: Line, m: re.Match[str]) -> Reading:
    params = {"amount": _prevent_amount(m["amount"]), **damage_filters(m)}
    return Reading([_origin(line, {"template": "prevent", "params": params})])


@reads(
    r"if (?P<combat>combat |noncombat )?damage would be dealt to (?P<rec>.+?), "
    r"prevent (?P<amount>.+?)"
    r"(?:\. put an? (?P<counter>[+-]\d+/[+-]\d+) counter on SELF for each 1 damage "
    r"prevented this way)?"
)
def _prevent_if_damage(line: Line, m: re.Match[str]) -> Reading:
    params: dict[str, Any] = {"amount": _prevent_amount(m["amount"])}
    rec = recipient_filter(m["rec"])
    if rec is not None:
        params["recipient"] = rec
    params.update(_combat(m["combat"]))
    if m["counter"]:
        params["then_counter"] = m["counter"]
    return Reading([_origin(line, {"template": "prevent", "params": params})])


@reads(
    r"prevent all (?P<combat>combat |noncombat )?damage that would be dealt(?P<t1> this turn)?"
    r"(?P<both> to and dealt by (?P<both_obj>.+?))?"
    r"(?: to (?P<rec>.+?))?(?P<t2> this turn)?(?: by (?P<src>.+?))?(?P<turn> this turn)?"
)
def _prevent_all(line: Line, m: re.Match[str]) -> Reading:
    r = Reading()
    base: dict[str, Any] = {"amount": "all", **_combat(m["combat"])}
    resolution = line.resolution or bool(m["turn"] or m["t1"] or m["t2"])
    if m["both"]:
        if m["rec"] or m["src"]:
            raise Refuse(line.original)
        placeholder = target(m["both_obj"], r)
        f = {"id": placeholder} if placeholder else object_filter(m["both_obj"])
        for key, value in (("recipient", {"object": f}), ("source", f)):
            eff = {"template": "prevent", "params": {**base, key: value}}
            if resolution:
                eff["origin"] = "resolution"
            r.effects.append(eff)
        return r
    params = dict(base)
    if m["rec"]:
        rec = _target_recipient(m["rec"], r)
        if rec is not None:
            params["recipient"] = rec
    if m["src"]:
        src = _source_phrase(m["src"], r)
        if src:
            params["source"] = src
    eff = {"template": "prevent", "params": params}
    if resolution:
        eff["origin"] = "resolution"
    r.effects.append(eff)
    return r


@reads(
    r"prevent all (?P<combat>combat |noncombat )?damage (?:that )?(?P<src>(?!that\b).+?) "
    r"would deal(?: to (?P<rec>.+?))?(?P<turn> this turn)?"
)
def _prevent_all_by(line: Line, m: re.Match[str]) -> Reading:
    r = Reading()
    params: dict[str, Any] = {"amount": "all", **_combat(m["combat"])}
    src = _source_phrase(m["src"], r)
    if src:
        params["source"] = src
    if m["rec"]:
        rec = _target_recipient(m["rec"], r)
        if rec is not None:
            params["recipient"] = rec
    eff = {"template": "prevent", "params": params}
    if line.resolution or m["turn"]:
        eff["origin"] = "resolution"
    r.effects.append(eff)
    return r


@reads(
    r"prevent the next (?P<n>\w+) (?P<combat>combat )?damage that would be dealt to "
    r"(?P<rec>.+?)(?: this turn)?"
)
def _prevent_next(line: Line, m: re.Match[str]) -> Reading:
    r = Reading()
    params: dict[str, Any] = {
        "amount": amount_or_x(m["n"]),
        "shield": True,
        **_combat(m["combat"]),
    }
    rec = m["rec"]
    shared = re.fullmatch(
        r"target creature and each other creature that shares a colou?r with it", rec, re.I
    )
    if shared:
        params["each"] = {"types": ["Creature"]}
        r.notes.append(
            "a shield on the target creature and each creature sharing a color with it: "
            "set shares_color_with to the target's id"
        )
    else:
        recipient = _target_recipient(rec, r)
        if recipient is not None:
            params["recipient"] = recipient
    r.effects.append({"template": "prevent", "params": params, "origin": "resolution"})
    return r


@reads(
    r"the next time (?P<src>.+?) would deal damage(?: to (?P<rec>.+?))? this turn, "
    r"prevent (?P<amount>.+?)"
)
def _prevent_next_time(line: Line, m: re.Match[str]) -> Reading:
    r = Reading()
    params: dict[str, Any] = {"amount": _prevent_amount(m["amount"]), "once": True}
    src = _source_phrase(m["src"], r)
    if src:
        params["source"] = src
    rec = _target_recipient(m["rec"], r) if m["rec"] else None
    if rec is not None:
        params["recipient"] = rec
    r.effects.append({"template": "prevent", "params": params, "origin": "resolution"})
    return r


@reads(r"(?:the|this) damage can't be prevented")
def _own_damage_cant_be_prevented(line: Line, m: re.Match[str]) -> Reading:
    if not line.spell:
        raise Refuse(line.original)
    eff = {"template": "cant_be_prevented", "params": {"source": {"this": True}}}
    return Reading([{**eff, "origin": "resolution"}])


@reads(
    r"(?P<combat>combat |noncombat )?damage(?: that would be dealt)?(?: by (?P<src>.+?))?"
    r"(?: to (?P<rec>.+?))? can't be prevented(?P<turn> this turn)?"
)
def _cant_be_prevented(line: Line, m: re.Match[str]) -> Reading:
    params: dict[str, Any] = {**_combat(m["combat"])}
    if m["src"]:
        src = source_filter(m["src"])
        if src:
            params["source"] = src
    if m["rec"]:
        rec = recipient_filter(m["rec"])
        if rec is not None:
            params["recipient"] = rec
    eff: Effect = {"template": "cant_be_prevented", "params": params}
    if line.resolution or m["turn"]:
        eff["origin"] = "resolution"
    return Reading([eff])


# Redirection -----------------------------------------------------------------


@reads(
    r"(?:all )?damage that would be dealt to (?P<rec>.+?) is dealt to "
    r"(?P<to>SELF|equipped creature|enchanted creature) instead"
)
def _redirect(line: Line, m: re.Match[str]) -> Reading:
    r = Reading()
    rec = recipient_filter(m["rec"])
    if rec is None:
        raise Refuse(m["rec"])
    if m["to"] != "SELF":
        r.notes.append(
            f"{m['to']}: the damage goes to the card's object; set 'to' to the id of the {m['to']}"
        )
    r.effects.append(
        _origin(line, {"template": "redirect", "params": {"recipient": rec, "to": "this"}})
    )
    return r


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


def _instead_zone(action: str) -> tuple[str, list[dict[str, Any]]]:
    """Where the object goes instead, and what else happens: ``"exile it instead"``,
    ``"instead exile that card and create a 2/2 black Zombie creature token"``."""
    a = action.strip()
    also: list[dict[str, Any]] = []
    m = re.fullmatch(r"instead (.+?)(?: and (create .+))?", a, re.I)
    if m:
        a, extra = m[1] + " instead", m[2]
        if extra:
            also.append(create_action(extra))
    m = re.fullmatch(r"(.+?) instead(?:,? and (create .+))?", a, re.I)
    if not m:
        raise Refuse(action)
    core = m[1].lower()
    if m[2]:
        also.append(create_action(m[2]))
    if re.fullmatch(r"exile (?:it|that card|SELF|them)", core, re.I):
        return "exile", also
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
    f = _card_filter(m["obj"])
    owner = _GRAVEYARD_OWNER[m["gy"].lower()]
    if owner:
        f["owner"] = owner
    to, also = _instead_zone(m["action"])
    params: dict[str, Any] = {"from": _FROM[m["from"].lower()], "to": "graveyard", "instead_to": to}
    if m["turn"]:
        line = Line(line.text, line.original, True, line.spell, line.ability_word)
    if f:
        params["object"] = f
    if also:
        params["also"] = also
    return Reading([_origin(line, {"template": "move_instead", "params": params})])


def _card_filter(phrase: str) -> dict[str, Any]:
    p = phrase.strip()
    if p.lower() in ("a card", "cards", "a card or token", "a card or a token"):
        return {"nontoken": True} if "token" not in p.lower() else {}
    return object_filter(p)


def dying_filter(phrase: str, r: Reading) -> dict[str, Any]:
    """What "[phrase] would die" watches: this, a target, or creatures of the filter."""
    placeholder = target(phrase, r)
    f = {"id": placeholder} if placeholder else object_filter(phrase)
    if not f.get("this") and not f.get("id") and "Creature" not in f.get("types", []):
        f["types"] = [*f.get("types", []), "Creature"]  # type: ignore[assignment]
    return f


@reads(r"if (?P<obj>.+?) would die(?P<turn> this turn)?, (?P<action>.+)")
def _dies(line: Line, m: re.Match[str]) -> Reading:
    r = Reading()
    f = dying_filter(m["obj"], r)
    if m["turn"]:
        line = Line(line.text, line.original, True, line.spell, line.ability_word)
    to, also = _instead_zone(m["action"])
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
    params = {
        "from": "hand",
        "to": "graveyard",
        "cause": "discard",
        "instead_to": "exile",
        "object": {"this": True},
    }
    return Reading(
        [{"template": "move_instead", "params": params, "origin": "resolution"}],
        ["madness: if you discard this card, it is exiled instead (casting it is up to you)"],
    )


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
    r"(?P<obj>SELF) enters tapped with (?P<n>\w+) (?P<counter>[+-]\d+/[+-]\d+|\w+) counters? on it"
)
def _enters_tapped_with(line: Line, m: re.Match[str]) -> Reading:
    """ "Enters tapped with two depletion counters on it": two replacements of one event."""
    params = {"object": {"this": True}, "counter": m["counter"], "count": number(m["n"])}
    return Reading(
        [
            _origin(line, {"template": "enter_tapped", "params": {"object": {"this": True}}}),
            _origin(line, {"template": "enter_with_counters", "params": params}),
        ]
    )


@reads(
    r"(?P<obj>.+?) enters? with (?P<n>\w+|an additional) (?:additional )?"
    r"(?P<counter>[+-]\d+/[+-]\d+|\w+) counters? on (?:it|them)"
)
def _enters_with(line: Line, m: re.Match[str]) -> Reading:
    n = 1 if m["n"].lower() == "an additional" else number(m["n"])
    f = object_filter(m["obj"])
    r = Reading()
    if "of the chosen type" in m["obj"]:
        raise Refuse(m["obj"])
    params = {"object": f, "counter": m["counter"], "count": n}
    r.effects.append(_origin(line, {"template": "enter_with_counters", "params": params}))
    return r


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
    r"if you don't, SELF enters tapped"
)
def _reveal_or_tapped(line: Line, m: re.Match[str]) -> Reading:
    """The reveal lands: entering tapped is the choice not to reveal (nothing else happens
    either way), so the effect is optional and declining it is revealing."""
    eff = {"template": "enter_tapped", "params": {"object": {"this": True}}, "optional": True}
    note = f"declining the effect is revealing {m['what']} from your hand; only possible with one"
    return Reading([_origin(line, eff)], [note])


@reads(r"as SELF enters, choose a colou?r")
def _choose_color(line: Line, m: re.Match[str]) -> Reading:
    params = {"object": {"this": True}, "choice": "color"}
    return Reading([_origin(line, {"template": "enter_choose", "params": params})])


@reads(r"you may have SELF enter as a copy of (?:any|a) creature(?: on the battlefield)?")
def _clone(line: Line, m: re.Match[str]) -> Reading:
    eff = {
        "template": "enter_as_copy",
        "params": {"object": {"this": True}, "copy_of": "this"},
        "optional": True,
    }
    return Reading([_origin(line, eff)], ["the creature copied: set copy_of to its id"])


@reads(r"(?P<obj>.+?) enter as a copy of SELF")
def _enter_as_copy_of_self(line: Line, m: re.Match[str]) -> Reading:
    params = {"object": object_filter(m["obj"]), "copy_of": "this"}
    return Reading([_origin(line, {"template": "enter_as_copy", "params": params})])


_ZONE_PLURALS = {
    "graveyards": "graveyard",
    "libraries": "library",
    "hands": "hand",
    "exile": "exile",
}


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


# Draws and life ------------------------------------------------------------------


def _draw_action(text: str, who: str) -> tuple[list[dict[str, Any]], bool]:
    """The actions of "…, draw two cards instead"; and whether they are optional."""
    t = text.strip()
    optional = False
    m = re.fullmatch(r"you may (?:instead )?(.+?)(?: instead)?", t, re.I)
    if m:
        optional = True
        t = m[1] + " instead"
    m = re.fullmatch(r"instead (.+)", t, re.I)
    if m:
        t = m[1] + " instead"
    t = re.sub(r"^(?:that player|they) skips? that draw and ", "", t, flags=re.I)
    actions: list[dict[str, Any]] = []
    for part in re.split(r",? and ", re.sub(r" instead$", "", t, flags=re.I)):
        actions.append(_action(part.strip(), who))
    return actions, optional


def _action(text: str, who: str) -> dict[str, Any]:
    if re.match(r"(?:put|create|destroy) ", text, re.I):
        return instead_action(text, it_ok=False)
    p = text.lower()
    subject = ""
    m = re.match(r"(you|that player|they) ", p)
    if m:
        subject = m[1]
        p = p[m.end() :]
    player = "affected" if subject in ("", "that player", "they") else "you"
    if who == "you" and subject == "you":
        player = "affected"
    if re.fullmatch(r"(?:gains? no life|draws? no cards?|skips? that draw|loses? no life)", p):
        return {"do": "nothing"}
    m = re.fullmatch(r"draws? (\w+) cards?", p)
    if m:
        return _who({"do": "draw", "count": number(m[1])}, player)
    m = re.fullmatch(r"gains? (\d+|\w+) life", p)
    if m:
        return _who({"do": "gain_life", "amount": number(m[1])}, player)
    m = re.fullmatch(r"loses? (\d+|\w+) life", p)
    if m:
        return _who({"do": "lose_life", "amount": number(m[1])}, player)
    if re.fullmatch(r"loses? that much life", p):
        return _who({"do": "lose_life", "amount": "that_many"}, player)
    if re.fullmatch(r"draws? that many cards", p):
        return _who({"do": "draw", "count": "that_many"}, player)
    if re.fullmatch(r"gains? that much life", p):
        return _who({"do": "gain_life", "amount": "that_many"}, player)
    if re.fullmatch(r"wins? the game", p):
        return _who({"do": "win_game"}, player)
    if re.fullmatch(r"(?:gains? no life|draws? no cards?|skips? that draw|loses? no life)", p):
        return {"do": "nothing"}
    if re.fullmatch(r"discards? a card", p):
        return {"do": "discard", "player": player}
    m = re.fullmatch(r"return (?:a|target) card from your graveyard to your hand", p)
    if m:
        return _who({"do": "return_from_graveyard", "count": 1}, player)
    raise Refuse(text)


def _who(action: dict[str, Any], player: str) -> dict[str, Any]:
    if player != "affected":
        action["player"] = player
    return action


_EXCEPT_FIRST = (
    r" except the first one (?:you|they|that player) draws? in (?:each of (?:your|their) draw "
    r"steps|(?:your|their) draw step each turn)"
)
_EMPTY = r" while (?:your|their) library (?:has no cards in it|is empty)"


@reads(
    rf"if (?P<p>.+?) would draw (?:a card|one or more cards)(?P<except>{_EXCEPT_FIRST})?"
    rf"(?P<empty>{_EMPTY})?, (?P<action>.+)"
)
def _draw(line: Line, m: re.Match[str]) -> Reading:
    who = player_word(m["p"])
    watch: dict[str, Any] = {"event": "draw", "player": who}
    if m["except"]:
        watch["not_first_in_draw_step"] = True
    if m["empty"]:
        watch["library_empty"] = True
    actions, optional = _draw_action(m["action"], who)
    eff: Effect = {"template": "instead", "params": {"watch": watch, "instead": actions}}
    if optional:
        eff["optional"] = True
    return Reading([_origin(line, eff)])


@reads(r"the next time (?P<p>you|a player|an opponent) would draw a card this turn, (?P<action>.+)")
def _draw_next_time(line: Line, m: re.Match[str]) -> Reading:
    who = player_word(m["p"])
    actions, optional = _draw_action(m["action"], who)
    params = {"watch": {"event": "draw", "player": who}, "instead": actions, "once": True}
    eff: Effect = {"template": "instead", "params": params, "origin": "resolution"}
    if optional:
        eff["optional"] = True
    return Reading([eff])


@reads(r"if (?P<p>.+?) would (?P<ev>gain|lose) life(?P<turn> this turn)?, (?P<action>.+)")
def _life(line: Line, m: re.Match[str]) -> Reading:
    who = player_word(m["p"])
    event = "gain_life" if m["ev"].lower() == "gain" else "lose_life"
    a = m["action"].strip().lower()
    resolution = line.resolution or bool(m["turn"])
    subj = r"(?:you|that player|they) (?:gains?|loses?)"
    mm = re.fullmatch(rf"{subj} (twice|three times) that much life instead", a)
    if mm and event == "gain_life":
        factor = 2 if mm[1] == "twice" else 3
        eff: Effect = {
            "template": "multiply",
            "params": {"event": event, "factor": factor, "player": who},
        }
    else:
        mm = re.fullmatch(rf"{subj} that much life plus (\w+) instead", a)
        if mm and event == "gain_life":
            eff = {
                "template": "add",
                "params": {"event": event, "amount": number(mm[1]), "player": who},
            }
        else:
            actions, optional = _draw_action(m["action"], who)
            eff = {
                "template": "instead",
                "params": {"watch": {"event": event, "player": who}, "instead": actions},
            }
            if optional:
                eff["optional"] = True
    if resolution:
        eff["origin"] = "resolution"
    return Reading([eff])


_CANT_PLAYER = {
    "gain life": "gain_life",
    "draw cards": "draw",
    "draw a card": "draw",
    "win the game": "win_game",
    "lose life": "lose_life",
    "lose the game": "lose_game",
}


@reads(
    r"(?P<p>players|your opponents|you|each opponent|each player|target player|"
    r"target opponent|an opponent) can't (?P<what>gain life|draw cards|draw a card|win the game|"
    r"lose the game|lose life)(?P<turn> this turn)?"
)
def _cant_player(line: Line, m: re.Match[str]) -> Reading:
    r = Reading()
    event = _CANT_PLAYER[m["what"].lower()]
    if event not in CANT_EVENTS:
        raise Refuse(line.original)
    p = m["p"].lower()
    if p == "target player":
        who = "you"
        r.notes.append("target player: set to you; change it to the player chosen")
    else:
        who = player_word(p)
    params = {"event": event, "player": who}
    eff: Effect = {"template": "cant", "params": params}
    if line.resolution or m["turn"]:
        eff["origin"] = "resolution"
    r.effects.append(eff)
    return r


# Tokens and counters ---------------------------------------------------------------


@reads(
    r"if (?:an effect would create (?:one or more|a|any number of) (?P<kind>creature )?tokens"
    r"(?P<yours> under your control)?|(?:one or more )?(?P<kind2>creature )?tokens would be "
    r"created(?P<yours2> under your control)?), (?P<rest>.+)"
)
def _tokens(line: Line, m: re.Match[str]) -> Reading:
    who = "you" if (m["yours"] or m["yours2"]) else "any"
    rest = m["rest"].lower()
    base: dict[str, Any] = {"event": "create_tokens", "player": who}
    if m["kind"] or m["kind2"]:
        base["object"] = {"types": ["Creature"]}  # the tokens as they would be created
    mm = re.fullmatch(
        r"(?:it creates )?(twice|three times) that many of those tokens(?: are created)? instead",
        rest,
    )
    if mm:
        factor = 2 if mm[1] == "twice" else 3
        params = {**base, "factor": factor}
        return Reading([_origin(line, {"template": "multiply", "params": params})])
    mm = re.fullmatch(
        r"(?:it creates )?that many plus (\w+) of those tokens(?: are created)? instead", rest
    )
    if mm:
        params = {**base, "amount": number(mm[1])}
        return Reading([_origin(line, {"template": "add", "params": params})])
    raise Refuse(m["rest"])


_COUNTER = r"(?P<c>[+-]\d+/[+-]\d+ |\w+ )?counters?"


@reads(
    rf"if (?:an effect would put (?:one or more|a|an) {_COUNTER} on (?P<obj>.+?)"
    r"|(?:one or more|a|an) (?P<c2>[+-]\d+/[+-]\d+ |\w+ )?counters? would be put on "
    r"(?P<obj2>.+?)), "
    r"(?P<rest>.+)"
)
def _counters(line: Line, m: re.Match[str]) -> Reading:
    counter = (m["c"] or m["c2"] or "").strip()
    if counter and not re.fullmatch(r"[+-]\d+/[+-]\d+", counter):
        raise Refuse(counter)
    f = object_filter(m["obj"] or m["obj2"])
    rest = m["rest"].lower()
    base: dict[str, Any] = {"event": "put_counters", "object": f}
    if counter:
        base["counter"] = counter
    if m["obj"] is not None:
        # "If an effect would put": counters put as a cost are not (Doubling Season's
        # rulings: a loyalty ability's cost isn't doubled).
        base["by"] = {"not_kind": ["cost"]}
    c = r"(?:[+-]\d+/[+-]\d+ )?"
    place = r"(?: on (?:that permanent|that creature|it|them))?"
    mm = re.fullmatch(
        rf"(?:it puts )?(twice|three times) that many(?: of those counters| {c}counters)?{place}"
        rf"(?: are put{place})? instead",
        rest,
    )
    if mm:
        factor = 2 if mm[1] == "twice" else 3
        return Reading(
            [_origin(line, {"template": "multiply", "params": {**base, "factor": factor}})]
        )
    mm = re.fullmatch(
        rf"(?:it puts )?that many plus (\w+)(?: of each of those kinds of counters| {c}counters)?"
        rf"{place}(?: are put{place})? instead",
        rest,
    )
    if mm:
        return Reading(
            [_origin(line, {"template": "add", "params": {**base, "amount": number(mm[1])}})]
        )
    raise Refuse(m["rest"])


@reads(r"(?P<c>[+-]\d+/[+-]\d+ )?counters can't be put on (?P<obj>.+?)(?P<turn> this turn)?")
def _cant_counters(line: Line, m: re.Match[str]) -> Reading:
    params: dict[str, Any] = {"event": "put_counters", "object": object_filter(m["obj"])}
    if m["c"]:
        params["counter"] = m["c"].strip()
    eff: Effect = {"template": "cant", "params": params}
    if line.resolution or m["turn"]:
        eff["origin"] = "resolution"
    return Reading([eff])


@reads(r"(?P<obj>.+?) can't have (?P<c>[+-]\d+/[+-]\d+ |\w+ )?counters put on (?:them|it)")
def _cant_have_counters(line: Line, m: re.Match[str]) -> Reading:
    params: dict[str, Any] = {"event": "put_counters", "object": object_filter(m["obj"])}
    c = (m["c"] or "").strip()
    if c:
        if not re.fullmatch(r"[+-]\d+/[+-]\d+", c):
            raise Refuse(c)
        params["counter"] = c
    return Reading([_origin(line, {"template": "cant", "params": params})])


# Turn structure ----------------------------------------------------------------------

_STEPS = {
    "untap step": "untap",
    "upkeep step": "upkeep",
    "upkeep": "upkeep",
    "draw step": "draw",
    "combat phase": "combat",
    "end step": "end",
    "turn": "turn",
}


@reads(
    r"(?:(?P<p>you|target player|target opponent|each opponent|each player|that player) )?"
    r"skips? (?:your|their) next (?P<step>untap step|upkeep step|upkeep|draw step|"
    r"combat phase|end step|turn)(?: this turn)?"
)
def _skip(line: Line, m: re.Match[str]) -> Reading:
    r = Reading()
    p = (m["p"] or "you").lower()
    if p == "that player":
        raise Refuse(line.original)
    if p == "target player":
        who = "you"
        r.notes.append(f"{p}: set to you; change it to the player chosen")
    else:
        who = player_word(p)
    params = {"step": _STEPS[m["step"].lower()], "player": who}
    r.effects.append({"template": "skip", "params": params, "origin": "resolution"})
    return r


# Regeneration, abilities, a spell's own damage ------------------------------------------


@reads(r"regenerate (?P<obj>SELF|target creature|enchanted creature|equipped creature)")
def _regenerate(line: Line, m: re.Match[str]) -> Reading:
    r = Reading()
    obj = "this" if m["obj"] == "SELF" else target(m["obj"], r)
    eff = {"template": "regenerate", "params": {"object": obj}, "origin": "resolution"}
    r.effects.append(eff)
    return r


@reads(r"cards in (?P<zone>graveyards|hands|libraries) lose all abilities")
def _lose_abilities(line: Line, m: re.Match[str]) -> Reading:
    params = {"zone": _ZONE_PLURALS[m["zone"].lower()]}
    return Reading([_origin(line, {"template": "lose_abilities", "params": params})])


@reads(r"if (?P<cond>.+?), (?:SELF|it) deals (?P<n>\d+) damage to (?P<rest>.+?) instead")
def _own_damage(line: Line, m: re.Match[str]) -> Reading:
    """A spell's own damage changed by its own text: a self-replacement (614.15)."""
    if not line.spell:
        raise Refuse(line.original)
    if re.search(r"\bdivided\b|\bamong\b|any number of", m["rest"], re.I):
        # The damage goes to other recipients, not only in another amount.
        raise Refuse(m["rest"])
    amounts = {int(x) for x in re.findall(r"\b(\d+) damage\b", f"{m['n']} damage {m['rest']}")}
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


# A prevention's additional effect (615.5) ----------------------------------------------

_PREVENTED = r"(?:equal to )?the damage prevented this way"


def prevention_follow_up(sentence: str) -> list[dict[str, Any]]:
    """The actions of a sentence that follows a prevention and uses the damage it prevented:
    "The source's controller draws cards equal to the damage prevented this way." Raises
    :class:`Refuse` for any other wording (a condition on the source, a number of cards
    chosen from a graveyard …)."""
    t = " ".join(sentence.strip().rstrip(".").split())
    m = re.fullmatch(
        rf"(?P<who>the source's controller|its controller|you|that player|SELF's controller) "
        rf"(?P<verb>draws?|gains?|loses?) (?P<what>cards|life) {_PREVENTED}",
        t,
        re.I,
    )
    if m:
        who = _follow_up_player(m["who"])
        verb = m["verb"].lower().rstrip("s")
        what = m["what"].lower()
        if verb == "draw" and what == "cards":
            return [{"do": "draw", "player": who, "count": "prevented"}]
        if verb in ("gain", "lose") and what == "life":
            return [{"do": f"{verb}_life", "player": who, "amount": "prevented"}]
    m = re.fullmatch(
        rf"(?:if damage is prevented this way, SELF deals that much damage|SELF deals damage "
        rf"{_PREVENTED}) to (?P<rec>the source's controller|that source's controller|the source"
        r"|that source)",
        t,
        re.I,
    )
    if m:
        rec = m["rec"].lower()
        recipient: Any = {"controller_of": "source"} if "controller" in rec else "source"
        return [{"do": "damage", "source": "this", "recipient": recipient, "amount": "prevented"}]
    m = re.fullmatch(r"remove an? (?P<c>[+-]\d+/[+-]\d+) counter from SELF", t, re.I)
    if m:
        return [{"do": "remove_counters", "counter": m["c"], "object": "this", "count": 1}]
    m = re.fullmatch(
        r"(?:for each 1 damage prevented this way, put an? (?P<c>[+-]\d+/[+-]\d+) counter on "
        r"that creature|put an? (?P<c2>[+-]\d+/[+-]\d+) counter on that creature for each 1 "
        r"damage prevented this way)",
        t,
        re.I,
    )
    if m:
        counter = m["c"] or m["c2"]
        return [
            {"do": "put_counters", "counter": counter, "object": "affected", "count": "prevented"}
        ]
    m = re.fullmatch(r"(?P<make>create .+?) for each 1 damage prevented this way", t, re.I)
    if m:
        return [create_action(m["make"], count="prevented")]
    m = re.fullmatch(rf"exile cards from the top of your library {_PREVENTED}", t, re.I)
    if m:
        return [{"do": "exile_top", "player": "you", "count": "prevented"}]
    raise Refuse(sentence)


def _follow_up_player(words: str) -> Any:
    w = words.lower()
    if w in ("the source's controller", "its controller"):
        return {"controller_of": "source"}
    if w == "self's controller" or w == "you":
        return "you"
    if w == "that player":
        return "affected"
    raise Refuse(words)


# ---------------------------------------------------------------------------
# Sentences
# ---------------------------------------------------------------------------

_REPLACEMENT_WORDS = re.compile(
    r"\bwould\b|\binstead\b|\bprevent|\bskips?\b|enters? tapped|enters? with|\bas SELF enters\b|"
    r"\bas .{1,40} enters\b|can't (?:gain|lose|win|draw|be prevented|enter|cast|get|have)|"
    r"counters can't|\bregenerate\b|lose all abilities|enter as a copy|"
    r"\bas .{1,40} is turned face up\b|\bdevour\b",
    re.IGNORECASE,
)


def read_sentence(line: Line) -> Reading | None:
    """The effects of one sentence, or None when it has no wording of 614-616; raises
    :class:`Refuse` when it has one that isn't understood."""
    text = line.text.strip().rstrip(".").strip()
    m = re.match(r"(?:until end of turn|this turn), (.+)", text, re.IGNORECASE)
    if m:
        text = m[1][:1].upper() + m[1][1:]
        line = Line(text, line.original, True, line.spell, line.ability_word)
    m = re.fullmatch(r"if you do, (.+)", text, re.IGNORECASE)
    if m and line.resolution:
        # A resolving ability's effect made only if the optional action before it was
        # taken ("you may have it deal 1 damage … If you do, prevent …").
        rest = m[1][:1].upper() + m[1][1:]
        inner = read_sentence(Line(rest, line.original, True, line.spell, line.ability_word))
        if inner is None or not inner.effects or inner.left:
            raise Refuse(line.original)
        inner.notes.append(
            "only if you did what the sentence before says: leave the effect out when you didn't"
        )
        return inner
    m = re.fullmatch(r"if SELF was kicked, (it|SELF) (enters .+)", text, re.IGNORECASE)
    if m:
        # Kicker (702.33): the replacement applies only to a kicked permanent.
        inner = read_sentence(Line(f"SELF {m[2]}", line.original, line.resolution, line.spell))
        if inner is None or not inner.effects:
            raise Refuse(line.original)
        inner.notes.append("only if it was kicked: leave the effect out when it wasn't")
        return inner
    refused: Refuse | None = None
    for pattern, reader in _READERS:
        m = pattern.fullmatch(text)
        if m:
            try:
                return reader(line, m)
            except Refuse as exc:
                refused = refused or exc
    if refused is not None or _REPLACEMENT_WORDS.search(text):
        raise Refuse(line.original)
    return None


def has_replacement_words(text: str) -> bool:
    return bool(_REPLACEMENT_WORDS.search(text))
