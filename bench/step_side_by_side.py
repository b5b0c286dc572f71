"""A step of the stepper in process, two commits side by side, taking turns, in one run.

    .venv/bin/python bench/step_side_by_side.py BEFORE [AFTER] [--rounds N] [--requests N]

BEFORE and AFTER are commits of this repository (AFTER: the checkout as it is, when
absent). Each is exported into a temporary folder and loaded in a process of its own
the way gunicorn loads it (``judgeapp.wsgi``: warmed, its objects set aside from the
collector), with the settings of ``bench/stepper_load.py`` (the app and a bare view).
Then, round after round, each process serves a batch of requests of each kind through
Django's WSGI handler and its whole middleware, the two taking turns to go first:

- ``bare``: the bare view;
- ``seen``: a step whose panel the process keeps (judge case 2, its first option, as
  htmx sends it);
- ``new``: the same step of a scenario never seen (case 2's scenario as a built one, a
  note of its own each time: decoded, checked, built, compiled, resolved, rendered).

It prints the load average before and after, and for each commit and kind the CPU time
of a request (least and median of the rounds' batches). CPU time, not wall time: the
machine is shared, and the figure to compare is what a request costs the server.

``--cold``: before each request (untimed) the process copies 64 MiB, so that the request
starts with the processor's caches holding other data, as a worker's requests do over the
wire, where four workers and the load generator take turns on two cores.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

# Run as a script: the repository's folder, for ``bench.commits``.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
KINDS = ("bare", "seen", "new")

_CHILD = r"""
import io, json, os, sys, time, warnings
root = sys.argv[1]
os.chdir(root)
sys.path.insert(0, root)
os.environ["DJANGO_SETTINGS_MODULE"] = "bench.stepper_site"
os.environ.setdefault("INSTEAD_BENCH_STATIC", root)
warnings.simplefilter("ignore")
from judgeapp.wsgi import application
from judgeapp.state import encode_scenario
from rules.engine import get_example

def call(path, query, htmx=True):
    environ = {"REQUEST_METHOD": "GET", "PATH_INFO": path, "QUERY_STRING": query,
        "SERVER_NAME": "127.0.0.1", "SERVER_PORT": "8000", "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1", "HTTP_HOST": "127.0.0.1:8000", "wsgi.url_scheme": "http",
        "wsgi.input": io.BytesIO(b""), "wsgi.errors": sys.stderr, "wsgi.version": (1, 0),
        "wsgi.multithread": False, "wsgi.multiprocess": True, "wsgi.run_once": False}
    if htmx:
        environ.update({"HTTP_HX_REQUEST": "true", "HTTP_HX_TARGET": "stepper"})
    statuses = []
    reply = application(environ, lambda status, headers, exc_info=None: statuses.append(status))
    b"".join(reply)
    reply.close()
    assert statuses[0].startswith("200"), (path, statuses)

scenario = get_example("case-02").scenario.to_dict()
made = [0]

def batch(kind, count):
    if kind == "new":
        queries = []
        for _ in range(count):
            made[0] += 1
            scenario["note"] = f"never seen {made[0]} {time.time_ns()}"
            queries.append(f"s={encode_scenario(scenario)}&option={OPTION}")
    def one(number):
        if kind == "bare":
            call("/bench/bare/", "", htmx=False)
        elif kind == "seen":
            call("/judge/step/", f"ex=case-02&option={OPTION}")
        else:
            call("/judge/step/", queries[number])

    if COLD is None:
        spent = time.process_time()
        for number in range(count):
            one(number)
        return (time.process_time() - spent) / count * 1e6
    spent = 0.0
    for number in range(count):
        bytes(COLD)  # the processor's caches filled with other data, not timed
        began = time.process_time()
        one(number)
        spent += time.process_time() - began
    return spent / count * 1e6

COLD = bytearray(64 * 2**20) if sys.argv[2] == "cold" else None

OPTION = "apply:rip"
for kind in ("bare", "seen", "new"):
    batch(kind, 100)
print("ready", flush=True)
for line in sys.stdin:
    kind, count = line.split()
    print(json.dumps(batch(kind, int(count))), flush=True)
"""


def _start(root: Path, cold: bool) -> subprocess.Popen[str]:
    process = subprocess.Popen(
        [sys.executable, "-c", _CHILD, str(root), "cold" if cold else "warm"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert process.stdout is not None
    if process.stdout.readline().strip() != "ready":
        raise RuntimeError(f"the app at {root} did not start")
    return process


def _ask(process: subprocess.Popen[str], kind: str, count: int) -> float:
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(f"{kind} {count}\n")
    process.stdin.flush()
    return float(json.loads(process.stdout.readline()))


def main() -> None:
    from bench.commits import export

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before")
    parser.add_argument("after", nargs="?")
    parser.add_argument("--rounds", type=int, default=15)
    parser.add_argument("--requests", type=int, default=200, help="requests per batch")
    parser.add_argument(
        "--cold", action="store_true", help="each request with the processor's caches cold"
    )
    args = parser.parse_args()
    names = (args.before, args.after or "checkout")
    print(f"load average before: {os.getloadavg()}")
    with tempfile.TemporaryDirectory(prefix="instead-steps-") as folder:
        roots = [export(args.before, Path(folder) / "before")]
        roots.append(export(args.after, Path(folder) / "after"))
        processes = [_start(root, args.cold) for root in roots]
        found: dict[tuple[int, str], list[float]] = {}
        for number in range(args.rounds):
            order = (0, 1) if number % 2 == 0 else (1, 0)
            for kind in KINDS:
                for side in order:
                    spent = _ask(processes[side], kind, args.requests)
                    found.setdefault((side, kind), []).append(spent)
        for process in processes:
            assert process.stdin is not None
            process.stdin.close()
            process.wait()
    for kind in KINDS:
        figures = "; ".join(
            f"{names[side]}: min {min(found[side, kind]):.0f} us, "
            f"median {statistics.median(found[side, kind]):.0f} us"
            for side in (0, 1)
        )
        print(f"{kind}: {figures}")
    print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
