"""The admin: rule texts, and saved rulings (read-only: edits go through revisions)."""

from __future__ import annotations

from urllib.parse import urlencode

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import path, reverse
from django.views.decorators.http import require_POST

from rules.models.rulings import ApiToken, Ruling, RulingRevision
from rules.models.texts import GlossaryEntry, Release, Rule
from rules.selectors.texts import release_before, shipped_not_stored
from rules.services.texts import (
    ReleaseRejected,
    release_file_import,
    shipped_releases_store_some,
)

# --- Rule texts ------------------------------------------------------------------

#: The largest file accepted (the official files are under 2 MB, UTF-16 ones included).
MAX_UPLOAD = 8 * 1024 * 1024
#: How long one press of "Store them all" may spend before it answers.
STORE_BUDGET_SECONDS = 8.0


class ReleaseUploadForm(forms.Form):
    file = forms.FileField(
        help_text="The plain-text Comprehensive Rules as Wizards of the Coast publishes it "
        "(MagicCompRules-YYYYMMDD.txt), in any encoding."
    )
    label = forms.DateField(
        required=False,
        help_text="File it under this date (YYYY-MM-DD) instead of the date in its name or text.",
    )

    def clean_file(self):
        upload = self.cleaned_data["file"]
        if upload.size > MAX_UPLOAD:
            raise forms.ValidationError(
                f"The file is {upload.size / 1e6:.1f} MB; a release is under "
                f"{MAX_UPLOAD // 1024 // 1024} MB."
            )
        return upload


@admin.register(Release)
class ReleaseAdmin(admin.ModelAdmin):
    list_display = ("label", "name", "effective_date", "builtin", "source")
    list_filter = ("builtin",)
    search_fields = ("label", "name", "notes")
    ordering = ("-date",)
    readonly_fields = ("sha256",)
    change_list_template = "admin/rules/release/change_list.html"

    def get_urls(self):
        own = [
            path(
                "upload/",
                self.admin_site.admin_view(self.upload_view),
                name="rules_release_upload",
            ),
            path(
                "store-all/",
                self.admin_site.admin_view(require_POST(self.store_all_view)),
                name="rules_release_store_all",
            ),
        ]
        return own + super().get_urls()

    def changelist_view(self, request, extra_context=None):
        extra_context = {**(extra_context or {}), "not_stored": len(shipped_not_stored())}
        return super().changelist_view(request, extra_context=extra_context)

    def upload_view(self, request: HttpRequest) -> HttpResponse:
        """Add a release from its official file, then show its diff against the one before."""
        if not self.has_add_permission(request):
            raise PermissionDenied
        form = ReleaseUploadForm(request.POST or None, request.FILES or None)
        status = 200
        if request.method == "POST":
            if form.is_valid():
                upload = form.cleaned_data["file"]
                try:
                    summary = release_file_import(
                        data=upload.read(),
                        file_name=upload.name,
                        source=f"Uploaded from {upload.name}",
                        date=form.cleaned_data["label"],
                    )
                except ReleaseRejected as error:
                    form.add_error("file", str(error))
                else:
                    messages.success(
                        request,
                        f"Release {summary.release} stored: {summary.added} rules added, "
                        f"{summary.changed} changed, {summary.removed} removed.",
                    )
                    new = Release.objects.get(label=summary.release)
                    before = release_before(release=new)
                    if before is None:
                        return HttpResponseRedirect(reverse("rules:release", args=[new.label]))
                    query = urlencode({"old": before, "new": new.label})
                    return HttpResponseRedirect(f"{reverse('rules:diff')}?{query}")
            status = 400
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": "Add a release from its official file",
            "form": form,
        }
        return render(request, "admin/rules/release/upload.html", context, status=status)

    def store_all_view(self, request: HttpRequest) -> HttpResponse:
        """Store the shipped releases not stored yet, for a few seconds per press."""
        if not self.has_add_permission(request):
            raise PermissionDenied
        stored, left = shipped_releases_store_some(seconds=STORE_BUDGET_SECONDS)
        if left:
            messages.warning(
                request,
                f"Stored {len(stored)} release(s); {left} left: press the button again "
                "(or run python manage.py loadreleases --all).",
            )
        else:
            messages.success(request, f"Stored {len(stored)} release(s): every release is stored.")
        return HttpResponseRedirect(reverse("admin:rules_release_changelist"))


@admin.register(Rule)
class RuleAdmin(admin.ModelAdmin):
    list_display = ("number", "release", "last_changed", "short_text")
    list_filter = ("release",)
    search_fields = ("number", "text")
    list_select_related = ("release",)
    ordering = ("-release__date", "position")
    raw_id_fields = ("release",)

    @admin.display(description="text")
    def short_text(self, obj: Rule) -> str:
        return obj.text[:100]


@admin.register(GlossaryEntry)
class GlossaryEntryAdmin(admin.ModelAdmin):
    list_display = ("term", "release")
    list_filter = ("release",)
    search_fields = ("term", "text")
    list_select_related = ("release",)
    raw_id_fields = ("release",)


# --- Saved rulings ---------------------------------------------------------------


class RulingRevisionInline(admin.TabularInline):
    model = RulingRevision
    fields = ("number", "created_at", "author_name", "title", "outcome_text")
    readonly_fields = fields
    extra = 0
    can_delete = False
    show_change_link = False

    def has_add_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Ruling)
class RulingAdmin(admin.ModelAdmin):
    """Rulings are read here; staff edit them on the site, where each edit is a revision."""

    list_display = ("title", "public_id", "decided_on", "event", "judge", "revision")
    list_filter = ("decided_on", "procedure")
    search_fields = ("title", "public_id", "event", "judge", "notes", "cards_text")
    date_hierarchy = "decided_on"
    inlines = [RulingRevisionInline]

    def get_readonly_fields(self, request, obj=None):
        return [field.name for field in self.model._meta.fields]

    def has_add_permission(self, request) -> bool:
        return False


@admin.register(ApiToken)
class ApiTokenAdmin(admin.ModelAdmin):
    list_display = ("name", "user", "prefix", "created_at", "last_used_at")
    search_fields = ("name", "user__username")
    readonly_fields = ("user", "name", "prefix", "created_at", "last_used_at")
    exclude = ("digest",)

    def has_add_permission(self, request) -> bool:
        return False
