"""``manage.py importrulings FILE``: read back what ``exportrulings`` wrote.

All or nothing: the whole file is checked first, and any error (broken JSON, a
missing field, a scenario that doesn't validate, an id saved here with other
content) is reported with its JSON path, and nothing is imported. Rulings
already saved with exactly the same revisions are left alone, so importing the
same file twice is safe.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from rules import inputs
from rules.services.rulings import RulingInputError, rulings_import

MAX_ERRORS_SHOWN = 50


class Command(BaseCommand):
    help = "Import rulings from a JSON file written by exportrulings ('-' reads standard input)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", help="The JSON file to read, or '-' for standard input.")

    def handle(self, *args: Any, **options: Any) -> None:
        name = options["file"]
        try:
            text = sys.stdin.read() if name == "-" else Path(name).read_text(encoding="utf-8")
        except FileNotFoundError:
            raise CommandError(f"There is no file {name}.") from None
        except (OSError, UnicodeDecodeError) as error:
            raise CommandError(f"Could not read {name}: {error}.") from None
        try:
            data = inputs.loads(text)
        except inputs.InputError as error:
            details = "\n".join(f"  {detail}" for detail in error.errors)
            raise CommandError(f"{name} can't be imported (nothing changed):\n{details}") from None

        def progress(done: int, total: int, public_id: str) -> None:
            self.stdout.write(f"Importing: {done}/{total} ({public_id})")

        try:
            result = rulings_import(data=data, progress=progress)
        except RulingInputError as error:
            lines = [
                f"  {path}: {message}"
                for path, messages in error.errors.items()
                for message in messages
            ]
            shown = lines[:MAX_ERRORS_SHOWN]
            if len(lines) > MAX_ERRORS_SHOWN:
                shown.append(f"  … and {len(lines) - MAX_ERRORS_SHOWN} more")
            raise CommandError(
                f"{name} was not imported (nothing changed):\n" + "\n".join(shown)
            ) from None
        self.stdout.write(
            self.style.SUCCESS(
                f"Imported {len(result.created)} ruling{'s' if len(result.created) != 1 else ''}"
                f"; {len(result.unchanged)} already saved identically."
            )
        )
