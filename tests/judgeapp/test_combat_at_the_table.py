"""A card whose effects read a creature's place in combat or who blocks whom (Veteran
Bodyguard: "all damage that would be dealt to you by unblocked creatures is dealt to
Veteran Bodyguard instead"; Wall of Vapor: "by creatures it's blocking") is asked about it
at the table: a row of buttons for each creature (attacking, blocked, unblocked, blocking,
not in combat) and, for a blocking creature, which attackers it blocks. The ruling reads
the answers (508.1k, 509.1g, 509.1h, 614.9, 615.1); resolving before saying is refused in
words beside the card (not in combat is a fact to say, not one to assume)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from django.urls import reverse
from django.utils.html import escape

from judgeapp import aiming, combat, drafting
from judgeapp.drafting import Draft, DraftError
from judgeapp.state import JudgeState, decode_scenario

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}
GUARD = "Veteran Bodyguard"
VAPOR = "Wall of Vapor"
BEARS = {
    "id": "bears",
    "name": "Grizzly Bears",
    "owner": "Bob",
    "types": ["Creature"],
    "power": 2,
    "toughness": 2,
}
OGRE = {
    "id": "ogre",
    "name": "Gray Ogre",
    "owner": "Bob",
    "types": ["Creature"],
    "power": 2,
    "toughness": 2,
}


def _guard_table() -> Draft:
    """Alice's Veteran Bodyguard (untapped) added by its name; Bob's Grizzly Bears would
    deal 2 damage to Alice."""
    draft = drafting.add_card(Draft(), name=GUARD, owner="Alice")
    draft = replace(draft, objects=(*draft.objects, BEARS))
    return drafting.add_event(
        draft, {"kind": "damage", "recipient": "Alice", "source": "bears", "amount": "2"}
    )


def _vapor_table() -> Draft:
    """Alice's Wall of Vapor; Bob's Grizzly Bears would deal 2 damage to it."""
    draft = drafting.add_card(Draft(), name=VAPOR, owner="Alice")
    wall = draft.cards[0].object_id
    draft = replace(draft, objects=(*draft.objects, BEARS, OGRE))
    return drafting.add_event(
        draft, {"kind": "damage", "recipient": wall, "source": "bears", "amount": "2"}
    )


def _obj(draft: Draft, object_id: str) -> dict:
    return next(o for o in draft.objects if o["id"] == object_id)


def _said(draft: Draft, **places: str) -> Draft:
    for creature, where in places.items():
        draft = combat.place(draft, 0, f"{creature}|{where}")
    return draft


def _resolved(client, draft: Draft) -> tuple[dict, str]:
    response = client.post(reverse("judge-start"), {"draft": draft.to_json(), "action": "resolve"})
    assert response.status_code == 302, response.content.decode()[:2000]
    query = response["Location"].split("?", 1)[1]
    state = JudgeState.from_query(dict(part.split("=", 1) for part in query.split("&")))
    html = client.get(response["Location"]).content.decode()
    return decode_scenario(state.scenario), html


def _outcome(html: str) -> str:
    return html.split("data-outcome", 1)[1].split(">", 1)[1].split("<", 1)[0].strip()


def test_the_card_asks_each_creatures_place_in_combat_with_buttons(client):
    draft = _guard_table()
    response = client.post(
        reverse("judge-start"), {"draft": draft.to_json(), "action": "search"}, headers=HTMX
    )
    html = response.content.decode()
    assert "Where each creature is in combat" in html
    for value in ("attacking", "blocked", "unblocked", "blocking", "none"):
        assert f'value="combat:0|bears|{value}"' in html
    assert 'value="combat:0|veteran-bodyguard|none"' in html
    assert "Not in combat" in html
    # Veteran Bodyguard reads no blocker: no row asks what a creature blocks.
    assert "block:0|" not in html


def test_resolving_before_saying_is_refused_beside_the_card():
    draft = _guard_table()
    with pytest.raises(DraftError) as error:
        drafting.check(draft)
    assert error.value.errors == {"card-0": combat.SAY.format(creature=GUARD, name=GUARD)}
    # Each creature must be said: the Bears' place alone is not enough.
    with pytest.raises(DraftError) as error:
        drafting.check(_said(draft, bears="unblocked"))
    assert error.value.errors == {"card-0": combat.SAY.format(creature=GUARD, name=GUARD)}


def test_an_unblocked_creatures_damage_is_dealt_to_the_bodyguard_instead(client):
    """The Bears attack and no creature blocks them: an unblocked creature (509.1h), so the
    2 damage they would deal to Alice is dealt to the untapped Bodyguard instead (614.9)."""
    said = _said(_guard_table(), bears="unblocked", **{"veteran-bodyguard": "none"})
    assert _obj(said, "bears")["combat"] == "unblocked"
    assert "combat" not in _obj(said, "veteran-bodyguard")
    scenario, html = _resolved(client, said)
    assert next(o for o in scenario["objects"] if o["id"] == "bears")["combat"] == "unblocked"
    assert _outcome(html) == f"{GUARD} is dealt 2 damage"


@pytest.mark.parametrize("where", ["blocked", "none", "attacking"])
def test_a_blocked_or_not_attacking_creatures_damage_is_dealt_to_the_player(client, where):
    """Blocked (509.1h), not in combat, or attacking before blockers are declared (508.1k,
    neither blocked nor unblocked yet): not an unblocked creature, so the Bodyguard's
    redirection doesn't apply and Alice is dealt the 2 damage."""
    said = _said(_guard_table(), bears=where, **{"veteran-bodyguard": "none"})
    _, html = _resolved(client, said)
    assert _outcome(html) == "Alice is dealt 2 damage"


def test_wall_of_vapor_asks_what_it_blocks_and_prevents_that_creatures_damage(client):
    """Wall of Vapor blocks the Bears (509.1a): they are a blocked creature (509.1h), and
    the damage they would deal to the Wall is prevented (615.1); not said, the ruling is
    refused until the judge taps what the Wall blocks."""
    draft = _vapor_table()
    wall = draft.cards[0].object_id
    said = _said(draft, **{wall: "blocking"}, bears="attacking", ogre="none")
    (row,) = [r for r in combat.rows(said)[0] if r["id"] == wall]
    assert row["blocks"] == [("bears", "Grizzly Bears", False)]
    with pytest.raises(DraftError) as error:
        drafting.check(said)
    assert error.value.errors == {"card-0": combat.SAY_BLOCKS.format(creature=VAPOR, name=VAPOR)}
    blocked = combat.block(said, 0, f"{wall}|bears")
    assert _obj(blocked, wall)["blocks"] == ["bears"]
    assert _obj(blocked, "bears")["combat"] == "blocked"
    _, html = _resolved(client, blocked)
    assert _outcome(html) == f"{VAPOR} is dealt no damage"


def test_damage_from_a_creature_the_wall_doesnt_block_is_not_prevented(client):
    """The Wall blocks the Ogre, not the Bears: the Bears are no creature it's blocking,
    and their 2 damage is dealt to it (615.1 applies only to what its words name)."""
    draft = _vapor_table()
    wall = draft.cards[0].object_id
    said = _said(draft, **{wall: "blocking"}, bears="unblocked", ogre="attacking")
    said = combat.block(said, 0, f"{wall}|ogre")
    _, html = _resolved(client, said)
    assert _outcome(html) == f"{VAPOR} is dealt 2 damage"


def test_a_second_tap_takes_the_attacker_out_of_what_it_blocks():
    draft = _vapor_table()
    wall = draft.cards[0].object_id
    said = _said(draft, **{wall: "blocking"}, bears="attacking", ogre="none")
    twice = combat.block(combat.block(said, 0, f"{wall}|bears"), 0, f"{wall}|bears")
    assert "blocks" not in _obj(twice, wall)


def test_changing_a_place_keeps_the_scenario_valid():
    """A creature no longer attacking, or now unblocked, is blocked by none (509.1h); a
    creature no longer blocking blocks nothing: the scenario's checks on ``blocks`` pass."""
    draft = _vapor_table()
    wall = draft.cards[0].object_id
    said = combat.block(
        _said(draft, **{wall: "blocking"}, bears="attacking", ogre="none"), 0, f"{wall}|bears"
    )
    unblocked = _said(said, bears="unblocked")
    assert "blocks" not in _obj(unblocked, wall)
    away = _said(said, **{wall: "none"})
    assert "blocks" not in _obj(away, wall) and "combat" not in _obj(away, wall)
    assert wall in away.out_of_combat
    drafting.check(away)  # valid: no blocks left naming a creature that isn't blocked
    back = _said(away, **{wall: "blocking"})
    assert wall not in back.out_of_combat


def test_a_creature_added_after_saying_is_asked_too():
    said = _said(_guard_table(), bears="unblocked", **{"veteran-bodyguard": "none"})
    grown = replace(said, objects=(*said.objects, OGRE))
    with pytest.raises(DraftError) as error:
        drafting.check(grown)
    assert error.value.errors == {"card-0": combat.SAY.format(creature="Gray Ogre", name=GUARD)}


def test_what_is_said_survives_the_page_and_removing_a_card_forgets_it():
    draft = _vapor_table()
    wall = draft.cards[0].object_id
    said = combat.block(
        _said(draft, **{wall: "blocking"}, bears="attacking", ogre="none"), 0, f"{wall}|bears"
    )
    again = Draft.from_json(said.to_json())
    assert again.out_of_combat == ("ogre",) and _obj(again, wall)["blocks"] == ["bears"]
    with_bears_card = drafting.add_card(said, name="Kjeldoran Royal Guard", owner="Bob")
    bears_card = with_bears_card.cards[1].object_id
    blocking = combat.block(
        _said(with_bears_card, **{bears_card: "attacking"}), 0, f"{wall}|{bears_card}"
    )
    removed = drafting.remove_card(blocking, 1)
    assert _obj(removed, wall)["blocks"] == ["bears"]


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ("combat:0|bears|flying", combat.NOT_A_PLACE.format(value="flying")),
        ("combat:0|bears", combat.NOT_A_PLACE.format(value="")),
        ("combat:0|nobody|blocked", combat.NOT_A_CREATURE.format(name=VAPOR)),
        ("block:0|bears|ogre", combat.NOT_BLOCKING.format(creature="Grizzly Bears")),
        ("block:0|{wall}|nobody", combat.NOT_AN_ATTACKER.format(creature=VAPOR, name=VAPOR)),
        ("block:0|{wall}|{wall}", combat.NOT_AN_ATTACKER.format(creature=VAPOR, name=VAPOR)),
    ],
)
def test_a_bad_tap_is_a_400_naming_what_was_wrong_and_changes_nothing(client, action, message):
    draft = _vapor_table()
    wall = draft.cards[0].object_id
    draft = _said(draft, **{wall: "blocking"}, bears="attacking")
    response = client.post(
        reverse("judge-start"),
        {"draft": draft.to_json(), "action": action.format(wall=wall)},
        headers=HTMX,
    )
    assert response.status_code == 400
    html = response.content.decode()
    assert escape(message) in html
    # The draft the page carries back is the one posted.
    assert escape(draft.to_json()) in html


def test_a_card_that_asks_nothing_about_combat_refuses_a_tap():
    draft = drafting.add_card(_guard_table(), name="Furnace of Rath", owner="Alice")
    with pytest.raises(DraftError) as error:
        combat.place(draft, 1, "bears|blocked")
    assert error.value.errors == {"draft": combat.NOT_ASKED.format(name="this card")}


def test_combat_damage_alone_asks_nothing():
    """ "Combat damage" (``"combat": true``) is a kind of damage, not a creature's place: a
    card reading only that doesn't ask where creatures are."""
    draft = replace(Draft(), objects=(BEARS,))
    draft = drafting.add_text(
        draft,
        name="Holy Day",
        text="Prevent all combat damage that would be dealt this turn.",
        owner="Alice",
        keep=[0],
        traits={},
    )
    assert combat.rows(draft) == {}
    assert combat.reads(draft, 0) == set()


def test_a_preset_reading_attacking_creatures_asks():
    """Dolmen Gate ("prevent all combat damage that would be dealt to attacking creatures
    you control") is a preset: its parameters read ``combat``, so it asks."""
    draft = drafting.add_card(replace(Draft(), objects=(BEARS,)), name="Dolmen Gate", owner="Bob")
    assert combat.reads(draft, 0) == {"combat"}
    assert [r["id"] for r in combat.rows(draft)[0]] == ["bears"]


def test_mirror_strikes_target_is_said_unblocked_as_it_is_chosen():
    """Mirror Strike's "target unblocked creature": choosing the Bears as its target says
    they are unblocked (a target must be what its words say, 115.1); the other creatures
    are still asked."""
    draft = replace(Draft(), objects=(BEARS, OGRE))
    draft = drafting.add_card(draft, name="Mirror Strike", owner="Alice")
    aimed = aiming.aim_card(draft, 0, "bears")
    assert combat.reads(aimed, 0) == {"combat"}
    (bears, ogre) = combat.rows(aimed)[0]
    assert bears["place"] == "unblocked" and ogre["place"] == ""
    with pytest.raises(DraftError) as error:
        combat.check(aimed)
    assert error.value.errors == {
        "card-0": combat.SAY.format(creature="Gray Ogre", name="Mirror Strike")
    }


WEATHERED = "Weathered Bodyguards"


def _weathered(client, *, combat_damage: bool) -> str:
    """Alice's Weathered Bodyguards; Bob's unblocked Grizzly Bears would deal 2 damage to
    Alice, said combat damage or not in the event row; the outcome."""
    draft = drafting.add_card(Draft(), name=WEATHERED, owner="Alice")
    draft = replace(draft, objects=(*draft.objects, BEARS))
    row = {"kind": "damage", "recipient": "Alice", "source": "bears", "amount": "2"}
    if combat_damage:
        row["combat"] = "on"
    response = client.post(
        reverse("judge-start"), {"draft": draft.to_json(), "action": "add-event", **row}
    )
    assert response.status_code == 200
    draft = Draft.from_json(response.context["draft_json"])
    draft = _said(draft, bears="unblocked", **{draft.cards[0].object_id: "none"})
    return _outcome(_resolved(client, draft)[1])


def test_combat_damage_said_in_the_event_row_is_redirected_by_weathered_bodyguards(client):
    """Weathered Bodyguards: "all combat damage that would be dealt to you by unblocked
    creatures is dealt to Weathered Bodyguards instead" (614.9): the Bears' 2 combat damage
    (510.1) is dealt to it."""
    assert _weathered(client, combat_damage=True) == f"{WEATHERED} is dealt 2 damage"


def test_noncombat_damage_is_not_redirected_by_weathered_bodyguards(client):
    """Damage not said to be combat damage is not what the Bodyguards' words name: Alice is
    dealt the 2 damage."""
    assert _weathered(client, combat_damage=False) == "Alice is dealt 2 damage"


def test_combat_damage_is_said_in_the_events_words():
    draft = replace(Draft(), objects=(BEARS,))
    row = {"kind": "damage", "recipient": "Alice", "source": "bears", "amount": "2"}
    draft = drafting.add_event(draft, {**row, "combat": "on"})
    assert draft.events[0]["combat"] is True
    assert drafting.event_words(draft, draft.events[0]) == (
        "Grizzly Bears deals 2 combat damage to Alice"
    )
