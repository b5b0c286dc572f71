"""The test settings with one more address, /boom/, that fails with a server error."""

from judgeapp.test_settings import *  # noqa: F403

ROOT_URLCONF = "tests.deploy.urls_failing"
