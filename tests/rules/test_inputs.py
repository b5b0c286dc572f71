"""rules.inputs: JSON and text from outside, checked once."""

from __future__ import annotations

import doctest
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import inputs
from rules.inputs import InputError, loads, text_problem


def test_docstring_examples_run():
    result = doctest.testmod(inputs)
    assert result.attempted > 0
    assert result.failed == 0


@pytest.mark.parametrize(
    ("text", "path"),
    [
        ('{"a": [1, "\\ud800"]}', "a[1]"),
        ('{"a": {"b": "\\u0000"}}', "a.b"),
        ('{"a": 1e400}', "a"),
        ('{"a": -' + "1" * 30 + "}", "a"),
        ('{"a": ' + "[" * 40 + "]" * 40 + "}", "a" + "[0]" * 31),
    ],
)
def test_each_problem_names_its_path(text, path):
    with pytest.raises(InputError) as info:
        loads(text)
    assert [e.path for e in info.value.errors] == [path]


def test_tabs_and_new_lines_are_text():
    assert loads('"a\\tb\\nc\\r\\n"') == "a\tb\nc\r\n"
    assert text_problem("one\ntwo", multiline=False) is not None


def test_a_pair_of_surrogates_is_one_character_and_fine():
    assert loads('"\\ud83d\\ude00"') == "\U0001f600"


def test_not_utf8_bytes_are_refused():
    with pytest.raises(InputError, match="not UTF-8"):
        loads(b'"\xff"')


def test_over_long_text_is_refused():
    with pytest.raises(InputError, match="at most 10 characters"):
        loads('"' + "x" * 11 + '"', max_text=10)


# The quick check of a clean value (no paths named) and the full one agree.

_any_character = st.characters(exclude_categories=())  # surrogates and controls too
_json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**60), max_value=2**60)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(alphabet=_any_character, max_size=8),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(st.text(alphabet=_any_character, max_size=5), children, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=400, deadline=None)
@given(_json_values)
def test_the_quick_check_passes_exactly_the_values_without_a_problem(value):
    assert inputs._clean(value, 6) == (inputs.problems(value, max_text=6) == [])


@settings(max_examples=400, deadline=None)
@given(_json_values, st.booleans())
def test_a_text_found_plain_holds_no_character_the_text_checks_refuse(value, ascii_only):
    # Written as json.dumps writes it (letters outside ASCII escaped by code, or not; DEL and
    # lone surrogates as they are), then read back: skipping the character checks where the
    # text is plain gives the full check's answer.
    text = json.dumps(value, ensure_ascii=ascii_only)
    parsed = json.loads(text)
    plain = inputs._plain(text)
    assert inputs._clean(parsed, 6, plain) == (inputs.problems(parsed, max_text=6) == [])


def test_letters_escaped_by_code_are_plain_and_control_characters_are_not():
    assert inputs._plain('{"note": "it\\u2019s Bob\\u2019s turn"}')
    for text in ('"\\u001b"', '"\\ud800"', '"\\b"', '{"\\n": 1}', '"\x7f"', '"\ud800"'):
        assert not inputs._plain(text), text


def test_the_quick_check_refuses_each_kind_of_problem():
    too_deep: list = []
    for _ in range(inputs.MAX_DEPTH):
        too_deep = [too_deep]
    for value in (
        {"a": "\ud800"},
        {"a": "\x00"},
        {"\n": 1},
        {"k" * 201: 1},
        "x" * (inputs.MAX_TEXT + 1),
        2**53,
        -(2**53),
        float("inf"),
        float("nan"),
        1e300,
        too_deep,
        inputs._HUGE,
    ):
        assert not inputs._clean(value, inputs.MAX_TEXT), value
        assert inputs.problems(value), value
    assert inputs._clean({"a": ["tab\tand\nnew lines", 2**53 - 1, 2.5, None, True]}, 100)


@settings(max_examples=400, deadline=None)
@given(_json_values, st.booleans())
def test_reading_a_text_refuses_exactly_the_values_with_a_problem(value, ascii_only):
    # A small text is read with its numbers checked as they are read and its lengths and
    # nesting told from the text; what it gives must be the full check's answer.
    text = json.dumps(value, ensure_ascii=ascii_only)
    try:
        parsed = inputs._DECODER.decode(text)
    except ValueError:  # NaN or Infinity: not JSON
        with pytest.raises(InputError, match="not valid JSON"):
            loads(text)
        return
    found = inputs.problems(parsed)
    if found:
        with pytest.raises(InputError) as info:
            loads(text)
        assert info.value.errors == tuple(found)
    else:
        assert repr(loads(text)) == repr(parsed)


@pytest.mark.parametrize(
    ("text", "path"),
    [
        ('{"' + "k" * 201 + '": 1}', ""),
        ('{"a": [' + "1" * 17 + "]}", "a[0]"),
        ('{"a": {"b": 1e300}}', "a.b"),
        ('{"a": 9007199254740992}', "a"),
    ],
)
def test_a_small_text_with_a_problem_is_refused_with_its_path(text, path):
    with pytest.raises(InputError) as info:
        loads(text)
    assert [e.path for e in info.value.errors] == [path]


def test_nesting_to_the_limit_is_read_and_beyond_it_refused():
    assert loads("[" * inputs.MAX_DEPTH + "]" * inputs.MAX_DEPTH) is not None
    with pytest.raises(InputError, match="nested more than"):
        loads("[" * (inputs.MAX_DEPTH + 1) + "]" * (inputs.MAX_DEPTH + 1))
