"""Sign-in lockout by address, whatever names are tried.

Before: django-axes locked a user name from an address only: four wrong
passwords on each of four accounts, then forty unknown names, never locked the
address.
"""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

pytestmark = pytest.mark.django_db

PASSWORD = "a-long-pass-phrase"


def _sign_in(client: Client, name: str, password: str):
    return client.post(reverse("login"), {"username": name, "password": password})


def test_many_names_tried_from_one_address_lock_that_address(settings):
    for name in ("ann", "ben", "cat", "dan"):
        User.objects.create_user(name, password=PASSWORD)
    client = Client(REMOTE_ADDR="203.0.113.7")
    tried = 0
    for name in ("ann", "ben", "cat", "dan"):
        for _ in range(settings.AXES_FAILURE_LIMIT - 1):  # never enough to lock one name
            assert _sign_in(client, name, "wrong").status_code == 200
            tried += 1
    while tried < settings.AXES_ADDRESS_FAILURE_LIMIT:
        assert _sign_in(client, f"nobody{tried}", "wrong").status_code == 200
        tried += 1
    # The address is locked now: even the right password of an account is refused.
    response = _sign_in(client, "ann", PASSWORD)
    assert response.status_code == 429
    assert b"Too many failed sign-ins" in response.content
    assert b"from this address" in response.content
    # Another address signs in as usual.
    assert _sign_in(Client(REMOTE_ADDR="198.51.100.9"), "ann", PASSWORD).status_code == 302


def test_a_few_failures_from_an_address_lock_nothing(settings):
    User.objects.create_user("ann", password=PASSWORD)
    client = Client(REMOTE_ADDR="203.0.113.8")
    for index in range(settings.AXES_ADDRESS_FAILURE_LIMIT - 1):
        _sign_in(client, f"nobody{index}", "wrong")
    assert _sign_in(client, "ann", PASSWORD).status_code == 302


def test_behind_a_proxy_each_forwarded_address_is_locked_on_its_own(settings):
    # Behind a proxy every request comes from the proxy's address (behind `make run`'s
    # nginx, a Unix socket's: none at all). Before, django-axes read that address, so
    # one address's failures locked every client out.
    settings.BEHIND_PROXY = True
    User.objects.create_user("ann", password=PASSWORD)
    attacker = Client(REMOTE_ADDR="", HTTP_X_FORWARDED_FOR="203.0.113.7")
    for tried in range(settings.AXES_ADDRESS_FAILURE_LIMIT):
        assert _sign_in(attacker, f"nobody{tried}", "wrong").status_code == 200
    assert _sign_in(attacker, "ann", PASSWORD).status_code == 429
    # Another client, through the same proxy, signs in.
    other = Client(REMOTE_ADDR="", HTTP_X_FORWARDED_FOR="198.51.100.20")
    response = _sign_in(other, "ann", PASSWORD)
    assert response.status_code == 302
