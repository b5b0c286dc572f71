"""Writes for rule texts: the built-in texts and imports of official releases."""

from __future__ import annotations

import datetime as dt
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.db import transaction

from rules.models import GlossaryEntry, Release, Rule
from rules.texts.crtext import GlossaryItem, ParsedRelease

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
    notes = []
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
