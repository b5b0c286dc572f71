from django.urls import path

from rules import views

app_name = "rules"

urlpatterns = [
    path("", views.index, name="index"),
    path("search/", views.search, name="search"),
    path("diff/", views.release_diff, name="diff"),
    path("concordance/", views.concordance, name="concordance"),
    path("history/<str:number>/", views.history, name="history"),
    path("<str:release>/", views.release_detail, name="release"),
    path("<str:release>/section/<str:number>/", views.section, name="section"),
    path("<str:release>/glossary/", views.glossary, name="glossary"),
    path("<str:release>/<str:number>/", views.rule_detail, name="rule"),
]
