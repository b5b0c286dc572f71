"""A real card named in an event is what it is (its type line, colours, power and
toughness from the shipped card data, ``rules/data/card_types.json.xz``), without a box
ticked: "Grizzly Bears" is a green 2/2 Creature — Bear. Before, a name the app had no
replacement text for was an object with no types, so Containment Priest didn't see a
creature and a named basic land wasn't basic."""

from __future__ import annotations

import pytest

from judgeapp import drafting
from judgeapp.drafting import Draft
from rules.cardtext import card_traits
from rules.engine import Scenario, explore

pytestmark = pytest.mark.django_db


def test_a_real_cards_traits_come_from_its_type_line():
    # Printed: Grizzly Bears {1}{G}, Creature — Bear, 2/2; Snow-Covered Island, Basic Snow
    # Land — Island; Lightning Bolt {R}, Instant.
    assert card_traits("grizzly bears") == {
        "types": ["Creature"],
        "subtypes": ["Bear"],
        "colors": ["green"],
        "power": 2,
        "toughness": 2,
    }
    assert card_traits("Snow-Covered Island") == {
        "types": ["Land"],
        "supertypes": ["Basic", "Snow"],
        "subtypes": ["Island"],
    }
    assert card_traits("Lightning Bolt") == {"types": ["Instant"], "colors": ["red"]}
    assert card_traits("Homebrew Zap") == {}
    assert card_traits("x" * 300) == {}


def test_containment_priest_exiles_a_named_creature_returning_from_a_graveyard():
    # "If a nontoken creature would enter and it wasn't cast, exile it instead." Grizzly
    # Bears returned from Bob's graveyard wasn't cast: exiled (614.1a).
    draft = drafting.add_card(Draft(), name="Containment Priest", owner="Alice")
    row = {"kind": "enters", "object_name": "Grizzly Bears", "object_name_whose": "Bob"}
    draft = drafting.add_event(draft, {**row, "from": "graveyard"})
    found = explore(Scenario.from_dict(drafting.check(draft)), "2025-09-19").texts()
    assert set(found) == {"Grizzly Bears is exiled"}


def test_a_token_named_like_a_card_takes_nothing_from_the_card():
    # A token is not a card (111.1): a "Soldier" token is what the judge says of it.
    draft = drafting.add_event(
        Draft(),
        {"kind": "dies", "object_name": "Grizzly Bears", "object_name_whose": "Bob", "token": "on"},
    )
    (bears,) = draft.objects
    assert bears.get("token") and "colors" not in bears and "power" not in bears
