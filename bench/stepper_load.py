"""Measure the stepper over the wire: sizes, server time, throughput against a bare view.

Run from the project's root::

    .venv/bin/python bench/stepper_load.py            # all measurements
    .venv/bin/python bench/stepper_load.py --quick    # fewer requests

It collects the static files (with their gzip copies) into a temporary folder,
starts gunicorn on 127.0.0.1 (4 workers, 1 thread each), and measures:

- the size of one step's partial response (a choice as htmx sends it: a GET of the step form);
- the first load of the stepper page with everything it links to, gzip
  accepted like a browser does, and whether any of it names another host;
- the server time of a step, one client after another (median, p99);
- requests per second, p99 latency and the server's CPU time a request (gunicorn
  and its workers, read from /proc) of a bare Django view, a step already seen
  (its panel rendered before, and kept), and a step of a scenario never seen
  (every request a scenario of its own: decoded, checked, compiled, resolved and
  rendered), one after the other on the same server, at 20 concurrent clients.

Every phase is bounded both in requests and in seconds.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import http.client
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from http.cookies import SimpleCookie
from pathlib import Path
from urllib.parse import urlencode, urlsplit

ROOT = Path(__file__).resolve().parent.parent
PYTHON = sys.executable
EXAMPLE = "case-02"
TARGETS = ("bare", "step", "new")
STEPPER = f"/judge/?ex={EXAMPLE}"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Server:
    """gunicorn serving the app (and the bare view) on 127.0.0.1."""

    def __init__(self, workers: int = 4, threads: int = 1) -> None:
        self.workers = workers
        self.threads = threads
        self.static = Path(tempfile.mkdtemp(prefix="instead-static-"))
        self.port = free_port()
        self.env = {
            **os.environ,
            "DJANGO_SETTINGS_MODULE": "bench.stepper_site",
            "INSTEAD_BENCH_STATIC": str(self.static),
            "PYTHONPATH": str(ROOT),
            # Every client of the benchmark is 127.0.0.1: the work budget a client has
            # a minute (judgeapp.middleware) would answer 429 once the server has been
            # busy for half a minute. Kept on (its cache operations are part of a step)
            # with a bound no run reaches.
            "DJANGO_ENGINE_SECONDS_PER_MINUTE": "1000000",
        }
        self.process: subprocess.Popen[bytes] | None = None

    def __enter__(self) -> Server:
        subprocess.run(
            [PYTHON, "manage.py", "collectstatic", "--noinput", "-v", "0"],
            cwd=ROOT,
            env=self.env,
            check=True,
        )
        gunicorn = str(Path(PYTHON).with_name("gunicorn"))
        self.process = subprocess.Popen(
            [
                gunicorn,
                "--bind",
                f"127.0.0.1:{self.port}",
                "--workers",
                str(self.workers),
                "--worker-class",
                "gthread",
                "--threads",
                str(self.threads),
                "--log-level",
                "warning",
                "judgeapp.wsgi:application",
            ],
            cwd=ROOT,
            env=self.env,
            # gunicorn.conf.py's access log: a line a request, not wanted here.
            stdout=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    break
            except OSError:
                time.sleep(0.2)
        else:
            raise RuntimeError("gunicorn did not start within 30 s")
        return self

    def __exit__(self, *exc: object) -> None:
        if self.process is not None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
        shutil.rmtree(self.static, ignore_errors=True)


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes
    wire: int
    """Bytes on the wire: status line, headers and the (possibly compressed) body."""


class Client:
    """One keep-alive connection with cookies, like one browser tab."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.cookies: dict[str, str] = {}

    def request(
        self, method: str, path: str, body: bytes | None = None, headers: dict | None = None
    ) -> Reply:
        headers = dict(headers or {})
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        for attempt in range(2):
            try:
                self.connection.request(method, path, body=body, headers=headers)
                response = self.connection.getresponse()
                data = response.read()
                break
            except (http.client.HTTPException, ConnectionError):
                self.connection.close()
                self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
                if attempt:
                    raise
        reply_headers = {k.lower(): v for k, v in response.getheaders()}
        for key, value in response.getheaders():
            if key.lower() == "set-cookie":
                for name, morsel in SimpleCookie(value).items():
                    self.cookies[name] = morsel.value
        head = len(f"HTTP/1.1 {response.status} {response.reason}\r\n") + sum(
            len(k) + len(v) + 4 for k, v in response.getheaders()
        )
        return Reply(response.status, reply_headers, data, head + 2 + len(data))

    def close(self) -> None:
        self.connection.close()


def step_request(client: Client) -> tuple[str, dict[str, str]]:
    """The first option on the example's first step, as htmx sends it: a GET of the step
    form (the address and the headers)."""
    page = client.request("GET", STEPPER)
    html = page.body.decode()
    option = re.search(r'data-option="([^"]+)"', html)
    form = re.search(r"<form [^>]*data-step-form>", html)
    if page.status != 200 or option is None or form is None:
        raise RuntimeError(f"{STEPPER} answered {page.status} without an option to choose")
    if 'hx-get="/judge/step/"' not in form.group(0):
        raise RuntimeError(f"the step form is not the GET this benchmark sends: {form.group(0)}")
    query = urlencode({"ex": EXAMPLE, "option": option.group(1)})
    headers = {
        "HX-Request": "true",
        "HX-Target": "stepper",
        "HX-Current-URL": f"http://127.0.0.1{STEPPER}",
    }
    return f"/judge/step/?{query}", headers


def new_scenario_paths(client: Client, count: int, tag: str) -> list[str]:
    """``count`` addresses of the step form, each choosing the first option of the example's
    scenario made new by a note of its own (so no cache of the server has seen it)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from judgeapp.state import encode_scenario
    from rules.engine import get_example

    path, _ = step_request(client)
    option = path.rsplit("&option=", 1)[1]
    data = get_example(EXAMPLE).scenario.to_dict()
    paths = []
    for number in range(count):
        data["note"] = f"{tag} {number}"
        paths.append(f"/judge/step/?s={encode_scenario(data)}&option={option}")
    return paths


def measure_sizes(port: int) -> dict[str, object]:
    client = Client(port)
    path, headers = step_request(client)
    step = client.request("GET", path, headers=headers)
    assert step.status == 200, step.status
    browser = Client(port)
    accept = {"Accept-Encoding": "gzip, deflate, br", "Accept": "text/html"}
    first = browser.request("GET", STEPPER, headers=accept)
    html = first.body.decode()
    links = re.findall(r'(?:src|href)="([^"]+\.(?:css|js))"', html)
    foreign = [
        link for link in re.findall(r'(?:src|href)="([^"]+)"', html) if urlsplit(link).netloc
    ]
    total = first.wire
    files = []
    for link in dict.fromkeys(links):
        reply = browser.request("GET", link, headers={"Accept-Encoding": "gzip, deflate, br"})
        assert reply.status == 200, (link, reply.status)
        files.append((link, reply.wire, reply.headers.get("content-encoding", "identity")))
        total += reply.wire
    client.close()
    browser.close()
    return {
        "step_bytes": len(step.body),
        "step_wire": step.wire,
        "page_html_wire": first.wire,
        "page_total_wire": total,
        "page_files": files,
        "foreign": foreign,
    }


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))
    return ordered[index]


def serial_step_times(port: int, count: int, seconds: float) -> list[float]:
    client = Client(port)
    path, headers = step_request(client)
    times = []
    deadline = time.monotonic() + seconds
    while len(times) < count and time.monotonic() < deadline:
        start = time.perf_counter()
        reply = client.request("GET", path, headers=headers)
        times.append(time.perf_counter() - start)
        assert reply.status == 200, reply.status
    client.close()
    return times


def server_cpu(pid: int) -> float:
    """Seconds of CPU the server has spent: gunicorn's process (``pid``), its workers
    alive, and those it replaced (waited for, so counted in its children's time).
    NaN where ``/proc`` can't say."""
    tick = os.sysconf("SC_CLK_TCK")

    def own(process: int, children: bool = False) -> int:
        fields = Path(f"/proc/{process}/stat").read_text().rsplit(")", 1)[1].split()
        return sum(int(value) for value in fields[11 : 15 if children else 13])

    try:
        total = own(pid, children=True)
        for task in Path(f"/proc/{pid}/task").iterdir():
            for child in (task / "children").read_text().split():
                with contextlib.suppress(FileNotFoundError):  # replaced meanwhile
                    total += own(int(child))
    except (OSError, ValueError):
        return float("nan")
    return total / tick


Result = tuple[float, list[float], int, float]


def load(
    port: int, target: str, clients: int, count: int, seconds: float, server: int = 0
) -> Result:
    """``count`` requests (at most ``seconds``) from ``clients`` concurrent connections.

    One asyncio loop drives every connection (HTTP/1.1 keep-alive), so the load
    generator spends little of the machine's two cores. Answers (requests per
    second, latencies, errors, and the server's CPU time a request in microseconds:
    that of process ``server`` and its workers while the requests were served, the
    figure other work on the machine changes least; NaN without ``server``).
    """
    prepared: list[tuple[list[str], dict]] = []
    tag = f"{time.time_ns()}"
    for number in range(clients):
        client = Client(port)
        if target in ("step", "new"):
            path, headers = step_request(client)
            # The cookies a browser sends back (the CSRF one, which a GET doesn't need).
            headers = {**headers, "Cookie": f"csrftoken={client.cookies['csrftoken']}"}
            paths = [path]
            if target == "new":
                paths = new_scenario_paths(client, count // clients + 1, f"{tag}-{number}")
            prepared.append((paths, headers))
        else:
            prepared.append((["/bench/bare/"], {}))
        client.close()
    spent = server_cpu(server) if server else float("nan")
    rps, latencies, errors = asyncio.run(_load(port, prepared, count, seconds))
    spent = (server_cpu(server) - spent) if server else float("nan")
    return rps, latencies, errors, spent / max(1, len(latencies)) * 1e6


async def _load(
    port: int, prepared: list[tuple[list[str], dict]], count: int, seconds: float
) -> tuple[float, list[float], int]:
    latencies: list[float] = []
    errors = 0
    remaining = count
    deadline = time.monotonic() + seconds

    async def connection(paths: list[str], headers: dict) -> None:
        nonlocal errors, remaining
        head = [f"Host: 127.0.0.1:{port}", *(f"{key}: {value}" for key, value in headers.items())]
        requests = [
            ("\r\n".join([f"GET {path} HTTP/1.1", *head]) + "\r\n\r\n").encode() for path in paths
        ]
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        sent = 0
        try:
            while remaining > 0 and time.monotonic() < deadline:
                remaining -= 1
                request = requests[sent % len(requests)]
                sent += 1
                start = time.perf_counter()
                writer.write(request)
                head = await reader.readuntil(b"\r\n\r\n")
                status = int(head.split(b" ", 2)[1])
                length = re.search(rb"(?i)\r\ncontent-length:\s*(\d+)", head)
                await reader.readexactly(int(length.group(1)) if length else 0)
                latencies.append(time.perf_counter() - start)
                errors += status != 200
                if re.search(rb"(?i)\r\nconnection:\s*close", head):
                    writer.close()
                    reader, writer = await asyncio.open_connection("127.0.0.1", port)
        finally:
            writer.close()

    began = time.perf_counter()
    await asyncio.gather(*(connection(*args) for args in prepared))
    wall = time.perf_counter() - began
    return len(latencies) / wall, latencies, errors


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer requests")
    parser.add_argument("--workers", type=int, default=4, help="gunicorn worker processes")
    parser.add_argument("--threads", type=int, default=1, help="threads per worker")
    args = parser.parse_args()
    serial = 300 if args.quick else 2000
    loaded = 2000 if args.quick else 10000
    print(f"load average at the start: {os.getloadavg()}")
    with Server(workers=args.workers, threads=args.threads) as server:
        port = server.port
        sizes = measure_sizes(port)
        serial_step_times(port, 100, 20)  # warm up every worker
        times = serial_step_times(port, serial, 120)
        load(port, "bare", 20, 500, 20)  # warm up
        # Side by side: bare and step alternate, three rounds, each round a pair.
        pid = server.process.pid if server.process else 0
        rounds: list[dict[str, Result]] = []
        for _ in range(3):
            rounds.append({t: load(port, t, 20, loaded, 120, pid) for t in TARGETS})

    print(f"step partial: {sizes['step_bytes']} bytes ({sizes['step_wire']} on the wire)")
    print(
        f"first load of {STEPPER}: {sizes['page_total_wire'] / 1024:.1f} KiB on the wire "
        f"(page {sizes['page_html_wire']} bytes)"
    )
    for link, wire, encoding in sizes["page_files"]:
        print(f"  {link}: {wire / 1024:.1f} KiB ({encoding})")
    print(f"  links to another host: {sizes['foreign'] or 'none'}")
    ms = [t * 1000 for t in times]
    print(
        f"step, one client, {len(ms)} requests: median {statistics.median(ms):.2f} ms, "
        f"p99 {percentile(ms, 0.99):.2f} ms"
    )
    for number, results in enumerate(rounds, 1):
        for target, (rps, latencies, errors, cpu) in results.items():
            lat = [t * 1000 for t in latencies]
            print(
                f"round {number}, {target}, 20 clients, {len(lat)} requests: {rps:.0f} req/s, "
                f"median {statistics.median(lat):.2f} ms, p99 {percentile(lat, 0.99):.2f} ms, "
                f"errors {errors}, server CPU {cpu:.0f} us a request"
            )
        bare = results["bare"][0]
        print(
            f"round {number}, step / bare: {results['step'][0] / bare:.0%}, "
            f"new / bare: {results['new'][0] / bare:.0%}"
        )
    for target in ("step", "new"):
        ratios = sorted(r[target][0] / r["bare"][0] for r in rounds)
        p99s = sorted(percentile(r[target][1], 0.99) * 1000 for r in rounds)
        # The server's CPU a bare request ÷ a request of the target: the share of the
        # bare view's rate the target would reach with the server alone on the cores.
        cpus = sorted(r["bare"][3] / r[target][3] for r in rounds)
        print(
            f"median of the rounds: {target} / bare {ratios[1]:.0%}, {target} p99 {p99s[1]:.2f} ms"
            f", bare's server CPU ÷ {target}'s {cpus[1]:.0%}"
        )
    print(f"load average at the end: {os.getloadavg()}")


if __name__ == "__main__":
    main()
