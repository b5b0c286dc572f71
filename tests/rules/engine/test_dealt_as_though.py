"""Damage dealt as though its source had a keyword (120.3), by a condition on the game as the
damage is dealt: Phyrexian Unlife ("As long as you have 0 or less life, all damage is dealt
to you as though its source had infect") and Everlasting Torment ("All damage is dealt as
though its source had wither"). Expected values from the rules (120.3a/b/d/f, 615.12,
614.17), the cards' texts and Phyrexian Unlife's rulings of 2011-06-01."""

from __future__ import annotations

import pytest

from rules.cardtext import parse_card
from rules.engine import ScenarioError

from .helpers import done, fx, obj, outcomes, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
BOTH = pytest.mark.parametrize("procedure", [MODERN, OLD])

_UNLIFE = obj("unlife", "Phyrexian Unlife", types=("Enchantment",))
_UNLIFE_FX = [
    fx("unlife", source="unlife", preset="phyrexian-unlife"),
    fx("unlife-lose", source="unlife", preset="phyrexian-unlife-lose"),
]


def _src(id="hawk", name="Vampire Nighthawk", keywords=()):
    return obj(id, name, owner="Bob", power=2, toughness=3, keywords=list(keywords))


def _hit(life, amount, *, keywords=(), effects=(), objects=(), events=(), timeline=None):
    return scenario(
        [_UNLIFE, _src(keywords=keywords), *objects],
        [*_UNLIFE_FX, *effects],
        [
            {"kind": "damage", "source": "hawk", "recipient": "Alice", "amount": amount},
            *events,
        ],
        players=[{"name": "Alice", "life": life}, {"name": "Bob"}],
        timeline=timeline,
    )


def _alice(d):
    return next(p for p in d.state["players"] if p["name"] == "Alice")


def _life(d, name):
    return next(p["life"] for p in d.state["players"] if p["name"] == name)


@BOTH
def test_at_zero_life_damage_gives_poison_counters_and_no_life_is_lost(procedure):
    # The card: at 0 or less life, damage is dealt as though its source had infect:
    # 3 poison counters (120.3b), the life total stays 0.
    d = done(_hit(0, 3), procedure)
    assert d.outcome.text == "Alice is dealt 3 damage; Alice gets 3 poison counters"
    assert _alice(d)["life"] == 0
    assert _alice(d)["counters"] == {"poison": 3}


@BOTH
def test_at_two_life_three_damage_is_a_loss_of_life_to_minus_one(procedure):
    # The ruling (2011-06-01): Unlife doesn't affect damage that reduces the life total
    # from a positive number to 0 or less.
    d = done(_hit(2, 3), procedure)
    assert d.outcome.text == "Alice is dealt 3 damage"
    assert _alice(d)["life"] == -1
    assert "counters" not in _alice(d)


@BOTH
def test_the_rulings_example_three_life_five_damage_then_the_next_damage_is_infect(procedure):
    # The ruling's own example: at 3 life, dealt 5 damage, you end at -2; the next time
    # you're dealt damage, it is dealt as though its source had infect.
    axe = obj("axe", "Lava Axe", owner="Bob", zone="stack", types=("Sorcery",))
    first = {"events": [{"kind": "damage", "source": "axe", "recipient": "Alice", "amount": 5}]}
    d = done(_hit(3, 1, objects=(axe,), timeline=[first]), procedure)
    assert _alice(d)["life"] == -2
    assert _alice(d)["counters"] == {"poison": 1}


@BOTH
def test_simultaneous_damage_is_read_against_the_life_total_before_any_of_it(procedure):
    # Combat damage is dealt at once (510.2): at 2 life, 2 and 1 damage together are both
    # a loss of life, ending at -1; none of it is dealt while Alice has 0 or less life.
    goblin = obj("goblin", "Raging Goblin", owner="Bob", power=1, toughness=1)
    also = {"kind": "damage", "source": "goblin", "recipient": "Alice", "amount": 1}
    d = done(_hit(2, 2, objects=(goblin,), events=(also,)), procedure)
    assert _alice(d)["life"] == -1
    assert "counters" not in _alice(d)


@BOTH
def test_a_lifelink_source_still_gains_its_controller_life(procedure):
    # The damage is still dealt; only its result for Alice changes: lifelink's gain is
    # its own result (120.3f), and Bob gains 2 life.
    d = done(_hit(0, 2, keywords=("lifelink",)), procedure)
    assert d.outcome.text == (
        "Alice is dealt 2 damage; Alice gets 2 poison counters; Bob gains 2 life"
    )
    assert _life(d, "Bob") == 22


@BOTH
def test_prevented_damage_gives_no_poison_counters(procedure):
    # Prevented damage is never dealt (615.1 / 419.7a), so it has no result at all.
    salve = obj("salve", "Healing Salve", zone="graveyard", types=("Instant",))
    shield = fx("salve", source="salve", preset="healing-salve", origin="resolution")
    d = done(_hit(0, 2, effects=(shield,), objects=(salve,)), procedure)
    assert d.outcome.text == "Alice is dealt no damage"
    assert "counters" not in _alice(d)


@BOTH
def test_doubled_damage_is_dealt_as_infect_for_all_of_it(procedure):
    # Furnace of Rath doubles the damage as it would be dealt (614.1a / 419.1a); the 4
    # damage dealt at 0 life gives 4 poison counters.
    furnace = obj("furnace", "Furnace of Rath", owner="Bob", types=("Enchantment",))
    double = fx("furnace", "Bob", source="furnace", preset="furnace-of-rath")
    d = done(_hit(0, 2, effects=(double,), objects=(furnace,)), procedure)
    assert d.outcome.text == "Alice is dealt 4 damage; Alice gets 4 poison counters"


@BOTH
def test_doubled_damage_from_one_life_is_a_loss_of_life(procedure):
    # At 1 life, the doubled 4 damage brings Alice from a positive total: life lost, -3.
    furnace = obj("furnace", "Furnace of Rath", owner="Bob", types=("Enchantment",))
    double = fx("furnace", "Bob", source="furnace", preset="furnace-of-rath")
    d = done(_hit(1, 2, effects=(double,), objects=(furnace,)), procedure)
    assert _alice(d)["life"] == -3
    assert "counters" not in _alice(d)


@BOTH
def test_with_melira_the_poison_counters_cant_be_given(procedure):
    # Melira, Sylvok Outcast: "You can't get poison counters" (614.17 / 103.2): the
    # infect result can't happen, and no life is lost either.
    melira = obj("melira", "Melira, Sylvok Outcast", power=2, toughness=2)
    cant = fx("melira", source="melira", preset="melira-sylvok-outcast-poison")
    d = done(_hit(0, 3, effects=(cant,), objects=(melira,)), procedure)
    assert d.outcome.text == (
        "Alice is dealt 3 damage; Alice can't get 3 poison counters "
        "(Melira, Sylvok Outcast (poison))"
    )
    assert _alice(d)["life"] == 0


def test_only_damage_to_its_controller_is_covered():
    # "dealt to you": damage to Alice's creature is marked on it as usual (120.3e).
    bears = obj("bears", "Grizzly Bears", power=2, toughness=2)
    s = scenario(
        [_UNLIFE, _src(), bears],
        _UNLIFE_FX,
        [{"kind": "damage", "source": "hawk", "recipient": "bears", "amount": 2}],
        players=[{"name": "Alice", "life": 0}, {"name": "Bob"}],
    )
    d = done(s)
    bear = next(o for o in d.state["objects"] if o["id"] == "bears")
    assert bear["damage"] == 2
    assert "counters" not in bear or not bear["counters"]


def test_a_static_ability_works_only_on_the_battlefield():
    # Phyrexian Unlife in a graveyard has no effect (113.6): damage at 0 life is life loss.
    gone = obj("unlife", "Phyrexian Unlife", zone="graveyard", types=("Enchantment",))
    s = scenario(
        [gone, _src()],
        _UNLIFE_FX,
        [{"kind": "damage", "source": "hawk", "recipient": "Alice", "amount": 2}],
        players=[{"name": "Alice", "life": 0}, {"name": "Bob"}],
    )
    assert done(s).state["players"][0]["life"] == -2


def test_the_trace_says_why_the_damage_gives_poison():
    d = done(_hit(0, 3))
    assert any(
        "as though its source had infect (Phyrexian Unlife)" in step.explanation for step in d.trace
    )


@BOTH
def test_everlasting_torment_puts_minus_counters_on_a_creature_and_not_on_a_player(procedure):
    # "All damage is dealt as though its source had wither": -1/-1 counters on a creature
    # (120.3d); wither does nothing to a player, who loses life (120.3a).
    torment = obj("torment", "Everlasting Torment", owner="Bob", types=("Enchantment",))
    bears = obj("bears", "Grizzly Bears", power=2, toughness=2)
    s = scenario(
        [torment, _src(), bears],
        [fx("wither", "Bob", source="torment", preset="everlasting-torment")],
        [
            {"kind": "damage", "source": "hawk", "recipient": "bears", "amount": 2},
            {"kind": "damage", "source": "hawk", "recipient": "Alice", "amount": 2},
        ],
    )
    d = done(s, procedure)
    bear = next(o for o in d.state["objects"] if o["id"] == "bears")
    assert (bear["damage"], bear["counters"]) == (0, {"-1/-1": 2})
    assert _life(d, "Alice") == 18
    assert len(outcomes(s, procedure)) == 1


def _effect(params):
    return scenario(
        [_UNLIFE, _src()],
        [fx("u", source="unlife", template="dealt_as_though", params=params)],
        [{"kind": "damage", "source": "hawk", "recipient": "Alice", "amount": 1}],
    )


@pytest.mark.parametrize(
    ("params", "path", "words"),
    [
        ({}, "effects[0].params.keyword", "required"),
        ({"keyword": "deathtouch"}, "effects[0].params.keyword", "is not one of"),
        ({"keyword": "infect", "recipient": "you"}, "effects[0].params.recipient", ""),
        (
            {"keyword": "infect", "condition": {"life": "you", "at_most": "zero"}},
            "effects[0].params.condition",
            "",
        ),
    ],
)
def test_a_bad_effect_is_refused_naming_the_field(params, path, words):
    with pytest.raises(ScenarioError) as e:
        _effect(params)
    assert path in str(e.value)
    assert words in str(e.value)


def test_the_card_text_reader_reads_phyrexian_unlife_whole():
    text = (
        "You don't lose the game for having 0 or less life.\n"
        "As long as you have 0 or less life, all damage is dealt to you as though its source "
        "had infect. (Damage is dealt to you in the form of poison counters.)"
    )
    parsed = parse_card(name="Phyrexian Unlife", text=text, controller="Alice")
    assert parsed.whole and not parsed.ignored
    assert [(e["template"], e["params"]) for e in parsed.effects] == [
        ("cant", {"event": "lose_game", "player": "you", "cause": "life"}),
        (
            "dealt_as_though",
            {
                "keyword": "infect",
                "recipient": {"player": "you"},
                "condition": {"life": "you", "at_most": 0},
            },
        ),
    ]


def test_a_keyword_it_doesnt_model_is_marked_not_read():
    text = "All damage is dealt as though its source had deathtouch."
    parsed = parse_card(name="Test", text=text, controller="Alice")
    assert parsed.unparsed and not parsed.effects
