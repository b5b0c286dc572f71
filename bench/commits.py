"""Commits of this repository, each exported into a folder of its own, for the benchmarks
that run two commits' code side by side (``step_side_by_side.py``, ``step_instructions.py``,
``explorer_side_by_side.py``)."""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
"""The checkout these scripts are run from."""


def export(commit: str | None, into: Path, *paths: str) -> Path:
    """The files of ``commit`` (only those under ``paths``, when given) in the new folder
    ``into``; for None, the checkout as it is."""
    if commit is None:
        return ROOT
    into.mkdir()
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", commit, *paths], check=True, capture_output=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into
