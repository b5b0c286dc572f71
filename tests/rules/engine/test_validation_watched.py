"""Tests for validation/watched.py: the empty stand-ins for a scenario's players' names and
objects note every kind of read (the checks' outcome is kept only when nothing read them)."""

from __future__ import annotations

from rules.engine.validation.watched import Watch, WatchedIds, WatchedNames, WatchedObjects


def _read(look) -> bool:
    watch = Watch()
    look(WatchedNames(watch), WatchedIds(watch), WatchedObjects(watch))
    return watch.read


def test_nothing_read_is_nothing_noted():
    assert _read(lambda names, ids, objects: None) is False


def test_each_kind_of_read_is_noted():
    assert _read(lambda names, ids, objects: "Alice" in names)
    assert _read(lambda names, ids, objects: list(names))
    assert _read(lambda names, ids, objects: "bolt" in ids)
    assert _read(lambda names, ids, objects: ids or set())
    assert _read(lambda names, ids, objects: {"bolt"} - ids)
    assert _read(lambda names, ids, objects: objects.get("bolt"))
    assert _read(lambda names, ids, objects: "bolt" in objects)
    assert _read(lambda names, ids, objects: dict(objects))
    assert _read(lambda names, ids, objects: ids - {"bolt"})
    assert _read(lambda names, ids, objects: {"bolt"} & ids)
    assert _read(lambda names, ids, objects: ids == set())


def test_they_are_empty():
    watch = Watch()
    assert "Alice" not in WatchedNames(watch)
    assert "bolt" not in WatchedIds(watch)
    assert WatchedObjects(watch).get("bolt") is None
    assert {"bolt"} - WatchedIds(watch) == {"bolt"}
