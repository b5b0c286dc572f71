"""Effects in plain words, for the judge to confirm: "Watches: … Instead: …"."""

from __future__ import annotations

from typing import Any

from rules.engine.looking import look_where
from rules.engine.sacrificing import permanent_noun

from . import summary_game
from .nouns import player, source_words, thing
from .summary_game import (
    by_words,
    condition_words,
    describe_game,
    origin_words,
    prevented_how,
    reveal_words,
)

_POSSESSIVE = {"you": "your", "opponent": "an opponent's", "any": "a player's", None: "a"}
_ZONE_FROM = {
    "anywhere": "from anywhere",
    "battlefield": "from the battlefield",
    "hand": "from a hand",
    "library": "from a library",
    "graveyard": "from a graveyard",
    "stack": "from the stack",
    "exile": "from exile",
}
_INSTEAD_TO = {
    "exile": "exile it",
    "library": "shuffle it into its owner's library",
    "hand": "put it into its owner's hand",
    "graveyard": "put it into its owner's graveyard",
    "battlefield": "put it onto the battlefield",
}
_STEP = {
    "untap": "untap step",
    "upkeep": "upkeep",
    "draw": "draw step",
    "main": "main phase",
    "combat": "combat phase",
    "end": "end step",
    "turn": "turn",
}


_REF = {"source": "the source", "this": "this object", "affected": "that object"}
"""References of the format's actions (the event's source, the effect's source …) in words."""
_ON = {"this": "this object", "affected": "it"}
_PUTTERS = {"you": "you put", "opponent": "an opponent puts"}
"""An action's object after a verb: "put 2 +1/+1 counters on it"."""


def _a(noun: str) -> str:
    """The noun with its article: "a color", "an opponent"."""
    return ("an " if noun[:1] in "aeiou" else "a ") + noun


def _unless_paid(p: dict[str, Any]) -> str:
    n = p.get("unless_pay_life")
    return f", unless its controller pays {n} life" if n else ""


def recipient(r: dict[str, Any] | None) -> str:
    if not r:
        return "any player or permanent"
    parts = []
    if "player" in r:
        parts.append(player(r["player"]))
    if "object" in r:
        parts.append(thing(r["object"]))
    return " or ".join(parts)


def _damage(p: dict[str, Any]) -> str:
    combat = {True: "combat damage", False: "noncombat damage"}.get(p.get("combat"), "damage")  # type: ignore[arg-type]
    src = source_words(p)
    words = combat if (src or p.get("recipient")) else f"any {combat}"
    if src:
        words += f" {src} would deal"
    if p.get("recipient"):
        words += f" to {recipient(p['recipient'])}"
    return words


def actions(acts: list[dict[str, Any]]) -> str:
    """The actions of an effect in plain words, joined by "and"."""
    out: list[str] = []
    for a in acts:
        subject = _subject(a)
        n = a.get("count", a.get("amount", 1))
        said = _prevented_words(a, subject) if n == "prevented" else None
        said = said if said is not None else _action_words(a, subject, n)
        if a.get("if_source"):
            said = f"if the source is {thing(a['if_source'], 'source')}, {said}"
        if a.get("may") and a.get("do") == "damage":
            said = "you may have " + said.replace(" deals ", " deal ", 1)
        elif a.get("may"):
            said = f"{subject}may {said[len(subject) :]}" if subject else f"may {said}"
        if "if_done" in a or "unless_done" in a:
            said = f"{'if so' if 'if_done' in a else 'if not'}, {said}"
        out.append(said)
    return ", and ".join(out)


def _set_amount_words(p: dict[str, Any]) -> str:
    """A spell's own damage set to a number, or (with source or recipient) any damage they
    match (Divine Presence)."""
    if "source" in p or "recipient" in p:
        src = thing(p["source"], "source") if p.get("source") else "any source"
        return f"Watches: damage from {src}. Instead: it deals {p.get('amount')} damage."
    return f"Watches: this spell's own damage. Instead: it deals {p.get('amount')} damage."


def _instead_to_words(p: dict[str, Any]) -> str:
    """Where a move_instead puts the object: a library's top or bottom when it says."""
    if p.get("position"):
        where = "on top" if p["position"] == "top" else "on the bottom"
        return f"put it {where} of its owner's library"
    return _INSTEAD_TO.get(p.get("instead_to"), str(p.get("instead_to")))  # type: ignore[arg-type]


def _subject(a: dict[str, Any]) -> str:
    """Who does an action, as the start of its sentence ("" for the affected object)."""
    who = a.get("player", "affected")
    if isinstance(who, dict):
        whose = _REF.get(str(who.get("controller_of", who.get("owner_of"))), "its")
        whose = "its" if whose == "this object" else whose + "'s"
        return f"{whose} {'owner' if 'owner_of' in who else 'controller'} "
    if isinstance(who, str):
        if who == "affected" and a.get("do") in _PLAYER_ACTIONS:
            return "that player "
        each = {"each_opponent": "each opponent ", "each_player": "each player "}
        return {"affected": "", "you": "you ", **each}.get(who, f"{who} ")
    return ""


_PLAYER_ACTIONS: tuple[str, ...] = ("draw", "gain_life", "lose_life", "set_life", "discard")
_PLAYER_ACTIONS += ("mill", "exile_top", "look_at_top")
"""Actions a player takes: their "affected" is the event's player."""


def _prevented_words(a: dict[str, Any], subject: str) -> str | None:
    """An action counted by the damage prevented (615.5), or None to say it as usual."""
    noun = {"draw": "cards", "gain_life": "life", "lose_life": "life"}.get(str(a.get("do")))
    if noun:
        verb = {"draw": "draw", "gain_life": "gain", "lose_life": "lose"}[a["do"]]
        if subject.strip() not in ("", "you"):
            verb += "s"
        return f"{subject}{verb} {noun} equal to the damage prevented"
    if a.get("do") == "put_counters":
        return f"put a {a.get('counter')} counter on it for each 1 damage prevented"
    if a.get("do") == "exile_top":
        return f"{subject}exile cards from the top of the library equal to the damage prevented"
    if a.get("do") == "mill":
        verb = "mill" if subject.strip() in ("", "you") else "mills"
        return f"{subject}{verb} cards equal to the damage prevented"
    if a.get("do") in ("create_tokens", "exile_from_graveyard"):
        return f"{_action_words(a, subject, 1)} for each 1 damage prevented"
    return _action_words(a, subject, "prevented")


def _action_words(a: dict[str, Any], subject: str, n: Any) -> str:
    """One action in plain words."""
    if n == "prevented":
        n_words = "equal to the damage prevented"
    elif isinstance(n, dict):
        n_words = summary_game.count_words(n)  # "as many as the power of the affected object"
    else:
        n_words = "that many" if n == "that_many" else str(n)
    out: list[str] = []
    do = a.get("do")
    s = "" if subject.strip() in ("", "you") else "s"
    if do == "draw":
        out.append(f"{subject}draw{s} {n_words} card{'' if n == 1 else 's'}")
    elif do == "gain_life":
        out.append(f"{subject}gain{s} {'that much' if n == 'that_many' else n} life")
    elif do == "lose_life":
        out.append(f"{subject}lose{s} {'that much' if n == 'that_many' else n} life")
    elif do in ("discard", "mill"):
        kind = thing(a["card"], "card").split(" ", 1)[1] if a.get("card") else "card"
        kind = kind if kind.endswith("card") else f"{kind} card"
        noun = f"a {kind}" if n == 1 else f"{n_words} {kind}s"
        out.append(f"{subject}{do}{s} {noun}")
    elif do == "set_life":
        whose = f"{subject.strip()}'s " if subject.strip() not in ("", "you") else "your "
        life = a.get("life")
        life = (
            "the starting life total"
            if life == "starting"
            else "a count"
            if isinstance(life, dict)
            else life
        )
        out.append(f"{whose}life total becomes {life}")
    elif do in ("win_game", "lose_game"):
        out.append(f"{subject}{do.split('_')[0]} the game")
    elif do == "exile_from_graveyard":
        noun = "a card" if n == 1 else f"{n_words} cards"
        out.append(f"{subject}exile{s} {noun} from the graveyard")
    elif do == "nothing":
        out.append("nothing happens")
    elif do == "return_from_graveyard":
        out.append(f"{subject}return a card from the graveyard to the hand")
    elif do == "create_tokens":
        out.append(_token_words(a, subject, n, n_words))
    elif do == "damage":
        to = a.get("recipient", "affected")
        to_words = (
            f"{_REF.get(str(to.get('controller_of')), 'its')}'s controller"
            if isinstance(to, dict)
            else _REF.get(str(to), str(to))
        )
        by = _REF.get(str(a.get("source", "this")), str(a.get("source")))
        out.append(f"{by} deals damage {n_words} to {to_words}")
    elif do == "exile_top":
        out.append(f"{subject}exile{s} {n_words} card(s) from the top of the library")
    elif do == "look_at_top":
        out.append(_look_words(a, subject, s, n_words))
    else:
        out.append(_object_action_words(a, n_words) or reveal_words(a) or str(do))
    return out[0]


def _look_words(a: dict[str, Any], subject: str, s: str, n_words: str) -> str:
    """Cards looked at on top of the library, some put into one zone and the rest another."""
    rest = look_where(a.get("rest", "graveyard"), a.get("rest_position"), "the")
    put = look_where(a.get("to", "hand"), a.get("position"), "the")
    top = f"{subject}look{s} at the top {n_words} cards of the library"
    return f"{top}, put{s} {a.get('choose', 1)} of them {put} and the rest {rest}"


def _token_words(a: dict[str, Any], subject: str, n: Any, n_words: str) -> str:
    """Tokens created: a predefined one by name, "those tokens", or one described."""
    t = a.get("token", {})
    if isinstance(t, str):
        made = "those tokens" if t == "affected" else f"{'a' if n == 1 else n_words} {t} token"
        made += "" if t == "affected" or n == 1 else "s"
        return f"{subject}create {made}"
    pt = f"{t.get('power')}/{t.get('toughness')} " if "power" in t else ""
    colors = " ".join(t.get("colors", []))
    many = "a" if n == 1 else n_words
    return f"{subject}create {many} {pt}{colors} {t.get('name', '')} token".replace("  ", " ")


def _object_action_words(a: dict[str, Any], n_words: str) -> str | None:
    """An action on an object in plain words (moving, destroying, counters), or None."""
    do = a.get("do")
    if do == "move" and a.get("position"):
        where = "on top of" if a["position"] == "top" else "on the bottom of"
        return f"put it {where} its owner's {a.get('to')}"
    if do == "move" and a.get("to") == "battlefield":
        return "put it onto the battlefield"
    if do == "move" and a.get("object") == "this" and a.get("to") == "exile":
        return "exile this object"
    if do == "move":
        return f"put it into its owner's {a.get('to')}"
    if do == "sacrifice" and "permanent" in a:
        n, noun = str(a.get("count", 1)).replace("_", " "), permanent_noun(a["permanent"])
        many = f"{n} {noun}s" if n != "1" else ("an " if noun[0] in "aeiou" else "a ") + noun
        return f"sacrifice {many} (the player chooses which)"
    if do in ("sacrifice", "destroy") and isinstance(a.get("object"), dict):
        return f"{do} {thing(a['object'].get('first'))}"
    if do == "destroy":
        return f"destroy {_ON.get(str(a.get('object', 'affected')), 'it')}"
    if do == "remove_damage":
        return f"remove all damage from {_REF.get(str(a.get('object', 'affected')), 'it')}"
    if do == "put_counters" and isinstance(a.get("count"), dict):
        on = _ON.get(str(a.get("object", "this")), "it")
        return f"put {a.get('counter')} counters on {on}, {n_words}"
    if do in ("remove_counters", "put_counters"):
        kind = f"{n_words} {a.get('counter')} counter{'' if n_words == '1' else 's'}"
        if do == "remove_counters":
            return f"remove {kind} from {_REF.get(str(a.get('object', 'affected')), 'it')}"
        return f"put {kind} on {_ON.get(str(a.get('object', 'this')), 'it')}"
    return None


def describe(effect: dict[str, Any], name: str | None = None) -> str:
    """One line in plain words for an effect of the scenario format; ``name`` is the
    effect's source's name, said instead of "this object"."""
    t = effect.get("template")
    p = effect.get("params", {})
    line = describe_game(t, p) or _describe(t, p)
    by = p.get("by") or (p.get("watch") or {}).get("by")
    putter = _PUTTERS.get(str(by.get("player"))) if by and set(by) == {"player"} else None
    if putter and p.get("event") == "put_counters":
        # "If you would put …": whoever puts them, by a spell, an ability or a cost (122.6).
        line = line.replace(" getting counters.", f" getting counters {putter}.", 1)
    elif by:
        line = line.replace(". Instead:", f", caused by {by_words(by)}. Instead:", 1)
    cond = p.get("condition")
    if cond and set(cond) == {"not"}:
        line = f"{line[:-1]}, unless {condition_words(cond['not'])}."
    elif cond:
        line = f"{line[:-1]}, only while {condition_words(cond)}."
    if name:
        line = line.replace("this object", name)
    extras = []
    if effect.get("optional"):
        extras.append("optional: its controller may decline it")
    if effect.get("self_replacement"):
        extras.append("part of the spell itself")
    if words := origin_words(effect.get("origin"), t):
        extras.append(words)
    return line + (f" ({'; '.join(extras)})" if extras else "")


def _how_much(t: str, p: dict[str, Any], much: str) -> str:
    """The new amount of an effect on an amount: "twice that much", "that many plus 1"."""
    if t == "divide":
        part = "half" if p.get("divisor", 2) == 2 else f"1/{p.get('divisor')} of"
        return f"{part} that {much}, rounded {p.get('round', 'down')},"
    if t == "multiply":
        word = {2: "twice", 3: "three times"}.get(p.get("factor"), f"{p.get('factor')} times")  # type: ignore[arg-type]
        return f"{word} that {much}"
    n = p.get("amount", 0)
    return f"that {much} " + (f"plus {n}" if n >= 0 else f"minus {-n}")


def _tokens(p: dict[str, Any], how: str) -> str:
    """A doubler of tokens in words ("… Instead: twice that many are created.")."""
    whose = {"you": "your", "opponent": "an opponent's"}.get(p.get("player", "you"))
    kinds = (p.get("object") or {}).get("types") or []
    kind = "".join(f"{t.lower()} " for t in kinds)
    words = f"Watches: {kind}tokens being created under {whose or 'anyone'}'s control. "
    words += f"Instead: {how} are created."
    return words.replace("your's", "your").replace("opponent's's", "opponent's")


def _describe(t: Any, p: dict[str, Any]) -> str:
    if t in ("multiply", "add", "divide"):
        event = p.get("event", "damage")
        much = "much" if event in ("damage", "gain_life", "lose_life") else "many"
        how = _how_much(t, p, much)
        if event == "damage":
            once = " The next time only." if p.get("once") else ""
            return f"Watches: {_damage(p)}. Instead: {how} damage is dealt.{once}"
        if event in summary_game.PLAYER_AMOUNTS:
            return summary_game.player_amount(event, p, how)
        if event == "create_tokens":
            return _tokens(p, how)
        if event == "put_counters":
            c = f"{p['counter']} counters" if p.get("counter") else "counters"
            return f"Watches: {c} being put on {thing(p.get('object'))}. Instead: {how} are put."
    if t == "set_amount":
        return _set_amount_words(p)
    if t == "prevent":
        words = f"Prevents: {_damage(p)}: {prevented_how(p)}"
        if p.get("each"):
            words += f", a shield on each {thing(p['each'])[2:]}"
        if p.get("once"):
            words += ", the next time only"
        if p.get("then_counter"):
            words += f"; then a {p['then_counter']} counter on this object for each 1 prevented"
        if p.get("then"):
            words += f"; then {actions(p['then'])}"
        return words + "."
    if t == "redirect":
        to = recipient(p.get("recipient"))
        return f"Watches: damage that would be dealt to {to}. Instead: it is dealt to this object."
    if t == "regenerate":
        what = p.get("object", "this")
        what = "this object" if what == "this" else "the " + str(what).replace("-", " ")
        return f"Watches: {what} being destroyed, the next time. Instead: it regenerates."
    if t == "move_instead":
        to = p.get("to", "graveyard")
        f = p.get("object")
        owner = (f or {}).get("owner")
        whose = _POSSESSIVE.get(owner, f"{owner}'s")
        where = (
            f"{whose} graveyard"
            if to == "graveyard"
            else ("the battlefield" if to == "battlefield" else to)
        )
        what = dict(f or {})
        what.pop("owner", None)
        src = _ZONE_FROM.get(p.get("from", "anywhere"), "")
        if to == "battlefield":
            going = f"{thing(what)} entering the battlefield {src}".strip()
        elif p.get("from") == "battlefield" and to == "graveyard":
            going = f"{thing(what, 'permanent')} dying"
        elif to == "anywhere":
            left = "the battlefield" if p.get("from") == "battlefield" else f"the {p.get('from')}"
            going = f"{thing(what, 'card')} leaving {left} for any other zone"
        else:
            going = f"{thing(what, 'card')} going to {where} {src}".strip()
        if p.get("not_from") == "stack":
            going += " without being cast"
        if p.get("cause"):
            going += f" (by {p['cause']})"
        instead = _instead_to_words(p)
        if p.get("also"):
            instead += f", and {actions(p['also'])}"
        return f"Watches: {going}. Instead: {instead}."
    entering = f"Watches: {thing(p.get('object'))} entering the battlefield. Instead: it enters"
    if t == "enter_tapped":
        return f"{entering} tapped{_unless_paid(p)}."
    if t == "enter_with_counters":
        n = p.get("count")
        return f"{entering} with {n} more {p.get('counter')} counter{'' if n == 1 else 's'}."
    if t == "enter_as_copy":
        of = "this object" if p.get("copy_of") == "this" else p.get("copy_of")
        return f"{entering} as a copy of {of}."
    if t == "enter_under_control":
        return f"{entering} under your control."
    if t == "enter_choose":
        what = p.get("choice", "color")
        return f"As {thing(p.get('object'))} enters, its controller chooses {_a(what)}."
    if t == "enter_back_face_up":
        return f"{entering} back face up."
    if t == "instead":
        w = p.get("watch", {})
        return f"Watches: {_watch(w)}. Instead: {actions(p.get('instead', []))}." + (
            " The next time only." if p.get("once") else ""
        )
    if t == "skip":
        whose = {"you": "your", "opponent": "an opponent's", "any": "each player's"}.get(
            p.get("player", "you"), f"{player(p.get('player'))}'s"
        )
        return f"Skips: {whose} next {_STEP.get(p.get('step'), p.get('step'))}."  # type: ignore[arg-type]
    if t == "cant":
        return _cant_words(p)
    if t == "cant_be_prevented":
        return f"Can't be prevented: {_damage(p)}."
    if t == "lose_abilities":
        return f"Rule: cards in the {p.get('zone')} lose all abilities."
    if t == "dealt_as_though":
        return f"Rule: {_damage(p)} is dealt as though its source had {p.get('keyword')}."
    return f"{t}: {p}"


def _cant_words(p: dict[str, Any]) -> str:
    """A "can't" effect in plain words (614.17)."""
    ev = p.get("event")
    who = player(p.get("player", "any"))
    if ev == "enter":
        src = f" from a {p['from']}" if p.get("from") else ""
        return f"Rule: {thing(p.get('object'))} can't enter the battlefield{src}."
    if ev == "put_counters":
        c = f"{p['counter']} counters" if p.get("counter") else "counters"
        return f"Rule: {c} can't be put on {thing(p.get('object'))}."
    verb = {
        "gain_life": "gain life",
        "lose_life": "lose life",
        "pay_life": "pay life",
        "draw": "draw cards",
        "win_game": "win the game",
        "lose_game": "lose the game",
        "damage": "be dealt damage",
    }.get(ev, ev)  # type: ignore[arg-type]
    return f"Rule: {who} can't {verb}."


def _watch(w: dict[str, Any]) -> str:
    ev = w.get("event")
    who = player(w.get("player", "you"))
    if ev == "draw" and w.get("cards_at_least"):
        return f"{who} drawing {w['cards_at_least']} or more cards (the instruction as a whole)"
    if ev == "draw":
        words = f"{who} drawing a card"
        if w.get("not_first_in_draw_step"):
            words += " other than the first in their draw step"
        if w.get("library_empty"):
            words += " while their library is empty"
        return words
    if ev == "gain_life":
        return f"{who} gaining life"
    if ev in ("lose_life", "lose_game"):
        return f"{who} losing {'life' if ev == 'lose_life' else 'the game'}"
    if ev == "pay_life":
        return f"{who} paying life"
    if ev == "damage":
        return _damage(w)
    if ev == "move":
        what = thing(w.get("object"), "card")
        to = w.get("to")
        going = f"{what} going to a {to}" if to else f"{what} moving"
        if not to and w.get("cause") == "destroy":
            going = f"{what} being destroyed"
        if to == "battlefield":
            going = f"{what} entering the battlefield"
        return f"{going} {_ZONE_FROM.get(w.get('from', ''), '')}".strip()
    if ev == "enter":
        going = f"{thing(w.get('object'), 'card')} entering the battlefield"
        return f"{going} {_ZONE_FROM.get(w.get('from', ''), '')}".strip()
    if ev == "create_tokens":
        who_ = w.get("player", "you")
        whose = "your" if who_ == "you" else f"{player(who_)}'s"
        return f"tokens being created under {whose} control"
    return str(ev)
