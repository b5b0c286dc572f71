"""The explorer of two commits side by side, alternating, in one run.

    .venv/bin/python bench/explorer_side_by_side.py BEFORE [AFTER] [--rounds N] [--runs N]

BEFORE and AFTER are commits of this repository (AFTER: the checkout as it is, when
absent). Each is exported into a temporary folder; then, round after round, a fresh
process of each times ``explore()`` of the two cases of ``bench/test_engine_bench.py``
(8 order-dependent effects; 8 commuting effects, 40,320 orders), the two taking turns
to go first. It prints the load average and, for each commit and case, the least CPU
time, the least wall-clock time and the median of the rounds' medians.
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

_CHILD = """
import json, sys, time
sys.path.insert(0, {root!r})
from bench.test_engine_bench import eight_mixed, eight_multipliers
from rules.engine import explore
found = {{}}
for name, make in (("mixed", eight_mixed), ("commuting", eight_multipliers)):
    scenario = make()
    explore(scenario, "2025-09-19")
    walls, cpus = [], []
    for _ in range({runs}):
        wall, cpu = time.perf_counter(), time.process_time()
        explore(scenario, "2025-09-19")
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    found[name] = [min(cpus), min(walls), sorted(walls)[len(walls) // 2]]
print(json.dumps(found))
"""


def _once(root: Path, runs: int) -> dict[str, list[float]]:
    code = _CHILD.format(root=str(root), runs=runs)
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True
    )
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def _load() -> str:
    return " ".join(f"{n:.2f}" for n in os.getloadavg())


def main() -> None:
    from bench.commits import export

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before")
    parser.add_argument("after", nargs="?")
    parser.add_argument("--rounds", type=int, default=6)
    parser.add_argument("--runs", type=int, default=15, help="explorations per process")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        roots = {"before": export(args.before, Path(tmp) / "before", "rules", "bench")}
        roots["after"] = export(args.after, Path(tmp) / "after", "rules", "bench")
        print("load average before:", _load())
        rounds: dict[str, list[dict[str, list[float]]]] = {"before": [], "after": []}
        for n in range(args.rounds):
            for which in ("before", "after") if n % 2 == 0 else ("after", "before"):
                rounds[which].append(_once(roots[which], args.runs))
        print("load average after: ", _load())
    for which in ("before", "after"):
        for case in ("mixed", "commuting"):
            cpu = min(r[case][0] for r in rounds[which]) * 1000
            wall = min(r[case][1] for r in rounds[which]) * 1000
            median = statistics.median(r[case][2] for r in rounds[which]) * 1000
            print(
                f"{which:6} {case:9}  CPU min {cpu:6.1f} ms  wall min {wall:6.1f} ms  "
                f"median of the rounds' medians {median:6.1f} ms"
            )


if __name__ == "__main__":
    main()
