#!/usr/bin/env bash
# Run a command against a throwaway Redis server, then stop it.
#
#   scripts/with-redis.sh COMMAND [ARG...]
#
# Uses Debian's Redis (installing the `redis-server` package with apt when
# redis-server is missing), starts a server on a free port of 127.0.0.1 with its
# files in a temporary directory (nothing saved to disk, memory held to 64 MB,
# least recently used keys dropped first, as a shared cache for Instead should
# be), runs COMMAND with REDIS_URL pointing at it, and stops the server and
# removes the directory at the end, whether COMMAND passed, failed or was
# interrupted.
set -euo pipefail

if [ "$#" -eq 0 ]; then
    echo "usage: $0 COMMAND [ARG...]" >&2
    exit 2
fi

SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"

if ! command -v redis-server >/dev/null 2>&1; then
    echo "Redis is missing: installing Debian's redis-server package" >&2
    $SUDO apt-get update -qq
    # Only the server's files: the package's own service is not needed (and may
    # not start where there is no init system).
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
        redis-server >/dev/null
    command -v redis-server >/dev/null 2>&1 || { echo "redis-server not found after installing it" >&2; exit 1; }
fi

PYTHON="${PYTHON:-python3}"
PORT="$("$PYTHON" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/instead-redis.XXXXXX")"

cleanup() {
    local status=$?
    local pid=""
    [ -f "$WORK/redis.pid" ] && pid="$(cat "$WORK/redis.pid" 2>/dev/null || true)"
    if [ -n "$pid" ]; then
        kill "$pid" 2>/dev/null || true
        for _ in $(seq 50); do
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.1
        done
    fi
    rm -rf "$WORK"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

echo "Starting Redis ($(redis-server --version | cut -d' ' -f3)) on 127.0.0.1:$PORT" >&2
redis-server --bind 127.0.0.1 --port "$PORT" --dir "$WORK" --daemonize yes \
    --pidfile "$WORK/redis.pid" --logfile "$WORK/redis.log" \
    --save "" --appendonly no --maxmemory 64mb --maxmemory-policy allkeys-lru
for _ in $(seq 100); do
    if "$PYTHON" -c "import socket; socket.create_connection(('127.0.0.1', $PORT), 1).close()" 2>/dev/null; then
        break
    fi
    sleep 0.1
done

export REDIS_URL="redis://127.0.0.1:$PORT/0"
"$@"
