"""Rule texts: releases of the Comprehensive Rules and the numbered rules in each.

A :class:`Release` is one published edition of the rules, known by its label
(the date it is filed under, e.g. ``2025-09-19``). A :class:`Rule` is one
numbered rule or subrule of a release (``616``, ``616.1``, ``616.1c``) with its
examples. A :class:`GlossaryEntry` is one term of a release's glossary.
"""

from __future__ import annotations

from django.db import models


class Release(models.Model):
    """One edition of the Comprehensive Rules."""

    label = models.SlugField(
        max_length=32,
        unique=True,
        help_text="How the release is named in URLs and citations, e.g. 2025-09-19.",
    )
    date = models.DateField(
        db_index=True, help_text="The date the release is filed under; releases sort by it."
    )
    effective_date = models.DateField(
        null=True, blank=True, help_text="The date the text itself says it takes effect."
    )
    name = models.CharField(max_length=200, help_text="A human name for the release.")
    source = models.CharField(
        max_length=200, blank=True, help_text="Where the text came from (built in, or a file)."
    )
    notes = models.TextField(blank=True)
    builtin = models.BooleanField(
        default=False, help_text="Shipped with the app (from the seed texts), not imported."
    )
    sha256 = models.CharField(
        max_length=64,
        blank=True,
        help_text="The SHA-256 of the official file it was read from (empty for the seeds).",
    )

    class Meta:
        ordering = ["date", "label"]

    def __str__(self) -> str:
        return self.label


class Rule(models.Model):
    """One numbered rule of a release, with its examples."""

    release = models.ForeignKey(Release, on_delete=models.CASCADE, related_name="rules")
    number = models.CharField(max_length=16, help_text="e.g. 616, 616.1 or 616.1c")
    position = models.PositiveIntegerField(
        default=0, help_text="Order of the rule within its release's document."
    )
    text = models.TextField(help_text="The rule's text; paragraphs are separated by newlines.")
    examples = models.JSONField(default=list, blank=True, help_text="The examples, in order.")
    last_changed = models.DateField(
        null=True, blank=True, help_text="The rules update that last changed it, where known."
    )
    example_changes = models.JSONField(
        default=list,
        blank=True,
        help_text="For each example, the rules update that last changed it (or null).",
    )
    rulings = models.JSONField(
        default=list,
        blank=True,
        help_text="Rulings attached to the rule: label, text, author, date.",
    )

    class Meta:
        ordering = ["release__date", "position"]
        constraints = [
            models.UniqueConstraint(
                fields=["release", "number"], name="rule_number_once_per_release"
            )
        ]
        indexes = [models.Index(fields=["number"], name="rule_number_idx")]

    def __str__(self) -> str:
        return f"{self.number} ({self.release_id and self.release.label})"

    @property
    def is_heading(self) -> bool:
        """A three-digit rule (``616``) is the title of its section."""
        return "." not in self.number

    @property
    def is_lettered(self) -> bool:
        """A lettered subrule (``616.1a``) sits under its numbered rule."""
        return self.number[-1:].isalpha()


class GlossaryEntry(models.Model):
    """One term of a release's glossary."""

    release = models.ForeignKey(Release, on_delete=models.CASCADE, related_name="glossary")
    position = models.PositiveIntegerField()
    term = models.CharField(max_length=200)
    text = models.TextField()

    class Meta:
        ordering = ["release__date", "position"]
        verbose_name_plural = "glossary entries"
        constraints = [
            models.UniqueConstraint(
                fields=["release", "position"], name="glossary_position_once_per_release"
            )
        ]

    def __str__(self) -> str:
        return self.term
