"""Word-by-word differences between two versions of a rule's text, as safe HTML.

Pure Python, no Django.

>>> old, new = side_by_side("A player chooses one.", "The affected player chooses one.")
>>> old
'<del>A</del> player chooses one.'
>>> new
'<ins>The affected</ins> player chooses one.'
"""

from __future__ import annotations

import difflib
import html
import re
from collections.abc import Callable
from dataclasses import dataclass

_TOKENS = re.compile(r"\s+|[^\s]+")


@dataclass(frozen=True)
class Chunk:
    """A run of words that is the same in both versions, or only in one."""

    op: str
    """``equal``, ``delete`` (only in the old text) or ``insert`` (only in the new)."""
    text: str


def word_diff(old: str, new: str) -> list[Chunk]:
    """The two texts as runs of equal, deleted and inserted words.

    >>> [(c.op, c.text) for c in word_diff("skip the step", "skip the next step")]
    [('equal', 'skip the '), ('insert', 'next '), ('equal', 'step')]
    """
    a, b = _TOKENS.findall(old), _TOKENS.findall(new)
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    chunks: list[Chunk] = []
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            chunks.append(Chunk("equal", "".join(a[i1:i2])))
            continue
        if op in ("delete", "replace"):
            chunks.append(Chunk("delete", "".join(a[i1:i2])))
        if op in ("insert", "replace"):
            chunks.append(Chunk("insert", "".join(b[j1:j2])))
    return chunks


def _mark(tag: str, text: str, escape: Callable[[str], str]) -> str:
    """``text`` in ``<tag>``; the spaces around the changed words stay outside the mark."""
    words = text.strip()
    if not words:
        return escape(text)
    leading = text[: len(text) - len(text.lstrip())]
    trailing = text[len(text.rstrip()) :]
    return f"{escape(leading)}<{tag}>{escape(words)}</{tag}>{escape(trailing)}"


def _render(chunks: list[Chunk], keep: str, tag: str, escape: Callable[[str], str]) -> str:
    parts = []
    for chunk in chunks:
        if chunk.op == "equal":
            parts.append(escape(chunk.text))
        elif chunk.op == keep:
            parts.append(_mark(tag, chunk.text, escape))
    return "".join(parts)


def side_by_side(
    old: str, new: str, *, escape: Callable[[str], str] = html.escape
) -> tuple[str, str]:
    """The old text with its removed words in ``<del>``, the new with its added words in ``<ins>``.

    ``escape`` turns plain text into HTML (``html.escape`` unless the caller
    also wants, say, rule numbers made into links).
    """
    chunks = word_diff(old, new)
    return _render(chunks, "delete", "del", escape), _render(chunks, "insert", "ins", escape)


def inline(old: str, new: str, *, escape: Callable[[str], str] = html.escape) -> str:
    """One text with removed words in ``<del>`` and added words in ``<ins>``, in reading order.

    >>> inline("one effect", "one or more effects")
    'one <del>effect</del><ins>or more effects</ins>'
    >>> inline("skip the step", "skip the next step")
    'skip the <ins>next</ins> step'
    """
    parts = []
    for chunk in word_diff(old, new):
        if chunk.op == "equal":
            parts.append(escape(chunk.text))
        else:
            parts.append(_mark("del" if chunk.op == "delete" else "ins", chunk.text, escape))
    return "".join(parts)


def version_text(text: str, examples: list[str] | tuple[str, ...]) -> str:
    """A rule's text and examples as one text, for comparing versions."""
    return "\n".join([text, *(f"Example: {example}" for example in examples)])
