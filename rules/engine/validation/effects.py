"""Checks on the scenario's effects: the preset or template, its parameters and modes, the
objects they refer to, and combinations the rules don't allow."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, cast

from ..action_checks import MAY_PLACES, misplaced_may, prevented_outside_prevention
from ..errors import ErrorDetail
from ..mana import mana_params_problem
from ..params import check_actions, check_param
from ..presets import PRESETS, Preset
from ..references import ATTACHED_WORDS
from ..templates import TEMPLATES
from ..vocabulary import optional_until_problem
from .common import Checker
from .markers import check_cant, check_skip
from .watched import Watch, WatchedIds, WatchedNames, WatchedObjects


def check_effects(c: Checker, effects: list[Mapping[str, Any]]) -> None:
    for i, e in enumerate(effects):
        path = f"effects[{i}]"
        if e["controller"] not in c.names:
            c.player(f"{path}.controller", e["controller"])
        if "source" in e and e["source"] not in c.ids:
            c.obj(f"{path}.source", e["source"])
        found = _template_of(c, path, e)
        if found is None:
            continue
        kind, preset = found
        kept = _kept(preset, e) if preset is not None and _plain(e) else None
        if kept is not None:
            # Only the checks that can find something (most presets' lists are empty).
            if kept[0]:
                _replay(c, path, kept[0])
            if "self_replacement" in e:
                _check_self_replacement(c, path, e)
            if "optional_until" in e:
                _check_optional_until(c, path, e)
            if kept[1]:
                _replay(c, path, kept[1])
            continue
        params = dict(preset.params) if preset else {}
        params.update(e.get("params") or {})
        # A preset's parameters as they are (the effect gives none of its own): what the
        # walks below could find in them is known once per preset.
        quiet = _walked(preset) if preset is not None and not e.get("params") else None
        _check_params(c, path, e, kind, params, quiet)
        _check_modes(c, path, e, kind, params)
        _check_self_replacement(c, path, e)
        _check_optional_until(c, path, e)
        _check_params_against(c, path, e, kind, params, quiet)


def _check_params_against(
    c: Checker,
    path: str,
    e: Mapping[str, Any],
    kind: str,
    params: dict[str, Any],
    quiet: _Walked | None,
) -> None:
    """The parameters against the scenario's objects and against each other."""
    _check_references(c, path, kind, params)
    if quiet is None or quiet.attached_words:
        _check_attached_words(c, path, e, params)
    if quiet is None or quiet.combat_places:
        _check_combat_places(c, f"{path}.params", params)
    _check_combinations(c, path, e, kind, params, quiet)


def _replay(c: Checker, path: str, kept: list[ErrorDetail]) -> None:
    """The errors kept for a preset, at the effect's ``path``."""
    for found in kept:
        c.add(path + found.path, found.message)


def _plain(e: Mapping[str, Any]) -> bool:
    """Whether ``e`` is a preset as it is: no template, parameters or modes of its own."""
    return not e.get("params") and "modes" not in e and "template" not in e


_Kept = tuple[list[ErrorDetail], list[ErrorDetail]]
_KEPT: dict[tuple[int, bool], tuple[Preset, _Kept | None]] = {}


def _kept(preset: Preset, e: Mapping[str, Any]) -> _Kept | None:
    """What the checks of a preset's own parameters and modes find, before and after the
    checks of the effect's other fields (paths from the effect on), when they find the same
    whatever the scenario: they read none of its players' names or objects. None when they
    do. Worked out once for a preset, with or without a source."""
    key = (id(preset), "source" in e)
    found = _KEPT.get(key)
    if found is not None and found[0] is preset:
        return found[1]
    watch = Watch()
    c = Checker(cast(tuple[str, ...], WatchedNames(watch)), cast(dict, WatchedObjects(watch)))
    c.object_ids = cast(set[str], WatchedIds(watch))
    shape = {"preset": e["preset"], **({"source": ""} if "source" in e else {})}
    params, quiet = dict(preset.params), _walked(preset)
    _check_params(c, "", shape, preset.template, params, quiet)
    _check_modes(c, "", shape, preset.template, params)
    before = len(c.errors)
    _check_params_against(c, "", shape, preset.template, params, quiet)
    kept = None if watch.read else (c.errors[:before], c.errors[before:])
    _KEPT[key] = (preset, kept)
    return kept


@dataclass(frozen=True)
class _Walked:
    """What walking a preset's own parameters finds, whatever the scenario: whether they
    refer to "this" object, and whether each walk that depends on the scenario could report
    anything at all (False: it can't, so it is skipped)."""

    this: bool
    attached_words: bool
    combat_places: bool
    affected_tokens: bool
    prevented_amounts: bool


_WALKED: dict[int, tuple[Preset, _Walked]] = {}


def _walked(preset: Preset) -> _Walked:
    """:class:`_Walked` for ``preset``, worked out once (kept with the preset itself, so
    another preset made with the same id is never taken for it)."""
    found = _WALKED.get(id(preset))
    if found is not None and found[0] is preset:
        return found[1]
    params = dict(preset.params)
    quiet = Checker((), {})
    _check_affected_tokens(quiet, "", preset.template, params)
    affected = len(quiet.errors)
    _check_prevented_amounts(quiet, "", {}, preset.template, params)
    walked = _Walked(
        this=uses_this(params),
        attached_words=_holds(params, lambda v: v in ATTACHED_WORDS),
        combat_places=_holds(params, lambda v: isinstance(v, Mapping) and "combat" in v),
        affected_tokens=affected > 0,
        prevented_amounts=len(quiet.errors) > affected,
    )
    _WALKED[id(preset)] = (preset, walked)
    return walked


def _holds(value: Any, test: Callable[[Any], bool]) -> bool:
    """Whether ``value`` or anything in it (at any depth, keys aside) passes ``test``."""
    if test(value):
        return True
    if isinstance(value, Mapping):
        return any(_holds(v, test) for v in value.values())
    if isinstance(value, list | tuple):
        return any(_holds(v, test) for v in value)
    return False


def _template_of(c: Checker, path: str, e: Mapping[str, Any]) -> tuple[str, Preset | None] | None:
    """The effect's template kind and preset, or None (reported) when they can't be known."""
    preset = None
    if "preset" in e:
        preset = PRESETS.get(e["preset"])
        if preset is None:
            c.add(f"{path}.preset", f"unknown preset {e['preset']!r}")
            return None
    kind = e.get("template") or (preset.template if preset else None)
    if kind is None:
        c.add(f"{path}.template", "template is required (or a preset)")
        return None
    if kind not in TEMPLATES:
        c.add(
            f"{path}.template", f"unknown template {kind!r} (known: {', '.join(sorted(TEMPLATES))})"
        )
        return None
    if preset is not None and e.get("template") not in (None, preset.template):
        c.add(
            f"{path}.template",
            f"{e['template']!r} contradicts the preset {preset.key!r}, whose template "
            f"is {preset.template!r}",
        )
        return None
    return kind, preset


def _check_params(
    c: Checker,
    path: str,
    e: Mapping[str, Any],
    kind: str,
    params: dict[str, Any],
    quiet: _Walked | None = None,
) -> None:
    tpl = TEMPLATES[kind]
    given = e.get("params")
    if given:
        known = {p.name for p in tpl.params}
        for name in sorted(set(given) - known):
            c.add(
                f"{path}.params.{name}",
                f"unknown parameter for template {kind!r} (known: {', '.join(sorted(known))})",
            )
    objects = c.object_ids
    for p in tpl.params:
        if p.name not in params:
            if p.required and not (kind == "instead" and p.name == "instead"):
                c.add(f"{path}.params.{p.name}", "is required")
            continue
        problem = check_param(p, params[p.name], c.names, objects)
        if problem:
            c.add(f"{path}.params.{p.name}", problem)
    this = quiet.this if quiet is not None else uses_this(params)
    if this and "source" not in e:
        c.add(f"{path}.source", 'is required: its parameters refer to "this" object')


def _check_modes(
    c: Checker, path: str, e: Mapping[str, Any], kind: str, params: dict[str, Any]
) -> None:
    preset = PRESETS.get(e["preset"]) if "preset" in e else None
    if "modes" not in e and preset is not None and preset.modes:
        e = {**e, "modes": list(preset.modes)}
    if kind == "instead" and "instead" not in params and "modes" not in e:
        c.add(f"{path}.params.instead", "is required (or give modes)")
    if "modes" in e and kind != "instead":
        c.add(f"{path}.modes", f"only the 'instead' template takes modes, not {kind!r}")
    mode_ids = [m.get("id") for m in e.get("modes") or ()]
    if len(set(mode_ids)) != len(mode_ids):
        c.add(f"{path}.modes", "each mode needs its own id")
    for j, m in enumerate(e.get("modes") or ()):
        problem = check_actions(m.get("instead"), c.names, c.object_ids)
        if problem:
            c.add(f"{path}.modes[{j}].instead", problem)
    where = misplaced_may(TEMPLATES[kind].may_in, params, e.get("modes"))
    if where is not None:
        at = f"{path}.{where}" if where.startswith("modes") else f"{path}.params.{where}"
        c.add(
            at,
            f'an action the player may do ("may": true) is only for {MAY_PLACES}, where '
            "the choice is asked as the effect applies",
        )
    elif "modes" in e and any(
        isinstance(a, dict) and a.get("may") for a in params.get("instead") or ()
    ):
        c.add(
            f"{path}.modes",
            'give modes or an action the player may do ("may": true), not both',
        )


def _check_optional_until(c: Checker, path: str, e: Mapping[str, Any]) -> None:
    if "optional_until" in e:
        problem = optional_until_problem(e["optional_until"], e.get("optional"))
        if problem:
            c.add(f"{path}.optional_until", problem)


def _check_self_replacement(c: Checker, path: str, e: Mapping[str, Any]) -> None:
    if e.get("self_replacement") and "source" not in e:
        c.add(
            f"{path}.self_replacement",
            "a self-replacement effect needs the spell or ability it is part of as its source",
        )
    if e.get("self_replacement") and e.get("origin") == "static":
        c.add(
            f"{path}.origin",
            "a self-replacement effect is part of a resolving spell, not a static ability",
        )


def _check_references(c: Checker, path: str, kind: str, params: dict[str, Any]) -> None:
    refs = ["copy_of", "chosen_source", "shares_color_with"]
    if kind == "regenerate":
        refs.append("object")
    if kind == "redirect":
        for key in ("recipient", "to"):
            if key not in params:
                c.add(f"{path}.params.{key}", "is required")
    for key in refs:
        value = params.get(key)
        if isinstance(value, str) and value != "this" and value not in c.ids:
            c.add(f"{path}.params.{key}", f"{value!r} is not an object in the scenario")


def _check_attached_words(
    c: Checker, path: str, e: Mapping[str, Any], params: Mapping[str, Any], where: str = "params"
) -> None:
    """ "enchanted" / "equipped" mean the permanent the effect's source is attached to: the
    source must be an object of the scenario with ``attached_to`` (303.4, 301.5)."""
    for key, value in params.items():
        here = f"{where}.{key}"
        if isinstance(value, Mapping):
            _check_attached_words(c, path, e, value, here)
        elif isinstance(value, list):
            for j, item in enumerate(value):
                if isinstance(item, Mapping):
                    _check_attached_words(c, path, e, item, f"{here}[{j}]")
                elif item in ATTACHED_WORDS:
                    _attached_source(c, f"{path}.{here}[{j}]", e, item)
        elif value in ATTACHED_WORDS and key != "do":
            _attached_source(c, f"{path}.{here}", e, value)


def _check_combat_places(c: Checker, path: str, value: Any) -> None:
    """An object filter naming one object (``id``, a target) and a place in combat
    (``combat``: "target attacking creature"): the object must be in that place, as a target
    is legal only if it meets what the words ask of it (601.2c, 115.1). Combat places are
    those of 508.1k, 509.1g and 509.1h (a blocked or unblocked creature is attacking)."""
    if isinstance(value, list):
        for j, item in enumerate(value):
            _check_combat_places(c, f"{path}[{j}]", item)
        return
    if not isinstance(value, Mapping):
        return
    for key, inner in value.items():
        _check_combat_places(c, f"{path}.{key}", inner)
    place, named = value.get("combat"), c.ids.get(str(value.get("id")))
    if not isinstance(place, str) or named is None:
        return
    where = named.get("combat") if named.get("zone", "battlefield") == "battlefield" else None
    if where == place or (place == "attacking" and where in ("blocked", "unblocked")):
        return
    now = f"it is {where}" if where else "the scenario doesn't say it is in combat"
    a = "an" if place[0] in "au" else "a"
    c.add(
        f"{path}.id",
        f"{value['id']!r} is not {a} {place} creature ({now}): a target must be what its "
        f'words say (601.2c, 115.1); give that object "combat": {place!r}',
    )


def _attached_source(c: Checker, path: str, e: Mapping[str, Any], word: str) -> None:
    source = c.ids.get(str(e.get("source")))
    if source is None or source.get("attached_to") is None:
        c.add(
            path,
            f"{word!r} means the permanent this effect's source is attached to: give the "
            "source (the Aura or Equipment) an attached_to",
        )


def _check_combinations(
    c: Checker,
    path: str,
    e: Mapping[str, Any],
    kind: str,
    params: dict[str, Any],
    quiet: _Walked | None = None,
) -> None:
    if kind == "prevent" and params.get("shield") and not isinstance(params.get("amount"), int):
        c.add(f"{path}.params.amount", "a shield needs a number of damage to prevent")
    if kind == "prevent" and "all_but" in params and params.get("amount") != "all":
        c.add(f"{path}.params.all_but", 'is only with amount "all" ("prevent all but N")')
    if kind == "add" and params.get("amount") == 0:
        c.add(f"{path}.params.amount", "must not be 0: adding 0 changes nothing")
    if kind == "cant":
        check_cant(c, path, params)
    if kind == "skip":
        check_skip(c, path, params)
    if kind == "mana":
        problem = mana_params_problem(params)
        if problem:
            c.add(f"{path}.params.{problem[0]}", problem[1])
    if kind == "move_instead" and "not_from" in params and params.get("from") == params["not_from"]:
        c.add(
            f"{path}.params.not_from",
            "contradicts from: no object comes from a zone and not from it",
        )
    if kind == "move_instead" and "position" in params and params.get("instead_to") != "library":
        c.add(
            f"{path}.params.position",
            'is only with instead_to "library": a card goes on the top or the bottom of a library',
        )
    leaving = kind == "move_instead" and params.get("to") == "anywhere"
    if leaving and params.get("from", "anywhere") == "anywhere":
        c.add(
            f"{path}.params.from",
            'is required with to: "anywhere": the object leaving a zone ("if it would '
            'leave the battlefield": from battlefield)',
        )
    if kind == "prevent" and "then_counter" in params and "source" not in e:
        c.add(
            f"{path}.source",
            "is required with then_counter: the counters go on the effect's source "
            "(a player has no counters)",
        )
    if quiet is None or quiet.prevented_amounts or e.get("modes"):
        _check_prevented_amounts(c, path, e, kind, params)
    if quiet is None or quiet.affected_tokens:
        _check_affected_tokens(c, path, kind, params)
    if "combat" in params and params.get("event", "damage") != "damage":
        c.add(f"{path}.params.combat", "is only for effects on damage")
    if params.get("event") == "mill":
        for key in sorted(set(params) & {"source", "recipient", "object", "counter"}):
            c.add(f"{path}.params.{key}", "is not for effects on milling: only player is")


def _check_affected_tokens(c: Checker, path: str, kind: str, params: dict[str, Any]) -> None:
    """``"token": "affected"`` ("those tokens") needs an event creating tokens to replace."""
    watch = params.get("watch")
    watched = isinstance(watch, Mapping) and watch.get("event") == "create_tokens"
    for key in ("instead", "also", "then"):
        actions = params.get(key)
        if not isinstance(actions, list) or (kind == "instead" and key == "instead" and watched):
            continue
        for i, a in enumerate(actions):
            if isinstance(a, Mapping) and a.get("token") == "affected":
                c.add(
                    f"{path}.params.{key}[{i}].token",
                    '"affected" is the tokens a replaced event would create: only in the '
                    "instead of an effect watching create_tokens",
                )


def _check_prevented_amounts(
    c: Checker, path: str, e: Mapping[str, Any], kind: str, params: dict[str, Any]
) -> None:
    """ "The damage prevented this way" exists only in a prevention's follow-up (615.5)."""
    lists = [(f"{path}.params.{k}", params.get(k)) for k in ("instead", "also")]
    if kind != "prevent":
        lists.append((f"{path}.params.then", params.get("then")))
    lists += [
        (f"{path}.modes[{j}].instead", m.get("instead")) for j, m in enumerate(e.get("modes") or ())
    ]
    for where, actions in lists:
        at = prevented_outside_prevention(actions)
        if at:
            c.add(
                f"{where}{at}",
                '"prevented" is the damage a prevention effect prevented: only for the '
                "then actions of a prevent effect (615.5)",
            )


def uses_this(value: Any) -> bool:
    """Whether ``value`` (an effect's parameters, at any depth, in lists too) refers to
    "this" object: the effect's source."""
    if value == "this":
        return True
    if isinstance(value, Mapping):
        return bool(value.get("this")) or any(uses_this(v) for v in value.values())
    if isinstance(value, list | tuple):
        return any(uses_this(v) for v in value)
    return False


def check_exiled_entering(c: Checker, data: Mapping[str, Any]) -> None:
    """ "Exile any number of cards as this enters" can't choose the permanent itself or an
    object entering the battlefield at the same time (614.13a)."""
    entering: set[str] | None = None
    for i, e in enumerate(data["effects"]):
        preset = PRESETS.get(str(e.get("preset", "")))
        kind = e.get("template") or (preset.template if preset else None)
        if kind != "enter_exiling":
            continue
        if entering is None:
            entering = _entering(data)
        params = {**(dict(preset.params) if preset else {}), **(e.get("params") or {})}
        chosen = params.get("exile")
        if not isinstance(chosen, list):
            continue
        count = params.get("count")
        if isinstance(count, int) and not isinstance(count, bool) and len(chosen) > count:
            c.add(
                f"effects[{i}].params.exile",
                f"the card exiles {count} as it enters: at most {count} can be chosen",
            )
        for j, object_id in enumerate(chosen):
            if not isinstance(object_id, str):
                continue  # reported by the parameter's own check
            if object_id == e.get("source") or object_id in entering:
                c.add(
                    f"effects[{i}].params.exile[{j}]",
                    f"{object_id!r} enters the battlefield at the same time, so it can't be "
                    "chosen (614.13a)",
                )


def _entering(data: Mapping[str, Any]) -> set[str]:
    """The objects the scenario's events put onto the battlefield."""
    return {
        str(ev.get("object"))
        for ev in data.get("events", ())
        if ev.get("kind") == "enter" or (ev.get("kind") == "move" and ev.get("to") == "battlefield")
    }
