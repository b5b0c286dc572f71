from django.urls import path

from judgeapp.views import site

urlpatterns = [
    path("", site.home, name="home"),
    path("procedures/<str:procedure>/", site.procedure_panel, name="procedure-panel"),
]
