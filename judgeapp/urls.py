"""The site's URLs: each area of the app keeps its own URL module."""

from django.contrib import admin
from django.urls import include, path

from judgeapp.views import judge

urlpatterns = [
    # A step, the request a judge makes most, found first: not through two includes.
    path("judge/step/", judge.step, name="judge-step"),
    path("", include("judgeapp.urls_site")),
    path("judge/", include("judgeapp.urls_judge")),
    path("rules/", include("rules.urls")),
    path("rulings/", include("judgeapp.urls_rulings")),
    path("study/", include("judgeapp.urls_study")),
    path("api/", include("judgeapp.urls_api")),
    path("accounts/", include("judgeapp.urls_accounts")),
    path("admin/", admin.site.urls),
]

handler400 = "judgeapp.views.errors.request_refused"
handler500 = "judgeapp.views.errors.server_error"
