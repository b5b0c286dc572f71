"""POST /api/parse and GET /api/cards: card text in, proposed effects out."""

import json

import pytest
from django.test import Client
from django.urls import reverse

LEYLINE = "If a card would be put into an opponent's graveyard from anywhere, exile it instead."


def post(client, payload):
    body = payload if isinstance(payload, str | bytes) else json.dumps(payload)
    return client.post(reverse("api-parse"), body, content_type="application/json")


def paths(response):
    return [e["path"] for e in response.json()["errors"]]


def test_parse_proposes_the_object_and_effect_in_plain_words(client):
    response = post(client, {"name": "Leyline of the Void", "text": LEYLINE, "controller": "Alice"})
    assert response.status_code == 200
    answer = response.json()
    assert answer["object"]["name"] == "Leyline of the Void"
    assert answer["object"]["controller"] == "Alice"
    assert answer["object"]["types"] == ["Enchantment"]
    (effect,) = answer["effects"]
    assert effect["template"] == "move_instead"
    assert effect["params"]["instead_to"] == "exile"
    assert effect["params"]["object"]["owner"] == "opponent"
    assert answer["summary"] == [
        "Watches: a card going to an opponent's graveyard from anywhere. Instead: exile it."
    ]
    assert answer["unparsed"] == []
    assert answer["whole"] is True


def test_parse_marks_what_it_did_not_understand(client):
    text = "Flying\nIf you would lose the game, instead shuffle your hand into your library."
    answer = post(client, {"name": "Made Up", "text": text, "controller": "Bob"}).json()
    assert answer["effects"] == []
    assert answer["unparsed"] == [
        "If you would lose the game, instead shuffle your hand into your library."
    ]
    assert answer["ignored"] == ["Flying"]
    assert answer["whole"] is False


def test_parse_needs_no_session_or_csrf_token():
    strict = Client(enforce_csrf_checks=True)
    response = post(
        strict,
        {
            "name": "Fog",
            "text": "Prevent all combat damage that would be dealt this turn.",
            "controller": "Alice",
        },
    )
    assert response.status_code == 200


@pytest.mark.parametrize(
    ("payload", "path"),
    [
        ({"text": LEYLINE, "controller": "Alice"}, "name"),
        ({"name": "X", "controller": "Alice"}, "text"),
        ({"name": "X", "text": LEYLINE}, "controller"),
        ({"name": 3, "text": LEYLINE, "controller": "Alice"}, "name"),
        ({"name": "X", "text": "", "controller": "Alice"}, "text"),
        ({"name": "X", "text": LEYLINE, "controller": "  "}, "controller"),
        ({"name": "X", "text": LEYLINE, "controller": "Alice", "type_line": 5}, "type_line"),
        ({"name": "X", "text": "a" * 5001, "controller": "Alice"}, "text"),
        ({"name": "X", "text": LEYLINE, "controller": "Alice", "colour": "red"}, "colour"),
    ],
)
def test_bad_input_is_a_400_naming_the_field(client, payload, path):
    response = post(client, payload)
    assert response.status_code == 400
    assert path in paths(response)


def test_a_body_that_is_not_an_object_or_not_json_is_a_400(client):
    assert post(client, "[1, 2]").status_code == 400
    response = post(client, '{"name": ')
    assert response.status_code == 400
    assert response.json()["errors"][0]["message"].startswith("the request body is not valid JSON")


def test_parse_answers_only_post(client):
    assert client.get(reverse("api-parse")).status_code == 405


def test_cards_search_by_prefix_and_word(client):
    response = client.get(reverse("api-cards"), {"q": "kalitas"})
    assert response.status_code == 200
    names = [c["name"] for c in response.json()["cards"]]
    assert names == ["Kalitas, Traitor of Ghet"]
    card = response.json()["cards"][0]
    assert card["type_line"] == "Legendary Creature — Vampire Warrior"
    assert card["mana_cost"] == "{2}{B}{B}"
    assert card["colors"] == ["black"]
    assert (card["power"], card["toughness"]) == (3, 4)
    assert "would die" in card["text"]
    words = [c["name"] for c in client.get(reverse("api-cards"), {"q": "VOID"}).json()["cards"]]
    assert "Leyline of the Void" in words


@pytest.mark.parametrize(
    ("params", "path"),
    [
        ({"q": "a", "limit": "x"}, "limit"),
        ({"q": "a", "limit": "0"}, "limit"),
        ({"q": "a" * 201}, "q"),
    ],
)
def test_cards_bad_query_is_a_400_naming_the_field(client, params, path):
    response = client.get(reverse("api-cards"), params)
    assert response.status_code == 400
    assert path in paths(response)


def test_parse_answers_placeholder_targets_and_notes(client):
    text = "Prevent the next 3 damage that would be dealt to target creature this turn."
    answer = post(client, {"name": "Kitsune Bonesetter", "text": text, "controller": "Bob"}).json()
    (effect,) = answer["effects"]
    assert effect["params"]["recipient"] == {"object": {"id": "target-creature"}}
    assert [t["id"] for t in answer["targets"]] == ["target-creature"]
    assert answer["notes"]
    assert (answer["object"]["power"], answer["object"]["toughness"]) == (0, 1)


def test_control_characters_and_lone_surrogates_are_400s_naming_the_field(client):
    response = post(client, {"name": "X\u0000", "text": LEYLINE, "controller": "Alice"})
    assert response.status_code == 400
    assert paths(response) == ["name"]
    body = '{"name": "X", "text": "\\ud800", "controller": "Alice"}'
    response = post(client, body)
    assert response.status_code == 400
    assert "text" in paths(response)
    response = client.get(reverse("api-cards"), {"q": "a\u0001"})
    assert response.status_code == 400
    assert paths(response) == ["q"]


#: Leyline of the Void's Oracle text as a web page might wrap it: Windows line ends, the
#: sentence broken after "graveyard" and again, indented, before "exile".
LEYLINE_WRAPPED = (
    "If a card would be put into an opponent's graveyard\r\nfrom anywhere,\r\n    exile it instead."
)


def test_parse_reads_a_sentence_broken_across_lines_as_one(client):
    """The API reads a pasted text as the table does: a line starting with a small letter
    continues the sentence before it, so Leyline of the Void's one replacement (614.1a,
    "instead") is read whole, not as three lines none of which says it."""
    response = post(
        client, {"name": "Leyline of the Void", "text": LEYLINE_WRAPPED, "controller": "Alice"}
    )
    assert response.status_code == 200
    answer = response.json()
    assert answer["unparsed"] == []
    assert answer["whole"] is True
    (effect,) = answer["effects"]
    assert effect["template"] == "move_instead"
    assert effect["params"]["instead_to"] == "exile"
