"""Redirection (614.9 / 419.6c): all of the damage or the next N of it, to a creature,
planeswalker, battle or player, and damage that can't be dealt instead to another.
Expected outcomes are read from the rules and the cards' Oracle texts."""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, outcomes, scenario

BEARS = obj("bears", "Grizzly Bears", "Alice")
OGRE = obj("ogre", "Gray Ogre", "Bob")
BOLT = obj("bolt", "Lightning Bolt", "Bob", ("Instant",), zone="stack", colors=["red"])
MANEUVER = obj("cm", "Captain's Maneuver", "Alice", ("Instant",), zone="graveyard")


def maneuver(amount: int, to: str, damage: int = 3, extra: list | None = None):
    return scenario(
        [BEARS, OGRE, BOLT, MANEUVER, obj("lb", "Lava Burst", "Bob", ("Sorcery",), zone="stack")],
        [
            fx(
                "cm",
                source="cm",
                preset="captains-maneuver",
                params={"amount": amount, "recipient": {"object": {"id": "bears"}}, "to": to},
            ),
            *(extra or []),
        ],
        [{"kind": "damage", "source": "bolt", "recipient": "bears", "amount": damage}],
    )


def test_the_next_n_damage_is_dealt_to_the_other_and_the_rest_as_it_was():
    # "The next 2 damage that would be dealt to [Bears] is dealt to [Ogre] instead":
    # 3 damage: 2 to the Ogre, the remaining 1 to the Bears.
    assert outcomes(maneuver(2, "ogre")) == {
        "Grizzly Bears is dealt 1 damage; Gray Ogre is dealt 2 damage"
    }


def test_more_than_enough_redirects_all_of_it_to_a_player():
    d = done(maneuver(5, "Bob"))
    assert d.outcome.text == "Bob is dealt 3 damage"
    assert "614.9" in d.trace[0].rules


def test_the_rest_of_the_amount_waits_for_later_damage():
    s = scenario(
        [BEARS, OGRE, BOLT, MANEUVER],
        [
            fx(
                "cm",
                source="cm",
                preset="captains-maneuver",
                params={"amount": 4, "recipient": {"object": {"id": "bears"}}, "to": "ogre"},
            )
        ],
        [{"kind": "damage", "source": "bolt", "recipient": "bears", "amount": 3}],
        timeline=[
            {"events": [{"kind": "damage", "source": "bolt", "recipient": "bears", "amount": 3}]}
        ],
    )
    # First 3 all go to the Ogre (1 left of 4), then 1 of the next 3: Ogre 4, Bears 2.
    assert outcomes(s) == {"Gray Ogre is dealt 4 damage; Grizzly Bears is dealt 2 damage"}


def test_damage_that_cant_be_dealt_instead_to_another_stays():
    # Lava Burst: "that damage can't be prevented or dealt instead to another creature or
    # player"; the redirection does nothing.
    lava = [{"id": "lb", "source": "lb", "controller": "Bob", "preset": "lava-burst"}]
    s = scenario(
        [BEARS, OGRE, MANEUVER, obj("lb", "Lava Burst", "Bob", ("Sorcery",), zone="stack")],
        [
            fx(
                "cm",
                source="cm",
                preset="captains-maneuver",
                params={"amount": 5, "recipient": {"object": {"id": "bears"}}, "to": "Bob"},
            ),
            *lava,
        ],
        [{"kind": "damage", "source": "lb", "recipient": "bears", "amount": 3}],
    )
    d = done(s)
    assert d.outcome.text == "Grizzly Bears is dealt 3 damage"


def test_lava_burst_at_a_player_may_be_redirected():
    lava = [{"id": "lb", "source": "lb", "controller": "Bob", "preset": "lava-burst"}]
    s = scenario(
        [BEARS, OGRE, obj("lb", "Lava Burst", "Bob", ("Sorcery",), zone="stack")],
        [fx("palisade", source="bears", preset="palisade-giant"), *lava],
        [{"kind": "damage", "source": "lb", "recipient": "Alice", "amount": 3}],
    )
    assert done(s).outcome.text == "Grizzly Bears is dealt 3 damage"


def test_reflect_damage_sends_it_to_the_sources_controller():
    s = scenario(
        [OGRE, obj("rd", "Reflect Damage", "Alice", ("Instant",), zone="graveyard")],
        [fx("rd", source="rd", preset="reflect-damage", params={"chosen_source": "ogre"})],
        [{"kind": "damage", "source": "ogre", "recipient": "Alice", "amount": 2, "combat": True}],
    )
    assert done(s).outcome.text == "Bob is dealt 2 damage"


def test_shield_dancer_the_attacker_deals_the_damage_to_itself():
    s = scenario(
        [{**OGRE, "combat": "attacking"}, obj("sd", "Shield Dancer", "Alice")],
        [fx("sd", source="sd", preset="shield-dancer", params={"chosen_source": "ogre"})],
        [{"kind": "damage", "source": "ogre", "recipient": "sd", "amount": 2, "combat": True}],
    )
    assert done(s).outcome.text == "Gray Ogre is dealt 2 damage"


def test_jade_monolith_to_a_player_and_only_from_the_chosen_source():
    s = scenario(
        [BEARS, OGRE, BOLT, obj("jm", "Jade Monolith", "Alice", ("Artifact",))],
        [
            fx(
                "jm",
                source="jm",
                preset="jade-monolith",
                params={"chosen_source": "ogre", "recipient": {"object": {"id": "bears"}}},
            )
        ],
        [
            {"kind": "damage", "source": "bolt", "recipient": "bears", "amount": 3},
            {"kind": "damage", "source": "ogre", "recipient": "bears", "amount": 2},
        ],
    )
    assert outcomes(s) == {"Grizzly Bears is dealt 3 damage; Alice is dealt 2 damage"}


def test_a_redirection_needs_where_the_damage_goes():
    with pytest.raises(ScenarioError) as err:
        scenario(
            [BEARS, MANEUVER],
            [fx("cm", source="cm", template="redirect", params={"amount": 2})],
            [{"kind": "damage", "source": "bears", "recipient": "Bob", "amount": 1}],
        )
    assert "effects[0].params.to: is required" in str(err.value)
    assert "effects[0].params.recipient: is required" in str(err.value)


def test_a_redirection_to_an_unknown_player_reference_names_its_path():
    with pytest.raises(ScenarioError) as err:
        scenario(
            [BEARS, MANEUVER],
            [
                fx(
                    "cm",
                    source="cm",
                    template="redirect",
                    params={"recipient": {"player": "you"}, "to": {"controller_of": "nope"}},
                )
            ],
            [{"kind": "damage", "source": "bears", "recipient": "Bob", "amount": 1}],
        )
    assert "effects[0].params.to: controller_of: 'nope' is not an object" in str(err.value)
