"""Work remembered in Django's cache, shared by every app server when that is Redis.

The resolver is pure: a state of the stepper always gives the same panel and the
same exploration. :func:`remembered` keeps such results under a key made of the
kind of work, what it was asked and the version of the code (so servers running
another version never read each other's entries), pickled, and compressed from
:data:`COMPRESS_FROM` bytes on. A result whose kept size passes
``CACHE_MAX_VALUE_BYTES`` is not kept; errors are never kept. What the cache doesn't
hold is worked out in a child process (judgeapp.apart): explorations and comparisons
as heavy work.

Small results asked for ``here`` (a state's panel) are also kept in the process that
worked them out or read them, the :data:`LOCAL_ENTRIES` most recently used: asked for
again, such a result is a lookup, not a read from the shared cache, decompressed and
unpickled. A result is the same wherever it was made, so the copy never goes stale.
"""

from __future__ import annotations

import hashlib
import pickle
import threading
import zlib
from collections import OrderedDict
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from django.conf import settings
from django.core.cache import DEFAULT_CACHE_ALIAS, caches

from judgeapp.apart import run_apart

T = TypeVar("T")

_CODE = ("judgeapp", "rules", "templates")
_CODE_SUFFIXES = {".py", ".html", ".json"}
# The kinds of work that explore every path (the others resolve one): the explorer's
# and the comparison's pages are worked out with their exploration.
HEAVY_KINDS = frozenset({"explore", "compare", "api-explore", "explore-page", "compare-page"})


@cache
def code_version() -> str:
    """A digest of the app's code, templates and data: entries are kept per version."""
    digest = hashlib.sha256()
    base = Path(settings.BASE_DIR)
    for folder in _CODE:
        for path in sorted((base / folder).rglob("*")):
            if path.suffix in _CODE_SUFFIXES and path.is_file():
                digest.update(str(path.relative_to(base)).encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def cache_key(kind: str, question: str) -> str:
    asked = hashlib.sha256(question.encode("utf-8", "surrogatepass")).hexdigest()
    return f"{kind}:{code_version()}:{asked}"


#: How many results this process keeps beside the shared cache (see the module's text),
#: and the largest kept (pickled, before compression).
LOCAL_ENTRIES = 256
LOCAL_MAX_VALUE_BYTES = 32 * 1024

_local: OrderedDict[str, Any] = OrderedDict()
_local_lock = threading.Lock()
_MISSING = object()


def forget_local() -> None:
    """Drop what this process keeps beside the shared cache (tests that clear the cache)."""
    with _local_lock:
        _local.clear()


def _keep_local(key: str, value: Any, size: int) -> None:
    if size > LOCAL_MAX_VALUE_BYTES:
        return
    with _local_lock:
        _local[key] = value
        _local.move_to_end(key)
        while len(_local) > LOCAL_ENTRIES:
            _local.popitem(last=False)


#: Results whose pickle is at least this long are kept compressed. A step's panel (3 to
#: 8 KiB) is kept as it is: compressing it took longer (about 30 us) than rendering a
#: tenth of it, to save room that the cache's count of entries bounds before its bytes.
COMPRESS_FROM = 8 * 1024
_PLAIN = b"p"
_ZLIB = b"z"


def _pack(raw: bytes) -> bytes:
    if len(raw) < COMPRESS_FROM:
        return _PLAIN + raw
    return _ZLIB + zlib.compress(raw, 1)


def _unpack(blob: bytes) -> bytes:
    kind, body = blob[:1], blob[1:]
    if kind == _PLAIN:
        return body
    if kind == _ZLIB:
        return zlib.decompress(body)
    raise zlib.error("not a value this module kept")


def remembered(
    kind: str,
    question: str,
    compute: Callable[[], T],
    *,
    here: bool = False,
    apart: bool | Callable[[], bool] = True,
) -> tuple[T, bool]:
    """``compute()``'s value for ``question``, from the cache when there (then True);
    ``here``: a small value is also kept in this process; ``apart``: worked out in a
    child process (judgeapp.apart), else in this one (small work, judgeapp.weighing);
    a function saying so is asked only when the cache doesn't hold the value."""
    key = cache_key(kind, question)
    if here:
        with _local_lock:
            found = _local.get(key, _MISSING)
            if found is not _MISSING:
                _local.move_to_end(key)
                return found, True
    # The cache this thread uses, looked up once (``django.core.cache.cache`` looks it up
    # at each use).
    store = caches[DEFAULT_CACHE_ALIAS]
    blob = store.get(key)
    if isinstance(blob, bytes):
        try:
            raw = _unpack(blob)
            value: Any = pickle.loads(raw)
        except (zlib.error, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
            store.delete(key)
        else:
            if here:
                _keep_local(key, value, len(raw))
            return value, True
    if callable(apart):
        apart = apart()
    value = run_apart(compute, heavy=kind in HEAVY_KINDS) if apart else compute()
    raw = pickle.dumps(value, pickle.HIGHEST_PROTOCOL)
    blob = _pack(raw)
    if len(blob) <= settings.CACHE_MAX_VALUE_BYTES:
        store.set(key, blob, settings.CACHE_SECONDS)
    if here:
        _keep_local(key, value, len(raw))
    return value, False
