"""What a card's effect is aimed at, for a card whose words name a target or a chosen
player or permanent ("Prevent the next 3 damage that would be dealt to target creature
or player"): the judge picks it in one tap among the players and objects of the draft.

An aimed effect's ``recipient`` filter names that one player or object; until the
judge picks, the card keeps what it was read with (its controller, for Healing Salve).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from rules import engine

from .drafting import Draft, DraftError, player_named

_AIMED = re.compile(r"\b(target|targets|chosen)\b", re.I)

NOT_AIMABLE = "{name} has no target to choose here."
NO_SUCH_AIM = "Choose one of the players or objects listed for {name}."


def recipient_of(effect: Mapping[str, Any]) -> Any:
    """The effect's recipient filter: its own, else its preset's; None without one."""
    params = effect.get("params")
    if isinstance(params, dict) and "recipient" in params:
        return params["recipient"]
    preset = engine.PRESETS.get(str(effect.get("preset") or ""))
    return preset.params.get("recipient") if preset is not None else None


def can_aim(text: str, effects: tuple[dict[str, Any], ...]) -> bool:
    """Whether a card read from ``text`` has an effect the judge should aim: its words
    name a target or a chosen player or permanent, and an effect filters recipients."""
    return bool(_AIMED.search(text)) and any(recipient_of(e) is not None for e in effects)


def aim_card(draft: Draft, index: int, value: str) -> Draft:
    """The draft with the card at ``index`` aimed at ``value`` (a player's name or an
    object's id): each of its effects that filters recipients now names that one."""
    if not 0 <= index < len(draft.cards):
        raise DraftError({"draft": NO_SUCH_AIM.format(name="this card")})
    line = draft.cards[index]
    if not line.can_aim:
        raise DraftError({"draft": NOT_AIMABLE.format(name=line.name)})
    if any(o["id"] == value for o in draft.objects):
        recipient: dict[str, Any] = {"object": {"id": value}}
    else:
        try:
            value = player_named(draft, value, field_name="draft", missing="")
        except DraftError:
            raise DraftError({"draft": NO_SUCH_AIM.format(name=line.name)}) from None
        recipient = {"player": value}
    effects = []
    for effect in draft.effects:
        if effect["id"] in line.effect_ids and recipient_of(effect) is not None:
            params = dict(effect.get("params") or {})
            params["recipient"] = recipient
            effect = {**effect, "params": params}
        effects.append(effect)
    cards = tuple(replace(c, aim=value) if n == index else c for n, c in enumerate(draft.cards))
    return replace(draft, effects=tuple(effects), cards=cards)


_NOT_PERMANENT = {"Instant", "Sorcery"}


def aim_choices(draft: Draft) -> dict[int, list[tuple[str, str]]]:
    """For each card to aim (by its index), what it may be aimed at: (value, words) for
    each player and each permanent of the draft but the card itself."""
    found: dict[int, list[tuple[str, str]]] = {}
    for index, line in enumerate(draft.cards):
        if not line.can_aim:
            continue
        choices = [(name, name) for name in draft.players]
        for obj in draft.objects:
            types = set(obj.get("types") or ())
            if obj["id"] != line.object_id and not (types and types <= _NOT_PERMANENT):
                choices.append((str(obj["id"]), draft.object_name(obj["id"])))
        found[index] = choices
    return found
