"""What caused an event, asked at the table.

A card whose effects read what caused an event ("If a spell or ability an opponent
controls causes you to discard Obstinate Baloth", Wilt-Leaf Liege; "If you would put one
or more counters on a permanent", Vorinclex, Monstrous Raider and Lae'zel; "If a spell or
ability would cause its controller to gain life", Rain of Gore; Library of Leng's "if an
effect causes you to discard") asks, for each event of the kind it reads, what caused it:
a player's spell or ability, a player paying a cost, or a rule of the game (discarding
to hand size in the cleanup step, 514.1). The answer is the event's ``by``, which the
resolver reads (``rules.engine.filters.by_matches``). Until each is answered the table
refuses to resolve, saying which: who put the counters is a fact to say, not one to assume.
An effect that only leaves out a cost ("an effect would put", Doubling Season) asks
nothing: an event that says nothing of its cause is an effect's.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import Any

from rules import engine

from .drafting import Draft, DraftError, event_words, nested_mappings

SAY = "Say what caused “{event}”: {name} reads it."
NOT_ASKED = "{name} asks nothing about what caused an event."
NOT_A_CAUSE = "Choose one of the causes listed for {name}."
RULE = "rule"
RULE_WORDS = "A rule of the game"
#: What a rule of the game causes, by the event it watches: discarding to hand size in the
#: cleanup step (514.1); lifelink's gain, which no spell or ability causes (702.15b).
RULE_EXAMPLES = {
    "discard": "A rule of the game (discarding to hand size)",
    "gain_life": "A rule of the game (lifelink)",
}
#: What each event kind of the table is, as the ``event`` an effect watches.
_WATCHED = {"put_counters": "put_counters", "gain_life": "gain_life", "move": "discard"}


def _filters(value: Any) -> Iterator[tuple[str, Mapping[str, Any]]]:
    """(what it watches, its ``by``) for each ``by`` in ``value`` that names a kind or a
    player: "discard" for a move by discard, else the event it watches."""
    for m in nested_mappings(value):
        by = m.get("by")
        if isinstance(by, Mapping) and ("kind" in by or "player" in by):
            watched = "discard" if m.get("cause") == "discard" else str(m.get("event") or "")
            yield watched, by


def reads(draft: Draft, index: int) -> set[str]:
    """What the card at ``index``'s effects read the cause of, of the table's events:
    "put_counters", "gain_life", "discard" (a sacrifice's cause, read by "can't cause you
    to sacrifice", is of no event the table makes)."""
    line = draft.cards[index]
    found: set[str] = set()
    for effect in draft.effects:
        if effect.get("id") not in line.effect_ids:
            continue
        words = [effect.get("params"), effect.get("modes")]
        preset = engine.PRESETS.get(str(effect.get("preset") or ""))
        if preset is not None:
            words += [preset.params, list(preset.modes)]
        for watched, _ in _filters(words):
            if watched in _WATCHED.values():
                found.add(watched)
    return found


def _watched(event: Mapping[str, Any]) -> str:
    kind = str(event.get("kind"))
    if kind == "move":
        return "discard" if event.get("cause") == "discard" else ""
    return _WATCHED.get(kind, "")


def _events(draft: Draft, index: int) -> list[dict[str, Any]]:
    """The events whose cause the card at ``index`` reads."""
    wanted = reads(draft, index)
    if not wanted:
        return []
    return [dict(e) for e in draft.events if _watched(e) in wanted]


def choices(draft: Draft, event: Mapping[str, Any]) -> list[tuple[str, str]]:
    """Each cause the judge may say of ``event``: ``(value, words)``. A card is discarded
    to pay a cost only by the player whose hand it is in, its owner."""
    watched = _watched(event)
    payer = None
    if watched == "discard":
        payer = next(
            (o.get("owner") for o in draft.objects if o["id"] == event.get("object")), None
        )
    found: list[tuple[str, str]] = []
    for player in draft.players:
        found.append((f"{player}|ability", f"{player}'s spell or ability"))
        if payer in (None, player):
            found.append((f"{player}|cost", f"{player}, paying a cost"))
    found.append((RULE, RULE_EXAMPLES.get(watched, RULE_WORDS)))
    return found


def _value(by: Mapping[str, Any] | None) -> str:
    if not by:
        return ""
    if by.get("kind") == RULE:
        return RULE
    kind = "cost" if by.get("kind") == "cost" else "ability"
    return f"{by.get('player', '')}|{kind}"


def rows(draft: Draft) -> dict[int, list[dict[str, Any]]]:
    """For each card that asks (by its index), a row for each event whose cause it reads:
    the event's id and words, and a button for each cause ``(value, words, pressed)``."""
    found: dict[int, list[dict[str, Any]]] = {}
    for index in range(len(draft.cards)):
        for event in _events(draft, index):
            said = _value(event.get("by"))
            every = choices(draft, event)
            found.setdefault(index, []).append(
                {
                    "id": str(event.get("id")),
                    "words": event_words(draft, event),
                    "choices": [(value, words, value == said) for value, words in every],
                }
            )
    return found


def _cause(draft: Draft, value: str) -> dict[str, Any] | None:
    """The event's ``by`` for a cause's value, None for one that isn't listed."""
    if value == RULE:
        return {"kind": RULE}
    player, _, kind = value.partition("|")
    if player not in draft.players or kind not in ("ability", "cost"):
        return None
    return {"kind": kind, "player": player}


def say(draft: Draft, index: int, value: str) -> Draft:
    """The draft with the cause ``value`` (``event id|player|ability``, ``…|cost`` or
    ``event id|rule``) said of an event the card at ``index`` reads."""
    if not 0 <= index < len(draft.cards) or not _events(draft, index):
        raise DraftError({"draft": NOT_ASKED.format(name="this card")})
    name = draft.cards[index].name
    event_id, _, cause = value.partition("|")
    event = next((e for e in _events(draft, index) if str(e.get("id")) == event_id), None)
    by = _cause(draft, cause)
    if by is None or event is None or cause not in dict(choices(draft, event)):
        raise DraftError({f"card-{index}": NOT_A_CAUSE.format(name=name)})
    events = tuple({**e, "by": by} if str(e.get("id")) == event_id else e for e in draft.events)
    return replace(draft, events=events)


def check(draft: Draft) -> None:
    """Nothing when the cause of every event a card reads it of is said; DraftError on the
    first card otherwise."""
    for index, line in enumerate(draft.cards):
        for event in _events(draft, index):
            if not event.get("by"):
                words = event_words(draft, event)
                raise DraftError({f"card-{index}": SAY.format(event=words, name=line.name)})
