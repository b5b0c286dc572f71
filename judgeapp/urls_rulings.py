from django.urls import path

from judgeapp.views import site

urlpatterns = [
    path("", site.coming, {"area": "Rulings"}, name="rulings"),
]
