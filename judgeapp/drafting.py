"""The judge's quick way in: a scenario drafted from card names, pasted card texts and
events said in plain words.

A :class:`Draft` is the scenario being built (players, objects, effects, events)
plus, for each card added, the plain-word lines that say what its effects do and
the parts of its text that weren't understood. Every function here takes a draft
and returns a new one, or raises :class:`DraftError` whose ``errors`` map a form
field to a sentence a person reads ("Choose who is dealt the damage"). Ids are
made here from names and never shown.

The rules stay the resolver's: this module only writes the scenario format.
"""

from __future__ import annotations

import difflib
import functools
import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from rules import cardtext, engine, inputs, resolution

from .stepping import plain_words

#: The most cards or events a draft holds.
MAX_ITEMS = 20
#: The most players a draft holds.
MAX_PLAYERS = 8
#: The longest draft accepted back from a form (characters of JSON).
MAX_DRAFT = 60_000

PLAYERS = ("Alice", "Bob")

BAD_DRAFT = "The scenario being built was lost or changed in the page: start again."
NO_CARD = "There is no card named “{name}” here: paste its text below instead."
CHOOSE_WHOSE_CARD = "Choose whose {name} is."
UNKNOWN_PLAYER = "“{name}” is not one of the players ({players})."
TOO_MANY = "A scenario built here holds at most {limit} {what}."
NAME_THE_CARD = "Give the card's name."
PASTE_THE_TEXT = "Paste the card's rules text."
NOTHING_READ = (
    "No replacement, prevention or “can't” wording was found in this text: nothing to add."
)
CHOOSE_EVENT = "Choose what happens."
NO_PLAYERS = "Name at least one player."
SAME_PLAYER_TWICE = "Each player needs a name of their own."
#: The longest player's name (the builder's, and well within what the card reader takes).
PLAYER_NAME_LIMIT = 40
BAD_PLAYER_NAME = "A player's name {problem}: nothing was changed."
NO_EVENT_YET = "Add what happens (an event) before resolving."
NOT_A_NUMBER = "Write a whole number, such as 3."
NUMBER_RANGE = "Write a whole number from {low} to {high}."


class DraftError(ValueError):
    """What is wrong, by form field, in words."""

    def __init__(self, errors: Mapping[str, str]) -> None:
        self.errors = dict(errors)
        super().__init__("; ".join(f"{k}: {v}" for k, v in self.errors.items()))


# ---------------------------------------------------------------- the draft

DAMAGEABLE_TYPES = frozenset({"Creature", "Planeswalker", "Battle"})
"""The card types of the objects damage can be dealt to (120.1), besides players."""


@dataclass(frozen=True)
class CardLine:
    """A card added to the draft, as the page lists it."""

    object_id: str
    name: str
    owner: str
    effect_ids: tuple[str, ...]
    summary: tuple[str, ...]
    """What each of its effects does, in plain words."""
    unparsed: tuple[str, ...] = ()
    """Parts of its text that weren't understood (marked, never guessed)."""
    notes: tuple[str, ...] = ()
    """The reader's notes, those the table asks about with a tap or a number among them
    (``asked_at_the_table``; :attr:`to_check` leaves them out)."""
    can_aim: bool = False
    """Its words name a target or a chosen player or permanent (see ``aiming``)."""
    aim: str = ""
    """What the judge aimed it at: a player's name or an object's id ("" not yet)."""
    slots: tuple[dict[str, Any], ...] = ()
    """Its targets to choose, each ``{"id", "words", "players", "types"}``: a placeholder
    of its text ("target creature or player") the judge replaces (see ``aiming``)."""
    aims: tuple[tuple[str, str], ...] = ()
    """Each slot chosen: (placeholder, a player's name or an object's id)."""
    read: tuple[dict[str, Any], ...] = ()
    """Its effects as read, placeholders and X in place (empty without slots or X)."""
    x: int | None = None
    """The X chosen as it was cast or activated (None: not yet, or no X)."""
    asks: tuple[tuple[str, str], ...] = ()
    """What happened this turn its effects read, (``you``, ``opponents`` or ``all``, fact),
    asked at the table (see ``history``)."""
    casting: tuple[tuple[str, str, str], ...] = ()
    """How it was cast, as its effects read it: (question, cost or zone, answer), the answer
    ``yes``, ``no`` or "" not yet (see ``casting``)."""
    hurt_said: bool = False
    """The judge said what it dealt damage to this turn, for a card whose effects read it
    (see ``damage_dealt``; the answer is the permanents' ``damaged_by``)."""

    @property
    def to_check(self) -> list[str]:
        """The notes the judge should check, less those the table asks about."""
        return [n for n in self.notes if not asked_at_the_table(n)]


def _card_line(c: Mapping[str, Any]) -> CardLine:
    """A card's line as the page's hidden field carried it back."""
    return CardLine(
        object_id=str(c["object_id"]),
        name=str(c["name"]),
        owner=str(c["owner"]),
        effect_ids=tuple(c.get("effect_ids") or ()),
        summary=tuple(c.get("summary") or ()),
        unparsed=tuple(c.get("unparsed") or ()),
        notes=tuple(c.get("notes") or ()),
        can_aim=bool(c.get("can_aim")),
        aim=str(c.get("aim") or ""),
        slots=tuple(_slot(slot) for slot in c.get("slots") or ()),
        aims=tuple((str(k), str(v)) for k, v in c.get("aims") or ()),
        read=tuple(dict(e) for e in c.get("read") or ()),
        x=None if c.get("x") is None else int(c["x"]),
        asks=tuple((str(w), str(d)) for w, d in c.get("asks") or ()),
        casting=tuple((str(k), str(v), str(a)) for k, v, a in c.get("casting") or ()),
        hurt_said=bool(c.get("hurt_said")),
    )


def _slot(slot: Mapping[str, Any]) -> dict[str, Any]:
    """A card's slot as the page carried it back, how many objects it takes (``many``) made
    whole numbers again (ValueError or TypeError, a draft that can't be read, otherwise)."""
    out = dict(slot)
    if "many" in out:
        many = dict(out["many"])
        low, high = int(many.get("at_least", 0)), many.get("at_most")
        if low < 0 or (high is not None and int(high) < low):
            raise ValueError("many")
        out["many"] = {
            "at_least": low,
            **({"at_most": int(high)} if high is not None else {}),
            **({"x": True} if many.get("x") else {}),
        }
    return out


@dataclass(frozen=True)
class Draft:
    players: tuple[str, ...] = PLAYERS
    objects: tuple[dict[str, Any], ...] = ()
    effects: tuple[dict[str, Any], ...] = ()
    events: tuple[dict[str, Any], ...] = ()
    cards: tuple[CardLine, ...] = field(default=())
    turn: tuple[tuple[str, str, int], ...] = ()
    """What happened this turn, as the judge said: (player, fact, how many); the player ""
    for a fact of every player's (see ``history``)."""
    out_of_combat: tuple[str, ...] = ()
    """The creatures the judge said are not in combat (see ``combat``; the places said are
    the objects' ``combat``)."""

    # ---- encoding for the page's hidden field

    def to_json(self) -> str:
        return json.dumps(
            {
                "players": list(self.players),
                "objects": list(self.objects),
                "effects": list(self.effects),
                "events": list(self.events),
                "cards": [card.__dict__ for card in self.cards],
                "turn": [list(fact) for fact in self.turn],
                "out_of_combat": list(self.out_of_combat),
            },
            separators=(",", ":"),
            ensure_ascii=False,
        )

    @classmethod
    def from_json(cls, text: str) -> Draft:
        """The draft a form carried back; a blank one for an empty field."""
        if not text.strip():
            return cls()
        if len(text) > MAX_DRAFT:
            raise DraftError({"draft": BAD_DRAFT})
        try:
            # Read as every input is (rules.inputs): no nesting past its depth, no lone
            # surrogate, no number past what the page can compute with.
            data = inputs.loads(text)
            players = data.get("players") or PLAYERS
            if not isinstance(players, list | tuple) or not all(
                isinstance(p, str) for p in players
            ):
                raise DraftError({"draft": BAD_DRAFT})
            players = tuple(players)
            cards = tuple(_card_line(c) for c in data.get("cards") or ())
            draft = cls(
                players=players,
                objects=tuple(dict(o) for o in data.get("objects") or ()),
                effects=tuple(dict(e) for e in data.get("effects") or ()),
                events=tuple(dict(e) for e in data.get("events") or ()),
                cards=cards,
                turn=tuple((str(p), str(d), int(n)) for p, d, n in data.get("turn") or ()),
                out_of_combat=tuple(str(i) for i in data.get("out_of_combat") or ()),
            )
        except (ValueError, TypeError, KeyError, AttributeError):  # InputError among them
            raise DraftError({"draft": BAD_DRAFT}) from None
        parts = (draft.objects, draft.effects, draft.events, draft.out_of_combat)
        if any(len(part) > MAX_ITEMS * 4 for part in parts):
            raise DraftError({"draft": BAD_DRAFT})
        if len(draft.cards) > MAX_ITEMS or len(draft.players) > MAX_PLAYERS:
            raise DraftError({"draft": BAD_DRAFT})
        if len(draft.turn) > MAX_ITEMS * 4 or any(not 0 <= n <= 1000 for *_, n in draft.turn):
            raise DraftError({"draft": BAD_DRAFT})
        named = all(
            isinstance(o.get("id"), str) and isinstance(o.get("name"), str) for o in draft.objects
        )
        if not named or not all(isinstance(e.get("id"), str) for e in draft.effects):
            raise DraftError({"draft": BAD_DRAFT})
        return draft

    # ---- what the page shows

    def scenario(self, *, title: str = "") -> dict[str, Any]:
        """The scenario in the scenario format (version 1)."""
        turn: dict[str, dict[str, int]] = {}
        for player, did, n in self.turn:
            holder = player if player in self.players else self.players[0]
            turn.setdefault(holder, {})[did] = n
        data: dict[str, Any] = {
            "version": 1,
            "players": [
                {"name": name, **({"this_turn": turn[name]} if name in turn else {})}
                for name in self.players
            ],
            "objects": list(self.objects),
            "effects": [e for e in self.effects if not aimed_at_nothing(e)],
            "events": list(self.events),
        }
        if title:
            data["title"] = title
        return data

    def title(self) -> str:
        """A title from what is in it: "Furnace of Rath, Dictate of the Twin Gods: …"."""
        names = [card.name for card in self.cards]
        head = ", ".join(names[:3]) + (" …" if len(names) > 3 else "")
        event = event_words(self, self.events[0]) if self.events else ""
        if head and event:
            return f"{head}: {event}"
        return head or event

    def object_name(self, object_id: str | None) -> str:
        for obj in self.objects:
            if obj["id"] == object_id:
                return str(obj["name"]) + (" token" if obj.get("token") else "")
        return str(object_id or "")

    def choosable(self) -> list[tuple[str, str]]:
        """What damage may be dealt to, as (value, words): the players, then each object
        that is a creature, a planeswalker or a battle (120.1); an instant such as
        Mending Hands, or an enchantment, is never dealt damage."""
        found = [(name, name) for name in self.players]
        found += [
            (str(obj["id"]), self.object_name(obj["id"]))
            for obj in self.objects
            if isinstance(obj.get("types"), list) and DAMAGEABLE_TYPES.intersection(obj["types"])
        ]
        return found


# ---------------------------------------------------------------- names and ids


def _key(name: str) -> str:
    return " ".join(name.casefold().replace("\u2019", "'").split())


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")[:40].strip("-") or "card"


def _fresh(base: str, taken: set[str]) -> str:
    made = base
    number = 2
    while made in taken:
        made = f"{base}-{number}"
        number += 1
    return made


def player_named(draft: Draft, name: str, *, field_name: str, missing: str) -> str:
    """The player a form names, case-insensitive; DraftError on the field otherwise."""
    if not name.strip():
        raise DraftError({field_name: missing})
    for player in draft.players:
        if _key(player) == _key(name):
            return player
    raise DraftError(
        {field_name: UNKNOWN_PLAYER.format(name=name.strip(), players=", ".join(draft.players))}
    )


def with_players(draft: Draft, names: list[str]) -> Draft:
    """The draft with its players renamed (in turn order; objects and effects follow)."""
    clean = [" ".join(n.split()) for n in names if n.strip()]
    if not clean:
        raise DraftError({"players": NO_PLAYERS})
    if len({_key(n) for n in clean}) != len(clean):
        raise DraftError({"players": SAME_PLAYER_TWICE})
    if len(clean) > MAX_PLAYERS:
        raise DraftError({"players": TOO_MANY.format(limit=MAX_PLAYERS, what="players")})
    for name in clean:
        problem = inputs.text_problem(name, limit=PLAYER_NAME_LIMIT, multiline=False)
        if problem is not None:
            raise DraftError({"players": BAD_PLAYER_NAME.format(problem=problem)})
    renamed = dict(zip(draft.players, clean, strict=False))

    def fix(value: Any) -> Any:
        if isinstance(value, str):
            return renamed.get(value, value)
        if isinstance(value, dict):
            return {k: fix(v) if k in _PLAYER_KEYS else v for k, v in value.items()}
        return value

    return replace(
        draft,
        players=tuple(clean),
        objects=tuple(fix(o) for o in draft.objects),
        effects=tuple(fix(e) for e in draft.effects),
        events=tuple(fix(e) for e in draft.events),
        cards=tuple(
            replace(
                c,
                owner=renamed.get(c.owner, c.owner),
                aims=tuple((k, renamed.get(v, v)) for k, v in c.aims),
            )
            for c in draft.cards
        ),
        turn=tuple((renamed.get(p, p), did, n) for p, did, n in draft.turn),
    )


_PLAYER_KEYS = {"owner", "controller", "player", "recipient"}


# ---------------------------------------------------------------- cards


@dataclass(frozen=True)
class Found:
    """A search result: a card with its text, or an example."""

    kind: str
    """``card`` or ``example``."""
    name: str
    detail: str
    key: str = ""
    """The example's id (examples)."""
    near: bool = False
    """A card whose name is only close to what was typed (a letter wrong or missing)."""


def _loose(name: str) -> str:
    """A name as typed in haste on a phone: no apostrophes, commas or other marks."""
    return " ".join(re.sub(r"[^\w\s/+-]", "", _key(name)).split())


@functools.cache
def _loose_names() -> dict[str, str]:
    """Every shipped card's and preset's name, by its loose form (``_loose``)."""
    names = [c.name for c in cardtext.all_cards()] + [p.name for p in engine.PRESETS.values()]
    return {_loose(name): name for name in sorted(names, key=_key)}


def _near_cards(query: str, limit: int) -> list[Found]:
    """The cards for a query no name matches: the names that match once the apostrophes
    and commas are left out of both ("urzas armor", "harms way"), else the names closest
    to it, letter by letter ("furnance of rath": a letter too many), marked ``near``."""
    q = _loose(query)
    if not q:
        return []
    names = _loose_names()
    words = q.split()
    hits = [
        name
        for loose, name in names.items()
        if loose.startswith(q) or all(any(n.startswith(w) for n in loose.split()) for w in words)
    ]
    near = not hits
    if near:
        hits = [names[k] for k in difflib.get_close_matches(q, names, n=3, cutoff=0.8)]
    found = []
    for name in hits[:limit]:
        entry = cardtext.card(name)
        presets = _presets_named(name)
        detail = entry.type_line if entry else preset_words(presets[0].text) if presets else ""
        found.append(Found("card", name, detail, near=near))
    return found


def search(query: str, *, limit: int = 8) -> list[Found]:
    """Cards and examples for "type a card or a situation", best first; when no name
    matches, the names that match without their apostrophes and commas, or the closest
    names (``_near_cards``)."""
    query = query.strip()[:200]
    if len(query) < 2:
        return []
    found: list[Found] = []
    seen: set[str] = set()
    for entry in cardtext.search_cards(query, limit):
        seen.add(_key(entry.name))
        found.append(Found("card", entry.name, card_detail(entry)))
    for preset in engine.PRESETS.values():
        if len(found) >= limit:
            break
        if _key(preset.name) in seen or not all(
            word in _key(preset.name) for word in _key(query).split()
        ):
            continue
        seen.add(_key(preset.name))
        found.append(Found("card", preset.name, preset_words(preset.text)))
    if not found:
        found = _near_cards(query, limit)
    words = _key(query).split()
    examples = []
    from judgeapp import selectors

    for example in selectors.example_list():
        haystack = _key(" ".join((example.title, example.summary, *example.cards)))
        if all(word in haystack for word in words):
            examples.append(Found("example", example.title, example.summary, example.id))
    return found[:limit] + examples[:4]


def card_detail(entry: cardtext.CardEntry) -> str:
    """A found card's line under its name: its type line, and for a face of a card of two
    faces the whole card ("Instant — Adventure, of Bonecrusher Giant // Stomp"), so a
    search by the other face's name says why it found this one."""
    if not entry.faces:
        return str(entry.type_line)
    return f"{entry.type_line}, of {entry.card_name}"


#: What a preset's words say the full builder must set ("(set chosen_source and to; by
#: default, …)"): here each is aimed with a button, so the card's words are said alone.
_BUILDER_HINT = re.compile(r"\s*\(set [^()]*\)|;\s*set [^()]*(?=\))")


#: What a preset says of its card's other halves ("(its half on players left out)", "; its
#: other half is the preset platinum-emperion-gain"), true of the preset alone.
_HALVES = re.compile(
    r"\s*\((?:its|Its) [^()]*\bhal(?:f|ves)\b[^()]*\)"
    r"|;\s*its [^;()]*\bhal(?:f|ves)\b[^;()]*(?=[;)])"
    r"|;\s*its [^;()]*\bhalf is [\w-]+(?=\.$)"
)


def preset_words(text: str, *, every_half: bool = False) -> str:
    """A preset's words as the way in says them: without what the full builder sets, and
    any parameter name or value in them in plain words ("this_turn" → "this turn");
    ``every_half``: the card has all its presets, so what one says of the others is left
    out ("Your opponents can't win the game", not "… (its half on losing left out)")."""
    text = _BUILDER_HINT.sub("", text)
    return plain_words(_HALVES.sub("", text) if every_half else text)


def _card_named(name: str) -> bool:
    """Whether a shipped card is kept under this very name: an event's object named by the
    face that isn't kept ("Bonecrusher Giant dies") is that face, a creature, not the
    face kept (Stomp, an instant): an adventurer card on the battlefield has only its main
    characteristics (715.4)."""
    entry = cardtext.card(name)
    return entry is not None and _key(entry.name) == _key(name)


def _presets_named(name: str) -> list[Any]:
    """The presets of the card named ``name``: those of its name, and with one of them, its
    other halves, named after it with what each covers ("Platinum Angel (can't lose)",
    "Everlasting Torment (life)"). Presets only so named, none of the card's own name, are
    alternatives (a flip won or lost, Impulsive Maneuvers): none of them is the card."""
    exact = [p for p in engine.PRESETS.values() if _key(p.name) == _key(name)]
    if not exact:
        return []
    halves = [
        p
        for p in engine.PRESETS.values()
        if p not in exact and _key(p.name.split(" (")[0]) == _key(name) and " (" in p.name
    ]
    return exact + halves


def _reads_more(parsed: Any, presets: list[Any]) -> bool:
    """Whether the card's text, read whole, says more than its presets, each of its effects
    static (Thalia, Heretic Cathar's lands too, Leyline of Punishment's "players can't gain
    life"): its reading is then the card. An effect of an activated ability (a regeneration
    shield) is made only if the ability was activated, so a reading with one says no more."""
    static = all(e.get("origin") != "resolution" for e in parsed.effects)
    return bool(parsed.whole and static and len(parsed.effects) > len(presets))


def _room(draft: Draft) -> None:
    if len(draft.cards) >= MAX_ITEMS or len(draft.objects) >= MAX_ITEMS * 2:
        raise DraftError({"card": TOO_MANY.format(limit=MAX_ITEMS, what="cards")})


def add_card(draft: Draft, *, name: str, owner: str) -> Draft:
    """The draft with a card by its name: its object and its effects, as ``owner``'s.

    A card with a preset uses its presets' effects, every half of it (``_presets_named``),
    unless its text, read whole, says more with static effects only (``_reads_more``); any
    other shipped card is read from its Oracle text.
    """
    _room(draft)
    entry = cardtext.card(name)
    presets = _presets_named(name)
    if entry is None and not presets:
        raise DraftError({"card": NO_CARD.format(name=name.strip())})
    card_name = entry.name if entry is not None else presets[0].name
    who = player_named(
        draft, owner, field_name="owner", missing=CHOOSE_WHOSE_CARD.format(name=card_name)
    )
    text = entry.text if entry is not None else ""
    if entry is not None:
        parsed = cardtext.parse_card(name=card_name, text=text, controller=who)
    else:
        parsed = cardtext.parse_card(name=card_name, text=presets[0].text, controller=who)
    from judgeapp import aiming

    if presets and not _reads_more(parsed, presets):
        effects = aiming.preset_effects(presets, parsed, who)
        summary = tuple(preset_words(p.text, every_half=len(presets) > 1) for p in presets)
        unparsed: tuple[str, ...] = ()
        notes: tuple[str, ...] = ()
    else:
        effects = tuple(parsed.effects)
        summary = tuple(parsed.summary)
        unparsed = tuple(parsed.unparsed)
        notes = tuple(parsed.notes)
    words = text or " ".join(p.text for p in presets)
    grown = _with_card(draft, dict(parsed.object), effects, summary, unparsed, notes)
    return _aimable(grown, words, parsed.targets, parsed.counts)


def _aimable(draft: Draft, text: str, targets: Any = (), counts: Any = ()) -> Draft:
    """The draft whose last card says what the judge should aim: the targets and X its
    text leaves to be chosen (``aiming.with_slots``), else whether to aim it at all; what
    happened this turn its effects read (``history.asked``); how it was cast (``casting``)."""
    from judgeapp import aiming, casting, history

    line = draft.cards[-1]
    effects = tuple(e for e in draft.effects if e["id"] in line.effect_ids)
    asks = history.asked(effects)
    # What it dealt damage to this turn is asked with a row of buttons (``damage_dealt``).
    notes = tuple(n for n in line.notes if "damaged_by" not in n)
    if asks or notes != line.notes:
        line = replace(line, asks=asks, notes=notes)
        draft = replace(draft, cards=(*draft.cards[:-1], line))
    questions = casting.asked(effects, text)
    if questions:
        # Asked with yes and no: no note telling the judge to set the object's fields.
        line = replace(line, casting=questions, notes=casting.answered_notes(line.notes))
        draft = replace(draft, cards=(*draft.cards[:-1], line))
    slotted = aiming.with_slots(draft, targets, counts)
    if slotted is not draft:
        return slotted
    if not aiming.can_aim(text, effects):
        return draft
    # Read as its controller's ("you"), it is aimed at them until the judge picks.
    mine = all(aiming.recipient_of(e) in (None, {"player": "you"}) for e in effects)
    aimed = replace(line, can_aim=True, aim=line.owner if mine else "")
    return replace(draft, cards=(*draft.cards[:-1], aimed))


def _with_card(
    draft: Draft,
    obj: dict[str, Any],
    effects: tuple[dict[str, Any], ...],
    summary: tuple[str, ...],
    unparsed: tuple[str, ...],
    notes: tuple[str, ...],
) -> Draft:
    taken_objects = {o["id"] for o in draft.objects}
    object_id = _fresh(_slug(str(obj.get("id") or obj["name"])), taken_objects)
    old_id = obj.get("id")
    obj = {**obj, "id": object_id}
    taken_effects = {e["id"] for e in draft.effects}
    made = []
    # A card read from its text says what each effect does in the words it was read back
    # in (one line of ``summary`` each), not in its template's general title.
    said = summary if len(summary) == len(effects) else ()
    for number, effect in enumerate(effects):
        effect = dict(effect)
        if said and not effect.get("preset") and said[number]:
            effect.setdefault("text", said[number][: engine.MAX_EFFECT_TEXT])
        effect["id"] = _fresh(_slug(str(effect.get("id") or object_id)), taken_effects)
        taken_effects.add(effect["id"])
        if effect.get("source") in (None, old_id) and _needs_source(effect):
            effect["source"] = object_id
        made.append(_rename_refs(effect, str(old_id), object_id))
    line = CardLine(
        object_id=object_id,
        name=str(obj["name"]),
        owner=str(obj["owner"]),
        effect_ids=tuple(e["id"] for e in made),
        summary=summary,
        unparsed=unparsed,
        notes=notes,
    )
    return replace(
        draft,
        objects=(*draft.objects, obj),
        effects=(*draft.effects, *made),
        cards=(*draft.cards, line),
    )


def _needs_source(effect: Mapping[str, Any]) -> bool:
    """Whether the card's object is the effect's source: always, but for an effect a
    resolving spell or ability made whose words never refer to "this" object."""
    preset = engine.PRESETS.get(str(effect.get("preset") or ""))
    origin = effect.get("origin") or (preset.origin if preset else None)
    if origin != "resolution" or "source" in effect:
        return True
    words = [effect.get("params"), effect.get("modes")]
    if preset is not None:
        words += [preset.params, list(preset.modes)]
    return resolution.names_its_source(words)


def _rename_refs(value: Any, old: str, new: str) -> Any:
    if old == new:
        return value
    if isinstance(value, str):
        return new if value == old else value
    if isinstance(value, list):
        return [_rename_refs(v, old, new) for v in value]
    if isinstance(value, dict):
        return {k: _rename_refs(v, old, new) for k, v in value.items()}
    return value


@dataclass(frozen=True)
class Reading:
    """A pasted card text as read, for the judge to confirm: what it proposes."""

    name: str
    owner: str
    text: str
    summary: tuple[str, ...]
    unparsed: tuple[str, ...]
    ignored: tuple[str, ...]
    notes: tuple[str, ...]
    effect_count: int

    @property
    def to_check(self) -> list[str]:
        """The notes the judge should check, less those about what the way in asks with a
        tap or a number once the card is added (``asked_at_the_table``)."""
        return [n for n in self.notes if not asked_at_the_table(n)]

    @property
    def asks(self) -> bool:
        """Whether the card, once added, asks for a target, a source or an X."""
        return any(asked_at_the_table(n) for n in self.notes)

    @property
    def set_aside(self) -> list[tuple[str, str]]:
        """The parts left out whose shape proves they are no replacement or prevention
        effect, each with what it is (a triggered ability, an activated ability, keywords)."""
        return [(part, kind) for part in self.ignored if (kind := cardtext.what_it_is(part))]

    @property
    def unread(self) -> list[str]:
        """The parts left out with no such proof: not understood, only without a wording
        of 614-616 in them."""
        return [part for part in self.ignored if not cardtext.what_it_is(part)]


#: A line break, with the spaces around it, before a line that starts with a small letter.
_WRAPPED = re.compile(r"[ \t]*\n[ \t]*(?=[a-z])")


def unwrap(text: str) -> str:
    """A pasted card text with the line breaks put in by the page it was copied from
    taken out: Windows' and old Macs' line ends become one kind, and a line that starts
    with a small letter goes on the line before it, as it continues that sentence (each
    ability of a card's text starts a line with a capital, a symbol, a digit or a bullet).

    >>> unwrap("Flying\r\nIf damage would be dealt to it, prevent\r\nthat damage.")
    'Flying\nIf damage would be dealt to it, prevent that damage.'
    """
    return _WRAPPED.sub(" ", text.replace("\r\n", "\n").replace("\r", "\n"))


#: The card-text reader's notes on how the card was cast, which the way in asks with yes and
#: no (``casting``).
CAST_NOTES = ("only if it was kicked", "whether it was cast from your hand")


def asked_at_the_table(note: str) -> bool:
    """Whether a note of the card-text reader is about a placeholder (a target, a source of
    your choice), an X, what dealt damage this turn (``damaged_by``) or how the card was
    cast: the way in asks for each with a row of buttons or a number field, so the judge
    never puts an id in its place."""
    return (
        "placeholder" in note
        or note.startswith(("X:", *CAST_NOTES))
        or "damaged_by" in note
        or "set the object's x to" in note
    )


def read_text(draft: Draft, *, name: str, text: str, owner: str) -> tuple[Reading, Any]:
    """A pasted card text read by the parser, not yet added (the judge confirms it); a
    text copied with line breaks inside its sentences is read as one line each
    (``cardtext.unwrap``)."""
    text = cardtext.unwrap(text)
    errors = {}
    if not name.strip():
        errors["paste_name"] = NAME_THE_CARD
    if not text.strip():
        errors["paste_text"] = PASTE_THE_TEXT
    if errors:
        raise DraftError(errors)
    who = player_named(
        draft,
        owner,
        field_name="paste_owner",
        missing=CHOOSE_WHOSE_CARD.format(name=" ".join(name.split())),
    )
    try:
        parsed = cardtext.parse_card(name=" ".join(name.split()), text=text, controller=who)
    except cardtext.ParseInputError as error:
        raise DraftError({f"paste_{error.field}": f"{error.message}."}) from None
    reading = Reading(
        name=str(parsed.object["name"]),
        owner=who,
        text=text,
        summary=tuple(parsed.summary),
        unparsed=tuple(parsed.unparsed),
        ignored=tuple(parsed.ignored),
        notes=tuple(parsed.notes),
        effect_count=len(parsed.effects),
    )
    return reading, parsed


def add_text(
    draft: Draft,
    *,
    name: str,
    text: str,
    owner: str,
    keep: list[int],
    traits: Mapping[str, list[str]] | None = None,
) -> Draft:
    """The draft with a pasted card: its object (with the colours and types the judge
    ticked, ``traits``, over what the app knows) and the effects the judge kept."""
    _room(draft)
    text = cardtext.unwrap(text)
    reading, parsed = read_text(draft, name=name, text=text, owner=owner)
    if not parsed.effects and not parsed.unparsed:
        raise DraftError({"paste_text": NOTHING_READ})
    kept = tuple(e for n, e in enumerate(parsed.effects) if n in keep)
    summary = tuple(s for n, s in enumerate(parsed.summary) if n in keep)
    obj = {**parsed.object, **(traits or {})}
    grown = _with_card(draft, obj, kept, summary, reading.unparsed, reading.notes)
    return _aimable(grown, text, parsed.targets, parsed.counts)


def remove_card(draft: Draft, index: int) -> Draft:
    """The draft without the card at ``index``, its effects and the events naming it."""
    if not 0 <= index < len(draft.cards):
        return draft
    line = draft.cards[index]
    gone = {line.object_id}
    return replace(
        draft,
        cards=tuple(c for n, c in enumerate(draft.cards) if n != index),
        objects=tuple(
            _unblocked(unhurt(o, gone), gone) for o in draft.objects if o["id"] not in gone
        ),
        out_of_combat=tuple(i for i in draft.out_of_combat if i not in gone),
        effects=tuple(e for e in draft.effects if e["id"] not in line.effect_ids),
        events=tuple(e for e in draft.events if not (_refs(e) & gone)),
    )


def nested_mappings(value: Any) -> Iterator[Mapping[str, Any]]:
    """Every mapping in ``value`` (an effect's parameters, its modes), itself first, then
    those inside it, in order: where the table's questions look for what effects read."""
    if isinstance(value, Mapping):
        yield value
        for item in value.values():
            yield from nested_mappings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from nested_mappings(item)


def unhurt(o: dict[str, Any], gone: set[str]) -> dict[str, Any]:
    """The object without the objects ``gone`` among what dealt it damage this turn."""
    if not set(o.get("damaged_by") or ()) & gone:
        return o
    left = [d for d in o["damaged_by"] if d not in gone]
    rest = {k: v for k, v in o.items() if k != "damaged_by"}
    return {**rest, "damaged_by": left} if left else rest


def _unblocked(o: dict[str, Any], gone: set[str]) -> dict[str, Any]:
    """The object without the objects ``gone`` among the attackers it blocks or as what it
    is attached to."""
    if o.get("attached_to") in gone:
        o = {k: v for k, v in o.items() if k != "attached_to"}
    if not set(o.get("blocks") or ()) & gone:
        return o
    left = [a for a in o["blocks"] if a not in gone]
    rest = {k: v for k, v in o.items() if k != "blocks"}
    return {**rest, "blocks": left} if left else rest


def _refs(event: Mapping[str, Any]) -> set[str]:
    return {str(event.get(k)) for k in ("object", "source", "recipient") if event.get(k)}


# ---------------------------------------------------------------- events in plain words


@dataclass(frozen=True)
class EventKind:
    key: str
    words: str
    """The button's words."""
    fields: tuple[str, ...]
    """Which of the row's fields it uses: object, player, source, recipient, amount, count,
    counter, token, from."""


EVENT_KINDS: tuple[EventKind, ...] = (
    EventKind("dies", "dies", ("object",)),
    EventKind("destroyed", "is destroyed", ("object",)),
    EventKind("damage", "is dealt damage", ("recipient", "source", "amount")),
    EventKind("draw", "would draw", ("player", "count")),
    EventKind("enters", "enters", ("object", "from")),
    EventKind("discarded", "is discarded", ("object",)),
    EventKind("milled", "is milled", ("object",)),
    EventKind("exiled", "is exiled", ("object",)),
    EventKind("lose_life", "would lose life", ("player", "amount")),
    EventKind("gain_life", "would gain life", ("player", "amount")),
    EventKind("tokens", "tokens are created", ("player", "count", "token")),
    EventKind("counters", "counters are put", ("object", "count", "counter")),
    EventKind("lose_game", "would lose the game (0 or less life)", ("player",)),
)
KINDS = {kind.key: kind for kind in EVENT_KINDS}

CHOOSE_OBJECT = {
    "dies": "Choose what dies, or name it.",
    "destroyed": "Choose what is destroyed, or name it.",
    "enters": "Choose what enters, or name it.",
    "discarded": "Choose the card discarded, or name it.",
    "milled": "Choose the card milled, or name it.",
    "exiled": "Choose what is exiled, or name it.",
    "counters": "Choose what gets the counters, or name it.",
}
CHOOSE_PLAYER = {
    "draw": "Choose who would draw.",
    "lose_life": "Choose who would lose life.",
    "gain_life": "Choose who would gain life.",
    "tokens": "Choose who would create the tokens.",
    "lose_game": "Choose who would lose the game.",
}
CHOOSE_RECIPIENT = "Choose who is dealt the damage, or name it."
CHOOSE_SOURCE = "Choose what deals the damage, or name it (such as Shock)."
CHOOSE_WHOSE_NEW = "Choose whose {name} is."
NAME_THE_TOKEN = "Name the token, such as Soldier."
NAME_THE_COUNTER = "Say which counter, such as +1/+1."

#: What a judge may say of a card the app doesn't know (the colours and types it has).
COLOURS = ("white", "blue", "black", "red", "green")
CARD_TYPES = ("Creature", "Instant", "Sorcery", "Artifact", "Enchantment", "Land", "Planeswalker")


def picked_traits(data: Mapping[str, Any], prefix: str) -> dict[str, list[str]]:
    """The colours and types ticked for ``prefix`` (``{prefix}_colors``, ``{prefix}_types``),
    in their usual order; only the known words count, and nothing ticked is left out."""
    traits: dict[str, list[str]] = {}
    for key, known in (("colors", COLOURS), ("types", CARD_TYPES)):
        getlist = getattr(data, "getlist", None)
        raw = getlist(f"{prefix}_{key}") if getlist else data.get(f"{prefix}_{key}") or []
        chosen = {raw} if isinstance(raw, str) else set(raw)
        ordered = [word for word in known if word in chosen]
        if ordered:
            traits[key] = ordered
    return traits


#: The zone an object is in before each event (it is moved there when the event needs it).
_ZONE_BEFORE = {
    "dies": "battlefield",
    "destroyed": "battlefield",
    "discarded": "hand",
    "milled": "library",
    "counters": "battlefield",
    "damage": "battlefield",
}
ENTER_FROM = (
    ("stack", "cast (from the stack)"),
    ("hand", "from a hand"),
    ("graveyard", "from a graveyard"),
    ("library", "from a library"),
    ("exile", "from exile"),
)


def _number(raw: str, field_name: str, *, low: int, high: int) -> int:
    text = raw.strip()
    if not text:
        raise DraftError({field_name: NOT_A_NUMBER})
    try:
        value = int(text)
    except ValueError:
        raise DraftError({field_name: NOT_A_NUMBER}) from None
    if not low <= value <= high:
        raise DraftError({field_name: NUMBER_RANGE.format(low=low, high=high)})
    return value


#: The basic land types, each the name of its basic land (205.3i); Wastes has none.
BASIC_LANDS = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def basic_land(name: str) -> dict[str, Any]:
    """The characteristics of a basic land named ``name`` ("Forest", "Snow-Covered
    Island", "Wastes"): a land with the supertype basic (and snow) and its land type
    (205.3i, 205.4a); nothing for any other name. "Nonbasic lands" filters read it."""
    m = re.fullmatch(r"(snow-covered )?(\w+)", name.strip(), re.I)
    kind = m[2].capitalize() if m else ""
    if kind not in (*BASIC_LANDS, "Wastes"):
        return {}
    snow = ["Snow"] if m and m[1] else []
    return {
        "types": ["Land"],
        "supertypes": ["Basic", *snow],
        **({"subtypes": [kind]} if kind != "Wastes" else {}),
    }


def _object_or_new(
    draft: Draft,
    *,
    chosen: str,
    name: str,
    whose: str,
    field_name: str,
    missing: str,
    kind: str,
    token: bool = False,
    traits: Mapping[str, list[str]] | None = None,
) -> tuple[Draft, str]:
    """The object a row names: one already there (chosen, or by name), a shipped card
    added with its effects, or a new object of that name (with the colours and types
    the judge ticked for it, ``traits``)."""
    if chosen and any(o["id"] == chosen for o in draft.objects):
        return draft, chosen
    name = " ".join(name.split())
    if not name:
        raise DraftError({field_name: missing})
    for obj in draft.objects:
        if _key(str(obj["name"])) == _key(name) or _key(draft.object_name(obj["id"])) == _key(name):
            return draft, str(obj["id"])
    owner = player_named(
        draft,
        whose,
        field_name=f"{field_name}_whose",
        missing=CHOOSE_WHOSE_NEW.format(name=name),
    )
    traits = dict(traits or {})
    if not token and (_card_named(name) or _presets_named(name)):
        grown = add_card(draft, name=name, owner=owner)
        object_id = grown.cards[-1].object_id
        if traits:
            objects = tuple({**o, **traits} if o["id"] == object_id else o for o in grown.objects)
            grown = replace(grown, objects=objects)
        return grown, object_id
    clean = re.sub(r"\s+token$", "", name, flags=re.I) if token else name
    obj = {
        "id": _fresh(_slug(clean), {o["id"] for o in draft.objects}),
        "name": clean,
        "owner": owner,
    }
    if token:
        obj["token"] = True
    if kind in {"dies", "destroyed", "counters", "damage"}:
        # Dealt damage, so a creature unless the judge ticked Planeswalker or Battle (120.1).
        obj["types"] = ["Creature"]
    # A real card's name says what it is ("Grizzly Bears": a green 2/2 Creature — Bear);
    # what the judge ticked goes over it.
    if not token:
        obj.update(cardtext.card_traits(clean) or basic_land(clean))
        if kind == "damage" and not DAMAGEABLE_TYPES & set(obj.get("types", ())):
            # A land dealt damage is one that is a creature now (animated, 120.1a).
            obj["types"] = [*obj["types"], "Creature"]
    obj.update(traits)
    if len(draft.objects) >= MAX_ITEMS * 2:
        raise DraftError({field_name: TOO_MANY.format(limit=MAX_ITEMS * 2, what="objects")})
    return replace(draft, objects=(*draft.objects, obj)), str(obj["id"])


def _in_zone(draft: Draft, object_id: str, zone: str) -> Draft:
    objects = tuple({**o, "zone": zone} if o["id"] == object_id else o for o in draft.objects)
    return replace(draft, objects=objects)


#: The scenario format's fields for each kind of event said in plain words.
_EVENT_SHAPES: dict[str, dict[str, str]] = {
    "dies": {"kind": "move", "to": "graveyard"},
    "destroyed": {"kind": "destroy"},
    "damage": {"kind": "damage"},
    "draw": {"kind": "draw"},
    "enters": {"kind": "enter"},
    "discarded": {"kind": "move", "to": "graveyard", "cause": "discard"},
    "milled": {"kind": "move", "to": "graveyard", "cause": "mill"},
    "exiled": {"kind": "move", "to": "exile"},
    "lose_life": {"kind": "lose_life"},
    "gain_life": {"kind": "gain_life"},
    "tokens": {"kind": "create_tokens"},
    "counters": {"kind": "put_counters"},
    # The state-based action of a player with 0 or less life (704.5a).
    "lose_game": {"kind": "lose_game", "cause": "life"},
}


def add_event(draft: Draft, data: Mapping[str, str]) -> Draft:
    """The draft with one more event, from a row of plain-word fields.

    ``data`` holds ``kind`` and the fields of that kind: ``object`` (an id) or
    ``object_name`` with ``object_name_whose``; ``player``; ``recipient`` or
    ``recipient_name`` (+ ``_whose``); ``source`` or ``source_name`` (+ ``_whose``);
    ``amount``, ``count``, ``counter``, ``token_name``, ``from``, ``token`` ("on":
    the named object is a token).
    """
    kind = KINDS.get(data.get("kind", "").strip())
    if kind is None:
        raise DraftError({"kind": CHOOSE_EVENT})
    if len(draft.events) >= MAX_ITEMS:
        raise DraftError({"kind": TOO_MANY.format(limit=MAX_ITEMS, what="events")})
    errors: dict[str, str] = {}
    event: dict[str, Any] = {}
    work = draft

    def attempt(fn: Any) -> Any:
        nonlocal work
        try:
            return fn()
        except DraftError as error:
            errors.update(error.errors)
            return None

    if "object" in kind.fields:

        def pick_object() -> None:
            nonlocal work
            work, object_id = _object_or_new(
                work,
                chosen=data.get("object", "").strip(),
                name=data.get("object_name", ""),
                whose=data.get("object_name_whose", ""),
                field_name="object_name",
                missing=CHOOSE_OBJECT[kind.key],
                kind=kind.key,
                token=data.get("token") == "on",
                traits=picked_traits(data, "object_name"),
            )
            event["object"] = object_id

        attempt(pick_object)
    if "player" in kind.fields:
        player = attempt(
            lambda: player_named(
                work,
                data.get("player", ""),
                field_name="player",
                missing=CHOOSE_PLAYER[kind.key],
            )
        )
        if player:
            event["player"] = player
    if "recipient" in kind.fields:

        def pick_recipient() -> None:
            nonlocal work
            chosen = data.get("recipient", "").strip()
            named = data.get("recipient_name", "").strip()
            for player in work.players:
                if _key(player) in {_key(chosen), _key(named)} and (chosen or named):
                    event["recipient"] = player
                    return
            work, object_id = _object_or_new(
                work,
                chosen=chosen,
                name=named,
                whose=data.get("recipient_name_whose", ""),
                field_name="recipient_name",
                missing=CHOOSE_RECIPIENT,
                kind="damage",
                traits=picked_traits(data, "recipient_name"),
            )
            event["recipient"] = object_id

        attempt(pick_recipient)
    if "source" in kind.fields:

        def pick_source() -> None:
            nonlocal work
            work, object_id = _object_or_new(
                work,
                chosen=data.get("source", "").strip(),
                name=data.get("source_name", ""),
                whose=data.get("source_name_whose", ""),
                field_name="source_name",
                missing=CHOOSE_SOURCE,
                kind="source",
                traits=picked_traits(data, "source_name"),
            )
            event["source"] = object_id

        attempt(pick_source)
    if "amount" in kind.fields:
        amount = attempt(lambda: _number(data.get("amount", ""), "amount", low=0, high=1000))
        if amount is not None:
            event["amount"] = amount
    if "count" in kind.fields:
        count = attempt(lambda: _number(data.get("count", "") or "1", "count", low=0, high=200))
        if count is not None:
            event["count"] = count
    if "counter" in kind.fields:
        counter = " ".join(data.get("counter", "").split())
        if counter:
            event["counter"] = counter
        else:
            errors["counter"] = NAME_THE_COUNTER
    if "token" in kind.fields:
        token_name = re.sub(
            r"\s+token$", "", " ".join(data.get("token_name", "").split()), flags=re.I
        )
        if token_name:
            event["token"] = {"name": token_name, "types": ["Creature"]}
        else:
            errors["token_name"] = NAME_THE_TOKEN
    if errors:
        raise DraftError(errors)
    event.update(_EVENT_SHAPES[kind.key], **_combat_damage(kind.key, data))
    if kind.key == "enters":
        zone = data.get("from", "").strip() or "stack"
        if zone not in dict(ENTER_FROM):
            zone = "stack"
        work = _in_zone(work, event["object"], zone)
    zone = _ZONE_BEFORE.get(kind.key)  # type: ignore[assignment]
    for ref in ("object", "recipient"):
        object_id = event.get(ref)
        if zone and object_id and object_id not in work.players:
            work = _in_zone(work, object_id, zone)
    taken = {str(e.get("id")) for e in work.events}
    event["id"] = _fresh(f"e{len(work.events) + 1}", taken)
    return replace(work, events=(*work.events, event))


def _combat_damage(kind: str, data: Mapping[str, str]) -> dict[str, bool]:
    """``combat`` for damage the judge said is combat damage (dealt in the combat damage
    step, 510.1), which effects on combat damage read."""
    return {"combat": True} if kind == "damage" and data.get("combat") == "on" else {}


def remove_event(draft: Draft, index: int) -> Draft:
    if not 0 <= index < len(draft.events):
        return draft
    return replace(draft, events=tuple(e for n, e in enumerate(draft.events) if n != index))


def event_words(draft: Draft, event: Mapping[str, Any]) -> str:
    """An event of the draft in plain words: "Shock deals 2 damage to Bob"."""
    name = draft.object_name
    kind = event.get("kind")
    if kind == "damage":
        recipient = event.get("recipient")
        to = recipient if recipient in draft.players else name(recipient)
        combat = "combat " if event.get("combat") else ""
        return f"{name(event.get('source'))} deals {event.get('amount')} {combat}damage to {to}"
    if kind == "destroy":
        return f"{name(event.get('object'))} is destroyed"
    if kind == "move":
        what = name(event.get("object"))
        if event.get("cause") == "discard":
            return f"{what} is discarded"
        if event.get("cause") == "mill":
            return f"{what} is milled"
        if event.get("to") == "exile":
            return f"{what} is exiled"
        return f"{what} dies" if event.get("to") == "graveyard" else f"{what} moves"
    if kind == "enter":
        return f"{name(event.get('object'))} enters"
    if kind == "draw":
        count = event.get("count", 1)
        return f"{event.get('player')} would draw {count} card{'s' if count != 1 else ''}"
    if kind == "gain_life":
        return f"{event.get('player')} would gain {event.get('amount')} life"
    if kind == "lose_life":
        return f"{event.get('player')} would lose {event.get('amount')} life"
    if kind == "lose_game":
        return f"{event.get('player')} would lose the game for having 0 or less life"
    if kind == "create_tokens":
        token = event.get("token") or {}
        count, token_name = event.get("count"), token.get("name", "")
        tokens = "token" if count == 1 else "tokens"
        return f"{event.get('player')} would create {count} {token_name} {tokens}"
    if kind == "put_counters":
        count = event.get("count")
        counters = "counter" if count == 1 else "counters"
        return (
            f"{count} {event.get('counter')} {counters} would be put on {name(event.get('object'))}"
        )
    return str(kind)


def aimed_at_nothing(effect: Mapping[str, Any]) -> bool:
    """Whether an effect's filter names none of the objects its card may name several of
    (``ids`` empty: "up to two target creatures" with none chosen): it applies to nothing,
    so the scenario leaves it out."""

    def empty(value: Any) -> bool:
        if isinstance(value, Mapping):
            return value.get("ids") == [] or any(empty(v) for v in value.values())
        if isinstance(value, list | tuple):
            return any(empty(v) for v in value)
        return False

    return empty(effect.get("params"))


def check(draft: Draft) -> dict[str, Any]:
    """The draft's scenario, checked by the resolver; DraftError in words otherwise."""
    if not draft.events:
        raise DraftError({"kind": NO_EVENT_YET})
    from judgeapp import aiming

    aiming.check_aimed(draft)
    from judgeapp import casting, causes, combat, damage_dealt, history

    history.check(draft)
    causes.check(draft)
    damage_dealt.check(draft)
    casting.check(draft)
    combat.check(draft)
    data = draft.scenario(title=draft.title())
    checked = resolution.scenario_checked(data)
    if checked.scenario is None:
        raise DraftError({"draft": checked.text})
    return data


# ---------------------------------------------------------------- the full builder's names


_OBJECT_REFS = {"events": ("object", "source", "recipient"), "effects": ("source",)}
_PLAYER_REFS = {
    "objects": ("owner", "controller"),
    "effects": ("controller",),
    "events": ("player", "recipient", "controller"),
}


def normalise_names(data: dict[str, Any]) -> dict[str, Any]:
    """A scenario dict with names written as people write them made exact: a player's
    name in any case ("bob" → "Bob"), and an object named by its name instead of its id
    ("shock" → the id of the object named Shock). Anything else is left for the resolver
    to judge."""
    players = {
        _key(str(p.get("name"))): str(p.get("name"))
        for p in data.get("players") or ()
        if isinstance(p, dict) and p.get("name")
    }
    objects = [o for o in data.get("objects") or () if isinstance(o, dict) and o.get("id")]
    ids = {str(o["id"]) for o in objects}
    by_key: dict[str, str] = {}
    for obj in objects:
        by_key.setdefault(_key(str(obj["id"])), str(obj["id"]))
        if obj.get("name"):
            by_key.setdefault(_key(str(obj["name"])), str(obj["id"]))

    def player(value: Any) -> Any:
        return players.get(_key(value), value) if isinstance(value, str) else value

    def thing(value: Any) -> Any:
        if not isinstance(value, str) or value in ids or value in players.values():
            return value
        return players.get(_key(value)) or by_key.get(_key(value), value)

    out = dict(data)
    for part in ("objects", "effects", "events"):
        rows = []
        for row in data.get(part) or ():
            if not isinstance(row, dict):
                rows.append(row)
                continue
            row = dict(row)
            if part == "objects" and row.get("token") and isinstance(row.get("name"), str):
                # "Soldier token" marked a token is a Soldier token, not a "Soldier token token".
                row["name"] = re.sub(r"\s+token$", "", row["name"], flags=re.I) or row["name"]
            for key in _PLAYER_REFS.get(part, ()):
                if key in row:
                    row[key] = player(row[key])
            for key in _OBJECT_REFS.get(part, ()):
                if key in row:
                    row[key] = thing(row[key])
            rows.append(row)
        if part in data:
            out[part] = rows
    return out


def error_words(message: str, data: Mapping[str, Any]) -> str:
    """A resolver's message about a reference, said for a person beside the field."""
    players = [str(p.get("name")) for p in data.get("players") or () if isinstance(p, dict)]
    names = [
        str(o.get("name") or o.get("id")) for o in data.get("objects") or () if isinstance(o, dict)
    ]
    match = re.fullmatch(r"'(.*)' is not an object in the scenario", message)
    if match:
        known = f" (there are: {', '.join(names)})" if names else ""
        return (
            f"There is no object “{match[1]}” in the scenario{known}: add it under Objects, "
            "or name one of those."
        )
    if message == "controller is required":
        return f"Choose who controls it: {' or '.join(players)}."
    match = re.fullmatch(r"'(.*)' is not a player in the scenario", message)
    if match:
        return f"“{match[1]}” is not one of the players ({', '.join(players)})."
    return message
