"""How many Python function calls a request makes, in process: a measure the load of a
shared machine doesn't change.

    .venv/bin/python bench/step_calls.py [--requests N] [--top N]

It loads the app as gunicorn does (``judgeapp.wsgi``, with the settings of
``bench/stepper_load.py``), then counts, with ``cProfile``, the function calls of
``--requests`` requests of each kind through Django's WSGI handler and its whole
middleware: the bare view, a step already seen (judge case 2's first option) and the same
step of a scenario never seen (case 2's scenario with a note of its own each time). The
count is the same from run to run on the same code, so two commits can be compared
without running them side by side; it says nothing of what each call costs, which
``bench/step_side_by_side.py`` measures. ``--top`` also lists the functions a never-seen
step calls most.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OPTION = "apply:rip"


def _load_app() -> Callable[..., Any]:
    """The app as gunicorn loads it, with the settings of ``bench/stepper_load.py``."""
    os.chdir(ROOT)
    sys.path.insert(0, str(ROOT))
    os.environ["DJANGO_SETTINGS_MODULE"] = "bench.stepper_site"
    os.environ.setdefault("INSTEAD_BENCH_STATIC", str(ROOT))
    # Every request comes from one address: the work budget on, out of reach.
    os.environ["DJANGO_ENGINE_SECONDS_PER_MINUTE"] = "1000000"
    warnings.simplefilter("ignore")
    from judgeapp.wsgi import application

    return application


def _call(application: Callable[..., Any], path: str, query: str, htmx: bool = True) -> None:
    """One GET through Django's WSGI handler; RuntimeError unless it answers 200."""
    environ = {
        "REQUEST_METHOD": "GET",
        "PATH_INFO": path,
        "QUERY_STRING": query,
        "SERVER_NAME": "127.0.0.1",
        "SERVER_PORT": "8000",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1",
        "HTTP_HOST": "127.0.0.1:8000",
        "wsgi.url_scheme": "http",
        "wsgi.input": io.BytesIO(b""),
        "wsgi.errors": sys.stderr,
        "wsgi.version": (1, 0),
        "wsgi.multithread": False,
        "wsgi.multiprocess": True,
        "wsgi.run_once": False,
    }
    if htmx:
        environ.update({"HTTP_HX_REQUEST": "true", "HTTP_HX_TARGET": "stepper"})
    statuses: list[str] = []
    reply = application(environ, lambda status, *_: statuses.append(status))
    b"".join(reply)
    reply.close()
    if not statuses[0].startswith("200"):
        raise RuntimeError(f"{path}?{query} answered {statuses[0]}")


def _never_seen(count: int, tag: str) -> list[str]:
    """``count`` queries of the step form, each of case 2's scenario with a note of its own."""
    from judgeapp.state import encode_scenario
    from rules.engine import get_example

    scenario = get_example("case-02").scenario.to_dict()
    queries = []
    for number in range(count):
        scenario["note"] = f"{tag} {number} {time.time_ns()}"
        queries.append(f"s={encode_scenario(scenario)}&option={OPTION}")
    return queries


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=200, help="requests of each kind")
    parser.add_argument("--top", type=int, default=0, help="list the most called functions")
    args = parser.parse_args()
    app = _load_app()
    kinds: dict[str, Callable[[str], None]] = {
        "bare": lambda q: _call(app, "/bench/bare/", "", htmx=False),
        "seen": lambda q: _call(app, "/judge/step/", f"ex=case-02&option={OPTION}"),
        "new": lambda q: _call(app, "/judge/step/", q),
    }
    for query in _never_seen(20, "warm"):  # every kind met once before counting
        for run in kinds.values():
            run(query)
    for kind, run in kinds.items():
        queries = _never_seen(args.requests, "counted")
        profile = cProfile.Profile()
        profile.enable()
        for query in queries:
            run(query)
        profile.disable()
        stats = pstats.Stats(profile)
        calls = stats.total_calls / args.requests  # type: ignore[attr-defined]
        print(f"{kind}: {calls:,.0f} function calls a request")
        if kind == "new" and args.top:
            stats.sort_stats("ncalls").print_stats(args.top)


if __name__ == "__main__":
    main()
