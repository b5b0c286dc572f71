"""Readers of the wordings about damage: doubled, tripled or changed by N (614.1a),
prevented (615), that can't be prevented (615.12 today), and damage dealt to this instead
(614.9). Importing this module registers them."""

from __future__ import annotations

import re
from typing import Any

from .follow_ups import prevention_follow_up
from .phrases import Refuse, number, object_filter, recipient_filter
from .reading import _REPLACEMENT_WORDS, Effect, Line, Reading, _origin, read_sentence, reads
from .targets import (
    _combat,
    _source_phrase,
    _target_recipient,
    amount_or_x,
    attached,
    damage_filters,
    source_and_recipient,
    source_filter,
    target,
)

# Damage: doubled, tripled, plus or minus N ------------------------------------

_DEALS = r"(?:it|that source|SELF|they|that creature|that spell) deals?"

_AMOUNT_BOUND = r"(?:(?P<n>\w+) or (?P<way>less|more|fewer|greater) )?"
"""The amount of the damage a prevention watches ("3 or less damage", Callous Giant)."""


def _amount_condition(m: re.Match[str]) -> dict[str, Any]:
    """The condition on the amount of the event, read as the damage would be dealt."""
    if not m["n"]:
        return {}
    bound = "at_most" if m["way"].lower() in ("less", "fewer") else "at_least"
    return {"condition": {"amount": "event", bound: number(m["n"])}}


@reads(
    r"(?:if|each time) (?P<src>.+?) would deal (?P<combat>combat |noncombat )?damage"
    r"(?: to (?P<rec>.+?))?(?P<turn> this turn)?, "
    rf"{_DEALS} (?:(?P<mult>double|triple|twice|three times) that damage"
    r"|that much damage (?P<sign>plus|minus) (?P<n>\w+))"
    r"(?: to (?:that [\w ]+?|the [\w ]+?|you|it|them|SELF|(?P<again>(?:enchanted|equipped) "
    r"creature)))? instead"
)
def _damage_amount(line: Line, m: re.Match[str]) -> Reading:
    """ "If [a source] would deal damage [to …], it deals double that damage (that much
    damage plus N) instead"; "each time target permanent would deal damage … this turn"
    (Overblaze): the target its placeholder; "this turn": made by a resolving spell."""
    r = Reading()
    if m["again"] and (m["rec"] or "").lower() != m["again"].lower():
        # "… to equipped creature instead" only of the damage to that creature.
        raise Refuse(line.original)
    if re.search(r"\btarget\b", m["src"], re.I):
        params: dict[str, Any] = {"event": "damage", **_combat(m["combat"])}
        source_and_recipient(params, m["src"], m["rec"], r)
    else:
        params = {"event": "damage", **damage_filters(m, r)}
    if m["turn"]:
        line = Line(line.text, line.original, True, line.spell, line.ability_word)
    if m["mult"]:
        factor = 3 if m["mult"].lower() in ("triple", "three times") else 2
        effect = {"template": "multiply", "params": {**params, "factor": factor}}
    else:
        n = number(m["n"])
        amount = n if m["sign"].lower() == "plus" else -n
        effect = {"template": "add", "params": {**params, "amount": amount}}
    r.effects.append(_origin(line, effect))
    return r


@reads(
    rf"if (?P<src>.+?) would deal {_AMOUNT_BOUND}(?P<combat>combat |noncombat )?damage"
    r"(?: to (?P<rec>.+?))?(?P<turn> this turn)?, (?:it|that source|SELF) deals (?P<to>\w+) "
    r"damage(?: to (?:that [\w ]+?|it|them|you|SELF))? instead"
)
def _damage_set(line: Line, m: re.Match[str]) -> Reading:
    """ "If a source would deal 4 or more damage to a creature or player, that source deals 3
    damage to that creature or player instead" (Divine Presence): the damage becomes a set
    amount, for any source the words allow (``source``, ``{}`` for any)."""
    params: dict[str, Any] = {"amount": number(m["to"]), **damage_filters(m)}
    params.setdefault("source", {})
    params.update(_amount_condition(m))
    if m["turn"]:  # "this turn" (Equal Treatment): made by a resolving spell
        line = Line(line.text, line.original, True, line.spell, line.ability_word)
    return Reading([_origin(line, {"template": "set_amount", "params": params})])


@reads(
    r"the next time (?P<src>.+?) would deal (?P<combat>combat |noncombat )?damage"
    r"(?: to (?P<rec>.+?))? this turn, "
    rf"{_DEALS} (?P<mult>double|triple|twice|three times) that damage"
    r"(?: to (?:that [\w ]+?|the [\w ]+?|you|it|them|SELF))? instead"
)
def _damage_multiplied_next_time(line: Line, m: re.Match[str]) -> Reading:
    """ "The next time [a source] would deal damage this turn, it deals double that damage
    instead": a doubler of one damage event (all the source deals at one time), made as a
    spell or ability resolves (614.1a)."""
    r = Reading()
    params: dict[str, Any] = {"event": "damage", "once": True, **_combat(m["combat"])}
    source_and_recipient(params, m["src"], m["rec"], r)
    params["factor"] = 3 if m["mult"].lower() in ("triple", "three times") else 2
    r.effects.append({"template": "multiply", "params": params, "origin": "resolution"})
    return r


# Prevention -------------------------------------------------------------------


def _prevent_amount(words: str) -> dict[str, Any]:
    """How much is prevented, as the ``prevent`` template's ``amount`` (and ``all_but``)."""
    w = words.strip().lower()
    if w in ("that damage", "all of that damage", "all that damage"):
        return {"amount": "all"}
    m = re.fullmatch(r"half that damage, rounded (up|down)", w)
    if m:
        return {"amount": f"half_{m[1]}"}
    m = re.fullmatch(r"all but (\w+) of that damage", w)
    if m:
        return {"amount": "all", "all_but": number(m[1])}
    m = re.fullmatch(r"(\w+) of that damage", w)
    if m:
        return {"amount": number(m[1])}
    # "prevent 1 damage that spell would deal to that permanent or player" (Plated Pegasus):
    # N of the damage to each recipient, as "N of that damage".
    m = re.fullmatch(
        r"(\w+) damage that (?:spell|source) would deal to that (?:permanent or player|player"
        r"|creature|permanent)",
        w,
    )
    if m:
        return {"amount": number(m[1])}
    m = re.fullmatch(r"x of that damage, where x is (.+)", " ".join(words.split()), re.I)
    if m:
        # "Where X is the number of creatures you control" (Shield of the Avatar): a count
        # worked out as the damage would be dealt (a static ability's X, read each time).
        from .game_wordings import measure  # its readers register after this module's

        what, plus = measure(m[1])
        return {"amount": {"for_each": what, **({"plus": plus} if plus else {})}}
    raise Refuse(words)


def _prevent_and(words: str) -> dict[str, Any]:
    """How much is prevented and, after "and", the prevention's additional effect (615.5):
    "prevent that damage and remove a +1/+1 counter from it" (Unbreathing Horde)."""
    m = re.fullmatch(r"(?P<amount>(?:all of )?that damage) and (?P<then>.+)", words.strip(), re.I)
    if not m:
        return _prevent_amount(words)
    return {**_prevent_amount(m["amount"]), "then": prevention_follow_up(m["then"])}


@reads(
    rf"if (?P<src>.+?) would deal {_AMOUNT_BOUND}(?P<combat>combat |noncombat )?damage to "
    r"(?P<rec>.+?), prevent (?P<amount>.+?)"
)
def _prevent_if_source(line: Line, m: re.Match[str]) -> Reading:
    r = Reading()
    params = {**_prevent_and(m["amount"]), **damage_filters(m, r), **_amount_condition(m)}
    r.effects.append(_origin(line, {"template": "prevent", "params": params}))
    return r


@reads(
    r"if (?:(?P<combat>combat |noncombat )?damage would be dealt to (?P<rec>.+?)|"
    r"(?P<rec2>.+?) would be dealt (?P<combat2>combat |noncombat )?damage), "
    r"prevent (?P<amount>.+?)"
    r"(?:\. put an? (?P<counter>[+-]\d+/[+-]\d+) counter on SELF for each 1 damage "
    r"prevented this way)?"
)
def _prevent_if_damage(line: Line, m: re.Match[str]) -> Reading:
    """ "If damage would be dealt to [this], prevent …", or "If [this] would be dealt
    damage, prevent …": the same prevention, however the sentence is turned. "… to [this]
    while it has a +1/+1 counter on it" (Polukranos, Unchained; Ugin's Conjurant) applies
    only while it has one, checked as the damage would be dealt (614.1)."""
    params: dict[str, Any] = _prevent_and(m["amount"])
    phrase = m["rec"] or m["rec2"]
    has = re.fullmatch(r"(SELF) while it has an? ([+-]\d+/[+-]\d+|\w+) counter on it", phrase)
    if has:
        phrase = has[1]
        params["condition"] = {"counters": {"object": "this", "counter": has[2]}, "at_least": 1}
    rec = recipient_filter(phrase)
    if rec is not None:
        params["recipient"] = rec
    params.update(_combat(m["combat"] or m["combat2"]))
    if m["counter"]:
        params["then_counter"] = m["counter"]
    return Reading([_origin(line, {"template": "prevent", "params": params})])


@reads(
    r"(?P<yours0>during your turn, )?"
    r"prevent all (?P<combat>combat |noncombat )?damage that would be dealt(?P<t1> this turn)?"
    r"(?P<both> to and dealt by (?P<both_obj>.+?))?"
    r"(?: to (?P<rec>.+?))?(?P<t2> this turn)?(?: by (?P<src>.+?))?(?P<turn> this turn)?"
    r"(?P<yours> during your turn)?"
)
def _prevent_all(line: Line, m: re.Match[str]) -> Reading:
    r = Reading()
    base: dict[str, Any] = {"amount": "all", **_combat(m["combat"])}
    if m["yours"] or m["yours0"]:
        # Only while its controller is the active player (Gideon Blackblade, Personal
        # Sanctuary).
        base["condition"] = {"turn_of": "you"}
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
        src = _blocking(m["src"], m["rec"]) or _source_phrase(m["src"], r)
        if src:
            params["source"] = src
    eff = {"template": "prevent", "params": params}
    if resolution:
        eff["origin"] = "resolution"
    r.effects.append(eff)
    return r


def _blocking(src: str, rec: str | None) -> dict[str, Any] | None:
    """ "Creatures it's blocking" (Wall of Shadows) and "creatures blocking it" (Armored
    Transport) in "prevent all damage that would be dealt to [this] by …": "it" is the card,
    the recipient (509.1g, 509.1h: who blocks whom, as the damage would be dealt)."""
    if rec != "SELF":
        return None
    s = " ".join(src.lower().split())
    if s == "creatures it's blocking":
        return {"types": ["Creature"], "blocked_by": "this"}
    if s == "creatures blocking it":
        return {"types": ["Creature"], "blocking": "this"}
    return None


@reads(
    r"prevent all (?P<combat>combat |noncombat )?damage (?:that )?(?P<src>(?!that\b).+?) "
    r"would deal(?: to (?P<rec>.+?))?(?P<turn> this turn)?"
)
def _prevent_all_by(line: Line, m: re.Match[str]) -> Reading:
    r = Reading()
    params: dict[str, Any] = {"amount": "all", **_combat(m["combat"])}
    source_and_recipient(params, m["src"], m["rec"], r)
    eff = {"template": "prevent", "params": params}
    if line.resolution or m["turn"]:
        eff["origin"] = "resolution"
    r.effects.append(eff)
    return r


@reads(
    r"prevent the next (?P<n>\w+) (?P<combat>combat )?damage that would be dealt"
    r"(?: this turn)?(?: to (?P<rec>.+?))?(?: this turn)?(?: by (?P<src>.+?))?(?: this turn)?"
    r"(?:, where X is (?P<where>[^.]+))?"
)
def _prevent_next(line: Line, m: re.Match[str]) -> Reading:
    """A shield (615.7): "the next 3 damage that would be dealt to target creature this
    turn", "… dealt this turn to target creature you control", "… to any target this turn by
    a source of your choice", "… dealt by [this] this turn"; "the next X damage …, where X
    is the number of Clerics on the battlefield" (Battlefield Medic): X is counted once, as
    the spell or ability resolves (608.2h), so the judge sets it, a note saying what it is."""
    r = Reading()
    if m["where"]:
        if m["n"] != "X":
            raise Refuse(line.original)
        r.notes.append(f"X: {m['where']}, counted as the spell or ability resolves; set X")
    params: dict[str, Any] = {
        "amount": amount_or_x(m["n"]),
        "shield": True,
        **_combat(m["combat"]),
    }
    rec = m["rec"]
    if rec is not None and re.fullmatch(
        r"target creature and each other creature that shares a colou?r with it", rec, re.I
    ):
        params["each"] = {"types": ["Creature"]}
        r.notes.append(
            "a shield on the target creature and each creature sharing a color with it: "
            "set shares_color_with to the target's id"
        )
    elif rec is not None:
        recipient = _target_recipient(rec, r)
        if recipient is not None:
            params["recipient"] = recipient
    if m["src"]:
        src = _source_phrase(m["src"], r)
        if src:
            params["source"] = src
    elif rec is None:
        raise Refuse(line.original)
    r.effects.append({"template": "prevent", "params": params, "origin": "resolution"})
    return r


@reads(
    r"the next time (?P<src>.+?) would deal (?P<combat>combat |noncombat )?damage"
    r"(?: to (?P<rec>.+?))? this turn, prevent (?P<amount>.+?)"
)
def _prevent_next_time(line: Line, m: re.Match[str]) -> Reading:
    r = Reading()
    params: dict[str, Any] = {
        **_prevent_amount(m["amount"]),
        "once": True,
        **_combat(m["combat"]),
    }
    source_and_recipient(params, m["src"], m["rec"], r)
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
    r"(?:all )?(?P<combat>combat |noncombat )?damage that would be dealt(?P<t0> this turn)?"
    r"(?: to (?P<rec>.+?))?(?P<t1> this turn)?(?: by (?P<src>.+?))?(?P<turn> this turn)? is "
    r"dealt to (?P<to>SELF|you|its controller|that spell's controller|the chosen permanent|"
    r"another target creature|(?:equipped|enchanted|target(?: attacking)?) creature) instead"
)
def _redirect(line: Line, m: re.Match[str]) -> Reading:
    """ "All damage that would be dealt to target creature this turn is dealt to you instead"
    (Sivvi's Valor): a redirection (614.9) to this object, the creature it is attached to,
    a target creature or a player; "this turn": made by a resolving spell or ability. "By
    [sources]" limits the sources (Martyrs of Korlis' artifacts, Veteran Bodyguard's
    unblocked creatures); "its controller" is the controller of the enchanted creature
    (Treacherous Link) or of the target creature dealing the damage (Mirror Strike), as it
    is when the damage would be dealt. Without "to [recipient]", all the damage of the
    sources named (Reverberation: "by target sorcery spell … to that spell's controller");
    to "another target creature" (Kor Chant) or "the chosen permanent" (Gideon's
    Sacrifice), a placeholder of its own."""
    r = Reading()
    turn = bool(m["t0"] or m["t1"] or m["turn"])
    if not m["rec"] and not m["src"]:
        raise Refuse(line.original)
    held = attached(m["rec"], r) if m["rec"] else None
    if held:
        rec: dict[str, Any] | None = {"object": {"id": held}}
    elif not m["rec"]:
        rec = {}
    else:
        rec = _target_recipient(m["rec"], r) if turn else recipient_filter(m["rec"])
    if rec is None:
        raise Refuse(m["rec"])
    params: dict[str, Any] = {"recipient": rec, **_combat(m["combat"])}
    if m["src"]:
        params["source"] = _source_phrase(m["src"], r)
    if turn:
        line = Line(line.text, line.original, True, line.spell, line.ability_word)
    params["to"] = _redirected_to(m["to"], params, r)
    # Keys in the order the format documents them: recipient, to, then the filters.
    params = {"recipient": rec, "to": params.pop("to"), **params}
    r.effects.append(_origin(line, {"template": "redirect", "params": params}))
    return r


def _redirected_to(to: str, params: dict[str, Any], r: Reading) -> Any:
    """Where ``_redirect``'s damage goes: ``this``, ``you``, a placeholder (the creature the
    card is attached to, "enchanted creature" never the Aura, 303.4 / 301.5; a target
    creature), or the controller of the one creature the sentence names."""
    if to == "SELF":
        return "this"
    if to == "you":
        return "you"
    if to not in ("its controller", "that spell's controller"):
        # A placeholder the judge binds to the creature, as a target is bound; a scenario
        # written by hand says "enchanted" / "equipped" with the card's attached_to.
        return target(to, r) or "this"
    named = [
        f["id"]
        for f in (params["recipient"].get("object"), params.get("source"))
        if isinstance(f, dict) and isinstance(f.get("id"), str)
    ]
    if len(named) != 1:
        raise Refuse(to)
    return {"controller_of": named[0]}


@reads(
    r"(?P<first>[^.]*?\btarget (?P<kind>[^.]*?creature(?: you control)?)\b[^.]*)\. "
    r"(?P<rest>prevent all (?:combat )?damage that would be dealt (?:to|by|to and dealt by) "
    r"it this turn)(?:\. (?P<after>[^.]+))?"
)
def _prevent_for_the_target(line: Line, m: re.Match[str]) -> Reading:
    """ "Untap target creature. Prevent all damage that would be dealt to it this turn." (Djeru's
    Resolve): "it" is the creature the sentence before targets, its only target. The
    sentences around say nothing of 614-616."""
    around = f"{m['first']}. {m['after'] or ''}"
    if (
        not line.resolution
        or len(re.findall(r"\btarget\b", around, re.I)) != 1
        or _REPLACEMENT_WORDS.search(around)
        or target(f"target {m['kind']}", Reading()) is None
    ):
        raise Refuse(line.original)
    rest = re.sub(r"\bit this turn$", "that creature this turn", m["rest"])
    inner = read_sentence(Line(rest, line.original, True, line.spell, line.ability_word))
    if inner is None or not inner.effects or inner.left:
        raise Refuse(line.original)
    return inner


# Damage dealt as though its source had a keyword (120.3) --------------------------------


@reads(
    r"all (?P<combat>combat |noncombat )?damage is dealt(?: to (?P<rec>.+?))? as though its "
    r"source had (?P<kw>infect|wither|lifelink)"
)
def _dealt_as_though(line: Line, m: re.Match[str]) -> Reading:
    """ "All damage is dealt (to you) as though its source had infect / wither" (Phyrexian
    Unlife, Everlasting Torment): not a replacement, a rule on what damage does once dealt
    (120.3); "As long as you have 0 or less life, …" adds its condition."""
    params: dict[str, Any] = {"keyword": m["kw"].lower()}
    if m["rec"]:
        rec = recipient_filter(m["rec"])
        if rec is None:
            raise Refuse(line.original)
        params["recipient"] = rec
    if m["combat"]:
        params["combat"] = m["combat"].strip().lower() == "combat"
    return Reading([_origin(line, {"template": "dealt_as_though", "params": params})])


# Damage replaced by something else -------------------------------------------------


@reads(
    r"if (?P<src>.+?) would deal (?P<combat>combat |noncombat )?damage to (?P<rec>.+?), put "
    r"that many (?P<kind>-1/-1|\+1/\+1|[a-z]+) counters on (?:that creature|that permanent|it) "
    r"instead"
)
def _damage_as_counters(line: Line, m: re.Match[str]) -> Reading:
    """ "If a source you control would deal noncombat damage to a creature an opponent
    controls, put that many -1/-1 counters on that creature instead" (Soul-Scar Mage): the
    damage isn't dealt (614.1a); the permanent it would have been dealt to gets the counters."""
    watch = {"event": "damage", **damage_filters(m)}
    put = {"do": "put_counters", "counter": m["kind"], "count": "that_many", "object": "affected"}
    return Reading(
        [_origin(line, {"template": "instead", "params": {"watch": watch, "instead": [put]}})]
    )


@reads(r"if damage would be dealt to SELF, sacrifice that many permanents instead")
def _damage_as_sacrifices(line: Line, m: re.Match[str]) -> Reading:
    """ "If damage would be dealt to Dralnu, Lich Lord, sacrifice that many permanents
    instead": no damage is dealt (614.1a); its controller sacrifices that many permanents
    they choose (701.21a), as many as they have."""
    watch = {"event": "damage", "recipient": {"object": {"this": True}}}
    sacrifice = {"do": "sacrifice", "permanent": {}, "count": "that_many"}
    return Reading(
        [_origin(line, {"template": "instead", "params": {"watch": watch, "instead": [sacrifice]}})]
    )
