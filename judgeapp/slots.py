"""Heavy work takes one of a few slots per machine, so light pages always find a worker.

Every gunicorn worker of a machine (and every app server started from the same
folder on it) shares ``ENGINE_SLOTS`` slots, one lock file each in
``ENGINE_SLOTS_DIR``. A request that may run the resolver holds a slot while it
works; when all are taken it waits up to ``ENGINE_SLOT_WAIT_SECONDS``, then is
answered 429 with ``Retry-After`` (see judgeapp.middleware). With one worker
fewer than the workers in slots, the home page, saved rulings and searches are
never stuck behind explorations. A lock is the kernel's: it goes with a process
that dies.
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
    """One fewer than gunicorn's workers (WEB_CONCURRENCY, or its default), at least one."""
    workers = int(os.environ.get("WEB_CONCURRENCY", "0")) or min(8, 2 * (os.cpu_count() or 1))
    return max(1, workers - 1)


def default_folder(base: Path) -> Path:
    digest = hashlib.sha256(str(base).encode()).hexdigest()[:10]
    return Path(tempfile.gettempdir()) / f"instead-slots-{digest}"


#: The folders this process has made (or found) already: one ``mkdir`` per folder and
#: process, not one per request.
_made: set[str] = set()


def _open(folder: str, index: int) -> int:
    path = os.path.join(folder, f"slot-{index}")
    try:
        return os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    except FileNotFoundError:  # the folder was removed since: make it again
        Path(folder).mkdir(mode=0o700, parents=True, exist_ok=True)
        return os.open(path, os.O_RDWR | os.O_CREAT, 0o600)


def _take(folder: str, count: int) -> int | None:
    for index in range(count):
        fd = _open(folder, index)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            continue
        return fd
    return None


@contextmanager
def heavy_slot() -> Iterator[None]:
    """Hold a slot for the work inside; :class:`Busy` when none is free in time."""
    count = int(settings.ENGINE_SLOTS)
    if count <= 0:
        yield
        return
    folder = str(settings.ENGINE_SLOTS_DIR)
    if folder not in _made:
        Path(folder).mkdir(mode=0o700, parents=True, exist_ok=True)
        _made.add(folder)
    give_up = time.monotonic() + float(settings.ENGINE_SLOT_WAIT_SECONDS)
    fd = _take(folder, count)
    while fd is None:
        if time.monotonic() >= give_up:
            raise Busy
        time.sleep(0.05)
        fd = _take(folder, count)
    try:
        yield
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)
