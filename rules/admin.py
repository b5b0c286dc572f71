"""The admin: rule texts, and saved rulings (read-only: edits go through revisions)."""

from django.contrib import admin

from rules.models.rulings import ApiToken, Ruling, RulingRevision
from rules.models.texts import GlossaryEntry, Release, Rule

# --- Rule texts ------------------------------------------------------------------


@admin.register(Release)
class ReleaseAdmin(admin.ModelAdmin):
    list_display = ("label", "name", "effective_date", "builtin", "source")
    list_filter = ("builtin",)
    search_fields = ("label", "name", "notes")
    ordering = ("-date",)


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
