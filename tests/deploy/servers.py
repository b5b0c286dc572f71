"""Real servers for the deployment tests: gunicorn run as `make run` runs it."""

from __future__ import annotations

import contextlib
import os
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


@contextlib.contextmanager
def gunicorn(env: dict[str, str], log: Path, *, workers: int = 2) -> Iterator[Server]:
    """gunicorn with the project's gunicorn.conf.py, stopped at the end."""
    port = free_port()
    env = {**env, "INSTEAD_BIND": f"127.0.0.1:{port}", "WEB_CONCURRENCY": str(workers)}
    with log.open("wb") as out:
        process = subprocess.Popen(
            [str(BIN / "gunicorn"), "judgeapp.wsgi"],
            cwd=ROOT,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    server = Server(url=f"http://127.0.0.1:{port}", process=process, log=log)
    try:
        deadline = time.monotonic() + 60
        while True:
            if process.poll() is not None:
                raise AssertionError(f"gunicorn stopped at start:\n{server.output()}")
            try:
                urllib.request.urlopen(f"{server.url}/favicon.ico", timeout=5).close()
                break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                if time.monotonic() > deadline:
                    raise AssertionError(f"gunicorn never answered:\n{server.output()}") from None
                time.sleep(0.2)
        yield server
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
