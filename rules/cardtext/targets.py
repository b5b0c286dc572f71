"""What a wording names: a damage source, a recipient, a target or an enchanted
creature (placeholders a scenario fills in), "a source of your choice", and an amount left
as X."""

from __future__ import annotations

import re
from typing import Any

from .choices import subtypes_of
from .phrases import IRREGULAR, KEYWORD_WORDS, Refuse, number, object_filter, recipient_filter
from .reading import Reading
from .several import several_targets


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
    other = re.fullmatch(r"(.+?) other than ([A-Z][\w'-]*)(?:,? and ([A-Z][\w'-]*))?", s)
    if other and all(_creature_type(w) for w in other.groups()[1:] if w):
        # "creatures other than Werewolves and Wolves" (Moonmist): of neither creature type.
        f = source_filter(other[1])
        return {**f, "not_subtypes": [_creature_type(w) for w in other.groups()[1:] if w]}
    if s.lower() == "enchanted creatures":
        # Creatures an Aura is attached to (303.4b), whoever controls the Aura.
        return {"types": ["Creature"], "enchanted": True}
    both = _sources_and(s)
    if both is not None:
        return both
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


def _creature_type(word: str) -> str:
    """The creature type (205.3m) a word names, singular ("Wolves" → "Wolf"), or ``""``."""
    known = subtypes_of("creature type")
    for form in (word, IRREGULAR.get(word, ""), word[:-1] if word.endswith("s") else ""):
        if form and form in known:
            return form
    return ""


_CARD_TYPE_WORDS = ("artifact", "creature", "enchantment", "instant", "land", "sorcery")


def _sources_and(s: str) -> dict[str, Any] | None:
    """Sources of two kinds said with "and", each kind a source: "instant and sorcery
    spells" (an instant or a sorcery), "black sources and red sources" and "blue creatures
    and black creatures" (of either colour). None when ``s`` is no such list."""
    m = re.fullmatch(r"(\w+) and (\w+) (spells|sources)", s, re.I)
    if m and m[1].lower() in _CARD_TYPE_WORDS and m[2].lower() in _CARD_TYPE_WORDS:
        return _one_source(f"{m[1]} or {m[2]} {m[3]}")
    m = re.fullmatch(r"(\w+) (sources|creatures|spells) and (\w+) \2", s, re.I)
    if not m:
        return None
    first, second = _one_source(f"{m[1]} {m[2]}"), _one_source(f"{m[3]} {m[2]}")
    colors = [*first.pop("colors", []), *second.pop("colors", [])]
    if first != second or len(set(colors)) != 2:
        raise Refuse(s)
    return {**first, "colors": colors}


def damage_filters(m: re.Match[str], r: Reading | None = None) -> dict[str, Any]:
    """What a matched damage wording says of the damage: its source (``src``), its
    recipient (``rec``, when matched) and whether it is combat damage (``combat``). With
    ``r``, "enchanted creature", "equipped creature" and "enchanted player" are the
    placeholders of :func:`attached` (recorded in ``r``), and "another creature" beside
    such a creature is a creature other than that one."""
    params: dict[str, Any] = {}
    held = attached(m["src"], r) if r is not None else None
    src = {"id": held} if held else source_filter(m["src"])
    rec_held = attached(m["rec"], r) if r is not None and m["rec"] else None
    other = re.fullmatch(r"another (.+)", " ".join(m["src"].split()), re.I)
    if rec_held and rec_held != ENCHANTED_PLAYER and other:
        # "Another creature" on an Aura or Equipment is a creature other than the one it
        # is attached to, not other than the Aura or Equipment (Inquisitor's Flail).
        src = {**source_filter(other[1]), "not_id": rec_held}
    if src:
        params["source"] = src
    that = _that_player_recipient(m["rec"], r)
    if rec_held:
        params["recipient"] = {"object": {"id": rec_held}}
    elif that is not None:
        params["recipient"] = that
    else:
        rec = recipient_filter(m["rec"]) if m["rec"] else None
        if rec is not None:
            params["recipient"] = rec
    params.update(_combat(m["combat"]))
    return params


def _that_player_recipient(phrase: str | None, r: Reading | None) -> dict[str, Any] | None:
    """ "that player or a permanent that player controls" (Lightning, Army of One): the
    player the ability's words named before, and the permanents they control, a
    placeholder (:func:`that_player`); None for any other phrase."""
    p = " ".join((phrase or "").lower().split())
    if r is None or p not in ("that player", "that player or a permanent that player controls"):
        return None
    who = that_player(r)
    return {"player": who, **({"object": {"controller": who}} if " or " in p else {})}


ENCHANTED_PLAYER = "enchanted-player"
"""The placeholder for "enchanted player": the player a Curse (an Aura with enchant player,
303.4) is attached to, a player's name once bound."""


def attached(phrase: str, r: Reading) -> str | None:
    """The placeholder for what the card is attached to: "enchanted creature",
    "equipped creature" (303.4, 301.5: the creature, never the Aura or Equipment) or
    "enchanted player" (a Curse's player, 303.4); None for any other phrase."""
    p = " ".join(phrase.lower().split())
    if p in ("enchanted creature", "equipped creature"):
        return target(p, r)
    if p != "enchanted player":
        return None
    r.targets.append({"id": ENCHANTED_PLAYER, "name": "enchanted player", "types": []})
    r.notes.append(
        f"enchanted player: the placeholder {ENCHANTED_PLAYER!r} stands for the player the "
        "card is attached to; put that player's name in its place"
    )
    return ENCHANTED_PLAYER


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
    other = re.fullmatch(r"(.+?) other than (target [\w ]+)", phrase)
    if other and target(other[2], Reading()):
        # "creatures other than target creature" (Terrifying Presence): all but the target.
        return {**source_filter(other[1]), "not_id": str(target(other[2], r))}
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
    "target creature, planeswalker, or player": ("target-creature-planeswalker-or-player", True),
    "another target creature, planeswalker, or player": (
        "another-target-creature-planeswalker-or-player",
        True,
    ),
    "target player": ("target-player", False),
    "target opponent": ("target-opponent", False),
}

THAT_PLAYER = "that-player"
"""The placeholder for "that player" of a triggered ability or a spell: the player its words
named before ("Whenever [this] deals combat damage to a player, that player …"), a
player's name once bound."""

PLAYER_TARGETS = frozenset(
    [*(pid for pid, _ in _PLAYER_TARGETS.values()), "enchanted-player", THAT_PLAYER]
)
"""The placeholders a player's name may replace."""


def that_player(r: Reading) -> str:
    """The placeholder for "that player", recorded in ``r.targets``."""
    r.targets.append({"id": THAT_PLAYER, "name": "that player", "types": []})
    r.notes.append(
        f"that player: the placeholder {THAT_PLAYER!r} stands for the player the ability's "
        "words name before (the player dealt damage, the target player); put that player's "
        "name in its place"
    )
    return THAT_PLAYER


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
    types = [t for t in ("Creature", "Planeswalker") if t.lower() in p]
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


def source_and_recipient(
    params: dict[str, Any], source: str | None, recipient: str | None, r: Reading
) -> dict[str, Any]:
    """``params`` with the damage source and the recipient a wording names, each where it
    names one (:func:`_source_phrase`, :func:`_target_recipient`): the source read first,
    as the words come ("the next time [a source] would deal damage to [a recipient]"),
    since a target is numbered as it is read."""
    if source:
        src = _source_phrase(source, r)
        if src:
            params["source"] = src
    if recipient:
        rec = _target_recipient(recipient, r)
        if rec is not None:
            params["recipient"] = rec
    return params


_TYPE_WORDS = ("artifact", "enchantment", "land", "planeswalker", "legendary", "snow")
"""Words before "creature" that are types, not creature types: "target artifact creature"
keeps its own placeholder."""

_TARGET_KINDS = {
    "creature": ["Creature"],
    "artifact creature": ["Artifact", "Creature"],
    "creature you control": ["Creature"],
    "permanent": [],
    "artifact": ["Artifact"],
    "land": ["Land"],
    "planeswalker": ["Planeswalker"],
    "creature or planeswalker": ["Creature", "Planeswalker"],
}


THAT_CARD = "that-card"
"""The placeholder for "that card": a card the resolving spell or ability lets its controller
cast ("You may cast target instant card from your graveyard … If that card would …")."""

CARD_TARGETS = frozenset({"target-spell", THAT_CARD})
"""The placeholders for a spell or a card rather than a permanent: any object may be chosen."""


def that_card(r: Reading) -> str:
    """The placeholder for "that card", recorded in ``r.targets``."""
    r.targets.append({"id": THAT_CARD, "name": "that card", "types": []})
    r.notes.append(
        f"that card: the placeholder object {THAT_CARD!r} stands for the card the spell or "
        "ability lets you cast; put the real object's id in its place"
    )
    return THAT_CARD


def _named_placeholder(p: str, r: Reading) -> str | None:
    """ "Target spell" ("target instant or sorcery spell"), "the chosen permanent" (Gideon's
    Sacrifice: chosen as the spell resolves, 608.2d) and "another target creature" (a second
    target, not the first: Carom, Razia, Boros Archangel), each a placeholder recorded in
    ``r.targets``; None for any other phrase."""
    words = {
        "the chosen permanent": (
            "chosen-permanent",
            "chosen permanent",
            [],
            "the permanent chosen as the spell resolves",
        ),
        "another target creature": (
            "another-target-creature",
            p,
            ["Creature"],
            "it, a creature other than the first target",
        ),
    }
    if re.fullmatch(r"target (?:instant or sorcery |instant |sorcery )?spell", p):
        r.targets.append({"id": "target-spell", "name": "target spell", "types": []})
        r.notes.append(
            "target spell: the placeholder object 'target-spell' stands for it; put the "
            "real object's id in its place"
        )
        return "target-spell"
    if p not in words:
        return None
    pid, name, types, what = words[p]
    r.targets.append({"id": pid, "name": name, "types": types})
    r.notes.append(
        f"{p}: the placeholder object {pid!r} stands for {what}; put the real object's id in "
        "its place"
    )
    return pid


def target(phrase: str, r: Reading) -> str | None:
    """A permanent the text names but a scenario must pick: "target creature", "enchanted
    creature", "that creature" (the spell's target). Answers a placeholder object id and
    records the placeholder in ``r.targets``; None when ``phrase`` is not one. Several
    targets for one word ("one or two target creatures") are one list placeholder
    (:mod:`~rules.cardtext.several`)."""
    return several_targets(phrase, r) or _one_target(phrase, r)


def _one_target(phrase: str, r: Reading) -> str | None:
    """:func:`target` for a phrase that names one permanent."""
    p = " ".join(phrase.lower().split())
    # Words that only restrict what may be targeted say nothing once it is chosen.
    p = re.sub(
        r"^(target|that) (?:attacking or blocking|attacking|blocking|blocked|unblocked|tapped"
        r"|untapped|nonblack|nonwhite|nonartifact|legendary|multicolored|white|blue|black"
        r"|red|green) ",
        r"\1 ",
        p,
    )
    # So do a creature type or two and a power or a keyword after it ("target Cleric or
    # Wizard creature", "target creature with power 5 or greater", "target attacking
    # creature with flying", Songstitcher).
    m = re.fullmatch(
        r"target ((?:[a-z'-]+ or )?[a-z'-]+ )?creature( with power \d+ or (?:greater|less)"
        rf"| with (?:{KEYWORD_WORDS}))?( you control)?",
        p,
    )
    if m and (m[2] or (m[1] and m[1].strip().split()[-1] not in _TYPE_WORDS)):
        p = "target creature" + (m[3] or "")
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
    named = _named_placeholder(p, r)
    if named:
        return named
    # Who controls it only restricts the target ("target permanent an opponent controls").
    p = re.sub(r"^(target permanent) (?:an opponent controls|you control)$", r"\1", p)
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


_PLACED = re.compile(r"\btarget (attacking|blocking|blocked|unblocked) creature\b", re.I)
_TARGET_CREATURE = "target-creature"


def combat_places(text: str, targets: dict[str, dict[str, Any]]) -> dict[str, str]:
    """The place in combat (508.1k, 509.1g, 509.1h) a card's words ask of its target
    creature ("Untap target attacking creature. Prevent … that creature"): put on the
    placeholder, so that the object named for it must be in that place (601.2c), and
    answered ``{placeholder: place}`` for the effects' filters. Empty when the words ask
    none, or also name a target creature without one."""
    places = {m[1].lower() for m in _PLACED.finditer(text)}
    if len(places) != 1 or _TARGET_CREATURE not in targets:
        return {}
    if re.search(r"\btarget creature\b", text, re.I):
        return {}
    place = places.pop()
    targets[_TARGET_CREATURE].update(combat=place, name=f"target {place} creature")
    return {_TARGET_CREATURE: place}


def with_places(effects: list[dict[str, Any]], places: dict[str, str]) -> list[dict[str, Any]]:
    """The effects whose filters name a placeholder of :func:`combat_places` with its place
    too (``{"id": …, "combat": "attacking"}``), each effect that meets only combat damage:
    combat damage is dealt while the creature is still in that place (510.2, 506.4), and
    the scenario's checks then refuse an object that isn't in it, naming the path."""

    def placed(value: Any) -> Any:
        if isinstance(value, dict):
            out = {k: placed(v) for k, v in value.items()}
            if out.get("id") in places and "combat" not in out:
                out["combat"] = places[out["id"]]
            return out
        if isinstance(value, list):
            return [placed(v) for v in value]
        return value

    if not places:
        return effects
    return [
        {**e, "params": placed(e["params"])} if e["params"].get("combat") is True else e
        for e in effects
    ]
