"""Parse the official plain-text Comprehensive Rules, any release from 2003 on.

Pure Python, no Django: bytes in, frozen records out.

The files come in every encoding Wizards of the Coast has used (cp1252, UTF-8
with or without a byte-order mark, UTF-16) and with CR, LF or CRLF line ends.
Early releases wrap lines at about 100 characters (a wrapped line ends in a
space); later ones keep each rule on one line. A rule line starts with its
number (``616.``, ``616.1.``, ``616.1c``, in some releases ``205.2b.`` or
``901.4.All``); ``Example:`` lines belong to the rule above; an indented line
is another paragraph of the rule above. The glossary follows the last
``Glossary`` heading and ends at the last ``Credits`` heading.

>>> release = parse_cr(b"Magic Comprehensive Rules\\r\\n\\r\\nThese rules are effective as of "
...     b"May 1, 2013.\\r\\n\\r\\n616. Interaction\\r\\n\\r\\n616.1. Choose one.\\r\\n"
...     b"Example: A player chooses.\\r\\n\\r\\nGlossary\\r\\n\\r\\nZone\\r\\nA place.\\r\\n\\r\\n"
...     b"Credits\\r\\n")
>>> release.effective_date
datetime.date(2013, 5, 1)
>>> [(rule.number, rule.text, rule.examples) for rule in release.rules]
[('616', 'Interaction', ()), ('616.1', 'Choose one.', ('A player chooses.',))]
>>> release.glossary
(GlossaryItem(term='Zone', text='A place.'),)
"""

from __future__ import annotations

import codecs
import datetime as dt
import re
from dataclasses import dataclass, field

#: A line that starts a rule: its number, then its text.
RULE_LINE = re.compile(
    r"^(?P<number>\d{3}(?:\.\d{1,4}[a-z]{0,2})?)\.?(?:\s+|(?=[A-Z\"\u201c\u2018'(\[])|$)(?P<text>.*)$"
)
#: A rule line whose number has a stray space after the section ("702. 37a Storm is …").
SPLIT_NUMBER_LINE = re.compile(r"^(?P<section>\d{3})\. (?P<rest>\d+[a-z]+) (?P<text>.*)$")
#: The sentence that dates a release, on its third line.
EFFECTIVE = re.compile(
    r"(?:current|effective) as of (?P<month>[A-Z][a-z]+)\.? (?P<day>\d{1,2}),? (?P<year>\d{4})"
)
EXAMPLE_PREFIX = "Example:"
_LATIN1_FALLBACK = "rules-texts-latin1"
codecs.register_error(
    _LATIN1_FALLBACK,
    lambda error: (error.object[error.start : error.end].decode("latin-1"), error.end),  # type: ignore[attr-defined]
)
MONTHS = {
    name: number
    for number, name in enumerate(
        [
            "January",
            "February",
            "March",
            "April",
            "May",
            "June",
            "July",
            "August",
            "September",
            "October",
            "November",
            "December",
        ],
        start=1,
    )
}


class CRFormatError(ValueError):
    """The text is not a Comprehensive Rules document this parser understands."""


@dataclass(frozen=True)
class ParsedRule:
    """One numbered rule as the file gives it."""

    number: str
    """``616``, ``616.1`` or ``616.1c``."""
    text: str
    """The rule's text; further paragraphs follow a newline."""
    examples: tuple[str, ...] = ()
    """Each example's text, without the ``Example:`` prefix."""


@dataclass(frozen=True)
class GlossaryItem:
    """One glossary term and its definition."""

    term: str
    text: str


@dataclass(frozen=True)
class ParsedRelease:
    """Everything read from one release's file."""

    effective_date: dt.date | None
    """The date the file says it takes effect (None when it does not say)."""
    rules: tuple[ParsedRule, ...]
    glossary: tuple[GlossaryItem, ...]
    encoding: str = "utf-8"
    """How the bytes were decoded."""
    duplicates: tuple[str, ...] = field(default=())
    """Rule numbers the file gives twice (their texts are merged into one rule)."""
    repaired: tuple[str, ...] = field(default=())
    """Rule numbers printed with a stray space ("702. 37a"), read as "702.37a"."""
    has_credits: bool = True
    """Whether the file ends with its ``Credits`` heading (a whole release does)."""


def decode(data: bytes) -> tuple[str, str]:
    """The file's text with LF line ends, and the encoding it was in.

    >>> decode("caf\\u00e9\\r\\n".encode("utf-16"))
    ('café\\n', 'utf-16')
    >>> decode(b"\\x93quoted\\x94\\rnext")
    ('“quoted”\\nnext', 'cp1252')
    """
    if data.startswith(b"\xef\xbb\xbf"):
        text, encoding = data[3:].decode("utf-8"), "utf-8-sig"
    elif data.startswith((b"\xff\xfe", b"\xfe\xff")):
        text, encoding = data.decode("utf-16"), "utf-16"
    elif len(data) > 1 and data[1:200:2].count(0) > len(data[1:200:2]) // 2:
        text, encoding = data.decode("utf-16-le"), "utf-16-le"
    elif len(data) > 1 and data[0:200:2].count(0) > len(data[0:200:2]) // 2:
        text, encoding = data.decode("utf-16-be"), "utf-16-be"
    else:
        try:
            text, encoding = data.decode("utf-8"), "utf-8"
        except UnicodeDecodeError:
            # cp1252 leaves five bytes undefined; latin-1 maps them to C1 controls.
            text = data.decode("cp1252", errors=_LATIN1_FALLBACK)
            encoding = "cp1252"
    text = text.lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    return text, encoding


def effective_date(text: str) -> dt.date | None:
    """The date in "These rules are effective as of …" near the top, if any.

    >>> effective_date("These rules are current as of October 1, 2003.")
    datetime.date(2003, 10, 1)
    """
    match = EFFECTIVE.search(text[:2000])
    if match is None or match["month"] not in MONTHS:
        return None
    try:
        return dt.date(int(match["year"]), MONTHS[match["month"]], int(match["day"]))
    except ValueError:
        return None


def _body_bounds(lines: list[str]) -> tuple[int, int, int]:
    """Where the numbered rules start, where the glossary starts and where it ends.

    The glossary ends at the end of the text when there is no ``Credits`` heading.
    """
    first_rule = next(
        (i for i, line in enumerate(lines) if re.match(r"\d{3}\.\d", line)),
        None,
    )
    if first_rule is None:
        raise CRFormatError("no numbered rules found (no line starts like '100.1.')")
    start = first_rule
    # Take in the headings just above the first rule ("100. General").
    while start > 0 and (not lines[start - 1].strip() or RULE_LINE.match(lines[start - 1])):
        start -= 1
    headings = [i for i, line in enumerate(lines) if line.strip() == "Glossary" and i > start]
    glossary = headings[-1] if headings else len(lines)
    credits = [i for i, line in enumerate(lines) if line.strip() == "Credits" and i > glossary]
    end = credits[-1] if credits else len(lines)
    return start, glossary, end


class _Builder:
    """Collects one rule's lines while the file is read.

    Each paragraph (of the rule or of an example) is kept as its lines' pieces, joined
    once when the rule is built: a paragraph written over 40,000 lines is read in
    linear time, not rebuilt at each line (a file of 2.8 MB took 14 s).
    """

    def __init__(self, number: str, text: str) -> None:
        self.number = number
        self.parts: list[list[str]] = [[text.strip()]]
        self.examples: list[list[list[str]]] = []

    def _target(self) -> list[list[str]]:
        return self.examples[-1] if self.examples else self.parts

    def add_example(self, text: str) -> None:
        self.examples.append([[text.strip()]])

    def continue_line(self, text: str) -> None:
        self._target()[-1].append(text.strip())

    def add_paragraph(self, text: str) -> None:
        self._target().append([text.strip()])

    def merge(self, other: _Builder) -> None:
        self.parts.extend(other.parts)
        self.examples.extend(other.examples)

    @staticmethod
    def _text(paragraphs: list[list[str]]) -> str:
        # Only a paragraph's first piece may be empty: the pieces joined, then stripped,
        # are the text each line's continuation would make.
        joined = (" ".join(pieces).strip() for pieces in paragraphs)
        return "\n".join(part for part in joined if part)

    def build(self) -> ParsedRule:
        return ParsedRule(
            number=self.number,
            text=self._text(self.parts),
            examples=tuple(self._text(example) for example in self.examples),
        )


def _example_text(line: str) -> str:
    return line.strip()[len(EXAMPLE_PREFIX) :].strip()


def parse_rules(
    lines: list[str],
) -> tuple[tuple[ParsedRule, ...], tuple[str, ...], tuple[str, ...]]:
    """The numbered rules in ``lines`` (the body of the document), in order.

    Also returns the numbers given twice and the numbers read despite a stray space.
    """
    builders: dict[str, _Builder] = {}
    duplicates: list[str] = []
    repaired: list[str] = []
    current: _Builder | None = None
    previous = ""  # the line before this one, as it was
    for line in lines:
        stripped = line.strip()
        if not stripped:
            previous = line
            continue
        wrapped = bool(previous.strip()) and previous != previous.rstrip()
        split = SPLIT_NUMBER_LINE.match(line)
        match = RULE_LINE.match(line)
        if (split or match) and not wrapped:
            if split:
                builder = _Builder(f"{split['section']}.{split['rest']}", split["text"])
                repaired.append(builder.number)
            else:
                builder = _Builder(match["number"], match["text"])  # type: ignore[index]
            if builder.number in builders:
                duplicates.append(builder.number)
                builders[builder.number].merge(builder)
                current = builders[builder.number]
            else:
                builders[builder.number] = current = builder
        elif re.match(r"\d\.\s", line) and not wrapped:
            current = None  # a section heading ("6. Spells, Abilities, and Effects")
        elif current is None:
            pass  # text before the first rule or under a section heading
        elif stripped.startswith(EXAMPLE_PREFIX):
            current.add_example(_example_text(line))
        elif wrapped or (bool(previous.strip()) and line == line.lstrip()):
            current.continue_line(line)
        else:
            current.add_paragraph(line)
        previous = line
    rules = tuple(builder.build() for builder in builders.values())
    return rules, tuple(duplicates), tuple(repaired)


def parse_glossary(lines: list[str]) -> tuple[GlossaryItem, ...]:
    """The glossary's terms, in order: a term line, its definition below, a blank line."""
    items: list[GlossaryItem] = []
    block: list[str] = []
    for line in [*lines, ""]:
        if line.strip():
            if block and block[-1] != block[-1].rstrip():
                block[-1] = f"{block[-1].rstrip()} {line.strip()}"
            else:
                block.append(line)
            continue
        if block:
            term, *definition = (part.strip() for part in block)
            items.append(GlossaryItem(term=term, text="\n".join(definition)))
            block = []
    return tuple(items)


def parse_cr(data: bytes | str) -> ParsedRelease:
    """Read a whole Comprehensive Rules file (bytes as published, or decoded text)."""
    if isinstance(data, bytes):
        text, encoding = decode(data)
    else:
        text, encoding = data.replace("\r\n", "\n").replace("\r", "\n").lstrip("\ufeff"), "text"
    lines = text.split("\n")
    start, glossary, end = _body_bounds(lines)
    rules, duplicates, repaired = parse_rules(lines[start:glossary])
    has_credits = end < len(lines)
    return ParsedRelease(
        effective_date=effective_date(text),
        rules=rules,
        glossary=parse_glossary(lines[glossary + 1 : end]),
        encoding=encoding,
        duplicates=duplicates,
        repaired=repaired,
        has_credits=has_credits,
    )
