"""The step form's fields are read from a GET's query string as Django's ``request.GET``
reads them: each field's last value, decoded the same way, with the same bound."""

from __future__ import annotations

import pytest
from django.core.exceptions import TooManyFieldsSent
from django.test import RequestFactory, override_settings
from django.urls import reverse

from judgeapp.views.judge import _fields

pytestmark = pytest.mark.django_db


def _request(query: str, method: str = "get"):
    request = getattr(RequestFactory(), method)("/judge/step/")
    request.environ["QUERY_STRING"] = query  # as a WSGI server gives it: Latin-1 text
    return request


@pytest.mark.parametrize(
    "query",
    [
        "ex=case-02&option=apply%3Arip",
        "ex=case-02&option=a&option=b",  # a field given twice: its last value
        "ex=case-02&option=&action",  # blank values kept
        "ex=case-02&option=two+words%20here",  # "+" and "%20" are spaces
        "ex=case-02&c=apply:rip,apply:shuffle&p=2008-02-01&action=back",
        "ex=case-02&option=%E2%9C%93",  # percent-encoded UTF-8
        "ex=case-02&option=%FF%FE",  # percent-encoded bytes that aren't UTF-8
        "ex=case-02&option=\xe2\x9c\x93",  # raw UTF-8 bytes, as WSGI gives them
        "ex=case-02&option=caf\xe9",  # raw Latin-1 bytes: not UTF-8
        "",
        "&&=&ex",
    ],
)
def test_a_gets_fields_are_those_django_reads(query):
    assert _fields(_request(query)) == _request(query).GET.dict()


def test_a_posts_fields_are_its_form():
    request = RequestFactory().post("/judge/step/?option=ignored", {"option": "apply:rip"})
    assert _fields(request) == {"option": "apply:rip"}


@override_settings(DATA_UPLOAD_MAX_NUMBER_FIELDS=3)
def test_too_many_fields_are_refused_as_django_refuses_them():
    query = "a=1&b=2&c=3&d=4"
    with pytest.raises(TooManyFieldsSent):
        _request(query).GET  # noqa: B018
    with pytest.raises(TooManyFieldsSent):
        _fields(_request(query))


@override_settings(DATA_UPLOAD_MAX_NUMBER_FIELDS=3)
def test_a_step_with_too_many_fields_is_a_400(client):
    response = client.get(f"{reverse('judge-step')}?ex=case-02&a=1&b=2&option=apply:rip")
    assert response.status_code == 400
