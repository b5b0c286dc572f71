"""The way in takes what a judge types or pastes on a phone at the table: card names
without their apostrophes or commas, with a letter wrong, and card texts copied from a
web page with line breaks in the middle of their sentences."""

import html as html_lib

import pytest
from django.urls import reverse

from judgeapp.drafting import Draft

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}


def search(client, query: str) -> str:
    response = client.get(reverse("judge-start-search"), {"q": query})
    assert response.status_code == 200
    return html_lib.unescape(response.content.decode())


def post(client, draft: Draft, **data):
    return client.post(reverse("judge-start"), {"draft": draft.to_json(), **data}, headers=HTMX)


@pytest.mark.parametrize(
    ("typed", "card"),
    [
        ("harms way", "Harm's Way"),
        ("urzas armor", "Urza's Armor"),
        ("kalitas traitor of ghet", "Kalitas, Traitor of Ghet"),
    ],
)
def test_a_name_typed_without_its_apostrophe_or_comma_finds_the_card(client, typed, card):
    """Phone keyboards leave out the apostrophe of "Harm's Way" and "Urza's Armor"; the
    card is found all the same, as a card, not as a guess."""
    html = search(client, typed)
    assert f'data-found-card="{card}"' in html
    assert "No card" not in html
    assert "Did you mean" not in html


@pytest.mark.parametrize(
    ("typed", "card"),
    [
        ("furnance of rath", "Furnace of Rath"),
        ("doubling seasn", "Doubling Season"),
        ("rest in pease", "Rest in Peace"),
        ("leyline of punishmnet", "Leyline of Punishment"),
    ],
)
def test_a_name_with_a_letter_wrong_offers_the_nearest_card(client, typed, card):
    html = search(client, typed)
    assert f"No card is named “{typed}”. Did you mean:" in html
    assert f'data-found-card="{card}"' in html
    assert f'data-add-card="{card}" data-owner="Bob"' in html


def test_the_card_offered_for_a_misspelt_name_is_added_with_one_tap(client):
    response = post(client, Draft(), action="card:Alice|Furnace of Rath", q="furnance of rath")
    assert response.status_code == 200
    assert 'data-card="Furnace of Rath"' in response.content.decode()


@pytest.mark.parametrize("typed", ["zzzzqqq", "''", "xylophonist"])
def test_a_name_near_no_card_still_says_nothing_matches(client, typed):
    html = search(client, typed)
    assert f"No card or example matches “{typed}”." in html
    assert "Did you mean" not in html
    assert "data-found-card" not in html


#: Kalitas, Traitor of Ghet's Oracle text as a web page wraps it, with Windows line ends.
KALITAS_WRAPPED = (
    "Lifelink\r\n"
    "If a nontoken creature an opponent controls would die, instead exile that\r\n"
    "card and create a 2/2 black Zombie creature token.\r\n"
    "{2}{B}, Sacrifice another Vampire or Zombie: Put two +1/+1 counters\r\n"
    "on Kalitas, Traitor of Ghet."
)

#: Phyrexian Hydra's Oracle text, wrapped inside both of its sentences (one wrap indented).
HYDRA_WRAPPED = (
    "Infect\n"
    "If damage would be dealt to Phyrexian Hydra, prevent\n"
    "that damage. Put a -1/-1 counter on Phyrexian Hydra for each 1 damage\n"
    "   prevented this way."
)


def test_a_pasted_replacement_wrapped_mid_sentence_is_read_whole(client):
    """Kalitas' "would die, instead exile that card and create a 2/2 black Zombie" is one
    replacement effect (614.1a: "instead"), whatever line ends the page copied it with."""
    response = post(
        client,
        Draft(),
        action="read",
        paste_name="Kalitas, Traitor of Ghet",
        paste_text=KALITAS_WRAPPED,
        paste_owner="Alice",
    )
    assert response.status_code == 200
    html = html_lib.unescape(response.content.decode())
    assert "Watches: a nontoken creature an opponent controls dying" in html
    assert "Zombie" in html
    assert "Not understood" not in html


def test_a_pasted_prevention_wrapped_mid_sentence_is_added_whole(client):
    """Phyrexian Hydra's "prevent that damage" is a prevention effect (615.1), and the
    counters are put for the damage it prevented (615.5): one effect, nothing left out."""
    response = post(
        client,
        Draft(),
        action="add-text",
        paste_name="Phyrexian Hydra",
        paste_text=HYDRA_WRAPPED,
        paste_owner="Alice",
        keep="0",
    )
    assert response.status_code == 200
    html = html_lib.unescape(response.content.decode())
    assert 'data-card="Phyrexian Hydra"' in html
    assert "Prevents: damage to Phyrexian Hydra: all of it" in html
    assert "-1/-1 counter" in html
    assert "data-unparsed" not in html


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("Healing Salve", "Prevent the next 3 damage that would be dealt to any target this turn."),
        (
            "Circle of Protection: Red",
            "{1}: The next time a red source of your choice would deal damage to you this "
            "turn, prevent that damage.",
        ),
        (
            "Captain's Maneuver",
            "The next X damage that would be dealt to target creature, planeswalker, or player "
            "this turn is dealt to another target creature, planeswalker, or player instead.",
        ),
    ],
)
def test_reading_a_text_that_aims_says_it_is_aimed_with_a_tap_never_to_type_an_id(
    client, name, text
):
    """A target (115.1), a source of your choice (615.8, 609.7) and X (107.3) are chosen
    at the table with a tap or a number once the card is added: the reading never tells the
    judge of placeholders or to put an object's id in their place."""
    response = post(
        client, Draft(), action="read", paste_name=name, paste_text=text, paste_owner="Bob"
    )
    assert response.status_code == 200
    html = html_lib.unescape(response.content.decode())
    reading = html[html.index('id="reading"') : html.index('value="add-text"')]
    assert "the placeholder" not in reading
    assert "id in its place" not in reading
    assert "data-reading-asks" in reading
