"""Card text read as leaving a zone for anywhere: Whip of Erebos, Gruesome Encore ("If it
would leave the battlefield, exile it instead of putting it anywhere else"), unearth
(702.84a) and flashback (702.34a). Pasted Oracle text gives the preset's effect, so the same
outcomes: a creature returned to its owner's hand is exiled instead."""

from __future__ import annotations

import pytest

from rules.cardtext import parse_card
from rules.engine import PRESETS, Scenario, explore

WHIP = (
    "Creatures you control have lifelink.\n{2}{B}{B}, {T}: Return target creature card from "
    "your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next "
    "end step. If it would leave the battlefield, exile it instead of putting it anywhere "
    "else. Activate only as a sorcery."
)
ENCORE = (
    "Put target creature card from an opponent's graveyard onto the battlefield under your "
    "control. It gains haste. Exile it at the beginning of the next end step. If that "
    "creature would leave the battlefield, exile it instead of putting it anywhere else."
)
UNEARTH = (
    "Unearth {B} ({B}: Return this card from your graveyard to the battlefield. It gains "
    "haste. Exile it at the beginning of the next end step or if it would leave the "
    "battlefield. Unearth only as a sorcery.)"
)
FLASHBACK = (
    "Target player draws two cards.\nFlashback—{1}{U}, Pay 3 life. (You may cast this card "
    "from your graveyard for its flashback cost. Then exile it.)"
)


def _one(name: str, text: str, type_line: str):
    parsed = parse_card(name=name, text=text, controller="Alice", type_line=type_line)
    assert parsed.whole, parsed.unparsed
    (effect,) = parsed.effects
    return parsed, effect


@pytest.mark.parametrize(
    ("name", "text", "type_line"),
    [
        ("Whip of Erebos", WHIP, "Legendary Enchantment Artifact"),
        ("Gruesome Encore", ENCORE, "Sorcery"),
    ],
)
def test_the_returned_creature_is_exiled_whenever_it_would_leave(name, text, type_line):
    parsed, e = _one(name, text, type_line)
    assert e["origin"] == "resolution"
    assert e["params"] == {
        "object": {"id": "target-creature"},
        "from": "battlefield",
        "to": "anywhere",
        "instead_to": "exile",
    }
    # Returned to Alice's hand: it leaves the battlefield, so it is exiled instead.
    (placeholder,) = parsed.targets
    data = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [parsed.object, {**placeholder, "name": "Grizzly Bears"}],
        "effects": [e],
        "events": [{"kind": "move", "object": "target-creature", "to": "hand"}],
    }
    assert set(explore(Scenario.from_dict(data), "2025-09-19").texts()) == {
        "Grizzly Bears is exiled"
    }


def test_unearth_reads_as_the_card_itself_leaving_the_battlefield():
    parsed, e = _one("Dregscape Zombie", UNEARTH, "Creature — Zombie")
    assert e["params"] == {
        "object": {"this": True},
        "from": "battlefield",
        "to": "anywhere",
        "instead_to": "exile",
    }
    assert e["origin"] == "resolution"
    assert parsed.notes == (
        "unearth: only once its unearth ability has returned it to the battlefield",
    )


def test_flashback_reads_as_the_preset_of_a_flashback_card():
    parsed, e = _one("Deep Analysis", FLASHBACK, "Sorcery")
    preset = PRESETS["moments-peace-flashback"]
    assert e["params"] == preset.params
    assert e["origin"] == preset.origin == "resolution"
    assert parsed.notes == ("flashback: only when it was cast with flashback",)


@pytest.mark.parametrize(
    ("name", "preset"), [("Memory Lapse", "memory-lapse"), ("Remand", "remand")]
)
def test_a_countered_spell_put_elsewhere_is_a_self_replacement(name, preset):
    text = {
        "Memory Lapse": "Counter target spell. If that spell is countered this way, put it on "
        "top of its owner's library instead of into that player's graveyard.",
        "Remand": "Counter target spell. If that spell is countered this way, put it into its "
        "owner's hand instead of into that player's graveyard.\nDraw a card.",
    }[name]
    parsed = parse_card(name=name, text=text, controller="Bob", type_line="Instant")
    (e,) = parsed.effects
    assert e["template"] == PRESETS[preset].template
    assert e["self_replacement"] is True and e["origin"] == "resolution"
