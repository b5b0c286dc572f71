"""Effects as the resolver sees them: a scenario's effect with its preset filled in."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from .interface import Params
from .presets import PRESETS
from .scenario import FrozenParams, Mode, Scenario
from .state import EffectKey, replace
from .templates import TEMPLATES, Template


@dataclass(frozen=True)
class Fx:
    """An effect with its preset filled in: template, parameters, flags."""

    id: str
    label: str
    controller: str
    source: str | None
    template: Template
    params: FrozenParams
    origin: str
    self_replacement: bool
    optional: bool
    modes: tuple[Mode, ...]
    pd: Params = field(default_factory=Params, compare=False, hash=False)
    """The parameters as a plain dict, for fast reading."""
    text: str = field(default="", compare=False)
    """What the effect does, for people: the preset's text, or the template's."""
    self_scoped: bool = field(default=False, compare=False)
    """An entering object's own ability (``object: {"this": true}``, 614.12)."""

    @cached_property
    def key(self) -> EffectKey:
        """Its opportunity on an event when it is its source's own (made once)."""
        return EffectKey(self.id)

    def __repr__(self) -> str:
        return f"Fx({self.id!r}, {self.template.kind!r})"


def make_fx(spec: Any, scenario: Scenario) -> Fx:
    preset = PRESETS.get(spec.preset) if spec.preset else None
    kind = spec.template or (preset.template if preset else None)
    params = dict(preset.params) if preset else {}
    if spec.params is not None:
        params.update(spec.params.to_dict())
    label = spec.label
    if label is None:
        if preset is not None:
            label = preset.name
        elif spec.source is not None:
            label = scenario.object(spec.source).name
        else:
            label = spec.id
    self_rep = spec.self_replacement
    if self_rep is None:
        self_rep = preset.self_replacement if preset else False
    origin = spec.origin or (preset.origin if preset and spec.preset else None)
    if origin is None:
        origin = "static" if spec.source is not None and not self_rep else "resolution"
    optional = spec.optional if spec.optional is not None else bool(preset and preset.optional)
    tpl = TEMPLATES[str(kind)]
    obj = tpl.entering_object(params)
    return Fx(
        id=spec.id,
        label=label,
        controller=spec.controller,
        source=spec.source,
        template=TEMPLATES[str(kind)],
        params=FrozenParams.of(params),
        origin=origin,
        self_replacement=bool(self_rep),
        optional=bool(optional),
        modes=spec.modes or (),
        pd=Params(params),
        text=preset.text if preset is not None else tpl.title,
        self_scoped=bool(tpl.self_enter and isinstance(obj, dict) and obj.get("this")),
    )


def distinct_labels(fxs: tuple[Fx, ...]) -> tuple[Fx, ...]:
    """Effects that share a name are told apart by their ids, so that a player
    offered "which first" between two of them (two shields of the same card, two
    doublers a copy effect gave one permanent) sees two different options."""
    # A "can't" effect is never an option (614.17: it stops the event, it is not applied
    # in an order), so it keeps its card's name: "Alice can't lose the game (Platinum Angel)".
    seen: dict[str, int] = {}
    for f in fxs:
        if f.template.kind != "cant":
            seen[f.label] = seen.get(f.label, 0) + 1
    return tuple(
        replace(f, label=f"{f.label} ({f.id})") if seen.get(f.label, 0) > 1 else f for f in fxs
    )


def counted_by(fx: Fx) -> str | None:
    """What an effect counts down: ``"shield"`` (the next N damage prevented),
    ``"redirect"`` (the next N damage redirected), ``"once"`` (a "next time" effect), or
    None."""
    if fx.template.kind == "prevent" and fx.pd.get("shield"):
        return "shield"
    if fx.template.kind == "redirect" and fx.pd.get("amount") is not None:
        return "redirect"
    if fx.pd.get("once"):
        return "once"
    return None
