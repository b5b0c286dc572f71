"""Re-generate ``rules/data/seeds.json`` (the built-in rule texts) from the seed documents.

Usage::

    python -m rules.texts.build_seeds PATH/TO/seeds [--output rules/data/seeds.json]

The seeds are not part of the repository; the JSON made from them is. Each seed
is recognised by its content (see ``rules.texts.seeds``). Three releases come out:

- **2008-02-01**: rule 419 from the annotated search, which is based on that
  release and dates every subrule (its latest date is 2008-02-01);
- **2007-02-01**: the plain copies (418.5c to 418.6d, 419, 420). Their wording is
  older than the annotated search's (no 419.6i, the pre-2007-05-01 419.7b and c):
  it is the text of the official releases of 2006-10-01 and 2007-02-01, word
  for word, so it is filed under the later of the two;
- **2025-09-19** (or whatever date the page names): modern rule 616 from the wiki page.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime as dt
import json
import re
import sys
from pathlib import Path

from rules.texts.seeds import (
    SeedError,
    SeedRule,
    merge_copies,
    parse_annotated,
    parse_plain,
    parse_wiki,
    prefer_typography,
)

DEFAULT_OUTPUT = Path(__file__).resolve().parent.parent / "data" / "seeds.json"
#: The official release the plain copies' wording belongs to (see the module docstring).
PLAIN_COPIES_LABEL = "2007-02-01"
#: Rules the annotated 2008 seed must give, every one of them.
RULE_419_NUMBERS = (
    *("419", "419.1", "419.1a", "419.1b", "419.1c", "419.1d", "419.1e", "419.2", "419.3"),
    *("419.4", "419.5", "419.5a", "419.5b", "419.6", "419.6a", "419.6b", "419.6c", "419.6d"),
    *("419.6e", "419.6f", "419.6g", "419.6h", "419.6i", "419.7", "419.7a", "419.7b", "419.7c"),
    *("419.7d", "419.8", "419.8a", "419.8b", "419.8c", "419.9", "419.9a", "419.9b"),
)


def _record(rule: SeedRule) -> dict:
    data = dataclasses.asdict(rule)
    data["examples"] = list(rule.examples)
    data["example_changes"] = list(rule.example_changes)
    data["rulings"] = [dataclasses.asdict(ruling) for ruling in rule.rulings]
    return data


def _release_title(text: str) -> str:
    """The set a wiki page names with its release ("… 2025\u2014Marvel's Spider-Man)")."""
    match = re.search(r"From the Comprehensive Rules \([^)\u2014]*\u2014(?P<title>[^)]+)\)", text)
    return match["title"].strip() if match else ""


def _long_date(date: dt.date) -> str:
    return f"{date:%B} {date.day}, {date.year}"


def build(seeds_dir: Path) -> dict:
    """The built-in releases, as the JSON document ``seeds.json`` holds."""
    plain_copies, annotated, wiki = [], [], []
    for path in sorted(seeds_dir.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        if "[CompRules " in text:
            annotated.append((path.name, text))
        elif "From the Comprehensive Rules (" in text:
            wiki.append((path.name, text))
        else:
            plain_copies.append((path.name, text))
    if len(annotated) != 1 or not wiki or not plain_copies:
        raise SeedError(
            f"expected one annotated seed, a wiki seed and plain copies in {seeds_dir}; found "
            f"{len(annotated)} annotated, {len(wiki)} wiki, {len(plain_copies)} plain"
        )

    copies = merge_copies(parse_plain(text) for _, text in plain_copies)
    rules_2008 = prefer_typography(parse_annotated(annotated[0][1]), copies)
    missing = sorted(set(RULE_419_NUMBERS) - {rule.number for rule in rules_2008})
    if missing:
        raise SeedError(f"the annotated seed lacks {', '.join(missing)}")
    date_2008 = max(dt.date.fromisoformat(r.last_changed) for r in rules_2008 if r.last_changed)
    copies_date = dt.date.fromisoformat(PLAIN_COPIES_LABEL)

    releases = [
        {
            "label": copies_date.isoformat(),
            "date": copies_date.isoformat(),
            "effective_date": copies_date.isoformat(),
            "name": f"Comprehensive Rules, {_long_date(copies_date)} (418.5c to 420, built in)",
            "source": "Built in: " + ", ".join(name for name, _ in plain_copies),
            "notes": (
                "Rules 418.5c to 418.6d, 419 and 420 from plain copies of the text. Their "
                "wording predates the 2007-05-01 changes (no 419.6i; the earlier 419.7b and "
                "419.7c) and matches the official releases of October 1, 2006 and February 1, "
                "2007 word for word."
            ),
            "rules": [_record(rule) for rule in copies],
        },
        {
            "label": date_2008.isoformat(),
            "date": date_2008.isoformat(),
            "effective_date": date_2008.isoformat(),
            "name": f"Comprehensive Rules, {_long_date(date_2008)} (rule 419, built in)",
            "source": "Built in: " + annotated[0][0],
            "notes": (
                "Rule 419 from an annotated rules search based on this release (and on the "
                "March 17, 2008 release of the Rulings): each subrule with the date of the "
                "rules update that last changed it, and one ruling. Where a plain copy gives "
                "the same words, its typography is kept."
            ),
            "rules": [_record(rule) for rule in rules_2008],
        },
    ]
    for name, text in wiki:
        date, rules = parse_wiki(text)
        releases.append(
            {
                "label": date.isoformat(),
                "date": date.isoformat(),
                "effective_date": date.isoformat(),
                "name": f"Comprehensive Rules, {_long_date(date)} (rule 616, built in)",
                "source": "Built in: " + name,
                "notes": (
                    "Rule 616 with its examples, from a wiki page quoting this release"
                    + (f" ({_release_title(text)})." if _release_title(text) else ".")
                ),
                "rules": [_record(rule) for rule in rules],
            }
        )
    return {"releases": sorted(releases, key=lambda release: release["date"])}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("seeds", type=Path, help="the folder holding the seed .txt files")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    args = parser.parse_args(argv)
    try:
        document = build(args.seeds)
    except SeedError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    args.output.write_text(
        json.dumps(document, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    counts = ", ".join(f"{r['label']}: {len(r['rules'])} rules" for r in document["releases"])
    print(f"Wrote {args.output} ({counts}).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
