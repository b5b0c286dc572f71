"""Freezing JSON values so that everything stays hashable, and the base of the scenario's
value records (a ``repr`` that reads like the constructor, ``to_dict``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import fields
from typing import Any


def freeze(value: Any) -> Any:
    """A hashable copy of a JSON value: dicts become sorted item tuples tagged ``"{}"``;
    lists become tuples, and the rare list that would read as a tagged pair (``["{}", []]``)
    is tagged ``"[]"`` so that it thaws back to a list.

    >>> thaw(freeze(["{}", []]))
    ['{}', []]
    """
    if isinstance(value, Mapping):
        return ("{}", tuple(sorted((str(k), freeze(v)) for k, v in value.items())))
    if isinstance(value, list | tuple):
        items = tuple(freeze(v) for v in value)
        return ("[]", items) if _tagged(items) else items
    return value


def _tagged(value: tuple[Any, ...]) -> bool:
    return len(value) == 2 and value[0] in _TAGS and isinstance(value[1], tuple)


_TAGS = ("{}", "[]")


def thaw(value: Any) -> Any:
    """The JSON value :func:`freeze` was given."""
    if isinstance(value, tuple):
        if _tagged(value):
            if value[0] == "{}":
                return {k: thaw(v) for k, v in value[1]}
            return [thaw(v) for v in value[1]]
        return [thaw(v) for v in value]
    return value


class FrozenParams(tuple):
    """Template parameters: an immutable, hashable mapping read with :meth:`get`."""

    __slots__ = ()

    @classmethod
    def of(cls, data: Mapping[str, Any] | None) -> FrozenParams:
        return cls(sorted((str(k), freeze(v)) for k, v in (data or {}).items()))

    def get(self, key: str, default: Any = None) -> Any:  # type: ignore[override]
        for k, v in self:
            if k == key:
                return thaw(v)
        return default

    def keys(self) -> tuple[str, ...]:
        return tuple(k for k, _ in self)

    def to_dict(self) -> dict[str, Any]:
        return {k: thaw(v) for k, v in self}

    def __repr__(self) -> str:
        return repr(self.to_dict())


def _to_json(value: Any) -> Any:
    if isinstance(value, FrozenParams):
        return value.to_dict()
    if hasattr(value, "to_dict"):
        return value.to_dict()
    if isinstance(value, tuple):
        return [_to_json(v) for v in value]
    return value


class _Record:
    """to_dict/from_dict shared by the scenario's value types: absent fields stay absent."""

    _lists: tuple[str, ...] = ()
    _dicts: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            if value is None:
                continue
            if f.name in self._dicts:
                out[f.name] = thaw(value)
            else:
                out[f.name] = _to_json(value)
        return out

    def __repr__(self) -> str:
        return f"{type(self).__name__}.from_dict({self.to_dict()!r})"


def _tuple(data: Mapping[str, Any], key: str) -> tuple[Any, ...] | None:
    value = data.get(key)
    return None if value is None else tuple(value)
