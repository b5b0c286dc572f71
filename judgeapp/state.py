"""The judge's state as it lives in the URL.

Every page of the stepper is rebuilt from three things in its query string,
so reload, back, bookmarks and shared links all work:

- the scenario: ``ex=case-02`` (an example from the library) or
  ``s=<compact>`` (a built scenario: base64url of zlib-compressed JSON);
- the procedure: ``p=2025-09-19``;
- the choices made so far: ``c=apply:rip,apply:blightsteel`` (option ids).

>>> state = JudgeState(example="case-02", procedure="2008-02-01", choices=("apply:a",))
>>> state.query()
'ex=case-02&p=2008-02-01&c=apply%3Aa'
>>> JudgeState.from_query({"ex": "case-02", "p": "2008-02-01", "c": "apply:a"}) == state
True
>>> decode_scenario(encode_scenario({"version": 1})) == {"version": 1}
True
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any
from urllib.parse import quote_plus

from rules import inputs
from rules.resolution import StateError as StateError  # the judge pages' error, raised here too

#: The longest query value accepted for a built scenario (characters): with the page's
#: path, its procedure and some choices it fits in the longest address the app reads
#: (``MAX_ADDRESS_CHARACTERS``, 8,000, itself within gunicorn's 8,190-byte request line).
MAX_ENCODED_SCENARIO = 7_000
#: The longest decompressed scenario accepted (bytes): a bound on zlib bombs.
MAX_SCENARIO_BYTES = 200_000
#: The scenario's first bytes decompressed at once: most scenarios are shorter.
FIRST_INFLATE_BYTES = 8_192
#: The most choices a URL may carry.
MAX_CHOICES = 200

NO_SCENARIO = "The address names no scenario: give an example (ex=…) or a built scenario (s=…)."
BOTH_SCENARIOS = "The address names both an example (ex=…) and a built scenario (s=…): give one."
BAD_ENCODING = (
    "The scenario in the address (s=…) is not valid: {detail}. A link cut short or changed "
    "when it was copied does this: copy it again whole, or build the scenario again."
)
CUT_SHORT = "it ends before the scenario does"
TOO_MANY_CHOICES = f"The address carries more than {MAX_CHOICES} choices."
EMPTY_CHOICE = "The choices in the address (c=…) include an empty one at position {index}."


def encode_scenario(data: Mapping[str, Any]) -> str:
    """A scenario dict as a compact, URL-safe string (no padding)."""
    raw = json.dumps(data, separators=(",", ":"), sort_keys=True).encode()
    packed = zlib.compress(raw, 9)
    return base64.urlsafe_b64encode(packed).rstrip(b"=").decode("ascii")


def decode_scenario(text: str) -> dict[str, Any]:
    """The scenario dict from :func:`encode_scenario`'s string; StateError if it isn't one."""
    return decode_scenario_text(text)[0]


_URL_SAFE = bytes.maketrans(b"-_", b"+/")
"""base64url's two letters of its own as base64's."""


def decode_scenario_text(text: str) -> tuple[dict[str, Any], bytes]:
    """:func:`decode_scenario`'s dict and the JSON text it was read from."""
    if len(text) > MAX_ENCODED_SCENARIO:
        raise StateError(
            BAD_ENCODING.format(detail=f"longer than {MAX_ENCODED_SCENARIO} characters")
        )
    try:
        # base64.b64decode(…, altchars=b"-_", validate=True), its table made once.
        padded = (text + "=" * (-len(text) % 4)).encode("ascii").translate(_URL_SAFE)
        packed = binascii.a2b_base64(padded, strict_mode=True)
    except (binascii.Error, ValueError):
        raise StateError(BAD_ENCODING.format(detail="not base64url")) from None
    inflater = zlib.decompressobj()
    try:
        # First into a small buffer, which holds most scenarios: a bound of
        # MAX_SCENARIO_BYTES at once would have zlib take a large one for each.
        first = min(FIRST_INFLATE_BYTES, MAX_SCENARIO_BYTES)
        raw = inflater.decompress(packed, first)
        if len(raw) == first and not inflater.eof:  # stopped by the bound: the rest
            raw += inflater.decompress(inflater.unconsumed_tail, MAX_SCENARIO_BYTES - first)
    except zlib.error:
        raise StateError(BAD_ENCODING.format(detail="not zlib-compressed data")) from None
    if inflater.unconsumed_tail:
        raise StateError(BAD_ENCODING.format(detail=f"larger than {MAX_SCENARIO_BYTES} bytes"))
    if not inflater.eof:  # the compressed stream stops before its end: a link cut short
        raise StateError(BAD_ENCODING.format(detail=CUT_SHORT))
    try:
        data = inputs.loads(raw, field="s")
    except inputs.InputError as error:
        detail = "not JSON" if error.not_json() else error.one_line()
        raise StateError(BAD_ENCODING.format(detail=detail)) from None
    if not isinstance(data, dict):
        raise StateError(BAD_ENCODING.format(detail="not a JSON object"))
    return data, raw


@dataclass(frozen=True, init=False)
class JudgeState:
    """Which scenario, under which procedure, after which choices."""

    example: str | None = None
    """The id of an example in the library, or None for a built scenario."""
    scenario: str | None = None
    """A built scenario in its compact encoding, or None for an example."""
    procedure: str | None = None
    """The procedure's key; None means the example's own default."""
    choices: tuple[str, ...] = ()
    """The option ids chosen so far, in order."""

    def __init__(
        self,
        example: str | None = None,
        scenario: str | None = None,
        procedure: str | None = None,
        choices: tuple[str, ...] = (),
    ) -> None:
        # The fields set in one step (a frozen dataclass's own __init__ sets each through
        # object.__setattr__): a request makes several states, replace() calls this too.
        object.__setattr__(
            self,
            "__dict__",
            {"example": example, "scenario": scenario, "procedure": procedure, "choices": choices},
        )

    @classmethod
    def from_query(cls, query: Mapping[str, str]) -> JudgeState:
        """Read ``ex``/``s``, ``p`` and ``c`` from a query; StateError names what is wrong."""
        example = (query.get("ex") or "").strip() or None
        scenario = (query.get("s") or "").strip() or None
        if example and scenario:
            raise StateError(BOTH_SCENARIOS)
        if not example and not scenario:
            raise StateError(NO_SCENARIO)
        procedure = (query.get("p") or "").strip() or None
        return cls(
            example=example,
            scenario=scenario,
            procedure=procedure,
            choices=parse_choices(query.get("c") or ""),
        )

    def with_choice(self, choice: str) -> JudgeState:
        return replace(self, choices=(*self.choices, choice))

    def back(self) -> JudgeState:
        """The state before the last choice (the same state if there was none)."""
        return replace(self, choices=self.choices[:-1])

    def restart(self) -> JudgeState:
        return replace(self, choices=())

    def with_procedure(self, procedure: str) -> JudgeState:
        """The same scenario under another procedure, from the start."""
        return replace(self, procedure=procedure, choices=())

    def switched_to(self, procedure: str) -> JudgeState:
        """The same scenario and choices under another procedure (those that don't fit
        there are left out when the state is resolved)."""
        return replace(self, procedure=procedure)

    def with_choices(self, choices: tuple[str, ...]) -> JudgeState:
        return replace(self, choices=choices)

    def params(self) -> dict[str, str]:
        """The query parameters, in a stable order, empty ones left out."""
        params: dict[str, str] = {}
        if self.example:
            params["ex"] = self.example
        if self.scenario:
            params["s"] = self.scenario
        if self.procedure:
            params["p"] = self.procedure
        if self.choices:
            params["c"] = ",".join(self.choices)
        return params

    def query(self) -> str:
        """The state as a query string (``urlencode``'s, without quoting again the long
        scenario text, whose characters never need it); worked out once per state."""
        known: str | None = self.__dict__.get("_query")
        if known is None:
            # The keys (ex, s, p, c) are letters: quote_plus would leave them as they are.
            known = "&".join([f"{key}={_quoted(value)}" for key, value in self.params().items()])
            object.__setattr__(self, "_query", known)  # not a field: equality ignores it
        return known


_UNQUOTED = re.compile(r"[A-Za-z0-9_.~-]*")
"""The characters ``quote_plus`` leaves as they are."""

#: The most values kept quoted (the states of a scenario share its text, its procedure
#: and most of their choices); past it, the store starts again empty.
QUOTED_LIMIT = 128
_quoted_kept: dict[str, str] = {}


def _quoted(value: str) -> str:
    """``quote_plus(value)``, worked out once for a value the states of the process share
    (a scenario's text is read whole to know that it needs no quoting)."""
    found = _quoted_kept.get(value)
    if found is None:
        if len(_quoted_kept) >= QUOTED_LIMIT:
            _quoted_kept.clear()
        found = value if _UNQUOTED.fullmatch(value) else quote_plus(value)
        _quoted_kept[value] = found
    return found


def parse_choices(text: str) -> tuple[str, ...]:
    """``"a,b"`` → ``("a", "b")``; an empty string is no choice at all."""
    if not text.strip():
        return ()
    parts = [part.strip() for part in text.split(",")]
    if len(parts) > MAX_CHOICES:
        raise StateError(TOO_MANY_CHOICES)
    for index, part in enumerate(parts):
        if not part:
            raise StateError(EMPTY_CHOICE.format(index=index + 1))
    return tuple(parts)
