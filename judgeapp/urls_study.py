from django.urls import path

from judgeapp.views import study

urlpatterns = [
    path("", study.home, name="study"),
    path("set/", study.question_set, name="study-set"),
    path("session/", study.session, name="study-session"),
    path("session/start/", study.start, name="study-start"),
    path("session/answer/", study.answer, name="study-answer"),
    path("session/next/", study.next_question, name="study-next"),
]
