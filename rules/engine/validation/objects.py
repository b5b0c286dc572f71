"""Checks on the scenario's objects: owners and controllers, and what their zone allows."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .common import Checker


def check_objects(c: Checker, objects: list[Mapping[str, Any]]) -> None:
    shown: dict[str, int] = {}
    for i, o in enumerate(objects):
        if "label" in o:
            if o["label"] in shown:
                c.add(
                    f"objects[{i}].label",
                    f"{o['label']!r} is already what objects[{shown[o['label']]}] is called; "
                    "a label tells an object apart, so it must be unique",
                )
            shown.setdefault(o["label"], i)
        c.player(f"objects[{i}].owner", o["owner"])
        if "controller" in o:
            c.player(f"objects[{i}].controller", o["controller"])
        zone = o.get("zone", "battlefield")
        if o.get("tapped") and zone != "battlefield":
            c.add(f"objects[{i}].tapped", f"only a permanent can be tapped, not a card in {zone}")
        if o.get("damage") and zone != "battlefield":
            c.add(
                f"objects[{i}].damage", f"damage is marked only on the battlefield, not in {zone}"
            )
        if o.get("token") and zone in ("hand", "library"):
            c.add(f"objects[{i}].token", f"a token can't be in a {zone}")
