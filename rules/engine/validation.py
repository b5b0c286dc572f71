"""Checks on a scenario beyond its JSON Schema: references, parameters, contradictions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import ErrorDetail, ScenarioError

_EVENT_FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    # kind: (required fields, allowed fields besides kind and id)
    "damage": (
        ("source", "recipient", "amount"),
        ("source", "recipient", "amount", "combat", "unpreventable"),
    ),
    "destroy": (("object",), ("object", "cant_be_regenerated")),
    "move": (("object", "to"), ("object", "to", "cause", "controller", "tapped", "counters")),
    "enter": (("object",), ("object", "controller", "tapped", "counters")),
    "draw": (("player",), ("player", "count", "cause", "then")),
    "gain_life": (("player", "amount"), ("player", "amount")),
    "lose_life": (("player", "amount"), ("player", "amount")),
    "create_tokens": (("player", "token"), ("player", "count", "token")),
    "put_counters": (("object", "counter"), ("object", "counter", "count")),
    "begin_step": (("player", "step"), ("player", "step", "begun")),
    "begin_turn": (("player",), ("player", "begun")),
}


def validate(data: Any) -> None:
    """Raise :class:`ScenarioError` listing every problem in ``data``; return if it is sound."""
    from .scenario import check_json

    if not isinstance(data, Mapping):
        raise ScenarioError([ErrorDetail("", "a scenario must be a JSON object")])
    errors = check_json(data)
    if errors:
        raise ScenarioError(errors)
    errors = _semantic(data)
    if errors:
        raise ScenarioError(errors)


def _dupes(items: list[Mapping[str, Any]], key: str, where: str) -> list[ErrorDetail]:
    seen: dict[str, int] = {}
    out = []
    for i, item in enumerate(items):
        value = item[key]
        if value in seen:
            out.append(
                ErrorDetail(
                    f"{where}[{i}].{key}", f"{value!r} is already used by {where}[{seen[value]}]"
                )
            )
        else:
            seen[value] = i
    return out


def _event_id_clashes(data: Mapping[str, Any]) -> list[ErrorDetail]:
    """Each event needs its own id: the one given, or ``e<n>`` for the n-th event
    (counted through the timeline, then the events), as the resolver names them."""
    paths = [
        (f"timeline[{i}].events[{j}]", ev)
        for i, m in enumerate(data.get("timeline") or ())
        for j, ev in enumerate(m.get("events") or ())
    ]
    paths += [(f"events[{j}]", ev) for j, ev in enumerate(data["events"])]
    seen: dict[str, str] = {}
    out = []
    for number, (path, ev) in enumerate(paths, start=1):
        given = ev.get("id")
        event_id = given or f"e{number}"
        if event_id in seen:
            where = f"{path}.id" if given else path
            what = f"{event_id!r}" if given else f"its id when none is given, {event_id!r},"
            out.append(ErrorDetail(where, f"{what} is already used by {seen[event_id]}"))
        else:
            seen[event_id] = path
    return out


def _semantic(data: Mapping[str, Any]) -> list[ErrorDetail]:
    from .presets import PRESETS
    from .templates import TEMPLATES, check_param

    errors: list[ErrorDetail] = []
    players = list(data["players"])
    objects = list(data["objects"])
    effects = list(data["effects"])
    errors += _dupes(players, "name", "players")
    errors += _dupes(objects, "id", "objects")
    errors += _dupes(effects, "id", "effects")
    names = tuple(p["name"] for p in players)
    ids = {o["id"]: o for o in objects}
    clash = set(names) & set(ids)
    for c in sorted(clash):
        errors.append(ErrorDetail("objects", f"{c!r} is both a player's name and an object id"))

    def player(path: str, value: Any) -> None:
        if value not in names:
            errors.append(ErrorDetail(path, f"{value!r} is not a player in the scenario"))

    def obj(path: str, value: Any) -> None:
        if value not in ids:
            errors.append(ErrorDetail(path, f"{value!r} is not an object in the scenario"))

    for i, o in enumerate(objects):
        player(f"objects[{i}].owner", o["owner"])
        if "controller" in o:
            player(f"objects[{i}].controller", o["controller"])
        zone = o.get("zone", "battlefield")
        if o.get("tapped") and zone != "battlefield":
            errors.append(
                ErrorDetail(
                    f"objects[{i}].tapped", f"only a permanent can be tapped, not a card in {zone}"
                )
            )
        if o.get("damage") and zone != "battlefield":
            errors.append(
                ErrorDetail(
                    f"objects[{i}].damage",
                    f"damage is marked only on the battlefield, not in {zone}",
                )
            )
        if o.get("token") and zone in ("hand", "library"):
            errors.append(ErrorDetail(f"objects[{i}].token", f"a token can't be in a {zone}"))

    created = {
        m.get("effect")
        for m in data.get("timeline", ())
        if isinstance(m, Mapping) and m.get("happening") == "create_effect"
    }
    for i, e in enumerate(effects):
        path = f"effects[{i}]"
        player(f"{path}.controller", e["controller"])
        if "source" in e:
            obj(f"{path}.source", e["source"])
        preset = None
        if "preset" in e:
            preset = PRESETS.get(e["preset"])
            if preset is None:
                errors.append(ErrorDetail(f"{path}.preset", f"unknown preset {e['preset']!r}"))
                continue
        kind = e.get("template") or (preset.template if preset else None)
        if kind is None:
            errors.append(ErrorDetail(f"{path}.template", "template is required (or a preset)"))
            continue
        if kind not in TEMPLATES:
            errors.append(
                ErrorDetail(
                    f"{path}.template",
                    f"unknown template {kind!r} (known: {', '.join(sorted(TEMPLATES))})",
                )
            )
            continue
        if preset is not None and e.get("template") not in (None, preset.template):
            errors.append(
                ErrorDetail(
                    f"{path}.template",
                    f"{e['template']!r} contradicts the preset {preset.key!r}, whose template "
                    f"is {preset.template!r}",
                )
            )
            continue
        tpl = TEMPLATES[kind]
        params = dict(preset.params) if preset else {}
        params.update(e.get("params") or {})
        known = {p.name for p in tpl.params}
        for name in sorted(set(e.get("params") or {}) - known):
            errors.append(
                ErrorDetail(
                    f"{path}.params.{name}",
                    f"unknown parameter for template {kind!r} (known: {', '.join(sorted(known))})",
                )
            )
        for p in tpl.params:
            if p.name not in params:
                if p.required and not (kind == "instead" and p.name == "instead"):
                    errors.append(ErrorDetail(f"{path}.params.{p.name}", "is required"))
                continue
            problem = check_param(p, params[p.name], names, set(ids))
            if problem:
                errors.append(ErrorDetail(f"{path}.params.{p.name}", problem))
        uses_this = _uses_this(params)
        if uses_this and "source" not in e:
            errors.append(
                ErrorDetail(f"{path}.source", 'is required: its parameters refer to "this" object')
            )
        if kind == "instead" and "instead" not in params and "modes" not in e:
            errors.append(ErrorDetail(f"{path}.params.instead", "is required (or give modes)"))
        if "modes" in e and kind != "instead":
            errors.append(
                ErrorDetail(
                    f"{path}.modes", f"only the 'instead' template takes modes, not {kind!r}"
                )
            )
        mode_ids = [m.get("id") for m in e.get("modes") or ()]
        if len(set(mode_ids)) != len(mode_ids):
            errors.append(ErrorDetail(f"{path}.modes", "each mode needs its own id"))
        for j, m in enumerate(e.get("modes") or ()):
            from .templates import check_actions

            problem = check_actions(m.get("instead"), names, set(ids))
            if problem:
                errors.append(ErrorDetail(f"{path}.modes[{j}].instead", problem))
        if e.get("self_replacement") and "source" not in e:
            errors.append(
                ErrorDetail(
                    f"{path}.self_replacement",
                    "a self-replacement effect needs the spell or ability it is part of as "
                    "its source",
                )
            )
        if e.get("self_replacement") and e.get("origin") == "static":
            errors.append(
                ErrorDetail(
                    f"{path}.origin",
                    "a self-replacement effect is part of a resolving spell, not a static ability",
                )
            )
        refs = ["copy_of", "chosen_source", "shares_color_with"]
        if kind in ("redirect", "regenerate"):
            refs.append("to" if kind == "redirect" else "object")
        for key in refs:
            value = params.get(key)
            if isinstance(value, str) and value != "this" and value not in ids:
                errors.append(
                    ErrorDetail(
                        f"{path}.params.{key}", f"{value!r} is not an object in the scenario"
                    )
                )
        if kind == "prevent" and params.get("shield") and isinstance(params.get("amount"), str):
            errors.append(
                ErrorDetail(f"{path}.params.amount", "a shield needs a number of damage to prevent")
            )
        if kind == "add" and params.get("amount") == 0:
            errors.append(
                ErrorDetail(f"{path}.params.amount", "must not be 0: adding 0 changes nothing")
            )
        if kind == "cant":
            event = params.get("event")
            if "counter" in params and event != "put_counters":
                errors.append(
                    ErrorDetail(f"{path}.params.counter", "is only for event put_counters")
                )
            if "object" in params and event not in ("enter", "damage", "put_counters"):
                errors.append(
                    ErrorDetail(f"{path}.params.object", f"a {event} event has no object to filter")
                )
            if "from" in params and event != "enter":
                errors.append(
                    ErrorDetail(
                        f"{path}.params.from", "is only for event enter (where it enters from)"
                    )
                )
        if (
            kind == "move_instead"
            and "not_from" in params
            and params.get("from") == params["not_from"]
        ):
            errors.append(
                ErrorDetail(
                    f"{path}.params.not_from",
                    "contradicts from: no object comes from a zone and not from it",
                )
            )
        if kind == "prevent" and "then_counter" in params and "source" not in e:
            errors.append(
                ErrorDetail(
                    f"{path}.source",
                    "is required with then_counter: the counters go on the effect's source "
                    "(a player has no counters)",
                )
            )
        if "combat" in params and params.get("event", "damage") != "damage":
            errors.append(ErrorDetail(f"{path}.params.combat", "is only for effects on damage"))

    def check_event(path: str, ev: Mapping[str, Any]) -> None:
        kind = ev["kind"]
        required, allowed = _EVENT_FIELDS[kind]
        for name in required:
            if name not in ev:
                errors.append(ErrorDetail(f"{path}.{name}", f"is required for a {kind} event"))
        for name in sorted(set(ev) - set(allowed) - {"kind", "id"}):
            errors.append(ErrorDetail(f"{path}.{name}", f"a {kind} event has no {name}"))
        if "player" in ev:
            player(f"{path}.player", ev["player"])
        if "controller" in ev:
            player(f"{path}.controller", ev["controller"])
        if "source" in ev:
            obj(f"{path}.source", ev["source"])
        if "object" in ev:
            obj(f"{path}.object", ev["object"])
        if "recipient" in ev:
            r = ev["recipient"]
            if r not in names and r not in ids:
                errors.append(
                    ErrorDetail(f"{path}.recipient", f"{r!r} is neither a player nor an object id")
                )
            elif r in ids and r not in moved and ids[r].get("zone", "battlefield") != "battlefield":
                errors.append(
                    ErrorDetail(
                        f"{path}.recipient", f"{r!r} is not on the battlefield to be dealt damage"
                    )
                )
        zone = ids[ev["object"]].get("zone", "battlefield") if ev.get("object") in ids else None
        if kind == "destroy" and zone not in (None, "battlefield") and ev["object"] not in moved:
            errors.append(ErrorDetail(f"{path}.object", "only a permanent can be destroyed"))
        if kind == "enter" and zone == "battlefield" and ev["object"] not in moved:
            errors.append(
                ErrorDetail(f"{path}.object", "is already on the battlefield, so it can't enter it")
            )
        token = ev.get("token")
        if isinstance(token, Mapping):
            if "copy_of" in token:
                obj(f"{path}.token.copy_of", token["copy_of"])
            elif "name" not in token:
                errors.append(ErrorDetail(f"{path}.token", "give the token a name or copy_of"))

    number = 0
    moved = {m.get("object") for m in data.get("timeline") or () if m.get("happening") == "move"}
    for i, m in enumerate(data.get("timeline") or ()):
        path = f"timeline[{i}]"
        has_events = "events" in m
        has_happening = "happening" in m
        if has_events == has_happening:
            errors.append(ErrorDetail(path, "give either happening or events, not both or neither"))
            continue
        if has_events:
            for j, ev in enumerate(m["events"]):
                number += 1
                check_event(f"{path}.events[{j}]", ev)
            continue
        h = m["happening"]
        need = {
            "create_effect": ("effect",),
            "set_colors": ("object", "colors"),
            "move": ("object", "to"),
        }[h]
        for name in need:
            if name not in m:
                errors.append(ErrorDetail(f"{path}.{name}", f"is required for {h}"))
        if "effect" in m and m["effect"] not in {e["id"] for e in effects}:
            errors.append(
                ErrorDetail(f"{path}.effect", f"{m['effect']!r} is not an effect in the scenario")
            )
        if "object" in m:
            obj(f"{path}.object", m["object"])
    for j, ev in enumerate(data["events"]):
        check_event(f"events[{j}]", ev)
    errors += _event_id_clashes(data)
    if len(created) != len(
        [m for m in data.get("timeline", ()) if m.get("happening") == "create_effect"]
    ):
        errors.append(ErrorDetail("timeline", "an effect is created twice"))
    return errors


def _uses_this(params: Mapping[str, Any]) -> bool:
    for value in params.values():
        if value == "this":
            return True
        if isinstance(value, Mapping) and (value.get("this") or _uses_this(value)):
            return True
    return False
