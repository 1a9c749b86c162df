#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster (Debian's postgresql package):
# initdb into a temp folder, start on a free port with the socket in that folder, export
# TEST_DATABASE_URL, run the command, stop and remove the cluster. PostgreSQL refuses to
# run as root, so as root the cluster belongs to the `postgres` user.
set -euo pipefail

bindir=""
for d in /usr/lib/postgresql/*/bin; do [ -x "$d/initdb" ] && bindir="$d"; done
if [ -z "$bindir" ]; then
  echo "with-postgres: no PostgreSQL server found (apt-get install postgresql, or run npm run test:setup)" >&2
  exit 1
fi

tmp=$(mktemp -d /tmp/enjoy-pg.XXXXXX)
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
as_pg() { if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = "0" ]; then chown postgres "$tmp"; fi

cleanup() {
  as_pg "$bindir/pg_ctl" -D "$tmp/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT

as_pg "$bindir/initdb" -D "$tmp/data" -U postgres -A trust -E UTF8 --no-locale >/dev/null
as_pg "$bindir/pg_ctl" -D "$tmp/data" -l "$tmp/server.log" -w \
  -o "-p $port -k $tmp -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null
echo "with-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
