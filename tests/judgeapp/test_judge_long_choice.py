"""A long choice in the stepper: "As Metallic Mimic enters, choose a creature type"
(614.12) offers every creature type 205.3m lists. The types that matter here come first:
the entering Mimic is a Shapeshifter (its type line), Bob's creature a Bear, and Alice's
other effect watches Elves ("Each Elf you control enters with a +1/+1 counter" — its
filter names the type). The rest wait in a fold, sent only when asked for: a search
by a part of the name (at most 20 buttons) or all of them, each an ordinary button of
the step form, so a search and a choice work without JavaScript.
"""

import re
from html import unescape
from urllib.parse import parse_qs, urlsplit

import pytest
from django.urls import reverse

from judgeapp.state import encode_scenario
from rules.cardtext.choices import subtypes_of

pytestmark = pytest.mark.django_db


def scenario() -> dict:
    return {
        "version": 1,
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "objects": [
            {
                "id": "mimic",
                "name": "Metallic Mimic",
                "owner": "Alice",
                "zone": "stack",
                "types": ["Artifact", "Creature"],
                "subtypes": ["Shapeshifter"],
                "power": 2,
                "toughness": 1,
            },
            {
                "id": "bears",
                "name": "Grizzly Bears",
                "owner": "Bob",
                "types": ["Creature"],
                "subtypes": ["Bear"],
                "power": 2,
                "toughness": 2,
            },
        ],
        "effects": [
            {
                "id": "mimic",
                "source": "mimic",
                "controller": "Alice",
                "template": "enter_choose",
                "params": {
                    "object": {"this": True},
                    "choice": "creature type",
                    "options": list(subtypes_of("creature type")),
                },
            },
            {
                "id": "elves",
                "controller": "Alice",
                "template": "enter_with_counters",
                "params": {
                    "object": {"controller": "you", "subtypes": ["Elf"]},
                    "counter": "+1/+1",
                    "count": 1,
                },
            },
        ],
        "events": [{"id": "e1", "kind": "enter", "object": "mimic"}],
    }


def page(client, **extra: str) -> str:
    query = {"s": encode_scenario(scenario()), "p": "2025-09-19", **extra}
    response = client.get(reverse("judge"), query)
    assert response.status_code == 200
    return response.content.decode()


def folded_options(html: str) -> list[str]:
    return re.findall(r'data-option="mode:([^"]+)"', html.split("data-other-options", 1)[1])


def test_the_types_that_matter_come_first_and_the_rest_wait_in_a_fold(client):
    html = page(client)
    assert "Choose a creature type." in html
    shown, fold = html.split("data-other-options", 1)
    # Alphabetical, as 205.3m lists them: Bear, Elf, Shapeshifter.
    assert re.findall(r'data-option="([^"]+)"', shown) == [
        "mode:Bear",
        "mode:Elf",
        "mode:Shapeshifter",
    ]
    # The other 312 are not sent until asked for: a field finds them, a button shows all.
    assert folded_options(html) == []
    count = len(subtypes_of("creature type")) - 3
    assert f'Other creature types <span class="small">({count})</span>' in fold
    assert f"Show all {count}" in fold
    assert 'name="find"' in fold
    # Keys 1 to 9 are for the options in sight only.
    assert 'data-option-key="4"' not in html
    # Enter in the field (the form's default button, its first) finds, never picks.
    first_button = re.search(r"<button[^>]*>", html.split("data-step-form", 1)[1])
    assert first_button is not None and 'formaction="/judge/options/"' in first_button[0]
    assert 'name="option"' not in first_button[0]
    # Light on a phone: the step's panel is a few kilobytes, not 60.
    panel = client.get(
        reverse("judge"),
        {"s": encode_scenario(scenario()), "p": "2025-09-19"},
        headers={"HX-Request": "true"},
    )
    assert len(panel.content) < 12_000


def options(client, htmx: bool = True, **extra: str):
    query = {"s": encode_scenario(scenario()), "p": "2025-09-19", **extra}
    headers = {"HX-Request": "true"} if htmx else {}
    return client.get(reverse("judge-options"), query, headers=headers)


def test_a_search_answers_the_buttons_of_the_types_holding_the_text(client):
    # 205.3m: "Slith" and "Sliver" hold "sli"; case and spacing don't matter.
    response = options(client, find="  SLI ")
    assert response.status_code == 200
    html = response.content.decode()
    assert re.findall(r'data-option="mode:([^"]+)"', html) == ["Slith", "Sliver"]
    assert 'name="option" value="mode:Sliver"' in html
    assert "2 of 312 shown." in html and 'hx-swap-oob="innerHTML"' in html
    # Names that begin with the text first: Rat, then Pirate.
    html = options(client, find="rat").content.decode()
    assert re.findall(r'data-option="mode:([^"]+)"', html) == ["Rat", "Pirate"]
    # The words every option shares are no part of a name; a type shown first is not
    # found again in the fold (Shapeshifter: "ape" finds Ape and Spellshaper).
    assert "None matches “creature”." in options(client, find="creature").content.decode()
    html = options(client, find="ape").content.decode()
    assert re.findall(r'data-option="mode:([^"]+)"', html) == ["Ape", "Spellshaper"]
    html = options(client, find="time l").content.decode()
    assert re.findall(r'data-option="mode:([^"]+)"', html) == ["Time Lord"]


def test_a_search_is_bounded_and_all_are_one_button_away(client):
    every = [t for t in subtypes_of("creature type") if t not in ("Bear", "Elf", "Shapeshifter")]
    with_a = [t for t in every if "a" in t.lower()]
    assert len(with_a) > 20
    html = options(client, find="a").content.decode()
    assert len(re.findall(r'data-option="', html)) == 20
    assert f"20 of the {len(with_a)} that match “a” shown" in html
    html = options(client, all="1").content.decode()
    assert [unescape(t) for t in re.findall(r'data-option="mode:([^"]+)"', html)] == every
    assert f"{len(every)} of {len(every)} shown." in html


def test_without_javascript_a_search_comes_back_as_the_page(client):
    response = options(client, htmx=False, find="sli")
    assert response.status_code == 302
    location = urlsplit(response["Location"])
    assert location.path == reverse("judge") and location.fragment == "other-found"
    query = parse_qs(location.query)
    assert query["find"] == ["sli"] and query["p"] == ["2025-09-19"]
    html = page(client, find="sli")
    assert folded_options(html) == ["Slith", "Sliver"]
    assert "data-other-options open" in html and 'value="sli"' in html
    html = page(client, all="1")
    assert len(folded_options(html)) == 312


def test_bad_searches_are_refused_saying_why(client):
    response = options(client, find="x" * 101)
    assert response.status_code == 400
    assert "longer than 100 characters" in response.content.decode()
    # A step with few options (the outcome here) has nothing to search.
    response = options(client, c="mode:Sliver", find="sli")
    assert response.status_code == 400
    assert "no long list of options" in response.content.decode()
    response = client.get(reverse("judge-options"), {"find": "sli"})
    assert response.status_code == 400


def test_a_folded_type_is_chosen_without_javascript(client):
    response = client.get(
        reverse("judge-step"),
        {
            "s": encode_scenario(scenario()),
            "p": "2025-09-19",
            "find": "sli",
            "option": "mode:Sliver",
        },
    )
    assert response.status_code == 302
    assert parse_qs(urlsplit(response["Location"]).query)["c"] == ["mode:Sliver"]
    html = page(client, c="mode:Sliver")
    assert 'data-state="done"' in html and "chooses Sliver" in html
