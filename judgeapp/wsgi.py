"""WSGI entry point for Instead.

The process that loads this (gunicorn's, before it forks its workers) also does the
work every worker would otherwise repeat on its first requests (judgeapp.warming: it
also sends the app one step of a scenario it has never seen, as a judge would), then
sets what it holds aside from the cycle collector (``gc.freeze``): the modules,
templates and data loaded so far live as long as the process, and a worker's full
collections scanned all of them again (about 40 us of a never-seen step's time, in
process), writing to their memory pages as they did.
"""

import gc
import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "judgeapp.settings")

application = get_wsgi_application()

from judgeapp.warming import first_step, warm  # noqa: E402 (needs the settings configured above)

warm()
first_step(application)
gc.collect()
gc.freeze()
