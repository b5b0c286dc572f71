# Instead: two commands for a new user.
#   make run   set up and serve the app at http://127.0.0.1:8000 (nginx, gunicorn)
#   make dev   the same with Django's development server (debug, reloading)
#   make test  set up and run every test: lint, unit, view and real-browser tests

SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-$(shell sha1sum requirements.txt | cut -c1-12)
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
CHROMIUM := /usr/bin/chromium
# The secret key: the environment's, or the one `make run` keeps in .local/.
KEY := DJANGO_SECRET_KEY="$${DJANGO_SECRET_KEY:-$$(cat .local/secret_key)}"

.PHONY: prepare run dev test test-postgres test-servers lint format check setup chromium bench

$(STAMP): requirements.txt
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -r requirements.txt
	@rm -f $(VENV)/.installed-*
	@touch $@

setup: $(STAMP)

.local/secret_key:
	@mkdir -p .local
	@$(PYTHON) -c "import secrets; print(secrets.token_urlsafe(50))" > $@

# Install Debian's Chromium for the real-browser tests when it is missing.
chromium:
	@if [ ! -x $(CHROMIUM) ]; then \
		echo "Installing Debian's chromium package"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium >/dev/null; \
	fi

# The data and static files every server needs: the database's tables, the
# built-in examples and rules, and the static files WhiteNoise serves.
prepare: $(STAMP) .local/secret_key
	$(KEY) $(BIN)/python manage.py migrate --noinput
	$(KEY) $(BIN)/python manage.py loaddefaults
	$(KEY) $(BIN)/python manage.py collectstatic --noinput -v 0

# nginx in front of two gunicorn pools (scripts/serve.sh, scripts/nginx.conf,
# gunicorn.conf.py): light pages apart from heavy work, which runs at a lower
# priority; static files served by WhiteNoise. Installs Debian's nginx when it is
# missing (one gunicorn pool where it can't be had).
run: prepare
	$(KEY) BIN=$(BIN) scripts/serve.sh

# Django's development server: debug pages, reloading on every change.
dev: prepare
	$(KEY) DJANGO_DEBUG=1 $(BIN)/python manage.py runserver 127.0.0.1:8000

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

format: $(STAMP)
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

check: $(STAMP)
	DJANGO_SETTINGS_MODULE=judgeapp.test_settings $(BIN)/python manage.py check
	DJANGO_SETTINGS_MODULE=judgeapp.test_settings $(BIN)/python manage.py makemigrations --check --dry-run

test: $(STAMP) chromium lint check
	$(BIN)/python -m pytest
	$(MAKE) --no-print-directory test-postgres
	$(MAKE) --no-print-directory test-servers

# The database tests again, against a throwaway PostgreSQL server from Debian's
# package (installed when missing; started and stopped by the script).
test-postgres: $(STAMP)
	PYTHON=$(BIN)/python scripts/with-postgres.sh $(BIN)/python -m pytest --ignore=tests/browser -m "(django_db or postgres) and not browser" -p no:cacheprovider

# Two app servers (gunicorn) sharing one throwaway PostgreSQL and one throwaway
# Redis (scripts/with-redis.sh installs Debian's redis-server when it is missing),
# the tests that need Redis itself, and `make run`'s nginx with its two pools
# (scripts/serve.sh --install installs Debian's nginx when it is missing).
test-servers: $(STAMP)
	scripts/serve.sh --install
	INSTEAD_REQUIRE_SERVERS=1 PYTHON=$(BIN)/python scripts/with-postgres.sh scripts/with-redis.sh $(BIN)/python -m pytest tests/deploy tests/judgeapp/test_apart.py -m "multi_instance or redis or serving" -p no:cacheprovider

bench: $(STAMP)
	$(BIN)/python -m pytest bench --benchmark-only --benchmark-enable -p no:randomly
