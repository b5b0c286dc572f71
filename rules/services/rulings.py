"""Saving rulings: create, edit (a new revision each time), import, API tokens.

Every write here checks its whole input first and changes nothing when any of
it is wrong: the caller gets a :class:`RulingInputError` whose ``errors`` map
each field (or JSON path) to what is wrong with it. The outcome stored is what
the resolver answered when the ruling was saved (``Done.to_dict()``); an edit
that leaves the scenario, procedure and choices alone keeps it as it was.

Two staff editing one ruling at once: each edit names the revision it was
based on, and the write is a conditional UPDATE (``WHERE revision = base``), so
on SQLite and PostgreSQL alike the second one matches no row and gets a
:class:`RulingConflict` instead of overwriting the first.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import re
import secrets
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser, AnonymousUser
from django.db import IntegrityError, transaction
from django.utils import timezone

from rules import inputs
from rules.engine import PRESETS, PROCEDURES
from rules.models.rulings import ApiToken, Ruling, RulingRevision
from rules.resolution import card_names, resolution_for, scenario_checked
from rules.resolution.rulings import outcome_line
from rules.ruling_fields import (
    CONTENT_FIELDS,
    EDITABLE_FIELDS,
    EXPORT_FORMAT,
    EXPORT_VERSION,
    RESOLUTION_FIELDS,
    RulingInputError,
)
from rules.ruling_fields import STAFF_GROUP as STAFF_GROUP  # the group, for callers of the services
from rules.selectors.rulings import ruling_export

TEXT_LIMITS: Mapping[str, int] = {
    "title": 200,
    "event": 200,
    "round": 40,
    "table": 40,
    "judge": 200,
    "notes": 10_000,
}
TAG_MAX_LENGTH = 40
TAGS_MAX = 20

# Error messages, shared with the tests.
MISSING = "is required"
NOT_TEXT = "must be text"
TOO_LONG = "must be at most {limit} characters"
NOT_A_DATE = "must be a date like 2026-11-22"
NOT_A_LIST_OF_TEXT = "must be a list of text values"
BAD_TAG = "each tag must be 1 to {limit} characters"
TOO_MANY_TAGS = "at most {limit} tags"
NOT_AN_OBJECT = "must be a JSON object"
NOT_JSON = "is not valid JSON: {detail}"
UNKNOWN_FIELD = "is not a field of a ruling"
NOT_A_NUMBER = "must be a whole number"
CONFLICT = (
    "This ruling was changed by {author} (revision {current}) after you opened "
    "revision {base}. Nothing was saved."
)


class RulingConflict(Exception):
    """An edit was based on a revision that is no longer the latest."""

    def __init__(self, *, ruling: Ruling, base_revision: int, proposed: Mapping[str, Any]) -> None:
        self.ruling = ruling
        self.base_revision = base_revision
        self.proposed = dict(proposed)
        latest = ruling.revisions.order_by("-number").first()
        author = (latest.author_name if latest else "") or "someone"
        super().__init__(
            CONFLICT.format(author=author, current=ruling.revision, base=base_revision)
        )


# --- Parsing form and API input ---------------------------------------------


def parse_json_text(text: str, *, field: str) -> Any:
    """Parse the JSON a person pasted into ``field``; a clear error if it is broken."""
    try:
        return inputs.loads(text, field=field)
    except inputs.InputError as error:
        raise RulingInputError(error.by_field()) from None


def parse_choices_text(text: str) -> list[str]:
    """Choices typed as text: option ids separated by commas, spaces or new lines."""
    return [part for part in re.split(r"[\s,]+", text.strip()) if part]


def parse_tags_text(text: str) -> list[str]:
    """Tags typed as text, separated by commas."""
    return [part.strip() for part in text.split(",") if part.strip()]


def _clean_text(value: Any, *, field: str, errors: dict[str, list[str]]) -> str:
    if value is None:
        return ""
    if not isinstance(value, str):
        errors.setdefault(field, []).append(NOT_TEXT)
        return ""
    value = value.strip()
    limit = TEXT_LIMITS.get(field)
    if limit is not None and len(value) > limit:
        errors.setdefault(field, []).append(TOO_LONG.format(limit=limit))
    return value


def _clean_tags(value: Any, *, errors: dict[str, list[str]]) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(tag, str) for tag in value):
        errors.setdefault("tags", []).append(NOT_A_LIST_OF_TEXT)
        return []
    tags: list[str] = []
    for tag in value:
        tag = " ".join(tag.lower().split())
        if not tag or len(tag) > TAG_MAX_LENGTH or "|" in tag:
            errors.setdefault("tags", []).append(BAD_TAG.format(limit=TAG_MAX_LENGTH))
            return []
        if tag not in tags:
            tags.append(tag)
    if len(tags) > TAGS_MAX:
        errors.setdefault("tags", []).append(TOO_MANY_TAGS.format(limit=TAGS_MAX))
    return tags


def _clean_date(value: Any, *, errors: dict[str, list[str]]) -> dt.date:
    if isinstance(value, dt.date):
        return value
    if value in (None, ""):
        return timezone.localdate()
    if isinstance(value, str):
        try:
            return dt.date.fromisoformat(value.strip())
        except ValueError:
            pass
    errors.setdefault("decided_on", []).append(NOT_A_DATE)
    return timezone.localdate()


def clean_fields(data: Mapping[str, Any]) -> dict[str, Any]:
    """Check the editable fields of a ruling; raise RulingInputError naming each bad one.

    ``data`` holds Python values (a dict for the scenario, lists for choices and
    tags), as the JSON API sends them; forms parse their text first.
    """
    errors: dict[str, list[str]] = {}
    for key in data:
        if key not in EDITABLE_FIELDS:
            errors.setdefault(key, []).append(UNKNOWN_FIELD)
    # Text that can't be stored or shown, and numbers out of range, anywhere in the input.
    for problem in inputs.problems(dict(data)):
        errors.setdefault(problem.path, []).append(problem.message)
    cleaned: dict[str, Any] = {}
    for field in ("title", "event", "round", "table", "judge", "notes", "procedure"):
        cleaned[field] = _clean_text(data.get(field), field=field, errors=errors)
    for field in ("title", "procedure"):
        if not cleaned[field] and field not in errors:
            errors[field] = [MISSING]
    cleaned["tags"] = _clean_tags(data.get("tags"), errors=errors)
    cleaned["decided_on"] = _clean_date(data.get("decided_on"), errors=errors)
    scenario = data.get("scenario")
    if scenario is None:
        errors.setdefault("scenario", []).append(MISSING)
    elif not isinstance(scenario, dict):
        errors.setdefault("scenario", []).append(NOT_AN_OBJECT)
    cleaned["scenario"] = scenario
    choices = data.get("choices", [])
    if choices is None:
        choices = []
    if not isinstance(choices, list) or not all(isinstance(c, str) for c in choices):
        errors.setdefault("choices", []).append(NOT_A_LIST_OF_TEXT)
    cleaned["choices"] = choices
    if errors:
        raise RulingInputError(errors)
    return cleaned


# --- Presets kept with each revision -----------------------------------------

#: What a revision keeps of each preset its scenario names.
PRESET_KEPT = ("name", "template", "params", "origin", "self_replacement", "optional")
BAD_PRESETS = "must map each preset's key to its name, template and parameters"


def presets_used(scenario: Any) -> dict[str, dict[str, Any]]:
    """The presets a scenario's effects name, as they are today (see :data:`PRESET_KEPT`)."""
    found: dict[str, dict[str, Any]] = {}
    effects = scenario.get("effects") if isinstance(scenario, Mapping) else None
    for effect in effects if isinstance(effects, list) else ():
        key = effect.get("preset") if isinstance(effect, Mapping) else None
        preset = PRESETS.get(key) if isinstance(key, str) else None
        if preset is not None:
            whole = preset.to_dict()
            found[preset.key] = {name: whole[name] for name in PRESET_KEPT}
    return dict(sorted(found.items()))


def _presets_fit(kept: Any) -> bool:
    return isinstance(kept, dict) and all(
        isinstance(key, str)
        and isinstance(value, dict)
        and set(value) == set(PRESET_KEPT)
        and isinstance(value["template"], str)
        and isinstance(value["params"], dict)
        and isinstance(value["name"], str)
        for key, value in kept.items()
    )


def scenario_with_kept_presets(
    scenario: Mapping[str, Any], kept: Mapping[str, Mapping[str, Any]]
) -> dict[str, Any]:
    """The scenario with each effect whose preset today is missing or different written out.

    Such an effect gets the kept template, parameters (its own over the preset's),
    card name (as its label), origin and flags, and no longer names the preset:
    it resolves as it did when the revision was saved. Effects whose preset is
    unchanged are left as they are.
    """
    effects = scenario.get("effects")
    if not isinstance(effects, list):
        return dict(scenario)
    out: list[Any] = []
    for effect in effects:
        key = effect.get("preset") if isinstance(effect, Mapping) else None
        then = kept.get(key) if isinstance(key, str) else None
        now = presets_used({"effects": [effect]}).get(str(key))
        if then is None or now == then:
            out.append(effect)
            continue
        own = effect.get("params")
        written = {name: value for name, value in effect.items() if name != "preset"}
        written["template"] = then["template"]
        written["params"] = {**then["params"], **(own if isinstance(own, dict) else {})}
        written.setdefault("label", then["name"])
        for name in ("origin", "self_replacement", "optional"):
            written.setdefault(name, then[name])
        out.append(written)
    return {**scenario, "effects": out}


# --- The resolver -----------------------------------------------------------


def _search_columns(*, scenario: Mapping[str, Any], tags: Iterable[str], outcome: Mapping) -> dict:
    """The search columns of a ruling: each value wrapped in '|' (see the model)."""
    rules: list[str] = []
    for step in outcome.get("trace") or ():
        if isinstance(step, Mapping):
            for number in step.get("rules") or ():
                if isinstance(number, str) and number not in rules:
                    rules.append(number)

    def wrap(values: Iterable[str]) -> str:
        values = [value.lower() for value in values]
        return "|" + "|".join(values) + "|" if values else ""

    return {
        "cards_text": wrap(card_names(scenario)),
        "tags_text": wrap(tags),
        "rules_text": wrap(rules),
    }


# --- Writes -------------------------------------------------------------------


def _author_name(author: AbstractBaseUser | AnonymousUser | None) -> str:
    if author is None or not author.is_authenticated:
        return ""
    return author.get_username()


def ruling_create(
    *, data: Mapping[str, Any], author: AbstractBaseUser | AnonymousUser | None
) -> Ruling:
    """Save a new ruling (revision 1) from its fields; the outcome is resolved now."""
    cleaned = clean_fields(data)
    resolution = resolution_for(
        scenario=cleaned["scenario"], procedure=cleaned["procedure"], choices=cleaned["choices"]
    )
    content = {
        **cleaned,
        "outcome": resolution.outcome,
        "outcome_text": resolution.outcome_text,
        "presets": presets_used(cleaned["scenario"]),
    }
    now = timezone.now()
    user = author if author is not None and author.is_authenticated else None
    with transaction.atomic():
        ruling = Ruling.objects.create(
            **content,
            **_search_columns(
                scenario=content["scenario"], tags=content["tags"], outcome=content["outcome"]
            ),
            revision=1,
            created_at=now,
            updated_at=now,
        )
        RulingRevision.objects.create(
            ruling=ruling,
            number=1,
            author=user,
            author_name=_author_name(author),
            created_at=now,
            **content,
        )
    return ruling


def current_fields(ruling: Ruling) -> dict[str, Any]:
    """A ruling's editable fields as they are now (the base of a partial edit)."""
    return {field: getattr(ruling, field) for field in EDITABLE_FIELDS}


def ruling_update(
    *,
    ruling: Ruling,
    base_revision: int,
    data: Mapping[str, Any],
    author: AbstractBaseUser | AnonymousUser | None,
) -> Ruling:
    """Save an edit as a new revision; raise RulingConflict if ``base_revision`` is stale.

    ``data`` may hold only the fields that change (the others keep their
    current values). Nothing is written when nothing changed.
    """
    if isinstance(base_revision, bool) or not isinstance(base_revision, int):
        raise RulingInputError({"revision": [NOT_A_NUMBER]})
    fresh = Ruling.objects.get(pk=ruling.pk)
    cleaned = clean_fields({**current_fields(fresh), **data})
    if fresh.revision != base_revision:
        raise RulingConflict(ruling=fresh, base_revision=base_revision, proposed=cleaned)
    if any(cleaned[field] != getattr(fresh, field) for field in RESOLUTION_FIELDS):
        resolution = resolution_for(
            scenario=cleaned["scenario"],
            procedure=cleaned["procedure"],
            choices=cleaned["choices"],
        )
        outcome, outcome_text = resolution.outcome, resolution.outcome_text
        presets = presets_used(cleaned["scenario"])
    else:
        outcome, outcome_text = fresh.outcome, fresh.outcome_text
        presets = fresh.presets
    if all(cleaned[field] == getattr(fresh, field) for field in EDITABLE_FIELDS):
        return fresh
    content = {**cleaned, "outcome": outcome, "outcome_text": outcome_text, "presets": presets}
    now = timezone.now()
    number = base_revision + 1
    user = author if author is not None and author.is_authenticated else None
    try:
        with transaction.atomic():
            # The check and the write are one statement: a concurrent edit that
            # got here first has moved `revision` on, so this matches no row.
            updated = Ruling.objects.filter(pk=fresh.pk, revision=base_revision).update(
                **content,
                **_search_columns(
                    scenario=content["scenario"], tags=content["tags"], outcome=outcome
                ),
                revision=number,
                updated_at=now,
            )
            if updated != 1:
                raise _Stale
            RulingRevision.objects.create(
                ruling=fresh,
                number=number,
                author=user,
                author_name=_author_name(author),
                created_at=now,
                **content,
            )
    except (_Stale, IntegrityError):
        latest = Ruling.objects.get(pk=fresh.pk)
        raise RulingConflict(ruling=latest, base_revision=base_revision, proposed=cleaned) from None
    return Ruling.objects.get(pk=fresh.pk)


class _Stale(Exception):
    """Internal: the conditional update matched no row."""


# --- Import -------------------------------------------------------------------

PUBLIC_ID_PATTERN = re.compile(r"^[A-Za-z0-9_-]{6,16}$")

BAD_FORMAT = (
    f'must be {{"format": "{EXPORT_FORMAT}", "version": {EXPORT_VERSION}, "rulings": [...]}}'
)
BAD_ID = "must be 6 to 16 letters, digits, '-' or '_'"
DUPLICATE_ID = "the id {public_id!r} appears twice in this file"
EXISTS_DIFFERENT = "a different ruling with the id {public_id!r} is already saved here"
BAD_NUMBERS = "revisions must be numbered 1, 2, 3 … in order"
NO_REVISIONS = "must hold at least one revision"
NOT_A_DATETIME = "must be a date and time like 2026-11-22T03:15:00+00:00"


@dataclass(frozen=True)
class ImportResult:
    """What an import did: the ids it created and those already saved identically."""

    created: tuple[str, ...]
    unchanged: tuple[str, ...]


def _parse_datetime(value: Any) -> dt.datetime | None:
    if not isinstance(value, str):
        return None
    try:
        parsed = dt.datetime.fromisoformat(value)
    except ValueError:
        return None
    if parsed.tzinfo is None:
        return None
    return parsed


def _check_revision(
    raw: Any, *, path: str, errors: dict[str, list[str]], valid_scenarios: set[str]
) -> dict[str, Any] | None:
    """Check one exported revision; add errors under its JSON path.

    ``valid_scenarios`` holds the scenarios (as canonical JSON) already found
    valid in this document: revisions often share theirs, checked once.
    """
    if not isinstance(raw, Mapping):
        errors.setdefault(path, []).append(NOT_AN_OBJECT)
        return None
    before = len(errors)
    known = {*CONTENT_FIELDS, "number", "author", "created_at", "presets"}
    for key in raw:
        if key not in known:
            errors.setdefault(f"{path}.{key}", []).append(UNKNOWN_FIELD)
    for key in sorted(known - {"author", "presets"}):
        if key not in raw:
            errors.setdefault(f"{path}.{key}", []).append(MISSING)
    if len(errors) > before:
        return None
    editable = {field: raw[field] for field in EDITABLE_FIELDS}
    try:
        cleaned = clean_fields(editable)
    except RulingInputError as error:
        for key, messages in error.errors.items():
            errors.setdefault(f"{path}.{key}", []).extend(messages)
        return None
    # Exports from before presets were kept with revisions have none: today's are kept.
    kept = raw["presets"] if "presets" in raw else presets_used(cleaned["scenario"])
    if not _presets_fit(kept):
        errors.setdefault(f"{path}.presets", []).append(BAD_PRESETS)
        return None
    cleaned["scenario"] = scenario_with_kept_presets(cleaned["scenario"], kept)
    scenario_key = json.dumps(cleaned["scenario"], sort_keys=True)
    if scenario_key not in valid_scenarios:
        checked = scenario_checked(cleaned["scenario"])
        for detail in checked.problems:
            errors.setdefault(f"{path}.scenario.{detail.path}", []).append(detail.message)
        if checked.scenario is not None:
            valid_scenarios.add(scenario_key)
    if cleaned["procedure"] not in PROCEDURES:
        errors.setdefault(f"{path}.procedure", []).append(
            f"unknown procedure {cleaned['procedure']!r} (known: {', '.join(PROCEDURES)})"
        )
    if not isinstance(raw["outcome"], dict):
        errors.setdefault(f"{path}.outcome", []).append(NOT_AN_OBJECT)
    if not isinstance(raw["outcome_text"], str) or not raw["outcome_text"].strip():
        errors.setdefault(f"{path}.outcome_text", []).append(MISSING)
    created_at = _parse_datetime(raw["created_at"])
    if created_at is None:
        errors.setdefault(f"{path}.created_at", []).append(NOT_A_DATETIME)
    author = raw.get("author") or ""
    if not isinstance(author, str):
        errors.setdefault(f"{path}.author", []).append(NOT_TEXT)
    if len(errors) > before:
        return None
    return {
        **cleaned,
        "outcome": raw["outcome"],
        "outcome_text": outcome_line(raw["outcome_text"]),
        "presets": kept,
        "number": raw["number"],
        "author_name": author,
        "created_at": created_at,
    }


def _check_document(data: Any) -> list[tuple[str, dt.datetime, list[dict[str, Any]]]]:
    """Check a whole export document; raise RulingInputError listing every problem."""
    errors: dict[str, list[str]] = {}
    if (
        not isinstance(data, Mapping)
        or data.get("format") != EXPORT_FORMAT
        or data.get("version") != EXPORT_VERSION
        or not isinstance(data.get("rulings"), list)
    ):
        raise RulingInputError({"(document)": [BAD_FORMAT]})
    checked: list[tuple[str, dt.datetime, list[dict[str, Any]]]] = []
    seen: set[str] = set()
    valid_scenarios: set[str] = set()
    for index, raw in enumerate(data["rulings"]):
        path = f"rulings[{index}]"
        if not isinstance(raw, Mapping):
            errors.setdefault(path, []).append(NOT_AN_OBJECT)
            continue
        for key in raw:
            if key not in {"id", "created_at", "revisions"}:
                errors.setdefault(f"{path}.{key}", []).append(UNKNOWN_FIELD)
        public_id = raw.get("id")
        if not isinstance(public_id, str) or not PUBLIC_ID_PATTERN.match(public_id):
            errors.setdefault(f"{path}.id", []).append(BAD_ID if public_id is not None else MISSING)
            public_id = None
        elif public_id in seen:
            errors.setdefault(f"{path}.id", []).append(DUPLICATE_ID.format(public_id=public_id))
        else:
            seen.add(public_id)
        created_at = _parse_datetime(raw.get("created_at"))
        if created_at is None:
            errors.setdefault(f"{path}.created_at", []).append(
                NOT_A_DATETIME if "created_at" in raw else MISSING
            )
        revisions_raw = raw.get("revisions")
        if not isinstance(revisions_raw, list) or not revisions_raw:
            errors.setdefault(f"{path}.revisions", []).append(NO_REVISIONS)
            continue
        revisions = [
            _check_revision(
                rev,
                path=f"{path}.revisions[{number}]",
                errors=errors,
                valid_scenarios=valid_scenarios,
            )
            for number, rev in enumerate(revisions_raw)
        ]
        if any(rev is None for rev in revisions):
            continue
        numbers = [rev["number"] for rev in revisions if rev is not None]
        if numbers != list(range(1, len(revisions) + 1)):
            errors.setdefault(f"{path}.revisions", []).append(BAD_NUMBERS)
            continue
        if public_id is not None and created_at is not None:
            checked.append((public_id, created_at, revisions))  # type: ignore[arg-type]
    if errors:
        raise RulingInputError(errors)
    return checked


def rulings_import(
    *, data: Any, progress: Callable[[int, int, str], None] | None = None
) -> ImportResult:
    """Import an export document: all of it, or nothing if any part is wrong.

    A ruling whose id is already saved with the same revisions is left alone; one
    whose id is saved with different content is an error (nothing is imported).
    """
    checked = _check_document(data)
    by_id = {public_id: index for index, (public_id, _, _) in enumerate(checked)}
    existing = {
        ruling.public_id: ruling
        for ruling in Ruling.objects.filter(public_id__in=list(by_id)).prefetch_related("revisions")
    }
    errors: dict[str, list[str]] = {}
    for public_id, ruling in existing.items():
        index = by_id[public_id]
        saved = ruling_export(ruling=ruling)
        for rev, given in zip(
            saved["revisions"], data["rulings"][index]["revisions"], strict=False
        ):
            if "presets" not in given:  # an export from before presets were kept
                rev.pop("presets", None)
        if saved != data["rulings"][index]:
            errors[f"rulings[{index}].id"] = [EXISTS_DIFFERENT.format(public_id=public_id)]
    if errors:
        raise RulingInputError(errors)
    created: list[str] = []
    unchanged: list[str] = []
    total = len(checked)
    users = _users_named(
        {
            rev["author_name"]
            for _, _, revisions in checked
            for rev in revisions
            if rev["author_name"]
        }
    )
    with transaction.atomic():
        for done, (public_id, created_at, revisions) in enumerate(checked, start=1):
            if public_id in existing:
                unchanged.append(public_id)
            else:
                _import_one(
                    public_id=public_id, created_at=created_at, revisions=revisions, users=users
                )
                created.append(public_id)
            if progress is not None:
                progress(done, total, public_id)
    return ImportResult(created=tuple(created), unchanged=tuple(unchanged))


def _users_named(names: set[str]) -> dict[str, AbstractBaseUser]:
    """The users here with these user names (revisions link to them on import)."""
    model = get_user_model()
    found = model.objects.filter(**{f"{model.USERNAME_FIELD}__in": names})
    return {user.get_username(): user for user in found}


def _import_one(
    *,
    public_id: str,
    created_at: dt.datetime,
    revisions: list[dict[str, Any]],
    users: Mapping[str, AbstractBaseUser],
) -> None:
    latest = revisions[-1]
    content = {field: latest[field] for field in (*CONTENT_FIELDS, "presets")}
    ruling = Ruling.objects.create(
        public_id=public_id,
        revision=latest["number"],
        created_at=created_at,
        updated_at=latest["created_at"],
        **content,
        **_search_columns(
            scenario=content["scenario"], tags=content["tags"], outcome=content["outcome"]
        ),
    )
    RulingRevision.objects.bulk_create(
        RulingRevision(
            ruling=ruling,
            number=rev["number"],
            author=users.get(rev["author_name"]),
            author_name=rev["author_name"],
            created_at=rev["created_at"],
            **{field: rev[field] for field in (*CONTENT_FIELDS, "presets")},
        )
        for rev in revisions
    )


# --- API tokens ----------------------------------------------------------------


def _digest(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def api_token_create(*, user: AbstractBaseUser, name: str) -> tuple[ApiToken, str]:
    """Make a token for ``user``; the key is returned once and only its digest is kept."""
    name = name.strip()
    if not name:
        raise RulingInputError({"name": [MISSING]})
    if len(name) > 100:
        raise RulingInputError({"name": [TOO_LONG.format(limit=100)]})
    # One line of text: a NUL is refused by PostgreSQL (a server error), a new line is no
    # name a list shows.
    problem = inputs.text_problem(name, limit=100, multiline=False)
    if problem is not None:
        raise RulingInputError({"name": [f"{problem}: no token was made"]})
    key = secrets.token_urlsafe(32)
    token = ApiToken.objects.create(user=user, name=name, digest=_digest(key), prefix=key[:6])
    return token, key


def api_token_authenticate(*, key: str) -> AbstractBaseUser | None:
    """The active user a token key belongs to (recording its use), or None."""
    token = ApiToken.objects.select_related("user").filter(digest=_digest(key)).first()
    if token is None or not token.user.is_active:
        return None
    ApiToken.objects.filter(pk=token.pk).update(last_used_at=timezone.now())
    return token.user


def api_token_delete(*, user: AbstractBaseUser, token_id: int) -> bool:
    """Remove one of ``user``'s tokens; False when it is not theirs or does not exist."""
    deleted, _ = ApiToken.objects.filter(user=user, pk=token_id).delete()
    return bool(deleted)
