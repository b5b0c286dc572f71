"""What caused an event (its ``by``): a spell or ability and who controls it, a cost, a game
rule. Expected values from the cards' texts and rulings (Obstinate Baloth, Sigarda, Rain
of Gore) and the rules (701.21a, 120.3f)."""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError

from .helpers import done, fx, obj, outcomes, pending, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"

BALOTH = obj("baloth", "Obstinate Baloth", zone="hand", colors=["green"], power=4, toughness=4)


def _discard(by=None, effects=()):
    event = {"kind": "move", "object": "baloth", "to": "graveyard", "cause": "discard"}
    if by is not None:
        event["by"] = by
    return scenario(
        [BALOTH, obj("leyline", "Leyline of the Void", owner="Bob", types=("Enchantment",))],
        [fx("baloth", source="baloth", preset="obstinate-baloth"), *effects],
        [event],
    )


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_obstinate_baloth_enters_when_an_opponents_spell_makes_you_discard_it(procedure):
    s = _discard({"kind": "spell", "player": "Bob"})
    (text,) = outcomes(s, procedure)
    assert text.startswith("Obstinate Baloth ") and "under Alice's control" in text


@pytest.mark.parametrize(
    "by",
    [
        None,  # nothing says a spell or ability caused it
        {"kind": "spell", "player": "Alice"},  # your own spell
        {"kind": "cost", "player": "Alice"},  # discarded to pay a cost
        {"kind": "rule", "player": "Alice"},  # discarded to hand size in the cleanup step
    ],
)
def test_obstinate_baloth_stays_in_the_graveyard_otherwise(by):
    assert outcomes(_discard(by)) == {"Obstinate Baloth is put into Alice's graveyard"}


def test_an_opponents_ability_is_named_by_its_object():
    bob_card = obj("mind", "Mind Rot Engine", owner="Bob", types=("Artifact",))
    s = scenario(
        [BALOTH, bob_card],
        [fx("baloth", source="baloth", preset="obstinate-baloth")],
        [
            {
                "kind": "move",
                "object": "baloth",
                "to": "graveyard",
                "cause": "discard",
                "by": {"kind": "ability", "object": "mind"},
            }
        ],
    )
    (text,) = outcomes(s)
    assert "enters the battlefield" in text


def test_baloth_and_leyline_of_the_void_its_owner_chooses():
    # A card in hand has no controller: its owner chooses (616.1). Baloth first: it goes to
    # the battlefield, and Leyline no longer applies; Leyline first: it is exiled.
    s = _discard(
        {"kind": "spell", "player": "Bob"},
        [fx("leyline", "Bob", source="leyline", preset="leyline-of-the-void")],
    )
    assert pending(s).chooser == "Alice"
    texts = outcomes(s)
    assert len(texts) == 2 and "Obstinate Baloth is exiled" in texts


def _sacrifice(by, controller="Alice", effects=None):
    bears = obj("bears", "Grizzly Bears", owner=controller)
    return scenario(
        [obj("sigarda", "Sigarda, Host of Herons"), bears],
        effects
        if effects is not None
        else [fx("sigarda", source="sigarda", preset="sigarda-host-of-herons")],
        [{"kind": "move", "object": "bears", "to": "graveyard", "cause": "sacrifice", "by": by}],
    )


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_sigarda_an_opponents_spell_cant_make_you_sacrifice(procedure):
    d = done(_sacrifice({"kind": "spell", "player": "Bob"}), procedure)
    assert d.outcome.text == "Grizzly Bears can't be sacrificed (Sigarda, Host of Herons)"


@pytest.mark.parametrize(
    ("by", "controller"),
    [
        ({"kind": "cost", "player": "Alice"}, "Alice"),  # you sacrifice it to pay a cost
        ({"kind": "ability", "player": "Alice"}, "Alice"),  # your own ability
        ({"kind": "spell", "player": "Alice"}, "Bob"),  # Bob's permanent, Alice's spell
    ],
)
def test_sigarda_leaves_other_sacrifices_alone(by, controller):
    d = done(_sacrifice(by, controller))
    assert d.outcome.text == "Grizzly Bears is put into " + controller + "'s graveyard"


def _gain(by, keywords=()):
    return scenario(
        [
            obj("gore", "Rain of Gore", owner="Bob", types=("Enchantment",)),
            obj("hawk", "Vampire Nighthawk", keywords=list(keywords)),
        ],
        [fx("gore", "Bob", source="gore", preset="rain-of-gore")],
        [{"kind": "gain_life", "player": "Alice", "amount": 3, **({"by": by} if by else {})}],
    )


def test_rain_of_gore_turns_a_spells_gain_for_its_controller_into_a_loss():
    assert outcomes(_gain({"kind": "spell", "player": "Alice"})) == {"Alice loses 3 life"}


def test_rain_of_gore_leaves_another_players_spell_and_lifelink_alone():
    # "cause its controller to gain life": Bob's spell making Alice gain isn't that; nor
    # is lifelink, a result of damage (120.3f), not a spell or ability's instruction.
    assert outcomes(_gain({"kind": "spell", "player": "Bob"})) == {"Alice gains 3 life"}
    s = scenario(
        [
            obj("gore", "Rain of Gore", owner="Bob", types=("Enchantment",)),
            obj("hawk", "Vampire Nighthawk", keywords=["lifelink"]),
        ],
        [fx("gore", "Bob", source="gore", preset="rain-of-gore")],
        [{"kind": "damage", "source": "hawk", "recipient": "Bob", "amount": 2}],
    )
    assert outcomes(s) == {"Bob is dealt 2 damage; Alice gains 2 life"}


def test_counters_put_as_a_cost_are_not_put_by_an_effect():
    # "If an effect would put one or more counters": a cost isn't an effect (Doubling
    # Season's rulings on a planeswalker's loyalty cost).
    doubler = fx(
        "ds",
        origin="resolution",
        template="multiply",
        label="Doubling Season",
        params={
            "factor": 2,
            "event": "put_counters",
            "object": {"controller": "you"},
            "by": {"not_kind": ["cost"]},
        },
    )
    walker = obj("jace", "Jace Beleren", types=("Planeswalker",))
    for by, n in (({"kind": "cost", "player": "Alice"}, 1), ({"kind": "ability"}, 2), (None, 2)):
        event = {"kind": "put_counters", "object": "jace", "counter": "loyalty", "count": 1}
        if by:
            event["by"] = by
        d = done(scenario([walker], [doubler], [event]))
        assert d.outcome.text == f"Jace Beleren gets {n} loyalty counter" + ("s" if n > 1 else "")


@pytest.mark.parametrize(
    ("by", "path"),
    [
        ({"kind": "spell", "player": "Carol"}, "events[0].by.player"),
        ({"kind": "magic"}, "events[0].by.kind"),
        ({"player": "Bob"}, "events[0].by"),
    ],
)
def test_a_bad_cause_names_its_path(by, path):
    with pytest.raises(ScenarioError) as e:
        _discard(by)
    assert path in str(e.value)


def test_a_bad_by_filter_names_its_path():
    with pytest.raises(ScenarioError) as e:
        scenario(
            [],
            [fx("x", template="cant", params={"event": "sacrifice", "by": {"kind": ["card"]}})],
            [{"kind": "draw", "player": "Alice"}],
        )
    assert "effects[0].params.by: kind must be a non-empty list of" in str(e.value)
