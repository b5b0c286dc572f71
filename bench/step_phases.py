"""Where a never-seen step's time goes, phase by phase, in process.

    .venv/bin/python bench/step_phases.py [--requests N] [--rounds R] [--only NAME ...]

The app is loaded as ``bench/step_calls.py`` loads it (``judgeapp.wsgi`` with the
settings of ``bench/stepper_load.py``). Each phase of a step of a scenario the process
has never seen (judge case 2's scenario with a note of its own each time, its first
option chosen) is timed on its own, over ``--requests`` fresh scenarios a round, and
the least of ``--rounds`` rounds is printed in microseconds: every round makes new
scenarios, so no phase is timed on a value an earlier round kept.

- ``decode``: the address's ``s=`` to a dict (base64, zlib, JSON read and checked);
- ``schema``, ``semantic``: the scenario's two checks;
- ``build``: the checked dict to the engine's ``Scenario``;
- ``compile``: ``compile_scenario``;
- ``resolve``: ``resolve`` with the option chosen, the scenario compiled before;
- ``judging``: ``judgeapp.selectors.judging_get`` of the step's state (all the above);
- ``context``: the panel's context (``_stepper_context``);
- ``panel``: rendering the panel from its context;
- ``step-panel``: ``_step_panel`` (the judging, the panel, kept in the caches);
- ``leads``: where each option of the first question leads
  (``rules.resolution.option_leads`` with the stepper's limits), the scenario compiled
  before, asked of a never-seen scenario at its first question;
- ``new``, ``seen``, ``bare``: whole requests through the WSGI handler and the
  middleware (a never-seen step, the same step of the library's case 2, the bare view);
- ``new-open``: a whole request that opens a never-seen scenario at its first question
  (the step form's ``action=restart``, no option chosen): the panel says under each
  option where it leads.

Timings are the least of the rounds, so a shared machine's load shows less; compare
two versions by running both the same way, one after the other.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import step_calls as calls


def _best(run: Callable[[Any], object], prepare: Callable[[], Sequence[Any]], rounds: int) -> float:
    """The least time a call took, on average over one round's prepared values (us)."""
    best = float("inf")
    for _ in range(rounds):
        values = prepare()
        started = time.perf_counter()
        for value in values:
            run(value)
        best = min(best, (time.perf_counter() - started) / len(values) * 1e6)
    return best


def _phases(
    app: Callable[..., Any], count: int
) -> dict[str, tuple[Callable[[Any], object], Callable[[], Sequence[Any]]]]:
    from django.http import QueryDict

    from judgeapp import selectors, stepping
    from judgeapp.state import decode_scenario_text
    from judgeapp.templatetags.judge_panel import stepper_panel
    from judgeapp.views import judge
    from rules import resolution
    from rules.engine import get_procedure
    from rules.engine.compiling import compile_scenario
    from rules.engine.resolver import resolve
    from rules.engine.scenario import Scenario
    from rules.engine.schema import check_json
    from rules.engine.validation import semantic

    procedure = get_procedure(selectors.DEFAULT_PROCEDURE)
    chosen = (calls.OPTION.partition("=")[2] or calls.OPTION,)

    def queries() -> list[str]:
        return calls._never_seen(count, f"phase {time.time_ns()}")

    def encoded() -> list[str]:
        return [parse_qs(query)["s"][0] for query in queries()]

    def decoded() -> list[dict[str, Any]]:
        return [decode_scenario_text(text)[0] for text in encoded()]

    def built() -> list[Scenario]:
        return [Scenario._build(data) for data in decoded()]

    def compiled() -> list[Scenario]:
        # No more than the compiled forms kept (compiling.py's memo of 256).
        scenarios = built()[:200]
        for scenario in scenarios:
            compile_scenario(scenario)
        return scenarios

    def states() -> list[Any]:
        return [judge._next_state(QueryDict(query)) for query in queries()]

    def judgings() -> list[Any]:
        return [selectors.judging_get(state=state) for state in states()]

    def contexts() -> list[dict[str, object]]:
        return [judge._stepper_context(judging) for judging in judgings()]

    def opened() -> list[str]:
        return [query.replace(f"&option={calls.OPTION}", "&action=restart") for query in queries()]

    first = [option.id for option in resolve(compiled()[0], procedure).options]

    def leads(scenario: Scenario) -> object:
        return resolution.option_leads(scenario, procedure, (), first, stepping.WALK_LIMITS)

    seen = f"ex=case-02&option={calls.OPTION}"
    return {
        "decode": (decode_scenario_text, encoded),
        "schema": (check_json, decoded),
        "semantic": (semantic, decoded),
        "build": (Scenario._build, decoded),
        "compile": (compile_scenario, built),
        "resolve": (lambda scenario: resolve(scenario, procedure, chosen), compiled),
        "leads": (leads, compiled),
        "judging": (lambda state: selectors.judging_get(state=state), states),
        "context": (judge._stepper_context, judgings),
        "panel": (stepper_panel, contexts),
        "step-panel": (lambda state: judge._step_panel(state), states),
        "new": (lambda query: calls._call(app, "/judge/step/", query), queries),
        "new-open": (lambda query: calls._call(app, "/judge/step/", query), opened),
        "seen": (lambda _: calls._call(app, "/judge/step/", seen), lambda: [0] * count),
        "bare": (lambda _: calls._call(app, "/bench/bare/", "", htmx=False), lambda: [0] * count),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=1000, help="scenarios a round")
    parser.add_argument("--rounds", type=int, default=5, help="rounds; the least is kept")
    parser.add_argument("--only", nargs="*", default=(), help="phases to time")
    args = parser.parse_args()
    app = calls._load_app()
    for query in calls._never_seen(50, "warm"):
        calls._call(app, "/judge/step/", query)
    for name, (run, prepare) in _phases(app, args.requests).items():
        if args.only and name not in args.only:
            continue
        print(f"{name:>10}: {_best(run, prepare, args.rounds):8.1f} us")


if __name__ == "__main__":
    main()
