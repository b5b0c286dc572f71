"""An action a prevention's controller may do right after it (615.5 with 608.2d; 419.7e
from 2008-10-01, and 413.2c, in 2008): Channel Harm, "Prevent all damage that would be dealt
to you and permanents you control this turn by sources you don't control. If damage is
prevented this way, you may have Channel Harm deal that much damage to target creature."

Channel Harm was printed in Fate Reforged (2015); the block is general, so its questions are
also checked under the rules of 2008 (413.2c; 419.7e from 2008-10-01) with the same card.

Expected values from the rules and the card's rulings: the effect's controller makes the
choice as the effect is applied (608.2d: "the player announces these while applying the
effect"; 413.2c in 2008); the damage is prevented either way; "that much" is the damage
prevented; the damage Channel Harm deals is dealt by Channel Harm, a new event other
effects modify (615.5: "the rest of the effect takes place immediately afterward"); its
target is chosen as it is cast, so a creature gone from the battlefield is dealt nothing
while the damage is still prevented; a player can't choose an impossible option (608.2d).
"""

from __future__ import annotations

import pytest

from rules.engine import Scenario, ScenarioError
from rules.engine.presets import PresetFileError, preset_from_dict

from .helpers import done, fx, obj, option_ids, outcomes, pending, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
BOTH = pytest.mark.parametrize("procedure", [MODERN, OLD])
HARM = obj("harm", "Channel Harm", types=("Instant",), zone="graveyard")
BEARS = obj("bears", "Grizzly Bears", owner="Bob", power=2, toughness=2)
GIANT = obj("giant", "Hill Giant", owner="Bob", power=3, toughness=3)
BOLT = {"id": "e1", "kind": "damage", "source": "bears", "recipient": "Alice", "amount": 2}


def _at(target: str) -> list[dict]:
    return [
        {"do": "damage", "source": "this", "recipient": target, "amount": "prevented", "may": True}
    ]


def _harm(target="giant", objects=(), effects=(), events=None):
    effect = fx("harm", source="harm", preset="channel-harm", params={"then": _at(target)})
    return scenario(
        [HARM, BEARS, GIANT, *objects], [effect, *effects], events or [{**BOLT, "combat": True}]
    )


@BOTH
def test_the_effects_controller_chooses_as_it_applies(procedure):
    q = pending(_harm(), procedure)
    assert q.chooser == "Alice"
    assert option_ids(q) == ["mode:do", "mode:dont"]
    assert [o.label for o in q.options] == ["yes: Channel Harm deals 2 damage to Hill Giant", "no"]
    assert set(q.rules) == ({"615.5", "608.2d"} if procedure == MODERN else {"413.2c"})
    assert "right after the prevention" in q.question


def test_the_rules_cited_follow_the_era():
    # 419.7e came with the rules of 2008-10-01; 608.2d was 607.2d in the summer of 2009,
    # when 615.5 was 614.5.
    assert set(pending(_harm(), "2008-10-01").rules) == {"419.7e", "413.2c"}
    assert set(pending(_harm(), "2009-07-11").rules) == {"614.5", "607.2d"}


@BOTH
def test_yes_deals_the_damage_prevented_to_the_target(procedure):
    d = done(_harm(), procedure, ("mode:do",))
    assert d.outcome.text == "Alice is dealt no damage; Hill Giant is dealt 2 damage"
    giant = next(o for o in d.state["objects"] if o["id"] == "giant")
    assert giant["damage"] == 2


@BOTH
def test_no_still_prevents_the_damage(procedure):
    d = done(_harm(), procedure, ("mode:dont",))
    assert d.outcome.text == "Alice is dealt no damage"
    assert "chose not to" in d.trace[-1].explanation


def test_the_explorer_has_both_outcomes():
    assert outcomes(_harm()) == {
        "Alice is dealt no damage",
        "Alice is dealt no damage; Hill Giant is dealt 2 damage",
    }


def test_a_target_gone_from_the_battlefield_is_dealt_nothing_and_nothing_is_asked():
    # Its target was chosen as the spell was cast; once it has left the battlefield the
    # option can't be carried out, so it can't be chosen (608.2d); the damage is still
    # prevented.
    gone = {**GIANT, "zone": "graveyard"}
    s = scenario(
        [HARM, BEARS, gone],
        [fx("harm", source="harm", preset="channel-harm", params={"then": _at("giant")})],
        [BOLT],
    )
    d = done(s)
    assert d.outcome.text == "Alice is dealt no damage"
    assert [st.kind for st in d.trace].count("choice") == 0


def test_damage_that_cant_be_prevented_leaves_nothing_to_deal():
    d = done(_harm(events=[{**BOLT, "unpreventable": True}]))
    assert d.outcome.text == "Alice is dealt 2 damage"


def test_its_own_damage_to_its_controllers_creature_is_not_prevented_by_it():
    # Channel Harm prevents damage from sources its controller doesn't control; it is
    # Alice's, so the damage it deals to her own creature is dealt.
    mine = obj("lion", "Savannah Lions", power=2, toughness=1)
    d = done(_harm("lion", objects=[mine]), MODERN, ("mode:do",))
    assert d.outcome.text == "Alice is dealt no damage; Savannah Lions is dealt 2 damage"


def test_it_watches_every_source_its_controller_doesnt_control_in_a_game_of_three():
    # "by sources you don't control": Carol's creature is one, as Bob's is; Alice's own
    # creature's damage to her is dealt (a source she controls).
    carols = obj("wolf", "Timber Wolves", owner="Carol", power=1, toughness=1)
    alices = obj("lion", "Savannah Lions", power=2, toughness=1)
    three = [{"name": "Alice"}, {"name": "Bob"}, {"name": "Carol"}]
    harm = fx("harm", source="harm", preset="channel-harm", params={"then": _at("giant")})
    for source, choices, outcome in (
        ("wolf", ("mode:dont",), "Alice is dealt no damage"),
        ("lion", (), "Alice is dealt 1 damage"),
    ):
        event = {"kind": "damage", "source": source, "recipient": "Alice", "amount": 1}
        s = scenario([HARM, BEARS, GIANT, carols, alices], [harm], [event], players=three)
        assert done(s, MODERN, choices).outcome.text == outcome


def test_a_teammates_source_is_one_its_controller_doesnt_control():
    # Two-Headed Giant: Carol is Alice's teammate, not her opponent (102.3), but her
    # creature is a source Alice doesn't control, so its damage to Alice is prevented.
    carols = obj("wolf", "Timber Wolves", owner="Carol", power=1, toughness=1)
    four = [{"name": n} for n in ("Alice", "Bob", "Carol", "Dan")]
    teams = [{"players": ["Alice", "Carol"], "life": 30}, {"players": ["Bob", "Dan"], "life": 30}]
    harm = fx("harm", source="harm", preset="channel-harm", params={"then": _at("giant")})
    event = {"kind": "damage", "source": "wolf", "recipient": "Alice", "amount": 1}
    data = {
        "version": 1,
        "players": four,
        "teams": teams,
        "objects": [HARM, BEARS, GIANT, carols],
        "effects": [harm],
        "events": [event],
    }
    d = done(Scenario.from_dict(data), MODERN, ("mode:dont",))
    assert d.outcome.text.startswith("Alice is dealt no damage")


def test_the_damage_it_deals_is_a_new_event_other_effects_modify():
    furnace = obj("furnace", "Furnace of Rath", owner="Bob", types=("Enchantment",))
    s = _harm(
        objects=[furnace],
        effects=[fx("furnace", "Bob", source="furnace", preset="furnace-of-rath")],
    )
    assert outcomes(s) == {
        "Alice is dealt no damage",
        "Alice is dealt no damage; Hill Giant is dealt 4 damage",
        "Alice is dealt no damage; Hill Giant is dealt 8 damage",
    }


def test_a_shield_offers_what_it_prevents():
    # "Prevent the next 1 damage …; you may have it deal that much damage": that much is
    # what the shield prevented, 1 of the 2.
    shield = fx(
        "harm",
        source="harm",
        origin="resolution",
        template="prevent",
        params={"amount": 1, "shield": True, "recipient": {"player": "you"}, "then": _at("giant")},
    )
    s = scenario([HARM, BEARS, GIANT], [shield], [BOLT])
    first = pending(s).options[0]
    assert first.label == "yes: Channel Harm deals 1 damage to Hill Giant"
    assert done(s, MODERN, ("mode:do",)).outcome.text == (
        "Alice is dealt 1 damage; Hill Giant is dealt 1 damage"
    )


# Validation --------------------------------------------------------------------------


def _bad(params, template="prevent"):
    with pytest.raises(ScenarioError) as err:
        scenario(
            [HARM, BEARS, GIANT],
            [fx("harm", source="harm", template=template, params=params)],
            [BOLT],
        )
    return str(err.value)


def test_may_in_a_list_where_nothing_is_asked_is_refused_with_its_path():
    message = _bad(
        {"object": {"types": ["Creature"]}, "to": "exile", "also": _at("giant")},
        template="move_instead",
    )
    assert "effects[0].params.also" in message
    assert "the then list of a prevent effect" in message
    skip = _bad({"step": "draw", "then": _at("giant")}, template="skip")
    assert "effects[0].params.then" in skip


def test_two_optional_actions_in_one_then_are_refused():
    message = _bad({"amount": "all", "then": [*_at("giant"), *_at("bears")]})
    assert "effects[0].params.then: [1].may: only one action of a list may be optional" in message


def test_may_for_each_player_is_refused():
    action = {"do": "draw", "player": "each_player", "count": "prevented", "may": True}
    message = _bad({"amount": "all", "then": [action]})
    assert "effects[0].params.then: [0].player each_player" in message


def test_a_preset_with_may_in_a_list_where_nothing_is_asked_is_refused():
    with pytest.raises(PresetFileError, match=r"p\.params\.then: an action the player may do"):
        preset_from_dict(
            {
                "key": "k",
                "name": "N",
                "text": "t",
                "template": "skip",
                "params": {"step": "draw", "then": _at("source")},
                "tags": [],
            },
            "p",
        )
