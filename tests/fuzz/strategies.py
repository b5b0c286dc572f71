"""Generated inputs for the fuzz suite: arbitrary JSON, valid documents with one or
more parts changed, and text with the characters that have broken pages before
(lone surrogates, control characters, NUL, huge numbers, deep nesting)."""

from __future__ import annotations

import copy
import json
from typing import Any

from hypothesis import strategies as st

NASTY_TEXT = [
    "",
    " ",
    "\x00",
    "\ud800",
    "Al\udfffice",
    "\u202e",
    "\x1b[31m",
    "a" * 5_000,
    "9" * 5_000,
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "NaN",
    "1e309",
    "-0",
    "2.0",
    "%00",
    "é" * 300,
]

NASTY_NUMBERS = [0, -1, 1, 2**31, 2**63, -(2**63) - 1, 10**30, 2.0, 0.5, -0.0, 1e308]

#: Stands for a number of 5,000 digits in the JSON text (too long for Python to
#: print, so it is written into the text by :func:`dumps`).
HUGE = "<a number of 5000 digits>"

texts = st.one_of(
    st.sampled_from(NASTY_TEXT),
    st.text(max_size=40),
    st.text(alphabet=st.characters(codec=None, exclude_categories=()), max_size=12),
)
numbers = st.one_of(
    st.sampled_from([*NASTY_NUMBERS, HUGE]),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
)
leaves = st.one_of(st.none(), st.booleans(), numbers, texts)
json_values = st.recursive(
    leaves,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(texts, inner, max_size=4),
    ),
    max_leaves=16,
)


#: Stand for lists nested this deep in the JSON text (written in by :func:`dumps`,
#: so no Python value here is ever that deep).
DEEP = {depth: f"<lists {depth} deep>" for depth in (50, 500, 5_000)}


def _paths(value: Any, here: tuple = ()) -> list[tuple]:
    found = [here]
    if isinstance(value, dict):
        for key, inner in value.items():
            found += _paths(inner, (*here, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found += _paths(inner, (*here, index))
    return found


@st.composite
def mutated(draw: st.DrawFn, base: Any, max_changes: int = 3) -> Any:
    """``base`` with one to ``max_changes`` of its parts replaced, removed or added to."""
    value = copy.deepcopy(base)
    for _ in range(draw(st.integers(1, max_changes))):
        paths = _paths(value)
        path = draw(st.sampled_from(paths))
        how = draw(st.sampled_from(["replace", "remove", "add", "deep", "grow"]))
        if not path:
            if how == "replace":
                value = draw(json_values)
            continue
        parent = value
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        if how == "replace":
            parent[last] = draw(json_values)
        elif how == "remove":
            del parent[last]
        elif how == "deep":
            parent[last] = DEEP[draw(st.sampled_from(sorted(DEEP)))]
        elif how == "grow" and isinstance(parent[last], list) and parent[last]:
            parent[last] = parent[last] * draw(st.sampled_from([2, 20, 300]))
        elif isinstance(parent[last], dict):
            parent[last][draw(texts)] = draw(json_values)
        else:
            parent[last] = draw(json_values)
    return value


def dumps(value: Any) -> str:
    """JSON text for any generated value, NaN and lone surrogates written as JSON can."""
    try:
        text = json.dumps(value)
    except (ValueError, RecursionError):
        return "[" * 10_000
    text = text.replace(json.dumps(HUGE), "9" * 5_000)
    for depth, marker in DEEP.items():
        text = text.replace(json.dumps(marker), "[" * depth + "1" + "]" * depth)
    return text
