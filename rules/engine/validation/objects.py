"""Checks on the scenario's objects: owners and controllers, and what their zone allows."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..vocabulary import MELD_PAIRS
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
        if o["owner"] not in c.names:
            c.player(f"objects[{i}].owner", o["owner"])
        if "controller" in o and o["controller"] not in c.names:
            c.player(f"objects[{i}].controller", o["controller"])
        zone = o.get("zone", "battlefield")
        if o.get("tapped") and zone != "battlefield":
            c.add(f"objects[{i}].tapped", f"only a permanent can be tapped, not a card in {zone}")
        if o.get("damage") and zone != "battlefield":
            c.add(
                f"objects[{i}].damage", f"damage is marked only on the battlefield, not in {zone}"
            )
        if "combat" in o:
            check_combat(c, f"objects[{i}]", o, zone)
        if o.get("token") and zone in ("hand", "library"):
            c.add(f"objects[{i}].token", f"a token can't be in a {zone}")
        if "melded" in o:
            check_melded(c, f"objects[{i}]", o, zone)
        check_cast(c, f"objects[{i}]", o, zone)
    check_attached(c, objects)
    check_blocks(c, objects)
    check_damaged_by(c, objects)


def check_blocks(c: Checker, objects: list[Mapping[str, Any]]) -> None:
    """``blocks``: a blocking creature names the attacking creatures it blocks (509.1a,
    509.1g), each another object of the scenario that attacks and is blocked (509.1h: an
    attacking creature with a blocker declared for it is a blocked creature)."""
    places = {o["id"]: o.get("combat") for o in objects}
    for i, o in enumerate(objects):
        if "blocks" not in o:
            continue
        path = f"objects[{i}].blocks"
        if o.get("combat") != "blocking":
            c.add(path, 'only a blocking creature blocks: give it "combat": "blocking"')
        for j, attacker in enumerate(o["blocks"]):
            if attacker == o["id"]:
                c.add(f"{path}[{j}]", "a creature can't block itself")
            elif attacker not in places:
                c.add(f"{path}[{j}]", f"{attacker!r} is not an object of the scenario")
            elif places[attacker] not in ("attacking", "blocked"):
                now = places[attacker] or "not in combat"
                c.add(
                    f"{path}[{j}]",
                    f"{attacker!r} is {now}: only an attacking creature is blocked "
                    '(give it "combat": "blocked")',
                )


def check_cast(c: Checker, path: str, o: Mapping[str, Any], zone: str) -> None:
    """``cast_from`` and ``kicked`` say how a spell was cast (601.2a, 702.33): only a spell on
    the stack, or the permanent it became, was. A card in another zone is a new object
    (400.7), and one put onto the battlefield from a hand wasn't cast."""
    for key in ("cast_from", "kicked"):
        if key in o and zone not in ("stack", "battlefield"):
            c.add(
                f"{path}.{key}",
                f"only a spell was cast: {o['name']} is a card in {zone} (a card put onto the "
                "battlefield from there wasn't cast, 601.2a); to say how it was cast, put it "
                'on the stack ("zone": "stack") and have it enter from there',
            )


def check_damaged_by(c: Checker, objects: list[Mapping[str, Any]]) -> None:
    """``damaged_by``: objects of the scenario that dealt a permanent damage this turn; a
    card elsewhere is a new object with no such past (400.7)."""
    ids = {o["id"] for o in objects}
    for i, o in enumerate(objects):
        named = o.get("damaged_by")
        if not named:
            continue
        path = f"objects[{i}].damaged_by"
        zone = o.get("zone", "battlefield")
        if zone != "battlefield":
            c.add(
                path,
                f"only a permanent keeps what dealt it damage this turn, not a card in {zone} "
                "(400.7: it is a new object there)",
            )
        for source in named:
            if source not in ids:
                c.add(path, f"{source!r} is not an object of the scenario")


def check_combat(c: Checker, path: str, o: Mapping[str, Any], zone: str) -> None:
    """``combat``: only a creature on the battlefield attacks or blocks (508.1k, 509.1g), and it is
    in combat (``in_combat`` can't say otherwise). That it doesn't both attack and block, and
    that only an attacking creature is blocked or unblocked (509.1h), the one word says."""
    if zone != "battlefield":
        c.add(
            f"{path}.combat",
            f"only a creature on the battlefield is in combat, not a card in {zone}",
        )
    elif "Creature" not in (o.get("types") or ()):
        c.add(f"{path}.combat", 'only a creature attacks or blocks: add "Creature" to its types')
    if o.get("in_combat") is False:
        c.add(f"{path}.in_combat", f"it is {o['combat']}, so it is in combat")


def check_melded(c: Checker, path: str, o: Mapping[str, Any], zone: str) -> None:
    """``melded``: the two cards of one meld pair (701.42b, 712.5), combined as one permanent
    on the battlefield with the characteristics of the pair's combined back face (701.42a,
    712.8g); once it leaves, it is two cards (712.21), which the scenario lists as such."""
    cards = [str(n).replace("\u2019", "'") for n in o["melded"]]
    formed = MELD_PAIRS.get(frozenset(cards))
    if formed is None:
        c.add(
            f"{path}.melded",
            f"{cards[0]} and {cards[1]} are not a meld pair: only the two cards of one of "
            "the pairs of 712.5 can be melded (701.42b)",
        )
    elif o["name"].replace("\u2019", "'") != formed:
        c.add(
            f"{path}.name",
            f"{cards[0]} and {cards[1]} meld to form {formed} (712.5), and a melded permanent "
            f"has only that face's characteristics (712.8g): name it {formed!r}",
        )
    if zone != "battlefield":
        c.add(
            f"{path}.melded",
            "a melded permanent exists only on the battlefield (701.42a); a card in "
            f"{zone} is one card (712.21: its two cards are two objects there)",
        )
    if o.get("token"):
        c.add(f"{path}.token", "a token can't be melded (701.42b)")


def check_attached(c: Checker, objects: list[Mapping[str, Any]]) -> None:
    """``attached_to``: an Aura or Equipment is attached to another permanent, and only
    while both are on the battlefield (303.4, 301.5; 303.4d: not to itself)."""
    if not any("attached_to" in o for o in objects):
        return
    zones = {o["id"]: o.get("zone", "battlefield") for o in objects}
    for i, o in enumerate(objects):
        host = o.get("attached_to")
        if host is None:
            continue
        path = f"objects[{i}].attached_to"
        if host == o["id"]:
            c.add(path, "an object can't be attached to itself")
        elif host not in zones:
            c.add(path, f"{host!r} is not an object of the scenario")
        elif zones[host] != "battlefield":
            c.add(
                path, f"{host!r} is in {zones[host]}: only a permanent can be enchanted or equipped"
            )
        if o.get("zone", "battlefield") != "battlefield":
            c.add(path, "only an Aura or Equipment on the battlefield is attached to something")


def check_library_places(c: Checker, data: Mapping[str, Any]) -> None:
    """``position``: an object standing in its owner's library at a place (1 the top),
    counting that library's listed cards and the objects placed there; one object a place."""
    if not any("position" in o for o in data["objects"]):
        return
    sizes = {p["name"]: len(p.get("library") or ()) for p in data["players"]}
    placed = [
        (i, o) for i, o in enumerate(data["objects"]) if "position" in o and o["owner"] in sizes
    ]
    for _, o in placed:
        sizes[o["owner"]] += o.get("zone") == "library"
    taken: dict[tuple[str, int], int] = {}
    for i, o in placed:
        path, at, whose = f"objects[{i}].position", o["position"], o["owner"]
        if o.get("zone") != "library":
            c.add(path, 'only a card in a library has a place there: add "zone": "library"')
        elif at > sizes[whose]:
            c.add(
                path,
                f"{whose}'s library has {sizes[whose]} cards (those listed and the objects "
                f"placed in it): there is no position {at}",
            )
        elif (whose, at) in taken:
            c.add(
                path,
                f"position {at} of {whose}'s library is already objects[{taken[whose, at]}]'s: "
                "a place holds one card",
            )
        else:
            taken[whose, at] = i
