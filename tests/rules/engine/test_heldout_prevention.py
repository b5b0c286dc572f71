"""Held-out interactions on prevention, written from other engines' tests and official
rulings (each cites its source); expected values are the rulings', not the code's."""

from __future__ import annotations

from .heldout_walk import MODERN, OLD, only, walk
from .helpers import AB, card

COUNTER_GONE = {"counters": {"object": "this", "counter": "+1/+1"}, "at_least": 1}


def _while_countered(eid: str, source: str, remove: object) -> dict[str, object]:
    # "If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that
    # damage and remove [a / that many] +1/+1 counter(s) from it."
    return {
        "id": eid,
        "source": source,
        "controller": "Alice",
        "template": "prevent",
        "params": {
            "amount": "all",
            "recipient": {"object": {"this": True}},
            "condition": COUNTER_GONE,
            "then": [
                {"do": "remove_counters", "object": "affected", "counter": "+1/+1", "count": remove}
            ],
        },
    }


def test_oathsworn_knight_flame_slash_removes_one_counter():
    # XMage PreventDamageRemoveCountersTest.test_OathswornKnight_CounterRemoval: Flame
    # Slash's 4 damage is prevented and one counter removed (3/3 left of 4/4).
    p = only(
        {
            "players": AB,
            "objects": [
                card("knight", "Oathsworn Knight", power=0, toughness=0, counters={"+1/+1": 4}),
                card("slash", "Flame Slash", "Alice", "Sorcery", zone="stack", colors=["red"]),
            ],
            "effects": [_while_countered("knight", "knight", 1)],
            "events": [{"kind": "damage", "source": "slash", "recipient": "knight", "amount": 4}],
        }
    )
    assert (p.damage("knight"), p.counters("knight")) == (0, 3)


def test_polukranos_shock_removes_that_many_counters():
    # Same test class: Shock on Polukranos, Unchained (six counters) removes two (4/4).
    p = only(
        {
            "players": AB,
            "objects": [
                card("polu", "Polukranos, Unchained", power=0, toughness=0, counters={"+1/+1": 6}),
                card("shock", "Shock", "Alice", "Instant", zone="stack", colors=["red"]),
            ],
            "effects": [_while_countered("polu", "polu", "prevented")],
            "events": [{"kind": "damage", "source": "shock", "recipient": "polu", "amount": 2}],
        }
    )
    assert (p.damage("polu"), p.counters("polu")) == (0, 4)


def test_magma_pummeler_more_damage_than_counters_removes_them_all():
    # XMage test_MagmaPummeler_KilledByMore: Shivan Meteor's 13 damage to a Pummeler with
    # five counters: all 13 prevented, all five counters removed (then it dies to 0
    # toughness, a state-based action the resolver leaves out).
    p = only(
        {
            "players": AB,
            "objects": [
                card("pum", "Magma Pummeler", power=0, toughness=0, counters={"+1/+1": 5}),
                card("met", "Shivan Meteor", "Alice", "Sorcery", zone="stack", colors=["red"]),
            ],
            "effects": [_while_countered("pum", "pum", "that_many")],
            "events": [{"kind": "damage", "source": "met", "recipient": "pum", "amount": 13}],
        }
    )
    assert (p.damage("pum"), p.counters("pum")) == (0, 0)


def _champion(events: list[dict[str, object]], counters: int = 1) -> dict[str, object]:
    return {
        "players": AB,
        "objects": [
            card(
                "champ", "Undergrowth Champion", power=2, toughness=2, counters={"+1/+1": counters}
            ),
            card("bears", "Grizzly Bears", "Bob", power=2, toughness=2, combat="blocking"),
            card("vanguard", "Elite Vanguard", "Bob", power=2, toughness=1, combat="blocking"),
        ],
        "effects": [_while_countered("champ", "champ", 1)],
        "events": events,
    }


def test_undergrowth_champion_double_blocked_prevents_all_and_removes_one_counter():
    # Ruling 2015-08-25: "If Undergrowth Champion is dealt damage from multiple sources at
    # the same time (for example, if it's blocked by multiple creatures), its prevention
    # effect will apply once to all that damage. You'll remove only one +1/+1 counter."
    # XMage test_UndergrowthChampion_DoubleBlocked: no damage, 2/2 after.
    events = [
        {"kind": "damage", "source": s, "recipient": "champ", "amount": 2, "combat": True}
        for s in ("bears", "vanguard")
    ]
    for p in walk(_champion(events)):
        assert (p.damage("champ"), p.counters("champ")) == (0, 0), p.text


def test_undergrowth_champion_unpreventable_damage_still_removes_a_counter():
    # Ruling 2015-08-25: "If damage that can't be prevented is dealt to Undergrowth
    # Champion while it has a +1/+1 counter on it, you'll still remove a +1/+1 counter
    # on it" (615.12: the prevention effect's additional effect still happens).
    events = [
        {
            "kind": "damage",
            "source": "bears",
            "recipient": "champ",
            "amount": 2,
            "unpreventable": True,
        }
    ]
    p = only(_champion(events, counters=2))
    assert (p.damage("champ"), p.counters("champ")) == (2, 1)


def _phantom(counters: int, procedure: str):
    # Phantom Nomad (Judgment): "Phantom Nomad comes into play with two +1/+1 counters on
    # it. If damage would be dealt to Phantom Nomad, prevent that damage. Remove a +1/+1
    # counter from Phantom Nomad." The prevention isn't conditioned on the counters.
    return only(
        {
            "players": AB,
            "objects": [
                card("nomad", "Phantom Nomad", power=0, toughness=0, counters={"+1/+1": counters}),
                card("ogre", "Gray Ogre", "Bob", power=2, toughness=2, combat="blocking"),
            ],
            "effects": [
                {
                    "id": "nomad",
                    "source": "nomad",
                    "controller": "Alice",
                    "template": "prevent",
                    "params": {
                        "amount": "all",
                        "recipient": {"object": {"this": True}},
                        "then": [
                            {
                                "do": "remove_counters",
                                "object": "affected",
                                "counter": "+1/+1",
                                "count": 1,
                            }
                        ],
                    },
                }
            ],
            "events": [
                {
                    "kind": "damage",
                    "source": "ogre",
                    "recipient": "nomad",
                    "amount": 2,
                    "combat": True,
                }
            ],
        },
        procedure,
    )


def test_phantom_nomad_blocked_loses_one_counter_in_2008_and_today():
    for procedure in (OLD, MODERN):
        p = _phantom(2, procedure)
        assert (p.damage("nomad"), p.counters("nomad")) == (0, 1), procedure


def test_phantom_nomad_without_counters_still_prevents():
    # Phantom creatures' rulings (2022-12-08, Iconic Masters' reprint): with no counters
    # left, damage that would be dealt to it is still prevented.
    p = _phantom(0, MODERN)
    assert (p.damage("nomad"), p.counters("nomad")) == (0, 0)


def test_protean_hydra_with_no_counters_prevents_and_removes_nothing():
    # XMage test_ProteanHydra_Boosted: X = 0, Glorious Anthem keeps it 1/1; Hornet Sting's
    # 1 damage is prevented ("prevent that damage and remove that many +1/+1 counters").
    p = only(
        {
            "players": AB,
            "objects": [
                card("hydra", "Protean Hydra", power=1, toughness=1),
                card("sting", "Hornet Sting", "Alice", "Instant", zone="stack", colors=["green"]),
            ],
            "effects": [
                {
                    "id": "hydra",
                    "source": "hydra",
                    "controller": "Alice",
                    "template": "prevent",
                    "params": {
                        "amount": "all",
                        "recipient": {"object": {"this": True}},
                        "then": [
                            {
                                "do": "remove_counters",
                                "object": "affected",
                                "counter": "+1/+1",
                                "count": "prevented",
                            }
                        ],
                    },
                }
            ],
            "events": [{"kind": "damage", "source": "sting", "recipient": "hydra", "amount": 1}],
        }
    )
    assert (p.damage("hydra"), p.counters("hydra")) == (0, 0)


def test_undergrowth_champion_with_two_counters_double_blocked_loses_only_one():
    # The same ruling (2015-08-25): the prevention effect applies once to all the damage
    # dealt at the same time, so one counter is removed however many it has (615.5: the
    # follow-up happens once, right after that prevention).
    events = [
        {"kind": "damage", "source": s, "recipient": "champ", "amount": 2, "combat": True}
        for s in ("bears", "vanguard")
    ]
    for procedure in (OLD, MODERN):
        for p in walk(_champion(events, counters=2), procedure):
            assert (p.damage("champ"), p.counters("champ")) == (0, 1), (procedure, p.text)


def test_phantom_double_blocked_loses_one_counter():
    # Phantom creatures' ruling (2022-12-08): "If this creature would be dealt damage from
    # multiple sources at the same time (say, because it's blocked by multiple creatures),
    # all of the damage is prevented and only one +1/+1 counter is removed."
    data = {
        "players": AB,
        "objects": [
            card("nomad", "Phantom Nomad", power=0, toughness=0, counters={"+1/+1": 2}),
            card("ogre", "Gray Ogre", "Bob", power=2, toughness=2, combat="blocking"),
            card("bears", "Grizzly Bears", "Bob", power=2, toughness=2, combat="blocking"),
        ],
        "effects": [
            {
                "id": "nomad",
                "source": "nomad",
                "controller": "Alice",
                "template": "prevent",
                "params": {
                    "amount": "all",
                    "recipient": {"object": {"this": True}},
                    "then": [
                        {
                            "do": "remove_counters",
                            "object": "affected",
                            "counter": "+1/+1",
                            "count": 1,
                        }
                    ],
                },
            }
        ],
        "events": [
            {"kind": "damage", "source": s, "recipient": "nomad", "amount": 2, "combat": True}
            for s in ("ogre", "bears")
        ],
    }
    p = only(data, OLD)
    assert (p.damage("nomad"), p.counters("nomad")) == (0, 1)


def test_magma_pummeler_double_blocked_removes_the_damage_of_both():
    # XMage test_MagmaPummeler_DoubleBlocked: X = 5, blocked by Memnite (1) and Goblin Piker
    # (2): "remove that many +1/+1 counters" counts all the damage prevented, 3 (2/2 left).
    data = {
        "players": AB,
        "objects": [
            card(
                "pum",
                "Magma Pummeler",
                power=0,
                toughness=0,
                counters={"+1/+1": 5},
                combat="blocked",
            ),
            card(
                "memnite",
                "Memnite",
                "Bob",
                "Artifact",
                "Creature",
                power=1,
                toughness=1,
                combat="blocking",
            ),
            card("piker", "Goblin Piker", "Bob", power=2, toughness=1, combat="blocking"),
        ],
        "effects": [_while_countered("pum", "pum", "that_many")],
        "events": [
            {
                "kind": "damage",
                "source": "memnite",
                "recipient": "pum",
                "amount": 1,
                "combat": True,
            },
            {"kind": "damage", "source": "piker", "recipient": "pum", "amount": 2, "combat": True},
        ],
    }
    p = only(data)
    assert (p.damage("pum"), p.counters("pum")) == (0, 2)
