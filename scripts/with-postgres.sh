#!/usr/bin/env bash
# Run a command against a throwaway PostgreSQL server, then stop it.
#
#   scripts/with-postgres.sh COMMAND [ARG...]
#
# Uses Debian's PostgreSQL (installing the `postgresql` package with apt when
# initdb/pg_ctl are missing), makes a new cluster in a temporary directory,
# starts it on a free port on 127.0.0.1, runs COMMAND with DATABASE_URL
# pointing at it, and stops the server and removes the directory at the end,
# whether COMMAND passed, failed or was interrupted. PostgreSQL refuses to run
# as root, so when run as root the server runs as the `postgres` user (made by
# the package) or, failing that, as `nobody`.
set -euo pipefail

if [ "$#" -eq 0 ]; then
    echo "usage: $0 COMMAND [ARG...]" >&2
    exit 2
fi

SUDO=""
[ "$(id -u)" = 0 ] || SUDO="sudo"

find_pg_bin() {
    # The directory holding initdb and pg_ctl: the PATH first, then Debian's
    # versioned directories, newest version first.
    local found
    found="$(command -v initdb 2>/dev/null || true)"
    if [ -n "$found" ] && command -v pg_ctl >/dev/null 2>&1; then
        dirname "$(readlink -f "$found")"
        return 0
    fi
    for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k4 -n -r); do
        if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then
            echo "$dir"
            return 0
        fi
    done
    return 1
}

PG_BIN="$(find_pg_bin || true)"
if [ -z "$PG_BIN" ]; then
    echo "PostgreSQL is missing: installing Debian's postgresql package" >&2
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
    PG_BIN="$(find_pg_bin)" || { echo "initdb/pg_ctl not found after installing postgresql" >&2; exit 1; }
fi

PYTHON="${PYTHON:-python3}"
PORT="$("$PYTHON" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/instead-postgres.XXXXXX")"
DATA="$WORK/data"

# As root, run the server as an unprivileged user who owns the directory.
AS_USER=()
if [ "$(id -u)" = 0 ]; then
    PG_USER="postgres"
    id "$PG_USER" >/dev/null 2>&1 || PG_USER="nobody"
    chown "$PG_USER" "$WORK"
    chmod 700 "$WORK"
    AS_USER=(runuser -u "$PG_USER" --)
fi

cleanup() {
    local status=$?
    if [ -f "$DATA/postmaster.pid" ]; then
        "${AS_USER[@]}" "$PG_BIN/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$WORK"
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

echo "Starting PostgreSQL ($("$PG_BIN/postgres" --version)) on 127.0.0.1:$PORT" >&2
"${AS_USER[@]}" "$PG_BIN/initdb" -D "$DATA" -U instead --auth=trust -E UTF8 --locale=C.UTF-8 \
    >"$WORK/initdb.log" 2>&1 || { cat "$WORK/initdb.log" >&2; exit 1; }
# A throwaway server for tests: durability settings off, so it is fast.
"${AS_USER[@]}" "$PG_BIN/pg_ctl" -D "$DATA" -l "$WORK/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null || { cat "$WORK/server.log" >&2; exit 1; }

export DATABASE_URL="postgres://instead@127.0.0.1:$PORT/instead"
"$@"
