"""The resolver's work takes one of a few slots per machine, so it never takes every core.

Every gunicorn worker of a machine (and every app server started from the same
folder on it) shares ``ENGINE_SLOTS`` slots (one fewer than the cores, at least
one) in each of two pools, one lock file a slot in ``ENGINE_SLOTS_DIR``. Work
the cache doesn't hold takes a slot while its child process runs
(judgeapp.apart): an exploration or a comparison one of the ``heavy`` pool,
only when one is free at once; a step or a resolution one of the ``light``
pool, after waiting up to ``ENGINE_SLOT_WAIT_SECONDS``, so explorations never
keep the stepper waiting. When none is free the request is answered 429 with
``Retry-After`` (see judgeapp.middleware). The home page, saved rulings and
searches take no slot. A lock is the kernel's: it goes with a process that
dies.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from django.conf import settings


class Busy(Exception):
    """Every slot stayed taken for as long as a request may wait."""


def default_slots() -> int:
    """One fewer than the machine's cores, at least one: a core is left for the light pages."""
    return max(1, (os.cpu_count() or 1) - 1)


def default_folder(base: Path) -> Path:
    digest = hashlib.sha256(str(base).encode()).hexdigest()[:10]
    return Path(tempfile.gettempdir()) / f"instead-slots-{digest}"


#: The folders this process has made (or found) already: one ``mkdir`` per folder and
#: process, not one per request.
_made: set[str] = set()


def _open(folder: str, name: str) -> int:
    path = os.path.join(folder, name)
    try:
        return os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    except FileNotFoundError:  # the folder was removed since: make it again
        Path(folder).mkdir(mode=0o700, parents=True, exist_ok=True)
        return os.open(path, os.O_RDWR | os.O_CREAT, 0o600)


def _take(folder: str, pool: str, count: int) -> int | None:
    for index in range(count):
        fd = _open(folder, f"{pool}-{index}")
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            continue
        return fd
    return None


@contextmanager
def heavy_slot(pool: str = "heavy", wait: float | None = None) -> Iterator[None]:
    """Hold a slot of ``pool`` for the work inside; :class:`Busy` when none is free
    within ``wait`` seconds (``ENGINE_SLOT_WAIT_SECONDS`` when not given)."""
    count = int(settings.ENGINE_SLOTS)
    if count <= 0:
        yield
        return
    folder = str(settings.ENGINE_SLOTS_DIR)
    if folder not in _made:
        Path(folder).mkdir(mode=0o700, parents=True, exist_ok=True)
        _made.add(folder)
    seconds = float(settings.ENGINE_SLOT_WAIT_SECONDS) if wait is None else wait
    give_up = time.monotonic() + seconds
    fd = _take(folder, pool, count)
    while fd is None:
        if time.monotonic() >= give_up:
            raise Busy
        time.sleep(0.05)
        fd = _take(folder, pool, count)
    try:
        yield
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)
