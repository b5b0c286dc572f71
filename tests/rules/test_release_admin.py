"""Staff add a new release from its official file in the admin, and store every shipped one."""

from __future__ import annotations

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from rules.models import Release, Rule
from rules.texts import shipped

pytestmark = pytest.mark.django_db


def _upload(admin_client, name: str, data: bytes, label: str = ""):
    return admin_client.post(
        "/admin/rules/release/upload/",
        {"file": SimpleUploadedFile(name, data, content_type="text/plain"), "label": label},
    )


def test_the_release_list_offers_the_upload_and_storing_them_all(admin_client):
    response = admin_client.get("/admin/rules/release/")
    assert response.status_code == 200
    assert "/admin/rules/release/upload/" in response.text
    assert "Store them all" in response.text


def test_an_uploaded_release_is_stored_and_its_diff_with_the_one_before_is_shown(admin_client):
    response = _upload(admin_client, "MagicCompRules-20130429.txt", shipped.read("2013-04-29"))
    assert response.status_code == 302
    assert response["Location"] == "/rules/diff/?old=2013-02-01&new=2013-04-29"
    assert Rule.objects.filter(release__label="2013-04-29").count() == 2054
    diff = admin_client.get(response["Location"])
    assert diff.status_code == 200
    assert diff.context["diff"].changed > 0


def test_a_cut_short_upload_is_refused_saying_why_and_stores_nothing(admin_client):
    data = shipped.read("2026-01-16")
    response = _upload(admin_client, "MagicCompRules-20260301.txt", data[: len(data) // 2])
    assert response.status_code == 400
    assert "no glossary" in response.text
    assert "Nothing was stored" in response.text
    assert not Release.objects.filter(label="2026-03-01").exists()


def test_a_file_that_is_not_the_rules_is_refused(admin_client):
    response = _upload(admin_client, "notes.txt", b"milk\r\neggs\r\n", label="2026-03-01")
    assert response.status_code == 400
    assert "not a Comprehensive Rules text file" in response.text
    assert not Release.objects.filter(label="2026-03-01").exists()


def test_store_them_all_stores_some_and_says_how_many_are_left(admin_client):
    before = Release.objects.exclude(sha256="").count()
    response = admin_client.post("/admin/rules/release/store-all/", follow=True)
    assert response.status_code == 200
    assert Release.objects.exclude(sha256="").count() > before
    assert "Stored" in response.text


def test_store_them_all_is_a_post_for_staff(client, admin_client):
    assert admin_client.get("/admin/rules/release/store-all/").status_code == 405
    assert client.post("/admin/rules/release/store-all/").status_code == 302  # to the login
