from django.urls import path

from judgeapp.views import site

urlpatterns = [
    path("", site.home, name="home"),
    path("favicon.ico", site.favicon, name="favicon"),
    path("procedures/<str:procedure>/", site.procedure_panel, name="procedure-panel"),
]
