"""``python manage.py packreleases FOLDER``: pack the official releases the app ships.

Reads every ``YYYY-MM-DD.txt`` of FOLDER (a maintainer's folder of the official
files) into ``rules/data/cr/releases.tar.xz`` and writes
``rules/data/cr/releases.json``. Run it when a new official release is added to
the folder; the app itself only reads what this writes.
"""

from __future__ import annotations

import time
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError, CommandParser

from rules.texts import shipped


class Command(BaseCommand):
    help = "Pack the official rule texts of a folder into rules/data/cr/ (for maintainers)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "folder",
            type=Path,
            help="A folder of the official YYYY-MM-DD.txt files.",
        )

    def handle(self, *args: object, **options: object) -> None:
        folder: Path = options["folder"]  # type: ignore[assignment]
        if not folder.is_dir():
            self.stdout.write(
                f"Skipped: {folder} is not here; the shipped rules/data/cr/ is left as it is."
            )
            return
        started = time.perf_counter()
        try:
            result = shipped.build(folder, progress=lambda name: self.stdout.write(f"read {name}"))
        except FileNotFoundError as error:
            raise CommandError(str(error)) from error
        archive = shipped.DATA_DIR / shipped.ARCHIVE_NAME
        for entry in result.releases:
            if entry.note:
                self.stdout.write(f"{entry.label}: {entry.note}")
        self.stdout.write(
            self.style.SUCCESS(
                f"Packed {len(result.releases)} releases into {archive} "
                f"({archive.stat().st_size / 1e6:.2f} MB) in {time.perf_counter() - started:.0f} s."
            )
        )
