"""Actions beyond the event's own object, and the references they use: expected outcomes
from the rules (701.8a destroy, 701.17 mill, 701.21a sacrifice, 701.26 tap, 702.89a umbra
armor, 122.1c shield counters, 506.4 control) and the cards' Oracle texts."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, outcomes, pending, scenario

BOLT = obj("bolt", "Lightning Bolt", "Bob", ("Instant",), zone="stack", colors=["red"])
BEARS = obj("bears", "Grizzly Bears", "Alice")


def instead(watch: dict[str, Any], actions: list[dict[str, Any]], **kw: Any) -> dict[str, Any]:
    return {"template": "instead", "params": {"watch": watch, "instead": actions}, **kw}


def test_vigor_puts_the_counters_on_that_creature_not_on_vigor():
    # "Put a +1/+1 counter on that creature for each 1 damage prevented this way", and
    # "other than Vigor": damage to Vigor itself is dealt.
    s = scenario(
        [obj("vigor", "Vigor"), BEARS, BOLT],
        [fx("v", source="vigor", preset="vigor")],
        [
            {"kind": "damage", "source": "bolt", "recipient": "bears", "amount": 3},
            {"kind": "damage", "source": "bolt", "recipient": "vigor", "amount": 2},
        ],
    )
    d = done(s)
    assert d.outcome.text == (
        "Grizzly Bears is dealt no damage; Grizzly Bears gets 3 +1/+1 counters; "
        "Vigor is dealt 2 damage"
    )


def test_comeuppance_creature_source_is_dealt_the_damage_noncreature_its_controller():
    s = scenario(
        [
            obj("cu", "Comeuppance", "Alice", ("Instant",), zone="graveyard"),
            obj("ogre", "Gray Ogre", "Bob"),
            BOLT,
        ],
        [fx("cu", source="cu", preset="comeuppance")],
        [
            {"kind": "damage", "source": "ogre", "recipient": "Alice", "amount": 2},
            {"kind": "damage", "source": "bolt", "recipient": "Alice", "amount": 3},
        ],
    )
    assert outcomes(s) == {
        "Alice is dealt no damage: 0 by Gray Ogre, 0 by Lightning Bolt; "
        "Gray Ogre is dealt 2 damage; Bob is dealt 3 damage"
    }


def test_bottom_of_the_library_is_not_shuffling_in():
    s = scenario(
        [obj("nc", "Nissa's Chosen")],
        [fx("nc", source="nc", preset="nissas-chosen")],
        [{"kind": "destroy", "object": "nc"}],
        players=[{"name": "Alice", "library": ["Forest", "Island"]}, {"name": "Bob"}],
    )
    d = done(s)
    assert d.outcome.text == "Nissa's Chosen is put on the bottom of Alice's library"
    assert d.state["players"][0]["library"] == ["Forest", "Island", "Nissa's Chosen"]


def test_top_of_the_library_is_drawn_next():
    s = scenario(
        [obj("gz", "Gravebane Zombie")],
        [fx("gz", source="gz", preset="gravebane-zombie")],
        [{"kind": "destroy", "object": "gz"}],
        players=[{"name": "Alice", "library": ["Forest"]}, {"name": "Bob"}],
        timeline=[],
    )
    assert done(s).state["players"][0]["library"] == ["Gravebane Zombie", "Forest"]


def test_kill_suit_cultist_destroys_and_regeneration_still_applies():
    # The destruction Kill-Suit Cultist makes is a destruction: a regeneration shield
    # replaces it (701.19, 614.8).
    s = scenario(
        [obj("ks", "Kill-Suit Cultist", zone="graveyard"), obj("boa", "River Boa", "Bob"), BOLT],
        [
            fx(
                "ks",
                source="ks",
                preset="kill-suit-cultist",
                params={"watch": {"event": "damage", "recipient": {"object": {"id": "boa"}}}},
            ),
            fx("regen", "Bob", source="boa", preset="river-boa"),
        ],
        [{"kind": "damage", "source": "bolt", "recipient": "boa", "amount": 3}],
    )
    text = done(s).outcome.text
    assert "River Boa regenerates" in text and "River Boa is dealt" not in text


def test_umbra_armor_removes_the_damage_and_destroys_the_aura():
    # 702.89a: "instead remove all damage marked on it and destroy this Aura."
    s = scenario(
        [
            obj("bears", "Grizzly Bears", damage=2),
            obj("umbra", "Hyena Umbra", types=("Enchantment",)),
        ],
        [
            fx(
                "umbra",
                source="umbra",
                **instead(
                    {"event": "move", "object": {"id": "bears"}, "cause": "destroy"},
                    [
                        {"do": "remove_damage", "object": "affected"},
                        {"do": "destroy", "object": "this"},
                    ],
                ),
            )
        ],
        [{"kind": "destroy", "object": "bears"}],
    )
    d = done(s)
    assert (
        d.outcome.text == "all damage marked on Grizzly Bears is removed; Hyena Umbra is destroyed"
    )
    bears = next(o for o in d.state["objects"] if o["id"] == "bears")
    assert (bears["zone"], bears["damage"]) == ("battlefield", 0)


def test_shield_counter_removed_instead_of_destruction():
    # 122.1c: "If this permanent would be destroyed as the result of an effect, instead
    # remove a shield counter from it."
    s = scenario(
        [obj("bears", "Grizzly Bears", counters={"shield": 1})],
        [
            fx(
                "shield",
                source="bears",
                **instead(
                    {"event": "move", "object": {"this": True}, "cause": "destroy"},
                    [{"do": "remove_counters", "object": "affected", "counter": "shield"}],
                ),
            )
        ],
        [{"kind": "destroy", "object": "bears"}],
    )
    d = done(s)
    assert d.outcome.text == "1 shield counter is removed from Grizzly Bears"
    assert next(o for o in d.state["objects"] if o["id"] == "bears")["counters"] == {}


def test_shield_counter_prevents_damage_and_is_removed():
    s = scenario(
        [obj("bears", "Grizzly Bears", counters={"shield": 2}), BOLT],
        [
            fx(
                "shield",
                source="bears",
                template="prevent",
                params={
                    "amount": "all",
                    "recipient": {"object": {"this": True}},
                    "then": [{"do": "remove_counters", "object": "affected", "counter": "shield"}],
                },
            )
        ],
        [{"kind": "damage", "source": "bolt", "recipient": "bears", "amount": 3}],
    )
    d = done(s)
    assert (
        d.outcome.text
        == "Grizzly Bears is dealt no damage; 1 shield counter is removed from Grizzly Bears"
    )


def test_mill_moves_each_card_and_rest_in_peace_exiles_them():
    s = scenario(
        [obj("rip", "Rest in Peace", "Bob", ("Enchantment",))],
        [
            fx("mill", **instead({"event": "draw", "player": "you"}, [{"do": "mill", "count": 2}])),
            fx("rip", "Bob", source="rip", preset="rest-in-peace"),
        ],
        [{"kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "library": ["Forest", "Island", "Swamp"]}, {"name": "Bob"}],
    )
    d = done(s)
    assert d.outcome.text == "Alice mills 2 cards; Forest is exiled; Island is exiled"
    assert d.state["players"][0]["library"] == ["Swamp"]


def test_mill_as_many_as_there_are():
    # 701.17b: instructed to mill more than the library holds, mill as many as possible.
    s = scenario(
        [],
        [
            fx(
                "mill",
                **instead({"event": "gain_life", "player": "you"}, [{"do": "mill", "count": 5}]),
            )
        ],
        [{"kind": "gain_life", "player": "Alice", "amount": 1}],
        players=[{"name": "Alice", "library": ["Forest"]}, {"name": "Bob"}],
    )
    assert done(s).outcome.text == "Alice mills a card; Forest is put into Alice's graveyard"


def test_gain_control_tap_untap_sacrifice_and_damage():
    s = scenario(
        [
            BEARS,
            obj("ogre", "Gray Ogre", "Bob", tapped=True),
            obj("src", "Source Card", types=("Enchantment",)),
        ],
        [
            fx(
                "x",
                source="src",
                **instead(
                    {"event": "draw", "player": "you"},
                    [
                        {"do": "gain_control", "object": "ogre"},
                        {"do": "untap", "object": "ogre"},
                        {"do": "tap", "object": "bears"},
                        {"do": "sacrifice", "object": "this"},
                        {
                            "do": "damage",
                            "source": "ogre",
                            "recipient": {"controller_of": "ogre"},
                            "amount": 2,
                        },
                    ],
                ),
            )
        ],
        [{"kind": "draw", "player": "Alice"}],
    )
    d = done(s)
    # The damage is dealt by the Ogre to its controller as the action is read (Bob), and
    # the control change happens with it.
    assert set(d.outcome.text.split("; ")) == {
        "Bob is dealt 2 damage",
        "Alice gains control of Gray Ogre",
        "Gray Ogre is untapped",
        "Grizzly Bears is tapped",
        "Source Card is put into Alice's graveyard",
    }


def test_an_optional_instead_with_a_counter_on_its_source():
    s = scenario(
        [obj("pk", "Pursuit of Knowledge", types=("Enchantment",))],
        [fx("pk", source="pk", preset="pursuit-of-knowledge")],
        [{"kind": "draw", "player": "Alice"}],
        players=[{"name": "Alice", "library": ["Forest"]}, {"name": "Bob"}],
    )
    assert outcomes(s) == {"Alice draws a card", "Pursuit of Knowledge gets 1 study counter"}
    assert [o.id for o in pending(s).options] == ["mode:apply", "mode:decline"]


def test_predefined_tokens():
    s = scenario(
        [],
        [
            fx(
                "t",
                **instead(
                    {"event": "draw", "player": "you"},
                    [{"do": "create_tokens", "token": "Treasure", "count": 2}],
                ),
            )
        ],
        [{"kind": "draw", "player": "Alice"}],
    )
    assert "Treasure token enters the battlefield" in done(s).outcome.text


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ({"do": "remove_counters", "object": "affected"}, "[0].counter is required"),
        ({"do": "tap", "object": "nope"}, "[0].object 'nope' is not an object"),
        ({"do": "tap", "to": "exile"}, "[0]: to is not for a tap action"),
        ({"do": "move", "to": "hand", "position": "top"}, '[0].position must be "top" or "bottom"'),
        ({"do": "create_tokens", "token": "Dragon"}, "[0].token 'Dragon' is not a predefined"),
        ({"do": "draw", "player": {"controller_of": "x", "y": 1}}, "[0].player a player reference"),
        ({"do": "damage", "if_source": {"kind": 1}}, "[0].if_source unknown filter key(s): kind"),
    ],
)
def test_a_wrong_action_is_an_error_naming_its_path(action, message):
    with pytest.raises(ScenarioError) as err:
        scenario(
            [BEARS],
            [fx("x", source="bears", **instead({"event": "draw", "player": "you"}, [action]))],
            [{"kind": "draw", "player": "Alice"}],
        )
    assert f"effects[0].params.instead: {message}" in str(err.value)
