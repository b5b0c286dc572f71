"""Saved rulings: search, permalinks, saving, editing, history and exports."""

from django.urls import path, register_converter

from judgeapp.views import rulings


class PublicIdConverter:
    """A ruling's permalink id: URL-safe base64 characters."""

    regex = "[A-Za-z0-9_-]{6,16}"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


register_converter(PublicIdConverter, "rid")

urlpatterns = [
    path("", rulings.ruling_list, name="rulings"),
    path("new/", rulings.ruling_new, name="ruling-new"),
    path("export.json", rulings.rulings_export, name="rulings-export"),
    path("<rid:public_id>/", rulings.ruling_detail, name="ruling"),
    path("<rid:public_id>/edit/", rulings.ruling_edit, name="ruling-edit"),
    path("<rid:public_id>/history/", rulings.ruling_history_view, name="ruling-history"),
    path(
        "<rid:public_id>/revisions/<int:number>/",
        rulings.ruling_revision_detail,
        name="ruling-revision",
    ),
    path("<rid:public_id>/print/", rulings.ruling_print, name="ruling-print"),
    path("<rid:public_id>.json", rulings.ruling_json, name="ruling-json"),
    path("<rid:public_id>.md", rulings.ruling_markdown, name="ruling-markdown"),
]
