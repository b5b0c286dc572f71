"""A long choice in the stepper: "As Metallic Mimic enters, choose a creature type"
(614.12) offers every creature type 205.3m lists. The types that matter here come first:
the entering Mimic is a Shapeshifter (its type line), Bob's creature a Bear, and Alice's
other effect watches Elves ("Each Elf you control enters with a +1/+1 counter" — its
filter names the type). The rest are in a fold, each an ordinary button of the step
form, so a choice works without JavaScript.
"""

import re
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


def test_the_types_that_matter_come_first_and_the_rest_are_folded(client):
    html = page(client)
    assert "Choose a creature type." in html
    shown, fold = html.split("data-other-options", 1)
    # Alphabetical, as 205.3m lists them: Bear, Elf, Shapeshifter.
    assert re.findall(r'data-option="([^"]+)"', shown) == [
        "mode:Bear",
        "mode:Elf",
        "mode:Shapeshifter",
    ]
    folded = re.findall(r'data-option="([^"]+)"', fold)
    assert "mode:Sliver" in folded and "mode:Time Lord" in folded
    assert len(folded) + 3 == len(subtypes_of("creature type"))
    assert "Other creature types" in fold
    # Keys 1 to 9 are for the options in sight only.
    assert 'data-option-key="4"' not in html
    # The fold's filter is hidden until its script shows it, and has no name: without
    # JavaScript it is not there, and it is never sent with a choice.
    box = re.search(r"<div[^>]*data-option-filter[^>]*>.*?</div>", fold, re.S)
    assert box is not None and " hidden" in box[0].split(">", 1)[0]
    assert "name=" not in box[0]


def test_a_folded_type_is_chosen_without_javascript(client):
    response = client.get(
        reverse("judge-step"),
        {"s": encode_scenario(scenario()), "p": "2025-09-19", "option": "mode:Sliver"},
    )
    assert response.status_code == 302
    assert parse_qs(urlsplit(response["Location"]).query)["c"] == ["mode:Sliver"]
    html = page(client, c="mode:Sliver")
    assert 'data-state="done"' in html and "chooses Sliver" in html
