"""Presets: real cards as parameters for the general effect templates."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any


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
    params: Mapping[str, Any] = field(hash=False)
    tags: tuple[str, ...] = ()
    origin: str = "static"
    """``"static"`` or ``"resolution"``: see :class:`~rules.engine.scenario.EffectSpec`."""
    self_replacement: bool = False
    optional: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
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


PRESETS: Mapping[str, Preset] = MappingProxyType({})
