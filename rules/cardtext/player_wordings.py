"""Readers of the wordings about what a player does: draws and life gained or lost
changed or replaced (614.1a, 614.10-11), what a player can't do, and steps, phases or
turns skipped (614.1b, 614.10). Importing this module registers them."""

from __future__ import annotations

import re
from typing import Any

from rules.engine.vocabulary import CANT_EVENTS

from .actions import create_action, instead_action, look_action, reveal_until_action
from .phrases import Refuse, number, player_word
from .reading import Effect, Line, Reading, _origin, reads
from .targets import that_player

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
    bare = re.sub(r" instead$", "", t, flags=re.I)
    look = look_action(bare) or reveal_until_action(bare)
    if look is not None:
        return [look], optional
    actions: list[dict[str, Any]] = []
    for part in re.split(r",? and ", re.sub(r" instead$", "", t, flags=re.I)):
        actions.append(_action(part.strip(), who))
    return actions, optional


def _action(text: str, who: str) -> dict[str, Any]:
    if re.match(r"(?:put|create|destroy) ", text, re.I):
        return instead_action(text, it_ok=False)
    if re.fullmatch(r"exile SELF", text.strip()):
        return {"do": "move", "object": "this", "to": "exile"}
    p = text.lower()
    m = re.fullmatch(
        r"(your|that player's|their) life total becomes (?:(equal to (?:your|their) starting "
        r"life total)|(-?\d+|\w+))",
        p,
    )
    if m:
        # 119.5: the player gains or loses the life needed.
        life = "starting" if m[2] else number(m[3])
        return {"do": "set_life", "player": "you" if m[1] == "your" else "affected", "life": life}
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
    if subject == "you" and p.startswith("create "):  # Hullbreacher: its controller creates
        return create_action(p)
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
    m = re.fullmatch(
        r"exiles? the top (card|\w+ cards) of (?:your|their) library(?: face down)?", p
    )
    if m:
        count = 1 if m[1] == "card" else number(m[1].split()[0])
        return _who({"do": "exile_top", "count": count}, player)
    m = re.fullmatch(r"exiles? (that many|\w+) cards? from the top of (?:your|their) library", p)
    if m:
        many: int | str = "that_many" if m[1] == "that many" else number(m[1])
        return _who({"do": "exile_top", "count": many}, player)
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
_NO_HAND = r" while (?:you have|they have|that player has) no cards in hand"


@reads(
    rf"if (?P<p>.+?) would draw (?:a card|one or more cards)(?P<except>{_EXCEPT_FIRST})?"
    rf"(?P<empty>{_EMPTY})?(?P<no_hand>{_NO_HAND})?, (?P<action>.+)"
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
    if m["no_hand"]:
        # Read as the draw would happen: "while you have no cards in hand" (Blood Scrivener).
        whose = "you" if who == "you" else "affected"
        hand = {"cards": {"player": whose, "zone": "hand"}, "at_most": 0}
        eff["params"]["condition"] = hand
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


_AS_MANY = r" while (?P<whose>your|their) library has at least that many cards in it"


@reads(
    rf"if (?P<p>.+?) would (?P<ev>gain|lose|pay) life(?P<turn> this turn)?(?P<yours> during your "
    rf"turn)?(?:{_AS_MANY})?, "
    r"(?P<action>.+)"
)
def _life(line: Line, m: re.Match[str]) -> Reading:
    who = player_word(m["p"])
    event = {"gain": "gain_life", "lose": "lose_life", "pay": "pay_life"}[m["ev"].lower()]
    a = m["action"].strip().lower()
    resolution = line.resolution or bool(m["turn"])
    subj = r"(?:you|that player|they) (?:gains?|loses?)"
    mm = re.fullmatch(rf"{subj} (twice|three times) that much life instead", a)
    if mm and event != "pay_life":
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
    if m["whose"]:
        # Read as the event would happen, against its amount (Ashiok, Wicked Manipulator).
        whose = "you" if m["whose"].lower() == "your" else "affected"
        cards = {"player": whose, "zone": "library"}
        eff["params"]["condition"] = {"cards": cards, "at_least": "that_many"}
    if m["yours"]:
        # "During your turn": only while its controller is the active player (Bloodletter
        # of Aclazotz).
        if m["whose"]:
            raise Refuse(line.original)
        eff["params"]["condition"] = {"turn_of": "you"}
    if resolution:
        eff["origin"] = "resolution"
    return Reading([eff])


@reads(r"if (?P<p>you|a player|an opponent) would lose the game, (?P<action>.+)")
def _lose_game(line: Line, m: re.Match[str]) -> Reading:
    """ "If you would lose the game, instead …" (Exquisite Archangel): an ``instead`` on
    the game loss (104.3)."""
    who = player_word(m["p"])
    actions, optional = _draw_action(m["action"], who)
    params = {"watch": {"event": "lose_game", "player": who}, "instead": actions}
    eff: Effect = {"template": "instead", "params": params}
    if optional:
        eff["optional"] = True
    return Reading([_origin(line, eff)])


_CANT_PLAYER = {
    "gain life": "gain_life",
    "draw cards": "draw",
    "draw a card": "draw",
    "win the game": "win_game",
    "lose life": "lose_life",
    "lose the game": "lose_game",
}


@reads(
    r"(?P<p>players|your opponents|you|each opponent|each player|target player|that player|"
    r"target opponent|an opponent) can't (?P<what>gain life|draw cards|draw a card|win the game|"
    r"lose the game|lose life)(?: or (?P<what2>win the game|lose the game))?"
    r"(?P<turn> this turn| for the rest of the game)?"
)
def _cant_player(line: Line, m: re.Match[str]) -> Reading:
    """ "Players can't gain life"; two things one can't do, one effect each ("players can't
    lose the game or win the game this turn", Everybody Lives!)."""
    r = Reading()
    events = [_CANT_PLAYER[w.lower()] for w in (m["what"], m["what2"]) if w]
    if any(event not in CANT_EVENTS for event in events):
        raise Refuse(line.original)
    p = m["p"].lower()
    if p == "target player":
        who = "you"
        r.notes.append("target player: set to you; change it to the player chosen")
    elif p == "that player":
        who = that_player(r)
    else:
        who = player_word(p)
    for event in events:
        eff: Effect = {"template": "cant", "params": {"event": event, "player": who}}
        if line.resolution or m["turn"]:
            eff["origin"] = "resolution"
        r.effects.append(eff)
    return r


@reads(
    r"(?P<next>until your next turn, )?(?P<p>your|each player's|each opponent's) life total "
    r"can't change(?P<turn> this turn)?(?P<prot> and you gain protection from everything)?"
)
def _life_cant_change(line: Line, m: re.Match[str]) -> Reading:
    """ "Your life total can't change" (Platinum Emperion): the player can't gain life and
    can't lose life, two "can't" effects (614.17); not losing life, they can't pay life
    either (119.8). "Until your next turn, …" (Teferi's Protection): the same, made as the
    spell resolves; its "protection from everything" (702.16) is no such effect."""
    who = {"your": "you", "each player's": "any", "each opponent's": "opponent"}[m["p"].lower()]
    r = Reading()
    for event in ("gain_life", "lose_life"):
        eff: Effect = {"template": "cant", "params": {"event": event, "player": who}}
        if line.resolution or m["turn"] or m["next"]:
            eff["origin"] = "resolution"
        r.effects.append(eff)
    if m["next"]:
        r.notes.append("until your next turn: leave the effects out once it begins")
    if m["prot"]:
        r.notes.append("protection from everything (702.16) is not read: set it by hand")
    return r


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
    r"skips? (?:your|their) next (?:(?P<n>two|three) (?P<steps>turns|untap steps|upkeep steps|"
    r"draw steps)|(?P<step>untap step|upkeep step|upkeep|draw step|combat phase|end step|turn))"
    r"(?: this turn)?"
)
def _skip(line: Line, m: re.Match[str]) -> Reading:
    """ "You skip your next turn" (Meditate); "you skip your next two turns" (Eater of
    Days): one skip for each, each used up as it applies, so the second skips the turn
    after the first (614.10)."""
    r = Reading()
    p = (m["p"] or "you").lower()
    if p == "that player":
        who = that_player(r)
    elif p == "target player":
        who = "you"
        r.notes.append(f"{p}: set to you; change it to the player chosen")
    else:
        who = player_word(p)
    step = m["step"] or m["steps"][:-1]
    params = {"step": _STEPS[step.lower()], "player": who}
    for _ in range(number(m["n"]) if m["n"] else 1):
        r.effects.append({"template": "skip", "params": dict(params), "origin": "resolution"})
    return r
