"""``python manage.py importcr FILE...``: store official Comprehensive Rules releases.

Reads the plain-text file Wizards of the Coast publishes for each release, in any
of the encodings and line endings used since 2003. Each file becomes the release
dated by its name (``MagicCompRules-20250919.txt``, ``2025-09-19.txt``) or, when
the name holds no date, by the date its text gives. Importing a file again
changes nothing.
"""

from __future__ import annotations

import datetime as dt
import time
from pathlib import Path
from urllib.parse import urlencode

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.urls import reverse

from rules.models import Release
from rules.selectors.texts import release_before
from rules.services.texts import (
    ImportSummary,
    ReadRelease,
    ReleaseRejected,
    release_file_read,
    release_import,
)


class Command(BaseCommand):
    help = "Import official Comprehensive Rules text files (idempotent)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("files", nargs="+", type=Path, help="CR .txt files or folders of them")
        parser.add_argument(
            "--label",
            help="File the (single) release under this date, YYYY-MM-DD, instead of its own.",
        )

    def handle(self, *args: object, **options: object) -> None:
        paths = self._expand(options["files"])  # type: ignore[arg-type]
        label = options.get("label")
        if label and len(paths) > 1:
            raise CommandError("--label names one release: give it one file.")
        forced = None
        if label:
            try:
                forced = dt.date.fromisoformat(str(label))
            except ValueError as error:
                raise CommandError(f"--label {label!r} is not a date like 2025-09-19.") from error

        started = time.perf_counter()
        self._check_all(paths, forced)
        totals = {"added": 0, "changed": 0, "unchanged": 0, "removed": 0}
        for index, path in enumerate(paths, start=1):
            summary = self._import_one(path, forced)
            for key in totals:
                totals[key] += getattr(summary, key)
            self.stdout.write(
                f"[{index}/{len(paths)}] {path.name} -> {summary.release}"
                f"{' (new release)' if summary.created_release else ''}: "
                f"{summary.added} added, {summary.changed} changed, "
                f"{summary.unchanged} unchanged, {summary.removed} removed; glossary "
                f"{summary.glossary_added} added, {summary.glossary_changed} changed, "
                f"{summary.glossary_unchanged} unchanged, {summary.glossary_removed} removed"
            )
            before = release_before(release=Release.objects.get(label=summary.release))
            if before:
                query = urlencode({"old": before, "new": summary.release})
                self.stdout.write(f"  What changed since {before}: {reverse('rules:diff')}?{query}")
        elapsed = time.perf_counter() - started
        self.stdout.write(
            self.style.SUCCESS(
                f"Imported {len(paths)} release(s) in {elapsed:.1f} s: "
                f"rules {totals['added']} added, {totals['changed']} changed, "
                f"{totals['unchanged']} unchanged, {totals['removed']} removed."
            )
        )

    def _expand(self, given: list[Path]) -> list[Path]:
        paths: list[Path] = []
        for path in given:
            if path.is_dir():
                paths.extend(sorted(path.glob("*.txt")))
            elif path.is_file():
                paths.append(path)
            else:
                raise CommandError(f"No such file or folder: {path}")
        if not paths:
            raise CommandError("No .txt files to import.")
        return paths

    def _read(self, path: Path, forced: dt.date | None) -> ReadRelease:
        try:
            return release_file_read(data=path.read_bytes(), file_name=str(path), date=forced)
        except ReleaseRejected as error:
            raise CommandError(str(error)) from error

    def _check_all(self, paths: list[Path], forced: dt.date | None) -> None:
        """Read every file before storing any: one bad file, and nothing is imported."""
        problems: list[str] = []
        seen: dict[dt.date, Path] = {}
        for path in paths:
            try:
                date = self._read(path, forced).date
            except CommandError as error:
                problems.append(str(error))
                continue
            if date in seen:
                problems.append(f"{path} and {seen[date]} are both release {date.isoformat()}.")
            seen[date] = path
        if problems:
            raise CommandError("Nothing was imported.\n" + "\n".join(problems))

    def _import_one(self, path: Path, forced: dt.date | None) -> ImportSummary:
        read = self._read(path, forced)
        return release_import(
            parsed=read.parsed,
            date=read.date,
            source=f"Imported from {path.name}",
            sha256=read.sha256,
            note=read.note,
        )
