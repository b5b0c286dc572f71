"""Toxic N read from a card's text into the object's ``toxic``. Expected values from the
rules (2026-01-16): 702.164a "Toxic is a static ability. It is written "toxic N," where N
is a number."; 702.164b: a creature's total toxic value "is the sum of all N values of
toxic abilities that creature has" (the format's ``toxic``); 702.164c: its combat damage to
a player gives that player that many poison counters, in addition to the damage's other
results (120.3). Oracle text: Bilious Skulldweller, "Deathtouch, toxic 1"."""

from __future__ import annotations

from rules.cardtext import parse_card, what_it_is
from rules.engine import Scenario, resolve

SKULL = (
    "Deathtouch, toxic 1 (Players dealt combat damage by this creature also get a poison counter.)"
)


def _obj(text, name="Bilious Skulldweller"):
    return parse_card(
        name=name, text=text, controller="Alice", type_line="Creature — Phyrexian Insect"
    ).object


def test_toxic_n_is_read_into_the_object():
    assert _obj(SKULL)["toxic"] == 1
    assert _obj("Toxic 3")["toxic"] == 3


def test_several_instances_add_up():
    assert _obj("Toxic 2\nFlying, toxic 1")["toxic"] == 3


def test_no_toxic_keyword_no_field():
    assert "toxic" not in _obj("Flying")
    # "toxic" in a sentence is not the keyword of this card.
    assert "toxic" not in _obj("Other creatures you control with toxic get +1/+0.")


def test_the_keyword_line_is_set_aside_as_keywords():
    assert what_it_is("Deathtouch, toxic 1") == "keywords with no replacement meaning"


def test_the_object_read_gives_poison_counters_as_the_rules_say():
    # 1 combat damage to Bob: 1 life lost and 1 poison counter (702.164c, 120.3).
    obj = _obj(SKULL)
    scenario = Scenario.from_dict(
        {
            "version": 1,
            "players": [{"name": "Alice"}, {"name": "Bob"}],
            "objects": [obj],
            "effects": [],
            "events": [
                {
                    "kind": "damage",
                    "source": obj["id"],
                    "recipient": "Bob",
                    "amount": 1,
                    "combat": True,
                }
            ],
        }
    )
    bob = resolve(scenario, "2025-09-19", ()).to_dict()["state"]["players"][1]
    assert bob["life"] == 19
    assert bob["counters"] == {"poison": 1}
