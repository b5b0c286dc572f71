"""``parse_card``: a card's name, rules text and controller → its object and effects."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from rules.engine import Scenario, ScenarioError
from rules.engine.templates import TEMPLATES

# Readers' modules in the order tried (the first to read a sentence whole wins; each registers).
from . import (  # noqa: F401  isort: skip
    damage_wordings,
    zone_wordings,
    enter_wordings,
    player_wordings,
    doubling_wordings,
    spell_wordings,
    action_wordings,
    cause_wordings,
    counter_wordings,
    game_wordings,
    keyword_wordings,
    redirections,
)
from .actions import HASTE_NOTE
from .antecedents import chosen_source, it_is_this, named_by_trigger
from .binding import bind_targets
from .cards import CARD_TYPES, card
from .follow_ups import dependent_follow_up, prevention_follow_up, source_limited_follow_up
from .levels import LEVEL_UP_REFUSED, level_of
from .normalise import normalise, strip_reminder, unwrap
from .phrases import Refuse
from .reading import ACTIVATION_COST, Line, Reading, has_replacement_words, read_sentence
from .set_aside import keyword_fields
from .several import as_lists, paid_only, those_targets
from .summary import describe
from .targets import CARD_TARGETS, CHOSEN_SOURCE, THAT_PLAYER, X, combat_places, with_places

MAX_NAME = 200
MAX_TEXT = 5_000
MAX_PLAYER = 100
SUPERTYPES = ("Basic", "Legendary", "Snow", "World")
"""The supertypes of 205.4a a card's type line may show before its card types."""
_COLOR_OF = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


class ParseInputError(ValueError):
    """Bad input to :func:`parse_card`, naming the field."""

    def __init__(self, field: str, message: str) -> None:
        self.field = field
        self.message = message
        super().__init__(f"{field}: {message}")


@dataclass(frozen=True)
class ParsedCard:
    """What a card's text proposes for a scenario."""

    object: dict[str, Any]
    """The scenario object: id, name, owner, controller, zone, types, colors, P/T."""
    effects: tuple[dict[str, Any], ...]
    """Scenario effects (they validate in the scenario format once each placeholder of
    :attr:`targets` is bound and each amount ``"X"`` set, :func:`bind_x`)."""
    summary: tuple[str, ...]
    """One plain-word line per effect, in the same order."""
    unparsed: tuple[str, ...]
    """Parts of the text with a wording of 614-616 that weren't understood: marked, never
    guessed."""
    ignored: tuple[str, ...] = ()
    """Parts with no replacement, prevention or "can't" wording (keywords, triggers …)."""
    notes: tuple[str, ...] = ()
    """What the judge should set or check (a target, a chosen source …)."""
    targets: tuple[dict[str, Any], ...] = ()
    """Placeholder objects for what the text targets or enchants ("target creature" →
    ``{"id": "target-creature", …}``): the effects name them by id; replace each id with
    the real object's (:func:`bind_targets`) or add the placeholder to the scenario."""
    counts: tuple[dict[str, Any], ...] = ()
    """For each placeholder that stands for several objects ("one or two target
    creatures"), how many may be chosen: ``{"id", "at_least", "at_most", "x"}`` (no
    ``at_most`` for any number; ``x`` when the number chosen is X); see
    :func:`rules.cardtext.several.bound`."""

    @property
    def whole(self) -> bool:
        """Every replacement, prevention or "can't" wording was understood."""
        return bool(self.effects) and not self.unparsed

    def to_dict(self) -> dict[str, Any]:
        return {
            "object": _copy(self.object),
            "effects": [_copy(e) for e in self.effects],
            "summary": list(self.summary),
            "unparsed": list(self.unparsed),
            "ignored": list(self.ignored),
            "notes": list(self.notes),
            "targets": [_copy(t) for t in self.targets],
            **({"counts": [_copy(c) for c in self.counts]} if self.counts else {}),
        }


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_copy(v) for v in value]
    return value


def _check(field: str, value: Any, limit: int, *, required: bool = True) -> str:
    if not isinstance(value, str):
        raise ParseInputError(field, "must be a string")
    if required and not value.strip():
        raise ParseInputError(field, "must not be empty")
    if len(value) > limit:
        raise ParseInputError(field, f"must be at most {limit} characters")
    return value.strip()


def slug(name: str) -> str:
    s = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return s[:40].strip("-") or "card"


def _entry_line(name: str) -> str:
    entry = card(name)
    return entry.type_line if entry else ""


def _object(name: str, controller: str, type_line: str | None) -> dict[str, Any]:
    entry = card(name)
    obj: dict[str, Any] = {"id": slug(name), "name": name, "owner": controller}
    obj["controller"] = controller
    line = type_line if type_line is not None else (entry.type_line if entry else "")
    head, _, sub = line.replace(" - ", " — ").partition(" — ")
    types = [w.capitalize() for w in head.split() if w.capitalize() in CARD_TYPES]
    obj["zone"] = "stack" if {"Instant", "Sorcery"} & set(types) else "battlefield"
    obj["types"] = types
    supertypes = [w.capitalize() for w in head.split() if w.capitalize() in SUPERTYPES]
    if supertypes:
        obj["supertypes"] = supertypes
    if sub.split():
        obj["subtypes"] = sub.split()
    if entry is not None and (type_line is None or entry.type_line == type_line):
        obj["colors"] = list(entry.colors)
        if entry.power is not None:
            obj["power"], obj["toughness"] = entry.power, entry.toughness
    else:
        obj["colors"] = []
    return obj


def parse_card(
    *, name: str, text: str, controller: str, type_line: str | None = None
) -> ParsedCard:
    """Read ``text`` (the card's rules text, its name or "this creature" for itself) into
    the scenario object and effects it proposes.

    >>> p = parse_card(name="Leyline of the Void", controller="Alice",
    ...     text="If a card would be put into an opponent's graveyard from anywhere, "
    ...          "exile it instead.")
    >>> p.summary[0]
    "Watches: a card going to an opponent's graveyard from anywhere. Instead: exile it."
    """
    name = _check("name", name, MAX_NAME)
    text = unwrap(_check("text", text, MAX_TEXT))  # a sentence broken across lines as one
    controller = _check("controller", controller, MAX_PLAYER)
    if type_line is not None:
        type_line = _check("type_line", type_line, MAX_NAME, required=False)
    obj = _object(name, controller, type_line) | keyword_fields(text)
    spell = obj["zone"] == "stack"

    effects: list[dict[str, Any]] = []
    unparsed: list[str] = []
    ignored: list[str] = []
    notes: list[str] = []
    targets: dict[str, dict[str, Any]] = {}
    counts: dict[str, dict[str, Any]] = {}

    def back(s: str) -> str:
        return s.replace("SELF", name)

    known_line = (type_line if type_line is not None else _entry_line(name)).lower()
    legendary, level = "legendary" in known_line, 0
    for raw in _lines(normalise(text, name, legendary, known_line), name):
        body = strip_reminder(raw).strip()
        if not body:
            continue
        if re.fullmatch(r"choose (?:one|two|one or both|one or more)(?: —|:)?", body, re.I):
            ignored.append(back(body))
            continue
        body = re.sub(r"^[•*]\s*", "", body)
        level, level_note = level_of(body, level)
        if level_note is LEVEL_UP_REFUSED:
            unparsed.append(back(body))
            continue
        notes.extend([level_note] if level_note else [])
        resolution, ability_word, trigger = spell, "", False
        m = re.match(r"^([A-Z][\w' ,-]*?) — (.+)$", body)
        if m and not m[1].lower().startswith("choose"):
            ability_word, body = m[1], m[2]
        whole = body  # an activated ability left out is shown with its cost
        m = re.match(r"^([^:\"]{1,80}): (.+)$", body)
        if m and ACTIVATION_COST.search(m[1]):
            resolution, body = True, m[2]
        m = re.match(r"^(?:when|whenever|at the beginning of)\b[^,]*, (.+)$", body, re.I)
        if m and not has_replacement_words(m[1]):
            ignored.append(back(body))
            continue
        said, body, named = _effect_of(m, those_targets(paid_only(body)))
        trigger, resolution = trigger or bool(m), resolution or bool(m)
        notes.extend(back(n) for n in named)
        reading = _read(body, resolution, spell, ability_word, back)
        if reading is None:
            ignored.append(back(whole))
            continue
        for r in reading:
            if isinstance(r, Ignored):
                ignored.append(str(r))
                continue
            if isinstance(r, str):
                unparsed.append(r)
                continue
            effects.extend(r.effects)
            notes.extend(back(n) for n in r.notes)
            _keep_targets(r.targets, targets, counts, controller)
            unparsed.extend(back(x) for x in r.left)
            if trigger and r.effects:
                notes.append(f"made when a triggered ability resolves: {back(said)}")

    final = with_places(_finish(effects, obj, controller, name), combat_places(text, targets))
    final = [{**e, "params": as_lists(e["params"], set(counts))} for e in final]
    good: list[dict[str, Any]] = []
    for eff in final:
        problem = _validate([obj, *targets.values()], eff, controller)
        if problem:
            unparsed.append(f"{describe(eff, name)} [{problem}]")
        else:
            good.append(eff)
    return ParsedCard(
        object=obj,
        effects=tuple(good),
        summary=tuple(describe(e, name) for e in good),
        unparsed=tuple(unparsed),
        ignored=tuple(ignored),
        notes=_notes(notes, good),
        targets=tuple(t for t in targets.values() if _named(t["id"], good)),
        counts=tuple(c for c in counts.values() if _named(c["id"], good)),
    )


def _effect_of(trigger: re.Match[str] | None, body: str) -> tuple[str, str, list[str]]:
    """What an ability does as written (a triggered ability's effect, without its
    trigger), the same read with "that creature" / "that source" as what they stand for
    (antecedents), and the notes that say so."""
    said = _trigger_body(trigger) if trigger else body
    named, notes = named_by_trigger(trigger[0], said) if trigger else (said, [])
    return said, chosen_source(named), notes


def _trigger_body(m: re.Match[str]) -> str:
    """What a triggered ability does, capitalised; in a trigger of the card itself
    ("Whenever [this] attacks, … the next time it would deal …"), "it" is the card."""
    body = m[1][:1].upper() + m[1][1:]
    if re.match(r"^(?:when|whenever) SELF\b", m[0], re.I):
        body = re.sub(r"\bthe next time it would\b", "the next time SELF would", body)
    return it_is_this(m[0], body)


def _lines(text: str, name: str) -> list[str]:
    """The text's lines, a line that only completes the one before joined to it: what the
    cards exiled as it enters make its power and toughness (Sutured Ghoul)."""
    return re.sub(
        rf"(from your graveyard\.)\n(?:SELF|{re.escape(name)})"
        r"('s power is equal to the total power of the exiled)",
        r"\1 SELF\2",
        text,
    ).split("\n")


def _notes(notes: list[str], effects: list[dict[str, Any]]) -> tuple[str, ...]:
    """Each note once; and X to set when an amount is still X."""
    if has_x(effects) and not any(n.startswith("X:") for n in notes):
        notes.append("X: the number chosen as it was cast or activated; set X")
    return tuple(dict.fromkeys(notes))


def _keep_targets(
    found: list[dict[str, Any]],
    targets: dict[str, dict[str, Any]],
    counts: dict[str, dict[str, Any]],
    controller: str,
) -> None:
    """Each placeholder a sentence found, once, and how many objects it may stand for."""
    for t in found:
        targets.setdefault(t["id"], _placeholder(t, controller))
        if "count" in t:
            counts.setdefault(t["id"], {"id": t["id"], **t["count"]})


def _placeholder(t: dict[str, Any], controller: str) -> dict[str, Any]:
    return {
        "id": t["id"],
        "name": t["name"],
        "owner": controller,
        "controller": controller,
        "zone": "stack" if t["id"] in CARD_TARGETS else "battlefield",
        "types": list(t["types"]),
        **({"colors": list(t["colors"])} if t.get("colors") else {}),
    }


def _with_x(value: Any, x: int) -> Any:
    """``value`` with each amount still :data:`X` set to ``x``."""
    if isinstance(value, dict):
        return {k: x if k == "amount" and v == X else _with_x(v, x) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_with_x(v, x) for v in value]
    return value


def has_x(effects: Any) -> bool:
    """Whether an amount of ``effects`` is still :data:`X` (to be set by the judge)."""
    return _with_x(effects, 0) != _copy(effects)


def bind_x(effects: Any, x: int) -> list[dict[str, Any]]:
    """The effects with each amount :data:`X` set to the number chosen."""
    return [_with_x(e, x) for e in effects]


def _named(pid: str, effects: list[dict[str, Any]]) -> bool:
    return json.dumps(pid) in json.dumps(effects)


def _read(
    body: str, resolution: bool, spell: bool, ability_word: str, back: Any
) -> list[Reading | str] | None:
    """The readings of a line: the whole line first, else sentence by sentence."""
    line = Line(body, back(body), resolution, spell, ability_word)
    try:
        r = read_sentence(line)
        if r is not None:
            return [r]
    except Refuse:
        pass
    # A sentence may end inside a granted ability's quotes ('gains "Cumulative upkeep {2}."').
    sentences = [s for s in re.split(r'(?:(?<=\.)|(?<=\."))\s+(?=[A-Z])', body) if s.strip()]
    each = [_read_one(Line(s, back(s), resolution, spell, ability_word), back) for s in sentences]
    if all(x is None for items in each for x in items):
        return None
    # A sentence of a static ability beside a replacement is part of it ("prevent that
    # damage. Remove a +1/+1 counter from it."), as is one that says "this way": not
    # understood, so it is marked rather than left out.
    found: list[Reading | str] = []
    for s, items in zip(sentences, each, strict=True):
        last = found[-1] if found else None
        if (
            isinstance(last, Reading)
            and (re.search(r"prevented this way", s, re.I) or all(x is None for x in items))
            and _attach_follow_up(last, s)
        ):
            continue
        if any(x is not None for x in items):
            found.extend(x for x in items if x is not None)
        elif not resolution or re.search(r"this way|that damage", s, re.I):
            found.append(back(s).rstrip())
        else:
            found.append(Ignored(back(s).rstrip()))
    return found


def _attach_dependent(reading: Reading, sentence: str) -> bool:
    """A sentence that depends on an action of the effect before it ("If the player discards
    a card this way, …"), read as one more action of that effect; False when it isn't one."""
    if len(reading.effects) != 1 or reading.effects[0]["template"] != "instead":
        return False
    actions = reading.effects[0]["params"]["instead"]
    try:
        actions[:] = dependent_follow_up(actions, sentence)
    except Refuse:
        return False
    return True


def _attach_follow_up(reading: Reading, sentence: str) -> bool:
    """The sentence after a prevention that uses the damage prevented this way, read as the
    prevention's additional effect (615.5); False when it isn't one the parser reads. A
    sentence for some sources only ("If damage from a creature source is prevented this
    way, …") adds to the actions of others like it."""
    if re.search(r"discards? a card this way|^if you can't,|^put \w+ of those", sentence, re.I):
        return _attach_dependent(reading, sentence)
    prevent = [e for e in reading.effects if e["template"] == "prevent"]
    if len(prevent) != 1 or len(reading.effects) != 1:
        return False
    before = prevent[0]["params"].get("then")
    try:
        actions = source_limited_follow_up(sentence)
    except Refuse:
        if before:
            return False
        try:
            actions = prevention_follow_up(sentence, reading)
        except Refuse:
            return False
    else:
        if before and not all("if_source" in a for a in before):
            return False
    prevent[0]["params"]["then"] = [*(before or []), *actions]
    if re.search(r"\btokens? with haste\b", sentence, re.I):
        reading.notes.append(HASTE_NOTE)
    return True


class Ignored(str):
    """A sentence of a spell or ability beside its effect that has no wording of 614-616."""


def _read_one(line: Line, back: Any) -> list[Reading | str | None]:
    try:
        return [read_sentence(line)]
    except Refuse:
        pass
    # "You can't lose the game and your opponents can't win the game": two clauses.
    m = re.fullmatch(r"(.+? can't .+?) and (.+? can't .+?)\.?", line.text)
    if m and not re.match(r"(?:if|as long as|unless|during|while)\b", m[1], re.IGNORECASE):
        out: list[Reading | str | None] = []
        for part in (m[1], m[2]):
            sub = Line(part, back(part), line.resolution, line.spell, line.ability_word)
            try:
                out.append(read_sentence(sub))
            except Refuse:
                out.append(back(part))
        return out
    return [line.original.rstrip()]


def _finish(
    effects: list[dict[str, Any]], obj: dict[str, Any], controller: str, name: str
) -> list[dict[str, Any]]:
    out = []
    for i, eff in enumerate(effects):
        eid = obj["id"] if i == 0 else f"{obj['id']}-{i + 1}"
        full = {
            "id": eid,
            "source": obj["id"],
            "controller": controller,
            "template": eff["template"],
            "params": _chosen_source(eff["template"], eff["params"]),
            "label": name,
        }
        for key in ("origin", "optional", "optional_until", "self_replacement"):
            if key in eff:
                full[key] = eff[key]
        out.append(full)
    return out


def _chosen_source(template: str, params: dict[str, Any]) -> dict[str, Any]:
    """The parameters with "a source of your choice" said as the source the effect chose as
    it was made (``chosen_source``, 615.8 / 609.7), what else the words ask of it ("red")
    staying its source filter. A template without that parameter (a doubler) names the
    placeholder in its source filter, which the judge replaces with the source chosen."""
    src = params.get("source")
    if not isinstance(src, dict) or src.get("id") != CHOSEN_SOURCE:
        return params
    if not any(p.name == "chosen_source" for p in TEMPLATES[template].params):
        return params
    rest = {k: v for k, v in src.items() if k != "id"}
    out = {k: v for k, v in params.items() if k != "source"}
    out["chosen_source"] = CHOSEN_SOURCE
    if rest:
        out["source"] = rest
    return out


def _validate(objects: list[dict[str, Any]], effect: dict[str, Any], controller: str) -> str | None:
    other = "Opponent" if controller != "Opponent" else "Other player"
    scenario = {
        "version": 1,
        "players": [{"name": controller}, {"name": other}],
        "objects": objects,
        # A player a placeholder stands for ("that player") is a player once bound.
        "effects": bind_targets([_with_x(effect, 1)], {THAT_PLAYER: other}),
        "events": [{"kind": "begin_turn", "player": controller}],
    }
    try:
        Scenario.from_dict(scenario)
    except ScenarioError as exc:
        return "; ".join(str(e) for e in exc.errors)
    return None


def colours_of_cost(cost: str) -> list[str]:
    found = {_COLOR_OF[ch] for ch in cost if ch in _COLOR_OF}
    return [c for c in ("white", "blue", "black", "red", "green") if c in found]
