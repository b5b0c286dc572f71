"""What a step costs the server: a state is resolved at most once a request, a kept panel
not at all, and the per-minute count of a quick request is one cache operation."""

from __future__ import annotations

import time

import pytest
from django.core.cache import cache
from django.test import override_settings
from django.urls import reverse

from judgeapp import selectors
from judgeapp.caching import forget_local

pytestmark = pytest.mark.django_db


@pytest.fixture
def judgings(monkeypatch):
    """The states resolved (``selectors.judging_get`` calls), in order."""
    asked = []
    real = selectors.judging_get

    def counting(**kwargs):
        asked.append(kwargs["state"].query())
        return real(**kwargs)

    monkeypatch.setattr(selectors, "judging_get", counting)
    return asked


@override_settings(ENGINE_APART=False)  # counted in this process, not in a child
def test_the_panel_of_an_address_is_resolved_once_then_never(client, judgings):
    cache.clear()
    forget_local()
    url = f"{reverse('judge')}?ex=case-02&c=apply:rip"
    first = client.get(url, HTTP_HX_REQUEST="true")
    assert first.status_code == 200
    assert first["Server-Timing"] == 'panel;desc="rendered"'
    assert len(judgings) == 1
    second = client.get(url, HTTP_HX_REQUEST="true")
    assert second["Server-Timing"] == 'panel;desc="cache"'
    assert second.content == first.content
    assert len(judgings) == 1


def test_a_bad_address_asked_for_its_panel_is_still_a_clear_400(client):
    response = client.get(f"{reverse('judge')}?ex=no-such-case", HTTP_HX_REQUEST="true")
    assert response.status_code == 400
    assert "no-such-case" in response.content.decode()


@override_settings(ENGINE_SECONDS_PER_MINUTE=30)
def test_every_heavy_request_counts_at_least_a_millisecond(client):
    cache.clear()
    key = f"work:127.0.0.1:{int(time.time() // 60)}"
    client.get(f"{reverse('judge')}?ex=case-02", HTTP_HX_REQUEST="true")
    spent = cache.get(key)
    if spent is None:  # the minute turned between the request and the read
        key = f"work:127.0.0.1:{int(time.time() // 60)}"
        spent = cache.get(key, 1)
    assert spent >= 1
    before = spent
    # A panel kept already is served well within a millisecond on any machine: it adds 1
    # (its time, rounded up), and a slower one adds its own milliseconds.
    client.get(f"{reverse('judge')}?ex=case-02", HTTP_HX_REQUEST="true")
    assert cache.get(key, before + 1) >= before + 1
    cache.clear()
