"""The official releases shipped with the app: ``rules/data/cr/``.

Pure Python, no Django. ``releases.tar.xz`` holds every official plain-text
file, byte for byte as published; ``releases.json`` lists them: label, file
name, SHA-256, size, encoding, the date the text gives, its rule and glossary
counts, and a note for the few files that are not whole (accepted as
published, by their hash).

:func:`build` makes both from a folder of ``YYYY-MM-DD.txt`` files
(``python manage.py packreleases``); the app only reads them.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import io
import json
import lzma
import tarfile
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from functools import cache
from pathlib import Path

from rules.texts import checks
from rules.texts.crtext import ParsedRelease, decode, parse_cr

DATA_DIR = Path(__file__).resolve().parent.parent / "data" / "cr"
ARCHIVE_NAME = "releases.tar.xz"
MANIFEST_NAME = "releases.json"
#: A fixed time for the archive's members, so that building twice gives the same bytes.
_MTIME = int(dt.datetime(2026, 1, 16, tzinfo=dt.UTC).timestamp())


class ShippedDataError(RuntimeError):
    """The shipped archive does not hold what its manifest says."""


@dataclass(frozen=True)
class ShippedRelease:
    """One official release in the archive."""

    label: str
    """The date it is filed under, ``2025-09-19``."""
    file: str
    """Its name in the archive."""
    sha256: str
    size: int
    encoding: str
    effective_date: str | None
    """The date the text says it takes effect, if it says."""
    rules: int
    glossary: int
    note: str = ""
    """Why this file is accepted though it is not whole, if it is not."""


@dataclass(frozen=True)
class Manifest:
    about: str
    releases: tuple[ShippedRelease, ...]

    def get(self, label: str) -> ShippedRelease | None:
        return next((r for r in self.releases if r.label == label), None)

    @property
    def newest(self) -> ShippedRelease:
        return max(self.releases, key=lambda r: r.label)

    def by_hash(self, sha256: str) -> ShippedRelease | None:
        return next((r for r in self.releases if r.sha256 == sha256), None)

    def on_or_before(self, label: str) -> ShippedRelease | None:
        """The newest release filed on or before the date ``label``."""
        earlier = [r for r in self.releases if r.label <= label]
        return max(earlier, key=lambda r: r.label) if earlier else None

    def counts_by_date(self) -> dict[str, tuple[str, int]]:
        """Each release's rule count, keyed by the date its text takes effect (else its label)."""
        return {(r.effective_date or r.label): (r.label, r.rules) for r in self.releases}


def beside(counts: dict[str, tuple[str, int]], *, when: str, label: str) -> list[tuple[str, int]]:
    """The (label, rule count) of the releases just before and after the date ``when``.

    ``counts`` maps each release's date to its label and rule count; the release
    ``label`` itself is left out.

    >>> counts = {"2025-06-06": ("2025-06-06", 3204), "2025-09-19": ("2025-09-19", 3239)}
    >>> beside(counts, when="2025-07-25", label="2025-07-25")
    [('2025-06-06', 3204), ('2025-09-19', 3239)]
    """
    others = sorted((date, item) for date, item in counts.items() if item[0] != label)
    before = [item for date, item in others if date <= when][-1:]
    after = [item for date, item in others if date > when][:1]
    return [*before, *after]


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@cache
def manifest(data_dir: Path = DATA_DIR) -> Manifest:
    """The shipped manifest, read once."""
    path = data_dir / MANIFEST_NAME
    if not path.exists():
        return Manifest(about="", releases=())
    data = json.loads(path.read_text(encoding="utf-8"))
    return Manifest(
        about=data["about"],
        releases=tuple(ShippedRelease(**item) for item in data["releases"]),
    )


def _checked(entry: ShippedRelease, data: bytes) -> bytes:
    if sha256(data) != entry.sha256:
        raise ShippedDataError(f"{entry.file} in {ARCHIVE_NAME} does not match its SHA-256.")
    return data


def read(label: str, data_dir: Path = DATA_DIR) -> bytes:
    """The bytes of the shipped release ``label``, checked against the manifest."""
    entry = manifest(data_dir).get(label)
    if entry is None:
        raise KeyError(label)
    with tarfile.open(data_dir / ARCHIVE_NAME, mode="r:xz") as archive:
        member = archive.extractfile(entry.file)
        if member is None:
            raise ShippedDataError(f"{entry.file} is missing from {ARCHIVE_NAME}.")
        return _checked(entry, member.read())


def read_many(labels: set[str], data_dir: Path = DATA_DIR) -> Iterator[tuple[str, bytes]]:
    """The bytes of each of ``labels``, in the archive's order (one pass through it)."""
    wanted = {r.file: r for r in manifest(data_dir).releases if r.label in labels}
    with tarfile.open(data_dir / ARCHIVE_NAME, mode="r:xz") as archive:
        for member in archive:
            entry = wanted.get(member.name)
            if entry is None:
                continue
            stream = archive.extractfile(member)
            if stream is None:
                raise ShippedDataError(f"{entry.file} is missing from {ARCHIVE_NAME}.")
            yield entry.label, _checked(entry, stream.read())


ABOUT = (
    "The official plain-text Comprehensive Rules, byte for byte as Wizards of the Coast "
    "published them, one file per release, packed in releases.tar.xz. Each entry gives the "
    "file's SHA-256 and what the app reads in it; a note says why a file that is not a whole "
    "release is still accepted as published."
)


def build(
    source: Path,
    data_dir: Path = DATA_DIR,
    *,
    progress: Callable[[str], None] = lambda name: None,
) -> Manifest:
    """Pack every ``YYYY-MM-DD.txt`` in ``source`` and write the manifest beside it."""
    files = sorted(source.glob("*.txt"))
    if not files:
        raise FileNotFoundError(f"No YYYY-MM-DD.txt files in {source}.")
    parsed_all = []
    for path in files:
        data = path.read_bytes()
        text, encoding = decode(data)
        parsed = parse_cr(data)
        parsed_all.append((path, data, text, encoding, parsed))
        progress(path.name)

    def when(path: Path, parsed: ParsedRelease) -> str:
        return parsed.effective_date.isoformat() if parsed.effective_date else path.stem

    counts = {when(path, parsed): (path.stem, len(parsed.rules)) for path, *_, parsed in parsed_all}
    releases = []
    for path, data, text, encoding, parsed in parsed_all:
        label = path.stem
        near = beside(counts, when=when(path, parsed), label=label)
        found = checks.problems(text, parsed, beside=near)
        effective = parsed.effective_date.isoformat() if parsed.effective_date else None
        note = ""
        if found:
            note = "Accepted as published, though " + "; ".join(found) + "."
            if effective and effective[:4] != label[:4]:
                note += f" The text says it is current as of {effective}."
        releases.append(
            ShippedRelease(
                label=label,
                file=path.name,
                sha256=sha256(data),
                size=len(data),
                encoding=encoding,
                effective_date=effective,
                rules=len(parsed.rules),
                glossary=len(parsed.glossary),
                note=note,
            )
        )
    data_dir.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    with tarfile.open(  # type: ignore[call-overload]
        fileobj=buffer, mode="w:xz", preset=9 | lzma.PRESET_EXTREME, format=tarfile.USTAR_FORMAT
    ) as archive:
        for path, data, *_ in parsed_all:
            info = tarfile.TarInfo(path.name)
            info.size = len(data)
            info.mtime = _MTIME
            info.mode = 0o644
            archive.addfile(info, io.BytesIO(data))
    (data_dir / ARCHIVE_NAME).write_bytes(buffer.getvalue())
    result = Manifest(about=ABOUT, releases=tuple(releases))
    (data_dir / MANIFEST_NAME).write_text(
        json.dumps(
            {"about": ABOUT, "releases": [asdict(r) for r in releases]},
            indent=1,
            ensure_ascii=False,
        )
        + "\n",
        encoding="utf-8",
    )
    manifest.cache_clear()
    return result
