"""The length the long-address bound reads is the length of the address as Django writes
it (``get_full_path``), whether or not its query string needs quoting."""

from __future__ import annotations

import pytest
from django.test import RequestFactory

from judgeapp.middleware import address_length


@pytest.mark.parametrize(
    ("path", "query"),
    [
        ("/judge/step/", ""),
        ("/judge/step/", "s=eJyrVkrLz1eyUkpKLFKqBQAdegQ-&option=apply:rip"),
        ("/judge/step/", "p=a+b&c=d,e;f&x=(1)!*'@$~"),
        ("/judge/step/", "x=%20y"),
        ("/judge/step/", "x=a b"),
        ("/judge/step/", 'q=<>"{}|\\^`'),
        ("/judge/step/", "x=\u00e9\u00ff"),
        ("/judge/step/", "z=\x7f"),
        ("/a b/\u00e9/", "a=b"),
    ],
)
def test_the_length_is_that_of_the_full_path(path, query):
    request = RequestFactory().get(path)
    request.META["QUERY_STRING"] = query
    assert address_length(request) == len(request.get_full_path())
