"""A life total that becomes a number (119.5; 215.5 in 2008): the player gains or loses the
life needed, an event other effects see. Exquisite Archangel ("If you would lose the game,
instead exile Exquisite Archangel and your life total becomes equal to your starting life
total"). Expected values from the rules and the card's rulings (2017-02-09), and from the
judges' rules tip "Setting a life total" (Providence with Tainted Remedy, Platinum Emperion)."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, outcomes, pending, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
BOTH = pytest.mark.parametrize("procedure", [MODERN, OLD])

ARCHANGEL = obj("arch", "Exquisite Archangel", power=5, toughness=5)
LOSE = {"kind": "lose_game", "player": "Alice", "cause": "life"}


def _exiled(procedure: str) -> str:
    return "is exiled" if procedure == MODERN else "is removed from the game"


def _archangel(
    *others: dict[str, Any], life: int = 0, starting: int | None = None, objects=()
) -> Any:
    alice: dict[str, Any] = {"name": "Alice", "life": life}
    if starting is not None:
        alice["starting_life"] = starting
    return scenario(
        [ARCHANGEL, *objects],
        [fx("ax", source="arch", preset="exquisite-archangel"), *others],
        [LOSE],
        players=[alice, {"name": "Bob"}],
    )


@BOTH
def test_the_archangel_is_exiled_and_the_life_total_becomes_twenty(procedure):
    d = done(_archangel(), procedure)
    assert d.outcome.text == f"Exquisite Archangel {_exiled(procedure)}; Alice gains 20 life"
    alice = d.state["players"][0]
    assert alice["life"] == 20
    assert "lost" not in alice
    assert next(o for o in d.state["objects"] if o["id"] == "arch")["zone"] == "exile"


@pytest.mark.parametrize(("life", "text"), [(-4, "gains 24 life"), (40, "loses 20 life")])
def test_the_ruling_gains_or_loses_the_appropriate_amount(life, text):
    # "if your life total is -4 when Exquisite Archangel's ability applies, it will cause
    # you to gain 24 life; alternatively, if your life total is 40 when it applies, it will
    # cause you to lose 20 life" (2017-02-09).
    d = done(_archangel(life=life))
    assert d.outcome.text == f"Exquisite Archangel is exiled; Alice {text}"
    assert d.state["players"][0]["life"] == 20


def test_the_starting_life_total_is_the_players_own():
    # 103.4c: in a Commander game each player's starting life total is 40.
    d = done(_archangel(starting=40))
    assert d.outcome.text == "Exquisite Archangel is exiled; Alice gains 40 life"
    assert d.state["players"][0]["life"] == 40


def test_the_forced_step_cites_the_rule_on_setting_a_life_total():
    for procedure, number in ((MODERN, "119.5"), (OLD, "215.5"), ("2009-07-11", "117.5")):
        d = done(_archangel(), procedure)
        step = next(s for s in d.trace if s.kind == "forced")
        assert number in step.rules, procedure
        assert "Alice's life total becomes 20: Alice gains 20 life" in step.explanation


@BOTH
def test_tainted_remedy_turns_the_gain_into_a_loss(procedure):
    # "Other cards that interact with life gain or life loss will interact with this effect
    # accordingly" (2017-02-09); Tainted Remedy: "that player loses that much life instead".
    d = done(_archangel(fx("tr", "Bob", preset="tainted-remedy")), procedure)
    assert d.outcome.text == f"Exquisite Archangel {_exiled(procedure)}; Alice loses 20 life"
    assert d.state["players"][0]["life"] == -20


def test_boon_reflection_doubles_the_gain():
    d = done(_archangel(fx("boon", preset="boon-reflection")))
    assert d.outcome.text == "Exquisite Archangel is exiled; Alice gains 40 life"
    assert d.state["players"][0]["life"] == 40


GAIN, LOSE_LIFE = "Platinum Emperion (can't gain)", "Platinum Emperion (can't lose)"


def _cant(event: str) -> dict[str, str]:
    return {"event": event, "player": "you"}


@BOTH
def test_a_life_total_that_cant_change_stays_where_it_is(procedure):
    # Platinum Emperion, "Your life total can't change": "if your opponent can't lose life
    # for whatever reason, like because of a Platinum Emperion, an effect that tries to set
    # their life total to a lower number just... doesn't" (rules tip, 2016-08); nor to a
    # higher one, the player can't gain life (119.7).
    emperion = (
        fx("pe-gain", source="emp", label=GAIN, template="cant", params=_cant("gain_life")),
        fx("pe-lose", source="emp", label=LOSE_LIFE, template="cant", params=_cant("lose_life")),
    )
    golem = obj("emp", "Platinum Emperion", types=("Artifact", "Creature"))
    low = done(_archangel(*emperion, objects=[golem]), procedure)
    assert low.outcome.text == (
        f"Exquisite Archangel {_exiled(procedure)}; "
        "Alice can't gain 20 life (Platinum Emperion (can't gain))"
    )
    assert low.state["players"][0]["life"] == 0
    high = done(_archangel(*emperion, objects=[golem], life=40), procedure)
    assert high.outcome.text.endswith("Alice can't lose 20 life (Platinum Emperion (can't lose))")
    assert high.state["players"][0]["life"] == 40


def test_a_life_total_that_is_the_number_already_gains_and_loses_nothing():
    # 119.9: a gain of 0 life is no life gain event.
    d = done(_archangel(life=20))
    assert d.outcome.text == "Exquisite Archangel is exiled"
    step = next(s for s in d.trace if s.kind == "forced")
    assert "Alice's life total becomes 20, which it is already" in step.explanation


@BOTH
def test_platinum_angel_keeps_the_archangel_from_applying(procedure):
    # "If an effect says that you can't lose the game, Exquisite Archangel's effect doesn't
    # apply" (2017-02-09); today 614.17c.
    angel = obj("angel", "Platinum Angel", types=("Artifact", "Creature"))
    s = _archangel(fx("pa", source="angel", preset="platinum-angel-lose"), objects=[angel])
    d = done(s, procedure)
    assert d.outcome.text == "Alice can't lose the game (Platinum Angel (can't lose))"
    assert next(o for o in d.state["objects"] if o["id"] == "arch")["zone"] == "battlefield"


def test_two_archangels_their_controller_chooses_which_applies():
    # "If you control two Exquisite Archangels, you choose which one's effect applies. The
    # other's effect won't be applicable after that" (2017-02-09; 616.1).
    second = obj("arch2", "Exquisite Archangel", power=5, toughness=5)
    s = _archangel(fx("ax2", source="arch2", preset="exquisite-archangel"), objects=[second])
    p = pending(s)
    assert p.chooser == "Alice"
    assert sorted(o.id for o in p.options) == ["apply:ax", "apply:ax2"]
    assert outcomes(s) == {
        "Exquisite Archangel #1 is exiled; Alice gains 20 life",
        "Exquisite Archangel #2 is exiled; Alice gains 20 life",
    }


def _set_to(life: Any, events=None, objects=()) -> Any:
    return scenario(
        [obj("bear", "Grizzly Bears"), *objects],
        [
            fx(
                "set",
                template="instead",
                params={
                    "watch": {"event": "lose_game", "player": "you"},
                    "instead": [{"do": "set_life", "player": "you", "life": life}],
                },
            )
        ],
        events or [LOSE],
        players=[{"name": "Alice", "life": 3}, {"name": "Bob"}],
    )


def test_a_life_total_set_to_a_number_or_a_count():
    assert done(_set_to(10)).outcome.text == "Alice gains 7 life"
    assert done(_set_to(1)).outcome.text == "Alice loses 2 life"
    # "the number of creatures you control": one.
    count = {"for_each": {"permanents": {"types": ["Creature"], "controller": "you"}}}
    assert done(_set_to(count)).outcome.text == "Alice loses 2 life"


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ({"do": "set_life"}, "effects[0].params.instead: [0].life is required"),
        ({"do": "set_life", "life": "half"}, "effects[0].params.instead: [0].life must be"),
        (
            {"do": "set_life", "life": 5, "amount": 5},
            "effects[0].params.instead: [0].amount: a set_life action gives the new life total",
        ),
        (
            {"do": "set_life", "life": {"for_each": {"cards": {"zone": "deck"}}}},
            "effects[0].params.instead: [0].life for_each.cards.zone",
        ),
        (
            {"do": "set_life", "life": 5, "player": "Carol"},
            "effects[0].params.instead: [0].player",
        ),
    ],
)
def test_a_bad_set_life_action_names_its_path(action, message):
    with pytest.raises(ScenarioError) as err:
        scenario(
            [],
            [
                fx(
                    "set",
                    template="instead",
                    params={"watch": {"event": "lose_game"}, "instead": [action]},
                )
            ],
            [LOSE],
        )
    assert message in str(err.value)


def test_a_bad_starting_life_total_names_its_path():
    with pytest.raises(ScenarioError) as err:
        scenario([], [], [LOSE], players=[{"name": "Alice", "starting_life": 0}, {"name": "Bob"}])
    assert "players[0].starting_life" in str(err.value) or "players/0/starting_life" in str(
        err.value
    )
