"""rules.inputs: JSON and text from outside, checked once."""

from __future__ import annotations

import doctest

import pytest

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
