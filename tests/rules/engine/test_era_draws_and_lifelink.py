"""Two readings of the rules of 2008 that their rulings and rules fix: a draw that can't
happen can't be replaced (Maralen of the Mornsong's rulings, 2008-04-01: "replacement
effects that instruct a player to do something instead of drawing a card won't work"; 614.17c
from 2017-04-28), and lifelink was a triggered ability before 2009-07-11 (502.68a of 2008:
"Whenever this permanent deals damage, you gain that much life"), so its gain is caused by an
ability (Rain of Gore: "If a spell or ability would cause its controller to gain life, that
player loses that much life instead"); today it is a result of the damage (120.3f)."""

from __future__ import annotations

import pytest

from .helpers import fx, obj, outcomes, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"

MARALEN = fx(
    "maralen",
    "Bob",
    source="maralen",
    template="cant",
    params={"event": "draw", "player": "any"},
    label="Maralen of the Mornsong",
)


def _maralen(effect, objects, library):
    return scenario(
        [obj("maralen", "Maralen of the Mornsong", owner="Bob", colors=["black"]), *objects],
        [effect, MARALEN],
        [{"kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "library": library}, {"name": "Bob"}],
    )


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_laboratory_maniac_cant_replace_a_draw_that_cant_happen(procedure):
    s = _maralen(
        fx("maniac", source="maniac", preset="laboratory-maniac"),
        [obj("maniac", "Laboratory Maniac", colors=["blue"])],
        [],
    )
    assert outcomes(s, procedure) == {"Alice can't draw a card (Maralen of the Mornsong)"}


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_dredge_cant_replace_a_draw_that_cant_happen(procedure):
    s = _maralen(
        fx("troll", source="troll", preset="golgari-grave-troll-dredge"),
        [obj("troll", "Golgari Grave-Troll", zone="graveyard", colors=["green"])],
        ["Island"] * 6,
    )
    assert outcomes(s, procedure) == {"Alice can't draw a card (Maralen of the Mornsong)"}


def _lifelink_with_rain_of_gore():
    return scenario(
        [
            obj("knight", "Knight of Meadowgrain", keywords=["lifelink"], colors=["white"]),
            obj(
                "gore", "Rain of Gore", owner="Bob", types=("Enchantment",), colors=["black", "red"]
            ),
        ],
        [fx("gore", "Bob", source="gore", preset="rain-of-gore")],
        [{"kind": "damage", "source": "knight", "recipient": "Bob", "amount": 2, "combat": True}],
    )


def test_before_magic_2010_lifelink_is_an_ability_that_rain_of_gore_meets():
    assert outcomes(_lifelink_with_rain_of_gore(), OLD) == {
        "Bob is dealt 2 damage; Alice loses 2 life"
    }


def test_today_lifelink_is_the_damage_and_rain_of_gore_leaves_it_alone():
    assert outcomes(_lifelink_with_rain_of_gore(), MODERN) == {
        "Bob is dealt 2 damage; Alice gains 2 life"
    }
