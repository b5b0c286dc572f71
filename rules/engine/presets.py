"""Presets: real cards as parameters for the general effect templates.

The presets are data, the files of ``rules/engine/data/presets/``: lists a judge can
read, each entry a card's effect as a template kind and its parameters. The files are
read in the order of their names; a key is unique across all of them. They are checked
as they are loaded (known template, known parameters, values each parameter
accepts), so a mistake in the file stops the engine from loading with a message
naming the entry and the field.

>>> PRESETS["furnace-of-rath"].template
'multiply'
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from .action_checks import MAY_PLACES, misplaced_may
from .params import check_actions, check_param
from .templates import TEMPLATES
from .vocabulary import ORIGIN_ZONES, optional_until_problem

PRESETS_DIR = Path(__file__).resolve().parent / "data" / "presets"


@dataclass(frozen=True)
class Preset:
    """A card's effect as a template kind and its parameters."""

    key: str
    """Stable key used in scenarios: ``"rest-in-peace"``."""
    name: str
    """The card's name."""
    text: str
    """The effect in a short line of our own words."""
    template: str
    """The template kind it fills."""
    params: dict[str, Any] = field(hash=False, compare=False)
    """The template's parameters (plain JSON)."""
    tags: tuple[str, ...] = ()
    origin: str = "static"
    """``"static"`` or ``"resolution"``: see :class:`~rules.engine.scenario.EffectSpec`."""
    self_replacement: bool = False
    optional: bool = False
    optional_until: str | None = None
    """Optional under the releases before this date only (see :class:`EffectSpec`)."""
    modes: tuple[dict[str, Any], ...] = field(default=(), hash=False, compare=False)
    """A modal replacement's modes (``instead`` template only): ``{"id", "label",
    "instead"}`` each, as an effect's ``modes``; a scenario's own ``modes`` replace them."""

    def to_dict(self) -> dict[str, Any]:
        extra: dict[str, Any] = {"modes": [dict(m) for m in self.modes]} if self.modes else {}
        if self.optional_until:
            extra["optional_until"] = self.optional_until
        return {
            **extra,
            "key": self.key,
            "name": self.name,
            "text": self.text,
            "template": self.template,
            "params": dict(self.params),
            "tags": list(self.tags),
            "origin": self.origin,
            "self_replacement": self.self_replacement,
            "optional": self.optional,
        }


class PresetFileError(ValueError):
    """The presets file has an entry the engine can't use."""


_FIELDS = {
    "key": str,
    "name": str,
    "text": str,
    "template": str,
    "params": dict,
    "tags": list,
    "origin": str,
    "self_replacement": bool,
    "optional": bool,
    "optional_until": str,
    "modes": list,
}
_REQUIRED = ("key", "name", "text", "template", "params", "tags")


def preset_from_dict(data: Any, where: str = "preset") -> Preset:
    """A preset from one entry of the presets file; :class:`PresetFileError` naming what is
    wrong with it.

    >>> preset_from_dict({"key": "k", "name": "N", "text": "t", "template": "nope",
    ...                   "params": {}, "tags": []})
    Traceback (most recent call last):
    ...
    rules.engine.presets.PresetFileError: preset.template: unknown template 'nope'
    """
    if not isinstance(data, dict):
        raise PresetFileError(f"{where}: must be an object")
    for name in _REQUIRED:
        if name not in data:
            raise PresetFileError(f"{where}.{name}: is required")
    for name, value in data.items():
        kind = _FIELDS.get(name)
        if kind is None:
            raise PresetFileError(f"{where}.{name}: unknown field")
        if not isinstance(value, kind):
            raise PresetFileError(f"{where}.{name}: must be {kind.__name__}")
    tpl = TEMPLATES.get(data["template"])
    if tpl is None:
        raise PresetFileError(f"{where}.template: unknown template {data['template']!r}")
    known = {p.name: p for p in tpl.params}
    for name, value in data["params"].items():
        param = known.get(name)
        if param is None:
            raise PresetFileError(f"{where}.params.{name}: unknown parameter of {tpl.kind!r}")
        problem = check_param(param, value, (), set())
        if problem:
            raise PresetFileError(f"{where}.params.{name}: {problem}")
    modes = data.get("modes", [])
    if modes:
        _check_preset_modes(where, tpl.kind, modes)
    misplaced = misplaced_may(tpl.may_in, data["params"], modes)
    if misplaced is not None:
        raise PresetFileError(
            f"{where}.params.{misplaced}: an action the player may do (may: true) is only "
            f"for {MAY_PLACES}"
        )
    for param in tpl.params:
        if param.name == "instead" and modes:
            continue
        if param.required and param.name not in data["params"]:
            raise PresetFileError(f"{where}.params.{param.name}: is required")
    _check_flags(data, where)
    return Preset(
        key=data["key"],
        name=data["name"],
        text=data["text"],
        template=data["template"],
        params=data["params"],
        tags=tuple(data["tags"]),
        origin=data.get("origin", "static"),
        self_replacement=data.get("self_replacement", False),
        optional=data.get("optional", False),
        optional_until=data.get("optional_until") or None,
        modes=tuple(modes),
    )


def _check_preset_modes(where: str, kind: str, modes: list[Any]) -> None:
    """A preset's modes: only an ``instead`` preset's, two or more, each with its own id, a
    label and a list of actions."""
    if kind != "instead":
        raise PresetFileError(f"{where}.modes: only the 'instead' template takes modes")
    if len(modes) < 2:
        raise PresetFileError(f"{where}.modes: a modal effect has two modes or more")
    ids = [m.get("id") if isinstance(m, dict) else None for m in modes]
    for j, m in enumerate(modes):
        at = f"{where}.modes[{j}]"
        if not isinstance(m, dict) or set(m) != {"id", "label", "instead"}:
            raise PresetFileError(f"{at}: a mode is an object with id, label and instead")
        if not isinstance(m["id"], str) or not m["id"] or m["id"] in ids[:j]:
            raise PresetFileError(f"{at}.id: each mode needs its own id")
        if not isinstance(m["label"], str) or not m["label"]:
            raise PresetFileError(f"{at}.label: must be a name for people")
        problem = check_actions(m["instead"])
        if problem:
            raise PresetFileError(f"{at}.instead: {problem}")


def _check_flags(data: dict[str, Any], where: str) -> None:
    """A preset's origin, and the date before which it is optional, if it says one."""
    if data.get("origin", "static") not in ("static", "resolution", *ORIGIN_ZONES):
        raise PresetFileError(f"{where}.origin: must be static, resolution or a zone")
    until = data.get("optional_until")
    problem = optional_until_problem(until, data.get("optional")) if until else None
    if problem:
        raise PresetFileError(f"{where}.optional_until: {problem}")


def load_presets(folder: Path = PRESETS_DIR) -> tuple[Preset, ...]:
    """Every preset of every file in ``folder``, files in name order, each checked.

    A key used twice, in one file or in two, stops the load with both places named.
    """
    found: list[Preset] = []
    where: dict[str, str] = {}
    for path in sorted(folder.glob("*.json")):
        entries = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(entries, list):
            raise PresetFileError(f"{path.name}: must be a list of presets")
        for i, entry in enumerate(entries):
            place = f"{path.name}[{i}]"
            preset = preset_from_dict(entry, place)
            if preset.key in where:
                raise PresetFileError(
                    f"{place}.key: {preset.key!r} is already used by {where[preset.key]}"
                )
            where[preset.key] = place
            found.append(preset)
    return tuple(found)


_ALL: tuple[Preset, ...] = load_presets()

PRESETS: Mapping[str, Preset] = MappingProxyType({p.key: p for p in _ALL})
"""Every preset by key."""


def search_presets(text: str) -> tuple[Preset, ...]:
    """Presets whose card name, key or tags contain ``text`` (case-insensitive).

    >>> [p.key for p in search_presets("doubling")]
    ['doubling-season-tokens', 'doubling-season-counters']
    """
    needle = text.strip().lower()
    return tuple(
        p
        for p in _ALL
        if needle in p.name.lower() or needle in p.key or any(needle in t for t in p.tags)
    )
