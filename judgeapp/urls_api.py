from django.urls import path

from judgeapp.views import api_rulings

urlpatterns: list = [
    # path("resolve", ...) and friends.
    path("rulings", api_rulings.rulings, name="api-rulings"),
    path("rulings/<str:public_id>", api_rulings.ruling, name="api-ruling"),
]
