"""The way in and the card API find a card of two faces by either face's name: Bonecrusher
Giant's effect is its Adventure's, Stomp (715.1), kept under Stomp's name."""

import pytest
from django.urls import reverse

from judgeapp import drafting
from judgeapp.drafting import Draft

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}


def test_searching_the_creatures_name_finds_its_adventure_and_says_whose_face_it_is(client):
    html = client.get(reverse("judge-start-search") + "?q=Bonecrusher").content.decode()
    assert 'data-found-card="Stomp"' in html
    assert "Bonecrusher Giant // Stomp" in html
    assert "data-no-results" not in html


def test_the_search_of_the_way_in_says_the_whole_card_of_a_face():
    (found,) = [f for f in drafting.search("bonecrusher giant") if f.kind == "card"]
    assert found.name == "Stomp"
    assert found.detail == "Instant — Adventure, of Bonecrusher Giant // Stomp"
    rest = [f for f in drafting.search("rest in peace") if f.kind == "card"]
    assert rest[0].detail == "Enchantment"


def test_the_card_found_by_its_other_face_is_added_in_one_tap(client):
    response = client.post(
        reverse("judge-start"),
        {"draft": Draft().to_json(), "action": "card:Alice|Stomp"},
        headers=HTMX,
    )
    assert response.status_code == 200
    assert 'data-card="Stomp"' in response.content.decode()


def test_a_card_named_by_its_other_face_is_added_with_the_faces_effect():
    """Damage can't be prevented this turn (Stomp's first sentence, 615.12)."""
    draft = drafting.add_card(Draft(), name="Bonecrusher Giant", owner="Alice")
    (effect,) = draft.effects
    assert effect["template"] == "cant_be_prevented"
    assert draft.cards[-1].name == "Stomp"


def test_the_card_api_finds_the_face_and_names_every_face(client):
    cards = client.get(reverse("api-cards"), {"q": "bonecrusher"}).json()["cards"]
    assert [c["name"] for c in cards] == ["Stomp"]
    assert cards[0]["faces"] == ["Bonecrusher Giant", "Stomp"]


def test_an_event_naming_the_face_not_kept_makes_that_creature_not_the_adventure():
    """ "Bonecrusher Giant dies": on the battlefield an adventurer card has only its main
    characteristics (715.4), so the object is a creature named Bonecrusher Giant, not the
    instant Stomp with Stomp's effect."""
    draft = drafting.add_event(
        Draft(), {"kind": "dies", "object_name": "Bonecrusher Giant", "object_name_whose": "Bob"}
    )
    (obj,) = draft.objects
    assert obj["name"] == "Bonecrusher Giant"
    assert obj["types"] == ["Creature"]
    assert not draft.effects and not draft.cards
