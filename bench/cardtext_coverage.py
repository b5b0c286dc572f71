"""Card-text parser coverage: how much of real cards' Oracle text it reads, and whether
what it reads resolves as the card's rulings say.

    .venv/bin/python -m bench.cardtext_coverage          # the table for docs/benchmarks.md

The benchmark set (the list ``set`` in ``bench/cardtext_cases.json``) is every preset's
card and 100 cards drawn at random (``random.Random(2026).sample``) from the other shipped
cards, as they were on 2026-11-25: kept as a list, so new presets don't change it. Each text
is parsed with its controller Alice and counted as read whole (every wording of 614-616
understood), in part, or refused (no effect proposed). Each whole parse is then checked:
the case's events are resolved with the parsed effects among a fixed cast of objects, and
every outcome must be one the case expects (written by hand from the card's text and
rulings). A whole parse whose outcomes differ is wrong, which counts worse than a refusal.

What a judge sets in a case, as in a scenario: ``targets`` (placeholder id → object),
``set`` (parameters, e.g. the ``chosen_source``), ``choose`` (the answers in question of an
"as it enters, choose" effect; each must be one the parse offers), ``keep`` (the effects of
the abilities activated, by their order on the card), ``self``, ``players``, ``objects``,
``effects`` and ``timeline``.
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules.cardtext import all_cards, bind_targets, card, parse_card
from rules.engine import PRESETS, Scenario, explore

CASES = Path(__file__).resolve().parent / "cardtext_cases.json"
SEED = 2026
SAMPLE = 100

# The cast every case's events may name, beside the card itself ("SELF").
CAST: list[dict[str, Any]] = [
    {
        "id": "bears",
        "name": "Grizzly Bears",
        "owner": "Bob",
        "types": ["Creature"],
        "subtypes": ["Bear"],
        "colors": ["green"],
        "power": 2,
        "toughness": 2,
    },
    {
        "id": "elves",
        "name": "Llanowar Elves",
        "owner": "Alice",
        "types": ["Creature"],
        "subtypes": ["Elf", "Druid"],
        "colors": ["green"],
        "power": 1,
        "toughness": 1,
    },
    {
        "id": "goblin",
        "name": "Raging Goblin",
        "owner": "Bob",
        "types": ["Creature"],
        "subtypes": ["Goblin"],
        "colors": ["red"],
        "power": 1,
        "toughness": 1,
    },
    {
        "id": "bolt",
        "name": "Lightning Bolt",
        "owner": "Bob",
        "zone": "stack",
        "types": ["Instant"],
        "colors": ["red"],
    },
    {
        "id": "shock",
        "name": "Shock",
        "owner": "Alice",
        "zone": "stack",
        "types": ["Instant"],
        "colors": ["red"],
    },
    {
        "id": "bobcard",
        "name": "Counterspell",
        "owner": "Bob",
        "zone": "hand",
        "types": ["Instant"],
        "colors": ["blue"],
    },
    {
        "id": "alicecard",
        "name": "Giant Growth",
        "owner": "Alice",
        "zone": "hand",
        "types": ["Instant"],
        "colors": ["green"],
    },
    {
        "id": "ogre",
        "name": "Gray Ogre",
        "owner": "Bob",
        "zone": "graveyard",
        "types": ["Creature"],
        "subtypes": ["Ogre"],
        "colors": ["red"],
        "power": 2,
        "toughness": 2,
    },
    {
        "id": "soldier",
        "name": "Soldier",
        "owner": "Bob",
        "token": True,
        "types": ["Creature"],
        "subtypes": ["Soldier"],
        "colors": ["white"],
        "power": 1,
        "toughness": 1,
    },
]
PLAYERS = [
    {"name": "Alice", "library": ["Island", "Island", "Island"], "graveyard": ["Shock"]},
    {"name": "Bob", "library": ["Swamp", "Swamp", "Swamp"]},
]


def sample_names() -> list[str]:
    """The benchmark set: the list kept in the cases file (as drawn on 2026-11-25), so
    presets or cards added later don't change it."""
    kept = json.loads(CASES.read_text()).get("set")
    if kept:
        return list(kept)
    return draw_names()


def draw_names() -> list[str]:
    """Every preset's card and :data:`SAMPLE` others drawn with :data:`SEED`."""
    presets = {p.name.split(" (")[0] for p in PRESETS.values()}
    pool = [c for c in all_cards() if c.name not in presets]
    drawn = random.Random(SEED).sample(pool, SAMPLE)
    return sorted(presets) + [c.name for c in drawn]


@dataclass
class Result:
    name: str
    status: str
    """whole, part or refused"""
    checked: str = ""
    """For a whole parse: correct, wrong, or unchecked (no case written)."""
    detail: str = ""


def resolve_case(name: str, case: dict[str, Any]) -> tuple[set[str], Any]:
    entry = card(name)
    assert entry is not None, name
    parsed = parse_card(name=name, text=entry.text, controller="Alice")
    obj = dict(parsed.object)
    obj.update(case.get("self", {}))
    effects = []
    players = [p["name"] for p in case.get("players", PLAYERS)]
    bound = bind_targets(parsed.effects, case.get("targets", {}), players)
    if "keep" in case:
        # The effects of the abilities activated in the case, by their order on the card.
        bound = [bound[i] for i in case["keep"]]
    for e in bound:
        eff = json.loads(json.dumps(e))
        eff["params"].update(case.get("set", {}))
        if eff["template"] == "enter_choose" and "choose" in case:
            # The judge keeps the answers in question; each must be one the parse offers.
            offered = eff["params"].get("options", list(COLORS))
            if set(case["choose"]) <= set(offered):
                eff["params"]["options"] = case["choose"]
        effects.append(eff)
    events = case.get("events")
    if case.get("enter_self"):
        # The card enters the battlefield from Alice's hand (put onto it, not cast, 601.2a),
        # or from the stack when ``self`` says so, cast as it says (``cast_from``, ``kicked``).
        obj["zone"] = case.get("self", {}).get("zone", "hand")
        events = [{"kind": "enter", "object": "SELF"}]
    data = {
        "version": 1,
        "players": case.get("players", PLAYERS),
        "objects": [
            obj,
            *(t for t in parsed.targets if t["id"] not in case.get("targets", {})),
            *case.get("objects", []),
            *CAST,
        ],
        "effects": [*effects, *case.get("effects", [])],
        "events": events,
    }
    if "timeline" in case:
        data["timeline"] = case["timeline"]
    text = json.dumps(data).replace('"SELF"', json.dumps(obj["id"]))
    scenario = Scenario.from_dict(json.loads(text))
    texts = set(explore(scenario, case.get("procedure", "2025-09-19")).texts())
    return texts, parsed


def expected(name: str, case: dict[str, Any]) -> set[str]:
    out = set()
    for text in case["expect"]:
        if "{color}" in text:
            out |= {text.replace("{color}", c) for c in COLORS}
        else:
            out.add(text)
    return {t.replace("{name}", name) for t in out}


COLORS = ("white", "blue", "black", "red", "green")


def run() -> list[Result]:
    cases = json.loads(CASES.read_text())["cases"]
    results = []
    for name in sample_names():
        entry = card(name)
        assert entry is not None, name
        parsed = parse_card(name=name, text=entry.text, controller="Alice")
        status = "whole" if parsed.whole else ("part" if parsed.effects else "refused")
        result = Result(name, status)
        if status == "whole":
            mine = cases.get(name)
            if not mine:
                result.checked = "unchecked"
            else:
                result.checked = "correct"
                for case in mine:
                    texts, _ = resolve_case(name, case)
                    want = expected(name, case)
                    if texts != want:
                        result.checked = "wrong"
                        result.detail = f"{sorted(texts)} != {sorted(want)}"
                        break
        results.append(result)
    return results


def table(results: list[Result]) -> str:
    n = len(results)
    count = Counter(r.status for r in results)
    checks = Counter(r.checked for r in results if r.status == "whole")
    corpus = Counter()
    for c in all_cards():
        p = parse_card(name=c.name, text=c.text, controller="Alice", type_line=c.type_line)
        corpus["whole" if p.whole else ("part" if p.effects else "refused")] += 1
    m = sum(corpus.values())

    def pct(k: int, total: int) -> str:
        return f"{k} ({100 * k / total:.0f} %)"

    lines = [
        "| set | texts | whole | whole and correct | wrong | in part | refused |",
        "|---|---|---|---|---|---|---|",
        f"| benchmark set | {n} | {pct(count['whole'], n)} | {pct(checks['correct'], n)} | "
        f"{checks['wrong']} | {pct(count['part'], n)} | {pct(count['refused'], n)} |",
        f"| every shipped card | {m} | {pct(corpus['whole'], m)} | not checked | not checked "
        f"| {pct(corpus['part'], m)} | {pct(corpus['refused'], m)} |",
    ]
    if checks["unchecked"]:
        lines.append(f"\n{checks['unchecked']} whole parses of the set have no case yet.")
    return "\n".join(lines)


def main() -> None:
    results = run()
    print(table(results))
    for r in results:
        if r.checked in ("wrong", "unchecked") or "-v" in sys.argv:
            print(f"- {r.name}: {r.status} {r.checked} {r.detail}")


if __name__ == "__main__":
    main()
