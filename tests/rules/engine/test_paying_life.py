"""Paying life as an event of its own (119.4; 215.4 in 2008), which replacement effects
modify apart from losing life: Ashiok, Wicked Manipulator ("If you would pay life while your
library has at least that many cards in it, exile that many cards from the top of your
library instead") with a shock land, and the example of 614.13c.

Expected values come from the rules quoted in each test and Ashiok's rulings (2023-09-01):
"Ashiok's first ability doesn't allow you to attempt to pay an amount of life greater than
your current life total"; "… isn't optional. You can't choose to pay life instead of
exiling cards … and you can't split the payment between life and cards"; "If you would pay
life while you control Ashiok and your library does not have at least that many cards in
it, you'll just pay life as normal."
"""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine import Scenario, ScenarioError
from rules.engine.condition_words import describe_condition

from .helpers import done, fx, obj, option_ids, outcomes, pending, scenario

TODAY, OLD = "2025-09-19", "2008-02-01"

ASHIOK = obj("ashiok", "Ashiok, Wicked Manipulator", types=("Planeswalker",))
ASHIOK_FX = fx("ashiok", source="ashiok", preset="ashiok-wicked-manipulator")
POOL = obj("pool", "Breeding Pool", types=("Land",), zone="library")
POOL_FX = fx("pool", source="pool", preset="breeding-pool")
ENTER = {"id": "e1", "kind": "enter", "object": "pool"}


def _alice(life: int = 20, library: tuple[str, ...] = ("Island", "Swamp", "Forest")) -> Any:
    return [{"name": "Alice", "life": life, "library": list(library)}, {"name": "Bob"}]


def _pool(life: int = 20, library: tuple[str, ...] = ("Island", "Swamp", "Forest"), more=()):
    return scenario(
        [ASHIOK, POOL, *(m[0] for m in more)],
        [ASHIOK_FX, POOL_FX, *(m[1] for m in more)],
        [ENTER],
        players=_alice(life, library),
    )


def _paying(amount: int, life: int = 20, library=("Island", "Swamp", "Forest"), **kw: Any):
    event = {"kind": "pay_life", "player": "Alice", "amount": amount, **kw}
    return scenario([ASHIOK], [ASHIOK_FX], [event], players=_alice(life, library))


def _player(d, name="Alice") -> dict[str, Any]:
    return next(p for p in d.state["players"] if p["name"] == name)


def _pool_state(d) -> dict[str, Any]:
    return next(o for o in d.state["objects"] if o["id"] == "pool")


def test_the_example_of_614_13c_exiles_the_next_two_cards_and_not_the_entering_land():
    # 614.13c: "Ashiok's replacement effect will ignore Breeding Pool, because it is
    # entering the battlefield, and the next two cards will be exiled."
    p = pending(_pool())
    assert p.chooser == "Alice"
    assert option_ids(p) == ["mode:pay", "mode:tapped"]
    d = done(_pool(), TODAY, ("mode:pay",))
    alice = _player(d)
    assert alice["life"] == 20
    assert alice["library"] == ["Forest"]
    assert _pool_state(d)["zone"] == "battlefield"
    assert _pool_state(d)["tapped"] is False
    assert [s.effect_id for s in d.trace if s.kind == "forced"] == ["pool", "ashiok"]


def test_not_paying_it_enters_tapped_and_ashiok_has_nothing_to_replace():
    d = done(_pool(), TODAY, ("mode:tapped",))
    assert (_player(d)["life"], _player(d)["library"]) == (20, ["Island", "Swamp", "Forest"])
    assert _pool_state(d)["tapped"] is True


def test_ashiok_is_not_optional_and_the_payment_is_not_split():
    # Ruling: "You can't choose to pay life instead of exiling cards … and you can't split
    # the payment between life and cards": no question, all of it is exiled cards.
    d = done(_paying(3))
    assert not [s for s in d.trace if s.kind == "choice"]
    assert (_player(d)["life"], _player(d)["library"]) == (20, [])
    assert outcomes(_paying(3)) == {
        "Alice exiles the top 3 cards of their library; Island is exiled; Swamp is exiled; "
        "Forest is exiled"
    }


def test_with_fewer_cards_than_the_payment_the_life_is_paid_as_normal():
    # Ruling: "your library does not have at least that many cards in it, you'll just pay
    # life as normal"; 119.4: the player loses that much life.
    d = done(_paying(3, library=("Island", "Swamp")))
    assert (_player(d)["life"], _player(d)["library"]) == (17, ["Island", "Swamp"])
    assert outcomes(_paying(3, library=("Island", "Swamp"))) == {"Alice loses 3 life"}


def test_a_payment_greater_than_the_life_total_can_t_be_made_even_with_ashiok():
    # 119.4, and the ruling: Ashiok "doesn't allow you to attempt to pay an amount of life
    # greater than your current life total".
    d = done(_paying(3, life=2))
    assert (_player(d)["life"], len(_player(d)["library"])) == (2, 3)
    assert outcomes(_paying(3, life=2)) == {"Alice can't pay 3 life: Alice has 2 life"}
    assert any("119.4" in s.rules for s in d.trace)
    # As the shock land enters, paying isn't offered: it enters tapped, nothing exiled.
    assert outcomes(_pool(life=1)) == {
        "Breeding Pool enters the battlefield tapped under Alice's control"
    }


def test_the_entering_card_is_not_counted_among_the_librarys_cards():
    # 614.13c: a card entering from that library "won't be included in that effect, even
    # though those cards are in the library as the effect is applied". Read with the
    # effect's own condition: one other card is fewer than the 2 life, so Ashiok doesn't
    # apply and the life is paid as normal (the ruling above).
    d = done(_pool(library=("Island",)), TODAY, ("mode:pay",))
    assert (_player(d)["life"], _player(d)["library"]) == (18, ["Island"])


def test_a_player_who_can_t_lose_life_can_t_choose_to_pay_today_but_could_in_2008():
    # 119.8 (118.8 from 2010-10-01): "a cost that involves having that player pay life
    # can't be paid"; no rule of 2008 said so (215.4 only asks for enough life).
    emperion = obj("emperion", "Platinum Emperion", types=("Artifact", "Creature"))
    cant_lose = fx("emperion", source="emperion", preset="platinum-emperion")
    s = _pool(more=[(emperion, cant_lose)])
    d = done(s)
    (step,) = [st for st in d.trace if st.chosen == "mode:tapped"]
    assert step.kind == "forced"
    assert "Alice can't pay life (Platinum Emperion)" in step.explanation
    assert outcomes(s, TODAY) == {
        "Breeding Pool enters the battlefield tapped under Alice's control"
    }
    assert len(outcomes(s, OLD)) == 2


def test_can_t_pay_life_as_a_cost_stops_a_payment_made_as_a_cost():
    # Angel of Jubilation: "Players can't pay life … to cast spells or activate abilities"
    # (614.17b: a cost that includes an event that can't happen can't be paid).
    jubilation = fx(
        "jubilation",
        "Bob",
        template="cant",
        params={"event": "pay_life", "player": "any", "by": {"kind": ["cost"]}},
    )
    cost = {
        "kind": "pay_life",
        "player": "Alice",
        "amount": 2,
        "by": {"kind": "cost", "player": "Alice"},
    }
    s = scenario([], [jubilation], [cost], players=_alice())
    assert outcomes(s) == {"Alice can't pay 2 life (jubilation)"}
    effect = {**cost, "by": {"kind": "ability", "player": "Alice"}}
    s = scenario([], [jubilation], [effect], players=_alice())
    assert outcomes(s) == {"Alice loses 2 life"}


def test_paying_0_life_is_no_event():
    # 119.4b: players can always pay 0 life; an event of zero doesn't happen (614.7).
    d = done(_paying(0))
    assert (_player(d)["life"], len(_player(d)["library"])) == (20, 3)


@pytest.mark.parametrize(("procedure", "number"), [(TODAY, "119.4"), (OLD, "215.4")])
def test_the_payment_cites_the_rule_of_its_era(procedure, number):
    d = done(_pool(), procedure, ("mode:pay",))
    step = next(s for s in d.trace if s.kind == "choice")
    assert number in step.rules
    assert _pool_state(d)["tapped"] is False


def test_under_2008_the_payment_is_still_an_event_other_effects_see():
    # The event exists in every release (215.4 in 2008); an effect written on it applies.
    assert outcomes(_paying(2), OLD) == {
        "Alice exiles the top 2 cards of their library; Island is removed from the game; "
        "Swamp is removed from the game"
    }


def _bad(events: list[dict[str, Any]], effects: list[dict[str, Any]] | None = None) -> str:
    data = {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [],
        "effects": effects or [],
        "events": events,
    }
    with pytest.raises(ScenarioError) as err:
        Scenario.from_dict(data)
    return str(err.value)


def test_a_payment_is_checked_with_paths_naming_what_is_wrong():
    assert "events[0].amount: is required for a pay_life event" in _bad(
        [{"kind": "pay_life", "player": "Alice"}]
    )
    assert "events[0].object: a pay_life event has no object" in _bad(
        [{"kind": "pay_life", "player": "Alice", "amount": 2, "object": "x"}]
    )
    assert "events[0].player" in _bad([{"kind": "pay_life", "player": "Carol", "amount": 2}])


def test_a_condition_bound_is_a_number_or_that_many():
    watch = {
        "id": "a",
        "controller": "Alice",
        "template": "instead",
        "params": {
            "watch": {"event": "pay_life"},
            "condition": {"cards": {"zone": "library"}, "at_least": "lots"},
            "instead": [{"do": "nothing"}],
        },
    }
    problem = _bad([{"kind": "pay_life", "player": "Alice", "amount": 1}], [watch])
    assert "effects[0].params.condition" in problem
    assert 'at_least: must be a whole number or "that_many"' in problem
    cond = {"cards": {"player": "you", "zone": "library"}, "at_least": "that_many"}
    assert describe_condition(cond) == (
        "the cards in your library at least that many (the amount of the event)"
    )
