"""A scenario that validates but fails while resolving gets a clear 400 page."""

import pytest
from django.urls import reverse

from judgeapp.state import encode_scenario
from tests.judgeapp.test_api import TOO_MANY_TOKENS


@pytest.mark.parametrize(
    ("name", "choices"),
    [("judge", "apply:ds1,apply:ds2"), ("judge-explore", ""), ("judge-compare", "")],
)
def test_too_many_tokens_is_a_400_page_naming_the_problem(client, name, choices):
    query = {"s": encode_scenario(TOO_MANY_TOKENS), "c": choices}
    response = client.get(reverse(name), query)
    assert response.status_code == 400
    assert "1600 tokens" in response.content.decode()
