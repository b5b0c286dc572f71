"""Build rules/data/cards.json: Oracle texts of real cards with replacement, prevention or
"can't" abilities, for the card search and the card-text parser.

Not needed at run time: the data file it writes is committed. It reads a directory of
card files in the ``key=value`` format of Magarena's ``release/Magarena/scripts`` (and
``scripts_missing``), and keeps only each card's name, type line, mana cost, colour
indicator, power/toughness and Oracle text (``oracle=``), nothing else.

    python scripts/build_cards.py scripts/cards_forge MAGARENA/release/Magarena/scripts \\
        MAGARENA/release/Magarena/scripts_missing | xz -9 > rules/data/cards.json.xz

Without Magarena's files, ``--base`` starts from a data file already built (the shipped
one) and adds the cards of the directories named; a card of a directory replaces the
base's card of the same name, as a directory listed first wins over one listed later:

    python scripts/build_cards.py --base rules/data/cards.json.xz scripts/cards_forge \\
        > cards.json && xz -9 -c cards.json > rules/data/cards.json.xz

``scripts/cards_forge`` holds, in Forge's card-file format, the Oracle texts of the few
preset cards printed after that Magarena snapshot, and today's Oracle text of a preset card
whose Magarena text is older (Mending Hands: "any target", not "target creature or
player"); only their Name, ManaCost, Types, PT and Oracle lines (and, for a card of two
faces, the line ``ALTERNATE`` between its faces). Where a name appears
twice, the first directory wins, so it is listed first.

A card is kept when its Oracle text has a wording of rules 614-616 (``instead``,
``prevent``, ``enters tapped``, ``enter tapped``, ``enters with``, ``As … enters``,
``enter as a copy``, ``skip``), a keyword whose rules make one (dredge, madness, riot,
umbra armor, devour, bloodthirst, amplify, sunburst, modular, graft, fading, vanishing,
unleash, tribute: 702) or one of the "can't" effects the resolver models, or when a preset
names it.
"""

from __future__ import annotations

import json
import lzma
import re
import sys
from pathlib import Path

WORDINGS = re.compile(
    r"\binstead\b|\bprevent|enters? (the battlefield )?(tapped|with)|\bAs .{1,60} enters|"
    r"\bskips?\b|can't gain life|can't be prevented|can't win the game|can't lose the game|"
    r"can't draw|counters can't be put|can't be put onto the battlefield|can't enter|"
    r"can't cause|enters? (the battlefield )?as a copy|"
    r"^(?:[\w ]+, )?(?:dredge \d|riot(?=$| \()|umbra armor|totem armor|devour \d|bloodthirst \d|"
    r"amplify \d|sunburst|modular|graft \d|fading \d|vanishing \d|unleash|tribute \d|madness)\b",
    re.IGNORECASE | re.MULTILINE,
)
COLOUR_OF = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
INDICATOR = {"w": "white", "u": "blue", "b": "black", "r": "red", "g": "green"}


CARD_TYPES = {
    "Legendary",
    "Basic",
    "Snow",
    "World",
    "Artifact",
    "Creature",
    "Enchantment",
    "Instant",
    "Land",
    "Planeswalker",
    "Sorcery",
    "Battle",
    "Kindred",
    "Tribal",
}


def read_forge_card(path: Path) -> list[dict[str, str]]:
    """A card file in Forge's format (``Name:``, ``ManaCost:``, ``Types:``, ``PT:``,
    ``Oracle:``) as the fields of the Magarena format, one a face: a card of two faces (an
    Adventure, a split card, a modal double-faced or transforming card) has its second
    face after a line ``ALTERNATE``, and each face carries ``faces``, every face's name in
    order ("Bonecrusher Giant // Stomp"), so the face kept is found by the other's name."""
    sections = re.split(r"^ALTERNATE$", path.read_text(encoding="utf-8"), flags=re.M)
    faces = [read_forge_face(section) for section in sections]
    if len(faces) > 1:
        names = " // ".join(face["name"] for face in faces)
        for face in faces:
            face["faces"] = names
    return faces


def read_forge_face(text: str) -> dict[str, str]:
    """One face of a card file in Forge's format."""
    raw: dict[str, str] = {}
    for line in text.splitlines():
        key, sep, value = line.partition(":")
        if sep and key in ("Name", "ManaCost", "Types", "PT", "Oracle"):
            raw[key] = value
    words = raw.get("Types", "").split()
    symbols = raw.get("ManaCost", "").split()
    if symbols == ["no", "cost"]:
        symbols = []  # a land's "no cost": it has no mana cost (202.1b)
    cost = "".join(f"{{{mana_symbol(s)}}}" for s in symbols)
    return {
        "name": raw["Name"],
        "type": ",".join(w for w in words if w in CARD_TYPES),
        "subtype": ",".join(w for w in words if w not in CARD_TYPES),
        "cost": cost,
        "pt": raw.get("PT", ""),
        "oracle": raw.get("Oracle", ""),
    }


def mana_symbol(symbol: str) -> str:
    """A Forge mana symbol as printed: a hybrid ``GW`` or ``2W`` is ``G/W``, ``2/W``."""
    if re.fullmatch(r"[WUBRG2][WUBRG]", symbol):
        return f"{symbol[0]}/{symbol[1]}"
    return symbol


def read_card(path: Path) -> list[dict[str, str]]:
    """The faces of a card file (Magarena's files have one: a split card's halves are
    files of their own)."""
    first = path.read_text(encoding="utf-8", errors="replace").split("\n", 1)[0]
    if first.startswith("Name:"):
        return read_forge_card(path)
    fields: dict[str, str] = {}
    key = None
    for raw in path.read_text(encoding="utf-8", errors="replace").splitlines():
        if key and raw.startswith((" ", "\t")):
            fields[key] += raw.strip()
            continue
        if "=" not in raw:
            continue
        key, _, value = raw.partition("=")
        fields[key] = value
    return [fields]


def colours(cost: str, indicator: str | None) -> list[str]:
    if indicator is not None:
        return [INDICATOR[c] for c in "wubrg" if c in indicator]
    symbols = re.findall(r"\{([^}]*)\}", cost)
    found = {COLOUR_OF[ch] for s in symbols for ch in s if ch in COLOUR_OF}
    return [c for c in ("white", "blue", "black", "red", "green") if c in found]


def entry(fields: dict[str, str]) -> dict[str, object] | None:
    oracle = fields.get("oracle", "").replace("\\n", "\n").strip()
    if not oracle or oracle == "NONE":
        return None
    types = fields.get("type", "").replace(",", " ")
    if "Token" in types.split() or fields.get("token"):
        return None
    subtypes = fields.get("subtype", "").replace(",", " ").replace("_", " ")
    type_line = types + (f" — {subtypes}" if subtypes else "")
    cost = fields.get("cost", "")
    card: dict[str, object] = {
        "name": fields["name"],
        "type_line": type_line,
        "mana_cost": cost,
        "colors": colours(cost, fields.get("color")),
        "text": oracle,
    }
    pt = fields.get("pt")
    if pt and re.fullmatch(r"-?\d+/-?\d+", pt):
        power, toughness = pt.split("/")
        card["power"], card["toughness"] = int(power), int(toughness)
    if fields.get("faces"):
        card["faces"] = fields["faces"].split(" // ")
    return card


def read_base(path: str) -> list[dict[str, object]]:
    """The cards of a data file already built (``.json`` or ``.json.xz``), as they are."""
    opener = lzma.open if path.endswith(".xz") else open
    with opener(path, "rt", encoding="utf-8") as fh:
        return list(json.load(fh)["cards"])


def keep(cards: dict[str, dict[str, object]], fields: dict[str, str], wanted: set[str]) -> None:
    """Add a face to ``cards`` if it has a wording kept (or a preset names it) and no
    earlier directory gave a card of its name."""
    if "name" not in fields:
        return
    card = entry(fields)
    if card is None or card["name"] in cards:
        return
    if card["name"] in wanted or WORDINGS.search(str(card["text"])):
        cards[str(card["name"])] = card


def main(args: list[str]) -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from rules.engine import PRESETS

    base: list[dict[str, object]] = []
    if args[:1] == ["--base"]:
        base, args = read_base(args[1]), args[2:]
    wanted = {p.name.split(" (")[0] for p in PRESETS.values()}
    cards: dict[str, dict[str, object]] = {}
    for d in args:
        for path in sorted(Path(d).glob("*.txt")):
            for fields in read_card(path):
                keep(cards, fields, wanted)
    kept = {str(c["name"]): c for c in base}
    changed = sorted(n for n in cards if n in kept and kept[n] != cards[n])
    kept.update(cards)
    out = sorted(kept.values(), key=lambda c: str(c["name"]))
    source = "Oracle texts from Magarena's card files (release/Magarena/scripts)"
    if base:
        source += " and Forge's card files (forge-gui/res/cardsfolder)"
    json.dump(
        {"source": source, "cards": out},
        sys.stdout,
        ensure_ascii=False,
        separators=(",", ":"),
    )
    sys.stdout.write("\n")
    missing = sorted(wanted - set(kept))
    if missing:
        print(f"preset cards not found: {', '.join(missing)}", file=sys.stderr)
    if changed:
        print(f"base cards replaced: {', '.join(changed)}", file=sys.stderr)
    print(f"{len(out)} cards, {len(out) - len(base)} new", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
