"""The stepper says which applicable effects can't be chosen yet, and by which rule."""

from django.urls import reverse


def test_stepper_shows_the_effect_that_must_wait_and_its_rule(client):
    response = client.get(reverse("judge"), {"ex": "token-doublers-copy", "p": "2025-09-19"})
    assert response.status_code == 200
    html = response.content.decode()
    assert 'data-excluded="sentinel-tapped"' in html
    assert "616.1g" in html
    assert "contained" in html
