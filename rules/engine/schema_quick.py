"""A JSON Schema made into a test that says only whether a value is valid.

:func:`quick_check` turns the schema of the scenario format (the keywords it uses, no
other) into nested Python functions: an object is checked by walking the keys it has,
each by the test of its property, rather than every property the schema knows. It is
what checks a scenario first (:func:`rules.engine.schema.check_json`); a scenario it
refuses is checked again by ``jsonschema``, which lists every problem with its path, so
only its yes counts. It reads the keywords as the compiled check it replaced did (a
tuple is a list, ``2.0`` a whole number, ``$`` in a pattern the end of the text), and
``tests/rules/engine/test_schema.py`` checks it agrees with ``jsonschema``.

>>> names = quick_check({"type": "array", "items": {"type": "string", "minLength": 1}})
>>> names(["Alice", "Bob"]), names(["Alice", ""]), names("Alice")
(True, False, False)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

Check = Callable[[Any], bool]

#: The keywords a quick check knows; any other in a schema is refused when it is made.
KEYWORDS = frozenset(
    {
        "$schema",
        "$id",
        "title",
        "type",
        "const",
        "enum",
        "anyOf",
        "properties",
        "required",
        "additionalProperties",
        "items",
        "minItems",
        "maxItems",
        "minLength",
        "maxLength",
        "pattern",
        "minimum",
        "maximum",
    }
)
_UNTYPED = frozenset({"$schema", "$id", "title", "const", "enum", "anyOf"})
"""The keywords a schema without ``type`` may use here (each holds for any value)."""
_END = re.compile(r"(?<!\\)\$")
"""An unescaped ``$`` in a pattern: the end of the text (``\\Z``), not of its last line."""


def quick_check(schema: Mapping[str, Any]) -> Check:
    """The test of ``schema``: True when a value is valid; ValueError for a keyword it
    doesn't know."""
    unknown = set(schema) - KEYWORDS
    if unknown:
        raise ValueError(f"a quick check doesn't know {', '.join(sorted(unknown))}")
    kinds = schema.get("type")
    tests = _untyped(schema)
    if kinds is not None:
        named = [kinds] if isinstance(kinds, str) else list(kinds)
        tests.insert(0, _typed(schema, named))
    elif set(schema) - _UNTYPED:
        raise ValueError(f"a quick check needs a type for {', '.join(sorted(schema))}")
    if not tests:
        return _anything
    if len(tests) == 1:
        return tests[0]
    return lambda value: all(test(value) for test in tests)


def _anything(value: Any) -> bool:
    return True


def _untyped(schema: Mapping[str, Any]) -> list[Check]:
    """The tests of ``const``, ``enum`` and ``anyOf``."""
    tests: list[Check] = []
    if "const" in schema:
        tests.append(_const(schema["const"]))
    if "enum" in schema:
        values = schema["enum"]
        if not all(isinstance(v, str) for v in values):
            raise ValueError("a quick check knows only enums of strings")
        known = frozenset(values)
        tests.append(lambda value: isinstance(value, str) and value in known)
    if "anyOf" in schema:
        forms = [quick_check(form) for form in schema["anyOf"]]
        tests.append(lambda value: any(form(value) for form in forms))
    return tests


def _const(const: Any) -> Check:
    if isinstance(const, bool) or not isinstance(const, int | str):
        raise ValueError("a quick check knows only a whole number or a string as a const")
    if isinstance(const, str):
        return lambda value: isinstance(value, str) and value == const
    return lambda value: _is_number(value) and value == const


def _typed(schema: Mapping[str, Any], kinds: list[str]) -> Check:
    """The test of ``type`` with the keywords of its kinds."""
    makers: dict[str, Callable[[Mapping[str, Any]], Check]] = {
        "object": _object,
        "array": _array,
        "string": _string,
        "integer": _integer,
        "boolean": lambda _: _is_bool,
    }
    unknown = [kind for kind in kinds if kind not in makers]
    if unknown:
        raise ValueError(f"a quick check doesn't know the type {unknown[0]!r}")
    tests = [makers[kind](schema) for kind in kinds]
    if len(tests) == 1:
        return tests[0]
    return lambda value: any(test(value) for test in tests)


def _is_bool(value: Any) -> bool:
    return value is True or value is False


def _is_number(value: Any) -> bool:
    """A number JSON Schema's ``integer`` or ``const`` may compare (not a boolean)."""
    kind = type(value)
    if kind is int:
        return True
    if kind is bool or isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, float) and value.is_integer())


def _integer(schema: Mapping[str, Any]) -> Check:
    low = schema.get("minimum")
    high = schema.get("maximum")
    if low is None and high is None:
        return _is_number
    low = float("-inf") if low is None else low
    high = float("inf") if high is None else high

    def check(value: Any) -> bool:
        return (type(value) is int or _is_number(value)) and low <= value <= high

    return check


def _string(schema: Mapping[str, Any]) -> Check:
    low = schema.get("minLength", 0)
    high = schema.get("maxLength")
    pattern = schema.get("pattern")
    refused = _one_refused(pattern)
    if high is None and refused is not None:
        # A name: text, long enough, without the one character the pattern refuses.
        return lambda value: (
            (type(value) is str or isinstance(value, str))
            and len(value) >= low
            and refused not in value
        )
    search = re.compile(_END.sub(r"\\Z", pattern)).search if pattern else None

    def check(value: Any) -> bool:
        if not isinstance(value, str) or len(value) < low:
            return False
        if high is not None and len(value) > high:
            return False
        return search is None or search(value) is not None

    return check


_ONE_REFUSED = re.compile(r"\^\[\^(.)\]\*\$")
"""A pattern that refuses one character and nothing else: ``^[^\\x1f]*$``."""


def _one_refused(pattern: str | None) -> str | None:
    """The character a pattern like ``^[^\\x1f]*$`` refuses (any text without it matches,
    the last line's end being the text's), or None for another pattern."""
    found = _ONE_REFUSED.fullmatch(pattern or "")
    if found is None or found[1] in "\\]^-":
        return None
    return found[1]


def _array(schema: Mapping[str, Any]) -> Check:
    low = schema.get("minItems", 0)
    high = schema.get("maxItems")
    each = quick_check(schema["items"]) if "items" in schema else None

    def check(value: Any) -> bool:
        if not isinstance(value, list | tuple) or len(value) < low:
            return False
        if high is not None and len(value) > high:
            return False
        if each is not None:
            # A loop, not all(…): no generator made for each list (a hot path).
            for item in value:
                if not each(item):
                    return False
        return True

    return check


def _object(schema: Mapping[str, Any]) -> Check:
    required = tuple(schema.get("required", ()))
    properties = {key: quick_check(sub) for key, sub in schema.get("properties", {}).items()}
    other = schema.get("additionalProperties", True)
    others: Check | None = None
    if other is not True:
        others = _nothing if other is False else quick_check(other)
    if not required and not properties and others is None:
        return lambda value: isinstance(value, dict)

    def check(value: Any) -> bool:
        if not isinstance(value, dict):
            return False
        for key in required:
            if key not in value:
                return False
        for key, item in value.items():
            test = properties.get(key, others)
            if test is not None and not test(item):
                return False
        return True

    return check


def _nothing(value: Any) -> bool:
    return False
