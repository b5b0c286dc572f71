"""The shipped card data: the cards printed after Magarena's snapshot are found by name,
every shipped card's text is read without error into effects the scenario format takes,
and the data file is what ``scripts/build_cards.py`` rebuilds from it and
``scripts/cards_forge``."""

from __future__ import annotations

import json
import lzma
import subprocess
import sys
from pathlib import Path

import pytest

from rules.cardtext import all_cards, bind_targets, bind_x, card, parse_card, search_cards
from rules.cardtext.cards import DATA_FILE
from rules.cardtext.targets import THAT_PLAYER
from rules.engine import Scenario

ROOT = Path(__file__).resolve().parents[3]

# Cards printed from 2019 on (and a few older ones) whose Oracle text replaces, prevents
# or forbids something, taken from Forge's card files.
MODERN = [
    "Adrix and Nev, Twincasters",
    "Angel of Vitality",
    "Asmodeus the Archfiend",
    "Branching Evolution",
    "Bruvac the Grandiloquent",
    "City on Fire",
    "Conclave Mentor",
    "Dauthi Voidwalker",
    "Elspeth, Storm Slayer",
    "Esix, Fractal Bloom",
    "Exalted Sunborn",
    "Fiendish Duo",
    "Gideon Blackblade",
    "Gideon's Sacrifice",
    "Hullbreacher",
    "Innkeeper's Talent",
    "Jace, Wielder of Mysteries",
    "Jinnie Fay, Jetmir's Second",
    "Kami of Whispered Hopes",
    "Mondrak, Glory Dominus",
    "Obosh, the Preypiercer",
    "Ojer Axonil, Deepest Might",
    "Ojer Taq, Deepest Foundation",
    "Pir, Imaginative Rascal",
    "Sanctifier en-Vec",
    "Solphim, Mayhem Dominus",
    "Stomp",
    "Tekuthal, Inquiry Dominus",
    "Twinflame Tyrant",
    "Xorn",
]


@pytest.mark.parametrize("name", MODERN)
def test_a_modern_card_is_found_by_its_name_first(name):
    entry = card(name.upper())
    assert entry is not None and entry.name == name
    assert search_cards(name)[0].name == name


def test_a_word_of_a_modern_name_finds_each_card_it_starts():
    assert {c.name for c in search_cards("ojer")} == {
        "Ojer Axonil, Deepest Might",
        "Ojer Taq, Deepest Foundation",
    }
    assert "Pir, Imaginative Rascal" in [c.name for c in search_cards("pir imag")]


def test_a_card_of_forges_files_keeps_its_type_line_cost_and_power():
    """Jinnie Fay's hybrid symbols are written as printed ({R/G}{G}{G/W}); Stomp is the
    Adventure of Bonecrusher Giant, an instant whose subtype is Adventure (715.1)."""
    jinnie = card("Jinnie Fay, Jetmir's Second")
    assert jinnie is not None
    assert jinnie.mana_cost == "{R/G}{G}{G/W}"
    assert jinnie.colors == ("white", "red", "green")
    assert (jinnie.power, jinnie.toughness) == (3, 3)
    stomp = card("Stomp")
    assert stomp is not None and stomp.type_line == "Instant — Adventure"


def test_every_shipped_cards_text_is_read_into_effects_the_scenario_format_takes():
    """No shipped text makes the reader fail, and whatever it proposes (its amounts X set)
    is a valid scenario with the card's object and the placeholders it names ("that
    player", which only a player's name can stand for, bound to Bob)."""
    players = [{"name": "Alice", "life": 20}, {"name": "Bob", "life": 20}]
    for entry in all_cards():
        parsed = parse_card(
            name=entry.name, text=entry.text, controller="Alice", type_line=entry.type_line
        )
        if not parsed.effects:
            continue
        event = {"kind": "damage", "source": parsed.object["id"], "recipient": "Bob"}
        Scenario.from_dict(
            {
                "version": 1,
                "players": players,
                "objects": [parsed.object, *parsed.targets],
                "effects": bind_x(bind_targets(parsed.effects, {THAT_PLAYER: "Bob"}), 2),
                "events": [{**event, "amount": 1}],
            }
        )


def test_rebuilding_from_the_shipped_file_and_forges_cards_changes_nothing():
    """``--base``: the shipped data plus ``scripts/cards_forge`` is the shipped data, so
    no card of either source is lost or changed by a rebuild."""
    run = subprocess.run(
        [
            sys.executable,
            str(ROOT / "scripts" / "build_cards.py"),
            "--base",
            str(DATA_FILE),
            str(ROOT / "scripts" / "cards_forge"),
        ],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    with lzma.open(DATA_FILE, "rt", encoding="utf-8") as fh:
        shipped = json.load(fh)
    assert json.loads(run.stdout) == shipped
    assert "base cards replaced" not in run.stderr
    assert "preset cards not found" not in run.stderr
