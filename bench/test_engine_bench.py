"""The resolver: one resolution of a 12-effect scenario, and the explorer against trying
every order of 8 mutually orderable effects (40,320 orders), in the same run.

"Trying every order" is measured two ways: replaying each of the 40,320 orders from the
start, and a depth-first walk of the choice tree without memo (it shares prefixes, so it
is the stricter comparison).

Run with ``make bench`` (or ``.venv/bin/python -m pytest bench/test_engine_bench.py
--benchmark-only --benchmark-enable``). Targets: the explorer under 100 ms and at least
100 times faster than trying every order. Figures go to docs/benchmarks.md.
"""

from __future__ import annotations

import itertools
import time

from rules.engine import Done, Scenario, explore, get_procedure, resolve
from rules.engine.compiling import compile_scenario
from rules.engine.explorer import explore_every_order
from rules.engine.machine import Machine
from rules.engine.outcomes import outcome_of

PROCEDURE = "2025-09-19"


def _damage_scenario(effects: list[dict]) -> Scenario:
    return Scenario.from_dict(
        {
            "version": 1,
            "players": [{"name": "Alice"}, {"name": "Bob"}],
            "objects": [
                {
                    "id": "goblin",
                    "name": "Raging Goblin",
                    "owner": "Alice",
                    "types": ["Creature"],
                    "colors": ["red"],
                }
            ],
            "effects": effects,
            "events": [{"kind": "damage", "source": "goblin", "recipient": "Bob", "amount": 1}],
        }
    )


def eight_multipliers() -> Scenario:
    """Eight damage multipliers that all apply to one event: 8! = 40,320 orders."""
    presets = ["furnace-of-rath", "dictate-of-the-twin-gods", "gratuitous-violence"] * 2
    presets += ["fiery-emancipation"] * 2
    return _damage_scenario(
        [{"id": f"m{i}", "controller": "Alice", "preset": key} for i, key in enumerate(presets)]
    )


def eight_mixed() -> Scenario:
    """Four doublers and four "+N" effects: the order changes the amount, so fewer
    orders share a state."""
    effects = [
        {"id": f"d{i}", "controller": "Alice", "preset": "furnace-of-rath"} for i in range(4)
    ]
    effects += [
        {"id": f"a{i}", "controller": "Alice", "template": "add", "params": {"amount": 2}}
        for i in range(4)
    ]
    return _damage_scenario(effects)


def twelve_effects() -> tuple[Scenario, tuple[str, ...]]:
    """Twelve effects over six simultaneous events, and a full choice path through them."""
    data = {
        "version": 1,
        "players": [
            {"name": "Alice", "library": ["Island"] * 6, "graveyard": ["Grizzly Bears"]},
            {"name": "Bob"},
        ],
        "objects": [
            {
                "id": "goblin",
                "name": "Raging Goblin",
                "owner": "Alice",
                "types": ["Creature"],
                "colors": ["red"],
            },
            {
                "id": "bears",
                "name": "Grizzly Bears",
                "owner": "Bob",
                "types": ["Creature"],
                "colors": ["green"],
            },
            {
                "id": "elf",
                "name": "Llanowar Elves",
                "owner": "Alice",
                "types": ["Creature"],
                "colors": ["green"],
            },
        ],
        "effects": [
            {"id": "furnace", "controller": "Alice", "preset": "furnace-of-rath"},
            {"id": "torbran", "controller": "Alice", "preset": "torbran-thane-of-red-fell"},
            {
                "id": "salve",
                "controller": "Bob",
                "preset": "healing-salve",
                "params": {"recipient": {"player": "Bob"}},
            },
            {
                "id": "reduce",
                "controller": "Bob",
                "template": "prevent",
                "params": {"amount": 1, "recipient": {"object": {"id": "bears"}}},
            },
            {"id": "boon", "controller": "Alice", "preset": "boon-reflection"},
            {
                "id": "gain-draw",
                "controller": "Alice",
                "template": "instead",
                "params": {
                    "watch": {"event": "gain_life", "player": "you"},
                    "instead": [{"do": "draw", "count": "that_many"}],
                },
            },
            {"id": "reflection", "controller": "Alice", "preset": "thought-reflection"},
            {"id": "words", "controller": "Alice", "preset": "words-of-worship"},
            {"id": "season", "controller": "Alice", "preset": "doubling-season-tokens"},
            {"id": "season-c", "controller": "Alice", "preset": "doubling-season-counters"},
            {"id": "scales", "controller": "Alice", "preset": "hardened-scales"},
            {"id": "dictate", "controller": "Bob", "preset": "dictate-of-the-twin-gods"},
        ],
        "events": [
            {"kind": "damage", "source": "goblin", "recipient": "Bob", "amount": 3},
            {"kind": "damage", "source": "goblin", "recipient": "bears", "amount": 2},
            {"kind": "gain_life", "player": "Alice", "amount": 1},
            {"kind": "create_tokens", "player": "Alice", "count": 1, "token": {"name": "Soldier"}},
            {"kind": "put_counters", "object": "elf", "counter": "+1/+1", "count": 1},
            {"kind": "draw", "player": "Alice"},
        ],
    }
    scenario = Scenario.from_dict(data)
    path = explore(scenario, PROCEDURE).outcomes[0].paths[0]
    return scenario, path


def test_resolve_twelve_effects(benchmark):
    scenario, path = twelve_effects()
    answer = benchmark(resolve, scenario, PROCEDURE, path)
    assert isinstance(answer, Done)
    benchmark.extra_info["choices"] = len(path)
    benchmark.extra_info["trace_steps"] = len(answer.trace)


def replay_every_order(scenario: Scenario) -> set[str]:
    """Trying every order: each of the 8! orders of the effects, replayed from the start
    (with the resolver's machine, without building a trace)."""
    cc = compile_scenario(scenario)
    machine = Machine(cc, get_procedure(PROCEDURE), record=False)
    ids = [f"apply:{e.id}" for e in scenario.effects]
    found = set()
    for order in itertools.permutations(ids):
        work, _, question = machine.advance(cc.start)
        for choice in order:
            if question is None:
                break
            work, _ = machine.choose(work, question, choice)
            work, _, question = machine.advance(work)
        assert question is None
        found.add(outcome_of(work, cc).text)
    return found


def _versus_every_order(benchmark, scenario: Scenario, *, replay: bool) -> None:
    exploration = benchmark.pedantic(explore, args=(scenario, PROCEDURE), rounds=15, iterations=1)
    started, cpu_started = time.perf_counter(), time.process_time()
    baseline = explore_every_order(scenario, PROCEDURE)
    every_order = time.perf_counter() - started
    every_order_cpu = time.process_time() - cpu_started
    assert baseline.texts() == exploration.texts()
    assert sum(g.path_count for g in exploration.outcomes) == 40_320
    explorer = benchmark.stats.stats.median
    cpu = []
    for _ in range(5):
        tick = time.process_time()
        explore(scenario, PROCEDURE)
        cpu.append(time.process_time() - tick)
    benchmark.extra_info["explorer_cpu_ms_min"] = round(min(cpu) * 1000, 1)
    benchmark.extra_info["every_order_cpu_seconds"] = round(every_order_cpu, 3)
    benchmark.extra_info["speedup_cpu"] = round(every_order_cpu / min(cpu), 1)
    benchmark.extra_info["outcomes"] = len(exploration.outcomes)
    benchmark.extra_info["states_visited"] = exploration.states
    benchmark.extra_info["every_order_seconds"] = round(every_order, 3)
    benchmark.extra_info["speedup_wall_median"] = round(every_order / explorer, 1)
    if replay:
        started = time.perf_counter()
        assert replay_every_order(scenario) == exploration.texts()
        replayed = time.perf_counter() - started
        benchmark.extra_info["replay_every_order_seconds"] = round(replayed, 3)
        benchmark.extra_info["speedup_vs_replay_wall_median"] = round(replayed / explorer, 1)


def test_explore_eight_orderable_effects_versus_every_order(benchmark):
    _versus_every_order(benchmark, eight_multipliers(), replay=True)


def test_explore_eight_mixed_effects_versus_every_order(benchmark):
    _versus_every_order(benchmark, eight_mixed(), replay=False)
