"""An entering object's own "instead" on its entering, and an action the player may do.

Mox Diamond: "If Mox Diamond would enter the battlefield, you may discard a land card
instead. If you do, put Mox Diamond onto the battlefield. If you don't, put it into its
owner's graveyard." Its ability modifies how it enters, so it functions as it is entering
(113.6h; 402.8e in 2008), checked as it would exist on the battlefield (614.12; 419.6i).
A player can't choose an option that's impossible (608.2d; 413.2c in 2008, whose example
is "You may sacrifice a creature. If you don't, you lose 4 life"). Ruling (2008-05-01):
"If you don't discard a land card, Mox Diamond never enters the battlefield."

Every expected outcome below is read from the card's words, its ruling and those rules.
"""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, option_ids, outcomes, pending, scenario

TODAY, OLD = "2025-09-19", "2008-02-01"

MOX = {
    "watch": {"event": "enter", "object": {"this": True}},
    "instead": [
        {"do": "discard", "player": "you", "card": {"types": ["Land"]}, "may": True},
        {"do": "move", "object": "affected", "to": "battlefield", "if_done": 0},
        {"do": "move", "object": "affected", "to": "graveyard", "unless_done": 0},
    ],
}
ENTERS = "Mox Diamond enters the battlefield untapped under Alice's control"
TO_GRAVEYARD = "Mox Diamond is put into Alice's graveyard"


def plains(owner: str = "Alice") -> dict:
    return obj(f"plains-{owner}", "Plains", owner=owner, zone="hand", types=("Land",))


def mox_scenario(hand: list[dict], *, zone: str = "stack", effects=(), objects=(), event=None):
    mox = obj("mox", "Mox Diamond", zone=zone, types=("Artifact",))
    return scenario(
        [mox, *hand, *objects],
        [fx("mox", source="mox", template="instead", params=MOX), *effects],
        [event or {"id": "e1", "kind": "enter", "object": "mox"}],
    )


RIP = fx("rip", "Bob", source="rip-card", preset="rest-in-peace")
RIP_CARD = obj("rip-card", "Rest in Peace", owner="Bob", types=("Enchantment",))


@pytest.mark.parametrize("procedure", [TODAY, OLD])
def test_with_a_land_card_in_hand_its_controller_chooses(procedure):
    s = mox_scenario([plains()])
    p = pending(s, procedure)
    assert p.chooser == "Alice"
    assert option_ids(p) == ["mode:do", "mode:dont"]
    entered = (
        ENTERS
        if procedure == TODAY
        else "Mox Diamond comes into play untapped under Alice's control"
    )
    # The discard first, then "if you do, put Mox Diamond onto the battlefield".
    assert outcomes(s, procedure) == {
        f"Plains is put into Alice's graveyard; {entered}",
        TO_GRAVEYARD,
    }


@pytest.mark.parametrize("procedure", [TODAY, OLD])
def test_without_a_land_card_only_dont_is_possible_so_it_goes_to_the_graveyard(procedure):
    # A nonland card can't be discarded for it: the discard is impossible, so it can't be
    # chosen (608.2d / 413.2c), and "if you don't" puts it into its owner's graveyard.
    bolt = obj("bolt", "Lightning Bolt", zone="hand", types=("Instant",))
    s = mox_scenario([bolt])
    answer = done(s, procedure)
    assert answer.outcome.text == TO_GRAVEYARD
    forced = [st for st in answer.trace if st.chosen == "mode:dont"]
    assert len(forced) == 1 and forced[0].kind == "forced"
    assert "no land card in hand" in forced[0].explanation


def test_the_rules_cited_are_each_eras():
    s = mox_scenario([])
    today = next(st for st in done(s, TODAY).trace if st.chosen == "mode:dont")
    old = next(st for st in done(s, OLD).trace if st.chosen == "mode:dont")
    assert {"113.6h", "614.12", "608.2d", "118.12"} <= set(today.rules)
    assert {"402.8e", "419.6i", "413.2c"} <= set(old.rules)


def test_declining_never_puts_it_onto_the_battlefield_and_rest_in_peace_exiles_it():
    # Ruling: if you don't discard, it never enters; it goes from the stack to the
    # graveyard, and Rest in Peace exiles it instead.
    s = mox_scenario([plains()], effects=[RIP], objects=[RIP_CARD])
    assert outcomes(s) == {
        f"Plains is exiled; {ENTERS}",
        "Mox Diamond is exiled",
    }
    assert outcomes(s, OLD) == {
        "Plains is removed from the game; Mox Diamond comes into play untapped under "
        "Alice's control",
        "Mox Diamond is removed from the game",
    }


def test_leyline_of_the_void_exiles_what_would_go_to_an_opponents_graveyard():
    leyline = fx("leyline", "Bob", source="leyline-card", preset="leyline-of-the-void")
    card = obj("leyline-card", "Leyline of the Void", owner="Bob", types=("Enchantment",))
    s = mox_scenario([], effects=[leyline], objects=[card])
    assert outcomes(s) == {"Mox Diamond is exiled"}


def test_put_onto_the_battlefield_from_the_library_it_goes_from_there_to_the_graveyard():
    s = mox_scenario([], zone="library")
    answer = done(s)
    assert answer.outcome.text == TO_GRAVEYARD
    assert any(o["id"] == "mox" and o["zone"] == "graveyard" for o in answer.state["objects"])


def test_an_effect_on_artifacts_entering_that_werent_cast_meets_the_put_onto_the_battlefield():
    # Containment Priest's shape, for artifacts: "if a nontoken artifact would enter and it
    # wasn't cast, exile it instead". Alice, who would control the Mox, orders the two
    # effects (616.1, 616.1e). Priest first: the Mox is exiled and never enters, so its own
    # effect has nothing to replace. Mox first: after the discard, "put Mox Diamond onto
    # the battlefield" is the modified event, which the other effect still meets (616.1f);
    # not discarding puts it into the graveyard, which the other effect doesn't watch.
    priest = fx(
        "priest",
        "Bob",
        source="priest-card",
        template="move_instead",
        params={
            "object": {"types": ["Artifact"], "nontoken": True},
            "from": "anywhere",
            "not_from": "stack",
            "to": "battlefield",
            "instead_to": "exile",
        },
    )
    card = obj("priest-card", "Containment Priest", owner="Bob")
    s = mox_scenario([plains()], zone="library", effects=[priest], objects=[card])
    assert pending(s).chooser == "Alice"
    assert outcomes(s) == {
        "Mox Diamond is exiled",
        "Plains is put into Alice's graveyard; Mox Diamond is exiled",
        TO_GRAVEYARD,
    }
    # Cast, it comes from the stack: the other effect doesn't apply.
    cast = mox_scenario([plains()], effects=[priest], objects=[card])
    assert outcomes(cast) == {f"Plains is put into Alice's graveyard; {ENTERS}", TO_GRAVEYARD}


def test_the_player_it_would_enter_under_chooses_and_discards():
    # Bob puts Alice's Mox Diamond onto the battlefield under his control: "you" on it is
    # the player who would control it (109.5, the Mox as it would exist, 614.12), so Bob
    # chooses and discards from his hand; "its owner's graveyard" is still Alice's.
    s = mox_scenario(
        [plains("Bob")],
        zone="graveyard",
        event={"id": "e1", "kind": "enter", "object": "mox", "controller": "Bob"},
    )
    p = pending(s)
    assert p.chooser == "Bob"
    assert outcomes(s) == {
        "Plains is put into Bob's graveyard; Mox Diamond enters the battlefield untapped "
        "under Bob's control",
        TO_GRAVEYARD,
    }
    alone = mox_scenario(
        [plains("Alice")],
        zone="graveyard",
        event={"id": "e1", "kind": "enter", "object": "mox", "controller": "Bob"},
    )
    # Alice's land is not Bob's to discard.
    assert outcomes(alone) == {TO_GRAVEYARD}


def test_its_own_effect_is_not_applied_again_to_the_put_onto_the_battlefield():
    # 614.5: one opportunity on an event or the modified events that replace it.
    s = mox_scenario([plains(), obj("forest", "Forest", zone="hand", types=("Land",))])
    answer = done(s, choices=("mode:do", "discard:e1.mox0:plains-Alice"))
    assert answer.outcome.text == f"Plains is put into Alice's graveyard; {ENTERS}"


def test_another_permanent_entering_is_not_its_business():
    land = obj("island", "Island", zone="hand", types=("Land",))
    s = scenario(
        [obj("mox", "Mox Diamond", types=("Artifact",)), land, plains()],
        [fx("mox", source="mox", template="instead", params=MOX)],
        [{"id": "e1", "kind": "enter", "object": "island"}],
    )
    assert outcomes(s) == {"Island enters the battlefield untapped under Alice's control"}


LAKE = {
    "watch": {"event": "enter", "object": {"this": True}},
    "instead": [
        {"do": "sacrifice", "object": {"first": {"subtypes": ["Swamp"], "controller": "you"}}},
        {"do": "move", "object": "affected", "to": "battlefield", "if_done": 0},
        {"do": "move", "object": "affected", "to": "graveyard", "unless_done": 0},
    ],
}


@pytest.mark.parametrize("procedure", [TODAY, OLD])
def test_a_mandatory_instead_on_its_own_entering_asks_nothing(procedure):
    # Lake of the Dead: "If Lake of the Dead would enter the battlefield, sacrifice a Swamp
    # instead. If you do, put Lake of the Dead onto the battlefield. If you don't, put it
    # into its owner's graveyard." Played from the hand (a land is not cast).
    lake = obj("lake", "Lake of the Dead", zone="hand", types=("Land",))
    swamp = obj("swamp", "Swamp", types=("Land",), subtypes=["Swamp"])
    effect = fx("lake", source="lake", template="instead", params=LAKE)
    event = {"id": "e1", "kind": "enter", "object": "lake"}
    with_swamp = done(scenario([lake, swamp], [effect], [event]), procedure)
    place = "enters the battlefield" if procedure == TODAY else "comes into play"
    assert with_swamp.outcome.text == (
        f"Swamp is put into Alice's graveyard; Lake of the Dead {place} untapped under "
        "Alice's control"
    )
    without = done(scenario([lake], [effect], [event]), procedure)
    assert without.outcome.text == "Lake of the Dead is put into Alice's graveyard"


def _errors(params: dict, **effect) -> list[str]:
    with pytest.raises(ScenarioError) as caught:
        scenario(
            [obj("mox", "Mox Diamond", zone="stack", types=("Artifact",))],
            [fx("mox", source="mox", template="instead", params=params, **effect)],
            [{"id": "e1", "kind": "enter", "object": "mox"}],
        )
    return [str(d) for d in caught.value.errors]


def test_two_actions_a_player_may_do_are_refused_with_their_path():
    params = {**MOX, "instead": [*MOX["instead"], {"do": "draw", "may": True}]}
    assert any(
        "effects[0].params.instead" in e and "[3].may: only one action" in e
        for e in _errors(params)
    )


def test_may_must_be_true_or_false():
    params = {**MOX, "instead": [{**MOX["instead"][0], "may": "yes"}, *MOX["instead"][1:]]}
    assert any("[0].may must be true or false" in e for e in _errors(params))


def test_a_may_outside_an_instead_list_is_refused_with_its_path():
    params = {
        "object": {"this": True},
        "from": "anywhere",
        "to": "graveyard",
        "instead_to": "exile",
        "also": [{"do": "draw", "may": True}],
    }
    errors = []
    with pytest.raises(ScenarioError) as caught:
        scenario(
            [obj("c", "Card", types=("Creature",))],
            [fx("c", source="c", template="move_instead", params=params)],
            [{"id": "e1", "kind": "destroy", "object": "c"}],
        )
    errors = [str(d) for d in caught.value.errors]
    assert any(e.startswith("effects[0].params.also") and "may" in e for e in errors)


def test_a_may_beside_modes_is_refused():
    modes = [
        {"id": "a", "label": "a", "instead": [{"do": "draw"}]},
        {"id": "b", "label": "b", "instead": [{"do": "gain_life", "amount": 1}]},
    ]
    assert any(e.startswith("effects[0].modes") for e in _errors(MOX, modes=modes))


def test_a_watch_on_entering_takes_no_to():
    params = {**MOX, "watch": {"event": "enter", "object": {"this": True}, "to": "battlefield"}}
    assert any(
        e.startswith("effects[0].params.watch") and "to is only for a watch on move" in e
        for e in _errors(params)
    )


def test_a_preset_with_a_may_outside_its_instead_list_is_refused():
    from rules.engine.presets import PresetFileError, preset_from_dict

    entry = {
        "key": "k",
        "name": "N",
        "text": "t",
        "template": "move_instead",
        "tags": [],
        "params": {"instead_to": "exile", "also": [{"do": "draw", "may": True}]},
    }
    with pytest.raises(PresetFileError, match=r"^preset\.params\.also: an action the player may"):
        preset_from_dict(entry)


def _with_ability_loss(zone: str, mox_zone: str):
    loser = fx("loss", "Bob", source="loss-card", template="lose_abilities", params={"zone": zone})
    card = obj("loss-card", "Ability Eater", owner="Bob", types=("Enchantment",))
    return mox_scenario([plains()], zone=mox_zone, effects=[loser], objects=[card])


@pytest.mark.parametrize("procedure", [TODAY, OLD])
def test_cards_in_graveyards_losing_abilities_dont_stop_it_as_it_enters(procedure):
    # 614.12's example: Yixlid Jailer ("Cards in graveyards lose all abilities") doesn't
    # stop Scarwood Treefolk put onto the battlefield from a graveyard from entering
    # tapped: the permanent is checked as it would exist on the battlefield.
    s = _with_ability_loss("graveyard", "graveyard")
    assert pending(s, procedure).chooser == "Alice"


def test_permanents_losing_all_abilities_stop_its_own_ability_today_not_in_2008():
    # Today 614.12 checks it "as it would exist on the battlefield, taking into account …
    # continuous effects that already exist and would apply to the permanent": there it
    # would have no abilities, so nothing replaces its entering. 419.6i of 2008 ignores
    # "continuous effects from any other source", so its ability still applies.
    s = _with_ability_loss("battlefield", "stack")
    assert done(s).outcome.text == ENTERS
    assert pending(s, OLD).chooser == "Alice"
