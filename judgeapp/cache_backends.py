"""Cache backends for Instead.

:class:`BoundedMemoryCache` is Django's local-memory cache held to a number of
bytes as well as of entries: a value over ``MAX_VALUE_BYTES`` isn't kept, and the
least recently used values go first once the values kept pass ``MAX_BYTES``. It
is the cache of a single app server (no ``REDIS_URL``); several servers share
Redis instead.
"""

from __future__ import annotations

import pickle
from dataclasses import dataclass, field
from typing import Any

from django.core.cache.backends.base import DEFAULT_TIMEOUT
from django.core.cache.backends.locmem import LocMemCache


@dataclass
class _Usage:
    total: int = 0
    sizes: dict[str, int] = field(default_factory=dict)


_usage: dict[str, _Usage] = {}
_MISSING = object()


class BoundedMemoryCache(LocMemCache):  # type: ignore[misc]
    def __init__(self, name: str, params: dict[str, Any]) -> None:
        super().__init__(name, params)
        options = params.get("OPTIONS", {})
        self.max_bytes = int(options.get("MAX_BYTES", 64 * 2**20))
        self.max_value_bytes = int(options.get("MAX_VALUE_BYTES", self.max_bytes // 16))
        self._usage = _usage.setdefault(name, _Usage())

    def validate_key(self, key: str) -> None:
        """No check: Django's warns about keys memcached would refuse (spaces, control
        characters, over 250 characters), and this project's caches are this one and
        Redis; its keys are made by judgeapp.caching and the work-budget middleware (a
        kind, a version, a digest; a client's address and a minute). Checking each
        character cost about 4 us a cache operation, a few of them a step."""

    @property
    def bytes_used(self) -> int:
        """The bytes the values kept take (their pickled size)."""
        return self._usage.total

    def _set(self, key: str, value: bytes, timeout: Any = DEFAULT_TIMEOUT) -> None:
        self._delete(key)
        if len(value) > self.max_value_bytes:
            return  # too big to keep: computed again when asked for
        while self._cache and (
            len(self._cache) >= self._max_entries or self._usage.total + len(value) > self.max_bytes
        ):
            self._delete(next(reversed(self._cache)))  # the least recently used
        self._cache[key] = value
        self._cache.move_to_end(key, last=False)
        self._expire_info[key] = self.get_backend_timeout(timeout)
        self._usage.sizes[key] = len(value)
        self._usage.total += len(value)

    def _delete(self, key: str) -> bool:
        """LocMemCache's ``_delete`` without raising and catching a KeyError for a key it
        doesn't hold: every read of a key not kept, and every write of a new one, asks to
        delete it first."""
        size = self._usage.sizes.pop(key, 0)
        self._usage.total -= size
        if self._cache.pop(key, _MISSING) is _MISSING:
            return False
        return self._expire_info.pop(key, _MISSING) is not _MISSING

    def get(self, key: str, default: Any = None, version: int | None = None) -> Any:
        """LocMemCache's ``get``, a key it doesn't hold answered at once (every state never
        seen is asked for first): no clock read, nothing to delete."""
        stored = self.make_and_validate_key(key, version=version)
        with self._lock:
            pickled = self._cache.get(stored, _MISSING)
            if pickled is _MISSING:
                return default
            if self._has_expired(stored):
                self._delete(stored)
                return default
            self._cache.move_to_end(stored, last=False)
        return pickle.loads(pickled)

    def _cull(self) -> None:  # _set makes room itself
        pass

    def incr(self, key: str, delta: int = 1, version: int | None = None) -> Any:
        """LocMemCache's ``incr`` keeping the size of the value up to date, its key made
        and its lock taken once (the work budget counts each heavy request this way)."""
        stored = self.make_and_validate_key(key, version=version)
        with self._lock:
            if self._has_expired(stored):
                self._delete(stored)
                raise ValueError(f"Key '{stored}' not found")
            value = pickle.loads(self._cache[stored]) + delta
            pickled = pickle.dumps(value, self.pickle_protocol)
            self._cache[stored] = pickled
            self._cache.move_to_end(stored, last=False)
            size = len(pickled)
            self._usage.total += size - self._usage.sizes.get(stored, 0)
            self._usage.sizes[stored] = size
        return value

    def clear(self) -> None:
        with self._lock:
            self._cache.clear()
            self._expire_info.clear()
            self._usage.sizes.clear()
            self._usage.total = 0
