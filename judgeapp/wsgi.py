"""WSGI entry point for Instead.

The process that loads this (gunicorn's, before it forks its workers) also does the
work every worker would otherwise repeat on its first requests (judgeapp.warming).
"""

import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "judgeapp.settings")

application = get_wsgi_application()

from judgeapp.warming import warm  # noqa: E402 (needs the settings configured above)

warm()
