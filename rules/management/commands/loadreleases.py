"""``python manage.py loadreleases [--all | LABEL...]``: store official releases the app ships.

The first ``make run`` stores the newest release and every release the
procedures and the concordance cite; any other is stored when a page first
asks for it. This stores the ones named (``2013-04-29``), or with ``--all``
every shipped release, with a progress bar. Releases already stored are skipped.
"""

from __future__ import annotations

import time

from django.core.management.base import BaseCommand, CommandError, CommandParser

from rules.services.texts import ImportSummary, ReleaseRejected, shipped_releases_load
from rules.texts import shipped

BAR_WIDTH = 30


class Command(BaseCommand):
    help = "Store official releases shipped in rules/data/cr/ (all with --all); idempotent."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("labels", nargs="*", help="Releases to store, e.g. 2013-04-29.")
        parser.add_argument("--all", action="store_true", help="Store every shipped release.")

    def handle(self, *args: object, **options: object) -> None:
        catalogue = shipped.manifest()
        labels: list[str] = list(options["labels"])  # type: ignore[call-overload]
        if options["all"] == bool(labels):
            raise CommandError("Name the releases to store, or give --all (not both).")
        unknown = [label for label in labels if catalogue.get(label) is None]
        if unknown:
            raise CommandError(
                f"Not shipped: {', '.join(unknown)}. Shipped releases run from "
                f"{catalogue.releases[0].label} to {catalogue.newest.label}."
                if catalogue.releases
                else "No official releases are shipped (rules/data/cr/ is missing)."
            )
        wanted = labels or [entry.label for entry in catalogue.releases]
        done = 0
        started = time.perf_counter()

        def progress(label: str, summary: ImportSummary | None) -> None:
            nonlocal done
            done += 1
            filled = BAR_WIDTH * done // len(wanted)
            what = "already stored" if summary is None else f"{summary.added} rules stored"
            self.stdout.write(
                f"\r[{'#' * filled}{'.' * (BAR_WIDTH - filled)}] {done}/{len(wanted)} "
                f"{label}: {what}".ljust(78),
                ending="\n" if done == len(wanted) else "",
            )
            self.stdout.flush()

        try:
            loaded = shipped_releases_load(wanted, progress=progress)
        except ReleaseRejected as error:
            raise CommandError(str(error)) from error
        self.stdout.write(
            self.style.SUCCESS(
                f"Stored {len(loaded)} release(s) in {time.perf_counter() - started:.1f} s; "
                f"{len(wanted) - len(loaded)} were already stored."
            )
        )
