"""Settings for the test suite: the real settings with a throwaway secret key."""

import os

os.environ.setdefault("DJANGO_SECRET_KEY", "insecure-key-for-the-test-suite-only")

from judgeapp.settings import *  # noqa: F403

# The suite sends thousands of requests from one address: no per-client budget
# (the tests of that budget turn it on).
ENGINE_SECONDS_PER_MINUTE = 0

# A fast password hasher: the suite signs in hundreds of times (the real one is slow
# on purpose).
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

# The suite's own heavy-work slots: a server started from this folder meanwhile (a
# benchmark, `make run`) must not make the suite's requests wait.
import tempfile  # noqa: E402

ENGINE_SLOTS_DIR = tempfile.mkdtemp(prefix="instead-test-slots-")
