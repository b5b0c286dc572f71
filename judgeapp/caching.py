"""Work remembered in Django's cache, shared by every app server when that is Redis.

The resolver is pure: a state of the stepper always gives the same panel and the
same exploration. :func:`remembered` keeps such results under a key made of the
kind of work, what it was asked and the version of the code (so servers running
another version never read each other's entries), compressed. A result whose
compressed size passes ``CACHE_MAX_VALUE_BYTES`` is not kept; errors are never
kept. What the cache doesn't hold is worked out in a child process
(judgeapp.apart): explorations and comparisons as heavy work.
"""

from __future__ import annotations

import hashlib
import pickle
import zlib
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from django.conf import settings
from django.core.cache import cache as shared_cache

from judgeapp.apart import run_apart

T = TypeVar("T")

_CODE = ("judgeapp", "rules", "templates")
_CODE_SUFFIXES = {".py", ".html", ".json"}
# The kinds of work that explore every path (the others resolve one).
HEAVY_KINDS = frozenset({"explore", "compare", "api-explore"})


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


def remembered(kind: str, question: str, compute: Callable[[], T]) -> tuple[T, bool]:
    """``compute()``'s value for ``question``, from the cache when there (then True)."""
    key = cache_key(kind, question)
    blob = shared_cache.get(key)
    if isinstance(blob, bytes):
        try:
            value: Any = pickle.loads(zlib.decompress(blob))
        except (zlib.error, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
            shared_cache.delete(key)
        else:
            return value, True
    value = run_apart(compute, heavy=kind in HEAVY_KINDS)
    blob = zlib.compress(pickle.dumps(value, pickle.HIGHEST_PROTOCOL), 1)
    if len(blob) <= settings.CACHE_MAX_VALUE_BYTES:
        shared_cache.set(key, blob, settings.CACHE_SECONDS)
    return value, False
