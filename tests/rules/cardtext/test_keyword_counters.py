"""Keywords that are "enters with counters" replacement effects (614.1c) read from a card's
keyword line: modular (702.43a), fading (702.32a), vanishing (702.63a), graft (702.58a)
and ravenous (702.156a). Before, the keyword line was set aside as not understood and the
card gave no effect. Expected values from those rules' own words."""

import pytest

from rules.cardtext import parse_card
from tests.rules.engine.heldout_walk import only
from tests.rules.engine.helpers import AB, card, preset_fx


def _read(name, text, type_line="Artifact Creature — Construct"):
    parsed = parse_card(name=name, text=text, controller="Alice", type_line=type_line)
    assert parsed.whole, (parsed.unparsed, parsed.ignored)
    return parsed


@pytest.mark.parametrize(
    ("name", "text", "counter", "count"),
    [
        # "Modular N" means "This permanent enters with N +1/+1 counters on it" (702.43a).
        ("Arcbound Worker", "Modular 1", "+1/+1", 1),
        # "Fading N" means "This permanent enters with N fade counters on it" (702.32a).
        ("Blastoderm", "Shroud\nFading 3", "fade", 3),
        # "Vanishing N": "This permanent enters with N time counters on it" (702.63a).
        ("Chronozoa", "Flying\nVanishing 3", "time", 3),
        # "Graft N": "This permanent enters with N +1/+1 counters on it" (702.58a).
        ("Cytoplast Root-Kin", "Graft 4", "+1/+1", 4),
    ],
)
def test_a_keyword_that_makes_a_permanent_enter_with_counters(name, text, counter, count):
    parsed = _read(name, text)
    [effect] = [e for e in parsed.effects if e["template"] == "enter_with_counters"]
    assert effect["params"] == {"object": {"this": True}, "counter": counter, "count": count}


def test_ravenous_enters_with_x_counters():
    # "Ravenous" means "This permanent enters with X +1/+1 counters on it" (702.156a, 107.3m).
    parsed = _read("Termagant Swarm", "Ravenous", "Creature — Tyranid")
    [effect] = parsed.effects
    assert effect["params"]["count"] == {"for_each": {"x": "this"}}
    assert any("x" in note for note in parsed.notes)


def test_arcbound_worker_read_from_its_text_and_hardened_scales_two_counters():
    # Arcbound Worker enters with its modular counter, which Hardened Scales ("that many
    # plus one") makes two: counters an entering permanent is given are put on it (122.6).
    parsed = _read("Arcbound Worker", "Modular 1 (This creature enters with a +1/+1 counter.)")
    worker = {**parsed.object, "zone": "stack"}
    data = {
        "players": AB,
        "objects": [worker, card("scales", "Hardened Scales", "Alice", "Enchantment")],
        "effects": [*parsed.effects, preset_fx("scales", "hardened-scales")],
        "events": [{"kind": "enter", "object": worker["id"]}],
    }
    assert only(data).counters(worker["id"]) == 2


def _minotaurs(players, timeline=None):
    # Gorehorn Minotaurs: "Bloodthirst 2" — "If an opponent was dealt damage this turn, this
    # permanent enters with N +1/+1 counters on it" (702.54a).
    parsed = _read("Gorehorn Minotaurs", "Bloodthirst 2", "Creature — Minotaur Warrior")
    minotaurs = {**parsed.object, "zone": "stack"}
    data = {
        "players": players,
        "objects": [minotaurs, card("shock", "Shock", "Alice", "Instant", zone="stack")],
        "effects": parsed.effects,
        "events": [{"kind": "enter", "object": minotaurs["id"]}],
    }
    if timeline:
        data["timeline"] = timeline
    return only(data).counters(minotaurs["id"])


def test_bloodthirst_counts_damage_dealt_to_an_opponent_this_turn():
    # An opponent dealt damage earlier this turn (the scenario's this_turn, or a damage event
    # of its timeline): two counters. Only Alice herself dealt damage, or nobody: none.
    bob_hit = [{"name": "Alice"}, {"name": "Bob", "this_turn": {"dealt_damage": 3}}]
    alice_hit = [{"name": "Alice", "this_turn": {"dealt_damage": 3}}, {"name": "Bob"}]
    assert _minotaurs(bob_hit) == 2
    assert _minotaurs(alice_hit) == 0
    assert _minotaurs(AB) == 0
    shock = [{"events": [{"kind": "damage", "source": "shock", "recipient": "Bob", "amount": 2}]}]
    assert _minotaurs(AB, shock) == 2
