"""Saved rulings: what tournament staff decided, with every revision kept.

A :class:`Ruling` is the permalink (a short id nobody can guess) plus a copy of
its latest revision's fields, so lists and searches read one table. Every edit
adds a :class:`RulingRevision`; none is ever changed or deleted by the app.
``Ruling.revision`` is the number of the latest revision: an edit based on an
older number is a conflict (see ``rules.services.rulings``).
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models
from django.utils import timezone

#: How many random bytes a permalink id carries (8 bytes → 11 characters).
PUBLIC_ID_BYTES = 8


def new_public_id() -> str:
    """A fresh permalink id: 64 random bits, URL-safe, 11 characters.

    Never one that starts with "-", which a command line would read as an option
    (``exportrulings --id -x…``).
    """
    while True:
        public_id = secrets.token_urlsafe(PUBLIC_ID_BYTES)
        if not public_id.startswith("-"):
            return public_id


class RulingContent(models.Model):
    """The fields a ruling's revision records (shared by the head and each revision)."""

    title = models.CharField(max_length=200, help_text="A line that names the ruling.")
    event = models.CharField(
        max_length=200, blank=True, help_text="The event or tournament it was given at."
    )
    round = models.CharField(max_length=40, blank=True, help_text="The round, e.g. 5 or Top 8.")
    table = models.CharField(max_length=40, blank=True, help_text="The table number.")
    judge = models.CharField(max_length=200, blank=True, help_text="The judge who gave it.")
    decided_on = models.DateField(
        default=timezone.localdate, help_text="The day the ruling was given."
    )
    tags = models.JSONField(default=list, blank=True, help_text="Lower-case labels.")
    notes = models.TextField(blank=True)
    scenario = models.JSONField(help_text="The scenario, in the scenario format (version 1).")
    procedure = models.CharField(max_length=20, help_text="The key of the rules procedure.")
    choices = models.JSONField(default=list, blank=True, help_text="The option ids chosen.")
    outcome = models.JSONField(
        help_text="What the resolver answered then: the final result as a dict."
    )
    outcome_text = models.CharField(max_length=500, help_text="The outcome in one line.")
    presets = models.JSONField(
        default=dict,
        blank=True,
        help_text=(
            "The presets the scenario names, as they were when saved (template, parameters, "
            "card name …): a restore never depends on the presets of the day."
        ),
    )

    class Meta:
        abstract = True


class Ruling(RulingContent):
    """A saved ruling: its permalink and its current (latest) revision's fields."""

    public_id = models.CharField(max_length=16, unique=True, default=new_public_id, editable=False)
    revision = models.PositiveIntegerField(
        default=1, help_text="The number of the latest revision."
    )
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(default=timezone.now)
    # Search columns, rebuilt on every save from the fields above: values are
    # wrapped in "|" so a search can match a whole value or its start.
    cards_text = models.TextField(blank=True, editable=False)
    tags_text = models.TextField(blank=True, editable=False)
    rules_text = models.TextField(blank=True, editable=False)

    class Meta:
        ordering = ["-decided_on", "-created_at"]
        indexes = [models.Index(fields=["decided_on"], name="ruling_decided_on")]

    def __str__(self) -> str:
        return f"{self.title} ({self.public_id})"

    def get_absolute_url(self) -> str:
        from django.urls import reverse

        return reverse("ruling", kwargs={"public_id": self.public_id})


class RulingRevision(RulingContent):
    """One saved state of a ruling. Number 1 is the ruling as first saved."""

    ruling = models.ForeignKey(Ruling, on_delete=models.CASCADE, related_name="revisions")
    number = models.PositiveIntegerField()
    author = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        related_name="ruling_revisions",
    )
    author_name = models.CharField(
        max_length=150, blank=True, help_text="The author's user name when it was saved."
    )
    created_at = models.DateTimeField(default=timezone.now)

    class Meta:
        ordering = ["ruling", "number"]
        constraints = [
            models.UniqueConstraint(fields=["ruling", "number"], name="ruling_revision_unique")
        ]

    def __str__(self) -> str:
        return f"{self.ruling.public_id} revision {self.number}"


class ApiToken(models.Model):
    """A key a script sends as ``Authorization: Token <key>``; only its digest is stored."""

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="api_tokens"
    )
    name = models.CharField(max_length=100, help_text="What the token is for.")
    digest = models.CharField(max_length=64, unique=True, editable=False)
    prefix = models.CharField(max_length=8, editable=False, help_text="The key's first characters.")
    created_at = models.DateTimeField(default=timezone.now)
    last_used_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.name} ({self.prefix}…)"
