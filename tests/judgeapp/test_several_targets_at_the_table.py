"""A card whose one word "target" takes several creatures, at the table: Soul Parry ("Prevent
all damage one or two target creatures would deal this turn"), Redeem ("… to up to two target
creatures"), Serene Sunset ("… X target creatures …"). The judge taps each creature chosen;
tapping one again unchooses it. The number of targets is said as the spell is cast, within
what the card allows (601.2c): a number outside it is refused beside the card, never
resolved. Each creature chosen is one of the effect's (615.1a: the damage it names is not
dealt); "up to two" with none chosen is an effect on nothing, left out of the scenario."""

import html as html_lib
import json
import re
from dataclasses import replace

import pytest
from django.urls import reverse

from judgeapp import aiming, drafting
from judgeapp.drafting import Draft, DraftError
from judgeapp.state import JudgeState, encode_scenario

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}
PID = "target-creatures"


def _creature(oid: str, name: str) -> dict:
    return {
        "id": oid,
        "name": name,
        "owner": "Bob",
        "types": ["Creature"],
        "power": 2,
        "toughness": 2,
    }


def _card_and_three_creatures_hitting_alice(card: str) -> Draft:
    """The card, and Bob's Bears, Elves and Ogre each dealing 2 damage to Alice at once."""
    draft = drafting.add_card(Draft(), name=card, owner="Alice")
    creatures = (
        _creature("bears", "Grizzly Bears"),
        _creature("elves", "Llanowar Elves"),
        _creature("ogre", "Gray Ogre"),
    )
    events = tuple(
        {"id": f"e{n}", "kind": "damage", "source": c["id"], "recipient": "Alice", "amount": 2}
        for n, c in enumerate(creatures, start=1)
    )
    return replace(draft, objects=(*draft.objects, *creatures), events=events)


def _outcome_html(client, draft: Draft) -> str:
    query = JudgeState(scenario=encode_scenario(drafting.check(draft))).query()
    return html_lib.unescape(client.get(reverse("judge") + "?" + query).content.decode())


def _tap(draft: Draft, *ids: str) -> Draft:
    for oid in ids:
        draft = aiming.aim_card(draft, 0, f"{PID}|{oid}")
    return draft


def test_soul_parry_has_one_slot_for_one_or_two_creatures():
    (line,) = _card_and_three_creatures_hitting_alice("Soul Parry").cards
    (slot,) = line.slots
    assert (slot["words"], slot["many"]) == (
        "one or two target creatures",
        {"at_least": 1, "at_most": 2},
    )


def test_soul_parry_on_two_creatures_prevents_their_damage_and_not_the_third(client):
    """The Bears' and the Elves' damage is prevented; the Ogre's 2 is dealt (615.1a)."""
    draft = _tap(_card_and_three_creatures_hitting_alice("Soul Parry"), "bears", "elves")
    assert [v for k, v in draft.cards[0].aims if k == PID] == ["bears", "elves"]
    assert "Alice is dealt 2 damage" in _outcome_html(client, draft)


def test_tapping_a_creature_again_unchooses_it(client):
    draft = _tap(_card_and_three_creatures_hitting_alice("Soul Parry"), "bears", "elves", "elves")
    assert [v for k, v in draft.cards[0].aims if k == PID] == ["bears"]
    assert "Alice is dealt 4 damage" in _outcome_html(client, draft)


@pytest.mark.parametrize(
    ("card", "taps", "chosen", "allowed"),
    [
        ("Soul Parry", (), 0, "1 or 2"),
        ("Soul Parry", ("bears", "elves", "ogre"), 3, "1 or 2"),
        ("Redeem", ("bears", "elves", "ogre"), 3, "0 to 2"),
    ],
)
def test_a_number_of_targets_the_card_does_not_allow_is_refused_beside_it(
    card, taps, chosen, allowed
):
    draft = _tap(_card_and_three_creatures_hitting_alice(card), *taps)
    with pytest.raises(DraftError) as error:
        drafting.check(draft)
    words = draft.cards[0].slots[0]["words"]
    assert error.value.errors == {
        "card-0": f"{card}'s {words}: choose {allowed} of them ({chosen} chosen)."
    }


def test_redeem_with_no_creature_chosen_prevents_nothing(client):
    """ "Up to two": none is a number it allows; the effect then applies to no creature."""
    draft = _card_and_three_creatures_hitting_alice("Redeem")
    draft = replace(
        draft,
        events=(
            {"id": "e1", "kind": "damage", "source": "ogre", "recipient": "bears", "amount": 2},
        ),
    )
    assert drafting.check(draft)["effects"] == []
    assert "Grizzly Bears is dealt 2 damage" in _outcome_html(client, draft)
    aimed = _tap(draft, "bears")
    assert "Grizzly Bears is dealt no damage" in _outcome_html(client, aimed)


def test_serene_sunset_takes_any_number_as_x(client):
    """X target creatures: as many as the judge taps (X is that number, 107.3a). Its damage
    here is not combat damage, so nothing is prevented; as combat damage, all of the three
    chosen creatures' is."""
    draft = _tap(_card_and_three_creatures_hitting_alice("Serene Sunset"), "bears", "elves", "ogre")
    assert "Alice is dealt 6 damage" in _outcome_html(client, draft)
    combat = replace(draft, events=tuple({**e, "combat": True} for e in draft.events))
    assert "Alice is dealt no damage" in _outcome_html(client, combat)


def test_the_page_shows_each_creature_chosen_and_how_many(client):
    draft = _tap(_card_and_three_creatures_hitting_alice("Soul Parry"), "bears")
    response = client.post(
        reverse("judge-start"),
        {"draft": draft.to_json(), "action": f"aim:0|{PID}|elves"},
        headers=HTMX,
    )
    assert response.status_code == 200
    page = html_lib.unescape(response.content.decode())
    assert re.search(r'aria-pressed="true" data-aim="Grizzly Bears"', page)
    assert re.search(r'aria-pressed="true" data-aim="Llanowar Elves"', page)
    assert re.search(r'aria-pressed="false" data-aim="Gray Ogre"', page)
    assert "Its one or two target creatures (1 or 2; tap each):" in page
    assert "2 chosen" in page


def test_resolving_with_three_chosen_shows_the_refusal_beside_the_card(client):
    draft = _tap(_card_and_three_creatures_hitting_alice("Soul Parry"), "bears", "elves", "ogre")
    response = client.post(
        reverse("judge-start"), {"draft": draft.to_json(), "action": "resolve"}, headers=HTMX
    )
    assert response.status_code == 400  # the table again, the refusal beside the card
    page = html_lib.unescape(response.content.decode())
    assert re.search(
        r"data-card-error>Soul Parry's one or two target creatures: choose 1 or 2 of them "
        r"\(3 chosen\)\.<",
        page,
    )


def test_a_creature_not_in_the_draft_is_refused():
    draft = _card_and_three_creatures_hitting_alice("Soul Parry")
    with pytest.raises(DraftError):
        aiming.aim_card(draft, 0, f"{PID}|nobody")


@pytest.mark.parametrize("many", ["x", {"at_least": "two"}, {"at_least": 2, "at_most": 1}, [1]])
def test_a_draft_whose_bound_was_tampered_with_is_a_clear_400(client, many):
    """The draft travels in the page: a slot's bound that isn't one is refused in words."""
    draft = _card_and_three_creatures_hitting_alice("Soul Parry")
    data = json.loads(draft.to_json())
    data["cards"][0]["slots"][0]["many"] = many
    response = client.post(
        reverse("judge-start"),
        {"draft": json.dumps(data), "action": f"aim:0|{PID}|bears"},
        headers=HTMX,
    )
    assert response.status_code == 400
    assert drafting.BAD_DRAFT in html_lib.unescape(response.content.decode())
