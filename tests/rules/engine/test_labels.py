"""Objects and effects that share a name, told apart as a judge at the table would.

Expected labels are written by hand from what a judge can see: whose each copy is (the
controller, 110.2), which copy in the order the scenario lists them, which of one card's
effects; ids made by the judge's table from the card's name (``metallic-mimic-2``) and
codes (``g1``) are never shown; ids written in words stay.
"""

from __future__ import annotations

from rules.engine import Pending, resolve
from rules.engine.labels import Named, made_from_name, told_apart

from .helpers import fx, obj, scenario

SHOCK = obj("shock", "Shock", "Bob", ("Instant",), zone="stack", colors=["red"])


def test_copies_under_different_controllers_are_named_by_whose_they_are():
    assert told_apart(
        [
            Named("Metallic Mimic", "metallic-mimic", "Alice"),
            Named("Metallic Mimic", "metallic-mimic-2", "Bob"),
            Named("Grizzly Bears", "grizzly-bears", "Bob"),
        ]
    ) == ("Metallic Mimic (Alice's)", "Metallic Mimic (Bob's)", "Grizzly Bears")


def test_copies_of_one_controller_are_numbered_in_order_and_by_whose_among_others():
    assert told_apart(
        [
            Named("Palisade Giant", "palisade-giant", "Alice"),
            Named("Palisade Giant", "palisade-giant-2", "Bob"),
            Named("Palisade Giant", "palisade-giant-3", "Alice"),
        ]
    ) == (
        "Palisade Giant #1 (Alice's)",
        "Palisade Giant (Bob's)",
        "Palisade Giant #2 (Alice's)",
    )
    # A name ending in s takes the apostrophe alone.
    assert told_apart([Named("Shock", "shock", "Silas"), Named("Shock", "shock-2", "Alice")]) == (
        "Shock (Silas')",
        "Shock (Alice's)",
    )


def test_one_cards_several_effects_are_its_1st_and_2nd_effect():
    # Metallic Mimic read from its text: two effects of the one object.
    assert told_apart(
        [
            Named("Metallic Mimic", "metallic-mimic", "Alice", "metallic-mimic"),
            Named("Metallic Mimic", "metallic-mimic-2", "Alice", "metallic-mimic"),
        ]
    ) == ("Metallic Mimic (1st effect)", "Metallic Mimic (2nd effect)")
    # Two copies, each with two effects: which copy, then which effect; the copies are
    # numbered in the order of the objects (rank), whatever the effects' order.
    assert told_apart(
        [
            Named("Metallic Mimic", "metallic-mimic-3", "Alice", "mimic-b"),
            Named("Metallic Mimic", "metallic-mimic", "Alice", "mimic-a"),
            Named("Metallic Mimic", "metallic-mimic-2", "Alice", "mimic-a"),
        ],
        {"mimic-a": 0, "mimic-b": 1},
    ) == (
        "Metallic Mimic #2",
        "Metallic Mimic #1 (1st effect)",
        "Metallic Mimic #1 (2nd effect)",
    )


def test_ids_written_in_words_stay_and_codes_go():
    words = [
        Named("Doubling Season", "tokens", "Alice", "season"),
        Named("Doubling Season", "counters", "Alice", "season"),
    ]
    assert told_apart(words) == ("Doubling Season (tokens)", "Doubling Season (counters)")
    codes = [Named("Palisade Giant", "g1", "Alice"), Named("Palisade Giant", "g2", "Alice")]
    assert told_apart(codes) == ("Palisade Giant #1", "Palisade Giant #2")
    assert made_from_name(Named("Kalitas, Traitor of Ghet", "kalitas-traitor-of-ghet-2", "A"))
    assert not made_from_name(Named("Healing Salve", "salve-bob", "Alice"))


def test_the_question_names_two_copies_of_one_card_without_ids():
    # Two Furnaces of Rath, one Alice's and one Bob's, as the judge's table makes them
    # (ids from the name). A Shock would deal 2 damage to Bob: Bob, the affected player,
    # chooses which applies first (616.1) between Alice's Furnace and Bob's.
    s = scenario(
        [
            obj("furnace-of-rath", "Furnace of Rath", "Alice", ("Enchantment",)),
            obj("furnace-of-rath-2", "Furnace of Rath", "Bob", ("Enchantment",)),
            SHOCK,
        ],
        [
            fx("furnace-of-rath", "Alice", preset="furnace-of-rath", source="furnace-of-rath"),
            fx("furnace-of-rath-2", "Bob", preset="furnace-of-rath", source="furnace-of-rath-2"),
        ],
        [{"kind": "damage", "source": "shock", "recipient": "Bob", "amount": 2}],
    )
    answer = resolve(s, "2025-09-19", [])
    assert isinstance(answer, Pending) and answer.chooser == "Bob"
    labels = " / ".join(o.label for o in answer.options)
    assert "Furnace of Rath (Alice's)" in labels and "Furnace of Rath (Bob's)" in labels
    assert "furnace-of-rath" not in labels
