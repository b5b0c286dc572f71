"""Cards without a preset of their own, written with the general templates.

Each expected value comes from the card's text (quoted loosely in the test's comment) and
the rule that governs the interaction; none is read off the resolver.
"""

from __future__ import annotations

import pytest

from rules.engine import Scenario, ScenarioError

from .helpers import done, fx, obj, outcomes, pending, scenario

PROCS = ("2008-02-01", "2025-09-19")


def _bolt(owner: str = "Bob", **kw: object) -> dict:
    return obj("bolt", "Lightning Bolt", owner, ("Instant",), zone="stack", colors=["red"], **kw)


# Half of the damage, rounded up or down ------------------------------------------------


@pytest.mark.parametrize("procedure", PROCS)
def test_gisela_prevents_half_rounded_up_and_the_player_orders_it_with_a_doubler(procedure):
    # Gisela, Blade of Goldnight: of damage to you, "prevent half that damage, rounded up".
    # Furnace of Rath doubles it. Bob, the affected player, orders them (616.1 / 419.9a):
    # double first, 6 with 3 prevented deals 3; prevent first, 3 with 2 prevented is 1,
    # doubled to 2.
    s = scenario(
        [
            obj("gisela", "Gisela, Blade of Goldnight", "Bob"),
            obj("furnace", "Furnace of Rath", "Alice", ("Enchantment",)),
            _bolt("Alice"),
        ],
        [
            fx("half", "Bob", source="gisela", preset="gisela-blade-of-goldnight-prevent"),
            fx("double", source="furnace", preset="furnace-of-rath"),
        ],
        [{"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": 3}],
    )
    assert pending(s, procedure).chooser == "Bob"
    assert outcomes(s, procedure) == {"Bob is dealt 3 damage", "Bob is dealt 2 damage"}
    assert done(s, procedure, ("apply:double",)).outcome.text == "Bob is dealt 3 damage"
    assert done(s, procedure, ("apply:half",)).outcome.text == "Bob is dealt 2 damage"


def test_gisela_doubles_damage_to_an_opponents_permanent_and_not_to_her_controllers():
    # "If a source would deal damage to an opponent or a permanent an opponent controls,
    # that source deals double that damage instead."
    s = scenario(
        [
            obj("gisela", "Gisela, Blade of Goldnight", "Bob"),
            obj("bear", "Grizzly Bears", "Alice"),
            obj("ox", "Armored Ox", "Bob"),
            _bolt("Alice"),
        ],
        [fx("double", "Bob", source="gisela", preset="gisela-blade-of-goldnight-double")],
        [
            {"kind": "damage", "source": "bolt", "recipient": "bear", "amount": 2},
            {"kind": "damage", "source": "bolt", "recipient": "ox", "amount": 2},
        ],
    )
    assert done(s).outcome.text == ("Grizzly Bears is dealt 4 damage; Armored Ox is dealt 2 damage")


@pytest.mark.parametrize(("earlier", "expected"), [(0, 3), (1, 3 + 5)])
def test_dark_sphere_prevents_half_rounded_down_once(earlier, expected):
    # Dark Sphere: "the next time a source of your choice would deal damage to you this
    # turn, prevent half that damage, rounded down": 5 becomes 3 (2 prevented). Once it has
    # prevented damage it is used up, so after an earlier hit the next 5 are all dealt (the
    # outcome counts the damage of the whole timeline: 3, then 5).
    hit = {"kind": "damage", "source": "bolt", "recipient": "Alice", "amount": 5}
    s = scenario(
        [obj("sphere", "Dark Sphere", "Alice", ("Artifact",)), _bolt()],
        [fx("sphere", source="sphere", preset="dark-sphere", params={"chosen_source": "bolt"})],
        [hit],
        timeline=[{"events": [dict(hit)]} for _ in range(earlier)],
    )
    assert done(s).outcome.text == f"Alice is dealt {expected} damage"


def test_a_shield_of_half_the_damage_is_refused():
    with pytest.raises(ScenarioError) as err:
        scenario(
            [obj("bear", "Grizzly Bears")],
            [
                fx(
                    "s",
                    template="prevent",
                    params={"amount": "half_up", "shield": True},
                    origin="resolution",
                )
            ],
            [{"kind": "damage", "source": "bear", "recipient": "Bob", "amount": 3}],
        )
    assert "effects[0].params.amount: a shield needs a number of damage to prevent" in str(
        err.value
    )


def test_an_unknown_word_for_an_amount_prevented_names_the_path():
    with pytest.raises(ScenarioError) as err:
        scenario(
            [obj("bear", "Grizzly Bears")],
            [fx("s", template="prevent", params={"amount": "half"})],
            [{"kind": "damage", "source": "bear", "recipient": "Bob", "amount": 3}],
        )
    assert 'effects[0].params.amount: must be a whole number ≥ 1 or "all" or "half_up"' in str(
        err.value
    )


# That much minus N ------------------------------------------------------------------------


@pytest.mark.parametrize("procedure", PROCS)
def test_benevolent_unicorn_reduces_damage_that_cant_be_prevented(procedure):
    # Benevolent Unicorn: a spell "deals that much damage minus 1 ... instead" is a
    # replacement effect ("instead", 614.1a), not a prevention effect, so damage that
    # can't be prevented (615.12) is still reduced: 1 becomes 0, and 0 damage isn't dealt.
    s = scenario(
        [obj("unicorn", "Benevolent Unicorn"), _bolt()],
        [fx("unicorn", source="unicorn", preset="benevolent-unicorn")],
        [
            {
                "kind": "damage",
                "source": "bolt",
                "recipient": "Alice",
                "amount": 1,
                "unpreventable": True,
            }
        ],
    )
    assert done(s, procedure).outcome.text == "Alice is dealt no damage"


def test_benevolent_unicorn_leaves_a_creatures_damage_alone():
    s = scenario(
        [obj("unicorn", "Benevolent Unicorn"), obj("bear", "Grizzly Bears", "Bob")],
        [fx("unicorn", source="unicorn", preset="benevolent-unicorn")],
        [{"kind": "damage", "source": "bear", "recipient": "Alice", "amount": 2}],
    )
    assert done(s).outcome.text == "Alice is dealt 2 damage"


def test_adding_zero_is_refused():
    with pytest.raises(ScenarioError) as err:
        scenario(
            [obj("bear", "Grizzly Bears")],
            [fx("a", template="add", params={"event": "damage", "amount": 0})],
            [{"kind": "damage", "source": "bear", "recipient": "Bob", "amount": 3}],
        )
    assert "effects[0].params.amount: must not be 0" in str(err.value)


# Combat damage only -------------------------------------------------------------------------


def _combat_and_spell(effects: list[dict]) -> Scenario:
    return scenario(
        [obj("bear", "Grizzly Bears", "Bob"), obj("beast", "Questing Beast", "Bob"), _bolt()],
        effects,
        [
            {"kind": "damage", "source": "bear", "recipient": "Alice", "amount": 2, "combat": True},
            {"kind": "damage", "source": "bolt", "recipient": "Alice", "amount": 3},
        ],
    )


@pytest.mark.parametrize("procedure", PROCS)
def test_fog_prevents_combat_damage_only(procedure):
    # Fog: "Prevent all combat damage that would be dealt this turn." The Bolt's damage is
    # not combat damage.
    s = _combat_and_spell([fx("fog", preset="fog")])
    assert done(s, procedure).outcome.text == (
        "Alice is dealt 3 damage: 0 by Grizzly Bears, 3 by Lightning Bolt"
    )


def test_questing_beast_makes_combat_damage_unpreventable_but_not_a_spells():
    # Questing Beast: "Combat damage that would be dealt by creatures you control can't be
    # prevented." A prevention effect still applies and prevents nothing (615.12); the
    # Bolt is not a creature and its damage is not combat damage.
    s = _combat_and_spell(
        [
            fx("beast", "Bob", source="beast", preset="questing-beast"),
            fx("guard", template="prevent", params={"amount": "all"}, origin="resolution"),
        ]
    )
    assert done(s).outcome.text == (
        "Alice is dealt 2 damage: 2 by Grizzly Bears, 0 by Lightning Bolt"
    )


def test_combat_on_an_effect_that_isnt_about_damage_is_refused():
    with pytest.raises(ScenarioError) as err:
        scenario(
            [obj("bear", "Grizzly Bears")],
            [
                fx(
                    "m",
                    template="multiply",
                    params={"event": "gain_life", "factor": 2, "combat": True},
                )
            ],
            [{"kind": "gain_life", "player": "Alice", "amount": 3}],
        )
    assert "effects[0].params.combat: is only for effects on damage" in str(err.value)


def test_an_instead_watch_may_ask_for_noncombat_damage():
    # A custom "if a source would deal noncombat damage to you, you gain that much life
    # instead": the combat damage is dealt, the Bolt's becomes life.
    s = _combat_and_spell(
        [
            fx(
                "turn",
                template="instead",
                params={
                    "watch": {"event": "damage", "recipient": {"player": "you"}, "combat": False},
                    "instead": [{"do": "gain_life", "amount": "that_many", "player": "you"}],
                },
            )
        ]
    )
    assert done(s).outcome.text == "Alice is dealt 2 damage; Alice gains 3 life"


# Zones and entering --------------------------------------------------------------------------


@pytest.mark.parametrize("procedure", PROCS)
def test_anafenza_exiles_an_opponents_creature_card_but_not_her_controllers(procedure):
    # Anafenza, the Foremost: "If a creature card an opponent owns would be put into a
    # graveyard from anywhere, exile it instead."
    s = scenario(
        [
            obj("anafenza", "Anafenza, the Foremost"),
            obj("bear", "Grizzly Bears", "Bob"),
            obj("elf", "Llanowar Elves", "Alice"),
        ],
        [fx("ana", source="anafenza", preset="anafenza-the-foremost")],
        [{"kind": "destroy", "object": "bear"}, {"kind": "destroy", "object": "elf"}],
    )
    exiled = "is removed from the game" if procedure == "2008-02-01" else "is exiled"
    assert done(s, procedure).outcome.text == (
        f"Grizzly Bears {exiled}; Llanowar Elves is destroyed"
    )


def test_dryad_militant_exiles_an_instant_and_not_a_creature():
    s = scenario(
        [obj("dryad", "Dryad Militant"), _bolt(), obj("bear", "Grizzly Bears", "Bob")],
        [fx("dryad", source="dryad", preset="dryad-militant")],
        [
            {"kind": "move", "object": "bolt", "to": "graveyard"},
            {"kind": "destroy", "object": "bear"},
        ],
    )
    assert done(s).outcome.text == ("Lightning Bolt is exiled; Grizzly Bears is destroyed")


@pytest.mark.parametrize("procedure", PROCS)
@pytest.mark.parametrize(
    ("zone", "expected"),
    [
        ("graveyard", ("Grizzly Bears is exiled", "Grizzly Bears is removed from the game")),
        (
            "stack",
            (
                "Grizzly Bears enters the battlefield untapped under Bob's control",
                "Grizzly Bears comes into play untapped under Bob's control",
            ),
        ),
    ],
)
def test_containment_priest_exiles_a_creature_that_wasnt_cast(procedure, zone, expected):
    # Containment Priest: "If a nontoken creature would enter and it wasn't cast, exile it
    # instead." Returned from a graveyard it is exiled; resolving as a spell it enters.
    s = scenario(
        [obj("priest", "Containment Priest"), obj("bear", "Grizzly Bears", "Bob", zone=zone)],
        [fx("priest", source="priest", preset="containment-priest")],
        [{"kind": "enter", "object": "bear"}],
    )
    # The words of the era: before 2009-07-11, "comes into play", "removed from the game".
    today, in_2008 = expected
    assert done(s, procedure).outcome.text == (in_2008 if procedure == "2008-02-01" else today)


def test_containment_priest_leaves_tokens_alone():
    s = scenario(
        [obj("priest", "Containment Priest")],
        [fx("priest", source="priest", preset="containment-priest")],
        [
            {
                "kind": "create_tokens",
                "player": "Bob",
                "token": {"name": "Zombie", "types": ["Creature"]},
            }
        ],
    )
    assert done(s).outcome.text == (
        "Zombie token enters the battlefield untapped under Bob's control"
    )


def test_an_object_filter_may_name_a_player():
    # Wheel of Sun and Moon enchanting Bob: "If a card would be put into enchanted player's
    # graveyard from anywhere, instead ... put on the bottom of its owner's library." The
    # owner is named; Alice's card still goes to her graveyard.
    s = scenario(
        [
            obj("wheel", "Wheel of Sun and Moon", "Alice", ("Enchantment",)),
            obj("bear", "Grizzly Bears", "Bob"),
            obj("elf", "Llanowar Elves", "Alice"),
        ],
        [
            fx(
                "wheel",
                source="wheel",
                template="move_instead",
                params={"object": {"owner": "Bob"}, "to": "graveyard", "instead_to": "library"},
            )
        ],
        [{"kind": "destroy", "object": "bear"}, {"kind": "destroy", "object": "elf"}],
    )
    text = done(s).outcome.text
    assert "Grizzly Bears" in text and "Bob's library" in text
    assert "Llanowar Elves is destroyed" in text


def test_an_object_filter_naming_no_player_names_the_path():
    with pytest.raises(ScenarioError) as err:
        scenario(
            [obj("bear", "Grizzly Bears")],
            [
                fx(
                    "w",
                    template="move_instead",
                    params={"object": {"owner": "Carol"}, "instead_to": "exile"},
                )
            ],
            [{"kind": "destroy", "object": "bear"}],
        )
    assert (
        "effects[0].params.object: owner must be you, opponent, not_you, any or a player's name"
        in str(err.value)
    )


def test_not_from_must_be_a_zone():
    with pytest.raises(ScenarioError) as err:
        scenario(
            [obj("bear", "Grizzly Bears")],
            [
                fx(
                    "w",
                    template="instead",
                    params={
                        "watch": {"event": "move", "not_from": "deck"},
                        "instead": [{"do": "nothing"}],
                    },
                )
            ],
            [{"kind": "destroy", "object": "bear"}],
        )
    assert "effects[0].params.watch: not_from must be a zone" in str(err.value)


# Counters and winning: "can't" effects (614.17) -------------------------------------------


@pytest.mark.parametrize("procedure", PROCS)
def test_melira_stops_minus_counters_on_her_controllers_creatures_only(procedure):
    # Melira, Sylvok Outcast: "Creatures you control can't have -1/-1 counters put on
    # them." A "can't" effect, not a replacement (614.17): +1/+1 counters and an
    # opponent's creature are not affected.
    s = scenario(
        [
            obj("melira", "Melira, Sylvok Outcast"),
            obj("bear", "Grizzly Bears"),
            obj("ox", "Armored Ox", "Bob"),
        ],
        [fx("melira", source="melira", preset="melira-sylvok-outcast")],
        [
            {"kind": "put_counters", "object": "bear", "counter": "-1/-1", "count": 2},
            {"kind": "put_counters", "object": "bear", "counter": "+1/+1", "count": 1},
            {"kind": "put_counters", "object": "ox", "counter": "-1/-1", "count": 1},
        ],
    )
    assert done(s, procedure).outcome.text == (
        "Grizzly Bears can't get 2 -1/-1 counters (Melira, Sylvok Outcast); "
        "Grizzly Bears gets 1 +1/+1 counter; Armored Ox gets 1 -1/-1 counter"
    )


def test_solemnity_leaves_nothing_for_a_counter_doubler_to_double():
    # Solemnity: counters can't be put on creatures. Under today's rules an event that
    # can't happen is modified only by self-replacement effects (614.17c), so Doubling
    # Season is not even an option.
    s = scenario(
        [
            obj("solemnity", "Solemnity", "Bob", ("Enchantment",)),
            obj("season", "Doubling Season", "Alice", ("Enchantment",)),
            obj("bear", "Grizzly Bears"),
        ],
        [
            fx("sol", "Bob", source="solemnity", preset="solemnity"),
            fx("season", source="season", preset="doubling-season-counters"),
        ],
        [{"kind": "put_counters", "object": "bear", "counter": "+1/+1", "count": 2}],
    )
    assert outcomes(s) == {"Grizzly Bears can't get 2 +1/+1 counters (Solemnity)"}


@pytest.mark.parametrize("procedure", PROCS)
def test_platinum_angel_stops_laboratory_maniacs_win(procedure):
    # Laboratory Maniac replaces Bob's draw from an empty library with winning the game;
    # Platinum Angel says Alice's opponents can't win (614.17), so Bob neither draws nor
    # wins.
    s = scenario(
        [
            obj("angel", "Platinum Angel", "Alice", ("Artifact", "Creature")),
            obj("maniac", "Laboratory Maniac", "Bob"),
        ],
        [
            fx("angel", source="angel", preset="platinum-angel"),
            fx("maniac", "Bob", source="maniac", preset="laboratory-maniac"),
        ],
        [{"kind": "draw", "player": "Bob"}],
    )
    assert done(s, procedure).outcome.text == "Bob can't win the game (Platinum Angel)"


def test_a_counter_kind_on_a_cant_other_than_counters_is_refused():
    with pytest.raises(ScenarioError) as err:
        scenario(
            [obj("bear", "Grizzly Bears")],
            [fx("c", template="cant", params={"event": "draw", "counter": "+1/+1"})],
            [{"kind": "draw", "player": "Alice"}],
        )
    assert "effects[0].params.counter: is only for event put_counters" in str(err.value)
