"""A card of two faces (an Adventure, a split card, a modal double-faced or transforming
card) is kept under the name of its face with the effect, and found by either face's name:
"Bonecrusher Giant" finds Stomp, its Adventure (715.1), "Injury" finds Insult, the other
half of Insult // Injury (709.1), "Glasspool Shore" finds the land face of Glasspool Mimic
(712.1), "Temple of Civilization" finds Ojer Taq, whose back face it is (712.1)."""

from __future__ import annotations

import pytest

from rules.cardtext import card, search_cards


@pytest.mark.parametrize(
    ("name", "kept", "faces"),
    [
        ("Bonecrusher Giant", "Stomp", ("Bonecrusher Giant", "Stomp")),
        ("bonecrusher  GIANT", "Stomp", ("Bonecrusher Giant", "Stomp")),
        ("Stomp", "Stomp", ("Bonecrusher Giant", "Stomp")),
        ("Injury", "Insult", ("Insult", "Injury")),
        ("Temple of Civilization", "Ojer Taq, Deepest Foundation", None),
        ("Temple of Power", "Ojer Axonil, Deepest Might", None),
    ],
)
def test_either_face_name_finds_the_face_kept(name, kept, faces):
    entry = card(name)
    assert entry is not None and entry.name == kept
    if faces:
        assert entry.faces == faces


def test_a_face_kept_under_its_own_name_is_found_by_it_not_by_its_other_face():
    """Both faces of Glasspool Mimic // Glasspool Shore have a wording kept (an entering
    copy, 707.9; entering tapped, 614.1c): each is a card of its own name, naming the other."""
    mimic, shore = card("Glasspool Mimic"), card("Glasspool Shore")
    assert mimic is not None and mimic.name == "Glasspool Mimic"
    assert shore is not None and shore.name == "Glasspool Shore"
    assert mimic.faces == shore.faces == ("Glasspool Mimic", "Glasspool Shore")
    assert shore.card_name == "Glasspool Mimic // Glasspool Shore"


def test_a_search_by_a_word_of_the_other_face_finds_the_card():
    assert [c.name for c in search_cards("Bonecrusher")] == ["Stomp"]
    assert [c.name for c in search_cards("bonecrusher gia")] == ["Stomp"]
    assert [c.name for c in search_cards("crusher giant")] == []  # no word starts so
    assert "Insult" in [c.name for c in search_cards("injur")]
    assert "Ojer Taq, Deepest Foundation" in [c.name for c in search_cards("temple of civ")]


def test_a_search_finds_a_card_once_however_many_of_its_names_match():
    names = [c.name for c in search_cards("glasspool", 50)]
    assert names == ["Glasspool Mimic", "Glasspool Shore"]
    assert [c.name for c in search_cards("stomp", 50)].count("Stomp") == 1


def test_a_card_of_one_face_has_no_faces():
    entry = card("Rest in Peace")
    assert entry is not None and entry.faces == () and entry.card_name == "Rest in Peace"
    assert entry.to_dict()["faces"] == []
