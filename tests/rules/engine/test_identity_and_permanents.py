"""Objects told apart by identity, counters only on permanents, an entering permanent's
controller and chooser, and outcome wording (bugs a set of unseen interactions found).

Expected values come from the rules: 122.6 (counters put on an object: on the battlefield
or as it enters), 110.2 / 110.2a (every permanent has a controller: the player an effect
has put it there), 616.1 with 614.12 (419.9a with 419.6i in 2008: the affected object is
the permanent as it would exist on the battlefield, after the effects already applied).
"""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError, explore
from rules.engine.results import tallied
from tests.rules.engine.helpers import done, fx, obj, outcomes, pending, scenario

BOLT = obj("bolt", "Lightning Bolt", "Bob", ("Instant",), zone="stack", colors=["red"])


def _giants(**labels: str) -> list[dict[str, object]]:
    g1 = obj("g1", "Palisade Giant")
    g2 = obj("g2", "Palisade Giant")
    for o in (g1, g2):
        if o["id"] in labels:
            o["label"] = labels[str(o["id"])]
    return [g1, g2, BOLT]


def _two_giants(**labels: str):
    return scenario(
        _giants(**labels),
        [
            fx("p1", source="g1", preset="palisade-giant"),
            fx("p2", source="g2", preset="palisade-giant"),
        ],
        [{"kind": "damage", "source": "bolt", "recipient": "Alice", "amount": 3}],
    )


class TestTwoCopiesOfOneCard:
    def test_each_copy_is_numbered_when_names_clash(self):
        # Alice chooses which Giant's redirection applies first; the other Giant's then
        # moves the damage to itself (it is "another permanent you control"). Both are
        # Alice's, so they are told apart by their order, not by a code ("g1").
        assert outcomes(_two_giants()) == {
            "Palisade Giant #1 is dealt 3 damage",
            "Palisade Giant #2 is dealt 3 damage",
        }

    def test_the_explorer_keeps_outcomes_apart_that_differ_only_in_which_copy(self):
        found = explore(_two_giants(), "2025-09-19")
        assert len(found.outcomes) == 2
        assert {g.paths for g in found.outcomes} == {(("apply:p1",),), (("apply:p2",),)}

    def test_the_trace_says_which_copy_the_damage_moves_between(self):
        d = done(_two_giants(), choices=("apply:p1",))
        text = " ".join(s.explanation for s in d.trace)
        assert "dealt to Palisade Giant #2 instead of Palisade Giant #1" in text
        assert "Palisade Giant instead of Palisade Giant" not in text

    def test_a_label_given_is_used(self):
        s = _two_giants(g1="Left Giant", g2="Right Giant")
        assert outcomes(s) == {"Left Giant is dealt 3 damage", "Right Giant is dealt 3 damage"}

    def test_a_unique_name_gets_no_label(self):
        s = scenario(
            [obj("g1", "Palisade Giant"), BOLT],
            [fx("p1", source="g1", preset="palisade-giant")],
            [{"kind": "damage", "source": "bolt", "recipient": "Alice", "amount": 3}],
        )
        assert outcomes(s) == {"Palisade Giant is dealt 3 damage"}

    def test_two_objects_may_not_share_a_label(self):
        with pytest.raises(ScenarioError) as err:
            _two_giants(g1="Giant", g2="Giant")
        assert "objects[1].label" in str(err.value)

    def test_damage_to_two_copies_is_not_added_together(self):
        s = scenario(
            _giants(),
            [],
            [
                {"kind": "damage", "source": "bolt", "recipient": "g1", "amount": 2},
                {"kind": "damage", "source": "bolt", "recipient": "g2", "amount": 3},
            ],
        )
        assert outcomes(s) == {
            "Palisade Giant #1 is dealt 2 damage; Palisade Giant #2 is dealt 3 damage"
        }


def _counters_on(target: dict[str, object], preset: str, counter: str = "time", n: int = 3):
    return scenario(
        [obj("src", "Source", types=("Enchantment",)), target],
        [fx("e", source="src", preset=preset)],
        [{"kind": "put_counters", "object": target["id"], "counter": counter, "count": n}],
    )


class TestCounterEffectsOnlyOnPermanents:
    # A suspended card in exile gets time counters: no card here names a card in exile.
    EXILED = obj("bloom", "Lotus Bloom", types=("Artifact",), zone="exile")

    def test_doubling_season_leaves_a_card_in_exile_alone(self):
        s = _counters_on(self.EXILED, "doubling-season-counters")
        assert outcomes(s) == {"Lotus Bloom gets 3 time counters"}

    def test_doubling_season_still_doubles_on_a_permanent(self):
        s = _counters_on(obj("rock", "Mind Stone", types=("Artifact",)), "doubling-season-counters")
        assert outcomes(s) == {"Mind Stone gets 6 time counters"}

    def test_hardened_scales_leaves_a_creature_card_in_a_graveyard_alone(self):
        card = obj("bears", "Grizzly Bears", zone="graveyard")
        s = _counters_on(card, "hardened-scales", "+1/+1", 1)
        assert outcomes(s) == {"Grizzly Bears gets 1 +1/+1 counter"}

    def test_solemnity_doesnt_stop_counters_on_a_card_in_exile(self):
        s = _counters_on(self.EXILED, "solemnity")
        assert outcomes(s) == {"Lotus Bloom gets 3 time counters"}

    def test_solemnity_stops_counters_on_an_artifact_permanent(self):
        s = _counters_on(obj("rock", "Mind Stone", types=("Artifact",)), "solemnity")
        assert outcomes(s) == {"Mind Stone can't get 3 time counters (Solemnity)"}


class TestEnteringPermanentsController:
    def test_a_card_a_replacement_puts_onto_the_battlefield_has_a_controller(self):
        # "If a creature would be put into a graveyard, put it onto the battlefield
        # instead": Alice's effect puts Bob's creature there, under her control (110.2a).
        s = scenario(
            [obj("x", "Grizzly Bears", "Bob"), obj("e", "Enchantment", types=("Enchantment",))],
            [
                fx(
                    "back",
                    source="e",
                    template="move_instead",
                    params={"to": "graveyard", "instead_to": "battlefield"},
                )
            ],
            [{"kind": "destroy", "object": "x"}],
        )
        d = done(s)
        assert d.outcome.text == (
            "Grizzly Bears enters the battlefield untapped under Alice's control"
        )
        bears = next(o for o in d.state["objects"] if o["id"] == "x")
        assert bears["controller"] == "Alice"
        assert all("None" not in step.explanation for step in d.trace)


def _specimens():
    # Alice's Gather Specimens effect; Bob casts Rusted Sentinel ("enters tapped") while
    # Bob's Orb of Dreams ("permanents enter tapped") is on the battlefield.
    return scenario(
        [
            obj("gs", "Gather Specimens", types=("Instant",), zone="graveyard"),
            obj("sent", "Rusted Sentinel", "Bob", ("Artifact", "Creature"), zone="stack"),
            obj("orb", "Orb of Dreams", "Bob", ("Artifact",)),
        ],
        [
            fx("gs", source="gs", preset="gather-specimens"),
            fx("tap", "Bob", source="sent", preset="rusted-sentinel"),
            fx("orb", "Bob", source="orb", preset="orb-of-dreams"),
        ],
        [{"kind": "enter", "object": "sent"}],
    )


class TestChooserAfterAControlChange:
    def test_today_the_new_controller_chooses_after_the_forced_control_effect(self):
        # 616.1b forces Gather Specimens first; then the permanent as it would exist on
        # the battlefield is Alice's, so Alice chooses the order of the other two.
        p = pending(_specimens())
        assert p.chooser == "Alice"
        assert {o.id for o in p.options} == {"apply:tap", "apply:orb"}
        assert "614.12" in p.rules
        assert "under Alice's control" in p.options[0].explanation

    def test_in_2008_bob_chooses_first_then_alice_once_the_control_effect_applied(self):
        # 419.9a of 2008-02-01 has no control step: Bob, who controls the spell, chooses
        # among all three; after Gather Specimens applies, Alice does (419.6i).
        p = pending(_specimens(), "2008-02-01")
        assert p.chooser == "Bob"
        assert {o.id for o in p.options} == {"apply:gs", "apply:tap", "apply:orb"}
        after = pending(_specimens(), "2008-02-01", ("apply:gs",))
        assert after.chooser == "Alice"
        assert "419.6i" in after.rules
        # Entering tapped first leaves Orb of Dreams nothing to do; Gather Specimens then
        # applies alone, while the Sentinel would still enter under Bob's control.
        d = done(_specimens(), "2008-02-01", ("apply:tap",))
        assert [(s.kind, s.chooser, s.effect_id) for s in d.trace[:2]] == [
            ("choice", "Bob", "tap"),
            ("forced", "Bob", "gs"),
        ]


class TestOutcomeWording:
    def test_no_counters_left_are_not_written_as_zero_counters(self):
        # It would enter with one -1/-1 counter; "that many minus one" leaves none.
        s = scenario(
            [
                obj("src", "Source", types=("Enchantment",)),
                obj("x", "Grizzly Bears", zone="hand"),
            ],
            [
                fx(
                    "less",
                    source="src",
                    template="add",
                    params={"event": "put_counters", "amount": -1, "counter": "-1/-1"},
                )
            ],
            [{"kind": "enter", "object": "x", "counters": {"-1/-1": 1}}],
        )
        text = done(s).outcome.text
        assert text == "Grizzly Bears enters the battlefield untapped under Alice's control"

    def test_identical_clauses_are_counted_once_adjacent_or_not(self):
        assert tallied(["A", "B", "A", "A"]) == ("A (3 times)", "B")

    def test_two_skips_between_two_draw_steps(self):
        # Judge case 9: the step already begun happens, the next two are skipped, the
        # one after happens.
        from rules.engine import get_example

        found = explore(get_example("case-09").scenario, "2025-09-19")
        assert found.texts() == {"Alice's draw step happens (2 times); Alice skips 2 draw steps"}
