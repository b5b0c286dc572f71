"""Redirections made by a resolving spell or ability (614.9), and damage that can't be
redirected. Expected effects are written from the cards' Oracle words and the scenario
format; the outcomes from 614.9 and the cards' rulings."""

from __future__ import annotations

from rules.cardtext import bind_targets, parse_card
from rules.engine import Scenario, explore

from .test_follow_ups import BOLT, ELVES


def parsed(text: str, type_line: str = "Creature — Human Knight", name: str = "Test Card"):
    p = parse_card(name=name, text=text, controller="Alice", type_line=type_line)
    assert p.whole, p.unparsed
    return p


def params(text: str, type_line: str = "Creature — Human Knight"):
    (e,) = parsed(text, type_line).effects
    assert (e["template"], e["origin"]) == ("redirect", "resolution")
    return e["params"]


def test_the_next_n_damage_to_this_is_dealt_to_a_target_creature():
    # Zealous Inquisitor.
    p = params(
        "{1}{W}: The next 1 damage that would be dealt to Test Card this turn is dealt to "
        "target creature instead."
    )
    assert p == {"amount": 1, "recipient": {"object": {"this": True}}, "to": "target-creature"}


def test_the_next_n_damage_a_source_of_your_choice_would_deal():
    # Harm's Way: the chosen source is set by the judge; the target creature or player the
    # damage goes to is a placeholder the judge replaces with the one chosen.
    p = params(
        "The next 2 damage that a source of your choice would deal to you and/or permanents "
        "you control this turn is dealt to target creature or player instead.",
        "Instant",
    )
    assert p["amount"] == 2
    assert p["recipient"] == {"player": "you", "object": {"controller": "you"}}
    assert p["to"] == "target-creature-or-player"
    assert p["chosen_source"] == "source-of-your-choice"


def test_the_next_time_a_source_would_deal_damage_it_is_dealt_elsewhere():
    # Beacon of Destiny: to this; Reflect Damage: to the source's controller, anyone hit.
    p = params(
        "{T}: The next time a source of your choice would deal damage to you this turn, that "
        "damage is dealt to Test Card instead.",
        "Artifact",
    )
    chosen = {"chosen_source": "source-of-your-choice"}
    assert p == {"once": True, "recipient": {"player": "you"}, "to": "this", **chosen}
    p = params(
        "The next time a source of your choice would deal damage this turn, that damage is "
        "dealt to that source's controller instead.",
        "Instant",
    )
    assert p == {"once": True, "recipient": {}, "to": {"controller_of": "source"}, **chosen}


def test_that_creature_deals_that_damage_to_itself():
    # Shield Dancer: the target attacking creature's combat damage to this.
    p = params(
        "{2}{W}: The next time target attacking creature would deal combat damage to Test Card "
        "this turn, that creature deals that damage to itself instead."
    )
    assert p == {
        "once": True,
        "combat": True,
        "source": {"id": "target-creature", "combat": "attacking"},
        "recipient": {"object": {"this": True}},
        "to": "source",
    }


def test_a_redirection_resolves_as_614_9_says():
    # Zealous Inquisitor, its shield of 1, a Bolt's 3 damage at it: 1 goes to the target.
    p = parsed(
        "{1}{W}: The next 1 damage that would be dealt to Zealous Inquisitor this turn is dealt "
        "to target creature instead.",
        name="Zealous Inquisitor",
    )
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [p.object, BOLT, ELVES],
        "effects": bind_targets(p.effects, {"target-creature": "elves"}),
        "events": [
            {"kind": "damage", "source": "bolt", "recipient": "zealous-inquisitor", "amount": 3}
        ],
    }
    got = set(explore(Scenario.from_dict(scenario), "2025-09-19").texts())
    assert got == {"Zealous Inquisitor is dealt 2 damage; Llanowar Elves is dealt 1 damage"}


def test_damage_that_cant_be_prevented_or_dealt_instead_to_another():
    # Whippoorwill: to the target creature; Lava Burst: its own damage to a creature.
    (e,) = parsed(
        "{G}{G}, {T}: Damage that would be dealt to target creature this turn can't be "
        "prevented or dealt instead to another creature or player.",
        "Creature — Bird",
    ).effects
    assert e["template"] == "cant_be_prevented"
    assert e["params"] == {"redirect": True, "recipient": {"object": {"id": "target-creature"}}}
    (e,) = parsed(
        "Test Card deals X damage to any target. If Test Card would deal damage to a "
        "creature, that damage can't be prevented or dealt instead to another creature or "
        "player.",
        "Sorcery",
    ).effects
    assert e["params"] == {
        "source": {"this": True},
        "recipient": {"object": {"types": ["Creature"]}},
        "redirect": True,
    }


def test_todays_permanent_or_player_in_damage_that_cant_be_dealt_instead():
    # Today's Oracle texts: Whippoorwill's "Damage that would be dealt to that creature this
    # turn can't be prevented or dealt instead to another permanent or player", Lava
    # Burst's "that damage can't be prevented or dealt instead to another permanent or
    # player": read as the older "creature or player" was.
    (e,) = parsed(
        "{G}{G}, {T}: Damage that would be dealt to target creature this turn can't be "
        "prevented or dealt instead to another permanent or player.",
        "Creature — Bird",
    ).effects
    assert e["template"] == "cant_be_prevented"
    assert e["params"] == {"redirect": True, "recipient": {"object": {"id": "target-creature"}}}
    (e,) = parsed(
        "Test Card deals X damage to any target. If Test Card would deal damage to a "
        "creature, that damage can't be prevented or dealt instead to another permanent or "
        "player.",
        "Sorcery",
    ).effects
    assert e["params"] == {
        "source": {"this": True},
        "recipient": {"object": {"types": ["Creature"]}},
        "redirect": True,
    }


def test_a_redirection_between_targets_that_may_be_a_planeswalker():
    # Captain's Maneuver today: "The next X damage that would be dealt to target creature,
    # planeswalker, or player this turn is dealt to another target creature, planeswalker,
    # or player instead." Both are targets the judge names (a player or a permanent).
    p = parse_card(
        name="Captain's Maneuver",
        text="The next X damage that would be dealt to target creature, planeswalker, or "
        "player this turn is dealt to another target creature, planeswalker, or player "
        "instead.",
        controller="Alice",
        type_line="Instant",
    )
    assert p.whole, p.unparsed
    (e,) = p.effects
    first, second = (
        "target-creature-planeswalker-or-player",
        "another-target-creature-planeswalker-or-player",
    )
    assert e["params"] == {"amount": "X", "recipient": {"object": {"id": first}}, "to": second}
    assert [t["types"] for t in p.targets] == [["Creature", "Planeswalker"]] * 2
    (bound,) = bind_targets(p.effects, {first: "Alice", second: "Bob"}, ["Alice", "Bob"])
    assert bound["params"]["recipient"] == {"player": "Alice"}
    assert bound["params"]["to"] == "Bob"


def test_a_redirection_to_what_the_format_cant_name_is_refused():
    p = parse_card(
        name="Test Card",
        text="The next 1 damage that would be dealt to Test Card this turn is dealt to each "
        "other creature instead.",
        controller="Alice",
        type_line="Creature — Human",
    )
    assert p.unparsed and not p.effects


def test_a_shield_of_the_next_n_combat_damage_leaves_other_damage_alone():
    # Decorated Griffin: "Prevent the next 1 combat damage that would be dealt to you this turn."
    p = parsed(
        "{1}{W}: Prevent the next 1 combat damage that would be dealt to you this turn.",
        name="Decorated Griffin",
    )
    (e,) = p.effects
    assert e["params"] == {
        "amount": 1,
        "shield": True,
        "combat": True,
        "recipient": {"player": "you"},
    }
    for combat, outcome in ((True, "Alice is dealt 2 damage"), (False, "Alice is dealt 3 damage")):
        scenario = {
            "version": 1,
            "players": [{"name": "Alice"}, {"name": "Bob"}],
            "objects": [p.object, BOLT],
            "effects": [e],
            "events": [
                {
                    "kind": "damage",
                    "source": "bolt",
                    "recipient": "Alice",
                    "amount": 3,
                    "combat": combat,
                }
            ],
        }
        assert set(explore(Scenario.from_dict(scenario), "2025-09-19").texts()) == {outcome}


GOBLIN_PSYCHOPATH = (
    "Whenever Goblin Psychopath attacks or blocks, flip a coin. If you lose the flip, the "
    "next time it would deal combat damage this turn, it deals that damage to you instead."
)


def test_a_lost_flip_makes_the_effect_and_it_is_the_creature_that_triggered():
    # Goblin Psychopath (Oracle text above): "it" is the Psychopath, whose trigger this is;
    # the redirection is made only when the flip is lost, by the resolving trigger.
    p = parsed(GOBLIN_PSYCHOPATH, name="Goblin Psychopath")
    (e,) = p.effects
    assert e["template"] == "redirect"
    assert e["origin"] == "resolution"
    assert e["params"] == {
        "once": True,
        "combat": True,
        "source": {"this": True},
        "recipient": {},
        "to": "you",
    }
    assert any("lose the flip" in n for n in p.notes)


def test_a_flip_result_is_read_only_in_a_resolving_spell_or_ability():
    # A static ability has no flip to win or lose: the words are left unread, not guessed.
    p = parse_card(
        name="Grizzly Bears",
        text="If you win the flip, the next time Grizzly Bears would deal combat damage this "
        "turn, it deals that damage to you instead.",
        controller="Alice",
    )
    assert not p.effects
    assert p.unparsed
