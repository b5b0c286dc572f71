"""Small builders for engine tests: a scenario in a few lines."""

from __future__ import annotations

from typing import Any

from rules.engine import Done, Pending, Scenario, explore, load_examples, resolve
from rules.engine.results import Step


def obj(
    id: str, name: str, owner: str = "Alice", types: tuple[str, ...] = ("Creature",), **kw: Any
) -> dict[str, Any]:
    return {"id": id, "name": name, "owner": owner, "types": list(types), **kw}


def fx(id: str, controller: str = "Alice", **kw: Any) -> dict[str, Any]:
    return {"id": id, "controller": controller, **kw}


def hyena_umbra(enchanted: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """Hyena Umbra on ``enchanted``, the card and its umbra armor (702.89a: "If enchanted
    permanent would be destroyed, instead remove all damage marked on it and destroy this
    Aura")."""
    card = obj("umbra", "Hyena Umbra", types=("Enchantment",), subtypes=["Aura"])
    armor = fx(
        "umbra",
        source="umbra",
        template="instead",
        params={
            "watch": {"event": "move", "object": {"id": enchanted}, "cause": "destroy"},
            "instead": [
                {"do": "remove_damage", "object": "affected"},
                {"do": "destroy", "object": "this"},
            ],
        },
    )
    return card, armor


def scenario(
    objects: list[dict[str, Any]],
    effects: list[dict[str, Any]],
    events: list[dict[str, Any]],
    *,
    players: list[dict[str, Any]] | None = None,
    timeline: list[dict[str, Any]] | None = None,
) -> Scenario:
    data: dict[str, Any] = {
        "version": 1,
        "players": players or [{"name": "Alice"}, {"name": "Bob"}],
        "objects": objects,
        "effects": effects,
        "events": events,
    }
    if timeline is not None:
        data["timeline"] = timeline
    return Scenario.from_dict(data)


def done(s: Scenario, procedure: str = "2025-09-19", choices: tuple[str, ...] = ()) -> Done:
    answer = resolve(s, procedure, choices)
    assert isinstance(answer, Done), f"expected Done, got a question: {answer}"
    return answer


def pending(s: Scenario, procedure: str = "2025-09-19", choices: tuple[str, ...] = ()) -> Pending:
    answer = resolve(s, procedure, choices)
    assert isinstance(answer, Pending), f"expected a question, got {answer}"
    return answer


def outcomes(s: Scenario, procedure: str = "2025-09-19") -> set[str]:
    return set(explore(s, procedure).texts())


def kinds(trace: tuple[Step, ...]) -> list[str]:
    return [step.kind for step in trace]


def option_ids(p: Pending) -> list[str]:
    return [o.id for o in p.options]


def cited_along_every_path(key: str) -> set[str]:
    """The rule numbers of every step, option, exclusion and question met on every
    choice path of every example, under one procedure."""
    cited: set[str] = set()
    for example in load_examples():
        exploration = explore(example.scenario, key)
        for group in exploration.outcomes:
            for path in group.paths:
                for n in range(len(path) + 1):
                    answer = resolve(example.scenario, key, path[:n])
                    for step in answer.trace:
                        cited.update(step.rules)
                    if isinstance(answer, Pending):
                        cited.update(answer.rules)
                        for option in answer.options:
                            cited.update(option.rules)
                        for excluded in answer.excluded:
                            cited.update(excluded.rules)
    return cited


# Scenarios written from a ruling (the held-out tests) ----------------------------------


def players(*names: str, **extra: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"name": n, **extra.get(n, {})} for n in names]


def card(id: str, name: str, owner: str = "Alice", *types: str, **kw: Any) -> dict[str, Any]:
    return {"id": id, "name": name, "owner": owner, "types": list(types or ("Creature",)), **kw}


AB = players("Alice", "Bob")
BEARS = card("bears", "Grizzly Bears", power=2, toughness=2, colors=["green"])
OGRE = card("ogre", "Gray Ogre", "Bob", power=2, toughness=2, colors=["red"])
BOLT = card("bolt", "Lightning Bolt", "Bob", "Instant", zone="stack", colors=["red"])


def dmg(source: str, recipient: str, amount: int, **kw: Any) -> dict[str, Any]:
    """A damage event: ``source`` would deal ``amount`` damage to ``recipient``."""
    return {"kind": "damage", "source": source, "recipient": recipient, "amount": amount, **kw}


def preset_fx(
    id: str, preset: str, controller: str = "Alice", source: str | None = None, **kw: Any
) -> dict[str, Any]:
    """A preset's effect, its source the object of the same id unless ``source`` says."""
    return {"id": id, "source": source or id, "controller": controller, "preset": preset, **kw}
