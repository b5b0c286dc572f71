"""The judge app's models: what a signed-in player answered in study sessions."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone


class StudyAnswer(models.Model):
    """One answer a signed-in player gave to a study question of the examples library.

    ``question`` is the question's key (``<example>~<procedure>~<number>``, see
    ``rules.study``); the player's record is read from these rows, newest last.
    """

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="study_answers"
    )
    question = models.CharField(max_length=200)
    correct = models.BooleanField()
    answered_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["answered_at", "id"]
        indexes = [models.Index(fields=["user", "question"])]

    def __str__(self) -> str:
        return f"{self.user} {'right' if self.correct else 'missed'} {self.question}"
