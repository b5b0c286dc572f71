#!/usr/bin/env bash
# Serve Instead as `make run` does: nginx in front of two gunicorn pools.
#
#   scripts/serve.sh              serve at INSTEAD_BIND (127.0.0.1:8000) until stopped
#   scripts/serve.sh --install    only install nginx when it is missing
#
# nginx (Debian's package, installed with apt when missing) listens on
# INSTEAD_BIND and sends each request by its path (scripts/nginx.conf):
#
# - the light pool: the pages that run no resolver (the home
#   page, the examples, the rules, static files); INSTEAD_LIGHT_WORKERS workers
#   (one per core and one more);
# - the heavy pool: everything else (steps, explorations, comparisons, rulings,
#   searches, sign-ins); WEB_CONCURRENCY workers (two per core, at most 8), at
#   nice INSTEAD_HEAVY_NICE (10) and their resolver's children lower still.
#
# So a light page never waits in line behind heavy work, and gets the cores
# first. Both pools are gunicorn with gunicorn.conf.py (INSTEAD_POOL names the
# pool), on Unix sockets in a temporary folder that only nginx reaches; nginx
# gives them the client's address (X-Forwarded-For, the app's
# DJANGO_BEHIND_PROXY=1). With DJANGO_BEHIND_PROXY=1 set here, another proxy is
# in front of this one: nginx takes the client's address from the last
# X-Forwarded-For entry that proxy sent.
#
# Where nginx can't be had (no apt, no network), it serves with one gunicorn
# pool on INSTEAD_BIND and says so. INSTEAD_NGINX names the nginx
# to run (nothing is installed then); INSTEAD_NGINX=none serves with one
# gunicorn pool (an app server behind a proxy that routes by path itself).
# Stopping this script (Ctrl-C, SIGTERM) stops nginx and both pools, and removes
# the folder.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN="${BIN:-.venv/bin}"
BIND="${INSTEAD_BIND:-127.0.0.1:8000}"
HEAVY_NICE="${INSTEAD_HEAVY_NICE:-10}"
SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"

find_nginx() {
    if [ -n "${INSTEAD_NGINX:-}" ]; then
        [ "$INSTEAD_NGINX" != none ] && [ -x "$INSTEAD_NGINX" ] && echo "$INSTEAD_NGINX" && return 0
        return 1
    fi
    command -v nginx 2>/dev/null && return 0
    [ -x /usr/sbin/nginx ] && echo /usr/sbin/nginx && return 0
    return 1
}

install_nginx() {
    find_nginx >/dev/null && return 0
    [ -z "${INSTEAD_NGINX:-}" ] || return 1
    echo "nginx is missing: installing Debian's nginx package" >&2
    # Only its files: the package's own service is not used (and may not start
    # where there is no init system).
    $SUDO apt-get update -qq &&
        DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
            nginx >/dev/null
}

if [ "${1:-}" = "--install" ]; then
    install_nginx
    find_nginx >/dev/null
    exit
fi

install_nginx || true
NGINX="$(find_nginx || true)"
if [ -z "$NGINX" ]; then
    echo "nginx is not there: serving with one gunicorn pool on $BIND" \
        "(light pages then wait in line behind heavy work)" >&2
    exec "$BIN/gunicorn" judgeapp.wsgi
fi

RUN="$(mktemp -d "${TMPDIR:-/tmp}/instead-serve.XXXXXX")"
# nginx's workers (www-data when this runs as root) reach the sockets here.
chmod 755 "$RUN"
PIDS=()

cleanup() {
    local status=$?
    trap - EXIT INT TERM
    for pid in "${PIDS[@]}"; do
        kill -TERM "$pid" 2>/dev/null || true
    done
    for pid in "${PIDS[@]}"; do
        wait "$pid" 2>/dev/null || true
    done
    rm -rf "$RUN"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

OUTER_PROXY="${DJANGO_BEHIND_PROXY:-}"
export DJANGO_BEHIND_PROXY=1

INSTEAD_POOL=light INSTEAD_BIND="unix:$RUN/light.sock" \
    "$BIN/gunicorn" --pid "$RUN/light.pid" judgeapp.wsgi &
PIDS+=("$!")
INSTEAD_POOL=heavy INSTEAD_BIND="unix:$RUN/heavy.sock" \
    nice -n "$HEAVY_NICE" "$BIN/gunicorn" --pid "$RUN/heavy.pid" judgeapp.wsgi &
PIDS+=("$!")

# Both pools listening before nginx sends them anything.
for _ in $(seq 600); do
    [ -S "$RUN/light.sock" ] && [ -S "$RUN/heavy.sock" ] && break
    for pid in "${PIDS[@]}"; do
        kill -0 "$pid" 2>/dev/null || { echo "a gunicorn pool stopped at start" >&2; exit 1; }
    done
    sleep 0.1
done

USER_LINE=""
[ "$(id -u)" = 0 ] && USER_LINE="user www-data;"
REAL_IP=""
case "$OUTER_PROXY" in
    1 | true | yes | on)
        REAL_IP="    set_real_ip_from 0.0.0.0/0;
    set_real_ip_from ::/0;
    real_ip_header X-Forwarded-For;"
        ;;
esac
"${PYTHON:-$BIN/python}" - "$RUN" "$BIND" "$USER_LINE" "$REAL_IP" <<'EOF'
import sys
from pathlib import Path

run, bind, user, real_ip = sys.argv[1:]
text = Path("scripts/nginx.conf").read_text()
for name, value in {"RUN": run, "BIND": bind, "USER": user, "REAL_IP": real_ip}.items():
    text = text.replace(f"@{name}@", value)
Path(run, "nginx.conf").write_text(text)
EOF

echo "Serving Instead at http://$BIND (nginx; light and heavy gunicorn pools)" >&2
"$NGINX" -p "$RUN" -c "$RUN/nginx.conf" -e stderr -g "daemon off;" &
PIDS+=("$!")

# Until one of them stops (or this script is stopped): then the others go too.
set +e
wait -n "${PIDS[@]}"
status=$?
set -e
echo "a server stopped (status $status): stopping the others" >&2
exit "$status"
