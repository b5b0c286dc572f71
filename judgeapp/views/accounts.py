"""Signing in and out (Django's auth, rate-limited by django-axes) and API tokens."""

from django.contrib import messages
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods, require_POST

from rules.selectors.rulings import api_tokens_of
from rules.services.rulings import RulingInputError, api_token_create, api_token_delete

login = auth_views.LoginView.as_view(
    template_name="registration/login.html", redirect_authenticated_user=True
)
logout = auth_views.LogoutView.as_view()

TOKEN_DELETED = "The token was deleted; scripts using it are refused from now on."
TOKEN_NOT_FOUND = "No such token of yours."


@login_required
@require_http_methods(["GET", "POST"])
def tokens(request: HttpRequest) -> HttpResponse:
    """List the user's API tokens; a POST makes one and shows its key this once."""
    new_key = ""
    errors: dict[str, list[str]] = {}
    name = ""
    if request.method == "POST":
        name = request.POST.get("name", "")
        try:
            _, new_key = api_token_create(user=request.user, name=name)
            name = ""
        except RulingInputError as error:
            errors = error.errors
    status = 400 if errors else 200
    return render(
        request,
        "registration/tokens.html",
        {
            "tokens": api_tokens_of(user=request.user),
            "new_key": new_key,
            "errors": errors,
            "name": name,
        },
        status=status,
    )


@login_required
@require_POST
def token_delete(request: HttpRequest, token_id: int) -> HttpResponse:
    if api_token_delete(user=request.user, token_id=token_id):
        messages.success(request, TOKEN_DELETED)
    else:
        messages.error(request, TOKEN_NOT_FOUND)
    return redirect("tokens")
