"""A step the cache doesn't hold is worked out in the worker when its scenario is small,
in a child process (judgeapp.apart) when it is not."""

from __future__ import annotations

import copy
import doctest
import json
import re

import pytest
from django.core.cache import cache
from django.urls import reverse

from judgeapp import caching, selectors, weighing
from judgeapp.caching import forget_local
from judgeapp.state import encode_scenario
from judgeapp.weighing import MAX_MADE, MAX_PARTS, small_by_text, small_enough
from rules.engine import get_example, load_examples
from tests.scenarios import creatures_destroyed_together

pytestmark = pytest.mark.django_db


def test_docstring_examples_run():
    result = doctest.testmod(weighing)
    assert result.attempted > 0
    assert result.failed == 0


def test_every_shipped_example_is_small():
    assert all(small_enough(example.scenario.to_dict()) for example in load_examples())


def test_many_parts_or_many_things_made_are_not_small():
    # Each bear is an object with a list of types, and an event: three parts a bear.
    assert small_enough(creatures_destroyed_together(MAX_PARTS // 3 - 2))
    assert not small_enough(creatures_destroyed_together(MAX_PARTS // 3 + 1))
    tokens = copy.deepcopy(get_example("case-10").scenario.to_dict())
    tokens["timeline"][0]["events"][0]["count"] = MAX_MADE
    assert small_enough(tokens)
    tokens["timeline"][0]["events"][0]["count"] = MAX_MADE + 1
    assert not small_enough(tokens)
    assert not small_enough({"events": [{"kind": "repeat", "times": -(MAX_MADE + 1)}]})


@pytest.fixture
def children(monkeypatch):
    """The work sent to a child process (judgeapp.apart.run_apart calls)."""
    sent = []
    real = caching.run_apart

    def counting(compute, **kwargs):
        sent.append(kwargs)
        return real(compute, **kwargs)

    monkeypatch.setattr(caching, "run_apart", counting)
    cache.clear()
    forget_local()
    return sent


def _step(client, data: dict):
    link = f"{reverse('judge')}?s={encode_scenario(data)}"
    return client.get(link, HTTP_HX_REQUEST="true")


def test_a_small_scenarios_step_is_worked_out_in_the_worker(client, children):
    response = _step(client, get_example("case-02").scenario.to_dict())
    assert response.status_code == 200
    assert response["Server-Timing"] == 'panel;desc="rendered"'
    assert children == []
    example = client.get(f"{reverse('judge')}?ex=case-02&c=apply:rip", HTTP_HX_REQUEST="true")
    assert example.status_code == 200
    assert children == []


def test_a_large_scenarios_step_is_worked_out_in_a_child(client, children):
    response = _step(client, creatures_destroyed_together(MAX_PARTS))
    assert response.status_code == 200
    assert response["Server-Timing"] == 'panel;desc="rendered"'
    assert children == [{"heavy": False}]


def test_a_bad_address_is_refused_in_the_worker_with_its_message(client, children):
    response = client.get(f"{reverse('judge')}?s=not-base64!", HTTP_HX_REQUEST="true")
    assert response.status_code == 400
    assert "not valid" in response.content.decode()
    assert children == []


def test_a_built_scenario_is_decoded_once_when_new_and_not_at_all_when_its_panel_is_kept(
    client, children, monkeypatch
):
    from rules import inputs

    decoded = []
    real = inputs.loads

    def counting(raw, **kwargs):
        decoded.append(raw)
        return real(raw, **kwargs)

    monkeypatch.setattr(inputs, "loads", counting)
    data = get_example("case-02").scenario.to_dict()
    data["note"] = "decoded once"
    # Weighed, then built: the one decoding serves both.
    assert _step(client, data).status_code == 200
    assert len(decoded) == 1
    # The same state again: its panel is kept, so nothing is weighed or built.
    again = _step(client, data)
    assert again["Server-Timing"] == 'panel;desc="cache"'
    assert len(decoded) == 1


# The whole pages (the stepper's, the explorer's, the comparison's) are bounded as a
# step's panel is: kept in the cache once worked out, and a large scenario's worked out
# in a child process. Before, the worker resolved them on every request (the explorer
# replaying each path there for its labels).


@pytest.fixture
def resolved_here(monkeypatch):
    """The states this process resolved for a page (``selectors.judging_get`` calls and
    the explorer's per-path labels); a child's calls are not seen here."""
    asked = []
    for name in ("judging_get", "path_labels"):
        real = getattr(selectors, name)

        def counting(*args, _real=real, _name=name, **kwargs):
            asked.append(_name)
            return _real(*args, **kwargs)

        monkeypatch.setattr(selectors, name, counting)
    return asked


def _page(client, name: str, data: dict):
    return client.get(f"{reverse(name)}?s={encode_scenario(data)}")


def test_a_large_scenarios_stepper_page_is_worked_out_in_a_child_then_kept(
    client, children, resolved_here
):
    large = creatures_destroyed_together(MAX_PARTS)
    first = _page(client, "judge", large)
    assert first.status_code == 200
    assert children == [{"heavy": False}]
    assert resolved_here == []
    again = _page(client, "judge", large)
    assert again.status_code == 200
    assert children == [{"heavy": False}]  # from the cache: no second child
    assert resolved_here == []
    # Each page is the visitor's own: its CSRF token (htmx sends it as a header, from the
    # page's body) is not kept with the work.
    assert re.search(
        r"hx-headers='\{\"X-CSRFToken\": \"[A-Za-z0-9]{64}\"\}'", again.content.decode()
    )


@pytest.mark.parametrize("name", ["judge-explore", "judge-compare"])
def test_a_large_scenarios_explorer_and_comparison_are_worked_out_in_one_child(
    client, children, resolved_here, name
):
    large = creatures_destroyed_together(MAX_PARTS)
    assert _page(client, name, large).status_code == 200
    # One child for the whole page, under the explorations' shorter deadline: the
    # exploration, the first question and each path's labels within it.
    assert children == [{"heavy": True}]
    assert resolved_here == []
    assert _page(client, name, large).status_code == 200
    assert children == [{"heavy": True}]


def test_a_small_scenarios_explorer_labels_its_paths_in_the_worker_once(
    client, children, resolved_here
):
    url = f"{reverse('judge-explore')}?ex=case-02"
    first = client.get(url).content.decode()
    # Rest in Peace's option and Blightsteel Colossus's, by their labels in the stepper.
    assert "Rest in Peace first" in first and "Blightsteel Colossus first" in first
    # The exploration goes to a child as always; the labels are read here.
    assert children == [{"heavy": True}]
    assert resolved_here == ["judging_get", "path_labels", "path_labels"]
    again = client.get(url).content.decode()
    assert "Rest in Peace first" in again and "Blightsteel Colossus first" in again
    assert children == [{"heavy": True}]
    assert resolved_here == ["judging_get", "path_labels", "path_labels"]


def _text(data):
    return json.dumps(data, separators=(",", ":"), sort_keys=True).encode()


def test_the_text_alone_calls_small_only_what_is_small():
    # A shortcut, never another answer: whatever small_by_text calls small is small.
    scenarios = [example.scenario.to_dict() for example in load_examples()]
    scenarios += [creatures_destroyed_together(n) for n in (1, MAX_PARTS // 3, MAX_PARTS // 3 + 1)]
    said = 0
    for data in scenarios:
        if small_by_text(_text(data)):
            said += 1
            assert small_enough(data)
    assert said > 0
    assert small_by_text(_text(get_example("case-02").scenario.to_dict()))
    assert not small_by_text(_text(creatures_destroyed_together(MAX_PARTS // 3 + 1)))


def test_the_text_says_nothing_of_a_scenario_that_asks_for_things_made():
    tokens = {"events": [{"kind": "create_tokens", "count": MAX_MADE + 1}]}
    assert not small_by_text(_text(tokens))
    # The key written with an escape is the same key to a JSON reader.
    escaped = b'{"events":[{"kind":"create_tokens","\\u0063ount":500}]}'
    assert json.loads(escaped)["events"][0]["count"] == 500
    assert not small_by_text(escaped)
    assert not small_by_text(b'{"events":[{"kind":"repeat","times":-500}]}')
