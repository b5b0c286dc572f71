"""What a card's effect is aimed at, for a card whose words name a target or a chosen
player or permanent ("Prevent the next 3 damage that would be dealt to target creature
or player"): the judge picks it in one tap among the players and objects of the draft.

A target is chosen as the spell is cast or the ability activated (601.2c, 602.2b), and
X then too (107.3): the card's text can't say them. Read from the text, each is a
placeholder (``rules.cardtext``: "target-creature-or-player", an amount "X") that the
card's line keeps as a *slot*; the judge picks each slot in one tap and types X, and the
card's effects are its effects as read with those put in place. Until every slot and X
is chosen the scenario can't be resolved, and the judge is told which card lacks what.

A card whose words name a target but whose effects hold no placeholder (a preset whose
parameters the text doesn't match) is aimed whole: its ``recipient`` filter names the
one player or object picked; until then it keeps what it was read with.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from rules import cardtext, engine, inputs

from .drafting import Draft, DraftError, asked_at_the_table, nested_mappings, player_named

CHOOSE_SLOT = "Choose {name}'s {words}."
#: The same for a slot whose words open with a determiner ("any target", "another target
#: creature", "that card"): "Choose any target for Healing Salve."
CHOOSE_SLOT_FOR = "Choose {words} for {name}."
SET_X = "Say what X is for {name} (the number chosen as it was cast)."
#: The same for a card whose effects count X on its own object: what X stands for.
SET_OWN_X = "Say what X is for {name}: {what}."
#: The X field's label, and for an X on the card's own object, with what it stands for.
X_LABEL = "X (chosen as it was cast)"
OWN_X_LABEL = "X: {what}"
#: What an X on the card's own object stands for when the reader's note doesn't say.
OWN_X = "the value chosen as it was cast (0 when it wasn't cast)"
X_RANGE = "Write X as a whole number from 0 to {high}."
MAX_X = 1000

_AIMED = re.compile(r"\b(target|targets|chosen)\b", re.I)

NOT_AIMABLE = "{name} has no target to choose here."
#: A card whose one word "target" takes several objects, with a number chosen it doesn't allow.
MANY_RANGE = "{name}'s {words}: choose {allowed} of them ({chosen} chosen)."
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
    object's id): each of its effects that filters recipients now names that one. For a
    card with slots, ``value`` is ``placeholder|player or object`` (:func:`aim_slot`)."""
    if not 0 <= index < len(draft.cards):
        raise DraftError({"draft": NO_SUCH_AIM.format(name="this card")})
    line = draft.cards[index]
    if line.slots:
        pid, bar, chosen = value.partition("|")
        if not bar and len(line.slots) == 1:
            # A card with one target: "aim:0|Bob" aims it.
            pid, chosen = str(line.slots[0]["id"]), value
        from judgeapp import damage_dealt

        return damage_dealt.asked_again(draft, aim_slot(draft, index, pid, chosen), index)
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


# ---------------------------------------------------------------- slots: targets and X


def _holds(value: Any, pids: set[str]) -> bool:
    """Whether ``value`` names one of the placeholders ``pids``, is an amount X, or is a
    choice the text leaves to the table (``"ask"``: devour's creatures, Sutured Ghoul's cards)."""
    if isinstance(value, str):
        return value in pids or value in (cardtext.X, "ask")
    if isinstance(value, dict):
        return any(_holds(v, pids) for v in value.values())
    if isinstance(value, list | tuple):
        return any(_holds(v, pids) for v in value)
    return False


def preset_effects(presets: Any, parsed: Any, who: str) -> tuple[dict[str, Any], ...]:
    """The effects of a card added by name that has presets: each preset, with the
    parameters its text leaves to be chosen (a target, X) taken from the text as read
    (placeholders), when the text reads as the preset (same template)."""
    pids = {str(t["id"]) for t in parsed.targets}
    unused = list(parsed.effects)
    made = []
    for preset in presets:
        effect: dict[str, Any] = {
            "id": str(preset.key),
            "controller": who,
            "preset": preset.key,
            # The card's name: a half's preset name ("Platinum Angel (can't lose)") isn't.
            "label": preset.name.split(" (")[0],
        }
        twin = next((e for e in unused if e["template"] == preset.template), None)
        if twin is not None:
            unused.remove(twin)
            chosen = {k: v for k, v in twin["params"].items() if _holds(v, pids)}
            if chosen:
                effect["params"] = chosen
        made.append(effect)
    return tuple(made)


def with_slots(draft: Draft, targets: Any, counts: Any = ()) -> Draft:
    """The draft whose last card keeps a slot for each placeholder its effects name and
    for X; the same draft when there is none. A placeholder that stands for several
    objects ("one or two target creatures", ``counts``) keeps how many may be chosen in
    its slot's ``many``; none are chosen yet."""
    index = len(draft.cards) - 1
    line = draft.cards[index]
    read = tuple(e for e in draft.effects if e["id"] in line.effect_ids)
    named = {str(t["id"]): t for t in targets if _holds(read, {str(t["id"])})}
    if not named and not cardtext.has_x(read):
        return draft
    many = {str(c["id"]): {k: v for k, v in c.items() if k != "id"} for c in counts}
    slots = tuple(
        {
            "id": pid,
            "words": str(t["name"]),
            "players": pid in cardtext.PLAYER_TARGETS,
            "types": list(t.get("types") or ()),
            "source": pid == cardtext.CHOSEN_SOURCE,
            "cards": pid in cardtext.CARD_TARGETS,
            "colors": list(t.get("colors") or ()),
            **({"combat": str(t["combat"])} if t.get("combat") else {}),
            **({"many": many[pid]} if pid in many else {}),
        }
        for pid, t in named.items()
    )
    # The rows of buttons and the X field ask for them: no note about placeholders.
    notes = tuple(n for n in line.notes if not asked_at_the_table(n))
    slotted = replace(line, slots=slots, read=read, can_aim=False, aim="", notes=notes)
    draft = replace(draft, cards=(*draft.cards[:index], slotted, *draft.cards[index + 1 :]))
    return _rebound(draft, index) if many else draft


def _rebound(draft: Draft, index: int) -> Draft:
    """The draft with the card's effects made again from its effects as read, with the
    slots chosen and X put in place (what isn't chosen yet stays a placeholder)."""
    line = draft.cards[index]
    chosen: dict[str, str | list[str]] = dict(line.aims)
    for slot in line.slots:
        if slot.get("many"):
            # Several objects for one placeholder: the list of those chosen, maybe none
            # (an effect on none is left out of the scenario, ``drafting.aimed_at_nothing``).
            chosen[slot["id"]] = [v for k, v in line.aims if k == slot["id"]]
    bound = cardtext.bind_targets(line.read, chosen, draft.players)
    if line.x is not None:
        bound = cardtext.bind_x(bound, line.x)
    by_id = {e["id"]: e for e in bound}
    effects = tuple(by_id.get(e["id"], e) for e in draft.effects)
    return replace(draft, effects=effects)


def aim_slot(draft: Draft, index: int, pid: str, value: str) -> Draft:
    """The draft with the card at ``index``'s slot ``pid`` aimed at ``value``."""
    line = draft.cards[index]
    allowed = dict(slot_choices(draft).get(index, {}).get(pid, ()))
    if value not in allowed:
        raise DraftError({"draft": NO_SUCH_AIM.format(name=line.name)})
    slot: Mapping[str, Any] = next((s for s in line.slots if s["id"] == pid), {})
    if slot.get("many") and (pid, value) in line.aims:
        # One of several chosen, tapped again: no longer chosen.
        aims = tuple(a for a in line.aims if a != (pid, value))
    elif slot.get("many"):
        aims = (*line.aims, (pid, value))
    else:
        aims = (*((k, v) for k, v in line.aims if k != pid), (pid, value))
    cards = tuple(replace(c, aims=aims) if n == index else c for n, c in enumerate(draft.cards))
    objects = _attached(draft, line, pid, value, _coloured(draft, line, pid, value))
    return _rebound(replace(draft, cards=cards, objects=objects), index)


#: The slots naming what the card's own object, an Aura or Equipment, is attached to.
ATTACHED_SLOTS = ("enchanted-creature", "equipped-creature")


def _attached(
    draft: Draft, line: Any, pid: str, value: str, objects: tuple[dict[str, Any], ...]
) -> tuple[dict[str, Any], ...]:
    """The objects, the card's own (an Aura or Equipment) attached to the creature chosen as
    its "enchanted creature" or "equipped creature" (303.4, 301.5: its ``attached_to``, which
    "enchanted creatures" read, 303.4b), both being on the battlefield."""
    by_id = {o["id"]: o for o in objects}
    own, chosen = by_id.get(line.object_id), by_id.get(value)
    if pid not in ATTACHED_SLOTS or own is None or chosen is None:
        return objects
    if not (_on_battlefield(own) and _on_battlefield(chosen)):
        return objects
    return tuple({**o, "attached_to": value} if o is own else o for o in objects)


def _coloured(draft: Draft, line: Any, pid: str, value: str) -> tuple[dict[str, Any], ...]:
    """The draft's objects, the one chosen as "a red source of your choice" red when its
    colours weren't said: the judge chose it as a red source; and the one chosen as "target
    attacking creature" attacking when its place in combat wasn't said (a place it isn't
    in is refused by the scenario's checks, with the path)."""
    slot: Mapping[str, Any] = next((s for s in line.slots if s["id"] == pid), {})
    colors = list(slot.get("colors") or ()) if slot.get("source") else []
    place = slot.get("combat")
    return tuple(
        {
            **o,
            **({"colors": colors} if colors and not o.get("colors") else {}),
            **({"combat": place} if place and "combat" not in o and _on_battlefield(o) else {}),
        }
        if o["id"] == value
        else o
        for o in draft.objects
    )


def set_x(draft: Draft, index: int, raw: str) -> Draft:
    """The draft with X set for the card at ``index`` (``x-{index}`` in error): in its
    amounts still X, and as its own object's ``x`` when its effects count that (107.3m)."""
    field_name = f"x-{index}"
    if not 0 <= index < len(draft.cards) or not needs_x(draft, index):
        raise DraftError({"draft": NOT_AIMABLE.format(name="this card")})
    x = inputs.whole_number(raw.strip())
    if x is None or x > MAX_X:
        raise DraftError({field_name: X_RANGE.format(high=MAX_X)})
    cards = tuple(replace(c, x=x) if n == index else c for n, c in enumerate(draft.cards))
    own = draft.cards[index].object_id if reads_own_x(draft, index) else None
    objects = tuple({**o, "x": x} if o["id"] == own else o for o in draft.objects)
    return _rebound(replace(draft, cards=cards, objects=objects), index)


def check_aimed(draft: Draft) -> None:
    """Nothing when every slot and X is chosen; DraftError on the first card otherwise."""
    for index, line in enumerate(draft.cards):
        chosen = dict(line.aims)
        for slot in line.slots:
            if slot.get("many"):
                _check_many(line, index, slot)
            elif slot["id"] not in chosen:
                asked = CHOOSE_SLOT_FOR if _determined(slot["words"]) else CHOOSE_SLOT
                raise DraftError(
                    {f"card-{index}": asked.format(name=line.name, words=slot["words"])}
                )
        if line.x is None and cardtext.has_x(line.read):
            raise DraftError({f"x-{index}": SET_X.format(name=line.name)})
        if line.x is None and reads_own_x(draft, index):
            what = own_x_words(draft, index)
            raise DraftError({f"x-{index}": SET_OWN_X.format(name=line.name, what=what)})


def _check_many(line: Any, index: int, slot: Mapping[str, Any]) -> None:
    """DraftError beside the card when the number of objects chosen for a slot that takes
    several is not one the card allows (601.2c: "one or two target creatures" is 1 or 2)."""
    n = sum(1 for k, _ in line.aims if k == slot["id"])
    many = slot["many"]
    low, high = int(many.get("at_least", 0)), many.get("at_most")
    if n >= low and (high is None or n <= int(high)):
        return
    raise DraftError(
        {
            f"card-{index}": MANY_RANGE.format(
                name=line.name,
                words=slot["words"],
                allowed=many_words(many),
                chosen=n,
            )
        }
    )


def many_words(many: Mapping[str, Any]) -> str:
    """How many objects a slot that takes several allows, in words: "1 or 2", "0 to 2",
    "any number"."""
    low, high = int(many.get("at_least", 0)), many.get("at_most")
    if high is None:
        return "any number" if low == 0 else f"{low} or more"
    if low == high:
        return str(low)
    return f"{low} or {high}" if high == low + 1 else f"{low} to {high}"


def slot_choices(draft: Draft) -> dict[int, dict[str, list[tuple[str, str]]]]:
    """For each card with slots (by its index), for each slot, what it may be aimed at:
    (value, words) for each player when a player may be chosen, and each permanent of
    the draft of the slot's types but the card itself."""
    found: dict[int, dict[str, list[tuple[str, str]]]] = {}
    for index, line in enumerate(draft.cards):
        for slot in line.slots:
            if slot.get("source") or slot.get("cards"):
                # A source of your choice, a spell or a card: any object, not only a permanent.
                found.setdefault(index, {})[slot["id"]] = _source_choices(draft, line, slot)
                continue
            choices = [(name, name) for name in draft.players] if slot["players"] else []
            wanted = set(slot["types"])
            for obj in draft.objects:
                types = set(obj.get("types") or ())
                if obj["id"] == line.object_id or (types and types <= _NOT_PERMANENT):
                    continue
                if not wanted or not types or wanted <= types:
                    choices.append((str(obj["id"]), draft.object_name(obj["id"])))
            found.setdefault(index, {})[slot["id"]] = choices
    return found


def _source_choices(draft: Draft, line: Any, slot: Mapping[str, Any]) -> list[tuple[str, str]]:
    """What "a source of your choice" may be (609.7): each object of the draft but the card
    itself, spells and objects named only in an event included; for "a red source of your
    choice", those that are red or whose colours aren't said. A target spell or "that card"
    may be any of them too."""
    wanted = set(slot.get("colors") or ())
    return [
        (str(obj["id"]), draft.object_name(obj["id"]))
        for obj in draft.objects
        if obj["id"] != line.object_id
        and (not wanted or not obj.get("colors") or wanted <= set(obj["colors"]))
    ]


def slot_rows(draft: Draft) -> dict[int, list[dict[str, Any]]]:
    """What the page shows for each card with slots (by its index): for each slot its
    words ("target creature or player"), what is chosen ("" not yet), and its choices."""
    choices = slot_choices(draft)
    rows: dict[int, list[dict[str, Any]]] = {}
    for index, line in enumerate(draft.cards):
        chosen = dict(line.aims)
        rows[index] = [
            {
                "id": slot["id"],
                "words": slot["words"],
                "label": _label(str(slot["words"])),
                "chosen": chosen.get(slot["id"], ""),
                "picked": [v for k, v in line.aims if k == slot["id"]],
                "many": many_words(slot["many"]) if slot.get("many") else "",
                "choices": choices.get(index, {}).get(slot["id"], []),
                "source": bool(slot.get("source")),
                "cards": bool(slot.get("cards")),
            }
            for slot in line.slots
        ]
    return rows


def needs_x(draft: Draft, index: int) -> bool:
    """Whether the card at ``index`` leaves an X to set: an amount of its text, or its own
    object's ``x`` that its effects count."""
    return cardtext.has_x(draft.cards[index].read) or reads_own_x(draft, index)


def reads_own_x(draft: Draft, index: int) -> bool:
    """Whether the card's effects count the X of its own object ("enters with X +1/+1
    counters on it", 107.3m; what the reader counts so: sunburst's colors of mana spent,
    702.44a, the times it was kicked): ``{"x": "this"}`` or its id, at any depth."""
    line = draft.cards[index]
    effects = [e for e in draft.effects if e.get("id") in line.effect_ids]
    words = [[e.get("params"), e.get("modes")] for e in effects]
    for effect in effects:
        preset = engine.PRESETS.get(str(effect.get("preset") or ""))
        if preset is not None:
            words.append([preset.params, list(preset.modes)])
    own = ("this", line.object_id)
    return any(m.get("x") in own for m in nested_mappings(words))


def own_x_words(draft: Draft, index: int) -> str:
    """What X stands for on the card's own object, from the reader's note ("set the
    object's x to the number of colors of mana spent to cast it …")."""
    for note in draft.cards[index].notes:
        m = re.search(r"set the object's x to (.+?)\.?$", note)
        if m:
            return m[1]
    return OWN_X


def x_label(draft: Draft, index: int) -> str:
    """The X field's label for the card at ``index``."""
    if reads_own_x(draft, index) and not cardtext.has_x(draft.cards[index].read):
        return OWN_X_LABEL.format(what=own_x_words(draft, index))
    return X_LABEL


def _label(words: str) -> str:
    """A slot's label: "Its target creature", "Another target creature or player", "That
    card"."""
    if _determined(words):
        return words[:1].upper() + words[1:]
    return f"Its {words}"


def _determined(words: str) -> bool:
    """Whether a slot's words open with their own determiner ("any target", "another
    target creature", "that card"), so that no possessive goes before them."""
    return words.startswith(("another ", "any ", "that "))


def _on_battlefield(o: Mapping[str, Any]) -> bool:
    return o.get("zone", "battlefield") == "battlefield"
