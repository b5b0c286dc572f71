"""The words of an era: under a procedure before 2009-07-11 (Magic 2010 renamed "play" the
battlefield and "removed from the game" exile), questions, steps and outcomes say
"comes into play" and "removed from the game"; outcomes compare by their facts."""

from __future__ import annotations

import pytest

from rules.engine import compare, explore, get_example, old_words, resolve
from tests.rules.engine.helpers import done, fx, obj, pending, scenario


@pytest.mark.parametrize(
    ("today", "then"),
    [
        (
            "Rusted Sentinel would enter the battlefield tapped under Bob's control",
            "Rusted Sentinel would come into play tapped under Bob's control",
        ),
        ("Grizzly Bears is exiled", "Grizzly Bears is removed from the game"),
        (
            "River Boa regenerates: it stays on the battlefield",
            "River Boa regenerates: it stays in play",
        ),
        ("This enters tapped.", "This comes into play tapped."),
        (
            "If a nontoken creature an opponent controls would die, it is exiled instead",
            "If a nontoken creature an opponent controls would be put into a graveyard from "
            "play, it is removed from the game instead",
        ),
        ("Alice creates 2 Zombie tokens", "Alice puts 2 Zombie tokens into play"),
        ("Bob is dealt 3 damage", "Bob is dealt 3 damage"),
        # 2008: "Some older cards used the term 'cast' ... now use the term 'play.'"
        (
            "A nontoken creature that would enter and wasn't cast is exiled instead",
            "A nontoken creature that would come into play and wasn't played is removed "
            "from the game instead",
        ),
        ("you may cast it", "you may play it"),
    ],
)
def test_old_words(today, then):
    assert old_words(today) == then


def _rip_and_colossus():
    return get_example("case-02").scenario


def test_an_outcome_of_2008_is_written_in_its_words():
    assert explore(_rip_and_colossus(), "2008-02-01").texts() == {
        "Blightsteel Colossus is removed from the game",
        "Blightsteel Colossus is shuffled into Alice's library",
    }
    assert "Blightsteel Colossus is exiled" in explore(_rip_and_colossus(), "2025-09-19").texts()


def test_a_release_before_magic_2010_says_play_and_one_after_says_battlefield():
    s = scenario(
        [obj("sent", "Rusted Sentinel", zone="stack")],
        [fx("tap", source="sent", preset="rusted-sentinel")],
        [{"kind": "enter", "object": "sent"}],
    )
    assert done(s, "2003-07-01").outcome.text == (
        "Rusted Sentinel comes into play tapped under Alice's control"
    )
    assert done(s, "2009-07-11").outcome.text == (
        "Rusted Sentinel enters the battlefield tapped under Alice's control"
    )


def test_between_magic_2010_and_the_word_dies_a_creature_is_put_into_a_graveyard():
    """ "Dies" was defined by 700.6 of 2011-06-17; Nissa's Chosen (Zendikar, 2009) read
    "If Nissa's Chosen would be put into a graveyard from the battlefield, ..."."""
    s = get_example("blocks-nissas-chosen-rest-in-peace").scenario
    for release in ("2009-07-11", "2010-06-18", "2011-05-01"):
        answer = pending(s, release)
        said = " ".join(o.explanation for o in answer.options)
        assert "would be put into a graveyard from the battlefield" in said, release
        assert "die" not in said.split(), release
    assert "would die" in " ".join(o.explanation for o in pending(s, "2011-06-17").options)
    assert "would be put into a graveyard from play" in " ".join(
        o.explanation for o in pending(s, "2008-02-01").options
    )


def test_questions_options_and_steps_speak_the_era():
    answer = pending(get_example("case-24").scenario, "2008-02-01")
    assert "would come into play" in answer.question
    assert "battlefield" not in answer.question
    assert all("battlefield" not in o.explanation for o in answer.options)
    end = resolve(get_example("case-24").scenario, "2008-02-01", [answer.options[0].id])
    assert all("battlefield" not in s.explanation for s in end.trace)
    assert any("come into play" in s.event_before for s in end.trace)


def test_outcomes_of_two_eras_compare_by_what_happens_not_by_words():
    comparison = compare(_rip_and_colossus())
    assert comparison.left.texts() != comparison.right.texts()
    assert comparison.same_outcomes
    old = resolve(_rip_and_colossus(), "2008-02-01", ["apply:rip"])
    new = resolve(_rip_and_colossus(), "2025-09-19", ["apply:rip"])
    assert old.outcome.text != new.outcome.text
    assert old.outcome == new.outcome
