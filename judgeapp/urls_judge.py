from django.urls import path

from judgeapp.views import site

urlpatterns = [
    path("", site.coming, {"area": "Judge"}, name="judge"),
    path("examples/", site.coming, {"area": "Examples"}, name="examples"),
]
