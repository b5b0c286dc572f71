"""The resolver's work for a request runs in a child process, bounded in time and memory.

Before: an exploration ran in the gunicorn worker itself. Under a soak (20
clients, 4 workers) explorations held every worker for the whole deadline,
others waited for a slot behind them (the home page's p99 was 5.7 s), and each
worker's memory grew from 99 to 282 MiB, kept after the work was done.
"""

from __future__ import annotations

import json
import os
import threading
import time

import pytest
from django.db import connection
from django.test import override_settings
from django.urls import reverse

from judgeapp.apart import TooLarge, run_apart
from rules.engine import BudgetExceeded, Deadline, ErrorDetail, get_example
from rules.engine.budget import within
from rules.resolution import RequestError

_RETAINED: dict[str, bytes] = {}


def _grow_a_cache() -> int:
    _RETAINED["big"] = b"x" * (20 * 2**20)
    return len(_RETAINED["big"])


def test_the_work_runs_in_another_process():
    assert run_apart(os.getpid) != os.getpid()


def test_what_the_work_builds_is_not_kept_by_the_worker():
    assert run_apart(_grow_a_cache) == 20 * 2**20
    assert "big" not in _RETAINED


def test_without_the_setting_the_work_runs_here():
    with override_settings(ENGINE_APART=False):
        assert run_apart(os.getpid) == os.getpid()


def test_work_that_never_checks_the_deadline_is_killed_at_it():
    started = time.monotonic()
    with within(Deadline.after(0.3)), pytest.raises(BudgetExceeded) as raised:
        run_apart(lambda: time.sleep(30))
    assert raised.value.seconds == 0.3
    # The deadline plus the child's moment to say so itself (0.5 s), and some slack.
    assert time.monotonic() - started < 3


@override_settings(ENGINE_MEMORY_MB=64)
def test_work_past_the_memory_cap_is_stopped_as_too_large():
    with pytest.raises(TooLarge) as raised:
        run_apart(lambda: len(b"x" * (256 * 2**20)))
    assert raised.value.megabytes == 64


def test_the_works_own_errors_come_back_as_they_were():
    detail = ErrorDetail("scenario.objects[0]", "is not an object")
    with pytest.raises(RequestError) as raised:
        run_apart(lambda: (_ for _ in ()).throw(RequestError([detail])))
    assert raised.value.errors == (detail,)
    with pytest.raises(BudgetExceeded) as exceeded:
        run_apart(lambda: Deadline.after(0).check())
    assert exceeded.value.seconds == 0


@pytest.mark.django_db
def test_the_child_leaves_the_workers_database_connection_open():
    from django.contrib.auth.models import User

    User.objects.create_user("kept")
    assert run_apart(lambda: 42) == 42
    assert connection.connection is not None
    assert User.objects.filter(username="kept").exists()


def _children() -> list[str]:
    folder = f"/proc/{os.getpid()}/task"
    return [
        pid
        for task in os.listdir(folder)
        for pid in open(f"{folder}/{task}/children").read().split()
    ]


def _case_10_with_tokens(n: int) -> dict:
    data = get_example("case-10").scenario.to_dict()
    data["timeline"][0]["events"][0]["count"] = n
    return data


def test_a_second_exploration_with_the_one_slot_taken_gets_429_at_once(client, tmp_path):
    heavy = json.dumps({"scenario": _case_10_with_tokens(200), "procedure": "2025-09-19"})
    light = json.dumps({"scenario": _case_10_with_tokens(3), "procedure": "2008-02-01"})
    first: list[int] = []
    with override_settings(
        ENGINE_SLOTS=1,
        ENGINE_SLOTS_DIR=str(tmp_path),
        ENGINE_EXPLORE_DEADLINE_SECONDS=3,
        CACHES={"default": {"BACKEND": "django.core.cache.backends.dummy.DummyCache"}},
    ):

        def explore_heavy() -> None:
            response = client.post(reverse("api-explore"), heavy, content_type="application/json")
            first.append(response.status_code)

        # Children of earlier tests may not be reaped yet: only a new one is the first's.
        before = set(_children())
        thread = threading.Thread(target=explore_heavy)
        thread.start()
        # The first exploration holds the slot once its child process is working.
        give_up = time.monotonic() + 30
        while not set(_children()) - before and time.monotonic() < give_up:
            time.sleep(0.01)
        assert set(_children()) - before, "the first exploration never started its child"
        response = client.post(reverse("api-explore"), light, content_type="application/json")
        # Answered while the first is still working: not after the other's deadline.
        first_still_working = thread.is_alive()
        thread.join()
    assert response.status_code == 429
    assert response["Retry-After"] == "3"
    assert "busy" in response.json()["errors"][0]["message"]
    assert first_still_working
    assert first == [422]  # 200 tokens: stopped at the deadline


def test_the_work_yields_the_cores_to_light_pages():
    assert run_apart(lambda: os.nice(0)) == min(19, os.nice(0) + 10)  # 19 is the lowest


@pytest.mark.redis
@pytest.mark.django_db
def test_the_worker_and_the_child_share_redis_without_sharing_a_connection(settings):
    from django.core.cache import cache

    if "redis" not in settings.CACHES["default"]["BACKEND"].lower():
        pytest.skip("the cache is not Redis here (make test-servers sets REDIS_URL)")
    cache.set("apart-before", 1)  # the worker's connection is open before the fork
    assert run_apart(lambda: cache.set("apart-child", 2) or cache.get("apart-before")) == 1
    assert cache.get("apart-child") == 2  # written by the child, read by the worker
    assert cache.get("apart-before") == 1  # the worker's own connection still works
