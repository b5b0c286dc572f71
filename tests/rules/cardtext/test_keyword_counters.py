"""Ravenous (702.156a): "This permanent enters with X +1/+1 counters on it" (107.3m), read
from a card's keyword line; before, the line was set aside as not understood. (The other
keywords that make a permanent enter with counters: test_keyword_wordings.py.)"""

from rules.cardtext import parse_card
from tests.rules.engine.heldout_walk import only
from tests.rules.engine.helpers import AB


def test_ravenous_enters_with_x_counters():
    parsed = parse_card(
        name="Termagant Swarm", text="Ravenous", controller="Alice", type_line="Creature — Tyranid"
    )
    assert parsed.whole, parsed.ignored
    [effect] = parsed.effects
    assert effect["params"]["count"] == {"for_each": {"x": "this"}}
    assert (
        "X: set the object's x to the value chosen as Termagant Swarm was cast" in (parsed.notes[0])
    )
    # Cast with X = 3, it enters with three +1/+1 counters.
    swarm = {**parsed.object, "zone": "stack", "x": 3}
    data = {
        "players": AB,
        "objects": [swarm],
        "effects": parsed.effects,
        "events": [{"kind": "enter", "object": swarm["id"]}],
    }
    assert only(data).counters(swarm["id"]) == 3
