"""What the stepper says beside the resolver's answer, read from the scenario and the resolver.

- :func:`option_leads` — where each option leads: the outcomes reachable after it,
  found by asking the resolver every path below it (a bounded walk), and whether
  every order gives the same result;
- :func:`effects_not_applied` — each effect that was considered and not applied,
  and why, in words with the rule (a token is not a card; the card watches an
  opponent's graveyard …): the resolver says it for effects it weighed, this
  module says it for those whose card never watched the event at all;
- :func:`effect_words` — an effect's card words recomputed from its actual
  parameters (a shield of 1 says "the next 1 damage", not its preset's 3).

Nothing here decides a rule: every outcome comes from ``engine.resolve``; the
reasons compare the scenario's objects with the effect's own filters.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from rules import engine, resolution

#: The most states the walk below a question may visit (beyond it, nothing is said).
MAX_WALK = 150
#: Questions with more options than this say no more than whether every order gives
#: the same result (a colour's five options each say where they lead).
MAX_OPTIONS_WALKED = 12
#: The most time the walk may take (seconds), and at most this share of what the
#: request has left: where options lead is a help, never a reason to fail the step.
MAX_WALK_SECONDS = 0.25
WALK_SHARE = 0.3

WALK_LIMITS = resolution.WalkLimits(
    max_states=MAX_WALK, max_options=MAX_OPTIONS_WALKED, seconds=MAX_WALK_SECONDS, share=WALK_SHARE
)

SAME_RESULT = "Every order gives the same result."


# ---------------------------------------------------------------- where options lead


@dataclass(frozen=True)
class OptionLead:
    """The outcomes reachable after choosing one option."""

    option_id: str
    outcomes: tuple[str, ...]


def option_leads(*, judging: Any) -> tuple[dict[str, tuple[str, ...]], bool]:
    """Each option's reachable outcomes (by option id), and whether they are all one.

    Empty when the judging is done or the walk would visit more than :data:`MAX_WALK`
    states (then the explorer page lists them). One memoised walk of the scenario
    (``engine.outcomes_and_leads``) says both, not a resolution from the start for each
    node.
    """
    options = getattr(judging.result, "options", ())
    if not options:
        return {}, False
    return resolution.option_leads(
        judging.scenario,
        judging.procedure,
        judging.state.choices,
        [option.id for option in options],
        WALK_LIMITS,
    )


#: Beyond this many options, each says where it leads in one short line.
MANY_OPTIONS = 4
LEADS_ONE = "Leads to: {outcome}"
LEADS_MANY = "Leads to {count} possible outcomes, by the choices after it."
LEADS_MANY_SHORT = "Leads to {count} possible outcomes."


def lead_words(leads: dict[str, tuple[str, ...]]) -> dict[str, str]:
    """Where each option leads, in words (by option id).

    With more than :data:`MANY_OPTIONS` options each line is short: when every option
    leads to one outcome, what the outcomes share is left out ("Leads to: … with white
    chosen as its color …"), so the line shows what that option changes.
    """
    many = len(leads) > MANY_OPTIONS
    single = {key: texts[0] for key, texts in leads.items() if len(texts) == 1}
    shown = _differences(single) if many and len(single) == len(leads) else {}
    words: dict[str, str] = {}
    for key, texts in leads.items():
        if len(texts) > 1:
            count = len(texts)
            words[key] = (LEADS_MANY_SHORT if many else LEADS_MANY).format(count=count)
        else:
            outcome = shown.get(key) or _shortened(texts[0], 90 if many else 140)
            words[key] = LEADS_ONE.format(outcome=outcome)
    return words


def _shortened(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _differences(texts: dict[str, str]) -> dict[str, str]:
    """Each text cut to the words where it differs from the others: from the word before
    to the end of that clause ("… with white chosen as its color …"); {} when they
    don't differ."""
    split = {key: text.split() for key, text in texts.items()}
    if len({tuple(words) for words in split.values()}) < 2:
        return {}
    shortest = min(len(words) for words in split.values())
    every = list(split.values())
    head = 0
    while head < shortest and all(words[head] == every[0][head] for words in every):
        head += 1
    tail = 0
    last = every[0]
    while tail < shortest - head and all(words[-1 - tail] == last[-1 - tail] for words in every):
        tail += 1
    start = max(0, head - 1)
    shown = {}
    for key, words in split.items():
        end = len(words) - tail
        while end < len(words) and not words[end - 1].endswith(";"):
            end += 1
        middle = " ".join(words[start:end]).rstrip(";")
        text = ("… " if start else "") + middle + (" …" if end < len(words) else "")
        shown[key] = _shortened(text, 90)
    return shown


# ---------------------------------------------------------------- effects not applied


@dataclass(frozen=True)
class NotApplied:
    """An effect of the scenario that didn't apply, and why."""

    effect_id: str
    label: str
    reason: str
    rules: tuple[str, ...]


def _modern(procedure: Any) -> bool:
    cites = getattr(procedure, "cites", {}) or {}
    first = (cites.get("choose") or ("616",))[0]
    return not str(first).startswith("419")


def _rule(procedure: Any, *, modern: str, old: str) -> tuple[str, ...]:
    return (modern,) if _modern(procedure) else (old,)


def _effect_kind(effect: Any) -> str:
    """The template an effect uses (its own, else its preset's), as :func:`_effect_params`
    says it, without its parameters."""
    if effect.template:
        return str(effect.template)
    preset = engine.PRESETS.get(effect.preset or "")
    return preset.template if preset else ""


def _effect_params(effect: Any) -> tuple[str, dict[str, Any]]:
    preset = engine.PRESETS.get(effect.preset or "")
    kind = effect.template or (preset.template if preset else "")
    params: dict[str, Any] = dict(preset.params) if preset else {}
    if effect.params is not None:
        params.update(effect.params.to_dict())
    return kind, params


def effect_label(effect: Any, scenario: Any) -> str:
    """The name the stepper gives an effect: its label, its card's name, its source's name."""
    if effect.label:
        return str(effect.label)
    preset = engine.PRESETS.get(effect.preset or "")
    if preset is not None:
        return preset.name
    for obj in scenario.objects:
        if obj.id == effect.source:
            return str(obj.name)
    return str(effect.id)


def effect_labels(scenario: Any) -> dict[str, str]:
    """Each effect's name (:func:`effect_label`) as the options name it: told apart from
    the card's other effects ("Doubling Season (2nd effect)"), as the resolver tells them."""
    told = resolution.effects_named(scenario)
    return {e.id: told.get(e.id) or effect_label(e, scenario) for e in scenario.effects}


def _applied_ids(result: Any) -> set[str]:
    ids = set()
    for step in getattr(result, "trace", ()):
        if step.effect_id and step.kind in {"choice", "forced", "applied"}:
            ids.add(str(step.effect_id))
    return ids


def _said_ids(result: Any, labels: Mapping[str, str]) -> set[str]:
    """Effects the resolver already explains (excluded now, or a note saying why not)."""
    said = {str(item.effect_id) for item in getattr(result, "excluded", ())}
    notes = [(effect_id, f"{label} doesn't apply") for effect_id, label in labels.items()]
    for step in getattr(result, "trace", ()):
        explanation = step.explanation
        for effect_id, note in notes:
            if note in explanation:
                said.add(effect_id)
    return said


_EVENT_WATCH = {
    "damage": {"damage"},
    "destroy": {"move", "destroy"},
    "move": {"move"},
    "enter": {"move", "enter"},
    "draw": {"draw"},
    "gain_life": {"gain_life"},
    "lose_life": {"lose_life"},
    "pay_life": {"pay_life"},
    "create_tokens": {"create_tokens", "move", "enter"},
    "put_counters": {"put_counters"},
    "begin_step": {"begin_step"},
    "begin_turn": {"begin_turn"},
    "turn_face_up": {"turn_face_up"},
    "exchange_life": {"gain_life", "lose_life"},
}

_WATCH_WORDS = {
    "damage": "damage being dealt",
    "move": "an object moving to another zone",
    "destroy": "a destruction",
    "enter": "a permanent entering the battlefield",
    "draw": "a draw",
    "gain_life": "a player gaining life",
    "lose_life": "a player losing life",
    "pay_life": "a player paying life",
    "create_tokens": "tokens being created",
    "put_counters": "counters being put on something",
    "begin_step": "a step beginning",
    "begin_turn": "a turn beginning",
    "win_game": "a player winning the game",
    "turn_face_up": "a permanent being turned face up",
}


def _watched_kinds(kind: str, params: Mapping[str, Any]) -> set[str]:
    if kind in {"multiply", "add", "cant"}:
        return {str(params.get("event", "damage"))}
    if kind == "instead":
        watch = params.get("watch") or {}
        return {str(watch.get("event", ""))} if isinstance(watch, dict) else set()
    if kind == "regenerate":
        return {"destroy"}
    if kind == "skip":
        return {"begin_step", "begin_turn"}
    template = _templates().get(kind)
    return set(template.watches) if template is not None else set()


@cache
def _templates() -> Mapping[str, Any]:
    """The engine's templates by kind (the same dict for the process's life: imported once,
    not at each effect)."""
    from rules.engine.templates import TEMPLATES

    return TEMPLATES


def _object_mismatch(
    flt: Any, obj: Any, effect: Any, label: str, procedure: Any
) -> tuple[str, tuple[str, ...]] | None:
    """Why ``obj`` fails the object filter ``flt`` of the effect, in words; None if it doesn't."""
    if not isinstance(flt, dict) or obj is None:
        return None
    name = str(obj.name)
    watch = _rule(procedure, modern="614.1", old="419.1")
    if obj.token and (flt.get("token") is False or flt.get("nontoken")):
        token_rule = _rule(procedure, modern="108.2b", old="200.1")
        only = "cards" if flt.get("token") is False else "nontoken permanents"
        return (
            f"{name} is a token, and a token is not a card: {label} watches only {only}",
            (*token_rule, *watch),
        )
    if flt.get("this") and obj.id != effect.source:
        return f"{label} watches only itself, not {name}", watch
    if "id" in flt and obj.id != flt["id"]:
        return f"{label} watches another object, not {name}", watch
    types = tuple(obj.types or ())
    if "types" in flt and not all(t in types for t in flt["types"]):
        wanted = " ".join(t.lower() for t in flt["types"])
        return f"{name} is not a {wanted}, and {label} watches only a {wanted}", watch
    if "any_types" in flt and not any(t in types for t in flt["any_types"]):
        wanted = " or ".join(t.lower() for t in flt["any_types"])
        return f"{name} is not {_a(wanted)}, and {label} watches only {_a(wanted)}", watch
    colors = tuple(obj.colors or ())
    if "colors" in flt and not any(c in colors for c in flt["colors"]):
        wanted = " or ".join(flt["colors"])
        return f"{name} is not {wanted}, and {label} watches only something {wanted}", watch
    you = effect.controller
    for key, verb in (("owner", "owns"), ("controller", "controls")):
        if key not in flt:
            continue
        who = obj.owner if key == "owner" else (obj.controller or obj.owner)
        word = flt[key]
        if word in ("opponent", "not_you") and who == you:
            what = (
                f"an opponent {verb}"
                if word == "opponent"
                else f"its controller doesn't {verb[:-1]}"
            )
            return (
                f"{who} {verb} {name} and also controls {label}, which watches what {what}",
                watch,
            )
        if word == "you" and who != you:
            return (
                f"{who} {verb} {name}, but {label} watches only what its controller {you} {verb}",
                watch,
            )
        if word not in {"you", "opponent", "not_you", "any", None} and who != word:
            return f"{who} {verb} {name}, but {label} watches what {word} {verb}", watch
    return None


def _a(phrase: str) -> str:
    return ("an " if phrase[:1] in "aeiou" else "a ") + phrase


def _reason(effect: Any, label: str, scenario: Any, procedure: Any) -> tuple[str, tuple[str, ...]]:
    kind, params = _effect_params(effect)
    watch_rule = _rule(procedure, modern="614.1", old="419.1")
    watched = _watched_kinds(kind, params)
    events = list(scenario.events)
    kinds = {event.kind for event in events}
    if watched and not any(watched & _EVENT_WATCH.get(k, {k}) for k in kinds):
        words = " or ".join(sorted(_WATCH_WORDS.get(k, k.replace("_", " ")) for k in watched))
        return (
            f"{label} watches for {words}, and no such event happens here",
            watch_rule,
        )
    objects = {obj.id: obj for obj in scenario.objects}
    flt = params.get("object")
    if kind == "instead" and isinstance(params.get("watch"), dict):
        flt = params["watch"].get("object")
    if flt is not None:
        for event in events:
            obj = objects.get(event.object or "")
            found = _object_mismatch(flt, obj, effect, label, procedure)
            if found is not None:
                return found
    recipient = params.get("recipient")
    if isinstance(recipient, dict) and isinstance(recipient.get("object"), dict):
        for event in events:
            obj = objects.get(event.recipient or "")
            if obj is not None and "player" not in recipient:
                found = _object_mismatch(recipient["object"], obj, effect, label, procedure)
                if found is not None:
                    return found
    source = params.get("source")
    if isinstance(source, dict):
        for event in events:
            obj = objects.get(event.source or "")
            found = _object_mismatch(source, obj, effect, label, procedure)
            if found is not None:
                return found
    text = effect_words(effect=effect, scenario=scenario)
    return (
        f"what {label} watches doesn't happen here (the card: “{text}”)",
        watch_rule,
    )


def effects_not_applied(*, judging: Any) -> list[NotApplied]:
    """Each effect of the scenario neither applied nor already explained, and why not."""
    if getattr(judging.result, "options", None):
        # Still choosing: an effect not yet applied may still apply.
        return []
    scenario = judging.scenario
    labels = effect_labels(scenario)
    applied = _applied_ids(judging.result)
    said = _said_ids(judging.result, labels)
    found = []
    for effect in scenario.effects:
        if effect.id in applied or effect.id in said:
            continue
        template = _templates().get(_effect_kind(effect))
        if template is not None and template.marker:
            continue  # a rule the resolver consults ("can't"), not an effect that applies
        offered = _offered_then_changed(labels[effect.id], judging.result, labels)
        if offered is not None:
            rules = _rule(judging.procedure, modern="616.1f", old="419.9a")
            found.append(NotApplied(effect.id, labels[effect.id], offered, rules))
            continue
        reason, rules = _reason(effect, labels[effect.id], scenario, judging.procedure)
        found.append(NotApplied(effect.id, labels[effect.id], reason, rules))
    return found


def _offered_then_changed(label: str, result: Any, labels: Mapping[str, str]) -> str | None:
    """Why an effect offered at a choice didn't apply: the one chosen changed the event so
    that it no longer applies (616.1f: only the effects that would now apply are
    considered again); None if it was never offered."""
    for step in getattr(result, "trace", ()):
        if step.kind != "choice" or not step.effect_id:
            continue
        chosen = labels.get(str(step.effect_id), str(step.effect_id))
        if chosen != label and any(label in option for option in step.options):
            return (
                f"it could apply to the event as it was, but {chosen} was chosen first and "
                f"changed it (“{step.event_after}”), and then it no longer applied"
            )
    return None


# ---------------------------------------------------------------- card words


def _reduced_by(amount: Any) -> Any:
    """A prevention's N of each damage; "prevent X of that damage, where X is …" counts X
    as the damage would be dealt."""
    return "a number counted as it would be dealt" if isinstance(amount, Mapping) else amount


def _amount_words(amount: Any) -> str:
    if amount == "all":
        return "all"
    if amount == "half_up":
        return "half (rounded up) of the"
    if amount == "half_down":
        return "half (rounded down) of the"
    return f"the next {amount}"


def _player_words(word: Any, *, possessive: bool = False) -> str:
    if word in (None, "any"):
        return "any player's" if possessive else "any player"
    if word == "you":
        return "your" if possessive else "you"
    if word == "opponent":
        return "an opponent's" if possessive else "an opponent"
    return f"{word}'s" if possessive else str(word)


def _filter_words(flt: Any, noun: str) -> str:
    if isinstance(flt, dict):
        return resolution.filter_in_words(flt, noun)
    if flt == "this":
        return "this object"
    return _a(noun)


def _recipient_words(recipient: Any) -> str:
    if not isinstance(recipient, dict):
        return "a permanent or player"
    parts = []
    if "player" in recipient:
        parts.append(_player_words(recipient["player"]))
    if isinstance(recipient.get("object"), dict):
        parts.append(_filter_words(recipient["object"], "permanent"))
    return " or ".join(parts) or "a permanent or player"


_EVENT_NOUNS = {
    "damage": "damage",
    "gain_life": "life gained",
    "create_tokens": "tokens created",
    "put_counters": "counters put",
    "draw": "cards drawn",
}


def _generated_words(kind: str, params: Mapping[str, Any]) -> str:
    """An effect in words from its template and parameters; "" when there are none to say."""
    if kind == "prevent":
        amount = params.get("amount", "all")
        to = _recipient_words(params.get("recipient"))
        if params.get("shield"):
            return (
                f"A shield: {_amount_words(amount)} damage that would be dealt to {to} "
                "is prevented."
            )
        if params.get("once"):
            return (
                f"The next time damage would be dealt to {to}, {_amount_words(amount)} of it "
                "is prevented."
            )
        if amount == "all":
            combat = "combat " if params.get("combat") else ""
            return f"All {combat}damage that would be dealt to {to} is prevented."
        return f"Damage that would be dealt to {to} is reduced by {_reduced_by(amount)}, each time."
    if kind == "multiply":
        event = str(params.get("event", "damage"))
        factor = params.get("factor", 2)
        times = {2: "doubled", 3: "tripled"}.get(factor, f"multiplied by {factor}")
        return f"{_EVENT_NOUNS.get(event, event).capitalize()} is {times}."
    if kind == "add":
        event = str(params.get("event", "damage"))
        amount = params.get("amount", 1)
        noun = _EVENT_NOUNS.get(event, event)
        if isinstance(amount, int) and amount < 0:
            return f"{noun.capitalize()} is reduced by {-amount}."
        return f"That much {noun} plus {amount}."
    if kind == "divide":
        event = str(params.get("event", "damage"))
        part = "halved" if params.get("divisor", 2) == 2 else f"divided by {params.get('divisor')}"
        noun = _EVENT_NOUNS.get(event, event).capitalize()
        return f"{noun} is {part}, rounded {params.get('round', 'down')}."
    if kind == "set_amount":
        return f"This spell deals {params.get('amount')} damage instead."
    if kind == "move_instead":
        what = _filter_words(params.get("object"), "card or token")
        zone = params.get("to", "graveyard")
        instead = params.get("instead_to", "exile")
        where = {"exile": "exiled", "library": "put into its owner's library"}.get(
            str(instead), f"put into {instead}"
        )
        return f"If {what} would be put into a {zone}, it is {where} instead."
    if kind == "enter_tapped":
        return f"{_filter_words(params.get('object'), 'permanent').capitalize()} enters tapped."
    if kind == "enter_with_counters":
        what = _filter_words(params.get("object"), "permanent")
        count, counter = params.get("count", 1), params.get("counter", "+1/+1")
        return f"{what.capitalize()} enters with {count} additional {counter} counter(s)."
    if kind == "skip":
        who = _player_words(params.get("player")).capitalize()
        return f"{who} skips the next {params.get('step', 'step')}."
    if kind == "redirect":
        to = _recipient_words(params.get("recipient"))
        return f"Damage that would be dealt to {to} is dealt to another object instead."
    return ""


def effect_words(*, effect: Any, scenario: Any) -> str:
    """An effect's card words: its preset's text while its parameters are the preset's,
    else words made from the parameters it really has (the template's title at worst)."""
    source = next((o.name for o in scenario.objects if o.id == effect.source), None)
    own = effect.params.to_dict() if effect.params is not None else {}
    return plain_words(
        words_for(
            preset=effect.preset or "", template=effect.template or "", params=own, source=source
        )
    )


#: A parameter's name or value left in an effect's words ("this_turn", "copy_of").
_PARAMETER = re.compile(r"\b[a-z]+(?:_[a-z]+)+\b")


def plain_words(text: str) -> str:
    """``text`` with any parameter name or value in it said in plain words, for the judge
    ("this_turn" → "this turn"); the full builder keeps them, as they name its fields."""
    return _PARAMETER.sub(lambda m: m[0].replace("_", " "), text)


def words_for(
    *, preset: str, template: str, params: Mapping[str, Any], source: str | None = None
) -> str:
    """The words of an effect given as a preset key and/or a template kind, and the
    parameters it sets (which override the preset's)."""
    card = engine.PRESETS.get(preset)
    kind = template or (card.template if card else "")
    merged: dict[str, Any] = dict(card.params) if card else {}
    merged.update(params)
    if card is not None and kind == card.template and dict(card.params) == merged:
        return str(card.text)
    # The card-text reader's plain words ("Prevents: damage to you: the next 1."), the
    # same the judge confirmed when adding the card; this module's own words otherwise.
    from rules.cardtext.summary import describe

    try:
        words = describe({"template": kind, "params": merged}, name=source)
    except (KeyError, TypeError, ValueError, AttributeError):
        words = ""
    if words and not words.startswith("None"):
        return words
    generated = _generated_words(kind, merged)
    if generated:
        return generated
    found = _templates().get(kind)
    return str(found.title) if found is not None else ""
