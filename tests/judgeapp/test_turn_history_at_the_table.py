"""A card whose effect reads what happened this turn (morbid: Festerhide Boar, "enters with
two +1/+1 counters on it if a creature died this turn") is asked about it at the table:
the judge says how many, the ruling reads it, and resolving before saying is refused in
words beside the card (0 is a fact to say, not one to assume)."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from judgeapp import drafting, history
from judgeapp.drafting import Draft, DraftError
from judgeapp.state import JudgeState, decode_scenario

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}
BOAR = (
    "Trample\nMorbid — Festerhide Boar enters with two +1/+1 counters on it if a creature "
    "died this turn."
)


def _boar(owner: str = "Alice") -> Draft:
    return drafting.add_text(Draft(), name="Festerhide Boar", text=BOAR, owner=owner, keep=[0])


def test_the_card_asks_how_many_creatures_died_this_turn(client):
    draft = _boar()
    assert draft.cards[0].asks == (("all", "creatures_died"),)
    response = client.post(
        reverse("judge-start"), {"draft": draft.to_json(), "action": "search"}, headers=HTMX
    )
    html = response.content.decode()
    assert "What happened this turn" in html
    assert 'name="turn-0-0"' in html and "Creatures that died this turn" in html


def test_resolving_before_saying_is_refused_beside_the_card():
    draft = drafting.add_event(_boar(), {"kind": "enters", "object": "festerhide-boar"})
    with pytest.raises(DraftError) as error:
        drafting.check(draft)
    (message,) = error.value.errors.values()
    assert "turn-0" in error.value.errors
    assert "Festerhide Boar" in message and "Creatures that died this turn" in message


def test_a_number_that_isnt_one_is_refused_and_changes_nothing():
    draft = _boar()
    with pytest.raises(DraftError) as error:
        history.set_facts(draft, 0, {"turn-0-0": "a few"})
    assert error.value.errors == {"turn-0": history.WHOLE.format(high=history.HIGH)}
    with pytest.raises(DraftError):
        history.set_facts(draft, 0, {"turn-0-0": "1001"})
    assert draft.turn == ()


@pytest.mark.parametrize(("died", "counters"), [("0", 0), ("2", 2)])
def test_the_ruling_reads_what_the_judge_said(client, died, counters):
    # 614.12: the condition is read as the Boar enters; a creature died: two counters.
    draft = _boar()
    response = client.post(
        reverse("judge-start"),
        {
            "draft": draft.to_json(),
            "action": "resolve",
            "kind": "enters",
            "object": "festerhide-boar",
            "turn-0-0": died,
        },
    )
    assert response.status_code == 302, response.content.decode()[:2000]
    query = response["Location"].split("?", 1)[1]
    state = JudgeState.from_query(dict(part.split("=", 1) for part in query.split("&")))
    scenario = decode_scenario(state.scenario)
    (alice,) = [p for p in scenario["players"] if p["name"] == "Alice"]
    assert alice["this_turn"] == {"creatures_died": int(died)}
    html = client.get(response["Location"]).content.decode()
    if counters:
        assert re.search(r"Festerhide Boar enters[^<]*with 2 \+1/\+1 counters", html), html[:3000]
    else:
        assert not re.search(r"with 2 \+1/\+1 counters", html)


def test_a_revolt_card_asks_of_its_own_player_and_follows_a_rename():
    text = (
        "Revolt — Greenwheel Liberator enters with two +1/+1 counters on it if a permanent "
        "you controlled left the battlefield this turn."
    )
    draft = drafting.add_text(
        Draft(), name="Greenwheel Liberator", text=text, owner="Bob", keep=[0]
    )
    draft = history.set_facts(draft, 0, {"turn-0-0": "1"})
    assert draft.turn == (("Bob", "left_battlefield", 1),)
    renamed = drafting.with_players(draft, ["Ann", "Ben"])
    assert renamed.turn == (("Ben", "left_battlefield", 1),)
    (row,) = history.rows(renamed)[0]
    assert row["label"] == "Permanents Ben controlled that left the battlefield this turn"
    assert row["value"] == 1
    scenario = renamed.scenario()
    assert scenario["players"][1] == {"name": "Ben", "this_turn": {"left_battlefield": 1}}


def test_the_draft_carries_the_answers_and_refuses_a_tampered_one():
    draft = history.set_facts(_boar(), 0, {"turn-0-0": "1"})
    assert Draft.from_json(draft.to_json()).turn == draft.turn
    tampered = draft.to_json().replace(
        '"turn":[["","creatures_died",1]]', '"turn":[["","creatures_died",-5]]'
    )
    assert tampered != draft.to_json()
    with pytest.raises(DraftError):
        Draft.from_json(tampered)


@pytest.mark.parametrize(("dealt", "counters"), [("0", False), ("3", True)])
def test_bloodthirst_asks_the_damage_dealt_to_its_players_opponents(client, dealt, counters):
    # Carnage Wurm, Bloodthirst 3 (702.54a): "If an opponent was dealt damage this turn,
    # this permanent enters with three +1/+1 counters on it." Asked of Alice's opponents.
    draft = drafting.add_text(
        Draft(), name="Carnage Wurm", text="Bloodthirst 3\nTrample", owner="Alice", keep=[0]
    )
    assert draft.cards[0].asks == (("opponents", "dealt_damage"),)
    (row,) = history.rows(draft)[0]
    assert row["label"] == "Damage dealt to Bob this turn"
    response = client.post(
        reverse("judge-start"),
        {
            "draft": draft.to_json(),
            "action": "resolve",
            "kind": "enters",
            "object": "carnage-wurm",
            "turn-0-0": dealt,
        },
    )
    assert response.status_code == 302, response.content.decode()[:2000]
    query = response["Location"].split("?", 1)[1]
    state = JudgeState.from_query(dict(part.split("=", 1) for part in query.split("&")))
    scenario = decode_scenario(state.scenario)
    (bob,) = [p for p in scenario["players"] if p["name"] == "Bob"]
    assert bob["this_turn"] == {"dealt_damage": int(dealt)}
    html = client.get(response["Location"]).content.decode()
    found = re.search(r"Carnage Wurm enters[^<]*with 3 \+1/\+1 counters", html)
    assert bool(found) == counters, html[:3000]


def test_bloodthirst_asks_of_each_opponent_and_one_players_fact_is_one_number():
    # Three players; Bob's and Carol's Gorehorn Minotaurs (Bloodthirst 2). Each asks the
    # damage dealt to each of its player's opponents, kept on that player: Carol was dealt
    # 3, so Bob's Minotaurs has an opponent dealt damage; Carol's has none (Alice and Bob
    # 0). Before, both totals were kept on one player and the second overwrote the first.
    draft = drafting.with_players(Draft(), ["Alice", "Bob", "Carol"])
    for owner in ("Bob", "Carol"):
        draft = drafting.add_text(
            draft, name="Gorehorn Minotaurs", text="Bloodthirst 2", owner=owner, keep=[0]
        )
    labels = {i: [r["label"] for r in rows] for i, rows in history.rows(draft).items()}
    assert labels == {
        0: ["Damage dealt to Alice this turn", "Damage dealt to Carol this turn"],
        1: ["Damage dealt to Alice this turn", "Damage dealt to Bob this turn"],
    }
    draft = history.set_facts(draft, 0, {"turn-0-0": "0", "turn-0-1": "3"})
    draft = history.set_facts(draft, 1, {"turn-1-0": "0", "turn-1-1": "0"})
    assert sorted(draft.turn) == [
        ("Alice", "dealt_damage", 0),
        ("Bob", "dealt_damage", 0),
        ("Carol", "dealt_damage", 3),
    ]
    history.check(draft)
