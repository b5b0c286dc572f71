"""The app's URLs plus a bare view: the same server and middleware, a view that does nothing."""

from django.http import HttpRequest, HttpResponse
from django.urls import include, path


def bare(request: HttpRequest) -> HttpResponse:
    return HttpResponse("ok", content_type="text/plain")


urlpatterns = [
    path("bench/bare/", bare),
    path("", include("judgeapp.urls")),
]
