"""Reading rulings: search, history with field diffs, re-checks, exports."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.db.models import Prefetch, Q, QuerySet

from rules.models.rulings import ApiToken, Ruling, RulingRevision
from rules.resolution import resolution_for, same_result
from rules.ruling_fields import (
    CONTENT_FIELDS,
    EXPORT_FORMAT,
    EXPORT_VERSION,
    STAFF_GROUP,
    RulingInputError,
)

FIELD_LABELS: Mapping[str, str] = {
    "title": "Title",
    "event": "Event",
    "round": "Round",
    "table": "Table",
    "judge": "Judge",
    "decided_on": "Date",
    "tags": "Tags",
    "notes": "Notes",
    "scenario": "Scenario",
    "procedure": "Procedure",
    "choices": "Choices",
    "outcome": "Outcome (full result)",
    "outcome_text": "Outcome",
}


def user_can_edit_rulings(*, user: AbstractBaseUser | AnonymousUser) -> bool:
    """Staff (members of the staff group) and superusers save and edit rulings."""
    if not user.is_authenticated or not user.is_active:
        return False
    if user.is_superuser:
        return True
    return user.groups.filter(name=STAFF_GROUP).exists()


def ruling_get(*, public_id: str) -> Ruling | None:
    """The ruling with this permalink id, or None."""
    return Ruling.objects.filter(public_id=public_id).first()


#: The most words a search of rulings takes: each is a condition on six fields, and SQLite
#: refuses a query of a thousand (a 500); no ruling's words need more.
MAX_SEARCH_WORDS = 20
TOO_MANY_WORDS = f"The search takes at most {MAX_SEARCH_WORDS} words; this one has {{count:,}}."


def search_words_problem(text: str) -> str | None:
    """Why ``text`` can't be searched for (too many words), or None."""
    count = len(text.split())
    return TOO_MANY_WORDS.format(count=count) if count > MAX_SEARCH_WORDS else None


def ruling_search(
    *,
    text: str = "",
    card: str = "",
    tag: str = "",
    event: str = "",
    date_from: dt.date | None = None,
    date_to: dt.date | None = None,
    rule: str = "",
) -> QuerySet[Ruling]:
    """Rulings matching every filter given (newest first).

    ``text`` looks in the title, notes, event, judge, outcome and card names;
    ``card`` matches the start of a card name in the scenario; ``tag`` a whole
    tag; ``rule`` a rule number cited by the resolution, or its subrules
    ("616.1" finds 616.1a and 616.1e).
    """
    rulings = Ruling.objects.all()
    for word in text.split():
        rulings = rulings.filter(
            Q(title__icontains=word)
            | Q(notes__icontains=word)
            | Q(event__icontains=word)
            | Q(judge__icontains=word)
            | Q(outcome_text__icontains=word)
            | Q(cards_text__icontains=word)
        )
    if card.strip():
        rulings = rulings.filter(cards_text__icontains="|" + card.strip().lower())
    if tag.strip():
        rulings = rulings.filter(tags_text__icontains="|" + " ".join(tag.lower().split()) + "|")
    if event.strip():
        rulings = rulings.filter(event__icontains=event.strip())
    if date_from is not None:
        rulings = rulings.filter(decided_on__gte=date_from)
    if date_to is not None:
        rulings = rulings.filter(decided_on__lte=date_to)
    if rule.strip():
        rulings = rulings.filter(rules_text__icontains="|" + rule.strip().lower())
    return rulings


def ruling_revisions(*, ruling: Ruling) -> QuerySet[RulingRevision]:
    """Every revision of a ruling, first to last."""
    return ruling.revisions.order_by("number")


def ruling_revision(*, ruling: Ruling, number: int) -> RulingRevision | None:
    return ruling.revisions.filter(number=number).first()


# --- Differences --------------------------------------------------------------


@dataclass(frozen=True)
class FieldChange:
    """One field that differs between two versions of a ruling, as text to show."""

    field: str
    label: str
    before: str
    after: str
    paths: tuple[str, ...] = ()
    """For JSON fields (the scenario): each JSON path that changed, with both values."""


def field_text(field: str, value: Any) -> str:
    """How a field's value reads on a page or in a diff."""
    if value is None:
        return ""
    if field in {"tags", "choices"}:
        return ", ".join(value)
    if field in {"scenario", "outcome"}:
        return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False)
    if isinstance(value, dt.date):
        return value.isoformat()
    return str(value)


def _as_values(version: RulingRevision | Ruling | Mapping[str, Any]) -> dict[str, Any]:
    if isinstance(version, Mapping):
        return dict(version)
    return {field: getattr(version, field) for field in CONTENT_FIELDS}


def version_changes(
    *,
    before: RulingRevision | Ruling | Mapping[str, Any] | None,
    after: RulingRevision | Ruling | Mapping[str, Any],
    fields: Iterable[str] = CONTENT_FIELDS,
) -> tuple[FieldChange, ...]:
    """The fields whose value differs from ``before`` to ``after`` (all, for a first one)."""
    old = _as_values(before) if before is not None else {}
    new = _as_values(after)
    changes = []
    for field in fields:
        if field not in new:
            continue
        before_text = field_text(field, old.get(field)) if before is not None else ""
        after_text = field_text(field, new[field])
        if before is None or before_text != after_text:
            paths: tuple[str, ...] = ()
            if before is not None and field in {"scenario", "outcome"}:
                paths = tuple(json_differences(old.get(field), new[field]))
            changes.append(FieldChange(field, FIELD_LABELS[field], before_text, after_text, paths))
    return tuple(changes)


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, sort_keys=True)
    return text if len(text) <= 80 else text[:77] + "…"


def json_differences(before: Any, after: Any, path: str = "") -> list[str]:
    """Where two JSON values differ, as ``path: old → new`` lines (``+``/``-`` for keys).

    >>> json_differences({"a": [1, 2], "b": 1}, {"a": [1, 3], "c": 2})
    ['a[1]: 2 → 3', '- b: 1', '+ c: 2']
    """
    if isinstance(before, dict) and isinstance(after, dict):
        lines: list[str] = []
        for key in sorted(before.keys() | after.keys()):
            where = f"{path}.{key}" if path else str(key)
            if key not in after:
                lines.append(f"- {where}: {_short(before[key])}")
            elif key not in before:
                lines.append(f"+ {where}: {_short(after[key])}")
            else:
                lines.extend(json_differences(before[key], after[key], where))
        return lines
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        lines = []
        for index, (old, new) in enumerate(zip(before, after, strict=True)):
            lines.extend(json_differences(old, new, f"{path}[{index}]"))
        return lines
    if before == after:
        return []
    return [f"{path or '(whole)'}: {_short(before)} → {_short(after)}"]


@dataclass(frozen=True)
class HistoryEntry:
    revision: RulingRevision
    changes: tuple[FieldChange, ...]


def ruling_history(*, ruling: Ruling) -> tuple[HistoryEntry, ...]:
    """Every revision, newest first, each with what changed from the one before."""
    revisions = list(ruling_revisions(ruling=ruling))
    entries = []
    previous = None
    for revision in revisions:
        fields = [f for f in CONTENT_FIELDS if f != "outcome"]
        entries.append(
            HistoryEntry(revision, version_changes(before=previous, after=revision, fields=fields))
        )
        previous = revision
    return tuple(reversed(entries))


# --- Then and now -------------------------------------------------------------


@dataclass(frozen=True)
class Recheck:
    """A ruling resolved again with today's resolver, beside what was stored.

    ``same`` is True when today's outcome equals the stored one. When today's
    resolver refuses the stored input, ``error`` says why and ``now`` is None.
    """

    same: bool
    now: dict[str, Any] | None
    now_text: str
    error: str


def ruling_recheck(*, ruling: Ruling | RulingRevision) -> Recheck:
    """Resolve the stored scenario, procedure and choices again and compare outcomes."""
    try:
        resolution = resolution_for(
            scenario=ruling.scenario, procedure=ruling.procedure, choices=ruling.choices
        )
    except RulingInputError as error:
        return Recheck(same=False, now=None, now_text="", error=str(error))
    return Recheck(
        same=same_result(
            ruling.outcome, ruling.outcome_text, resolution, ids=_object_ids(ruling.scenario)
        ),
        now=resolution.outcome,
        now_text=resolution.outcome_text,
        error="",
    )


def _object_ids(scenario: Any) -> list[str]:
    objects = scenario.get("objects") if isinstance(scenario, Mapping) else None
    return [o["id"] for o in objects or () if isinstance(o, Mapping) and "id" in o]


# --- Export -------------------------------------------------------------------


def revision_export(*, revision: RulingRevision) -> dict[str, Any]:
    data: dict[str, Any] = {"number": revision.number}
    for field in CONTENT_FIELDS:
        value = getattr(revision, field)
        data[field] = value.isoformat() if isinstance(value, dt.date) else value
    data["presets"] = revision.presets
    data["author"] = revision.author_name
    data["created_at"] = revision.created_at.isoformat()
    return data


def without_authors(document: dict[str, Any]) -> dict[str, Any]:
    """An export document (or a ruling's revisions) without who saved each revision: the
    staff's user names are for the staff, not for everyone with a ruling's link."""
    rulings = document.get("rulings", [document])
    for ruling in rulings:
        for revision in ruling.get("revisions", []):
            revision.pop("author", None)
    return document


def ruling_export(*, ruling: Ruling) -> dict[str, Any]:
    """One ruling with all its revisions, as the export document holds it."""
    return {
        "id": ruling.public_id,
        "created_at": ruling.created_at.isoformat(),
        "revisions": [
            revision_export(revision=revision)
            for revision in sorted(ruling.revisions.all(), key=lambda rev: rev.number)
        ],
    }


def export_document(*, rulings: Iterable[Ruling]) -> dict[str, Any]:
    """The JSON document `importrulings` reads back: format, version and rulings."""
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "rulings": [ruling_export(ruling=ruling) for ruling in rulings],
    }


def export_text(document: Mapping[str, Any]) -> str:
    """The export as text: keys sorted, so the same rulings always give the same bytes."""
    return json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def rulings_for_export(*, among: QuerySet[Ruling] | None = None) -> QuerySet[Ruling]:
    """All rulings (or those of ``among``) oldest first, revisions prefetched."""
    rulings = (
        Ruling.objects.all() if among is None else Ruling.objects.filter(pk__in=among.values("pk"))
    )
    return rulings.order_by("created_at", "public_id").prefetch_related(
        Prefetch("revisions", queryset=RulingRevision.objects.order_by("number"))
    )


def api_tokens_of(*, user: AbstractBaseUser) -> QuerySet[ApiToken]:
    return ApiToken.objects.filter(user=user)


def ruling_as_api(*, ruling: Ruling) -> dict[str, Any]:
    """A ruling as the JSON API shows it: its id, latest revision number and fields."""
    data: dict[str, Any] = {"id": ruling.public_id, "revision": ruling.revision}
    for field in CONTENT_FIELDS:
        value = getattr(ruling, field)
        data[field] = value.isoformat() if isinstance(value, dt.date) else value
    data["created_at"] = ruling.created_at.isoformat()
    data["updated_at"] = ruling.updated_at.isoformat()
    return data
