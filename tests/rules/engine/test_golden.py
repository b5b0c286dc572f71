"""The engine answers exactly what the golden record holds, byte for byte.

The record (``golden/record.jsonl.gz``, written by ``golden/record.py``) was taken
from the engine before its modules were rearranged; any change of behaviour or
wording shows here as the first entry that differs. A change meant on purpose is
recorded again and reviewed entry by entry.
"""

from __future__ import annotations

from itertools import zip_longest

from tests.rules.engine.golden import record


def _first_difference(want: list[str], got: list[str]) -> str | None:
    for n, (a, b) in enumerate(zip_longest(want, got), start=1):
        if a == b:
            continue
        if a is None or b is None:
            extra = (a or b or "").split("\t", 1)[0]
            side = "recorded only" if b is None else "computed only"
            return f"entry {n} ({extra}) is {side}"
        key_a, _, text_a = a.partition("\t")
        key_b, _, text_b = b.partition("\t")
        if key_a != key_b:
            return f"entry {n}: recorded {key_a!r}, computed {key_b!r}"
        at = next(
            (i for i, (x, y) in enumerate(zip(text_a, text_b, strict=False)) if x != y),
            min(len(text_a), len(text_b)),
        )
        return (
            f"entry {n} ({key_a}) differs at character {at}:\n"
            f"  recorded …{text_a[max(0, at - 80) : at + 120]}\n"
            f"  computed …{text_b[max(0, at - 80) : at + 120]}"
        )
    return None


def test_every_answer_is_the_recorded_one():
    want = record.read()
    got = list(record.lines())
    difference = _first_difference(want, got)
    assert difference is None, difference


def test_the_record_covers_both_procedures_of_every_example():
    keys = {line.split("\t", 1)[0] for line in record.read()}
    from rules.engine import load_examples

    for example in load_examples():
        for procedure in ("2008-02-01", "2025-09-19"):
            assert f"{example.id} {procedure} explore" in keys
            assert f"{example.id} {procedure} resolve []" in keys


def test_a_changed_answer_is_reported_with_its_entry():
    want = ['case-01 explore\t{"a":1}\n']
    got = ['case-01 explore\t{"a":2}\n']
    assert "case-01 explore" in (_first_difference(want, got) or "")
