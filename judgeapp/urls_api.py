from django.urls import path

from judgeapp.views import api, api_cards, api_rulings

urlpatterns: list = [
    path("resolve", api.resolve, name="api-resolve"),
    path("explore", api.explore, name="api-explore"),
    path("parse", api_cards.parse, name="api-parse"),
    path("cards", api_cards.cards, name="api-cards"),
    path("rulings", api_rulings.rulings, name="api-rulings"),
    path("rulings/<str:public_id>", api_rulings.ruling, name="api-ruling"),
    path(
        "rulings/<str:public_id>/revisions",
        api_rulings.ruling_revisions_list,
        name="api-ruling-revisions",
    ),
]
