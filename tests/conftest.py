"""Fixtures shared by the whole suite."""

from pathlib import Path

import pytest

#: The reference data beside the project's root (rule texts, judge cases).
#: Developers and CI have it; a user's clone does not.
SHARED_DIR = Path(__file__).resolve().parent.parent.parent / "shared"


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    """The ../shared folder, or a skip that says why the test could not run."""
    if not SHARED_DIR.is_dir():
        pytest.skip(
            f"needs the shared reference data at {SHARED_DIR}, which is absent here "
            "(only developers and CI have it)"
        )
    return SHARED_DIR


#: The password of the users the fixtures make.
STAFF_PASSWORD = "a-long-pass-phrase"


@pytest.fixture
def staff(db):
    """Alice, a member of the staff group: she may save and edit rulings."""
    from django.contrib.auth.models import Group, User

    from rules.ruling_fields import STAFF_GROUP

    user = User.objects.create_user("alice", password=STAFF_PASSWORD)
    user.groups.add(Group.objects.get_or_create(name=STAFF_GROUP)[0])
    return user


@pytest.fixture(autouse=True)
def _fresh_cache():
    """Each test starts with an empty cache: what one test worked out (a panel, an
    exploration, a client's work budget) is never another's answer."""
    from django.core.cache import cache

    from judgeapp.caching import forget_local

    cache.clear()
    forget_local()
    yield
