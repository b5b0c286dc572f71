"""The builder's object rows take keywords ("flying, lifelink"), which the scenario format's
filters and damage read (120.3f: lifelink); a word that is no keyword is refused at its
field, naming it."""

from __future__ import annotations

from judgeapp.forms import ObjectForm


def _row(**fields: str) -> ObjectForm:
    data = {"id": "hawk", "name": "Vampire Nighthawk", "owner": "Alice", "extra": ""}
    return ObjectForm(data={**data, **fields})


def test_keywords_typed_in_a_row_become_the_objects_keywords():
    form = _row(keywords="Flying, deathtouch,  lifelink")
    assert form.is_valid(), form.errors
    assert form.to_data()["keywords"] == ["flying", "deathtouch", "lifelink"]


def test_a_row_without_keywords_gives_none():
    form = _row()
    assert form.is_valid(), form.errors
    assert "keywords" not in form.to_data()


def test_a_word_that_is_no_keyword_is_refused_by_name():
    form = _row(keywords="flying, wings")
    assert not form.is_valid()
    (message,) = form.errors["keywords"]
    assert "“wings”" in message and "flying" in message


def test_an_objects_keywords_are_shown_in_its_row():
    initial = ObjectForm.initial_from({"id": "angel", "keywords": ["flying", "vigilance"]})
    assert initial["keywords"] == "flying, vigilance"
    assert "keywords" not in initial["extra"]
