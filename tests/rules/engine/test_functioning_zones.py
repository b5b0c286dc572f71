"""A static ability that functions only in a zone its card is in (113.6b): dredge works
while its card is in a graveyard (702.52a), and an effect that makes cards in graveyards
lose all abilities stops it. Expected values from 702.52a-b, 113.6b and the dredge
rulings ("You can't attempt to use a dredge ability if you don't have enough cards in
your library"; "One card draw can't be replaced by multiple dredge abilities")."""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import fx, obj, outcomes, pending, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
LIBRARY = ["Island", "Forest", "Swamp"]


def _dredge(id, source, n, **kw):
    """Dredge N as 702.52a words it."""
    params = {
        "watch": {"event": "draw", "player": "you"},
        "condition": {"cards": {"player": "you", "zone": "library"}, "at_least": n},
        "instead": [
            {"do": "mill", "player": "you", "count": n},
            {"do": "move", "object": "this", "to": "hand"},
        ],
    }
    return fx(id, source=source, template="instead", params=params, optional=True, **kw)


def _draw(
    zone="graveyard", library=LIBRARY, extra_objects=(), extra_effects=(), origin="graveyard"
):
    return scenario(
        [
            obj("imp", "Stinkweed Imp", zone="graveyard", colors=["black"]),
            obj("brownscale", "Golgari Brownscale", zone=zone, colors=["green"]),
            *extra_objects,
        ],
        [
            _dredge("imp", "imp", 5, origin=origin),
            _dredge("brown", "brownscale", 2, origin=origin),
            *extra_effects,
        ],
        [{"kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "library": list(library)}, {"name": "Bob"}],
    )


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_dredge_works_from_the_graveyard_and_needs_enough_cards(procedure):
    # Three cards: Stinkweed Imp's dredge 5 can't be used (702.52b); dredge 2 may.
    assert outcomes(_draw(), procedure) == {
        "Alice mills 2 cards; Island is put into Alice's graveyard; "
        "Forest is put into Alice's graveyard; Golgari Brownscale is put into Alice's hand",
        "Alice draws a card",
    }


def test_a_dredge_card_in_hand_has_no_dredge():
    assert outcomes(_draw(zone="hand"), MODERN) == {"Alice draws a card"}


def test_with_an_empty_library_no_dredge_applies():
    # 702.52b: no dredge can be used; the draw is an attempt on an empty library (121.4).
    assert outcomes(_draw(library=[]), MODERN) == {"Alice draws from an empty library"}


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_cards_in_graveyards_that_lose_all_abilities_lose_dredge(procedure):
    jailer = obj("jailer", "Yixlid Jailer", owner="Bob", colors=["black"])
    s = _draw(
        extra_objects=[jailer],
        extra_effects=[fx("jailer", "Bob", source="jailer", preset="yixlid-jailer")],
    )
    assert outcomes(s, procedure) == {"Alice draws a card"}


def test_the_graveyard_dredge_is_asked_of_the_drawing_player():
    p = pending(_draw())
    assert p.chooser == "Alice"


def test_an_origin_that_is_not_a_zone_or_a_kind_is_refused_with_its_path():
    with pytest.raises(ScenarioError, match=r"effects\[0\]\.origin"):
        scenario(
            [obj("imp", "Stinkweed Imp", zone="graveyard")],
            [_dredge("imp", "imp", 5, origin="cemetery")],
            [{"kind": "draw", "player": "Alice"}],
        )


def test_a_static_ability_of_a_card_in_a_graveyard_does_nothing_without_its_zone():
    # Without "origin": "graveyard" the ability is a permanent's (113.6): not in play here.
    assert outcomes(_draw(origin="static"), MODERN) == {"Alice draws a card"}


def test_golgari_grave_troll_dredges_six_from_its_preset():
    s = scenario(
        [obj("troll", "Golgari Grave-Troll", zone="graveyard", colors=["green"])],
        [fx("dredge", source="troll", preset="golgari-grave-troll-dredge")],
        [{"kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "library": ["Island"] * 6}, {"name": "Bob"}],
    )
    assert outcomes(s, MODERN) == {
        "Alice mills 6 cards; Island is put into Alice's graveyard (6 times); "
        "Golgari Grave-Troll is put into Alice's hand",
        "Alice draws a card",
    }


# "If Darksteel Colossus would be put into a graveyard from anywhere, … shuffle it into its
# owner's library instead": the ability states the zones it functions in (113.6b; 402.8b in
# 2008), so it works from a library, a hand or the stack too (XMage's
# ZoneChangeReplacementTest: milled, discarded and countered, it is never in the graveyard).
@pytest.mark.parametrize("procedure", [MODERN, OLD])
@pytest.mark.parametrize(
    ("zone", "cause"), [("library", "mill"), ("hand", "discard"), ("stack", "counter")]
)
def test_a_card_that_would_go_to_a_graveyard_from_anywhere_is_shuffled_from_any_zone(
    procedure, zone, cause
):
    s = scenario(
        [obj("colossus", "Darksteel Colossus", zone=zone, types=("Artifact", "Creature"))],
        [fx("shuffle", source="colossus", preset="blightsteel-colossus")],
        [{"kind": "move", "object": "colossus", "to": "graveyard", "cause": cause}],
    )
    assert outcomes(s, procedure) == {"Darksteel Colossus is shuffled into Alice's library"}


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_humility_still_turns_off_the_colossus_on_the_battlefield(procedure):
    s = scenario(
        [
            obj("colossus", "Darksteel Colossus", types=("Artifact", "Creature")),
            obj("humility", "Humility", owner="Bob", types=("Enchantment",)),
        ],
        [
            fx("shuffle", source="colossus", preset="blightsteel-colossus"),
            fx(
                "humility",
                "Bob",
                source="humility",
                template="lose_abilities",
                params={"zone": "battlefield"},
            ),
        ],
        [{"kind": "move", "object": "colossus", "to": "graveyard", "cause": "sacrifice"}],
    )
    assert outcomes(s, procedure) == {"Darksteel Colossus is put into Alice's graveyard"}
