"""The site's addresses and /boom/, which raises: a server error on demand."""

from django.http import HttpRequest, HttpResponse
from django.urls import path

from judgeapp.urls import handler400, handler500
from judgeapp.urls import urlpatterns as site_urlpatterns


class ForcedFailure(RuntimeError):
    pass


def boom(request: HttpRequest) -> HttpResponse:
    raise ForcedFailure("forced failure for the logging test")


urlpatterns = [path("boom/", boom), *site_urlpatterns]

__all__ = ["handler400", "handler500", "urlpatterns"]
