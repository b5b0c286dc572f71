"""Parse the seed documents: messy copies of rule texts into one clean record per rule.

Pure Python, no Django. Three kinds of seed exist, told apart by their content:

- **plain copies** of the 2006-2008 text (a rule per line, ``Example:`` lines,
  curly quotes, sometimes a line broken in two and web-page debris at the end);
- an **annotated search** of the 2008 rule 419: ``419.6f - text [CompRules
  2003/07/01]`` wrapped at 80 columns, every subrule and example dated by the
  update that last changed it, a ruling as ``419.6f.Ruling.1 - … [D'Angelo
  2008/03/16]``, section headings shifted onto the line of the next subrule;
- a **wiki page** of modern rule 616: ``- 616.1f text.Example: …`` bullets with
  the examples run into the rule's line, and one rule given twice.

Nothing is invented: every record's text comes from a seed, whitespace and
debris aside. Where the annotated seed and a plain copy give the same words,
the plain copy's typography (curly quotes, dashes) is kept.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from rules.texts.crtext import MONTHS


class SeedError(ValueError):
    """A seed could not be read without losing or guessing something."""


@dataclass(frozen=True)
class SeedRuling:
    """A ruling attached to a rule by the annotated seed."""

    label: str
    """e.g. ``419.6f.Ruling.1``."""
    text: str
    author: str
    date: str
    """ISO date, e.g. ``2008-03-16``."""


@dataclass(frozen=True)
class SeedRule:
    """One rule as the seeds give it."""

    number: str
    text: str
    examples: tuple[str, ...] = ()
    last_changed: str | None = None
    """ISO date of the update that last changed the rule (annotated seed only)."""
    example_changes: tuple[str | None, ...] = ()
    """For each example, the ISO date of the update that last changed it."""
    rulings: tuple[SeedRuling, ...] = field(default=())


_PLAIN_RULE = re.compile(r"^(?P<number>\d{3}(?:\.\d+[a-z]?)?)\.?\s+(?P<text>.*)$")
_WIKI_RULE = re.compile(r"^-\s+(?P<number>\d{3}(?:\.\d+[a-z]?)?)\.?\s+(?P<text>.*)$")
_ANNOTATED_ENTRY = re.compile(
    r"(?<!\S)(?P<number>\d{3}(?:\.\d+[a-z]?)?(?:\.Ruling\.\d+)?) -\s+(?=\S)"
)
_STAMP = re.compile(r"\[(?P<who>[^\[\]]+?) (?P<date>\d{4}/\d{2}/\d{2})\]\s*$")
_WIKI_SOURCE = re.compile(
    r"From the Comprehensive Rules \((?P<month>[A-Z][a-z]+) (?P<day>\d{1,2}), (?P<year>\d{4})"
)


def _is_debris(line: str) -> bool:
    """Web-page furniture: table borders, lone symbols, text in another script."""
    stripped = line.strip()
    if not stripped:
        return False
    if re.fullmatch(r"[|\s]+", stripped) or re.fullmatch(r"[\d\u00d7|]+", stripped):
        return True
    if re.search(r"[\u0400-\u04ff]", stripped):  # Cyrillic page chrome
        return True
    if re.fullmatch(r"Magic: The Gathering Comprehensive Rules\s+Page \d+", stripped):
        return True  # a printed page's footer
    return stripped.startswith(("This search based on", "| ", "|\t"))


def _squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _join_broken(first: str, second: str) -> str:
    """Join a line broken in two; a lone letter before the break is half a word."""
    first, second = first.rstrip(), second.lstrip()
    last_word = first.rsplit(" ", 1)[-1]
    if (
        len(last_word) == 1
        and last_word.isalpha()
        and last_word not in "aAI"
        and second[:1].islower()
    ):
        return first + second
    return f"{first} {second}"


def typography_key(text: str) -> str:
    """The words of a text, ignoring quotes, dashes, case and spacing.

    >>> typography_key("skipped--any") == typography_key("Skipped-any")
    True
    >>> typography_key("“X . . . ,”") == typography_key('"x ...,"')
    True
    >>> typography_key("a permanent;") == typography_key("a permanent,")
    False
    """
    for fancy, plain in (
        ("\u201c", '"'),
        ("\u201d", '"'),
        ("\u2018", "'"),
        ("\u2019", "'"),
        ("\u2014", "-"),
        ("\u2013", "-"),
        ("--", "-"),
        (". . .", "..."),
    ):
        text = text.replace(fancy, plain)
    text = re.sub(r"\s*\.\.\.\s*", "...", _squash(text))
    return re.sub(r"\s+(?=[,.;:])", "", text).casefold()


# --- plain copies -------------------------------------------------------------------


def parse_plain(text: str) -> list[SeedRule]:
    """A plain copy: a rule per line, ``Example:`` lines under their rule."""
    rules: list[SeedRule] = []
    orphans: list[str] = []
    for raw in text.splitlines():
        if _is_debris(raw) or not raw.strip():
            continue
        line = raw.strip()
        match = _PLAIN_RULE.match(line)
        if match:
            rules.append(SeedRule(number=match["number"], text=_squash(match["text"])))
        elif line.startswith("Example:"):
            example = _squash(line[len("Example:") :])
            if rules:
                rules[-1] = replace(rules[-1], examples=(*rules[-1].examples, example))
            else:
                orphans.append(example)
        elif rules:
            last = rules[-1]
            if last.examples:
                joined = _join_broken(last.examples[-1], line)
                rules[-1] = replace(last, examples=(*last.examples[:-1], joined))
            else:
                rules[-1] = replace(last, text=_join_broken(last.text, line))
        else:
            raise SeedError(f"text before the first rule: {line[:60]!r}")
    if orphans:
        # An example cut off from its rule at the top of a copy: keep it only
        # as a marker for the merge to find under the rule in another copy.
        rules.insert(0, SeedRule(number="", text="", examples=tuple(orphans)))
    return rules


def merge_copies(copies: Iterable[list[SeedRule]]) -> list[SeedRule]:
    """One record per rule number from several copies of the same text.

    Copies must agree word for word; a copy cut off part-way (a prefix of the
    others) gives way to the complete one. Anything else is an error.
    """
    merged: dict[str, SeedRule] = {}
    orphans: list[str] = []
    for copy in copies:
        for rule in copy:
            if not rule.number:
                orphans.extend(rule.examples)
                continue
            known = merged.get(rule.number)
            merged[rule.number] = rule if known is None else _pick_complete(known, rule)
    every_example = {typography_key(e) for rule in merged.values() for e in rule.examples}
    for orphan in orphans:
        if typography_key(orphan) not in every_example:
            raise SeedError(f"an example with no rule in any copy: {orphan[:60]!r}")
    return sorted(merged.values(), key=lambda rule: number_key(rule.number))


def _longer(a: str, b: str, number: str) -> str:
    ka, kb = typography_key(a), typography_key(b)
    if ka == kb or kb.startswith(ka):
        return b if len(kb) > len(ka) else a
    if ka.startswith(kb):
        return a
    raise SeedError(f"copies disagree on {number}: {a[:60]!r} / {b[:60]!r}")


def _pick_complete(a: SeedRule, b: SeedRule) -> SeedRule:
    text = _longer(a.text, b.text, a.number)
    longest, other = (
        (a.examples, b.examples) if len(a.examples) >= len(b.examples) else (b.examples, a.examples)
    )
    examples = list(longest)
    for index, example in enumerate(other):
        examples[index] = _longer(examples[index], example, f"{a.number} example {index + 1}")
    return replace(a, text=text, examples=tuple(examples))


# --- the annotated search -------------------------------------------------------------


def _iso(stamp_date: str) -> str:
    return dt.date(*map(int, stamp_date.split("/"))).isoformat()


def _split_stamp(piece: str) -> tuple[str, str | None, str | None]:
    """``text [CompRules 2003/07/01]`` → (text, who, ISO date)."""
    piece = _squash(piece)
    match = _STAMP.search(piece)
    if match is None:
        return piece, None, None
    return piece[: match.start()].strip(), match["who"], _iso(match["date"])


def parse_annotated(text: str) -> list[SeedRule]:
    """The annotated search: dated subrules, dated examples and rulings."""
    body = "\n".join(line for line in text.splitlines() if not _is_debris(line))
    entries = list(_ANNOTATED_ENTRY.finditer(body))
    if not entries:
        raise SeedError("no '419.1 - …' entries in the annotated seed")
    rules: dict[str, SeedRule] = {}
    for entry, following in zip(entries, [*entries[1:], None], strict=True):
        chunk = body[entry.end() : following.start() if following else len(body)]
        number = entry["number"]
        if ".Ruling." in number:
            ruling_text, who, date = _split_stamp(chunk)
            parent = number.split(".Ruling.")[0]
            if parent not in rules or who is None or date is None:
                raise SeedError(f"ruling {number} has no dated rule before it")
            ruling = SeedRuling(label=number, text=ruling_text, author=who, date=date)
            rules[parent] = replace(rules[parent], rulings=(*rules[parent].rulings, ruling))
            continue
        text_part, *example_parts = re.split(r"\bExample:", chunk)
        rule_text, _, changed = _split_stamp(text_part)
        examples, example_changes = [], []
        for part in example_parts:
            example, _, example_changed = _split_stamp(part)
            examples.append(example)
            example_changes.append(example_changed)
        if changed is None and example_changes:
            # One stamp after a rule and its example dates the entry as a whole.
            changed = example_changes[0]
        if number in rules:
            raise SeedError(f"the annotated seed gives {number} twice")
        rules[number] = SeedRule(
            number=number,
            text=rule_text,
            examples=tuple(examples),
            last_changed=changed,
            example_changes=tuple(example_changes),
        )
    return sorted(rules.values(), key=lambda rule: number_key(rule.number))


def prefer_typography(annotated: list[SeedRule], copies: list[SeedRule]) -> list[SeedRule]:
    """The annotated records, in a plain copy's typography where the words are the same.

    A text is matched against every text of the copies, whatever its number
    there (the annotated 419.7d is the copies' 419.7c).
    """
    typeset: dict[str, str] = {}
    for copy in copies:
        for text in (copy.text, *copy.examples):
            typeset.setdefault(typography_key(text), text)
    return [
        replace(
            rule,
            text=typeset.get(typography_key(rule.text), rule.text),
            examples=tuple(typeset.get(typography_key(e), e) for e in rule.examples),
        )
        for rule in annotated
    ]


# --- the wiki page -----------------------------------------------------------------


def parse_wiki(text: str) -> tuple[dt.date, list[SeedRule]]:
    """The wiki page of a modern rule: its release date and its rules."""
    source = _WIKI_SOURCE.search(text)
    if source is None or source["month"] not in MONTHS:
        raise SeedError("the wiki seed does not say which Comprehensive Rules it quotes")
    date = dt.date(int(source["year"]), MONTHS[source["month"]], int(source["day"]))
    rules: dict[str, SeedRule] = {}
    for raw in text.splitlines():
        match = _WIKI_RULE.match(raw.strip())
        if match is None:
            continue  # page title, banners, blank bullets
        rule_text, *examples = (_squash(part) for part in match["text"].split("Example:"))
        rule = SeedRule(number=match["number"], text=rule_text, examples=tuple(examples))
        known = rules.get(rule.number)
        if known is not None and known != rule:
            raise SeedError(f"the wiki seed gives {rule.number} twice, differently")
        rules[rule.number] = rule
    return date, sorted(rules.values(), key=lambda rule: number_key(rule.number))


# --- numbers -----------------------------------------------------------------------


def number_key(number: str) -> tuple[int, int, str]:
    """Sort key for rule numbers: ``616`` < ``616.1`` < ``616.1a`` < ``616.2`` < ``616.10``.

    >>> sorted(["616.10", "616.1a", "616", "616.2", "616.1"], key=number_key)
    ['616', '616.1', '616.1a', '616.2', '616.10']
    """
    match = re.fullmatch(r"(\d+)(?:\.(\d+)([a-z]*))?", number)
    if match is None:
        return (10**6, 0, number)
    return (int(match[1]), int(match[2]) if match[2] else -1, match[3] or "")
