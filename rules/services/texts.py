"""Writes for rule texts: the built-in texts and imports of official releases."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.db import transaction

from rules.models import Release, Rule

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
