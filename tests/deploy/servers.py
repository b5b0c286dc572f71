"""Real servers for the deployment tests: what `make run` runs (scripts/serve.sh:
nginx in front of two gunicorn pools), and one gunicorn pool alone."""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def clean_environment(**extra: str) -> dict[str, str]:
    """This process's environment without the app's settings, plus ``extra``."""
    keep = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("DJANGO_", "DATABASE_URL", "REDIS_URL", "INSTEAD_", "WEB_CONC"))
    }
    keep.update(DJANGO_SECRET_KEY="a-secret-key-for-the-deployment-tests-only", **extra)
    return keep


def manage(env: dict[str, str], *args: str) -> str:
    result = subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


@dataclass
class Server:
    url: str
    process: subprocess.Popen[bytes]
    log: Path

    def output(self) -> str:
        return self.log.read_text(errors="replace")

    def pools(self) -> dict[str, int]:
        """The process id of each gunicorn pool's master, by pool name (``light``,
        ``heavy``; ``one`` for gunicorn alone)."""
        if self.process.args[0] == str(BIN / "gunicorn"):
            return {"one": self.process.pid}
        masters = {}
        for pid in _children(self.process.pid):
            try:
                environ = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
            except OSError:
                continue
            for entry in environ:
                if entry.startswith(b"INSTEAD_POOL="):
                    masters[entry.split(b"=", 1)[1].decode()] = pid
        return masters

    def workers(self) -> dict[str, list[int]]:
        """Each pool's worker processes, by pool name."""
        return {name: _children(pid) for name, pid in self.pools().items()}


def _children(pid: int) -> list[int]:
    found = subprocess.run(
        ["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True, check=False
    )
    return [int(child) for child in found.stdout.split()]


def nginx_available() -> bool:
    """Whether scripts/serve.sh finds nginx (`scripts/serve.sh --install` installs it)."""
    return shutil.which("nginx") is not None or os.access("/usr/sbin/nginx", os.X_OK)


@contextlib.contextmanager
def gunicorn(env: dict[str, str], log: Path, *, workers: int = 2) -> Iterator[Server]:
    """gunicorn alone with the project's gunicorn.conf.py (one pool), stopped at the end."""
    with _started([str(BIN / "gunicorn"), "judgeapp.wsgi"], env, log, workers=workers) as server:
        yield server


@contextlib.contextmanager
def served(
    env: dict[str, str], log: Path, *, workers: int = 2, light_workers: int = 2
) -> Iterator[Server]:
    """What `make run` serves: scripts/serve.sh (nginx, a light and a heavy pool of
    gunicorn), stopped at the end. ``workers``: the heavy pool's."""
    env = {**env, "INSTEAD_LIGHT_WORKERS": str(light_workers), "BIN": str(BIN)}
    with _started([str(ROOT / "scripts" / "serve.sh")], env, log, workers=workers) as server:
        yield server


@contextlib.contextmanager
def _started(
    command: list[str], env: dict[str, str], log: Path, *, workers: int
) -> Iterator[Server]:
    port = free_port()
    env = {**env, "INSTEAD_BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": str(workers)}
    with log.open("wb") as out:
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
    server = Server(url=f"http://127.0.0.1:{port}", process=process, log=log)
    try:
        deadline = time.monotonic() + 60
        while True:
            if process.poll() is not None:
                raise AssertionError(f"the server stopped at start:\n{server.output()}")
            try:
                urllib.request.urlopen(f"{server.url}/favicon.ico", timeout=5).close()
                break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                if time.monotonic() > deadline:
                    raise AssertionError(f"the server never answered:\n{server.output()}") from None
                time.sleep(0.2)
        yield server
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
