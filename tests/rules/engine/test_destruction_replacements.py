"""Regeneration with the other effects on a destruction: an effect that changes where the
destroyed object goes leaves it a destruction, so the regeneration shield still applies
(614.8 with 616.1f; 419.6b with 419.9a of 2008: "then the other effect applies if it is
still appropriate")."""

from __future__ import annotations

import pytest

from .helpers import done, fx, obj, outcomes, scenario

MODERN, OLD = "2025-09-19", "2008-02-01"
REGENERATES = (
    "River Boa regenerates: all damage is removed from it, it is tapped and removed from "
    "combat, and it stays on the battlefield"
)
BOA = obj("boa", "River Boa", power=2, toughness=1, damage=2, subtypes=["Snake"])
DESTROY = [{"kind": "destroy", "object": "boa"}]


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_rest_in_peace_first_leaves_a_destruction_the_shield_still_replaces(procedure):
    # Rest in Peace changes only where the creature would go; it would still be destroyed,
    # so once Rest in Peace has applied, the regeneration shield still applies (616.1f /
    # 419.9a) and replaces the destruction (614.8 / 419.6b). Either order: it regenerates.
    rip = obj("rip", "Rest in Peace", owner="Bob", types=("Enchantment",))
    s = scenario(
        [BOA, rip],
        [
            fx("regen", source="boa", preset="river-boa"),
            fx("rip", "Bob", source="rip", preset="rest-in-peace"),
        ],
        DESTROY,
    )
    # Before 2009-07-11, the battlefield was "play".
    stays = REGENERATES.replace("on the battlefield", "in play")
    assert outcomes(s, procedure) == {stays if procedure == "2008-02-01" else REGENERATES}
    answer = done(s, procedure, ("apply:rip",))
    assert [st.effect_id for st in answer.trace if st.kind == "forced"] == ["regen"]
    assert "River Boa: used up" in answer.outcome.lines


def test_kalitas_first_then_regeneration_makes_no_zombie():
    # Kalitas exiles the creature and makes a token instead of its dying; the shield then
    # replaces the destruction (614.8), so the creature never dies and the token that was
    # to be made along with its dying isn't made.
    kalitas = obj("kal", "Kalitas, Traitor of Ghet", owner="Bob")
    s = scenario(
        [BOA, kalitas],
        [
            fx("regen", source="boa", preset="river-boa"),
            fx("kal", "Bob", source="kal", preset="kalitas-traitor-of-ghet"),
        ],
        DESTROY,
    )
    assert outcomes(s) == {REGENERATES}
    answer = done(s, MODERN, ("apply:kal",))
    assert not any(w.startswith("Zombie") for w in answer.events)


def test_an_effect_that_replaces_the_destruction_itself_leaves_nothing_to_regenerate():
    # "If it would be destroyed, return it to its owner's hand instead" replaces the
    # destruction, not where the creature goes: once it has applied, nothing would be
    # destroyed and the shield no longer applies (616.1f), so the order decides.
    s = scenario(
        [BOA],
        [
            fx("regen", source="boa", preset="river-boa"),
            fx(
                "bounce",
                template="instead",
                origin="resolution",
                label="Bounce instead",
                params={
                    "watch": {"event": "move", "object": {"id": "boa"}, "cause": "destroy"},
                    "instead": [{"do": "move", "to": "hand"}],
                },
            ),
        ],
        DESTROY,
    )
    assert outcomes(s) == {REGENERATES, "River Boa is put into Alice's hand"}


def test_under_2008_an_event_of_zero_life_cites_no_rule_of_replaced_events():
    # 419.5 (2008-02-01) says a prevented or replaced event never happens; only 419.5a
    # speaks of an amount of zero, and only of damage. No rule of that release says that
    # gaining 0 life is no event, so the note cites none rather than 419.5.
    s = scenario([], [], [{"kind": "gain_life", "player": "Alice", "amount": 0}])
    answer = done(s, OLD)
    notes = [st for st in answer.trace if "an event of zero" in st.explanation]
    assert notes and all(st.rules == () for st in notes)
    assert answer.outcome.text == "Nothing happens"


def test_an_instead_with_no_actions_says_nothing_happens_in_a_sentence():
    # 614.1a: "instead" names the replacing event; with no actions, nothing happens in its
    # place (614.6: the replaced event never happens).
    shield = fx(
        "nothing",
        source="boa",
        template="instead",
        params={"watch": {"event": "draw"}, "instead": [{"do": "nothing"}]},
    )
    s = scenario([BOA], [shield], [{"kind": "draw", "player": "Alice"}])
    assert outcomes(s) == {"Alice would draw a card, but nothing happens instead (River Boa)"}


@pytest.mark.parametrize("procedure", [MODERN, OLD])
def test_a_card_an_earlier_event_destroyed_is_not_destroyed_again(procedure):
    # To destroy a permanent is to move it from the battlefield to its owner's graveyard
    # (701.8a): the Bears, destroyed by an earlier event of the timeline, are a card in a
    # graveyard when the second destruction comes, and nothing happens. Bob's Rest in Peace,
    # which exists from then on, has no move to the graveyard to replace: the card stays.
    bears = obj("bears", "Grizzly Bears", power=2, toughness=2)
    rip = obj("rip", "Rest in Peace", owner="Bob", types=("Enchantment",))
    s = scenario(
        [bears, rip],
        [fx("rip", "Bob", source="rip", preset="rest-in-peace")],
        [{"kind": "destroy", "object": "bears"}],
        timeline=[
            {"events": [{"kind": "destroy", "object": "bears"}]},
            {"happening": "create_effect", "effect": "rip"},
        ],
    )
    answer = done(s, procedure)
    zone = next(o["zone"] for o in answer.state["objects"] if o["id"] == "bears")
    assert zone == "graveyard"
    assert "isn't destroyed" in answer.outcome.text
