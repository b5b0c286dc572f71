"""A card that names a target (Healing Salve: "Prevent the next 3 damage that would be
dealt to target creature or player") is aimed in one tap at a player or object of the
draft; its shield then protects that one."""

import html as html_lib
import re

import pytest
from django.urls import reverse

from judgeapp import aiming, drafting
from judgeapp.drafting import Draft, DraftError
from judgeapp.state import JudgeState, encode_scenario

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}


def _salve_and_damage_to_bears(*amounts: int) -> Draft:
    draft = drafting.add_card(Draft(), name="Healing Salve", owner="Alice")
    for n, amount in enumerate(amounts):
        row = {"kind": "damage", "amount": str(amount), "source_name": f"Source {n}"}
        row.update(source_name_whose="Bob", recipient_name="Grizzly Bears")
        row["recipient_name_whose"] = "Alice"
        draft = drafting.add_event(draft, row)
    return draft


def _outcome_html(client, draft: Draft) -> str:
    query = JudgeState(scenario=encode_scenario(drafting.check(draft))).query()
    return html_lib.unescape(client.get(reverse("judge") + "?" + query).content.decode())


def test_a_card_that_names_a_target_is_aimed_at_its_controller_until_picked():
    draft = _salve_and_damage_to_bears(2)
    (salve,) = draft.cards
    assert salve.can_aim and salve.aim == "Alice"
    furnace = drafting.add_card(Draft(), name="Furnace of Rath", owner="Alice").cards[0]
    assert not furnace.can_aim  # "any source … a permanent or player": no target


def test_the_shield_aimed_at_a_creature_prevents_the_damage_to_it(client):
    # The next 3 damage to Grizzly Bears is prevented: Shock's 2 is all prevented (615.7).
    draft = _salve_and_damage_to_bears(2)
    bears = next(o["id"] for o in draft.objects if o["name"] == "Grizzly Bears")
    before = _outcome_html(client, draft)
    assert "Grizzly Bears is dealt 2 damage" in before  # aimed at Alice: no help
    aimed = aiming.aim_card(draft, 0, bears)
    assert aimed.cards[0].aim == bears
    assert "Grizzly Bears is dealt no damage" in _outcome_html(client, aimed)


def test_a_shield_of_3_on_a_creature_dealt_2_and_3_at_once_leaves_2(client):
    # 5 damage at once, 3 of it prevented whichever the shield meets first (615.7).
    draft = _salve_and_damage_to_bears(2, 3)
    bears = next(o["id"] for o in draft.objects if o["name"] == "Grizzly Bears")
    aimed = aiming.aim_card(draft, 0, bears)
    query = JudgeState(scenario=encode_scenario(drafting.check(aimed))).query()
    html = client.get(reverse("judge-explore") + "?" + query).content.decode()
    totals = set(re.findall(r"Grizzly Bears is dealt (\d+) damage", html))
    assert totals == {"2"}


def test_aiming_at_a_player_by_the_page_and_nonsense_is_a_400(client):
    draft = _salve_and_damage_to_bears(2)
    url = reverse("judge-start")
    response = client.post(url, {"draft": draft.to_json(), "action": "aim:0|Bob"}, headers=HTMX)
    assert response.status_code == 200
    html = response.content.decode()
    assert re.search(r'aria-pressed="true" data-aim="Bob"', html)
    bad = client.post(url, {"draft": draft.to_json(), "action": "aim:0|Carol"}, headers=HTMX)
    assert bad.status_code == 400
    assert "Choose one of the players or objects listed for Healing Salve." in (
        html_lib.unescape(bad.content.decode())
    )


def test_a_card_without_a_target_cannot_be_aimed():
    draft = drafting.add_card(Draft(), name="Furnace of Rath", owner="Alice")
    with pytest.raises(DraftError):
        aiming.aim_card(draft, 0, "Bob")


def test_it_may_be_aimed_at_a_player_or_a_permanent_but_not_itself_or_an_instant():
    draft = drafting.add_card(Draft(), name="Healing Salve", owner="Alice")
    row = {"kind": "damage", "amount": "2", "source_name": "Shock", "source_name_whose": "Bob"}
    row.update(source_name_types="Instant", recipient_name="Grizzly Bears")
    row["recipient_name_whose"] = "Alice"
    draft = drafting.add_event(draft, row)
    words = [words for _, words in aiming.aim_choices(draft)[0]]
    assert words == ["Alice", "Bob", "Grizzly Bears"]
