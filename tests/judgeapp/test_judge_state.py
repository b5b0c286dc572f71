"""The judge's state in the URL: read, written, and refused with a clear message."""

import base64
import json
import zlib

import pytest
from django.urls import reverse

from judgeapp.state import (
    BAD_ENCODING,
    BOTH_SCENARIOS,
    CUT_SHORT,
    FIRST_INFLATE_BYTES,
    MAX_ENCODED_SCENARIO,
    MAX_SCENARIO_BYTES,
    NO_SCENARIO,
    JudgeState,
    StateError,
    decode_scenario,
    encode_scenario,
)


def test_example_state_reads_its_three_parts():
    state = JudgeState.from_query({"ex": "case-02", "p": "2008-02-01", "c": "apply:x,apply:y"})
    assert state.example == "case-02"
    assert state.procedure == "2008-02-01"
    assert state.choices == ("apply:x", "apply:y")


def test_state_query_round_trips():
    state = JudgeState(example="case-19", procedure="2025-09-19", choices=("a", "b:c"))
    params = dict(pair.split("=", 1) for pair in state.query().split("&"))
    assert params["c"] == "a%2Cb%3Ac"
    from django.http import QueryDict

    assert JudgeState.from_query(QueryDict(state.query())) == state


def test_back_drops_only_the_last_choice_and_restart_drops_all():
    state = JudgeState(example="case-18", choices=("x", "y"))
    assert state.back().choices == ("x",)
    assert state.back().back().back().choices == ()
    assert state.restart().choices == ()


def test_switching_procedure_keeps_the_choices():
    state = JudgeState(example="case-24", procedure="2025-09-19", choices=("x",))
    switched = state.switched_to("2008-02-01")
    assert switched.procedure == "2008-02-01"
    assert switched.choices == ("x",)


def test_a_link_to_another_procedure_starts_over():
    state = JudgeState(example="case-24", procedure="2025-09-19", choices=("x",))
    switched = state.with_procedure("2008-02-01")
    assert switched.procedure == "2008-02-01"
    assert switched.choices == ()


def test_built_scenario_round_trips_through_its_compact_encoding():
    data = {"version": 1, "players": ["Alice", "Bob"], "note": "é ü"}
    text = encode_scenario(data)
    assert set(text) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    assert decode_scenario(text) == data


def test_no_scenario_is_refused():
    with pytest.raises(StateError, match="names no scenario"):
        JudgeState.from_query({"p": "2025-09-19"})
    assert "ex=" in NO_SCENARIO


def test_example_and_built_scenario_together_are_refused():
    with pytest.raises(StateError) as error:
        JudgeState.from_query({"ex": "case-02", "s": "abc"})
    assert str(error.value) == BOTH_SCENARIOS


def test_empty_choice_in_the_middle_is_refused():
    with pytest.raises(StateError, match="empty one at position 2"):
        JudgeState.from_query({"ex": "case-02", "c": "a,,b"})


@pytest.mark.parametrize(
    ("text", "detail"),
    [
        ("!!!", "not base64url"),
        (base64.urlsafe_b64encode(b"plain text").decode(), "not zlib-compressed data"),
        (base64.urlsafe_b64encode(zlib.compress(b"{not json")).decode(), "not JSON"),
        (base64.urlsafe_b64encode(zlib.compress(b"[1, 2]")).decode(), "not a JSON object"),
    ],
)
def test_bad_built_scenario_says_what_is_wrong(text, detail):
    with pytest.raises(StateError) as error:
        decode_scenario(text)
    assert str(error.value) == BAD_ENCODING.format(detail=detail)


@pytest.mark.parametrize("keep", [0.5, 0.8, 0.95])
def test_a_link_cut_short_says_so_and_how_to_mend_it(keep):
    # A shared stepper link whose s= lost its end: not "not zlib-compressed data" but
    # what happened, and what to do about it.
    scenario = {"version": 1, "players": [{"name": "Alice"}, {"name": "Bob"}], "note": "x" * 400}
    whole = encode_scenario(scenario)
    cut = whole[: int(len(whole) * keep) // 4 * 4]
    with pytest.raises(StateError) as error:
        decode_scenario(cut)
    message = str(error.value)
    assert message == BAD_ENCODING.format(detail=CUT_SHORT)
    assert "copy it again whole" in message


def test_compressed_bomb_is_refused_before_it_is_inflated():
    bomb = json.dumps({"pad": "x" * (MAX_SCENARIO_BYTES * 5)}).encode()
    text = base64.urlsafe_b64encode(zlib.compress(bomb, 9)).decode().rstrip("=")
    assert len(text) < 16_000
    with pytest.raises(StateError, match="larger than"):
        decode_scenario(text)


@pytest.mark.parametrize(
    "size", [FIRST_INFLATE_BYTES - 1, FIRST_INFLATE_BYTES, FIRST_INFLATE_BYTES + 1, 60_000]
)
def test_a_scenario_longer_than_the_first_buffer_is_read_whole(size):
    # Around the first buffer's size and well past it, within MAX_SCENARIO_BYTES: the
    # decoded scenario is the one encoded, every byte of it.
    data = {"pad": ["x" * 99] * (size // 102), "note": ""}
    data["note"] = "x" * (size - len(json.dumps(data, separators=(",", ":"))))
    raw = json.dumps(data, separators=(",", ":")).encode()
    assert len(raw) == size
    text = base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")
    assert decode_scenario(text) == data


@pytest.mark.django_db
def test_an_address_past_the_apps_bound_is_a_clear_414(client):
    from django.conf import settings

    # Within gunicorn's request line (8,190 bytes) but past the app's 8,000 characters.
    address = f"{reverse('judge')}?ex=case-02&c=" + "x" * settings.MAX_ADDRESS_CHARACTERS
    response = client.get(address)
    assert response.status_code == 414
    assert "The address is too long" in response.content.decode()
    api = client.get(f"{reverse('api-explore')}?pad=" + "x" * settings.MAX_ADDRESS_CHARACTERS)
    assert api.status_code == 414
    assert "too long" in api.json()["errors"][0]["message"]


def test_the_longest_scenario_link_and_its_choices_fit_the_apps_bound():
    from django.conf import settings

    longest = f"/judge/compare/?s={'A' * MAX_ENCODED_SCENARIO}&p=2008-02-01&c=" + "apply:x," * 100
    assert len(longest) <= settings.MAX_ADDRESS_CHARACTERS
