"""Property tests: the resolver terminates, replays exactly, and bad input is only ever an error."""

from __future__ import annotations

import contextlib
import copy
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.engine import (
    Done,
    ExplorationLimitError,
    Pending,
    Scenario,
    ScenarioError,
    explore,
    get_example,
    load_examples,
    resolve,
)

PROCEDURES = st.sampled_from(["2008-02-01", "2025-09-19", "2011-09-30"])

OBJECTS = [
    {
        "id": "src",
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
        "id": "wall",
        "name": "Wall of Stone",
        "owner": "Alice",
        "types": ["Creature"],
        "colors": ["red"],
    },
    {
        "id": "elf",
        "name": "Llanowar Elves",
        "owner": "Alice",
        "zone": "stack",
        "types": ["Creature"],
        "colors": ["green"],
    },
    {
        "id": "essence",
        "name": "Essence of the Wild",
        "owner": "Alice",
        "types": ["Creature"],
        "colors": ["green"],
    },
]

EFFECTS: list[dict[str, Any]] = [
    {"id": "furnace", "controller": "Alice", "preset": "furnace-of-rath"},
    {"id": "dictate", "controller": "Bob", "preset": "dictate-of-the-twin-gods"},
    {"id": "torbran", "controller": "Alice", "preset": "torbran-thane-of-red-fell"},
    {
        "id": "salve",
        "controller": "Bob",
        "preset": "healing-salve",
        "params": {"recipient": {"player": "Bob"}},
    },
    {
        "id": "salve-bears",
        "controller": "Bob",
        "preset": "healing-salve",
        "params": {"amount": 1, "recipient": {"object": {"id": "bears"}}},
    },
    {
        "id": "reduce",
        "controller": "Bob",
        "template": "prevent",
        "params": {"amount": 1, "recipient": {"player": "Bob"}},
    },
    {
        "id": "redirect",
        "controller": "Bob",
        "template": "redirect",
        "origin": "resolution",
        "params": {"recipient": {"player": "Bob"}, "to": "bears", "once": True},
    },
    {"id": "leyline", "controller": "Alice", "preset": "leyline-of-punishment"},
    {"id": "rip", "controller": "Bob", "preset": "rest-in-peace"},
    {
        "id": "regen",
        "controller": "Bob",
        "template": "regenerate",
        "origin": "resolution",
        "params": {"object": "bears"},
    },
    {"id": "kalitas", "controller": "Alice", "preset": "kalitas-traitor-of-ghet"},
    {
        "id": "gain-draw",
        "controller": "Alice",
        "template": "instead",
        "params": {
            "watch": {"event": "gain_life", "player": "you"},
            "instead": [{"do": "draw", "count": "that_many"}],
        },
    },
    {
        "id": "draw-return",
        "controller": "Alice",
        "template": "instead",
        "params": {
            "watch": {"event": "draw", "player": "you"},
            "instead": [{"do": "return_from_graveyard", "count": 1}],
        },
    },
    {"id": "reflection", "controller": "Alice", "preset": "thought-reflection"},
    {"id": "boon", "controller": "Alice", "preset": "boon-reflection"},
    {"id": "vortex", "controller": "Bob", "preset": "sulfuric-vortex"},
    {"id": "season", "controller": "Alice", "preset": "doubling-season-tokens"},
    {"id": "season-c", "controller": "Bob", "preset": "doubling-season-counters"},
    {"id": "scales", "controller": "Bob", "preset": "hardened-scales"},
    {"id": "skip", "controller": "Alice", "preset": "fatigue"},
    {
        "id": "orb",
        "controller": "Bob",
        "template": "enter_tapped",
        "origin": "resolution",
        "params": {"object": {}},
    },
    {"id": "copy", "controller": "Alice", "source": "essence", "preset": "essence-of-the-wild"},
    {
        "id": "modal",
        "controller": "Alice",
        "template": "instead",
        "params": {"watch": {"event": "draw", "player": "you"}},
        "modes": [
            {
                "id": "ret",
                "label": "return a card",
                "instead": [{"do": "return_from_graveyard", "count": 1}],
            },
            {"id": "life", "label": "gain 2 life", "instead": [{"do": "gain_life", "amount": 2}]},
        ],
    },
]

EVENTS = st.one_of(
    st.builds(
        lambda n, to: {"kind": "damage", "source": "src", "recipient": to, "amount": n},
        st.integers(0, 5),
        st.sampled_from(["Bob", "Alice", "bears", "wall"]),
    ),
    st.just({"kind": "destroy", "object": "bears"}),
    st.builds(lambda n: {"kind": "gain_life", "player": "Alice", "amount": n}, st.integers(0, 4)),
    st.builds(lambda n: {"kind": "draw", "player": "Alice", "count": n}, st.integers(1, 3)),
    st.builds(
        lambda n: {
            "kind": "create_tokens",
            "player": "Alice",
            "count": n,
            "token": {"name": "Soldier"},
        },
        st.integers(1, 2),
    ),
    st.builds(
        lambda n: {"kind": "put_counters", "object": "bears", "counter": "+1/+1", "count": n},
        st.integers(1, 2),
    ),
    st.just({"kind": "begin_step", "player": "Alice", "step": "draw"}),
    st.just({"kind": "enter", "object": "elf"}),
)


@st.composite
def scenarios(draw: st.DrawFn) -> Scenario:
    effects = draw(st.lists(st.sampled_from(EFFECTS), max_size=5, unique_by=lambda e: e["id"]))
    events = draw(st.lists(EVENTS, min_size=1, max_size=3, unique_by=lambda e: repr(e)))
    moments = draw(st.lists(st.lists(EVENTS, min_size=1, max_size=2, unique_by=repr), max_size=1))
    data: dict[str, Any] = {
        "version": 1,
        "players": [
            {
                "name": "Alice",
                "library": ["A", "B"],
                "graveyard": draw(st.sampled_from([[], ["G"]])),
            },
            {"name": "Bob"},
        ],
        "objects": copy.deepcopy(OBJECTS),
        "effects": copy.deepcopy(effects),
        "events": copy.deepcopy(events),
    }
    if moments:
        data["timeline"] = [{"events": copy.deepcopy(m)} for m in moments]
    return Scenario.from_dict(data)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scenarios(), PROCEDURES)
def test_resolution_terminates_and_every_explored_path_replays(scenario, procedure):
    try:
        exploration = explore(scenario, procedure, max_states=4000)
    except ExplorationLimitError:
        return
    assert exploration.outcomes
    for group in exploration.outcomes:
        for path in group.paths[:3]:
            answer = resolve(scenario, procedure, path)
            assert isinstance(answer, Done)
            assert answer.outcome == group.outcome


@settings(max_examples=60, deadline=None)
@given(scenarios(), PROCEDURES, st.randoms(use_true_random=False))
def test_any_sequence_of_offered_options_reaches_done(scenario, procedure, rnd):
    choices: list[str] = []
    for _ in range(200):
        answer = resolve(scenario, procedure, choices)
        if isinstance(answer, Done):
            return
        assert isinstance(answer, Pending) and answer.options
        choices.append(rnd.choice(answer.options).id)
    raise AssertionError("no result after 200 choices")


PLAUSIBLE = st.sampled_from(
    [
        "Alice",
        "Bob",
        "this",
        "you",
        "opponent",
        "graveyard",
        "exile",
        "that_many",
        "draw",
        "damage",
        "move",
        "bears",
        "colossus",
        "voice",
        "+1/+1",
        "red",
        "Creature",
        10**7,
        -1,
        0,
    ]
)
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 30) | st.text(max_size=6) | PLAUSIBLE,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([e.id for e in load_examples()]), st.data())
def test_a_broken_scenario_is_an_error_never_a_crash(example_id, data):
    scenario = copy.deepcopy(get_example(example_id).scenario.to_dict())
    paths = [p for p in _paths(scenario) if p]
    deep = [p for p in paths if len(p) > 3]
    if deep and data.draw(st.booleans()):
        paths = deep
    path = data.draw(st.sampled_from(paths))
    junk = data.draw(JSON)
    target = scenario
    for key in path[:-1]:
        target = target[key]
    if data.draw(st.booleans()) and isinstance(target, dict):
        target.pop(path[-1])
    else:
        target[path[-1]] = junk
    try:
        parsed = Scenario.from_dict(scenario)
    except ScenarioError as err:
        assert err.errors and all(e.message for e in err.errors)
        return
    for procedure in ("2008-02-01", "2025-09-19"):
        with contextlib.suppress(ExplorationLimitError, ScenarioError):
            explore(parsed, procedure, max_states=3000)
