"""Empty stand-ins for a scenario's players' names and objects that note whether a check
read them at all: a check that never reads them has the same outcome in every scenario,
so what it found can be kept and given again.

They are not subclasses of the built-in tuple, set or dict (whose C code may read their
contents without calling their methods): every read, of any kind, goes through
``__getitem__``, ``__iter__``, ``__len__`` or ``__contains__``, and each of these notes it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence, Set
from typing import Any, NoReturn


class Watch:
    """Whether any of the stand-ins made with it has been read."""

    def __init__(self) -> None:
        self.read = False


class _Watched:
    """An empty collection that notes, in its :class:`Watch`, any read of its size, its
    values or whether it holds one (the reads every kind of collection has)."""

    def __init__(self, watch: Watch) -> None:
        self._watch = watch

    def __len__(self) -> int:
        self._watch.read = True
        return 0

    def __iter__(self) -> Iterator[str]:
        self._watch.read = True
        return iter(())

    def __contains__(self, value: object) -> bool:
        self._watch.read = True
        return False


class WatchedNames(_Watched, Sequence[str]):
    """No players' names, and a note of any read."""

    def __getitem__(self, index: Any) -> NoReturn:
        self._watch.read = True
        raise IndexError(index)


class WatchedIds(_Watched, Set[str]):
    """No object ids, and a note of any read."""

    @classmethod
    def _from_iterable(cls, values: Iterable[Any]) -> frozenset[Any]:
        """What set operations (``-``, ``&``, ``|`` …) make: a plain set of their values,
        made at once (the values are read from this one through ``__contains__``)."""
        return frozenset(values)


class WatchedObjects(_Watched, Mapping[str, Mapping[str, Any]]):
    """No objects by id, and a note of any read."""

    def __getitem__(self, key: str) -> NoReturn:
        self._watch.read = True
        raise KeyError(key)
