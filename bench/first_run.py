"""Time a user's first and later ``make run``: its own steps, then until the app serves.

    .venv/bin/python bench/first_run.py [REPO]

Clones REPO (default: this checkout) into a temporary folder with nothing beside it
(none of the reference material a developer keeps beside a checkout), links this
checkout's installed .venv into it (the packages are installed; their download is
not what is measured), then runs ``make run`` twice,
each time until http://127.0.0.1:PORT/rules/2025-09-19/614.6/ answers with the
rule's text, and prints how long each of make run's steps took.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
PORT = int(os.environ.get("FIRST_RUN_PORT", "8765"))
PAGE = f"http://127.0.0.1:{PORT}/rules/2025-09-19/614.6/"


def _serves() -> bool:
    try:
        with urllib.request.urlopen(PAGE, timeout=2) as response:
            return response.status == 200 and b"614.6" in response.read()
    except OSError:
        return False


def make_run(clone: Path, log: Path) -> dict[str, float]:
    """Start ``make run`` in ``clone``; the seconds to each step's end, until it serves."""
    command = ["make", "run", f"PYTHON={sys.executable}"]
    # Serve on a port of our own instead of 8000 (gunicorn.conf.py reads INSTEAD_BIND).
    env = {**os.environ, "INSTEAD_BIND": f"127.0.0.1:{PORT}"}
    started = time.perf_counter()
    marks: dict[str, float] = {}
    with log.open("w") as out:
        process = subprocess.Popen(
            command,
            cwd=clone,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            env=env,
        )
        try:
            seen = 0
            while time.perf_counter() - started < 300:
                text = log.read_text()
                # make echoes each command as it starts it: the previous one has ended.
                # The server is the last: gunicorn (make run) or runserver (make dev).
                steps = re.findall(
                    r"^DJANGO_SECRET_KEY=.*(?: manage\.py (\w+)|/(gunicorn) )", text, re.MULTILINE
                )
                steps = ["serve" if server else step for step, server in steps]
                for step in steps[seen:]:
                    marks[f"{step} started"] = time.perf_counter() - started
                seen = len(steps)
                if "serve" in steps and _serves():
                    marks["serving"] = time.perf_counter() - started
                    break
                time.sleep(0.1)
        finally:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=30)
    return marks


def main() -> None:
    repo = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE
    with tempfile.TemporaryDirectory() as tmp:
        clone = Path(tmp) / "instead"
        subprocess.run(["git", "clone", "-q", str(repo), str(clone)], check=True)
        (clone / ".venv").symlink_to(HERE / ".venv")
        makefile = clone / "Makefile"
        # Serve on a free port of our own instead of 8000.
        makefile.write_text(makefile.read_text().replace("127.0.0.1:8000", f"127.0.0.1:{PORT}"))
        for attempt in ("first", "later"):
            marks = make_run(clone, Path(tmp) / f"{attempt}.log")
            own = marks.get("serve started", float("nan"))
            print(f"{attempt} make run: own steps {own:.1f} s, serving at {marks['serving']:.1f} s")
            for name, at in marks.items():
                print(f"  {at:6.1f} s  {name}")
            print((Path(tmp) / f"{attempt}.log").read_text().split("gunicorn judgeapp")[0][-600:])


if __name__ == "__main__":
    main()
