"""What `make run` serves: nginx in front of a light and a heavy pool of gunicorn.

Run by `make test-servers` (which installs Debian's nginx when it is missing);
elsewhere skipped, saying why, when nginx is missing. The server is
scripts/serve.sh, as `make run` starts it, on a database made for the test.

Before: one pool of sync workers served every request in the order it came, so
under load the home page waited in line behind steps, explorations, saves and
searches (its p99 in the soak: 93 ms, of which ~56 ms in gunicorn's queue).
"""

from __future__ import annotations

import json
import os
import subprocess
import time
import urllib.error
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.deploy.servers import ROOT, Server, clean_environment, manage, nginx_available, served
from tests.scenarios import CASE_2

pytestmark = pytest.mark.serving


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    if not nginx_available():
        missing = "needs nginx: `make test-servers` installs Debian's package when it is missing"
        if os.environ.get("INSTEAD_REQUIRE_SERVERS"):
            pytest.fail(missing)
        pytest.skip(missing)
    folder = tmp_path_factory.mktemp("served")
    env = clean_environment(
        DJANGO_SETTINGS_MODULE="judgeapp.settings",
        DATABASE_URL=f"sqlite:///{folder / 'db.sqlite3'}",
        DJANGO_STATIC_ROOT=str(folder / "static"),
    )
    manage(env, "migrate", "--noinput", "-v", "0")
    manage(env, "collectstatic", "--noinput", "-v", "0")
    with served(env, folder / "serve.log", workers=2, light_workers=1) as running:
        yield running


class _Unfollowed(urllib.request.HTTPRedirectHandler):
    """Answers a redirect as it is: one request, one access log line."""

    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None


_NOT_FOLLOWING = urllib.request.build_opener(_Unfollowed)


def _ask(site: Server, path: str, body: object = None, **headers: str) -> tuple[int, str, str]:
    """The status, the body and the pool that served ``path`` (read from the pools'
    access log, by the request's id)."""
    rid = uuid.uuid4().hex[:16]
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(site.url + path, data=data, headers=headers)
    request.add_header("X-Request-ID", rid)
    if data is not None:
        request.add_header("Content-Type", "application/json")
    try:
        with _NOT_FOLLOWING.open(request, timeout=60) as response:
            status, text = response.status, response.read().decode(errors="replace")
    except urllib.error.HTTPError as error:
        status, text = error.code, error.read().decode(errors="replace")
    # A worker writes its access log's line after the answer is sent: wait for it.
    deadline = time.monotonic() + 60
    while True:
        lines = [line for line in site.output().splitlines() if f"[{rid}]" in line]
        if lines or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert len(lines) == 1, f"no single access log line for {path}:\n{site.output()[-2000:]}"
    return status, text, lines[0].rsplit(" ", 1)[1]


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/favicon.ico",
        "/static/bootstrap/css/bootstrap.min.css",
        "/judge/examples/",
        "/rules/",
        "/procedures/2008-02-01/",
    ],
)
def test_light_pages_reach_the_light_pool(site, path):
    status, _, pool = _ask(site, path)
    assert status == 200
    assert pool == "light"


def test_the_home_page_through_nginx_is_the_apps(site):
    status, text, _ = _ask(site, "/")
    assert status == 200
    assert "Instead" in text


@pytest.mark.parametrize(
    ("path", "body", "headers", "expected"),
    [
        # A step of the stepper (htmx asks for the panel alone).
        ("/judge/?ex=case-02&c=apply:rip", None, {"HX-Request": "true"}, 200),
        ("/judge/explore/?ex=case-02", None, {}, 200),
        ("/judge/compare/?ex=case-02", None, {}, 200),
        ("/api/explore", {"scenario": CASE_2, "procedure": "2025-09-19"}, {}, 200),
        # A search of the rulings: anonymous, so refused, by the heavy pool.
        ("/api/rulings?q=rest", None, {}, 401),
        # The rulings' list: signed out, so sent to sign in, by the heavy pool.
        ("/rulings/", None, {}, 302),
        ("/accounts/login/", None, {}, 200),
        # A path nginx doesn't list is heavy: the light pool serves only what it lists.
        ("/no-such-page/", None, {}, 404),
    ],
)
def test_heavy_work_and_every_other_path_reach_the_heavy_pool(site, path, body, headers, expected):
    status, _, pool = _ask(site, path, body, **headers)
    assert status == expected
    assert pool == "heavy"


def _niceness(pid: int) -> int:
    # /proc/PID/stat: the 19th field is the niceness (after the command's parenthesis).
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[16])


def test_the_heavy_pools_workers_run_at_a_lower_priority(site):
    workers = site.workers()
    assert set(workers) == {"light", "heavy"}
    assert len(workers["light"]) == 1 and len(workers["heavy"]) == 2
    light = {_niceness(pid) for pid in workers["light"]}
    heavy = {_niceness(pid) for pid in workers["heavy"]}
    assert light == {_niceness(os.getpid())}
    assert heavy == {min(19, _niceness(os.getpid()) + 10)}


def test_a_client_cannot_choose_the_address_the_app_sees(site):
    # nginx overwrites X-Forwarded-For with its peer's address, which the pools read
    # as the client's (its budget of work, its sign-in failures).
    _, _, _ = _ask(site, "/", **{"X-Forwarded-For": "203.0.113.99"})
    lines = [line for line in site.output().splitlines() if '"GET / HTTP' in line]
    assert lines and all(line.startswith("127.0.0.1 ") for line in lines)


def test_the_longest_address_the_app_reads_reaches_it_through_nginx(site):
    from judgeapp.state import MAX_ENCODED_SCENARIO

    longest = f"/judge/compare/?s={'A' * MAX_ENCODED_SCENARIO}&p=2008-02-01"
    status, text, pool = _ask(site, longest)
    # The app's own answer (its words): the scenario isn't a real one.
    assert (status, pool) == (400, "heavy")
    assert "The scenario in the address (s=…) is not valid" in text


def test_make_run_serves_through_serve_sh():
    makefile = (ROOT / "Makefile").read_text()
    run = makefile.split("\nrun:", 1)[1].split("\n\n", 1)[0]
    assert "scripts/serve.sh" in run
    checked = subprocess.run(
        ["bash", "-n", str(ROOT / "scripts" / "serve.sh")], capture_output=True, text=True
    )
    assert checked.returncode == 0, checked.stderr


def test_without_nginx_it_serves_with_one_gunicorn_pool_and_says_so(tmp_path):
    # Where nginx can't be had, `make run` still serves (INSTEAD_NGINX=none stands
    # for a machine without it: nothing is installed).
    env = clean_environment(
        DJANGO_SETTINGS_MODULE="judgeapp.settings",
        DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}",
        DJANGO_STATIC_ROOT=str(tmp_path / "static"),
        INSTEAD_NGINX="none",
    )
    manage(env, "migrate", "--noinput", "-v", "0")
    manage(env, "collectstatic", "--noinput", "-v", "0")
    with served(env, tmp_path / "serve.log", workers=1) as running:
        with urllib.request.urlopen(f"{running.url}/", timeout=60) as response:
            assert response.status == 200
            assert response.headers["Server"].startswith("gunicorn")
        assert "nginx is not there: serving with one gunicorn pool" in running.output()
        assert running.pools() == {}
