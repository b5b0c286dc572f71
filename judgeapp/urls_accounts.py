"""Signing in and out, and the API tokens of the signed-in user."""

from django.urls import path

from judgeapp.views import accounts

urlpatterns = [
    path("login/", accounts.login, name="login"),
    path("logout/", accounts.logout, name="logout"),
    path("tokens/", accounts.tokens, name="tokens"),
    path("tokens/<int:token_id>/delete/", accounts.token_delete, name="token-delete"),
]
