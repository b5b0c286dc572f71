"""Build rules/data/card_types.json.xz: the name, type line, mana cost, colours and
power/toughness of every real card in Magarena's card files (``release/Magarena/scripts``
and ``scripts_missing``), no rules text, so that the table knows what a card named in an
event is ("Grizzly Bears": a 2/2 green Creature — Bear) though it has no replacement or
prevention ability. Not needed at run time: the data file it writes is committed.

    python scripts/build_card_types.py MAGARENA/release/Magarena/scripts \\
        MAGARENA/release/Magarena/scripts_missing | xz -9 > rules/data/card_types.json.xz
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from build_cards import colours, read_card


def row(fields: dict[str, str]) -> list[object] | None:
    """``[name, type line, mana cost, colours, power, toughness]`` of a card's fields; None
    for a token or a file without a name."""
    if "name" not in fields:
        return None
    types = fields.get("type", "").replace(",", " ")
    if "Token" in types.split() or fields.get("token"):
        return None
    subtypes = fields.get("subtype", "").replace(",", " ").replace("_", " ")
    cost = fields.get("cost", "")
    pt = fields.get("pt", "")
    power: int | None = None
    toughness: int | None = None
    if re.fullmatch(r"-?\d+/-?\d+", pt):
        power, toughness = (int(n) for n in pt.split("/"))
    type_line = types + (f" — {subtypes}" if subtypes else "")
    return [fields["name"], type_line, cost, colours(cost, fields.get("color")), power, toughness]


def main(dirs: list[str]) -> None:
    rows: dict[str, list[object]] = {}
    for d in dirs:
        for path in sorted(Path(d).glob("*.txt")):
            for fields in read_card(path):
                found = row(fields)
                if found is not None and str(found[0]) not in rows:
                    rows[str(found[0])] = found
    out = [rows[name] for name in sorted(rows)]
    source = "Magarena's card files (release/Magarena/scripts, scripts_missing), no rules text"
    json.dump(
        {"source": source, "cards": out}, sys.stdout, ensure_ascii=False, separators=(",", ":")
    )
    sys.stdout.write("\n")
    print(f"{len(out)} cards", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
