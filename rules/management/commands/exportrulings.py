"""``manage.py exportrulings [FILE]``: every ruling, with all its revisions, as JSON.

The file is what ``importrulings`` reads back; importing it into an empty
database and exporting again gives the same bytes (keys are sorted)::

    {"format": "instead-rulings", "version": 1, "rulings": [
      {"id": "Xq3...", "created_at": "2026-11-21T14:02:11.520311+00:00",
       "revisions": [
         {"number": 1, "created_at": "...", "author": "jo",
          "title": "...", "event": "...", "round": "5", "table": "12", "judge": "...",
          "decided_on": "2026-11-21", "tags": ["zones"], "notes": "...",
          "scenario": {...scenario format v1...}, "procedure": "2025-09-19",
          "choices": ["apply:rip"],
          "outcome": {...what the resolver answered then...}, "outcome_text": "..."},
         ...]}]}

``--id ID`` (repeatable) exports only those rulings; an unknown id is an error.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from rules.selectors.rulings import export_document, export_text, rulings_for_export


class Command(BaseCommand):
    help = "Export saved rulings (all revisions) as JSON, to FILE or standard output."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "file", nargs="?", help="Where to write; standard output if absent or '-'."
        )
        parser.add_argument(
            "--id",
            action="append",
            default=[],
            dest="ids",
            metavar="ID",
            help="Export only this ruling (repeat for several).",
        )

    def handle(self, *args: Any, **options: Any) -> None:
        rulings = list(rulings_for_export())
        if options["ids"]:
            by_id = {ruling.public_id: ruling for ruling in rulings}
            missing = [public_id for public_id in options["ids"] if public_id not in by_id]
            if missing:
                names = ", ".join(repr(public_id) for public_id in missing)
                raise CommandError(f"No ruling has the id {names}; nothing was exported.")
            rulings = [by_id[public_id] for public_id in dict.fromkeys(options["ids"])]
        total = len(rulings)
        target = options["file"]
        to_stdout = target in (None, "-")
        # Progress goes to stderr when the JSON itself goes to stdout.
        progress = self.stderr if to_stdout else self.stdout
        for done, _ruling in enumerate(rulings, start=1):
            if done == total or done % 100 == 0:
                progress.write(f"Exporting: {done}/{total}")
        text = export_text(export_document(rulings=rulings))
        if to_stdout:
            sys.stdout.write(text)
            sys.stdout.flush()
            progress.write(f"Exported {total} ruling{'s' if total != 1 else ''}.")
            return
        path = Path(target)
        try:
            path.write_text(text, encoding="utf-8")
        except OSError as error:
            raise CommandError(f"Could not write {path}: {error.strerror}.") from None
        self.stdout.write(
            self.style.SUCCESS(f"Exported {total} ruling{'s' if total != 1 else ''} to {path}.")
        )
