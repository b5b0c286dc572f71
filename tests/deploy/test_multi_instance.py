"""Two app servers, one PostgreSQL, one Redis: nothing is lost, panels are shared.

Run by `make test` through scripts/with-postgres.sh and scripts/with-redis.sh
(`make test-servers`); skipped, saying why, without both. Each server is one
gunicorn pool with `make run`'s gunicorn.conf.py, two workers (the app servers
behind a front proxy; tests/deploy/test_serving.py checks `make run`'s own nginx
and pools).

Before: panels were kept per process (another server rendered them again), and
nothing showed that edits through several servers lose nothing.
"""

from __future__ import annotations

import http.cookiejar
import json
import os
import re
import threading
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from tests.deploy.servers import Server, clean_environment, gunicorn, manage
from tests.rules.test_rulings_services import CASE_2

pytestmark = pytest.mark.multi_instance

DATABASE_URL = os.environ.get("DATABASE_URL", "")
REDIS_URL = os.environ.get("REDIS_URL", "")

SETUP = """
from django.contrib.auth.models import Group, User
from rules.ruling_fields import STAFF_GROUP
from rules.services.rulings import api_token_create
user = User.objects.create_user("alice", password="a-long-pass-phrase")
user.groups.add(Group.objects.get_or_create(name=STAFF_GROUP)[0])
print("TOKEN", api_token_create(user=user, name="servers test")[1])
"""


@dataclass
class Deployment:
    a: Server
    b: Server
    token: str


@pytest.fixture(scope="module")
def deployment(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Deployment]:
    if not DATABASE_URL.startswith("postgres") or not REDIS_URL:
        missing = (
            "needs a PostgreSQL server (DATABASE_URL) and a Redis server (REDIS_URL): "
            "`make test-servers` starts both"
        )
        if os.environ.get("INSTEAD_REQUIRE_SERVERS"):
            pytest.fail(missing)
        pytest.skip(missing)
    import psycopg
    import redis

    redis.Redis.from_url(REDIS_URL).flushdb()
    parts = urllib.parse.urlsplit(DATABASE_URL)
    name = f"instead_servers_{os.getpid()}"
    admin = parts._replace(path="/postgres").geturl()
    with psycopg.connect(admin, autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}"')
        connection.execute(f'CREATE DATABASE "{name}"')
    folder = tmp_path_factory.mktemp("servers")
    env = clean_environment(
        DJANGO_SETTINGS_MODULE="judgeapp.settings",
        DATABASE_URL=parts._replace(path=f"/{name}").geturl(),
        REDIS_URL=REDIS_URL,
        DJANGO_STATIC_ROOT=str(folder / "static"),
    )
    try:
        manage(env, "migrate", "--noinput", "-v", "0")
        manage(env, "collectstatic", "--noinput", "-v", "0")
        token = manage(env, "shell", "-c", SETUP).split("TOKEN ", 1)[1].strip()
        with gunicorn(env, folder / "a.log") as a, gunicorn(env, folder / "b.log") as b:
            yield Deployment(a=a, b=b, token=token)
    finally:
        with psycopg.connect(admin, autocommit=True) as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _call(
    url: str, method: str = "GET", body: object = None, token: str = "", **headers: str
) -> tuple[int, dict, dict]:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, method=method)
    if data is not None:
        request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", f"Token {token}")
    for key, value in headers.items():
        request.add_header(key.replace("_", "-"), value)
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            text = response.read().decode()
            status, answer_headers = response.status, dict(response.headers)
    except urllib.error.HTTPError as error:
        text = error.read().decode()
        status, answer_headers = error.code, dict(error.headers)
    try:
        parsed = json.loads(text) if text else {}
    except json.JSONDecodeError:
        parsed = {"html": text}
    return status, parsed, answer_headers


def _ruling(deployment: Deployment) -> str:
    status, created, _ = _call(
        f"{deployment.a.url}/api/rulings",
        "POST",
        {
            "title": "Rest in Peace and Blightsteel Colossus",
            "scenario": CASE_2,
            "procedure": "2025-09-19",
            "choices": ["apply:rip"],
        },
        deployment.token,
    )
    assert status == 201, created
    return str(created["id"])


def test_simultaneous_edits_through_both_servers_lose_nothing(deployment):
    public_id = _ruling(deployment)
    saved_notes = []
    revision = 1
    for round_number in range(5):
        barrier = threading.Barrier(10)
        results: list[tuple[int, str]] = []

        def edit(
            index: int,
            base: int = revision,
            round_number: int = round_number,
            barrier: threading.Barrier = barrier,
            results: list[tuple[int, str]] = results,
        ) -> None:
            server = deployment.a if index % 2 else deployment.b
            note = f"round {round_number} edit {index}"
            barrier.wait()
            status, _, _ = _call(
                f"{server.url}/api/rulings/{public_id}",
                "PATCH",
                {"revision": base, "notes": note},
                deployment.token,
            )
            results.append((status, note))

        threads = [threading.Thread(target=edit, args=(i,)) for i in range(10)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        statuses = sorted(status for status, _ in results)
        # One edit saved; every other answered 409 (it was based on a revision now old).
        assert statuses == [200] + [409] * 9, statuses
        saved_notes.append(next(note for status, note in results if status == 200))
        revision += 1
    # Edits one after the other, alternating servers, each based on the latest: all saved.
    for index in range(6):
        server = deployment.a if index % 2 else deployment.b
        note = f"in turn {index}"
        status, answer, _ = _call(
            f"{server.url}/api/rulings/{public_id}",
            "PATCH",
            {"revision": revision, "notes": note},
            deployment.token,
        )
        assert status == 200, answer
        saved_notes.append(note)
        revision += 1
    # Every revision is there, read through either server.
    for server in (deployment.a, deployment.b):
        status, history, _ = _call(f"{server.url}/api/rulings/{public_id}/revisions")
        assert status == 200
        revisions = history["revisions"]
        assert [r["number"] for r in revisions] == list(range(1, revision + 1))
        assert [r["notes"] for r in revisions[1:]] == saved_notes


def test_a_panel_rendered_by_one_server_is_served_from_the_cache_by_the_other(deployment):
    query = "ex=case-02&p=2025-09-19&c=apply%3Arip"
    status, _, first = _call(f"{deployment.a.url}/judge/?{query}", HX_Request="true")
    assert status == 200
    assert first["Server-Timing"] == 'panel;desc="rendered"'
    status, _, second = _call(f"{deployment.b.url}/judge/?{query}", HX_Request="true")
    assert status == 200
    assert second["Server-Timing"] == 'panel;desc="cache"'


def test_an_api_answer_computed_by_one_server_is_read_from_the_cache_by_the_other(deployment):
    body = {"scenario": CASE_2, "procedure": "2008-02-01"}
    status, first, headers = _call(f"{deployment.b.url}/api/explore", "POST", body)
    assert status == 200
    assert headers["Server-Timing"] == 'api-explore;desc="computed"'
    status, second, headers = _call(f"{deployment.a.url}/api/explore", "POST", body)
    assert status == 200
    assert headers["Server-Timing"] == 'api-explore;desc="cache"'
    assert first == second


def test_a_session_started_on_one_server_is_known_to_the_other(deployment):
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    page = opener.open(f"{deployment.a.url}/accounts/login/", timeout=30).read().decode()
    csrf = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', page)
    assert csrf
    form = urllib.parse.urlencode(
        {
            "username": "alice",
            "password": "a-long-pass-phrase",
            "csrfmiddlewaretoken": csrf.group(1),
        }
    ).encode()
    request = urllib.request.Request(
        f"{deployment.a.url}/accounts/login/",
        data=form,
        headers={"Referer": f"{deployment.a.url}/accounts/login/"},
    )
    opener.open(request, timeout=30).read()
    # The same cookies sent to the other server: still signed in there.
    cookies = "; ".join(f"{c.name}={c.value}" for c in jar)
    listing = urllib.request.Request(f"{deployment.b.url}/rulings/", headers={"Cookie": cookies})
    with urllib.request.urlopen(listing, timeout=30) as response:
        assert response.status == 200
        assert response.url.endswith("/rulings/")
        assert "alice" in response.read().decode()
