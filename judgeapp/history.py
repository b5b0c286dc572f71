"""What happened earlier this turn, asked at the table.

A card whose effects read it (raid: "if you attacked this turn"; morbid: "if a creature
died this turn"; revolt; "for each creature that died this turn"; the life a player gained
this turn …) gives the way in a question for each fact: how many, a whole number the judge
types. The answers go into the scenario's players' ``this_turn``, which the resolver reads
(rules.engine.conditions). Until each is answered the table refuses to resolve, saying
which, as it does for a target or X: 0 is a fact to say, not one to assume.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import Any

from rules import engine

from .drafting import Draft, DraftError, nested_mappings

#: The words of each fact a card may ask: of the card's player (``{who}``), and of every
#: player's added up.
WORDS = {
    "creatures_died": (
        "Creatures {who} controlled that died this turn",
        "Creatures that died this turn, anyone's",
    ),
    "left_battlefield": (
        "Permanents {who} controlled that left the battlefield this turn",
        "Permanents that left the battlefield this turn, anyone's",
    ),
    "attacked": ("Creatures {who} attacked with this turn", "Creatures that attacked this turn"),
    "gained_life": ("Life {who} gained this turn", "Life gained this turn, every player's"),
    "lost_life": ("Life {who} lost this turn", "Life lost this turn, every player's"),
    "drew": ("Cards {who} drew this turn", "Cards drawn this turn, by anyone"),
    "cast": ("Spells {who} cast this turn", "Spells cast this turn, by anyone"),
    "dealt_damage": ("Damage dealt to {who} this turn", "Damage dealt to players this turn"),
}


def words(who: str, did: str, owner: str) -> str:
    """A fact's words: ``who`` is ``you`` (of the player ``owner``) or ``all``."""
    mine, everyone = WORDS[did]
    return everyone if who == "all" else mine.format(who=owner)


SAY = "Say how many for {name}: {words}."
WHOLE = "Write a whole number from 0 to {high}."
HIGH = 1000
NOT_ASKED = "{name} asks nothing about this turn."


def _measures(value: Any) -> Iterator[Mapping[str, Any]]:
    for m in nested_mappings(value):
        inner = m.get("this_turn")
        if isinstance(inner, Mapping):
            yield inner


def asked(effects: tuple[dict[str, Any], ...]) -> tuple[tuple[str, str], ...]:
    """(who, fact) for each fact of this turn the effects read of their controller
    (``you``), of its opponents (``opponents``, asked of each) or of every player (``all``), once
    each, in the order they read them; a fact read of the affected player depends on the
    event, and isn't asked."""
    found: list[tuple[str, str]] = []
    for effect in effects:
        preset = engine.PRESETS.get(str(effect.get("preset") or ""))
        words = [effect.get("params"), effect.get("modes")]
        if preset is not None:
            words += [preset.params, list(preset.modes)]
        for measure in _measures(words):
            who, did = measure.get("player", "you"), measure.get("did")
            if who in ("you", "all", "opponents") and did in WORDS and (who, did) not in found:
                found.append((str(who), str(did)))
    return tuple(found)


def _facts(draft: Draft, line: Any) -> list[tuple[str, str, str]]:
    """What the card asks, one fact of one player each: ``(holder, fact, words)``, the
    holder the player the number is kept on ("" for every player's added up). Its
    opponents' (bloodthirst's "an opponent was dealt damage this turn") is asked of each
    opponent, kept on each: a fact of a player is one number, whichever card asks it."""
    found: list[tuple[str, str, str]] = []
    for who, did in line.asks:
        if who == "opponents":
            for player in draft.players:
                if player != line.owner:
                    found.append((player, did, words("you", did, player)))
        else:
            holder = "" if who == "all" else str(line.owner)
            found.append((holder, did, words(who, did, line.owner)))
    return found


def rows(draft: Draft) -> dict[int, list[dict[str, Any]]]:
    """For each card that asks (by its index), a field for each fact: its name, label and
    the number said ("" not yet)."""
    said = {(player, did): n for player, did, n in draft.turn}
    found: dict[int, list[dict[str, Any]]] = {}
    for index, line in enumerate(draft.cards):
        for number, (holder, did, label) in enumerate(_facts(draft, line)):
            value = said.get((holder, did))
            found.setdefault(index, []).append(
                {
                    "field": f"turn-{index}-{number}",
                    "label": label,
                    "value": "" if value is None else value,
                }
            )
    return found


def set_facts(
    draft: Draft, index: int, data: Mapping[str, str], *, typed_only: bool = False
) -> Draft:
    """The draft with the facts the card at ``index`` asks set from its fields
    (``turn-{index}-{n}``); ``typed_only``: only those typed, the others left as they are
    (as the judge resolves)."""
    if not 0 <= index < len(draft.cards) or not draft.cards[index].asks:
        raise DraftError({"draft": NOT_ASKED.format(name="this card")})
    said = {(player, did): n for player, did, n in draft.turn}
    for number, (holder, did, _) in enumerate(_facts(draft, draft.cards[index])):
        text = str(data.get(f"turn-{index}-{number}", "")).strip()
        if typed_only and not text:
            continue
        if not text.isdigit() or int(text) > HIGH:
            raise DraftError({f"turn-{index}": WHOLE.format(high=HIGH)})
        said[(holder, did)] = int(text)
    turn = tuple((player, did, n) for (player, did), n in said.items())
    return replace(draft, turn=turn)


def check(draft: Draft) -> None:
    """Nothing when every fact a card asks is said; DraftError on the first card otherwise."""
    said = {(player, did) for player, did, _ in draft.turn}
    for index, line in enumerate(draft.cards):
        for holder, did, label in _facts(draft, line):
            if (holder, did) not in said:
                raise DraftError({f"turn-{index}": SAY.format(name=line.name, words=label)})
