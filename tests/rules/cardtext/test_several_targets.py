"""Cards whose one word "target" takes several creatures, read whole from their Oracle texts
(the shipped card data) and resolved with two creatures chosen: Soul Parry ("Prevent all
damage one or two target creatures would deal this turn."), Redeem ("… dealt this turn to up
to two target creatures."), Serene Sunset ("Prevent all combat damage X target creatures would
deal this turn.") and Energy Arc ("Untap any number of target creatures. Prevent all combat
damage that would be dealt to and dealt by those creatures this turn.").

Expected outcomes come from the cards' words and the rules: a prevention effect says what
damage will not be dealt (615.1a); "combat damage" is only the damage of the combat damage step
(510.2); a spell with a variable number of targets has its controller say how many as it is
cast (601.2c), X target creatures being X of them (107.3a); each creature chosen is one of the
effect's, and a creature not chosen is not (the Ogre below).
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.cardtext import bind_targets, card, parse_card
from rules.engine import Done, Scenario, ScenarioError, resolve

NOW = "2025-09-19"
TWO = {"target-creatures": ["bears", "elves"]}


def read(name: str) -> Any:
    entry = card(name)
    assert entry is not None, name
    parsed = parse_card(
        name=entry.name, text=entry.text, controller="Alice", type_line=entry.type_line
    )
    assert parsed.whole, parsed.unparsed
    return parsed


def creature(i: str, owner: str = "Bob") -> dict[str, Any]:
    return {
        "id": i,
        "name": i.title(),
        "owner": owner,
        "types": ["Creature"],
        "power": 2,
        "toughness": 5,
    }


CREATURES = [creature("bears"), creature("elves"), creature("ogre")]


def hit(src: str, to: str, n: int, *, combat: bool = False) -> dict[str, Any]:
    return {"kind": "damage", "source": src, "recipient": to, "amount": n, "combat": combat}


def dealt(name: str, events: list[dict[str, Any]], chosen: Any = TWO) -> dict[str, int]:
    """The damage on each creature and the life each player lost once ``events`` happen
    with the card's effects made for the creatures ``chosen``."""
    parsed = read(name)
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [parsed.object, *CREATURES, creature("angel", "Alice")],
        "effects": bind_targets(parsed.effects, chosen, ["Alice", "Bob"]),
        "events": events,
    }
    answer = resolve(Scenario.from_dict(scenario), NOW)
    assert isinstance(answer, Done)
    st = answer.state
    return {o["id"]: o.get("damage", 0) for o in st["objects"]} | {
        p["name"]: 20 - p["life"] for p in st["players"]
    }


def test_soul_parry_prevents_what_both_creatures_chosen_would_deal_and_not_the_third():
    """Soul Parry on the Bears and the Elves: the damage each would deal this turn is
    prevented, combat or not (615.1a); the Ogre's is dealt."""
    got = dealt(
        "Soul Parry",
        [hit("bears", "Alice", 2, combat=True), hit("elves", "angel", 2), hit("ogre", "Alice", 3)],
    )
    assert (got["Alice"], got["angel"]) == (3, 0)


def test_soul_parry_with_one_creature_chosen():
    """ "One or two": one chosen is the Bears alone; the Elves' damage is dealt."""
    got = dealt(
        "Soul Parry",
        [hit("bears", "Alice", 2), hit("elves", "Alice", 1)],
        {"target-creatures": ["bears"]},
    )
    assert got["Alice"] == 1


def test_redeem_prevents_the_damage_to_both_creatures_chosen():
    """Redeem on the Bears and the Elves: damage to them is prevented (615.1a); damage to the
    Ogre and to a player is dealt."""
    got = dealt(
        "Redeem",
        [
            hit("angel", "bears", 3),
            hit("angel", "elves", 3),
            hit("angel", "ogre", 3),
            hit("angel", "Bob", 3),
        ],
    )
    assert (got["bears"], got["elves"], got["ogre"], got["Bob"]) == (0, 0, 3, 3)


def test_serene_sunset_prevents_only_combat_damage_from_the_creatures_chosen():
    """Serene Sunset with X = 2: the combat damage the Bears and the Elves would deal is
    prevented; the Bears' noncombat damage and the Ogre's combat damage are dealt (510.2)."""
    got = dealt(
        "Serene Sunset",
        [
            hit("bears", "Alice", 2, combat=True),
            hit("elves", "angel", 2, combat=True),
            hit("bears", "angel", 1),
            hit("ogre", "Alice", 3, combat=True),
        ],
    )
    assert (got["Alice"], got["angel"]) == (3, 1)


def test_energy_arc_prevents_combat_damage_to_and_by_those_creatures():
    """Energy Arc: "those creatures" are the ones it targets; combat damage dealt to and by
    the Bears and the Elves is prevented, noncombat damage to them is dealt, and the Ogre's
    combat damage to the Angel is dealt (it is neither dealt to nor by one chosen)."""
    got = dealt(
        "Energy Arc",
        [
            hit("bears", "Alice", 2, combat=True),
            hit("angel", "elves", 2, combat=True),
            hit("angel", "bears", 1),
            hit("ogre", "angel", 3, combat=True),
        ],
    )
    assert (got["Alice"], got["elves"], got["bears"], got["angel"]) == (0, 0, 1, 3)


@pytest.mark.parametrize(
    ("name", "words", "count"),
    [
        ("Soul Parry", "one or two target creatures", {"at_least": 1, "at_most": 2}),
        ("Redeem", "up to two target creatures", {"at_least": 0, "at_most": 2}),
        ("Serene Sunset", "X target creatures", {"at_least": 0, "x": True}),
        ("Energy Arc", "any number of target creatures", {"at_least": 0}),
    ],
)
def test_how_many_may_be_chosen_is_kept_with_the_placeholder(name, words, count):
    """601.2c: the number of targets is said as the spell is cast, within what the card
    allows; the reader keeps that bound for the table to check."""
    parsed = read(name)
    (target,) = parsed.targets
    assert (target["id"], target["name"], target["types"]) == (
        "target-creatures",
        words,
        ["Creature"],
    )
    assert parsed.counts == ({"id": "target-creatures", **count},)
    assert parsed.to_dict()["counts"] == [{"id": "target-creatures", **count}]


def test_the_read_back_says_the_target_creatures():
    assert read("Soul Parry").summary == (
        "Prevents: damage the target creatures would deal: all of it. (made by a resolving "
        "spell or ability)",
    )
    assert read("Redeem").summary[0].startswith("Prevents: damage to the target creatures: ")


def test_a_card_with_one_target_has_no_counts():
    assert read("Healing Salve").counts == ()
    assert "counts" not in read("Healing Salve").to_dict()


def test_unbound_the_effects_name_the_placeholder_which_may_stand_in_the_scenario():
    """Left unbound, the placeholder object in the scenario is the one creature chosen."""
    parsed = read("Soul Parry")
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [parsed.object, *parsed.targets],
        "effects": list(parsed.effects),
        "events": [hit("target-creatures", "Bob", 2)],
    }
    answer = resolve(Scenario.from_dict(scenario), NOW)
    assert isinstance(answer, Done)
    assert next(p for p in answer.state["players"] if p["name"] == "Bob")["life"] == 20


def test_an_unknown_creature_chosen_is_refused_with_its_path():
    parsed = read("Soul Parry")
    scenario = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [parsed.object, *CREATURES],
        "effects": bind_targets(parsed.effects, {"target-creatures": ["bears", "nobody"]}),
        "events": [hit("bears", "Bob", 2)],
    }
    with pytest.raises(ScenarioError, match=r"params\.source.*ids\[1\] 'nobody'"):
        Scenario.from_dict(scenario)


def test_one_target_placeholders_still_bind_to_one_object():
    """Binding a list leaves a one-object placeholder's binding as it was."""
    parsed = read("Healing Salve")
    (bound,) = bind_targets(parsed.effects, {"any-target": "bears"}, ["Bob"])
    assert bound["params"]["recipient"] == {"object": {"id": "bears"}}


PAID = "creatures-whose-controller-paid-only-1"


def test_winters_chill_prevents_combat_damage_to_and_by_the_creatures_paid_for_with_1():
    """Winter's Chill: "If that player pays only {1}, prevent all combat damage that would be
    dealt to and dealt by that creature this combat." The Bears' and the Elves' controller
    paid only {1}: combat damage by the Bears and to the Elves is prevented (615.1a); the
    Ogre (its controller paid {2}, or nothing) deals its combat damage, and noncombat damage
    to the Bears is dealt (510.2: only combat damage is named)."""
    parsed = read("Winter's Chill")
    assert parsed.counts == ({"id": PAID, "at_least": 0},)
    chosen = {PAID: ["bears", "elves"]}
    got = dealt(
        "Winter's Chill",
        [
            hit("bears", "Alice", 2, combat=True),
            hit("angel", "elves", 2, combat=True),
            hit("ogre", "Alice", 3, combat=True),
            hit("angel", "bears", 1),
        ],
        chosen,
    )
    assert (got["Alice"], got["elves"], got["bears"]) == (3, 0, 1)


def test_winters_chill_says_which_creatures_and_for_how_long():
    parsed = read("Winter's Chill")
    assert any("paid only {1}" in n and "this combat only" in n for n in parsed.notes)
    assert parsed.summary[0].startswith(
        "Prevents: combat damage to the creatures whose controller paid only 1: all of it."
    )
