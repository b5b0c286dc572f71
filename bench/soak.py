"""Soak: 20 clients for 60 s against the app as `make run` serves it, mixing its kinds of work.

Run from the project's root (on demand; not part of `make test`)::

    .venv/bin/python bench/soak.py                    # 20 clients, 60 s
    .venv/bin/python bench/soak.py --clients 8 --seconds 20
    .venv/bin/python bench/soak.py --one-pool         # gunicorn alone, as before

It makes a database in a temporary folder (SQLite, or a new database on the
PostgreSQL of DATABASE_URL; REDIS_URL is passed on), collects the static files,
starts scripts/serve.sh exactly as `make run` does (nginx in front of a light and
a heavy pool of gunicorn; `--one-pool`: one gunicorn pool alone), and runs the
clients, each with its own address (DJANGO_BEHIND_PROXY=1: the server takes the
last X-Forwarded-For entry, as behind a front proxy), each picking at random,
weighted:

- a step of the stepper (htmx partial, one of the examples, a random choice path),
- an exploration of a heavy scenario (case 10 with 20 to 200 tokens, /api/explore;
  most are stopped at the resolver's deadline),
- a save of a ruling (POST /api/rulings with a staff token),
- a search of the rulings (GET /api/rulings?q=...),
- the home page.

A separate prober asks for the home page every 100 ms. Each client and the
prober run in a process of their own. At the end it prints
the load average before and after, the answers by status, the home page's
latency (median and p99, per 10 s and overall, from the prober) and each
worker's memory (RSS, by pool) every 10 s, as Markdown tables for docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import copy
import json
import multiprocessing
import os
import random
import re
import statistics
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.deploy.servers import clean_environment, gunicorn, manage, served  # noqa: E402

SETUP = """
from django.contrib.auth.models import Group, User
from rules.ruling_fields import STAFF_GROUP
from rules.services.rulings import api_token_create
user = User.objects.create_user("soak", password="a-long-pass-phrase")
user.groups.add(Group.objects.get_or_create(name=STAFF_GROUP)[0])
print("TOKEN", api_token_create(user=user, name="soak")[1])
"""

#: The prober's address (its lines in the access log).
PROBER = "10.9.9.9"
EXAMPLES = ["case-02", "case-03", "case-08", "case-10", "case-18"]
WEIGHTS = {"step": 45, "explore": 10, "save": 10, "search": 15, "home": 20}


def _scenarios() -> tuple[dict, dict]:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "judgeapp.test_settings")
    import django

    django.setup()
    from rules.engine import get_example
    from tests.scenarios import CASE_2

    return get_example("case-10").scenario.to_dict(), CASE_2


def _call(url: str, method: str = "GET", body: object = None, **headers: str) -> tuple[int, float]:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, method=method, headers=headers)
    if data is not None:
        request.add_header("Content-Type", "application/json")
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            response.read()
            status = response.status
    except urllib.error.HTTPError as error:
        error.read()
        status = error.code
    except (urllib.error.URLError, TimeoutError, ConnectionError):
        status = 0  # no answer at all
    return status, time.perf_counter() - started


def _rss_mib(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


_ACCESS = re.compile(r'^(\S+) "(\S+) (\S+) [^"]*" (\d+) \S+ (\d+)ms \[[^\]]*\](?: (\w+))?$')


def _server_times(log: Path) -> None:
    """Each pool's own time per request, from its access log (the wait in nginx and in
    the pool's listen queue left out), and the prober's home page apart."""
    pools: dict[str, list[int]] = defaultdict(list)
    probes: list[int] = []
    for line in log.read_text(errors="replace").splitlines():
        found = _ACCESS.match(line)
        if not found:
            continue
        address, _, _, _, took, pool = found.groups()
        pools[pool or "one"].append(int(took))
        if address == PROBER:
            probes.append(int(took))
    print("\nAt the server (each pool's access log: its own time, without the wait before):\n")
    print("| requests of | count | median ms | p99 ms | max ms |")
    print("|---|---:|---:|---:|---:|")
    for name, values in [*sorted(pools.items()), ("the prober (home page)", probes)]:
        if values:
            ordered = sorted(values)
            print(
                f"| {name} | {len(values):,} | {statistics.median(values):.0f} "
                f"| {ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]} | {ordered[-1]} |"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument(
        "--workers", type=int, default=0, help="the heavy pool's workers (gunicorn.conf.py's)"
    )
    parser.add_argument(
        "--light-workers", type=int, default=0, help="the light pool's (gunicorn.conf.py's)"
    )
    parser.add_argument("--one-pool", action="store_true", help="gunicorn alone, one pool")
    args = parser.parse_args()

    case_10, case_2 = _scenarios()
    folder = Path(tempfile.mkdtemp(prefix="instead-soak-"))
    env = clean_environment(
        DJANGO_SETTINGS_MODULE="judgeapp.settings",
        DATABASE_URL=os.environ.get("DATABASE_URL") or f"sqlite:///{folder / 'db.sqlite3'}",
        DJANGO_STATIC_ROOT=str(folder / "static"),
        DJANGO_BEHIND_PROXY="1",
    )
    if os.environ.get("REDIS_URL"):
        env["REDIS_URL"] = os.environ["REDIS_URL"]
    manage(env, "migrate", "--noinput", "-v", "0")
    manage(env, "loaddefaults")
    manage(env, "collectstatic", "--noinput", "-v", "0")
    token = manage(env, "shell", "-c", SETUP).split("TOKEN ", 1)[1].strip()
    cores = os.cpu_count() or 1
    workers = args.workers or min(8, 2 * cores)
    light_workers = args.light_workers or cores + 1
    if args.one_pool:
        serving = f"gunicorn alone, {workers} workers"
        server_context = gunicorn(env, folder / "gunicorn.log", workers=workers)
    else:
        serving = f"nginx, light pool {light_workers} workers, heavy pool {workers} (nice 10)"
        server_context = served(
            env, folder / "serve.log", workers=workers, light_workers=light_workers
        )

    statuses: dict[str, Counter[int]] = defaultdict(Counter)
    timings: dict[str, list[float]] = defaultdict(list)
    probe: list[tuple[float, float, int]] = []
    memory: list[tuple[str, dict[tuple[str, int], float]]] = []

    with server_context as server:
        stop = time.monotonic() + args.seconds

        def client(index: int) -> list[tuple[str, int, float]]:
            done: list[tuple[str, int, float]] = []
            rng = random.Random(index)
            address = f"10.0.{index // 250}.{index % 250 + 1}"
            kinds = list(WEIGHTS)
            weights = list(WEIGHTS.values())
            while time.monotonic() < stop:
                kind = rng.choices(kinds, weights)[0]
                headers = {"X-Forwarded-For": address}
                if kind == "step":
                    example = rng.choice(EXAMPLES)
                    query = urllib.parse.urlencode({"ex": example, "p": "2025-09-19"})
                    status, took = _call(
                        f"{server.url}/judge/?{query}", HX_Request="true", **headers
                    )
                elif kind == "explore":
                    heavy = copy.deepcopy(case_10)
                    heavy["timeline"][0]["events"][0]["count"] = rng.choice([20, 50, 200])
                    body = {
                        "scenario": heavy,
                        "procedure": rng.choice(["2025-09-19", "2008-02-01"]),
                    }
                    status, took = _call(f"{server.url}/api/explore", "POST", body, **headers)
                elif kind == "save":
                    body = {
                        "title": f"Soak ruling {index}-{rng.randrange(10**6)}",
                        "scenario": case_2,
                        "procedure": "2025-09-19",
                        "choices": ["apply:rip"],
                    }
                    status, took = _call(
                        f"{server.url}/api/rulings",
                        "POST",
                        body,
                        Authorization=f"Token {token}",
                        **headers,
                    )
                elif kind == "search":
                    query = urllib.parse.urlencode({"q": rng.choice(["Soak", "Colossus", "rest"])})
                    status, took = _call(
                        f"{server.url}/api/rulings?{query}",
                        Authorization=f"Token {token}",
                        **headers,
                    )
                else:
                    status, took = _call(f"{server.url}/", **headers)
                done.append((kind, status, took))
            return done

        def prober() -> list[tuple[float, float, int]]:
            started = time.monotonic()
            probed = []
            while time.monotonic() < stop:
                status, took = _call(f"{server.url}/", **{"X-Forwarded-For": PROBER})
                probed.append((time.monotonic() - started, took, status))
                time.sleep(0.1)
            return probed

        def sample_memory(label: str) -> None:
            sizes = {
                (pool, pid): _rss_mib(pid)
                for pool, pids in server.workers().items()
                for pid in pids
            }
            memory.append((label, sizes))

        def sampler() -> None:
            started = time.monotonic()
            while time.monotonic() < stop - 1:
                time.sleep(min(10.0, max(0.0, stop - time.monotonic() - 1)))
                sample_memory(f"{time.monotonic() - started:.0f} s")

        # Each client and the prober in a process of its own: in threads of one
        # process they would wait for each other's interpreter lock, and the prober's
        # times would be the load generator's more than the server's.
        context = multiprocessing.get_context("fork")
        results = context.Queue()

        def run(target: Callable[..., object], *given: int) -> None:
            results.put((target.__name__, target(*given)))

        load_before = os.getloadavg()
        sample_memory("start")
        processes = [context.Process(target=run, args=(client, i)) for i in range(args.clients)]
        processes.append(context.Process(target=run, args=(prober,)))
        memory_thread = threading.Thread(target=sampler)
        for process in processes:
            process.start()
        memory_thread.start()
        for _ in processes:
            name, values = results.get()
            if name == "prober":
                probe.extend(values)
            else:
                for kind, status, took in values:
                    statuses[kind][status] += 1
                    timings[kind].append(took)
        for process in processes:
            process.join()
        memory_thread.join()
        sample_memory("end")
        load_after = os.getloadavg()

    def p99(values: list[float]) -> float:
        ordered = sorted(values)
        return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))] if ordered else 0.0

    total = sum(sum(c.values()) for c in statuses.values())
    errors = sum(n for c in statuses.values() for s, n in c.items() if s >= 500 or s == 0)
    print(
        f"\n{args.clients} clients, {args.seconds:g} s, {serving}, "
        f"{'Redis' if env.get('REDIS_URL') else 'local cache'}, "
        f"{'PostgreSQL' if env['DATABASE_URL'].startswith('postgres') else 'SQLite'}: "
        f"{total:,} requests ({total / args.seconds:.0f}/s), {errors} 5xx or no answer; "
        f"load average {' '.join(f'{x:.2f}' for x in load_before)} before, "
        f"{' '.join(f'{x:.2f}' for x in load_after)} after\n"
    )
    print("| work | requests | answers | median ms | p99 ms |")
    print("|---|---:|---|---:|---:|")
    for kind in WEIGHTS:
        answers = ", ".join(f"{s or 'none'}: {n}" for s, n in sorted(statuses[kind].items()))
        values = timings[kind]
        median = statistics.median(values) * 1000 if values else 0
        print(f"| {kind} | {len(values):,} | {answers} | {median:.0f} | {p99(values) * 1000:.0f} |")
    print("\nHome page, asked every 100 ms by a separate client:\n")
    print("| seconds | probes | median ms | p99 ms | max ms |")
    print("|---|---:|---:|---:|---:|")
    windows: dict[int, list[float]] = defaultdict(list)
    for at, took, _ in probe:
        windows[int(at // 10) * 10].append(took)
    for start in sorted(windows):
        values = windows[start]
        print(
            f"| {start}-{start + 10} | {len(values)} | {statistics.median(values) * 1000:.1f} "
            f"| {p99(values) * 1000:.1f} | {max(values) * 1000:.1f} |"
        )
    every = [took for _, took, _ in probe]
    if every:
        print(
            f"| all | {len(every)} | {statistics.median(every) * 1000:.1f} "
            f"| {p99(every) * 1000:.1f} | {max(every) * 1000:.1f} |"
        )
    _server_times(server.log)
    print("\nMemory per worker (RSS, MiB; a worker replaced meanwhile gets a new column):\n")
    pids = list(dict.fromkeys(pid for _, sizes in memory for pid in sizes))
    names = []
    for pool, _ in pids:
        names.append(f"{pool} {sum(1 for name in names if name.startswith(pool + ' ')) + 1}")
    print("| when | " + " | ".join(names) + " |")
    print("|---|" + "---:|" * len(pids))
    for label, sizes in memory:
        cells = [f"{sizes[pid]:.0f}" if pid in sizes else "" for pid in pids]
        print(f"| {label} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
