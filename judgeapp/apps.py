from django.apps import AppConfig


class JudgeappConfig(AppConfig):
    name = "judgeapp"
    verbose_name = "Instead: the judge"
