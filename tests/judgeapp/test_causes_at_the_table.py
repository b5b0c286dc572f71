"""A card whose effect reads what caused an event asks it at the table: Obstinate Baloth
("If a spell or ability an opponent controls causes you to discard Obstinate Baloth, put it
onto the battlefield instead of putting it into your graveyard"), Vorinclex, Monstrous
Raider ("If you would put one or more counters on a permanent or player, put twice that
many …; if an opponent would put …, they put half that many …, rounded down"). Resolving
before saying is refused beside the card. Before, the table had no way to say it, so
Baloth always went to the graveyard and Vorinclex never changed a count. Expected outcomes
come from the cards' texts and their rulings."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from judgeapp import causes, drafting
from judgeapp.drafting import Draft, DraftError
from rules.engine import Scenario, explore

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}


def outcomes(draft: Draft) -> set[str]:
    return set(explore(Scenario.from_dict(drafting.check(draft)), "2025-09-19").texts())


def _baloth_discarded() -> Draft:
    draft = drafting.add_card(Draft(), name="Obstinate Baloth", owner="Alice")
    return drafting.add_event(draft, {"kind": "discarded", "object": "obstinate-baloth"})


def test_the_card_asks_what_caused_the_discard_and_refuses_until_said():
    draft = _baloth_discarded()
    (row,) = causes.rows(draft)[0]
    assert row["words"] == "Obstinate Baloth is discarded"
    # Only Alice, whose hand it is in, can discard it to pay a cost.
    assert [words for _, words, _ in row["choices"]] == [
        "Alice's spell or ability",
        "Alice, paying a cost",
        "Bob's spell or ability",
        "A rule of the game (discarding to hand size)",
    ]
    with pytest.raises(DraftError) as error:
        drafting.check(draft)
    assert error.value.errors == {
        "card-0": "Say what caused “Obstinate Baloth is discarded”: Obstinate Baloth reads it."
    }


@pytest.mark.parametrize(
    ("cause", "battlefield"),
    [
        # An opponent's spell or ability (Liliana of the Veil's +1, Hymn to Tourach).
        ("Bob|ability", True),
        # Its controller's own spell or ability, a cost, the hand-size rule (514.1): no.
        ("Alice|ability", False),
        ("Alice|cost", False),
        ("rule", False),
    ],
)
def test_obstinate_baloth_enters_only_when_an_opponent_caused_the_discard(cause, battlefield):
    draft = causes.say(_baloth_discarded(), 0, f"e1|{cause}")
    if battlefield:
        assert outcomes(draft) == {
            "Obstinate Baloth enters the battlefield untapped under Alice's control"
        }
    else:
        assert outcomes(draft) == {"Obstinate Baloth is put into Alice's graveyard"}


@pytest.mark.parametrize(
    ("cause", "counters"),
    [
        ("Alice|ability", "4 +1/+1 counters"),  # you put two: twice that many
        ("Alice|cost", "4 +1/+1 counters"),  # a cost's counters too: it says no "effect"
        ("Bob|ability", "1 +1/+1 counter"),  # an opponent puts two: half, rounded down
    ],
)
def test_vorinclex_reads_who_puts_the_counters(cause, counters):
    draft = drafting.add_card(Draft(), name="Vorinclex, Monstrous Raider", owner="Alice")
    row = {"kind": "counters", "object_name": "Grizzly Bears", "object_name_whose": "Bob"}
    draft = drafting.add_event(draft, {**row, "count": "2", "counter": "+1/+1"})
    assert outcomes(causes.say(draft, 0, f"e1|{cause}")) == {f"Grizzly Bears gets {counters}"}


def test_doubling_season_asks_nothing_an_effects_counters_being_the_usual():
    # "If an effect would put one or more counters": only a cost is left out, and an event
    # that says nothing of its cause is an effect's.
    draft = drafting.add_card(Draft(), name="Doubling Season", owner="Alice")
    row = {"kind": "counters", "object_name": "Grizzly Bears", "object_name_whose": "Alice"}
    draft = drafting.add_event(draft, {**row, "count": "1", "counter": "+1/+1"})
    assert causes.rows(draft) == {}
    assert outcomes(draft) == {"Grizzly Bears gets 2 +1/+1 counters"}


@pytest.mark.parametrize(
    "value", ["e1|Carol|ability", "e1|Bob|whim", "e9|Bob|ability", "e1", "e1|Bob|cost"]
)
def test_a_cause_not_listed_is_refused_and_changes_nothing(value):
    draft = _baloth_discarded()
    with pytest.raises(DraftError) as error:
        causes.say(draft, 0, value)
    assert error.value.errors == {"card-0": causes.NOT_A_CAUSE.format(name="Obstinate Baloth")}
    with pytest.raises(DraftError):
        causes.say(drafting.add_card(Draft(), name="Doubling Season", owner="Alice"), 0, value)


def test_the_cause_is_said_with_a_tap_on_the_page(client):
    draft = _baloth_discarded()
    posted = {"draft": draft.to_json(), "action": "cause:0|e1|Bob|ability"}
    response = client.post(reverse("judge-start"), posted, headers=HTMX)
    assert response.status_code == 200
    page = response.content.decode()
    pressed = re.search(r'value="cause:0\|e1\|Bob\|ability" aria-pressed="(\w+)"', page)
    assert pressed and pressed[1] == "true"
    bad = client.post(
        reverse("judge-start"), {**posted, "action": "cause:0|e1|Nobody|cost"}, headers=HTMX
    )
    assert bad.status_code == 400
    assert "Choose one of the causes listed for Obstinate Baloth." in bad.content.decode()
