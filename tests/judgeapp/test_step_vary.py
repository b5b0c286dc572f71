"""A step's answer varies with ``HX-Request`` (htmx gets the panel, a browser without
JavaScript a redirect), as ``vary_on_headers("HX-Request")`` says it."""

from __future__ import annotations

import pytest
from django.http import HttpResponse
from django.test import RequestFactory
from django.urls import reverse

from judgeapp.views.judge import _varies_with_htmx

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("query", "htmx", "status"),
    [
        ("ex=case-02&option=apply:rip", True, 200),
        ("ex=case-02&option=apply:rip", False, 302),
        ("ex=case-02&option=no-such-option", True, 400),
        ("ex=case-02", True, 400),
    ],
)
def test_every_answer_of_a_step_varies_with_htmx(client, query, htmx, status):
    headers = {"HTTP_HX_REQUEST": "true"} if htmx else {}
    response = client.get(f"{reverse('judge-step')}?{query}", **headers)
    assert response.status_code == status
    assert response["Vary"] == "HX-Request"


def test_a_vary_already_given_keeps_its_headers_first():
    def view(request):
        response = HttpResponse("x")
        response["Vary"] = "Cookie"
        return response

    response = _varies_with_htmx(view)(RequestFactory().get("/"))
    assert response["Vary"] == "Cookie, HX-Request"
