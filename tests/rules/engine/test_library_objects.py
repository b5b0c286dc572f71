"""An object of the scenario standing in a library at a place (``zone`` ``library`` and a
``position``): a draw, a mill or a look at the top that takes it moves that object, which is
then that object in its new zone. Expected values from 702.52a-b (dredge functions only
while its card is in a graveyard; 502.47a in 2008, "put N cards from the top of your library
into your graveyard"), 113.6b, 121.2 (each draw a separate event) and the dredge ruling "If
you're drawing multiple cards, each draw is performed one at a time. For example, if you're
instructed to draw two cards and you replace the first draw with a dredge ability, another
card with a dredge ability (including one that was milled by the first dredge ability) may
be used to replace the second draw." """

from __future__ import annotations

from typing import Any

import pytest

from rules.engine import ScenarioError
from rules.engine.validation import validate

from .helpers import done, obj, option_ids, outcomes, pending, scenario
from .test_functioning_zones import _dredge

MODERN, OLD = "2025-09-19", "2008-02-01"
FORESTS = ["Forest"] * 9


def _thug_and_imp(events: list[dict[str, Any]] | None = None, imp_at: int = 1, **kw: Any):
    """Golgari Thug (dredge 4) in Alice's graveyard; Stinkweed Imp (dredge 5) in her library
    at ``imp_at`` among nine Forests; she would draw two cards."""
    return scenario(
        [
            obj("thug", "Golgari Thug", zone="graveyard", colors=["black"]),
            obj("imp", "Stinkweed Imp", zone="library", position=imp_at, colors=["black"]),
        ],
        [
            _dredge("thug", "thug", 4, origin="graveyard"),
            _dredge("imp", "imp", 5, origin="graveyard"),
        ],
        events or [{"kind": "draw", "player": "Alice", "count": 2}],
        players=[{"name": "Alice", "library": FORESTS}, {"name": "Bob"}],
        **kw,
    )


def _zones(d) -> dict[str, str]:
    return {o["id"]: o["zone"] for o in d.state["objects"] if o["id"] in ("thug", "imp")}


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_a_card_milled_by_the_first_dredge_can_dredge_the_second_draw(procedure):
    # First draw: Thug's dredge 4 mills the Imp and three Forests, or Alice draws the Imp.
    # Second draw (121.2: a separate event): after the Thug dredged, the Imp's dredge 5 works
    # from the graveyard with six cards left (702.52a); after she drew the Imp, only the
    # Thug's dredge can apply (the Imp in her hand does nothing, 113.6b).
    assert outcomes(_thug_and_imp(), procedure) == {
        "Alice draws 2 cards",
        "Alice draws a card; Alice mills 4 cards; Forest is put into Alice's graveyard "
        "(4 times); Golgari Thug is put into Alice's hand",
        "Alice mills 4 cards; Stinkweed Imp is put into Alice's graveyard; Forest is put "
        "into Alice's graveyard (3 times); Alice draws a card; Golgari Thug is put into "
        "Alice's hand",
        "Alice mills 4 cards; Stinkweed Imp is put into Alice's graveyard; Forest is put "
        "into Alice's graveyard (8 times); Alice mills 5 cards; Stinkweed Imp is put into "
        "Alice's hand; Golgari Thug is put into Alice's hand",
    }


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_alice_chooses_the_imps_dredge_for_the_second_draw(procedure):
    s = _thug_and_imp()
    first = pending(s, procedure)
    assert first.chooser == "Alice"  # the dredge is optional (702.52a)
    second = pending(s, procedure, ("mode:apply",))
    assert second.chooser == "Alice" and "mode:apply" in option_ids(second)
    d = done(s, procedure, ("mode:apply", "mode:apply"))
    assert _zones(d) == {"thug": "hand", "imp": "hand"}
    alice = d.state["players"][0]
    assert alice["library"] == ["Forest"]  # 10 cards, 4 then 5 milled
    milled = [o for o in d.state["objects"] if o["name"] == "Forest"]
    assert len(milled) == 8 and {o["zone"] for o in milled} == {"graveyard"}
    assert alice["hand"] == []  # what Alice holds are the two objects, not names


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_a_drawn_dredge_card_is_in_the_hand_and_its_dredge_does_nothing(procedure):
    s = scenario(
        [obj("imp", "Stinkweed Imp", zone="library", position=1, colors=["black"])],
        [_dredge("imp", "imp", 5, origin="graveyard")],
        [{"kind": "draw", "player": "Alice", "count": 2}],
        players=[{"name": "Alice", "library": FORESTS}, {"name": "Bob"}],
    )
    # A draw is not a mill: the Imp goes to the hand (121.1), where dredge doesn't work
    # (702.52a, 113.6b), so the second draw is a draw.
    assert outcomes(s, procedure) == {"Alice draws 2 cards"}
    d = done(s, procedure)
    assert _zones(d) == {"imp": "hand"}
    assert d.state["players"][0]["hand"] == ["Forest"]
    assert len(d.state["players"][0]["library"]) == 8


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_a_milled_dredge_card_dredges_a_later_draw(procedure):
    # Alice mills two (701.17a): the Imp, second from the top, is then in her graveyard,
    # and her later draw may be replaced by its dredge 5 or the Thug's dredge 4 (702.52a;
    # 8 cards left), one of them (the ruling: one draw can't be replaced by two dredges).
    s = _thug_and_imp(
        [{"kind": "draw", "player": "Alice"}],
        imp_at=2,
        timeline=[{"events": [{"kind": "mill", "player": "Alice", "count": 2}]}],
    )
    milled = (
        "Alice mills 2 cards; Forest is put into Alice's graveyard; Stinkweed Imp is put "
        "into Alice's graveyard"
    )
    assert outcomes(s, procedure) == {
        f"{milled}; Alice draws a card",
        "Alice mills 2 cards; Forest is put into Alice's graveyard (6 times); Stinkweed Imp "
        "is put into Alice's graveyard; Alice mills 5 cards; Stinkweed Imp is put into "
        "Alice's hand",
        "Alice mills 2 cards; Forest is put into Alice's graveyard (5 times); Stinkweed Imp "
        "is put into Alice's graveyard; Alice mills 4 cards; Golgari Thug is put into "
        "Alice's hand",
    }


def test_the_library_lists_the_card_at_its_place():
    s = _thug_and_imp([{"kind": "mill", "player": "Bob", "count": 1}], imp_at=3)
    d = done(s, MODERN)
    assert d.state["players"][0]["library"][:4] == ["Forest", "Forest", "Stinkweed Imp", "Forest"]


def _data(objects: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "version": 1,
        "players": [{"name": "Alice", "library": ["Forest", "Island"]}, {"name": "Bob"}],
        "objects": objects,
        "effects": [],
        "events": [{"kind": "draw", "player": "Alice"}],
    }


def _paths(objects: list[dict[str, Any]]) -> list[str]:
    with pytest.raises(ScenarioError) as err:
        validate(_data(objects))
    return [e.path for e in err.value.errors]


def test_a_place_in_a_library_is_checked():
    imp = obj("imp", "Stinkweed Imp", zone="library", position=3)
    validate(_data([imp]))  # two cards listed and the Imp: position 3 is the bottom
    assert _paths([{**imp, "position": 4}]) == ["objects[0].position"]
    assert _paths([{**imp, "zone": "graveyard"}]) == ["objects[0].position"]
    twice = [imp, {**imp, "id": "imp2"}]
    assert _paths([{**t, "position": 1} for t in twice]) == ["objects[1].position"]
    assert _paths([{**imp, "owner": "Carol"}]) == ["objects[0].owner"]
    assert _paths([{**imp, "position": 0}]) == ["objects[0].position"]


def test_a_card_looked_at_and_put_into_the_graveyard_dredges_the_next_draw():
    # Underrealm Lich: "If you would draw a card, instead look at the top three cards of
    # your library, then put one into your hand and the rest into your graveyard." The Imp,
    # one of the three, is a choice of its own; put into the graveyard, its dredge applies
    # to the second draw (702.52a) beside the Lich, and Alice chooses which first (616.1).
    lich = obj("lich", "Underrealm Lich", colors=["black"])
    s = scenario(
        [lich, obj("imp", "Stinkweed Imp", zone="library", position=2, colors=["black"])],
        [
            {"id": "lich", "controller": "Alice", "source": "lich", "preset": "underrealm-lich"},
            _dredge("imp", "imp", 5, origin="graveyard"),
        ],
        [{"id": "e1", "kind": "draw", "player": "Alice", "count": 2}],
        players=[{"name": "Alice", "library": ["Island", *FORESTS]}, {"name": "Bob"}],
    )
    first = pending(s, MODERN)
    assert [o.label for o in first.options] == ["Island", "Stinkweed Imp", "Forest"]
    assert "look:e1.lich0:imp" in option_ids(first)
    second = pending(s, MODERN, ("look:e1.lich0:name-island",))
    assert second.chooser == "Alice" and set(option_ids(second)) == {"apply:lich", "apply:imp"}
    d = done(s, MODERN, ("look:e1.lich0:name-island", "apply:imp", "mode:apply"))
    assert _zones(d) == {"imp": "hand"}
    assert len(d.state["players"][0]["library"]) == 11 - 3 - 5  # Island, the Imp and nine Forests


def test_a_card_moved_out_of_the_library_leaves_its_place():
    # An effect puts the Imp from the top of the library onto the battlefield: the next
    # draw takes the card now on top, a Forest (121.1), not the Imp (400.7: a new object).
    s = _thug_and_imp(
        [{"kind": "draw", "player": "Alice"}],
        timeline=[{"events": [{"kind": "move", "object": "imp", "to": "battlefield"}]}],
    )
    d = done(s, MODERN, ("mode:decline",))
    assert _zones(d) == {"thug": "graveyard", "imp": "battlefield"}
    assert d.state["players"][0]["hand"] == ["Forest"]
    assert d.state["players"][0]["library"] == ["Forest"] * 8
