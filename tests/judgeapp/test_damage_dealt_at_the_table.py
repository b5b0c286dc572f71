"""A card whose effect reads what it dealt damage to this turn (Kumano, Master Yamabushi: "If
a creature dealt damage by Kumano this turn would die, exile it instead.") is asked about it
at the table: the judge taps each permanent it dealt damage to, or "None of them"; the
ruling reads it (614.1a: only such a creature is exiled), and resolving before saying is
refused in words beside the card (none is a fact to say, not one to assume)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from django.urls import reverse

from judgeapp import damage_dealt, drafting
from judgeapp.drafting import Draft, DraftError
from judgeapp.state import JudgeState, decode_scenario

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}
KUMANO = "Kumano, Master Yamabushi"
BEARS = {
    "id": "bears",
    "name": "Grizzly Bears",
    "owner": "Bob",
    "types": ["Creature"],
    "power": 2,
    "toughness": 2,
}
GROWTH = {"id": "growth", "name": "Giant Growth", "owner": "Bob", "types": ["Instant"]}


def _table() -> Draft:
    """Kumano (Alice's) added by its name, Bob's Grizzly Bears, and the Bears dying."""
    draft = drafting.add_card(Draft(), name=KUMANO, owner="Alice")
    draft = replace(draft, objects=(*draft.objects, BEARS, GROWTH))
    return drafting.add_event(draft, {"kind": "dies", "object": "bears"})


def _kumano_id(draft: Draft) -> str:
    return draft.cards[0].object_id


def _bears(draft: Draft) -> dict:
    return next(o for o in draft.objects if o["id"] == "bears")


def test_the_card_asks_what_it_dealt_damage_to_with_a_button_for_each_creature(client):
    draft = _table()
    response = client.post(
        reverse("judge-start"), {"draft": draft.to_json(), "action": "search"}, headers=HTMX
    )
    html = response.content.decode()
    assert f"Dealt damage by {KUMANO} this turn:" in html
    assert f'value="hurt:0|{_kumano_id(draft)}|bears"' in html
    assert "None of them" in html
    # An instant is never dealt damage (120.1): no button for it.
    assert "|growth" not in html
    # The reader's note for a scenario's author isn't shown at the table.
    assert "Check: only a permanent" not in html


def test_resolving_before_saying_is_refused_beside_the_card():
    with pytest.raises(DraftError) as error:
        drafting.check(_table())
    assert error.value.errors == {"card-0": damage_dealt.SAY.format(dealer=KUMANO, name=KUMANO)}


def _resolved_zone(client, draft: Draft) -> tuple[dict, str]:
    response = client.post(reverse("judge-start"), {"draft": draft.to_json(), "action": "resolve"})
    assert response.status_code == 302, response.content.decode()[:2000]
    query = response["Location"].split("?", 1)[1]
    state = JudgeState.from_query(dict(part.split("=", 1) for part in query.split("&")))
    scenario = decode_scenario(state.scenario)
    html = client.get(response["Location"]).content.decode()
    return scenario, html


def test_a_creature_kumano_dealt_damage_to_is_exiled_as_it_dies(client):
    """The judge taps the Bears: they were dealt damage by Kumano this turn, so as they die
    they are exiled instead (614.1a)."""
    draft = _table()
    tapped = damage_dealt.tap(draft, 0, f"{_kumano_id(draft)}|bears")
    assert _bears(tapped)["damaged_by"] == [_kumano_id(draft)]
    scenario, html = _resolved_zone(client, tapped)
    bears = next(o for o in scenario["objects"] if o["id"] == "bears")
    assert bears["damaged_by"] == [_kumano_id(draft)]
    assert "Grizzly Bears is exiled" in html


def test_none_of_them_is_said_and_the_creature_dies_as_usual(client):
    draft = _table()
    said = damage_dealt.tap(draft, 0, f"{_kumano_id(draft)}|none")
    assert said.cards[0].hurt_said and "damaged_by" not in _bears(said)
    _, html = _resolved_zone(client, said)
    assert "Grizzly Bears is put into Bob" in html
    assert "Grizzly Bears is exiled" not in html


def test_a_second_tap_takes_the_creature_out_again():
    draft = _table()
    value = f"{_kumano_id(draft)}|bears"
    twice = damage_dealt.tap(damage_dealt.tap(draft, 0, value), 0, value)
    assert "damaged_by" not in _bears(twice)
    assert twice.cards[0].hurt_said
    assert Draft.from_json(twice.to_json()).cards[0].hurt_said


@pytest.mark.parametrize("value", ["{k}|growth", "{k}|nobody", "someone|bears", "{k}"])
def test_a_tap_on_what_isnt_listed_is_refused_and_changes_nothing(value):
    draft = _table()
    with pytest.raises(DraftError) as error:
        damage_dealt.tap(draft, 0, value.format(k=_kumano_id(draft)))
    assert error.value.errors == {"card-0": damage_dealt.NOT_A_PERMANENT.format(name=KUMANO)}
    assert "damaged_by" not in _bears(draft) and not draft.cards[0].hurt_said


def test_a_card_that_asks_nothing_refuses_a_tap():
    draft = drafting.add_card(_table(), name="Furnace of Rath", owner="Alice")
    with pytest.raises(DraftError):
        damage_dealt.tap(draft, 1, f"{draft.cards[1].object_id}|bears")


def test_removing_kumano_forgets_what_it_dealt_damage_to():
    draft = _table()
    tapped = damage_dealt.tap(draft, 0, f"{_kumano_id(draft)}|bears")
    removed = drafting.remove_card(tapped, 0)
    assert "damaged_by" not in _bears(removed)


def test_the_tap_goes_through_the_page(client):
    draft = _table()
    response = client.post(
        reverse("judge-start"),
        {"draft": draft.to_json(), "action": f"hurt:0|{_kumano_id(draft)}|bears"},
        headers=HTMX,
    )
    assert response.status_code == 200
    html = response.content.decode()
    assert 'aria-pressed="true" data-hurt-choice="Grizzly Bears"' in html
    bad = client.post(
        reverse("judge-start"),
        {"draft": draft.to_json(), "action": "hurt:0|nobody|bears"},
        headers=HTMX,
    )
    assert bad.status_code == 400
    assert damage_dealt.NOT_A_PERMANENT.format(name=KUMANO) in bad.content.decode()


def test_kumanos_blessing_asks_once_its_creature_is_chosen():
    """Kumano's Blessing reads the damage of the creature it enchants: its row appears once
    that creature is chosen, named after it, and the refusal says which card asks."""
    giant = {"id": "giant", "name": "Hill Giant", "owner": "Alice", "types": ["Creature"]}
    draft = replace(Draft(), objects=(giant, BEARS))
    draft = drafting.add_card(draft, name="Kumano's Blessing", owner="Alice")
    assert damage_dealt.rows(draft) == {}
    from judgeapp import aiming

    aimed = aiming.aim_card(draft, 0, "enchanted-creature|giant")
    (row,) = damage_dealt.rows(aimed)[0]
    assert row["dealer"] == "giant" and row["words"] == "Hill Giant"
    assert ("bears", "Grizzly Bears", False) in row["choices"]
    aimed = drafting.add_event(aimed, {"kind": "dies", "object": "bears"})
    with pytest.raises(DraftError) as error:
        drafting.check(aimed)
    assert error.value.errors == {
        "card-0": damage_dealt.SAY_FOR.format(dealer="Hill Giant", name="Kumano's Blessing")
    }


def test_kumanos_blessing_moved_to_another_creature_is_asked_again():
    """What Hill Giant dealt damage to says nothing of what Gray Ogre did: once the Blessing
    is aimed at the Ogre instead, the question is asked again before resolving."""
    giant = {"id": "giant", "name": "Hill Giant", "owner": "Alice", "types": ["Creature"]}
    ogre = {"id": "ogre", "name": "Gray Ogre", "owner": "Alice", "types": ["Creature"]}
    draft = replace(Draft(), objects=(giant, ogre, BEARS))
    draft = drafting.add_card(draft, name="Kumano's Blessing", owner="Alice")
    from judgeapp import aiming

    said = damage_dealt.tap(aiming.aim_card(draft, 0, "enchanted-creature|giant"), 0, "giant|none")
    assert said.cards[0].hurt_said
    same = aiming.aim_card(said, 0, "enchanted-creature|giant")
    assert same.cards[0].hurt_said
    moved = aiming.aim_card(said, 0, "enchanted-creature|ogre")
    assert not moved.cards[0].hurt_said
    moved = drafting.add_event(moved, {"kind": "dies", "object": "bears"})
    with pytest.raises(DraftError) as error:
        drafting.check(moved)
    assert error.value.errors == {
        "card-0": damage_dealt.SAY_FOR.format(dealer="Gray Ogre", name="Kumano's Blessing")
    }
