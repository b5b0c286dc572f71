"""The planeswalker redirection of the rules from Lorwyn (2007-10-01) until Dominaria
(2018-04-27): 212.9g of 2008-02-01, "If noncombat damage would be dealt to a player by a
source controlled by an opponent, that opponent may have that source deal that damage to a
planeswalker the first player controls instead. This is a redirection effect (see rule
419.6c) and is subject to the normal rules for ordering replacement effects (see rule
419.9). The opponent chooses whether to redirect the damage as the redirection effect is
applied." 419.9a: "the affected object's controller ... or the affected player chooses one
to apply." Expected values from those texts; the rule numbers from each release's text."""

from __future__ import annotations

import pytest

from rules.engine import Pending, get_procedure, resolve

from .helpers import done, fx, obj, outcomes, pending, scenario

OLD, MODERN = "2008-02-01", "2025-09-19"
RULE = "rule.planeswalker.Bob"
JACE = obj("jace", "Jace Beleren", types=("Planeswalker",), counters={"loyalty": 3})
AXE = obj("axe", "Lava Axe", "Bob", ("Sorcery",), zone="stack", colors=["red"])
SALVE = obj("salve", "Healing Salve", types=("Instant",), zone="graveyard")


def _axe(amount=5, *, objects=(JACE,), effects=(), recipient="Alice", source="axe", **kw):
    event = {"kind": "damage", "source": source, "recipient": recipient, "amount": amount, **kw}
    return scenario([AXE, *objects], list(effects), [event])


def _salve(recipient):
    return fx(
        "salve",
        source="salve",
        preset="healing-salve",
        origin="resolution",
        params={"recipient": recipient},
    )


def test_under_2008_the_source_s_controller_chooses_whether_to_redirect():
    # 212.9g: the opponent (Bob, the Lava Axe's controller) chooses as the effect is applied;
    # the only effect, so Alice has no order to choose (forced).
    q = pending(_axe(), OLD)
    assert q.chooser == "Bob"
    assert [o.id for o in q.options] == ["mode:to-jace", "mode:decline"]
    assert "212.9g" in q.trace[0].rules
    assert outcomes(_axe(), OLD) == {"Alice is dealt 5 damage", "Jace Beleren is dealt 5 damage"}


def test_redirected_damage_removes_loyalty_counters():
    # 212.9d (2008): damage dealt to a planeswalker removes that many loyalty counters
    # (no more than it has: 3 of 3 for 5 damage); no damage is marked on it.
    d = done(_axe(), OLD, ("mode:to-jace",))
    jace = next(o for o in d.state["objects"] if o["id"] == "jace")
    assert (jace["counters"], jace["damage"]) == ({}, 0)
    assert next(p["life"] for p in d.state["players"] if p["name"] == "Alice") == 20


@pytest.mark.parametrize(
    ("release", "offered", "rules"),
    [
        ("2007-09-07", False, ()),
        ("2007-10-01", True, ("212.9g", "419.6c", "419.9a")),
        ("2009-05-01", True, ("212.9g", "419.6c", "419.9a")),
        ("2009-07-11", True, ("306.8", "613.9", "615.1")),
        ("2009-10-01", True, ("306.7", "614.9", "616.1")),
        ("2017-09-25", True, ("306.7", "614.9", "616.1")),
        ("2018-07-13", False, ()),
        (MODERN, False, ()),
    ],
)
def test_the_rule_exists_from_lorwyn_until_dominaria_with_each_release_s_numbers(
    release, offered, rules
):
    # The releases' own texts: 212.9g from 2007-10-01, 306.8 in 2009-07-11 (613 and 615
    # for today's 614 and 616), 306.7 from 2009-10-01; 2018-07-13's 306.7 says it was removed.
    answer = resolve(_axe(), release)
    assert isinstance(answer, Pending) is offered
    assert get_procedure(release).rules("pw_redirect") == rules


@pytest.mark.parametrize(
    "case",
    [
        {"combat": True},  # noncombat damage only
        {"source": "bolt"},  # Alice's own source: not controlled by an opponent
        {"recipient": "bears"},  # damage to a creature, not to a player
        {"objects": (obj("chandra", "Chandra Nalaar", "Bob", ("Planeswalker",)),)},  # Bob's
    ],
)
def test_no_redirection_where_the_rule_says_nothing(case):
    case = dict(case)
    objects = (
        JACE,
        obj("bolt", "Lightning Bolt", types=("Instant",), zone="stack"),
        obj("bears", "Grizzly Bears"),
    )
    if "objects" in case:
        objects = (*case.pop("objects"), objects[1], objects[2])
    s = _axe(objects=objects, **case)
    assert isinstance(resolve(s, OLD), Pending) is False


def test_two_planeswalkers_the_opponent_chooses_which():
    # "a planeswalker the first player controls": the opponent picks one of them.
    chandra = obj("chandra", "Chandra Nalaar", types=("Planeswalker",), counters={"loyalty": 6})
    s = _axe(objects=(JACE, chandra))
    assert [o.id for o in pending(s, OLD).options] == [
        "mode:to-jace",
        "mode:to-chandra",
        "mode:decline",
    ]
    assert len(outcomes(s, OLD)) == 3


def test_a_shield_on_the_player_the_player_orders_the_effects():
    # 419.9a: Alice, the affected player, chooses which applies first. Salve first: 3 of 5
    # prevented, then Bob may redirect the 2 left. The redirection first: Bob redirects
    # all 5 (the shield protects only Alice), or declines and the shield prevents 3.
    s = _axe(objects=(JACE, SALVE), effects=[_salve({"player": "Alice"})])
    q = pending(s, OLD)
    assert q.chooser == "Alice"
    assert sorted(o.id for o in q.options) == sorted(["apply:salve", f"apply:{RULE}"])
    assert outcomes(s, OLD) == {
        "Alice is dealt 2 damage",
        "Jace Beleren is dealt 2 damage",
        "Jace Beleren is dealt 5 damage",
    }
    assert outcomes(s, MODERN) == {"Alice is dealt 2 damage"}


def test_a_shield_on_the_planeswalker_applies_after_the_redirection():
    # Redirected to Jace, the damage now affects Jace, Alice's permanent (419.9b: an
    # effect may become applicable after another): the shield on Jace prevents 3 of 5.
    s = _axe(objects=(JACE, SALVE), effects=[_salve({"object": {"id": "jace"}})])
    assert outcomes(s, OLD) == {"Alice is dealt 5 damage", "Jace Beleren is dealt 2 damage"}


def test_a_doubler_doubles_whichever_way_the_damage_goes():
    # Furnace of Rath (today's Oracle text, which the preset takes: "to a permanent or
    # player"; in 2008 it said "creature or player") applies to damage to Alice and to
    # Jace: Alice orders it and the redirection; either way 6 damage goes where Bob chose.
    furnace = obj("furnace", "Furnace of Rath", "Bob", ("Enchantment",))
    s = _axe(
        3,
        objects=(JACE, furnace),
        effects=[fx("f", "Bob", source="furnace", preset="furnace-of-rath")],
    )
    assert pending(s, OLD).chooser == "Alice"
    assert outcomes(s, OLD) == {"Alice is dealt 6 damage", "Jace Beleren is dealt 6 damage"}


def test_another_redirection_on_the_player_competes_in_the_order():
    # Alice's own redirection (all damage to her is dealt to her Bears instead, as
    # Pariah's) and the rule's: whichever Alice applies first moves the damage off her,
    # and the other no longer applies (419.9a: "if it is still appropriate").
    bears = obj("bears", "Grizzly Bears")
    mine = fx(
        "pariah",
        template="redirect",
        source="bears",
        params={"recipient": {"player": "you"}, "to": "bears"},
    )
    s = _axe(3, objects=(JACE, bears), effects=[mine])
    assert outcomes(s, OLD) == {"Grizzly Bears is dealt 3 damage", "Jace Beleren is dealt 3 damage"}


def test_damage_that_cant_be_dealt_instead_to_another_is_not_redirected():
    # 614.9 with "can't be prevented or dealt instead to another" (a marker on the damage).
    stop = fx("stop", "Bob", template="cant_be_prevented", params={"redirect": True})
    assert outcomes(_axe(effects=[stop]), OLD) == {"Alice is dealt 5 damage"}


def test_with_three_players_only_the_source_s_controller_may_redirect():
    carol_axe = obj("axe", "Lava Axe", "Carol", ("Sorcery",), zone="stack")
    s = scenario(
        [carol_axe, JACE],
        [],
        [{"kind": "damage", "source": "axe", "recipient": "Alice", "amount": 2}],
        players=[{"name": "Alice"}, {"name": "Bob"}, {"name": "Carol"}],
    )
    assert pending(s, OLD).chooser == "Carol"


def test_a_self_replacement_of_the_spell_goes_first_then_the_redirection():
    # 419.9a (2008): "If one or more of the applicable replacement effects is a
    # self-replacement effect ..., that effect is applied before any other": Searing
    # Blaze's landfall makes its 1 damage 3 (forced), then Bob chooses where the 3 goes.
    blaze = obj("blaze", "Searing Blaze", "Bob", ("Instant",), zone="stack", colors=["red"])
    self_rep = fx("landfall", "Bob", source="blaze", preset="searing-blaze")
    s = scenario(
        [blaze, JACE],
        [self_rep],
        [{"kind": "damage", "source": "blaze", "recipient": "Alice", "amount": 1}],
    )
    q = pending(s, OLD)
    assert q.chooser == "Bob"
    assert q.trace[0].effect_id == "landfall"
    assert outcomes(s, OLD) == {"Alice is dealt 3 damage", "Jace Beleren is dealt 3 damage"}
