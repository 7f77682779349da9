#!/usr/bin/env bash
# The production start, as an operator runs it: the built site in a directory of its own with production
# dependencies only (`npm ci --omit=dev`: no tsx, msw, SQLite, Vite), started with plain `node` against the
# standalone sandbox (`npm run sandbox`, a platform over HTTP), must answer 200 on its home page and on /readyz,
# then drain and exit 0 on SIGTERM.
#
#   bash scripts/check-production.sh              builds into a temporary directory first (`npm run build`)
#   bash scripts/check-production.sh build-e2e    uses that existing build (CI: the one the e2e run just made)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$PWD"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/prod-check.XXXXXX")"
SANDBOX_PID=""
SITE_PID=""
cleanup() {
  [ -n "$SITE_PID" ] && kill "$SITE_PID" 2>/dev/null || true
  [ -n "$SANDBOX_PID" ] && kill "$SANDBOX_PID" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT

free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }

# Waits until $1 answers (any status) or the process $2 has died; at most $3 seconds.
wait_for() {
  local url="$1" pid="$2" seconds="$3"
  for _ in $(seq 1 "$((seconds * 4))"); do
    if curl -s -o /dev/null "$url"; then return 0; fi
    if ! kill -0 "$pid" 2>/dev/null; then return 1; fi
    sleep 0.25
  done
  return 1
}

BUILD="${1:-}"
if [ -z "$BUILD" ]; then
  echo "--- production check: npm run build"
  BUILD="$WORK/source-build"
  BUILD_DIR="$(realpath --relative-to="$ROOT" "$BUILD")" npm run build >/dev/null
fi
if [ ! -f "$BUILD/server.js" ] || [ ! -f "$BUILD/server/index.js" ]; then
  echo "No complete build at $BUILD (server.js and server/index.js): run npm run build." >&2
  exit 1
fi

echo "--- production check: npm ci --omit=dev in $WORK/site"
mkdir -p "$WORK/site"
cp package.json package-lock.json "$WORK/site/"
# The install applies the router's reviewed patches (patch-package, postinstall; decision 051): they go along.
cp -R patches "$WORK/site/patches"
cp -R public "$WORK/site/public"
cp -R "$BUILD" "$WORK/site/build"
(cd "$WORK/site" && npm ci --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error)
if ! grep -q "__rankedBranches" "$WORK/site/node_modules/@remix-run/router/dist/router.cjs.js"; then
  echo "The production install did not apply patches/ (route matching memo)." >&2
  exit 1
fi
for dev_only in tsx msw better-sqlite3 vite @remix-run/dev; do
  if [ -e "$WORK/site/node_modules/$dev_only" ]; then
    echo "A development dependency was installed for production: $dev_only" >&2
    exit 1
  fi
done

SANDBOX_PORT="$(free_port)"
echo "--- production check: standalone sandbox on $SANDBOX_PORT"
# node itself, not npm: the cleanup's kill then ends the sandbox, not only the npm that started it.
SANDBOX_PORT="$SANDBOX_PORT" SANDBOX_DB=":memory:" HOST=127.0.0.1 node --import tsx ./mocks/standalone.ts >"$WORK/sandbox.log" 2>&1 &
SANDBOX_PID=$!
wait_for "http://127.0.0.1:$SANDBOX_PORT/sandbox" "$SANDBOX_PID" 60 || { cat "$WORK/sandbox.log" >&2; echo "The standalone sandbox did not start." >&2; exit 1; }

SITE_PORT="$(free_port)"
echo "--- production check: node build/server.js on $SITE_PORT"
(
  cd "$WORK/site"
  exec env -i PATH="$PATH" HOME="$HOME" NODE_ENV=production PORT="$SITE_PORT" HOST=127.0.0.1 \
    PLATFORM_API_URL="http://127.0.0.1:$SANDBOX_PORT" SANDBOX_PUBLIC_URL="http://127.0.0.1:$SANDBOX_PORT" \
    SESSION_SECRET="$(node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))')" LOG_FORMAT=json \
    node build/server.js
) >"$WORK/site.log" 2>&1 &
SITE_PID=$!
wait_for "http://127.0.0.1:$SITE_PORT/healthz" "$SITE_PID" 60 || { cat "$WORK/site.log" >&2; echo "The production server did not start." >&2; exit 1; }

failed=0
for path in / /ru /readyz; do
  status="$(curl -s -o "$WORK/answer" -w '%{http_code}' "http://127.0.0.1:$SITE_PORT$path")"
  echo "GET $path -> $status"
  if [ "$status" != "200" ]; then
    failed=1
    head -c 2000 "$WORK/answer" >&2
    echo >&2
  fi
done
if curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$SITE_PORT/sandbox" | grep -qv '^404$'; then
  echo "/sandbox answered on a production start" >&2
  failed=1
fi

kill -TERM "$SITE_PID"
if wait "$SITE_PID"; then echo "SIGTERM: drained and exited 0"; else echo "SIGTERM: exited $?" >&2; failed=1; fi
SITE_PID=""
if [ "$failed" -ne 0 ]; then
  echo "--- site log" >&2
  cat "$WORK/site.log" >&2
  exit 1
fi
echo "--- production check: ok"
