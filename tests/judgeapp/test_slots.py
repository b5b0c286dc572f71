"""The resolver's work takes one of a few slots per machine; light pages never wait for it.

Before: four anonymous clients repeating one exploration took every gunicorn
worker, and the home page went from 2 ms to a median of 7.5 s. Then, with a
slot per worker but one: the steps of the stepper waited for the explorations'
slots, holding workers meanwhile (a soak's step median was 3.4 s).
"""

from __future__ import annotations

import json
import threading

import pytest
from django.test import override_settings
from django.urls import reverse

from judgeapp.slots import Busy, default_slots, heavy_slot
from judgeapp.state import encode_scenario
from tests.scenarios import CASE_2

pytestmark = pytest.mark.django_db


@pytest.fixture
def one_slot(tmp_path):
    with override_settings(
        ENGINE_SLOTS=1, ENGINE_SLOTS_DIR=str(tmp_path), ENGINE_SLOT_WAIT_SECONDS=0.2
    ):
        yield


def _explore(client):
    body = json.dumps({"scenario": CASE_2, "procedure": "2025-09-19"})
    return client.post(reverse("api-explore"), body, content_type="application/json")


def test_with_every_slot_taken_heavy_work_is_refused_and_light_pages_served(client, one_slot):
    with heavy_slot("heavy"):  # another request is exploring
        response = _explore(client)
        assert response.status_code == 429
        assert response["Retry-After"] == "3"
        assert "busy" in response.json()["errors"][0]["message"]
        # A step has its own slots: explorations never keep the stepper waiting.
        page = client.get(f"{reverse('judge')}?ex=case-02", HTTP_HX_REQUEST="true")
        assert page.status_code == 200
        assert client.get(reverse("home")).status_code == 200
        assert client.get(reverse("rules:index")).status_code == 200
    assert _explore(client).status_code == 200  # the slot is free again


def _large_scenario() -> str:
    """A scenario too large to work out in the worker (judgeapp.weighing): a child's work."""
    bears = 80
    data = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [
            {"id": f"o{i}", "name": f"Bear {i}", "owner": "Alice", "types": ["Creature"]}
            for i in range(bears)
        ],
        "effects": [],
        "events": [{"kind": "destroy", "object": f"o{i}"} for i in range(bears)],
    }
    return encode_scenario(data)


@override_settings(CACHES={"default": {"BACKEND": "django.core.cache.backends.dummy.DummyCache"}})
def test_with_every_step_slot_taken_a_large_step_is_refused_in_the_pages_error_slot(
    client, one_slot
):
    with heavy_slot("light"):
        page = client.get(f"{reverse('judge')}?s={_large_scenario()}", HTTP_HX_REQUEST="true")
        # A small scenario's step is worked out in the worker, without a slot.
        small = client.get(f"{reverse('judge')}?ex=case-02", HTTP_HX_REQUEST="true")
    assert page.status_code == 429
    assert page["HX-Retarget"] == "#judge-error"
    assert small.status_code == 200


def test_the_cache_answers_without_a_slot(client, one_slot):
    assert _explore(client).status_code == 200
    with heavy_slot("heavy"):
        assert _explore(client).status_code == 200  # kept: no work, no slot


def test_a_request_waits_a_little_for_a_slot(one_slot):
    holder_has_it = threading.Event()

    def hold_briefly() -> None:
        with heavy_slot("light"):
            holder_has_it.set()
            threading.Event().wait(0.1)

    thread = threading.Thread(target=hold_briefly)
    thread.start()
    holder_has_it.wait()
    with heavy_slot("light"):  # freed within the 0.2 s a step may wait
        pass
    thread.join()


def test_slots_are_counted_across_processes_by_lock_files(one_slot, settings):
    import fcntl
    import os
    from pathlib import Path

    # Another process holding slot 0 looks just like this (flock is per open file).
    fd = os.open(Path(settings.ENGINE_SLOTS_DIR) / "heavy-0", os.O_RDWR | os.O_CREAT)
    fcntl.flock(fd, fcntl.LOCK_EX)
    try:
        with pytest.raises(Busy), heavy_slot("heavy"):
            pass
    finally:
        os.close(fd)


def test_one_core_is_left_for_light_pages(monkeypatch):
    monkeypatch.setattr("os.cpu_count", lambda: 2)
    assert default_slots() == 1
    monkeypatch.setattr("os.cpu_count", lambda: 8)
    assert default_slots() == 7
    monkeypatch.setattr("os.cpu_count", lambda: 1)
    assert default_slots() == 1
