"""Search results: the words that match marked, in a short excerpt. Pure Python, no Django.

>>> mark("A self-replacement effect <applies> first.", "SELF-replacement")
'A <mark>self-replacement</mark> effect &lt;applies&gt; first.'
"""

from __future__ import annotations

import html
import re

#: How many characters of context an excerpt keeps on each side of the first match.
CONTEXT = 160


def _pattern(query: str) -> re.Pattern[str] | None:
    words = query.strip()
    return re.compile(re.escape(words), re.IGNORECASE) if words else None


def mark(text: str, query: str) -> str:
    """``text`` as HTML with every occurrence of ``query`` (any case) in ``<mark>``."""
    pattern = _pattern(query)
    if pattern is None:
        return html.escape(text)
    parts: list[str] = []
    position = 0
    for found in pattern.finditer(text):
        parts.append(html.escape(text[position : found.start()]))
        parts.append(f"<mark>{html.escape(found.group())}</mark>")
        position = found.end()
    parts.append(html.escape(text[position:]))
    return "".join(parts)


def excerpt(text: str, query: str, *, context: int = CONTEXT) -> str:
    """The part of ``text`` around the first match, with the matches marked.

    The whole text when it is short; "…" where it is cut.

    >>> excerpt("x " * 200 + "the needle here" + " y" * 200, "needle", context=10)
    '… x x the <mark>needle</mark> here y y …'
    """
    pattern = _pattern(query)
    found = pattern.search(text) if pattern else None
    if found is None:
        short = text[: 2 * context]
        return html.escape(short) + (" …" if len(short) < len(text) else "")
    if len(text) <= 2 * context + len(found.group()):
        return mark(text, query)
    start = max(0, found.start() - context)
    end = min(len(text), found.end() + context)
    # Cut at spaces so no word is split.
    if start > 0:
        start = text.find(" ", start) + 1 or start
    space = text.rfind(" ", found.end(), end)
    if end < len(text) and space > 0:
        end = space
    head = "… " if start > 0 else ""
    tail = " …" if end < len(text) else ""
    return f"{head}{mark(text[start:end].strip(), query)}{tail}"


def matches(text: str, query: str) -> bool:
    """Whether ``text`` holds ``query`` (any case)."""
    pattern = _pattern(query)
    return bool(pattern and pattern.search(text))
