"""Two replacement questions the format couldn't say: "as [this] is turned face up"
(614.1e; 419.1e in 2008) and "if you do" after a "you may" whose action was replaced
(118.12). Expected values from those rules and 708.8 / 708.11."""

from __future__ import annotations

import pytest

from rules.engine import Scenario, ScenarioError
from tests.rules.engine.helpers import done, fx, obj, outcomes, scenario

HYDRA = obj("hydra", "Hooded Hydra", power=0, toughness=0, colors=["green"])
UP = fx("up", source="hydra", preset="hooded-hydra-face-up")
TURN = [{"kind": "turn_face_up", "object": "hydra"}]


class TestTurnedFaceUp:
    def test_five_counters_are_put_as_it_is_turned_face_up(self):
        s = scenario([HYDRA], [UP], TURN)
        assert outcomes(s) == {"Hooded Hydra is turned face up; Hooded Hydra gets 5 +1/+1 counters"}
        assert "614.1e" in done(s).trace[0].rules
        assert "419.1e" in done(s, "2008-02-01").trace[0].rules

    def test_it_doesnt_enter_so_effects_on_entering_dont_apply(self):
        # 708.8: turned face up, it has already entered the battlefield; Orb of Dreams
        # ("permanents enter tapped") has nothing to modify.
        orb = obj("orb", "Orb of Dreams", types=("Artifact",))
        s = scenario([HYDRA, orb], [UP, fx("orb", source="orb", preset="orb-of-dreams")], TURN)
        d = done(s)
        assert (
            d.outcome.text == "Hooded Hydra is turned face up; Hooded Hydra gets 5 +1/+1 counters"
        )
        hydra = next(o for o in d.state["objects"] if o["id"] == "hydra")
        assert hydra["tapped"] is False

    def test_a_cant_on_counters_stops_them(self):
        sol = obj("sol", "Solemnity", "Bob", ("Enchantment",))
        s = scenario([HYDRA, sol], [UP, fx("sol", "Bob", source="sol", preset="solemnity")], TURN)
        assert outcomes(s) == {
            "Hooded Hydra is turned face up; Hooded Hydra can't get 5 +1/+1 counters (Solemnity)"
        }

    def test_only_a_permanent_can_be_turned_face_up(self):
        card = obj("hydra", "Hooded Hydra", zone="hand")
        with pytest.raises(ScenarioError) as err:
            scenario([card], [UP], TURN)
        assert "events[0].object" in str(err.value)


def _sacrifice_then_draw(**extra):
    # "You may sacrifice a creature. If you do, draw a card." with Rest in Peace: the
    # creature is exiled instead, and Alice still draws (118.12).
    rip = obj("rip", "Rest in Peace", "Bob", ("Enchantment",))
    bears = obj("bears", "Grizzly Bears")
    event = {
        "kind": "move",
        "object": "bears",
        "to": "graveyard",
        "cause": "sacrifice",
        "if_you_do": [{"kind": "draw", "player": "Alice"}],
        **extra,
    }
    return scenario(
        [rip, bears],
        [fx("rip", "Bob", source="rip", preset="rest-in-peace")],
        [event],
        players=[{"name": "Alice", "library": ["Island"]}, {"name": "Bob"}],
    )


class TestIfYouDo:
    def test_what_follows_happens_though_the_action_was_replaced(self):
        assert outcomes(_sacrifice_then_draw()) == {"Grizzly Bears is exiled; Alice draws a card"}
        assert outcomes(_sacrifice_then_draw(), "2008-02-01") == {
            "Grizzly Bears is removed from the game; Alice draws a card"
        }

    def test_what_follows_is_itself_an_event_effects_modify(self):
        # Thought Reflection doubles the draw that follows.
        s = _sacrifice_then_draw()
        data = s.to_dict()
        data["objects"].append(obj("tr", "Thought Reflection", types=("Enchantment",)))
        data["effects"].append(fx("tr", source="tr", preset="thought-reflection"))
        data["players"][0]["library"] = ["Island", "Forest"]
        assert outcomes(Scenario.from_dict(data)) == {
            "Grizzly Bears is exiled; Alice draws 2 cards"
        }

    def test_round_trip_and_errors_name_the_path(self):
        s = _sacrifice_then_draw()
        assert Scenario.from_dict(s.to_dict()) == s
        data = s.to_dict()
        data["events"][0]["if_you_do"] = [{"kind": "draw"}]
        with pytest.raises(ScenarioError) as err:
            Scenario.from_dict(data)
        assert "events[0].if_you_do[0].player" in str(err.value)


def _skip_then(*later_steps):
    # "Skip your next untap step, then draw a card" (614.10b): the draw is the first thing
    # in the next step that actually occurs.
    return scenario(
        [],
        [
            fx(
                "sk",
                template="skip",
                params={"step": "untap", "then": [{"do": "draw", "player": "you"}]},
            )
        ],
        [{"kind": "begin_step", "player": "Alice", "step": s} for s in later_steps[-1:]],
        players=[{"name": "Alice", "library": ["Island", "Forest"]}, {"name": "Bob"}],
        timeline=[
            {"events": [{"kind": "begin_step", "player": "Alice", "step": "untap"}]},
            *(
                {"events": [{"kind": "begin_step", "player": "Alice", "step": s}]}
                for s in later_steps[:-1]
            ),
        ],
    )


class TestSkipThen:
    def test_the_action_is_the_first_thing_in_the_next_step(self):
        d = done(_skip_then("upkeep"))
        assert d.outcome.text == (
            "Alice skips an untap step; Alice's upkeep step happens; Alice draws a card"
        )
        assert "614.10b" in d.trace[0].rules
        assert "419.6g" in done(_skip_then("upkeep"), "2008-10-01").trace[0].rules

    def test_it_happens_once(self):
        d = done(_skip_then("upkeep", "draw"))
        assert d.outcome.text == (
            "Alice skips an untap step; Alice's upkeep step happens; Alice draws a card; "
            "Alice's draw step happens"
        )

    def test_two_untap_skips_are_counted_in_words(self):
        s = scenario(
            [],
            [
                fx("a", template="skip", params={"step": "untap"}),
                fx("b", template="skip", params={"step": "untap"}),
            ],
            [{"kind": "begin_step", "player": "Alice", "step": "untap"}],
            timeline=[{"events": [{"kind": "begin_step", "player": "Alice", "step": "untap"}]}],
        )
        assert outcomes(s) == {"Alice skips 2 untap steps"}
