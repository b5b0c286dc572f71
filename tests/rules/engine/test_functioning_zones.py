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


def _draw(zone="graveyard", library=LIBRARY, extra_objects=(), extra_effects=()):
    return scenario(
        [
            obj("imp", "Stinkweed Imp", zone="graveyard", colors=["black"]),
            obj("brownscale", "Golgari Brownscale", zone=zone, colors=["green"]),
            *extra_objects,
        ],
        [
            fx("imp", source="imp", preset="stinkweed-imp-dredge"),
            fx("brown", source="brownscale", preset="golgari-brownscale-dredge"),
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
            [fx("imp", source="imp", preset="stinkweed-imp-dredge", origin="cemetery")],
            [{"kind": "draw", "player": "Alice"}],
        )
