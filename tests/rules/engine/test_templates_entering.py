"""Tests for templates/entering.py: how a permanent enters (614.1c, 614.12). Expected values
from the Oracle texts and the rules:

- a tapland ("This land enters tapped."),
- a creature's own "This creature enters with N +1/+1 counters on it." (added to those
  it already would enter with),
- Clone: "You may have Clone enter as a copy of any creature on the battlefield.",
- Gather Specimens: "If a creature would enter under an opponent's control this turn, it
  enters under your control instead.",
- Voice of All: "As Voice of All enters, choose a color." (the five colors, 105.1),
- Blood Crypt: "As Blood Crypt enters, you may pay 2 life. If you don't, it enters tapped."
  (paying life is losing it, and only with at least that much, 119.4),
- Black Vise: "As Black Vise enters, choose an opponent." and Stuffy Doll: "As Stuffy Doll
  enters, choose a player." (the scenario's players; an opponent is any but the player it
  enters under, 102.2).
"""

from __future__ import annotations

from .helpers import done, fx, obj, option_ids, outcomes, pending, scenario

THIS = {"object": {"this": True}}
"""The entering permanent's own ability (614.12: it applies to itself as it enters)."""


def _entering(effects, *objects, event=None, players=None):
    s = scenario(
        [obj("new", "Newcomer", zone="hand"), *objects],
        effects,
        [event or {"kind": "enter", "object": "new"}],
        players=players,
    )
    return s


def _new(d):
    return next(o for o in d.state["objects"] if o["id"] == "new")


def test_a_tapland_enters_tapped():
    d = done(_entering([fx("t", source="new", template="enter_tapped", params=THIS)]))
    assert (_new(d)["zone"], _new(d)["tapped"]) == ("battlefield", True)


def test_enters_with_counters_adds_to_those_it_already_has():
    effect = fx(
        "c",
        source="new",
        template="enter_with_counters",
        params={**THIS, "counter": "+1/+1", "count": 2},
    )
    event = {"kind": "enter", "object": "new", "counters": {"+1/+1": 1}}
    d = done(_entering([effect], event=event))
    assert _new(d)["counters"] == {"+1/+1": 3}


def test_gather_specimens_takes_control_of_an_opponents_creature():
    effect = fx("g", controller="Bob", template="enter_under_control")
    d = done(_entering([effect]))
    assert _new(d)["controller"] == "Bob"


def test_enter_under_control_leaves_ones_own_creature_alone():
    effect = fx("g", controller="Alice", template="enter_under_control")
    d = done(_entering([effect]))
    assert _new(d)["controller"] == "Alice"
    assert [step.effect_id for step in d.trace if step.effect_id] == []


def test_clone_enters_as_a_copy():
    bears = obj("bears", "Grizzly Bears", owner="Bob")
    effect = fx(
        "clone", source="new", template="enter_as_copy", params={**THIS, "copy_of": "bears"}
    )
    d = done(_entering([effect], bears))
    assert _new(d)["copy_of"] == "bears"


def test_as_it_enters_its_controller_chooses_one_of_the_five_colors():
    effect = fx("voice", source="new", template="enter_choose", params=THIS)
    p = pending(_entering([effect]))
    assert p.chooser == "Alice"
    assert option_ids(p) == [f"mode:{c}" for c in ("white", "blue", "black", "red", "green")]
    d = done(_entering([effect]), choices=("mode:red",))
    assert _new(d)["chosen"] == {"color": "red"}


THREE = [{"name": "Alice"}, {"name": "Bob"}, {"name": "Carol"}]


def test_as_it_enters_its_controller_chooses_an_opponent_one_of_the_other_players():
    params = {**THIS, "choice": "opponent"}
    effect = fx("vise", source="new", template="enter_choose", params=params)
    p = pending(_entering([effect], players=THREE))
    assert p.chooser == "Alice"
    assert p.question.endswith("Choose an opponent.")
    assert option_ids(p) == ["mode:Bob", "mode:Carol"]
    d = done(_entering([effect], players=THREE), choices=("mode:Carol",))
    assert _new(d)["chosen"] == {"opponent": "Carol"}


def test_a_player_may_be_any_player_the_controller_too():
    effect = fx("doll", source="new", template="enter_choose", params={**THIS, "choice": "player"})
    p = pending(_entering([effect], players=THREE))
    assert option_ids(p) == ["mode:Alice", "mode:Bob", "mode:Carol"]


CRYPT = {**THIS, "unless_pay_life": 2}


def _crypt(life=20):
    effect = fx("crypt", source="new", template="enter_tapped", params=CRYPT)
    return _entering([effect], players=[{"name": "Alice", "life": life}, {"name": "Bob"}])


def _life(d, who="Alice"):
    return next(p["life"] for p in d.state["players"] if p["name"] == who)


def test_a_shockland_asks_whether_to_pay_2_life():
    p = pending(_crypt())
    assert p.chooser == "Alice"
    assert option_ids(p) == ["mode:pay", "mode:tapped"]
    paid = done(_crypt(), choices=("mode:pay",))
    assert (_new(paid)["tapped"], _life(paid)) == (False, 18)
    unpaid = done(_crypt(), choices=("mode:tapped",))
    assert (_new(unpaid)["tapped"], _life(unpaid)) == (True, 20)


def test_the_payment_is_in_the_outcome():
    # 119.4: a player who pays life loses that much life.
    assert outcomes(_crypt()) == {
        "Newcomer enters the battlefield untapped under Alice's control; Alice loses 2 life",
        "Newcomer enters the battlefield tapped under Alice's control",
    }


def test_with_less_life_than_the_payment_it_enters_tapped_without_asking():
    # 119.4: a player can pay life only if their life total is at least the payment.
    d = done(_crypt(life=1))
    assert (_new(d)["tapped"], _life(d)) == (True, 1)
    # Exactly 2 life may be paid (leaving 0).
    assert option_ids(pending(_crypt(life=2))) == ["mode:pay", "mode:tapped"]
