"""The stepper's server time, in process: one step (a choice sent as the page sends it,
a GET of the step form, and the partial back).

Run with ``make bench``. The over-the-wire figures (sizes, a real server, 20
concurrent clients, a bare view side by side) come from ``bench/stepper_load.py``.
"""

import re

import pytest
from django.urls import reverse

pytestmark = pytest.mark.django_db


def test_step_partial_server_time(benchmark, client):
    page = client.get(reverse("judge") + "?ex=case-02").content.decode()
    option = re.search(r'data-option="([^"]+)"', page).group(1)
    data = {"ex": "case-02", "option": option}

    def one_step():
        return client.get(reverse("judge-step"), data, headers={"HX-Request": "true"})

    response = benchmark(one_step)
    assert response.status_code == 200
    assert len(response.content) < 8 * 1024


def test_step_partial_server_time_uncached(benchmark, client):
    """The same step when its panel is not kept yet: resolve and render every time."""
    from django.core.cache import cache

    from judgeapp.caching import forget_local

    page = client.get(reverse("judge") + "?ex=case-02").content.decode()
    option = re.search(r'data-option="([^"]+)"', page).group(1)
    data = {"ex": "case-02", "option": option}

    def one_step():
        cache.clear()
        forget_local()
        return client.get(reverse("judge-step"), data, headers={"HX-Request": "true"})

    response = benchmark(one_step)
    assert response.status_code == 200


def test_bare_view_server_time(benchmark, client):
    """The same client and middleware on the smallest page, to compare the step against."""
    response = benchmark(
        lambda: client.get("/procedures/2008-02-01/", headers={"HX-Request": "true"})
    )
    assert response.status_code == 200
