"""The machine's questions (``asking.py``): who chooses, among which effects, and when
nobody is asked. Expected values come from the rules cited (616.1, 615.7)."""

from __future__ import annotations

from .helpers import done, fx, obj, option_ids, pending, scenario


def _bears_dealt(amount, *effects, controller="Bob"):
    return scenario(
        [
            obj("bolt", "Lightning Bolt", types=("Instant",), zone="stack"),
            obj("bears", "Grizzly Bears", owner=controller, zone="battlefield"),
        ],
        list(effects),
        [{"kind": "damage", "source": "bolt", "recipient": "bears", "amount": amount}],
    )


def test_the_controller_of_the_affected_creature_chooses():
    # 616.1: "the affected object's controller ... chooses one to apply": damage to Bob's
    # Grizzly Bears, effects controlled by Alice; Bob chooses.
    question = pending(
        _bears_dealt(
            2,
            fx("furnace", preset="furnace-of-rath"),
            fx("plus", template="add", params={"amount": 1}),
        )
    )
    assert question.chooser == "Bob"
    assert sorted(option_ids(question)) == ["apply:furnace", "apply:plus"]


def test_a_self_replacement_effect_comes_first_and_alone_is_not_asked_about():
    # 616.1a: a self-replacement effect (614.15: a spell's own "deals N damage instead")
    # must be chosen first; being the only one, nobody chooses. Then only the doubler is
    # left: applied too. 5 instead of 3, doubled: 10.
    s = scenario(
        [obj("bolt", "Lightning Bolt", types=("Instant",), zone="stack")],
        [
            fx(
                "own",
                source="bolt",
                template="set_amount",
                params={"amount": 5},
                self_replacement=True,
            ),
            fx("furnace", preset="furnace-of-rath"),
        ],
        [{"kind": "damage", "source": "bolt", "recipient": "Bob", "amount": 3}],
    )
    answer = done(s)
    assert [s.effect_id for s in answer.trace if s.kind == "forced"] == ["own", "furnace"]
    assert answer.outcome.text == "Bob is dealt 10 damage"


def _two_shocks_and_a_shield(amount):
    # Two sources deal 2 damage each to Bob at once; Bob's shield prevents the next
    # ``amount`` damage.
    return scenario(
        [
            obj("a", "Shock", types=("Instant",), zone="stack"),
            obj("b", "Shock", types=("Instant",), zone="stack"),
        ],
        [fx("shield", "Bob", template="prevent", params={"amount": amount, "shield": True})],
        [
            {"kind": "damage", "source": "a", "recipient": "Bob", "amount": 2},
            {"kind": "damage", "source": "b", "recipient": "Bob", "amount": 2},
        ],
    )


def test_a_shield_too_small_for_two_damages_asks_which_it_prevents_first():
    # 615.7: a shield of 3 can't prevent both damages (4 in all), so Bob (the affected
    # player, 616.1) chooses which is prevented first.
    question = pending(_two_shocks_and_a_shield(3))
    assert question.chooser == "Bob"
    assert len(question.options) == 2
    assert all(o.id.startswith("prevent:shield:") for o in question.options)


def test_a_shield_big_enough_for_every_damage_asks_nothing():
    # 615.7: a shield of 5 prevents all 4 damage whichever comes first: no choice.
    assert done(_two_shocks_and_a_shield(5)).outcome.text.startswith("Bob is dealt no damage")
