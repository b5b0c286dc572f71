"""Freezing JSON values so that everything stays hashable, and the base of the scenario's
value records (a ``repr`` that reads like the constructor, ``to_dict``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import MISSING, fields
from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")
V = TypeVar("V")


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


def quick_init(cls: type[T]) -> type[T]:
    """Give a frozen dataclass an ``__init__`` that sets its fields in one step.

    The ``__init__`` a frozen dataclass is given sets each field by calling
    ``object.__setattr__`` (about 0.1 us a field: 5 us for an event's 46 fields); this one
    takes the same arguments, defaults and default factories and sets the instance's
    ``__dict__`` to all of them at once. The values are the same, field by field."""
    env: dict[str, Any] = {"_set": object.__setattr__, "_MISSING": MISSING}
    params, setup, items = [], [], []
    for f in fields(cls):  # type: ignore[arg-type]
        name = f.name
        if not f.init:
            raise TypeError(f"{cls.__name__}.{name}: quick_init needs every field in __init__")
        if f.default is not MISSING:
            env[f"_d_{name}"] = f.default
            params.append(f"{name}=_d_{name}")
        elif f.default_factory is not MISSING:
            env[f"_f_{name}"] = f.default_factory
            params.append(f"{name}=_MISSING")
            setup.append(f"    if {name} is _MISSING: {name} = _f_{name}()")
        else:
            params.append(name)
        items.append(f"{name!r}: {name}")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__}: quick_init doesn't call __post_init__")
    source = "\n".join(
        [
            f"def __init__(self, {', '.join(params)}):",
            *setup,
            f"    _set(self, '__dict__', {{{', '.join(items)}}})",
        ]
    )
    made: dict[str, Any] = {}
    # The code is made from the class's own field names, as dataclasses makes its own.
    exec(source, env, made)
    init = made["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = cls.__init__.__doc__
    cls.__init__ = init  # type: ignore[method-assign]
    return cls


class made_once(Generic[V]):
    """:func:`functools.cached_property` without its lock (Python 3.11 takes one on every
    first read, twice the cost of making a small value): a value made twice at once by two
    threads is the same value, and the second one kept is as good as the first."""

    def __init__(self, make: Callable[[Any], V]) -> None:
        self.make = make
        self.name = make.__name__
        self.__doc__ = make.__doc__

    @overload
    def __get__(self, instance: None, owner: type | None = None) -> made_once[V]: ...

    @overload
    def __get__(self, instance: object, owner: type | None = None) -> V: ...

    def __get__(self, instance: object, owner: type | None = None) -> V | made_once[V]:
        if instance is None:
            return self
        value = instance.__dict__[self.name] = self.make(instance)
        return value
