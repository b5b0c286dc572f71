"""The golden record: everything the engine answers for the shipped examples.

For every example in ``rules/examples/`` and every procedure the app offers, it
records the explorer's answer, the comparison of the two procedures, the events
in words, and the full ``resolve`` JSON at every point of every choice path (each
prefix of choices, so every ``Pending`` and every ``Done``). The presets' data is
recorded too, and so are a few releases between the two the app offers (each
where the steps or rule numbers changed), and the scenarios of ``scenarios.json``
(the benchmark's: eight orderable effects, twelve effects over six events),
explored and resolved along their first paths. The test beside it recomputes
the record and fails on any byte of difference, naming the first entry that
differs.

Run it only when a change of behaviour is meant, and review the diff entry by entry:

    .venv/bin/python -m tests.rules.engine.golden.record
"""

from __future__ import annotations

import gzip
import json
import sys
from collections.abc import Iterator
from pathlib import Path

from rules.engine import (
    PRESETS,
    PROCEDURES,
    Pending,
    ScenarioError,
    compare,
    describe_events,
    explore,
    load_examples,
    resolve,
)

HERE = Path(__file__).resolve().parent
RECORD = HERE / "record.jsonl.gz"
SCENARIOS = HERE / "scenarios.json"

RELEASES = (
    "2003-07-01",
    "2006-07-15",
    "2008-10-01",
    "2009-07-11",
    "2011-09-30",
    "2016-11-11",
    "2017-04-28",
    "2017-09-25",
    "2019-07-12",
    "2022-02-18",
)
"""Releases between the two the app offers, where its steps or rule numbers changed."""

MAX_ANSWERS = 5_000
"""Answers recorded per example and procedure, at most (the walk stops there)."""


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def _answers(scenario: object, procedure: str) -> Iterator[tuple[str, str]]:
    """Every answer along every choice path, depth first, first-listed option first."""
    todo: list[tuple[str, ...]] = [()]
    seen = 0
    while todo and seen < MAX_ANSWERS:
        choices = todo.pop()
        answer = resolve(scenario, procedure, choices)  # type: ignore[arg-type]
        seen += 1
        yield "/".join(choices), _json(answer.to_dict())
        if isinstance(answer, Pending):
            todo.extend((*choices, o.id) for o in reversed(answer.options))


def entries() -> Iterator[tuple[str, str]]:
    """``(key, JSON)`` pairs, in a fixed order."""
    for key in sorted(PRESETS):
        yield f"preset {key}", _json(PRESETS[key].to_dict())
    for example in load_examples():
        sc = example.scenario
        yield f"{example.id} events", _json(list(describe_events(sc)))
        yield f"{example.id} compare", _json(compare(sc).to_dict())
        for procedure in PROCEDURES:
            yield f"{example.id} {procedure} explore", _json(explore(sc, procedure).to_dict())
            for path, text in _answers(sc, procedure):
                yield f"{example.id} {procedure} resolve [{path}]", text
        for release in RELEASES:
            try:
                found = explore(sc, release)
            except ScenarioError as refused:
                # A release without the rules the scenario needs (Two-Headed Giant before
                # 2005-10-01) refuses it: the refusal is recorded.
                yield f"{example.id} {release} refused", _json(refused.to_dict())
                continue
            yield f"{example.id} {release} explore", _json(found.to_dict())
            first = resolve(sc, release)
            yield f"{example.id} {release} resolve []", _json(first.to_dict())
    extra = json.loads(SCENARIOS.read_text(encoding="utf-8"))
    for name in sorted(extra):
        sc = extra[name]
        for procedure in PROCEDURES:
            found = explore(sc, procedure)
            yield f"{name} {procedure} explore", _json(found.to_dict())
            path = found.outcomes[0].paths[0]
            for n in range(len(path) + 1):
                answer = resolve(sc, procedure, path[:n])
                yield f"{name} {procedure} resolve [{'/'.join(path[:n])}]", _json(answer.to_dict())


def lines() -> Iterator[str]:
    for key, text in entries():
        yield f"{key}\t{text}\n"


def read() -> list[str]:
    """The committed record, one line an entry."""
    with gzip.open(RECORD, "rt", encoding="utf-8") as f:
        return f.readlines()


def write() -> int:
    body = "".join(lines()).encode("utf-8")
    with RECORD.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as f:
        f.write(body)
    return body.count(b"\n")


if __name__ == "__main__":
    n = write()
    sys.stdout.write(f"recorded {n} entries in {RECORD}\n")
