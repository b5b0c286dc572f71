"""An object leaving a zone for anywhere: "If it would leave the battlefield, exile it
instead of putting it anywhere else" (Whip of Erebos, Gruesome Encore, unearth 702.84a;
502.84a from 2008-10-01, "If it would leave play, remove it from the game instead"), and a
spell cast with flashback, "exile this card instead of putting it anywhere else any time it
would leave the stack" (702.34a; 502.22a in 2008).

What the rules say, and so what each test expects:
- every zone change from the battlefield is leaving it: destroyed, sacrificed, returned to a
  hand, put into a library, each goes to exile instead;
- a move to exile is not replaced: there is nowhere "else" (unearth's ruling: if the effect
  causing it to leave is trying to exile it, it succeeds);
- "dies" is "is put into a graveyard from the battlefield" (700.4): an effect on dying
  doesn't see a return to hand, one on leaving does;
- with another effect, the affected object's controller chooses which applies first (616.1;
  419.9a); then the event has changed and the other applies only if it still can (616.1f;
  419.9a: "if it is still appropriate");
- a self-replacement effect goes first (616.1a; 419.9a).
"""

from __future__ import annotations

import pytest

from rules.engine import ScenarioError, explore

from .helpers import done, fx, hyena_umbra, obj, option_ids, outcomes, pending, scenario

TODAY, OLD = "2025-09-19", "2008-02-01"
EXILED = {TODAY: "Grizzly Bears is exiled", OLD: "Grizzly Bears is removed from the game"}

WHIP = fx("whip", source="whip", preset="whip-of-erebos", params={"object": {"id": "bears"}})
WHIP_CARD = obj("whip", "Whip of Erebos", types=("Artifact", "Enchantment"))
BEARS = obj("bears", "Grizzly Bears")
RIP = fx("rip", "Bob", source="rip-card", preset="rest-in-peace")
RIP_CARD = obj("rip-card", "Rest in Peace", owner="Bob", types=("Enchantment",))


def whip(event: dict, effects=(), objects=(), bears=BEARS):
    return scenario(
        [WHIP_CARD, bears, *objects],
        [WHIP, *effects],
        [event],
        players=[{"name": "Alice", "library": ["Island"]}, {"name": "Bob"}],
    )


@pytest.mark.parametrize("procedure", [TODAY, OLD])
@pytest.mark.parametrize(
    "event",
    [
        {"kind": "destroy", "object": "bears"},
        {"kind": "move", "object": "bears", "to": "graveyard", "cause": "sacrifice"},
        {"kind": "move", "object": "bears", "to": "hand"},
        {"kind": "move", "object": "bears", "to": "library"},
    ],
    ids=["destroyed", "sacrificed", "bounced", "shuffled in"],
)
def test_every_way_of_leaving_the_battlefield_is_exile_instead(procedure, event):
    answer = done(whip(event), procedure)
    assert answer.outcome.text == EXILED[procedure]
    assert [st.effect_id for st in answer.trace if st.kind == "forced"] == ["whip"]


@pytest.mark.parametrize("procedure", [TODAY, OLD])
def test_a_move_to_exile_is_not_replaced(procedure):
    # Nothing is put "anywhere else": the effect doesn't apply, and isn't used.
    answer = done(whip({"kind": "move", "object": "bears", "to": "exile"}), procedure)
    assert answer.outcome.text == EXILED[procedure]
    assert [st for st in answer.trace if st.effect_id == "whip"] == []


def test_leaving_another_zone_is_not_leaving_the_battlefield():
    # The same Bears in a graveyard, exiled from there or returned to hand: not watched.
    in_yard = {**BEARS, "zone": "graveyard"}
    answer = done(whip({"kind": "move", "object": "bears", "to": "hand"}, bears=in_yard))
    assert answer.outcome.text == "Grizzly Bears is put into Alice's hand"


def test_an_effect_on_dying_sees_no_bounce_but_one_on_leaving_does():
    # Nissa's Chosen: "If Nissa's Chosen would die, put it on the bottom of its owner's
    # library instead": dying is going to a graveyard (700.4), a return to hand is not.
    chosen = obj("chosen", "Nissa's Chosen")
    dies = fx("dies", source="chosen", preset="nissas-chosen")
    s = scenario([chosen], [dies], [{"kind": "move", "object": "chosen", "to": "hand"}])
    assert done(s).outcome.text == "Nissa's Chosen is put into Alice's hand"
    leaves = fx(
        "leaves",
        source="chosen",
        template="move_instead",
        origin="resolution",
        params={
            "object": {"this": True},
            "from": "battlefield",
            "to": "anywhere",
            "instead_to": "exile",
        },
    )
    s = scenario([chosen], [leaves], [{"kind": "move", "object": "chosen", "to": "hand"}])
    assert done(s).outcome.text == "Nissa's Chosen is exiled"


@pytest.mark.parametrize("procedure", [TODAY, OLD])
def test_with_rest_in_peace_the_controller_chooses_and_the_other_no_longer_applies(procedure):
    s = whip({"id": "e1", "kind": "destroy", "object": "bears"}, [RIP], [RIP_CARD])
    p = pending(s, procedure)
    assert p.chooser == "Alice"
    assert option_ids(p) == ["apply:whip", "apply:rip"]
    for first in ("apply:whip", "apply:rip"):
        answer = done(s, procedure, (first,))
        assert answer.outcome.text == EXILED[procedure]
        # One effect applied; the other had nothing left to change.
        applied = [st.effect_id for st in answer.trace if st.effect_id in ("whip", "rip")]
        assert applied == [first.removeprefix("apply:")]


@pytest.mark.parametrize("procedure", [TODAY, OLD])
def test_a_dies_effect_applied_first_is_still_met_by_the_leaving_one(procedure):
    # Gravebane Zombie: "If Gravebane Zombie would die, put Gravebane Zombie on top of its
    # owner's library instead." After it, the Zombie would still leave the battlefield (for
    # the library), so the Whip's effect applies: exiled either way, one outcome.
    zombie = obj("bears", "Gravebane Zombie")
    gravebane = fx("gb", source="bears", preset="gravebane-zombie")
    s = whip({"kind": "destroy", "object": "bears"}, [gravebane], bears=zombie)
    exiled = "is exiled" if procedure == TODAY else "is removed from the game"
    assert outcomes(s, procedure) == {f"Gravebane Zombie {exiled}"}
    assert explore(s, procedure).outcomes[0].path_count == 2


@pytest.mark.parametrize("procedure", [TODAY, OLD])
def test_a_regeneration_shield_still_replaces_the_destruction(procedure):
    # Exiled instead of put into a graveyard, the Bears would still be destroyed, so the
    # shield applies after the Whip's effect (614.8 with 616.1f; 419.6b with 419.9a); first,
    # it leaves nothing to replace.
    shield = fx("regen", source="bears", template="regenerate", params={"object": "bears"})
    s = whip({"kind": "destroy", "object": "bears"}, [shield])
    (text,) = outcomes(s, procedure)
    assert text.startswith("Grizzly Bears regenerates")


def _spell(event: dict, effects=()):
    analysis = obj("analysis", "Moment's Peace", zone="stack", types=("Instant",))
    flashback = fx("flashback", source="analysis", preset="moments-peace-flashback")
    return scenario(
        [analysis, RIP_CARD],
        [flashback, *effects],
        [event],
        players=[{"name": "Alice", "library": ["Island"]}, {"name": "Bob"}],
    )


@pytest.mark.parametrize("procedure", [TODAY, OLD])
def test_a_flashback_spell_returned_to_hand_is_exiled(procedure):
    # Remand, "Return target spell to its owner's hand": it would leave the stack.
    answer = done(_spell({"kind": "move", "object": "analysis", "to": "hand"}), procedure)
    exiled = "is exiled" if procedure == TODAY else "is removed from the game"
    assert answer.outcome.text == f"Moment's Peace {exiled}"


@pytest.mark.parametrize("procedure", [TODAY, OLD])
def test_memory_lapse_goes_first_then_flashback_exiles(procedure):
    lapse = fx(
        "lapse",
        "Bob",
        source="analysis",
        preset="memory-lapse",
        params={
            "watch": {
                "event": "move",
                "object": {"id": "analysis"},
                "from": "stack",
                "to": "graveyard",
            }
        },
    )
    answer = done(
        _spell({"kind": "move", "object": "analysis", "to": "graveyard"}, [lapse]), procedure
    )
    exiled = "is exiled" if procedure == TODAY else "is removed from the game"
    assert answer.outcome.text == f"Moment's Peace {exiled}"
    forced = [st.effect_id for st in answer.trace if st.kind == "forced"]
    assert forced == ["lapse", "flashback"]


def test_to_anywhere_needs_the_zone_left():
    leaves = fx(
        "leaves",
        source="bears",
        template="move_instead",
        params={"to": "anywhere", "instead_to": "exile"},
    )
    with pytest.raises(ScenarioError) as err:
        scenario([BEARS], [leaves], [{"kind": "destroy", "object": "bears"}])
    assert 'effects[0].params.from: is required with to: "anywhere"' in str(err.value)


def test_a_zone_that_isnt_one_is_named_with_its_path():
    leaves = fx(
        "leaves",
        source="bears",
        template="move_instead",
        params={"from": "battlefield", "to": "elsewhere", "instead_to": "exile"},
    )
    with pytest.raises(ScenarioError) as err:
        scenario([BEARS], [leaves], [{"kind": "destroy", "object": "bears"}])
    assert "effects[0].params.to" in str(err.value)


@pytest.mark.parametrize("procedure", [TODAY, OLD])
def test_umbra_armor_still_replaces_the_destruction_in_either_order(procedure):
    # Umbra armor (702.89a) watches a destruction; exiled instead of put into a graveyard,
    # the Bears would still be destroyed, so Alice's choice of order changes nothing: the
    # Aura is destroyed instead and the Bears stay.
    umbra_card, umbra = hyena_umbra("bears")
    s = whip({"id": "e1", "kind": "destroy", "object": "bears"}, [umbra], [umbra_card])
    assert pending(s, procedure).chooser == "Alice"
    # One outcome whichever Alice applies first: the damage removed, the Aura destroyed.
    assert outcomes(s, procedure) == {
        "all damage marked on Grizzly Bears is removed; Hyena Umbra is destroyed"
    }
