"""Resolved panels and explorations are kept in Django's cache, bounded in bytes.

Before: the stepper kept every panel it rendered in a per-process ``lru_cache``
of 1,024 entries with no bound on their size (~4.5 MiB each for large
scenarios: a worker grew from 64 to 266 MiB in 90 requests), and another app
server could not use them.
"""

from __future__ import annotations

import gc
import json
import tracemalloc

import pytest
from django.core.cache import cache, caches
from django.test import override_settings
from django.urls import reverse

from judgeapp.cache_backends import BoundedMemoryCache
from judgeapp.state import encode_scenario

pytestmark = pytest.mark.django_db


def _small_cache(max_bytes: int, max_value_bytes: int) -> dict:
    return {
        "default": {
            "BACKEND": "judgeapp.cache_backends.BoundedMemoryCache",
            "LOCATION": f"test-{max_bytes}-{max_value_bytes}",
            "OPTIONS": {
                "MAX_ENTRIES": 10_000,
                "MAX_BYTES": max_bytes,
                "MAX_VALUE_BYTES": max_value_bytes,
            },
        }
    }


def _bears(n: int, tag: str = "") -> dict:
    """n creatures, all destroyed together: a panel that grows with n."""
    return {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [
            {"id": f"o{i}", "name": f"Bear {tag}{i}", "owner": "Alice", "types": ["Creature"]}
            for i in range(n)
        ],
        "effects": [],
        "events": [{"kind": "destroy", "object": f"o{i}"} for i in range(n)],
    }


def _partial(client, data: dict):
    return client.get(f"{reverse('judge')}?s={encode_scenario(data)}", HTTP_HX_REQUEST="true")


# --- The backend ---------------------------------------------------------------------


def test_the_local_cache_keeps_to_its_bytes_least_recently_used_out_first():
    backend = BoundedMemoryCache(
        "bounded-unit", {"OPTIONS": {"MAX_BYTES": 10_000, "MAX_VALUE_BYTES": 4_000}}
    )
    backend.clear()
    for index in range(10):
        backend.set(f"k{index}", b"x" * 2_000)
        backend.get("k0")  # k0 is used all along: it stays
    assert backend.bytes_used <= 10_000
    assert backend.get("k0") is not None
    assert backend.get("k9") is not None
    assert backend.get("k1") is None  # the least recently used went first
    backend.set("big", b"x" * 5_000)  # over the bound for one value: not kept
    assert backend.get("big") is None
    assert backend.bytes_used <= 10_000
    backend.delete("k0")
    backend.clear()
    assert backend.bytes_used == 0


def test_the_local_cache_reads_as_django_caches_do():
    backend = BoundedMemoryCache("bounded-read", {"OPTIONS": {"MAX_BYTES": 10_000}})
    backend.clear()
    assert backend.get("absent") is None
    assert backend.get("absent", "default") == "default"
    backend.set("kept", {"a": 1})
    assert backend.get("kept") == {"a": 1}
    assert backend.get("kept", version=2) is None  # another version is another key
    backend.set("gone", b"x" * 100, timeout=-1)  # expired as soon as kept
    assert backend.get("gone", "default") == "default"
    backend.delete("kept")
    assert backend.bytes_used == 0  # the expired value went when it was read


def test_counters_in_the_local_cache_still_count():
    backend = BoundedMemoryCache("bounded-count", {"OPTIONS": {"MAX_BYTES": 10_000}})
    backend.clear()
    backend.add("n", 0)
    assert backend.incr("n", 5) == 5
    assert backend.incr("n", 2) == 7
    assert backend.bytes_used > 0


def test_without_redis_the_cache_is_the_bounded_local_one(settings):
    assert not settings.REDIS_URL or settings.CACHES["default"]["BACKEND"].endswith("RedisCache")
    if not settings.REDIS_URL:
        assert isinstance(caches["default"], BoundedMemoryCache)
        assert caches["default"].max_bytes == 64 * 2**20


# --- What is kept --------------------------------------------------------------------


def test_a_step_panel_is_rendered_once_then_served_from_the_cache(client):
    first = _partial(client, _bears(3))
    second = _partial(client, _bears(3))
    assert first.status_code == second.status_code == 200
    assert first["Server-Timing"] == 'panel;desc="rendered"'
    assert second["Server-Timing"] == 'panel;desc="cache"'
    assert first.content == second.content


def test_a_step_answered_through_the_form_uses_the_same_cache(client):
    url = f"{reverse('judge')}?ex=case-02"
    page = client.get(url)
    assert page.status_code == 200
    form = {"ex": "case-02", "option": "apply:rip"}
    first = client.post(reverse("judge-step"), form, HTTP_HX_REQUEST="true")
    second = client.post(reverse("judge-step"), form, HTTP_HX_REQUEST="true")
    assert first["Server-Timing"] == 'panel;desc="rendered"'
    assert second["Server-Timing"] == 'panel;desc="cache"'


def test_the_api_keeps_resolutions_and_explorations(client):
    body = json.dumps({"scenario": _bears(2), "procedure": "2025-09-19"})
    for name, kind in (("api-resolve", "resolve"), ("api-explore", "api-explore")):
        first = client.post(reverse(name), body, content_type="application/json")
        # The same request written differently (keys in another order) is the same question.
        again = json.dumps({"procedure": "2025-09-19", "scenario": _bears(2)})
        second = client.post(reverse(name), again, content_type="application/json")
        assert first.status_code == second.status_code == 200
        assert first["Server-Timing"] == f'{kind};desc="computed"'
        assert second["Server-Timing"] == f'{kind};desc="cache"'
        assert first.json() == second.json()


def test_an_error_is_never_kept(client):
    bad = {"scenario": {"version": 1}, "procedure": "2025-09-19"}
    for _ in range(2):
        response = client.post(reverse("api-resolve"), json.dumps(bad), "application/json")
        assert response.status_code == 400
        assert "Server-Timing" not in response


def test_the_explorer_page_keeps_its_exploration(client):
    from judgeapp import caching

    client.get(f"{reverse('judge-explore')}?ex=case-10")
    keys = [key for key in cache._cache if f":explore:{caching.code_version()}:" in key]
    assert len(keys) == 1


# --- Bounded in memory -----------------------------------------------------------------


# Measuring memory, not time: no deadline (tracing allocations makes the work slow).
@override_settings(CACHES=_small_cache(200_000, 50_000), ENGINE_DEADLINE_SECONDS=120)
def test_many_large_panels_stay_within_the_caches_bytes(client):
    tracemalloc.start()
    try:
        gc.collect()
        before = tracemalloc.get_traced_memory()[0]
        for index in range(12):
            response = _partial(client, _bears(200, tag=f"{index}-"))
            assert response.status_code == 200
        gc.collect()
        grown = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert caches["default"].bytes_used <= 200_000
    # Before, every panel and its scenario were kept: over 14 MB for these.
    assert grown < 1_500_000, f"{grown:,} bytes kept after 12 large panels"


# --- Kept in the process too -----------------------------------------------------------


def test_a_panel_asked_for_again_is_not_read_from_the_shared_cache(client, monkeypatch):

    form = {"ex": "case-02", "option": "apply:rip"}
    first = client.post(reverse("judge-step"), form, HTTP_HX_REQUEST="true")
    reads = []
    real_get = cache.get
    monkeypatch.setattr(cache, "get", lambda key, *a: reads.append(key) or real_get(key, *a))
    second = client.post(reverse("judge-step"), form, HTTP_HX_REQUEST="true")
    assert second["Server-Timing"] == 'panel;desc="cache"'
    assert second.content == first.content
    assert not [key for key in reads if key.startswith("panel:")]


def test_a_panel_another_process_made_is_read_from_the_shared_cache_then_kept_here(client):
    from judgeapp import caching

    form = {"ex": "case-02", "option": "apply:rip"}
    first = client.post(reverse("judge-step"), form, HTTP_HX_REQUEST="true")
    caching.forget_local()  # as if another process had rendered it
    second = client.post(reverse("judge-step"), form, HTTP_HX_REQUEST="true")
    assert second["Server-Timing"] == 'panel;desc="cache"'
    assert second.content == first.content
    assert len(caching._local) == 1


def test_what_the_process_keeps_is_bounded_in_entries_and_in_size(monkeypatch):
    from judgeapp import caching

    monkeypatch.setattr(caching, "LOCAL_ENTRIES", 3)
    for number in range(5):
        caching.remembered("t", f"q{number}", lambda n=number: n, here=True)
    assert len(caching._local) == 3
    big = "x" * (caching.LOCAL_MAX_VALUE_BYTES + 1)
    value, hit = caching.remembered("t", "big", lambda: big, here=True)
    assert (value, hit) == (big, False)
    assert big not in caching._local.values()
    # Not asked for ``here``: only the shared cache keeps it.
    caching.remembered("t", "elsewhere", lambda: "v")
    assert "v" not in caching._local.values()
    assert caching.remembered("t", "elsewhere", lambda: "other") == ("v", True)


def test_small_results_are_kept_as_they_are_and_large_ones_compressed():
    from judgeapp import caching

    small = "s" * 1_000
    large = "x" * (caching.COMPRESS_FROM * 2)
    assert caching.remembered("t", "small", lambda: small) == (small, False)
    assert caching.remembered("t", "large", lambda: large) == (large, False)
    kept_small = cache.get(caching.cache_key("t", "small"))
    kept_large = cache.get(caching.cache_key("t", "large"))
    assert kept_small[:1] == b"p" and len(kept_small) > len(small)
    assert kept_large[:1] == b"z" and len(kept_large) < len(large) // 10
    assert caching.remembered("t", "small", lambda: "other") == (small, True)
    assert caching.remembered("t", "large", lambda: "other") == (large, True)


def test_a_kept_value_that_cant_be_read_is_dropped_and_worked_out_again():
    from judgeapp import caching

    key = caching.cache_key("t", "broken")
    cache.set(key, b"?garbage")
    assert caching.remembered("t", "broken", lambda: "fresh") == ("fresh", False)
    assert caching.remembered("t", "broken", lambda: "other") == ("fresh", True)


def test_keys_are_not_checked_for_memcached_on_every_operation(recwarn):
    from django.core.cache.backends.base import CacheKeyWarning

    backend = BoundedMemoryCache("bounded-keys", {"OPTIONS": {"MAX_BYTES": 10_000}})
    backend.clear()
    key = "work:" + "1" * 260  # longer than memcached takes: Django's check would warn
    backend.set(key, 1)
    assert backend.incr(key, 2) == 3
    assert backend.get(key) == 3
    assert not [w for w in recwarn if issubclass(w.category, CacheKeyWarning)]
