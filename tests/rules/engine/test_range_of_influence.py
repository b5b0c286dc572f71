"""The limited range of influence option (801): the part of a replaced event that would
have a spell or ability affect an object or player outside its controller's range does
nothing (801.13a), and a prevention reaches only sources and recipients within its
controller's range (801.13b). Expected values are the rules' own examples, read from their
text; the table is Alex, Rob, Carissa and Dana in that order around it, each with range 1,
so Rob and Dana are within Alex's range and Carissa is not (801.2, 801.2a)."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine import Scenario, ScenarioError

from .helpers import done, fx, obj, outcomes

TABLE = [{"name": n} for n in ("Alex", "Rob", "Carissa", "Dana")]

LAVA_AXE = obj("axe", "Lava Axe", "Alex", ("Sorcery",), zone="stack", colors=["red"])
MANEUVER = obj("cm", "Captain's Maneuver", "Rob", ("Instant",), zone="graveyard")
BLAST = obj("blast", "Lightning Blast", "Carissa", ("Instant",), zone="stack", colors=["red"])


def table(
    objects: list[dict[str, Any]],
    effects: list[dict[str, Any]],
    events: list[dict[str, Any]],
    influence: dict[str, Any] | None = None,
) -> Scenario:
    data: dict[str, Any] = {
        "version": 1,
        "players": TABLE,
        "objects": objects,
        "effects": effects,
        "events": events,
    }
    if influence is not False:
        data["range_of_influence"] = influence or {"range": 1}
    return Scenario.from_dict(data)


def maneuver(to: str, influence: Any = None) -> Scenario:
    """Alex's Lava Axe would deal 5 to Rob; Rob's Captain's Maneuver, X = 3, redirects the
    next 3 damage that would be dealt to Rob to ``to``."""
    return table(
        [LAVA_AXE, MANEUVER],
        [
            fx(
                "cm",
                "Rob",
                source="cm",
                preset="captains-maneuver",
                params={"amount": 3, "recipient": {"player": "Rob"}, "to": to},
            )
        ],
        [{"kind": "damage", "source": "axe", "recipient": "Rob", "amount": 5}],
        influence,
    )


def test_redirection_to_a_player_outside_the_spells_range_does_nothing():
    # 801.13a, its example: "When Lava Axe resolves, it deals 2 damage to Rob and no
    # damage to Carissa."
    d = done(maneuver("Carissa"))
    assert d.outcome.text == "Rob is dealt 2 damage; Carissa is dealt no damage"
    assert "801.13a" in d.trace[0].rules
    assert "Carissa is outside Alex's range of influence" in d.trace[0].explanation


def test_redirection_within_the_spells_range_is_dealt():
    # Dana sits next to Alex (801.2a: range 1 is the players seated directly next to you):
    # the 3 redirected is dealt to her (614.9).
    assert outcomes(maneuver("Dana")) == {"Rob is dealt 2 damage; Dana is dealt 3 damage"}


def test_without_the_option_every_player_is_reached():
    # No range of influence: Captain's Maneuver redirects 3 to Carissa (614.9).
    assert outcomes(maneuver("Carissa", False)) == {
        "Rob is dealt 2 damage; Carissa is dealt 3 damage"
    }


def test_a_player_may_have_a_larger_range():
    # 801.2a: different players may have different ranges; with Alex's range 2, Carissa
    # (two seats away) is within it.
    influence = {"range": 1, "players": {"Alex": 2}}
    assert outcomes(maneuver("Carissa", influence)) == {
        "Rob is dealt 2 damage; Carissa is dealt 3 damage"
    }


def test_the_range_of_the_redirections_controller_is_not_what_counts():
    # 801.13a reads the range of the controller of the spell the damage comes from (Alex),
    # not the replacement's: with Rob's own range 0 the redirect still reaches Dana.
    influence = {"range": 1, "players": {"Rob": 0}}
    assert outcomes(maneuver("Dana", influence)) == {
        "Rob is dealt 2 damage; Dana is dealt 3 damage"
    }


def test_seats_other_than_turn_order():
    # 801.2: range is measured in seats. Seated Alex, Carissa, Rob, Dana, Carissa is next
    # to Alex: the redirected damage is dealt to her.
    influence = {"range": 1, "seats": ["Alex", "Carissa", "Rob", "Dana"]}
    assert outcomes(maneuver("Carissa", influence)) == {
        "Rob is dealt 2 damage; Carissa is dealt 3 damage"
    }


def creature_prevention(source_owner: str) -> Scenario:
    """Alex's enchantment "Prevent all damage that would be dealt by creatures"; a creature
    of ``source_owner``'s, unblocked, would deal 2 combat damage to Rob."""
    return table(
        [
            obj("bears", "Grizzly Bears", source_owner, power=2, toughness=2, combat="unblocked"),
            obj("ench", "Peace Enchantment", "Alex", ("Enchantment",)),
        ],
        [
            fx(
                "peace",
                "Alex",
                source="ench",
                template="prevent",
                params={"amount": "all", "source": {"types": ["Creature"]}},
            )
        ],
        [{"kind": "damage", "source": "bears", "recipient": "Rob", "amount": 2, "combat": True}],
    )


def test_prevention_naming_the_source_misses_a_source_outside_the_range():
    # 801.13b, its first example: "Carissa attacks Rob with a creature. The creature deals
    # combat damage to Rob."
    d = done(creature_prevention("Carissa"))
    assert d.outcome.text == "Rob is dealt 2 damage"
    said = [s for s in d.trace if "801.13b" in s.rules]
    assert said and "Grizzly Bears, is outside Alex's range of influence" in said[0].explanation


def test_prevention_naming_the_source_prevents_a_source_within_the_range():
    # 801.13b: Dana's creature is within Alex's range, so its damage is prevented (615.1).
    assert outcomes(creature_prevention("Dana")) == {"Rob is dealt no damage"}


def test_prevention_naming_the_recipient_prevents_damage_from_outside_the_range():
    # 801.13b, its second example: Carissa's Lightning Blast targets Rob, Alex's Mending
    # Hands targets Rob: "The damage to Rob is prevented."
    s = table(
        [BLAST],
        [fx("mh", "Alex", preset="mending-hands", params={"recipient": {"player": "Rob"}})],
        [{"kind": "damage", "source": "blast", "recipient": "Rob", "amount": 4}],
    )
    assert outcomes(s) == {"Rob is dealt no damage"}


def test_prevention_naming_a_recipient_outside_the_range_does_nothing():
    # 801.13b: an effect that prevents damage to a player reaches only players within its
    # controller's range; Alex's Mending Hands on Carissa prevents nothing.
    s = table(
        [obj("axe2", "Lava Axe", "Dana", ("Sorcery",), zone="stack")],
        [fx("mh", "Alex", preset="mending-hands", params={"recipient": {"player": "Carissa"}})],
        [{"kind": "damage", "source": "axe2", "recipient": "Carissa", "amount": 5}],
    )
    assert outcomes(s) == {"Carissa is dealt 5 damage"}


def fog(attacker_owner: str, blocker_owner: str) -> Scenario:
    return table(
        [
            obj("a", "Grizzly Bears", attacker_owner, power=2, toughness=2, combat="blocked"),
            obj("b", "Hill Giant", blocker_owner, power=3, toughness=3, combat="blocking"),
        ],
        [fx("fog", "Alex", preset="fog")],
        [
            {"kind": "damage", "source": "a", "recipient": "b", "amount": 2, "combat": True},
            {"kind": "damage", "source": "b", "recipient": "a", "amount": 3, "combat": True},
        ],
    )


def test_prevention_naming_neither_needs_both_within_the_range():
    # 801.13b, its third example: Carissa attacks Rob, Rob blocks, Alex casts Fog:
    # "Carissa and Rob's creatures deal combat damage to each other."
    assert outcomes(fog("Carissa", "Rob")) == {
        "Hill Giant is dealt 2 damage; Grizzly Bears is dealt 3 damage"
    }


def test_prevention_naming_neither_prevents_when_both_are_within_the_range():
    # 801.13b: Dana's attacker and Rob's blocker are both within Alex's range: Fog
    # prevents all of it (615.1).
    assert outcomes(fog("Dana", "Rob")) == {
        "Hill Giant is dealt no damage; Grizzly Bears is dealt no damage"
    }


def test_the_2008_rules_cite_601_14():
    # Limited range of influence was rule 601 from 2005-08-01; 601.14a then.
    d = done(maneuver("Carissa"), "2008-02-01")
    assert d.outcome.text == "Rob is dealt 2 damage; Carissa is dealt no damage"
    assert "601.14a" in d.trace[0].rules


@pytest.mark.parametrize(
    ("influence", "path", "words"),
    [
        ({"range": -1}, "range_of_influence.range", "≥ 0"),
        ({"range": 1, "players": {"Zed": 2}}, "range_of_influence.players.Zed", "not a player"),
        ({"range": 1, "players": {"Rob": -2}}, "range_of_influence.players.Rob", "≥ 0"),
        (
            {"range": 1, "seats": ["Alex", "Rob", "Rob", "Dana"]},
            "range_of_influence.seats[2]",
            "already has a seat",
        ),
        (
            {"range": 1, "seats": ["Alex", "Rob", "Dana"]},
            "range_of_influence.seats",
            "missing: Carissa",
        ),
        ({"players": {"Rob": 1}}, "range_of_influence", "range is required"),
    ],
)
def test_bad_ranges_name_their_path(influence, path, words):
    with pytest.raises(ScenarioError) as caught:
        maneuver("Dana", influence)
    found = [(d.path, d.message) for d in caught.value.errors]
    assert any(p == path and words in m for p, m in found), found


def test_a_win_has_the_opponents_within_range_lose_instead():
    # 801.14: "If an effect states that a player wins the game, all of that player's
    # opponents within that player's range of influence lose the game instead": Rob and
    # Dana, next to Alex; Carissa stays in the game, and Alex doesn't win.
    d = done(table([], [], [{"kind": "win_game", "player": "Alex"}]))
    assert "Rob loses the game; Dana loses the game" in d.outcome.text
    assert "Carissa" not in d.outcome.text
    assert "Alex wins" not in d.outcome.text
    assert "(801.14)" in d.outcome.text


def test_an_opponent_who_cant_lose_the_game_stays_in_it():
    # 801.14 makes the loss an event of losing the game; Dana's Platinum Angel: "You can't
    # lose the game" (614.17 / 104.3).
    angel = obj("angel", "Platinum Angel", "Dana", ("Artifact", "Creature"))
    s = table(
        [angel],
        [fx("pa", "Dana", source="angel", preset="platinum-angel-lose")],
        [{"kind": "win_game", "player": "Alex"}],
    )
    text = done(s).outcome.text
    assert "Rob loses the game" in text
    assert "Dana can't lose the game" in text


def test_before_601_15_a_win_is_a_win():
    # 601.15, "If an effect states that a player wins the game, all of that player's
    # opponents within his or her range of influence lose the game instead", came with the
    # rules of 2007-10-01; the rules of 2007-05-01 have no such rule (their 601.2 doesn't
    # list winning the game among what range covers): Alex wins (102.2b).
    s = table([], [], [{"kind": "win_game", "player": "Alex"}])
    assert done(s, "2007-05-01").outcome.text == "Alex wins the game"
    assert "(601.15)" in done(s, "2008-02-01").outcome.text


def test_an_object_is_within_a_range_when_its_controller_is():
    # 801.2d: an object is within a player's range if it's controlled by a player within
    # that many seats. Redirected to Carissa's creature, the 3 does nothing (801.13a); to
    # Dana's, it is dealt (614.9).
    def to_creature(owner: str) -> set[str]:
        return outcomes(
            table(
                [LAVA_AXE, MANEUVER, obj("c", "Grizzly Bears", owner, power=2, toughness=2)],
                [
                    fx(
                        "cm",
                        "Rob",
                        source="cm",
                        preset="captains-maneuver",
                        params={"amount": 3, "recipient": {"player": "Rob"}, "to": "c"},
                    )
                ],
                [{"kind": "damage", "source": "axe", "recipient": "Rob", "amount": 5}],
            )
        )

    assert to_creature("Carissa") == {"Rob is dealt 2 damage; Grizzly Bears is dealt no damage"}
    assert to_creature("Dana") == {"Rob is dealt 2 damage; Grizzly Bears is dealt 3 damage"}


def test_a_replacement_giving_a_draw_outside_the_spells_range_does_nothing():
    # 801.13a on an event a spell causes: Alex's spell would have Rob draw a card; Carissa's
    # Notion Thief: "instead that player skips that draw and you draw a card". Carissa is
    # outside Alex's range: her draw does nothing, and Rob's draw is still replaced.
    s = table(
        [obj("thief", "Notion Thief", "Carissa")],
        [fx("nt", "Carissa", source="thief", preset="notion-thief")],
        [{"kind": "draw", "player": "Rob", "by": {"kind": "spell", "player": "Alex"}}],
    )
    d = done(s)
    assert "Carissa draws" not in d.outcome.text
    assert "Rob draws" not in d.outcome.text
    assert "801.13a" in d.trace[0].rules
    # Caused by Rob's own spell, Carissa (next to him) is within its range: she draws, from
    # her empty library (121.4).
    s = table(
        [obj("thief", "Notion Thief", "Carissa")],
        [fx("nt", "Carissa", source="thief", preset="notion-thief")],
        [{"kind": "draw", "player": "Rob", "by": {"kind": "spell", "player": "Rob"}}],
    )
    assert outcomes(s) == {"Carissa draws from an empty library"}


def test_prevention_naming_source_and_recipient_needs_the_source_within_the_range():
    # 801.13b: Alex's Circle of Protection: Red ("the next time a red source of your choice
    # would deal damage to you") names a source: Carissa's Lightning Blast, outside Alex's
    # range, is not reached; Dana's red source is.
    def blast_from(owner: str) -> set[str]:
        return outcomes(
            table(
                [obj("b", "Lightning Blast", owner, ("Instant",), zone="stack", colors=["red"])],
                [fx("cop", "Alex", preset="circle-of-protection-red")],
                [{"kind": "damage", "source": "b", "recipient": "Alex", "amount": 4}],
            )
        )

    assert blast_from("Carissa") == {"Alex is dealt 4 damage"}
    assert blast_from("Dana") == {"Alex is dealt no damage"}


def test_teams_beside_a_range_are_refused_with_the_path():
    # 801.1 allows the option in most multiplayer games, but a Two-Headed Giant team sits
    # together (810.3) where the default seats are turn order: the resolver leaves the two
    # options together out and says so at the option's path.
    data: dict[str, Any] = {
        "version": 1,
        "players": TABLE,
        "teams": [{"players": ["Alex", "Carissa"]}, {"players": ["Rob", "Dana"]}],
        "range_of_influence": {"range": 1},
        "objects": [LAVA_AXE],
        "effects": [],
        "events": [{"kind": "damage", "source": "axe", "recipient": "Rob", "amount": 5}],
    }
    with pytest.raises(ScenarioError) as caught:
        Scenario.from_dict(data)
    found = [(d.path, d.message) for d in caught.value.errors]
    assert [p for p, _ in found] == ["range_of_influence"], found
    assert "810.3" in found[0][1]


def test_the_range_holds_when_an_effect_depends_on_the_release():
    # An effect optional only under older rules (optional_until) has the scenario's effects
    # read anew for each release; the range of influence is the table's, whatever the
    # release: 801.13a still has the redirection to Carissa do nothing.
    data = maneuver("Carissa").to_dict()
    data["effects"][0]["optional_until"] = "2016-07-22"
    d = done(Scenario.from_dict(data))
    assert d.outcome.text == "Rob is dealt 2 damage; Carissa is dealt no damage"
    assert "801.13a" in d.trace[0].rules
