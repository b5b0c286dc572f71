"""Machine instructions a request costs, in process: a count the load of a shared machine
doesn't change, for cuts too small for a timer to see.

    .venv/bin/python bench/step_instructions.py [COMMIT ...] [--kind new|seen|bare] [--requests N]

Each COMMIT of this repository (the checkout as it is when none is given) is exported into a
temporary folder and loaded as ``bench/step_calls.py`` loads it (``judgeapp.wsgi``, the
settings of ``bench/stepper_load.py``), under valgrind's callgrind with its instrumentation
off. After 30 requests of each kind, the instrumentation is turned on
(``callgrind_control``) and ``--requests`` requests of ``--kind`` go through Django's WSGI
handler and its whole middleware, counted only while they run (``--toggle-collect`` on the
C function that calls them, ``functools.reduce``):

- ``new``: judge case 2's first option, its scenario with a note of its own each time (a
  scenario never seen: decoded, checked, built, compiled, resolved, rendered, kept);
- ``seen``: the same step of case 2 from the library, its panel kept;
- ``bare``: the bare view.

It prints the instructions a request (valgrind's ``Ir``), the same from run to run on the
same code (string hashing is seeded): what the code does, not what it costs on this
machine's caches, so side by side runs (``bench/step_side_by_side.py``) and the load
benchmark stay the figures for time. Needs ``valgrind`` (a few minutes a commit: the app
loads about ten times slower under it).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

# Run as a script: the repository's folder, for ``bench.commits``.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

_CHILD = r"""
import functools, os, sys, time
root, kind, count, marks = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
sys.path.insert(0, root)
sys.argv = ["step_instructions"]
from bench import step_calls as calls
app = calls._load_app()
runs = {
    "new": lambda query: calls._call(app, "/judge/step/", query),
    "seen": lambda query: calls._call(app, "/judge/step/", f"ex=case-02&option={calls.OPTION}"),
    "bare": lambda query: calls._call(app, "/bench/bare/", "", htmx=False),
}
for query in calls._never_seen(30, "warm"):
    for run in runs.values():
        run(query)
queries = calls._never_seen(count, "counted")
open(marks + ".ready", "w").close()
while not os.path.exists(marks + ".go"):
    time.sleep(0.1)
functools.reduce(lambda _, query: runs[kind](query), queries, None)
"""


def count(root: Path, kind: str, requests: int, folder: Path) -> int:
    """Instructions of ``requests`` requests of ``kind`` by the app in ``root``."""
    marks = folder / f"marks-{time.time_ns()}"
    out = folder / f"callgrind-{time.time_ns()}.out"
    static = folder / "static"
    static.mkdir(exist_ok=True)
    env = {
        **os.environ,
        "PYTHONHASHSEED": "0",
        "INSTEAD_BENCH_STATIC": str(static),
    }
    process = subprocess.Popen(
        [
            "valgrind",
            "--tool=callgrind",
            "--instr-atstart=no",
            "--collect-atstart=no",
            "--toggle-collect=functools_reduce",
            f"--callgrind-out-file={out}",
            sys.executable,
            "-c",
            _CHILD,
            str(root),
            kind,
            str(requests),
            str(marks),
        ],
        cwd=root,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    while not Path(f"{marks}.ready").exists():
        if process.poll() is not None:
            raise RuntimeError(f"the app at {root} did not start under valgrind")
        time.sleep(0.5)
    subprocess.run(
        ["callgrind_control", "-i", "on", str(process.pid)], check=True, capture_output=True
    )
    Path(f"{marks}.go").touch()
    if process.wait() != 0:
        raise RuntimeError(f"the app at {root} stopped with {process.returncode}")
    found = re.search(r"^summary: (\d+)$", out.read_text(), re.MULTILINE)
    if found is None:
        raise RuntimeError(f"no count in {out}")
    return int(found.group(1))


def main() -> None:
    from bench.commits import export

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("commits", nargs="*")
    parser.add_argument("--kind", choices=("new", "seen", "bare"), default="new")
    parser.add_argument("--requests", type=int, default=40)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="instead-instructions-") as folder:
        for number, commit in enumerate(args.commits or [None]):
            root = export(commit, Path(folder) / f"tree-{number}")
            total = count(root, args.kind, args.requests, Path(folder))
            name = commit or "checkout"
            print(f"{name}: {args.kind}: {total / args.requests:,.0f} instructions a request")


if __name__ == "__main__":
    main()
