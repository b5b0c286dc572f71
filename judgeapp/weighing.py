"""Whether a step's work is small enough to do in the worker itself.

A step the cache doesn't hold is resolved and rendered where judgeapp.apart puts it:
in a forked child process, bounded in memory as well as in time. The fork costs
far more than a small step (a never-seen step of judge case 2: about 1.5 ms of CPU
in the worker, 18 ms with the fork; and the child waits its turn at a lower
priority), so a small scenario's step is worked out in the worker, still under the
request's deadline: the shipped examples, and a built scenario whose JSON holds at
most :data:`MAX_PARTS` objects and lists and asks for at most :data:`MAX_MADE`
things made, drawn or repeated (the ``count`` and ``times`` of its events and
effects). Nothing so small can take much time or memory; anything larger still goes
to a child.

>>> small_enough({"objects": [{"id": "a"}], "events": [{"kind": "draw", "count": 2}]})
True
>>> small_enough({"events": [{"kind": "create_tokens", "count": 200}]})
False

Most scenarios are seen to be small from their JSON text alone (:func:`small_by_text`),
without walking their values.
"""

from __future__ import annotations

from typing import Any

#: The most JSON objects and lists a scenario worked out in the worker may hold.
MAX_PARTS = 200
#: The most things its counts may ask for, added up (tokens, cards, repetitions).
MAX_MADE = 50
_COUNTS = frozenset({"count", "times"})
# A tuple, not ``dict | list``: the union would be made again at each test.
_NESTED = (dict, list)


def small_enough(data: Any) -> bool:
    """Whether the scenario ``data`` (its JSON) is small enough to work out here."""
    parts = made = 0
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            for key, value in item.items():
                if key in _COUNTS and isinstance(value, int):
                    made += abs(value)
                elif isinstance(value, _NESTED):
                    stack.append(value)
        elif isinstance(item, list):
            for value in item:
                if isinstance(value, _NESTED):
                    stack.append(value)
        else:
            continue
        parts += 1
        if parts > MAX_PARTS or made > MAX_MADE:
            return False
    return True


def small_by_text(text: bytes) -> bool:
    """True when a scenario's JSON ``text`` alone shows that :func:`small_enough` of it is
    True (False says nothing): each object or list opens with a ``{`` or a ``[`` (so no
    more of them than :data:`MAX_PARTS` means no more parts), and a text with no escape
    and neither ``"count"`` nor ``"times"`` in it has no key that asks for things made.

    >>> small_by_text(b'{"events":[{"kind":"draw","player":"Alice"}]}')
    True
    >>> small_by_text(b'{"events":[{"kind":"draw","count":2}]}')
    False
    """
    # Each test written out, not a generator over a tuple of them (a hot path).
    if b"\\" in text or b'"count"' in text or b'"times"' in text:
        return False
    return text.count(b"{") + text.count(b"[") <= MAX_PARTS
