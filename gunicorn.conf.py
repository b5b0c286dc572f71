"""How `make run` serves Instead: gunicorn with its settings for the app.

`make run` (scripts/serve.sh) starts two pools of this gunicorn behind nginx:
``INSTEAD_POOL=light`` for the pages that run no resolver (the home page, the
examples, the rules, static files) and ``INSTEAD_POOL=heavy`` for everything
else (steps, explorations, comparisons, rulings, searches, sign-ins), its
workers at a lower priority. Without ``INSTEAD_POOL`` it is one pool serving
everything (an app server behind another proxy, or where nginx is missing).

gunicorn reads this file from the working folder. Each setting can be changed
from the environment without editing it:

- ``INSTEAD_BIND``: the address to listen on (``127.0.0.1:8000``; behind a
  proxy on another machine, e.g. ``0.0.0.0:8000``; serve.sh gives each pool a
  Unix socket).
- ``WEB_CONCURRENCY``: worker processes of the heavy pool, or of the one pool
  (two per core, at most 8, by default).
- ``INSTEAD_LIGHT_WORKERS``: worker processes of the light pool (one per core and
  one more, by default).
- ``INSTEAD_TIMEOUT``: seconds before a stuck worker is killed and replaced (30).
  The resolver's work runs in a child process of the worker, killed at
  ``DJANGO_ENGINE_DEADLINE`` (5 s; explorations and comparisons
  ``DJANGO_ENGINE_EXPLORE_DEADLINE``, 3 s) with a clear answer, well before this
  (judgeapp/apart.py).

Sync workers: the workers only serve pages and wait for those children, so they
stay small (about 100 MiB each); nginx in front buffers each request and answer,
so a slow client never holds a worker. Two pools, not more workers, keep the home
page quick under load: a soak with 24 workers on 2 cores served the home page no
faster at its p99, as the light pages still waited in line behind the heavy ones
(docs/benchmarks.md).
"""

import os

pool = os.environ.get("INSTEAD_POOL", "")
cores = os.cpu_count() or 1
bind = os.environ.get("INSTEAD_BIND", "127.0.0.1:8000")
if pool == "light":
    workers = int(os.environ.get("INSTEAD_LIGHT_WORKERS", "0")) or cores + 1
else:
    workers = int(os.environ.get("WEB_CONCURRENCY", "0")) or min(8, 2 * cores)
worker_class = "sync"
timeout = int(os.environ.get("INSTEAD_TIMEOUT", "30"))
graceful_timeout = 20
keepalive = 5
# Each worker is replaced after about a thousand requests, so no slow growth of
# memory can last.
max_requests = 1000
max_requests_jitter = 100
# A scenario's link (`?s=…`) can be long: allow request lines up to gunicorn's
# largest bound (8,190 bytes, what proxies such as nginx accept by default). The
# app reads addresses of at most 8,000 characters (a scenario's `s=` at most
# 7,000) and answers a longer one with its own clear 414, so every address the app
# accepts reaches it.
limit_request_line = 8190
# The workers' heartbeat files in memory, not on a slow disk.
worker_tmp_dir = "/dev/shm" if os.path.isdir("/dev/shm") else None
# The access log on stdout, errors (and the app's log) on stderr; each request's
# line ends with its request id, the one on the app's log lines and the 500 page.
accesslog = "-"
errorlog = "-"
# Behind serve.sh's nginx the client's address is the one it forwarded, and each line
# says which pool served the request.
if pool:
    access_log_format = (
        '%({x-forwarded-for}i)s "%(r)s" %(s)s %(b)s %(M)sms [%({x-request-id}o)s] ' + pool
    )
else:
    access_log_format = '%(h)s "%(r)s" %(s)s %(b)s %(M)sms [%({x-request-id}o)s]'
# Load the app once, before forking, so a broken setting stops the start at once.
preload_app = True
# No control socket: its one default path in the home folder would be shared by
# every instance started by one user (several app servers on one machine).
control_socket_disable = True
