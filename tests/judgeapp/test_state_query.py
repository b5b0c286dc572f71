"""A state's query string is ``urlencode``'s, whatever its values hold."""

from __future__ import annotations

from urllib.parse import parse_qs, urlencode

import pytest

from judgeapp.state import JudgeState, encode_scenario
from rules.engine import get_example


@pytest.mark.parametrize(
    "state",
    [
        JudgeState(example="case-02", choices=("apply:rip", "prevent:cop:e1")),
        JudgeState(scenario=encode_scenario(get_example("case-02").scenario.to_dict())),
        JudgeState(example="a b", procedure="2008-02-01", choices=("é&=", "x+y")),
    ],
)
def test_the_query_is_urlencodes(state):
    assert state.query() == urlencode(state.params())
    back = {k: v[0] for k, v in parse_qs(state.query()).items()}
    assert back == state.params()


def test_a_states_query_is_worked_out_once_and_changes_nothing_of_the_state():
    state = JudgeState(example="case-02", choices=("apply:rip",))
    same = JudgeState(example="case-02", choices=("apply:rip",))
    first = state.query()
    assert state.query() is first
    assert state == same
    assert hash(state) == hash(same)
    more = state.with_choice("apply:shuffle")
    assert more.query() == "ex=case-02&c=apply%3Arip%2Capply%3Ashuffle"
