"""Possessives of names in the engine's words: a name ending in s takes the apostrophe
alone ("Grizzly Bears' shield", "Marcus' graveyard"), and a label that already says it
is a shield is not called "…'s shield" again."""

from __future__ import annotations

import pytest

from rules.engine.words import possessive, shield_words
from tests.rules.engine.helpers import done, fx, obj, pending, scenario


@pytest.mark.parametrize(
    ("name", "words"),
    [("Alice", "Alice's"), ("Grizzly Bears", "Grizzly Bears'"), ("Marcus", "Marcus'")],
)
def test_possessive(name, words):
    assert possessive(name) == words


def test_a_shield_label_is_not_a_shield_twice():
    assert shield_words("Healing Salve") == "Healing Salve's shield"
    assert shield_words("Shield of 1 on Hill Giant") == "Shield of 1 on Hill Giant"


def _salve_on_bears(label, amounts=(2,)):
    # Healing Salve's shield of 3 on Bob's Grizzly Bears, Alice's sources damage it.
    sources = [obj(f"s{n}", f"Source {n}") for n in range(len(amounts))]
    return scenario(
        [obj("bears", "Grizzly Bears", "Bob"), *sources],
        [
            fx(
                "salve",
                "Bob",
                preset="healing-salve",
                label=label,
                params={"recipient": {"object": {"id": "bears"}}},
            )
        ],
        [
            {"id": f"e{n}", "kind": "damage", "source": f"s{n}", "recipient": "bears", "amount": a}
            for n, a in enumerate(amounts)
        ],
    )


def test_the_shield_left_on_a_name_ending_in_s():
    # 2 of the shield's 3 are used: 1 left (615.7).
    lines = done(_salve_on_bears("Healing Salve on Grizzly Bears")).outcome.lines
    assert "Healing Salve on Grizzly Bears' shield: 1 left" in lines
    assert not any("Bears's" in line for line in lines)


def test_a_label_that_says_shield_is_not_doubled():
    lines = done(_salve_on_bears("Shield of 3")).outcome.lines
    assert "Shield of 3: 1 left" in lines


def test_the_shield_question_names_the_shield_once():
    # Two sources at once on Bob's shielded creature: which damage the shield prevents
    # first is chosen (615.7), and the question names the shield by its label alone.
    question = pending(_salve_on_bears("Shield of 3", (2, 2)))
    assert "which damage does Shield of 3 prevent first?" in question.question


def test_a_card_goes_to_the_graveyard_of_a_player_whose_name_ends_in_s():
    data = scenario(
        [obj("bears", "Grizzly Bears", "Marcus", zone="battlefield")],
        [],
        [{"id": "e1", "kind": "move", "object": "bears", "to": "graveyard"}],
        players=[{"name": "Alice"}, {"name": "Marcus"}],
    )
    assert done(data).outcome.text == "Grizzly Bears is put into Marcus' graveyard"
