"""`make run` serves the app with gunicorn, static files by WhiteNoise.

Before: `make run` used Django's development server, which has no timeout, a
single process and no access log. These start gunicorn exactly as `make run`
does (its gunicorn.conf.py, debug off) on a database made for the test.
"""

from __future__ import annotations

import gzip
import runpy
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.deploy.servers import ROOT, Server, clean_environment, gunicorn, manage


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    folder = tmp_path_factory.mktemp("gunicorn")
    env = clean_environment(
        DATABASE_URL=f"sqlite:///{folder / 'db.sqlite3'}",
        DJANGO_STATIC_ROOT=str(folder / "static"),
        DJANGO_SETTINGS_MODULE="tests.deploy.settings_failing",
    )
    manage(env, "migrate", "--noinput", "-v", "0")
    manage(env, "collectstatic", "--noinput", "-v", "0")
    with gunicorn(env, folder / "gunicorn.log") as running:
        yield running


def _get(url: str, **headers: str):
    request = urllib.request.Request(url, headers=headers)
    try:
        return urllib.request.urlopen(request, timeout=30)
    except urllib.error.HTTPError as error:
        return error


def test_the_home_page_is_served_by_gunicorn(server):
    response = _get(f"{server.url}/")
    assert response.status == 200
    assert response.headers["Server"].startswith("gunicorn")
    assert "Instead" in response.read().decode()


def test_static_files_are_served_compressed_by_whitenoise(server):
    response = _get(
        f"{server.url}/static/bootstrap/css/bootstrap.min.css", **{"Accept-Encoding": "gzip"}
    )
    assert response.status == 200
    assert response.headers["Content-Encoding"] == "gzip"
    assert b".btn" in gzip.decompress(response.read())
    assert "max-age" in response.headers["Cache-Control"]


def test_a_server_error_is_logged_with_its_traceback_and_request_id(server):
    response = _get(f"{server.url}/boom/", **{"X-Request-ID": "gunicorn-trace-42"})
    assert response.status == 500
    assert response.headers["X-Request-ID"] == "gunicorn-trace-42"
    assert "gunicorn-trace-42" in response.read().decode()
    # The worker writes the error and then the access log's line after the answer is
    # sent; on a busy machine that can take a while: wait for both (at most a minute).
    expected = ("ForcedFailure: forced failure", '"GET /boom/ HTTP/1.1" 500')
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not all(part in server.output() for part in expected):
        time.sleep(0.1)
    log = server.output()
    assert "[gunicorn-trace-42] django.request: Internal Server Error: /boom/" in log
    assert "Traceback (most recent call last):" in log
    assert "ForcedFailure: forced failure for the logging test" in log
    # The access log's line for it carries the same id.
    assert '"GET /boom/ HTTP/1.1" 500' in log
    assert any('"GET /boom/' in line and "[gunicorn-trace-42]" in line for line in log.splitlines())


def test_the_server_times_out_well_after_the_resolvers_deadline():
    config = runpy.run_path(str(ROOT / "gunicorn.conf.py"))
    from django.conf import settings

    assert config["timeout"] >= 4 * settings.ENGINE_DEADLINE_SECONDS
    assert config["workers"] >= 2
    assert config["max_requests"] > 0


def test_make_run_serves_with_gunicorn_and_make_dev_with_runserver():
    makefile = (ROOT / "Makefile").read_text()
    run = makefile.split("\nrun:", 1)[1].split("\n\n", 1)[0]
    dev = makefile.split("\ndev:", 1)[1].split("\n\n", 1)[0]
    assert "gunicorn judgeapp.wsgi" in run
    assert "runserver" in dev and "DJANGO_DEBUG=1" in dev
    assert Path(ROOT / "gunicorn.conf.py").exists()


def _worker_rss_kib(server: Server) -> dict[int, int]:
    """Each worker's resident memory (KiB), by process id."""
    import subprocess

    found = subprocess.run(
        ["ps", "-o", "pid=,rss=", "--ppid", str(server.process.pid)],
        capture_output=True,
        text=True,
        check=True,
    )
    return {int(pid): int(rss) for pid, rss in (line.split() for line in found.stdout.splitlines())}


def test_explorations_leave_the_workers_memory_as_it_was(server):
    # Before: an exploration ran in the worker, which kept what it built (under a
    # soak each worker grew from 99 to 282 MiB). Now it runs in a child process.
    import json

    from rules.engine import get_example

    for _ in range(2):  # the workers load what every request needs
        _get(f"{server.url}/judge/?ex=case-10&p=2025-09-19", **{"HX-Request": "true"}).read()
    before = _worker_rss_kib(server)
    for count in range(60, 66):
        data = get_example("case-10").scenario.to_dict()
        data["timeline"][0]["events"][0]["count"] = count
        body = json.dumps({"scenario": data, "procedure": "2008-02-01"}).encode()
        request = urllib.request.Request(
            f"{server.url}/api/explore", body, {"Content-Type": "application/json"}
        )
        try:
            status = urllib.request.urlopen(request, timeout=60).status
        except urllib.error.HTTPError as error:
            status = error.code
        assert status in (200, 422)
    after = _worker_rss_kib(server)
    assert after.keys() == before.keys()  # no worker was replaced meanwhile
    grown = {pid: (after[pid] - before[pid]) // 1024 for pid in before}
    assert all(mib < 10 for mib in grown.values()), f"workers grew (MiB): {grown}"
