"""A card whose entering depends on how it was cast is asked about it at the table, yes or
no, and resolving before every question is answered is refused beside the card: Kavu Titan
("If Kavu Titan was kicked, it enters with three +1/+1 counters on it and with trample",
702.33d), Necravolver (a kicker each, 702.33f), Myojin of Cleansing Fire ("enters with a
divinity counter on it if you cast it from your hand", 601.2a: a card put onto the
battlefield from a hand wasn't cast). The answers go onto the card's object; the ruling
reads them as the permanent enters (614.12)."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from judgeapp import casting, drafting
from judgeapp.drafting import Draft, DraftError
from judgeapp.state import JudgeState, decode_scenario
from rules.engine import explore

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}


def _card(name: str) -> Draft:
    return drafting.add_card(Draft(), name=name, owner="Alice")


def _ruling(client, draft: Draft, frm: str = "stack") -> tuple[dict, str]:
    object_id = draft.cards[0].object_id
    response = client.post(
        reverse("judge-start"),
        {
            "draft": draft.to_json(),
            "action": "resolve",
            "kind": "enters",
            "object": object_id,
            "from": frm,
        },
    )
    assert response.status_code == 302, response.content.decode()[:3000]
    query = response["Location"].split("?", 1)[1]
    state = JudgeState.from_query(dict(part.split("=", 1) for part in query.split("&")))
    return decode_scenario(state.scenario), client.get(response["Location"]).content.decode()


def test_kavu_titan_asks_whether_it_was_kicked(client):
    draft = _card("Kavu Titan")
    assert draft.cards[0].casting == (("kicked", "{2}{G}", ""),)
    # The question takes the place of the reader's note telling to set the object's field.
    assert not any("set the object's kicked" in n for n in draft.cards[0].notes)
    response = client.post(
        reverse("judge-start"), {"draft": draft.to_json(), "action": "search"}, headers=HTMX
    )
    html = response.content.decode()
    assert "How it was cast" in html and "Was it kicked?" in html
    assert 'value="cast:0|0|yes"' in html and 'value="cast:0|0|no"' in html


def test_resolving_before_answering_is_refused_beside_the_card(client):
    draft = drafting.add_event(_card("Kavu Titan"), {"kind": "enters", "object": "kavu-titan"})
    with pytest.raises(DraftError) as error:
        drafting.check(draft)
    assert error.value.errors == {"cast-0": "Say for Kavu Titan: Was it kicked?"}
    response = client.post(
        reverse("judge-start"),
        {"draft": draft.to_json(), "action": "resolve"},
        headers=HTMX,
    )
    assert response.status_code == 400
    assert "Say for Kavu Titan: Was it kicked?" in response.content.decode()


@pytest.mark.parametrize(("said", "counters"), [("yes", 3), ("no", 0)])
def test_the_ruling_reads_whether_kavu_titan_was_kicked(client, said, counters):
    draft = casting.answer(_card("Kavu Titan"), 0, 0, said)
    scenario, html = _ruling(client, draft)
    (titan,) = scenario["objects"]
    assert titan.get("kicked") == (["{2}{G}"] if said == "yes" else None)
    if counters:
        assert re.search(r"Kavu Titan enters[^<]*with 3 \+1/\+1 counters", html), html[:3000]
    else:
        assert re.search(
            r"Kavu Titan enters the battlefield untapped under Alice&#x27;s control", html
        )
        assert not re.search(r"Kavu Titan enters[^<]*counter", html)


@pytest.mark.parametrize(
    ("answers", "counters"),
    [
        (("yes", "no"), "2 +1/+1 counters"),
        (("no", "yes"), "1 +1/+1 counter"),
        (("yes", "yes"), "3 +1/+1 counters"),
        (("no", "no"), None),
    ],
)
def test_necravolver_asks_of_each_kicker(client, answers, counters):
    draft = _card("Necravolver")
    assert [q[:2] for q in draft.cards[0].casting] == [
        ("kicked_with", "{1}{G}"),
        ("kicked_with", "{W}"),
    ]
    for number, said in enumerate(answers):
        draft = casting.answer(draft, 0, number, said)
    scenario, _ = _ruling(client, draft)
    paid = [cost for cost, said in zip(("{1}{G}", "{W}"), answers, strict=True) if said == "yes"]
    assert scenario["objects"][0].get("kicked") == (paid or None)
    # Both kickers paid: Alice orders the two effects (616.1), each order the same outcome.
    entered = "Necravolver enters the battlefield untapped under Alice's control"
    want = f"{entered} with {counters}" if counters else entered
    assert set(explore(scenario, "2025-09-19").texts()) == {want}


def test_the_myojin_asks_whether_it_was_cast_from_the_hand(client):
    draft = _card("Myojin of Cleansing Fire")
    assert draft.cards[0].casting == (("cast", "hand", ""),)
    draft = casting.answer(draft, 0, 0, "yes")
    scenario, html = _ruling(client, draft)
    assert scenario["objects"][0]["cast_from"] == "hand"
    assert re.search(r"Myojin of Cleansing Fire enters[^<]*with 1 divinity counter", html)


def test_cast_from_the_hand_yet_put_onto_the_battlefield_from_it_is_refused(client):
    # 601.2a: entering from the hand, it wasn't cast; the table says so in a judge's words,
    # beside the card, and what to do about it.
    draft = casting.answer(_card("Myojin of Cleansing Fire"), 0, 0, "yes")
    draft = drafting.add_event(
        draft, {"kind": "enters", "object": "myojin-of-cleansing-fire", "from": "hand"}
    )
    with pytest.raises(DraftError) as error:
        drafting.check(draft)
    assert error.value.errors == {
        "cast-0": casting.NOT_CAST.format(name="Myojin of Cleansing Fire", zone="a hand")
    }
    assert "objects[" not in casting.NOT_CAST


def test_an_answer_that_is_not_yes_or_no_is_refused(client):
    draft = _card("Kavu Titan")
    with pytest.raises(DraftError) as error:
        casting.answer(draft, 0, 0, "maybe")
    assert error.value.errors == {"cast-0": "Answer yes or no."}
    with pytest.raises(DraftError):
        casting.answer(draft, 0, 5, "yes")
    response = client.post(
        reverse("judge-start"),
        {"draft": draft.to_json(), "action": "cast:0|0|maybe"},
        headers=HTMX,
    )
    assert response.status_code == 400


def test_the_draft_carries_the_answers(client):
    draft = casting.answer(_card("Kavu Titan"), 0, 0, "yes")
    again = Draft.from_json(draft.to_json())
    assert again.cards[0].casting == (("kicked", "{2}{G}", "yes"),)
    assert again.objects[0]["kicked"] == ["{2}{G}"]
    response = client.post(
        reverse("judge-start"), {"draft": draft.to_json(), "action": "cast:0|0|no"}, headers=HTMX
    )
    assert response.status_code == 200
    html = response.content.decode()
    assert 'aria-pressed="true" data-cast-answer="no"' in html
    assert 'aria-pressed="false" data-cast-answer="yes"' in html
    # Answered no after yes: the object no longer says it was kicked.
    assert "kicked" not in casting.answer(draft, 0, 0, "no").objects[0]


def test_a_pasted_kicker_card_asks_too():
    text = (
        "Kicker {3}{B}\nIf Duskwalker was kicked, it enters with two +1/+1 counters on it and "
        "with fear."
    )
    draft = drafting.add_text(Draft(), name="Duskwalker", text=text, owner="Alice", keep=[0])
    assert draft.cards[0].casting == (("kicked", "{3}{B}", ""),)
    # The keyword left out is still said to the judge.
    assert any("fear" in n for n in draft.cards[0].notes)


@pytest.mark.parametrize(
    ("text", "cost"),
    [
        ("Kicker {2}{G}\nIf it was kicked …", "{2}{G}"),
        ("Kicker—Pay 3 life.\nIf it was kicked …", "Pay 3 life"),
        ("Kicker {4} (You may pay an additional {4} as you cast this spell.)", "{4}"),
        # Two kickers: each question names its own cost, read from the card's words.
        ("Kicker {1}{G} and/or {W}", casting.SOME_KICKER),
        ("Flying", casting.SOME_KICKER),
        ("Kicker—" + "Sacrifice a creature, " * 4, casting.SOME_KICKER),
    ],
)
def test_the_kicker_cost_recorded_is_the_cards_own(text, cost):
    # 702.33a: "Kicker [cost]"; the cost paid is what the object's kicked lists.
    assert casting.kicker_cost(text) == cost
