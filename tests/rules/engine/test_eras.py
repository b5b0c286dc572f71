"""The words of an era (eras.py): before Magic 2010 (2009-07-11) the battlefield was
"play" and exile was "removed from the game"; the 2009-07-11 rules say so in 403.5 and
406.7. Expected values from those rules and the cards' printed wording of the time."""

from __future__ import annotations

from rules.engine.eras import excluded_in, old_words, option_in, outcome_in, words_for
from rules.engine.procedures import get_procedure
from rules.engine.results import Excluded, Option, Outcome


def test_entering_the_battlefield_was_coming_into_play_403_5():
    # 403.5 (2009-07-11): printed "into play", "in play", "from play" mean the battlefield.
    assert old_words("Grizzly Bears would enter the battlefield") == (
        "Grizzly Bears would come into play"
    )
    assert old_words("Grizzly Bears enters the battlefield tapped") == (
        "Grizzly Bears comes into play tapped"
    )
    assert old_words("it stays on the battlefield") == "it stays in play"
    assert old_words("put it onto the battlefield") == "put it into play"


def test_exile_was_removing_from_the_game_406_7():
    # 406.7 (2009-07-11): "removes [an object] from the game" exiles it.
    assert old_words("Rusted Sentinel is exiled") == "Rusted Sentinel is removed from the game"
    assert old_words("exile it instead") == "remove it from the game instead"
    assert old_words("the card in exile") == "the card removed from the game"


def test_dying_was_being_put_into_a_graveyard_from_play():
    assert old_words("Grizzly Bears dies") == "Grizzly Bears is put into a graveyard from play"
    assert old_words("if it would die") == "if it would be put into a graveyard from play"


def test_creating_a_token_was_putting_it_into_play():
    assert old_words("Alice creates a Goblin token") == "Alice puts a Goblin token into play"
    assert old_words("Alice creates 2 Soldier tokens") == "Alice puts 2 Soldier tokens into play"


def test_words_without_an_old_form_are_left_alone():
    # "battlefield" inside another word or "exile" as a noun elsewhere is not touched.
    assert old_words("Bob is dealt 3 damage") == "Bob is dealt 3 damage"


def test_a_procedure_of_2008_speaks_old_words_and_one_of_today_does_not():
    before, after = get_procedure("2008-02-01"), get_procedure("2025-09-19")
    assert words_for(before)("it is exiled") == "it is removed from the game"
    assert words_for(after)("it is exiled") == "it is exiled"
    # The first release in the new words is Magic 2010's (2009-07-11).
    assert words_for(get_procedure("2009-07-11"))("it is exiled") == "it is exiled"
    assert words_for(get_procedure("2009-05-01"))("it is exiled") == "it is removed from the game"


def test_an_outcome_in_old_words_keeps_its_facts_and_compares_equal():
    now = Outcome(text="Grizzly Bears dies", lines=("Grizzly Bears dies",), facts=(("dies", "b"),))
    then = outcome_in(now, old_words)
    assert then.text == "Grizzly Bears is put into a graveyard from play"
    assert then.lines == ("Grizzly Bears is put into a graveyard from play",)
    assert then == now


def test_options_and_excluded_effects_are_worded_for_the_era():
    option = Option(
        id="o",
        label="Exile it",
        rules=("614.1a",),
        explanation="it would enter the battlefield",
        why="it is exiled",
        does="exile it",
    )
    old = option_in(option, old_words)
    assert (old.explanation, old.why, old.does) == (
        "it would come into play",
        "it is removed from the game",
        "remove it from the game",
    )
    excluded = Excluded("fx", "Rest in Peace", "it would die", ("614.12",))
    assert excluded_in(excluded, old_words).reason == ("it would be put into a graveyard from play")
