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

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from rules.selectors.rulings import export_document, export_text, rulings_for_export


def write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to a new file beside ``path``, then rename it over ``path``.

    A reader (or a crash) sees the old file or the new one, never a part of
    one: an existing backup is never left empty or cut short.
    """
    handle, temporary = tempfile.mkstemp(dir=path.parent or ".", prefix=f".{path.name}.")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        if path.exists():
            os.chmod(temporary, path.stat().st_mode & 0o7777)
        else:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(temporary, 0o666 & ~umask)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


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
            help=(
                "Export only this ruling (repeat for several; "
                "write --id=ID for an id that starts with -)."
            ),
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
            data = text.encode("utf-8")
        except UnicodeEncodeError as error:
            raise CommandError(
                f"A ruling holds text that can't be written as UTF-8 ({error.reason}); "
                f"nothing was written and {path} is unchanged."
            ) from None
        try:
            write_atomically(path, data)
        except OSError as error:
            raise CommandError(
                f"Could not write {path}: {error.strerror}; {path} is unchanged."
            ) from None
        self.stdout.write(
            self.style.SUCCESS(f"Exported {total} ruling{'s' if total != 1 else ''} to {path}.")
        )
