"""How a permanent enters, read from real cards' Oracle texts and resolved: the shock lands
("As Blood Crypt enters, you may pay 2 life. If you don't, it enters tapped."). The expected
effects and outcomes are the cards' words and the rules (614.12, 119.4), written by hand."""

from __future__ import annotations

import pytest

from rules.cardtext import card, parse_card
from rules.engine import Scenario, explore


def _blood_crypt():
    entry = card("Blood Crypt")
    assert entry is not None
    return parse_card(
        name="Blood Crypt", text=entry.text, controller="Alice", type_line=entry.type_line
    )


def test_a_shock_land_enters_tapped_unless_its_controller_pays_2_life():
    parsed = _blood_crypt()
    assert parsed.whole, parsed.unparsed
    (effect,) = parsed.effects
    assert effect["template"] == "enter_tapped"
    assert effect["params"] == {"object": {"this": True}, "unless_pay_life": 2}
    assert "origin" not in effect  # a static ability of the land itself
    assert parsed.summary == (
        "Watches: Blood Crypt entering the battlefield. Instead: it enters tapped, unless its "
        "controller pays 2 life.",
    )


@pytest.mark.parametrize(
    ("life", "expected"),
    [
        # Either: pay 2 life (paying life is losing it, 119.4) and it enters untapped, or
        # don't and it enters tapped.
        (
            20,
            {
                "Blood Crypt enters the battlefield untapped under Alice's control; Alice "
                "loses 2 life",
                "Blood Crypt enters the battlefield tapped under Alice's control",
            },
        ),
        # With 1 life Alice can't pay 2 (119.4): it enters tapped.
        (1, {"Blood Crypt enters the battlefield tapped under Alice's control"}),
    ],
)
def test_blood_crypt_played_from_alices_hand(life, expected):
    parsed = _blood_crypt()
    scenario = {
        "version": 1,
        "players": [{"name": "Alice", "life": life}, {"name": "Bob"}],
        "objects": [{**parsed.object, "zone": "hand"}],
        "effects": list(parsed.effects),
        "events": [{"kind": "enter", "object": "blood-crypt"}],
    }
    assert set(explore(Scenario.from_dict(scenario), "2025-09-19").texts()) == expected


@pytest.mark.parametrize(
    "text",
    [
        # Another thing than entering tapped for not paying.
        "As Test Card enters, you may pay 2 life. If you don't, sacrifice it.",
        # No number of life.
        "As Test Card enters, you may pay any amount of life. If you don't, Test Card enters "
        "tapped.",
    ],
)
def test_what_is_not_read_as_a_shock_land(text):
    parsed = parse_card(name="Test Card", text=text, controller="Alice", type_line="Land")
    assert parsed.unparsed and not parsed.effects


def test_enters_tapped_and_doesnt_untap_is_read_as_entering_tapped_with_a_note():
    # Leviathan: "Leviathan enters the battlefield tapped and doesn't untap during your untap
    # step." Entering tapped is the replacement (614.1c); not untapping is no replacement.
    entry = card("Leviathan")
    assert entry is not None
    parsed = parse_card(
        name="Leviathan", text=entry.text, controller="Alice", type_line=entry.type_line
    )
    assert parsed.whole, parsed.unparsed
    (effect,) = parsed.effects
    assert (effect["template"], effect["params"]) == ("enter_tapped", {"object": {"this": True}})
    assert any("doesn't untap" in n and "502.3" in n for n in parsed.notes)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Today's Oracle text of the shock lands names the land "this land" and then "it".
        (
            "({T}: Add {B} or {R}.)\nAs this land enters, you may pay 2 life. If you don't, it "
            "enters tapped.",
            (
                {
                    "template": "enter_tapped",
                    "params": {"object": {"this": True}, "unless_pay_life": 2},
                }
            ),
        ),
        # The reveal lands, likewise (Murmuring Bosk's kind of wording).
        (
            "As this land enters, you may reveal a Treefolk card from your hand. If you don't, "
            "it enters tapped.",
            ({"template": "enter_tapped", "params": {"object": {"this": True}}, "optional": True}),
        ),
    ],
)
def test_it_enters_tapped_is_read_as_the_land_itself(text, expected):
    parsed = parse_card(name="Test Land", text=text, controller="Alice", type_line="Land")
    assert parsed.whole
    (effect,) = parsed.effects
    assert {k: effect[k] for k in expected} == expected
