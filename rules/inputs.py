"""Text and JSON from outside, checked once at the edge.

Every input surface (the JSON API, ``s=`` in an address, the builder's JSON
box, the rulings forms and files) reads JSON through :func:`loads` and checks
free text with :func:`text_problem`, so what the rest of the code sees is
always text it can render and store, and numbers it can compute with:

- no lone surrogates (``"\\ud800"`` can't be written as UTF-8: pages and
  exports would fail) and no control characters other than tab and new lines;
- text values of at most :data:`MAX_TEXT` characters;
- whole numbers within ±(2⁵³ - 1), the range every JSON reader agrees on
  (``9…9`` with 5,000 digits, or ``1e400``, is an error, not a crash);
  a number written ``2.0`` is the whole number 2;
- no ``NaN`` or ``Infinity``, at most :data:`MAX_DEPTH` levels of nesting, and no key
  given twice in one object (JSON readers differ on which one they keep).

Each problem is an :class:`~rules.engine.ErrorDetail` naming its JSON path.

>>> loads('{"count": 2.0, "name": "Bear"}')
{'count': 2, 'name': 'Bear'}
>>> try:
...     loads('{"name": "Al\\\\ud800ice", "n": 1e400}', field="scenario")
... except InputError as error:
...     print(error)
scenario.name: contains a lone surrogate (\\ud800), which is not text
scenario.n: must be a number between -9007199254740991 and 9007199254740991
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from collections.abc import Iterable
from typing import Any

from rules.engine.errors import ErrorDetail

MAX_DEPTH = 32
MAX_TEXT = 20_000
MAX_INT = 2**53 - 1

NOT_JSON = "is not valid JSON: {detail}"
NOT_UTF8 = "is not UTF-8 text"
TOO_DEEP = f"is nested more than {MAX_DEPTH} levels deep"
SURROGATE = "contains a lone surrogate (\\u{code:04x}), which is not text"
CONTROL = "contains a control character (U+{code:04X}); only tabs and new lines are allowed"
CONTROL_ONE_LINE = "contains a control character (U+{code:04X})"
TOO_LONG = "must be at most {limit:,} characters"
DUPLICATE_KEY = "the key {key!r} is given twice in one object"
OUT_OF_RANGE = f"must be a number between -{MAX_INT} and {MAX_INT}"
NOT_A_NUMBER = "must be a number (NaN and Infinity are not)"

_SURROGATE = re.compile("[\ud800-\udfff]")
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_CONTROL_ONE_LINE = re.compile("[\x00-\x1f\x7f]")


class InputError(ValueError):
    """Input that can't be used, with every problem found (each naming its path)."""

    def __init__(self, errors: Iterable[ErrorDetail]) -> None:
        self.errors: tuple[ErrorDetail, ...] = tuple(errors)
        super().__init__("\n".join(str(e) for e in self.errors) or "invalid input")

    def one_line(self) -> str:
        """Every problem on one line, ``path: message; path: message``."""
        return "; ".join(str(e) for e in self.errors)

    def not_json(self) -> bool:
        """Whether the text could not be read as JSON at all."""
        return any(e.message.startswith(NOT_JSON.split("{")[0]) for e in self.errors)

    def by_field(self) -> dict[str, list[str]]:
        """The problems as ``{path: [messages]}``."""
        found: dict[str, list[str]] = {}
        for e in self.errors:
            found.setdefault(e.path, []).append(e.message)
        return found


class _Huge:
    """A number too large to hold: reported with its path by :func:`problems`."""


_HUGE = _Huge()


def _int(text: str) -> int | _Huge:
    # Python refuses more than 4,300 digits with a ValueError that names no field.
    return _HUGE if len(text) > 20 else int(text)


def _float(text: str) -> float | int | _Huge:
    value = float(text)
    if not math.isfinite(value):
        return _HUGE
    return int(value) if value.is_integer() and abs(value) <= MAX_INT else value


def _constant(text: str) -> Any:
    raise ValueError(f"{text} is not a number JSON allows")


def _join(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


def whole_number(text: str, *, digits: int = 9) -> int | None:
    """``text`` as a whole number when it is 1 to ``digits`` ASCII digits, else None.

    ``str.isdigit()`` alone also takes "²" (which ``int()`` refuses: a server error),
    "٣" (which it reads as 3) and a row of 5,000 digits (past ``int()``'s own bound).

    >>> whole_number("12"), whole_number("²"), whole_number("٣"), whole_number("9" * 5000)
    (12, None, None, None)
    """
    if 0 < len(text) <= digits and text.isascii() and text.isdigit():
        return int(text)
    return None


def text_problem(value: str, *, limit: int = MAX_TEXT, multiline: bool = True) -> str | None:
    """What is wrong with a text value, or ``None``."""
    found = _SURROGATE.search(value)
    if found:
        return SURROGATE.format(code=ord(found.group()))
    found = (_CONTROL if multiline else _CONTROL_ONE_LINE).search(value)
    if found:
        return (CONTROL if multiline else CONTROL_ONE_LINE).format(code=ord(found.group()))
    if len(value) > limit:
        return TOO_LONG.format(limit=limit)
    return None


def problems(value: Any, path: str = "", *, max_text: int = MAX_TEXT) -> list[ErrorDetail]:
    """Every problem of a JSON value (walked without recursion), each under its path."""
    found: list[ErrorDetail] = []
    stack: list[tuple[Any, str, int]] = [(value, path, 0)]
    while stack and len(found) < 50:
        item, where, depth = stack.pop()
        if isinstance(item, str):
            message = text_problem(item, limit=max_text)
            if message:
                found.append(ErrorDetail(where, message))
        elif isinstance(item, bool) or item is None:
            continue
        elif isinstance(item, int):
            if abs(item) > MAX_INT:
                found.append(ErrorDetail(where, OUT_OF_RANGE))
        elif isinstance(item, float):
            if not math.isfinite(item):
                found.append(ErrorDetail(where, NOT_A_NUMBER))
            elif abs(item) > MAX_INT:
                found.append(ErrorDetail(where, OUT_OF_RANGE))
        elif isinstance(item, _Huge):
            found.append(ErrorDetail(where, OUT_OF_RANGE))
        elif isinstance(item, dict | list):
            if depth >= MAX_DEPTH:
                found.append(ErrorDetail(where, TOO_DEEP))
                continue
            if isinstance(item, dict):
                children = []
                for key, child in item.items():
                    name = str(key)
                    message = text_problem(name, limit=200, multiline=False)
                    if message:
                        found.append(ErrorDetail(where, f"a key {message}"))
                        continue
                    children.append((child, _join(where, name), depth + 1))
            else:
                children = [(child, _join(where, i), depth + 1) for i, child in enumerate(item)]
            stack.extend(reversed(children))
    return found


_BAD_TEXT = re.compile("[\ud800-\udfff\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_BAD_KEY = re.compile("[\ud800-\udfff\x00-\x1f\x7f]")


def _clean(value: Any, max_text: int, plain: bool = False, depth: int = 0) -> bool:
    """Whether a parsed JSON value has none of the problems :func:`problems` finds: the
    same checks, without naming paths (the usual case; :func:`problems` names them).
    ``plain``: the JSON text held no escape that makes a character its text checks look
    for (:func:`_plain`), so only the lengths of its texts are left to check."""
    kind = type(value)
    if kind is str:
        return len(value) <= max_text and (plain or not _BAD_TEXT.search(value))
    if kind is dict:
        if depth >= MAX_DEPTH:
            return False
        for key, child in value.items():
            if type(key) is not str or len(key) > 200 or (not plain and _BAD_KEY.search(key)):
                return False
            # A text or a whole number checked here, not by a call of its own (a hot path).
            inner = type(child)
            if inner is str:
                if len(child) > max_text or (not plain and _BAD_TEXT.search(child)):
                    return False
            elif inner is int:
                if not -MAX_INT <= child <= MAX_INT:
                    return False
            elif not _clean(child, max_text, plain, depth + 1):
                return False
        return True
    if kind is list:
        if depth >= MAX_DEPTH:
            return False
        for child in value:
            inner = type(child)
            if inner is str:
                if len(child) > max_text or (not plain and _BAD_TEXT.search(child)):
                    return False
            elif inner is int:
                if not -MAX_INT <= child <= MAX_INT:
                    return False
            elif not _clean(child, max_text, plain, depth + 1):
                return False
        return True
    if kind is int:
        return -MAX_INT <= value <= MAX_INT
    if kind is float:
        return math.isfinite(value) and -MAX_INT <= value <= MAX_INT
    # A number too large to hold, or a value JSON doesn't make, is a problem.
    return kind is bool or value is None


#: The escapes of a JSON text that can make a character the text checks refuse: a control
#: character or half a surrogate pair by its code (\u001b, \ud83d), backspace and form feed
#: (and a new line or tab, which a key may not hold). The other escapes by code (\u2019 for
#: an apostrophe, as ``json.dumps`` writes any letter outside ASCII) are letters.
_ESCAPES = re.compile(r"\\(?:[bfnrt]|u(?:00[01]|007[fF]|[dD][89a-fA-F]))")


def _plain(text: str) -> bool:
    """Whether a JSON text can hold no character the text checks refuse: none of
    :data:`_ESCAPES`, and no DEL or lone surrogate written as it is (a JSON reader refuses
    the other control characters written as they are)."""
    if "\x7f" in text or not (text.isascii() or _SURROGATE.search(text) is None):
        return False
    return "\\" not in text or _ESCAPES.search(text) is None


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object's pairs as a dict; a key given twice is an error, not the last one
    silently kept (``{"procedure": "2025-09-19", "procedure": "2008-02-01"}``)."""
    found = dict(pairs)
    if len(found) != len(pairs):
        counts = Counter(key for key, _ in pairs)
        twice = next(key for key, count in counts.items() if count > 1)
        raise ValueError(DUPLICATE_KEY.format(key=twice[:200]))
    return found


_DECODER = json.JSONDecoder(
    parse_int=_int, parse_float=_float, parse_constant=_constant, object_pairs_hook=_object
)
"""Made once: ``json.loads`` given these makes a decoder (and its scanner) at each call."""


class _OutOfRange(Exception):
    """A number :func:`_clean` would refuse, met by :data:`_QUICK_DECODER`."""


def _int_in_range(text: str) -> int:
    value = _int(text)
    if isinstance(value, _Huge) or not -MAX_INT <= value <= MAX_INT:
        raise _OutOfRange
    return value


def _float_in_range(text: str) -> float | int:
    value = _float(text)
    if isinstance(value, _Huge) or not -MAX_INT <= value <= MAX_INT:
        raise _OutOfRange
    return value


_QUICK_DECODER = json.JSONDecoder(
    parse_int=_int_in_range,
    parse_float=_float_in_range,
    parse_constant=_constant,
    object_pairs_hook=_object,
)
""":data:`_DECODER`'s values, checking its numbers as it reads them (:func:`_quick`)."""

_LONG_TEXT = re.compile('"[^"]{201}')


def _quick(text: str, max_text: int) -> bool:
    """Whether a :func:`_plain` JSON text read by :data:`_QUICK_DECODER` (whose numbers are
    checked as they are read) can have no problem :func:`_clean` looks for: it is no longer
    than ``max_text`` (nor is any of its texts, then), it has at most :data:`MAX_DEPTH`
    objects and lists (so none is nested deeper), and no text in it, a key or a value, is
    over 200 characters long (a quote made part of a text, ``\\"``, aside: it could hide
    one). Most scenarios are such texts."""
    return (
        len(text) <= max_text
        and text.count("{") + text.count("[") <= MAX_DEPTH
        and '\\"' not in text
        and _LONG_TEXT.search(text) is None
    )


def _read(text: str, max_text: int, plain: bool) -> tuple[Any, bool]:
    """The value of a JSON text, and whether it is known to be :func:`_clean`."""
    if plain and _quick(text, max_text):
        try:
            return _QUICK_DECODER.decode(text), True
        except _OutOfRange:
            pass  # read again, for the problem to be found and named
    return _DECODER.decode(text), False


def loads(data: bytes | str, *, field: str = "", max_text: int = MAX_TEXT) -> Any:
    """Parse JSON from outside and check it; :class:`InputError` names what is wrong.

    Whole numbers written as ``2.0`` come back as ints.
    """
    if isinstance(data, bytes | bytearray):
        try:
            data = bytes(data).decode("utf-8")
        except UnicodeDecodeError:
            raise InputError([ErrorDetail(field, NOT_UTF8)]) from None
    try:
        if data.startswith("\ufeff"):  # as json.loads refuses it
            raise json.JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", data, 0)
        plain = _plain(data)
        value, clean = _read(data, max_text, plain)
    except json.JSONDecodeError as error:
        detail = f"{error.msg} at line {error.lineno} column {error.colno}"
        raise InputError([ErrorDetail(field, NOT_JSON.format(detail=detail))]) from None
    except RecursionError:
        raise InputError([ErrorDetail(field, TOO_DEEP)]) from None
    except ValueError as error:
        raise InputError([ErrorDetail(field, NOT_JSON.format(detail=error))]) from None
    if clean or _clean(value, max_text, plain=plain):
        return value
    found = problems(value, field, max_text=max_text)
    if found:
        raise InputError(found)
    return value
