from django.urls import path

from judgeapp.views import site

app_name = "rules"

urlpatterns = [
    path("", site.coming, {"area": "Rules"}, name="index"),
]
