#!/usr/bin/env bash
# Two integration tests (the shared rate limit, the mini app's replay store) start their own Debian redis-server on a
# free port (tests/integration/redis-server.ts). `npm run test:unit` runs this first, as test:e2e runs
# ensure-chromium.sh: root installs the package with apt-get (as on CI), anyone else is told how.
set -euo pipefail
if [ -x /usr/bin/redis-server ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's redis-server for the Redis integration tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server >/dev/null
  exit 0
fi
echo "The Redis integration tests need /usr/bin/redis-server: run 'sudo apt-get install -y redis-server'." >&2
exit 1
