"""The resolver's work for a web request, done in a child process of the worker.

:func:`run_apart` forks the worker, runs the work in the child with a cap on its
memory (``RLIMIT_AS``: ``ENGINE_MEMORY_MB`` more than the worker had) and sends
the result back pickled through a pipe. The worker waits no longer than the
request's deadline (plus a moment for the child to say so itself), then kills
the child. So:

- time is truly bounded: the child is killed even in work that never checks
  the deadline;
- the worker's memory stays flat: what the work built goes with the child;
- the child runs at a lower priority (``ENGINE_NICE``): while it works, the
  light pages (the home page, a step the cache holds, a search) still get the
  cores first;
- the work takes a slot (judgeapp.slots) first; an exploration or a comparison
  without waiting: when every slot is taken the request is answered 429 at
  once, never queued behind another request's deadline. Explorations and
  comparisons stop at ``ENGINE_EXPLORE_DEADLINE_SECONDS``, sooner than the
  other pages (the command line has no deadline).

The child drops the worker's database connections without closing them (a
close would end the worker's own session with the server: the socket is
shared) and leaves with ``os._exit``, so nothing of the worker's is finalised
twice. A new connection is opened if the work needs one. The Redis client
notices the fork by itself (a new pool per process).

Nested work (a cached exploration inside a panel being rendered) runs inline in
the child.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import resource
import select
import signal
import sys
import time
import traceback
import tracemalloc
from collections.abc import Callable
from typing import Any, TypeVar

from django.conf import settings
from django.db import connections

from judgeapp.slots import heavy_slot
from rules.engine import Deadline
from rules.resolution import deadline_passed, deadline_within, engine_deadline_at

T = TypeVar("T")

# Time the child has past the deadline to answer "too long" itself before it is killed.
GRACE_SECONDS = 0.5

_in_child = False
# The worker's database connections, kept (not closed) in the child.
_kept: list[Any] = []


class TooLarge(Exception):
    """The work needed more memory than a request may use, or its process died."""

    def __init__(self, megabytes: int) -> None:
        self.megabytes = megabytes
        super().__init__(f"the work needed more than {megabytes} MiB")


def _rebuild(cls: type[BaseException], args: tuple[Any, ...], state: dict[str, Any]) -> Any:
    error = cls.__new__(cls, *args)
    error.args = args
    error.__dict__.update(state)
    return error


def _failure(error: BaseException) -> bytes:
    """An exception pickled so it comes back as it was, whatever its ``__init__`` takes."""
    state = dict(error.__dict__)
    state.setdefault("__notes__", [])
    state["__notes__"] = [*state["__notes__"], "In the child process:\n" + _formatted(error)]
    try:
        return pickle.dumps(("error", type(error), error.args, state), pickle.HIGHEST_PROTOCOL)
    except Exception:
        text = f"{type(error).__name__}: {error}\n{_formatted(error)}"
        return pickle.dumps(("error", RuntimeError, (text,), {}), pickle.HIGHEST_PROTOCOL)


def _formatted(error: BaseException) -> str:
    return "".join(traceback.format_exception(error))


def _virtual_bytes() -> int:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")


def _become_child(seconds: float) -> None:
    global _in_child
    _in_child = True
    if tracemalloc.is_tracing():
        tracemalloc.stop()  # the worker's allocations are traced, not the child's
    for name in ("SIGTERM", "SIGINT", "SIGQUIT", "SIGHUP", "SIGUSR1", "SIGUSR2", "SIGWINCH"):
        signal.signal(getattr(signal, name), signal.SIG_DFL)
    # A last stop should the worker itself be killed meanwhile.
    signal.alarm(int(seconds) + 2)
    for connection in connections.all(initialized_only=True):
        if connection.connection is not None:
            _kept.append(connection.connection)
            connection.connection = None
    # Light pages first: the machine's cores go to the workers before this work.
    os.nice(int(settings.ENGINE_NICE))
    megabytes = int(settings.ENGINE_MEMORY_MB)
    if megabytes > 0:
        cap = _virtual_bytes() + megabytes * 2**20
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))


def _child(compute: Callable[[], Any], deadline: Deadline, write_fd: int) -> None:
    try:
        _become_child(deadline.remaining() + GRACE_SECONDS)
        try:
            with engine_deadline_at(deadline):
                blob = pickle.dumps(("value", compute()), pickle.HIGHEST_PROTOCOL)
        except BaseException as error:  # everything goes back to the worker
            blob = _failure(error)
        with os.fdopen(write_fd, "wb") as out:
            out.write(blob)
    finally:
        with contextlib.suppress(Exception):
            sys.stderr.flush()
        os._exit(0)


def _read_until(read_fd: int, stop_at: float) -> bytes | None:
    """Everything the child wrote, or None when it was not done by ``stop_at``."""
    chunks: list[bytes] = []
    while True:
        left = stop_at - time.monotonic()
        if left <= 0:
            return None
        ready, _, _ = select.select([read_fd], [], [], left)
        if not ready:
            return None
        chunk = os.read(read_fd, 1 << 20)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)


def _deadline(heavy: bool) -> Deadline:
    """The request's deadline, sooner for explorations and comparisons."""
    name = "ENGINE_EXPLORE_DEADLINE_SECONDS" if heavy else "ENGINE_DEADLINE_SECONDS"
    return deadline_within(float(getattr(settings, name)))


def run_apart(compute: Callable[[], T], *, heavy: bool = False) -> T:
    """``compute()`` in a child process, bounded in time and memory.

    ``heavy``: an exploration or a comparison (a slot taken without waiting, the
    shorter deadline). Raises :class:`~judgeapp.slots.Busy` when no slot is
    free, the engine's deadline error past the deadline (see
    ``rules.resolution.too_slow``), :class:`TooLarge` when the
    child ran out of memory or died; the work's own exceptions come back as
    they were raised.
    """
    if _in_child or not settings.ENGINE_APART:
        return compute()
    deadline = _deadline(heavy)
    with heavy_slot("heavy", 0.0) if heavy else heavy_slot("light"):
        read_fd, write_fd = os.pipe()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child leaves by os._exit
            os.close(read_fd)
            _child(compute, deadline, write_fd)
        os.close(write_fd)
        try:
            blob = _read_until(read_fd, deadline.at + GRACE_SECONDS)
        finally:
            os.close(read_fd)
            if blob is None:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
    if blob is None:
        raise deadline_passed(deadline)
    if not blob:  # the child died before it could answer
        raise TooLarge(int(settings.ENGINE_MEMORY_MB))
    outcome = pickle.loads(blob)
    if outcome[0] == "value":
        return outcome[1]  # type: ignore[no-any-return]
    _, cls, args, state = outcome
    if cls is MemoryError:
        raise TooLarge(int(settings.ENGINE_MEMORY_MB))
    raise _rebuild(cls, args, state)
