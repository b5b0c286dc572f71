"""Writes for rule texts: the built-in texts and imports of official releases."""

from __future__ import annotations

import contextlib
import datetime as dt
import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import Count

from rules.models import GlossaryEntry, Release, Rule
from rules.texts import checks, shipped
from rules.texts.crtext import CRFormatError, GlossaryItem, ParsedRelease, decode, parse_cr

#: The built-in texts, made from the seed documents by ``python -m rules.texts.build_seeds``.
BUILTIN_DATA = Path(__file__).resolve().parent.parent / "data" / "seeds.json"


def _date(value: str | None) -> dt.date | None:
    return dt.date.fromisoformat(value) if value else None


def builtin_texts_load(
    *,
    release_model: Any = Release,
    rule_model: Any = Rule,
    data_path: Path = BUILTIN_DATA,
) -> str:
    """Store the built-in releases and rules that are not stored yet.

    Never overwrites a stored text (an imported official text is better than
    the seeds); only fills the dates and rulings the seeds know where a stored
    rule has none. Safe to run any number of times. The model arguments let a
    data migration pass its historical models.
    """
    if not data_path.exists():
        return "No built-in rule texts to load."
    data = json.loads(data_path.read_text(encoding="utf-8"))
    added = filled = 0
    with transaction.atomic():
        for spec in data["releases"]:
            release, _ = release_model.objects.get_or_create(
                label=spec["label"],
                defaults={
                    "date": _date(spec["date"]),
                    "effective_date": _date(spec.get("effective_date")),
                    "name": spec["name"],
                    "source": spec["source"],
                    "notes": spec.get("notes", ""),
                    "builtin": True,
                },
            )
            stored = {rule.number: rule for rule in rule_model.objects.filter(release=release)}
            new_rules = []
            for position, item in enumerate(spec["rules"]):
                rule = stored.get(item["number"])
                if rule is None:
                    new_rules.append(
                        rule_model(
                            release=release,
                            number=item["number"],
                            position=item.get("position", position),
                            text=item["text"],
                            examples=item.get("examples", []),
                            last_changed=_date(item.get("last_changed")),
                            example_changes=item.get("example_changes", []),
                            rulings=item.get("rulings", []),
                        )
                    )
                    continue
                changed = False
                if rule.last_changed is None and item.get("last_changed"):
                    rule.last_changed = _date(item["last_changed"])
                    changed = True
                if not rule.rulings and item.get("rulings"):
                    rule.rulings = item["rulings"]
                    changed = True
                if not rule.example_changes and item.get("example_changes"):
                    rule.example_changes = item["example_changes"]
                    changed = True
                if changed:
                    rule.save(update_fields=["last_changed", "rulings", "example_changes"])
                    filled += 1
            rule_model.objects.bulk_create(new_rules)
            added += len(new_rules)
    return f"Built-in rule texts: {added} rules added, {filled} completed, the rest already stored."


@dataclass(frozen=True)
class ImportSummary:
    """What an import did to one release."""

    release: str
    created_release: bool
    added: int
    changed: int
    unchanged: int
    removed: int
    glossary_added: int
    glossary_changed: int
    glossary_unchanged: int
    glossary_removed: int


#: Said when a file cannot be dated by its name or its text.
UNDATED_RELEASE = (
    "Cannot tell which release {name} is: its name holds no date (YYYY-MM-DD or YYYYMMDD) "
    "and its text does not say when it takes effect. Give one with --label YYYY-MM-DD."
)
_NAME_DATE = re.compile(r"(?<!\d)(\d{4})-?(\d{2})-?(\d{2})(?!\d)")


def release_label_for(*, file_name: str, parsed: ParsedRelease) -> dt.date:
    """The date a release file is filed under: the date in its name, else its effective date.

    Official files are named by their release (``MagicCompRules-20250919.txt``);
    the date inside sometimes differs by a few days, or is mistyped.
    """
    match = _NAME_DATE.search(Path(file_name).name)
    if match:
        try:
            return dt.date(int(match[1]), int(match[2]), int(match[3]))
        except ValueError:
            pass
    if parsed.effective_date is not None:
        return parsed.effective_date
    raise ValueError(UNDATED_RELEASE.format(name=file_name))


def _long(date: dt.date) -> str:
    return f"{date:%B} {date.day}, {date.year}"


def release_import(
    *,
    parsed: ParsedRelease,
    date: dt.date,
    source: str,
    batch_size: int = 2000,
    sha256: str = "",
    note: str = "",
) -> ImportSummary:
    """Store one parsed release under the label ``date``: add, change or remove rules to match it.

    Releases sort by the date the text says it takes effect (a file named for
    one date can hold an older text), else by ``date``. Importing the same text
    again changes nothing. Dates and rulings known from the built-in texts are
    kept when the official text replaces theirs.
    """
    label = date.isoformat()
    name = f"Comprehensive Rules, {_long(date)}"
    sort_date = parsed.effective_date or date
    notes = [note] if note else []
    if parsed.effective_date and parsed.effective_date != date:
        notes.append(
            f"The text says it takes effect on {_long(parsed.effective_date)}; "
            "it is listed by that date."
        )
    if parsed.duplicates:
        notes.append(
            "Numbers the text gives twice (both kept, as one rule): "
            + ", ".join(parsed.duplicates)
            + "."
        )
    if parsed.repaired:
        notes.append(
            "Numbers printed with a stray space, read without it: "
            + ", ".join(parsed.repaired)
            + "."
        )
    with transaction.atomic():
        release, created = Release.objects.get_or_create(
            label=label,
            defaults={
                "date": sort_date,
                "effective_date": parsed.effective_date,
                "name": name,
                "source": source,
                "notes": " ".join(notes),
                "sha256": sha256,
            },
        )
        if not created:
            wanted = {
                "date": sort_date,
                "effective_date": parsed.effective_date,
                "name": name,
                "source": source,
                "notes": " ".join(notes),
                "builtin": False,
                "sha256": sha256,
            }
            if any(getattr(release, key) != value for key, value in wanted.items()):
                for key, value in wanted.items():
                    setattr(release, key, value)
                release.save()

        stored = {
            number: (pk, text, examples, position)
            for pk, number, text, examples, position in Rule.objects.filter(release=release)
            .order_by()
            .values_list("pk", "number", "text", "examples", "position")
        }
        to_create, to_update = [], []
        changed = 0
        for position, rule in enumerate(parsed.rules):
            examples = list(rule.examples)
            known = stored.pop(rule.number, None)
            if known is None:
                to_create.append(
                    Rule(
                        release=release,
                        number=rule.number,
                        position=position,
                        text=rule.text,
                        examples=examples,
                    )
                )
                continue
            pk, text, old_examples, old_position = known
            if text != rule.text or old_examples != examples:
                changed += 1
            elif old_position == position:
                continue
            to_update.append(Rule(pk=pk, text=rule.text, examples=examples, position=position))
        Rule.objects.bulk_create(to_create, batch_size=batch_size)
        Rule.objects.bulk_update(to_update, ["text", "examples", "position"], batch_size=batch_size)
        removed = len(stored)
        if stored:
            Rule.objects.filter(pk__in=[pk for pk, *_ in stored.values()]).delete()

        glossary = _glossary_sync(release=release, items=parsed.glossary)
    return ImportSummary(
        release=label,
        created_release=created,
        added=len(to_create),
        changed=changed,
        unchanged=len(parsed.rules) - len(to_create) - changed,
        removed=removed,
        glossary_added=glossary[0],
        glossary_changed=glossary[1],
        glossary_unchanged=glossary[2],
        glossary_removed=glossary[3],
    )


def _glossary_sync(
    *, release: Release, items: tuple[GlossaryItem, ...]
) -> tuple[int, int, int, int]:
    stored = {
        position: (pk, term, text)
        for pk, position, term, text in GlossaryEntry.objects.filter(release=release)
        .order_by()
        .values_list("pk", "position", "term", "text")
    }
    to_create, to_update = [], []
    for position, item in enumerate(items):
        known = stored.pop(position, None)
        if known is None:
            to_create.append(
                GlossaryEntry(release=release, position=position, term=item.term, text=item.text)
            )
        elif (known[1], known[2]) != (item.term, item.text):
            to_update.append(GlossaryEntry(pk=known[0], term=item.term, text=item.text))
    GlossaryEntry.objects.bulk_create(to_create, batch_size=2000)
    GlossaryEntry.objects.bulk_update(to_update, ["term", "text"], batch_size=2000)
    if stored:
        GlossaryEntry.objects.filter(pk__in=[pk for pk, *_ in stored.values()]).delete()
    unchanged = len(items) - len(to_create) - len(to_update)
    return len(to_create), len(to_update), unchanged, len(stored)


# --- official files: checked, then stored ------------------------------------------------


#: The most lines a release's file may have: every published one has under 10,000.
MAX_RELEASE_LINES = 100_000
TOO_MANY_LINES = (
    f"it has {{lines:,}} lines, far more than any release (under 10,000; at most "
    f"{MAX_RELEASE_LINES:,} are read)"
)


class ReleaseRejected(ValueError):
    """A file that is not a whole release of the Comprehensive Rules; nothing was stored."""

    def __init__(self, name: str, problems: list[str]) -> None:
        self.name = name
        self.problems = problems
        super().__init__(
            f"{name} is not a whole release of the Comprehensive Rules: "
            + "; ".join(problems)
            + ". Nothing was stored."
        )


@dataclass(frozen=True)
class ReadRelease:
    """A file read and checked, ready to store."""

    parsed: ParsedRelease
    date: dt.date
    sha256: str
    note: str
    """The manifest's note when the file is a shipped official one accepted as published."""


def _rule_counts_beside(*, when: dt.date, label: str) -> list[tuple[str, int]]:
    """The rule counts of the releases just before and after the date ``when`` (shipped or
    stored), leaving out the release ``label`` itself."""
    counts = shipped.manifest().counts_by_date()
    stored = (
        Release.objects.filter(builtin=False)
        .exclude(label=label)
        .annotate(count=Count("rules"))
        .values_list("date", "label", "count")
    )
    for date, other, count in stored:
        counts.setdefault(date.isoformat(), (other, count))
    return shipped.beside(counts, when=when.isoformat(), label=label)


def release_file_read(*, data: bytes, file_name: str, date: dt.date | None = None) -> ReadRelease:
    """Read an official file and check that it is a whole release.

    Raises :class:`ReleaseRejected` saying why when it is not (no glossary, no
    credits, control characters, far fewer rules than the releases beside it).
    A file the app ships (known by its SHA-256) is accepted as published.
    """
    digest = shipped.sha256(data)
    try:
        text, _ = decode(data)
        lines = text.count("\n") + 1
        if lines > MAX_RELEASE_LINES:
            # Before reading it: a file of 700,000 short lines took over 10 s to read.
            raise ReleaseRejected(file_name, [TOO_MANY_LINES.format(lines=lines)])
        parsed = parse_cr(data)
    except (CRFormatError, UnicodeDecodeError) as error:
        problem = f"it is not a Comprehensive Rules text file ({error})"
        raise ReleaseRejected(file_name, [problem]) from error
    try:
        date = date or release_label_for(file_name=file_name, parsed=parsed)
    except ValueError as error:
        raise ReleaseRejected(file_name, [str(error)]) from error
    known = shipped.manifest().by_hash(digest)
    if known is not None:
        return ReadRelease(parsed=parsed, date=date, sha256=digest, note=known.note)
    near = _rule_counts_beside(when=parsed.effective_date or date, label=date.isoformat())
    found = checks.problems(text, parsed, beside=near)
    if found:
        raise ReleaseRejected(file_name, found)
    return ReadRelease(parsed=parsed, date=date, sha256=digest, note="")


def release_file_import(
    *, data: bytes, file_name: str, source: str, date: dt.date | None = None
) -> ImportSummary:
    """Check an official file (see :func:`release_file_read`) and store it."""
    read = release_file_read(data=data, file_name=file_name, date=date)
    return release_import(
        parsed=read.parsed, date=read.date, source=source, sha256=read.sha256, note=read.note
    )


# --- the releases shipped with the app ------------------------------------------------------


def shipped_release_stored(label: str) -> bool:
    """Whether the shipped release ``label`` is stored as shipped (same SHA-256)."""
    entry = shipped.manifest().get(label)
    return entry is not None and Release.objects.filter(label=label, sha256=entry.sha256).exists()


def shipped_release_load(label: str) -> ImportSummary | None:
    """Store the shipped release ``label``; None when it is already stored as shipped."""
    entry = shipped.manifest().get(label)
    if entry is None:
        raise KeyError(label)
    if shipped_release_stored(label):
        return None
    return release_file_import(
        data=shipped.read(label), file_name=entry.file, source=f"Official text, {entry.file}"
    )


def shipped_releases_load(
    labels: list[str] | None = None,
    *,
    progress: Callable[[str, ImportSummary | None], None] = lambda label, summary: None,
) -> list[str]:
    """Store the shipped releases ``labels`` (all of them when None) not stored yet.

    Reads the archive once. Returns the labels stored now.
    """
    catalogue = shipped.manifest()
    wanted = {entry.label for entry in catalogue.releases} if labels is None else set(labels)
    stored = set(
        Release.objects.filter(
            sha256__in=[entry.sha256 for entry in catalogue.releases]
        ).values_list("label", flat=True)
    )
    missing = {label for label in wanted if label not in stored and catalogue.get(label)}
    for label in sorted(wanted - missing):
        progress(label, None)
    loaded: list[str] = []
    for label, data in shipped.read_many(missing):
        entry = catalogue.get(label)
        assert entry is not None
        summary = release_file_import(
            data=data, file_name=entry.file, source=f"Official text, {entry.file}"
        )
        loaded.append(label)
        progress(label, summary)
    return loaded


def default_release_labels() -> list[str]:
    """The releases the first ``make run`` stores: the newest, every one a procedure or the
    concordance cites, and any stored only from the seeds (made whole)."""
    from rules import concordance
    from rules.engine.procedures import PROCEDURES

    catalogue = shipped.manifest()
    if not catalogue.releases:
        return []
    labels = {catalogue.newest.label}
    labels |= {procedure.release for procedure in PROCEDURES.values()}
    data = concordance.load()
    labels |= {data.old_release, data.new_release}
    labels |= set(Release.objects.filter(builtin=True).values_list("label", flat=True))
    return sorted(label for label in labels if catalogue.get(label))


def shipped_defaults_load() -> str:
    """Store the default releases (see :func:`default_release_labels`) not stored yet."""
    labels = default_release_labels()
    if not labels:
        return "No official rule texts are shipped (rules/data/cr/ is missing)."
    loaded = shipped_releases_load(labels)
    catalogue = shipped.manifest()
    stored = Release.objects.filter(
        sha256__in=[entry.sha256 for entry in catalogue.releases]
    ).count()
    rest = len(catalogue.releases) - stored
    return (
        f"Official rule texts: {len(loaded)} release(s) stored now"
        f"{' (' + ', '.join(loaded) + ')' if loaded else ''}, "
        f"{stored - len(loaded)} already stored; {rest} more load when a page asks "
        "for them, or all at once with: python manage.py loadreleases --all"
    )


def release_ensure(label: str) -> bool:
    """Store the shipped release ``label`` if a page asks for it and it is not stored yet.

    For a date that is no release's label, the release in force on that date is
    stored. Returns whether a release ``label`` is stored afterwards.
    """
    catalogue = shipped.manifest()
    entry = catalogue.get(label)
    if entry is None:
        try:
            dt.date.fromisoformat(label)
        except ValueError:
            return False
        entry = catalogue.on_or_before(label)
    if entry is not None and not shipped_release_stored(entry.label):
        with contextlib.suppress(IntegrityError):  # another request stored it meanwhile
            shipped_release_load(entry.label)
    return Release.objects.filter(label=label).exists()


def shipped_releases_store_some(*, seconds: float) -> tuple[list[str], int]:
    """Store shipped releases not stored yet, newest first, for about ``seconds``.

    Stops after the release that runs past the time (each takes well under a
    second). Returns the labels stored and how many are still not stored.
    """
    catalogue = shipped.manifest()
    stored_hashes = set(Release.objects.exclude(sha256="").values_list("sha256", flat=True))
    waiting = [r.label for r in reversed(catalogue.releases) if r.sha256 not in stored_hashes]
    started = time.monotonic()
    done: list[str] = []
    for label in waiting:
        with contextlib.suppress(IntegrityError):  # another request stored it meanwhile
            shipped_release_load(label)
        done.append(label)
        if time.monotonic() - started > seconds:
            break
    return done, len(waiting) - len(done)
