"""`make run` serves the app with gunicorn, static files by WhiteNoise.

Before: `make run` used Django's development server, which has no timeout, a
single process and no access log. These start one pool of gunicorn with `make
run`'s gunicorn.conf.py (debug off) on a database made for the test; `make run`
puts two such pools behind nginx (tests/deploy/test_serving.py).
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
    assert "scripts/serve.sh" in run
    serve = (ROOT / "scripts" / "serve.sh").read_text()
    assert '"$BIN/gunicorn" --pid "$RUN/light.pid" judgeapp.wsgi' in serve
    assert '"$BIN/gunicorn" --pid "$RUN/heavy.pid" judgeapp.wsgi' in serve
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


def _all_workers(server: Server, count: int = 2) -> dict[int, int]:
    """:func:`_worker_rss_kib` once the pool's ``count`` workers have started (gunicorn
    answers as soon as its first one has; on a busy machine the others follow later)."""
    deadline = time.monotonic() + 60
    found = _worker_rss_kib(server)
    while len(found) < count and time.monotonic() < deadline:
        time.sleep(0.2)
        found = _worker_rss_kib(server)
    assert len(found) == count, f"the pool has {len(found)} workers, not {count}"
    return found


def test_explorations_leave_the_workers_memory_as_it_was(server):
    # Before: an exploration ran in the worker, which kept what it built (under a
    # soak each worker grew from 99 to 282 MiB). Now it runs in a child process.
    import json

    from rules.engine import get_example

    _all_workers(server)
    for _ in range(2):  # the workers load what every request needs
        _get(f"{server.url}/judge/?ex=case-10&p=2025-09-19", **{"HX-Request": "true"}).read()
    before = _all_workers(server)
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


def test_head_of_the_home_page_is_200_through_gunicorn(server):
    request = urllib.request.Request(f"{server.url}/", method="HEAD")
    response = urllib.request.urlopen(request, timeout=30)
    assert response.status == 200
    assert response.read() == b""


def test_the_longest_address_the_app_reads_reaches_it_through_gunicorn(server):
    # Before: the app read s= up to 16,000 characters, but gunicorn refused request
    # lines over 8,190 bytes with its own bare 400.
    from django.conf import settings

    from judgeapp.state import MAX_ENCODED_SCENARIO

    longest = f"/judge/compare/?s={'A' * MAX_ENCODED_SCENARIO}&p=2008-02-01"
    response = _get(server.url + longest)
    # The app's own answer (its request id, its words): the scenario isn't a real one.
    assert response.status == 400
    assert response.headers["X-Request-ID"]
    assert "The scenario in the address (s=…) is not valid" in response.read().decode()
    # Past the app's bound but within gunicorn's: the app's clear 414.
    padded = f"/judge/?ex=case-02&c={'x' * settings.MAX_ADDRESS_CHARACTERS}"
    assert len(f"GET {padded} HTTP/1.1") <= 8190
    response = _get(server.url + padded)
    assert response.status == 414
    assert "The address is too long" in response.read().decode()


SAVER = """
from django.contrib.auth.models import Group, User
from rules.ruling_fields import STAFF_GROUP
from rules.services.rulings import api_token_create
user = User.objects.create_user("saver", password="a-long-pass-phrase")
user.groups.add(Group.objects.get_or_create(name=STAFF_GROUP)[0])
print("TOKEN", api_token_create(user=user, name="saver")[1])
"""


def test_simultaneous_saves_on_sqlite_all_succeed(tmp_path):
    # Before: with many workers writing one SQLite file, saves failed with 500
    # ("database is locked": 18 of 643 saves and searches in a soak with 24 workers).
    import json
    import threading

    from tests.scenarios import CASE_2

    env = clean_environment(
        DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}",
        DJANGO_STATIC_ROOT=str(tmp_path / "static"),
        DJANGO_SETTINGS_MODULE="judgeapp.test_settings",
    )
    manage(env, "migrate", "--noinput", "-v", "0")
    token = manage(env, "shell", "-c", SAVER).split("TOKEN ", 1)[1].strip()
    journal = "from django.db import connection; c = connection.cursor(); "
    journal += "c.execute('PRAGMA journal_mode'); print(c.fetchone()[0])"
    assert manage(env, "shell", "-c", journal).split()[-1] == "wal"
    statuses: list[int] = []
    with gunicorn(env, tmp_path / "gunicorn.log", workers=8) as running:

        def save(index: int) -> None:
            for round_ in range(3):
                body = {
                    "title": f"Saved {index}-{round_}",
                    "scenario": CASE_2,
                    "procedure": "2025-09-19",
                    "choices": ["apply:rip"],
                }
                request = urllib.request.Request(
                    f"{running.url}/api/rulings",
                    json.dumps(body).encode(),
                    {"Content-Type": "application/json", "Authorization": f"Token {token}"},
                )
                try:
                    statuses.append(urllib.request.urlopen(request, timeout=60).status)
                except urllib.error.HTTPError as error:
                    statuses.append(error.code)

        threads = [threading.Thread(target=save, args=(i,)) for i in range(16)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert statuses == [201] * 48
